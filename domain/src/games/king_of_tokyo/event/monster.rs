//! A monster's victory points, energy, hearts and tokens.

use serde::{Deserialize, Serialize};

use super::super::state::Token;
use crate::engine::Seat;

/// A monster gained victory points.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoVictoryPointsGained")
)]
#[serde(rename_all = "camelCase")]
pub struct VictoryPointsGained {
    /// The monster.
    pub seat: Seat,
    /// VP gained.
    pub amount: u32,
    /// `NUMBERS`, `ENTERED_TOKYO`, `STARTED_TURN_IN_TOKYO`, or the id of the Power card.
    pub reason: String,
}

/// A monster lost victory points (never below 0).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoVictoryPointsLost")
)]
#[serde(rename_all = "camelCase")]
pub struct VictoryPointsLost {
    /// The monster.
    pub seat: Seat,
    /// VP actually lost.
    pub amount: u32,
    /// The id of the Power card that caused it.
    pub reason: String,
}

/// A monster took energy cubes from the bank.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnergyGained")
)]
#[serde(rename_all = "camelCase")]
pub struct EnergyGained {
    /// The monster.
    pub seat: Seat,
    /// Energy gained.
    pub amount: u32,
    /// `ENERGY_DICE`, `ENTERED_TOKYO`/`STARTED_TURN_IN_TOKYO` (two-player variant), or a Power card id.
    pub reason: String,
}

/// A monster returned energy cubes to the bank (not a purchase).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnergyLost")
)]
#[serde(rename_all = "camelCase")]
pub struct EnergyLost {
    /// The monster.
    pub seat: Seat,
    /// Energy lost.
    pub amount: u32,
    /// The id of the Power card that caused it.
    pub reason: String,
}

/// A monster gained hearts (never above its maximum).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoHealthGained")
)]
#[serde(rename_all = "camelCase")]
pub struct HealthGained {
    /// The monster.
    pub seat: Seat,
    /// Hearts actually gained.
    pub amount: u32,
    /// `HEART_DICE` or a Power card id.
    pub reason: String,
}

/// A monster received a Poison or Shrink token (Poison Spit, Shrink Ray).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTokenGiven")
)]
#[serde(rename_all = "camelCase")]
pub struct TokenGiven {
    /// The monster that received the token.
    pub seat: Seat,
    /// Poison or Shrink.
    pub token: Token,
    /// The owner of the card.
    pub by: Seat,
    /// The Power card id.
    pub reason: String,
}

/// A monster's maximum hearts changed (Even Bigger); its hearts are capped at the new maximum.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMaxHealthChanged")
)]
#[serde(rename_all = "camelCase")]
pub struct MaxHealthChanged {
    /// The monster.
    pub seat: Seat,
    /// Its new maximum.
    pub max_health: u8,
}

/// Energy went from one monster to another (Healing Ray payment, Parasitic Tentacles).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnergyTransferred")
)]
#[serde(rename_all = "camelCase")]
pub struct EnergyTransferred {
    /// The monster that paid.
    pub seat: Seat,
    /// The monster that received.
    pub to: Seat,
    /// Energy moved.
    pub amount: u32,
    /// The Power card id.
    pub reason: String,
}

/// A monster's player left the game for good (a concession, or a clock run out at a table
/// that eliminates). The monster is eliminated at once, or, while a heart loss, a yield
/// decision, a Mega Purr or the setup is under way, as soon as that is over; until then the
/// table's bot answers for it, and it can no longer win.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMonsterConceded")
)]
#[serde(rename_all = "camelCase")]
pub struct MonsterConceded {
    /// The monster.
    pub seat: Seat,
}
