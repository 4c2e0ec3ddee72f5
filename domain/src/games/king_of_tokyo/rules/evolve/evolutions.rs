//! Applying Power Up!'s Evolution piles: drawn, kept, played, used, discarded; its windows and
//! choices.

use super::super::super::event::*;
use super::super::super::evolutions::registry::evolution_of;
use super::super::super::state::{EvolutionWindow, State};
use super::board::{cards_left_play, monster_mut};

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::EvolutionDeckShuffled(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                if e.from_discard {
                    m.evolutions.discard.clear();
                    m.evolutions.hidden_discard.clear();
                }
                m.evolutions.deck = e.order.clone().unwrap_or_default();
            }
        }
        Event::EvolutionsDrawn(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                let cards = e.cards.clone().unwrap_or_default();
                m.evolutions
                    .deck
                    .retain(|c| !cards.iter().any(|d| d.instance == c.instance));
                m.evolutions.drawn = cards;
                m.evolutions.drawn_at_setup = e.at_setup;
            }
        }
        Event::EvolutionKept(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.evolutions.drawn.clear();
                m.evolutions.hand.extend(e.kept.clone());
                if let Some(other) = e.other.clone() {
                    if e.returned_to_deck {
                        m.evolutions.deck.push(other);
                    } else {
                        m.evolutions.hidden_discard.push(other);
                    }
                }
            }
        }
        Event::EvolutionPlayed(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.evolutions.hand.retain(|c| c.instance != e.card.instance);
                if e.permanent {
                    m.evolutions.in_play.push(e.card.clone());
                } else {
                    m.evolutions.discard.push(e.card.clone());
                }
            }
            if !e.permanent {
                state
                    .turn_scratch
                    .evolutions_this_turn
                    .push((e.seat, e.card.card.clone()));
                if evolution_of(&e.card.card).is_some_and(|c| c.lasts_until_next_turn()) {
                    state
                        .power_up
                        .lasting_evolutions
                        .push((e.seat, e.card.card.clone()));
                }
            }
        }
        Event::EvolutionUsed(e) => state.turn_scratch.cards_used.push(e.card.instance),
        Event::EvolutionDiscarded(e) => {
            let mut gone = Vec::new();
            if let Some(m) = monster_mut(state, e.seat) {
                m.evolutions.in_play.retain(|c| {
                    let leaves = c.instance == e.card.instance;
                    if leaves {
                        gone.push(c.clone());
                    }
                    !leaves
                });
                m.evolutions.discard.extend(gone.iter().cloned());
            }
            cards_left_play(state, &gone);
        }
        Event::EvolutionChoiceMade(e) => {
            state.pending.evolution_choice = None;
            if let Some(bottom) = &e.bottom {
                state
                    .deck
                    .retain(|c| !bottom.iter().any(|b| b.instance == c.instance));
                state.deck.extend(bottom.iter().cloned());
                state.turn_scratch.peeked = false;
            }
        }
        Event::EvolutionWindowOpened(e) => {
            state.pending.evolution_window = Some(EvolutionWindow {
                stage: e.stage,
                answered: Vec::new(),
            });
        }
        Event::EvolutionWindowClosed(_) => state.pending.evolution_window = None,
        Event::EvolutionsDiscarded(e) => {
            let hidden = e.hidden.clone().unwrap_or_default();
            if let Some(m) = monster_mut(state, e.seat) {
                let piles = &mut m.evolutions;
                piles
                    .in_play
                    .retain(|c| !e.cards.iter().any(|d| d.instance == c.instance));
                piles
                    .hand
                    .retain(|c| !hidden.iter().any(|d| d.instance == c.instance));
                piles.discard.extend(e.cards.iter().cloned());
                piles.hidden_discard.extend(hidden);
            }
            cards_left_play(state, &e.cards);
        }
        Event::EvolutionReturnedToHand(e) => {
            if let (Some(m), Some(card)) = (monster_mut(state, e.seat), e.card.as_ref()) {
                m.evolutions.discard.retain(|c| c.instance != card.instance);
                m.evolutions.hand.push(card.clone());
            }
        }
        Event::EvolutionDiceRolled(_) => {}
        _ => {}
    }
}
