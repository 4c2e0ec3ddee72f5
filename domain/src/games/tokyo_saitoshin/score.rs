//! The evaluated clear-round count (spec 8.3): trouble cards on the mat and in the trouble
//! discard pile, plus Site cards beyond one per PC, per PC, rounded down. Scenario cards
//! drawn from the trouble deck are not trouble cards, and removed cards are not counted
//! (G-14).

use super::state::State;
use super::vocabulary::Deck;

pub fn evaluation(s: &State) -> u32 {
    let pcs = s.pc_count().max(1);
    let on_mat = s
        .slots
        .iter()
        .flat_map(|sl| sl.stack.iter())
        .filter(|c| s.is_trouble(c))
        .count() as u32;
    let discarded = s
        .discards
        .get(&Deck::Trouble)
        .map_or(0, |d| d.iter().filter(|c| s.is_trouble(c)).count()) as u32;
    // A card revealed and not yet resolved still lies in the encounter slot.
    let site = s.encounter.len() as u32
        + u32::from(s.site.revealed.is_some())
        + s.discards.get(&Deck::Site).map_or(0, Vec::len) as u32;
    let site_extra = site.saturating_sub(pcs);
    (on_mat + discarded + site_extra) / pcs
}
