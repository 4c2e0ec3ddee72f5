//! Events of Character-Make and the battle setup.

use super::super::grid::Square;
use super::super::options::Options;
use super::super::vocabulary::{MapSide, SetKind};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// The table was set up, with the content pack named here.
    GameStarted = "BraveArchitectGameStarted" {
        /// Number of players (2 to 4).
        seat_count: u8,
        options: Options,
        /// `embedded` for the built-in data.
        content_name: String,
        content_hash: String,
    }
}

payload! {
    /// The Character-Make draft began: picks go clockwise from `first`, then back.
    DraftOrderSet = "BraveArchitectDraftOrderSet" {
        first: Seat,
        /// The first picker was drawn by the seeded RNG (not named by the table).
        random: bool,
    }
}

payload! {
    /// A player took a card set.
    CardSetPicked = "BraveArchitectCardSetPicked" {
        seat: Seat,
        kind: SetKind,
        id: String,
    }
}

payload! {
    /// A player chose the combat style of their weapon, for the whole game.
    CombatStyleChosen = "BraveArchitectCombatStyleChosen" {
        seat: Seat,
        style: String,
    }
}

payload! {
    /// A player's 7-card starting deck was shuffled and the Lv2+ weapon cards put under the
    /// sub-weapon card; the character starts at Lv1, full HP, tension 0.
    StartingDeckBuilt = "BraveArchitectStartingDeckBuilt" {
        seat: Seat,
        hp: i32,
        /// The reserve of Lv2+ weapon cards (public).
        reserve: Vec<String>,
        count: u32,
        /// The deck, top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// One party of the enemy sheet, as revealed.
    RevealedParty = "BraveArchitectRevealedParty" {
        card: String,
        positions: Vec<u8>,
    }
}

payload! {
    /// The enemy parties were shuffled and revealed onto the enemy sheet, with their HP
    /// and the core's.
    EnemyPartiesRevealed = "BraveArchitectEnemyPartiesRevealed" {
        parties: Vec<RevealedParty>,
        party_hp: i32,
        core_hp: i32,
        /// Party cards left unused (stored only; `null` for every viewer).
        unused: Option<Vec<String>>,
    }
}

payload! {
    /// The enemy attack deck was shuffled (the normal attacks at setup).
    EnemyAttackDeckShuffled = "BraveArchitectEnemyAttackDeckShuffled" {
        count: u32,
        /// Top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// The strong enemy attacks were shuffled and set aside.
    StrongAttacksSetAside = "BraveArchitectStrongAttacksSetAside" {
        count: u32,
        /// Stored only; `null` for every viewer.
        order: Option<Vec<String>>,
    }
}

payload! {
    /// The item deck was shuffled.
    ItemDeckShuffled = "BraveArchitectItemDeckShuffled" {
        count: u32,
        /// Top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// The map was laid out and the enemy body put on the red area.
    MapPrepared = "BraveArchitectMapPrepared" {
        side: MapSide,
        enemy: Square,
    }
}

payload! {
    /// A player put their pawn in the blue area.
    PawnPlaced = "BraveArchitectPawnPlaced" {
        seat: Seat,
        square: Square,
    }
}

payload! {
    /// A player drew cards.
    CardsDrawn = "BraveArchitectCardsDrawn" {
        seat: Seat,
        count: u32,
        /// The cards (only their owner sees them; `null` for every other viewer).
        cards: Option<Vec<String>>,
    }
}

payload! {
    /// A player's discard pile was shuffled into a new deck.
    DiscardReshuffled = "BraveArchitectDiscardReshuffled" {
        seat: Seat,
        count: u32,
        /// Top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// The first enemy attack card was revealed onto the discard: its left side drives
    /// round 1's enemy action.
    InitialEnemyAttackRevealed = "BraveArchitectInitialEnemyAttackRevealed" {
        card: String,
    }
}
