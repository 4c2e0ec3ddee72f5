//! Use cases and the ports they need. Adapters (databases, HTTP) live outside `domain`.

mod append;
mod bots;
mod cache;
mod campaign_games;
mod campaigns;
mod commands;
mod content;
mod error;
pub mod export;
mod exported_players;
mod hex;
pub mod history;
pub mod in_memory;
mod invitations;
mod lobby;
mod lobby_watch;
mod log;
mod new_table;
mod packs;
mod players;
mod ports;
mod reads;
mod records;
mod seats;
mod service;
mod session;
mod snapshots;
mod table_life;
mod tables;
#[cfg(test)]
mod tests;
mod text;
mod transfer;
pub mod verify;

pub use cache::{CacheStats, DEFAULT_STATE_CACHE_GAMES};
pub use campaigns::{CampaignRecord, fold_campaign};
pub use commands::CommandReceipt;
pub use content::{ContentStore, PackShelf, StoredPack};
pub use error::AppError;
pub use lobby::{
    CampaignLink, GameCancelled, GameCreated, GameStarted, LobbyEvent, SeatClaimed, SeatGivenToBot,
    SeatLeft, StreamEvent,
};
pub use lobby_watch::{LobbyChange, LobbyWatch};
pub use log::{LogLine, LogReader};
pub use players::token_hash;
pub use ports::{
    Clock, Counted, EventBus, EventStore, GameDirectory, HistoryStore, IdGen, PlayerRegistry,
    StoreError, StreamWrite, Wakeup,
};
pub use records::{
    CampaignFilter, CampaignListing, CampaignSummary, EventMetadata, GameFilter, GameOrder,
    GameStatus, GameSummary, NewEvent, OptionFilter, Page, Player, SeatSummary, Snapshot,
    StoredEvent,
};
pub use service::{DEFAULT_TOKEN_TTL, Ports, Tabletop};
pub use session::{Applied, GameSession, SeatHolder, decode};
pub use table_life::{
    AwayPlayer, ClockRule, Invitee, MovesUndone, Overdue, RematchDeclined, RematchOf,
    RematchOffered, SeatConceded, SeatReclaimed, SeatTakenOver, SeatTerm, TableLife, TableRules,
    TakeoverCause, TermCause, TimeExpired,
};
pub use text::{GameTitle, PlayerName};
pub use transfer::{ExportRequest, ImportError, Imported, ImportedStream, StreamKind};
