//! Game history: what each finished game contributes to the players' records, their
//! ratings, head-to-head results and the per-content counts, kept as read models that a
//! projector fills from the event streams (docs/history.md).
//!
//! `result.rs` reads one finished game from its events; `rows.rs` holds the read models'
//! rows; `tally.rs` computes, from the rows a game touches, the rows after it (records and
//! streaks, head-to-head, content and co-operative counts), and `rating.rs` the ratings;
//! `projector.rs` runs it over the games in the order they finished, and rebuilds.

mod memory;
mod projector;
mod rating;
mod reading;
mod reads;
pub(crate) mod result;
mod rows;
pub mod search;
mod tally;

pub use memory::HistoryTables;
pub use projector::{ProjectionRun, SETTLE_SECONDS};
pub use result::{GameResult, Participation, ResultKind, participant_key};
pub use rows::{
    ContentCount, CoopCount, HeadToHead, Projection, RatingPoint, RatingRow, Record, Standing,
};
pub use tally::project;
