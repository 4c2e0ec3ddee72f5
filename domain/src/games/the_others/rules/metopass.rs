//! HAVEN'S METOPASS: "At the start of your turn, you may discard this item to teleport
//! any number of heroes in your space to any metro token's space." Offered with the other
//! start-of-turn upgrades; one command names the heroes (one or more of the space, the
//! holder or not, in the order of the table, so each choice has one spelling) and the
//! metro space. The card goes to the bottom of the upgrade deck, as every lost upgrade.

use super::super::command::{Command, Metopass};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::ability;
use crate::engine::RuleError;

pub const HAVENS_METOPASS: &str = "havens_metopass";

fn space_of(s: &State, hero: &str) -> String {
    s.hero(hero)
        .and_then(|h| h.space.clone())
        .unwrap_or_default()
}

/// The spaces with a metro token, the holder's own left out (a teleport there moves no
/// one).
fn metro_spaces(s: &State, hero: &str) -> Vec<String> {
    let here = space_of(s, hero);
    let mut out: Vec<String> = s
        .board_data()
        .metro
        .iter()
        .flat_map(|m| m.spaces.iter().cloned())
        .filter(|sp| *sp != here)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The heroes in the holder's space, in the order of the table.
fn companions(s: &State, hero: &str) -> Vec<String> {
    s.heroes_in(&space_of(s, hero))
        .iter()
        .map(|h| h.id.clone())
        .collect()
}

/// Whether the card can be used now (the offer's condition).
pub fn applies(s: &State, hero: &str) -> bool {
    s.hero(hero)
        .is_some_and(|h| h.has_active_upgrade(HAVENS_METOPASS))
        && !metro_spaces(s, hero).is_empty()
}

/// `chosen` is one or more of `all`, each once, in `all`'s order.
fn in_order(chosen: &[String], all: &[String]) -> bool {
    let mut rest = all.iter();
    !chosen.is_empty() && chosen.iter().all(|c| rest.any(|a| a == c))
}

pub fn check(s: &State, hero: &str, c: &Metopass) -> Result<(), RuleError> {
    if !metro_spaces(s, hero).contains(&c.space) {
        Err(RuleError::new(
            "NOT_A_METRO_SPACE",
            "Teleport to another space with a metro token",
        ))
    } else if !in_order(&c.heroes, &companions(s, hero)) {
        Err(RuleError::new(
            "NOT_HEROES_OF_YOUR_SPACE",
            "Name one or more heroes of your space, each once, in the order of the table",
        ))
    } else {
        Ok(())
    }
}

pub fn havens_metopass(tx: &mut Tx, hero: &str, c: &Metopass) {
    let from = space_of(&tx.s, hero);
    ability::used(tx, hero, HAVENS_METOPASS);
    tx.emit(Event::UpgradeDestroyed(UpgradeDestroyed {
        hero: hero.to_owned(),
        card: HAVENS_METOPASS.to_owned(),
    }));
    for h in &c.heroes {
        tx.emit(Event::HeroTeleported(HeroTeleported {
            hero: h.clone(),
            from: from.clone(),
            to: c.space.clone(),
        }));
    }
}

/// Every non-empty choice of the space's heroes, to every metro space.
pub fn candidates(s: &State, hero: &str, out: &mut Vec<Command>) {
    let all = companions(s, hero);
    for space in metro_spaces(s, hero) {
        for mask in 1..(1u32 << all.len()) {
            let heroes = all
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, h)| h.clone())
                .collect();
            out.push(Command::Metopass(Metopass {
                heroes,
                space: space.clone(),
            }));
        }
    }
}
