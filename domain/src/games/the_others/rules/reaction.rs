//! The SIN's reaction after a completed hero turn (§4.6): spend a reaction token, move one
//! monster up to 2 spaces, fight the hero who just finished.

use super::super::command::{Command, MoveMonster};
use super::super::event::*;
use super::super::state::{MonsterStatus, Reaction, State};
use super::super::tx::Tx;
use crate::engine::{Confirm, RuleError, Seat};

fn reaction_of(s: &State, seat: Seat) -> Result<&Reaction, RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN player decides whether to react",
        ));
    }
    s.reaction
        .as_ref()
        .ok_or_else(|| RuleError::wrong_phase("There is nothing to react to"))
}

fn hero_space(s: &State, r: &Reaction) -> String {
    s.hero(&r.hero)
        .and_then(|h| h.space.clone())
        .unwrap_or_default()
}

/// Whether `monster` may step to `to` now.
fn may_move(s: &State, r: &Reaction, monster: u16, to: &str) -> Result<(), RuleError> {
    if super::members::marguerite_extra_step(s, r, monster) {
        return step(s, monster, to);
    }
    if !r.spent || r.moved || s.fight.is_some() {
        return Err(RuleError::new(
            "NO_MONSTER_MOVE",
            "The reaction's monster move is over",
        ));
    }
    if let Some((id, _)) = r.moving
        && id != monster
    {
        return Err(RuleError::new(
            "ONE_MONSTER",
            "A reaction moves only one monster",
        ));
    }
    step(s, monster, to)
}

/// One step of a monster on the board: to an adjacent space, never out of a hero's space.
fn step(s: &State, monster: u16, to: &str) -> Result<(), RuleError> {
    let Some(from) = s
        .monster(monster)
        .filter(|m| m.status == MonsterStatus::OnBoard)
        .and_then(|m| m.space.as_deref())
    else {
        return Err(RuleError::new(
            "NOT_ON_BOARD",
            "Move a monster on the board",
        ));
    };
    if !s.heroes_in(from).is_empty() {
        return Err(RuleError::new(
            "HELD_BY_HERO",
            "A monster can never leave a space with a hero in it",
        ));
    }
    if !s.board_data().adjacent(from).contains(&to) {
        return Err(RuleError::new(
            "NOT_ADJACENT",
            "Monsters step to adjacent spaces and never use the metro",
        ));
    }
    Ok(())
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let r = reaction_of(s, seat)?;
    match command {
        Command::React(_) if !r.spent && s.sin_side.reactions_active > 0 => Ok(()),
        Command::React(_) if !r.spent => Err(RuleError::new(
            "NO_REACTION_TOKEN",
            "Every reaction token is spent this round",
        )),
        Command::PassReaction(_) if !r.spent => Ok(()),
        Command::MoveMonster(MoveMonster { monster, to }) => may_move(s, r, *monster, to),
        Command::ReactionFight(_) | Command::EndReaction(_)
            if r.spent && !r.fought && s.fight.is_none() =>
        {
            if matches!(command, Command::ReactionFight(_))
                && s.monsters_in(&hero_space(s, r)).is_empty()
            {
                Err(RuleError::new(
                    "NO_MONSTERS",
                    "A fight needs monsters in the hero's space",
                ))
            } else {
                Ok(())
            }
        }
        _ => Err(RuleError::wrong_phase(
            "The reaction is waiting for another decision",
        )),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(r) = tx.s.reaction.clone() else {
        return;
    };
    let hero = r.hero.clone();
    match command {
        Command::React(_) => tx.emit(Event::ReactionTokenSpent(ReactionTokenSpent { hero })),
        Command::PassReaction(_) => tx.emit(Event::ReactionPassed(ReactionPassed { hero })),
        Command::MoveMonster(c) => tx.move_monster(c.monster, &c.to),
        Command::ReactionFight(_) => {
            let space = hero_space(&tx.s, &r);
            let monsters = tx.s.monsters_in(&space).iter().map(|m| m.id).collect();
            tx.emit(Event::FightStarted(FightStarted {
                hero,
                space,
                by_sin: true,
                ranged: false,
                monsters,
            }));
            super::member_effects::grin(tx);
        }
        Command::EndReaction(_) => tx.emit(Event::ReactionEnded(ReactionEnded { hero })),
        _ => {}
    }
}

/// The reaction's automatic steps: no token, no reaction; a finished fight ends it.
pub fn advance(tx: &mut Tx) -> bool {
    let Some(r) = tx.s.reaction.clone() else {
        return false;
    };
    if !r.spent && tx.s.sin_side.reactions_active == 0 {
        tx.emit(Event::ReactionPassed(ReactionPassed { hero: r.hero }));
        return true;
    }
    if r.fought && tx.s.fight.is_none() {
        tx.emit(Event::ReactionEnded(ReactionEnded { hero: r.hero }));
        return true;
    }
    false
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    out.push(Command::React(Confirm::Yes));
    out.push(Command::PassReaction(Confirm::Yes));
    out.push(Command::ReactionFight(Confirm::Yes));
    out.push(Command::EndReaction(Confirm::Yes));
    for m in s
        .monsters
        .iter()
        .filter(|m| m.status == MonsterStatus::OnBoard)
    {
        if let Some(from) = &m.space {
            for to in s.board_data().adjacent(from) {
                out.push(Command::MoveMonster(MoveMonster {
                    monster: m.id,
                    to: to.to_owned(),
                }));
            }
        }
    }
}
