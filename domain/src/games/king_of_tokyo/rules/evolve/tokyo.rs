//! Applying yields, entries into and exits from Tokyo.

use super::super::super::event::*;
use super::super::super::state::{Location, Offer, PendingYield, Phase, State};
use super::board::set_location;

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::YieldRequested(e) => {
            state.phase = Phase::YieldDecision;
            state.pending.pending_yields = e
                .seats
                .iter()
                .map(|&seat| PendingYield { seat, yields: None })
                .collect();
        }
        Event::YieldChoiceMade(e) => {
            if let Some(p) = state
                .pending
                .pending_yields
                .iter_mut()
                .find(|p| p.seat == e.seat)
            {
                p.yields = e.yields;
            }
        }
        Event::YieldChoicesRevealed(_) => {
            state.pending.pending_yields.clear();
            state.phase = Phase::Resolving;
        }
        Event::TokyoYielded(e) => {
            set_location(state, e.seat, Location::Outside);
            state.turn_scratch.yielded_areas.push(e.from);
            state.turn_scratch.yielders.push(e.seat);
            if let Some(w) = state.pending.reaction.as_mut() {
                w.hits
                    .retain(|h| !(h.seat == e.seat && h.reason == "SMASH"));
                w.answered.push((e.seat, Offer::Jets));
                state.turn_scratch.early_deciders.push(e.seat);
            }
        }
        Event::EnteredTokyo(e) => set_location(state, e.seat, e.location),
        Event::LeftTokyo(e) => set_location(state, e.seat, Location::Outside),
        _ => {}
    }
}
