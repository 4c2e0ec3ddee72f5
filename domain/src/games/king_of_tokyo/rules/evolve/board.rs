//! Moves of the state that several families of events share.

use super::super::super::card::{CardInstance, CardKind};
use super::super::super::evolutions::shared::ICY_REFLECTION;
use super::super::super::state::{Location, Monster, State};
use crate::engine::Seat;

pub(super) fn monster_mut(state: &mut State, seat: Seat) -> Option<&mut Monster> {
    state.monsters.get_mut(seat.index())
}

pub(super) fn set_location(state: &mut State, seat: Seat, to: Location) {
    if state.city == Some(seat) {
        state.city = None;
    }
    if state.bay == Some(seat) {
        state.bay = None;
    }
    match to {
        Location::City => state.city = Some(seat),
        Location::Bay => state.bay = Some(seat),
        Location::Outside => {}
    }
    if let Some(m) = monster_mut(state, seat) {
        m.location = to;
    }
}

/// Pay for a card and put it in front of the buyer (Keep) or on the discard pile (Discard).
pub(super) fn acquire(
    state: &mut State,
    seat: Seat,
    card: &CardInstance,
    price: u32,
    kind: CardKind,
) {
    if let Some(m) = monster_mut(state, seat) {
        m.energy = m.energy.saturating_sub(price);
        if kind == CardKind::Keep {
            m.keep_cards.push(card.clone());
        }
    }
    if kind == CardKind::Discard {
        state.discard.push(card.clone());
    }
}

/// Cards that left play lose their tokens; the Mimic token returns when its card (or the
/// Mimic) leaves (S-17).
pub(super) fn cards_left_play(state: &mut State, gone: &[CardInstance]) {
    icy_reflection_follows(state, gone);
    for card in gone {
        state.card_tokens.remove(&card.instance);
        state.power_up.ufo_cards.retain(|c| *c != card.instance);
        if state.mimic_target == Some(card.instance) || card.card == "mimic" {
            state.mimic_target = None;
        }
    }
    // A Freeze Ray given away that left its owner's play area has nothing to come back to.
    let monsters = &state.monsters;
    state.power_up.freeze_rays.retain(|h| {
        monsters
            .iter()
            .any(|m| m.seat == h.owner && m.evolutions.in_play.iter().any(|c| c.instance == h.card))
    });
}

/// Icy Reflection's Snowflake token leaves with Icy Reflection; if the copied card leaves
/// play, Icy Reflection goes to its owner's face-up discards (with its tokens), in the same
/// event (the card text makes it part of the copied card leaving).
pub(super) fn icy_reflection_follows(state: &mut State, gone: &[CardInstance]) {
    let icy = ICY_REFLECTION;
    if gone.iter().any(|c| c.card == icy) {
        state.power_up.snowflake_on = None;
    }
    let Some(target) = state.power_up.snowflake_on else {
        return;
    };
    if !gone.iter().any(|c| c.instance == target) {
        return;
    }
    state.power_up.snowflake_on = None;
    for m in state.monsters.iter_mut() {
        if let Some(i) = m.evolutions.in_play.iter().position(|c| c.card == icy) {
            let card = m.evolutions.in_play.remove(i);
            state.card_tokens.remove(&card.instance);
            m.evolutions.discard.push(card);
        }
    }
}

/// `extra_turns` counts the pending extra turns of the active monster.
pub(super) fn count_extra_turns(state: &mut State) {
    let active = state.active;
    state.extra_turns = state
        .extra_turn_queue
        .iter()
        .filter(|(s, _)| *s == active)
        .count() as u8;
}
