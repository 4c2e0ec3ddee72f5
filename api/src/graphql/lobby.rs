//! The `lobby` subscription: the public tables waiting for players, first as they are, then
//! as they open, gain and lose players, fill, start or are cancelled (`LobbyWatch` decides
//! what is news). Wake-ups say which table to look at; a fresh listing every few seconds
//! catches any wake-up that was lost, as the game feeds' fallback poll does.

use std::collections::VecDeque;
use std::time::Duration;

use async_graphql::{Context, Result, SimpleObject, Subscription};
use domain::app::{
    AppError, GameFilter, GameStatus, GameSummary, LobbyChange, LobbyWatch, Tabletop, Wakeup,
};
use domain::catalog::GameKind;
use futures::StreamExt;
use futures::stream::BoxStream;

use super::error::{GqlResult, OrGql};
use super::query::GameListing;
use super::subscription::slot;
use crate::lifecycle::Shutdown;
use crate::live;

/// How many waiting tables a listing reads.
const LISTING: u32 = 100;
/// How often the lobby is listed again, in case a wake-up was lost.
const RELIST_EVERY: Duration = Duration::from_secs(5);

#[derive(Default)]
pub struct LobbySubscription;

/// A table in the lobby and how it changed.
#[derive(SimpleObject)]
pub struct LobbyUpdate {
    pub change: LobbyChange,
    pub game: GameListing,
}

struct Lobby {
    tabletop: Tabletop,
    wakeups: BoxStream<'static, Wakeup>,
    kind: Option<GameKind>,
    watch: LobbyWatch,
    news: VecDeque<(LobbyChange, GameSummary)>,
    listed: bool,
    failed: bool,
}

impl Lobby {
    /// The summary as this subscriber may see it: `None` for another kind of game.
    fn of_kind(&self, summary: Option<GameSummary>) -> Option<GameSummary> {
        summary.filter(|s| self.kind.is_none_or(|k| s.kind == k))
    }

    async fn look_at(&mut self, id: uuid::Uuid) -> Result<(), AppError> {
        let summary = self.tabletop.game_summary(id).await?;
        let summary = self.of_kind(summary);
        self.news.extend(self.watch.see(id, summary));
        Ok(())
    }

    /// List the waiting tables; tables shown before but no longer waiting are looked at
    /// one by one, to tell whether they started or were cancelled.
    async fn list(&mut self) -> Result<(), AppError> {
        let filter = GameFilter {
            kind: self.kind,
            status: Some(GameStatus::Lobby),
            ..GameFilter::default()
        };
        let page = self.tabletop.list_games(&filter, LISTING, None).await?;
        let tables: Vec<GameSummary> = page.items.into_iter().map(|(_, t)| t).collect();
        let gone: Vec<uuid::Uuid> = self
            .watch
            .shown()
            .filter(|id| tables.iter().all(|t| t.id != *id))
            .collect();
        if self.listed {
            for table in tables {
                self.news.extend(self.watch.see(table.id, Some(table)));
            }
        } else {
            self.listed = true;
            self.news.extend(self.watch.list(tables));
        }
        for id in gone {
            self.look_at(id).await?;
        }
        Ok(())
    }

    /// Wait for the next wake-up or the next listing, and gather what is new.
    async fn wait(&mut self) -> Result<bool, AppError> {
        if !self.listed {
            self.list().await?;
            return Ok(true);
        }
        match tokio::time::timeout(RELIST_EVERY, self.wakeups.next()).await {
            Ok(Some(wakeup)) if self.watch.wants(wakeup.stream_id) => {
                self.look_at(wakeup.stream_id).await?
            }
            Ok(Some(_)) => {}
            Ok(None) => return Ok(false),
            Err(_) => self.list().await?,
        }
        Ok(true)
    }
}

#[Subscription]
impl LobbySubscription {
    /// The public tables waiting for players (of `kind`, or every kind): each one first
    /// as `LISTED`, then every change as it happens (`OPENED`, `SEATS_CHANGED`, `FILLED`,
    /// `STARTED`, `CANCELLED`). Private tables never appear. Open to anyone.
    async fn lobby(
        &self,
        ctx: &Context<'_>,
        kind: Option<GameKind>,
    ) -> Result<BoxStream<'static, GqlResult<LobbyUpdate>>> {
        let tabletop = ctx.data_unchecked::<Tabletop>().clone();
        // Subscribe before the first listing, so no change falls between the two.
        let wakeups = tabletop.wakeups();
        let lobby = Lobby {
            tabletop,
            wakeups,
            kind,
            watch: LobbyWatch::default(),
            news: VecDeque::new(),
            listed: false,
            failed: false,
        };
        let stream = futures::stream::unfold(lobby, |mut lobby| async move {
            loop {
                if let Some((change, table)) = lobby.news.pop_front() {
                    let update = LobbyUpdate {
                        change,
                        game: table.into(),
                    };
                    return Some((Ok(update), lobby));
                }
                if lobby.failed {
                    return None;
                }
                match lobby.wait().await {
                    Ok(true) => {}
                    Ok(false) => return None,
                    Err(e) => {
                        lobby.failed = true;
                        return Some((Err(e).gql(), lobby));
                    }
                }
            }
        });
        let shutdown = ctx.data_opt::<Shutdown>().cloned();
        Ok(live::served(stream, slot(ctx)?, shutdown).boxed())
    }
}
