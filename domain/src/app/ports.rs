use async_trait::async_trait;
use futures::stream::BoxStream;
use uuid::Uuid;

use super::records::{GameFilter, GameSummary, NewEvent, Page, Player, Snapshot, StoredEvent};

/// Why the store refused or failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StoreError {
    /// Another append reached `expected_version + 1` first.
    #[error("stream is at version {current_version}")]
    Conflict { current_version: u64 },
    /// Events with these ids (derived from the command id) are already stored.
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

    /// Append `events` as versions `expected_version + 1 ..`, and upsert `summary` in the
    /// same transaction. Fails with `Conflict` if the stream is not at `expected_version`,
    /// and with `DuplicateCommand` if these event ids are already stored. Returns the new
    /// version. Wakes live subscribers once committed.
    async fn append(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<u64, StoreError>;

    /// `append`, answering with the events as stored (positions and times included).
    /// Adapters that learn them from the insert itself override this to save a read.
    async fn append_returning(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let version = self
            .append(stream_id, expected_version, events, summary)
            .await?;
        // Stored versions never change, so reading them back cannot race another writer.
        self.read_stream(
            stream_id,
            expected_version,
            Some(version - expected_version),
        )
        .await
    }

    async fn load_snapshot(&self, stream_id: Uuid) -> Result<Option<Snapshot>, StoreError>;

    /// Best effort: a snapshot is a cache.
    async fn save_snapshot(&self, snapshot: Snapshot) -> Result<(), StoreError>;
}

/// Queries over the `games` read model.
#[async_trait]
pub trait GameDirectory: Send + Sync {
    async fn game_summary(&self, id: Uuid) -> Result<Option<GameSummary>, StoreError>;

    /// Newest first; `after` is a cursor from an earlier page.
    async fn list_games(
        &self,
        filter: &GameFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<GameSummary>, StoreError>;
}

#[async_trait]
pub trait PlayerRegistry: Send + Sync {
    async fn add_player(&self, player: &Player) -> Result<(), StoreError>;
    async fn player_by_token_hash(&self, token_hash: &str) -> Result<Option<Player>, StoreError>;
    async fn player(&self, id: Uuid) -> Result<Option<Player>, StoreError>;
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
