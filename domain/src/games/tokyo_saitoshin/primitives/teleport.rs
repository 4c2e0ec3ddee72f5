//! `teleport_random {who}` (次元扉, 異界の鏡, the Stalker): each PC named (the actor by
//! default; `participants` for a Site card's failure) goes to a normal area drawn at random
//! from the game's RNG, never the one it stands in, so from an area one of the three
//! others and from the Site any of the four; the Site itself is never drawn (it ends
//! movement and is entered by its own rules). The area drawn is written in the event
//! (`pcTeleported`), so a replay reproduces it. It is not a move along a line: no check,
//! no route; the area triggers of the areas left and entered do apply (`primitives::moved`).
//! The last PC out of the Site ends its exploration once no Site card is revealed: the
//! face-down cards left stay in the encounter slot for the next PCs to enter.

use super::super::effect::{Op, PcTarget};
use super::super::event::Event;
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Pc, Place};
use super::ctx::{Ctx, skipped};
use super::harm::targets;
use crate::games::tokyo_saitoshin::event as ev;

/// The PCs to send, in play order; `None` when the context cannot say (skipped).
pub fn who(tx: &mut Tx, ctx: &Ctx, who: Option<PcTarget>) -> Option<Vec<Pc>> {
    let pcs = targets(tx, ctx, who.unwrap_or(PcTarget::Actor));
    if pcs.is_none() {
        skipped(tx, ctx, &Op::TeleportRandom { who });
    }
    pcs
}

/// Send one PC to a random normal area other than its own; where from and where to.
pub fn send(tx: &mut Tx, ctx: &Ctx, pc: Pc) -> (Place, Place) {
    let from = tx.pc(pc).place;
    let areas: Vec<Area> = Area::ALL
        .iter()
        .copied()
        .filter(|a| Place::Area(*a) != from)
        .collect();
    let to = Place::Area(areas[tx.rng.below(areas.len())]);
    tx.emit(Event::PcTeleported(ev::PcTeleported {
        pc,
        from,
        to,
        source: ctx.source.clone(),
    }));
    (from, to)
}

/// Nobody is left in the Site: an exploration under way ends, once its revealed card (if
/// any) has been resolved or failed.
pub fn site_emptied(tx: &mut Tx, left: Vec<Pc>) {
    let site = &tx.s.site;
    if site.exploring && site.revealed.is_none() && tx.s.pcs_in(Place::Site).is_empty() {
        tx.emit(Event::ExplorationEnded(ev::ExplorationEnded { pcs: left }));
    }
}
