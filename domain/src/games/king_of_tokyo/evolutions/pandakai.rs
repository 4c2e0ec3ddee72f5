//! Pandakai's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `panda_monium` (temporary; any time)
//! - `eats_shoots_and_leaves` (temporary; when you enter Tokyo)
//! - `bamboozle` (temporary; when another monster buys a Power card)
//! - `bear_necessities` (temporary; any time)
//! - `panda_express` (permanent; resolve dice)
//! - `bamboo_supply` (permanent; start of your turn)
//! - `pandarwinism` (permanent; resolve dice)
//! - `yin_and_yang` (permanent; before resolving)

use super::Evolution;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[];
