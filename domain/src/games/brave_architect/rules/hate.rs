//! The hate check, at the very end of each hit attack (§5.11): the round's first hit takes
//! the hate card whatever the damage; later, a turn's cumulative damage whose band is at
//! least the holder's band takes it; the holder turns it up to a higher band.

use super::super::event::*;
use super::super::tx::Tx;
use crate::engine::Seat;

pub fn check(tx: &mut Tx, seat: Seat) {
    let damage = tx.s.turn.as_ref().map_or(0, |t| t.damage);
    let band = tx.s.content.hate_band(damage);
    let takes = match tx.s.hate {
        _ if !tx.s.hate_taken_this_round => true,
        None => true,
        Some(h) if h.seat == seat => band > h.band,
        Some(h) => band >= h.band,
    };
    if takes {
        tx.emit(Event::HateCardTaken(HateCardTaken { seat, band, damage }));
    }
}
