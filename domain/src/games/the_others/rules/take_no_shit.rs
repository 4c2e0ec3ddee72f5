//! Nicole's TAKE NO SHIT: "Each time you take 1 or more damage, you may destroy 1 acolyte
//! in your space." Offered after each damage she survives with an acolyte there; the
//! acolyte dies outside a fight.

use super::super::command::{Command, MonsterChoice};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::MonsterKind;
use super::ability::{self, TAKE_NO_SHIT};
use crate::engine::RuleError;

pub fn acolytes_near(s: &State, hero: &str) -> Vec<u16> {
    let Some(space) = s.hero(hero).and_then(|h| h.space.clone()) else {
        return Vec::new();
    };
    s.monsters_in(&space)
        .iter()
        .filter(|m| m.kind == MonsterKind::Acolyte)
        .map(|m| m.id)
        .collect()
}

/// After `hero` took damage (and survived it).
pub fn after_damage(tx: &mut Tx, hero: &str) {
    let s = &tx.s;
    if s.has_ability(hero, TAKE_NO_SHIT) && !acolytes_near(s, hero).is_empty() {
        ability::offer(tx, hero, TAKE_NO_SHIT);
    }
}

pub fn check(s: &State, hero: &str, c: &MonsterChoice) -> Result<(), RuleError> {
    if acolytes_near(s, hero).contains(&c.monster) {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_AN_ACOLYTE_HERE",
            "Destroy an acolyte in your space",
        ))
    }
}

/// Also SEEKER GRENADES' kill (the upgrade card, `ability` its id).
pub fn take_no_shit(tx: &mut Tx, hero: &str, ability: &str, c: &MonsterChoice) {
    ability::used(tx, hero, ability);
    tx.emit(Event::MonsterKilled(MonsterKilled {
        monster: c.monster,
        removed: false,
        in_fight: false,
    }));
}

pub fn candidates(s: &State, hero: &str, out: &mut Vec<Command>) {
    for monster in acolytes_near(s, hero) {
        out.push(Command::DestroyAcolyte(MonsterChoice { monster }));
    }
}
