//! One step of the apocalypse track (§4.10): the level rises by 1 and, at levels 1, 3 and
//! 5, two cards are drawn for the SIN to keep one (`chooseApocalypseCard`). The round end's
//! story tasks take it step by step; THE GUILTY ONE takes one step mid-round.

use super::super::event::*;
use super::super::tx::Tx;

/// The track never goes past 7: a step from 7 does nothing.
pub fn step(tx: &mut Tx, cause: &str) {
    let level = tx.s.apocalypse.level;
    if level >= 7 {
        return;
    }
    tx.emit(Event::ApocalypseAdvanced(ApocalypseAdvanced {
        from: level,
        to: level + 1,
        cause: cause.to_owned(),
    }));
    if tx.content().apocalypse_reveals(level + 1) && !tx.s.apocalypse.deck.is_empty() {
        let n = tx.s.apocalypse.deck.len().min(2);
        let cards = tx.s.apocalypse.deck[..n].to_vec();
        tx.emit(Event::ApocalypseCardsDrawn(ApocalypseCardsDrawn {
            seat: tx.s.sin_seat,
            cards: Some(cards),
        }));
    }
}
