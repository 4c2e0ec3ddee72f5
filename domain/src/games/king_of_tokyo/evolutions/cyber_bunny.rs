//! Cyber Bunny's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `stroke_of_genius` (temporary; any time (typically end of turn))
//! - `emergency_battery` (temporary; any time)
//! - `rabbits_foot` (temporary; any time (reference: offered when you are about to lose hearts))
//! - `heart_of_the_rabbit` (temporary; after another monster's final roll)
//! - `secret_laboratory` (permanent; buy step)
//! - `king_of_the_gizmo` (permanent; buy step)
//! - `energy_sword` (permanent; before your first roll)
//! - `electric_carrot` (permanent; resolve dice)

use super::Evolution;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[];
