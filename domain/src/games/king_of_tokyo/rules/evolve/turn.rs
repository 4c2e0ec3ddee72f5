//! Applying the events that start and end turns (the per-turn records are reset here).

use super::super::super::event::*;
use super::super::super::state::{Phase, State};
use super::board::count_extra_turns;

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::TurnStarted(e) => {
            state.active = e.seat;
            state.turn = e.turn;
            state.phase = Phase::Rolling;
            state.dice.clear();
            state.rolls_used = 0;
            state.rolls_allowed = e.rolls_allowed;
            state.yielded_areas.clear();
            state.yielders.clear();
            state.pending_yields.clear();
            state.cards_used.clear();
            state.wings_active.clear();
            state.evolutions_this_turn.clear();
            state.hearts_lost_this_turn.clear();
            state.smash_targets.clear();
            state.smash_wounded.clear();
            state.early_deciders.clear();
            state.wounded_others = false;
            state.metamorph_done = false;
            state.freeze_time_done = false;
            state.probed = false;
            state.energy_gained_this_turn.clear();
            state.hearts_gained_this_turn.clear();
            state.lasting_evolutions.retain(|(s, _)| *s != e.seat);
            if state.frozen_die.as_ref().is_some_and(|f| f.seat == e.seat) {
                state.frozen_die = None;
            }
            state.peeked = false;
            state.opportunist_slot = None;
            state.opportunist_passed.clear();
            state.hearts_left = 0;
            state.evolution_window = None;
            state.after_roll_passed.clear();
            state.pending_purchase = None;
            state.forbidden_cards.clear();
            state.tokyo_at_turn_start = state.city.into_iter().chain(state.bay).collect();
            let taken = if e.extra_turn {
                state
                    .extra_turn_queue
                    .iter()
                    .position(|(s, _)| *s == e.seat)
                    .map(|i| state.extra_turn_queue.remove(i).1)
            } else {
                None
            };
            state.dice_penalty = match taken.as_deref() {
                Some("freeze_time") => state.dice_penalty.saturating_add(1),
                _ => 0,
            };
            count_extra_turns(state);
        }
        Event::ExtraTurnGained(e) => {
            state.extra_turn_queue.push((e.seat, e.reason.clone()));
            if e.reason == "freeze_time" {
                state.freeze_time_done = true;
            }
            count_extra_turns(state);
        }
        Event::TurnEnded(_) => {
            state.phase = Phase::TurnOver;
            state.pending_yields.clear();
        }
        Event::StartOfTurnWindowOpened(_) => state.phase = Phase::StartOfTurn,
        Event::EndOfTurnStarted(_) => state.phase = Phase::EndOfTurn,
        _ => {}
    }
}
