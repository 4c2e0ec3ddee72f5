//! The night's steps, the end of a round, the end of the game.

use super::super::event::*;
use super::super::state::*;
use crate::engine::{Outcome, Placing};

pub fn fixed_water_produced(state: &mut State, e: &FixedWaterProduced) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.fixed_water = 1;
    }
}

pub fn night_step_started(state: &mut State, e: &NightStepStarted) {
    state.phase = e.phase;
    state.passes = 0;
    state.turn = state.first_player;
    for c in &mut state.clans {
        c.step_done = false;
    }
}

pub fn event_resolved(state: &mut State, e: &EventResolved) {
    if let Some(ev) = state
        .convoy
        .iter_mut()
        .find(|x| x.id == e.event && x.revealed)
    {
        ev.resolved_by = Some(e.seat);
    }
    if let Some(c) = state.clan_mut(e.seat) {
        c.spend(&e.paid, e.fixed_water);
        c.resolved_events.push(e.event.clone());
    }
    state.passes = 0;
    state.turn = state.next_seat(e.seat);
}

pub fn event_passed(state: &mut State, e: &EventPassed) {
    state.passes += 1;
    state.turn = state.next_seat(e.seat);
}

pub fn feeding_due(state: &mut State, e: &FeedingDue) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.food_due = e.food;
        c.water_due = e.water;
    }
}

pub fn food_paid(state: &mut State, e: &FoodPaid) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.spend_one(e.resource, e.fixed_water);
        if e.airlock {
            c.water_due = c.water_due.saturating_sub(1);
        } else {
            c.food_due = c.food_due.saturating_sub(1);
        }
    }
}

pub fn survivor_recruited(state: &mut State, e: &SurvivorRecruited) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.spend_one(e.resource, e.fixed_water);
        c.airlock += 1;
    }
}

pub fn room_built(state: &mut State, e: &RoomBuilt) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.stock.remove_all(&e.paid);
        if let Some(r) = c.rooms.get_mut(e.room as usize) {
            r.built = true;
        }
    }
}

pub fn survivor_moved(state: &mut State, e: &SurvivorMoved) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.airlock = c.airlock.saturating_sub(1);
        if let Some(r) = c.rooms.get_mut(e.room as usize) {
            r.survivors += 1;
        }
    }
}

pub fn equipment_drawn(state: &mut State, e: &EquipmentDrawn) {
    let mut drawn: Vec<u16> = e.discarded.clone();
    drawn.extend(e.tile);
    state.equipment_pile.retain(|t| !drawn.contains(t));
    state.equipment_discard.extend(e.discarded.iter().copied());
    let id = e.tile.and_then(|t| state.content.equipment_of_tile(t));
    if let (Some(tile), Some(id)) = (e.tile, id)
        && let Some(c) = state.clan_mut(e.seat)
    {
        c.equipment.push(OwnedEquipment::broken(tile, id));
    }
}

pub fn equipment_destroyed(state: &mut State, e: &EquipmentDestroyed) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.equipment.retain(|t| t.tile != e.tile);
        c.stock.add_all(&e.materials);
    }
    state.equipment_discard.push(e.tile);
}

pub fn equipment_repaired(state: &mut State, e: &EquipmentRepaired) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.stock.remove_all(&e.paid);
        if let Some(t) = c.equipment.iter_mut().find(|t| t.tile == e.tile) {
            t.repaired = true;
        }
    }
}

pub fn radiation_applied(state: &mut State, e: &RadiationApplied) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.radiation = e.to;
    }
}

pub fn step_finished(state: &mut State, e: &StepFinished) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.step_done = true;
    }
}

pub fn perishables_discarded(state: &mut State, e: &PerishablesDiscarded) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.stock.remove(Resource::Meat, e.meat);
        c.stock.remove(Resource::Water, e.water);
        c.fixed_water = 0;
        c.reduction_used = false;
        c.explore_bonus_cities.clear();
        c.empty_box_cities.clear();
        for t in &mut c.equipment {
            t.used = false;
        }
        for r in &mut c.rooms {
            r.used = false;
            r.bonus_used = false;
        }
    }
}

pub fn game_ended(state: &mut State, e: &GameEnded) {
    state.phase = Phase::GameOver;
    state.scores = e.scores.clone();
    let mut ranking: Vec<Placing> = e
        .scores
        .iter()
        .map(|s| Placing {
            seat: s.seat,
            rank: s.rank,
            score: Some(s.total as i64),
        })
        .collect();
    ranking.sort_by_key(|p| (p.rank, p.seat));
    state.outcome = Some(Outcome::individual(
        e.winners.clone(),
        ranking,
        e.reason.clone(),
    ));
}
