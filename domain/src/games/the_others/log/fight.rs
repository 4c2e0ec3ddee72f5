//! Lines for fights, cleansing and the counterattack of a ranged fight.

use super::super::event::{
    CleanseStarted, CounterattackRolled, FightDiceRolled, FightResolved, FightStarted,
    MonsterKilled, ProblemSolverDecided, TokenRemoved, VoluntaryCorruptionSet,
};
use super::super::vocabulary::HeroFace;
use super::words::{
    Words, capitalized, dice_count, hero_face, hero_faces, plural, sin_faces, space, token,
};

pub fn started(w: &Words, e: &FightStarted) -> String {
    let how = match (e.ranged, e.by_sin) {
        (true, _) => "a ranged fight",
        (false, true) => "a fight forced by the SIN",
        (false, false) => "a fight",
    };
    format!(
        "{} began {how} on {} against {}.",
        w.hero(&e.hero),
        space(&e.space),
        w.monsters(&e.monsters)
    )
}

pub fn dice_rolled(e: &FightDiceRolled) -> String {
    format!(
        "The hero rolled {} ({}) and the SIN rolled {} ({}).",
        dice_count(u32::from(e.hero_pool)),
        hero_faces(&e.hero_faces),
        dice_count(u32::from(e.sin_pool)),
        sin_faces(&e.sin_faces)
    )
}

pub fn resolved(w: &Words, e: &FightResolved) -> String {
    let mut line = format!(
        "{} faced {} and {} Corruption with {} Defense and {} Counter-corruption: \
         {} damage and {} corruption got through",
        w.hero(&e.hero),
        plural(e.sin_hits.into(), "Hit"),
        e.sin_corruption,
        e.defense,
        e.counter_corruption,
        e.damage,
        e.corruption
    );
    if !e.killed.is_empty() {
        line += &format!("; killed {}", w.monsters(&e.killed));
    }
    line + "."
}

pub fn killed(w: &Words, e: &MonsterKilled) -> String {
    let fate = if e.removed {
        "and left the game"
    } else {
        "and went to the dead pool"
    };
    format!("{} was killed {fate}.", capitalized(&w.monster(e.monster)))
}

pub fn counterattack(e: &CounterattackRolled) -> String {
    format!(
        "The survivors counterattacked: the SIN rolled {} ({}).",
        dice_count(u32::from(e.sin_pool)),
        sin_faces(&e.sin_faces)
    )
}

pub fn token_removed(w: &Words, e: &TokenRemoved) -> String {
    format!(
        "{} cleansed a {} token on {} with {}.",
        w.hero(&e.hero),
        token(e.token),
        space(&e.space),
        plural(e.skills.into(), "Skill")
    )
}

pub fn voluntary_corruption(w: &Words, e: &VoluntaryCorruptionSet) -> String {
    let took = if e.take { "took" } else { "did not take" };
    format!("{} {took} 1 voluntary corruption.", w.hero(&e.hero))
}

pub fn faith_face(face: HeroFace) -> String {
    format!("A FAITH became a {}.", hero_face(face))
}

pub fn bonus_face(face: HeroFace) -> String {
    format!(
        "The result of the hero's choice became a {}.",
        hero_face(face)
    )
}

pub fn cleanse_started(w: &Words, e: &CleanseStarted) -> String {
    format!("{} began to cleanse {}.", w.hero(&e.hero), space(&e.space))
}

pub fn problem_solver(w: &Words, e: &ProblemSolverDecided) -> String {
    let took = if e.taken { "took" } else { "let go" };
    format!(
        "{} {took} PROBLEM-SOLVER's extra turn token.",
        w.hero(&e.hero)
    )
}
