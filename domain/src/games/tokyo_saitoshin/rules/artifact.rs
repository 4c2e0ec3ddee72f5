//! The decisions an artifact asks for (spec 5.18.3): before it is drawn, whether to take a
//! disposal-area card instead; once drawn, which PC of the area takes it,
//! and, for a PC with 3 other cards equipped, which one it discards. Nothing else may be
//! done until the artifact is equipped.

use super::super::command::Command;
use super::super::event::Event;
use super::super::primitives::{Room, draw_offered_artifact, offer_disposal, room};
use super::super::state::{ArtifactOffer, PendingArtifact, State};
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
            // With nothing but locked cards equipped, one of them still makes room: the
            // artifact must be equipped (spec 5.18.3).
            let all_locked = s
                .pc(taker)
                .is_some_and(|p| p.equipped.iter().all(|e| s.is_locked(&e.card)));
            if s.is_locked(card) && !all_locked {
                return Err(refuse(
                    "EQUIPMENT_LOCKED",
                    format!("{card} cannot be unequipped until the scenario ends"),
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

/// Before an artifact is drawn (spec 5.18.3 item 3): a seat with one of the PCs where it
/// would be drawn chooses the artifact or a disposal-area card instead.
pub fn check_offer(
    s: &State,
    seat: Seat,
    offer: &ArtifactOffer,
    command: &Command,
) -> Result<(), RuleError> {
    let Command::ChooseArtifactOrDisposal(cmd::ChooseArtifactOrDisposal { pc, .. }) = command
    else {
        return Err(RuleError::wrong_phase(
            "Choose the artifact, or a disposal-area card instead, first",
        ));
    };
    owned(s, seat, *pc)?;
    if !offer.candidates.contains(pc) {
        return Err(refuse(
            "NOT_IN_THE_AREA",
            "Only the PCs where the artifact is drawn choose",
        ));
    }
    Ok(())
}

pub fn apply_offer(tx: &mut Tx, command: &Command) {
    let Some(offer) = tx.s.artifact_offers.first().cloned() else {
        return;
    };
    if let Command::ChooseArtifactOrDisposal(cmd::ChooseArtifactOrDisposal { pc, disposal }) =
        command
    {
        tx.emit(Event::ArtifactOrDisposalChosen(
            ev::ArtifactOrDisposalChosen {
                pc: *pc,
                disposal: *disposal,
            },
        ));
        if *disposal {
            offer_disposal(tx, 1, offer.candidates);
        } else {
            draw_offered_artifact(tx, offer.candidates);
        }
    }
}

pub fn offer_prompts(s: &State, offer: &ArtifactOffer) -> Vec<Prompt> {
    seats_of(s, &offer.candidates)
        .into_iter()
        .map(|seat| {
            Prompt::new(
                seat,
                "CHOOSE_ARTIFACT_OR_DISPOSAL",
                "Draw the artifact, or take a disposal-area card instead",
            )
        })
        .collect()
}

/// The seats that run some of these PCs.
pub fn seats_of(s: &State, pcs: &[super::super::vocabulary::Pc]) -> Vec<Seat> {
    let mut seats: Vec<Seat> = pcs
        .iter()
        .filter_map(|pc| s.pc(*pc).map(|p| p.seat))
        .collect();
    seats.sort();
    seats.dedup();
    seats
}
