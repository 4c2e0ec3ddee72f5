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
use super::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[&BlackDiamond, &ColdWave, &Blizzard];

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

/// Cold Wave (temporary, any time): until the start of its owner's next turn, the other
/// monsters roll 1 die fewer (reference adaptation: the card stays in front of its owner
/// until then, its owner is not affected, and it may be played on any turn). Kept in
/// `State::lasting_evolutions`; a turn already rolling keeps its dice.
pub struct ColdWave;

impl Evolution for ColdWave {
    fn id(&self) -> &'static str {
        "cold_wave"
    }

    fn lasts_until_next_turn(&self) -> bool {
        true
    }

    fn others_dice_reduction(&self) -> u8 {
        1
    }
}

/// Blizzard (temporary, its owner's turn): until the start of its owner's next turn, the
/// other monsters get a single roll and cannot yield Tokyo (neither asked to yield nor
/// offered Jets). Medium confidence: the printed card says "monsters"; the owner exemption
/// is the reference adaptation's reading (spec 9.4 note). A turn already rolling keeps its
/// rolls.
pub struct Blizzard;

impl Evolution for Blizzard {
    fn id(&self) -> &'static str {
        "blizzard"
    }

    fn window(&self) -> Window {
        Window::OwnTurn
    }

    fn lasts_until_next_turn(&self) -> bool {
        true
    }

    fn others_single_roll(&self) -> bool {
        true
    }

    fn others_cannot_yield(&self) -> bool {
        true
    }
}
