//! Exploring a city: the top tile of its stack is drawn, laid face up and applied. A paid
//! exploration (`explore` in an activation) and the free ones of "City: Exploration Tiles
//! +2" draw the same way. The peek room looks at a stack without drawing.

use super::super::cards::rooms;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use crate::engine::{RuleError, Seat};

/// Draw the top exploration tile of a city and apply it.
pub fn explore(tx: &mut Tx, seat: Seat, city: Area, ap: u32) {
    let ci = city.city_index().unwrap_or(0);
    let Some(tile) = tx.s.cities[ci].stack.first().cloned() else {
        return;
    };
    tx.emit(Event::ExplorationTileDrawn(ExplorationTileDrawn {
        seat,
        city,
        tile: tile.clone(),
        action_points: ap,
    }));
    let data = tx.content().exploration_tile(&tile).cloned();
    if let Some(d) = data {
        if d.iodine {
            tx.lower_radiation(seat, 1, "iodine");
        } else if d.gain.is_empty() {
            if rooms::empty_box_offer(&tx.s, seat, city) {
                tx.offer(seat, vec![rooms::EMPTY_BOX_WOOD_METAL.into()]);
            }
        } else {
            tx.gain(seat, d.gain, "exploration");
        }
    }
}

/// The peek room works any time during the day phase, also outside the owner's turn (G45).
pub fn check_peek(state: &State, seat: Seat, c: &CityChoice) -> Result<(), RuleError> {
    if !matches!(state.phase, Phase::Day | Phase::DayEvents) {
        return Err(RuleError::wrong_phase(
            "The exploration stacks can be looked at during the day only",
        ));
    }
    if !c.city.is_city() {
        return Err(RuleError::new(
            "NOT_A_CITY",
            "Choose Blackwood City or Silent Peak City",
        ));
    }
    if state
        .ready_room(seat, rooms::PEEK_EXPLORATION_STACK)
        .is_none()
    {
        return Err(RuleError::new(
            "ROOM_NOT_READY",
            "You need a full, unused 'Secretly look at 1 exploration stack' room",
        ));
    }
    Ok(())
}

/// Peek candidates for any clan during the day.
pub fn peek_candidates(state: &State, out: &mut Vec<Command>) {
    if matches!(state.phase, Phase::Day | Phase::DayEvents) {
        for city in Area::CITIES {
            out.push(Command::PeekExplorationStack(CityChoice { city }));
        }
    }
}
