//! Abilities at the end of a fight: Baldur's THE INSIDE TRACK, Polly's TUCK AND ROLL and
//! STAFF OF RUIN's heal. Offered once the fight's results are applied, to a hero still in
//! play.

use super::super::command::{CardChoice, Command};
use super::super::event::*;
use super::super::state::{Fight, MonsterStatus, State};
use super::super::tx::Tx;
use super::ability::{self, THE_INSIDE_TRACK, TUCK_AND_ROLL};
use super::gear::STAFF_OF_RUIN;
use super::gluttony;
use super::harm::damage;
use super::sin_cards;
use crate::engine::{Confirm, RuleError};

/// The fight's monsters its Hits killed: off the board once the results are applied
/// (the kills come first; a kill of TAKE NO SHIT's is only offered by then).
fn kills(s: &State, f: &Fight) -> usize {
    f.monsters
        .iter()
        .filter(|id| {
            s.monster(**id)
                .is_some_and(|m| m.status != MonsterStatus::OnBoard)
        })
        .count()
}

/// Whether a ranged fight's Hits killed any of its targets (they died before the
/// counterattack).
fn ranged_kill(s: &State, f: &Fight) -> bool {
    f.ranged && kills(s, f) > 0
}

/// Owe the fighting hero's end-of-fight ability, if one applies.
pub fn offer(tx: &mut Tx, f: &Fight) {
    let s = &tx.s;
    if f.cleanse || !s.hero(&f.hero).is_some_and(|h| h.in_play()) || s.outcome.is_some() {
        return;
    }
    // "A fight you started": not one the SIN's reaction started.
    if s.has_ability(&f.hero, THE_INSIDE_TRACK) && !f.by_sin && !s.upgrades.inventory.is_empty() {
        ability::offer(tx, &f.hero, THE_INSIDE_TRACK);
    } else if s.has_ability(&f.hero, TUCK_AND_ROLL) && ranged_kill(s, f) {
        ability::offer(tx, &f.hero, TUCK_AND_ROLL);
    }
    staff_of_ruin(tx, f);
}

/// STAFF OF RUIN: "If you kill 2 or more monsters, heal 1." Not a "may", in any fight
/// (ranged or the SIN's too); the player picks the marker, as for REGENERATION. Nothing
/// is owed undamaged or under the Corrupted Doctor's mark (G-31).
fn staff_of_ruin(tx: &mut Tx, f: &Fight) {
    let s = &tx.s;
    let owed = s
        .hero(&f.hero)
        .is_some_and(|h| h.has_active_upgrade(STAFF_OF_RUIN) && h.damage > 0 && !h.no_heal)
        && kills(s, f) >= 2;
    if owed {
        ability::offer(tx, &f.hero, STAFF_OF_RUIN);
    }
}

/// THE INSIDE TRACK: "you may immediately choose 1 new upgrade card and equip it": a card
/// of the inventory, refilled at once, as the Inventory city action.
pub fn check_equip(s: &State, c: &CardChoice) -> Result<(), RuleError> {
    if s.upgrades.inventory.contains(&c.card) {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_IN_INVENTORY",
            "Pick a card of the upgrade inventory",
        ))
    }
}

pub fn the_inside_track(tx: &mut Tx, hero: &str, c: &CardChoice) {
    ability::used(tx, hero, THE_INSIDE_TRACK);
    sin_cards::give_upgrade(tx, hero, c);
}

/// TUCK AND ROLL: "you may take 1 damage to gain 1 extra turn token". The damage comes
/// first: killed by it, the hero gains nothing.
pub fn tuck_and_roll(tx: &mut Tx, hero: &str) {
    ability::used(tx, hero, TUCK_AND_ROLL);
    damage(tx, hero, 1, TUCK_AND_ROLL);
    if tx.s.hero(hero).is_some_and(|h| h.in_play()) {
        tx.emit(Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
            hero: hero.to_owned(),
        }));
        gluttony::extra_turn_gained(tx);
    }
}

pub fn candidates(s: &State, ability: &str, out: &mut Vec<Command>) {
    match ability {
        THE_INSIDE_TRACK => {
            for card in &s.upgrades.inventory {
                out.push(Command::EquipUpgrade(CardChoice { card: card.clone() }));
            }
        }
        TUCK_AND_ROLL => out.push(Command::TuckAndRoll(Confirm::Yes)),
        _ => {}
    }
}
