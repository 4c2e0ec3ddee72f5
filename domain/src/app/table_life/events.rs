//! The events of table life, stored as `lobby.<Name>` like every table event.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::engine::{BotPolicy, Seat};

/// A seat's clock ran out; the table's takeover follows in the same append.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "LobbyTimeExpired")
)]
#[serde(rename_all = "camelCase")]
pub struct TimeExpired {
    pub seat: Seat,
    /// When the time ran out (RFC 3339), which may be before the event was stored: a
    /// deadline that passed while no server ran is handled when one starts.
    pub deadline: String,
}

/// A player gave up a started game. Final: the seat is the takeover bot's from now on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "LobbySeatConceded")
)]
#[serde(rename_all = "camelCase")]
pub struct SeatConceded {
    pub seat: Seat,
    pub player_id: Uuid,
}

/// Why a bot took a player's seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TakeoverCause {
    /// The player conceded: the seat stays the bot's.
    Conceded,
    /// The player's time ran out: they may reclaim the seat.
    TimedOut,
}

/// The table's takeover bot plays a seat a player left.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "LobbySeatTakenOver")
)]
#[serde(rename_all = "camelCase")]
pub struct SeatTakenOver {
    pub seat: Seat,
    pub policy: BotPolicy,
    pub cause: TakeoverCause,
    /// The game eliminates the seat as well (a table whose rules forfeit); the game's
    /// events that do it follow in the same append, and the bot answers for the seat only
    /// until the elimination lands. Nobody may reclaim it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeited: bool,
}

/// A player whose time ran out took their seat back from the bot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "LobbySeatReclaimed")
)]
#[serde(rename_all = "camelCase")]
pub struct SeatReclaimed {
    pub seat: Seat,
    pub player_id: Uuid,
    pub player_name: String,
}

/// A seat took back its last decision: the game is again as it was at `to_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "LobbyMovesUndone")
)]
#[serde(rename_all = "camelCase")]
pub struct MovesUndone {
    pub seat: Seat,
    pub to_version: u64,
}

/// Stored in a finished game: a player opened its rematch, table `game_id`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "LobbyRematchOffered")
)]
#[serde(rename_all = "camelCase")]
pub struct RematchOffered {
    pub game_id: Uuid,
    pub offered_by: Uuid,
}

/// An invited player turned a rematch down: their seat is free for anyone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "LobbyRematchDeclined")
)]
#[serde(rename_all = "camelCase")]
pub struct RematchDeclined {
    pub seat: Seat,
    pub player_id: Uuid,
}

/// What a rematch's `GameCreated` records: the game it follows, and who is invited to
/// which seat (`None`: a seat a bot played, given to the bot again).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "RematchOf")
)]
#[serde(rename_all = "camelCase")]
pub struct RematchOf {
    pub game_id: Uuid,
    pub invited: Vec<Option<Invitee>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "RematchInvitee")
)]
#[serde(rename_all = "camelCase")]
pub struct Invitee {
    pub player_id: Uuid,
    pub player_name: String,
}
