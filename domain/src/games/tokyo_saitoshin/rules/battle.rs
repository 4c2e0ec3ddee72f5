//! A battle (撃破, spec 5.11.4): one attack action against the enemy cards it targets. The
//! faster range strikes first (遠+ > 遠 > 近+ > 近; the same range strikes together); a strike
//! that defeats the enemy, or downs the PC with at least 1 damage (G-13), cancels the other
//! side's. Each enemy counterattacks once, however many hits. A defeated enemy runs its
//! 【解決】, gives its reward AP to the attacker, unseals by rarity and is discarded; an enemy
//! that survives keeps its damage tokens. In the Site the enemy is the revealed Site card
//! (target 12, the encounter slot).

use super::super::content::Enemy;
use super::super::effect::{Attack, AttackTargets, Timing};
use super::super::event::Event;
use super::super::primitives::{Ctx, run_timed};
use super::super::state::{ENCOUNTER_SLOT, State, area_slots, slot_area};
use super::super::tx::Tx;
use super::super::vocabulary::{Pc, Range};
use crate::games::tokyo_saitoshin::event as ev;

fn speed(range: Range) -> u8 {
    match range {
        Range::LongPlus => 0,
        Range::Long => 1,
        Range::ShortPlus => 2,
        Range::Short => 3,
    }
}

/// Who strikes first: `Some(true)` the PC, `Some(false)` the enemy, `None` together.
pub fn pc_first(pc: Range, enemy: Range) -> Option<bool> {
    match speed(pc).cmp(&speed(enemy)) {
        std::cmp::Ordering::Less => Some(true),
        std::cmp::Ordering::Greater => Some(false),
        std::cmp::Ordering::Equal => None,
    }
}

/// The damage an attack deals to one enemy: each hit, with `plus` added before reduction
/// (銃撃戦, FAQ Q14), reduced by a matching reduction, never below 0.
pub fn damage_to(attack: &Attack, plus: u32, enemy: &Enemy) -> u32 {
    let reduction = enemy
        .reduction
        .filter(|r| r.damage_type == attack.damage_type)
        .map_or(0, |r| r.value);
    (attack.damage + plus).saturating_sub(reduction) * attack.hits.max(1)
}

pub fn attack(tx: &mut Tx, pc: Pc, attack: Attack, card_range: Option<Range>, target: usize) {
    let Some((_, reference)) = enemy_at(&tx.s, target) else {
        return;
    };
    let range = attack.range.or(card_range).unwrap_or(Range::Short);
    // Several targets: the reference target's range orders every strike (spec 5.11.4 step 1).
    let order = pc_first(range, reference.range);
    let slots: Vec<usize> = match attack.targets {
        AttackTargets::One => vec![target],
        // The Site holds one revealed card at a time.
        AttackTargets::AllInArea if target == ENCOUNTER_SLOT => vec![target],
        AttackTargets::AllInArea => area_slots(slot_area(target))
            .filter(|&s| enemy_at(&tx.s, s).is_some())
            .collect(),
    };
    for slot in slots {
        if tx.over() {
            return;
        }
        let Some((card, enemy)) = enemy_at(&tx.s, slot) else {
            continue;
        };
        let plus = if slot == ENCOUNTER_SLOT {
            0
        } else {
            super::constant::area_damage_bonus(&tx.s, slot_area(slot))
        };
        let amount = damage_to(&attack, plus, &enemy);
        let strike = |tx: &mut Tx| -> bool {
            tx.emit(Event::EnemyDamaged(ev::EnemyDamaged {
                card: card.clone(),
                amount,
            }));
            tx.s.card_damage.get(&card).copied().unwrap_or(0) >= enemy.hp
        };
        let counter = |tx: &mut Tx| -> bool {
            let counter = enemy.counter.damage + plus;
            tx.damage(pc, counter, enemy.counter.damage_type);
            counter > 0 && tx.pc(pc).down
        };
        let defeated = match order {
            Some(true) => {
                let defeated = strike(tx);
                if !defeated {
                    counter(tx);
                }
                defeated
            }
            Some(false) => !counter(tx) && strike(tx),
            None => {
                let defeated = strike(tx);
                counter(tx);
                defeated
            }
        };
        if defeated && !tx.over() {
            defeat(tx, pc, &card, slot);
        }
    }
}

/// Battle step 4: 【解決】, the reward AP, the unseals, then the card is discarded with its
/// damage tokens returned.
fn defeat(tx: &mut Tx, pc: Pc, card: &str, slot: usize) {
    if slot == ENCOUNTER_SLOT {
        return super::site::resolved(tx, pc, Timing::Resolution);
    }
    let content = tx.content();
    let (reward, effects) = match (content.encounter(card), content.scenario_card(card)) {
        (Some(e), _) => (e.reward_ap, e.effects.clone()),
        (None, Some(c)) => (c.reward_ap, c.effects.clone()),
        _ => (0, Vec::new()),
    };
    run_timed(
        tx,
        &Ctx::of(card).by(pc).at(slot_area(slot)),
        &effects,
        Timing::Resolution,
    );
    if tx.over() {
        return;
    }
    tx.gain_ap(pc, reward);
    for skill in content
        .resolvable_rarity(card)
        .map(|r| r.unseals())
        .unwrap_or_default()
    {
        tx.unseal(pc, skill);
    }
    if tx.s.slots[slot].top().map(String::as_str) == Some(card) {
        tx.emit(Event::CardResolved(ev::CardResolved {
            pc,
            card: card.to_owned(),
            slot,
        }));
    }
}

/// The enemy on top of a slot (or revealed in the Site), if it is a battle card.
pub fn enemy_at(s: &State, slot: usize) -> Option<(String, Enemy)> {
    let card = if slot == ENCOUNTER_SLOT {
        s.site.revealed.as_ref()?
    } else {
        s.slots.get(slot)?.top()?
    };
    Some((card.clone(), s.content.enemy(card)?))
}
