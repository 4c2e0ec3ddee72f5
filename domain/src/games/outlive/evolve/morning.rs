//! A round's morning and day step 1: refills, city displays and stacks, events turned up.

use super::super::event::*;
use super::super::state::*;

pub fn round_started(state: &mut State, e: &RoundStarted) {
    state.round = e.round;
    state.token_taken_by = None;
}

pub fn area_refilled(state: &mut State, e: &AreaRefilled) {
    if let Some(t) = state.area_tokens.get_mut(e.area.index()) {
        *t = e.total;
    }
}

pub fn iodine_reset(state: &mut State) {
    state.iodine_available = true;
}

pub fn cargo_survivors_placed(state: &mut State, e: &CargoSurvivorsPlaced) {
    for p in &e.columns {
        if let Some(s) = state
            .cargo_survivors
            .get_mut((*p as usize).saturating_sub(3))
        {
            *s = true;
        }
    }
}

pub fn city_equipment_drawn(state: &mut State, e: &CityEquipmentDrawn) {
    state.equipment_discard.extend(e.discarded.iter().copied());
    state.equipment_pile.retain(|t| !e.tiles.contains(t));
    if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
        c.display = e.tiles.clone();
    }
}

pub fn event_revealed(state: &mut State, e: &EventRevealed) {
    state.phase = Phase::DayEvents;
    if let Some(ev) = state.convoy.get_mut((e.round as usize).saturating_sub(1)) {
        ev.revealed = true;
        ev.id = e.event.clone();
    }
}

pub fn area_tokens_removed(state: &mut State, e: &AreaTokensRemoved) {
    if let Some(t) = state.area_tokens.get_mut(e.area.index()) {
        *t = t.saturating_sub(e.count);
    }
}

pub fn exploration_tiles_removed(state: &mut State, e: &ExplorationTilesRemoved) {
    if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
        for _ in 0..e.tiles.len().min(c.stack.len()) {
            c.stack.remove(0);
        }
        c.aside.extend(e.tiles.iter().cloned());
    }
}
