//! The decision a hero's natural ability owes (`State::abilities_owed`, first owed
//! first): nothing else goes on until the hero's player makes it. An end-of-turn
//! ability's decision ends the turn.

use super::super::command::Command;
use super::super::state::{AbilityOwed, State};
use super::super::tx::Tx;
use super::ability::{
    self, CHARMED_LIFE, DEMOLITIONS, GAZE_INTO_THE_ABYSS, MIND_CONTROL, PAINT_THE_TOWN_RED,
    PERILOUS_RESEARCH, PROTECTOR, SHAPESHIFT, TAKE_NO_SHIT, THE_INSIDE_TRACK, TUCK_AND_ROLL,
    UMBRAL_SPEED, VAMPIRIC_REGENERATION,
};
use super::gear::STAFF_OF_RUIN;
use super::holy_water::HOLY_WATER;
use super::metopass::HAVENS_METOPASS;
use super::{
    charmed_life, fight, fight_end, gear, holy_water, metopass, protector, take_no_shit, turn_end,
    turn_start,
};
use crate::engine::{Confirm, RuleError, Seat};

/// Abilities that are not a "may": their player cannot let them go.
const NOT_OPTIONAL: [&str; 4] = [
    PERILOUS_RESEARCH,
    VAMPIRIC_REGENERATION,
    gear::REGENERATION,
    STAFF_OF_RUIN,
];

fn wrong_command(o: &AbilityOwed) -> RuleError {
    RuleError::new(
        "ABILITY_OWED",
        format!("{} decides on the ability {} first", o.hero, o.ability),
    )
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(o) = ability::owed(s) else {
        return Err(RuleError::wrong_phase("No ability is waiting"));
    };
    if s.hero(&o.hero).and_then(|h| h.seat) != Some(seat) {
        return Err(RuleError::not_your_decision(format!(
            "{}'s player decides on {}",
            o.hero, o.ability
        )));
    }
    match (o.ability.as_str(), command) {
        (a, Command::PassAbility(_)) if NOT_OPTIONAL.contains(&a) => Err(RuleError::new(
            "ABILITY_NOT_OPTIONAL",
            "This ability is not a \"may\": make its choice",
        )),
        (_, Command::PassAbility(_)) => Ok(()),
        (PERILOUS_RESEARCH, Command::GiveExtraTurn(c)) => turn_start::check_research(s, c),
        (GAZE_INTO_THE_ABYSS, Command::GazeIntoTheAbyss(c)) => turn_start::check_gaze(s, c),
        (SHAPESHIFT | UMBRAL_SPEED, Command::Transform(_)) => Ok(()),
        (gear::INNER_MASTERY, Command::GazeIntoTheAbyss(c)) if c.hero == o.hero => {
            turn_start::check_gaze(s, c)
        }
        (gear::INNER_MASTERY, Command::GazeIntoTheAbyss(_)) => Err(RuleError::new(
            "NOT_YOUR_CORRUPTION",
            "INNER MASTERY moves your own corruption",
        )),
        (gear::SEEKER_GRENADES, Command::DestroyAcolyte(c)) => take_no_shit::check(s, &o.hero, c),
        (VAMPIRIC_REGENERATION | gear::REGENERATION | STAFF_OF_RUIN, Command::Regenerate(c)) => {
            turn_end::check_regenerate(s, &o.hero, c)
        }
        (HOLY_WATER, Command::MindControl(c)) => holy_water::check(s, &o.hero, c),
        (HAVENS_METOPASS, Command::Metopass(c)) => metopass::check(s, &o.hero, c),
        (DEMOLITIONS, Command::Demolish(c)) => turn_end::check_demolish(s, &o.hero, c),
        (MIND_CONTROL, Command::MindControl(c)) => turn_end::check_mind_control(s, c),
        (PAINT_THE_TOWN_RED, Command::PaintStreet(c)) => turn_end::check_paint(s, c),
        (TAKE_NO_SHIT, Command::DestroyAcolyte(c)) => take_no_shit::check(s, &o.hero, c),
        (THE_INSIDE_TRACK, Command::EquipUpgrade(c)) => fight_end::check_equip(s, c),
        (TUCK_AND_ROLL, Command::TuckAndRoll(_)) => Ok(()),
        (CHARMED_LIFE, Command::CharmedLife(_)) => Ok(()),
        (PROTECTOR, Command::Protect(_)) => Ok(()),
        _ => Err(wrong_command(o)),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(o) = ability::owed(&tx.s).cloned() else {
        return;
    };
    let hero = o.hero.as_str();
    match command {
        Command::PassAbility(_) if o.ability == PAINT_THE_TOWN_RED => {
            turn_end::stop_painting(tx, hero)
        }
        Command::PassAbility(_) => ability::passed(tx, hero, &o.ability),
        Command::GiveExtraTurn(c) => turn_start::perilous_research(tx, hero, c),
        Command::GazeIntoTheAbyss(c) => turn_start::gaze_into_the_abyss(tx, hero, &o.ability, c),
        Command::Transform(_) => turn_start::transform(tx, hero, &o.ability),
        Command::Regenerate(c) => turn_end::vampiric_regeneration(tx, hero, &o.ability, c),
        Command::Demolish(c) => turn_end::demolitions(tx, hero, c),
        Command::MindControl(c) if o.ability == HOLY_WATER => holy_water::holy_water(tx, hero, c),
        Command::MindControl(c) => turn_end::mind_control(tx, hero, c),
        Command::Metopass(c) => metopass::havens_metopass(tx, hero, c),
        Command::PaintStreet(c) => turn_end::paint_street(tx, hero, c),
        Command::DestroyAcolyte(c) => take_no_shit::take_no_shit(tx, hero, &o.ability, c),
        Command::EquipUpgrade(c) => fight_end::the_inside_track(tx, hero, c),
        Command::TuckAndRoll(_) => fight_end::tuck_and_roll(tx, hero),
        Command::CharmedLife(_) => charmed_life::charmed_life(tx, hero),
        Command::Protect(_) => protector::protect(tx, hero),
        _ => {}
    }
    // CHARMED LIFE held the fight after its roll, PROTECTOR before its results: it goes
    // on (and may settle at once).
    if o.ability == CHARMED_LIFE || o.ability == PROTECTOR {
        fight::resolve_when_settled(tx);
    }
    // An end-of-turn decision made (Adrian: his marking over), the turn ends.
    let settled = !tx
        .s
        .abilities_owed
        .iter()
        .any(|w| w.hero == o.hero && w.ability == o.ability);
    if settled && turn_end::is_end_of_turn(&o.ability) {
        turn_end::finish(tx, hero);
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    let Some(o) = ability::owed(s) else {
        return;
    };
    out.push(Command::PassAbility(Confirm::Yes));
    turn_start::candidates(s, &o.ability, out);
    turn_end::candidates(s, &o.hero, &o.ability, out);
    fight_end::candidates(s, &o.ability, out);
    if o.ability == CHARMED_LIFE {
        out.push(Command::CharmedLife(Confirm::Yes));
    }
    if o.ability == PROTECTOR {
        protector::candidates(out);
    }
    if o.ability == TAKE_NO_SHIT || o.ability == gear::SEEKER_GRENADES {
        take_no_shit::candidates(s, &o.hero, out);
    }
    if o.ability == gear::INNER_MASTERY {
        gear::mastery_candidates(&o.hero, out);
    }
    if o.ability == HOLY_WATER {
        holy_water::candidates(s, &o.hero, out);
    }
    if o.ability == HAVENS_METOPASS {
        metopass::candidates(s, &o.hero, out);
    }
}

/// The prompt of the decision owed.
pub fn prompt(s: &State) -> Option<(&'static str, &'static str)> {
    ability::owed(s).map(|_| ("HERO_ABILITY", "Decide on the hero's ability, or let it go"))
}
