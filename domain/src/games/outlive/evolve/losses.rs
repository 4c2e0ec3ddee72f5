//! What a clan holds changing outside its actions: radiation, owed losses, tokens and
//! survivors gained or paid.

use super::super::event::*;
use super::super::state::*;
use crate::engine::Seat;

pub fn radiation_changed(state: &mut State, e: &RadiationChanged) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.radiation = e.to;
    }
}

pub fn loss_owed(state: &mut State, e: &LossOwed) {
    state.owed.push(Owed {
        chooser: e.chooser,
        from: e.from,
        to: e.to,
        kind: e.kind,
        count: e.count,
        cause: e.cause.clone(),
    });
}

pub fn loss_waived(state: &mut State, e: &LossWaived) {
    if let Some(i) = state
        .owed
        .iter()
        .position(|o| o.from == e.from && o.kind == e.kind)
    {
        state.owed.remove(i);
    }
}

pub fn token_picked(state: &mut State, e: &TokenPicked) {
    if let Some(c) = state.clan_mut(e.from) {
        c.stock.remove(e.resource, 1);
    }
    if let Some(to) = e.to
        && let Some(c) = state.clan_mut(to)
    {
        c.stock.add(e.resource, 1);
    }
    decrement_owed(state, e.chooser, e.from, false);
}

pub fn survivor_lost(state: &mut State, e: &SurvivorLost) {
    if let Some(c) = state.clan_mut(e.seat) {
        match e.room {
            None => c.airlock = c.airlock.saturating_sub(1),
            Some(r) => {
                if let Some(room) = c.rooms.get_mut(r as usize) {
                    room.survivors = room.survivors.saturating_sub(1);
                }
            }
        }
    }
    decrement_owed(state, e.seat, e.seat, true);
}

pub fn resources_gained(state: &mut State, e: &ResourcesGained) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.stock.add_all(&e.gained);
    }
}

pub fn resources_paid(state: &mut State, e: &ResourcesPaid) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.spend(&e.paid, e.fixed_water);
    }
}

pub fn survivor_placement_offered(state: &mut State, e: &SurvivorPlacementOffered) {
    state.survivor_offer = Some(SurvivorOffer {
        seat: e.seat,
        cause: e.cause.clone(),
    });
}

pub fn survivor_gained(state: &mut State, e: &SurvivorGained) {
    if state
        .survivor_offer
        .as_ref()
        .is_some_and(|o| o.seat == e.seat && o.cause == e.cause)
    {
        state.survivor_offer = None;
    }
    if let Some(c) = state.clan_mut(e.seat) {
        match e.room {
            None => c.airlock += 1,
            Some(r) => {
                if let Some(room) = c.rooms.get_mut(r as usize) {
                    room.survivors += 1;
                }
            }
        }
    }
}

/// One token or survivor of an owed loss was chosen.
fn decrement_owed(state: &mut State, chooser: Seat, from: Seat, survivor: bool) {
    if let Some(i) = state.owed.iter().position(|o| {
        o.chooser == chooser && o.from == from && (o.kind == LossKind::Survivor) == survivor
    }) {
        state.owed[i].count = state.owed[i].count.saturating_sub(1);
        if state.owed[i].count == 0 {
            state.owed.remove(i);
        }
    }
}
