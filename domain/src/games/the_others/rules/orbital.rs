//! The Orbital Strike city action (§5.1.6): the current hero moves any one orbital strike
//! token up to 2 spaces (adjacency only, no metro, ignoring tokens and figures), then may
//! kill 1 acolyte or abomination in that space. Not a fight: the kill does not count for
//! "in fights" missions (§8.4).

use super::super::command::{Command, OrbitalStrike};
use super::super::event::*;
use super::super::state::{State, Turn};
use super::super::tx::Tx;
use super::super::vocabulary::{CityAction, MonsterKind, TokenKind};
use super::sin_windows;
use crate::engine::RuleError;

/// How far the strike token moves.
const STRIKE_MOVE: u8 = 2;

/// Spaces holding an orbital strike token.
fn tokens(s: &State) -> Vec<String> {
    s.spaces
        .iter()
        .filter(|sp| sp.count(TokenKind::OrbitalStrike) > 0)
        .map(|sp| sp.id.clone())
        .collect()
}

/// Where a token in `from` may go: `from` itself and every space within 2 steps.
fn destinations(s: &State, from: &str) -> Vec<String> {
    let board = s.board_data();
    board
        .spaces
        .iter()
        .filter(|sp| {
            board
                .distance(from, &sp.id)
                .is_some_and(|d| d <= STRIKE_MOVE)
        })
        .map(|sp| sp.id.clone())
        .collect()
}

/// Monsters the strike may kill in `space`.
fn victims(s: &State, space: &str) -> Vec<u16> {
    s.monsters_in(space)
        .iter()
        .filter(|m| matches!(m.kind, MonsterKind::Acolyte | MonsterKind::Abomination))
        .map(|m| m.id)
        .collect()
}

pub fn check(t: &Turn, s: &State, c: &OrbitalStrike) -> Result<(), RuleError> {
    if !t.city_actions.contains(&CityAction::OrbitalStrike) {
        return Err(RuleError::new(
            "NOT_ACTIVATED",
            "Perform one of the city actions your token activated",
        ));
    }
    if !tokens(s).contains(&c.token) || !destinations(s, &c.token).contains(&c.to) {
        return Err(RuleError::new(
            "STRIKE_OUT_OF_REACH",
            "Move an orbital strike token up to 2 adjacent spaces",
        ));
    }
    if c.kill.is_some_and(|m| !victims(s, &c.to).contains(&m)) {
        return Err(RuleError::new(
            "NOT_A_STRIKE_TARGET",
            "The strike kills an acolyte or abomination in the token's space",
        ));
    }
    Ok(())
}

pub fn apply(tx: &mut Tx, t: &Turn, c: &OrbitalStrike) {
    if c.to != c.token {
        tx.emit(Event::OrbitalStrikeMoved(OrbitalStrikeMoved {
            from: c.token.clone(),
            to: c.to.clone(),
        }));
    }
    if let Some(monster) = c.kill {
        let abomination =
            tx.s.monster(monster)
                .is_some_and(|m| m.kind == MonsterKind::Abomination);
        tx.emit(Event::MonsterKilled(MonsterKilled {
            monster,
            removed: false,
            in_fight: false,
        }));
        if abomination {
            sin_windows::open(tx, &t.hero, vec![sin_windows::ABOMINATION_DESTROYED]);
        }
    }
    tx.emit(Event::CityActionsDone(CityActionsDone {
        hero: t.hero.clone(),
        action: Some(CityAction::OrbitalStrike),
    }));
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    let Some(t) = &s.turn else {
        return;
    };
    if !t.city_actions.contains(&CityAction::OrbitalStrike) {
        return;
    }
    for token in tokens(s) {
        for to in destinations(s, &token) {
            let strike = |kill| {
                Command::OrbitalStrike(OrbitalStrike {
                    token: token.clone(),
                    to: to.clone(),
                    kill,
                })
            };
            out.push(strike(None));
            for m in victims(s, &to) {
                out.push(strike(Some(m)));
            }
        }
    }
}
