//! Upgrade cards at the start of the hero's turn, each the twin of a natural ability and
//! decided the same way (after the hero's own ability, before the SIN's window, G-10):
//! REGENERATION heals as VAMPIRIC REGENERATION, SEEKER GRENADES destroys an acolyte as
//! TAKE NO SHIT, INNER MASTERY moves the hero's own corruption as GAZE INTO THE ABYSS;
//! HAVEN'S METOPASS (`metopass.rs`) teleports the heroes of the space.

use super::super::command::{Command, Gaze};
use super::super::state::State;
use super::super::tx::Tx;
use super::ability;
use super::metopass;
use super::take_no_shit::acolytes_near;

/// "At the start of your turn, heal 1 damage." Not a "may".
pub const REGENERATION: &str = "regeneration";
/// "At the start of your turn, you may destroy 1 acolyte in your space."
pub const SEEKER_GRENADES: &str = "seeker_grenades";
/// "At the start of your turn, you may raise or lower your corruption by 1."
pub const INNER_MASTERY: &str = "inner_mastery";
/// STAFF OF RUIN's "If you kill 2 or more monsters, heal 1": owed after the fight
/// (`fight_end.rs`), healed as REGENERATION is.
pub const STAFF_OF_RUIN: &str = "staff_of_ruin";

fn holds(s: &State, hero: &str, card: &str) -> bool {
    s.hero(hero).is_some_and(|h| h.has_active_upgrade(card))
}

/// Owe the decision of each start-of-turn upgrade the hero holds face up that applies.
pub fn offer(tx: &mut Tx, hero: &str) {
    let s = &tx.s;
    let Some(h) = s.hero(hero) else {
        return;
    };
    let mut owed = Vec::new();
    // The Corrupted Doctor's mark forbids any healing until the reset (G-31).
    if holds(s, hero, REGENERATION) && h.damage > 0 && !h.no_heal {
        owed.push(REGENERATION);
    }
    if holds(s, hero, SEEKER_GRENADES) && !acolytes_near(s, hero).is_empty() {
        owed.push(SEEKER_GRENADES);
    }
    if holds(s, hero, INNER_MASTERY) {
        owed.push(INNER_MASTERY);
    }
    if metopass::applies(s, hero) {
        owed.push(metopass::HAVENS_METOPASS);
    }
    for card in owed {
        ability::offer(tx, hero, card);
    }
}

pub fn mastery_candidates(hero: &str, out: &mut Vec<Command>) {
    for raise in [true, false] {
        out.push(Command::GazeIntoTheAbyss(Gaze {
            hero: hero.to_owned(),
            raise,
        }));
    }
}
