//! The yield decision (4.6.4) and the Enter Tokyo step (4.8).

use super::super::command::Command;
use super::super::event::*;
use super::super::state::{Location, State};
use super::{Tx, dice, resolve};
use crate::engine::{Confirm, Seat};

/// Record one hidden yield answer; once every answer is in, reveal them all, move the
/// yielders out and continue the turn.
pub fn answer_yield(tx: &mut Tx, seat: Seat, yields: bool) {
    tx.emit(Event::YieldChoiceMade(YieldChoiceMade {
        seat,
        yields: Some(yields),
    }));
    if tx.state.pending_yields.iter().any(|p| p.yields.is_none()) {
        return;
    }
    let choices: Vec<YieldChoice> = tx
        .state
        .pending_yields
        .iter()
        .map(|p| YieldChoice {
            seat: p.seat,
            yields: p.yields.unwrap_or(false),
        })
        .collect();
    tx.emit(Event::YieldChoicesRevealed(YieldChoicesRevealed {
        choices: choices.clone(),
    }));
    for choice in choices.iter().filter(|c| c.yields) {
        let from = tx.state.location_of(choice.seat);
        if from.in_tokyo() {
            tx.emit(Event::TokyoYielded(TokyoYielded {
                seat: choice.seat,
                from,
            }));
        }
    }
    enter_tokyo_then_buy(tx);
}

pub fn legal() -> Vec<Command> {
    vec![
        Command::YieldTokyo(Confirm::Yes),
        Command::StayInTokyo(Confirm::Yes),
    ]
}

/// The Enter Tokyo step, then the Buy step.
pub fn enter_tokyo_then_buy(tx: &mut Tx) {
    enter_tokyo(tx);
    let seat = tx.state.active;
    tx.emit(Event::BuyStepStarted(BuyStepStarted { seat }));
}

/// Which area the active monster must enter now, if any.
pub fn area_to_enter(state: &State) -> Option<Location> {
    let seat = state.active;
    if !state.monster(seat).is_some_and(|m| m.alive) || state.location_of(seat).in_tokyo() {
        return None;
    }
    // Replacing a monster that yielded to it: City before Bay (both yield: City, Bay stays empty).
    if state.yielded_areas.contains(&Location::City) && state.city.is_none() {
        return Some(Location::City);
    }
    if state.yielded_areas.contains(&Location::Bay) && state.bay.is_none() && state.bay_open() {
        return Some(Location::Bay);
    }
    if state.options.enter_empty_tokyo_requires_smash && resolve::smash_count(state) == 0 {
        return None;
    }
    if state.city.is_none() {
        Some(Location::City)
    } else if state.bay.is_none() && state.bay_open() {
        Some(Location::Bay)
    } else {
        None
    }
}

fn enter_tokyo(tx: &mut Tx) {
    if let Some(area) = area_to_enter(&tx.state) {
        let seat = tx.state.active;
        enter(tx, seat, area, Location::Outside);
    }
}

/// Move `seat` into `area` and pay the entry bonus when it came from outside Tokyo.
pub fn enter(tx: &mut Tx, seat: Seat, area: Location, from: Location) {
    tx.emit(Event::EnteredTokyo(EnteredTokyo {
        seat,
        location: area,
        from,
    }));
    if !from.in_tokyo() {
        if dice::energy_variant(&tx.state) {
            tx.gain_energy(seat, 1, "ENTERED_TOKYO");
        } else {
            tx.gain_vp(seat, 1, "ENTERED_TOKYO");
        }
    }
}
