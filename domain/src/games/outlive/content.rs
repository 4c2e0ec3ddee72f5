//! The content of a game as the rules read it: rooms, equipment, leaders, events, prey and
//! the board's numbers, with the queries the rules ask of them. Parsing a pack's JSON files
//! and validating them against the cards is `pack/`.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::vocabulary::{Area, Stock};
pub use crate::engine::ContentError;

/// The content files, by file name.
pub const FILES: [&str; 11] = [
    "rooms.json",
    "equipment.json",
    "leaders.json",
    "events.json",
    "prey.json",
    "locations.json",
    "shelter.json",
    "scoring.json",
    "tables.json",
    "exploration_tiles.json",
    "convoy.json",
];

/// The one room whose survivors grow past its printed spaces ("Gain 1 Survivor in This Room
/// Each Round (max 8)"); its maximum is printed in its name, not given by the data.
pub const GROWING_ROOM: &str = "survivor_each_round_max_8";
/// Most survivors the growing room holds.
pub const GROWING_ROOM_MAX: u32 = 8;

/// Basic (3 per shelter) or advanced (6 dealt, 4 kept).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileType {
    Basic,
    Advanced,
}

/// One room effect (tile design).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoomData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub tile_type: TileType,
    pub copies: u32,
    pub food_cost: u32,
    pub survivor_spaces: u32,
    pub effect: String,
}

/// One equipment design.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EquipmentData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub label: String,
    pub repair_cost: Stock,
    pub copies: u32,
    pub effect: String,
}

/// One leader card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LeaderData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub age: u32,
    pub start_areas: Vec<Area>,
    pub start_resources: Stock,
    pub start_equipment: Vec<String>,
    /// Starting resources come from 4 drawn exploration tiles, 1 discarded (Marie Coolpepper).
    pub draws_starting_tiles: bool,
}

/// One event card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EventData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub scarcity: bool,
    pub cost: Stock,
    pub survival_points: u32,
    /// Tokens or tiles removed by a "reduce" event (0 for the others).
    pub amount: u32,
    pub effect: String,
}

/// One kind of prey tile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PreyData {
    pub endurance: u8,
    pub meat_by_ordinal: Vec<u32>,
    pub count: u32,
}

/// One exploration tile design of a city.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExplorationData {
    pub id: String,
    pub city: Area,
    pub count: u32,
    pub gain: Stock,
    pub iodine: bool,
}

/// Everything the rules read from data.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Content {
    pub rooms: Vec<RoomData>,
    pub equipment: Vec<EquipmentData>,
    /// Symbol pairs of equipment ids (one left half, one right half).
    pub equipment_pairs: Vec<(String, String)>,
    pub leaders: Vec<LeaderData>,
    pub events: Vec<EventData>,
    pub prey: Vec<PreyData>,
    pub exploration: Vec<ExplorationData>,
    /// Neighbours of each area, indexed like `Area::ALL`.
    pub adjacent: Vec<Vec<Area>>,
    /// Canned food of Cargo Ship columns 3, 4, 5, 6.
    pub cargo_canned: Vec<u32>,
    /// Spaces of each airlock column, column 1 first.
    pub airlock_columns: Vec<u32>,
    pub radiation_best: i32,
    pub radiation_worst: i32,
    pub radiation_by_round: Vec<u32>,
    /// SP by number of full rooms (index = rooms).
    pub full_room_sp: Vec<i32>,
    /// Indexed by player count - 2.
    pub prey_stack_size: Vec<u32>,
    pub exploration_stack_size: Vec<u32>,
    /// Refill-to per area (indexed like `Area::ALL`), per player count - 2.
    pub refill_to: Vec<Vec<u32>>,
}

impl Content {
    /// The content as stored in `GameStarted` (compact JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// SHA-256 of [`Content::to_json`], hex.
    pub fn hash(&self) -> String {
        let digest = Sha256::digest(self.to_json().as_bytes());
        digest.iter().map(|b| format!("{b:02x}")).collect()
    }

    pub fn room(&self, id: &str) -> Option<&RoomData> {
        self.rooms.iter().find(|r| r.id == id)
    }

    pub fn room_spaces(&self, id: &str) -> u32 {
        self.room(id).map_or(0, |r| r.survivor_spaces)
    }

    /// Most survivors a room may hold (its spaces, or 8 for the room that grows).
    pub fn room_capacity(&self, id: &str) -> u32 {
        if id == GROWING_ROOM {
            GROWING_ROOM_MAX.max(self.room_spaces(id))
        } else {
            self.room_spaces(id)
        }
    }

    pub fn equipment(&self, id: &str) -> Option<&EquipmentData> {
        self.equipment.iter().find(|e| e.id == id)
    }

    pub fn leader(&self, id: &str) -> Option<&LeaderData> {
        self.leaders.iter().find(|l| l.id == id)
    }

    pub fn event(&self, id: &str) -> Option<&EventData> {
        self.events.iter().find(|e| e.id == id)
    }

    pub fn airlock_capacity(&self) -> u32 {
        self.airlock_columns.iter().sum()
    }

    /// Airlock columns holding at least one survivor (packed from column 1).
    pub fn occupied_columns(&self, survivors: u32) -> u32 {
        let mut left = survivors;
        let mut n = 0;
        for c in &self.airlock_columns {
            if left == 0 {
                break;
            }
            n += 1;
            left = left.saturating_sub(*c);
        }
        n
    }

    /// Every physical equipment tile: (instance number, id), numbered from 1.
    pub fn equipment_tiles(&self) -> Vec<(u16, String)> {
        let mut out = Vec::new();
        let mut n = 1u16;
        for e in &self.equipment {
            for _ in 0..e.copies {
                out.push((n, e.id.clone()));
                n += 1;
            }
        }
        out
    }

    pub fn equipment_of_tile(&self, tile: u16) -> Option<String> {
        let mut n = 1u16;
        for e in &self.equipment {
            if tile >= n && tile < n + e.copies as u16 {
                return Some(e.id.clone());
            }
            n += e.copies as u16;
        }
        None
    }

    /// Every exploration tile of a city, by id (copies repeated).
    pub fn exploration_tiles(&self, city: Area) -> Vec<String> {
        self.exploration
            .iter()
            .filter(|t| t.city == city)
            .flat_map(|t| std::iter::repeat_n(t.id.clone(), t.count as usize))
            .collect()
    }

    pub fn exploration_tile(&self, id: &str) -> Option<&ExplorationData> {
        self.exploration.iter().find(|t| t.id == id)
    }

    /// Every prey tile (endurances), in data order.
    pub fn prey_tiles(&self) -> Vec<u8> {
        self.prey
            .iter()
            .flat_map(|p| std::iter::repeat_n(p.endurance, p.count as usize))
            .collect()
    }

    /// Meat for the `ordinal`-th (1-based) tile of this endurance; past the 4th, the 4th.
    pub fn prey_meat(&self, endurance: u8, ordinal: usize) -> u32 {
        self.prey
            .iter()
            .find(|p| p.endurance == endurance)
            .and_then(|p| p.meat_by_ordinal.get(ordinal.clamp(1, 4) - 1).copied())
            .unwrap_or(0)
    }

    /// Shortest number of moves between two areas (along the green arrows).
    pub fn distance(&self, from: Area, to: Area) -> u32 {
        let mut dist = [u32::MAX; 8];
        dist[from.index()] = 0;
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(a) = queue.pop_front() {
            for b in self.adjacent.get(a.index()).into_iter().flatten() {
                if dist[b.index()] == u32::MAX {
                    dist[b.index()] = dist[a.index()] + 1;
                    queue.push_back(*b);
                }
            }
        }
        dist[to.index()]
    }

    /// Where `points` of radiation move a gauge standing at `from` (never past the worst
    /// end), and how many points go past the worst end (each costs a survivor).
    pub fn radiation_hit(&self, from: i32, points: u32) -> (i32, u32) {
        let to = (from - points as i32).max(self.radiation_worst);
        (to, points - (from - to) as u32)
    }

    pub fn radiation_level(&self, round: u32) -> u32 {
        self.radiation_by_round
            .get(round.saturating_sub(1) as usize)
            .copied()
            .unwrap_or(0)
    }

    pub fn by_players(table: &[u32], players: usize) -> u32 {
        table.get(players.saturating_sub(2)).copied().unwrap_or(0)
    }
}
