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

use super::Evolution;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[];
