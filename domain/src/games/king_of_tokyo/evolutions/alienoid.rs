//! Alienoid's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `alien_scourge` (temporary; any time)
//! - `precision_field_support` (temporary; any time)
//! - `anger_batteries` (temporary; any time (typically end of a turn))
//! - `adapting_technology` (permanent; your turn)
//! - `funny_looking_but_dangerous` (permanent; resolve dice)
//! - `exotic_arms` (permanent; before your first roll)
//! - `mothership_support` (permanent; your turn, once)
//! - `superior_alien_technology` (permanent; buy step and start of turn)

use super::super::cards::PowerCard;
use super::super::command::EvolutionParams;
use super::super::event::{EnergyGained, Event};
use super::super::rules::{Tx, dice};
use super::super::state::{Face, Hit, State, tally_of};
use super::{Evolution, Window, used_this_turn};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &AlienScourge,
    &AngerBatteries,
    &FunnyLookingButDangerous,
    &ExoticArms,
];

/// Alien Scourge (temporary, any time): +2 VP.
pub struct AlienScourge;

impl Evolution for AlienScourge {
    fn id(&self) -> &'static str {
        "alien_scourge"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.gain_vp(owner, 2, self.id());
    }
}

/// Anger Batteries (temporary, any time): 1 energy per heart its owner lost this turn (the
/// turn under way, whoever's it is).
pub struct AngerBatteries;

impl Evolution for AngerBatteries {
    fn id(&self) -> &'static str {
        "anger_batteries"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let lost = tally_of(&tx.state.hearts_lost_this_turn, owner);
        tx.gain_energy(owner, lost, self.id());
    }
}

/// Funny Looking but Dangerous (permanent, resolve dice): final dice with at least three 2s
/// make each other monster lose 1 heart. Card damage, in the same batch as the owner's
/// Smashes (its Smash step; even without a Smash), so it never lets a monster yield.
pub struct FunnyLookingButDangerous;

impl Evolution for FunnyLookingButDangerous {
    fn id(&self) -> &'static str {
        "funny_looking_but_dangerous"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&FunnyLookingButDangerous)
    }
}

impl PowerCard for FunnyLookingButDangerous {
    fn id(&self) -> &'static str {
        "funny_looking_but_dangerous"
    }

    fn extra_hits(&self, state: &State, owner: Seat, faces: &[Face]) -> Vec<Hit> {
        if dice::count(faces, Face::Two) < 3 {
            return Vec::new();
        }
        state
            .monsters
            .iter()
            .filter(|m| m.alive && m.seat != owner)
            .map(|m| Hit {
                seat: m.seat,
                amount: 1,
                reason: "funny_looking_but_dangerous".into(),
            })
            .collect()
    }
}

/// Exotic Arms (permanent, before your first roll): in the start-of-turn window its owner may
/// put 2 energy on it (`UseEvolution`, once a turn). Then, at the dice resolution, with at
/// least 3 Smash faces rolled (Smashes added by cards do not count) the 2 energy come back
/// (not a gain from the bank: no Friend of Children bonus) and each monster its Smashes hit
/// loses 2 extra hearts; otherwise the energy is lost and the owner loses 2 hearts (card
/// damage, in the batch of its Smash step).
pub struct ExoticArms;

impl Evolution for ExoticArms {
    fn id(&self) -> &'static str {
        "exotic_arms"
    }

    fn window(&self) -> Window {
        Window::StartOfTurn
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&ExoticArms)
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::StartOfTurn)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        let energy = state.monster(owner).map_or(0, |m| m.energy);
        if energy >= 2 && !state.cards_used.contains(&instance) {
            vec![None]
        } else {
            Vec::new()
        }
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.lose_energy(owner, 2, Evolution::id(self));
    }
}

impl PowerCard for ExoticArms {
    fn id(&self) -> &'static str {
        "exotic_arms"
    }

    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _smashes: u32) {
        if used_this_turn(&tx.state, owner, "exotic_arms") && dice::count(faces, Face::Smash) >= 3 {
            tx.emit(Event::EnergyGained(EnergyGained {
                seat: owner,
                amount: 2,
                reason: "exotic_arms".into(),
            }));
        }
    }

    fn smash_hit_bonus(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
        _target: Seat,
        _amount: u32,
    ) -> u32 {
        let hit = used_this_turn(state, owner, "exotic_arms")
            && dice::count(&state.dice, Face::Smash) >= 3;
        if hit { 2 } else { 0 }
    }

    fn extra_hits(&self, state: &State, owner: Seat, faces: &[Face]) -> Vec<Hit> {
        if used_this_turn(state, owner, "exotic_arms") && dice::count(faces, Face::Smash) < 3 {
            vec![Hit {
                seat: owner,
                amount: 2,
                reason: "exotic_arms".into(),
            }]
        } else {
            Vec::new()
        }
    }
}
