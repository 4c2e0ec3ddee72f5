//! The rows of history's read models, as the projector computes them and the store keeps
//! them.

use serde::{Deserialize, Serialize};

use crate::catalog::GameKind;

use super::result::GameResult;

/// One participant's record in one game kind.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    pub participant: String,
    pub kind: Option<GameKind>,
    /// The name shown last.
    pub name: String,
    /// Finished games in which they played a seat's end.
    pub finished: u32,
    pub wins: u32,
    pub losses: u32,
    pub coop_wins: u32,
    pub coop_losses: u32,
    /// Finished games whose seat they left (conceded, or timed out for good).
    pub abandoned: u32,
    /// Sum of their places in competitive games, for the average placing.
    pub rank_sum: u32,
    pub ranked: u32,
    pub score_sum: i64,
    pub scored: u32,
    /// Wins in a row, competitive or co-operative, up to their last game.
    pub current_streak: u32,
    pub longest_streak: u32,
    pub last_played: Option<String>,
    /// Their statistics summed over their finished games (`engine::add_up`).
    pub stats: serde_json::Value,
}

/// How one participant fared against, or with, another in one game kind.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HeadToHead {
    pub participant: String,
    pub opponent: String,
    pub kind: Option<GameKind>,
    pub opponent_name: String,
    /// Finished games both played (any mode).
    pub together: u32,
    /// Competitive games in which the participant placed better, worse, or the same.
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// How often a piece of content was used by a seat, and how often that seat won.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContentCount {
    pub kind: Option<GameKind>,
    pub category: String,
    pub item: String,
    pub seats: u32,
    pub wins: u32,
}

/// A co-operative game kind's results by scenario and table size.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CoopCount {
    pub kind: Option<GameKind>,
    /// Empty for a game without scenarios.
    pub scenario: String,
    pub seat_count: u8,
    pub games: u32,
    pub wins: u32,
}

/// A participant's rating in one game kind (Weng-Lin: `rating` ± `uncertainty`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RatingRow {
    pub participant: String,
    pub kind: GameKind,
    pub rating: f64,
    pub uncertainty: f64,
    pub games: u32,
}

/// A participant's rating after one game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RatingPoint {
    pub participant: String,
    pub kind: GameKind,
    pub game_id: uuid::Uuid,
    pub finish_key: String,
    pub finished_at: String,
    pub rating: f64,
    pub uncertainty: f64,
}

/// What the projector reads before it counts a game: the rows of its participants in its
/// kind, and the last game of its kind counted.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Standing {
    pub records: Vec<Record>,
    pub ratings: Vec<RatingRow>,
    pub last_finish_key: Option<String>,
}

/// What counting one game writes: its result, the records and ratings after it (whole
/// rows), and what it adds to the head-to-head, content and co-operative counts.
#[derive(Debug, Clone, PartialEq)]
pub struct Projection {
    pub result: GameResult,
    pub records: Vec<Record>,
    pub head_to_head: Vec<HeadToHead>,
    pub content: Vec<ContentCount>,
    pub coop: Option<CoopCount>,
    pub ratings: Vec<RatingRow>,
    pub rating_points: Vec<RatingPoint>,
}

impl HeadToHead {
    /// Add another game's counts for the same pair.
    pub fn absorb(&mut self, more: &HeadToHead) {
        self.opponent_name = more.opponent_name.clone();
        self.together += more.together;
        self.wins += more.wins;
        self.losses += more.losses;
        self.draws += more.draws;
    }
}

impl ContentCount {
    pub fn absorb(&mut self, more: &ContentCount) {
        self.seats += more.seats;
        self.wins += more.wins;
    }
}

impl CoopCount {
    pub fn absorb(&mut self, more: &CoopCount) {
        self.games += more.games;
        self.wins += more.wins;
    }
}
