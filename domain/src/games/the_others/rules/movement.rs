//! What a hero's abilities and upgrade cards change in their move: CATWALK, CYBER LEGS
//! and UMBRAL SPEED (how far the turn's move goes), STEALTH SUIT (leaving monsters), and
//! CHILD OF DARKNESS and HAZMAT SUIT (what the fire and corruption checks cost).

use super::super::state::State;
use super::super::vocabulary::TokenKind;
use super::ability::{CATWALK, CHILD_OF_DARKNESS, UMBRAL_SPEED};

/// Kanga's CATWALK: "Each turn, you can move 5 spaces."
const CATWALK_MOVE: u8 = 5;
/// Karl's UMBRAL SPEED: "While a werewolf, you may move 1 additional space."
const UMBRAL_SPEED_EXTRA: u8 = 1;
/// Rosario's CHILD OF DARKNESS: a check's damage or corruption is 2 lower.
const CHILD_OF_DARKNESS_RELIEF: u8 = 2;
/// CYBER LEGS: "You may move 3 spaces per turn instead of 2."
pub const CYBER_LEGS: &str = "cyber_legs";
const CYBER_LEGS_MOVE: u8 = 3;
/// HAZMAT SUIT: "Cancel 1 success of fire or corruption token dice rolls."
pub const HAZMAT_SUIT: &str = "hazmata_suit";
/// STEALTH SUIT: "You take no damage when leaving a space with monsters."
pub const STEALTH_SUIT: &str = "stealth_suit";

fn holds(s: &State, hero: &str, card: &str) -> bool {
    s.hero(hero).is_some_and(|h| h.has_active_upgrade(card))
}

/// The move a turn allows a hero playing with `ability`: 2, or the highest base their
/// ability or upgrades give (CYBER LEGS 3, CATWALK 5), +1 as a werewolf, +1 carrying the
/// Ravencorp NPC, then −1 for Sloth's mark, at least 1 (G-18).
pub fn allowance_with(s: &State, hero: &str, ability: &str) -> u8 {
    let full = full_allowance(s, hero, ability);
    if sloth_slows(s, hero, ability) {
        full - 1
    } else {
        full
    }
}

/// Sloth's mark: "A marked hero moves 1 space fewer on their turn (always at least 1
/// space)": whether it takes a space off this hero's move.
pub fn sloth_slows(s: &State, hero: &str, ability: &str) -> bool {
    s.hero(hero).is_some_and(|h| h.sloth_marked) && full_allowance(s, hero, ability) > 1
}

fn full_allowance(s: &State, hero: &str, ability: &str) -> u8 {
    let base = if ability == CATWALK {
        CATWALK_MOVE
    } else if holds(s, hero, CYBER_LEGS) {
        CYBER_LEGS_MOVE
    } else {
        s.content.tables.base_move
    };
    let wolf = if ability == UMBRAL_SPEED {
        UMBRAL_SPEED_EXTRA
    } else {
        0
    };
    let ravencorp = s
        .hero(hero)
        .is_some_and(|h| h.carried.contains(&TokenKind::NpcRavencorp));
    base + wolf + u8::from(ravencorp)
}

/// The move the hero's turn allows with the dashboard they play with now.
pub fn allowance(s: &State, hero: &str) -> u8 {
    allowance_with(s, hero, &ability_of(s, hero))
}

fn ability_of(s: &State, hero: &str) -> String {
    s.dashboard(hero)
        .map(|d| d.ability.id.clone())
        .unwrap_or_default()
}

/// Whether Sloth's mark slows the hero's move with the dashboard they play with now.
pub fn slowed(s: &State, hero: &str) -> bool {
    sloth_slows(s, hero, &ability_of(s, hero))
}

/// CHILD OF DARKNESS: "Of the damage or corruption you take from fire/corruption tokens,
/// reduce one or the other by 2." A check is of one kind only, so its result is the one
/// reduced (each check on its own).
pub fn child_of_darkness(s: &State, hero: &str, amount: u8) -> u8 {
    if s.has_ability(hero, CHILD_OF_DARKNESS) {
        amount.saturating_sub(CHILD_OF_DARKNESS_RELIEF)
    } else {
        amount
    }
}

/// HAZMAT SUIT: each fire or corruption check's result is 1 lower (a success is a Hit
/// of a fire check, a Corruption face of a corruption check).
pub fn hazmat_suit(s: &State, hero: &str, amount: u8) -> u8 {
    if holds(s, hero, HAZMAT_SUIT) {
        amount.saturating_sub(1)
    } else {
        amount
    }
}

/// STEALTH SUIT: leaving a space with monsters costs no damage.
pub fn stealth_suit(s: &State, hero: &str) -> bool {
    holds(s, hero, STEALTH_SUIT)
}
