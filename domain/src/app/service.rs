//! `Tabletop`, the use cases' one face: the adapters they run on, the server's settings and
//! the state every use case shares (the packs, the kept games). The use cases themselves
//! are `impl Tabletop` blocks, one file each: `players.rs`, `tables.rs`, `commands.rs`,
//! `bots.rs`, `reads.rs`, over `append.rs` (the write path) and `packs.rs`.

use std::sync::Arc;
use std::time::Duration;

use futures::stream::{BoxStream, StreamExt};

use crate::catalog::ContentPacks;

use super::cache::{DEFAULT_STATE_CACHE_GAMES, StateCache};
use super::campaign_games::{CampaignGames, CatalogCampaigns};
use super::content::{ContentStore, PackShelf};
use super::ports::{
    Clock, EventBus, EventStore, GameDirectory, HistoryStore, IdGen, PlayerRegistry, Wakeup,
};

/// How long a bearer token is accepted unless configured otherwise.
pub const DEFAULT_TOKEN_TTL: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// The adapters the use cases run on.
#[derive(Clone)]
pub struct Ports {
    pub store: Arc<dyn EventStore>,
    pub directory: Arc<dyn GameDirectory>,
    pub players: Arc<dyn PlayerRegistry>,
    pub clock: Arc<dyn Clock>,
    pub ids: Arc<dyn IdGen>,
    pub content: Arc<dyn ContentStore>,
    pub history: Arc<dyn HistoryStore>,
}

/// Tabletop's use cases.
#[derive(Clone)]
pub struct Tabletop {
    pub(super) ports: Ports,
    /// The packs new games are set up with, by kind (the embedded one where none is set).
    pub(super) content: ContentPacks,
    /// Every pack this server has parsed, by hash; shared by clones.
    pub(super) shelf: Arc<PackShelf>,
    pub(super) token_ttl: Duration,
    /// Shared by clones: every request of one server sees the same folded games.
    pub(super) cache: Arc<StateCache>,
    /// Where wake-ups come from; none until `with_wakeups`.
    pub(super) bus: Arc<dyn EventBus>,
    /// What campaigns need of each kind: the catalog's answers, but in the
    /// application's own tests.
    pub(super) campaign_games: Arc<dyn CampaignGames>,
}

/// A bus that never wakes anyone: readers fall back to reading the store from time to time.
struct NoWakeups;

impl EventBus for NoWakeups {
    fn wakeups(&self) -> BoxStream<'static, Wakeup> {
        futures::stream::pending().boxed()
    }
}

impl Tabletop {
    pub fn new(ports: Ports) -> Self {
        Self {
            ports,
            content: ContentPacks::default(),
            shelf: Arc::new(PackShelf::new()),
            token_ttl: DEFAULT_TOKEN_TTL,
            cache: Arc::new(StateCache::new(DEFAULT_STATE_CACHE_GAMES)),
            bus: Arc::new(NoWakeups),
            campaign_games: Arc::new(CatalogCampaigns),
        }
    }

    /// Hear of appends from `bus` (this process's, and other processes' where the adapter
    /// can): what live delivery and the bot driver wait on.
    pub fn with_wakeups(mut self, bus: Arc<dyn EventBus>) -> Self {
        self.bus = bus;
        self
    }

    /// Issue tokens that are accepted for `ttl` after they are issued or renewed.
    pub fn with_token_ttl(mut self, ttl: Duration) -> Self {
        self.token_ttl = ttl;
        self
    }

    /// Keep at most `games` folded games in memory (0: none, every load folds from the
    /// store). See `cache.rs` for why a kept game is never served without a version check.
    pub fn with_state_cache(mut self, games: usize) -> Self {
        self.cache = Arc::new(StateCache::new(games));
        self
    }

    /// The kind of a game this process keeps in memory (for labelling metrics: no read).
    /// Now, from the `Clock` port: clocks' time left is read against it.
    pub fn clock_now(&self) -> String {
        self.ports.clock.now()
    }

    pub fn kept_kind(&self, game_id: uuid::Uuid) -> Option<crate::catalog::GameKind> {
        self.cache.kind(game_id)
    }

    /// How the state cache has served so far.
    pub fn state_cache_stats(&self) -> super::CacheStats {
        self.cache.stats()
    }

    /// Set up new games with these packs instead of the embedded ones.
    pub fn with_content(mut self, content: ContentPacks) -> Self {
        for pack in content.iter() {
            self.shelf.insert(pack.clone());
        }
        self.content = content;
        self
    }

    /// Campaigns with these games' rules instead of the catalog's.
    #[cfg(test)]
    pub(super) fn with_campaign_games(mut self, games: Arc<dyn CampaignGames>) -> Self {
        self.campaign_games = games;
        self
    }

    #[cfg(test)]
    pub(crate) fn cache_len(&self) -> usize {
        self.cache.len()
    }
}
