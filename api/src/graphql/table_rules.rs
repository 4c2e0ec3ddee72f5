//! The table rules chosen at creation, as GraphQL takes and shows them, and the clocks
//! read beside the prompts.

use async_graphql::{Enum, InputObject, OneofObject, SimpleObject};
use domain::app::{ClockRule, GameSession, TableRules};
use domain::engine::{BotPolicy, Seat};

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
    /// Whether a seat whose player concedes or runs out of time is eliminated while the
    /// others play on, instead of being played to the end by the takeover bot. Only for
    /// kinds whose `gameKinds` entry says `forfeits: true`; `BAD_INPUT` elsewhere.
    #[graphql(default)]
    pub forfeit: bool,
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
            forfeit: input.forfeit,
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
    /// A seat whose player leaves is eliminated rather than played by the bot.
    pub forfeit: bool,
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
            forfeit: rules.forfeit,
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
    session
        .seat_list()
        .into_iter()
        .filter_map(|seat| clock_of(session, seat, now))
        .collect()
}

/// `seat`'s clock read at `now`; `None` at a table without a clock or before the start.
pub fn clock_of(session: &GameSession, seat: Seat, now: &str) -> Option<SeatClock> {
    let left = session.time_left_ms(seat, now)?;
    let deadline = session.deadline(seat);
    Some(SeatClock {
        seat,
        running: deadline.is_some(),
        time_left_seconds: left as f64 / 1000.0,
        deadline,
    })
}
