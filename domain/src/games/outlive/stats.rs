//! Outlive's statistics (`Game::statistics`): what each clan did in a finished game, counted
//! from the events, its final score by row (from `GameEnded`), and the content it used (its
//! leader, the rooms it built, the equipment it owned, the events it resolved).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::content::Content;
use super::event::*;
use super::state::{ScoreSheet, State};
use crate::engine::{ContentItem, Seat, SeatStatistics};

/// One clan's counters in one game. Every field is a count (or SP, which may be negative for
/// radiation), so totals over many games add up field by field (`engine::add_up`); a field
/// missing from an older total reads as 0.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveSeatStats")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SeatStats {
    /// Survival points, the final score.
    pub sp: i32,
    /// The final score by scoring row.
    pub sp_by_row: SpByRow,
    /// Survivors in the shelter (airlock and rooms) at the end.
    pub survivors: u32,
    /// Survivors that joined during the game (recruited at night, Cargo Ship, cards).
    pub survivors_gained: u32,
    /// Survivors lost to the bank (events, hunger, radiation).
    pub survivors_lost: u32,
    /// Rooms built, the one built free at setup included.
    pub rooms_built: u32,
    /// Rooms full of survivors at the end.
    pub full_rooms: u32,
    /// Equipment tiles gained: at setup, from a city display or drawn from the pile.
    pub equipment_gained: u32,
    /// Equipment tiles repaired.
    pub equipment_repaired: u32,
    /// Equipment tiles destroyed for their materials.
    pub equipment_destroyed: u32,
    /// Events it resolved at night.
    pub events_resolved: u32,
    /// Hero activations in the day.
    pub activations: u32,
    /// Prey tiles hunted.
    pub prey_hunted: u32,
    /// Meat gained by hunting (bonuses included).
    pub meat_hunted: u32,
    /// Exploration tiles drawn.
    pub explorations: u32,
    /// Pressures its heroes applied to weaker heroes.
    pub pressures: u32,
    /// Tokens other clans handed to it (pressure).
    pub tokens_taken: u32,
}

/// The final score by row, as `GameEnded`'s score sheet itemises it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveSpByRow")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SpByRow {
    /// SP printed on the events it resolved.
    pub events: i32,
    /// SP from the full-room table.
    pub full_rooms: i32,
    /// The radiation gauge (negative below 0).
    pub radiation: i32,
    /// 1 SP per survivor.
    pub survivors: i32,
    /// 1 SP per repaired equipment tile.
    pub repaired_equipment: i32,
    /// 1 SP per completed symbol pair.
    pub symbol_pairs: i32,
}

/// Each clan's statistics, in seat order, from the game's events; `end` gives the seat
/// count, the content (equipment tile numbers) and the survivors left.
pub fn statistics(events: &[Event], end: &State) -> Vec<SeatStatistics> {
    let mut tally = Tally::new(end.seats(), &end.content);
    for event in events {
        tally.count(event);
    }
    for (stats, clan) in tally.stats.iter_mut().zip(&end.clans) {
        stats.survivors = clan.survivors();
    }
    tally.finish()
}

/// The counters being folded, and each clan's room ids by slot (known from the reveal).
struct Tally<'a> {
    content: &'a Content,
    stats: Vec<SeatStats>,
    items: Vec<BTreeSet<ContentItem>>,
    rooms: Vec<Vec<String>>,
}

impl<'a> Tally<'a> {
    fn new(seats: usize, content: &'a Content) -> Self {
        Tally {
            content,
            stats: vec![SeatStats::default(); seats],
            items: vec![BTreeSet::new(); seats],
            rooms: vec![Vec::new(); seats],
        }
    }

    fn count(&mut self, event: &Event) {
        match event {
            Event::SetupRevealed(e) => self.count_setup(e),
            Event::GameEnded(e) => e.scores.iter().for_each(|s| self.count_score(s)),
            _ => {}
        }
        self.count_day(event);
        self.count_survivors(event);
        self.count_building(event);
        self.count_equipment(event);
    }

    fn finish(self) -> Vec<SeatStatistics> {
        self.stats
            .into_iter()
            .zip(self.items)
            .enumerate()
            .map(|(i, (stats, items))| SeatStatistics {
                seat: Seat(i as u8),
                stats: serde_json::to_value(stats).unwrap_or_default(),
                items: items.into_iter().collect(),
            })
            .collect()
    }

    /// The counters of `seat`; a seat the table does not have (a malformed stream) counts
    /// into a scratch entry rather than panicking.
    fn of(&mut self, seat: Seat) -> &mut SeatStats {
        let i = seat.index();
        if i >= self.stats.len() {
            self.stats.resize_with(i + 1, SeatStats::default);
            self.items.resize_with(i + 1, BTreeSet::new);
            self.rooms.resize_with(i + 1, Vec::new);
        }
        &mut self.stats[i]
    }

    fn add_item(&mut self, seat: Seat, category: &str, id: &str) {
        self.of(seat);
        self.items[seat.index()].insert(ContentItem::new(category, id));
    }

    /// The leader, the free room and the starting equipment, public from the reveal on.
    fn count_setup(&mut self, e: &SetupRevealed) {
        for clan in &e.clans {
            self.add_item(clan.seat, "leader", &clan.leader);
            self.rooms[clan.seat.index()] = clan.rooms.clone();
            self.room_built(clan.seat, clan.built_room);
            for tile in &clan.equipment {
                self.equipment_gained(clan.seat, *tile);
            }
        }
    }

    fn count_score(&mut self, sheet: &ScoreSheet) {
        let stats = self.of(sheet.seat);
        stats.sp = sheet.total;
        stats.full_rooms = sheet.full_rooms;
        stats.sp_by_row = SpByRow {
            events: sheet.resolved_events,
            full_rooms: sheet.full_rooms_sp,
            radiation: sheet.radiation,
            survivors: sheet.survivors,
            repaired_equipment: sheet.repaired_equipment,
            symbol_pairs: sheet.symbol_pairs,
        };
    }

    fn count_day(&mut self, event: &Event) {
        match event {
            Event::TurnStarted(e) => self.of(e.seat).activations += 1,
            Event::PreyHunted(e) => {
                let stats = self.of(e.seat);
                stats.prey_hunted += 1;
                stats.meat_hunted += e.meat;
            }
            Event::ExplorationTileDrawn(e) => self.of(e.seat).explorations += 1,
            Event::PressureApplied(e) => self.of(e.attacker).pressures += 1,
            Event::TokenPicked(TokenPicked {
                from, to: Some(to), ..
            }) if from != to => self.of(*to).tokens_taken += 1,
            _ => {}
        }
    }

    fn count_survivors(&mut self, event: &Event) {
        match event {
            Event::SurvivorGained(SurvivorGained { seat, .. })
            | Event::SurvivorRecruited(SurvivorRecruited { seat, .. }) => {
                self.of(*seat).survivors_gained += 1
            }
            Event::SurvivorLost(e) => self.of(e.seat).survivors_lost += 1,
            _ => {}
        }
    }

    fn count_building(&mut self, event: &Event) {
        match event {
            Event::RoomBuilt(e) => self.room_built(e.seat, e.room),
            Event::EventResolved(e) => {
                self.of(e.seat).events_resolved += 1;
                self.add_item(e.seat, "event", &e.event);
            }
            _ => {}
        }
    }

    fn room_built(&mut self, seat: Seat, slot: u8) {
        self.of(seat).rooms_built += 1;
        let id = self.rooms[seat.index()].get(slot as usize).cloned();
        if let Some(id) = id {
            self.add_item(seat, "room", &id);
        }
    }

    fn count_equipment(&mut self, event: &Event) {
        match event {
            Event::EquipmentTaken(e) => self.equipment_gained(e.seat, e.tile),
            Event::EquipmentDrawn(EquipmentDrawn {
                seat,
                tile: Some(tile),
                ..
            }) => self.equipment_gained(*seat, *tile),
            Event::EquipmentRepaired(e) => self.of(e.seat).equipment_repaired += 1,
            Event::EquipmentDestroyed(e) => self.of(e.seat).equipment_destroyed += 1,
            _ => {}
        }
    }

    fn equipment_gained(&mut self, seat: Seat, tile: u16) {
        self.of(seat).equipment_gained += 1;
        if let Some(id) = self.content.equipment_of_tile(tile) {
            self.add_item(seat, "equipment", &id);
        }
    }
}
