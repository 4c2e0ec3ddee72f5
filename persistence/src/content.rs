//! The `content_packs` table behind `ContentStore`: one row per pack, by hash.

use async_trait::async_trait;
use domain::app::{ContentStore, StoreError, StoredPack};
use domain::catalog::GameKind;
use sea_orm::ConnectionTrait;

use crate::codec::{Row, text};
use crate::connect::Database;
use crate::errors::store_error;

#[async_trait]
impl ContentStore for Database {
    async fn save_pack(&self, pack: &StoredPack) -> Result<(), StoreError> {
        let b = self.backend();
        // Same hash, same body: a pack stored by another instance is already right.
        let statement = b.statement(
            "INSERT INTO content_packs (hash, game_kind, name, body) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (hash) DO NOTHING",
            vec![
                text(&pack.hash),
                text(pack.kind.as_str()),
                text(&pack.name),
                text(&pack.body),
            ],
        );
        let _writer = self.lock_sqlite_writer().await;
        self.writes()
            .execute_raw(statement)
            .await
            .map(|_| ())
            .map_err(store_error)
    }

    async fn load_pack(&self, hash: &str) -> Result<Option<StoredPack>, StoreError> {
        let b = self.backend();
        let row = self
            .connection()
            .query_one_raw(b.statement(
                "SELECT hash, game_kind, name, body FROM content_packs WHERE hash = $1",
                vec![text(hash)],
            ))
            .await
            .map_err(store_error)?;
        row.map(|row| {
            let row = Row::new(&row, b);
            let kind = row.string("game_kind")?;
            Ok(StoredPack {
                hash: row.string("hash")?,
                kind: GameKind::parse(&kind).ok_or_else(|| {
                    StoreError::Internal(format!("a content pack of unknown kind {kind}"))
                })?,
                name: row.string("name")?,
                body: row.string("body")?,
            })
        })
        .transpose()
    }
}
