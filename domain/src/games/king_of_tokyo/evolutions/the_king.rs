//! The King's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `monkey_rush` (temporary; when Tokyo is vacated (reference: during another monster's Enter Tokyo step while a Tokyo area is free))
//! - `simian_scamper` (temporary; when you yield Tokyo)
//! - `jungle_frenzy` (temporary; end of your Enter Tokyo step)
//! - `giant_banana` (temporary; any time)
//! - `chest_thumping` (permanent; yield decision of monsters you wound)
//! - `alpha_male` (permanent; your turn)
//! - `i_am_the_king` (permanent; passive)
//! - `twas_beauty_killed_the_beast` (permanent; play while in Tokyo)

use super::super::cards::PowerCard;
use super::super::command::EvolutionParams;
use super::super::rules::Tx;
use super::Evolution;
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[&GiantBanana, &AlphaMale, &IAmTheKing];

/// Giant Banana (temporary, any time): +2 hearts (card healing: also in Tokyo).
pub struct GiantBanana;

impl Evolution for GiantBanana {
    fn id(&self) -> &'static str {
        "giant_banana"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.heal(owner, 2, self.id());
    }
}

/// Alpha Male (permanent, your turn): 1 VP at the end of each of your turns in which your
/// Smashes made at least one monster lose hearts (the reference's reading of "wound").
pub struct AlphaMale;

impl Evolution for AlphaMale {
    fn id(&self) -> &'static str {
        "alpha_male"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&AlphaMale)
    }
}

impl PowerCard for AlphaMale {
    fn id(&self) -> &'static str {
        "alpha_male"
    }

    fn on_turn_end(&self, tx: &mut Tx, owner: Seat, _instance: u16) {
        if !tx.state.smash_wounded.is_empty() {
            tx.gain_vp(owner, 1, "alpha_male");
        }
    }
}

/// I Am the King! (permanent): 1 extra VP when you take control of Tokyo and when you start
/// your turn in Tokyo.
pub struct IAmTheKing;

impl Evolution for IAmTheKing {
    fn id(&self) -> &'static str {
        "i_am_the_king"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&IAmTheKing)
    }
}

impl PowerCard for IAmTheKing {
    fn id(&self) -> &'static str {
        "i_am_the_king"
    }

    fn on_turn_start(&self, tx: &mut Tx, owner: Seat, _instance: u16) {
        if tx.state.location_of(owner).in_tokyo() {
            tx.gain_vp(owner, 1, "i_am_the_king");
        }
    }

    fn on_took_tokyo(&self, tx: &mut Tx, owner: Seat) {
        tx.gain_vp(owner, 1, "i_am_the_king");
    }
}
