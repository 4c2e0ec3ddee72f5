//! Bearer-token lookups kept in memory, so an authenticated request costs no database round
//! trip for its token (the one lookup every `submitCommand` made before its append).
//!
//! A token stops working the moment `renewToken` replaces it, in every process sharing the
//! database. The cache keeps that promise by trusting itself only while it hears every
//! revocation:
//!
//! - `replace_token` evicts the old hash here at once, and on PostgreSQL its `UPDATE` also
//!   sends the old hash on [`TOKENS_CHANNEL`], delivered to every instance's listener on
//!   commit, which evicts it there (a few milliseconds later);
//! - entries are served only while the listener is known to be in place: when it drops or
//!   reconnects (notifications may have been missed), everything cached is forgotten;
//! - a lookup that read the database before a revocation arrived must not cache what it
//!   read: `ticket` is taken before the read, and `keep` stores the answer only if no
//!   revocation or gap happened in between.
//!
//! SQLite has no listener, so there the cache never turns on and every lookup reads the
//! (local) database. Expiry is not the cache's business: the caller checks
//! `token_expires_at` on every use, cached or not.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use domain::app::Player;

/// The PostgreSQL NOTIFY channel that replaced token hashes are announced on.
pub const TOKENS_CHANNEL: &str = "tabletop_tokens";

/// Most players kept; when full the cache starts over, which costs one lookup per token.
const CAPACITY: usize = 100_000;

#[derive(Default)]
pub(crate) struct TokenCache {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    players: HashMap<String, Player>,
    /// True while a listener hears every revocation; nothing is served or kept otherwise.
    listening: bool,
    /// Bumped by every revocation and every gap in listening.
    epoch: u64,
}

/// Taken before a database lookup; lets [`TokenCache::keep`] tell whether the answer may
/// already be stale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ticket(u64);

impl TokenCache {
    pub(crate) fn get(&self, token_hash: &str) -> Option<Player> {
        let state = self.lock();
        if !state.listening {
            return None;
        }
        state.players.get(token_hash).cloned()
    }

    /// Take before reading the database; `None` while the cache is off.
    pub(crate) fn ticket(&self) -> Option<Ticket> {
        let state = self.lock();
        state.listening.then_some(Ticket(state.epoch))
    }

    /// Keep a player read from the database after `ticket` was taken, unless a revocation or
    /// a gap in listening came in between.
    pub(crate) fn keep(&self, ticket: Ticket, player: Player) {
        let mut state = self.lock();
        if !state.listening || state.epoch != ticket.0 {
            return;
        }
        if state.players.len() >= CAPACITY {
            state.players.clear();
        }
        state.players.insert(player.token_hash.clone(), player);
    }

    /// A token hash that is no longer valid (renewed here or in another instance).
    pub(crate) fn revoke(&self, token_hash: &str) {
        let mut state = self.lock();
        state.players.remove(token_hash);
        state.epoch += 1;
    }

    /// The listener is in place: from now on every revocation is heard.
    pub(crate) fn listening(&self) {
        let mut state = self.lock();
        state.listening = true;
        state.epoch += 1;
    }

    /// Revocations may have been missed (the listener dropped or reconnected): forget
    /// everything, and stay off until [`Self::listening`] if `still_listening` is false.
    pub(crate) fn gap(&self, still_listening: bool) {
        let mut state = self.lock();
        state.players.clear();
        state.listening = still_listening;
        state.epoch += 1;
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().players.len()
    }

    /// The state is only ever left consistent, so a panic elsewhere while holding the lock
    /// does not make it unusable.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn player(token_hash: &str) -> Player {
        Player {
            id: Uuid::new_v4(),
            name: format!("p-{token_hash}"),
            token_hash: token_hash.into(),
            created_at: "2026-11-25T00:00:00Z".into(),
            token_expires_at: "2026-12-25T00:00:00Z".into(),
        }
    }

    fn listening_cache() -> TokenCache {
        let cache = TokenCache::default();
        cache.listening();
        cache
    }

    #[test]
    fn without_a_listener_nothing_is_kept_or_served() {
        let cache = TokenCache::default();
        assert_eq!(cache.ticket(), None);
        cache.listening();
        let ticket = cache.ticket().unwrap();
        cache.gap(false);
        cache.keep(ticket, player("a"));
        assert_eq!(cache.get("a"), None);
        assert_eq!(cache.len(), 0);
    }

    #[test]
    fn a_kept_player_is_served_until_its_token_is_revoked() {
        let cache = listening_cache();
        let ticket = cache.ticket().unwrap();
        cache.keep(ticket, player("a"));
        assert_eq!(cache.get("a").map(|p| p.token_hash), Some("a".to_owned()));
        cache.revoke("a");
        assert_eq!(cache.get("a"), None);
    }

    #[test]
    fn an_answer_read_before_a_revocation_arrived_is_not_kept() {
        let cache = listening_cache();
        let ticket = cache.ticket().unwrap();
        // Another instance renews "a" while this one is reading it from the database.
        cache.revoke("a");
        cache.keep(ticket, player("a"));
        assert_eq!(cache.get("a"), None);
        // A lookup that starts afterwards may keep what it reads.
        let ticket = cache.ticket().unwrap();
        cache.keep(ticket, player("b"));
        assert!(cache.get("b").is_some());
    }

    #[test]
    fn a_gap_in_listening_forgets_everything_and_a_lost_listener_turns_the_cache_off() {
        let cache = listening_cache();
        cache.keep(cache.ticket().unwrap(), player("a"));
        cache.gap(true);
        assert_eq!(
            cache.get("a"),
            None,
            "a reconnect may have missed revocations"
        );
        cache.keep(cache.ticket().unwrap(), player("a"));
        assert!(cache.get("a").is_some());
        cache.gap(false);
        assert_eq!(cache.get("a"), None);
        assert_eq!(cache.ticket(), None);
    }

    #[test]
    fn a_full_cache_starts_over() {
        let cache = listening_cache();
        for i in 0..CAPACITY {
            cache.keep(cache.ticket().unwrap(), player(&i.to_string()));
        }
        assert_eq!(cache.len(), CAPACITY);
        cache.keep(cache.ticket().unwrap(), player("one more"));
        assert_eq!(cache.len(), 1);
        assert!(cache.get("one more").is_some());
    }
}
