//! The picks of disposal-area cards being obtained (spec 5.18.2): a seat with one of the
//! PCs of the area names a card and the PC it goes to, one at a time. Nothing else may be
//! done meanwhile.

use super::super::command::Command;
use super::super::event::Event;
use super::super::primitives::disposal_choices;
use super::super::state::{DisposalReward, State};
use super::super::tx::Tx;
use super::artifact::seats_of;
use super::refusal::{owned, refuse};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

pub fn check(
    s: &State,
    seat: Seat,
    r: &DisposalReward,
    command: &Command,
) -> Result<(), RuleError> {
    let Command::TakeDisposalCard(cmd::TakeDisposalCard { pc, card }) = command else {
        return Err(RuleError::wrong_phase(
            "Choose the disposal-area card to obtain first",
        ));
    };
    owned(s, seat, *pc)?;
    if !r.candidates.contains(pc) {
        return Err(refuse(
            "NOT_IN_THE_AREA",
            "The card goes to a PC of the area where it is obtained",
        ));
    }
    if !disposal_choices(s, r).contains(card) {
        return Err(refuse(
            "NOT_OFFERED",
            "Take a card of the disposal slot (with a shortfall, all of them first, then the revealed ones)",
        ));
    }
    Ok(())
}

pub fn apply(tx: &mut Tx, command: &Command) {
    if let Command::TakeDisposalCard(cmd::TakeDisposalCard { pc, card }) = command {
        tx.emit(Event::DisposalCardTaken(ev::DisposalCardTaken {
            pc: *pc,
            card: card.clone(),
        }));
    }
}

pub fn prompts(s: &State, r: &DisposalReward) -> Vec<Prompt> {
    seats_of(s, &r.candidates)
        .into_iter()
        .map(|seat| {
            Prompt::new(
                seat,
                "TAKE_DISPOSAL_CARD",
                format!(
                    "Choose a disposal-area card ({} left) and its PC",
                    r.remaining
                ),
            )
        })
        .collect()
}
