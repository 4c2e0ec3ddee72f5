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
    matches!(
        backend_code(err),
        Some(BackendCode::Postgres("40001" | "40P01"))
    )
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
                    backend_code(err).is_some_and(|db| db.means_unavailable())
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// A database's own error code, read by the backend that raised it: the two number their
/// errors in unrelated ways (PostgreSQL's 22021, a bad byte in a string, ends in the same
/// low byte as SQLite's SQLITE_BUSY).
#[derive(Debug, PartialEq)]
enum BackendCode<'a> {
    /// The SQLSTATE.
    Postgres(&'a str),
    /// The extended result code.
    Sqlite(i64),
}

impl BackendCode<'_> {
    fn means_unavailable(&self) -> bool {
        match *self {
            // Class 08 is "connection exception"; 53300 too many connections; 57P01..03 the
            // server is shutting down or starting up.
            BackendCode::Postgres(state) => {
                state.starts_with("08") || matches!(state, "53300" | "57P01" | "57P02" | "57P03")
            }
            // The primary code is the low byte of the extended one. SQLITE_BUSY (5) and
            // SQLITE_LOCKED (6) mean another writer held the database past the busy timeout.
            BackendCode::Sqlite(extended) => matches!(extended & 0xff, 5 | 6),
        }
    }
}

fn backend_code(err: &DbErr) -> Option<BackendCode<'_>> {
    let (DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e))) = err
    else {
        return None;
    };
    let sqlx::Error::Database(db) = e.deref() else {
        return None;
    };
    if let Some(pg) = db.try_downcast_ref::<sqlx::postgres::PgDatabaseError>() {
        return Some(BackendCode::Postgres(pg.code()));
    }
    if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
        return db
            .code()
            .and_then(|c| c.parse().ok())
            .map(BackendCode::Sqlite);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::BackendCode::{Postgres, Sqlite};

    #[test]
    fn each_backend_reads_its_own_codes() {
        // 22021 (a NUL in a string) & 0xff == 5: it used to pass for SQLITE_BUSY.
        assert!(!Postgres("22021").means_unavailable());
        assert!(Postgres("08006").means_unavailable());
        assert!(Postgres("57P01").means_unavailable());
        assert!(!Postgres("23505").means_unavailable());
        assert!(Sqlite(5).means_unavailable());
        assert!(Sqlite(517).means_unavailable()); // SQLITE_BUSY_SNAPSHOT
        assert!(Sqlite(262).means_unavailable()); // SQLITE_LOCKED_SHAREDCACHE
        assert!(!Sqlite(2067).means_unavailable()); // SQLITE_CONSTRAINT_UNIQUE
    }
}
