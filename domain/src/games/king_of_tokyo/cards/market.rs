//! Keep cards about buying Power cards, and Mimic.

use super::power_card::PowerCard;
use crate::engine::Seat;
use crate::games::king_of_tokyo::event::{Event, MimicPlacementOffered};
use crate::games::king_of_tokyo::tx::{RULES, Tx};

/// Alien Origin (3, Keep): Power cards cost its owner 1 energy less (never below 0).
pub struct AlienOrigin;
impl PowerCard for AlienOrigin {
    fn id(&self) -> &'static str {
        "alien_origin"
    }
    fn discount(&self) -> u32 {
        1
    }
}

/// Made in a Lab (2, Keep): in its Buy step its owner may look at the top card of the deck
/// (`peekDeck`, private) and buy it (`buyDeckTop`); the market does not refill.
pub struct MadeInALab;
impl PowerCard for MadeInALab {
    fn id(&self) -> &'static str {
        "made_in_a_lab"
    }
    fn peeks_deck(&self) -> bool {
        true
    }
}

/// Opportunist (3, Keep): each card revealed in the active monster's Buy step is offered to
/// Opportunist owners first, clockwise from the active monster's left (G-13).
pub struct Opportunist;
impl PowerCard for Opportunist {
    fn id(&self) -> &'static str {
        "opportunist"
    }
    fn opportunist(&self) -> bool {
        true
    }
}

/// Parasitic Tentacles (4, Keep): in its Buy step its owner may buy another monster's Keep
/// card, paying that monster (its own discounts apply; tokens stay on the card).
pub struct ParasiticTentacles;
impl PowerCard for ParasiticTentacles {
    fn id(&self) -> &'static str {
        "parasitic_tentacles"
    }
    fn buys_from_monsters(&self) -> bool {
        true
    }
}

/// Metamorph (3, Keep): at the end of its owner's turn, sell any of its Keep cards (itself
/// included) for their printed cost in energy.
pub struct Metamorph;
impl PowerCard for Metamorph {
    fn id(&self) -> &'static str {
        "metamorph"
    }
    fn sells_cards(&self) -> bool {
        true
    }
}

/// Mimic (8, Keep): its token goes on another Keep card in play (free when acquired, G-22);
/// Mimic then works as a copy of that card for its owner, as if just bought. At the start of
/// its owner's turn the token may move for 1 energy. It returns when the copied card leaves
/// play.
pub struct Mimic;
impl PowerCard for Mimic {
    fn id(&self) -> &'static str {
        "mimic"
    }
    fn is_mimic(&self) -> bool {
        true
    }
    fn on_acquired(&self, tx: &mut Tx, owner: Seat, _: u16) {
        if !RULES.mimic_targets(&tx.state).is_empty() {
            tx.emit(Event::MimicPlacementOffered(MimicPlacementOffered {
                seat: owner,
            }));
        }
    }
}
