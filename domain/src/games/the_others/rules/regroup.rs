//! The monsters' regroup a start-of-turn SIN card orders (EVIL REGROUPS: up to 2
//! monsters, SLOUCH IN THE DARK: up to 3), before the hero acts: the SIN moves each chosen
//! monster 1 space, by the reaction's rules (an adjacent space, never by metro, never out
//! of a space with a hero), each monster once, and may stop early.

use super::super::command::{Command, MoveMonster};
use super::super::event::*;
use super::super::state::{MonsterStatus, State, Turn};
use super::super::tx::Tx;
use crate::engine::{Confirm, RuleError, Seat};

/// Monsters the regroup may still move: on the board, not moved yet, not held by a hero.
fn movable(s: &State, t: &Turn) -> Vec<u16> {
    s.monsters
        .iter()
        .filter(|m| m.status == MonsterStatus::OnBoard && !t.regrouped.contains(&m.id))
        .filter(|m| {
            m.space
                .as_deref()
                .is_some_and(|sp| s.heroes_in(sp).is_empty())
        })
        .map(|m| m.id)
        .collect()
}

/// The SIN still moves monsters for the card.
pub fn owed(s: &State, t: &Turn) -> bool {
    t.regroup_left > 0 && !movable(s, t).is_empty()
}

pub fn check(s: &State, seat: Seat, t: &Turn, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN moves its monsters for its SIN card",
        ));
    }
    match command {
        Command::MoveMonster(MoveMonster { monster, to }) => {
            let from = s.monster(*monster).and_then(|m| m.space.as_deref());
            let adjacent = from.is_some_and(|f| s.board_data().adjacent(f).contains(&to.as_str()));
            if movable(s, t).contains(monster) && adjacent {
                Ok(())
            } else {
                Err(RuleError::new(
                    "CANNOT_REGROUP",
                    "Move a monster not moved yet, 1 adjacent space, never out of a hero's space",
                ))
            }
        }
        Command::StopRegrouping(_) => Ok(()),
        _ => Err(RuleError::wrong_phase(
            "The SIN is moving its monsters for its SIN card",
        )),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(t) = tx.s.turn.clone() else {
        return;
    };
    match command {
        Command::MoveMonster(c) => {
            tx.move_monster(c.monster, &c.to);
            end_when_settled(tx);
        }
        Command::StopRegrouping(_) => tx.emit(Event::RegroupEnded(RegroupEnded { hero: t.hero })),
        _ => {}
    }
}

/// After the card or a regroup move: the regroup ends when no move is left or no monster
/// can move.
pub fn end_when_settled(tx: &mut Tx) {
    if let Some(t) = tx.s.turn.clone()
        && !owed(&tx.s, &t)
    {
        tx.emit(Event::RegroupEnded(RegroupEnded { hero: t.hero }));
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    if s.turn.as_ref().is_none_or(|t| t.regroup_left == 0) {
        return;
    }
    for m in s
        .monsters
        .iter()
        .filter(|m| m.status == MonsterStatus::OnBoard)
    {
        if let Some(from) = m.space.as_deref() {
            for to in s.board_data().adjacent(from) {
                out.push(Command::MoveMonster(MoveMonster {
                    monster: m.id,
                    to: to.to_owned(),
                }));
            }
        }
    }
    out.push(Command::StopRegrouping(Confirm::Yes));
}
