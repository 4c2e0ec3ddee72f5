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
            state.turn_scratch.yielded_areas.clear();
            state.turn_scratch.yielders.clear();
            state.pending.pending_yields.clear();
            state.turn_scratch.cards_used.clear();
            state.turn_scratch.wings_active.clear();
            state.turn_scratch.evolutions_this_turn.clear();
            state.turn_scratch.hearts_lost_this_turn.clear();
            state.turn_scratch.smash_targets.clear();
            state.turn_scratch.smash_wounded.clear();
            state.turn_scratch.early_deciders.clear();
            state.turn_scratch.wounded_others = false;
            state.turn_scratch.metamorph_done = false;
            state.turn_scratch.freeze_time_done = false;
            state.turn_scratch.probed = false;
            state.turn_scratch.energy_gained_this_turn.clear();
            state.turn_scratch.hearts_gained_this_turn.clear();
            state
                .power_up
                .lasting_evolutions
                .retain(|(s, _)| *s != e.seat);
            if state
                .power_up
                .frozen_die
                .as_ref()
                .is_some_and(|f| f.seat == e.seat)
            {
                state.power_up.frozen_die = None;
            }
            state.turn_scratch.peeked = false;
            state.pending.opportunist_slot = None;
            state.pending.opportunist_passed.clear();
            state.pending.hearts_left = 0;
            state.pending.evolution_window = None;
            state.turn_scratch.after_roll_passed.clear();
            state.pending.pending_purchase = None;
            state.turn_scratch.forbidden_cards.clear();
            state.turn_scratch.tokyo_at_turn_start =
                state.city.into_iter().chain(state.bay).collect();
            let taken = if e.extra_turn {
                state
                    .extra_turn_queue
                    .iter()
                    .position(|(s, _)| *s == e.seat)
                    .map(|i| state.extra_turn_queue.remove(i).1)
            } else {
                None
            };
            state.turn_scratch.dice_penalty = match taken.as_deref() {
                Some("freeze_time") => state.turn_scratch.dice_penalty.saturating_add(1),
                _ => 0,
            };
            count_extra_turns(state);
        }
        Event::ExtraTurnGained(e) => {
            state.extra_turn_queue.push((e.seat, e.reason.clone()));
            if e.reason == "freeze_time" {
                state.turn_scratch.freeze_time_done = true;
            }
            count_extra_turns(state);
        }
        Event::TurnEnded(_) => {
            state.phase = Phase::TurnOver;
            state.pending.pending_yields.clear();
        }
        Event::StartOfTurnWindowOpened(_) => state.phase = Phase::StartOfTurn,
        Event::EndOfTurnStarted(_) => state.phase = Phase::EndOfTurn,
        _ => {}
    }
}
