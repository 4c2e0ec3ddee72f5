//! Content packs as the use cases need them: the one new games are set up with, and the one
//! a stored game names, read back from the store when this process has not seen it.

use crate::catalog::{AnyPack, GameKind};
use crate::engine::ContentRef;

use super::content::StoredPack;
use super::error::AppError;
use super::service::Tabletop;
use super::session::GameSession;

impl Tabletop {
    /// Store the packs new games will be set up with (the configured ones and every kind's
    /// embedded pack), so games keep folding after the configuration or the binary moves
    /// on. Storing a pack twice stores it once.
    pub async fn store_content_packs(&self) -> Result<(), AppError> {
        for &kind in GameKind::ALL {
            let pack = self.pack_for_new_games(kind)?;
            self.save_pack(&pack).await?;
            if let Ok(embedded) = kind.embedded_pack() {
                self.save_pack(&embedded).await?;
            }
        }
        Ok(())
    }

    async fn save_pack(&self, pack: &AnyPack) -> Result<(), AppError> {
        self.ports
            .content
            .save_pack(&StoredPack {
                hash: pack.hash().to_owned(),
                kind: pack.kind(),
                name: pack.name().to_owned(),
                body: pack.body().to_owned(),
            })
            .await?;
        Ok(())
    }

    /// The pack new games of `kind` are set up with: the configured one, else the embedded.
    pub fn pack_for_new_games(&self, kind: GameKind) -> Result<AnyPack, AppError> {
        match self.content.get(kind) {
            Some(pack) => Ok(pack.clone()),
            None => kind
                .embedded_pack()
                .map_err(|e| AppError::Internal(format!("embedded content: {e}"))),
        }
    }

    /// Make sure the pack `content` names is on the shelf, reading it from the store if
    /// this process has not seen it (a game set up under another configuration).
    pub(super) async fn fetch_pack(
        &self,
        kind: GameKind,
        content: Option<&ContentRef>,
    ) -> Result<(), AppError> {
        let Some(r) = content else {
            return Ok(());
        };
        if self.shelf.contains(&r.hash) {
            return Ok(());
        }
        let stored = self
            .ports
            .content
            .load_pack(&r.hash)
            .await?
            .ok_or_else(|| {
                AppError::Internal(format!(
                    "content pack {} ({}) is not stored",
                    r.name, r.hash
                ))
            })?;
        let pack = kind
            .pack_from_body(&stored.name, &stored.body)
            .map_err(|e| AppError::Internal(format!("stored content pack {}: {e}", r.hash)))?;
        self.shelf.insert(pack);
        Ok(())
    }

    /// The pack a started or starting game uses.
    pub(super) async fn pack_of(&self, session: &GameSession) -> Result<AnyPack, AppError> {
        self.fetch_pack(session.kind, session.content.as_ref())
            .await?;
        self.shelf.resolve(session.kind, session.content.as_ref())
    }
}
