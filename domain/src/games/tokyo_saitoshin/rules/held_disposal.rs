//! A used card held before its disposal (再利用, FAQ Q12): when a card's post-use would
//! dispose of it (remove it, in the Site) and its PC has a ready interrupt that makes that
//! a discard, the card waits; the PC uses the interrupt (`use`) and the card goes to its
//! discard pile, neither disposed of nor removed, or lets it go as printed (`dispose`).

use super::super::command::Command;
use super::super::event::Event;
use super::super::interrupt::{reuse_effect, reuse_sources};
use super::super::state::{Disposing, State};
use super::super::tx::Tx;
use super::super::vocabulary::Place;
use super::refusal::{answering, asks, refuse, runs};
use super::{cost, post_use};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

pub fn check(s: &State, seat: Seat, d: &Disposing, command: &Command) -> Result<(), RuleError> {
    let pc = match command {
        Command::Dispose(cmd::Dispose { pc }) | Command::Use(cmd::Use { pc, .. }) => *pc,
        _ => {
            return Err(RuleError::wrong_phase(format!(
                "{} is about to be disposed of: {:?} discards it instead with an interrupt, \
                 or lets it go",
                d.card, d.pc
            )));
        }
    };
    answering(s, seat, pc, &[d.pc], || {
        format!("The card held is {:?}'s", d.pc)
    })?;
    let Command::Use(cmd::Use {
        source,
        target,
        discard,
        ..
    }) = command
    else {
        return Ok(());
    };
    if target.is_some() {
        return Err(refuse("NO_TARGET", "This interrupt takes no target"));
    }
    let e = reuse_effect(s, pc, source).ok_or_else(|| {
        refuse(
            "CANNOT_ANSWER",
            "This source has no ready interrupt that discards a card instead of disposing of it",
        )
    })?;
    // The held card has left the hand: it cannot pay the cost.
    cost::check_discard(s, pc, source, &e, discard)
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(d) = tx.s.disposing.clone() else {
        return;
    };
    match command {
        Command::Dispose(_) => dispose(tx, &d),
        Command::Use(cmd::Use {
            pc,
            source,
            discard,
            ..
        }) => {
            let Some(e) = reuse_effect(&tx.s, *pc, source) else {
                return;
            };
            tx.emit(Event::EffectUsed(ev::EffectUsed {
                pc: *pc,
                source: source.clone(),
                target: None,
            }));
            for card in discard {
                tx.emit(Event::HandCardDiscarded(ev::HandCardDiscarded {
                    pc: *pc,
                    card: card.clone(),
                }));
            }
            dispose_becomes_discard(tx, &d);
            post_use::post_use(tx, *pc, source, &e);
        }
        _ => {}
    }
}

/// `dispose_becomes_discard` (再利用): the held card goes to its owner's discard pile,
/// in the Site too (FAQ Q12).
pub fn dispose_becomes_discard(tx: &mut Tx, d: &Disposing) {
    tx.emit(Event::CardDiscarded(ev::CardDiscarded {
        pc: d.pc,
        card: d.card.clone(),
    }));
}

/// The card goes as printed: to the disposal slot, or removed in the Site.
fn dispose(tx: &mut Tx, d: &Disposing) {
    let (pc, card) = (d.pc, d.card.clone());
    if tx.pc(pc).place == Place::Site {
        tx.emit(Event::CardRemoved(ev::CardRemoved { pc, card }));
    } else {
        tx.emit(Event::CardDisposed(ev::CardDisposed { pc, card }));
    }
}

pub fn prompts(s: &State, d: &Disposing) -> Vec<Prompt> {
    asks(
        s,
        d.pc,
        "ANSWER_DISPOSAL",
        format!(
            "{} is about to be disposed of: discard it instead with an interrupt, or \
                     let it go",
            d.card
        ),
    )
}

pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let Some(d) = &s.disposing else {
        return Vec::new();
    };
    if !runs(s, seat, d.pc) {
        return Vec::new();
    }
    let mut out = vec![Command::Dispose(cmd::Dispose { pc: d.pc })];
    for source in reuse_sources(s, d.pc) {
        if let Some(e) = reuse_effect(s, d.pc, &source) {
            out.extend(cost::untargeted_uses(s, d.pc, &source, &e));
        }
    }
    out
}
