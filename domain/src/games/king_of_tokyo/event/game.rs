//! Setting up and ending a game: the options, the monsters, the first player, the ranking.

use serde::{Deserialize, Serialize};

use super::super::options::Options;
use super::super::state::Face;
use crate::engine::Seat;

/// The table was set up with these options and this many seats.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoGameStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct GameStarted {
    /// Number of monsters (2 to 6).
    pub seat_count: u8,
    /// The table options.
    pub options: Options,
}

/// A seat took a monster board (seat i plays the i-th base-game monster).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMonsterChosen")
)]
#[serde(rename_all = "camelCase")]
pub struct MonsterChosen {
    /// The seat.
    pub seat: Seat,
    /// Monster id from `monsters.json`.
    pub monster: String,
    /// Starting and maximum hearts.
    pub health: u8,
}

/// A seat rolled the six dice in the first-player roll-off (only seats tied for the most Smashes roll again).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFirstPlayerRolled")
)]
#[serde(rename_all = "camelCase")]
pub struct FirstPlayerRolled {
    /// The seat.
    pub seat: Seat,
    /// Roll-off round, from 1.
    pub round: u32,
    /// The six faces rolled.
    pub faces: Vec<Face>,
}

/// The roll-off designated the start player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFirstPlayerChosen")
)]
#[serde(rename_all = "camelCase")]
pub struct FirstPlayerChosen {
    /// The start player.
    pub seat: Seat,
}

/// The game ended at the end of a turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoGameEnded")
)]
#[serde(rename_all = "camelCase")]
pub struct GameEnded {
    /// The winners (empty when every monster was eliminated).
    pub winners: Vec<Seat>,
    /// `TWENTY_VICTORY_POINTS`, `LAST_MONSTER_STANDING` or `ALL_ELIMINATED`.
    pub reason: String,
    /// Every seat, best first; equal places share a rank.
    pub ranking: Vec<RankedSeat>,
}

/// A seat's place in the final ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoRankedSeat")
)]
#[serde(rename_all = "camelCase")]
pub struct RankedSeat {
    /// The seat.
    pub seat: Seat,
    /// 1 for the best; equal places share a rank.
    pub rank: u8,
    /// Its victory points at the end.
    pub victory_points: u32,
}
