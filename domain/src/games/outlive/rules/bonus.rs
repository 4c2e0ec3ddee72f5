//! Optional effects offered to the acting clan during its activation: the Bat before the
//! first pressure, arrival gains after pressure (spec 5.5), a "+" tile after a collect,
//! City: Exploration Tiles +2 after a paid exploration, Empty Box on an empty tile. Each is
//! a decision: `useBonus` or `declineBonus`, answered before the hero does anything else.
//!
//! Offers are made with `Tx::offer`; the ventilation room's offer in night step 3 waits on
//! the clan instead of an activation and is answered the same way.

use super::super::cards::{equipment, rooms};
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::explore::explore;
use crate::engine::{RuleError, Seat};

/// With offers pending, only an answer to one of them is accepted.
pub fn check_pending(a: &Activation, command: &Command) -> Result<(), RuleError> {
    match command {
        Command::UseBonus(b) | Command::DeclineBonus(b) => check_offered(&a.offers, b),
        _ => Err(RuleError::new(
            "ANSWER_BONUS_FIRST",
            format!(
                "Use or decline the offered effects first: {}",
                a.offers.join(", ")
            ),
        )),
    }
}

/// An answer must name one of the pending offers.
pub fn check_offered(offers: &[String], b: &BonusChoice) -> Result<(), RuleError> {
    if offers.contains(&b.source) {
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
        rooms::CARGO_CANNED_PLUS_1 | rooms::CARGO_CANNED_PLUS_2_ALWAYS_PLACE => {
            rooms::cargo_canned(tx, seat, source)
        }
        rooms::CITY_EXPLORATION_PLUS_2 => {
            if let Some(city) = city {
                for _ in 0..rooms::city_exploration_plus_2(tx, seat, city) {
                    explore(tx, seat, city, 0);
                }
            }
        }
        rooms::EMPTY_BOX_WOOD_METAL => {
            if let Some(city) = city {
                rooms::empty_box_wood_metal(tx, seat, city);
            }
        }
        id => equipment::accept(tx, seat, id),
    }
}

pub fn decline(tx: &mut Tx, seat: Seat, source: &str) {
    tx.emit(Event::BonusDeclined(BonusDeclined {
        seat,
        source: source.into(),
    }));
}

/// Candidate answers to the pending offers.
pub fn candidates(offers: &[String], out: &mut Vec<Command>) {
    for source in offers {
        let b = BonusChoice {
            source: source.clone(),
        };
        out.push(Command::UseBonus(b.clone()));
        out.push(Command::DeclineBonus(b));
    }
}
