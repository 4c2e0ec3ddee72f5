//! Yielding, entering and leaving Tokyo.

use serde::{Deserialize, Serialize};

use super::super::state::Location;
use crate::engine::Seat;

/// Monsters in Tokyo hit by the active monster's Smashes must each decide whether to yield. They answer in any order; answers stay hidden until all are in.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldRequested")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldRequested {
    /// The active monster.
    pub attacker: Seat,
    /// The monsters that must decide.
    pub seats: Vec<Seat>,
}

/// A monster in Tokyo answered the yield decision. `yields` is visible only to that seat (`null` for everyone else) until all answers are revealed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldChoiceMade")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldChoiceMade {
    /// The monster that answered.
    pub seat: Seat,
    /// `true` to yield, `false` to stay; `null` when hidden from this viewer.
    pub yields: Option<bool>,
}

/// Every pending yield decision was answered; the answers are public.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldChoicesRevealed")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldChoicesRevealed {
    /// Each monster's answer.
    pub choices: Vec<YieldChoice>,
}

/// A monster yielded Tokyo and is now outside; the attacker will take its place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTokyoYielded")
)]
#[serde(rename_all = "camelCase")]
pub struct TokyoYielded {
    /// The monster that yielded.
    pub seat: Seat,
    /// The area it left.
    pub from: Location,
}

/// A monster entered Tokyo City or Tokyo Bay.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnteredTokyo")
)]
#[serde(rename_all = "camelCase")]
pub struct EnteredTokyo {
    /// The monster.
    pub seat: Seat,
    /// The area it entered.
    pub location: Location,
    /// Where it came from (`BAY` when moving from the Bay to the City).
    pub from: Location,
}

/// A monster was forced out of Tokyo by a card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoLeftTokyo")
)]
#[serde(rename_all = "camelCase")]
pub struct LeftTokyo {
    /// The monster.
    pub seat: Seat,
    /// The area it left.
    pub from: Location,
    /// The id of the Power card.
    pub reason: String,
}

/// One monster's answer to the yield decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldChoice")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldChoice {
    /// The monster that decided.
    pub seat: Seat,
    /// `true` if it yielded Tokyo.
    pub yields: bool,
}
