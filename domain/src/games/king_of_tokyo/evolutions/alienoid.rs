//! Alienoid's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `alien_scourge` (temporary; any time)
//! - `precision_field_support` (temporary; any time)
//! - `anger_batteries` (temporary; any time (typically end of a turn))
//! - `adapting_technology` (permanent; your turn)
//! - `funny_looking_but_dangerous` (permanent; resolve dice)
//! - `exotic_arms` (permanent; before your first roll)
//! - `mothership_support` (permanent; your turn, once)
//! - `superior_alien_technology` (permanent; buy step and start of turn)

use super::super::command::EvolutionParams;
use super::super::rules::Tx;
use super::Evolution;
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[&AlienScourge, &AngerBatteries];

/// Alien Scourge (temporary, any time): +2 VP.
pub struct AlienScourge;

impl Evolution for AlienScourge {
    fn id(&self) -> &'static str {
        "alien_scourge"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.gain_vp(owner, 2, self.id());
    }
}

/// Anger Batteries (temporary, any time): 1 energy per heart its owner lost this turn (the
/// turn under way, whoever's it is).
pub struct AngerBatteries;

impl Evolution for AngerBatteries {
    fn id(&self) -> &'static str {
        "anger_batteries"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let lost = tx
            .state
            .hearts_lost_this_turn
            .iter()
            .find(|(s, _)| *s == owner)
            .map_or(0, |(_, n)| *n);
        tx.gain_energy(owner, lost, self.id());
    }
}
