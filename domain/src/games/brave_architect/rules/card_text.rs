//! The rest of a card's text (§5.3–§5.5): cards that act when paid as a cost, the tension
//! extras 「テンションN消費」, and the effect a [持続] card in effect gives for a cost paid
//! again (§5.4).
//!
//! Rulings: a cost card's effects apply as soon as the cost is paid, before the played
//! card's own, and aim at the payer. Tension extras are bought with the card, at play (the
//! first of G-27's windows; for an attack, before its roll, so the tension its hit raises
//! never pays for them, §5.5); their effects follow the card's own (an attack's, at its
//! declaration). A [持続] card's paid effect is used in its owner's turn before attacking,
//! like a card play, once per turn (§5.4); its cost goes to the discard pile like any
//! cost.

use super::super::command::*;
use super::super::content::Card;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::cost::{self, payments};
use super::{effects, turn};
use crate::engine::{RuleError, Seat};

/// The effects of the cards `paid` as a cost that act when paid (§5.3), aimed at the payer.
pub fn cost_effects(tx: &mut Tx, seat: Seat, paid: &[String]) {
    for id in paid {
        let Some(card) = tx.s.content.card(id).cloned() else {
            continue;
        };
        if card.text.as_cost.is_empty() {
            continue;
        }
        tx.emit(Event::CostCardActed(CostCardActed {
            seat,
            card: id.clone(),
        }));
        for op in &card.text.as_cost {
            if tx.s.outcome.is_some() {
                return;
            }
            effects::play_op(tx, seat, seat, op);
        }
    }
}

/// Check the extras bought with `card`: printed ones, in printed order, each once, paid
/// with the tension `left` after the cost.
pub fn check_extras(card: &Card, extras: &[u32], left: u8) -> Result<(), RuleError> {
    let mut total = 0u32;
    for (i, x) in extras.iter().enumerate() {
        let Some(extra) = card.text.extras.get(*x as usize) else {
            return Err(RuleError::new(
                "NO_SUCH_EXTRA",
                format!("{} has no tension extra {x}", card.name),
            ));
        };
        if i > 0 && extras[i - 1] >= *x {
            return Err(RuleError::new(
                "NO_SUCH_EXTRA",
                "List each extra once, in the card's order",
            ));
        }
        total += u32::from(extra.tension);
    }
    if total > u32::from(left) {
        return Err(RuleError::new(
            "NOT_ENOUGH_TENSION",
            format!("The extras cost {total} tension; {left} is left after the cost"),
        ));
    }
    Ok(())
}

/// Buy the extras: spend their tension, then apply their effects, aimed at `target`.
pub fn buy_extras(tx: &mut Tx, seat: Seat, target: Seat, card: &Card, extras: &[u32]) {
    for &x in extras {
        let Some(extra) = card.text.extras.get(x as usize) else {
            continue;
        };
        tx.emit(Event::ExtraBought(ExtraBought {
            seat,
            card: card.id.clone(),
            extra: x,
            tension: extra.tension,
        }));
        for op in &extra.ops {
            if tx.s.outcome.is_some() {
                return;
            }
            effects::play_op(tx, seat, target, op);
        }
    }
}

/// Every set of extras of `card` affordable with `left` tension, the empty set first.
pub fn extra_sets(card: &Card, left: u8) -> Vec<Vec<u32>> {
    let n = card.text.extras.len().min(8) as u32;
    (0u32..(1 << n))
        .map(|mask| {
            (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .collect::<Vec<u32>>()
        })
        .filter(|set| check_extras(card, set, left).is_ok())
        .collect()
}

/// The [持続] card `c.card` in effect gives its paid effect, once per turn, before any
/// attack; returns the card priced at that effect's cost.
pub fn check_duration(state: &State, seat: Seat, c: &DurationUse) -> Result<Card, RuleError> {
    let t = turn::own_turn(state, seat)?;
    if t.attacks > 0 {
        return Err(RuleError::new(
            "ATTACK_MADE",
            "An attack ends the turn's other actions: use cards before attacking",
        ));
    }
    let p = state.player(seat);
    if !p.durations.iter().any(|d| d.card == c.card) {
        return Err(RuleError::new(
            "NOT_IN_EFFECT",
            "That card is not a duration card of yours in effect",
        ));
    }
    let card = state
        .content
        .card(&c.card)
        .ok_or_else(|| RuleError::new("NO_SUCH_CARD", "That card does not exist"))?;
    let Some(paid) = &card.text.in_effect else {
        return Err(RuleError::new(
            "NO_PAID_EFFECT",
            format!("{} gives nothing for a cost", card.name),
        ));
    };
    if t.durations_used.contains(&c.card) {
        return Err(RuleError::new(
            "ALREADY_USED",
            "A card on your sheet is used once per turn",
        ));
    }
    let priced = Card {
        cost: paid.cost,
        ..card.clone()
    };
    cost::check(&priced, &p.hand, &c.discard, c.tension, p.tension)?;
    Ok(priced)
}

pub fn use_duration(tx: &mut Tx, seat: Seat, c: &DurationUse) {
    let Ok(card) = check_duration(&tx.s, seat, c) else {
        return;
    };
    tx.emit(Event::DurationEffectUsed(DurationEffectUsed {
        seat,
        card: c.card.clone(),
        discarded: c.discard.clone(),
        tension_spent: c.tension,
    }));
    cost_effects(tx, seat, &c.discard);
    for op in card.text.in_effect.iter().flat_map(|p| &p.ops) {
        if tx.s.outcome.is_some() {
            return;
        }
        effects::play_op(tx, seat, seat, op);
    }
    turn::end_if_down(tx, seat);
}

/// Every way to pay each paid effect of `seat`'s [持続] cards in effect.
pub fn duration_candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let p = state.player(seat);
    let mut seen: Vec<&String> = Vec::new();
    for d in &p.durations {
        if seen.contains(&&d.card) {
            continue;
        }
        seen.push(&d.card);
        let Some(paid) = state
            .content
            .card(&d.card)
            .and_then(|c| c.text.in_effect.as_ref())
        else {
            continue;
        };
        for (discard, tension) in payments(&p.hand, paid.cost, p.tension) {
            out.push(Command::UseDurationCard(DurationUse {
                card: d.card.clone(),
                discard,
                tension,
            }));
        }
    }
}
