//! Cleanse calamities (§5.1.5): a skill roll; each Skill result removes one face-up
//! calamity token (fire, corruption, pentagram, nest; never a printed one) in the hero's
//! space; in Haven in Flames an altar goes for 3 Skill results of the roll (G-25).
//! The roll itself (voluntary corruption, FAITH, the level-7 result) is the fight's.

use super::super::command::{Command, TokenChoice};
use super::super::dice::count;
use super::super::event::*;
use super::super::state::{Fight, State};
use super::super::tx::Tx;
use super::super::vocabulary::{HeroFace, TokenKind};
use super::problem_solver;
use crate::engine::RuleError;

const CALAMITIES: [TokenKind; 4] = [
    TokenKind::Fire,
    TokenKind::Corruption,
    TokenKind::Pentagram,
    TokenKind::Nest,
];

/// Skill results an altar takes in Haven in Flames.
const ALTAR_SKILLS: u8 = 3;

/// ADRENO WEAR: "+1 die on skill rolls".
pub const ADRENO_WEAR: &str = "adreno_wear";

/// ADRENO WEAR's die on a cleanse (the skill roll).
pub fn adreno_wear_die(s: &State, hero: &str) -> u8 {
    u8::from(
        s.hero(hero)
            .is_some_and(|h| h.has_active_upgrade(ADRENO_WEAR)),
    )
}

fn cost(s: &State, kind: TokenKind) -> Option<u8> {
    if CALAMITIES.contains(&kind) {
        Some(1)
    } else if kind == TokenKind::Altar && s.story == "haven_in_flames" {
        Some(ALTAR_SKILLS)
    } else {
        None
    }
}

/// The kinds of token a cleanse may remove from `space` (whatever the Skills rolled).
pub fn removable(s: &State, space: &str) -> Vec<TokenKind> {
    let Some(sp) = s.space(space) else {
        return Vec::new();
    };
    let mut kinds: Vec<TokenKind> = sp
        .tokens
        .iter()
        .filter(|t| t.face_up && !t.permanent && cost(s, t.kind).is_some())
        .map(|t| t.kind)
        .collect();
    kinds.sort();
    kinds.dedup();
    kinds
}

/// Skill results not yet spent: the rolled Skills and a level-7 Skill.
pub fn skills_left(f: &Fight) -> u8 {
    let mut faces = f.hero_faces.clone();
    faces.extend(f.bonus_face);
    count(&faces, HeroFace::Skill).saturating_sub(f.skills_used)
}

fn affordable(s: &State, f: &Fight) -> Vec<TokenKind> {
    let left = skills_left(f);
    removable(s, &f.space)
        .into_iter()
        .filter(|k| cost(s, *k).is_some_and(|c| c <= left))
        .collect()
}

pub fn check(s: &State, f: &Fight, command: &Command) -> Result<(), RuleError> {
    match command {
        Command::ProblemSolver(_) => problem_solver::check(s, f),
        Command::RemoveToken(TokenChoice { token }) if affordable(s, f).contains(token) => Ok(()),
        Command::RemoveToken(_) => Err(RuleError::new(
            "CANNOT_REMOVE",
            "Remove a face-up calamity token of your space that your Skills pay for",
        )),
        _ => Err(RuleError::wrong_phase(
            "The cleanse is waiting for tokens to remove",
        )),
    }
}

pub fn remove(tx: &mut Tx, f: &Fight, c: &TokenChoice) {
    let skills = cost(&tx.s, c.token).unwrap_or(1);
    tx.emit(Event::TokenRemoved(TokenRemoved {
        hero: f.hero.clone(),
        space: f.space.clone(),
        token: c.token,
        skills,
    }));
    super::nun::uncover(tx, &f.space, c.token);
}

/// The cleanse ends once no Skill can pay for a token any more and PROBLEM-SOLVER is
/// decided.
pub fn end_when_settled(tx: &mut Tx) {
    let Some(f) = tx.s.fight.clone() else {
        return;
    };
    if affordable(&tx.s, &f).is_empty() && !problem_solver::owed(&tx.s, &f) {
        tx.emit(Event::CleanseEnded(CleanseEnded { hero: f.hero }));
    }
}

pub fn candidates(out: &mut Vec<Command>) {
    for token in TokenKind::ALL {
        out.push(Command::RemoveToken(TokenChoice { token: *token }));
    }
    problem_solver::candidates(out);
}
