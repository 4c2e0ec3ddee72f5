use serde::{Deserialize, Serialize};

use super::Seat;

/// How a finished game ended: zero, one or several winners, and a full ranking.
///
/// Co-operative games list every seat as a winner (or none); shared wins list several.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    /// Every seat, best first; seats that share a place share a `rank`.
    pub ranking: Vec<Placing>,
    /// Stable SCREAMING_SNAKE reason, e.g. `TWENTY_VICTORY_POINTS`, `LAST_MONSTER_STANDING`.
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    pub seat: Seat,
    /// 1 for the best; equal places share a rank.
    pub rank: u8,
    /// The game's score for this seat, where it has one.
    pub score: Option<i64>,
}
