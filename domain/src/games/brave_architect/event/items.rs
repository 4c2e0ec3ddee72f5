//! Events of the items gained when a party falls, and of their use.

use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// Items were turned face up, one per player; each seat listed takes one.
    ItemsRevealed = "BraveArchitectItemsRevealed" {
        items: Vec<String>,
        takers: Vec<Seat>,
    }
}

payload! {
    /// The item discard was shuffled into a new item deck.
    ItemDeckReshuffled = "BraveArchitectItemDeckReshuffled" {
        count: u32,
        /// Top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// A player took an item; equipment with the data set chosen (0 or 1), or unequipped
    /// (`null`) while the character is down.
    ItemTaken = "BraveArchitectItemTaken" {
        seat: Seat,
        item: String,
        side: Option<u8>,
    }
}

payload! {
    /// A consumable was used (and went to the item discard).
    ItemUsed = "BraveArchitectItemUsed" {
        seat: Seat,
        item: String,
        target: Seat,
    }
}

payload! {
    /// A character no longer down equipped a piece of equipment it took while down.
    ItemEquipped = "BraveArchitectItemEquipped" {
        seat: Seat,
        item: String,
        side: u8,
    }
}

payload! {
    /// The players start agreeing who takes `item`: each member proposes one of the
    /// candidates; if they do not all agree, the fallback seat (the fastest) decides.
    ItemVoteOpened = "BraveArchitectItemVoteOpened" {
        item: String,
        candidates: Vec<Seat>,
        members: Vec<Seat>,
        fallback: Seat,
    }
}

payload! {
    /// A player proposed who takes the item being agreed on.
    ItemTakerProposed = "BraveArchitectItemTakerProposed" {
        seat: Seat,
        taker: Seat,
    }
}

payload! {
    /// The item goes to `seat`, who takes it next: agreed by every member, decided by the
    /// fallback seat, or the only seat able to take it.
    ItemAssigned = "BraveArchitectItemAssigned" {
        item: String,
        seat: Seat,
        by_fallback: bool,
    }
}
