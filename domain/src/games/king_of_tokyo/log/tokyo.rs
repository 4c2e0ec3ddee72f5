//! Lines for yielding, entering and leaving Tokyo.

use super::super::event::{
    EnteredTokyo, LeftTokyo, TokyoYielded, YieldChoiceMade, YieldChoicesRevealed, YieldRequested,
};
use super::super::state::Location;
use super::words::{Words, list, place};

/// A seat's yield answer in words: the playout's leak check looks for this phrase for an
/// answer that is still secret.
pub fn yield_answer(name: &str, yields: bool) -> String {
    if yields {
        format!("{name} chose to yield Tokyo")
    } else {
        format!("{name} chose to stay in Tokyo")
    }
}

pub fn yield_requested(w: &Words, e: &YieldRequested) -> String {
    format!(
        "{} had to decide whether to yield Tokyo to {}.",
        w.names(&e.seats),
        w.name(e.attacker)
    )
}

/// The answer is shown only to the seat that gave it until every answer is in.
pub fn yield_choice(w: &Words, e: &YieldChoiceMade) -> String {
    let name = w.name(e.seat);
    match e.yields {
        Some(yields) => format!("{}.", yield_answer(&name, yields)),
        None => format!("{name} answered whether to yield Tokyo (secret until everyone has)."),
    }
}

pub fn yields_revealed(w: &Words, e: &YieldChoicesRevealed) -> String {
    let answers = e
        .choices
        .iter()
        .map(|c| yield_answer(&w.name(c.seat), c.yields))
        .collect();
    format!("The yield answers were revealed: {}.", list(answers))
}

pub fn yielded(w: &Words, e: &TokyoYielded) -> String {
    format!("{} yielded {}.", w.name(e.seat), place(e.from))
}

pub fn entered(w: &Words, e: &EnteredTokyo) -> String {
    if e.from == Location::Outside {
        format!("{} entered {}.", w.name(e.seat), place(e.location))
    } else {
        format!(
            "{} moved from {} to {}.",
            w.name(e.seat),
            place(e.from),
            place(e.location)
        )
    }
}

pub fn left(w: &Words, e: &LeftTokyo) -> String {
    format!(
        "{} left {} ({}).",
        w.name(e.seat),
        place(e.from),
        w.reason(&e.reason)
    )
}
