//! The frame of a turn: its start, its end, extra turns.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// Power Up!: the start-of-turn window opened for the active monster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoStartOfTurnWindowOpened")
)]
#[serde(rename_all = "camelCase")]
pub struct StartOfTurnWindowOpened {
    /// The active monster.
    pub seat: Seat,
}

/// A monster's turn began.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTurnStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct TurnStarted {
    /// The active monster's seat.
    pub seat: Seat,
    /// Turn number, from 1.
    pub turn: u32,
    /// `true` for an extra turn (Frenzy, Freeze Time).
    pub extra_turn: bool,
    /// How many dice the monster rolls this turn (6, +1 per Extra Head, −1 per Shrink token
    /// and per chained Freeze Time turn); a start-of-turn Mimic move can change it before the
    /// first roll.
    pub dice_count: u8,
    /// How many rolls (first roll included) it may make this turn.
    pub rolls_allowed: u8,
}

/// A monster will take another turn after this one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoExtraTurnGained")
)]
#[serde(rename_all = "camelCase")]
pub struct ExtraTurnGained {
    /// The monster.
    pub seat: Seat,
    /// The id of the Power card.
    pub reason: String,
}

/// A monster's turn ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTurnEnded")
)]
#[serde(rename_all = "camelCase")]
pub struct TurnEnded {
    /// The monster whose turn ended.
    pub seat: Seat,
    /// Turn number.
    pub turn: u32,
}

/// The active monster ended its Buy step and may use end-of-turn powers (Metamorph, Freeze Time).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEndOfTurnStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct EndOfTurnStarted {
    /// The active monster.
    pub seat: Seat,
}
