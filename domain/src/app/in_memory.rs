//! In-memory adapters for the ports: for use-case tests, simulations and benchmarks.
//! They honour the same contract as the database adapters (versions without gaps,
//! optimistic appends, idempotent command ids), minus durability.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use async_trait::async_trait;
use futures::stream::BoxStream;
use uuid::Uuid;

use super::content::{ContentStore, StoredPack};
use super::history::{
    ContentCount, CoopCount, GameResult, HeadToHead, HistoryTables, Projection, RatingPoint,
    RatingRow, Record, Standing,
};
use super::ports::{
    Clock, Counted, EventBus, EventStore, GameDirectory, HistoryStore, IdGen, PlayerRegistry,
    StoreError, StreamWrite, Wakeup,
};
use super::records::{
    CampaignFilter, CampaignListing, GameFilter, GameSummary, Page, Player, Snapshot, StoredEvent,
};
use crate::catalog::GameKind;

#[derive(Default)]
struct Tables {
    streams: HashMap<Uuid, Vec<StoredEvent>>,
    event_ids: std::collections::HashSet<Uuid>,
    snapshots: HashMap<Uuid, Snapshot>,
    games: Vec<GameSummary>,
    /// Oldest first, as created.
    campaigns: Vec<CampaignListing>,
    players: Vec<Player>,
    position: i64,
    packs: HashMap<String, StoredPack>,
    history: HistoryTables,
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

    async fn append(&self, writes: Vec<StreamWrite>) -> Result<Vec<Vec<StoredEvent>>, StoreError> {
        StreamWrite::check_all(&writes)?;
        // One lock over every check and every write: the call is atomic, as a database
        // transaction would make it.
        let mut tables = self.lock()?;
        if writes
            .iter()
            .flat_map(|w| &w.events)
            .any(|e| tables.event_ids.contains(&e.event_id))
        {
            return Err(StoreError::DuplicateCommand);
        }
        for write in &writes {
            let current = tables
                .streams
                .get(&write.stream_id)
                .map_or(0, |s| s.len() as u64);
            if current != write.expected_version {
                return Err(StoreError::Conflict {
                    stream_id: write.stream_id,
                    current_version: current,
                });
            }
        }
        let times: Vec<String> = (0..writes.len())
            .map(|i| {
                StreamWrite::command_time(&writes, i).map_or_else(
                    || chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
                    str::to_owned,
                )
            })
            .collect();
        let mut appended = Vec::with_capacity(writes.len());
        for (write, recorded_at) in writes.into_iter().zip(times) {
            let stream_id = write.stream_id;
            let mut stored = Vec::with_capacity(write.events.len());
            for (i, event) in write.events.into_iter().enumerate() {
                tables.position += 1;
                tables.event_ids.insert(event.event_id);
                stored.push(StoredEvent {
                    position: tables.position,
                    event_id: event.event_id,
                    stream_id,
                    version: write.expected_version + 1 + i as u64,
                    event_type: event.event_type,
                    schema_version: event.schema_version,
                    payload: event.payload,
                    metadata: event.metadata,
                    recorded_at: recorded_at.clone(),
                });
            }
            tables
                .streams
                .entry(stream_id)
                .or_default()
                .extend(stored.iter().cloned());
            if let Some(summary) = write.summary {
                tables.games.retain(|g| g.id != summary.id);
                tables.games.push(summary);
            }
            if let Some(summary) = write.campaign {
                match tables
                    .campaigns
                    .iter_mut()
                    .find(|c| c.summary.id == summary.id)
                {
                    Some(listed) => {
                        listed.summary = summary;
                        listed.updated_at = recorded_at.clone();
                    }
                    None => tables.campaigns.push(CampaignListing {
                        summary,
                        created_at: recorded_at.clone(),
                        updated_at: recorded_at.clone(),
                    }),
                }
            }
            appended.push(stored);
        }
        Ok(appended)
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
        if filter.searches_history() {
            return Ok(tables.history.search(&tables.games, filter, first, after));
        }
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
            .filter(|g| filter.joinable.is_none_or(|j| g.is_joinable() == j))
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

    async fn list_campaigns(
        &self,
        filter: &CampaignFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<CampaignListing>, StoreError> {
        let tables = self.lock()?;
        let skip = after.and_then(|a| a.parse::<usize>().ok()).unwrap_or(0);
        let matching: Vec<&CampaignListing> = tables
            .campaigns
            .iter()
            .rev()
            .filter(|c| filter.kind.is_none_or(|k| c.summary.kind == k))
            .filter(|c| {
                filter
                    .member_id
                    .is_none_or(|m| c.summary.members.contains(&m))
            })
            .collect();
        let items = matching
            .iter()
            .enumerate()
            .skip(skip)
            .take(first as usize)
            .map(|(i, c)| ((i + 1).to_string(), (*c).clone()))
            .collect();
        Ok(Page {
            items,
            has_next_page: matching.len() > skip + first as usize,
        })
    }
}

#[async_trait]
impl ContentStore for InMemory {
    async fn save_pack(&self, pack: &StoredPack) -> Result<(), StoreError> {
        self.lock()?
            .packs
            .entry(pack.hash.clone())
            .or_insert_with(|| pack.clone());
        Ok(())
    }

    async fn load_pack(&self, hash: &str) -> Result<Option<StoredPack>, StoreError> {
        Ok(self.lock()?.packs.get(hash).cloned())
    }
}

#[async_trait]
impl HistoryStore for InMemory {
    async fn uncounted(&self, settled_before: &str, limit: u32) -> Result<Vec<Uuid>, StoreError> {
        let tables = self.lock()?;
        Ok(tables
            .history
            .uncounted(&tables.games, settled_before, limit))
    }

    async fn count(
        &self,
        result: &GameResult,
        project: &(dyn for<'s> Fn(&'s Standing) -> Projection + Send + Sync),
    ) -> Result<Counted, StoreError> {
        Ok(self.lock()?.history.count(result, |s| project(s)))
    }

    async fn forget(&self, kind: Option<GameKind>) -> Result<(), StoreError> {
        self.lock()?.history.forget(kind);
        Ok(())
    }

    async fn records(&self, participant: &str) -> Result<Vec<Record>, StoreError> {
        Ok(self.lock()?.history.records(participant))
    }

    async fn head_to_head(&self, participant: &str) -> Result<Vec<HeadToHead>, StoreError> {
        Ok(self.lock()?.history.head_to_head(participant))
    }

    async fn ratings(&self, participant: &str) -> Result<Vec<RatingRow>, StoreError> {
        Ok(self.lock()?.history.ratings(participant))
    }

    async fn rating_history(
        &self,
        participant: &str,
        kind: GameKind,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        Ok(self.lock()?.history.rating_history(participant, kind))
    }

    async fn content_counts(&self, kind: GameKind) -> Result<Vec<ContentCount>, StoreError> {
        Ok(self.lock()?.history.content_counts(kind))
    }

    async fn coop_counts(&self, kind: GameKind) -> Result<Vec<CoopCount>, StoreError> {
        Ok(self.lock()?.history.coop_counts(kind))
    }

    async fn results(&self) -> Result<Vec<GameResult>, StoreError> {
        Ok(self.lock()?.history.results())
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

    async fn player_by_name(&self, name: &str) -> Result<Option<Player>, StoreError> {
        Ok(self
            .lock()?
            .players
            .iter()
            .find(|p| p.name == name)
            .cloned())
    }

    async fn all_players(&self) -> Result<Vec<Player>, StoreError> {
        Ok(self.lock()?.players.clone())
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

#[cfg(test)]
mod tests {
    use futures::executor::block_on;
    use serde_json::json;

    use super::*;
    use crate::app::records::{EventMetadata, GameStatus, NewEvent};
    use crate::catalog::GameKind;

    fn event(command_id: Uuid, n: u64) -> NewEvent {
        NewEvent {
            event_id: Uuid::new_v5(&command_id, &n.to_le_bytes()),
            event_type: "Happened".into(),
            schema_version: 1,
            payload: json!({ "n": n }),
            metadata: EventMetadata {
                command_id,
                correlation_id: command_id,
                actor_player: None,
                actor_seat: None,
                rules_revision: None,
            },
        }
    }

    fn summary(id: Uuid, version: u64) -> GameSummary {
        GameSummary {
            id,
            kind: GameKind::ALL[0],
            title: "play".into(),
            status: GameStatus::InProgress,
            version,
            seat_count: 2,
            seats: Vec::new(),
            created_by: Uuid::nil(),
            created_at: "2026-01-01T00:00:00Z".into(),
            updated_at: "2026-01-01T00:00:00Z".into(),
            winners: Vec::new(),
            private: false,
        }
    }

    /// A play (with its games row) and its campaign (without one), as one command writes
    /// them: event ids differ per stream, all derived from the command id.
    fn pair(play: Uuid, campaign: Uuid, expected: [u64; 2], command: Uuid) -> Vec<StreamWrite> {
        vec![
            StreamWrite::game(
                expected[0],
                vec![event(command, 0)],
                summary(play, expected[0] + 1),
            ),
            StreamWrite {
                stream_id: campaign,
                expected_version: expected[1],
                events: vec![event(command, 1)],
                summary: None,
                campaign: None,
                recorded_at: None,
            },
        ]
    }

    fn versions(store: &InMemory, stream: Uuid) -> Vec<u64> {
        block_on(store.read_stream(stream, 0, None))
            .unwrap()
            .iter()
            .map(|e| e.version)
            .collect()
    }

    #[test]
    fn an_append_to_two_streams_stores_both_or_neither() {
        let store = InMemory::default();
        let (play, campaign) = (Uuid::new_v4(), Uuid::new_v4());
        let first = Uuid::new_v4();
        let stored = block_on(store.append(pair(play, campaign, [0, 0], first))).unwrap();
        assert_eq!(stored.len(), 2);
        assert_eq!((stored[0][0].stream_id, stored[0][0].version), (play, 1));
        assert_eq!(
            (stored[1][0].stream_id, stored[1][0].version),
            (campaign, 1)
        );
        // The campaign's events take the play's time; only the play has a games row.
        assert_eq!(stored[1][0].recorded_at, stored[0][0].recorded_at);
        assert!(block_on(store.game_summary(campaign)).unwrap().is_none());

        // Stale on the first stream, then on the second: nothing stored on either.
        for (expected, moved) in [([0, 1], play), ([1, 0], campaign)] {
            let refused = block_on(store.append(pair(play, campaign, expected, Uuid::new_v4())));
            assert_eq!(
                refused,
                Err(StoreError::Conflict {
                    stream_id: moved,
                    current_version: 1
                })
            );
            assert_eq!(versions(&store, play), [1]);
            assert_eq!(versions(&store, campaign), [1]);
            assert_eq!(
                block_on(store.game_summary(play)).unwrap().unwrap().version,
                1
            );
        }

        // The same command again, on both streams: already applied, nothing added.
        assert_eq!(
            block_on(store.append(pair(play, campaign, [1, 1], first))),
            Err(StoreError::DuplicateCommand)
        );
        assert_eq!(versions(&store, campaign), [1]);

        // Calls the contract calls programming errors.
        let internal =
            |writes| matches!(block_on(store.append(writes)), Err(StoreError::Internal(_)));
        assert!(internal(Vec::new()));
        let mut empty = pair(play, campaign, [1, 1], Uuid::new_v4());
        empty[1].events.clear();
        assert!(internal(empty));
        let mut same_stream = pair(play, campaign, [1, 1], Uuid::new_v4());
        same_stream[1].stream_id = play;
        assert!(internal(same_stream));
        assert_eq!(versions(&store, play), [1]);
    }
}
