//! Thorley's PROTECTOR: "When a fellow hero in your space fights, Thorley may cancel 1
//! of that hero's damage." A "may" (the rulebook's EX-09 ends with Rose's 1 damage,
//! Thorley beside her): once the fight's results are known and would damage another hero
//! in Thorley's space (the shooter's space in a ranged fight's counterattack), his
//! player decides, once per fight, before the results apply.

use super::super::command::Command;
use super::super::state::{Fight, State};
use super::super::tx::Tx;
use super::ability::{self, PROTECTOR};
use crate::engine::Confirm;

fn thorley(s: &State, f: &Fight) -> Option<String> {
    s.heroes_in(&f.origin)
        .into_iter()
        .find(|h| h.id != f.hero && s.has_ability(&h.id, PROTECTOR))
        .map(|h| h.id.clone())
}

/// The fight waits for Thorley's decision.
pub fn owed(s: &State) -> bool {
    s.abilities_owed.iter().any(|o| o.ability == PROTECTOR)
}

/// Before the results apply: owe Thorley's decision if the fight would damage a fellow
/// hero of his space and he has not decided yet. Whether the fight must wait.
pub fn ask(tx: &mut Tx, f: &Fight, dealt: u8) -> bool {
    if owed(&tx.s) {
        return true;
    }
    if dealt == 0 || f.protector.is_some() {
        return false;
    }
    match thorley(&tx.s, f) {
        Some(hero) => {
            ability::offer(tx, &hero, PROTECTOR);
            true
        }
        None => false,
    }
}

/// The fight's damage once Thorley has (or has not) cancelled 1 of it.
pub fn shield(f: &Fight, dealt: u8) -> u8 {
    if f.protector == Some(true) {
        dealt.saturating_sub(1)
    } else {
        dealt
    }
}

pub fn protect(tx: &mut Tx, hero: &str) {
    ability::used(tx, hero, PROTECTOR);
}

pub fn candidates(out: &mut Vec<Command>) {
    out.push(Command::Protect(Confirm::Yes));
}
