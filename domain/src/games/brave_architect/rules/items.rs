//! Items (§5.20): after a destruction, as many items as players are turned up and every
//! player takes one; consumables are used at any time, equipment raises stats through the
//! data set chosen when it is taken.
//!
//! Rulings: the players settle "who takes what" by each claiming one item, in any order
//! (G-20's fallback, without the proposal round); other commands wait until every item is
//! taken. A down character takes its item but may not equip it (its equipment waits,
//! unequipped, to be equipped with `EquipItem` once revived) nor use it. A character holds one of
//! the same equipment. A consumable with a heal aims at yourself, or at a down character on
//! an adjacent square (the Potion).

use std::sync::Arc;

use super::super::command::*;
use super::super::content::{ItemKind, Op};
use super::super::event::*;
use super::super::grid::distance;
use super::super::state::*;
use super::super::tx::Tx;
use super::effects;
use crate::engine::{RuleError, Seat};

/// Turn up one item per player (the discard shuffled in when the deck runs short).
pub fn reveal(tx: &mut Tx) {
    let n = tx.s.players.len();
    if tx.s.item_deck.len() < n && !tx.s.item_discard.is_empty() {
        let order = tx.shuffled(&tx.s.item_discard.clone());
        tx.emit(Event::ItemDeckReshuffled(ItemDeckReshuffled {
            count: order.len() as u32,
            order: Some(order),
        }));
    }
    let items: Vec<String> = tx.s.item_deck.iter().take(n).cloned().collect();
    if items.is_empty() {
        return;
    }
    // With fewer items than players, the first seats in table order take them (G-20).
    let takers = tx.s.seats().into_iter().take(items.len()).collect();
    tx.emit(Event::ItemsRevealed(ItemsRevealed { items, takers }));
}

pub fn check_take(state: &State, seat: Seat, c: &TakeItem) -> Result<(), RuleError> {
    if !state.item_takers.contains(&seat) {
        return Err(RuleError::not_your_decision("You have no item to take now"));
    }
    if !state.items_offered.contains(&c.item) {
        return Err(RuleError::new(
            "NOT_OFFERED",
            "That item is not among the items turned up",
        ));
    }
    let item = state
        .content
        .item(&c.item)
        .ok_or_else(|| RuleError::new("NO_SUCH_ITEM", "No such item"))?;
    let p = state.player(seat);
    match (item.kind, c.side) {
        (ItemKind::Consumable, None) => Ok(()),
        (ItemKind::Consumable, Some(_)) => Err(RuleError::new(
            "NO_SIDE",
            "A consumable has no data set to choose",
        )),
        (ItemKind::Equipment, _) if p.items.iter().any(|h| h.item == c.item) => {
            Err(RuleError::new(
                "SAME_EQUIPMENT",
                "A character holds only one of the same equipment",
            ))
        }
        (ItemKind::Equipment, None) if p.down => Ok(()),
        (ItemKind::Equipment, Some(_)) if p.down => Err(RuleError::new(
            "DOWN",
            "A down character cannot equip: take it unequipped",
        )),
        (ItemKind::Equipment, Some(side)) if usize::from(side) < item.sides.len() => Ok(()),
        (ItemKind::Equipment, _) => Err(RuleError::new(
            "CHOOSE_SIDE",
            "Choose one of the equipment's two data sets (0 or 1)",
        )),
    }
}

pub fn take(tx: &mut Tx, seat: Seat, c: &TakeItem) {
    tx.emit(Event::ItemTaken(ItemTaken {
        seat,
        item: c.item.clone(),
        side: c.side,
    }));
}

pub fn take_candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    if !state.item_takers.contains(&seat) {
        return;
    }
    for item in &state.items_offered {
        for side in [None, Some(0), Some(1)] {
            let c = Command::TakeItem(TakeItem {
                item: item.clone(),
                side,
            });
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
}

pub fn check_use(state: &State, seat: Seat, c: &UseItem) -> Result<(), RuleError> {
    if state.phase != Phase::Battle && state.window.is_none() {
        return Err(RuleError::wrong_phase("Items are used during the battle"));
    }
    let p = state.player(seat);
    if p.down {
        return Err(RuleError::new("DOWN", "A down character can do nothing"));
    }
    let Some(item) = state
        .content
        .item(&c.item)
        .filter(|_| p.items.iter().any(|h| h.item == c.item))
    else {
        return Err(RuleError::new("NOT_HELD", "You do not hold that item"));
    };
    if item.kind != ItemKind::Consumable {
        return Err(RuleError::new(
            "NOT_CONSUMABLE",
            "Equipment is worn, not used",
        ));
    }
    if c.target == seat {
        return Ok(());
    }
    let heals = item
        .ops
        .iter()
        .any(|op| matches!(op, Op::Heal { .. } | Op::Revive { .. }));
    let target = state.players.get(c.target.index());
    let adjacent = match (p.pawn, target.and_then(|t| t.pawn)) {
        (Some(a), Some(b)) => distance(a, b) == 1,
        _ => false,
    };
    if heals && target.is_some_and(|t| t.down) && adjacent {
        Ok(())
    } else {
        Err(RuleError::new(
            "BAD_TARGET",
            "Use it on yourself, or a healing item on a down character in an adjacent square",
        ))
    }
}

pub fn use_item(tx: &mut Tx, seat: Seat, c: &UseItem) {
    let content = Arc::clone(&tx.s.content);
    let Some(item) = content.item(&c.item) else {
        return;
    };
    tx.emit(Event::ItemUsed(ItemUsed {
        seat,
        item: c.item.clone(),
        target: c.target,
    }));
    for op in &item.ops {
        if tx.s.outcome.is_some() {
            return;
        }
        effects::play_op(tx, seat, c.target, op);
    }
}

pub fn use_candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let p = state.player(seat);
    let mut seen: Vec<&String> = Vec::new();
    for h in &p.items {
        if seen.contains(&&h.item) {
            continue;
        }
        seen.push(&h.item);
        for target in state.seats() {
            out.push(Command::UseItem(UseItem {
                item: h.item.clone(),
                target,
            }));
        }
    }
}

pub fn check_equip(state: &State, seat: Seat, c: &EquipItem) -> Result<(), RuleError> {
    if state.phase != Phase::Battle {
        return Err(RuleError::wrong_phase(
            "Equipment is equipped during the battle",
        ));
    }
    let p = state.player(seat);
    if p.down {
        return Err(RuleError::new("DOWN", "A down character can do nothing"));
    }
    if !p.items.iter().any(|h| h.item == c.item && h.side.is_none()) {
        return Err(RuleError::new(
            "NOT_UNEQUIPPED",
            "You hold no such equipment waiting to be equipped",
        ));
    }
    match state.content.item(&c.item) {
        Some(item) if usize::from(c.side) < item.sides.len() => Ok(()),
        _ => Err(RuleError::new(
            "CHOOSE_SIDE",
            "Choose one of the equipment's two data sets (0 or 1)",
        )),
    }
}

pub fn equip(tx: &mut Tx, seat: Seat, c: &EquipItem) {
    tx.emit(Event::ItemEquipped(ItemEquipped {
        seat,
        item: c.item.clone(),
        side: c.side,
    }));
}

pub fn equip_candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    for h in state.player(seat).items.iter().filter(|h| h.side.is_none()) {
        for side in [0, 1] {
            let c = Command::EquipItem(EquipItem {
                item: h.item.clone(),
                side,
            });
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
}
