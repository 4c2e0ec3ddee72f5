//! The items: turned up, agreed on, taken, used and equipped.

use super::super::event::*;
use super::super::state::*;
use crate::engine::Agreement;

pub fn items_revealed(state: &mut State, e: &ItemsRevealed) {
    let n = e.items.len().min(state.item_deck.len());
    state.item_deck.drain(..n);
    state.items_offered.extend(e.items.iter().cloned());
    state.item_takers.extend(e.takers.iter().copied());
}

pub fn item_deck_reshuffled(state: &mut State, e: &ItemDeckReshuffled) {
    state.item_discard.clear();
    state.item_deck.extend(e.order.clone().unwrap_or_default());
}

pub fn item_taken(state: &mut State, e: &ItemTaken) {
    state.item_assigned = None;
    if let Some(i) = state.item_takers.iter().position(|s| *s == e.seat) {
        state.item_takers.remove(i);
    }
    if let Some(i) = state.items_offered.iter().position(|c| *c == e.item) {
        state.items_offered.remove(i);
    }
    state.players[e.seat.index()].items.push(HeldItem {
        item: e.item.clone(),
        side: e.side,
    });
}

pub fn item_used(state: &mut State, e: &ItemUsed) {
    let items = &mut state.players[e.seat.index()].items;
    if let Some(i) = items.iter().position(|h| h.item == e.item) {
        items.remove(i);
    }
    state.item_discard.push(e.item.clone());
}

pub fn item_vote_opened(state: &mut State, e: &ItemVoteOpened) {
    state.item_vote = Some(ItemVote {
        item: e.item.clone(),
        candidates: e.candidates.clone(),
        agreement: Agreement::unanimous(e.members.clone(), e.fallback),
    });
}

pub fn item_taker_proposed(state: &mut State, e: &ItemTakerProposed) {
    if let Some(v) = &mut state.item_vote {
        // `decide` only emits accepted proposals.
        let _ = v.agreement.propose(e.seat, e.taker);
    }
}

pub fn item_assigned(state: &mut State, e: &ItemAssigned) {
    state.item_vote = None;
    state.item_assigned = Some(ItemAssignment {
        item: e.item.clone(),
        seat: e.seat,
    });
}

pub fn item_equipped(state: &mut State, e: &ItemEquipped) {
    let p = &mut state.players[e.seat.index()];
    if let Some(h) = p
        .items
        .iter_mut()
        .find(|h| h.item == e.item && h.side.is_none())
    {
        h.side = Some(e.side);
    }
    // Equipment that lowers the maximum takes the HP above it away.
    let max = state.max_hp(e.seat);
    let p = &mut state.players[e.seat.index()];
    p.hp = p.hp.min(max);
}
