//! The append-only event store: `EventStore` over the `events` and `snapshots` tables.
//!
//! Appends are optimistic and check nothing up front. They insert the events as versions
//! `expected + 1 ..`; the UNIQUE (stream_id, stream_version) constraint is the only thing
//! standing between two writers, so the check cannot race. Only after a unique violation
//! does the store look at what is there, to tell a conflict from a retried command.
//!
//! An append to several streams (a play and its campaign, ADR 7) is one statement on
//! PostgreSQL and one transaction script on SQLite, like an append to one, with one guard
//! shared by every stream's insert so that they all go in or none does.

use std::collections::HashMap;
use std::time::Instant;

use async_trait::async_trait;

use domain::app::{
    Clock, EventMetadata, EventStore, Snapshot, StoreError, StoredEvent, StreamWrite, Wakeup,
};
use sea_orm::{ConnectionTrait, Value};
use uuid::Uuid;

use crate::bus::{CHANNEL, notify_payload};
use crate::campaigns::{postgres_campaign_parts, sqlite_campaign_statements};
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

    /// The stored rows come back from the insert itself (`RETURNING`), so no read follows.
    async fn append(&self, writes: Vec<StreamWrite>) -> Result<Vec<Vec<StoredEvent>>, StoreError> {
        StreamWrite::check_all(&writes)?;
        let wakeups: Vec<Wakeup> = writes
            .iter()
            .map(|w| Wakeup {
                stream_id: w.stream_id,
                // Cannot overflow: `check_all` refused writes that would.
                version: w.expected_version + w.events.len() as u64,
            })
            .collect();
        let times: Vec<String> = (0..writes.len())
            .map(|i| {
                StreamWrite::command_time(&writes, i)
                    .map_or_else(|| SystemClock.now(), str::to_owned)
            })
            .collect();
        let started = Instant::now();
        let outcome = match (self.backend(), writes.as_slice()) {
            (Backend::Postgres, [write]) => {
                self.inner.bus.expect_own_notification(wakeups[0]);
                self.append_postgres(wakeups[0], write, &times[0])
                    .await
                    .map(|stored| vec![stored])
            }
            (Backend::Postgres, _) => {
                for wakeup in &wakeups {
                    self.inner.bus.expect_own_notification(*wakeup);
                }
                self.append_postgres_streams(&writes, &wakeups, &times)
                    .await
            }
            (Backend::Sqlite, [write]) => self
                .append_sqlite(write, &times[0])
                .await
                .map(|stored| vec![stored]),
            (Backend::Sqlite, _) => self.append_sqlite_streams(&writes, &times).await,
        };
        self.observed_append(writes.len(), started);
        match outcome {
            Ok(stored) => {
                // Committed: only now may anyone be told.
                for wakeup in wakeups {
                    self.inner.bus.publish(wakeup);
                }
                Ok(stored)
            }
            Err(Refused::Contended) => Err(self.explain_contention(&writes).await),
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
        let taken_at = b.timestamp(&SystemClock.now())?;
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
    /// PostgreSQL, one stream: the whole append is one statement, so one round trip and no
    /// `BEGIN`/`COMMIT`; it announces `wakeup` (the stream and its new version). A single
    /// statement is atomic on its own; the read-model parts and the wake-up run only if the
    /// events went in, and a unique violation anywhere undoes all of it.
    async fn append_postgres(
        &self,
        wakeup: Wakeup,
        write: &StreamWrite,
        recorded_at: &str,
    ) -> Result<Vec<StoredEvent>, Refused> {
        let b = Backend::Postgres;
        let (sql, values) = postgres_append_sql(wakeup, write, recorded_at)?;
        let rows = self
            .writes()
            .query_all_raw(b.statement(&sql, values))
            .await
            .map_err(classify_append_error)?;
        stored_events(b, &rows, write, recorded_at)
    }

    /// PostgreSQL, several streams: still one statement, one implicit transaction. Every
    /// stream's insert carries the same guard (each stream that should exist is at its
    /// expected version), evaluated on the one snapshot every part sees, so the inserts
    /// all run or none does; a unique violation in any of them undoes the whole statement.
    /// The read-model parts and the wake-ups follow the inserts as in the one-stream case.
    async fn append_postgres_streams(
        &self,
        writes: &[StreamWrite],
        wakeups: &[Wakeup],
        times: &[String],
    ) -> Result<Vec<Vec<StoredEvent>>, Refused> {
        let b = Backend::Postgres;
        let mut values = Vec::new();
        let guard = expected_versions_exist(b, &mut values, writes)?;
        let mut parts = Vec::new();
        let mut all_inserted = Vec::new();
        // Inserted in stream order, whatever the caller's order: two appends that share
        // streams then wait on each other's index entries in one order, not in a cycle.
        for i in by_stream(writes) {
            let write = &writes[i];
            let insert = insert_events_sql(
                b,
                &mut values,
                write,
                &times[i],
                Guard::Shared(guard.as_deref()),
                MULTI_RETURNING,
            )?;
            let inserted = format!("EXISTS (SELECT 1 FROM new_events_{i})");
            parts.push(format!("new_events_{i} AS ({insert})"));
            if let Some(summary) = &write.summary {
                parts.extend(postgres_summary_parts(
                    b,
                    summary,
                    &mut values,
                    &format!("(SELECT MIN(position) FROM new_events_{i})"),
                    &inserted,
                    &format!("_{i}"),
                )?);
            }
            if let Some(campaign) = &write.campaign {
                parts.extend(postgres_campaign_parts(
                    b,
                    campaign,
                    &times[i],
                    &mut values,
                    &format!("(SELECT MIN(position) FROM new_events_{i})"),
                    &inserted,
                    &format!("_{i}"),
                )?);
            }
            all_inserted.push(inserted);
        }
        values.push(text(CHANNEL));
        let channel = values.len();
        let mut notifies = Vec::with_capacity(wakeups.len());
        for wakeup in wakeups {
            values.push(text(&notify_payload(*wakeup)));
            notifies.push(format!(
                "pg_notify(${channel}, ${}) AS notified_{}",
                values.len(),
                notifies.len()
            ));
        }
        // One row, as in the one-stream statement: each wake-up is sent once, and only
        // if every stream's events went in (which the shared guard makes all or none).
        parts.push(format!(
            "notified AS (SELECT {} WHERE {})",
            notifies.join(", "),
            all_inserted.join(" AND ")
        ));
        let streams: Vec<String> = by_stream(writes)
            .map(|i| format!("SELECT * FROM new_events_{i}"))
            .collect();
        let sql = format!(
            "WITH {} SELECT new_events.position, new_events.stream_version, \
             new_events.stream_id FROM ({}) AS new_events, notified",
            parts.join(", "),
            streams.join(" UNION ALL ")
        );
        let rows = self
            .writes()
            .query_all_raw(b.statement(&sql, values))
            .await
            .map_err(classify_append_error)?;
        stored_streams(b, &rows, writes, times)
    }

    /// SQLite: one call to the writer connection's thread, carrying the whole transaction
    /// as a script (`BEGIN IMMEDIATE; ...; COMMIT`). Every statement sent to sqlx's SQLite
    /// driver is a hand-off to that thread and back, and appends are serialised, so the
    /// number of calls, not SQLite's own work, set the pace (BENCHMARKS.md).
    async fn append_sqlite(
        &self,
        write: &StreamWrite,
        recorded_at: &str,
    ) -> Result<Vec<StoredEvent>, Refused> {
        let (script, values) = sqlite_append_script(write, recorded_at)?;
        let rows = self.run_sqlite_script(script, values).await?;
        stored_events(Backend::Sqlite, &rows, write, recorded_at)
    }

    /// SQLite, several streams: the same script with every stream's statements in it.
    /// Every insert carries the same guard (each stream that should exist is at its
    /// expected version). Within the transaction it cannot change between the inserts
    /// (we hold the write lock, and an insert only adds versions above the expected
    /// ones), so the inserts all run or none does; a unique violation in any of them stops
    /// the script, and the transaction is rolled back.
    async fn append_sqlite_streams(
        &self,
        writes: &[StreamWrite],
        times: &[String],
    ) -> Result<Vec<Vec<StoredEvent>>, Refused> {
        let b = Backend::Sqlite;
        let mut values = Vec::new();
        let guard = expected_versions_exist(b, &mut values, writes)?;
        let mut script = vec!["BEGIN IMMEDIATE".to_owned()];
        for (i, write) in writes.iter().enumerate() {
            script.push(insert_events_sql(
                b,
                &mut values,
                write,
                &times[i],
                Guard::Shared(guard.as_deref()),
                MULTI_RETURNING,
            )?);
            script.extend(sqlite_summary_statements_after(
                b,
                write,
                &times[i],
                &mut values,
            )?);
        }
        script.push("COMMIT".to_owned());
        let rows = self.run_sqlite_script(script.join(";\n"), values).await?;
        stored_streams(b, &rows, writes, times)
    }

    /// Run an append's script on the writer connection's thread; its rows are those the
    /// inserts returned.
    async fn run_sqlite_script(
        &self,
        script: String,
        values: Vec<Value>,
    ) -> Result<Vec<sea_orm::QueryResult>, Refused> {
        let b = Backend::Sqlite;
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
        Ok(rows)
    }

    /// After a refused append: was this command applied already, or which stream moved?
    /// Committed state answers both, as the unique constraint that refused us did.
    async fn explain_contention(&self, writes: &[StreamWrite]) -> StoreError {
        let ids: Vec<Uuid> = writes
            .iter()
            .flat_map(|w| w.events.iter().map(|e| e.event_id))
            .collect();
        match self.any_event_exists(&ids).await {
            Ok(true) => return StoreError::DuplicateCommand,
            Ok(false) => {}
            Err(e) => return e,
        }
        let mut first = None;
        for write in writes {
            match self.current_version(write.stream_id).await {
                Ok(current_version) if current_version != write.expected_version => {
                    return StoreError::Conflict {
                        stream_id: write.stream_id,
                        current_version,
                    };
                }
                Ok(current_version) => {
                    first.get_or_insert(StoreError::Conflict {
                        stream_id: write.stream_id,
                        current_version,
                    });
                }
                Err(e) => return e,
            }
        }
        // No stream has moved as far as committed state shows (a writer that refused us
        // has not committed yet, or rolled back): a conflict at the version the caller
        // knows, which a retry resolves either way.
        first.unwrap_or_else(|| StoreError::Internal("an append with no writes".into()))
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

/// The one statement of a one-stream append on PostgreSQL, and its parameters.
fn postgres_append_sql(
    wakeup: Wakeup,
    write: &StreamWrite,
    recorded_at: &str,
) -> Result<(String, Vec<Value>), StoreError> {
    let b = Backend::Postgres;
    let mut values = Vec::with_capacity(write.events.len() * EVENT_INSERT_COLUMNS + 32);
    let insert = insert_events_sql(
        b,
        &mut values,
        write,
        recorded_at,
        Guard::Own,
        "position, stream_version",
    )?;
    let inserted = "EXISTS (SELECT 1 FROM new_events)";
    let mut parts = vec![format!("new_events AS ({insert})")];
    if let Some(summary) = &write.summary {
        parts.extend(postgres_summary_parts(
            b,
            summary,
            &mut values,
            "(SELECT MIN(position) FROM new_events)",
            inserted,
            "",
        )?);
    }
    if let Some(campaign) = &write.campaign {
        parts.extend(postgres_campaign_parts(
            b,
            campaign,
            recorded_at,
            &mut values,
            "(SELECT MIN(position) FROM new_events)",
            inserted,
            "",
        )?);
    }
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
    Ok((sql, values))
}

/// The script of a one-stream append on SQLite, and its parameters.
fn sqlite_append_script(
    write: &StreamWrite,
    recorded_at: &str,
) -> Result<(String, Vec<Value>), StoreError> {
    let b = Backend::Sqlite;
    let mut values = Vec::with_capacity(write.events.len() * EVENT_INSERT_COLUMNS + 32);
    let insert = insert_events_sql(
        b,
        &mut values,
        write,
        recorded_at,
        Guard::Own,
        "position, stream_version",
    )?;
    let mut script = vec!["BEGIN IMMEDIATE".to_owned(), insert];
    script.extend(sqlite_summary_statements_after(
        b,
        write,
        recorded_at,
        &mut values,
    )?);
    script.push("COMMIT".to_owned());
    Ok((script.join(";\n"), values))
}

const EVENT_INSERT_COLUMNS: usize = 9;

/// What the inserts of an append to several streams answer: the stream says whose rows
/// they are.
const MULTI_RETURNING: &str = "position, stream_version, stream_id";

/// Which condition keeps an insert from leaving a gap.
enum Guard<'a> {
    /// The write's own stream is at its expected version (the one-stream append).
    Own,
    /// A condition over every stream of the append, shared by all its inserts; `None`
    /// when every stream is new.
    Shared(Option<&'a str>),
}

/// The `INSERT` of a write's events as versions `expected_version + 1 ..`, answering
/// `returning`; its parameters go onto `values`. The events are recorded at `recorded_at`,
/// the command's time (see `EventStore::append`).
///
/// The unique constraint stops a writer that is behind. The guard stops one that claims to
/// be ahead of the stream, which would otherwise leave a gap: nothing is inserted unless
/// version `expected_version` exists. Committed versions are never deleted, so that check
/// cannot race.
fn insert_events_sql(
    b: Backend,
    values: &mut Vec<Value>,
    write: &StreamWrite,
    recorded_at: &str,
    guard: Guard<'_>,
    returning: &str,
) -> Result<String, StoreError> {
    let recorded_at = b.timestamp(recorded_at)?;
    let mut rows = Vec::with_capacity(write.events.len());
    for (i, event) in write.events.iter().enumerate() {
        let metadata = serde_json::to_value(&event.metadata)
            .map_err(|e| StoreError::Internal(format!("event metadata: {e}")))?;
        let first = values.len() + 1;
        let placeholders: Vec<String> = (first..first + EVENT_INSERT_COLUMNS)
            .map(|n| format!("${n}"))
            .collect();
        rows.push(format!("({})", placeholders.join(", ")));
        values.extend([
            b.uuid(event.event_id),
            b.uuid(write.stream_id),
            int(write.expected_version + 1 + i as u64)?,
            text(&event.event_type),
            Value::Int(Some(event.schema_version)),
            b.json(&event.payload),
            b.json(&metadata),
            b.uuid(event.metadata.command_id),
            recorded_at.clone(),
        ]);
    }
    let guard = match guard {
        Guard::Own => expected_versions_exist(b, values, std::slice::from_ref(write))?,
        Guard::Shared(guard) => guard.map(str::to_owned),
    };
    let columns = "event_id, stream_id, stream_version, event_type, schema_version, payload, \
                   metadata, command_id, recorded_at";
    Ok(match guard {
        None => format!(
            "INSERT INTO events ({columns}) VALUES {} RETURNING {returning}",
            rows.join(", ")
        ),
        Some(guard) => format!(
            "INSERT INTO events ({columns}) SELECT * FROM (VALUES {}) AS new_rows \
             WHERE {guard} RETURNING {returning}",
            rows.join(", ")
        ),
    })
}

/// An SQL condition: every stream of `writes` that should exist holds its expected
/// version. `None` if every stream is new (the unique constraint alone guards those).
fn expected_versions_exist(
    b: Backend,
    values: &mut Vec<Value>,
    writes: &[StreamWrite],
) -> Result<Option<String>, StoreError> {
    let mut conditions = Vec::new();
    for write in writes.iter().filter(|w| w.expected_version > 0) {
        let (stream, version) = (values.len() + 1, values.len() + 2);
        values.extend([b.uuid(write.stream_id), int(write.expected_version)?]);
        conditions.push(format!(
            "EXISTS (SELECT 1 FROM events \
             WHERE stream_id = ${stream} AND stream_version = ${version})"
        ));
    }
    Ok((!conditions.is_empty()).then(|| conditions.join(" AND ")))
}

/// The indexes of `writes`, ordered by stream id.
fn by_stream(writes: &[StreamWrite]) -> impl Iterator<Item = usize> {
    let mut order: Vec<usize> = (0..writes.len()).collect();
    order.sort_by_key(|&i| writes[i].stream_id);
    order.into_iter()
}

/// SQLite: the read-model statements of `write`, to follow its insert in the script, each
/// writing only if the insert did. Nothing for a stream without a read model.
fn sqlite_summary_statements_after(
    b: Backend,
    write: &StreamWrite,
    recorded_at: &str,
    values: &mut Vec<Value>,
) -> Result<Vec<String>, StoreError> {
    if write.summary.is_none() && write.campaign.is_none() {
        return Ok(Vec::new());
    }
    // Our first event's id is unique to this command: present after the insert only if
    // the insert stored the events.
    values.push(b.uuid(write.events[0].event_id));
    let first_event = format!("${}", values.len());
    let inserted = format!("EXISTS (SELECT 1 FROM events WHERE event_id = {first_event})");
    let seq = format!("(SELECT position FROM events WHERE event_id = {first_event})");
    let mut statements = Vec::new();
    if let Some(summary) = &write.summary {
        statements.extend(sqlite_summary_statements(
            b, summary, values, &seq, &inserted,
        )?);
    }
    if let Some(campaign) = &write.campaign {
        statements.extend(sqlite_campaign_statements(
            b,
            campaign,
            recorded_at,
            values,
            &seq,
            &inserted,
        )?);
    }
    Ok(statements)
}

/// The stored events, from the positions and versions the insert returned (in any order).
/// Fewer rows than events means nothing was inserted: a stream has no version
/// `expected_version`.
fn stored_events(
    b: Backend,
    rows: &[sea_orm::QueryResult],
    write: &StreamWrite,
    recorded_at: &str,
) -> Result<Vec<StoredEvent>, Refused> {
    let inserted = rows
        .iter()
        .map(|row| {
            let row = Row::new(row, b);
            Ok((row.i64("position")?, row.u64("stream_version")?))
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    write_stored(write, inserted, recorded_at)
}

/// `stored_events` for each write, from rows that name their stream.
fn stored_streams(
    b: Backend,
    rows: &[sea_orm::QueryResult],
    writes: &[StreamWrite],
    times: &[String],
) -> Result<Vec<Vec<StoredEvent>>, Refused> {
    let mut by_stream: HashMap<Uuid, Vec<(i64, u64)>> = HashMap::new();
    for row in rows {
        let row = Row::new(row, b);
        by_stream
            .entry(row.uuid("stream_id")?)
            .or_default()
            .push((row.i64("position")?, row.u64("stream_version")?));
    }
    writes
        .iter()
        .zip(times)
        .map(|(write, recorded_at)| {
            let inserted = by_stream.remove(&write.stream_id).unwrap_or_default();
            write_stored(write, inserted, recorded_at)
        })
        .collect()
}

/// A write's events as stored at these (position, version) pairs.
fn write_stored(
    write: &StreamWrite,
    mut inserted: Vec<(i64, u64)>,
    recorded_at: &str,
) -> Result<Vec<StoredEvent>, Refused> {
    if inserted.len() != write.events.len() {
        return Err(Refused::Contended);
    }
    inserted.sort_by_key(|&(_, version)| version);
    let recorded_at = stored_time(recorded_at);
    Ok(inserted
        .into_iter()
        .zip(&write.events)
        .map(|((position, version), event)| StoredEvent {
            position,
            event_id: event.event_id,
            stream_id: write.stream_id,
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
