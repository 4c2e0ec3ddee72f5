//! The content of a game (rooms, equipment, leaders, events, prey, board numbers), parsed
//! from the JSON files of `domain/data/outlive/` and validated.
//!
//! The default content is embedded at compile time ([`Content::embedded`]). Another pack
//! (for instance with corrected provisional values) is parsed from its files' text with
//! [`Content::from_json_files`]; every value is checked and an error names the file and the
//! field (`rooms.json: items[3].food_cost: expected a number, found null`). Games set up
//! before content packs recorded their content whole in `GameStarted`; newer ones record
//! only the pack's name and hash, and the platform attaches the pack (docs/content-packs.md).

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::cards;
use crate::engine::json_kind;
use super::state::{Area, Resource, Stock};

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

pub use crate::engine::ContentError;

impl crate::engine::GameContent for Content {
    const FILES: &'static [&'static str] = &FILES;
    const EMBEDDED: &'static [(&'static str, &'static str)] = &EMBEDDED;
    // The pack embedded when games began to record their pack, which is today's.
    const LEGACY: &'static [(&'static str, &'static str)] = &EMBEDDED;

    fn parse(files: &[(&str, &str)]) -> Result<Self, ContentError> {
        Content::from_json_files(files)
    }
}

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

const EMBEDDED: [(&str, &str); 11] = [
    (
        "rooms.json",
        include_str!("../../../data/outlive/rooms.json"),
    ),
    (
        "equipment.json",
        include_str!("../../../data/outlive/equipment.json"),
    ),
    (
        "leaders.json",
        include_str!("../../../data/outlive/leaders.json"),
    ),
    (
        "events.json",
        include_str!("../../../data/outlive/events.json"),
    ),
    ("prey.json", include_str!("../../../data/outlive/prey.json")),
    (
        "locations.json",
        include_str!("../../../data/outlive/locations.json"),
    ),
    (
        "shelter.json",
        include_str!("../../../data/outlive/shelter.json"),
    ),
    (
        "scoring.json",
        include_str!("../../../data/outlive/scoring.json"),
    ),
    (
        "tables.json",
        include_str!("../../../data/outlive/tables.json"),
    ),
    (
        "exploration_tiles.json",
        include_str!("../../../data/outlive/exploration_tiles.json"),
    ),
    (
        "convoy.json",
        include_str!("../../../data/outlive/convoy.json"),
    ),
];

static DEFAULT: LazyLock<Content> = LazyLock::new(|| {
    Content::from_json_files(&EMBEDDED).unwrap_or_else(|e| panic!("embedded Outlive content: {e}"))
});

/// Reads one JSON document, naming the path of every problem.
struct Reader<'a> {
    file: &'a str,
}


impl Reader<'_> {
    fn err(&self, path: &str, problem: impl Into<String>) -> ContentError {
        ContentError {
            file: self.file.to_owned(),
            path: path.to_owned(),
            problem: problem.into(),
        }
    }

    fn field<'v>(
        &self,
        v: &'v Value,
        path: &str,
        key: &str,
    ) -> Result<(&'v Value, String), ContentError> {
        let p = if path.is_empty() {
            key.to_owned()
        } else {
            format!("{path}.{key}")
        };
        match v.get(key) {
            Some(x) => Ok((x, p)),
            None => Err(self.err(&p, "missing field")),
        }
    }

    fn num(&self, v: &Value, path: &str, key: &str) -> Result<u32, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        self.as_num(x, &p)
    }

    fn as_num(&self, x: &Value, p: &str) -> Result<u32, ContentError> {
        x.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| self.err(p, format!("expected a number, found {}", json_kind(x))))
    }

    fn int(&self, v: &Value, path: &str, key: &str) -> Result<i32, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .ok_or_else(|| self.err(&p, format!("expected a number, found {}", json_kind(x))))
    }

    fn string(&self, v: &Value, path: &str, key: &str) -> Result<String, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_str()
            .map(str::to_owned)
            .ok_or_else(|| self.err(&p, format!("expected a string, found {}", json_kind(x))))
    }

    fn opt_string(&self, v: &Value, key: &str) -> String {
        v.get(key)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    }

    fn boolean(&self, v: &Value, path: &str, key: &str) -> Result<bool, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_bool()
            .ok_or_else(|| self.err(&p, format!("expected a boolean, found {}", json_kind(x))))
    }

    fn array<'v>(
        &self,
        v: &'v Value,
        path: &str,
        key: &str,
    ) -> Result<(&'v Vec<Value>, String), ContentError> {
        let (x, p) = self.field(v, path, key)?;
        x.as_array()
            .map(|a| (a, p.clone()))
            .ok_or_else(|| self.err(&p, format!("expected an array, found {}", json_kind(x))))
    }

    fn nums(&self, v: &Value, path: &str, key: &str) -> Result<Vec<u32>, ContentError> {
        let (a, p) = self.array(v, path, key)?;
        a.iter()
            .enumerate()
            .map(|(i, x)| self.as_num(x, &format!("{p}[{i}]")))
            .collect()
    }

    /// `{"2": a, "3": b, "4": c}` as `[a, b, c]`.
    fn by_players(&self, v: &Value, path: &str, key: &str) -> Result<Vec<u32>, ContentError> {
        let (x, p) = self.field(v, path, key)?;
        ["2", "3", "4"].iter().map(|k| self.num(x, &p, k)).collect()
    }

    fn area(&self, x: &Value, p: &str) -> Result<Area, ContentError> {
        x.as_str()
            .and_then(Area::from_id)
            .ok_or_else(|| self.err(p, format!("expected an area id, found {x}")))
    }

    fn stock(&self, x: &Value, p: &str) -> Result<Stock, ContentError> {
        let obj = x.as_object().ok_or_else(|| {
            self.err(
                p,
                format!("expected an object of resource counts, found {}", json_kind(x)),
            )
        })?;
        let mut s = Stock::default();
        for (k, n) in obj {
            let r = Resource::from_id(k)
                .ok_or_else(|| self.err(&format!("{p}.{k}"), "unknown resource"))?;
            s.add(r, self.as_num(n, &format!("{p}.{k}"))?);
        }
        Ok(s)
    }

    fn items<'v>(&self, v: &'v Value) -> Result<(&'v Vec<Value>, String), ContentError> {
        self.array(v, "", "items")
    }
}

impl Content {
    /// The content embedded in the binary (`domain/data/outlive/`).
    pub fn embedded() -> &'static Content {
        &DEFAULT
    }

    /// Parse and validate content from `(file name, JSON text)` pairs; every file of
    /// [`FILES`] must be present.
    pub fn from_json_files(files: &[(&str, &str)]) -> Result<Content, ContentError> {
        let doc = |name: &str| -> Result<Value, ContentError> {
            let text = files
                .iter()
                .find(|(f, _)| *f == name)
                .map(|(_, t)| *t)
                .ok_or_else(|| ContentError {
                    file: name.to_owned(),
                    path: String::new(),
                    problem: "file missing".into(),
                })?;
            serde_json::from_str(text).map_err(|e| ContentError {
                file: name.to_owned(),
                path: String::new(),
                problem: format!("invalid JSON: {e}"),
            })
        };
        let mut c = Content::default();

        let r = Reader { file: "rooms.json" };
        let v = doc(r.file)?;
        let (items, p) = r.items(&v)?;
        for (i, x) in items.iter().enumerate() {
            let p = format!("{p}[{i}]");
            let id = r.string(x, &p, "id")?;
            if !cards::rooms::is_implemented(&id) {
                return Err(r.err(
                    &format!("{p}.id"),
                    format!("no implementation for room '{id}'"),
                ));
            }
            let tile = r.string(x, &p, "tile_type")?;
            c.rooms.push(RoomData {
                id,
                name: r.string(x, &p, "name")?,
                name_ja: r.opt_string(x, "name_ja"),
                tile_type: match tile.as_str() {
                    "basic" => TileType::Basic,
                    "advanced" => TileType::Advanced,
                    _ => {
                        return Err(r.err(
                            &format!("{p}.tile_type"),
                            format!("expected \"basic\" or \"advanced\", found \"{tile}\""),
                        ));
                    }
                },
                copies: r.num(x, &p, "copies")?,
                food_cost: r.num(x, &p, "food_cost")?,
                survivor_spaces: r.num(x, &p, "survivor_spaces")?,
                effect: r.string(x, &p, "effect")?,
            });
        }
        if c.rooms
            .iter()
            .filter(|r| r.tile_type == TileType::Basic)
            .count()
            != 3
        {
            return Err(r.err("items", "expected exactly 3 basic rooms"));
        }

        let r = Reader {
            file: "equipment.json",
        };
        let v = doc(r.file)?;
        let (items, p) = r.items(&v)?;
        for (i, x) in items.iter().enumerate() {
            let p = format!("{p}[{i}]");
            let id = r.string(x, &p, "id")?;
            if !cards::equipment::is_implemented(&id) {
                return Err(r.err(
                    &format!("{p}.id"),
                    format!("no implementation for equipment '{id}'"),
                ));
            }
            let (cost, cp) = r.field(x, &p, "repair_cost")?;
            c.equipment.push(EquipmentData {
                id,
                name: r.string(x, &p, "name")?,
                name_ja: r.opt_string(x, "name_ja"),
                label: r.opt_string(x, "label"),
                repair_cost: r.stock(cost, &cp)?,
                copies: r.num(x, &p, "copies")?,
                effect: r.string(x, &p, "effect")?,
            });
        }
        let (pairs, pp) = r.array(&v, "", "pairs")?;
        for (i, x) in pairs.iter().enumerate() {
            let pair: Vec<&str> = x
                .as_array()
                .map(|a| a.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            if pair.len() != 2
                || pair
                    .iter()
                    .any(|id| !c.equipment.iter().any(|e| e.id == *id))
            {
                return Err(r.err(&format!("{pp}[{i}]"), "expected two equipment ids"));
            }
            c.equipment_pairs
                .push((pair[0].to_owned(), pair[1].to_owned()));
        }

        let r = Reader {
            file: "leaders.json",
        };
        let v = doc(r.file)?;
        let (items, p) = r.items(&v)?;
        for (i, x) in items.iter().enumerate() {
            let p = format!("{p}[{i}]");
            let id = r.string(x, &p, "id")?;
            if !cards::leaders::is_implemented(&id) {
                return Err(r.err(
                    &format!("{p}.id"),
                    format!("no implementation for leader '{id}'"),
                ));
            }
            let (areas, ap) = r.array(x, &p, "start_areas")?;
            let start_areas = areas
                .iter()
                .enumerate()
                .map(|(j, a)| r.area(a, &format!("{ap}[{j}]")))
                .collect::<Result<Vec<_>, _>>()?;
            if start_areas.len() != 4 {
                return Err(r.err(&ap, "expected 4 areas"));
            }
            let (res, rp) = r.field(x, &p, "start_resources")?;
            let draws = res.is_string();
            let (eq, ep) = r.array(x, &p, "start_equipment")?;
            let mut start_equipment = Vec::new();
            for (j, e) in eq.iter().enumerate() {
                let e = e.as_str().unwrap_or_default();
                if !c.equipment.iter().any(|d| d.id == e) {
                    return Err(r.err(&format!("{ep}[{j}]"), format!("unknown equipment '{e}'")));
                }
                start_equipment.push(e.to_owned());
            }
            c.leaders.push(LeaderData {
                id,
                name: r.string(x, &p, "name")?,
                name_ja: r.opt_string(x, "name_ja"),
                age: r.num(x, &p, "age")?,
                start_areas,
                start_resources: if draws {
                    Stock::default()
                } else {
                    r.stock(res, &rp)?
                },
                start_equipment,
                draws_starting_tiles: draws,
            });
        }

        let r = Reader {
            file: "events.json",
        };
        let v = doc(r.file)?;
        let (items, p) = r.items(&v)?;
        for (i, x) in items.iter().enumerate() {
            let p = format!("{p}[{i}]");
            let id = r.string(x, &p, "id")?;
            if !cards::events::is_implemented(&id) {
                return Err(r.err(
                    &format!("{p}.id"),
                    format!("no implementation for event '{id}'"),
                ));
            }
            let (cost, cp) = r.field(x, &p, "resolution_cost")?;
            let reduces = cards::events::needs_amount(&id);
            c.events.push(EventData {
                name: r.string(x, &p, "name")?,
                name_ja: r.opt_string(x, "name_ja"),
                scarcity: r.boolean(x, &p, "scarcity_event")?,
                cost: r.stock(cost, &cp)?,
                survival_points: r.num(x, &p, "survival_points")?,
                amount: if reduces { r.num(x, &p, "amount")? } else { 0 },
                effect: r.string(x, &p, "effect")?,
                id,
            });
        }

        let r = Reader { file: "prey.json" };
        let v = doc(r.file)?;
        let (items, p) = r.items(&v)?;
        for (i, x) in items.iter().enumerate() {
            let p = format!("{p}[{i}]");
            let meat = r.nums(x, &p, "meat_by_ordinal")?;
            if meat.len() != 4 {
                return Err(r.err(&format!("{p}.meat_by_ordinal"), "expected 4 numbers"));
            }
            c.prey.push(PreyData {
                endurance: r.num(x, &p, "endurance")?.min(20) as u8,
                meat_by_ordinal: meat,
                count: r.num(x, &p, "count")?,
            });
        }

        let r = Reader {
            file: "locations.json",
        };
        let v = doc(r.file)?;
        let (items, p) = r.items(&v)?;
        c.adjacent = vec![Vec::new(); 8];
        for (i, x) in items.iter().enumerate() {
            let p = format!("{p}[{i}]");
            let (idv, ip) = r.field(x, &p, "id")?;
            let area = r.area(idv, &ip)?;
            let (adj, adjp) = r.array(x, &p, "adjacent")?;
            c.adjacent[area.index()] = adj
                .iter()
                .enumerate()
                .map(|(j, a)| r.area(a, &format!("{adjp}[{j}]")))
                .collect::<Result<_, _>>()?;
            if area == Area::CargoShip {
                let (cols, colp) = r.array(x, &p, "columns")?;
                for (j, col) in cols.iter().enumerate() {
                    c.cargo_canned
                        .push(r.num(col, &format!("{colp}[{j}]"), "canned_food")?);
                }
                if c.cargo_canned.len() != 4 {
                    return Err(r.err(&colp, "expected 4 columns (powers 3 to 6)"));
                }
            }
        }
        if c.cargo_canned.len() != 4 || c.adjacent.iter().any(Vec::is_empty) {
            return Err(r.err("items", "every area must be listed with its neighbours"));
        }

        let r = Reader {
            file: "shelter.json",
        };
        let v = doc(r.file)?;
        let (airlock, ap) = r.field(&v, "", "airlock")?;
        c.airlock_columns = r.nums(airlock, &ap, "column_spaces")?;
        let (gauge, gp) = r.field(&v, "", "radiation_gauge")?;
        c.radiation_best = r.int(gauge, &gp, "best_end")?;
        c.radiation_worst = r.int(gauge, &gp, "worst_end")?;

        let r = Reader {
            file: "scoring.json",
        };
        let v = doc(r.file)?;
        let (cats, cp) = r.array(&v, "", "categories")?;
        let (i, full) = cats
            .iter()
            .enumerate()
            .find(|(_, x)| x.get("id").and_then(Value::as_str) == Some("full_rooms"))
            .ok_or_else(|| r.err(&cp, "missing the full_rooms category"))?;
        let (table, tp) = r.field(full, &format!("{cp}[{i}]"), "table")?;
        for n in 0..=7 {
            c.full_room_sp.push(r.int(table, &tp, &n.to_string())?);
        }

        let r = Reader {
            file: "tables.json",
        };
        let v = doc(r.file)?;
        c.prey_stack_size = r.by_players(&v, "", "prey_stack_size")?;
        c.exploration_stack_size = r.by_players(&v, "", "exploration_stack_size_per_city")?;
        c.radiation_by_round = r.nums(&v, "", "radiation_level_by_round")?;
        if c.radiation_by_round.len() != 6 {
            return Err(r.err("radiation_level_by_round", "expected 6 rounds"));
        }
        let (refill, rp) = r.field(&v, "", "morning_refill_to")?;
        c.refill_to = vec![vec![0, 0, 0]; 8];
        for (key, area) in [
            ("forest_wood", Area::Forest),
            ("dam_water", Area::Dam),
            ("amusement_park_microchip", Area::AmusementPark),
            ("mine_metal", Area::Mine),
            ("military_base_ammo", Area::MilitaryBase),
        ] {
            c.refill_to[area.index()] = r.by_players(refill, &rp, key)?;
        }

        let r = Reader {
            file: "exploration_tiles.json",
        };
        let v = doc(r.file)?;
        let (items, p) = r.items(&v)?;
        for (i, x) in items.iter().enumerate() {
            let p = format!("{p}[{i}]");
            let (cityv, cityp) = r.field(x, &p, "city")?;
            let (gain, gp) = r.field(x, &p, "gain")?;
            let iodine = gain.get("radiation_steps_down").is_some();
            let mut g = gain.clone();
            if let Some(o) = g.as_object_mut() {
                o.remove("radiation_steps_down");
            }
            c.exploration.push(ExplorationData {
                id: r.string(x, &p, "id")?,
                city: r.area(cityv, &cityp)?,
                count: r.num(x, &p, "count")?,
                gain: r.stock(&g, &gp)?,
                iodine,
            });
        }

        let _ = doc("convoy.json")?;
        let total_prey: u32 = c.prey.iter().map(|p| p.count).sum();
        if total_prey < 3 * c.prey_stack_size[2] {
            return Err(ContentError {
                file: "prey.json".into(),
                path: "items".into(),
                problem: format!(
                    "{total_prey} prey tiles cannot fill three stacks of {}",
                    c.prey_stack_size[2]
                ),
            });
        }
        Ok(c)
    }

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
        if id == cards::rooms::SURVIVOR_EACH_ROUND_MAX_8 {
            8.max(self.room_spaces(id))
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
