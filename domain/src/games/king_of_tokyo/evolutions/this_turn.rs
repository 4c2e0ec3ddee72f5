//! What the Temporary Evolutions played this turn, and those lasting until their owner's next
//! turn (Cold Wave, Blizzard), change for the turn procedure.

use super::evolution::Evolution;
use super::registry::evolution_of;
use crate::engine::Seat;
use crate::games::king_of_tokyo::state::State;

/// The Temporary Evolutions `seat` played this turn.
pub fn this_turn(state: &State, seat: Seat) -> impl Iterator<Item = &'static dyn Evolution> + '_ {
    state
        .turn_scratch
        .evolutions_this_turn
        .iter()
        .filter(move |(s, _)| *s == seat)
        .filter_map(|(_, id)| evolution_of(id))
}

/// `seat` played a card this turn that stops it losing hearts (Detachable Tail).
pub fn heart_loss_prevented(state: &State, seat: Seat) -> bool {
    this_turn(state, seat).any(|e| e.prevents_heart_loss())
}

/// How many times the active monster's dice results count this turn (Cat Nip: 2).
pub fn result_multiplier(state: &State) -> u32 {
    this_turn(state, state.active)
        .map(|e| e.result_multiplier())
        .product::<u32>()
        .max(1)
}

/// The card that gives the active monster a single roll this turn, if any (Cat Nip, another
/// monster's Blizzard).
pub fn single_roll_reason(state: &State) -> Option<&'static str> {
    this_turn(state, state.active)
        .find(|e| e.single_roll())
        .or_else(|| lasting_of_others(state, state.active).find(|e| e.others_single_roll()))
        .map(|e| e.id())
}

/// The cards played by monsters other than `seat` whose effect lasts until their owner's
/// next turn (Cold Wave, Blizzard).
pub fn lasting_of_others(
    state: &State,
    seat: Seat,
) -> impl Iterator<Item = &'static dyn Evolution> + '_ {
    state
        .power_up
        .lasting_evolutions
        .iter()
        .filter(move |(s, _)| *s != seat)
        .filter_map(|(_, id)| evolution_of(id))
}

/// Dice fewer for `seat` from the other monsters' lasting cards (Cold Wave).
pub fn dice_reduction(state: &State, seat: Seat) -> u8 {
    lasting_of_others(state, seat)
        .map(|e| e.others_dice_reduction())
        .fold(0, u8::saturating_add)
}

/// `seat` may not yield Tokyo now (another monster's Blizzard).
pub fn yield_forbidden(state: &State, seat: Seat) -> bool {
    lasting_of_others(state, seat).any(|e| e.others_cannot_yield())
}

/// Extra hearts each monster hit by `seat`'s Smashes loses from its cards played this turn
/// (Mecha Blast).
pub fn smash_hit_bonus(state: &State, seat: Seat) -> u32 {
    this_turn(state, seat).map(|e| e.smash_hit_bonus()).sum()
}

/// Hearts added to the active monster's final dice by its cards played this turn (High Tide),
/// given the Heart faces rolled.
pub fn added_hearts(state: &State, rolled: u32) -> u32 {
    this_turn(state, state.active)
        .map(|e| e.added_hearts(rolled))
        .sum()
}
