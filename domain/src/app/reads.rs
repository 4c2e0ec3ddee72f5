//! Reading games: a game now or at a version, its history, the list of games, exports.

use futures::stream::BoxStream;
use uuid::Uuid;

use super::error::AppError;
use super::lobby::{LobbyEvent, StreamEvent};
use super::ports::Wakeup;
use super::records::{GameFilter, GameStatus, GameSummary, Page, StoredEvent};
use super::service::Tabletop;
use super::session::{GameSession, decode};
use super::snapshots::snapshot_is_current;

impl Tabletop {
    /// The game as it is now: the kept fold plus whatever the store has after it (one
    /// read of the stream's tail), or a fold from the latest snapshot.
    pub async fn load(&self, game_id: Uuid) -> Result<GameSession, AppError> {
        let session = match self.cache.get(game_id) {
            Some(kept) => {
                let tail = self
                    .ports
                    .store
                    .read_stream(game_id, kept.version, None)
                    .await?;
                if tail.is_empty() {
                    return Ok(kept);
                }
                GameSession::fold_with(game_id, Some(kept), &tail, &self.shelf)?
            }
            None => self.load_until(game_id, None).await?,
        };
        self.cache.put(&session);
        Ok(session)
    }

    /// The game at `at_least` or later: the kept one when this process holds it there
    /// (nothing is read), else loaded. `None` for a stream that is not a game (a
    /// campaign's, whose wake-ups come the same way).
    pub(super) async fn kept_or_loaded(
        &self,
        game_id: Uuid,
        at_least: u64,
    ) -> Result<Option<GameSession>, AppError> {
        match self.cache.get(game_id) {
            Some(kept) if kept.version >= at_least => Ok(Some(kept)),
            _ => match self.load(game_id).await {
                Err(AppError::NotFound(_)) => Ok(None),
                other => other.map(Some),
            },
        }
    }

    /// The game as it was at `version` (1 = just created).
    pub async fn load_at(&self, game_id: Uuid, version: u64) -> Result<GameSession, AppError> {
        let session = self.load_until(game_id, Some(version)).await?;
        if session.version < version {
            return Err(AppError::NotFound(format!(
                "this game has only {} versions",
                session.version
            )));
        }
        Ok(session)
    }

    async fn load_until(&self, game_id: Uuid, until: Option<u64>) -> Result<GameSession, AppError> {
        let store = &self.ports.store;
        let session = match store.load_snapshot(game_id).await? {
            Some(s) if snapshot_is_current(&s) && until.is_none_or(|v| s.version <= v) => {
                serde_json::from_value::<GameSession>(s.state).ok()
            }
            _ => None,
        };
        let after = session.as_ref().map_or(0, |s| s.version);
        let limit = until.map(|v| v.saturating_sub(after));
        let events = if limit == Some(0) {
            Vec::new()
        } else {
            store.read_stream(game_id, after, limit).await?
        };
        let content = match (&session, events.first().map(decode)) {
            (Some(s), _) => Some((s.kind, s.content.clone())),
            (None, Some(Ok(StreamEvent::Lobby(LobbyEvent::GameCreated(created))))) => {
                Some((created.kind, created.content))
            }
            _ => None,
        };
        if let Some((kind, content)) = content {
            self.fetch_pack(kind, content.as_ref()).await?;
        }
        GameSession::fold_with(game_id, session, &events, &self.shelf)
    }

    /// Stored events after `after`, decoded, oldest first.
    pub async fn events(
        &self,
        game_id: Uuid,
        after: u64,
        first: u64,
    ) -> Result<Vec<(StoredEvent, StreamEvent)>, AppError> {
        let stored = self
            .ports
            .store
            .read_stream(game_id, after, Some(first))
            .await?;
        stored
            .into_iter()
            .map(|s| decode(&s).map(|e| (s, e)))
            .collect()
    }

    /// The ids of every game in progress, read page by page from the read model: what a
    /// starting process looks at (bots owed a move, clocks running).
    pub async fn games_in_play(&self) -> Result<Vec<Uuid>, AppError> {
        let filter = GameFilter {
            status: Some(GameStatus::InProgress),
            ..GameFilter::default()
        };
        let mut ids = Vec::new();
        let mut after: Option<String> = None;
        loop {
            let page = self.list_games(&filter, 200, after.as_deref()).await?;
            ids.extend(page.items.iter().map(|(_, game)| game.id));
            if !page.has_next_page {
                return Ok(ids);
            }
            after = page.items.last().map(|(cursor, _)| cursor.clone());
        }
    }

    /// Games, newest first by `filter.order`, `first` at a time, from the read models
    /// (nothing is folded).
    /// `after` is the cursor of the last game of an earlier page; one that no page handed
    /// out is refused here, so the directory only ever sees its own cursors.
    pub async fn list_games(
        &self,
        filter: &GameFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<GameSummary>, AppError> {
        let filter = super::history::search::checked(filter, after)?;
        Ok(self
            .ports
            .directory
            .list_games(&filter, first, after)
            .await?)
    }

    /// A game's row in the list, without folding it; `None` for an unknown id or a stream
    /// that is not a game.
    pub async fn game_summary(&self, id: Uuid) -> Result<Option<GameSummary>, AppError> {
        Ok(self.ports.directory.game_summary(id).await?)
    }

    /// Wake-ups from now on: a stream has events up to a version. Only a hint to read the
    /// store again (`events`, `load`), which is the truth; a wake-up may come late, twice,
    /// or not at all.
    pub fn wakeups(&self) -> BoxStream<'static, Wakeup> {
        self.bus.wakeups()
    }

    /// Every stored event of these games, exactly as stored (not decoded, upcast or
    /// redacted), game after game: the body of an export (`export::to_ndjson`). An unknown
    /// id is `NotFound`, so an export never silently leaves a game out.
    pub async fn export_games(&self, game_ids: &[Uuid]) -> Result<Vec<StoredEvent>, AppError> {
        let mut out = Vec::new();
        for &id in game_ids {
            let events = self.ports.store.read_stream(id, 0, None).await?;
            if events.is_empty() {
                return Err(AppError::NotFound(format!("no game has the id {id}")));
            }
            out.extend(events);
        }
        Ok(out)
    }
}
