//! Abilities at the start of a hero's turn, before the SIN's start-of-turn card window
//! (G-10: the hero's own start-of-turn abilities first): Leah's PERILOUS RESEARCH,
//! Calavera's GAZE INTO THE ABYSS and Karl's transformation (SHAPESHIFT, UMBRAL SPEED).

use super::super::command::{Command, Gaze, HeroChoice};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::ability::{self, GAZE_INTO_THE_ABYSS, PERILOUS_RESEARCH, SHAPESHIFT, UMBRAL_SPEED};
use super::gluttony;
use super::harm::corrupt;
use super::movement::allowance_with;
use crate::engine::{Confirm, RuleError};

/// Owe the hero's start-of-turn ability, if they have one that applies now.
pub fn offer(tx: &mut Tx, hero: &str) {
    let s = &tx.s;
    let owed = if s.has_ability(hero, PERILOUS_RESEARCH) {
        // "In each round": once, at the start of her first turn of the round.
        (!s.round.abilities_used.iter().any(|h| h == hero)).then_some(PERILOUS_RESEARCH)
    } else if s.has_ability(hero, GAZE_INTO_THE_ABYSS) {
        Some(GAZE_INTO_THE_ABYSS)
    } else if s.has_ability(hero, SHAPESHIFT) {
        Some(SHAPESHIFT)
    } else if s.has_ability(hero, UMBRAL_SPEED) {
        Some(UMBRAL_SPEED)
    } else {
        None
    };
    if let Some(ability) = owed {
        ability::offer(tx, hero, ability);
    }
    super::gear::offer(tx, hero);
}

fn in_play(s: &State, hero: &str) -> bool {
    s.hero(hero).is_some_and(|h| h.in_play())
}

/// PERILOUS RESEARCH: "At the start of your turn in each round, give 1 extra turn token
/// to any hero." Not a "may": the token is given, to a hero in play.
pub fn check_research(s: &State, c: &HeroChoice) -> Result<(), RuleError> {
    if in_play(s, &c.hero) {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_A_HERO_IN_PLAY",
            "Give the extra turn token to a hero in play",
        ))
    }
}

pub fn perilous_research(tx: &mut Tx, hero: &str, c: &HeroChoice) {
    ability::used(tx, hero, PERILOUS_RESEARCH);
    tx.emit(Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
        hero: c.hero.clone(),
    }));
    gluttony::extra_turn_gained(tx);
}

/// GAZE INTO THE ABYSS: "you may increase or decrease the corruption level of any hero",
/// by 1 (the track's step), within the track: not up from 7, not down from 1.
pub fn check_gaze(s: &State, c: &Gaze) -> Result<(), RuleError> {
    let max = s.content.tables.corruption_max;
    let movable = s.hero(&c.hero).filter(|h| h.in_play()).is_some_and(|h| {
        if c.raise {
            h.corruption < max
        } else {
            h.corruption > 1
        }
    });
    if movable {
        Ok(())
    } else {
        Err(RuleError::new(
            "CORRUPTION_OFF_TRACK",
            "Move a hero in play's corruption 1 step, within 1 to 7",
        ))
    }
}

/// Also INNER MASTERY's step (the upgrade card, `ability` its id, on the hero only).
pub fn gaze_into_the_abyss(tx: &mut Tx, hero: &str, ability: &str, c: &Gaze) {
    ability::used(tx, hero, ability);
    if c.raise {
        corrupt(tx, &c.hero, 1);
    } else if let Some(from) = tx.s.hero(&c.hero).map(|h| h.corruption) {
        tx.emit(Event::CorruptionChanged(CorruptionChanged {
            hero: c.hero.clone(),
            from,
            to: from - 1,
            voluntary: false,
        }));
    }
}

/// Karl's transformation (§5.1.10): the wolf's dashboard is laid over the human's, or
/// taken off; corruption, damage, upgrades and tokens stay. The turn's move follows the
/// new form (the move has not begun).
pub fn transform(tx: &mut Tx, hero: &str, ability_now: &str) {
    ability::used(tx, hero, ability_now);
    let to_wolf = ability_now == SHAPESHIFT;
    let wolf =
        tx.s.content
            .heroes
            .iter()
            .find(|d| d.secondary_dashboard_of.as_deref() == Some(hero))
            .map(|d| d.id.clone());
    let dashboard = if to_wolf { wolf } else { None };
    let new_ability = if to_wolf { UMBRAL_SPEED } else { SHAPESHIFT };
    let move_allowance = allowance_with(&tx.s, hero, new_ability);
    tx.emit(Event::HeroTransformed(HeroTransformed {
        hero: hero.to_owned(),
        dashboard,
        move_allowance,
    }));
}

pub fn candidates(s: &State, ability: &str, out: &mut Vec<Command>) {
    let heroes = s
        .heroes
        .iter()
        .filter(|h| h.in_play())
        .map(|h| h.id.clone());
    match ability {
        PERILOUS_RESEARCH => {
            out.extend(heroes.map(|hero| Command::GiveExtraTurn(HeroChoice { hero })))
        }
        GAZE_INTO_THE_ABYSS => {
            for hero in heroes {
                for raise in [true, false] {
                    out.push(Command::GazeIntoTheAbyss(Gaze {
                        hero: hero.clone(),
                        raise,
                    }));
                }
            }
        }
        SHAPESHIFT | UMBRAL_SPEED => out.push(Command::Transform(Confirm::Yes)),
        _ => {}
    }
}
