//! Applying the effects of individual Evolutions (Icy Reflection, Freeze Ray, Encased in Ice,
//! UFO tokens, Mega Purr) and the Power cards they move.

use super::super::super::event::*;
use super::super::super::state::{
    EvolutionChoice, FreezeRayHold, FrozenDie, MegaPurr, State, tally_add,
};
use super::board::{acquire, monster_mut};

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::SnowflakePlaced(e) => state.power_up.snowflake_on = Some(e.card.instance),
        Event::DieFrozen(e) => {
            state.power_up.frozen_die = Some(FrozenDie {
                seat: e.seat,
                card: e.card,
                die: e.die,
                face: e.face,
            })
        }
        Event::FreezeRayGiven(e) => state.power_up.freeze_rays.push(FreezeRayHold {
            owner: e.seat,
            card: e.card,
            holder: e.to,
            face: None,
        }),
        Event::FreezeRayFaceChosen(e) => {
            if let Some(hold) = state
                .power_up
                .freeze_rays
                .iter_mut()
                .find(|h| h.card == e.card)
            {
                hold.face = Some(e.face);
            }
        }
        Event::FrozenFaceIgnored(e) => state.dice.retain(|f| *f != e.face),
        Event::FreezeRayReturned(e) => state.power_up.freeze_rays.retain(|h| h.card != e.card),
        Event::DeckCardDiscarded(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            state.discard.push(e.card.clone());
            state.turn_scratch.peeked = false;
        }
        Event::PowerCardPutIntoPlay(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            state.discard.retain(|c| c.instance != e.card.instance);
            state.turn_scratch.peeked = false;
            acquire(state, e.seat, &e.card, e.price, e.kind);
        }
        Event::PowerCardsLooked(e) => {
            state.pending.evolution_choice = Some(EvolutionChoice {
                seat: e.seat,
                evolution: e.evolution.clone(),
                cards: e.cards.clone().unwrap_or_default(),
            });
        }
        Event::DiscardCardRevealed(e) => {
            state.pending.evolution_choice = Some(EvolutionChoice {
                seat: e.seat,
                evolution: e.evolution.clone(),
                cards: vec![e.card.clone()],
            });
        }
        Event::UfoTokenPlaced(e) => state.power_up.ufo_cards.push(e.card.instance),
        Event::UfoRolled(_) => {}
        Event::MegaPurrRequested(e) => {
            state.pending.mega_purr = Some(MegaPurr {
                to: e.seat,
                from: e.from.clone(),
            });
        }
        Event::MegaPurrGiven(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.energy);
                m.victory_points = m.victory_points.saturating_sub(e.victory_points);
            }
            if let Some(m) = monster_mut(state, e.to) {
                m.energy = m.energy.saturating_add(e.energy);
                m.victory_points = m.victory_points.saturating_add(e.victory_points);
            }
            if e.energy > 0 {
                tally_add(
                    &mut state.turn_scratch.energy_gained_this_turn,
                    e.to,
                    e.energy,
                );
            }
            if let Some(p) = state.pending.mega_purr.as_mut() {
                p.from.retain(|s| *s != e.seat);
                if p.from.is_empty() {
                    state.pending.mega_purr = None;
                }
            }
        }
        _ => {}
    }
}
