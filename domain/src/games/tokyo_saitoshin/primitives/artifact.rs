//! Artifacts (spec 5.18.3): drawn and revealed, taken by a PC of the area, and equipped at
//! once with no equip check; a PC holds one at most (the old one is removed), and with 3
//! other cards equipped it discards one of them first.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::{CardKind, Deck, Pc, Place};
use super::ctx::{Ctx, skipped};
use crate::games::tokyo_saitoshin::event as ev;

/// `draw_artifact`: the top artifact, for the PCs where the actor stands (else in the
/// source's area). An empty deck gives a disposal-area card instead, which is not built.
pub fn draw_artifact(tx: &mut Tx, ctx: &Ctx) {
    let place = match ctx.actor {
        Some(pc) => Some(tx.pc(pc).place),
        None => ctx.area.map(Place::Area),
    };
    let candidates = place.map(|p| tx.s.pcs_in(p)).unwrap_or_default();
    if candidates.is_empty() {
        return skipped(tx, ctx, &Op::DrawArtifact);
    }
    let top = tx.s.decks.get(&Deck::Artifact).and_then(|d| d.last());
    let Some(card) = top.cloned() else {
        return skipped(tx, ctx, &Op::ObtainDisposalCards { n: 1 });
    };
    tx.emit(Event::ArtifactDrawn(ev::ArtifactDrawn { card, candidates }));
    settle(tx);
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
