//! The decisions a drawn artifact asks for (spec 5.18.3): which PC of the area takes it,
//! and, for a PC with 3 other cards equipped, which one it discards. Nothing else may be
//! done until the artifact is equipped.

use super::super::command::Command;
use super::super::event::Event;
use super::super::primitives::{Room, room};
use super::super::state::{PendingArtifact, State};
use super::super::tx::Tx;
use super::refusal::{owned, refuse};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// The artifact waiting for a decision, if any.
pub fn waiting(s: &State) -> Option<&PendingArtifact> {
    s.artifacts.first()
}

pub fn check(
    s: &State,
    seat: Seat,
    a: &PendingArtifact,
    command: &Command,
) -> Result<(), RuleError> {
    match (command, a.taker) {
        (Command::TakeArtifact(cmd::TakeArtifact { pc }), None) => {
            owned(s, seat, *pc)?;
            if !a.candidates.contains(pc) {
                return Err(refuse(
                    "NOT_IN_THE_AREA",
                    "Only a PC in the area where the artifact was drawn may take it",
                ));
            }
            Ok(())
        }
        (Command::DiscardForArtifact(cmd::DiscardForArtifact { pc, card }), Some(taker)) => {
            owned(s, seat, *pc)?;
            if *pc != taker {
                return Err(refuse(
                    "NOT_THE_TAKER",
                    format!("{taker:?} takes the artifact"),
                ));
            }
            if !s
                .pc(taker)
                .is_some_and(|p| p.equipped.iter().any(|e| e.card == *card))
            {
                return Err(refuse(
                    "NOT_EQUIPPED",
                    format!("{card} is not equipped by this PC"),
                ));
            }
            Ok(())
        }
        (_, None) => Err(RuleError::wrong_phase(format!(
            "The artifact {} must be taken by a PC of its area first",
            a.card
        ))),
        (_, Some(_)) => Err(RuleError::wrong_phase(format!(
            "Choose the equipped card to discard for the artifact {}",
            a.card
        ))),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(a) = waiting(&tx.s).cloned() else {
        return;
    };
    match command {
        Command::TakeArtifact(cmd::TakeArtifact { pc }) => {
            tx.emit(Event::ArtifactTaken(ev::ArtifactTaken {
                pc: *pc,
                card: a.card,
            }))
        }
        Command::DiscardForArtifact(cmd::DiscardForArtifact { pc, card })
            if room(&tx.s, *pc) == Room::Choose =>
        {
            tx.emit(Event::CardDiscarded(ev::CardDiscarded {
                pc: *pc,
                card: card.clone(),
            }))
        }
        _ => {}
    }
}

pub fn prompts(s: &State, a: &PendingArtifact) -> Vec<Prompt> {
    match a.taker {
        None => {
            let mut seats: Vec<Seat> = a
                .candidates
                .iter()
                .filter_map(|pc| s.pc(*pc).map(|p| p.seat))
                .collect();
            seats.sort();
            seats.dedup();
            seats
                .into_iter()
                .map(|seat| {
                    Prompt::new(
                        seat,
                        "TAKE_ARTIFACT",
                        format!("A PC of the area must take the artifact {}", a.card),
                    )
                })
                .collect()
        }
        Some(pc) => s
            .pc(pc)
            .map(|p| {
                vec![Prompt::new(
                    p.seat,
                    "DISCARD_FOR_ARTIFACT",
                    format!("Discard an equipped card to equip the artifact {}", a.card),
                )]
            })
            .unwrap_or_default(),
    }
}
