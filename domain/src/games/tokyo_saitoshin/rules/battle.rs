//! A battle (撃破, spec 5.11.4): one attack action against the enemy cards it targets. The
//! faster range strikes first (遠+ > 遠 > 近+ > 近; the same range strikes together); a strike
//! that defeats the enemy, or downs the PC with at least 1 damage (G-13), cancels the other
//! side's. Each enemy counterattacks once, however many hits. A defeated enemy runs its
//! 【解決】, gives its reward AP to the attacker, unseals by rarity and is discarded; an enemy
//! that survives keeps its damage tokens. In the Site the enemy is the revealed Site card
//! (target 12, the encounter slot). A counterattack the PC may answer with interrupts
//! pauses the battle until its reaction window closes (`reaction.rs`).

use super::super::content::Enemy;
use super::super::effect::{Attack, AttackTargets, Timing};
use super::super::event::Event;
use super::super::primitives::{Ctx, run_timed, take_card_progress};
use super::super::state::{
    BattleRest, Boost, ENCOUNTER_SLOT, Source, State, area_slots, slot_area,
};
use super::super::tx::Tx;
use super::super::vocabulary::{DamageType, Pc, Range};
use super::{constant, strike};
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

/// The attack of a source: its first effect with one that is not an interrupt.
pub fn attack_of(s: &State, pc: Pc, source: &Source) -> Option<Attack> {
    s.effects_of(pc, source)?
        .iter()
        .filter(|e| !e.interrupt)
        .find_map(|e| e.attack)
}

/// The attack strikes, with what its window added.
pub fn attack(
    tx: &mut Tx,
    pc: Pc,
    source: &Source,
    attack: Attack,
    range: Range,
    target: usize,
    boost: Boost,
) {
    let Some((_, reference)) = enemy_at(&tx.s, target) else {
        return;
    };
    let slots: Vec<usize> = match attack.targets {
        AttackTargets::One => vec![target],
        // The Site holds one revealed card at a time.
        AttackTargets::AllInArea if target == ENCOUNTER_SLOT => vec![target],
        AttackTargets::AllInArea => area_slots(slot_area(target))
            .filter(|&s| enemy_at(&tx.s, s).is_some())
            .collect(),
    };
    let rest = BattleRest {
        pc,
        source: source.clone(),
        slots,
        // Several targets: the reference target's range orders every strike (spec 5.11.4
        // step 1).
        pc_first: pc_first(range, reference.range),
        strike_owed: None,
        boost,
    };
    fight(tx, rest, attack, false);
}

/// The attack paused on its counterattack's reaction window goes on; `downed`: the
/// settled counter put 1 or more damage on a down PC.
pub fn resume(tx: &mut Tx, downed: bool) {
    let Some(rest) = tx.s.battle.clone() else {
        return;
    };
    tx.emit(Event::BattleResumed(ev::BattleResumed { pc: rest.pc }));
    // Read from the content: the source may have been exhausted or discarded meanwhile.
    if let Some(attack) = attack_of(&tx.s, rest.pc, &rest.source) {
        fight(tx, rest, attack, downed);
    }
}

/// Fight the enemies of `rest.slots` in turn. A counterattack that opens a reaction
/// window pauses the fight when something still depends on it: the PC's own strike when
/// the enemy struck first, or the next enemies.
fn fight(tx: &mut Tx, rest: BattleRest, attack: Attack, downed: bool) {
    let BattleRest {
        pc,
        source,
        mut slots,
        pc_first,
        strike_owed,
        boost,
    } = rest;
    let blow = Blow {
        pc,
        attack,
        boost: &boost,
    };
    if let Some(owed) = strike_owed {
        let slot = slots.remove(0);
        if let Some((card, enemy)) = enemy_at(&tx.s, slot)
            && card == owed
            && !downed
            && strike(tx, &blow, slot, &card, &enemy)
        {
            defeat(tx, pc, &card, slot);
        }
    }
    while !slots.is_empty() {
        let slot = slots.remove(0);
        if tx.over() {
            return;
        }
        let Some((card, enemy)) = enemy_at(&tx.s, slot) else {
            continue;
        };
        let defeated = match pc_first {
            Some(true) => {
                let defeated = strike(tx, &blow, slot, &card, &enemy);
                if !defeated {
                    counter(tx, pc, slot, &card, &enemy);
                }
                defeated
            }
            Some(false) => {
                let downed = counter(tx, pc, slot, &card, &enemy);
                if !tx.s.incoming.is_empty() {
                    slots.insert(0, slot);
                    let left = (slots, pc_first, Some(card));
                    return pause(tx, pc, source, left, boost.clone());
                }
                !downed && strike(tx, &blow, slot, &card, &enemy)
            }
            None => {
                let defeated = strike(tx, &blow, slot, &card, &enemy);
                counter(tx, pc, slot, &card, &enemy);
                defeated
            }
        };
        if defeated && !tx.over() {
            defeat(tx, pc, &card, slot);
        }
        if !tx.s.incoming.is_empty() && !slots.is_empty() {
            return pause(tx, pc, source, (slots, pc_first, None), boost.clone());
        }
    }
}

/// What is left of a paused fight: the slots, the strike order and the strike owed.
type Left = (Vec<usize>, Option<bool>, Option<String>);

fn pause(tx: &mut Tx, pc: Pc, source: Source, left: Left, boost: Boost) {
    let (slots, pc_first, strike_owed) = left;
    tx.emit(Event::BattlePaused(ev::BattlePaused {
        pc,
        source,
        slots,
        pc_first,
        strike_owed,
        boost,
    }));
}

/// The attacker's side of every strike: its attack and what its window added.
struct Blow<'a> {
    pc: Pc,
    attack: Attack,
    boost: &'a Boost,
}

/// The area's constant `add_damage` (銃撃戦) adds to every strike there, before reduction.
fn plus(tx: &Tx, slot: usize) -> u32 {
    if slot == ENCOUNTER_SLOT {
        0
    } else {
        super::constant::area_damage_bonus(&tx.s, slot_area(slot))
    }
}

/// The PC's strike on one enemy, with the PCs who joined it there; true if it defeats it.
fn strike(tx: &mut Tx, blow: &Blow, slot: usize, card: &str, enemy: &Enemy) -> bool {
    let own = plus(tx, slot) + constant::own_damage_bonus(&tx.s, blow.pc, blow.attack.damage_type);
    let mut amounts = strike::parts(&blow.attack, own, blow.boost, enemy);
    for j in blow.boost.joined.iter().filter(|j| j.slot == slot) {
        if let Some(attack) = attack_of(&tx.s, j.pc, &j.means) {
            let plus = plus(tx, slot) + constant::own_damage_bonus(&tx.s, j.pc, attack.damage_type);
            amounts.push(strike::joined(&attack, plus, enemy));
        }
    }
    for amount in amounts {
        tx.emit(Event::EnemyDamaged(ev::EnemyDamaged {
            card: card.to_owned(),
            amount,
        }));
    }
    tx.s.card_damage.get(card).copied().unwrap_or(0) >= enemy.hp
}

/// The enemy's counterattack on the PC; true if it put 1 or more damage on a down PC (it
/// cancels the PC's strike when the enemy struck first, G-13). Held in a reaction window,
/// it has put nothing yet.
fn counter(tx: &mut Tx, pc: Pc, slot: usize, card: &str, enemy: &Enemy) -> bool {
    let counter = enemy.counter.damage + plus(tx, slot);
    tx.damage(pc, counter, enemy.counter.damage_type, Some(card));
    counter > 0 && tx.s.incoming.is_empty() && tx.pc(pc).down
}

/// Damage to an enemy outside an attack's strike (Kashima Reiko, Offensive Barrier's
/// counter): its matching reduction applies, and reaching its HP defeats it for `pc`.
pub fn hit_enemy(tx: &mut Tx, pc: Pc, card: &str, amount: u32, damage_type: DamageType) {
    let Some(slot) = slot_of(&tx.s, card) else {
        return;
    };
    let Some(enemy) = tx.s.content.enemy(card) else {
        return;
    };
    tx.emit(Event::EnemyDamaged(ev::EnemyDamaged {
        card: card.to_owned(),
        amount: strike::against(&enemy, amount, damage_type, false),
    }));
    if tx.s.card_damage.get(card).copied().unwrap_or(0) >= enemy.hp && !tx.over() {
        defeat(tx, pc, card, slot);
    }
}

/// The slot where `card` lies on top (the encounter slot for the revealed Site card).
fn slot_of(s: &State, card: &str) -> Option<usize> {
    if s.site.revealed.as_deref() == Some(card) {
        return Some(ENCOUNTER_SLOT);
    }
    s.slots
        .iter()
        .position(|slot| slot.top().map(String::as_str) == Some(card))
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
    take_card_progress(tx, pc, slot);
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
