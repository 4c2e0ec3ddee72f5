//! Table life in the API: the table rules chosen at creation, clocks beside the prompts,
//! conceding, reclaiming a seat, and rematches. The undo is a command (`{table: UNDO}`).

use async_graphql::{Context, Enum, InputObject, Object, OneofObject, SimpleObject};
use domain::app::{ClockRule, GameSession, TableRules, Tabletop};
use domain::engine::{BotPolicy, Seat};
use uuid::Uuid;

use super::context::Caller;
use super::error::{GqlResult, OrGql};
use super::game::Game;

/// How a table is run around its game. Every field may be left out: no clock, the greedy
/// bot takes over, no undo.
#[derive(InputObject, Default)]
pub struct TableRulesInput {
    /// The turn clock; none when left out.
    pub clock: Option<ClockInput>,
    /// The bot that plays a seat whose player conceded or ran out of time.
    #[graphql(default)]
    pub takeover: BotPolicy,
    /// Whether players may take back their own last decisions (a fair undo).
    #[graphql(default)]
    pub undo: bool,
}

/// A turn clock: the same time for each decision, or a bank per seat with an increment.
#[derive(OneofObject)]
pub enum ClockInput {
    /// Seconds for each decision (1 to 604800).
    PerDecisionSeconds(u32),
    Fischer(FischerInput),
}

/// A bank per seat that runs while the seat owes a decision, plus an increment per move.
#[derive(InputObject)]
pub struct FischerInput {
    /// 1 to 2592000 (thirty days).
    pub bank_seconds: u32,
    /// 0 to 86400.
    #[graphql(default)]
    pub increment_seconds: u32,
}

impl From<TableRulesInput> for TableRules {
    fn from(input: TableRulesInput) -> Self {
        TableRules {
            clock: match input.clock {
                None => ClockRule::None,
                Some(ClockInput::PerDecisionSeconds(seconds)) => ClockRule::PerDecision { seconds },
                Some(ClockInput::Fischer(f)) => ClockRule::Fischer {
                    bank_seconds: f.bank_seconds,
                    increment_seconds: f.increment_seconds,
                },
            },
            takeover: input.takeover,
            undo: input.undo,
        }
    }
}

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum ClockKind {
    None,
    PerDecision,
    Fischer,
}

/// The table rules a game was created with.
#[derive(SimpleObject)]
pub struct TableRulesOutput {
    pub clock: ClockKind,
    /// The time for each decision, with a `PER_DECISION` clock.
    pub decision_seconds: Option<u32>,
    /// The starting bank, with a `FISCHER` clock.
    pub bank_seconds: Option<u32>,
    /// Added after each move, with a `FISCHER` clock.
    pub increment_seconds: Option<u32>,
    pub takeover: BotPolicy,
    pub undo: bool,
}

impl From<TableRules> for TableRulesOutput {
    fn from(rules: TableRules) -> Self {
        let (clock, decision_seconds, bank_seconds, increment_seconds) = match rules.clock {
            ClockRule::None => (ClockKind::None, None, None, None),
            ClockRule::PerDecision { seconds } => {
                (ClockKind::PerDecision, Some(seconds), None, None)
            }
            ClockRule::Fischer {
                bank_seconds,
                increment_seconds,
            } => (
                ClockKind::Fischer,
                None,
                Some(bank_seconds),
                Some(increment_seconds),
            ),
        };
        TableRulesOutput {
            clock,
            decision_seconds,
            bank_seconds,
            increment_seconds,
            takeover: rules.takeover,
            undo: rules.undo,
        }
    }
}

/// One seat's clock, read now.
#[derive(SimpleObject)]
pub struct SeatClock {
    pub seat: Seat,
    /// Whether it runs: the seat owes a decision.
    pub running: bool,
    /// Seconds left now (never below zero).
    pub time_left_seconds: f64,
    /// When it runs out (RFC 3339, UTC), while it runs.
    pub deadline: Option<String>,
}

/// Every seat's clock at `now`; empty at a table without one or not in play.
pub fn clocks(session: &GameSession, now: &str) -> Vec<SeatClock> {
    if !session.started {
        return Vec::new();
    }
    session
        .seat_list()
        .into_iter()
        .filter_map(|seat| {
            let left = session.time_left_ms(seat, now)?;
            let deadline = session.deadline(seat);
            Some(SeatClock {
                seat,
                running: deadline.is_some(),
                time_left_seconds: left as f64 / 1000.0,
                deadline,
            })
        })
        .collect()
}

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
