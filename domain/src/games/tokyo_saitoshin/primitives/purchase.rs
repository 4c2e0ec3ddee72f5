//! `purchase_for` (spec 5.10 (b), a purchase consumable or a card that buys): the market
//! card of the slot the use targets, in the actor's area, goes on top of the actor's deck
//! without a check. The use's check (`rules/effects.rs`) made sure the slot holds one.
//! `for_other` (the Procurer's solo side: another PC's purchase check, made by the
//! Procurer) is not run yet: the solo side is not built.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::state::area_slots;
use super::super::tx::Tx;
use super::super::vocabulary::Place;
use super::ctx::{Ctx, skipped};
use crate::games::tokyo_saitoshin::event as ev;

pub fn purchase_for(tx: &mut Tx, ctx: &Ctx, for_other: bool) {
    let op = Op::PurchaseFor { for_other };
    let (Some(pc), Some(slot), false) = (ctx.actor, ctx.slot, for_other) else {
        return skipped(tx, ctx, &op);
    };
    let Place::Area(here) = tx.pc(pc).place else {
        return skipped(tx, ctx, &op);
    };
    let content = tx.content();
    let card = tx.s.slots.get(slot).and_then(|s| s.top()).cloned();
    match card {
        Some(card)
            if area_slots(here).contains(&slot)
                && content
                    .player_card(&card)
                    .is_some_and(|c| c.purchase_cost.is_some()) =>
        {
            tx.emit(Event::CardPurchased(ev::CardPurchased { pc, card, slot }));
        }
        _ => skipped(tx, ctx, &op),
    }
}
