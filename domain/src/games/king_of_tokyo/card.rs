//! One physical Power card, and whether it stays in play or resolves at once: what the
//! card data, the state and the events all name.

use serde::{Deserialize, Serialize};

/// Whether a Power card stays in front of its buyer or resolves at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoCardKind")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CardKind {
    /// Stays face up in front of its owner.
    #[serde(alias = "keep")]
    Keep,
    /// Resolves when bought, then goes to the discard pile.
    #[serde(alias = "discard")]
    Discard,
}

/// One physical Power card.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardInstance")
)]
#[serde(rename_all = "camelCase")]
pub struct CardInstance {
    /// Number of this physical card, unique in the game (copies have different numbers).
    pub instance: u16,
    /// The card's id in `power_cards.json`, e.g. `flame_thrower`.
    pub card: String,
}
