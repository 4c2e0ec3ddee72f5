//! Final scoring (every row of the score table) and the tie-breaks.

use super::super::state::*;
use crate::engine::Seat;

/// One clan's score sheet (rank not set).
pub fn sheet(state: &State, clan: &Clan) -> ScoreSheet {
    let content = &state.content;
    let resolved_events: i32 = clan
        .resolved_events
        .iter()
        .map(|e| content.event(e).map_or(0, |d| d.survival_points as i32))
        .sum();
    let full_rooms = clan.full_rooms(content) as u32;
    let full_rooms_sp = content
        .full_room_sp
        .get(full_rooms as usize)
        .or(content.full_room_sp.last())
        .copied()
        .unwrap_or(0);
    let repaired: Vec<&str> = clan
        .equipment
        .iter()
        .filter(|e| e.repaired)
        .map(|e| e.id.as_str())
        .collect();
    let symbol_pairs = content
        .equipment_pairs
        .iter()
        .filter(|(a, b)| repaired.contains(&a.as_str()) && repaired.contains(&b.as_str()))
        .count() as i32;
    let survivors = clan.survivors() as i32;
    let repaired_equipment = repaired.len() as i32;
    ScoreSheet {
        seat: clan.seat,
        resolved_events,
        full_rooms,
        full_rooms_sp,
        radiation: clan.radiation,
        survivors,
        repaired_equipment,
        symbol_pairs,
        total: resolved_events
            + full_rooms_sp
            + clan.radiation
            + survivors
            + repaired_equipment
            + symbol_pairs,
        food_left: clan.stock.food(),
        resources_left: clan.stock.total(),
        rank: 0,
    }
}

/// Every clan's sheet with its rank, and the winners: highest total, then most food, then
/// most resources; still tied clans share the place.
pub fn final_scores(state: &State) -> (Vec<ScoreSheet>, Vec<Seat>) {
    let mut sheets: Vec<ScoreSheet> = state.clans.iter().map(|c| sheet(state, c)).collect();
    let key = |s: &ScoreSheet| (s.total, s.food_left, s.resources_left);
    let keys: Vec<_> = sheets.iter().map(key).collect();
    for s in &mut sheets {
        let better = keys.iter().filter(|k| **k > key(s)).count();
        s.rank = (better + 1) as u8;
    }
    let winners = sheets
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| s.seat)
        .collect();
    (sheets, winners)
}
