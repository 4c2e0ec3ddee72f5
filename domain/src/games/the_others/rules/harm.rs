//! What happens to a hero's body: damage (and its markers), forced corruption, death,
//! replacement from the reserve, and the SIN's victory when no reserve hero is left.

use super::super::command::{CardChoice, Command, DamageMarker, HeroChoice};
use super::super::event::*;
use super::super::goal;
use super::super::state::{HeroStatus, State};
use super::super::tx::Tx;
use super::super::vocabulary::TokenKind;
use crate::engine::{RuleError, Seat};

/// `amount` damage to a hero; the fifth marker kills.
pub fn damage(tx: &mut Tx, hero: &str, amount: u8, cause: &str) {
    if amount == 0 || !tx.s.hero(hero).is_some_and(|h| h.in_play()) {
        return;
    }
    tx.emit(Event::DamageTaken(DamageTaken {
        hero: hero.to_owned(),
        amount,
        cause: cause.to_owned(),
    }));
    let kill = tx.content().tables.damage_to_kill;
    if tx.s.hero(hero).is_some_and(|h| h.damage >= kill) {
        kill_hero(tx, hero);
    } else {
        super::take_no_shit::after_damage(tx, hero);
    }
}

/// Forced corruption: the tentacle moves right; past the maximum each point is 1 damage.
pub fn corrupt(tx: &mut Tx, hero: &str, amount: u8) {
    let Some(h) = tx.s.hero(hero).filter(|h| h.in_play()) else {
        return;
    };
    if amount == 0 {
        return;
    }
    let max = tx.content().tables.corruption_max;
    let from = h.corruption;
    let to = (from + amount).min(max);
    let overflow = amount - (to - from);
    if to != from {
        tx.emit(Event::CorruptionChanged(CorruptionChanged {
            hero: hero.to_owned(),
            from,
            to,
            voluntary: false,
        }));
    }
    let innocents = tx.s.hero(hero).map_or(0, |h| {
        h.carried
            .iter()
            .filter(|t| **t == TokenKind::Innocent)
            .count() as u8
    });
    if to == max && innocents > 0 {
        tx.emit(Event::InnocentsKilled(InnocentsKilled {
            hero: hero.to_owned(),
            count: innocents,
        }));
    }
    damage(tx, hero, overflow, "corruption_at_maximum");
}

/// The hero dies (the standard death procedure, §4.8); the SIN wins if no reserve hero is
/// left to replace them.
pub fn kill_hero(tx: &mut Tx, hero: &str) {
    let space =
        tx.s.hero(hero)
            .and_then(|h| h.space.clone())
            .unwrap_or_default();
    tx.emit(Event::HeroKilled(HeroKilled {
        hero: hero.to_owned(),
        space,
    }));
    // The tie rule (§8.1): a step that completes the last mission and leaves no reserve
    // hero is the heroes' win, which the mission track declares next.
    if reserve_left(&tx.s) < tx.s.replacements.len() && !goal::last_complete(&tx.s) {
        tx.emit(Event::GameEnded(GameEnded {
            winner: Winner::Sin,
            reason: "NO_RESERVE_HERO".into(),
        }));
    }
}

fn reserve_left(s: &State) -> usize {
    s.heroes
        .iter()
        .filter(|h| h.status == HeroStatus::Reserve)
        .count()
}

pub fn check_marker(s: &State, seat: Seat, c: &DamageMarker) -> Result<(), RuleError> {
    let Some(h) = s
        .hero(&c.hero)
        .filter(|h| h.unplaced_markers > 0 && h.in_play())
    else {
        return Err(RuleError::new(
            "NO_MARKER_TO_PLACE",
            "That hero has no damage marker to place",
        ));
    };
    if h.seat != Some(seat) {
        return Err(RuleError::not_your_decision(
            "Only the hero's player places its damage markers",
        ));
    }
    if !(1..=s.content.tables.corruption_max).contains(&c.slot) || h.covered.contains(&c.slot) {
        return Err(RuleError::new(
            "SLOT_TAKEN",
            "Put the marker on a corruption slot that has none yet",
        ));
    }
    Ok(())
}

pub fn place_marker(tx: &mut Tx, c: &DamageMarker) {
    tx.emit(Event::DamageMarkerPlaced(DamageMarkerPlaced {
        hero: c.hero.clone(),
        slot: c.slot,
    }));
}

pub fn marker_candidates(s: &State, seat: Seat, out: &mut Vec<Command>) {
    for h in s
        .heroes
        .iter()
        .filter(|h| h.in_play() && h.unplaced_markers > 0 && h.seat == Some(seat))
    {
        for slot in 1..=s.content.tables.corruption_max {
            out.push(Command::PlaceDamageMarker(DamageMarker {
                hero: h.id.clone(),
                slot,
            }));
        }
    }
}

pub fn check_replacement(s: &State, seat: Seat, c: &HeroChoice) -> Result<(), RuleError> {
    let Some(r) = s.replacements.first() else {
        return Err(RuleError::wrong_phase("No hero is waiting to be replaced"));
    };
    if r.seat != seat {
        return Err(RuleError::not_your_decision(
            "The dead hero's player picks the replacement",
        ));
    }
    if !s
        .hero(&c.hero)
        .is_some_and(|h| h.status == HeroStatus::Reserve)
    {
        return Err(RuleError::new(
            "NOT_A_RESERVE_HERO",
            "The replacement comes from the hero reserve",
        ));
    }
    Ok(())
}

pub fn replace(tx: &mut Tx, c: &HeroChoice) {
    let Some(r) = tx.s.replacements.first().cloned() else {
        return;
    };
    let space = tx.s.board_data().starting_space.clone();
    tx.emit(Event::HeroReplaced(HeroReplaced {
        dead: r.dead,
        hero: c.hero.clone(),
        seat: r.seat,
        space,
    }));
}

pub fn replacement_candidates(s: &State, out: &mut Vec<Command>) {
    for h in s.heroes.iter().filter(|h| h.status == HeroStatus::Reserve) {
        out.push(Command::ChooseReplacement(HeroChoice {
            hero: h.id.clone(),
        }));
    }
}

/// The replacement hero owing inherited upgrade picks, while the inventory has a card.
pub fn inheriting(s: &State) -> Option<&super::super::state::Hero> {
    if s.upgrades.inventory.is_empty() {
        return None;
    }
    s.heroes.iter().find(|h| h.in_play() && h.upgrades_owed > 0)
}

pub fn check_inherit(s: &State, seat: Seat, c: &CardChoice) -> Result<(), RuleError> {
    let Some(h) = inheriting(s) else {
        return Err(RuleError::wrong_phase(
            "No replacement hero is owed an upgrade",
        ));
    };
    if h.seat != Some(seat) {
        return Err(RuleError::not_your_decision(
            "The replacement hero's player picks the upgrades",
        ));
    }
    if !s.upgrades.inventory.contains(&c.card) {
        return Err(RuleError::new(
            "NOT_IN_INVENTORY",
            "Pick a card of the upgrade inventory",
        ));
    }
    Ok(())
}

pub fn inherit(tx: &mut Tx, c: &CardChoice) {
    if let Some(h) = inheriting(&tx.s) {
        let hero = h.id.clone();
        tx.emit(Event::UpgradeInherited(UpgradeInherited {
            hero,
            card: c.card.clone(),
        }));
        super::gluttony::upgrade_gained(tx);
    }
}

pub fn inherit_candidates(s: &State, out: &mut Vec<Command>) {
    for card in &s.upgrades.inventory {
        out.push(Command::TakeInheritedUpgrade(CardChoice {
            card: card.clone(),
        }));
    }
}
