//! Use cases and the ports they need. Adapters (databases, HTTP) live outside `domain`.

mod cache;
mod content;
mod error;
pub mod export;
pub mod in_memory;
mod lobby;
mod ports;
mod records;
mod service;
mod session;
#[cfg(test)]
mod tests;
mod text;
pub mod verify;

pub use cache::DEFAULT_STATE_CACHE_GAMES;
pub use content::{ContentStore, PackShelf, StoredPack};
pub use error::AppError;
pub use lobby::{GameCreated, GameStarted, LobbyEvent, SeatClaimed, SeatGivenToBot, StreamEvent};
pub use ports::{
    Clock, EventBus, EventStore, GameDirectory, IdGen, PlayerRegistry, StoreError, StreamWrite,
    Wakeup,
};
pub use records::{
    EventMetadata, GameFilter, GameStatus, GameSummary, NewEvent, Page, Player, SeatSummary,
    Snapshot, StoredEvent,
};
pub use service::{CommandReceipt, DEFAULT_TOKEN_TTL, Ports, Tabletop, token_hash};
pub use session::{GameSession, SeatHolder, decode};
pub use text::{GameTitle, PlayerName};
