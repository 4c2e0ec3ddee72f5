//! History's read models behind `HistoryStore` (the `history_*` tables of migration
//! m0006). Rows are keyed by columns and carried as JSON bodies that the domain defines;
//! counting a game reads and writes them in one transaction under a lock that every
//! process sharing the database takes, so two projectors never count at once.

use async_trait::async_trait;
use domain::app::history::{
    ContentCount, CoopCount, GameResult, HeadToHead, Projection, RatingPoint, RatingRow, Record,
    Standing,
};
use domain::app::{Counted, GameStatus, HistoryStore, StoreError};
use domain::catalog::GameKind;
use sea_orm::{ConnectionTrait, DatabaseTransaction, Value};
use serde::Serialize;
use serde::de::DeserializeOwned;
use uuid::Uuid;

use crate::codec::{Backend, Row, int, text};
use crate::connect::Database;
use crate::errors::store_error;

/// The advisory lock counting takes on PostgreSQL ("history").
const HISTORY_LOCK: i64 = 0x0068_6973_746f_7279;

/// Every table, for a rebuild, each with its kind column.
const TABLES: &[&str] = &[
    "history_results",
    "history_participants",
    "history_records",
    "history_head_to_head",
    "history_content",
    "history_coop",
    "history_ratings",
    "history_rating_points",
    "history_tags",
];

fn to_json<T: Serialize>(row: &T) -> Result<serde_json::Value, StoreError> {
    serde_json::to_value(row).map_err(|e| StoreError::Internal(format!("a history row: {e}")))
}

fn from_json<T: DeserializeOwned>(body: serde_json::Value) -> Result<T, StoreError> {
    serde_json::from_value(body)
        .map_err(|e| StoreError::Internal(format!("a stored history row: {e}")))
}

/// `$from, $from+1, ...` for `n` values.
fn placeholders(from: usize, n: usize) -> String {
    (from..from + n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One counting transaction.
struct Counting<'a> {
    txn: &'a DatabaseTransaction,
    b: Backend,
}

impl Counting<'_> {
    async fn bodies<T: DeserializeOwned>(
        &self,
        sql: &str,
        values: Vec<Value>,
    ) -> Result<Vec<T>, StoreError> {
        let rows = self
            .txn
            .query_all_raw(self.b.statement(sql, values))
            .await
            .map_err(store_error)?;
        rows.iter()
            .map(|row| from_json(Row::new(row, self.b).json("body")?))
            .collect()
    }

    async fn execute(&self, sql: &str, values: Vec<Value>) -> Result<(), StoreError> {
        self.txn
            .execute_raw(self.b.statement(sql, values))
            .await
            .map_err(store_error)?;
        Ok(())
    }

    /// Insert or replace the row of `table` at `keys` (its key columns, in order).
    async fn put<T: Serialize>(
        &self,
        table: &str,
        keys: &[(&str, Value)],
        body: &T,
    ) -> Result<(), StoreError> {
        let columns: Vec<&str> = keys.iter().map(|(c, _)| *c).collect();
        let sql = format!(
            "INSERT INTO {table} ({}, body) VALUES ({}) ON CONFLICT ({}) DO UPDATE SET body = excluded.body",
            columns.join(", "),
            placeholders(1, keys.len() + 1),
            columns.join(", "),
        );
        let mut values: Vec<Value> = keys.iter().map(|(_, v)| v.clone()).collect();
        values.push(self.b.json(&to_json(body)?));
        self.execute(&sql, values).await
    }

    /// The row of `table` at `keys`, if any.
    async fn get<T: DeserializeOwned>(
        &self,
        table: &str,
        keys: &[(&str, Value)],
    ) -> Result<Option<T>, StoreError> {
        let filter: Vec<String> = keys
            .iter()
            .enumerate()
            .map(|(i, (c, _))| format!("{c} = ${}", i + 1))
            .collect();
        let sql = format!("SELECT body FROM {table} WHERE {}", filter.join(" AND "));
        let values = keys.iter().map(|(_, v)| v.clone()).collect();
        Ok(self.bodies(&sql, values).await?.into_iter().next())
    }

    async fn standing(&self, result: &GameResult) -> Result<Standing, StoreError> {
        let kind = result.kind.as_str();
        let keys: Vec<Value> = result
            .participants
            .iter()
            .map(|p| text(&p.participant))
            .collect();
        let among = placeholders(2, keys.len());
        let mut values = vec![text(kind)];
        values.extend(keys);
        let records = self
            .bodies(
                &format!(
                    "SELECT body FROM history_records WHERE kind = $1 AND participant IN ({among})"
                ),
                values.clone(),
            )
            .await?;
        let ratings = self
            .bodies(
                &format!(
                    "SELECT body FROM history_ratings WHERE kind = $1 AND participant IN ({among})"
                ),
                values,
            )
            .await?;
        let last = self
            .txn
            .query_one_raw(self.b.statement(
                "SELECT MAX(finish_key) AS last FROM history_results WHERE kind = $1",
                vec![text(kind)],
            ))
            .await
            .map_err(store_error)?;
        let last_finish_key = match last {
            Some(row) => row
                .try_get::<Option<String>>("", "last")
                .map_err(|e| StoreError::Internal(format!("reading the last game counted: {e}")))?,
            None => None,
        };
        Ok(Standing {
            records,
            ratings,
            last_finish_key,
        })
    }

    async fn write(&self, p: &Projection) -> Result<(), StoreError> {
        let b = self.b;
        let kind = text(p.result.kind.as_str());
        for r in &p.records {
            self.put(
                "history_records",
                &[
                    ("participant", text(&r.participant)),
                    ("kind", kind.clone()),
                ],
                r,
            )
            .await?;
        }
        for r in &p.ratings {
            self.put(
                "history_ratings",
                &[
                    ("participant", text(&r.participant)),
                    ("kind", kind.clone()),
                ],
                r,
            )
            .await?;
        }
        for point in &p.rating_points {
            let keys = [
                ("participant", text(&point.participant)),
                ("kind", kind.clone()),
                ("finish_key", text(&point.finish_key)),
            ];
            self.put("history_rating_points", &keys, point).await?;
        }
        for h in &p.head_to_head {
            let keys = [
                ("participant", text(&h.participant)),
                ("opponent", text(&h.opponent)),
                ("kind", kind.clone()),
            ];
            let row = match self
                .get::<HeadToHead>("history_head_to_head", &keys)
                .await?
            {
                Some(mut row) => {
                    row.absorb(h);
                    row
                }
                None => h.clone(),
            };
            self.put("history_head_to_head", &keys, &row).await?;
        }
        for c in &p.content {
            let keys = [
                ("kind", kind.clone()),
                ("category", text(&c.category)),
                ("item", text(&c.item)),
            ];
            let row = match self.get::<ContentCount>("history_content", &keys).await? {
                Some(mut row) => {
                    row.absorb(c);
                    row
                }
                None => c.clone(),
            };
            self.put("history_content", &keys, &row).await?;
        }
        if let Some(c) = &p.coop {
            let keys = [
                ("kind", kind.clone()),
                ("scenario", text(&c.scenario)),
                ("seat_count", Value::Int(Some(i32::from(c.seat_count)))),
            ];
            let row = match self.get::<CoopCount>("history_coop", &keys).await? {
                Some(mut row) => {
                    row.absorb(c);
                    row
                }
                None => c.clone(),
            };
            self.put("history_coop", &keys, &row).await?;
        }
        let r = &p.result;
        let started_key = r.started_key();
        self.execute(
            "INSERT INTO history_results (game_id, kind, finish_key, started_key, body) \
             VALUES ($1, $2, $3, $4, $5)",
            vec![
                b.uuid(r.game_id),
                kind.clone(),
                text(&r.finish_key),
                text(&started_key),
                b.json(&to_json(r)?),
            ],
        )
        .await?;
        for part in &r.participants {
            self.execute(
                "INSERT INTO history_participants \
                 (participant, finish_key, started_key, game_id, kind, result) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                vec![
                    text(&part.participant),
                    text(&r.finish_key),
                    text(&started_key),
                    b.uuid(r.game_id),
                    kind.clone(),
                    text(part.result.as_str()),
                ],
            )
            .await?;
        }
        for tag in &r.tags {
            self.execute(
                "INSERT INTO history_tags (game_id, kind, tag) VALUES ($1, $2, $3) \
                 ON CONFLICT DO NOTHING",
                vec![b.uuid(r.game_id), kind.clone(), text(tag)],
            )
            .await?;
        }
        Ok(())
    }
}

impl Database {
    async fn history_rows<T: DeserializeOwned>(
        &self,
        sql: &str,
        values: Vec<Value>,
    ) -> Result<Vec<T>, StoreError> {
        let b = self.backend();
        let rows = self
            .connection()
            .query_all_raw(b.statement(sql, values))
            .await
            .map_err(store_error)?;
        rows.iter()
            .map(|row| from_json(Row::new(row, b).json("body")?))
            .collect()
    }
}

#[async_trait]
impl HistoryStore for Database {
    async fn uncounted(&self, settled_before: &str, limit: u32) -> Result<Vec<Uuid>, StoreError> {
        let b = self.backend();
        let rows = self
            .connection()
            .query_all_raw(b.statement(
                "SELECT g.id FROM games g WHERE g.status = $1 AND g.updated_at <= $2 \
                 AND NOT EXISTS (SELECT 1 FROM history_results r WHERE r.game_id = g.id) \
                 ORDER BY g.updated_at LIMIT $3",
                vec![
                    text(GameStatus::Finished.as_str()),
                    b.timestamp(settled_before)?,
                    int(u64::from(limit))?,
                ],
            ))
            .await
            .map_err(store_error)?;
        rows.iter().map(|row| Row::new(row, b).uuid("id")).collect()
    }

    async fn count(
        &self,
        result: &GameResult,
        project: &(dyn for<'s> Fn(&'s Standing) -> Projection + Send + Sync),
    ) -> Result<Counted, StoreError> {
        let b = self.backend();
        let _writer = self.lock_sqlite_writer().await;
        let txn = self.begin_write().await?;
        if b == Backend::Postgres {
            txn.execute_unprepared(&format!("SELECT pg_advisory_xact_lock({HISTORY_LOCK})"))
                .await
                .map_err(store_error)?;
        }
        let counting = Counting { txn: &txn, b };
        let counted_before: Option<serde_json::Value> = counting
            .get("history_results", &[("game_id", b.uuid(result.game_id))])
            .await?;
        if counted_before.is_some() {
            return Ok(Counted::Already);
        }
        let standing = counting.standing(result).await?;
        if standing
            .last_finish_key
            .as_deref()
            .is_some_and(|last| last > result.finish_key.as_str())
        {
            return Ok(Counted::Late);
        }
        counting.write(&project(&standing)).await?;
        txn.commit().await.map_err(store_error)?;
        Ok(Counted::Counted)
    }

    async fn forget(&self, kind: Option<GameKind>) -> Result<(), StoreError> {
        let b = self.backend();
        let _writer = self.lock_sqlite_writer().await;
        let txn = self.begin_write().await?;
        if b == Backend::Postgres {
            txn.execute_unprepared(&format!("SELECT pg_advisory_xact_lock({HISTORY_LOCK})"))
                .await
                .map_err(store_error)?;
        }
        for table in TABLES {
            let statement = match kind {
                Some(kind) => b.statement(
                    &format!("DELETE FROM {table} WHERE kind = $1"),
                    vec![text(kind.as_str())],
                ),
                None => b.statement(&format!("DELETE FROM {table}"), vec![]),
            };
            txn.execute_raw(statement).await.map_err(store_error)?;
        }
        txn.commit().await.map_err(store_error)
    }

    async fn records(&self, participant: &str) -> Result<Vec<Record>, StoreError> {
        self.history_rows(
            "SELECT body FROM history_records WHERE participant = $1 ORDER BY kind",
            vec![text(participant)],
        )
        .await
    }

    async fn head_to_head(&self, participant: &str) -> Result<Vec<HeadToHead>, StoreError> {
        self.history_rows(
            "SELECT body FROM history_head_to_head WHERE participant = $1 ORDER BY kind, opponent",
            vec![text(participant)],
        )
        .await
    }

    async fn ratings(&self, participant: &str) -> Result<Vec<RatingRow>, StoreError> {
        self.history_rows(
            "SELECT body FROM history_ratings WHERE participant = $1 ORDER BY kind",
            vec![text(participant)],
        )
        .await
    }

    async fn rating_history(
        &self,
        participant: &str,
        kind: GameKind,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        self.history_rows(
            "SELECT body FROM history_rating_points WHERE participant = $1 AND kind = $2 \
             ORDER BY finish_key",
            vec![text(participant), text(kind.as_str())],
        )
        .await
    }

    async fn content_counts(&self, kind: GameKind) -> Result<Vec<ContentCount>, StoreError> {
        self.history_rows(
            "SELECT body FROM history_content WHERE kind = $1 ORDER BY category, item",
            vec![text(kind.as_str())],
        )
        .await
    }

    async fn coop_counts(&self, kind: GameKind) -> Result<Vec<CoopCount>, StoreError> {
        self.history_rows(
            "SELECT body FROM history_coop WHERE kind = $1 ORDER BY scenario, seat_count",
            vec![text(kind.as_str())],
        )
        .await
    }

    async fn results(&self) -> Result<Vec<GameResult>, StoreError> {
        self.history_rows(
            "SELECT body FROM history_results ORDER BY finish_key",
            vec![],
        )
        .await
    }
}
