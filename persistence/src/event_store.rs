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
use sea_orm::{ConnectionTrait, DatabaseTransaction, Value};
use uuid::Uuid;

use crate::bus::{CHANNEL, notify_payload};
use crate::codec::{Backend, Row, int, text};
use crate::connect::Database;
use crate::errors::{is_concurrency_abort, is_unique_violation, store_error};
use crate::read_models::write_summary;
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
                Ok(current)
            } else {
                Err(StoreError::Conflict {
                    current_version: current,
                })
            };
        }
        let new_version = expected_version
            .checked_add(events.len() as u64)
            .ok_or_else(|| StoreError::Internal("stream version overflow".into()))?;

        let writer = self.lock_sqlite_writer().await;
        let txn = self.begin_write().await?;
        let outcome = self
            .append_in(&txn, stream_id, expected_version, &events, summary)
            .await;
        let wakeup = Wakeup {
            stream_id,
            version: new_version,
        };
        let outcome = match outcome {
            Ok(()) => {
                self.inner.bus.expect_own_notification(wakeup);
                txn.commit().await.map_err(classify_append_error)
            }
            Err(refused) => {
                // Dropping the transaction would roll back too, but in the background;
                // rolling back here frees the connection (and SQLite's lock) before we read.
                let _ = txn.rollback().await;
                Err(refused)
            }
        };
        drop(writer);
        match outcome {
            Ok(()) => {
                self.inner.bus.publish(wakeup);
                Ok(new_version)
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
        self.inner
            .conn
            .execute_raw(b.statement(sql, values))
            .await
            .map_err(store_error)?;
        Ok(())
    }
}

impl Database {
    /// Everything an append writes, inside its transaction.
    async fn append_in(
        &self,
        txn: &DatabaseTransaction,
        stream_id: Uuid,
        expected_version: u64,
        events: &[NewEvent],
        summary: &GameSummary,
    ) -> Result<(), Refused> {
        let b = self.backend();
        // The command's time: the same instant the domain folded into `updated_at`, so a
        // replay of the stored events rebuilds exactly this summary.
        let recorded_at = b.timestamp(&summary.updated_at)?;
        let mut first_position = None;
        for (i, event) in events.iter().enumerate() {
            let version = expected_version + 1 + i as u64;
            let position = insert_event(txn, b, stream_id, version, event, &recorded_at).await?;
            first_position.get_or_insert(position);
        }
        // The unique constraint stops a writer that is behind; this stops one that claims
        // to be ahead of the stream, which would otherwise leave a gap. Committed versions
        // are never deleted, so reading it inside the transaction cannot race.
        if expected_version > 0 && !version_exists(txn, b, stream_id, expected_version).await? {
            return Err(Refused::Contended);
        }
        let seq = first_position.ok_or_else(|| StoreError::Internal("no event inserted".into()))?;
        write_summary(txn, b, summary, seq).await?;
        if b == Backend::Postgres {
            // Delivered to listeners only if and when this transaction commits.
            let payload = notify_payload(Wakeup {
                stream_id,
                version: expected_version + events.len() as u64,
            });
            txn.execute_raw(b.statement(
                "SELECT pg_notify($1, $2)",
                vec![text(CHANNEL), text(&payload)],
            ))
            .await
            .map_err(store_error)?;
        }
        Ok(())
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

async fn insert_event(
    txn: &DatabaseTransaction,
    b: Backend,
    stream_id: Uuid,
    version: u64,
    event: &NewEvent,
    recorded_at: &Value,
) -> Result<i64, Refused> {
    let metadata = serde_json::to_value(&event.metadata)
        .map_err(|e| StoreError::Internal(format!("event metadata: {e}")))?;
    let sql = "INSERT INTO events (event_id, stream_id, stream_version, event_type, \
               schema_version, payload, metadata, command_id, recorded_at) \
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING position";
    let values = vec![
        b.uuid(event.event_id),
        b.uuid(stream_id),
        int(version)?,
        text(&event.event_type),
        Value::Int(Some(event.schema_version)),
        b.json(&event.payload),
        b.json(&metadata),
        b.uuid(event.metadata.command_id),
        recorded_at.clone(),
    ];
    let row = txn
        .query_one_raw(b.statement(sql, values))
        .await
        .map_err(classify_append_error)?
        .ok_or_else(|| StoreError::Internal("INSERT ... RETURNING gave no row".into()))?;
    Ok(Row::new(&row, b).i64("position")?)
}

async fn version_exists(
    txn: &DatabaseTransaction,
    b: Backend,
    stream_id: Uuid,
    version: u64,
) -> Result<bool, StoreError> {
    let row = txn
        .query_one_raw(b.statement(
            "SELECT 1 AS present FROM events WHERE stream_id = $1 AND stream_version = $2",
            vec![b.uuid(stream_id), int(version)?],
        ))
        .await
        .map_err(store_error)?;
    Ok(row.is_some())
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
