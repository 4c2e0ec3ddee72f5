//! Playing a [補助] card from the hand (§5.3): in your turn, before any attack (G-14), its
//! cost paid; its effect primitives applied at once, in order; the card stays on the play
//! sheet until the round ends. A heal with a range aims at you or an ally within the range
//! counted around the enemy (§5.25); a revival aims at a down ally within its range.
//!
//! A [持続] card is played the same way; its cost cards lie under it (`DurationCard`), its
//! `stat_bonus` lasts while it is in effect, its other primitives act once when played.
//!
//! A [設置] card is played the same way too; its effects wait for its condition
//! (`set_cards.rs`). The cards paid that act as a cost, and the tension extras bought with
//! the card, are `card_text.rs`.

use super::super::command::*;
use super::super::content::{Card, Op};
use super::super::event::*;
use super::super::grid::detour_distance;
use super::super::state::*;
use super::super::tx::Tx;
use super::super::vocabulary::EffectType;
use super::cost::{self, payments, without};
use super::{card_text, effects, turn};
use crate::engine::{RuleError, Seat};

pub fn check(state: &State, seat: Seat, c: &PlayCardChoice) -> Result<Card, RuleError> {
    let t = turn::own_turn(state, seat)?;
    if t.attacks > 0 {
        return Err(RuleError::new(
            "ATTACK_MADE",
            "An attack ends the turn's other actions: play cards before attacking",
        ));
    }
    let p = state.player(seat);
    let Some(hand) = without(&p.hand, std::slice::from_ref(&c.card)) else {
        return Err(RuleError::new(
            "NOT_IN_HAND",
            "That card is not in your hand",
        ));
    };
    let card = state
        .content
        .card(&c.card)
        .cloned()
        .ok_or_else(|| RuleError::new("NO_SUCH_CARD", "That card does not exist"))?;
    if !played_from_hand(&card) {
        return Err(RuleError::new(
            "NOT_PLAYABLE",
            format!("{} is an attack card: attack with it", card.name),
        ));
    }
    cost::check(&card, &hand, &c.discard, c.tension, p.tension)?;
    card_text::check_extras(&card, &c.extras, p.tension - c.tension)?;
    check_target(state, seat, &card, c.target)?;
    Ok(card)
}

fn check_target(
    state: &State,
    seat: Seat,
    card: &Card,
    target: Option<Seat>,
) -> Result<(), RuleError> {
    let Some((range, revive)) = card.ally_target() else {
        return match target {
            None => Ok(()),
            Some(_) => Err(RuleError::new("NO_TARGET", "This card aims at nobody")),
        };
    };
    let Some(target) = target.filter(|t| t.index() < state.players.len()) else {
        return Err(RuleError::new(
            "TARGET_NEEDED",
            "Name the character this card aims at",
        ));
    };
    let aimed = state.player(target);
    if revive && !aimed.down {
        return Err(RuleError::new(
            "NOT_DOWN",
            "A revival aims at a down character",
        ));
    }
    if target == seat {
        return Ok(());
    }
    let map = state.content.map(state.options.map);
    let reach = match (state.player(seat).pawn, aimed.pawn) {
        (Some(a), Some(b)) => detour_distance(&map.grid(), a, b, &state.enemy_squares()),
        _ => None,
    };
    if reach.is_none_or(|d| d > range) {
        return Err(RuleError::new(
            "OUT_OF_RANGE",
            format!("{target} is beyond this card's range of {range}, counted around the enemy"),
        ));
    }
    Ok(())
}

pub fn play(tx: &mut Tx, seat: Seat, c: &PlayCardChoice) {
    let Ok(card) = check(&tx.s, seat, c) else {
        return;
    };
    tx.emit(Event::CardPlayed(CardPlayed {
        seat,
        card: card.id.clone(),
        discarded: c.discard.clone(),
        tension_spent: c.tension,
        target: c.target,
    }));
    card_text::cost_effects(tx, seat, &c.discard);
    let duration = card.effect_type == EffectType::Duration;
    let target = c.target.unwrap_or(seat);
    // A set card's effects wait for its condition.
    let ops = if card.effect_type == EffectType::Set {
        &[][..]
    } else {
        &card.ops[..]
    };
    for op in ops {
        if tx.s.outcome.is_some() {
            return;
        }
        // A duration card's stat bonus is counted in the stats while the card lasts.
        if duration && matches!(op, Op::StatBonus { .. }) {
            continue;
        }
        effects::play_op(tx, seat, target, op);
    }
    if tx.s.outcome.is_none() {
        card_text::buy_extras(tx, seat, target, &card, &c.extras);
    }
    turn::end_if_down(tx, seat);
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let p = state.player(seat);
    let mut seen: Vec<&String> = Vec::new();
    for id in &p.hand {
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let Some(card) = state.content.card(id) else {
            continue;
        };
        if !played_from_hand(card) {
            continue;
        }
        let hand = without(&p.hand, std::slice::from_ref(id)).unwrap_or_default();
        let targets: Vec<Option<Seat>> = if card.ally_target().is_some() {
            state.seats().into_iter().map(Some).collect()
        } else {
            vec![None]
        };
        for (discard, tension) in payments(&hand, card.cost, p.tension) {
            for extras in card_text::extra_sets(card, p.tension - tension) {
                for target in &targets {
                    out.push(Command::PlayCard(PlayCardChoice {
                        card: id.clone(),
                        discard: discard.clone(),
                        tension,
                        target: *target,
                        extras: extras.clone(),
                    }));
                }
            }
        }
    }
}

/// The cards `playCard` plays: every card but an [攻撃] one.
fn played_from_hand(card: &Card) -> bool {
    card.effect_type != EffectType::Attack
}

/// Whether an op can be applied by a played card (the pack keeps the others out of hands).
pub fn playable(op: &Op) -> bool {
    !matches!(op, Op::AreaDamage { .. })
}

/// Tension heal (§5.5): 2 tension for 1 HP, at any moment of the battle, never past the
/// maximum HP. Reaction windows before damage and before a tension rise are not built.
pub fn check_heal(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.phase != Phase::Battle && state.window.is_none() {
        return Err(RuleError::wrong_phase("Tension heals during the battle"));
    }
    let p = state.player(seat);
    let heal = state.content.params().tension_heal;
    if p.down {
        return Err(RuleError::new("DOWN", "A down character can do nothing"));
    }
    if p.tension < heal.cost {
        return Err(RuleError::new(
            "NOT_ENOUGH_TENSION",
            format!("Healing takes {} tension", heal.cost),
        ));
    }
    if p.hp >= state.max_hp(seat) {
        return Err(RuleError::new("FULL_HP", "Your character has all its HP"));
    }
    Ok(())
}

pub fn tension_heal(tx: &mut Tx, seat: Seat) {
    let heal = tx.s.content.params().tension_heal;
    let tension = tx.player(seat).tension;
    tx.set_tension(seat, tension - heal.cost);
    effects::heal(tx, seat, heal.hp);
}
