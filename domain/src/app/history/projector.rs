//! The projector: counts finished games into history's read models in the order they
//! finished, and rebuilds them from the events.
//!
//! It runs after the append, not inside it: counting a game reads its whole stream (its
//! statistics come from its events), and a rating is defined by the order games finished
//! in, which a catch-up over settled games can keep while concurrent appends cannot. A
//! game is counted once its last change is `SETTLE_SECONDS` old, so that games ending at
//! the same moment on several processes are all stored before either is counted; one
//! whose end is stored later still (a stalled transaction) has its kind counted again.

use chrono::{DateTime, Duration, SecondsFormat, Utc};
use uuid::Uuid;

use crate::catalog::GameKind;

use super::super::error::AppError;
use super::super::ports::Counted;
use super::super::records::{GameFilter, GameStatus};
use super::super::service::Tabletop;
use super::super::session::GameSession;
use super::result::GameResult;
use super::tally::project;

/// How old a finished game's last change must be before it is counted.
pub const SETTLE_SECONDS: i64 = 2;

/// Games looked at per read.
const BATCH: u32 = 200;

/// What a projector run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProjectionRun {
    /// Games counted.
    pub counted: usize,
    /// Kinds counted again from their first game, because a game of theirs ended late.
    pub recounted: Vec<GameKind>,
}

impl Tabletop {
    /// Count every finished game not counted yet whose end has settled.
    pub async fn count_finished_games(&self) -> Result<ProjectionRun, AppError> {
        let settled_before = self.settled_before()?;
        let mut run = ProjectionRun::default();
        loop {
            let ids = self.ports.history.uncounted(&settled_before, BATCH).await?;
            let before = run.counted;
            self.count_in_order(&ids, &mut run).await?;
            // A batch that counted nothing would be read again forever.
            if ids.len() < BATCH as usize || run.counted == before {
                return Ok(run);
            }
        }
    }

    /// Forget history's read models and count every finished game again, in the order
    /// they finished: what `tabletop rebuild-projections` runs.
    pub async fn rebuild_history(&self) -> Result<ProjectionRun, AppError> {
        self.ports.history.forget(None).await?;
        let ids = self.finished_games(None).await?;
        let mut run = ProjectionRun::default();
        self.count_in_order(&ids, &mut run).await?;
        Ok(run)
    }

    async fn count_in_order(&self, ids: &[Uuid], run: &mut ProjectionRun) -> Result<(), AppError> {
        for result in self.results_in_order(ids).await? {
            match self
                .ports
                .history
                .count(&result, &|s| project(&result, s))
                .await?
            {
                Counted::Counted => run.counted += 1,
                Counted::Already => {}
                Counted::Late => {
                    run.counted += self.recount(result.kind).await?;
                    run.recounted.push(result.kind);
                }
            }
        }
        Ok(())
    }

    /// Count `kind` again from its first finished game.
    async fn recount(&self, kind: GameKind) -> Result<usize, AppError> {
        self.ports.history.forget(Some(kind)).await?;
        let ids = self.finished_games(Some(kind)).await?;
        let mut counted = 0;
        for result in &self.results_in_order(&ids).await? {
            if self
                .ports
                .history
                .count(result, &|s| project(result, s))
                .await?
                == Counted::Counted
            {
                counted += 1;
            }
        }
        Ok(counted)
    }

    /// The results of the finished games among `ids`, in the order they finished.
    async fn results_in_order(&self, ids: &[Uuid]) -> Result<Vec<GameResult>, AppError> {
        let mut results = Vec::new();
        for id in ids {
            results.extend(self.game_result(*id).await?);
        }
        results.sort_by(|a, b| a.finish_key.cmp(&b.finish_key));
        Ok(results)
    }

    /// A finished game's result, from its whole stream.
    pub async fn game_result(&self, id: Uuid) -> Result<Option<GameResult>, AppError> {
        let events = self.ports.store.read_stream(id, 0, None).await?;
        if events.is_empty() {
            return Ok(None);
        }
        let session = GameSession::fold_with(id, None, &events, &self.shelf)?;
        GameResult::of(&session, &events)
    }

    async fn finished_games(&self, kind: Option<GameKind>) -> Result<Vec<Uuid>, AppError> {
        let filter = GameFilter {
            status: Some(GameStatus::Finished),
            kind,
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

    fn settled_before(&self) -> Result<String, AppError> {
        let now = DateTime::parse_from_rfc3339(&self.ports.clock.now())
            .map_err(|e| AppError::Internal(format!("the clock gave a malformed time: {e}")))?;
        Ok(
            (now.with_timezone(&Utc) - Duration::seconds(SETTLE_SECONDS))
                .to_rfc3339_opts(SecondsFormat::Micros, true),
        )
    }
}
