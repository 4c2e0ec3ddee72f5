//! The `games` and `game_seats` read models: written by the append itself, in its statement
//! (PostgreSQL) or transaction (SQLite), so a query never sees half a command;, queried through `GameDirectory`.

use async_trait::async_trait;
use domain::app::{
    CampaignFilter, CampaignListing, GameDirectory, GameFilter, GameStatus, GameSummary, Page,
    SeatSummary, StoreError,
};
use domain::catalog::GameKind;
use domain::engine::Seat;
use sea_orm::{ConnectionTrait, Value};
use uuid::Uuid;

use crate::codec::{Backend, Row, int, text};
use crate::connect::Database;
use crate::errors::store_error;

pub(crate) const GAME_COLUMNS: &str = "g.id, g.kind, g.title, g.status, g.version, g.seat_count, \
     g.created_by, g.created_at, g.updated_at, g.winners, g.seats, g.private, g.seq";

const GAME_INSERT: &str = "INSERT INTO games (id, kind, title, status, version, seat_count, \
     created_by, created_at, updated_at, winners, seats, private, seq)";
const GAME_UPDATE: &str = "ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, \
     title = excluded.title, status = excluded.status, version = excluded.version, \
     seat_count = excluded.seat_count, created_by = excluded.created_by, \
     created_at = excluded.created_at, updated_at = excluded.updated_at, \
     winners = excluded.winners, seats = excluded.seats, private = excluded.private";

/// The game row's values but `seq`, as `$1 ..= $12` when `values` starts empty; `$1` is
/// the game's id.
fn game_values(
    b: Backend,
    summary: &GameSummary,
    values: &mut Vec<Value>,
) -> Result<(), StoreError> {
    let json = |value: serde_json::Result<serde_json::Value>| {
        value
            .map(|v| b.json(&v))
            .map_err(|e| StoreError::Internal(format!("game summary: {e}")))
    };
    values.extend([
        b.uuid(summary.id),
        text(summary.kind.as_str()),
        text(&summary.title),
        text(summary.status.as_str()),
        int(summary.version)?,
        Value::Int(Some(i32::from(summary.seat_count))),
        b.uuid(summary.created_by),
        b.timestamp(&summary.created_at)?,
        b.timestamp(&summary.updated_at)?,
        json(serde_json::to_value(&summary.winners))?,
        json(serde_json::to_value(&summary.seats))?,
        Value::Int(Some(i32::from(summary.private))),
    ]);
    Ok(())
}

/// Where [`push_game_values`] put the game row's values: the placeholders of its id and
/// seats, and all of them but `seq`, comma-separated.
struct GameParams {
    id: String,
    seats: String,
    all: String,
}

fn push_game_values(
    b: Backend,
    summary: &GameSummary,
    values: &mut Vec<Value>,
) -> Result<GameParams, StoreError> {
    let first = values.len() + 1;
    game_values(b, summary, values)?;
    let all: Vec<String> = (first..=values.len()).map(|n| format!("${n}")).collect();
    Ok(GameParams {
        id: format!("${first}"),
        // The eleventh value (see `game_values`).
        seats: format!("${}", first + 10),
        all: all.join(", "),
    })
}

/// PostgreSQL: the data-modifying `WITH` parts that upsert the game's row and replace its
/// seats, to be run in the append's own statement. Each writes only if `only_if` (an SQL
/// condition) holds; `seq` is an SQL expression, used only when the row is new: it fixes
/// the game's place in the newest-first list for good. Parameters go onto `values`.
///
/// `suffix` tells the parts' names apart from those of another game's in one statement.
///
/// Seats not held any more go, held ones are upserted: the two touch different keys, so
/// they can be sibling parts. Data-modifying WITH parts always run to completion,
/// referenced or not, and the foreign key from game_seats is checked at the end of the
/// statement, once the games row exists.
pub(crate) fn postgres_summary_parts(
    b: Backend,
    summary: &GameSummary,
    values: &mut Vec<Value>,
    seq: &str,
    only_if: &str,
    suffix: &str,
) -> Result<Vec<String>, StoreError> {
    let GameParams { id, seats, all } = push_game_values(b, summary, values)?;
    let mut parts = vec![format!(
        "game{suffix} AS ({GAME_INSERT} SELECT * FROM (VALUES ({all}, {seq})) AS new_game \
         WHERE {only_if} {GAME_UPDATE})"
    )];
    // Most commands leave the seats as they were. The row as it was before this statement
    // (all parts see that snapshot) says so, and then the seat rows are left alone: no
    // rewrites, and no foreign-key checks against the game's row.
    let seats_moved = format!(
        "{only_if} AND NOT EXISTS (SELECT 1 FROM games WHERE id = {id} AND seats = {seats})"
    );
    let (rows, seat_values) = seat_rows(b, summary, &id, values.len() + 1);
    let held: Vec<String> = (0..rows.len())
        .map(|i| format!("${}", values.len() + 1 + 3 * i))
        .collect();
    values.extend(seat_values);
    if rows.is_empty() {
        parts.push(format!(
            "gone{suffix} AS (DELETE FROM game_seats WHERE game_id = {id} AND {seats_moved})"
        ));
    } else {
        parts.push(format!(
            "gone{suffix} AS (DELETE FROM game_seats WHERE game_id = {id} AND seat NOT IN ({}) \
             AND {seats_moved})",
            held.join(", ")
        ));
        parts.push(format!(
            "seated{suffix} AS (INSERT INTO game_seats (game_id, seat, player_id, player_name) \
             SELECT * FROM (VALUES {}) AS new_seats WHERE {seats_moved} \
             ON CONFLICT (game_id, seat) DO UPDATE SET \
             player_id = excluded.player_id, player_name = excluded.player_name)",
            rows.join(", ")
        ));
    }
    Ok(parts)
}

/// SQLite: the statements that upsert the game's row and replace its seats, to run in the
/// append's transaction after its events, each writing only if `only_if` holds. Like
/// [`postgres_summary_parts`], the seat rows are left alone unless the seats moved; SQLite
/// has no data-modifying `WITH`, so the order does the work: stale seats go while the
/// game's row still has the old list, and the new ones are inserted once the row exists
/// (the foreign key) and only if none are left (so, only if they moved).
pub(crate) fn sqlite_summary_statements(
    b: Backend,
    summary: &GameSummary,
    values: &mut Vec<Value>,
    seq: &str,
    only_if: &str,
) -> Result<Vec<String>, StoreError> {
    let GameParams { id, seats, all } = push_game_values(b, summary, values)?;
    let mut statements = vec![
        format!(
            "DELETE FROM game_seats WHERE game_id = {id} AND {only_if} \
             AND NOT EXISTS (SELECT 1 FROM games WHERE id = {id} AND seats = {seats})"
        ),
        // The WHERE also tells SQLite's parser that ON CONFLICT belongs to the upsert.
        format!("{GAME_INSERT} SELECT {all}, {seq} WHERE {only_if} {GAME_UPDATE}"),
    ];
    let (rows, seat_values) = seat_rows(b, summary, &id, values.len() + 1);
    values.extend(seat_values);
    if !rows.is_empty() {
        statements.push(format!(
            "INSERT INTO game_seats (game_id, seat, player_id, player_name) \
             SELECT * FROM (VALUES {}) WHERE {only_if} \
             AND NOT EXISTS (SELECT 1 FROM game_seats WHERE game_id = {id})",
            rows.join(", ")
        ));
    }
    Ok(statements)
}

/// `(<id>, $n, $n+1, $n+2)` per held seat, from `first` on, with their values; `id` is the
/// placeholder of the game's id.
fn seat_rows(
    b: Backend,
    summary: &GameSummary,
    id: &str,
    first: usize,
) -> (Vec<String>, Vec<Value>) {
    let mut rows = Vec::new();
    let mut values = Vec::new();
    for (i, seat) in summary.seats.iter().enumerate() {
        let n = first + 3 * i;
        rows.push(format!("({id}, ${n}, ${}, ${})", n + 1, n + 2));
        values.extend([
            Value::Int(Some(i32::from(seat.seat.0))),
            b.uuid(seat.player_id),
            text(&seat.player_name),
        ]);
    }
    (rows, values)
}

#[async_trait]
impl GameDirectory for Database {
    async fn game_summary(&self, id: Uuid) -> Result<Option<GameSummary>, StoreError> {
        let b = self.backend();
        let sql = format!("SELECT {GAME_COLUMNS} FROM games g WHERE g.id = $1");
        let row = self
            .inner
            .conn
            .query_one_raw(b.statement(&sql, vec![b.uuid(id)]))
            .await
            .map_err(store_error)?;
        row.map(|row| game_summary(&Row::new(&row, b)).map(|(_, summary)| summary))
            .transpose()
    }

    /// Keyset pagination over `seq`, newest first. The cursor is the `seq` in decimal, so
    /// pages stay stable while new games are created.
    async fn list_games(
        &self,
        filter: &GameFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<GameSummary>, StoreError> {
        if filter.searches_history() {
            return self.history_page(filter, first, after).await;
        }
        let b = self.backend();
        let mut conditions: Vec<String> = Vec::new();
        let mut values: Vec<Value> = Vec::new();
        let mut bind = |condition: &str, value: Value| {
            values.push(value);
            conditions.push(condition.replace('?', &format!("${}", values.len())));
        };
        if let Some(kind) = filter.kind {
            bind("g.kind = ?", text(kind.as_str()));
        }
        if let Some(status) = filter.status {
            bind("g.status = ?", text(status.as_str()));
        }
        if let Some(player) = filter.player_id {
            bind(
                "EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.player_id = ?)",
                b.uuid(player),
            );
        }
        if let Some(after) = after {
            bind("g.seq < ?", Value::BigInt(Some(parse_cursor(after)?)));
        }
        if let Some(joinable) = filter.joinable {
            // The seats counted from `game_seats`, which both backends query alike.
            let open = "(g.status = 'LOBBY' AND g.private = 0 AND \
                 (SELECT COUNT(*) FROM game_seats s WHERE s.game_id = g.id) < g.seat_count)";
            conditions.push(if joinable {
                open.to_owned()
            } else {
                format!("NOT {open}")
            });
        }
        let mut sql = format!("SELECT {GAME_COLUMNS} FROM games g");
        if !conditions.is_empty() {
            sql.push_str(" WHERE ");
            sql.push_str(&conditions.join(" AND "));
        }
        // One extra row tells whether there is a next page.
        values.push(Value::BigInt(Some(i64::from(first) + 1)));
        sql.push_str(&format!(" ORDER BY g.seq DESC LIMIT ${}", values.len()));

        let rows = self
            .inner
            .conn
            .query_all_raw(b.statement(&sql, values))
            .await
            .map_err(store_error)?;
        let has_next_page = rows.len() > first as usize;
        let items = rows
            .iter()
            .take(first as usize)
            .map(|row| {
                game_summary(&Row::new(row, b)).map(|(seq, summary)| (seq.to_string(), summary))
            })
            .collect::<Result<_, _>>()?;
        Ok(Page {
            items,
            has_next_page,
        })
    }

    async fn list_campaigns(
        &self,
        filter: &CampaignFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<CampaignListing>, StoreError> {
        self.campaigns_page(filter, first, after).await
    }
}

/// A cursor is only ever one this module handed out.
fn parse_cursor(cursor: &str) -> Result<i64, StoreError> {
    // StoreError has no "bad input" case; callers that take cursors from clients should
    // treat an Internal error here as the client's mistake (see the crate docs).
    cursor
        .parse::<i64>()
        .map_err(|_| StoreError::Internal(format!("{cursor:?} is not a games cursor")))
}

pub(crate) fn game_summary(row: &Row<'_>) -> Result<(i64, GameSummary), StoreError> {
    let kind = row.string("kind")?;
    let status = row.string("status")?;
    let seats: Vec<SeatSummary> = serde_json::from_value(row.json("seats")?)
        .map_err(|e| StoreError::Internal(format!("games.seats: {e}")))?;
    let winners: Vec<Seat> = serde_json::from_value(row.json("winners")?)
        .map_err(|e| StoreError::Internal(format!("games.winners: {e}")))?;
    let seat_count = row.i32("seat_count")?;
    let summary = GameSummary {
        id: row.uuid("id")?,
        kind: GameKind::parse(&kind)
            .ok_or_else(|| StoreError::Internal(format!("unknown game kind {kind:?}")))?,
        title: row.string("title")?,
        status: GameStatus::parse(&status)
            .ok_or_else(|| StoreError::Internal(format!("unknown game status {status:?}")))?,
        version: row.u64("version")?,
        seat_count: u8::try_from(seat_count)
            .map_err(|_| StoreError::Internal(format!("seat_count {seat_count} out of range")))?,
        seats,
        created_by: row.uuid("created_by")?,
        created_at: row.timestamp("created_at")?,
        updated_at: row.timestamp("updated_at")?,
        winners,
        private: row.i32("private")? != 0,
    };
    Ok((row.i64("seq")?, summary))
}
