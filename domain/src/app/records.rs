use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use crate::catalog::GameKind;
use crate::engine::Seat;

use super::history::result::{ResultKind, option_tag};

/// An event as the store keeps it. Stored events are never rewritten.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredEvent {
    /// Global order across all streams.
    pub position: i64,
    pub event_id: Uuid,
    pub stream_id: Uuid,
    /// 1, 2, 3... with no gaps within a stream.
    pub version: u64,
    pub event_type: String,
    pub schema_version: i32,
    pub payload: Value,
    pub metadata: EventMetadata,
    /// RFC 3339, UTC.
    pub recorded_at: String,
}

/// An event to append; its id is derived from the command that caused it.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    pub event_id: Uuid,
    pub event_type: String,
    pub schema_version: i32,
    pub payload: Value,
    pub metadata: EventMetadata,
}

impl From<&StoredEvent> for NewEvent {
    /// A stored event to append elsewhere as it is (an import, a benchmark's seeding).
    fn from(e: &StoredEvent) -> NewEvent {
        NewEvent {
            event_id: e.event_id,
            event_type: e.event_type.clone(),
            schema_version: e.schema_version,
            payload: e.payload.clone(),
            metadata: e.metadata.clone(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventMetadata {
    pub command_id: Uuid,
    pub correlation_id: Uuid,
    pub actor_player: Option<Uuid>,
    pub actor_seat: Option<Seat>,
    /// The game's rules revision (`Game::RULES_REVISION`) the events were decided under;
    /// absent on events stored before revisions were recorded, which means revision 1. A
    /// game goes on under today's rules, so one stream may hold several revisions; the
    /// randomness check needs to know where they change.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules_revision: Option<u32>,
}

impl EventMetadata {
    /// The rules revision of these events (1 when none was recorded).
    pub fn rules_revision(&self) -> u32 {
        self.rules_revision.unwrap_or(1)
    }
}

/// A cached fold of a stream. Never the truth: it may be dropped at any time.
#[derive(Debug, Clone, PartialEq)]
pub struct Snapshot {
    pub stream_id: Uuid,
    pub version: u64,
    pub schema_version: i32,
    pub state: Value,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum GameStatus {
    /// Waiting for players to take the seats.
    Lobby,
    InProgress,
    Finished,
    /// Closed by its creator before the start.
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "LOBBY",
            GameStatus::InProgress => "IN_PROGRESS",
            GameStatus::Finished => "FINISHED",
            GameStatus::Cancelled => "CANCELLED",
        }
    }

    pub fn parse(s: &str) -> Option<GameStatus> {
        [
            GameStatus::Lobby,
            GameStatus::InProgress,
            GameStatus::Finished,
            GameStatus::Cancelled,
        ]
        .into_iter()
        .find(|g| g.as_str() == s)
    }
}

/// The `games` read model row, written in the same transaction as the events.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    pub id: Uuid,
    pub kind: GameKind,
    pub title: String,
    pub status: GameStatus,
    pub version: u64,
    pub seat_count: u8,
    pub seats: Vec<SeatSummary>,
    pub created_by: Uuid,
    pub created_at: String,
    pub updated_at: String,
    pub winners: Vec<Seat>,
    /// Joined only with an invitation code, and never listed as joinable.
    #[serde(default)]
    pub private: bool,
}

impl GameSummary {
    /// Whether anyone may take a seat now (the lobby's `joinable`).
    pub fn is_joinable(&self) -> bool {
        self.status == GameStatus::Lobby
            && !self.private
            && self.seats.len() < usize::from(self.seat_count)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSummary {
    pub seat: Seat,
    pub player_id: Uuid,
    pub player_name: String,
}

/// Which games `games` lists.
///
/// The history criteria (`opponentId`, `result`, `finishedFrom`, `finishedBefore`,
/// `contentPack`, `options`) and the orders by start and finish search the finished games
/// that history has counted (a few seconds after their end): there `playerId` means the
/// games the player played a part of, including the seats they left.
#[derive(Debug, Clone, Default, PartialEq)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "GameFilterInput")
)]
pub struct GameFilter {
    pub kind: Option<GameKind>,
    pub status: Option<GameStatus>,
    /// Only games where this player holds a seat.
    pub player_id: Option<Uuid>,
    /// `true`: only the tables anyone may join now (not started, not cancelled, not
    /// private, with a free seat); `false`: only the others.
    pub joinable: Option<bool>,
    /// Only games this player played at the same table as `playerId` (needs `playerId`).
    pub opponent_id: Option<Uuid>,
    /// Only games with this result for `playerId` (needs `playerId`).
    pub result: Option<ResultKind>,
    /// Only games finished at or after this time (RFC 3339).
    pub finished_from: Option<String>,
    /// Only games finished before this time (RFC 3339).
    pub finished_before: Option<String>,
    /// Only games played with the content pack of this name.
    pub content_pack: Option<String>,
    /// Only games played with each of these options (needs `kind`; the kind's
    /// `gameKinds { filterableOptions }` says which options may be given).
    pub options: Option<Vec<OptionFilter>>,
    /// The order of the list; the API takes it as an argument of its own.
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub order: GameOrder,
}

impl GameFilter {
    /// Whether the filter searches history (see the type's doc).
    pub fn searches_history(&self) -> bool {
        self.order != GameOrder::Created
            || self.opponent_id.is_some()
            || self.result.is_some()
            || self.finished_from.is_some()
            || self.finished_before.is_some()
            || self.content_pack.is_some()
            || self.options.as_ref().is_some_and(|o| !o.is_empty())
    }

    /// The tags a game must carry (`GameResult::tags`).
    pub fn tags(&self) -> Vec<String> {
        let pack = self.content_pack.iter().map(|p| format!("pack:{p}"));
        let options = self
            .options
            .iter()
            .flatten()
            .map(|o| option_tag(&o.name, &serde_json::Value::String(o.value.clone())));
        pack.chain(options).collect()
    }
}

/// One option a searched game was played with.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "GameOptionFilterInput")
)]
pub struct OptionFilter {
    /// The option's key in the options JSON (`powerUp`).
    pub name: String,
    /// Its value as the options JSON writes it, without quotes (`true`, `pride`, `2`).
    pub value: String,
}

/// The order `games` lists games in, newest first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
pub enum GameOrder {
    /// When the table was created: every game.
    #[default]
    Created,
    /// When the game started: finished games only (history).
    Started,
    /// When the game finished: finished games only (history).
    Finished,
}

/// A campaign's row in the campaigns list: what the stream folds to, without its log.
/// Written with each append to the campaign's stream; the store stamps its times with the
/// events' own (`created_at` once, with the first).
#[derive(Debug, Clone, PartialEq)]
pub struct CampaignSummary {
    pub id: Uuid,
    pub kind: GameKind,
    pub name: String,
    pub version: u64,
    /// Plays recorded and not struck.
    pub plays: u32,
    pub created_by: Uuid,
    /// Every member; a member never leaves.
    pub members: Vec<Uuid>,
}

/// A listed campaign: its row and when its stream began and last changed.
#[derive(Debug, Clone, PartialEq)]
pub struct CampaignListing {
    pub summary: CampaignSummary,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Debug, Clone, Default, PartialEq)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "CampaignFilterInput")
)]
pub struct CampaignFilter {
    pub kind: Option<GameKind>,
    /// Only campaigns this player is a member of.
    pub member_id: Option<Uuid>,
}

/// One page of a keyset-paginated list, newest first.
#[derive(Debug, Clone, PartialEq)]
pub struct Page<T> {
    /// Each item with its opaque cursor.
    pub items: Vec<(String, T)>,
    pub has_next_page: bool,
}

/// A registered player. The bearer token itself is never stored, only its hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: Uuid,
    pub name: String,
    pub token_hash: String,
    pub created_at: String,
    /// When the token stops being accepted (RFC 3339, UTC). `renew_token` moves it on.
    pub token_expires_at: String,
}
