//! Timings of the store, for an operator's dashboard. The store measures them; whoever
//! exports metrics (the api's `/metrics`) implements [`StoreObserver`] and registers it
//! with `Database::observe`, so this crate stays free of any metrics library.

use std::time::Duration;

/// The target of the trace event sqlx emits for every connection taken from a pool, with
/// the wait in its `acquired_after_secs` field. The pools here turn it on (at TRACE level),
/// so a tracing layer can count pool waits on both backends.
pub const ACQUIRE_EVENTS: &str = "sqlx::pool::acquire";

/// Told of every append and of every wait for SQLite's writer.
pub trait StoreObserver: Send + Sync {
    /// One append (`streams` streams in one transaction) took `elapsed`, from its start to
    /// its commit or its refusal.
    fn appended(&self, streams: usize, elapsed: Duration);

    /// SQLite: a write waited `elapsed` for the one writer. (Waits for a pooled connection,
    /// on either backend, are sqlx's `sqlx::pool::acquire` trace events: see
    /// [`ACQUIRE_EVENTS`].)
    fn waited_for_writer(&self, elapsed: Duration);
}
