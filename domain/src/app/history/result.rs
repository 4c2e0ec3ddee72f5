//! One finished game as history sees it: when it ended, who played each seat at its end
//! and who left, each seat's result, and the game's statistics.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::catalog::GameKind;
use crate::engine::{BotPolicy, OutcomeMode, Seat};

/// How a seat's game went for the one who played its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ResultKind {
    /// Won a competitive game (alone, shared, or with its side).
    Won,
    /// Lost a competitive game.
    Lost,
    /// The table won a co-operative game.
    CoopWin,
    /// The table lost a co-operative game.
    CoopLoss,
    /// Left the seat before the end (conceded, or timed out and never came back): the
    /// result went to whoever played the end.
    Left,
}

impl ResultKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ResultKind::Won => "WON",
            ResultKind::Lost => "LOST",
            ResultKind::CoopWin => "COOP_WIN",
            ResultKind::CoopLoss => "COOP_LOSS",
            ResultKind::Left => "LEFT",
        }
    }

    pub fn parse(s: &str) -> Option<ResultKind> {
        [
            ResultKind::Won,
            ResultKind::Lost,
            ResultKind::CoopWin,
            ResultKind::CoopLoss,
            ResultKind::Left,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }

    pub fn is_win(self) -> bool {
        matches!(self, ResultKind::Won | ResultKind::CoopWin)
    }
}

/// Who played a part of a seat: `player:<id>` or `bot:<POLICY>`. Each bot policy keeps a
/// record and a rating of its own.
pub fn participant_key(player_id: Option<Uuid>, bot: Option<BotPolicy>) -> String {
    match (player_id, bot) {
        (Some(id), _) => format!("player:{id}"),
        (None, Some(BotPolicy::Random)) => "bot:RANDOM".into(),
        (None, _) => "bot:GREEDY".into(),
    }
}

/// One option's tag (`GameResult::tags`): `name=value`, a string's value without quotes.
pub fn option_tag(name: &str, value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => format!("{name}={s}"),
        other => format!("{name}={other}"),
    }
}

/// One participant of one seat of a finished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Participation {
    pub seat: Seat,
    /// `player:<id>` or `bot:<POLICY>` ([`participant_key`]).
    pub participant: String,
    pub player_id: Option<Uuid>,
    pub bot: Option<BotPolicy>,
    pub name: String,
    /// Played the seat's end: the seat's result is theirs.
    pub held_at_end: bool,
    pub result: ResultKind,
    /// The seat's place (1 = best; the side's place in a game of sides), for competitive
    /// games; `None` for a co-operative game and for a participant who left.
    pub rank: Option<u8>,
    pub score: Option<i64>,
    /// The side's name in a game of sides.
    pub side: Option<String>,
    /// The seat's statistics (`Game::statistics`), for the participant who held its end.
    pub stats: Option<serde_json::Value>,
    pub items: Vec<crate::engine::ContentItem>,
}

/// A finished game as history counts it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameResult {
    pub game_id: Uuid,
    pub kind: GameKind,
    /// When its last game event was stored (RFC 3339, microseconds, UTC).
    pub finished_at: String,
    pub started_at: String,
    /// The order games are counted in: `finished_at`, then the id.
    pub finish_key: String,
    pub seat_count: u8,
    pub mode: OutcomeMode,
    pub reason: String,
    /// A co-operative game's scenario, where its options name one.
    pub scenario: Option<String>,
    /// What history search finds the game by: `pack:<name>` for its content pack, and
    /// `<option>=<value>` for each option its kind declares filterable
    /// (`GameFacts::filterable_options`), the value as the options JSON writes it (`true`,
    /// `pride`, `2`).
    #[serde(default)]
    pub tags: Vec<String>,
    pub participants: Vec<Participation>,
}

impl GameResult {
    /// The order of games by their start: `started_at`, then the id.
    pub fn started_key(&self) -> String {
        format!("{}|{}", self.started_at, self.game_id)
    }

    /// The participants who played a seat's end.
    pub fn at_end(&self) -> impl Iterator<Item = &Participation> {
        self.participants.iter().filter(|p| p.held_at_end)
    }
}
