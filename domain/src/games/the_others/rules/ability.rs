//! The heroes' natural abilities: their ids, which are built, and the decisions they owe.
//! Each ability is one named piece of code, in the file of its moment: `turn_start.rs`
//! (PERILOUS RESEARCH, GAZE INTO THE ABYSS, Karl's transformation), `turn_end.rs`
//! (VAMPIRIC REGENERATION, DEMOLITIONS, MIND CONTROL, PAINT THE TOWN RED),
//! `fight_end.rs` (THE INSIDE TRACK, TUCK AND ROLL, TAKE NO SHIT), `charmed_life.rs`,
//! `protector.rs`, `movement.rs` (CATWALK, UMBRAL SPEED, CHILD OF DARKNESS),
//! `problem_solver.rs`, and the fight bonuses kept as data (KILLSHOT, INSPIRATION,
//! ALWAYS ALERT, SHAPESHIFT), which `dice.rs` adds up. This file knows no rule, so every
//! other may ask it.

use super::super::event::*;
use super::super::state::{AbilityOwed, State};
use super::super::tx::Tx;

pub const PERILOUS_RESEARCH: &str = "perilous_research";
pub const GAZE_INTO_THE_ABYSS: &str = "gaze_into_the_abyss";
pub const INSPIRATION: &str = "inspiration";
pub const VAMPIRIC_REGENERATION: &str = "vampiric_regeneration";
pub const PROTECTOR: &str = "protector";
pub const CHARMED_LIFE: &str = "charmed_life";
pub const CATWALK: &str = "catwalk";
pub const KILLSHOT: &str = "killshot";
pub const DEMOLITIONS: &str = "demolitions";
pub const TUCK_AND_ROLL: &str = "tuck_and_roll";
pub const ALWAYS_ALERT: &str = "always_alert";
pub const TAKE_NO_SHIT: &str = "take_no_shit";
pub const SHAPESHIFT: &str = "shapeshift";
pub const UMBRAL_SPEED: &str = "umbral_speed";
pub const MIND_CONTROL: &str = "mind_control";
pub const PROBLEM_SOLVER: &str = "problem_solver";
pub const THE_INSIDE_TRACK: &str = "the_inside_track";
pub const PAINT_THE_TOWN_RED: &str = "paint_the_town_red";
pub const CHILD_OF_DARKNESS: &str = "child_of_darkness";

/// Every natural ability the engine plays. A hero of the data whose ability is neither
/// here nor in `NOT_BUILT` fails the data test.
pub const BUILT: &[&str] = &[
    PERILOUS_RESEARCH,
    GAZE_INTO_THE_ABYSS,
    INSPIRATION,
    VAMPIRIC_REGENERATION,
    PROTECTOR,
    CHARMED_LIFE,
    CATWALK,
    KILLSHOT,
    DEMOLITIONS,
    TUCK_AND_ROLL,
    ALWAYS_ALERT,
    TAKE_NO_SHIT,
    SHAPESHIFT,
    UMBRAL_SPEED,
    MIND_CONTROL,
    PROBLEM_SOLVER,
    THE_INSIDE_TRACK,
    PAINT_THE_TOWN_RED,
    CHILD_OF_DARKNESS,
];

/// Natural abilities of the data not played yet.
pub const NOT_BUILT: &[&str] = &[];

pub fn is_built(ability: &str) -> bool {
    BUILT.contains(&ability)
}

/// The decision the game waits for now, if an ability owes one.
pub fn owed(s: &State) -> Option<&AbilityOwed> {
    s.abilities_owed.first()
}

/// The hero's player owes a decision on the ability.
pub fn offer(tx: &mut Tx, hero: &str, ability: &str) {
    tx.emit(Event::AbilityOffered(AbilityOffered {
        hero: hero.to_owned(),
        ability: ability.to_owned(),
    }));
}

pub fn used(tx: &mut Tx, hero: &str, ability: &str) {
    tx.emit(Event::AbilityUsed(AbilityUsed {
        hero: hero.to_owned(),
        ability: ability.to_owned(),
    }));
}

pub fn passed(tx: &mut Tx, hero: &str, ability: &str) {
    tx.emit(Event::AbilityPassed(AbilityPassed {
        hero: hero.to_owned(),
        ability: ability.to_owned(),
    }));
}
