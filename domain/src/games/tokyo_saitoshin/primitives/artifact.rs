//! Artifacts (spec 5.18.3): offered (a disposal-area card may be taken instead), drawn and revealed, taken by a PC of the area, and equipped at
//! once with no equip check; a PC holds one at most (the old one is removed), and with 3
//! other cards equipped it discards one of them first.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::{CardKind, Deck, Pc, Place};
use super::ctx::{Ctx, skipped};
use super::disposal::offer as offer_disposal;
use crate::games::tokyo_saitoshin::event as ev;

/// `draw_artifact`: for the PCs where the actor stands (else in the source's area). Before
/// the artifact is drawn, they may take a disposal-area card instead (spec 5.18.3 item 3):
/// the draw waits for that choice. An empty artifact deck gives a disposal-area card.
pub fn draw_artifact(tx: &mut Tx, ctx: &Ctx) {
    let place = match ctx.actor {
        Some(pc) => Some(tx.pc(pc).place),
        None => ctx.area.map(Place::Area),
    };
    let candidates = place.map(|p| tx.s.pcs_in(p)).unwrap_or_default();
    if candidates.is_empty() {
        return skipped(tx, ctx, &Op::DrawArtifact);
    }
    if tx.s.decks.get(&Deck::Artifact).is_none_or(Vec::is_empty) {
        return offer_disposal(tx, 1, candidates);
    }
    tx.emit(Event::ArtifactOffered(ev::ArtifactOffered { candidates }));
}

/// The artifact drawn once its PCs chose it over a disposal-area card.
pub fn draw(tx: &mut Tx, candidates: Vec<Pc>) {
    let top = tx.s.decks.get(&Deck::Artifact).and_then(|d| d.last());
    match top.cloned() {
        Some(card) => tx.emit(Event::ArtifactDrawn(ev::ArtifactDrawn { card, candidates })),
        None => offer_disposal(tx, 1, candidates),
    }
}

/// How a PC makes room for an artifact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Room {
    /// A free equipment slot.
    Free,
    /// Its artifact is removed (one artifact at most).
    Replace(String),
    /// 3 cards equipped, none an artifact: its player discards one.
    Choose,
}

pub fn room(s: &State, pc: Pc) -> Room {
    let Some(p) = s.pc(pc) else { return Room::Free };
    let artifact = p.equipped.iter().find(|e| {
        s.content
            .player_card(&e.card)
            .is_some_and(|c| c.kind == CardKind::Artifact)
    });
    match artifact {
        Some(e) => Room::Replace(e.card.clone()),
        None if p.equipped.len() >= s.content.rules().max_equipped as usize => Room::Choose,
        None => Room::Free,
    }
}

/// Give and equip every drawn artifact that needs no decision; true once none waits, false
/// while a player owes one (who takes it, or which card to discard for it).
pub fn settle(tx: &mut Tx) -> bool {
    loop {
        if tx.over() {
            return false;
        }
        let Some(a) = tx.s.artifacts.first().cloned() else {
            return true;
        };
        let pc = match (a.taker, a.candidates.as_slice()) {
            (Some(pc), _) => pc,
            (None, [only]) => {
                tx.emit(Event::ArtifactTaken(ev::ArtifactTaken {
                    pc: *only,
                    card: a.card.clone(),
                }));
                *only
            }
            (None, _) => return false,
        };
        match room(&tx.s, pc) {
            Room::Free => {}
            Room::Replace(old) => tx.emit(Event::CardRemoved(ev::CardRemoved { pc, card: old })),
            Room::Choose => return false,
        }
        tx.emit(Event::ArtifactEquipped(ev::ArtifactEquipped {
            pc,
            card: a.card,
        }));
    }
}
