//! Lines for the heroes' natural abilities. What an ability did follows in the lines of
//! the events it shares with the rest of the game.

use super::super::event::{AbilityPassed, AbilityUsed, HeroTransformed, StreetPainted};
use super::words::{Words, humanized, space};

/// An ability by its printed name (`PERILOUS RESEARCH`), from any dashboard of the data,
/// or an upgrade card deciding the same way (REGENERATION).
fn ability_name(w: &Words, id: &str) -> String {
    let content = &w.state.content;
    content
        .heroes
        .iter()
        .find(|h| h.ability.id == id)
        .map(|h| h.ability.name.clone())
        .or_else(|| content.upgrade(id).map(|u| u.name.clone()))
        .unwrap_or_else(|| humanized(id).to_uppercase())
}

pub fn used(w: &Words, e: &AbilityUsed) -> String {
    format!("{} used {}.", w.hero(&e.hero), ability_name(w, &e.ability))
}

pub fn passed(w: &Words, e: &AbilityPassed) -> String {
    format!(
        "{} let {} go.",
        w.hero(&e.hero),
        ability_name(w, &e.ability)
    )
}

pub fn transformed(w: &Words, e: &HeroTransformed) -> String {
    let form = if e.dashboard.is_some() {
        "a werewolf"
    } else {
        "a human again"
    };
    format!(
        "{} became {form} ({} spaces of move).",
        w.hero(&e.hero),
        e.move_allowance
    )
}

pub fn street_painted(w: &Words, e: &StreetPainted) -> String {
    format!(
        "{} marked {}: its monsters' defense is 1 lower.",
        w.hero(&e.hero),
        space(&e.space)
    )
}
