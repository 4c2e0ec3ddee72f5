//! Meka Dragon's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `mecha_blast` (temporary; during your Resolve Dice step)
//! - `destructive_analysis` (temporary; during your Resolve Dice step)
//! - `programmed_to_destroy` (permanent; passive)
//! - `tune_up` (temporary; start of your turn, before rolling)
//! - `breath_of_doom` (permanent; resolve dice)
//! - `lightning_armor` (permanent; when you lose hearts)
//! - `claws_of_steel` (permanent; your turn)
//! - `target_acquired` (permanent; when wounded)

use super::Evolution;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[];
