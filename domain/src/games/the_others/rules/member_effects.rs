//! What the Hell Club members' abilities do to the game (§9.7, G-32): Marguerite's fire
//! token, Grin's blow at the start of a fight, Dr. Gan's choice for a hero escorting an
//! innocent, the Mayor's fire carried along, and Nicolas's NPCs risen as abominations. The
//! questions they ask of the state are in `members.rs`.

use super::super::command::{Command, InnocentChoice, MoveMonster};
use super::super::event::*;
use super::super::state::{Fight, MonsterStatus, State};
use super::super::tx::Tx;
use super::harm::damage;
use super::members::*;
use crate::engine::{RuleError, Seat};

/// MARGUERITE (Terror): the fight's results damaged the hero (`hurt`: its damage, or its
/// corruption past the maximum) with Marguerite in the SIN's roll: 1 fire token in the
/// fight's space (the hero's in a ranged fight), placed by the SIN (A GAME OF SOULS
/// follows it, as every token the SIN places).
pub fn marguerite(tx: &mut Tx, f: &Fight, hurt: bool) {
    if !hurt || !marguerite_burns(&tx.s, f) {
        return;
    }
    let space = roll_space(f).to_owned();
    tx.emit(Event::TokenPlaced(TokenPlaced {
        space: space.clone(),
        token: Some(super::super::vocabulary::TokenKind::Fire),
        face_up: true,
    }));
    super::apocalypse_play::a_game_of_souls(tx, &space);
}

/// GRIN (Redemption), right after a fight started: 1 damage to a hero carrying an
/// innocent when Grin is one of the fight's monsters (before any start-of-fight card).
pub fn grin(tx: &mut Tx) {
    if let Some(f) = tx.s.fight.clone()
        && grin_strikes(&tx.s, &f)
    {
        damage(tx, &f.hero, 1, GRIN_REDEMPTION);
    }
}

/// DR. GAN (Redemption): the fight's results damaged a hero who still carries an innocent,
/// with Dr. Gan in the SIN's roll: the hero's player chooses 1 more damage or the
/// innocent's death (`drGan`), before anything else happens after the fight.
pub fn dr_gan(tx: &mut Tx, f: &Fight, hurt: bool) {
    let standing = tx.s.hero(&f.hero).is_some_and(|h| h.in_play());
    if hurt && standing && dr_gan_strikes(&tx.s, f) && with_innocent(&tx.s, &f.hero) {
        tx.emit(Event::InnocentThreatened(InnocentThreatened {
            hero: f.hero.clone(),
        }));
    }
}

pub fn check_dr_gan(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(hero) = &s.innocent_owed else {
        return Err(RuleError::wrong_phase("Dr. Gan threatens no innocent"));
    };
    if s.hero(hero).and_then(|h| h.seat) != Some(seat) {
        return Err(RuleError::not_your_decision(format!(
            "{hero}'s player chooses between 1 more damage and the innocent's death"
        )));
    }
    match command {
        Command::DrGan(_) => Ok(()),
        _ => Err(RuleError::new(
            "INNOCENT_THREATENED",
            "Dr. Gan: take 1 more damage or let the innocent die first",
        )),
    }
}

pub fn choose_dr_gan(tx: &mut Tx, c: &InnocentChoice) {
    let Some(hero) = tx.s.innocent_owed.clone() else {
        return;
    };
    tx.emit(Event::DrGanChosen(DrGanChosen {
        hero: hero.clone(),
        innocent_dies: c.innocent_dies,
    }));
    if !c.innocent_dies {
        damage(tx, &hero, 1, DR_GAN_REDEMPTION);
    }
}

pub fn dr_gan_candidates(s: &State, out: &mut Vec<Command>) {
    if s.innocent_owed.is_some() {
        for innocent_dies in [false, true] {
            out.push(Command::DrGan(InnocentChoice { innocent_dies }));
        }
    }
}

/// THE MAYOR: `moveWithFire` is a SIN's monster move of the Mayor (checked as
/// `moveMonster`) that takes a movable fire token of his space along.
pub fn check_carry(s: &State, seat: Seat, c: &MoveMonster) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision("The SIN moves the Mayor"));
    }
    if !is_mayor(s, c.monster) {
        return Err(RuleError::new(
            "NOT_THE_MAYOR",
            "Only the Mayor takes a fire token along when he moves",
        ));
    }
    let from = s
        .monster(c.monster)
        .and_then(|m| m.space.as_deref())
        .unwrap_or_default();
    if !carryable_fire(s, from) {
        return Err(RuleError::new(
            "NO_FIRE_TO_CARRY",
            "The Mayor's space has no fire token he can take along (printed ones stay)",
        ));
    }
    Ok(())
}

/// The fire token goes first, so it arrives with him.
pub fn carry_fire(tx: &mut Tx, c: &MoveMonster) {
    let from =
        tx.s.monster(c.monster)
            .and_then(|m| m.space.clone())
            .unwrap_or_default();
    tx.emit(Event::FireCarried(FireCarried {
        monster: c.monster,
        from,
        to: c.to.clone(),
    }));
}

/// Every legal SIN move of the Mayor may also take the fire along.
pub fn carry_candidates(s: &State, out: &mut Vec<Command>) {
    let carried: Vec<Command> = out
        .iter()
        .filter_map(|c| match c {
            Command::MoveMonster(m) if is_mayor(s, m.monster) => {
                Some(Command::MoveWithFire(m.clone()))
            }
            _ => None,
        })
        .collect();
    out.extend(carried);
}

/// NICOLAS alive: every Commissioner and Ravencorp token lying face up on the board
/// becomes an abomination figure in its space (new ids), as soon as it lies there (at his
/// summoning, a hero dropping one, a dead hero's tokens). Face-down tokens are unknown, so
/// they wait until revealed. Returns whether any rose.
pub fn nicolas_rise(tx: &mut Tx) -> bool {
    if on_board(&tx.s, NICOLAS).is_none() {
        return false;
    }
    let mut next = tx.s.monsters.iter().map(|m| m.id).max().unwrap_or(0);
    let mut figures = Vec::new();
    for sp in &tx.s.spaces {
        for t in &sp.tokens {
            if t.face_up && rises_with_nicolas(t.kind) {
                next += 1;
                figures.push(NpcFigure {
                    monster: next,
                    npc: t.kind,
                    space: sp.id.clone(),
                });
            }
        }
    }
    if figures.is_empty() {
        return false;
    }
    tx.emit(Event::NpcsRose(NpcsRose { figures }));
    true
}

/// NICOLAS destroyed: his NPC figures standing turn back into tokens where they stand;
/// the dead ones return as tokens to the starting space.
pub fn nicolas_fall(tx: &mut Tx) {
    let start = tx.s.board_data().starting_space.clone();
    let figures: Vec<NpcFigure> =
        tx.s.monsters
            .iter()
            .filter_map(|m| {
                let npc = m.npc?;
                let space = match m.status {
                    MonsterStatus::OnBoard => m.space.clone()?,
                    _ => start.clone(),
                };
                Some(NpcFigure {
                    monster: m.id,
                    npc,
                    space,
                })
            })
            .collect();
    if !figures.is_empty() {
        tx.emit(Event::NpcsReturned(NpcsReturned { figures }));
    }
}
