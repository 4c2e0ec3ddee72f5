//! Hand cards given (`give_hand_cards`, the Procurer's support skill 融通): the giver's
//! player chooses the cards (no starter, as in an exchange, spec 5.13) and the PC of its
//! place that receives them (`giveHandCards`). It gives as many as asked, or every card
//! it may give when it holds fewer. Nothing else is done while the choice waits. When
//! nobody is left in its place, or nothing to give, the give lapses by itself.

use super::super::command::Command;
use super::super::event::Event;
use super::super::primitives::{givable, recipients};
use super::super::state::{Giving, State};
use super::super::tx::Tx;
use super::exchange::subsets;
use super::refusal::{answering, asks, refuse, runs};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// How many cards the giver gives now: as asked, or all it may give.
fn count(s: &State, g: &Giving) -> usize {
    (g.n as usize).min(givable(s, g.pc).len())
}

pub fn check(s: &State, seat: Seat, g: &Giving, command: &Command) -> Result<(), RuleError> {
    let Command::GiveHandCards(cmd::GiveHandCards { pc, to, cards }) = command else {
        return Err(RuleError::wrong_phase(format!(
            "{:?} gives its hand card(s) first",
            g.pc
        )));
    };
    answering(s, seat, *pc, &[g.pc], || {
        format!("{:?} is the PC giving hand cards", g.pc)
    })?;
    if s.partner(*pc) == Some(*to) {
        return Err(refuse(
            "SAME_HAND",
            "The two PCs of a pair of the 2-PC variant hold one hand: nothing to give",
        ));
    }
    if !recipients(s, *pc).contains(to) {
        return Err(refuse(
            "NOT_IN_THE_SAME_AREA",
            "Hand cards are given to another PC in the same area",
        ));
    }
    let hand = s.hand(*pc);
    let mut distinct = cards.clone();
    distinct.sort();
    distinct.dedup();
    if distinct.len() != cards.len() || cards.iter().any(|c| !hand.contains(c)) {
        return Err(refuse(
            "NOT_IN_HAND",
            "Name distinct cards of this PC's hand",
        ));
    }
    let may = givable(s, *pc);
    if cards.iter().any(|c| !may.contains(c)) {
        return Err(refuse("STARTER_NOT_GIVEN", "Starter cards cannot be given"));
    }
    let n = count(s, g);
    if cards.len() != n {
        return Err(refuse("WRONG_COUNT", format!("Give exactly {n} card(s)")));
    }
    Ok(())
}

pub fn apply(tx: &mut Tx, command: &Command) {
    if let Command::GiveHandCards(cmd::GiveHandCards { pc, to, cards }) = command {
        let (seat, to_seat) = (tx.pc(*pc).seat, tx.pc(*to).seat);
        let open = tx.s.open_hands;
        tx.emit(Event::HandCardsGiven(ev::HandCardsGiven {
            pc: *pc,
            seat,
            to: *to,
            to_seat,
            cards: cards.clone(),
            open,
        }));
    }
}

/// True once no give waits; a give that can no longer be made lapses.
pub fn settle(tx: &mut Tx) -> bool {
    let Some(g) = tx.s.giving.clone() else {
        return true;
    };
    if recipients(&tx.s, g.pc).is_empty() || count(&tx.s, &g) == 0 {
        tx.emit(Event::GiveLapsed(ev::GiveLapsed { pc: g.pc }));
        return true;
    }
    false
}

pub fn prompts(s: &State, g: &Giving) -> Vec<Prompt> {
    asks(
        s,
        g.pc,
        "GIVE_HAND_CARDS",
        format!(
            "Give {} hand card(s) to another PC in your area",
            count(s, g)
        ),
    )
}

/// Every way the waiting give could be made, for the giver's seat.
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let Some(g) = &s.giving else {
        return Vec::new();
    };
    if !runs(s, seat, g.pc) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for to in recipients(s, g.pc) {
        out.extend(
            subsets(&givable(s, g.pc), count(s, g))
                .into_iter()
                .map(|cards| {
                    Command::GiveHandCards(cmd::GiveHandCards {
                        pc: g.pc,
                        to,
                        cards,
                    })
                }),
        );
    }
    out
}
