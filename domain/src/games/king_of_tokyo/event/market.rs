//! The Power deck, the market, buying and keeping cards, Mimic.

use serde::{Deserialize, Serialize};

use super::super::state::{CardInstance, CardKind};
use crate::engine::Seat;

/// The Power deck was shuffled: at setup, or from the discard pile when a card had to be revealed from an empty deck. The order is secret: every viewer receives it as `null`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoPowerDeckShuffled")
)]
#[serde(rename_all = "camelCase")]
pub struct PowerDeckShuffled {
    /// Number of cards in the new deck.
    pub count: u32,
    /// The new deck, top card first (stored only; `null` for every viewer).
    pub order: Option<Vec<CardInstance>>,
    /// `true` when the discard pile was shuffled into a new deck.
    pub from_discard: bool,
}

/// The top card of the Power deck was turned face up into a market slot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMarketCardRevealed")
)]
#[serde(rename_all = "camelCase")]
pub struct MarketCardRevealed {
    /// Market slot, 0 to 2.
    pub slot: u8,
    /// The revealed card.
    pub card: CardInstance,
}

/// The active monster may now buy Power cards.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoBuyStepStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct BuyStepStarted {
    /// The active monster.
    pub seat: Seat,
}

/// A monster bought a face-up Power card. A Keep card goes in front of it; a Discard card goes to the discard pile and its effect follows as further events.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardBought")
)]
#[serde(rename_all = "camelCase")]
pub struct CardBought {
    /// The buyer.
    pub seat: Seat,
    /// The market slot it came from.
    pub slot: u8,
    /// The card.
    pub card: CardInstance,
    /// Energy paid.
    pub price: u32,
    /// Keep or Discard.
    pub kind: CardKind,
}

/// A monster paid to discard the three face-up cards.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMarketSwept")
)]
#[serde(rename_all = "camelCase")]
pub struct MarketSwept {
    /// The monster.
    pub seat: Seat,
    /// Energy paid.
    pub price: u32,
    /// The discarded cards.
    pub cards: Vec<CardInstance>,
}

/// The tokens on a Keep card changed (Battery Monster energy, Smoke Cloud smoke): `tokens` is the new count.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardTokensSet")
)]
#[serde(rename_all = "camelCase")]
pub struct CardTokensSet {
    /// The owner of the card.
    pub seat: Seat,
    /// The card instance.
    pub card: u16,
    /// Tokens now on the card.
    pub tokens: u32,
    /// The Power card id.
    pub reason: String,
}

/// Keep cards left a monster for the discard pile (Metamorph, Plot Twist, Psychic Probe, an empty Battery Monster or Smoke Cloud, It Has a Child!).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoKeepCardsDiscarded")
)]
#[serde(rename_all = "camelCase")]
pub struct KeepCardsDiscarded {
    /// The monster that had them.
    pub seat: Seat,
    /// The cards.
    pub cards: Vec<CardInstance>,
    /// The Power card id that caused it.
    pub reason: String,
}

/// A monster acquired Mimic and must choose the Keep card its token goes on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMimicPlacementOffered")
)]
#[serde(rename_all = "camelCase")]
pub struct MimicPlacementOffered {
    /// The Mimic owner.
    pub seat: Seat,
}

/// The free placement of a Mimic token lapsed: no Keep card it could go on is left in
/// play (the monsters holding them left the game while the offer waited).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMimicPlacementLapsed")
)]
#[serde(rename_all = "camelCase")]
pub struct MimicPlacementLapsed {
    /// The Mimic owner.
    pub seat: Seat,
}

/// At the start of its turn the active monster may move its Mimic token for 1 energy.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMimicMoveOffered")
)]
#[serde(rename_all = "camelCase")]
pub struct MimicMoveOffered {
    /// The Mimic owner (the active monster).
    pub seat: Seat,
}

/// A Mimic token was put on a Keep card; Mimic now copies it, as if just bought.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMimicMoved")
)]
#[serde(rename_all = "camelCase")]
pub struct MimicMoved {
    /// The Mimic owner.
    pub seat: Seat,
    /// The copied Keep card.
    pub target: CardInstance,
    /// Whose card it is.
    pub owner: Seat,
    /// Energy paid (0 when placed on acquiring Mimic).
    pub price: u32,
}

/// The active monster looked at the top card of the Power deck (Made in a Lab). `card` is visible only to that seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDeckTopPeeked")
)]
#[serde(rename_all = "camelCase")]
pub struct DeckTopPeeked {
    /// The Made in a Lab owner.
    pub seat: Seat,
    /// The top card (`null` for everyone but that seat).
    pub card: Option<CardInstance>,
}

/// A monster bought the top card of the Power deck (Made in a Lab); the market does not refill.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardBoughtFromDeck")
)]
#[serde(rename_all = "camelCase")]
pub struct CardBoughtFromDeck {
    /// The buyer.
    pub seat: Seat,
    /// The card.
    pub card: CardInstance,
    /// Energy paid.
    pub price: u32,
    /// Keep or Discard.
    pub kind: CardKind,
}

/// A monster bought another monster's Keep card (Parasitic Tentacles), paying that monster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardBoughtFromMonster")
)]
#[serde(rename_all = "camelCase")]
pub struct CardBoughtFromMonster {
    /// The buyer.
    pub seat: Seat,
    /// The monster that had the card (and received the energy).
    pub from: Seat,
    /// The card.
    pub card: CardInstance,
    /// Energy paid to that monster.
    pub price: u32,
}
