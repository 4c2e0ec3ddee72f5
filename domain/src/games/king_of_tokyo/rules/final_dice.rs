//! What the active monster's final dice count for beyond their faces.

use super::super::evolutions::this_turn::result_multiplier;
use super::super::faces::count;
use super::super::state::{Face, State};
use super::keeps::keep_effects;

/// Total Smashes of the active monster's final dice, card-added Smashes included. Added
/// Smashes count for "if you roll at least one Smash" (the total is iterated to a fixed
/// point).
pub fn smash_count(state: &State) -> u32 {
    let seat = state.active;
    let rolled = count(&state.dice, Face::Smash);
    let effects = keep_effects(state, seat);
    let mut total = rolled;
    for _ in 0..8 {
        let next = rolled
            + effects
                .iter()
                .map(|c| c.added_smashes(state, seat, &state.dice, total))
                .sum::<u32>();
        if next == total {
            break;
        }
        total = next;
    }
    total * result_multiplier(state)
}
