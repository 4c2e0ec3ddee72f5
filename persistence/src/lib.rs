//! Adapters for the domain's ports: PostgreSQL in production, SQLite as the embedded
//! default, behind one API.
//!
//! ```no_run
//! # async fn run() -> Result<(), domain::app::StoreError> {
//! let config = persistence::DbConfig::new(std::env::var("DATABASE_URL").ok(), "data");
//! let db = persistence::connect(&config).await?;
//! db.migrate().await?;
//! let app = domain::app::Tabletop::new(db.ports());
//! # let _ = app; Ok(()) }
//! ```
//!
//! - [`connect`] picks the backend from [`DbConfig`]; [`Database::migrate`] applies the
//!   `migrations` crate; [`Database::ping`] backs `/readyz`.
//! - [`Database`] implements `EventStore`, `GameDirectory`, `PlayerRegistry` and `EventBus`.
//! - An append is atomic: events, the `games`/`game_seats` read models and, on
//!   PostgreSQL, a `pg_notify` wake-up on channel [`NOTIFY_CHANNEL`], all in one statement
//!   (one round trip) on PostgreSQL and in one transaction on SQLite, for one stream or
//!   several (a play and its campaign, ADR 7).
//! - Bearer-token lookups are cached in memory on PostgreSQL while a listener hears every
//!   revocation on [`TOKENS_CHANNEL`] (see `token_cache.rs`).
//! - Timestamps come back in one canonical RFC 3339 UTC form on both backends (see
//!   [`SystemClock`]).
//! - `list_games` cursors are opaque decimal strings. A malformed one is reported as
//!   `StoreError::Internal`, since `StoreError` has no "bad input" case; an API that takes
//!   cursors from clients should validate or wrap them.

mod bus;
mod campaigns;
mod codec;
mod connect;
mod content;
mod errors;
mod event_store;
mod history;
mod observer;
mod players;
mod read_models;
mod search;
mod system;
mod token_cache;

use domain::app::{EventBus, Wakeup};
use futures::stream::BoxStream;

pub use bus::CHANNEL as NOTIFY_CHANNEL;
pub use codec::Backend;
pub use connect::{Database, DbConfig, PoolStats, SQLITE_FILE, connect};
pub use observer::{ACQUIRE_EVENTS, StoreObserver};
pub use system::{RandomIds, SystemClock};
pub use token_cache::TOKENS_CHANNEL;

impl EventBus for Database {
    fn wakeups(&self) -> BoxStream<'static, Wakeup> {
        self.inner.bus.subscribe()
    }
}
