//! Who played each part of each seat: the player who started it, the bot that took it
//! over, the player who took it back.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::engine::{BotPolicy, Seat};

/// How a holder came to a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TermCause {
    /// Held it when the game started.
    Started,
    /// A bot, after the player conceded.
    Conceded,
    /// A bot, after the player's time ran out.
    TimedOut,
    /// The player, back from the bot.
    Reclaimed,
}

/// One stretch of a seat with one holder, from `from_version` until the next term of the
/// same seat (or the end).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject))]
#[serde(rename_all = "camelCase")]
pub struct SeatTerm {
    pub seat: Seat,
    pub from_version: u64,
    /// `None` while a bot plays the seat.
    pub player_id: Option<Uuid>,
    pub player_name: String,
    pub bot: Option<BotPolicy>,
    pub cause: TermCause,
    /// The seat was eliminated from the game when its player left (a table whose rules
    /// forfeit): this bot only answered for it until the elimination landed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeited: bool,
}

/// The player a bot replaced, kept on the seat so they may come back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AwayPlayer {
    pub player_id: Uuid,
    pub player_name: String,
    /// Only a player whose time ran out at a table that does not forfeit may reclaim; a
    /// concession is final.
    pub may_reclaim: bool,
}
