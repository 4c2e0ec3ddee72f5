//! Exploring a city: the top tile of its stack is drawn, laid face up and applied. A paid
//! exploration (`explore` in an activation) and the free ones of "City: Exploration Tiles
//! +2" draw the same way.

use super::super::cards::rooms;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use crate::engine::Seat;

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
