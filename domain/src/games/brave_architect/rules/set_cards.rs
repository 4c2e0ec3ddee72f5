//! [設置] set cards (§5.3, §5.24): played like a support card, a set card lies on its
//! owner's play sheet, its effects waiting for its condition (`trigger`); when the
//! condition is met, the effects apply and the card goes to the discard pile at once. It
//! is never discarded at the round's end, and goes with the whole sheet when its owner
//! goes down (§5.22).
//!
//! 【強制】 cards go off by themselves; 【任意】 ones are offered to their owners in a
//! window (W3): `ActivateSetCard` fires one, `PassWindow` declines the rest. Order (G-26):
//! the forced cards first, the active player's then by seat, then the window. A set card's
//! effects aim at its owner (the pack refuses one that names an ally).

use super::super::command::*;
use super::super::content::TriggerMode;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::super::vocabulary::{EffectType, TriggerPoint};
use super::{effects, window};
use crate::engine::{RuleError, Seat};

/// The set cards of `seat`'s play sheet that wait for `point` in `mode`.
pub fn armed(state: &State, seat: Seat, point: TriggerPoint, mode: TriggerMode) -> Vec<String> {
    let p = state.player(seat);
    if p.down {
        return Vec::new();
    }
    p.play_sheet
        .iter()
        .filter(|id| {
            state.content.card(id).is_some_and(|c| {
                c.effect_type == EffectType::Set
                    && c.text
                        .trigger
                        .is_some_and(|t| t.when == point && t.mode == mode)
            })
        })
        .cloned()
        .collect()
}

/// One set card of `seat` goes off: its effects, then the discard pile.
pub fn fire(tx: &mut Tx, seat: Seat, card: &str, forced: bool) {
    let Some(data) = tx.s.content.card(card).cloned() else {
        return;
    };
    tx.emit(Event::SetCardTriggered(SetCardTriggered {
        seat,
        card: card.into(),
        forced,
    }));
    for op in &data.ops {
        if tx.s.outcome.is_some() {
            return;
        }
        effects::play_op(tx, seat, seat, op);
    }
    // Its owner downed by it has discarded its whole sheet already.
    if tx.s.outcome.is_none() && tx.player(seat).play_sheet.iter().any(|c| c == card) {
        tx.emit(Event::SetCardDiscarded(SetCardDiscarded {
            seat,
            card: card.into(),
        }));
    }
}

/// The trigger point `point` is reached for `seats`, in order: their forced cards go off,
/// then the window W3 opens for the owners of optional ones. `card` and `damage` are what
/// the paused step resumes with. Returns whether the game now waits.
pub fn trigger(tx: &mut Tx, point: TriggerPoint, seats: &[Seat], card: &str, damage: i32) -> bool {
    for &seat in seats {
        for id in armed(&tx.s, seat, point, TriggerMode::Forced) {
            if tx.s.outcome.is_some() {
                return false;
            }
            fire(tx, seat, &id, true);
        }
    }
    if tx.s.outcome.is_some() {
        return false;
    }
    let waiting: Vec<Seat> = seats
        .iter()
        .copied()
        .filter(|s| !armed(&tx.s, *s, point, TriggerMode::Optional).is_empty())
        .collect();
    window::open(
        tx,
        WindowReason::of_trigger(point),
        waiting,
        card,
        damage,
        seats,
    )
}

pub fn check_activate(state: &State, seat: Seat, c: &SetCardChoice) -> Result<(), RuleError> {
    let Some((w, point)) = state
        .window
        .as_ref()
        .and_then(|w| Some((w, w.reason.trigger()?)))
    else {
        return Err(RuleError::new(
            "NO_TRIGGER",
            "No set card's condition is being met now",
        ));
    };
    if !w.waiting.contains(&seat) {
        return Err(RuleError::not_your_decision(
            "The window waits for other players",
        ));
    }
    if !armed(state, seat, point, TriggerMode::Optional).contains(&c.card) {
        return Err(RuleError::new(
            "NOT_TRIGGERED",
            "That card is not a 【任意】 set card of your play sheet whose condition is met now",
        ));
    }
    Ok(())
}

pub fn activate(tx: &mut Tx, seat: Seat, c: &SetCardChoice) {
    fire(tx, seat, &c.card, false);
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let Some(w) = &state.window else {
        return;
    };
    let Some(point) = w.reason.trigger().filter(|_| w.waiting.contains(&seat)) else {
        return;
    };
    let mut cards = armed(state, seat, point, TriggerMode::Optional);
    cards.sort();
    cards.dedup();
    out.extend(
        cards
            .into_iter()
            .map(|card| Command::ActivateSetCard(SetCardChoice { card })),
    );
}
