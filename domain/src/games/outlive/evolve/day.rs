//! The day: turns, hero moves, pressure, optional effects, actions.

use super::super::event::*;
use super::super::state::*;

pub fn day_started(state: &mut State, e: &DayStarted) {
    state.phase = Phase::Day;
    state.turn = e.first_player;
}

pub fn turn_started(state: &mut State, e: &TurnStarted) {
    state.turn = e.seat;
}

pub fn hero_moved(state: &mut State, e: &HeroMoved) {
    if let Some(c) = state.clan_mut(e.seat)
        && let Some(h) = c.heroes.get_mut(e.hero as usize)
    {
        h.area = Some(e.to);
        h.active = true;
        h.column = e.column;
    }
    if e.took_survivor
        && let Some(col) = e.column
        && let Some(s) = state
            .cargo_survivors
            .get_mut((col as usize).saturating_sub(3))
    {
        *s = false;
    }
    state.activation = Some(Activation {
        seat: e.seat,
        hero: e.hero,
        area: Some(e.to),
        ap: e.action_points,
        ..Activation::default()
    });
}

pub fn hero_stayed(state: &mut State, e: &HeroStayed) {
    if let Some(c) = state.clan_mut(e.seat)
        && let Some(h) = c.heroes.get_mut(e.hero as usize)
    {
        h.active = true;
    }
}

pub fn first_player_token_taken(state: &mut State, e: &FirstPlayerTokenTaken) {
    state.token_taken_by = Some(e.seat);
}

pub fn equipment_used(state: &mut State, e: &EquipmentUsed) {
    if let Some(c) = state.clan_mut(e.seat)
        && let Some(t) = c.equipment.iter_mut().find(|t| t.id == e.equipment)
    {
        t.used = true;
    }
    if e.equipment == "bat"
        && let Some(a) = state.activation.as_mut()
    {
        a.bat = true;
    }
}

pub fn room_used(state: &mut State, e: &RoomUsed) {
    if let Some(city) = e.city {
        if let Some(c) = state.clan_mut(e.seat) {
            if e.id == "empty_box_wood_metal" {
                c.empty_box_cities.push(city);
            } else {
                c.explore_bonus_cities.push(city);
            }
        }
    } else if let Some(c) = state.clan_mut(e.seat)
        && let Some(r) = c.rooms.get_mut(e.room as usize)
    {
        if r.used && e.id == "draw_equipment_and_repair" {
            r.bonus_used = true;
        } else {
            r.used = true;
        }
    }
    if e.id == "event_cost_reduction"
        && let Some(c) = state.clan_mut(e.seat)
    {
        c.reduction_used = true;
    }
}

pub fn pressure_applied(state: &mut State, e: &PressureApplied) {
    if let Some(a) = state.activation.as_mut() {
        a.pressured.push(e.defender);
    }
    if !e.nothing_to_steal && e.points > 0 {
        state.pressure = Some(PendingPressure {
            attacker: e.attacker,
            defender: e.defender,
            defender_hero: e.defender_hero,
            points: e.points,
        });
    }
}

pub fn pressure_defended(state: &mut State, e: &PressureDefended) {
    state.pressure = None;
    if let Some(c) = state.clan_mut(e.defender) {
        c.stock.remove(Resource::Ammo, e.ammo);
    }
}

pub fn actions_started(state: &mut State, e: &ActionsStarted) {
    if let Some(a) = state.activation.as_mut() {
        a.acting = true;
        a.ap = e.action_points;
    }
}

pub fn purifier_activated(state: &mut State, e: &PurifierActivated) {
    if e.paid_microchip
        && let Some(c) = state.clan_mut(e.seat)
    {
        c.stock.remove(Resource::Microchip, 1);
    }
    if let Some(a) = state.activation.as_mut() {
        a.purifier = true;
    }
}

pub fn tokens_collected(state: &mut State, e: &TokensCollected) {
    if let Some(t) = state.area_tokens.get_mut(e.area.index()) {
        *t = t.saturating_sub(e.count);
    }
    if let Some(c) = state.clan_mut(e.seat) {
        c.stock.add(e.resource, e.count);
    }
    if let Some(a) = state.activation.as_mut() {
        a.ap = a.ap.saturating_sub(e.action_points);
        if e.action_points > 0 {
            a.collected = true;
        }
    }
}

pub fn iodine_collected(state: &mut State) {
    state.iodine_available = false;
    if let Some(a) = state.activation.as_mut() {
        a.ap = a.ap.saturating_sub(1);
    }
}

pub fn prey_hunted(state: &mut State, e: &PreyHunted) {
    if let Some(i) = e.area.prey_index()
        && let Some(stack) = state.prey.get_mut(i)
        && (e.position as usize) < stack.len()
    {
        stack.remove(e.position as usize);
    }
    if let Some(c) = state.clan_mut(e.seat) {
        c.prey.push(e.endurance);
        c.stock.remove(Resource::Ammo, e.ammo);
        c.stock.add(Resource::Meat, e.meat);
    }
    if let Some(a) = state.activation.as_mut() {
        a.ap = a.ap.saturating_sub(e.action_points);
        a.hunted = true;
    }
}

pub fn equipment_taken(state: &mut State, e: &EquipmentTaken) {
    if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
        c.display.retain(|t| *t != e.tile);
    }
    if let Some(c) = state.clan_mut(e.seat) {
        c.equipment
            .push(OwnedEquipment::broken(e.tile, e.equipment.clone()));
    }
    if let Some(a) = state.activation.as_mut() {
        a.ap = a.ap.saturating_sub(1);
    }
}

pub fn exploration_tile_drawn(state: &mut State, e: &ExplorationTileDrawn) {
    if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
        if !c.stack.is_empty() {
            c.stack.remove(0);
        }
        c.aside.push(e.tile.clone());
    }
    if let Some(a) = state.activation.as_mut() {
        a.ap = a.ap.saturating_sub(e.action_points);
        a.explored = true;
    }
}

pub fn activation_ended(state: &mut State) {
    state.activation = None;
}

pub fn day_ended(state: &mut State, e: &DayEnded) {
    for c in &mut state.clans {
        for h in &mut c.heroes {
            h.active = false;
        }
    }
    state.first_player = e.first_player;
    state.turn = e.first_player;
    state.passes = 0;
    state.activation = None;
}

/// Offers made during an activation wait on it; the others (night step 3) on the clan.
pub fn bonuses_offered(state: &mut State, e: &BonusesOffered) {
    let Some(a) = state.activation.as_mut() else {
        if let Some(c) = state.clan_mut(e.seat) {
            c.offers.extend(e.sources.iter().cloned());
        }
        return;
    };
    for source in &e.sources {
        if source == "bat" {
            a.bat_offered = true;
        } else if !a.acting {
            a.arrival_offered = true;
        }
        if !a.offers.contains(source) {
            a.offers.push(source.clone());
        }
    }
}

/// An offer used or declined is no longer pending, wherever it waited.
pub fn bonus_answered(state: &mut State, source: &str) {
    if let Some(a) = state.activation.as_mut() {
        a.offers.retain(|o| o != source);
    }
    for c in &mut state.clans {
        c.offers.retain(|o| o != source);
    }
}
