//! A hero's move: where it may go (distance, the Work Exoskeleton, the Cargo Ship's
//! columns and the Climbing Hook, Sandstorm's power of 3), and the move itself with what the
//! Cargo Ship gives.

use super::super::cards;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use crate::engine::Seat;

/// Power used for collecting, hunting, exploring and Cargo Ship columns (Sandstorm: 3).
pub fn working_power(state: &State, seat: Seat, power: u8) -> u8 {
    if cards::events::sandstorm_for(state, seat) {
        3
    } else {
        power
    }
}

/// A Cargo Ship column already holds another active hero.
fn column_taken(state: &State, column: u8) -> bool {
    state
        .clans
        .iter()
        .flat_map(|c| c.heroes.iter())
        .any(|h| h.active && h.area == Some(Area::CargoShip) && h.column == Some(column))
}

/// Where a hero may end its move: (area, with the Climbing Hook, with the Work
/// Exoskeleton). The Exoskeleton is part of the move exactly when the area is more than 2
/// areas away, so keeping it for a later hero means choosing a nearer area.
pub fn destinations(state: &State, seat: Seat, hero: usize) -> Vec<(Area, bool, bool)> {
    let clan = &state.clans[seat.index()];
    let Some(h) = clan.heroes.get(hero) else {
        return Vec::new();
    };
    let Some(from) = h.area else {
        return Vec::new();
    };
    if h.active {
        return Vec::new();
    }
    let exo = clan
        .ready_equipment(cards::equipment::WORK_EXOSKELETON)
        .is_some();
    let hook = clan
        .ready_equipment(cards::equipment::CLIMBING_HOOK)
        .is_some();
    let always = cards::rooms::always_place_on_cargo(state, seat);
    let mut out = Vec::new();
    for to in Area::ALL {
        if to == from || clan.hero_in(to).is_some() {
            continue;
        }
        let far = state.content.distance(from, to) > 2;
        if far && !exo {
            continue;
        }
        if to == Area::CargoShip {
            let base = working_power(state, seat, h.power);
            for with_hook in [false, true] {
                if with_hook && !hook {
                    continue;
                }
                let column = base + u8::from(with_hook);
                if column > 6 || (column == 6 && !with_hook) {
                    continue;
                }
                if always || !column_taken(state, column) {
                    out.push((to, with_hook, far));
                }
            }
        } else {
            out.push((to, false, far));
        }
    }
    out
}

pub fn any_movable(state: &State, seat: Seat) -> bool {
    (0..4).any(|h| !destinations(state, seat, h).is_empty())
}

pub fn move_hero(tx: &mut Tx, seat: Seat, m: &MoveHero) {
    let clan = tx.clan(seat).clone();
    let h = &clan.heroes[m.hero as usize];
    let from = h.area.unwrap_or(Area::Forest);
    if m.exoskeleton {
        cards::equipment::work_exoskeleton(tx, seat);
    }
    let power = working_power(&tx.s, seat, h.power);
    let mut column = None;
    let mut took = false;
    if m.area == Area::CargoShip {
        if m.climbing_hook {
            cards::equipment::climbing_hook(tx, seat);
        }
        let col = power + u8::from(m.climbing_hook);
        column = Some(col);
        took =
            tx.s.cargo_survivors
                .get(col as usize - 3)
                .copied()
                .unwrap_or(false)
                && tx.survivor_place(seat).is_some();
    }
    tx.emit(Event::HeroMoved(HeroMoved {
        seat,
        hero: m.hero,
        from,
        to: m.area,
        column,
        took_survivor: took,
        action_points: power as u32,
    }));
    if let Some(col) = column {
        let canned = tx
            .content()
            .cargo_canned
            .get(col as usize - 3)
            .copied()
            .unwrap_or(0);
        tx.gain(seat, Stock::one(Resource::CannedFood, canned), "cargo_ship");
        if took {
            tx.gain_survivor(seat, "cargo_ship");
        }
        if tx.s.token_taken_by.is_none() {
            tx.emit(Event::FirstPlayerTokenTaken(FirstPlayerTokenTaken { seat }));
        }
    }
}
