//! The yield decision (4.6.4) and the Enter Tokyo step (4.8).

use super::super::command::Command;
use super::super::event::*;
use super::super::state::{AfterDamage, EvolutionStage, Location, State};
use super::super::tx::Tx;
use super::end_of_turn::end_turn;
use super::final_dice::smash_count;
use super::keeps::{keep_effects, keep_sources};
use super::power_up::{draw_for_hearts, entry_taken, took_tokyo};
use super::window;
use crate::engine::{Confirm, Seat};

/// Record one hidden yield answer; once every answer is in, reveal them all, move the
/// yielders out and continue the turn.
pub fn answer_yield(tx: &mut Tx, seat: Seat, yields: bool) {
    tx.emit(Event::YieldChoiceMade(YieldChoiceMade {
        seat,
        yields: Some(yields),
    }));
    if tx
        .state
        .pending
        .pending_yields
        .iter()
        .any(|p| p.yields.is_none())
    {
        return;
    }
    let choices: Vec<YieldChoice> = tx
        .state
        .pending
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
    for choice in choices.iter().filter(|c| !c.yields) {
        for (_, card) in keep_sources(&tx.state, choice.seat) {
            card.on_stayed_in_tokyo(tx, choice.seat);
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

/// The Enter Tokyo step (with Burrowing's heart loss, G-37), then the Buy step. Power Up!:
/// other monsters may take Tokyo first (`BEFORE_ENTERING`, see `evolutions::window`).
pub fn enter_tokyo_then_buy(tx: &mut Tx) {
    if window::open(tx, EvolutionStage::BeforeEntering) {
        return;
    }
    active_enters(tx);
}

/// The active monster enters Tokyo if it must (unless a Feline Motor took its place), with
/// Burrowing's heart loss.
pub fn active_enters(tx: &mut Tx) {
    let area = area_to_enter(&tx.state).filter(|_| !entry_taken(&tx.state));
    if let Some(area) = area {
        let seat = tx.state.active;
        enter(tx, seat, area, Location::Outside);
        let yielder = tx
            .state
            .turn_scratch
            .yielded_areas
            .iter()
            .zip(tx.state.turn_scratch.yielders.iter())
            .find(|(a, _)| **a == area)
            .map(|(_, s)| *s);
        if let Some(yielder) = yielder {
            let effects = keep_effects(&tx.state, yielder);
            let loss: u32 = effects.iter().map(|e| e.replacement_damage()).sum();
            let reason = effects
                .iter()
                .find(|e| e.replacement_damage() > 0)
                .map_or("burrowing", |e| e.id());
            if loss > 0 && tx.damage(&[(seat, loss)], yielder, reason, AfterDamage::Entry) {
                return;
            }
        }
    }
    after_entry(tx);
}

/// After the entry: Power Up!'s "when you enter Tokyo" window, then the end of the step (or
/// the end of the turn if the active monster did not survive its entry).
pub fn after_entry(tx: &mut Tx) {
    if stops(tx, Some(EvolutionStage::Entered)) {
        return;
    }
    end_of_entry(tx);
}

/// The end of the Enter Tokyo step: Power Up!'s window for the active monster (Jungle
/// Frenzy), then the Buy step.
pub fn end_of_entry(tx: &mut Tx) {
    if stops(tx, Some(EvolutionStage::EndOfEntry)) {
        return;
    }
    finish_entry(tx);
}

/// The Buy step (or the end of the turn if the active monster did not survive the step).
pub fn finish_entry(tx: &mut Tx) {
    if stops(tx, None) {
        return;
    }
    // Power Up! (4.7): with 3 Hearts or more the active monster draws 2 Evolutions; keeping
    // one is asked before the Buy step's own decisions.
    draw_for_hearts(tx);
    let seat = tx.state.active;
    tx.emit(Event::BuyStepStarted(BuyStepStarted { seat }));
}

/// Whether the Enter Tokyo step stops here: the active monster did not survive it (its turn
/// ends), or `stage` opened for Evolutions (the step goes on once they are answered).
fn stops(tx: &mut Tx, stage: Option<EvolutionStage>) -> bool {
    if !tx.alive(tx.state.active) {
        end_turn(tx);
        return true;
    }
    stage.is_some_and(|stage| window::open(tx, stage))
}

/// Which area the active monster must enter now, if any.
pub fn area_to_enter(state: &State) -> Option<Location> {
    let seat = state.active;
    if !state.monster(seat).is_some_and(|m| m.alive) || state.location_of(seat).in_tokyo() {
        return None;
    }
    // Replacing a monster that yielded to it: City before Bay (both yield: City, Bay stays empty).
    if state.turn_scratch.yielded_areas.contains(&Location::City) && state.city.is_none() {
        return Some(Location::City);
    }
    if state.turn_scratch.yielded_areas.contains(&Location::Bay)
        && state.bay.is_none()
        && state.bay_open()
    {
        return Some(Location::Bay);
    }
    if state.options.enter_empty_tokyo_requires_smash && smash_count(state) == 0 {
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

/// Move `seat` into `area` and pay the entry bonus when it came from outside Tokyo.
pub fn enter(tx: &mut Tx, seat: Seat, area: Location, from: Location) {
    tx.emit(Event::EnteredTokyo(EnteredTokyo {
        seat,
        location: area,
        from,
    }));
    if !from.in_tokyo() {
        if tx.state.energy_variant() {
            tx.gain_energy(seat, 1, "ENTERED_TOKYO");
        } else {
            tx.gain_vp(seat, 1, "ENTERED_TOKYO");
        }
        for (_, card) in keep_sources(&tx.state, seat) {
            card.on_took_tokyo(tx, seat);
        }
        took_tokyo(tx, seat);
    }
}
