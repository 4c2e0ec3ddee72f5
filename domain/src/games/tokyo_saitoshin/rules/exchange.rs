//! Hand exchange (spec 5.13): a PC offers hand cards to another PC in the same place; the
//! other answers with as many of its own, or declines. Starter cards are never exchanged.
//! Each side names only its own cards, so no seat learns another's hand before the swap;
//! the answering seat sees how many cards are offered, not which (hands are hidden by
//! default, G-15: the players talk at the table). Nothing else is done while an offer waits.

use super::super::command::Command;
use super::super::event::Event;
use super::super::state::{Exchange, State};
use super::super::tx::Tx;
use super::super::vocabulary::{Pc, Rarity};
use super::refusal::{asks, owned, refuse};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// Cards a PC may give: distinct, in its hand, none a starter.
fn givable(s: &State, pc: Pc, cards: &[String]) -> Result<(), RuleError> {
    let mut seen = cards.to_vec();
    seen.sort();
    seen.dedup();
    if seen.len() != cards.len() || cards.iter().any(|c| !s.hand(pc).contains(c)) {
        return Err(refuse(
            "NOT_IN_HAND",
            "Name distinct cards of this PC's hand",
        ));
    }
    if cards.iter().any(|c| {
        s.content
            .player_card(c)
            .is_none_or(|d| d.rarity == Rarity::Starter)
    }) {
        return Err(refuse(
            "STARTER_NOT_EXCHANGED",
            "Starter cards cannot be exchanged",
        ));
    }
    Ok(())
}

/// An offer, in step 4 with no action under way (checked by the caller).
pub fn check_offer(s: &State, pc: Pc, other: Pc, cards: &[String]) -> Result<(), RuleError> {
    let here = s.pc(pc).expect("checked").place;
    if s.partner(pc) == Some(other) {
        return Err(refuse(
            "SAME_HAND",
            "The two PCs of a pair of the 2-PC variant hold one hand: nothing to exchange",
        ));
    }
    if other == pc || s.pc(other).is_none_or(|o| o.place != here) {
        return Err(refuse(
            "NOT_IN_THE_SAME_AREA",
            "Hands are exchanged with another PC in the same area",
        ));
    }
    if cards.is_empty() {
        return Err(refuse("NOTHING_OFFERED", "Offer at least one card"));
    }
    givable(s, pc, cards)
}

/// The answer to the waiting offer.
pub fn check_answer(
    s: &State,
    seat: Seat,
    x: &Exchange,
    command: &Command,
) -> Result<(), RuleError> {
    let Command::AnswerExchange(cmd::AnswerExchange { pc, cards }) = command else {
        return Err(RuleError::wrong_phase(format!(
            "{:?} answers the hand exchange first",
            x.other
        )));
    };
    owned(s, seat, *pc)?;
    if *pc != x.other {
        return Err(refuse(
            "NOT_OFFERED_TO_YOU",
            format!("The exchange is offered to {:?}", x.other),
        ));
    }
    if cards.is_empty() {
        return Ok(());
    }
    if cards.len() != x.cards.len() {
        return Err(refuse(
            "WRONG_COUNT",
            format!("Give exactly {} card(s), or none to decline", x.cards.len()),
        ));
    }
    givable(s, *pc, cards)
}

pub fn apply(tx: &mut Tx, command: &Command) {
    match command {
        Command::OfferExchange(cmd::OfferExchange { pc, other, cards }) => {
            let seat = tx.pc(*pc).seat;
            let open = tx.s.open_hands;
            tx.emit(Event::ExchangeOffered(ev::ExchangeOffered {
                pc: *pc,
                seat,
                other: *other,
                cards: cards.clone(),
                open,
            }));
        }
        Command::AnswerExchange(cmd::AnswerExchange { pc, cards }) => {
            let Some(x) = tx.s.exchange.clone() else {
                return;
            };
            if cards.is_empty() {
                return tx.emit(Event::ExchangeDeclined(ev::ExchangeDeclined { pc: *pc }));
            }
            let (seat, other_seat) = (tx.pc(x.pc).seat, tx.pc(x.other).seat);
            let open = tx.s.open_hands;
            tx.emit(Event::HandsExchanged(ev::HandsExchanged {
                pc: x.pc,
                seat,
                other: x.other,
                other_seat,
                given: x.cards,
                taken: cards.clone(),
                open,
            }));
        }
        _ => {}
    }
}

pub fn prompts(s: &State, x: &Exchange) -> Vec<Prompt> {
    asks(
        s,
        x.other,
        "ANSWER_EXCHANGE",
        format!(
            "{:?} offers {} hand card(s): give as many, or decline",
            x.pc,
            x.cards.len()
        ),
    )
}

/// The commands a seat could send about exchanges: single-card offers to each PC in the
/// same place, and, to a waiting offer, every answer of the right size.
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    for p in s.pcs_of(seat) {
        for other in s.pcs_in(p.place).into_iter().filter(|o| *o != p.pc) {
            out.extend(s.hand(p.pc).iter().map(|c| {
                Command::OfferExchange(cmd::OfferExchange {
                    pc: p.pc,
                    other,
                    cards: vec![c.clone()],
                })
            }));
        }
        if let Some(x) = s.exchange.as_ref().filter(|x| x.other == p.pc) {
            out.push(Command::AnswerExchange(cmd::AnswerExchange {
                pc: p.pc,
                cards: Vec::new(),
            }));
            out.extend(
                subsets(s.hand(p.pc), x.cards.len())
                    .into_iter()
                    .map(|cards| Command::AnswerExchange(cmd::AnswerExchange { pc: p.pc, cards })),
            );
        }
    }
    out
}

/// Every `k`-card subset of `cards`, in hand order.
pub fn subsets(cards: &[String], k: usize) -> Vec<Vec<String>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    if cards.len() < k {
        return Vec::new();
    }
    let mut out: Vec<Vec<String>> = subsets(&cards[1..], k - 1)
        .into_iter()
        .map(|mut rest| {
            rest.insert(0, cards[0].clone());
            rest
        })
        .collect();
    out.extend(subsets(&cards[1..], k));
    out
}
