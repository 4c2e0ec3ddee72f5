//! The Buy step (4.9): buy face-up cards, sweep the market, refill from the deck, with the
//! buying powers (Opportunist windows, Made in a Lab, Parasitic Tentacles) and Mimic.

use super::super::cards::power_card::PowerCard;
use super::super::cards::registry::{effect_of, find_keep};
use super::super::command::{BuyCard, CardRef, Command};
use super::super::event::*;
use super::super::evolutions::evolution::Window;
use super::super::state::{CardInstance, CardKind, MARKET_SLOTS, Phase, SWEEP_COST, State};
use super::super::tx::Tx;
use super::end_of_turn::end_turn;
use super::errors::not_offered;
use super::keeps::keep_effects;
use super::power_up::may_act;
use crate::engine::{Confirm, RuleError, Seat};

/// What `seat` pays for `card_id`: the printed cost minus its discounts (never below 0).
pub fn price(state: &State, seat: Seat, card_id: &str) -> u32 {
    let discount: u32 = keep_effects(state, seat).iter().map(|e| e.discount()).sum();
    state.content.cost_of(card_id).saturating_sub(discount)
}

fn not_enough(price: u32, energy: u32) -> RuleError {
    RuleError::new(
        "NOT_ENOUGH_ENERGY",
        format!("This card costs {price} energy and you have {energy}"),
    )
}

/// Buy the card in a market slot (the active monster, or an Opportunist owner).
pub fn buy(tx: &mut Tx, buyer: Seat, slot: u8) -> Result<(), RuleError> {
    let Some(Some(card)) = tx.state.market.get(slot as usize).cloned() else {
        return Err(RuleError::new(
            "CARD_NOT_AVAILABLE",
            format!(
                "There is no face-up card in slot {slot}; choose slot 0, 1 or 2 holding a card"
            ),
        ));
    };
    let price = price(&tx.state, buyer, &card.card);
    let energy = tx.state.monsters[buyer.index()].energy;
    if energy < price {
        return Err(not_enough(price, energy));
    }
    if buyer == tx.state.active
        && tx
            .state
            .turn_scratch
            .forbidden_cards
            .contains(&card.instance)
    {
        return Err(RuleError::new(
            "CARD_FORBIDDEN",
            "Bamboozle stopped you buying this card this turn; buy another one",
        ));
    }
    // Power Up!: the other monsters may answer the purchase first (Bamboozle).
    if buyer == tx.state.active
        && tx.state.pending.pending_purchase.is_none()
        && next_bamboozler_for(&tx.state, buyer, &[]).is_some()
    {
        tx.emit(Event::CardPurchaseAnnounced(CardPurchaseAnnounced {
            seat: buyer,
            slot,
            card,
        }));
        return Ok(());
    }
    complete_buy(tx, buyer, slot, card, price);
    Ok(())
}

/// The purchase itself: pay, take the card, its effects, then the Buy step goes on.
fn complete_buy(tx: &mut Tx, buyer: Seat, slot: u8, card: CardInstance, price: u32) {
    tx.emit(Event::CardBought(CardBought {
        seat: buyer,
        slot,
        card: card.clone(),
        price,
        kind: tx.state.content.kind_of(&card.card),
    }));
    if after_purchase(tx, buyer, &card) {
        continue_buying(tx);
    }
}

/// The next monster offered to answer the announced purchase with an Evolution (Bamboozle):
/// clockwise from the active monster's left, the buyer excluded.
pub fn next_bamboozler(state: &State) -> Option<Seat> {
    let p = state.pending.pending_purchase.as_ref()?;
    next_bamboozler_for(state, p.buyer, &p.answered)
}

fn next_bamboozler_for(state: &State, buyer: Seat, answered: &[Seat]) -> Option<Seat> {
    if !state.options.power_up {
        return None;
    }
    state
        .clockwise_from_left_of(state.active)
        .into_iter()
        .filter(|s| *s != buyer && !answered.contains(s))
        .find(|s| may_act(state, *s, Window::CardBought))
}

/// After an answer to the announced purchase: the next monster, or the purchase goes through
/// (if the buyer can still pay for the card still in its slot).
pub fn resume_purchase(tx: &mut Tx) {
    let Some(p) = tx.state.pending.pending_purchase.clone() else {
        return;
    };
    if tx.state.pending.reaction.is_some() || next_bamboozler(&tx.state).is_some() {
        return;
    }
    let price = price(&tx.state, p.buyer, &p.card.card);
    let still_there = tx.state.market.get(p.slot as usize) == Some(&Some(p.card.clone()));
    if still_there && tx.state.monsters[p.buyer.index()].energy >= price {
        complete_buy(tx, p.buyer, p.slot, p.card, price);
    } else {
        tx.emit(Event::CardPurchaseBlocked(CardPurchaseBlocked {
            seat: p.buyer,
            card: p.card,
            by: None,
        }));
    }
}

/// Bamboozle's forced purchase of the card in `slot` (no announcement: it cannot be answered
/// again).
pub fn forced_buy(tx: &mut Tx, buyer: Seat, slot: u8) {
    let Some(Some(card)) = tx.state.market.get(slot as usize).cloned() else {
        return;
    };
    let price = price(&tx.state, buyer, &card.card);
    if tx.state.monsters[buyer.index()].energy >= price {
        complete_buy(tx, buyer, slot, card, price);
    }
}

/// Buy the card in a market slot for `price` (a price set by a card: Superior Alien
/// Technology's half price), like [`buy`] otherwise.
pub fn buy_for(tx: &mut Tx, buyer: Seat, slot: u8, price: u32) {
    if let Some(Some(card)) = tx.state.market.get(slot as usize).cloned() {
        complete_buy(tx, buyer, slot, card, price);
    }
}

/// A card just bought: Media-Friendly, then its effect (a Keep card comes into play, a
/// Discard card resolves). Returns `false` when the effect paused (reaction, Mimic).
fn after_purchase(tx: &mut Tx, buyer: Seat, card: &CardInstance) -> bool {
    comes_into_play(tx, buyer, card, true);
    tx.state.pending.reaction.is_none() && tx.state.pending.mimic_offer.is_none()
}

/// Put a Power card from the deck or the discard pile into play for `owner`: a Keep card
/// comes into play as if bought (`on_acquired`), a Discard card resolves (`on_bought`). With
/// `bought` (Miraculous Catch, paying `price`) it is a purchase and "when you buy" powers
/// (Media-Friendly) trigger; a free placement (Precision Field Support, Deep Dive) is not.
pub fn put_into_play(
    tx: &mut Tx,
    owner: Seat,
    card: CardInstance,
    reason: &str,
    price: u32,
    bought: bool,
) {
    let kind = tx.state.content.kind_of(&card.card);
    tx.emit(Event::PowerCardPutIntoPlay(PowerCardPutIntoPlay {
        seat: owner,
        card: card.clone(),
        kind,
        price,
        reason: reason.to_owned(),
    }));
    comes_into_play(tx, owner, &card, bought);
}

/// A Power card just came to `owner`: with `bought`, the "when you buy" powers
/// (Media-Friendly), then its own effect: a Keep card comes into play (`on_acquired`), a
/// Discard card resolves (`on_bought`).
fn comes_into_play(tx: &mut Tx, owner: Seat, card: &CardInstance, bought: bool) {
    tx.refresh_max_health();
    if bought {
        for effect in keep_effects(&tx.state, owner) {
            effect.on_card_bought(tx, owner, &card.card);
        }
    }
    if let Some(effect) = effect_of(&card.card) {
        if tx.state.content.kind_of(&card.card) == CardKind::Keep {
            effect.on_acquired(tx, owner, card.instance);
        } else {
            effect.on_bought(tx, owner);
        }
    }
}

/// Back to the Buy step: refill the empty market slots (each reveal may open an Opportunist
/// window), and end the turn if the active monster did not survive (G-15).
pub fn continue_buying(tx: &mut Tx) {
    loop {
        if tx.state.pending.reaction.is_some()
            || tx.state.pending.mimic_offer.is_some()
            || next_opportunist(&tx.state).is_some()
        {
            return;
        }
        let empty = (0..MARKET_SLOTS).find(|s| tx.state.market[*s].is_none());
        match empty {
            Some(slot) if !(tx.state.deck.is_empty() && tx.state.discard.is_empty()) => {
                refill(tx, slot)
            }
            _ => break,
        }
    }
    if !tx.alive(tx.state.active) {
        end_turn(tx);
    }
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
    continue_buying(tx);
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

/// The Opportunist owner offered the card just revealed, and its slot: clockwise from the
/// active monster's left, those that can pay and have not passed (G-13).
pub fn next_opportunist(state: &State) -> Option<(Seat, u8)> {
    if state.phase != Phase::Buying {
        return None;
    }
    let slot = state.pending.opportunist_slot?;
    let card = state.market.get(slot as usize)?.as_ref()?;
    state
        .clockwise_from_left_of(state.active)
        .into_iter()
        .filter(|s| *s != state.active && !state.pending.opportunist_passed.contains(s))
        .find(|s| {
            keep_effects(state, *s).iter().any(|e| e.opportunist())
                && price(state, *s, &card.card) <= state.monsters[s.index()].energy
        })
        .map(|s| (s, slot))
}

fn has_power(state: &State, seat: Seat, power: impl Fn(&dyn PowerCard) -> bool) -> bool {
    keep_effects(state, seat).iter().any(|e| power(*e))
}

pub fn peek(tx: &mut Tx) -> Result<(), RuleError> {
    let seat = tx.state.active;
    if !has_power(&tx.state, seat, |e| e.peeks_deck()) {
        return Err(not_offered());
    }
    let Some(top) = tx.state.deck.first().cloned() else {
        return Err(RuleError::new("DECK_EMPTY", "The Power deck is empty"));
    };
    if tx.state.turn_scratch.peeked {
        return Err(RuleError::new(
            "ALREADY_PEEKED",
            "You already know the top card; buy it or do something else",
        ));
    }
    tx.emit(Event::DeckTopPeeked(DeckTopPeeked {
        seat,
        card: Some(top),
    }));
    Ok(())
}

pub fn buy_deck_top(tx: &mut Tx) -> Result<(), RuleError> {
    let seat = tx.state.active;
    let top = tx.state.deck.first().cloned();
    let peeked = tx.state.turn_scratch.peeked && has_power(&tx.state, seat, |e| e.peeks_deck());
    let Some(card) = top.filter(|_| peeked) else {
        return Err(RuleError::new(
            "NOT_PEEKED",
            "Look at the top card of the deck first (Made in a Lab)",
        ));
    };
    let price = price(&tx.state, seat, &card.card);
    let energy = tx.state.monsters[seat.index()].energy;
    if energy < price {
        return Err(not_enough(price, energy));
    }
    tx.emit(Event::CardBoughtFromDeck(CardBoughtFromDeck {
        seat,
        card: card.clone(),
        price,
        kind: tx.state.content.kind_of(&card.card),
    }));
    if after_purchase(tx, seat, &card) {
        continue_buying(tx);
    }
    Ok(())
}

fn tentacle_targets(state: &State) -> Vec<(Seat, CardInstance, u32)> {
    let seat = state.active;
    if !has_power(state, seat, |e| e.buys_from_monsters()) {
        return Vec::new();
    }
    let energy = state.monsters[seat.index()].energy;
    state
        .monsters
        .iter()
        .filter(|m| m.alive && m.seat != seat)
        .flat_map(|m| m.keep_cards.iter().map(move |c| (m.seat, c.clone())))
        .map(|(s, c)| {
            let p = price(state, seat, &c.card);
            (s, c, p)
        })
        .filter(|(_, _, p)| *p <= energy)
        .collect()
}

pub fn buy_from_monster(tx: &mut Tx, card: u16) -> Result<(), RuleError> {
    let seat = tx.state.active;
    let Some((from, card, price)) = tentacle_targets(&tx.state)
        .into_iter()
        .find(|(_, c, _)| c.instance == card)
    else {
        return Err(RuleError::new(
            "CARD_NOT_AVAILABLE",
            "With Parasitic Tentacles you may buy a Keep card of another monster that you can pay for",
        ));
    };
    tx.emit(Event::CardBoughtFromMonster(CardBoughtFromMonster {
        seat,
        from,
        card: card.clone(),
        price,
    }));
    tx.refresh_max_health();
    for effect in keep_effects(&tx.state, seat) {
        effect.on_card_bought(tx, seat, &card.card);
    }
    Ok(())
}

/// The free placement of a Mimic token lapses when nothing is left to put it on (the
/// monsters that held every other Keep card left the game while the offer waited).
pub fn lapse_mimic_offer(tx: &mut Tx) {
    if let Some(seat) = tx.state.pending.mimic_offer
        && mimic_targets(&tx.state).is_empty()
    {
        tx.emit(Event::MimicPlacementLapsed(MimicPlacementLapsed { seat }));
    }
}

/// The Keep cards a Mimic token may go on: every Keep card in play but Mimic and the card it
/// is on now.
pub fn mimic_targets(state: &State) -> Vec<CardInstance> {
    state
        .monsters
        .iter()
        .filter(|m| m.alive)
        .flat_map(|m| m.keep_cards.iter())
        .filter(|c| {
            effect_of(&c.card).is_some_and(|e| !e.is_mimic())
                && state.mimic_target != Some(c.instance)
        })
        .cloned()
        .collect()
}

/// `MoveMimic` commands for the active monster (at the start of its turn, `price` 1) or the
/// monster that acquired Mimic (`price` 0).
pub fn mimic_commands(state: &State, price: u32) -> Vec<Command> {
    let owner = if price == 0 {
        match state.pending.mimic_offer {
            Some(s) => s,
            None => return Vec::new(),
        }
    } else {
        state.active
    };
    if !has_power(state, owner, |e| e.is_mimic()) || state.monsters[owner.index()].energy < price {
        return Vec::new();
    }
    mimic_targets(state)
        .into_iter()
        .map(|c| Command::MoveMimic(CardRef { card: c.instance }))
        .collect()
}

pub fn move_mimic(tx: &mut Tx, seat: Seat, card: u16, price: u32) -> Result<(), RuleError> {
    if !mimic_commands(&tx.state, price).contains(&Command::MoveMimic(CardRef { card })) {
        return Err(RuleError::new(
            "INVALID_MIMIC_TARGET",
            "Mimic copies a Keep card in play other than Mimic and the card it already copies",
        ));
    }
    let Some((owner, target)) = find_keep(&tx.state, card).map(|(s, c)| (s, c.clone())) else {
        return Err(not_offered());
    };
    tx.emit(Event::MimicMoved(MimicMoved {
        seat,
        target: target.clone(),
        owner,
        price,
    }));
    tx.refresh_max_health();
    let mimic = tx.state.monsters[seat.index()]
        .keep_cards
        .iter()
        .find(|c| effect_of(&c.card).is_some_and(|e| e.is_mimic()))
        .map(|c| c.instance);
    if let (Some(effect), Some(mimic)) = (effect_of(&target.card), mimic) {
        effect.on_acquired(tx, seat, mimic);
    }
    Ok(())
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
            (price(state, seat, &card.card) <= energy
                && !state.turn_scratch.forbidden_cards.contains(&card.instance))
            .then_some(Command::BuyCard(BuyCard { slot: slot as u8 }))
        })
        .collect();
    if energy >= SWEEP_COST {
        out.push(Command::SweepMarket(Confirm::Yes));
    }
    if has_power(state, seat, |e| e.peeks_deck()) && !state.deck.is_empty() {
        if !state.turn_scratch.peeked {
            out.push(Command::PeekDeck(Confirm::Yes));
        } else if state
            .deck
            .first()
            .is_some_and(|c| price(state, seat, &c.card) <= energy)
        {
            out.push(Command::BuyDeckTop(Confirm::Yes));
        }
    }
    for (_, card, _) in tentacle_targets(state) {
        out.push(Command::BuyFromMonster(CardRef {
            card: card.instance,
        }));
    }
    out.push(Command::EndTurn(Confirm::Yes));
    out
}
