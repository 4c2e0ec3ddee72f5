//! The procedure: validation (`check`), the commands' effects (`apply`), and the automatic
//! procedure (`advance`) that runs until the next human decision.
//!
//! `decide` = `check` then, on a scratch copy of the state, `apply` and `advance`, each event
//! applied with `evolve` as it is emitted. `legal_commands` lists the candidate commands
//! that `check` accepts, so it is exact by construction.

use super::super::cards::rooms;
use super::super::command::*;
use super::super::event::Event;
use super::super::state::*;
use super::super::tx::Tx;
use super::{day, explore, losses, night, pressure, setup};
use crate::engine::{GameRng, RuleError, Seat};

/// Validate a command without producing events.
pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if state.phase == Phase::GameOver || state.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    if seat.index() >= state.clans.len() {
        return Err(RuleError::not_your_decision(
            "This seat is not at the table",
        ));
    }
    // The peek room works at any moment of the day, whoever is deciding (G45).
    if let Command::PeekExplorationStack(c) = command {
        return explore::check_peek(state, seat, c);
    }
    if let Some(decided) = losses::check(state, seat, command) {
        return decided;
    }
    if !state.phase.is_parallel() && !state.owed.is_empty() {
        return Err(RuleError::not_your_decision(
            "Waiting for other clans to choose their losses",
        ));
    }
    match command {
        Command::RespondToPressure(r) => return pressure::check_respond(state, seat, r),
        _ if state.pressure.is_some() => {
            return Err(RuleError::not_your_decision(
                "Waiting for the pressured clan to defend",
            ));
        }
        _ => {}
    }
    match state.phase {
        Phase::Setup => setup::check(state, seat, command),
        Phase::Day => day::check(state, seat, command),
        Phase::DayEvents => Err(RuleError::wrong_phase("The day's events are being applied")),
        _ => night::check(state, seat, command),
    }
}

pub fn decide(
    state: &State,
    seat: Seat,
    command: &Command,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    check(state, seat, command)?;
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng,
    };
    apply(&mut tx, seat, command);
    advance(&mut tx);
    Ok(tx.out)
}

fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    if losses::apply(tx, seat, command) {
        return;
    }
    match command {
        Command::RespondToPressure(r) => pressure::respond(tx, seat, r),
        Command::PeekExplorationStack(c) => rooms::peek_exploration_stack(tx, seat, c.city),
        _ => match tx.s.phase {
            Phase::Setup => setup::apply(tx, seat, command),
            Phase::Day => day::apply(tx, seat, command),
            _ => night::apply(tx, seat, command),
        },
    }
}

/// Run the automatic procedure until a human decision is needed.
pub fn advance(tx: &mut Tx) {
    for _ in 0..10_000 {
        if losses::waive_unpayable(tx) {
            continue;
        }
        let progressed = match tx.s.phase {
            Phase::GameOver => return,
            Phase::Setup => setup::advance(tx),
            Phase::DayEvents | Phase::Day => day::advance(tx),
            _ => night::advance(tx, accepted),
        };
        if !progressed {
            return;
        }
    }
}

/// Whether `check` accepts the command: the night asks it before finishing a clan's step
/// for it.
fn accepted(state: &State, seat: Seat, command: &Command) -> bool {
    check(state, seat, command).is_ok()
}

/// Every command worth checking for `seat` now (a superset of the legal ones).
pub fn candidates(state: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    explore::peek_candidates(state, &mut out);
    if losses::candidates(state, seat, &mut out) {
        return out;
    }
    if let Some(p) = &state.pressure {
        if p.defender == seat {
            pressure::respond_candidates(p, &mut out);
        }
        return out;
    }
    match state.phase {
        Phase::Setup => setup::candidates(state, seat, &mut out),
        Phase::Day => day::candidates(state, seat, &mut out),
        _ => night::candidates(state, seat, &mut out),
    }
    out
}

pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    candidates(state, seat)
        .into_iter()
        .filter(|c| check(state, seat, c).is_ok())
        .collect()
}
