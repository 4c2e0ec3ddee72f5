//! The attack sub-machine (§4.5): declare with a card from hand or a sheet part and pay its
//! cost, choose targets in range and not blocked, link, roll 2D6, miss or hit; on a hit the
//! damage (additional before defence, fixed after, link attack), destruction, the chart
//! row's effects, the tension rise and the hate check; then a follow-up or the turn's end.
//!
//! Rulings: additional damage, fixed damage and the link attack go together to one hit of
//! one target, which the attacker chooses after the hit is known (`ChooseBonusHit`); with
//! one target of one hit, or no bonus, nothing is asked. The attack's own damage to its
//! character comes after the hate check.

use std::collections::BTreeSet;

use super::super::command::*;
use super::super::content::{Attack, Card};
use super::super::event::*;
use super::super::grid::{blocked, distance};
use super::super::state::*;
use super::super::tx::Tx;
use super::cost::{payments, without};
use super::damage::{self, Check};
use super::{card_text, cost, destruction, effects, hate, turn, window};
use crate::engine::{RuleError, Seat};

/// A checked attack, ready to resolve.
#[derive(Debug, Clone)]
pub struct Plan {
    pub card: Card,
    pub attack: Attack,
    pub follow_up: bool,
    pub linked: bool,
}

/// The card an attack source plays, if it is one.
pub fn source_card(state: &State, seat: Seat, source: &AttackSource) -> Option<Card> {
    let p = state.player(seat);
    let c = &state.content;
    match source {
        AttackSource::Card(id) => c.card(id).cloned(),
        AttackSource::Sheet(SheetPart::Weapon) => c
            .style(p.weapon.as_deref()?, p.style.as_deref()?)
            .map(|s| s.attack.clone()),
        AttackSource::Sheet(SheetPart::SubWeapon) => c
            .sub_weapon(p.sub_weapon.as_deref()?)
            .and_then(|s| s.sheet.clone()),
    }
}

fn refuse(code: &'static str, message: impl Into<String>) -> Result<Plan, RuleError> {
    Err(RuleError::new(code, message))
}

pub fn check(state: &State, seat: Seat, c: &AttackChoice) -> Result<Plan, RuleError> {
    let t = turn::own_turn(state, seat)?;
    let p = state.player(seat);
    let Some(card) = source_card(state, seat, &c.source) else {
        return refuse("NO_SUCH_CARD", "That card or sheet part does not exist");
    };
    let Some(attack) = card.attack.clone() else {
        return refuse("NOT_AN_ATTACK", format!("{} makes no attack", card.name));
    };
    let hand = match &c.source {
        AttackSource::Card(id) => match without(&p.hand, std::slice::from_ref(id)) {
            Some(rest) => rest,
            None => return refuse("NOT_IN_HAND", format!("{} is not in your hand", card.name)),
        },
        AttackSource::Sheet(part) => {
            if t.sheet_used.contains(part) {
                return refuse(
                    "SHEET_PART_USED",
                    "Each card on your sheet is used once per turn",
                );
            }
            p.hand.clone()
        }
    };
    let follow_up = t.attacks > 0;
    if follow_up {
        if state.options.no_follow_up_after_miss && t.last_missed {
            return refuse("NO_FOLLOW_UP", "At this table a miss ends the turn");
        }
        let icon = matches!(c.source, AttackSource::Card(_)) && attack.icons.follow_up;
        if !icon && t.follow_ups_granted == 0 {
            return refuse(
                "NO_FOLLOW_UP",
                "After an attack, only a card with the [追撃] icon (or an obtained follow-up) may attack",
            );
        }
    }
    cost::check(&card, &hand, &c.discard, c.tension, p.tension)?;
    card_text::check_extras(&card, &c.extras, p.tension - c.tension)?;
    let keys = check_targets(state, seat, &attack, &c.targets)?;
    let linked = !follow_up
        && state.attacked_this_round
        && state
            .last_turn
            .as_ref()
            .is_some_and(|l| l.targets.iter().any(|k| keys.contains(k)));
    Ok(Plan {
        card,
        attack,
        follow_up,
        linked,
    })
}

/// Targets: 1 to the card's number, distinct parties, each in range and not behind another
/// enemy square on the same line.
fn check_targets(
    state: &State,
    seat: Seat,
    attack: &Attack,
    targets: &[u8],
) -> Result<BTreeSet<TargetKey>, RuleError> {
    if targets.is_empty() || targets.len() as u32 > attack.targets {
        return Err(RuleError::new(
            "TARGET_COUNT",
            format!("Choose 1 to {} targets", attack.targets),
        ));
    }
    let from = state
        .player(seat)
        .pawn
        .ok_or_else(|| RuleError::new("NO_PAWN", "Your character is not on the map"))?;
    let enemy = state.enemy_squares();
    let mut keys = BTreeSet::new();
    for &pos in targets {
        let sq = state
            .position_square(pos)
            .ok_or_else(|| RuleError::new("NO_SUCH_POSITION", "Positions are numbered 1 to 4"))?;
        if !keys.insert(state.target_key(pos)) {
            return Err(RuleError::new(
                "SAME_TARGET_TWICE",
                "Each target of an attack is a different party or core position",
            ));
        }
        if distance(from, sq) > attack.range {
            return Err(RuleError::new(
                "OUT_OF_RANGE",
                format!(
                    "Position {pos} is {} squares away; the range is {}",
                    distance(from, sq),
                    attack.range
                ),
            ));
        }
        if blocked(from, sq, &enemy) {
            return Err(RuleError::new(
                "BLOCKED",
                format!(
                    "Position {pos} is behind another enemy square: an attack cannot jump over it"
                ),
            ));
        }
    }
    Ok(keys)
}

/// Resolve a checked attack, then offer a follow-up or end the turn.
pub fn resolve(tx: &mut Tx, seat: Seat, c: &AttackChoice) {
    let Ok(plan) = check(&tx.s, seat, c) else {
        return;
    };
    tx.emit(Event::AttackDeclared(AttackDeclared {
        seat,
        source: c.source.clone(),
        card: plan.card.id.clone(),
        targets: c.targets.clone(),
        discarded: c.discard.clone(),
        tension_spent: c.tension,
        linked: plan.linked,
        follow_up: plan.follow_up,
    }));
    // What the cost and the extras give comes before the roll, so it counts for it.
    card_text::cost_effects(tx, seat, &c.discard);
    card_text::buy_extras(tx, seat, seat, &plan.card, &c.extras);
    if tx.s.outcome.is_some() {
        return;
    }
    if tx.player(seat).down {
        turn::end(tx, seat);
        return;
    }
    let params = tx.s.content.params().clone();
    let stats = tx.s.stats(seat);
    let icons = plan.attack.icons;
    let dice = [tx.d6(), tx.d6()];
    let link_bonus = if plan.linked && icons.link_check {
        params.link_check_bonus
    } else {
        0
    };
    let total = damage::check_total(dice, &plan.attack, &stats, link_bonus);
    tx.emit(Event::AttackRolled(AttackRolled {
        seat,
        dice: dice.to_vec(),
        total,
    }));
    match damage::check(dice, total, &plan.attack) {
        Check::Miss { double_one } => {
            tx.emit(Event::AttackMissed(AttackMissed { seat, double_one }));
            finish(tx, seat, &plan.attack);
        }
        Check::Hit { row } => {
            tx.emit(Event::AttackHit(AttackHit {
                seat,
                row: row as u32,
            }));
            let hits = plan.attack.hits;
            if has_bonus(&plan) && c.targets.len() as u32 * hits > 1 {
                tx.emit(Event::BonusHitOffered(BonusHitOffered {
                    seat,
                    card: plan.card.id.clone(),
                    targets: c.targets.clone(),
                    row: row as u32,
                    linked: plan.linked,
                    hits,
                }));
                return;
            }
            let first = c.targets.first().copied().unwrap_or(0);
            hit(tx, seat, &plan, row, &c.targets, (first, 1));
        }
    }
}

/// Whether a hit of this attack carries damage that goes to one hit only.
fn has_bonus(plan: &Plan) -> bool {
    let icons = plan.attack.icons;
    icons.additional_damage > 0 || icons.fixed_damage > 0 || (plan.linked && icons.link_attack)
}

/// The self-damage, then a follow-up or the turn's end.
fn finish(tx: &mut Tx, seat: Seat, attack: &Attack) {
    tx.hurt(seat, attack.self_damage as i32, DamageCause::SelfInflicted);
    after_attack(tx, seat);
}

pub fn check_bonus(state: &State, seat: Seat, c: &BonusHit) -> Result<(), RuleError> {
    let Some(t) = state.turn.as_ref() else {
        return Err(RuleError::new(
            "NO_BONUS_CHOICE",
            "No hit is waiting for a choice",
        ));
    };
    let Some(choice) = t.bonus_choice.as_ref() else {
        return Err(RuleError::new(
            "NO_BONUS_CHOICE",
            "No hit is waiting for a choice",
        ));
    };
    if t.seat != seat {
        return Err(RuleError::not_your_decision(
            "The attacker chooses where the bonus damage goes",
        ));
    }
    if !choice.targets.contains(&c.position) || c.hit == 0 || c.hit > choice.hits {
        return Err(RuleError::new(
            "NO_SUCH_HIT",
            format!(
                "Choose one of the positions attacked ({:?}) and a hit from 1 to {}",
                choice.targets, choice.hits
            ),
        ));
    }
    Ok(())
}

/// Deal the paused hit's damage, the bonus on the chosen hit, and go on with the attack.
pub fn choose_bonus(tx: &mut Tx, seat: Seat, c: &BonusHit) {
    let Some(choice) = tx.s.turn.as_ref().and_then(|t| t.bonus_choice.clone()) else {
        return;
    };
    let Some(card) = tx.s.content.card(&choice.card).cloned() else {
        return;
    };
    let Some(attack) = card.attack.clone() else {
        return;
    };
    tx.emit(Event::BonusHitChosen(BonusHitChosen {
        seat,
        position: c.position,
        hit: c.hit,
    }));
    let plan = Plan {
        card,
        attack,
        follow_up: false,
        linked: choice.linked,
    };
    hit(
        tx,
        seat,
        &plan,
        choice.row as usize,
        &choice.targets,
        (c.position, c.hit),
    );
}

/// Every hit the paused attack may put its bonus on.
pub fn bonus_candidates(state: &State, out: &mut Vec<Command>) {
    if let Some(choice) = state.turn.as_ref().and_then(|t| t.bonus_choice.as_ref()) {
        for &position in &choice.targets {
            for hit in 1..=choice.hits {
                out.push(Command::ChooseBonusHit(BonusHit { position, hit }));
            }
        }
    }
}

/// The hit's damage, then the rest of the attack; `bonus` is the position and hit number
/// (from 1) that gets the additional damage, the fixed damage and the link attack.
fn hit(tx: &mut Tx, seat: Seat, plan: &Plan, row: usize, targets: &[u8], bonus: (u8, u32)) {
    let params = tx.s.content.params().clone();
    let stats = tx.s.stats(seat);
    let chart_row = plan.attack.chart[row].clone();
    let chart = damage::row_damage(&chart_row, &stats);
    let icons = plan.attack.icons;
    let link = if plan.linked && icons.link_attack {
        params.link_attack_damage
    } else {
        0
    };
    let limited = tx.s.turn.as_ref().map_or(0, |t| t.limited_defence);
    let mut destroyed = Vec::new();
    for &pos in targets {
        for h in 0..plan.attack.hits {
            let first = (pos, h + 1) == bonus;
            let target = tx.s.target_key(pos);
            if let TargetKey::Party(card) = &target
                && destroyed.contains(card)
            {
                break; // the party fell: its remaining hits are lost
            }
            let defence = damage::defence(&tx.s, pos, limited);
            let once = |n: u32| if first { n as i32 } else { 0 };
            let d = damage::hit_damage(
                chart,
                once(icons.additional_damage),
                defence,
                once(icons.fixed_damage) + if first { link } else { 0 },
            );
            let hp = match &target {
                TargetKey::Party(card) => {
                    tx.s.enemy
                        .parties
                        .iter()
                        .find(|p| &p.card == card)
                        .map_or(0, |p| p.hp)
                }
                TargetKey::Core(_) => tx.s.enemy.core_hp,
            };
            let hp_after = (hp - d.normal - d.fixed).max(0);
            tx.emit(Event::DamageDealt(DamageDealt {
                seat,
                position: pos,
                target: target.clone(),
                normal: d.normal,
                fixed: d.fixed,
                defence,
                hp_after,
            }));
            match target {
                TargetKey::Core(_) if hp_after == 0 => {
                    let round = tx.s.round;
                    tx.emit(Event::GameWon(GameWon { round }));
                    return;
                }
                TargetKey::Party(card) if hp_after == 0 => destroyed.push(card),
                _ => {}
            }
        }
    }
    for party in destroyed {
        destruction::destroy(tx, &party);
    }
    for op in &chart_row.effects {
        effects::chart_effect(tx, op);
    }
    if !window::open_before_rise(tx, seat, &plan.card.id) {
        rise_and_finish(tx, seat, &plan.attack);
    }
}

/// After a hit's damage (and the window W2 if it opened): the tension rise, the hate
/// check, then the self-damage and a follow-up or the turn's end.
pub fn rise_and_finish(tx: &mut Tx, seat: Seat, attack: &Attack) {
    let tension = tx.player(seat).tension;
    tx.set_tension(seat, tension + 1);
    hate::check(tx, seat);
    finish(tx, seat, attack);
}

/// After an attack: the turn ends unless a follow-up is possible now.
fn after_attack(tx: &mut Tx, seat: Seat) {
    if tx.s.outcome.is_some() {
        return;
    }
    if tx.player(seat).down {
        turn::end(tx, seat);
        return;
    }
    let mut options = Vec::new();
    candidates(&tx.s, seat, &mut options);
    let possible = options.iter().any(|c| match c {
        Command::Attack(a) => check(&tx.s, seat, a).is_ok(),
        _ => false,
    });
    if possible {
        tx.emit(Event::FollowUpOffered(FollowUpOffered { seat }));
    } else {
        turn::end(tx, seat);
    }
}

/// Every attack worth checking: each attack source, each set of up to its number of
/// targets, each way to pay its cost.
pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let p = state.player(seat);
    let mut sources: Vec<AttackSource> = Vec::new();
    for id in &p.hand {
        let s = AttackSource::Card(id.clone());
        if !sources.contains(&s) {
            sources.push(s);
        }
    }
    sources.push(AttackSource::Sheet(SheetPart::Weapon));
    sources.push(AttackSource::Sheet(SheetPart::SubWeapon));
    for source in sources {
        let Some(card) = source_card(state, seat, &source) else {
            continue;
        };
        let Some(attack) = &card.attack else {
            continue;
        };
        let hand = match &source {
            AttackSource::Card(id) => {
                without(&p.hand, std::slice::from_ref(id)).unwrap_or_default()
            }
            AttackSource::Sheet(_) => p.hand.clone(),
        };
        let target_sets = subsets(4, attack.targets.min(4) as usize);
        for (discard, tension) in payments(&hand, card.cost, p.tension) {
            for extras in card_text::extra_sets(&card, p.tension - tension) {
                for targets in &target_sets {
                    out.push(Command::Attack(AttackChoice {
                        source: source.clone(),
                        targets: targets.clone(),
                        discard: discard.clone(),
                        tension,
                        extras: extras.clone(),
                    }));
                }
            }
        }
    }
}

/// Non-empty sets of positions 1..=n with at most `k` members, in order.
fn subsets(n: u8, k: usize) -> Vec<Vec<u8>> {
    (1u32..(1 << n))
        .map(|mask| {
            (1..=n)
                .filter(|i| mask & (1 << (i - 1)) != 0)
                .collect::<Vec<u8>>()
        })
        .filter(|s| s.len() <= k)
        .collect()
}
