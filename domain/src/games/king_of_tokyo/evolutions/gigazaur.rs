//! Gigazaur's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `detachable_tail` (temporary; any time (reference: offered when you are about to lose hearts))
//! - `radioactive_waste` (temporary; any time)
//! - `primal_bellow` (temporary; any time)
//! - `saurian_adaptability` (temporary; your Roll step, before resolving)
//! - `defender_of_tokyo` (permanent; start of your turn)
//! - `heat_vision` (permanent; when wounded)
//! - `gamma_breath` (permanent; your Roll step)
//! - `tail_sweep` (permanent; your Roll step)

use super::super::command::EvolutionParams;
use super::super::rules::Tx;
use super::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[&DetachableTail, &RadioactiveWaste];

/// Detachable Tail (temporary, offered when you are about to lose hearts): you cannot lose
/// hearts this turn. It is also an "any time" card in the published rules; the reference
/// adaptation offers it only in the heart-loss window, where it matters.
pub struct DetachableTail;

impl Evolution for DetachableTail {
    fn id(&self) -> &'static str {
        "detachable_tail"
    }

    fn window(&self) -> Window {
        Window::BeforeHeartLoss
    }

    fn prevents_heart_loss(&self) -> bool {
        true
    }
}

/// Radioactive Waste (temporary, any time): +2 energy and +1 heart.
pub struct RadioactiveWaste;

impl Evolution for RadioactiveWaste {
    fn id(&self) -> &'static str {
        "radioactive_waste"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.gain_energy(owner, 2, self.id());
        tx.heal(owner, 1, self.id());
    }
}
