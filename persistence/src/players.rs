//! The `players` table behind `PlayerRegistry`. Only the hash of a bearer token is stored.

use async_trait::async_trait;
use domain::app::{Player, PlayerRegistry, StoreError};
use sea_orm::ConnectionTrait;
use uuid::Uuid;

use crate::codec::{Backend, Row, text};
use crate::connect::Database;
use crate::errors::{is_unique_violation, store_error};
use crate::token_cache::TOKENS_CHANNEL;

const PLAYER_COLUMNS: &str = "id, name, token_hash, created_at, token_expires_at";

#[async_trait]
impl PlayerRegistry for Database {
    async fn add_player(&self, player: &Player) -> Result<(), StoreError> {
        let b = self.backend();
        let statement = b.statement(
            "INSERT INTO players (id, name, token_hash, created_at, token_expires_at) \
             VALUES ($1, $2, $3, $4, $5)",
            vec![
                b.uuid(player.id),
                text(&player.name),
                text(&player.token_hash),
                b.timestamp(&player.created_at)?,
                b.timestamp(&player.token_expires_at)?,
            ],
        );
        let _writer = self.lock_sqlite_writer().await;
        match self.writes().execute_raw(statement).await {
            Ok(_) => Ok(()),
            // The name is what collides in practice: ids and token hashes are random.
            Err(e) if is_unique_violation(&e) => {
                Err(StoreError::Duplicate("that name is taken".into()))
            }
            Err(e) => Err(store_error(e)),
        }
    }

    /// From the token cache when it may answer (see `token_cache.rs`), else the database.
    async fn player_by_token_hash(&self, token_hash: &str) -> Result<Option<Player>, StoreError> {
        let tokens = self.inner.bus.tokens();
        if let Some(player) = tokens.get(token_hash) {
            return Ok(Some(player));
        }
        let ticket = tokens.ticket();
        let found = self.find_player("token_hash", text(token_hash)).await?;
        if let (Some(ticket), Some(player)) = (ticket, &found) {
            tokens.keep(ticket, player.clone());
        }
        Ok(found)
    }

    async fn player(&self, id: Uuid) -> Result<Option<Player>, StoreError> {
        let b = self.backend();
        self.find_player("id", b.uuid(id)).await
    }

    async fn player_by_name(&self, name: &str) -> Result<Option<Player>, StoreError> {
        self.find_player("name", text(name)).await
    }

    async fn all_players(&self) -> Result<Vec<Player>, StoreError> {
        let b = self.backend();
        let sql = format!("SELECT {PLAYER_COLUMNS} FROM players ORDER BY created_at, id");
        let rows = self
            .inner
            .conn
            .query_all_raw(b.statement(&sql, vec![]))
            .await
            .map_err(store_error)?;
        rows.iter().map(|row| player(&Row::new(row, b))).collect()
    }

    async fn replace_token(
        &self,
        id: Uuid,
        old_token_hash: &str,
        new_token_hash: &str,
        expires_at: &str,
    ) -> Result<bool, StoreError> {
        let b = self.backend();
        let update = "UPDATE players SET token_hash = $1, token_expires_at = $2 \
                      WHERE id = $3 AND token_hash = $4";
        let mut values = vec![
            text(new_token_hash),
            b.timestamp(expires_at)?,
            b.uuid(id),
            text(old_token_hash),
        ];
        let replaced = match b {
            // Other instances hear of the old hash when the update commits, in one statement.
            Backend::Postgres => {
                values.extend([text(TOKENS_CHANNEL), text(old_token_hash)]);
                let sql = format!(
                    "WITH renewed AS ({update} RETURNING id) SELECT pg_notify($5, $6) FROM renewed"
                );
                let rows = self
                    .inner
                    .conn
                    .query_all_raw(b.statement(&sql, values))
                    .await
                    .map_err(store_error)?;
                rows.len() == 1
            }
            Backend::Sqlite => {
                let _writer = self.lock_sqlite_writer().await;
                let result = self
                    .writes()
                    .execute_raw(b.statement(update, values))
                    .await
                    .map_err(store_error)?;
                result.rows_affected() == 1
            }
        };
        // After the commit, so a lookup that read the old row meanwhile cannot keep it.
        self.inner.bus.tokens().revoke(old_token_hash);
        Ok(replaced)
    }
}

impl Database {
    async fn find_player(
        &self,
        column: &'static str,
        value: sea_orm::Value,
    ) -> Result<Option<Player>, StoreError> {
        let b = self.backend();
        let sql = format!("SELECT {PLAYER_COLUMNS} FROM players WHERE {column} = $1");
        let row = self
            .inner
            .conn
            .query_one_raw(b.statement(&sql, vec![value]))
            .await
            .map_err(store_error)?;
        row.map(|row| player(&Row::new(&row, b))).transpose()
    }
}

fn player(row: &Row<'_>) -> Result<Player, StoreError> {
    Ok(Player {
        id: row.uuid("id")?,
        name: row.string("name")?,
        token_hash: row.string("token_hash")?,
        created_at: row.timestamp("created_at")?,
        token_expires_at: row.timestamp("token_expires_at")?,
    })
}
