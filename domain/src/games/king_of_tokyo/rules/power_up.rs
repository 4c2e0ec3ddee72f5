//! Power Up!: drawing and keeping Evolutions, whether a seat may act in a window, and the
//! hooks of Evolutions in play at fixed points of the turn.

use super::super::command::{CardRef, Command};
use super::super::event::*;
use super::super::evolutions::evolution::Window;
use super::super::evolutions::registry::{acting_as, evolution_of};
use super::super::state::{CardInstance, Face, State};
use super::super::tx::Tx;
use crate::engine::{RuleError, Seat};

/// Whether `seat` holds a card of `window` it could play, or has one in play it could use,
/// if the window were open (used by the procedure to decide whether to pause for that
/// window; never asks `decision_of`).
pub fn holds_playable(state: &State, seat: Seat, window: Window) -> bool {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return false;
    };
    m.evolutions.hand.iter().any(|c| {
        evolution_of(&c.card).is_some_and(|e| {
            e.window() == window
                && e.playable(state, seat)
                && !e.param_choices(state, seat).is_empty()
        })
    }) || holds_usable(state, seat, window)
}

/// Whether `seat` has a Permanent card in play it could use in `window` now (used by the
/// procedure to decide whether to pause; never asks `decision_of`).
pub fn holds_usable(state: &State, seat: Seat, window: Window) -> bool {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return false;
    };
    m.evolutions.in_play.iter().any(|c| {
        acting_as(state, c).is_some_and(|e| {
            e.use_window() == Some(window) && !e.use_choices(state, seat, c.instance).is_empty()
        })
    })
}

/// `seat` may act in `window`: play a card from its hand or use one in play.
pub fn may_act(state: &State, seat: Seat, window: Window) -> bool {
    state.options.power_up
        && (holds_playable(state, seat, window) || holds_usable(state, seat, window))
}

/// A Feline Motor took the active monster's place in this turn's Enter Tokyo step.
pub fn entry_taken(state: &State) -> bool {
    state.monsters.iter().filter(|m| m.alive).any(|m| {
        m.evolutions.in_play.iter().any(|c| {
            state.turn_scratch.cards_used.contains(&c.instance)
                && evolution_of(&c.card).is_some_and(|e| e.enters_instead())
        })
    })
}

/// The end of a turn: the "end of each monster's turn" effects of Evolutions in play
/// (clockwise from the active monster's left, the active monster last).
pub fn at_turn_end(tx: &mut Tx) {
    for owner in tx.state.clockwise_from_left_of(tx.state.active) {
        let cards = tx.state.monsters[owner.index()].evolutions.in_play.clone();
        for card in cards {
            if let Some(e) = evolution_of(&card.card) {
                e.on_any_turn_end(tx, owner, card.instance);
            }
        }
    }
}

/// After every event (`Tx::emit`): leaving Tokyo, by a yield, a card or Tokyo Bay closing,
/// triggers the Evolutions in play of the monster that left (Twas Beauty Killed the Beast),
/// whichever step moved it out.
pub fn after_event(tx: &mut Tx) {
    let left = match tx.events.last() {
        Some(Event::TokyoYielded(e)) => Some(e.seat),
        Some(Event::LeftTokyo(e)) => Some(e.seat),
        Some(Event::MonsterEliminated(e)) => e
            .bay_closure
            .as_ref()
            .filter(|c| !c.moved_to.in_tokyo())
            .map(|c| c.seat),
        _ => None,
    };
    if let Some(seat) = left
        && tx.state.options.power_up
    {
        left_tokyo(tx, seat);
    }
}

/// `seat` just left Tokyo (alive): its Evolutions in play react.
pub fn left_tokyo(tx: &mut Tx, seat: Seat) {
    if !tx.alive(seat) {
        return;
    }
    let cards = tx.state.monsters[seat.index()].evolutions.in_play.clone();
    for card in cards {
        if let Some(e) = evolution_of(&card.card) {
            e.on_left_tokyo(tx, seat, card.instance);
        }
    }
}

/// `seat` took control of Tokyo: its discarded Evolutions that come back react.
pub fn took_tokyo(tx: &mut Tx, seat: Seat) {
    if !tx.alive(seat) {
        return;
    }
    let cards = tx.state.monsters[seat.index()].evolutions.discard.clone();
    for card in cards {
        if let Some(e) = evolution_of(&card.card) {
            e.on_took_tokyo_from_discard(tx, seat, card.instance);
        }
    }
}

/// The next seat offered to play an after-final-roll Evolution (Heart of the Rabbit), once
/// the Psychic Probes are answered: clockwise from the active monster's left.
pub fn next_after_roll(state: &State) -> Option<Seat> {
    if !state.options.power_up || state.dice.is_empty() {
        return None;
    }
    state
        .clockwise_from_left_of(state.active)
        .into_iter()
        .filter(|s| *s != state.active && !state.turn_scratch.after_roll_passed.contains(s))
        .find(|s| may_act(state, *s, Window::AfterFinalRoll))
}

/// Draw `n` Evolutions for `seat` (reshuffling its discards into a new deck when the deck runs
/// out); the owner then keeps one (`CHOOSE_EVOLUTION`). Nothing happens if nothing is left.
pub fn draw(tx: &mut Tx, seat: Seat, n: usize, at_setup: bool) {
    if !tx.alive(seat) {
        return;
    }
    let mut cards = Vec::new();
    while cards.len() < n {
        let piles = &tx.state.monsters[seat.index()].evolutions;
        let available: Vec<CardInstance> = piles
            .deck
            .iter()
            .filter(|c| !cards.contains(*c))
            .cloned()
            .collect();
        if let Some(top) = available.first() {
            cards.push(top.clone());
            continue;
        }
        if piles.discard.is_empty() && piles.hidden_discard.is_empty() {
            break;
        }
        // The cards already taken stay aside: the new deck is the discards alone.
        let mut order: Vec<CardInstance> = piles
            .discard
            .iter()
            .chain(&piles.hidden_discard)
            .cloned()
            .collect();
        tx.rng.shuffle(&mut order);
        let mut full = cards.clone();
        full.extend(order);
        tx.emit(Event::EvolutionDeckShuffled(EvolutionDeckShuffled {
            seat,
            count: full.len() as u32,
            order: Some(full),
            from_discard: true,
        }));
    }
    if cards.is_empty() {
        return;
    }
    tx.emit(Event::EvolutionsDrawn(EvolutionsDrawn {
        seat,
        count: cards.len() as u32,
        cards: Some(cards),
        at_setup,
    }));
}

/// The Evolution draw of a Power Up! turn (4.7): at least 3 Hearts among the final dice.
pub fn draw_for_hearts(tx: &mut Tx) {
    let seat = tx.state.active;
    let hearts = tx.state.dice.iter().filter(|f| **f == Face::Heart).count();
    if tx.state.options.power_up && hearts >= 3 {
        draw(tx, seat, 2, false);
    }
}

/// `KeepEvolution`: keep one drawn card; the other goes back into the deck (reshuffled) at
/// setup, or face down to the discards.
pub fn keep(tx: &mut Tx, seat: Seat, instance: u16) -> Result<(), RuleError> {
    let piles = tx.state.monsters[seat.index()].evolutions.clone();
    let Some(kept) = piles.drawn.iter().find(|c| c.instance == instance).cloned() else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "Keep one of the Evolution cards you just drew",
        ));
    };
    let other = piles.drawn.iter().find(|c| c.instance != instance).cloned();
    tx.emit(Event::EvolutionKept(EvolutionKept {
        seat,
        kept: Some(kept),
        other: other.clone(),
        returned_to_deck: piles.drawn_at_setup,
    }));
    if piles.drawn_at_setup && other.is_some() {
        let mut order = tx.state.monsters[seat.index()].evolutions.deck.clone();
        tx.rng.shuffle(&mut order);
        tx.emit(Event::EvolutionDeckShuffled(EvolutionDeckShuffled {
            seat,
            count: order.len() as u32,
            order: Some(order),
            from_discard: false,
        }));
    }
    Ok(())
}

/// `KeepEvolution` commands for the drawn cards.
pub fn keep_commands(state: &State, seat: Seat) -> Vec<Command> {
    state.monster(seat).map_or(Vec::new(), |m| {
        m.evolutions
            .drawn
            .iter()
            .map(|c| Command::KeepEvolution(CardRef { card: c.instance }))
            .collect()
    })
}

/// Whether some seat still has to choose among drawn Evolutions.
pub fn choice_pending(state: &State, seat: Seat) -> bool {
    state
        .monster(seat)
        .is_some_and(|m| m.alive && !m.evolutions.drawn.is_empty())
}

/// The seats that still have drawn Evolutions to choose from.
pub fn seats_choosing(state: &State) -> Vec<Seat> {
    Seat::all(state.monsters.len())
        .into_iter()
        .filter(|s| choice_pending(state, *s))
        .collect()
}
