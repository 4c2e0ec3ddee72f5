//! Reading history's read models: a participant's records, head-to-head results and
//! ratings, and a game kind's counts.

use uuid::Uuid;

use crate::catalog::GameKind;

use super::super::error::AppError;
use super::super::service::Tabletop;
use super::rows::{ContentCount, CoopCount, HeadToHead, RatingPoint, RatingRow, Record};

impl Tabletop {
    /// A registered player's name, the one public thing about them besides their id.
    /// `NOT_FOUND` for an unknown id.
    pub async fn player_name(&self, id: Uuid) -> Result<String, AppError> {
        let player = self
            .ports
            .players
            .player(id)
            .await?
            .ok_or_else(|| AppError::NotFound(format!("no player {id}")))?;
        Ok(player.name)
    }

    /// The participant's records, one per game kind it finished or left a game of.
    pub async fn records(&self, participant: &str) -> Result<Vec<Record>, AppError> {
        Ok(self.ports.history.records(participant).await?)
    }

    pub async fn head_to_head(&self, participant: &str) -> Result<Vec<HeadToHead>, AppError> {
        Ok(self.ports.history.head_to_head(participant).await?)
    }

    pub async fn ratings(&self, participant: &str) -> Result<Vec<RatingRow>, AppError> {
        Ok(self.ports.history.ratings(participant).await?)
    }

    pub async fn rating_history(
        &self,
        participant: &str,
        kind: GameKind,
    ) -> Result<Vec<RatingPoint>, AppError> {
        Ok(self.ports.history.rating_history(participant, kind).await?)
    }

    pub async fn content_counts(&self, kind: GameKind) -> Result<Vec<ContentCount>, AppError> {
        Ok(self.ports.history.content_counts(kind).await?)
    }

    pub async fn coop_counts(&self, kind: GameKind) -> Result<Vec<CoopCount>, AppError> {
        Ok(self.ports.history.coop_counts(kind).await?)
    }
}
