//! Cyber Kitty's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `nine_lives` (temporary; when you reach 0 hearts)
//! - `mega_purr` (temporary; any time)
//! - `electro_scratch` (temporary; any time)
//! - `cat_nip` (temporary; start of your turn)
//! - `play_with_your_food` (permanent; when you wound a monster in Tokyo)
//! - `feline_motor` (permanent; another monster's Enter Tokyo step)
//! - `mouse_hunter` (permanent; resolve dice)
//! - `meow_missile` (permanent; resolve dice)

use super::super::cards::{PowerCard, others};
use super::super::command::EvolutionParams;
use super::super::rules::{Tx, damage};
use super::super::state::{AfterDamage, Face, Phase, State};
use super::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[&ElectroScratch, &CatNip, &MouseHunter, &MeowMissile];

/// Electro-Scratch (temporary, any time): each other monster loses 1 heart (card damage, a
/// batch caused by its owner). Not while a heart loss is already being resolved (a reaction
/// window is open) nor during the yield decision, and not before the first turn: the batch
/// may pause for reactions and eliminate, and the decision under way then goes on (the turn
/// ends if the active monster was eliminated).
pub struct ElectroScratch;

impl Evolution for ElectroScratch {
    fn id(&self) -> &'static str {
        "electro_scratch"
    }

    fn playable(&self, state: &State, _owner: Seat) -> bool {
        state.turn > 0 && state.reaction.is_none() && state.phase != Phase::YieldDecision
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let hits: Vec<(Seat, u32)> = others(&tx.state, owner)
            .into_iter()
            .map(|s| (s, 1))
            .collect();
        if !tx.damage(&hits, owner, self.id(), AfterDamage::Interrupt) {
            damage::continue_after(tx, AfterDamage::Interrupt);
        }
    }
}

/// Cat Nip (temporary, start of your turn): only one roll this turn, and its results count
/// double (VP from numbers, hearts, energy and Smashes).
pub struct CatNip;

impl Evolution for CatNip {
    fn id(&self) -> &'static str {
        "cat_nip"
    }

    fn window(&self) -> Window {
        Window::StartOfTurn
    }

    fn single_roll(&self) -> bool {
        true
    }

    fn result_multiplier(&self) -> u32 {
        2
    }
}

/// Mouse Hunter (permanent, resolve dice): if you roll at least one 1, gain 1 VP.
pub struct MouseHunter;

impl Evolution for MouseHunter {
    fn id(&self) -> &'static str {
        "mouse_hunter"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&MouseHunter)
    }
}

impl PowerCard for MouseHunter {
    fn id(&self) -> &'static str {
        "mouse_hunter"
    }

    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _smashes: u32) {
        if faces.contains(&Face::One) {
            tx.gain_vp(owner, 1, "mouse_hunter");
        }
    }
}

/// Meow Missile (permanent, resolve dice): if you roll at least one 1, add 1 Smash.
pub struct MeowMissile;

impl Evolution for MeowMissile {
    fn id(&self) -> &'static str {
        "meow_missile"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&MeowMissile)
    }
}

impl PowerCard for MeowMissile {
    fn id(&self) -> &'static str {
        "meow_missile"
    }

    fn added_smashes(&self, _state: &State, _owner: Seat, faces: &[Face], _smashes: u32) -> u32 {
        u32::from(faces.contains(&Face::One))
    }
}
