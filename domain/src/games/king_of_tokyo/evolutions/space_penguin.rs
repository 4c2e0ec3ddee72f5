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

use super::Evolution;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[];
