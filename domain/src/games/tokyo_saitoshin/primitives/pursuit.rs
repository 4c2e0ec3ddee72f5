//! `follow_leaving_pc` (the Biker, official clarification): when a PC leaves the card's area
//! for an adjacent normal area, the card follows it into a slot of that area, chosen by the
//! PC's player (the placement procedure, restricted to that area). Into the Site it stays.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::state::area_slots;
use super::super::tx::Tx;
use super::super::vocabulary::Place;
use super::ctx::{Ctx, skipped};
use crate::games::tokyo_saitoshin::event as ev;

pub fn follow_leaving_pc(tx: &mut Tx, ctx: &Ctx) {
    let (Some(pc), Some(from)) = (ctx.actor, ctx.area) else {
        return skipped(tx, ctx, &Op::FollowLeavingPc);
    };
    let Place::Area(to) = tx.pc(pc).place else {
        return;
    };
    if to == from {
        return;
    }
    let Some(slot) =
        area_slots(from).find(|&i| tx.s.slots[i].top().is_some_and(|c| *c == ctx.source))
    else {
        return;
    };
    // Ruling: with no free slot left in the new area (other followers counted), it stays.
    let free = area_slots(to)
        .filter(|&i| tx.s.slot_takes_trouble(i))
        .count();
    let waiting = tx.s.pending.iter().filter(|p| p.follows).count();
    if free <= waiting {
        return;
    }
    tx.emit(Event::TroubleFollowed(ev::TroubleFollowed {
        card: ctx.source.clone(),
        slot,
        pc,
    }));
}
