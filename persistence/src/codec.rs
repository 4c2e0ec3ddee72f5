//! How domain values become SQL parameters and come back, per backend.
//!
//! Every query is written once, with `$1, $2, ...` placeholders, which both PostgreSQL and
//! sqlx's SQLite driver understand. Only the column types differ (see the migration): this
//! module hides them, so the adapters never branch on the backend to bind or read a value.

use chrono::{DateTime, SecondsFormat, Utc};
use domain::app::StoreError;
use sea_orm::{DbBackend, QueryResult, Statement, Value};
use serde_json::Value as Json;
use uuid::Uuid;

/// The two databases Tabletop runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Postgres,
    Sqlite,
}

impl Backend {
    pub(crate) fn statement(self, sql: &str, values: Vec<Value>) -> Statement {
        let backend = match self {
            Backend::Postgres => DbBackend::Postgres,
            Backend::Sqlite => DbBackend::Sqlite,
        };
        Statement::from_sql_and_values(backend, sql, values)
    }

    /// `UUID` on PostgreSQL; hyphenated lowercase text on SQLite, readable in the sqlite3 shell.
    pub(crate) fn uuid(self, id: Uuid) -> Value {
        match self {
            Backend::Postgres => Value::Uuid(Some(id)),
            Backend::Sqlite => Value::String(Some(id.to_string())),
        }
    }

    pub(crate) fn json(self, value: &Json) -> Value {
        match self {
            Backend::Postgres => Value::Json(Some(Box::new(value.clone()))),
            Backend::Sqlite => Value::String(Some(value.to_string())),
        }
    }

    /// `TIMESTAMPTZ` on PostgreSQL; on SQLite, UTC text with a fixed six fractional digits so
    /// that text order is time order.
    pub(crate) fn timestamp(self, rfc3339: &str) -> Result<Value, StoreError> {
        let at = DateTime::parse_from_rfc3339(rfc3339)
            .map_err(|e| StoreError::Internal(format!("{rfc3339:?} is not RFC 3339: {e}")))?
            .with_timezone(&Utc);
        Ok(match self {
            Backend::Postgres => Value::ChronoDateTimeUtc(Some(at)),
            Backend::Sqlite => Value::String(Some(at.to_rfc3339_opts(SecondsFormat::Micros, true))),
        })
    }
}

/// A version, count or position as a `BIGINT` parameter.
pub(crate) fn int(n: u64) -> Result<Value, StoreError> {
    i64::try_from(n)
        .map(|n| Value::BigInt(Some(n)))
        .map_err(|_| StoreError::Internal(format!("{n} does not fit a BIGINT")))
}

pub(crate) fn text(s: &str) -> Value {
    Value::String(Some(s.to_owned()))
}

/// The canonical text form of a stored timestamp: RFC 3339 in UTC with `Z`, and as many
/// fractional digits as needed (0, 3, 6). Both backends return the same string for the
/// same instant, and [`crate::SystemClock`] produces exactly this form, so its values
/// round-trip unchanged.
pub(crate) fn canonical_time(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::AutoSi, true)
}

/// One result row, read with the backend's column types in mind.
pub(crate) struct Row<'a> {
    row: &'a QueryResult,
    backend: Backend,
}

impl<'a> Row<'a> {
    pub(crate) fn new(row: &'a QueryResult, backend: Backend) -> Self {
        Self { row, backend }
    }

    fn get<T: sea_orm::TryGetable>(&self, column: &str) -> Result<T, StoreError> {
        self.row
            .try_get::<T>("", column)
            .map_err(|e| StoreError::Internal(format!("reading column {column}: {e}")))
    }

    pub(crate) fn string(&self, column: &str) -> Result<String, StoreError> {
        self.get(column)
    }

    pub(crate) fn i64(&self, column: &str) -> Result<i64, StoreError> {
        self.get(column)
    }

    /// An `INTEGER` column (`int4` on PostgreSQL).
    pub(crate) fn i32(&self, column: &str) -> Result<i32, StoreError> {
        self.get(column)
    }

    pub(crate) fn u64(&self, column: &str) -> Result<u64, StoreError> {
        let n = self.i64(column)?;
        u64::try_from(n).map_err(|_| StoreError::Internal(format!("{column} is negative: {n}")))
    }

    pub(crate) fn uuid(&self, column: &str) -> Result<Uuid, StoreError> {
        match self.backend {
            Backend::Postgres => self.get(column),
            Backend::Sqlite => {
                let s = self.string(column)?;
                Uuid::parse_str(&s)
                    .map_err(|e| StoreError::Internal(format!("{column} {s:?} is not a uuid: {e}")))
            }
        }
    }

    pub(crate) fn json(&self, column: &str) -> Result<Json, StoreError> {
        match self.backend {
            Backend::Postgres => self.get(column),
            Backend::Sqlite => {
                let s = self.string(column)?;
                serde_json::from_str(&s)
                    .map_err(|e| StoreError::Internal(format!("{column} is not JSON: {e}")))
            }
        }
    }

    /// A timestamp column, in canonical RFC 3339 form (see [`canonical_time`]).
    pub(crate) fn timestamp(&self, column: &str) -> Result<String, StoreError> {
        let at: DateTime<Utc> = match self.backend {
            Backend::Postgres => self.get(column)?,
            Backend::Sqlite => {
                let s = self.string(column)?;
                DateTime::parse_from_rfc3339(&s)
                    .map_err(|e| StoreError::Internal(format!("{column} {s:?}: {e}")))?
                    .with_timezone(&Utc)
            }
        };
        Ok(canonical_time(at))
    }
}
