//! `purchase_for` (spec 5.10 (b), a purchase consumable or a card that buys): the market
//! card of the slot the use targets, in the actor's area, goes on top of the actor's deck
//! without a check. The use's check (`rules/effects.rs`) made sure the slot holds one.
//! `for_other` (the Procurer's solo side, spec 5.14.4): the actor makes another PC's
//! purchase check in its place, from any area; that PC is the other PC of its pair (the
//! solo side is played by a lone player's pair, G-10), the slot is in its area, and the
//! card goes on top of its deck once the check succeeds. The check is an action: it opens
//! here, with the actor's Economy, and the rest of the effect waits for its success
//! (`rules/actions.rs`).

use super::super::effect::Op;
use super::super::event::{CheckOpened, Event};
use super::super::state::{ActionKind, PurchaseAction, area_slots};
use super::super::tx::Tx;
use super::super::vocabulary::{Place, Stat};
use super::ctx::{Ctx, skipped};
use crate::games::tokyo_saitoshin::event as ev;

pub fn purchase_for(tx: &mut Tx, ctx: &Ctx, for_other: bool) {
    let op = Op::PurchaseFor { for_other };
    if for_other {
        return purchase_for_other(tx, ctx);
    }
    let (Some(pc), Some(slot)) = (ctx.actor, ctx.slot) else {
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

/// Another PC's purchase check, made by the actor: the action opens with the actor's
/// Economy against the card's cost (an effect used with an action under way, or a slot
/// that holds no card the buyer may buy, buys nothing).
fn purchase_for_other(tx: &mut Tx, ctx: &Ctx) {
    let op = Op::PurchaseFor { for_other: true };
    let (Some(pc), Some(slot)) = (ctx.actor, ctx.slot) else {
        return skipped(tx, ctx, &op);
    };
    let Some(buyer) = tx.s.partner(pc).filter(|_| tx.s.action.is_none()) else {
        return skipped(tx, ctx, &op);
    };
    let Place::Area(there) = tx.pc(buyer).place else {
        return skipped(tx, ctx, &op);
    };
    let content = tx.content();
    let cost =
        tx.s.slots
            .get(slot)
            .and_then(|s| s.top())
            .and_then(|card| content.player_card(card))
            .and_then(|c| c.purchase_cost)
            .filter(|_| area_slots(there).contains(&slot));
    let Some(target) = cost else {
        return skipped(tx, ctx, &op);
    };
    let base = content.pc(pc).abilities.get(Stat::Economy);
    tx.emit(Event::ActionStarted(ev::ActionStarted {
        pc,
        action: ActionKind::Purchase(PurchaseAction {
            slot,
            for_pc: Some(buyer),
            by: ctx.used.clone(),
        }),
        check: Some(CheckOpened {
            stat: Stat::Economy,
            target,
            base,
        }),
    }));
}
