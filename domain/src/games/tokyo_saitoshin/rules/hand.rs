//! Step 3, hand adjustment (spec 5.15.3): each PC may discard, must come down to the hand
//! size, draws up to it (the deck rebuilt from the discard pile, unshuffled, when it runs
//! out), and may redraw its first hand of the scenario once. A pair of the 2-PC variant
//! (spec 5.14.3) adjusts its one shared hand, to 7, through either of its PCs: the flags
//! (`handReady`, the redraw) are the pair's.

use super::super::command::Command;
use super::super::event::Event;
use super::super::state::{State, Step};
use super::super::tx::Tx;
use super::super::vocabulary::Pc;
use super::refusal::{owned, refuse};
use crate::engine::{RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if s.step != Step::HandAdjustment {
        return Err(RuleError::wrong_phase(
            "Hands are adjusted in step 3 of the round",
        ));
    }
    let pc = match command {
        Command::DiscardFromHand(cmd::DiscardFromHand { pc, .. })
        | Command::FinishHand(cmd::FinishHand { pc })
        | Command::Redraw(cmd::Redraw { pc })
        | Command::KeepHand(cmd::KeepHand { pc }) => *pc,
        _ => {
            return Err(RuleError::wrong_phase(
                "Step 3 is the hand adjustment: discard, draw, keep or redraw",
            ));
        }
    };
    let p = owned(s, seat, pc)?;
    if p.hand_ready {
        return Err(refuse(
            "HAND_READY",
            "This PC's hand is ready for the round",
        ));
    }
    let size = s.hand_size(pc);
    let hand = s.hand(pc);
    match command {
        Command::DiscardFromHand(cmd::DiscardFromHand { card, .. }) => {
            if p.may_redraw {
                return Err(refuse(
                    "REDRAW_OR_KEEP",
                    "Keep or redraw your first hand first",
                ));
            }
            if !hand.contains(card) {
                return Err(refuse(
                    "NOT_IN_HAND",
                    format!("{card} is not in this PC's hand"),
                ));
            }
        }
        Command::FinishHand(_) => {
            if p.may_redraw {
                return Err(refuse(
                    "REDRAW_OR_KEEP",
                    "Keep or redraw your first hand first",
                ));
            }
            if hand.len() > size {
                return Err(refuse(
                    "HAND_TOO_BIG",
                    format!("Discard down to {size} cards first"),
                ));
            }
        }
        _ => {
            if !p.may_redraw {
                return Err(refuse(
                    "NO_REDRAW",
                    "Only the first hand of the scenario may be redrawn, once",
                ));
            }
        }
    }
    Ok(())
}

pub fn apply(tx: &mut Tx, command: &Command) {
    match command {
        Command::DiscardFromHand(cmd::DiscardFromHand { pc, card }) => {
            tx.emit(Event::HandCardDiscarded(ev::HandCardDiscarded {
                pc: *pc,
                card: card.clone(),
            }))
        }
        Command::FinishHand(cmd::FinishHand { pc }) => finish(tx, *pc),
        Command::Redraw(cmd::Redraw { pc }) => redraw(tx, *pc),
        Command::KeepHand(cmd::KeepHand { pc }) => {
            tx.emit(Event::HandKept(ev::HandKept { pc: *pc }));
            tx.emit(Event::HandReady(ev::HandReady { pc: *pc }));
        }
        _ => {}
    }
}

fn finish(tx: &mut Tx, pc: Pc) {
    let missing = tx.s.hand_size(pc).saturating_sub(tx.s.hand(pc).len()) as u32;
    tx.draw_cards(pc, missing);
    if !tx.pc(pc).may_redraw {
        tx.emit(Event::HandReady(ev::HandReady { pc }));
    }
}

/// Set the hand aside, draw as many, shuffle the set-aside cards and put them under what
/// is left of the deck (they become the deck when it is empty; a pair's deck of 16 still
/// holds cards, spec 5.15.3 item 4).
fn redraw(tx: &mut Tx, pc: Pc) {
    let n = tx.s.hand(pc).len();
    let mut set_aside = tx.s.hand(pc).to_vec();
    let mut deck = tx.s.deck(pc).to_vec();
    let p = tx.pc(pc);
    let take = n.min(deck.len());
    let hand: Vec<String> = deck
        .split_off(deck.len() - take)
        .into_iter()
        .rev()
        .collect();
    let (seat, open) = (p.seat, tx.s.open_hands);
    tx.rng.shuffle(&mut set_aside);
    set_aside.extend(deck);
    tx.emit(Event::HandRedrawn(ev::HandRedrawn {
        pc,
        seat,
        hand,
        order: set_aside,
        open,
    }));
    tx.emit(Event::HandReady(ev::HandReady { pc }));
}
