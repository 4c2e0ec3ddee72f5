//! The Buy step (4.9): buy face-up cards, sweep the market, refill from the deck.

use super::super::cards;
use super::super::command::{BuyCard, Command};
use super::super::data;
use super::super::event::*;
use super::super::state::{MARKET_SLOTS, SWEEP_COST, State};
use super::{Tx, end_of_turn};
use crate::engine::{Confirm, RuleError, Seat};

/// What `seat` pays for `card_id` (the printed cost; discounts will hook in here).
pub fn price(_state: &State, _seat: Seat, card_id: &str) -> u32 {
    data::cost_of(card_id)
}

pub fn buy(tx: &mut Tx, slot: u8) -> Result<(), RuleError> {
    let seat = tx.state.active;
    let Some(Some(card)) = tx.state.market.get(slot as usize).cloned() else {
        return Err(RuleError::new(
            "CARD_NOT_AVAILABLE",
            format!(
                "There is no face-up card in slot {slot}; choose slot 0, 1 or 2 holding a card"
            ),
        ));
    };
    let price = price(&tx.state, seat, &card.card);
    let energy = tx.state.monsters[seat.index()].energy;
    if energy < price {
        return Err(RuleError::new(
            "NOT_ENOUGH_ENERGY",
            format!("This card costs {price} energy and you have {energy}"),
        ));
    }
    tx.emit(Event::CardBought(CardBought {
        seat,
        slot,
        card: card.clone(),
        price,
        kind: data::kind_of(&card.card),
    }));
    if let Some(effect) = cards::effect_of(&card.card) {
        effect.on_bought(tx, seat);
    }
    refill(tx, slot as usize);
    // G-15: a monster eliminated during its own turn ends it at once.
    if !tx.state.monsters[seat.index()].alive {
        end_of_turn::end_turn(tx);
    }
    Ok(())
}

pub fn sweep(tx: &mut Tx) -> Result<(), RuleError> {
    let seat = tx.state.active;
    let energy = tx.state.monsters[seat.index()].energy;
    if energy < SWEEP_COST {
        return Err(RuleError::new(
            "NOT_ENOUGH_ENERGY",
            format!("Sweeping the market costs {SWEEP_COST} energy and you have {energy}"),
        ));
    }
    let cards = tx.state.market.iter().flatten().cloned().collect();
    tx.emit(Event::MarketSwept(MarketSwept {
        seat,
        price: SWEEP_COST,
        cards,
    }));
    for slot in 0..MARKET_SLOTS {
        refill(tx, slot);
    }
    Ok(())
}

/// Reveal the top card into an empty slot, shuffling the discard pile into a new deck first
/// when the deck is empty (G-21). With no card left anywhere the slot stays empty.
pub fn refill(tx: &mut Tx, slot: usize) {
    if tx.state.market.get(slot).is_none_or(Option::is_some) {
        return;
    }
    if tx.state.deck.is_empty() && !tx.state.discard.is_empty() {
        let mut order = tx.state.discard.clone();
        tx.rng.shuffle(&mut order);
        tx.emit(Event::PowerDeckShuffled(PowerDeckShuffled {
            count: order.len() as u32,
            order: Some(order),
            from_discard: true,
        }));
    }
    if let Some(card) = tx.state.deck.first().cloned() {
        tx.emit(Event::MarketCardRevealed(MarketCardRevealed {
            slot: slot as u8,
            card,
        }));
    }
}

pub fn legal(state: &State) -> Vec<Command> {
    let seat = state.active;
    let energy = state.monsters[seat.index()].energy;
    let mut out: Vec<Command> = state
        .market
        .iter()
        .enumerate()
        .filter_map(|(slot, card)| {
            let card = card.as_ref()?;
            (price(state, seat, &card.card) <= energy)
                .then_some(Command::BuyCard(BuyCard { slot: slot as u8 }))
        })
        .collect();
    if energy >= SWEEP_COST {
        out.push(Command::SweepMarket(Confirm::Yes));
    }
    out.push(Command::EndTurn(Confirm::Yes));
    out
}
