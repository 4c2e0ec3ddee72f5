//! Kraken's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `healing_rain` (temporary; any time)
//! - `destructive_wave` (temporary; when you enter Tokyo)
//! - `cult_worshippers` (temporary; any time (typically end of turn))
//! - `high_tide` (temporary; during your Resolve Dice step)
//! - `terror_of_the_deep` (permanent; when you are about to lose hearts (reference: works like Camouflage, then stays in play))
//! - `eater_of_souls` (permanent; passive)
//! - `sunken_temple` (permanent; start of your turn, before rolling)
//! - `mandibles_of_dread` (permanent; when you wound)

use super::super::cards::power_card::{PowerCard, others};
use super::super::command::EvolutionParams;
use super::super::event::{Event, EvolutionDiceRolled};
use super::super::faces::{count, roll_dice};
use super::super::state::{AfterDamage, Face, State, tally_of};
use super::super::tx::Tx;
use super::evolution::{Evolution, Window};
use super::shared::entered_tokyo_this_turn;
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &HealingRain,
    &CultWorshippers,
    &EaterOfSouls,
    &MandiblesOfDread,
    &DestructiveWave,
    &SunkenTemple,
    &HighTide,
    &TerrorOfTheDeep,
];

/// Healing Rain (temporary, any time): +2 hearts.
pub struct HealingRain;

impl Evolution for HealingRain {
    fn id(&self) -> &'static str {
        "healing_rain"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.heal(owner, 2, self.id());
    }
}

/// Cult Worshippers (temporary, any time): 1 VP per heart its owner gained this turn.
pub struct CultWorshippers;

impl Evolution for CultWorshippers {
    fn id(&self) -> &'static str {
        "cult_worshippers"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let gained = tally_of(&tx.state.turn_scratch.hearts_gained_this_turn, owner);
        tx.gain_vp(owner, gained, self.id());
    }
}

/// Eater of Souls (permanent): +1 heart each time its owner enters Tokyo, and 12 maximum
/// hearts (2 above the board's 10) while it is in play.
pub struct EaterOfSouls;

impl Evolution for EaterOfSouls {
    fn id(&self) -> &'static str {
        "eater_of_souls"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&EaterOfSouls)
    }
}

impl PowerCard for EaterOfSouls {
    fn id(&self) -> &'static str {
        "eater_of_souls"
    }

    fn max_health_bonus(&self) -> u8 {
        2
    }

    fn on_took_tokyo(&self, tx: &mut Tx, owner: Seat) {
        tx.heal(owner, 1, "eater_of_souls");
    }
}

/// Mandibles of Dread (permanent): every monster its owner's Smashes wound loses 1 VP.
pub struct MandiblesOfDread;

impl Evolution for MandiblesOfDread {
    fn id(&self) -> &'static str {
        "mandibles_of_dread"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&MandiblesOfDread)
    }
}

impl PowerCard for MandiblesOfDread {
    fn id(&self) -> &'static str {
        "mandibles_of_dread"
    }

    fn on_smash_wounded(&self, tx: &mut Tx, _owner: Seat, wounded: &[Seat]) {
        for &seat in wounded {
            tx.lose_vp(seat, 1, "mandibles_of_dread");
        }
    }
}

/// Destructive Wave (temporary, when you enter Tokyo): played in the Enter Tokyo step by a
/// monster that entered Tokyo this turn; every other monster loses 2 hearts.
pub struct DestructiveWave;

impl Evolution for DestructiveWave {
    fn id(&self) -> &'static str {
        "destructive_wave"
    }

    fn window(&self) -> Window {
        Window::EnteredTokyo
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        entered_tokyo_this_turn(state, owner)
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let hits: Vec<(Seat, u32)> = others(&tx.state, owner)
            .into_iter()
            .map(|s| (s, 2))
            .collect();
        tx.damage(&hits, owner, self.id(), AfterDamage::EvolutionWindow);
    }
}

/// Sunken Temple (permanent, start of your turn, before rolling): played from the hand any
/// time; then, at the start of each of its owner's turns outside Tokyo (`START_OF_TURN`), the
/// owner may use it to skip the rest of the turn and gain 3 hearts and 3 energy. The turn then
/// ends as usual (end-of-turn effects, Poison), like Tune-Up.
pub struct SunkenTemple;

impl Evolution for SunkenTemple {
    fn id(&self) -> &'static str {
        "sunken_temple"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::StartOfTurn)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        if owner == state.active && !state.location_of(owner).in_tokyo() {
            vec![None]
        } else {
            Vec::new()
        }
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.heal(owner, 3, self.id());
        tx.gain_energy(owner, 3, self.id());
        tx.end_turn();
    }
}

/// High Tide (temporary, your Resolve Dice step): 1 Heart added per Heart rolled. Played like
/// Mecha Blast, in the owner's Resolve Dice moment; the final Heart faces count. The added
/// Hearts heal (outside Tokyo) or pay for tokens like rolled ones, and Cat Nip doubles them;
/// they are not Heart faces, so the 3-Heart Evolution draw does not count them (spec 4.5).
pub struct HighTide;

impl Evolution for HighTide {
    fn id(&self) -> &'static str {
        "high_tide"
    }

    fn window(&self) -> Window {
        Window::ResolveDice
    }

    fn added_hearts(&self, rolled: u32) -> u32 {
        rolled
    }
}

/// Terror of the Deep (permanent, when you are about to lose hearts; the reference reading):
/// offered in the heart-loss window (`EVOLUTION_BEFORE_DAMAGE`); playing it puts it in play,
/// and from then on it works like Camouflage on every heart loss of its owner, this one
/// included: one die per heart about to be lost, each Heart prevents one (after Camouflage
/// and Armor Plating).
pub struct TerrorOfTheDeep;

impl Evolution for TerrorOfTheDeep {
    fn id(&self) -> &'static str {
        "terror_of_the_deep"
    }

    fn window(&self) -> Window {
        Window::BeforeHeartLoss
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&TerrorOfTheDeep)
    }
}

impl PowerCard for TerrorOfTheDeep {
    fn id(&self) -> &'static str {
        "terror_of_the_deep"
    }

    fn reduce_damage(&self, tx: &mut Tx, owner: Seat, amount: u32, _reason: &str) -> u32 {
        if amount == 0 {
            return 0;
        }
        let faces = roll_dice(tx.rng, amount as usize);
        let prevented = count(&faces, Face::Heart);
        tx.emit(Event::EvolutionDiceRolled(EvolutionDiceRolled {
            seat: owner,
            card: "terror_of_the_deep".into(),
            faces,
        }));
        amount - prevented
    }
}
