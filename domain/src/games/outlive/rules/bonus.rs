//! Optional effects offered to the acting clan during its activation: the Bat before the
//! first pressure, arrival gains after pressure (spec 5.5), a "+" tile after a collect,
//! City: Exploration Tiles +2 after a paid exploration, Empty Box on an empty tile. Each is
//! a decision: `useBonus` or `declineBonus`, answered before the hero does anything else.

use super::super::cards;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::Tx;
use crate::engine::{RuleError, Seat};

/// Offer one or more optional effects to the acting clan.
pub fn offer(tx: &mut Tx, seat: Seat, sources: Vec<String>) {
    if !sources.is_empty() {
        tx.emit(Event::BonusesOffered(BonusesOffered { seat, sources }));
    }
}

/// With offers pending, only an answer to one of them is accepted.
pub fn check_pending(a: &Activation, command: &Command) -> Result<(), RuleError> {
    match command {
        Command::UseBonus(b) | Command::DeclineBonus(b) => check_offered(a, b),
        _ => Err(RuleError::new(
            "ANSWER_BONUS_FIRST",
            format!(
                "Use or decline the offered effects first: {}",
                a.offers.join(", ")
            ),
        )),
    }
}

pub fn check_offered(a: &Activation, b: &BonusChoice) -> Result<(), RuleError> {
    if a.offers.contains(&b.source) {
        Ok(())
    } else {
        Err(not_offered())
    }
}

pub fn not_offered() -> RuleError {
    RuleError::new(
        "BONUS_NOT_OFFERED",
        "That effect is not offered to you now; answer one listed in activation.offers",
    )
}

/// Use an offered effect: the acceptance, then the effect's own events.
pub fn accept(tx: &mut Tx, seat: Seat, source: &str) {
    tx.emit(Event::BonusAccepted(BonusAccepted {
        seat,
        source: source.into(),
    }));
    let city = tx.s.activation.as_ref().and_then(|a| a.area);
    match source {
        cards::rooms::CARGO_CANNED_PLUS_1 | cards::rooms::CARGO_CANNED_PLUS_2_ALWAYS_PLACE => {
            cards::rooms::cargo_canned(tx, seat, source)
        }
        cards::rooms::CITY_EXPLORATION_PLUS_2 => {
            if let Some(city) = city {
                cards::rooms::city_exploration_plus_2(tx, seat, city);
            }
        }
        cards::rooms::EMPTY_BOX_WOOD_METAL => {
            if let Some(city) = city {
                cards::rooms::empty_box_wood_metal(tx, seat, city);
            }
        }
        id => cards::equipment::accept(tx, seat, id),
    }
}

pub fn decline(tx: &mut Tx, seat: Seat, source: &str) {
    tx.emit(Event::BonusDeclined(BonusDeclined {
        seat,
        source: source.into(),
    }));
}

/// Candidate answers to the pending offers.
pub fn candidates(a: &Activation, out: &mut Vec<Command>) {
    for source in &a.offers {
        let b = BonusChoice {
            source: source.clone(),
        };
        out.push(Command::UseBonus(b.clone()));
        out.push(Command::DeclineBonus(b));
    }
}
