//! A monster whose player leaves the game for good (`Game::forfeit`): it is eliminated at
//! once, or as soon as the step under way lets a monster drop out.
//!
//! The rules have no concession; this follows elimination (4.6.3) without what only a
//! heart loss triggers: no reaction, no It Has a Child!, no Eater of the Dead. A monster
//! can leave at any moment Electro-Scratch could eliminate one, since the turn already
//! knows how to go on from there (the active monster's turn ends). During a heart loss,
//! a yield decision, a Mega Purr or the setup, the steps under way wait for its answers,
//! so its elimination waits for them to end: `decide` settles it after every command.

use super::super::event::*;
use super::super::state::{Phase, State};
use super::super::tx::Tx;
use super::damage::eliminate;
use super::end_of_turn::end_turn;
use super::flow::resume_waiting;
use super::power_up::seats_choosing;
use crate::engine::{GameRng, RuleError, Seat};

/// The events of `seat` leaving the game.
pub fn concede(state: &State, seat: Seat, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
    if state.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    match state.monster(seat) {
        None => Err(RuleError::new(
            "NO_SUCH_SEAT",
            format!("There is no {seat}"),
        )),
        Some(m) if !m.alive => Err(RuleError::new(
            "ELIMINATED",
            "This monster has been eliminated already",
        )),
        Some(m) if m.conceded => Err(RuleError::new(
            "CONCEDED",
            "This monster's player has conceded already",
        )),
        Some(_) => {
            let mut tx = Tx::new(state, rng);
            tx.emit(Event::MonsterConceded(MonsterConceded { seat }));
            settle(&mut tx);
            Ok(tx.into_events())
        }
    }
}

/// Eliminate every conceded monster, if the step under way allows it now.
pub fn settle(tx: &mut Tx) {
    if !may_drop_out(&tx.state) {
        return;
    }
    let leaving: Vec<Seat> = waiting(&tx.state);
    if leaving.is_empty() {
        return;
    }
    eliminate(tx, leaving);
    let active = tx.state.active;
    if !tx.alive(active) && tx.state.outcome.is_none() && tx.state.phase != Phase::TurnOver {
        end_turn(tx);
    } else {
        // The step under way may have been waiting for the monsters that just left (an
        // Evolution stage, a Psychic Probe): with nobody left to ask it goes on, as after
        // a last pass.
        resume_waiting(tx);
    }
}

/// Conceded monsters not yet eliminated.
pub fn waiting(state: &State) -> Vec<Seat> {
    state
        .monsters
        .iter()
        .filter(|m| m.alive && m.conceded)
        .map(|m| m.seat)
        .collect()
}

/// Whether a monster may drop out of the game now: the game waits for a decision that no
/// step under way depends on every monster for.
pub fn may_drop_out(state: &State) -> bool {
    state.outcome.is_none()
        && state.turn > 0
        && state.power_up.draft.is_none()
        && (!state.options.power_up || seats_choosing(state).is_empty())
        && state.pending.reaction.is_none()
        && state.pending.mega_purr.is_none()
        && state.phase != Phase::YieldDecision
}
