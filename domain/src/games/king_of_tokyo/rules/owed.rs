//! Who owes which decision now, computed from the state alone, in this priority: the
//! Evolution draft and choices, a reaction to a heart loss (Jets, Wings, Rapid Healing at 0),
//! placing a Mimic token, an Opportunist offer, a purchase or step paused for Evolutions, then
//! the decision of the current phase.

use super::super::decision::Decision;
use super::super::evolutions::cyber_kitty;
use super::super::state::{Phase, State};
use super::power_up::{choice_pending, next_after_roll, seats_choosing};
use super::{damage, dice, draft, end_of_turn, market, window};
use crate::engine::Seat;

/// The decision `seat` owes now, if any.
pub fn decision_of(state: &State, seat: Seat) -> Option<Decision> {
    if state.outcome.is_some() {
        return None;
    }
    // The Mutant Evolution draft comes before anything else (every seat at once).
    if state.power_up.draft.is_some() {
        return draft::owes_pick(state, seat).then_some(Decision::DraftEvolution);
    }
    // Drawn Evolutions are chosen before anything else (every seat at once at setup).
    if state.options.power_up && !seats_choosing(state).is_empty() {
        return choice_pending(state, seat).then_some(Decision::ChooseEvolution);
    }
    if state.pending.mega_purr.is_some() {
        return (cyber_kitty::next_giver(state) == Some(seat)).then_some(Decision::MegaPurr);
    }
    if let Some(choice) = &state.pending.evolution_choice {
        return (choice.seat == seat).then_some(Decision::EvolutionChoice);
    }
    if state.pending.reaction.is_some() {
        return damage::next_reaction(state)
            .filter(|(s, _)| *s == seat)
            .map(|(_, o)| Decision::Reaction(o));
    }
    if let Some(owner) = state.pending.mimic_offer {
        return (owner == seat).then_some(Decision::PlaceMimic);
    }
    if let Some((s, slot)) = market::next_opportunist(state) {
        return (s == seat).then_some(Decision::Opportunist(slot));
    }
    if state.pending.pending_purchase.is_some() {
        return (market::next_bamboozler(state) == Some(seat)).then_some(Decision::CardBeingBought);
    }
    if state.pending.evolution_window.is_some() {
        return (window::next(state) == Some(seat)).then_some(Decision::EvolutionWindow);
    }
    match state.phase {
        Phase::StartOfTurn if seat == state.active => Some(Decision::MoveMimic),
        Phase::Rolling if seat == state.active => Some(Decision::Rolling),
        Phase::PsychicProbe => match dice::next_probe(state) {
            Some((s, card)) => (s == seat).then_some(Decision::Probe(card)),
            None => match next_after_roll(state) {
                Some(s) => (s == seat).then_some(Decision::AfterFinalRoll),
                None => (seat == state.active && dice::owes_resolve_dice(state))
                    .then_some(Decision::ResolveDice),
            },
        },
        Phase::Hearts if seat == state.active => Some(Decision::Hearts),
        Phase::YieldDecision => state
            .pending
            .pending_yields
            .iter()
            .any(|p| p.seat == seat && p.yields.is_none())
            .then_some(Decision::Yield),
        Phase::Buying if seat == state.active => Some(Decision::Buying),
        Phase::EndOfTurn if seat == state.active => end_of_turn::offer(state),
        _ => None,
    }
}

/// The seats that owe a decision now.
pub fn deciding_seats(state: &State) -> Vec<Seat> {
    Seat::all(state.monsters.len())
        .into_iter()
        .filter(|s| decision_of(state, *s).is_some())
        .collect()
}
