//! Will's PROBLEM-SOLVER: "When you roll 2 or more Skills while cleansing calamities, you
//! may gain 1 extra turn token." A "may": the token feeds Gluttony, so the hero's player
//! decides, once per cleanse, before the cleanse ends. The Skills counted are the rolled
//! dice's (FAITH turned to Skill included), not the level-7 result, which is not rolled.

use super::super::command::{AbilityChoice, Command};
use super::super::dice::count;
use super::super::event::*;
use super::super::state::{Fight, FightStage, State};
use super::super::tx::Tx;
use super::super::vocabulary::HeroFace;
use super::gluttony;
use crate::engine::RuleError;

/// The ability's id in the heroes' data.
pub const PROBLEM_SOLVER: &str = "problem_solver";

/// Rolled Skills the ability needs.
const SKILLS_NEEDED: u8 = 2;

fn has_ability(s: &State, hero: &str) -> bool {
    s.content
        .heroes
        .iter()
        .any(|h| h.id == hero && h.ability.id == PROBLEM_SOLVER)
}

/// The hero's player still owes the PROBLEM-SOLVER decision for this cleanse.
pub fn owed(s: &State, f: &Fight) -> bool {
    f.cleanse
        && f.stage == FightStage::RemoveTokens
        && !f.problem_solver_decided
        && count(&f.hero_faces, HeroFace::Skill) >= SKILLS_NEEDED
        && has_ability(s, &f.hero)
}

pub fn check(s: &State, f: &Fight) -> Result<(), RuleError> {
    if owed(s, f) {
        Ok(())
    } else {
        Err(RuleError::new(
            "NO_PROBLEM_SOLVER",
            "PROBLEM-SOLVER needs Will cleansing with 2 or more Skills rolled, once per cleanse",
        ))
    }
}

/// The decision: an extra turn token if taken (which Gluttony feeds on).
pub fn decide(tx: &mut Tx, f: &Fight, c: &AbilityChoice) {
    tx.emit(Event::ProblemSolverDecided(ProblemSolverDecided {
        hero: f.hero.clone(),
        taken: c.take,
    }));
    if c.take {
        tx.emit(Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
            hero: f.hero.clone(),
        }));
        gluttony::extra_turn_gained(tx);
    }
}

pub fn candidates(out: &mut Vec<Command>) {
    for take in [true, false] {
        out.push(Command::ProblemSolver(AbilityChoice { take }));
    }
}
