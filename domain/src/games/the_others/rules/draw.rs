//! Drawing SIN cards: from the top, the discard pile shuffled into a new deck when the
//! deck runs out, nothing when both are empty (gap G-38).

use super::super::event::*;
use super::super::tx::Tx;

pub fn draw_sin_cards(tx: &mut Tx, n: u8) {
    let mut left = usize::from(n);
    let mut reshuffled = false;
    while left > 0 {
        if tx.s.sin_side.deck.is_empty() {
            if tx.s.sin_side.discard.is_empty() || reshuffled {
                return;
            }
            let order = tx.shuffled(tx.s.sin_side.discard.clone());
            tx.emit(Event::DeckShuffled(DeckShuffled {
                deck: Deck::Sin,
                count: order.len() as u32,
                order: Some(order),
            }));
            reshuffled = true;
        }
        let take = left.min(tx.s.sin_side.deck.len());
        let cards: Vec<String> = tx.s.sin_side.deck[..take].to_vec();
        left -= take;
        tx.emit(Event::SinCardsDrawn(SinCardsDrawn {
            seat: tx.s.sin_seat,
            count: cards.len() as u32,
            cards: Some(cards),
            reshuffled,
        }));
    }
}
