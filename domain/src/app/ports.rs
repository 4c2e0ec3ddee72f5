use std::collections::HashSet;

use async_trait::async_trait;
use futures::stream::BoxStream;
use uuid::Uuid;

use crate::catalog::GameKind;

use super::history::{
    ContentCount, CoopCount, GameResult, HeadToHead, Projection, RatingPoint, RatingRow, Record,
    Standing,
};
use super::records::{
    CampaignFilter, CampaignListing, CampaignSummary, GameFilter, GameSummary, NewEvent, Page,
    Player, Snapshot, StoredEvent,
};

/// Why the store refused or failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StoreError {
    /// Stream `stream_id` was not at the version the append expected: another append
    /// reached `expected_version + 1` first (or the caller claimed a version not reached).
    /// In an append to several streams it names the first stream found to have moved.
    #[error("stream {stream_id} is at version {current_version}")]
    Conflict {
        stream_id: Uuid,
        current_version: u64,
    },
    /// Events with these ids (derived from the command id) are already stored. An append
    /// stores all of its events or none, so a command that was applied was applied whole,
    /// on every stream it wrote.
    #[error("this command was already applied")]
    DuplicateCommand,
    /// A unique value (such as a player name) is taken.
    #[error("{0}")]
    Duplicate(String),
    #[error("database unavailable: {0}")]
    Unavailable(String),
    #[error("{0}")]
    Internal(String),
}

/// The append-only event store, with the read models written in the same transaction.
#[async_trait]
pub trait EventStore: Send + Sync {
    /// Events of a stream with version > `after_version`, oldest first, at most `limit`.
    async fn read_stream(
        &self,
        stream_id: Uuid,
        after_version: u64,
        limit: Option<u64>,
    ) -> Result<Vec<StoredEvent>, StoreError>;

    /// The events an earlier command appended, oldest first (empty if it was never applied).
    async fn events_of_command(
        &self,
        stream_id: Uuid,
        command_id: Uuid,
    ) -> Result<Vec<StoredEvent>, StoreError>;

    /// Append each write's events to its stream as versions `expected_version + 1 ..`, and
    /// upsert each write's `summary`, all in one transaction: every write is stored or none
    /// is. Answers with the events as stored (positions and times included), one `Vec` per
    /// write, in the order of `writes`. Wakes live subscribers of every stream written,
    /// once committed.
    ///
    /// Fails, storing nothing, with:
    /// - `DuplicateCommand` if any of these event ids is already stored (a retried
    ///   command). Atomicity makes a partial match impossible for a command whose event ids
    ///   are derived from its command id: the earlier append stored all of them or none;
    /// - `Conflict` naming a stream that is not at its `expected_version`;
    /// - `Internal` for a call that is a programming error: no writes, a write without
    ///   events, two writes to one stream, one event id twice, or a summary of another
    ///   stream.
    ///
    /// Events are recorded at the command's time: their summary's `updated_at`, so that a
    /// replay rebuilds exactly that summary. A write without a summary (a stream with no
    /// `games` row, such as a campaign's) takes the time of the first write that has one
    /// (one command, one instant), or the store's clock if none has.
    async fn append(&self, writes: Vec<StreamWrite>) -> Result<Vec<Vec<StoredEvent>>, StoreError>;

    async fn load_snapshot(&self, stream_id: Uuid) -> Result<Option<Snapshot>, StoreError>;

    /// Best effort: a snapshot is a cache.
    async fn save_snapshot(&self, snapshot: Snapshot) -> Result<(), StoreError>;
}

/// One stream's part of an append.
#[derive(Debug, Clone, PartialEq)]
pub struct StreamWrite {
    pub stream_id: Uuid,
    pub expected_version: u64,
    pub events: Vec<NewEvent>,
    /// The stream's `games` row after these events; `None` for a stream without one.
    pub summary: Option<GameSummary>,
    /// The stream's `campaigns` row after these events, for a campaign's stream.
    pub campaign: Option<CampaignSummary>,
    /// When the events happened, given only by an import, which keeps the times the events
    /// were first stored at; `None` for events happening now.
    pub recorded_at: Option<String>,
}

impl StreamWrite {
    /// A game's events with its read model: the one-stream append of a game command.
    pub fn game(expected_version: u64, events: Vec<NewEvent>, summary: GameSummary) -> Self {
        StreamWrite {
            stream_id: summary.id,
            expected_version,
            events,
            summary: Some(summary),
            campaign: None,
            recorded_at: None,
        }
    }

    /// Refuse, as `Internal`, the calls the `append` contract calls programming errors.
    /// Shared by the adapters so that they refuse the same calls.
    pub fn check_all(writes: &[StreamWrite]) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Err(StoreError::Internal("an append with no writes".into()));
        }
        let mut streams = HashSet::new();
        let mut event_ids = HashSet::new();
        for write in writes {
            if write.events.is_empty() {
                return Err(StoreError::Internal(format!(
                    "an append to stream {} with no events",
                    write.stream_id
                )));
            }
            if !streams.insert(write.stream_id) {
                return Err(StoreError::Internal(format!(
                    "two writes to stream {} in one append",
                    write.stream_id
                )));
            }
            if write.summary.is_some() && write.campaign.is_some() {
                return Err(StoreError::Internal(format!(
                    "stream {} cannot be both a game and a campaign",
                    write.stream_id
                )));
            }
            if let Some(campaign) = &write.campaign
                && campaign.id != write.stream_id
            {
                return Err(StoreError::Internal(format!(
                    "the summary of campaign {} cannot be stored with stream {}",
                    campaign.id, write.stream_id
                )));
            }
            if let Some(summary) = &write.summary
                && summary.id != write.stream_id
            {
                return Err(StoreError::Internal(format!(
                    "the summary of game {} cannot be stored with stream {}",
                    summary.id, write.stream_id
                )));
            }
            if let Some(event) = write.events.iter().find(|e| !event_ids.insert(e.event_id)) {
                return Err(StoreError::Internal(format!(
                    "event {} twice in one append",
                    event.event_id
                )));
            }
            write
                .expected_version
                .checked_add(write.events.len() as u64)
                .ok_or_else(|| StoreError::Internal("stream version overflow".into()))?;
        }
        Ok(())
    }

    /// When the events of `writes[i]` happened, if the call says so: the write's imported
    /// time, else its summary's, else the first summary's (see `EventStore::append`).
    pub fn command_time(writes: &[StreamWrite], i: usize) -> Option<&str> {
        if let Some(at) = &writes[i].recorded_at {
            return Some(at);
        }
        writes[i]
            .summary
            .iter()
            .chain(writes.iter().filter_map(|w| w.summary.as_ref()))
            .map(|s| s.updated_at.as_str())
            .next()
    }
}

/// Queries over the `games` read model.
#[async_trait]
pub trait GameDirectory: Send + Sync {
    async fn game_summary(&self, id: Uuid) -> Result<Option<GameSummary>, StoreError>;

    /// Newest first; `after` is a cursor from an earlier page. Cursors are decimal digits
    /// (see [`is_games_cursor`]), opaque to everyone but the adapter that made them.
    async fn list_games(
        &self,
        filter: &GameFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<GameSummary>, StoreError>;

    /// Campaigns, newest first; cursors as for games.
    async fn list_campaigns(
        &self,
        filter: &CampaignFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<CampaignListing>, StoreError>;
}

/// Whether `cursor` has the one form a `GameDirectory` hands out, so that a client's
/// made-up cursor is refused as its mistake before it reaches an adapter.
pub(super) fn is_games_cursor(cursor: &str) -> bool {
    !cursor.is_empty() && cursor.bytes().all(|b| b.is_ascii_digit())
}

/// What counting one game did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    Counted,
    /// Counted before (by this or another process): nothing was written.
    Already,
    /// A game of its kind that finished after it is counted already, so counting it now
    /// would rate out of order: nothing was written, and its kind must be counted again.
    Late,
}

/// History's read models (docs/history.md): the games counted, the records, head-to-head
/// results, ratings and counts built from them.
#[async_trait]
pub trait HistoryStore: Send + Sync {
    /// Finished games not counted yet whose last change was stored at or before
    /// `settled_before`, at most `limit`.
    async fn uncounted(&self, settled_before: &str, limit: u32) -> Result<Vec<Uuid>, StoreError>;

    /// Count `result`: read the standing of its participants in its kind, compute with
    /// `project`, and write the projection, in one transaction that no other count runs
    /// beside (on every process sharing the database).
    async fn count(
        &self,
        result: &GameResult,
        project: &(dyn for<'s> Fn(&'s Standing) -> Projection + Send + Sync),
    ) -> Result<Counted, StoreError>;

    /// Forget what was counted, of one kind or of all, to count it again.
    async fn forget(&self, kind: Option<GameKind>) -> Result<(), StoreError>;

    /// A participant's records, one per game kind played.
    async fn records(&self, participant: &str) -> Result<Vec<Record>, StoreError>;
    /// A participant's results against and with each other participant.
    async fn head_to_head(&self, participant: &str) -> Result<Vec<HeadToHead>, StoreError>;
    /// A participant's ratings, one per competitive game kind played.
    async fn ratings(&self, participant: &str) -> Result<Vec<RatingRow>, StoreError>;
    /// A participant's rating after each rated game of `kind`, oldest first.
    async fn rating_history(
        &self,
        participant: &str,
        kind: GameKind,
    ) -> Result<Vec<RatingPoint>, StoreError>;
    /// How often each piece of content of `kind` was used, and won with.
    async fn content_counts(&self, kind: GameKind) -> Result<Vec<ContentCount>, StoreError>;
    /// A co-operative kind's results by scenario and table size.
    async fn coop_counts(&self, kind: GameKind) -> Result<Vec<CoopCount>, StoreError>;
    /// The results counted, in the order they were counted (for checks and exports).
    async fn results(&self) -> Result<Vec<GameResult>, StoreError>;
}

#[async_trait]
pub trait PlayerRegistry: Send + Sync {
    async fn add_player(&self, player: &Player) -> Result<(), StoreError>;
    async fn player_by_token_hash(&self, token_hash: &str) -> Result<Option<Player>, StoreError>;
    async fn player(&self, id: Uuid) -> Result<Option<Player>, StoreError>;
    async fn player_by_name(&self, name: &str) -> Result<Option<Player>, StoreError>;
    /// Every player, oldest first: for a whole export.
    async fn all_players(&self) -> Result<Vec<Player>, StoreError>;
    /// Give player `id` a new token hash and expiry, but only if it still holds
    /// `old_token_hash`: of two renewals racing with the same token, one wins. Returns
    /// whether it replaced the token.
    async fn replace_token(
        &self,
        id: Uuid,
        old_token_hash: &str,
        new_token_hash: &str,
        expires_at: &str,
    ) -> Result<bool, StoreError>;
}

/// A stream has new events up to `version`. Only a hint: readers re-read the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wakeup {
    pub stream_id: Uuid,
    pub version: u64,
}

/// Wake-ups for live delivery, across processes where the adapter can.
pub trait EventBus: Send + Sync {
    fn wakeups(&self) -> BoxStream<'static, Wakeup>;
}

pub trait Clock: Send + Sync {
    /// Now, RFC 3339 in UTC.
    fn now(&self) -> String;
}

pub trait IdGen: Send + Sync {
    fn new_id(&self) -> Uuid;
    /// Unpredictable bytes for secrets (RNG seeds, tokens).
    fn secret(&self) -> [u8; 32];
}
