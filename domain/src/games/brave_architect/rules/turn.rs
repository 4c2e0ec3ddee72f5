//! The round's player turns: any player who has not played yet starts the next turn (the
//! order is the table's choice, §4.3), moves once, ends the turn. When nobody is left, the
//! enemy acts.

use super::super::command::*;
use super::super::event::*;
use super::super::grid::{Route, destinations};
use super::super::state::*;
use super::super::tx::Tx;
use super::super::vocabulary::TriggerPoint;
use super::set_cards;
use crate::engine::{RuleError, Seat};

/// The turn of `seat` in progress, or why there is none.
pub fn own_turn(state: &State, seat: Seat) -> Result<&Turn, RuleError> {
    if state.phase != Phase::Battle {
        return Err(RuleError::wrong_phase("No player turn is being played now"));
    }
    match &state.turn {
        Some(t) if t.seat == seat => Ok(t),
        Some(t) => Err(RuleError::not_your_decision(format!(
            "It is {}'s turn",
            t.seat
        ))),
        None => Err(RuleError::not_your_decision(
            "Nobody's turn has started: start yours first",
        )),
    }
}

pub fn check_start(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.phase != Phase::Battle {
        return Err(RuleError::wrong_phase(
            "Turns are taken in the battle's rounds",
        ));
    }
    if let Some(t) = &state.turn {
        return Err(RuleError::not_your_decision(format!(
            "{} is playing a turn; wait until it ends",
            t.seat
        )));
    }
    if state.player(seat).down {
        return Err(RuleError::new("DOWN", "A down character skips its turns"));
    }
    if state.turns.has_passed(seat) {
        return Err(RuleError::new(
            "ALREADY_PLAYED",
            "You have played your turn this round",
        ));
    }
    Ok(())
}

pub fn start(tx: &mut Tx, seat: Seat) {
    tx.emit(Event::PlayerTurnStarted(PlayerTurnStarted { seat }));
    tick_durations(tx, seat);
    if !set_cards::trigger(tx, TriggerPoint::TurnStart, &[seat], "", 0) {
        end_if_down(tx, seat);
    }
}

/// T0: each [持続] card of `seat` loses one card from under it, or, with none left, goes
/// to the discard and its effect ends (§5.3, EX-14; each ticks on its own, G-28).
pub fn tick_durations(tx: &mut Tx, seat: Seat) {
    for d in tx.player(seat).durations.clone() {
        let card = d.card;
        match d.under.first() {
            Some(discarded) => tx.emit(Event::DurationCardTicked(DurationCardTicked {
                seat,
                card,
                discarded: discarded.clone(),
            })),
            None => tx.emit(Event::DurationCardExpired(DurationCardExpired {
                seat,
                card,
            })),
        }
    }
}

/// Where `seat` may move now, each with the route taken.
pub fn routes(
    state: &State,
    seat: Seat,
) -> std::collections::BTreeMap<super::super::grid::Square, Route> {
    let p = state.player(seat);
    let Some(start) = p.pawn else {
        return Default::default();
    };
    let map = state.content.map(state.options.map);
    let others: Vec<_> = state
        .players
        .iter()
        .filter(|o| o.seat != seat)
        .filter_map(|o| o.pawn)
        .collect();
    destinations(
        &map.grid(),
        start,
        state.movement(seat),
        &state.enemy_squares(),
        &others,
        map,
    )
}

pub fn check_move(state: &State, seat: Seat, c: &SquareChoice) -> Result<(), RuleError> {
    let t = own_turn(state, seat)?;
    if t.moved {
        return Err(RuleError::new("ALREADY_MOVED", "You move once per turn"));
    }
    if t.attacks > 0 {
        return Err(RuleError::new(
            "ATTACK_MADE",
            "An attack ends the turn's other actions: move before attacking",
        ));
    }
    if !routes(state, seat).contains_key(&c.square) {
        return Err(RuleError::new(
            "UNREACHABLE",
            format!(
                "{} is not a free square within {} orthogonal steps that avoid the enemy",
                c.square,
                state.movement(seat)
            ),
        ));
    }
    Ok(())
}

pub fn move_to(tx: &mut Tx, seat: Seat, c: &SquareChoice) {
    let route = routes(&tx.s, seat)
        .remove(&c.square)
        .expect("checked: the square is reachable");
    tx.emit(Event::CharacterMoved(CharacterMoved {
        seat,
        path: route.path,
    }));
    tx.hurt(seat, route.damage as i32, DamageCause::Lava);
    end_if_down(tx, seat);
}

pub fn check_end(state: &State, seat: Seat) -> Result<(), RuleError> {
    own_turn(state, seat).map(|_| ())
}

pub fn end(tx: &mut Tx, seat: Seat) {
    if tx.s.outcome.is_none() && tx.s.turn.as_ref().is_some_and(|t| t.seat == seat) {
        tx.emit(Event::PlayerTurnEnded(PlayerTurnEnded { seat }));
    }
}

/// A character downed in its own turn (lava, its own attack) ends the turn at once.
pub fn end_if_down(tx: &mut Tx, seat: Seat) {
    if tx.player(seat).down {
        end(tx, seat);
    }
}

/// When no character may start a turn any more, the player turns are over.
pub fn advance(tx: &mut Tx) -> bool {
    if tx.s.phase == Phase::Battle && tx.s.turn.is_none() && tx.s.eligible().is_empty() {
        let round = tx.s.round;
        tx.emit(Event::PlayerTurnsOver(PlayerTurnsOver { round }));
        return true;
    }
    false
}
