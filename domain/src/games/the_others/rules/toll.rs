//! The heroes' tolls (CURSE OF EGO, CURSE OF THE CRAWL, PRIMAL CONCEIT) as a team decision
//! (§5.1.11, G-29, G-34): every hero seat votes to pay (naming who takes each point) or to
//! refuse, and may change its vote until all have voted; the same vote from all settles
//! it, otherwise the SIN picks one of the legal answers. One hero seat decides alone.

use super::super::event::*;
use super::super::state::{CardOwed, toll_choice, toll_payers};
use super::super::tx::Tx;
use crate::engine::{RuleError, Seat};

/// Whether `seat` may answer the toll now: a hero seat while the votes are open, the SIN
/// once they disagreed.
pub fn check_voter(o: &CardOwed, seat: Seat) -> Result<(), RuleError> {
    let Some(a) = &o.toll else {
        return Err(RuleError::wrong_phase("No toll is being voted on"));
    };
    if a.fallback() == Some(seat) {
        a.check_fallback(seat)
    } else {
        a.check_propose(seat)
    }
}

/// A hero seat's vote. Returns the team's answer once the votes agree (`Some(None)`: the
/// toll refused), `None` while it is still open or fell to the SIN.
pub fn propose(
    tx: &mut Tx,
    seat: Seat,
    o: &CardOwed,
    heroes: Option<&[String]>,
) -> Option<Option<Vec<String>>> {
    let paid = heroes.is_some();
    let heroes = heroes.map(|h| toll_choice(&tx.s.order, Some(h)));
    tx.emit(Event::TollProposed(TollProposed {
        seat,
        effect: o.effect.clone(),
        paid,
        heroes: heroes.as_deref().and_then(toll_payers).unwrap_or_default(),
    }));
    let agreed =
        tx.s.card_owed
            .as_ref()
            .and_then(|o| o.toll.as_ref())
            .and_then(|a| a.agreed().cloned())?;
    Some(toll_payers(&agreed))
}
