//! The fold of the heroes' natural abilities: the decisions owed, Karl's dashboard,
//! Adrian's marked streets (until the round ends: a new round starts with none) and
//! what a used ability leaves for the rest of the round.

use super::super::event::*;
use super::super::state::*;

const PAINT_THE_TOWN_RED: &str = "paint_the_town_red";
const CHARMED_LIFE: &str = "charmed_life";
const PERILOUS_RESEARCH: &str = "perilous_research";
const PROTECTOR: &str = "protector";
const HOLY_WATER: &str = "holy_water";

/// Thorley decided on PROTECTOR for the fight under way.
fn protector_decided(s: &mut State, ability: &str, used: bool) {
    if ability == PROTECTOR
        && let Some(f) = &mut s.fight
    {
        f.protector = Some(used);
    }
}

fn settle(s: &mut State, hero: &str, ability: &str) {
    if let Some(i) = s
        .abilities_owed
        .iter()
        .position(|o| o.hero == hero && o.ability == ability)
    {
        s.abilities_owed.remove(i);
    }
}

pub(super) fn offered(s: &mut State, e: &AbilityOffered) {
    s.abilities_owed.push(AbilityOwed {
        ability: e.ability.clone(),
        hero: e.hero.clone(),
        marked: 0,
    });
}

pub(super) fn used(s: &mut State, e: &AbilityUsed) {
    settle(s, &e.hero, &e.ability);
    // Only the once-a-round ability is marked: an upgrade card used in a SIN-started fight
    // before Leah's first turn must not cost her PERILOUS RESEARCH.
    if e.ability == PERILOUS_RESEARCH && !s.round.abilities_used.contains(&e.hero) {
        s.round.abilities_used.push(e.hero.clone());
    }
    if e.ability == CHARMED_LIFE
        && let Some(f) = &mut s.fight
    {
        f.charmed_life_used = true;
    }
    protector_decided(s, &e.ability, true);
    // HOLY WATER comes after the movement: used, it ends the hero's move.
    if e.ability == HOLY_WATER
        && let Some(t) = s.turn.as_mut().filter(|t| t.hero == e.hero)
    {
        t.movement = Movement::Done;
    }
}

pub(super) fn passed(s: &mut State, e: &AbilityPassed) {
    settle(s, &e.hero, &e.ability);
    protector_decided(s, &e.ability, false);
}

pub(super) fn transformed(s: &mut State, e: &HeroTransformed) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.dashboard = e.dashboard.clone();
    }
    if let Some(t) = s.turn.as_mut().filter(|t| t.hero == e.hero) {
        t.steps_left = e.move_allowance;
    }
}

pub(super) fn street_painted(s: &mut State, e: &StreetPainted) {
    if !s.round.painted.contains(&e.space) {
        s.round.painted.push(e.space.clone());
    }
    if let Some(o) = s
        .abilities_owed
        .iter_mut()
        .find(|o| o.hero == e.hero && o.ability == PAINT_THE_TOWN_RED)
    {
        o.marked += 1;
    }
}

/// A dead hero's decisions have nothing left to ask, and a secondary dashboard stays
/// with the dead figure.
pub(super) fn hero_killed(s: &mut State, hero: &str) {
    s.abilities_owed.retain(|o| o.hero != hero);
    if let Some(h) = s.hero_mut(hero) {
        h.dashboard = None;
    }
}
