//! Ranged attacks (§5.1.4): who has one (a natural ranged attack, GATLING GUN's range 1,
//! RAIL GUN), which street it reaches, and RAIL GUN's extra die.

use super::super::state::State;
use crate::engine::RuleError;

/// GATLING GUN: "Gain a ranged attack (range 1)".
pub const GATLING_GUN: &str = "gatling_gun";
/// RAIL GUN: "Gain a ranged attack. If you already have a ranged attack, +1 die."
pub const RAIL_GUN: &str = "rail_gun";

/// How far a hero's ranged attack reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    None,
    /// Range 1: an adjacent street in line of sight (G-16).
    Adjacent,
    /// Any street on a straight line of streets.
    Line,
}

fn holds(s: &State, hero: &str, card: &str) -> bool {
    s.hero(hero).is_some_and(|h| h.has_active_upgrade(card))
}

fn natural(s: &State, hero: &str) -> bool {
    s.dashboard(hero).is_some_and(|h| h.stats.ranged)
}

/// The best reach among the hero's natural attack and upgrade cards.
pub fn reach(s: &State, hero: &str) -> Reach {
    if natural(s, hero) || holds(s, hero, RAIL_GUN) {
        Reach::Line
    } else if holds(s, hero, GATLING_GUN) {
        Reach::Adjacent
    } else {
        Reach::None
    }
}

/// RAIL GUN's +1 die, in ranged fights only (G-16), when the hero already had a ranged
/// attack (natural, or GATLING GUN's).
pub fn rail_gun_die(s: &State, hero: &str) -> u8 {
    u8::from(holds(s, hero, RAIL_GUN) && (natural(s, hero) || holds(s, hero, GATLING_GUN)))
}

/// A ranged attack, from a street, at the monsters of another street along a straight
/// line of streets (figures never block it); range 1 only to an adjacent one.
pub fn check(s: &State, hero: &str, from: &str, target: &str) -> Result<(), RuleError> {
    let reach = reach(s, hero);
    let board = s.board_data();
    if reach == Reach::None {
        Err(RuleError::new(
            "NO_RANGED_ATTACK",
            "This hero has no ranged attack",
        ))
    } else if board.is_district(from) || board.is_district(target) {
        Err(RuleError::new(
            "NOT_FROM_A_STREET",
            "Ranged fights happen only from a street to a street",
        ))
    } else if !board.line_of_sight(from, target) {
        Err(RuleError::new(
            "NO_LINE_OF_SIGHT",
            "The target street must lie on a straight line of streets from yours",
        ))
    } else if reach == Reach::Adjacent && !board.adjacent(from).contains(&target) {
        Err(RuleError::new(
            "OUT_OF_RANGE",
            "A range-1 attack reaches an adjacent street only",
        ))
    } else if s.monsters_in(target).is_empty() {
        Err(RuleError::new(
            "NO_MONSTERS",
            "There is no monster in that street",
        ))
    } else {
        Ok(())
    }
}
