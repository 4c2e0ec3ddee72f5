//! In-memory adapters for the ports: for use-case tests, simulations and benchmarks.
//! They honour the same contract as the database adapters (versions without gaps,
//! optimistic appends, idempotent command ids), minus durability.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use async_trait::async_trait;
use futures::stream::BoxStream;
use uuid::Uuid;

use super::ports::{
    Clock, EventBus, EventStore, GameDirectory, IdGen, PlayerRegistry, StoreError, Wakeup,
};
use super::records::{GameFilter, GameSummary, NewEvent, Page, Player, Snapshot, StoredEvent};

#[derive(Default)]
struct Tables {
    streams: HashMap<Uuid, Vec<StoredEvent>>,
    event_ids: std::collections::HashSet<Uuid>,
    snapshots: HashMap<Uuid, Snapshot>,
    games: Vec<GameSummary>,
    players: Vec<Player>,
    position: i64,
}

/// Every port in one process's memory.
#[derive(Default)]
pub struct InMemory {
    tables: Mutex<Tables>,
}

impl InMemory {
    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Tables>, StoreError> {
        self.tables
            .lock()
            .map_err(|_| StoreError::Internal("in-memory store poisoned".into()))
    }
}

#[async_trait]
impl EventStore for InMemory {
    async fn read_stream(
        &self,
        stream_id: Uuid,
        after_version: u64,
        limit: Option<u64>,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let tables = self.lock()?;
        let events = tables
            .streams
            .get(&stream_id)
            .map(Vec::as_slice)
            .unwrap_or_default();
        Ok(events
            .iter()
            .filter(|e| e.version > after_version)
            .take(limit.map_or(usize::MAX, |l| l as usize))
            .cloned()
            .collect())
    }

    async fn events_of_command(
        &self,
        stream_id: Uuid,
        command_id: Uuid,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let tables = self.lock()?;
        let events = tables
            .streams
            .get(&stream_id)
            .map(Vec::as_slice)
            .unwrap_or_default();
        Ok(events
            .iter()
            .filter(|e| e.metadata.command_id == command_id)
            .cloned()
            .collect())
    }

    async fn append(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<u64, StoreError> {
        let mut tables = self.lock()?;
        let current = tables.streams.get(&stream_id).map_or(0, |s| s.len() as u64);
        if events
            .iter()
            .any(|e| tables.event_ids.contains(&e.event_id))
        {
            return Err(StoreError::DuplicateCommand);
        }
        if current != expected_version {
            return Err(StoreError::Conflict {
                current_version: current,
            });
        }
        let mut version = expected_version;
        for event in events {
            version += 1;
            tables.position += 1;
            let position = tables.position;
            tables.event_ids.insert(event.event_id);
            tables
                .streams
                .entry(stream_id)
                .or_default()
                .push(StoredEvent {
                    position,
                    event_id: event.event_id,
                    stream_id,
                    version,
                    event_type: event.event_type,
                    schema_version: event.schema_version,
                    payload: event.payload,
                    metadata: event.metadata,
                    recorded_at: summary.updated_at.clone(),
                });
        }
        tables.games.retain(|g| g.id != summary.id);
        tables.games.push(summary.clone());
        Ok(version)
    }

    async fn load_snapshot(&self, stream_id: Uuid) -> Result<Option<Snapshot>, StoreError> {
        Ok(self.lock()?.snapshots.get(&stream_id).cloned())
    }

    async fn save_snapshot(&self, snapshot: Snapshot) -> Result<(), StoreError> {
        self.lock()?.snapshots.insert(snapshot.stream_id, snapshot);
        Ok(())
    }
}

#[async_trait]
impl GameDirectory for InMemory {
    async fn game_summary(&self, id: Uuid) -> Result<Option<GameSummary>, StoreError> {
        Ok(self.lock()?.games.iter().find(|g| g.id == id).cloned())
    }

    async fn list_games(
        &self,
        filter: &GameFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<GameSummary>, StoreError> {
        let tables = self.lock()?;
        let skip = after.and_then(|a| a.parse::<usize>().ok()).unwrap_or(0);
        let matching: Vec<&GameSummary> = tables
            .games
            .iter()
            .rev()
            .filter(|g| filter.kind.is_none_or(|k| g.kind == k))
            .filter(|g| filter.status.is_none_or(|s| g.status == s))
            .filter(|g| {
                filter
                    .player_id
                    .is_none_or(|p| g.seats.iter().any(|s| s.player_id == p))
            })
            .collect();
        let items = matching
            .iter()
            .enumerate()
            .skip(skip)
            .take(first as usize)
            .map(|(i, g)| ((i + 1).to_string(), (*g).clone()))
            .collect();
        Ok(Page {
            items,
            has_next_page: matching.len() > skip + first as usize,
        })
    }
}

#[async_trait]
impl PlayerRegistry for InMemory {
    async fn add_player(&self, player: &Player) -> Result<(), StoreError> {
        let mut tables = self.lock()?;
        if tables.players.iter().any(|p| p.name == player.name) {
            return Err(StoreError::Duplicate("that name is taken".into()));
        }
        tables.players.push(player.clone());
        Ok(())
    }

    async fn player_by_token_hash(&self, token_hash: &str) -> Result<Option<Player>, StoreError> {
        Ok(self
            .lock()?
            .players
            .iter()
            .find(|p| p.token_hash == token_hash)
            .cloned())
    }

    async fn player(&self, id: Uuid) -> Result<Option<Player>, StoreError> {
        Ok(self.lock()?.players.iter().find(|p| p.id == id).cloned())
    }

    async fn replace_token(
        &self,
        id: Uuid,
        old_token_hash: &str,
        new_token_hash: &str,
        expires_at: &str,
    ) -> Result<bool, StoreError> {
        let mut tables = self.lock()?;
        let Some(player) = tables
            .players
            .iter_mut()
            .find(|p| p.id == id && p.token_hash == old_token_hash)
        else {
            return Ok(false);
        };
        player.token_hash = new_token_hash.to_owned();
        player.token_expires_at = expires_at.to_owned();
        Ok(true)
    }
}

impl EventBus for InMemory {
    fn wakeups(&self) -> BoxStream<'static, Wakeup> {
        Box::pin(futures::stream::empty())
    }
}

/// A clock that reads a fixed instant.
pub struct FixedClock;

impl Clock for FixedClock {
    fn now(&self) -> String {
        "2026-01-01T00:00:00Z".to_owned()
    }
}

/// A clock that stands still until a test moves it on, a whole second at a time.
pub struct ManualClock(AtomicU64);

impl ManualClock {
    /// Starting at 2026-01-01T00:00:00Z.
    pub fn new() -> ManualClock {
        ManualClock(AtomicU64::new(1_767_225_600))
    }

    pub fn advance(&self, by: std::time::Duration) {
        self.0.fetch_add(by.as_secs(), Ordering::SeqCst);
    }
}

impl Default for ManualClock {
    fn default() -> Self {
        ManualClock::new()
    }
}

impl Clock for ManualClock {
    fn now(&self) -> String {
        let secs = self.0.load(Ordering::SeqCst) as i64;
        chrono::DateTime::from_timestamp(secs, 0)
            .map(|at| at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
            .unwrap_or_default()
    }
}

/// Ids and secrets from a counter: deterministic, for tests only.
#[derive(Default)]
pub struct SequentialIds(AtomicU64);

impl IdGen for SequentialIds {
    fn new_id(&self) -> Uuid {
        Uuid::from_u128(self.0.fetch_add(1, Ordering::Relaxed) as u128 + 1)
    }

    fn secret(&self) -> [u8; 32] {
        let n = self.0.fetch_add(1, Ordering::Relaxed);
        let mut secret = [7u8; 32];
        secret[..8].copy_from_slice(&n.to_le_bytes());
        secret
    }
}
