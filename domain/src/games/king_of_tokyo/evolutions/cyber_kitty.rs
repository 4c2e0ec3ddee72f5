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

use super::super::cards::{self, PowerCard};
use super::super::command::EvolutionParams;
use super::super::event::{Event, EvolutionsDiscarded, LeftTokyo};
use super::super::rules::{Tx, tokyo};
use super::super::state::{Face, Location, State};
use super::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &CatNip,
    &MouseHunter,
    &MeowMissile,
    &FelineMotor,
    &NineLives,
];

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

/// Feline Motor (permanent, another monster's Enter Tokyo step): when the active monster is
/// about to enter Tokyo, its owner (outside Tokyo, and not in Tokyo when that turn started)
/// may use it to enter that area instead; the active monster then does not enter this turn.
/// Ruling: "if Tokyo is empty" is read as the reference does, "a Tokyo area the active monster
/// must enter is free" (with Tokyo Bay in use, the Bay may be the one). Played from the hand
/// any time like the other Permanent cards; then used through `UseEvolution`.
pub struct FelineMotor;

impl Evolution for FelineMotor {
    fn id(&self) -> &'static str {
        "feline_motor"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::BeforeEnteringTokyo)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        let usable = owner != state.active
            && !state.location_of(owner).in_tokyo()
            && !state.tokyo_at_turn_start.contains(&owner)
            && !super::entry_taken(state)
            && tokyo::area_to_enter(state).is_some();
        if usable { vec![None] } else { Vec::new() }
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        if let Some(area) = tokyo::area_to_enter(&tx.state) {
            tokyo::enter(tx, owner, area, Location::Outside);
        }
    }

    fn enters_instead(&self) -> bool {
        true
    }
}

/// Nine Lives (temporary, when you reach 0 hearts): instead of being eliminated, discard all
/// your cards (Keep cards; Evolutions in play face up, the rest of the hand face down), lose
/// all your energy and VP, leave Tokyo, then gain 9 hearts and 9 VP. Offered in the
/// zero-health window of the heart loss (after Rapid Healing). Its hearts did reach 0, so the
/// "reaches 0 hearts" cards (Eater of the Dead, Programmed to Destroy) still score, as the
/// spec recommends and as for It Has a Child! (after its own cards are discarded).
pub struct NineLives;

impl Evolution for NineLives {
    fn id(&self) -> &'static str {
        "nine_lives"
    }

    fn window(&self) -> Window {
        Window::AtZero
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        state.monster(owner).is_some_and(|m| m.health == 0)
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let reason = self.id();
        let m = tx.state.monsters[owner.index()].clone();
        let keep: Vec<u16> = m.keep_cards.iter().map(|c| c.instance).collect();
        tx.discard_keep(owner, &keep, reason);
        let hand = m.evolutions.hand.clone();
        if !m.evolutions.in_play.is_empty() || !hand.is_empty() {
            tx.emit(Event::EvolutionsDiscarded(EvolutionsDiscarded {
                seat: owner,
                cards: m.evolutions.in_play.clone(),
                hidden_count: hand.len() as u32,
                hidden: Some(hand),
                reason: reason.to_owned(),
            }));
        }
        tx.refresh_max_health();
        let energy = tx.state.monsters[owner.index()].energy;
        tx.lose_energy(owner, energy, reason);
        let vp = tx.state.monsters[owner.index()].victory_points;
        tx.lose_vp(owner, vp, reason);
        let from = tx.state.location_of(owner);
        if from.in_tokyo() {
            tx.emit(Event::LeftTokyo(LeftTokyo {
                seat: owner,
                from,
                reason: reason.to_owned(),
            }));
        }
        tx.heal(owner, 9, reason);
        tx.gain_vp(owner, 9, reason);
        for other in tx.state.clockwise_from_left_of(tx.state.active) {
            for effect in cards::keep_effects(&tx.state, other) {
                effect.on_monster_at_zero(tx, other, owner);
            }
        }
    }
}
