//! History search (`GameFilter::searches_history`): finished games that history counted,
//! newest first by finish or start, read from the `history_*` keys (migration m0007) and
//! joined to their `games` rows. The domain's `history::search::accepts` says the same
//! for the in-memory adapter.
//!
//! A filter by player is read from the player's own rows (`history_participants`, keyed by
//! participant and time), so a player's page costs the same however many games exist;
//! without one, from the games' time indexes. The other criteria are checked per game by
//! its key (`game_id, participant` and `game_id, tag`).

use domain::app::history::participant_key;
use domain::app::{GameFilter, GameOrder, GameSummary, Page, StoreError};
use sea_orm::{ConnectionTrait, Value};

use crate::codec::{Row, text};
use crate::connect::Database;
use crate::errors::store_error;
use crate::read_models::{GAME_COLUMNS, game_summary};

impl Database {
    /// One page of a history search; cursors are the games' sort keys. `filter` has been
    /// checked by the domain (`history::search::checked`).
    pub(crate) async fn history_page(
        &self,
        filter: &GameFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<GameSummary>, StoreError> {
        let b = self.backend();
        let mut conditions: Vec<String> = Vec::new();
        let mut values: Vec<Value> = Vec::new();
        let mut bind = |condition: &str, value: Value| {
            values.push(value);
            conditions.push(condition.replace('?', &format!("${}", values.len())));
        };
        let column = match filter.order {
            GameOrder::Started => "started_key",
            GameOrder::Created | GameOrder::Finished => "finish_key",
        };
        // The rows the order is read from: the player's own, or every counted game's.
        let (from, key) = match filter.player_id {
            Some(player) => {
                bind(
                    "p.participant = ?",
                    text(&participant_key(Some(player), None)),
                );
                if let Some(result) = filter.result {
                    bind("p.result = ?", text(result.as_str()));
                }
                (
                    "history_participants p JOIN games g ON g.id = p.game_id",
                    format!("p.{column}"),
                )
            }
            None => (
                "history_results p JOIN games g ON g.id = p.game_id",
                format!("p.{column}"),
            ),
        };
        if let Some(kind) = filter.kind {
            bind("p.kind = ?", text(kind.as_str()));
        }
        if let Some(status) = filter.status {
            bind("g.status = ?", text(status.as_str()));
        }
        if let Some(opponent) = filter.opponent_id {
            bind(
                "EXISTS (SELECT 1 FROM history_participants o \
                 WHERE o.game_id = p.game_id AND o.participant = ?)",
                text(&participant_key(Some(opponent), None)),
            );
        }
        if let Some(from) = &filter.finished_from {
            bind("p.finish_key >= ?", text(from));
        }
        if let Some(before) = &filter.finished_before {
            bind("p.finish_key < ?", text(before));
        }
        for tag in filter.tags() {
            bind(
                "EXISTS (SELECT 1 FROM history_tags t WHERE t.game_id = p.game_id AND t.tag = ?)",
                text(&tag),
            );
        }
        if let Some(after) = after {
            bind(&format!("{key} < ?"), text(after));
        }
        let mut sql = format!("SELECT {GAME_COLUMNS}, {key} AS sort_key FROM {from}");
        if !conditions.is_empty() {
            sql.push_str(" WHERE ");
            sql.push_str(&conditions.join(" AND "));
        }
        // One extra row tells whether there is a next page.
        values.push(Value::BigInt(Some(i64::from(first) + 1)));
        sql.push_str(&format!(" ORDER BY {key} DESC LIMIT ${}", values.len()));
        let rows = self
            .connection()
            .query_all_raw(b.statement(&sql, values))
            .await
            .map_err(store_error)?;
        let has_next_page = rows.len() > first as usize;
        let items = rows
            .iter()
            .take(first as usize)
            .map(|row| {
                let row = Row::new(row, b);
                let (_, summary) = game_summary(&row)?;
                Ok((row.string("sort_key")?, summary))
            })
            .collect::<Result<_, StoreError>>()?;
        Ok(Page {
            items,
            has_next_page,
        })
    }
}
