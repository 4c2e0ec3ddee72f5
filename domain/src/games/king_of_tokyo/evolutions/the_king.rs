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

use super::Evolution;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[];
