//! HOLY WATER: "After your movement: you may move 1 acolyte or abomination in your space
//! by 1 space." A move has no explicit end (the hero may stop at any step), so the card is
//! offered after each step that leaves such a monster in the hero's space: using it ends
//! the move (it comes after the movement), letting it go lets the hero step on. The hero
//! chooses the monster and the adjacent space (G-35); it is the one way a monster leaves
//! a hero's space by moving. Decided with MIND CONTROL's command (a monster and an
//! adjacent space), as SEEKER GRENADES is with TAKE NO SHIT's.

use super::super::command::{Command, MoveMonster};
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::MonsterKind;
use super::ability;
use crate::engine::RuleError;

pub const HOLY_WATER: &str = "holy_water";

/// Every move the card allows now: an acolyte or abomination of the hero's space to a
/// space adjacent to it (no metro: monsters never ride it).
fn moves(s: &State, hero: &str) -> Vec<MoveMonster> {
    let Some(space) = s.hero(hero).and_then(|h| h.space.clone()) else {
        return Vec::new();
    };
    let board = s.board_data();
    let mut out = Vec::new();
    for m in s.monsters_in(&space) {
        if matches!(m.kind, MonsterKind::Acolyte | MonsterKind::Abomination) {
            for to in board.adjacent(&space) {
                out.push(MoveMonster {
                    monster: m.id,
                    to: to.to_owned(),
                });
            }
        }
    }
    out
}

/// Owe the card's decision after a step of the hero's move, if it has a monster to move.
pub fn offer(tx: &mut Tx, hero: &str) {
    let s = &tx.s;
    let holds = s
        .hero(hero)
        .is_some_and(|h| h.has_active_upgrade(HOLY_WATER));
    if holds && !moves(s, hero).is_empty() {
        ability::offer(tx, hero, HOLY_WATER);
    }
}

pub fn check(s: &State, hero: &str, c: &MoveMonster) -> Result<(), RuleError> {
    if moves(s, hero).contains(c) {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_A_HOLY_WATER_MOVE",
            "Move an acolyte or abomination of your space to an adjacent space",
        ))
    }
}

/// The monster moves 1 space; the fold ends the hero's move with the card's use.
pub fn holy_water(tx: &mut Tx, hero: &str, c: &MoveMonster) {
    ability::used(tx, hero, HOLY_WATER);
    tx.move_monster(c.monster, &c.to);
}

pub fn candidates(s: &State, hero: &str, out: &mut Vec<Command>) {
    out.extend(moves(s, hero).into_iter().map(Command::MindControl));
}
