//! Applying changes to a monster's victory points, energy, hearts and tokens.

use super::super::super::event::*;
use super::super::super::state::{State, Token, tally_add};
use super::board::monster_mut;

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::VictoryPointsGained(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.victory_points = m.victory_points.saturating_add(e.amount);
            }
        }
        Event::VictoryPointsLost(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.victory_points = m.victory_points.saturating_sub(e.amount);
            }
        }
        Event::EnergyGained(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_add(e.amount);
            }
            tally_add(
                &mut state.turn_scratch.energy_gained_this_turn,
                e.seat,
                e.amount,
            );
        }
        Event::EnergyLost(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.amount);
            }
        }
        Event::HealthGained(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                let gained = u8::try_from(e.amount).unwrap_or(u8::MAX);
                m.health = m.health.saturating_add(gained).min(m.max_health);
            }
            tally_add(
                &mut state.turn_scratch.hearts_gained_this_turn,
                e.seat,
                e.amount,
            );
        }
        Event::TokenGiven(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                match e.token {
                    Token::Poison => m.poison = m.poison.saturating_add(1),
                    Token::Shrink => m.shrink = m.shrink.saturating_add(1),
                }
            }
        }
        Event::MaxHealthChanged(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.max_health = e.max_health;
                m.health = m.health.min(m.max_health);
            }
        }
        Event::EnergyTransferred(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.amount);
            }
            if let Some(m) = monster_mut(state, e.to) {
                m.energy = m.energy.saturating_add(e.amount);
            }
            tally_add(
                &mut state.turn_scratch.energy_gained_this_turn,
                e.to,
                e.amount,
            );
        }
        _ => {}
    }
}
