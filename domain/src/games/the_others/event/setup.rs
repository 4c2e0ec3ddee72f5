//! Events of the setup: the table chosen, the board laid out, heroes, decks and hands.

use serde::{Deserialize, Serialize};

use super::super::options::Options;
use super::super::vocabulary::{MonsterKind, TokenKind};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// The table was set up: who plays the SIN, and every choice of setup steps 2 to 5.
    GameStarted = "TheOthersGameStarted" {
        seat_count: u8,
        options: Options,
        /// Name and SHA-256 of the content pack.
        content_name: String,
        content_hash: String,
        sin_seat: Seat,
        sin: String,
        acolytes: String,
        story: String,
        map: String,
        board: String,
        /// The heroes in play and the hero number icon (3 or 4).
        hero_number: u8,
    }
}

payload! {
    /// The map put a token in a space (a round-start task puts them with `StoryTokenPlaced`).
    TokenPlaced = "TheOthersTokenPlaced" {
        space: String,
        /// `null` for viewers who may not know a face-down token.
        token: Option<TokenKind>,
        face_up: bool,
    }
}

payload! {
    /// A monster figure was put on the board at setup.
    MonsterPlaced = "TheOthersMonsterPlaced" {
        monster: u16,
        kind: MonsterKind,
        space: String,
    }
}

payload! {
    /// Team F.A.I.T.H. was formed: every hero starts in the reserve.
    TeamFormed = "TheOthersTeamFormed" {
        heroes: Vec<String>,
    }
}

payload! {
    /// A hero entered play on a space, controlled by a hero seat.
    HeroEnteredPlay = "TheOthersHeroEnteredPlay" {
        hero: String,
        seat: Seat,
        space: String,
    }
}

/// Which deck was shuffled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersDeck")
)]
pub enum Deck {
    Sin,
    Apocalypse,
    Upgrade,
}

payload! {
    /// A deck was shuffled face down. The order is stored, and shown to nobody.
    DeckShuffled = "TheOthersDeckShuffled" {
        deck: Deck,
        count: u32,
        /// Top first; `null` for every viewer.
        order: Option<Vec<String>>,
    }
}

payload! {
    /// The top card of the upgrade deck went face up into the inventory.
    UpgradeDrawn = "TheOthersUpgradeDrawn" {
        card: String,
    }
}

payload! {
    /// The SIN drew cards. The cards are shown to the SIN only.
    SinCardsDrawn = "TheOthersSinCardsDrawn" {
        /// The SIN's seat: the one viewer who sees the cards.
        seat: Seat,
        count: u32,
        /// `null` for every viewer but the SIN.
        cards: Option<Vec<String>>,
        /// The discard pile was shuffled into a new deck first.
        reshuffled: bool,
    }
}

payload! {
    /// The SIN's reaction tokens were set, all active.
    ReactionTokensSet = "TheOthersReactionTokensSet" {
        active: u8,
    }
}

payload! {
    /// The SIN secretly gave a hero a Dark Past card. Only the SIN sees the card.
    DarkPastAssigned = "TheOthersDarkPastAssigned" {
        /// The SIN's seat: the one viewer who sees the card.
        seat: Seat,
        hero: String,
        /// `null` for every viewer but the SIN.
        card: Option<u8>,
    }
}

payload! {
    /// The SIN chose a reserve hero as the traitor (public, gap G-23).
    TraitorChosen = "TheOthersTraitorChosen" {
        hero: String,
    }
}
