//! Mapping database errors onto the domain's `StoreError`.
//!
//! The split that matters to callers: `Unavailable` (the database cannot be reached or is
//! overloaded right now; retrying later may work, and /readyz reports it) versus
//! `Internal` (a bug or a broken invariant). Constraint violations are classified where
//! they happen, because only the caller knows which constraint means what.

use std::ops::Deref;

use domain::app::StoreError;
use sea_orm::{DbErr, RuntimeErr, SqlErr, sqlx};

/// Classify a database error that no caller handled more specifically.
pub(crate) fn store_error(err: DbErr) -> StoreError {
    if is_unavailable(&err) {
        StoreError::Unavailable(err.to_string())
    } else {
        StoreError::Internal(err.to_string())
    }
}

pub(crate) fn is_unique_violation(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// PostgreSQL aborted the transaction because of a concurrent one (serialization failure
/// or deadlock). For an append that means another writer got there first.
pub(crate) fn is_concurrency_abort(err: &DbErr) -> bool {
    matches!(database_code(err).as_deref(), Some("40001" | "40P01"))
}

fn is_unavailable(err: &DbErr) -> bool {
    match err {
        DbErr::ConnectionAcquire(_) | DbErr::Conn(_) => true,
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            match e.deref() {
                sqlx::Error::Io(_)
                | sqlx::Error::Tls(_)
                | sqlx::Error::Protocol(_)
                | sqlx::Error::PoolTimedOut
                | sqlx::Error::PoolClosed
                | sqlx::Error::WorkerCrashed => true,
                sqlx::Error::Database(_) => {
                    database_code(err).is_some_and(|c| unavailable_code(&c))
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// SQLSTATE on PostgreSQL; the (extended) result code on SQLite.
fn database_code(err: &DbErr) -> Option<String> {
    match err {
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            match e.deref() {
                sqlx::Error::Database(db) => db.code().map(|c| c.into_owned()),
                _ => None,
            }
        }
        _ => None,
    }
}

fn unavailable_code(code: &str) -> bool {
    // PostgreSQL: class 08 is "connection exception"; 53300 too many connections; 57P01..03
    // the server is shutting down or starting up.
    if code.starts_with("08") || matches!(code, "53300" | "57P01" | "57P02" | "57P03") {
        return true;
    }
    // SQLite: the primary code is the low byte of the extended one. SQLITE_BUSY (5) and
    // SQLITE_LOCKED (6) mean another writer held the database past the busy timeout.
    code.parse::<u32>()
        .is_ok_and(|extended| matches!(extended & 0xff, 5 | 6))
}
