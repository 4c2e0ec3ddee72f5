//! Applying the Power deck, the market, purchases and Mimic.

use super::super::super::event::*;
use super::super::super::state::{PendingPurchase, Phase, State};
use super::board::{acquire, cards_left_play, monster_mut};

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::PowerDeckShuffled(e) => {
            let order = e.order.clone().unwrap_or_default();
            state
                .discard
                .retain(|c| !order.iter().any(|o| o.instance == c.instance));
            if !e.from_discard {
                state.card_count = e.count;
            }
            state.deck = order;
            state.turn_scratch.peeked = false;
        }
        Event::MarketCardRevealed(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            if let Some(slot) = state.market.get_mut(e.slot as usize) {
                *slot = Some(e.card.clone());
            }
            state.turn_scratch.peeked = false;
            state.pending.opportunist_slot = Some(e.slot);
            state.pending.opportunist_passed.clear();
        }
        Event::BuyStepStarted(_) => state.phase = Phase::Buying,
        Event::CardBought(e) => {
            state.pending.pending_purchase = None;
            if let Some(slot) = state.market.get_mut(e.slot as usize) {
                *slot = None;
            }
            acquire(state, e.seat, &e.card, e.price, e.kind);
        }
        Event::CardBoughtFromDeck(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            state.turn_scratch.peeked = false;
            acquire(state, e.seat, &e.card, e.price, e.kind);
        }
        Event::CardBoughtFromMonster(e) => {
            if let Some(m) = monster_mut(state, e.from) {
                m.keep_cards.retain(|c| c.instance != e.card.instance);
                m.energy = m.energy.saturating_add(e.price);
            }
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.price);
                m.keep_cards.push(e.card.clone());
            }
        }
        Event::MarketSwept(e) => {
            for slot in state.market.iter_mut() {
                *slot = None;
            }
            state.discard.extend(e.cards.iter().cloned());
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.price);
            }
        }
        Event::CardTokensSet(e) => {
            state.card_tokens.insert(e.card, e.tokens);
        }
        Event::KeepCardsDiscarded(e) => {
            let mut gone = Vec::new();
            if let Some(m) = monster_mut(state, e.seat) {
                m.keep_cards.retain(|c| {
                    let leaves = e.cards.iter().any(|d| d.instance == c.instance);
                    if leaves {
                        gone.push(c.clone());
                    }
                    !leaves
                });
            }
            cards_left_play(state, &gone);
            state.discard.extend(gone);
        }
        Event::MimicPlacementOffered(e) => state.pending.mimic_offer = Some(e.seat),
        Event::MimicPlacementLapsed(_) => state.pending.mimic_offer = None,
        Event::MimicMoveOffered(_) => state.phase = Phase::StartOfTurn,
        Event::MimicMoved(e) => {
            state.mimic_target = Some(e.target.instance);
            state.pending.mimic_offer = None;
            let mimic = state.monsters.get(e.seat.index()).and_then(|m| {
                m.keep_cards
                    .iter()
                    .find(|c| c.card == "mimic")
                    .map(|c| c.instance)
            });
            if let Some(mimic) = mimic {
                state.card_tokens.remove(&mimic);
            }
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.price);
            }
        }
        Event::DeckTopPeeked(_) => state.turn_scratch.peeked = true,
        Event::CardPurchaseAnnounced(e) => {
            state.pending.pending_purchase = Some(PendingPurchase {
                buyer: e.seat,
                slot: e.slot,
                card: e.card.clone(),
                answered: Vec::new(),
            });
        }
        Event::CardPurchaseBlocked(e) => {
            state.pending.pending_purchase = None;
            if e.by.is_some() {
                state.turn_scratch.forbidden_cards.push(e.card.instance);
            }
        }
        _ => {}
    }
}
