//! Elle's CHARMED LIFE: "Once per fight you take part in, you may cancel all dice rolls.
//! You and the SIN player must both reroll." Offered right after each roll of a fight
//! she fights (melee or ranged, hero- or SIN-started; not a cleanse, not a
//! counterattack's roll) until used, before the SIN's after-roll window and before any
//! FAITH face, level-7 result or Hit; the pools are rolled again as for CURSED FATE.

use super::super::state::State;
use super::super::tx::Tx;
use super::ability::{self, CHARMED_LIFE};
use super::card_effects::cursed_fate;

/// Owe the decision after a roll, if the fighter is Elle and has not used it.
pub fn offer(tx: &mut Tx) {
    let Some(f) = tx.s.fight.clone() else {
        return;
    };
    if !f.cleanse && !f.charmed_life_used && tx.s.has_ability(&f.hero, CHARMED_LIFE) {
        ability::offer(tx, &f.hero, CHARMED_LIFE);
    }
}

/// The fight waits for Elle's decision.
pub fn owed(s: &State) -> bool {
    s.abilities_owed.iter().any(|o| o.ability == CHARMED_LIFE)
}

pub fn charmed_life(tx: &mut Tx, hero: &str) {
    let Some(f) = tx.s.fight.clone() else {
        return;
    };
    ability::used(tx, hero, CHARMED_LIFE);
    cursed_fate(tx, &f);
}
