//! History's read models in memory, for the in-memory adapter: the same contract as the
//! database's tables, kept in vectors.

use uuid::Uuid;

use crate::catalog::GameKind;

use super::super::ports::Counted;
use super::super::records::{GameFilter, GameStatus, GameSummary, Page};
use super::result::GameResult;
use super::rows::{
    ContentCount, CoopCount, HeadToHead, Projection, RatingPoint, RatingRow, Record, Standing,
};
use super::search;

#[derive(Debug, Default)]
pub struct HistoryTables {
    results: Vec<GameResult>,
    records: Vec<Record>,
    head_to_head: Vec<HeadToHead>,
    content: Vec<ContentCount>,
    coop: Vec<CoopCount>,
    ratings: Vec<RatingRow>,
    points: Vec<RatingPoint>,
}

impl HistoryTables {
    pub fn uncounted(&self, games: &[GameSummary], settled_before: &str, limit: u32) -> Vec<Uuid> {
        games
            .iter()
            .filter(|g| g.status == GameStatus::Finished && g.updated_at.as_str() <= settled_before)
            .filter(|g| !self.results.iter().any(|r| r.game_id == g.id))
            .take(limit as usize)
            .map(|g| g.id)
            .collect()
    }

    /// History search (`GameFilter::searches_history`) over the counted games, newest
    /// first by the filter's order; cursors are the games' sort keys.
    pub fn search(
        &self,
        games: &[GameSummary],
        filter: &GameFilter,
        first: u32,
        after: Option<&str>,
    ) -> Page<GameSummary> {
        let mut found: Vec<(String, GameSummary)> = self
            .results
            .iter()
            .filter(|r| search::accepts(filter, r))
            .filter_map(|r| {
                let game = games.iter().find(|g| g.id == r.game_id)?;
                let key = search::sort_key(r, filter.order);
                let status_fits = filter.status.is_none_or(|s| s == game.status);
                (status_fits && after.is_none_or(|a| key.as_str() < a)).then(|| (key, game.clone()))
            })
            .collect();
        found.sort_by(|a, b| b.0.cmp(&a.0));
        let has_next_page = found.len() > first as usize;
        found.truncate(first as usize);
        Page {
            items: found,
            has_next_page,
        }
    }

    pub fn count(
        &mut self,
        result: &GameResult,
        project: impl Fn(&Standing) -> Projection,
    ) -> Counted {
        if self.results.iter().any(|r| r.game_id == result.game_id) {
            return Counted::Already;
        }
        let last = self
            .results
            .iter()
            .filter(|r| r.kind == result.kind)
            .map(|r| r.finish_key.as_str())
            .max();
        if last.is_some_and(|last| last > result.finish_key.as_str()) {
            return Counted::Late;
        }
        let keys: Vec<&str> = result
            .participants
            .iter()
            .map(|p| p.participant.as_str())
            .collect();
        let standing = Standing {
            records: self
                .records
                .iter()
                .filter(|r| r.kind == Some(result.kind) && keys.contains(&r.participant.as_str()))
                .cloned()
                .collect(),
            ratings: self
                .ratings
                .iter()
                .filter(|r| r.kind == result.kind && keys.contains(&r.participant.as_str()))
                .cloned()
                .collect(),
            last_finish_key: last.map(str::to_owned),
        };
        self.write(project(&standing));
        Counted::Counted
    }

    fn write(&mut self, p: Projection) {
        for record in p.records {
            self.records
                .retain(|r| !(r.participant == record.participant && r.kind == record.kind));
            self.records.push(record);
        }
        for row in p.head_to_head {
            match self.head_to_head.iter_mut().find(|h| {
                h.participant == row.participant && h.opponent == row.opponent && h.kind == row.kind
            }) {
                Some(h) => h.absorb(&row),
                None => self.head_to_head.push(row),
            }
        }
        for row in p.content {
            match self
                .content
                .iter_mut()
                .find(|c| c.kind == row.kind && c.category == row.category && c.item == row.item)
            {
                Some(c) => c.absorb(&row),
                None => self.content.push(row),
            }
        }
        if let Some(row) = p.coop {
            match self.coop.iter_mut().find(|c| {
                c.kind == row.kind && c.scenario == row.scenario && c.seat_count == row.seat_count
            }) {
                Some(c) => c.absorb(&row),
                None => self.coop.push(row),
            }
        }
        for rating in p.ratings {
            self.ratings
                .retain(|r| !(r.participant == rating.participant && r.kind == rating.kind));
            self.ratings.push(rating);
        }
        self.points.extend(p.rating_points);
        self.results.push(p.result);
    }

    pub fn forget(&mut self, kind: Option<GameKind>) {
        let keep = |k: Option<GameKind>| kind.is_some_and(|kind| k != Some(kind));
        self.results.retain(|r| keep(Some(r.kind)));
        self.records.retain(|r| keep(r.kind));
        self.head_to_head.retain(|r| keep(r.kind));
        self.content.retain(|r| keep(r.kind));
        self.coop.retain(|r| keep(r.kind));
        self.ratings.retain(|r| keep(Some(r.kind)));
        self.points.retain(|r| keep(Some(r.kind)));
    }

    pub fn records(&self, participant: &str) -> Vec<Record> {
        self.records
            .iter()
            .filter(|r| r.participant == participant)
            .cloned()
            .collect()
    }

    pub fn head_to_head(&self, participant: &str) -> Vec<HeadToHead> {
        self.head_to_head
            .iter()
            .filter(|r| r.participant == participant)
            .cloned()
            .collect()
    }

    pub fn ratings(&self, participant: &str) -> Vec<RatingRow> {
        self.ratings
            .iter()
            .filter(|r| r.participant == participant)
            .cloned()
            .collect()
    }

    pub fn rating_history(&self, participant: &str, kind: GameKind) -> Vec<RatingPoint> {
        let mut points: Vec<RatingPoint> = self
            .points
            .iter()
            .filter(|p| p.participant == participant && p.kind == kind)
            .cloned()
            .collect();
        points.sort_by(|a, b| a.finish_key.cmp(&b.finish_key));
        points
    }

    pub fn content_counts(&self, kind: GameKind) -> Vec<ContentCount> {
        self.content
            .iter()
            .filter(|c| c.kind == Some(kind))
            .cloned()
            .collect()
    }

    pub fn coop_counts(&self, kind: GameKind) -> Vec<CoopCount> {
        self.coop
            .iter()
            .filter(|c| c.kind == Some(kind))
            .cloned()
            .collect()
    }

    pub fn results(&self) -> Vec<GameResult> {
        self.results.clone()
    }
}
