//! Folded games kept in memory, so a command does not re-read and re-fold its stream.
//!
//! An entry is never trusted as "the current state", only as "the state at its version":
//! streams are append-only and folds deterministic, so a session at version N is right
//! forever about version N. Callers either read the events after N from the store
//! (`Tabletop::load`) or let the optimistic append prove N is still the head.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use uuid::Uuid;

use super::session::GameSession;

/// Games kept when the server is not told otherwise (`--state-cache-games`).
pub const DEFAULT_STATE_CACHE_GAMES: usize = 1024;

/// A bounded map game id → newest folded session seen, least recently used out first.
pub(crate) struct StateCache {
    capacity: usize,
    inner: Mutex<Entries>,
    hits: AtomicU64,
    misses: AtomicU64,
}

/// How the state cache has served so far, for operators (`/metrics`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Loads that found the game kept.
    pub hits: u64,
    /// Loads that did not.
    pub misses: u64,
    /// Games kept now.
    pub games: usize,
}

#[derive(Default)]
struct Entries {
    games: HashMap<Uuid, Entry>,
    clock: u64,
}

struct Entry {
    session: GameSession,
    last_used: u64,
}

impl StateCache {
    /// `capacity` 0 keeps nothing: every load folds from the store.
    pub(crate) fn new(capacity: usize) -> Self {
        Self {
            capacity,
            inner: Mutex::new(Entries::default()),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    /// The newest session kept for this game, at whatever version it was kept.
    pub(crate) fn get(&self, id: Uuid) -> Option<GameSession> {
        let mut entries = self.inner.lock().ok()?;
        entries.clock += 1;
        let now = entries.clock;
        let Some(entry) = entries.games.get_mut(&id) else {
            self.misses.fetch_add(1, Ordering::Relaxed);
            return None;
        };
        self.hits.fetch_add(1, Ordering::Relaxed);
        entry.last_used = now;
        Some(entry.session.clone())
    }

    /// The kind of a kept game, without counting a load or refreshing its place.
    pub(crate) fn kind(&self, id: Uuid) -> Option<crate::catalog::GameKind> {
        let entries = self.inner.lock().ok()?;
        entries.games.get(&id).map(|e| e.session.kind)
    }

    pub(crate) fn stats(&self) -> CacheStats {
        CacheStats {
            hits: self.hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            games: self.inner.lock().map(|e| e.games.len()).unwrap_or(0),
        }
    }

    /// Keep `session` unless a newer version of the game is kept already (a slower task
    /// must not roll the entry back).
    pub(crate) fn put(&self, session: &GameSession) {
        if self.capacity == 0 {
            return;
        }
        let Ok(mut entries) = self.inner.lock() else {
            return;
        };
        entries.clock += 1;
        let now = entries.clock;
        if let Some(entry) = entries.games.get_mut(&session.id) {
            if entry.session.version < session.version {
                entry.session = session.clone();
            }
            entry.last_used = now;
            return;
        }
        if entries.games.len() >= self.capacity {
            // A scan only when a new game arrives at a full cache: O(capacity), which at
            // the default size costs microseconds, far below the store read it replaces.
            if let Some(oldest) = entries
                .games
                .iter()
                .min_by_key(|(_, e)| e.last_used)
                .map(|(id, _)| *id)
            {
                entries.games.remove(&oldest);
            }
        }
        entries.games.insert(
            session.id,
            Entry {
                session: session.clone(),
                last_used: now,
            },
        );
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.inner.lock().map(|e| e.games.len()).unwrap_or(0)
    }
}
