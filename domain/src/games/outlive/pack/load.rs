//! Parsing and validating a content pack: the JSON files of `domain/data/outlive/`.
//!
//! The default content is embedded at compile time ([`Content::embedded`]). Another pack
//! (for instance with corrected provisional values) is parsed from its files' text with
//! [`Content::from_json_files`]; every value is checked and an error names the file and the
//! field (`rooms.json: items[3].food_cost: expected a number, found null`). A room,
//! equipment, leader or event the cards do not implement is refused. Games set up before
//! content packs recorded their content whole in `GameStarted`; newer ones record only the
//! pack's name and hash, and the platform attaches the pack (docs/content-packs.md).

use std::sync::LazyLock;

use serde_json::Value;

use super::super::cards::{equipment, events, leaders, rooms};
use super::super::content::{
    Content, EquipmentData, EventData, ExplorationData, FILES, LeaderData, PreyData, RoomData,
    TileType,
};
use super::super::vocabulary::{Area, Stock};
use super::reader::Reader;
use crate::engine::ContentError;

impl crate::engine::GameContent for Content {
    const FILES: &'static [&'static str] = &FILES;
    const EMBEDDED: &'static [(&'static str, &'static str)] = &EMBEDDED;
    // The pack embedded when games began to record their pack, which is today's.
    const LEGACY: &'static [(&'static str, &'static str)] = &EMBEDDED;

    fn parse(files: &[(&str, &str)]) -> Result<Self, ContentError> {
        Content::from_json_files(files)
    }
}

const EMBEDDED: [(&str, &str); 11] = [
    (
        "rooms.json",
        include_str!("../../../../data/outlive/rooms.json"),
    ),
    (
        "equipment.json",
        include_str!("../../../../data/outlive/equipment.json"),
    ),
    (
        "leaders.json",
        include_str!("../../../../data/outlive/leaders.json"),
    ),
    (
        "events.json",
        include_str!("../../../../data/outlive/events.json"),
    ),
    (
        "prey.json",
        include_str!("../../../../data/outlive/prey.json"),
    ),
    (
        "locations.json",
        include_str!("../../../../data/outlive/locations.json"),
    ),
    (
        "shelter.json",
        include_str!("../../../../data/outlive/shelter.json"),
    ),
    (
        "scoring.json",
        include_str!("../../../../data/outlive/scoring.json"),
    ),
    (
        "tables.json",
        include_str!("../../../../data/outlive/tables.json"),
    ),
    (
        "exploration_tiles.json",
        include_str!("../../../../data/outlive/exploration_tiles.json"),
    ),
    (
        "convoy.json",
        include_str!("../../../../data/outlive/convoy.json"),
    ),
];

static DEFAULT: LazyLock<Content> = LazyLock::new(|| {
    Content::from_json_files(&EMBEDDED).unwrap_or_else(|e| panic!("embedded Outlive content: {e}"))
});

/// Reads one file's document into the content.
type ReadFile = fn(&Reader, &mut Content, &Value) -> Result<(), ContentError>;

/// The files read, in order: a later file may refer to an earlier one (a leader's starting
/// equipment to the equipment).
const READ_IN_ORDER: [(&str, ReadFile); 10] = [
    ("rooms.json", read_rooms),
    ("equipment.json", read_equipment),
    ("leaders.json", read_leaders),
    ("events.json", read_events),
    ("prey.json", read_prey),
    ("locations.json", read_locations),
    ("shelter.json", read_shelter),
    ("scoring.json", read_scoring),
    ("tables.json", read_tables),
    ("exploration_tiles.json", read_exploration_tiles),
];

impl Content {
    /// The content embedded in the binary (`domain/data/outlive/`).
    pub fn embedded() -> &'static Content {
        &DEFAULT
    }

    /// Parse and validate content from `(file name, JSON text)` pairs; every file of
    /// [`FILES`](super::super::content::FILES) must be present.
    pub fn from_json_files(files: &[(&str, &str)]) -> Result<Content, ContentError> {
        let mut c = Content::default();
        for (file, read) in READ_IN_ORDER {
            read(&Reader { file }, &mut c, &document(files, file)?)?;
        }
        document(files, "convoy.json")?;
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
}

/// The JSON document of one file of the pack.
fn document(files: &[(&str, &str)], name: &str) -> Result<Value, ContentError> {
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
}

/// The room tiles; every id needs an implementation, and exactly 3 are basic.
fn read_rooms(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (items, p) = r.items(v)?;
    for (i, x) in items.iter().enumerate() {
        let p = format!("{p}[{i}]");
        let id = r.string(x, &p, "id")?;
        if !rooms::is_implemented(&id) {
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
    Ok(())
}

/// The equipment designs and their symbol pairs; every id needs an implementation.
fn read_equipment(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (items, p) = r.items(v)?;
    for (i, x) in items.iter().enumerate() {
        let p = format!("{p}[{i}]");
        let id = r.string(x, &p, "id")?;
        if !equipment::is_implemented(&id) {
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
    let (pairs, pp) = r.array(v, "", "pairs")?;
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
    Ok(())
}

/// The leaders: 4 starting areas each, and resources printed or drawn (a string).
fn read_leaders(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (items, p) = r.items(v)?;
    for (i, x) in items.iter().enumerate() {
        let p = format!("{p}[{i}]");
        let id = r.string(x, &p, "id")?;
        if !leaders::is_implemented(&id) {
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
    Ok(())
}

/// The event cards; a scarcity event also gives the amount it removes.
fn read_events(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (items, p) = r.items(v)?;
    for (i, x) in items.iter().enumerate() {
        let p = format!("{p}[{i}]");
        let id = r.string(x, &p, "id")?;
        if !events::is_implemented(&id) {
            return Err(r.err(
                &format!("{p}.id"),
                format!("no implementation for event '{id}'"),
            ));
        }
        let (cost, cp) = r.field(x, &p, "resolution_cost")?;
        let reduces = events::needs_amount(&id);
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
    Ok(())
}

/// The prey tiles: endurance, meat by ordinal, count.
fn read_prey(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (items, p) = r.items(v)?;
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
    Ok(())
}

/// The areas and their neighbours, and the Cargo Ship's columns.
fn read_locations(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (items, p) = r.items(v)?;
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
    Ok(())
}

/// The airlock columns and the radiation gauge.
fn read_shelter(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (airlock, ap) = r.field(v, "", "airlock")?;
    c.airlock_columns = r.nums(airlock, &ap, "column_spaces")?;
    let (gauge, gp) = r.field(v, "", "radiation_gauge")?;
    c.radiation_best = r.int(gauge, &gp, "best_end")?;
    c.radiation_worst = r.int(gauge, &gp, "worst_end")?;
    Ok(())
}

/// The full-room table of the scoring categories.
fn read_scoring(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (cats, cp) = r.array(v, "", "categories")?;
    let (i, full) = cats
        .iter()
        .enumerate()
        .find(|(_, x)| x.get("id").and_then(Value::as_str) == Some("full_rooms"))
        .ok_or_else(|| r.err(&cp, "missing the full_rooms category"))?;
    let (table, tp) = r.field(full, &format!("{cp}[{i}]"), "table")?;
    for n in 0..=7 {
        c.full_room_sp.push(r.int(table, &tp, &n.to_string())?);
    }
    Ok(())
}

/// The numbers by player count and the radiation level of every round.
fn read_tables(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    c.prey_stack_size = r.by_players(v, "", "prey_stack_size")?;
    c.exploration_stack_size = r.by_players(v, "", "exploration_stack_size_per_city")?;
    c.radiation_by_round = r.nums(v, "", "radiation_level_by_round")?;
    if c.radiation_by_round.len() != 6 {
        return Err(r.err("radiation_level_by_round", "expected 6 rounds"));
    }
    let (refill, rp) = r.field(v, "", "morning_refill_to")?;
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
    Ok(())
}

/// The exploration tiles of both cities.
fn read_exploration_tiles(r: &Reader, c: &mut Content, v: &Value) -> Result<(), ContentError> {
    let (items, p) = r.items(v)?;
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
    Ok(())
}
