//! Events of the items gained when a party falls, and of their use.

use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// Items were turned face up, one per player; each seat listed takes one.
    ItemsRevealed {
        items: Vec<String>,
        takers: Vec<Seat>,
    }
}

payload! {
    /// The item discard was shuffled into a new item deck.
    ItemDeckReshuffled {
        count: u32,
        /// Top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// A player took an item; equipment with the data set chosen (0 or 1), or unequipped
    /// (`null`) while the character is down.
    ItemTaken {
        seat: Seat,
        item: String,
        side: Option<u8>,
    }
}

payload! {
    /// A consumable was used (and went to the item discard).
    ItemUsed {
        seat: Seat,
        item: String,
        target: Seat,
    }
}
