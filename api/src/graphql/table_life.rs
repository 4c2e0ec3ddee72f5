//! Table life's mutations: conceding, reclaiming a seat, and rematches. The undo is a
//! command (`{table: UNDO}`); the table rules and clocks are in `table_rules.rs`.

use async_graphql::{Context, Object};
use domain::app::Tabletop;
use domain::engine::Seat;
use uuid::Uuid;

use super::context::Caller;
use super::error::{GqlResult, OrGql};
use super::game::Game;

#[derive(Default)]
pub struct TableLifeMutation;

#[Object]
impl TableLifeMutation {
    /// Give up a seat of a game in play, for good: the table's takeover bot plays it to
    /// the end. `seat` is needed only by a player holding several.
    async fn concede_game(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .concede(player, game_id, seat)
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Take back a seat a bot took over when the caller's time ran out. Its clock is full
    /// again. A conceded seat cannot be reclaimed (`rule: CONCEDED`).
    async fn reclaim_seat(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .reclaim_seat(player, game_id, seat)
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Open the rematch of a finished game: the same kind, options, seats, title and
    /// table rules. The caller takes their old seat, bots theirs; every other player is
    /// invited to their old seat (`answerRematch`). Asking again returns the same table.
    async fn rematch(&self, ctx: &Context<'_>, game_id: Uuid) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .rematch(player, game_id)
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Accept (take your old seat) or decline (free it for anyone) a rematch's invitation.
    async fn answer_rematch(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        accept: bool,
    ) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .answer_rematch(player, game_id, accept)
            .await
            .gql()?;
        Ok(Game { session })
    }
}
