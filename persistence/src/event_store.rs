//! The append-only event store: `EventStore` over the `events` and `snapshots` tables.
//!
//! Appends are optimistic and check nothing up front. They insert the events as versions
//! `expected + 1 ..`; the UNIQUE (stream_id, stream_version) constraint is the only thing
//! standing between two writers, so the check cannot race. Only after a unique violation
//! does the store look at what is there, to tell a conflict from a retried command.

use async_trait::async_trait;
use domain::app::{
    EventMetadata, EventStore, GameSummary, NewEvent, Snapshot, StoreError, StoredEvent, Wakeup,
};
use sea_orm::{ConnectionTrait, Value};
use uuid::Uuid;

use crate::bus::{CHANNEL, notify_payload};
use chrono::SubsecRound;

use crate::codec::{Backend, Row, canonical_time, int, text};
use crate::connect::Database;
use crate::errors::{is_concurrency_abort, is_unique_violation, store_error};
use crate::read_models::{postgres_summary_parts, sqlite_summary_statements};
use crate::system::SystemClock;

const EVENT_COLUMNS: &str = "position, event_id, stream_id, stream_version, event_type, \
     schema_version, payload, metadata, recorded_at";

/// Why an append transaction stopped.
enum Refused {
    /// Another writer holds one of our versions (or event ids), or the stream is not where
    /// the caller thought: look at the committed state to say which.
    Contended,
    Failed(StoreError),
}

impl From<StoreError> for Refused {
    fn from(e: StoreError) -> Self {
        Refused::Failed(e)
    }
}

#[async_trait]
impl EventStore for Database {
    async fn read_stream(
        &self,
        stream_id: Uuid,
        after_version: u64,
        limit: Option<u64>,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let b = self.backend();
        let mut sql = format!(
            "SELECT {EVENT_COLUMNS} FROM events \
             WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version"
        );
        let mut values = vec![b.uuid(stream_id), int(after_version)?];
        if let Some(limit) = limit {
            sql.push_str(" LIMIT $3");
            values.push(int(limit.min(i64::MAX as u64))?);
        }
        self.query_events(b.statement(&sql, values)).await
    }

    async fn events_of_command(
        &self,
        stream_id: Uuid,
        command_id: Uuid,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let b = self.backend();
        let sql = format!(
            "SELECT {EVENT_COLUMNS} FROM events \
             WHERE stream_id = $1 AND command_id = $2 ORDER BY stream_version"
        );
        self.query_events(b.statement(&sql, vec![b.uuid(stream_id), b.uuid(command_id)]))
            .await
    }

    async fn append(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<u64, StoreError> {
        let stored = self
            .append_returning(stream_id, expected_version, events, summary)
            .await?;
        Ok(stored.last().map_or(expected_version, |e| e.version))
    }

    /// The stored rows come back from the insert itself (`RETURNING`), so no read follows.
    async fn append_returning(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        if summary.id != stream_id {
            return Err(StoreError::Internal(format!(
                "the summary of game {} cannot be stored with stream {stream_id}",
                summary.id
            )));
        }
        if events.is_empty() {
            // Nothing to store; still answer whether the caller's view of the stream holds.
            let current = self.current_version(stream_id).await?;
            return if current == expected_version {
                Ok(Vec::new())
            } else {
                Err(StoreError::Conflict {
                    current_version: current,
                })
            };
        }
        let new_version = expected_version
            .checked_add(events.len() as u64)
            .ok_or_else(|| StoreError::Internal("stream version overflow".into()))?;

        let wakeup = Wakeup {
            stream_id,
            version: new_version,
        };
        let outcome = match self.backend() {
            Backend::Postgres => {
                self.inner.bus.expect_own_notification(wakeup);
                self.append_postgres(wakeup, expected_version, &events, summary)
                    .await
            }
            Backend::Sqlite => {
                self.append_sqlite(stream_id, expected_version, &events, summary)
                    .await
            }
        };
        match outcome {
            Ok(stored) => {
                self.inner.bus.publish(wakeup);
                Ok(stored)
            }
            Err(Refused::Contended) => Err(self.explain_contention(stream_id, &events).await),
            Err(Refused::Failed(e)) => Err(e),
        }
    }

    async fn load_snapshot(&self, stream_id: Uuid) -> Result<Option<Snapshot>, StoreError> {
        let b = self.backend();
        let row = self
            .inner
            .conn
            .query_one_raw(b.statement(
                "SELECT stream_id, version, schema_version, state FROM snapshots \
                 WHERE stream_id = $1",
                vec![b.uuid(stream_id)],
            ))
            .await
            .map_err(store_error)?;
        row.map(|row| {
            let row = Row::new(&row, b);
            Ok(Snapshot {
                stream_id: row.uuid("stream_id")?,
                version: row.u64("version")?,
                schema_version: row.i32("schema_version")?,
                state: row.json("state")?,
            })
        })
        .transpose()
    }

    async fn save_snapshot(&self, snapshot: Snapshot) -> Result<(), StoreError> {
        let b = self.backend();
        let taken_at = b.timestamp(&domain::app::Clock::now(&SystemClock))?;
        // Keep the newest snapshot, unless the new one has another shape (a newer build
        // replacing snapshots it cannot read anyway).
        let sql = "INSERT INTO snapshots (stream_id, version, schema_version, state, taken_at) \
                   VALUES ($1, $2, $3, $4, $5) \
                   ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, \
                   schema_version = excluded.schema_version, state = excluded.state, \
                   taken_at = excluded.taken_at \
                   WHERE excluded.version >= snapshots.version \
                   OR excluded.schema_version <> snapshots.schema_version";
        let values = vec![
            b.uuid(snapshot.stream_id),
            int(snapshot.version)?,
            Value::Int(Some(snapshot.schema_version)),
            b.json(&snapshot.state),
            taken_at,
        ];
        let _writer = self.lock_sqlite_writer().await;
        self.writes()
            .execute_raw(b.statement(sql, values))
            .await
            .map_err(store_error)?;
        Ok(())
    }
}

impl Database {
    /// PostgreSQL: the whole append is one statement, so one round trip and no
    /// `BEGIN`/`COMMIT`; it announces `wakeup` (the stream and its new version). A single statement is atomic on its own; the read-model parts and
    /// the wake-up run only if the events went in, and a unique violation anywhere undoes
    /// all of it.
    async fn append_postgres(
        &self,
        wakeup: Wakeup,
        expected_version: u64,
        events: &[NewEvent],
        summary: &GameSummary,
    ) -> Result<Vec<StoredEvent>, Refused> {
        let b = Backend::Postgres;
        let stream_id = wakeup.stream_id;
        let (insert, mut values) =
            insert_events_sql(b, stream_id, expected_version, events, summary)?;
        let inserted = "EXISTS (SELECT 1 FROM new_events)";
        let mut parts = vec![format!("new_events AS ({insert})")];
        parts.extend(postgres_summary_parts(
            b,
            summary,
            &mut values,
            "(SELECT MIN(position) FROM new_events)",
            inserted,
        )?);
        values.extend([text(CHANNEL), text(&notify_payload(wakeup))]);
        // Delivered to listeners only if the statement commits, and only if it stored
        // something. A volatile CTE is evaluated once, however often it is scanned.
        parts.push(format!(
            "notified AS (SELECT pg_notify(${}, ${}) WHERE {inserted})",
            values.len() - 1,
            values.len()
        ));
        let sql = format!(
            "WITH {} SELECT new_events.position, new_events.stream_version \
             FROM new_events, notified",
            parts.join(", ")
        );
        let rows = self
            .writes()
            .query_all_raw(b.statement(&sql, values))
            .await
            .map_err(classify_append_error)?;
        stored_events(b, &rows, stream_id, events, summary)
    }

    /// SQLite: one call to the writer connection's thread, carrying the whole transaction
    /// as a script (`BEGIN IMMEDIATE; ...; COMMIT`). Every statement sent to sqlx's SQLite
    /// driver is a hand-off to that thread and back, and appends are serialised, so the
    /// number of calls, not SQLite's own work, set the pace (BENCHMARKS.md).
    async fn append_sqlite(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: &[NewEvent],
        summary: &GameSummary,
    ) -> Result<Vec<StoredEvent>, Refused> {
        let b = Backend::Sqlite;
        let (insert, mut values) =
            insert_events_sql(b, stream_id, expected_version, events, summary)?;
        // Our first event's id is unique to this command: present after the insert only if
        // the insert stored the events.
        values.push(b.uuid(events[0].event_id));
        let first_event = format!("${}", values.len());
        let inserted = format!("EXISTS (SELECT 1 FROM events WHERE event_id = {first_event})");
        let seq = format!("(SELECT position FROM events WHERE event_id = {first_event})");
        let mut script = vec!["BEGIN IMMEDIATE".to_owned(), insert];
        script.extend(sqlite_summary_statements(
            b,
            summary,
            &mut values,
            &seq,
            &inserted,
        )?);
        script.push("COMMIT".to_owned());
        let script = script.join(";\n");
        let rows = self
            .on_sqlite_writer(move |db| async move {
                let _writer = db.lock_sqlite_writer().await;
                let outcome = db
                    .writes()
                    .query_all_raw(b.statement(&script, values))
                    .await;
                if outcome.is_err() {
                    // A statement failed and the rest did not run: the transaction may
                    // still be open on the writer connection (we hold the only one).
                    // Close it before anyone else writes.
                    let _ = db.writes().execute_unprepared("ROLLBACK").await;
                }
                outcome
            })
            .await?
            .map_err(classify_append_error)?;
        stored_events(b, &rows, stream_id, events, summary)
    }

    /// After a refused append: was this command applied already, or did the stream move?
    async fn explain_contention(&self, stream_id: Uuid, events: &[NewEvent]) -> StoreError {
        let ids: Vec<Uuid> = events.iter().map(|e| e.event_id).collect();
        match self.any_event_exists(&ids).await {
            Ok(true) => StoreError::DuplicateCommand,
            Ok(false) => match self.current_version(stream_id).await {
                Ok(current_version) => StoreError::Conflict { current_version },
                Err(e) => e,
            },
            Err(e) => e,
        }
    }

    async fn any_event_exists(&self, ids: &[Uuid]) -> Result<bool, StoreError> {
        let b = self.backend();
        let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT COUNT(*) AS n FROM events WHERE event_id IN ({})",
            placeholders.join(", ")
        );
        let values = ids.iter().map(|id| b.uuid(*id)).collect();
        let row = self
            .inner
            .conn
            .query_one_raw(b.statement(&sql, values))
            .await
            .map_err(store_error)?;
        match row {
            Some(row) => Ok(Row::new(&row, b).i64("n")? > 0),
            None => Ok(false),
        }
    }

    /// The highest stored version of a stream; 0 if it has no events.
    pub(crate) async fn current_version(&self, stream_id: Uuid) -> Result<u64, StoreError> {
        let b = self.backend();
        let row = self
            .inner
            .conn
            .query_one_raw(b.statement(
                "SELECT COALESCE(MAX(stream_version), 0) AS version FROM events \
                 WHERE stream_id = $1",
                vec![b.uuid(stream_id)],
            ))
            .await
            .map_err(store_error)?;
        match row {
            Some(row) => Row::new(&row, b).u64("version"),
            None => Ok(0),
        }
    }

    async fn query_events(
        &self,
        statement: sea_orm::Statement,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let b = self.backend();
        let rows = self
            .inner
            .conn
            .query_all_raw(statement)
            .await
            .map_err(store_error)?;
        rows.iter()
            .map(|row| stored_event(&Row::new(row, b)))
            .collect()
    }
}

const EVENT_INSERT_COLUMNS: usize = 9;

/// The `INSERT` of a command's events as versions `expected_version + 1 ..`, answering
/// their positions and versions, and its parameters (room is left for the read model's).
/// The events are recorded at the command's time, the summary's `updated_at`: the instant
/// the domain folded into it, so a replay of the stored events rebuilds exactly this summary.
///
/// The unique constraint stops a writer that is behind. The `WHERE` stops one that claims
/// to be ahead of the stream, which would otherwise leave a gap: it inserts nothing
/// unless version `expected_version` exists. Committed versions are never deleted, so
/// that check cannot race.
fn insert_events_sql(
    b: Backend,
    stream_id: Uuid,
    expected_version: u64,
    events: &[NewEvent],
    summary: &GameSummary,
) -> Result<(String, Vec<Value>), StoreError> {
    let recorded_at = b.timestamp(&summary.updated_at)?;
    let mut values = Vec::with_capacity(events.len() * EVENT_INSERT_COLUMNS + 32);
    let mut rows = Vec::with_capacity(events.len());
    for (i, event) in events.iter().enumerate() {
        let metadata = serde_json::to_value(&event.metadata)
            .map_err(|e| StoreError::Internal(format!("event metadata: {e}")))?;
        let first = values.len() + 1;
        let placeholders: Vec<String> = (first..first + EVENT_INSERT_COLUMNS)
            .map(|n| format!("${n}"))
            .collect();
        rows.push(format!("({})", placeholders.join(", ")));
        values.extend([
            b.uuid(event.event_id),
            b.uuid(stream_id),
            int(expected_version + 1 + i as u64)?,
            text(&event.event_type),
            Value::Int(Some(event.schema_version)),
            b.json(&event.payload),
            b.json(&metadata),
            b.uuid(event.metadata.command_id),
            recorded_at.clone(),
        ]);
    }
    let columns = "event_id, stream_id, stream_version, event_type, schema_version, payload, \
                   metadata, command_id, recorded_at";
    let sql = if expected_version == 0 {
        format!(
            "INSERT INTO events ({columns}) VALUES {} RETURNING position, stream_version",
            rows.join(", ")
        )
    } else {
        let (stream, version) = (values.len() + 1, values.len() + 2);
        values.extend([b.uuid(stream_id), int(expected_version)?]);
        format!(
            "INSERT INTO events ({columns}) SELECT * FROM (VALUES {}) AS new_rows \
             WHERE EXISTS (SELECT 1 FROM events \
             WHERE stream_id = ${stream} AND stream_version = ${version}) \
             RETURNING position, stream_version",
            rows.join(", ")
        )
    };
    Ok((sql, values))
}

/// The stored events, from the positions and versions the insert returned (in any order).
/// Fewer rows than events means nothing was inserted: the stream has no version
/// `expected_version`.
fn stored_events(
    b: Backend,
    rows: &[sea_orm::QueryResult],
    stream_id: Uuid,
    events: &[NewEvent],
    summary: &GameSummary,
) -> Result<Vec<StoredEvent>, Refused> {
    if rows.len() != events.len() {
        return Err(Refused::Contended);
    }
    let mut inserted = rows
        .iter()
        .map(|row| {
            let row = Row::new(row, b);
            Ok((row.i64("position")?, row.u64("stream_version")?))
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    inserted.sort_by_key(|&(_, version)| version);
    let recorded_at = stored_time(&summary.updated_at);
    Ok(inserted
        .into_iter()
        .zip(events)
        .map(|((position, version), event)| StoredEvent {
            position,
            event_id: event.event_id,
            stream_id,
            version,
            event_type: event.event_type.clone(),
            schema_version: event.schema_version,
            payload: event.payload.clone(),
            metadata: event.metadata.clone(),
            recorded_at: recorded_at.clone(),
        })
        .collect())
}

/// A time as the store gives it back: microseconds, canonical form.
fn stored_time(rfc3339: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(rfc3339)
        .map(|at| canonical_time(at.with_timezone(&chrono::Utc).trunc_subsecs(6)))
        .unwrap_or_else(|_| rfc3339.to_owned())
}

fn classify_append_error(err: sea_orm::DbErr) -> Refused {
    if is_unique_violation(&err) || is_concurrency_abort(&err) {
        Refused::Contended
    } else {
        Refused::Failed(store_error(err))
    }
}

fn stored_event(row: &Row<'_>) -> Result<StoredEvent, StoreError> {
    let metadata: EventMetadata = serde_json::from_value(row.json("metadata")?)
        .map_err(|e| StoreError::Internal(format!("event metadata: {e}")))?;
    Ok(StoredEvent {
        position: row.i64("position")?,
        event_id: row.uuid("event_id")?,
        stream_id: row.uuid("stream_id")?,
        version: row.u64("stream_version")?,
        event_type: row.string("event_type")?,
        schema_version: row.i32("schema_version")?,
        payload: row.json("payload")?,
        metadata,
        recorded_at: row.timestamp("recorded_at")?,
    })
}
