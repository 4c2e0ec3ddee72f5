//! Space Penguin's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `freeze_ray` (permanent; triggers when you wound a monster in Tokyo)
//! - `miraculous_catch` (permanent; own Buy step, once per turn)
//! - `deep_dive` (temporary; any time)
//! - `cold_wave` (temporary; play on your turn (recommended))
//! - `encased_in_ice` (permanent; end of your Roll step)
//! - `blizzard` (temporary; your turn)
//! - `black_diamond` (permanent; passive)
//! - `icy_reflection` (permanent; on play)

use super::super::cards::PowerCard;
use super::super::rules::Tx;
use super::Evolution;
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[&BlackDiamond];

/// Black Diamond (permanent): 1 extra VP each time you take control of Tokyo, and each time
/// you stay in Tokyo when you were asked whether to yield.
pub struct BlackDiamond;

impl Evolution for BlackDiamond {
    fn id(&self) -> &'static str {
        "black_diamond"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&BlackDiamond)
    }
}

impl PowerCard for BlackDiamond {
    fn id(&self) -> &'static str {
        "black_diamond"
    }

    fn on_took_tokyo(&self, tx: &mut Tx, owner: Seat) {
        tx.gain_vp(owner, 1, "black_diamond");
    }

    fn on_stayed_in_tokyo(&self, tx: &mut Tx, owner: Seat) {
        tx.gain_vp(owner, 1, "black_diamond");
    }
}
