//! The round's end (§4.7): play sheets discarded but [設置] and [持続] cards, the chips
//! removed, hands refilled to 3 (4 from Lv3) by characters that are not down, with no
//! discard of extra cards; then the next round.

use super::super::event::*;
use super::super::tx::Tx;

pub fn end_round(tx: &mut Tx) {
    let round = tx.s.round;
    tx.emit(Event::RoundEnded(RoundEnded { round }));
    for seat in tx.s.seats() {
        let p = tx.player(seat);
        if p.down {
            continue;
        }
        let size = tx.s.refill_size(seat);
        let held = tx.player(seat).hand.len() as u32;
        if held < size {
            tx.draw(seat, size - held);
        }
    }
    tx.emit(Event::RoundStarted(RoundStarted { round: round + 1 }));
}
