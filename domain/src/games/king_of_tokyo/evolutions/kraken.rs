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

use super::super::cards::PowerCard;
use super::super::command::EvolutionParams;
use super::super::rules::Tx;
use super::super::state::tally_of;
use super::Evolution;
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &HealingRain,
    &CultWorshippers,
    &EaterOfSouls,
    &MandiblesOfDread,
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
        let gained = tally_of(&tx.state.hearts_gained_this_turn, owner);
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
