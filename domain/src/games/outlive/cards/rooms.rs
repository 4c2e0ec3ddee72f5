//! Room tiles: each effect is a named function or query. A room works only while built and
//! full, and (unless continuous) once per round.

use super::super::command::Reduction;
use super::super::content::{GROWING_ROOM, GROWING_ROOM_MAX};
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use crate::engine::{RuleError, Seat};

pub const ROOM_BUILD_DISCOUNT: &str = "room_build_discount";
pub const DRAW_EQUIPMENT_AND_REPAIR: &str = "draw_equipment_and_repair";
pub const EVENT_COST_REDUCTION: &str = "event_cost_reduction";
pub const HUNTING_MEAT_PLUS_2: &str = "hunting_meat_plus_2";
pub const CARGO_CANNED_PLUS_1: &str = "cargo_canned_plus_1";
pub const CARGO_CANNED_PLUS_2_ALWAYS_PLACE: &str = "cargo_canned_plus_2_always_place";
pub const AMMO_4: &str = "ammo_4";
pub const FIXED_WATER_1: &str = "fixed_water_1";
pub const EVENT_IMMUNITY: &str = "event_immunity";
pub const DISMANTLE_EQUIPMENT: &str = "dismantle_equipment";
pub const RADIATION_MINUS_1: &str = "radiation_minus_1";
pub const AIRLOCK_VENTILATION_1: &str = "airlock_ventilation_1";
pub const SURVIVOR_EACH_ROUND_MAX_8: &str = GROWING_ROOM;
pub const CITY_EXPLORATION_PLUS_2: &str = "city_exploration_plus_2";
pub const DRAW_EQUIPMENT_2: &str = "draw_equipment_2";
pub const PEEK_EXPLORATION_STACK: &str = "peek_exploration_stack";
pub const HERO3_PRESSURE_IMMUNITY: &str = "hero3_pressure_immunity";
pub const AUTO_REPAIR_1: &str = "auto_repair_1";
pub const HUNTING_MEAT_PLUS_1: &str = "hunting_meat_plus_1";
pub const PRESSURE_CHOOSE_LOOT: &str = "pressure_choose_loot";
pub const EMPTY_BOX_WOOD_METAL: &str = "empty_box_wood_metal";
pub const REPAIR_DISCOUNT_2: &str = "repair_discount_2";

/// When a room's effect is used.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// `activateRoom` in night step 5 (repair rooms also in step 6).
    Activated(fn(&mut Tx, Seat, usize, Option<u16>)),
    /// Applied by the rules at the moment it concerns (building, hunting, the Cargo Ship...).
    Situational,
    /// Always on while full.
    Continuous,
}

/// The registry of every implemented room.
pub const REGISTRY: [(&str, Kind); 22] = [
    (ROOM_BUILD_DISCOUNT, Kind::Situational),
    (
        DRAW_EQUIPMENT_AND_REPAIR,
        Kind::Activated(draw_equipment_and_repair),
    ),
    (EVENT_COST_REDUCTION, Kind::Situational),
    (HUNTING_MEAT_PLUS_2, Kind::Situational),
    (CARGO_CANNED_PLUS_1, Kind::Situational),
    (CARGO_CANNED_PLUS_2_ALWAYS_PLACE, Kind::Situational),
    (AMMO_4, Kind::Activated(ammo_4)),
    (FIXED_WATER_1, Kind::Situational),
    (EVENT_IMMUNITY, Kind::Continuous),
    (DISMANTLE_EQUIPMENT, Kind::Activated(dismantle_equipment)),
    (RADIATION_MINUS_1, Kind::Activated(radiation_minus_1)),
    (AIRLOCK_VENTILATION_1, Kind::Situational),
    (
        SURVIVOR_EACH_ROUND_MAX_8,
        Kind::Activated(survivor_each_round_max_8),
    ),
    (CITY_EXPLORATION_PLUS_2, Kind::Situational),
    (DRAW_EQUIPMENT_2, Kind::Activated(draw_equipment_2)),
    (PEEK_EXPLORATION_STACK, Kind::Situational),
    (HERO3_PRESSURE_IMMUNITY, Kind::Situational),
    (AUTO_REPAIR_1, Kind::Situational),
    (HUNTING_MEAT_PLUS_1, Kind::Situational),
    (PRESSURE_CHOOSE_LOOT, Kind::Continuous),
    (EMPTY_BOX_WOOD_METAL, Kind::Situational),
    (REPAIR_DISCOUNT_2, Kind::Situational),
];

pub fn is_implemented(id: &str) -> bool {
    REGISTRY.iter().any(|(r, _)| *r == id)
}

fn kind(id: &str) -> Option<Kind> {
    REGISTRY.iter().find(|(r, _)| *r == id).map(|(_, k)| *k)
}

fn full(state: &State, seat: Seat, id: &str) -> bool {
    state
        .clan(seat)
        .is_some_and(|c| c.full_room(&state.content, id).is_some())
}

/// Validate `activateRoom` for a room (already known full and unused).
pub fn check_activation(
    state: &State,
    seat: Seat,
    id: &str,
    tile: Option<u16>,
    phase: Phase,
) -> Result<(), RuleError> {
    let Some(Kind::Activated(_)) = kind(id) else {
        return Err(RuleError::new(
            "NOT_ACTIVATED",
            "This room works by itself when its situation arises; it has nothing to activate",
        ));
    };
    if phase == Phase::Repairing && id != DRAW_EQUIPMENT_AND_REPAIR {
        return Err(RuleError::wrong_phase(
            "Only repair rooms can be used in night step 6",
        ));
    }
    let clan = &state.clans[seat.index()];
    let needs_tile = id == DISMANTLE_EQUIPMENT;
    if needs_tile != tile.is_some() {
        return Err(RuleError::new(
            "WRONG_TARGET",
            if needs_tile {
                "Name the equipment tile to destroy"
            } else {
                "This room takes no equipment tile"
            },
        ));
    }
    if let Some(t) = tile
        && !clan.equipment.iter().any(|e| e.tile == t)
    {
        return Err(RuleError::new(
            "NO_SUCH_TILE",
            "Destroy one of your own equipment tiles",
        ));
    }
    if id == SURVIVOR_EACH_ROUND_MAX_8
        && clan
            .rooms
            .iter()
            .find(|r| r.id == id && r.built)
            .is_some_and(|r| r.survivors >= GROWING_ROOM_MAX)
    {
        return Err(RuleError::new(
            "ROOM_AT_MAXIMUM",
            "This room already holds 8 survivors",
        ));
    }
    Ok(())
}

/// Use an activated room (validated).
pub fn activate(tx: &mut Tx, seat: Seat, slot: usize, tile: Option<u16>) {
    let id = tx.clan(seat).rooms[slot].id.clone();
    if let Some(Kind::Activated(f)) = kind(&id) {
        f(tx, seat, slot, tile);
    }
}

/// Ammo 4: take 4 ammo from the bank.
pub fn ammo_4(tx: &mut Tx, seat: Seat, slot: usize, _tile: Option<u16>) {
    tx.use_room(seat, slot, None);
    tx.gain(seat, Stock::one(Resource::Ammo, 4), AMMO_4);
}

/// Radiation Gauge -1 Space.
pub fn radiation_minus_1(tx: &mut Tx, seat: Seat, slot: usize, _tile: Option<u16>) {
    tx.use_room(seat, slot, None);
    tx.lower_radiation(seat, 1, RADIATION_MINUS_1);
}

/// Gain 1 Survivor in This Room Each Round (max 8).
pub fn survivor_each_round_max_8(tx: &mut Tx, seat: Seat, slot: usize, _tile: Option<u16>) {
    tx.use_room(seat, slot, None);
    tx.emit(Event::SurvivorGained(SurvivorGained {
        seat,
        room: Some(slot as u8),
        cause: SURVIVOR_EACH_ROUND_MAX_8.into(),
    }));
}

/// Draw 2 Equipment Tiles (broken; owned duplicates redrawn).
pub fn draw_equipment_2(tx: &mut Tx, seat: Seat, slot: usize, _tile: Option<u16>) {
    tx.use_room(seat, slot, None);
    tx.draw_equipment(seat, DRAW_EQUIPMENT_2);
    tx.draw_equipment(seat, DRAW_EQUIPMENT_2);
}

/// Draw 1 Equipment / Repair -1: draw 1 tile; afterwards one repair this round costs 1
/// token less (`repairEquipment` with this room).
pub fn draw_equipment_and_repair(tx: &mut Tx, seat: Seat, slot: usize, _tile: Option<u16>) {
    tx.use_room(seat, slot, None);
    tx.draw_equipment(seat, DRAW_EQUIPMENT_AND_REPAIR);
}

/// Destroy 1 Equipment and Recover Its Materials.
pub fn dismantle_equipment(tx: &mut Tx, seat: Seat, slot: usize, tile: Option<u16>) {
    let Some(tile) = tile else { return };
    let id = tx
        .clan(seat)
        .equipment
        .iter()
        .find(|e| e.tile == tile)
        .map(|e| e.id.clone())
        .unwrap_or_default();
    let materials = tx
        .content()
        .equipment(&id)
        .map(|e| e.repair_cost)
        .unwrap_or_default();
    tx.use_room(seat, slot, None);
    tx.emit(Event::EquipmentDestroyed(EquipmentDestroyed {
        seat,
        tile,
        materials,
    }));
}

/// Room Construction: Materials -2 (applied by `buildRoom`: the build costs 1 material).
pub fn room_build_discount(tx: &mut Tx, seat: Seat, slot: usize) {
    tx.use_room(seat, slot, None);
}

/// Event Resolution reduction (applied by `resolveEvent` with a reduction).
pub fn event_cost_reduction(tx: &mut Tx, seat: Seat, slot: usize) {
    tx.use_room(seat, slot, None);
}

/// The reduction options a full event-reduction room offers.
pub const REDUCTIONS: [Reduction; 3] = [Reduction::Materials, Reduction::Ammo, Reduction::Food];

/// Hunting: Meat +2 and Meat +1: extra meat when gaining a prey tile (each once per round).
pub fn hunting_meat_bonus(tx: &mut Tx, seat: Seat) -> u32 {
    let mut meat = 0;
    for (id, n) in [(HUNTING_MEAT_PLUS_2, 2), (HUNTING_MEAT_PLUS_1, 1)] {
        if tx.use_ready_room(seat, id).is_some() {
            meat += n;
        }
    }
    meat
}

/// Cargo Ship: Canned Food +1 / +2: the ready rooms offered on arrival at the Cargo Ship.
pub fn arrival_offers(state: &State, seat: Seat, area: Area) -> Vec<String> {
    if area != Area::CargoShip {
        return Vec::new();
    }
    [CARGO_CANNED_PLUS_1, CARGO_CANNED_PLUS_2_ALWAYS_PLACE]
        .into_iter()
        .filter(|id| state.ready_room(seat, id).is_some())
        .map(String::from)
        .collect()
}

/// Cargo Ship: Canned Food +1 / +2, accepted: the extra canned food.
pub fn cargo_canned(tx: &mut Tx, seat: Seat, id: &str) {
    let n = if id == CARGO_CANNED_PLUS_1 { 1 } else { 2 };
    if tx.use_ready_room(seat, id).is_some() {
        tx.gain(seat, Stock::one(Resource::CannedFood, n), id);
    }
}

/// "… & Hero Can Always Be Placed": the Cargo Ship column may be occupied (continuous).
pub fn always_place_on_cargo(state: &State, seat: Seat) -> bool {
    full(state, seat, CARGO_CANNED_PLUS_2_ALWAYS_PLACE)
}

/// Water 1 (Fixed): 1 virtual water for this night (start of night step 1).
pub fn fixed_water_1(tx: &mut Tx, seat: Seat) {
    if let Some(slot) = tx.use_ready_room(seat, FIXED_WATER_1) {
        tx.emit(Event::FixedWaterProduced(FixedWaterProduced {
            seat,
            room: slot as u8,
        }));
    }
}

/// Event Immunity: the clan ignores non-scarcity events (continuous).
pub fn event_immunity(state: &State, seat: Seat) -> bool {
    full(state, seat, EVENT_IMMUNITY)
}

/// Airlock: Ventilation 1 is offered in night step 3 when it would cancel a point (the
/// airlock survivors do not already block the whole level).
pub fn ventilation_offer(state: &State, seat: Seat, level: u32) -> bool {
    state.clan(seat).is_some_and(|c| c.airlock < level)
        && state.ready_room(seat, AIRLOCK_VENTILATION_1).is_some()
}

/// Airlock: Ventilation 1, accepted: cancels 1 more radiation point this night.
pub fn airlock_ventilation_1(tx: &mut Tx, seat: Seat) -> u32 {
    u32::from(tx.use_ready_room(seat, AIRLOCK_VENTILATION_1).is_some())
}

/// City: Exploration Tiles +2 is offered after a paid exploration in a city where it was
/// not used this round (G29).
pub fn exploration_plus_2_offer(state: &State, seat: Seat, city: Area) -> bool {
    state.clan(seat).is_some_and(|c| {
        c.full_room(&state.content, CITY_EXPLORATION_PLUS_2)
            .is_some()
            && !c.explore_bonus_cities.contains(&city)
            && !state.cities[city.city_index().unwrap_or(0)]
                .stack
                .is_empty()
    })
}

/// City: Exploration Tiles +2, accepted: the room is used, and the rule explores the 2
/// free tiles it returns, one at a time (fewer if the stack runs out; once per city per
/// round, else 0).
pub fn city_exploration_plus_2(tx: &mut Tx, seat: Seat, city: Area) -> u32 {
    let Some(slot) = tx
        .clan(seat)
        .full_room(tx.content(), CITY_EXPLORATION_PLUS_2)
    else {
        return 0;
    };
    if tx.clan(seat).explore_bonus_cities.contains(&city) {
        return 0;
    }
    tx.use_room(seat, slot, Some(city));
    2
}

/// Empty Box: Wood 1, Metal 1 is offered when an empty tile is drawn in a city where it was
/// not used this round.
pub fn empty_box_offer(state: &State, seat: Seat, city: Area) -> bool {
    state.clan(seat).is_some_and(|c| {
        c.full_room(&state.content, EMPTY_BOX_WOOD_METAL).is_some()
            && !c.empty_box_cities.contains(&city)
    })
}

/// Empty Box: Wood 1, Metal 1, accepted (once per city per round).
pub fn empty_box_wood_metal(tx: &mut Tx, seat: Seat, city: Area) {
    let Some(slot) = tx.clan(seat).full_room(tx.content(), EMPTY_BOX_WOOD_METAL) else {
        return;
    };
    if tx.clan(seat).empty_box_cities.contains(&city) {
        return;
    }
    tx.use_room(seat, slot, Some(city));
    tx.gain(
        seat,
        Stock {
            wood: 1,
            metal: 1,
            ..Stock::default()
        },
        EMPTY_BOX_WOOD_METAL,
    );
}

/// Secretly Look at 1 Exploration Stack: any time during the day, also outside the
/// owner's turn (G45).
pub fn peek_exploration_stack(tx: &mut Tx, seat: Seat, city: Area) {
    if tx.use_ready_room(seat, PEEK_EXPLORATION_STACK).is_none() {
        return;
    }
    let ci = city.city_index().unwrap_or(0);
    let tiles = tx.s.cities[ci].stack.clone();
    tx.emit(Event::ExplorationStackPeeked(ExplorationStackPeeked {
        seat,
        city,
        tiles: Some(tiles),
    }));
}

/// Pressure: Choose the Resources to Steal (continuous): the attacker picks the loot.
pub fn pressure_choose_loot(state: &State, seat: Seat) -> bool {
    full(state, seat, PRESSURE_CHOOSE_LOOT)
}

/// One of Your Hero[3] Does Not Receive Pressure: offered in `respondToPressure`.
pub fn hero3_pressure_immunity(state: &State, seat: Seat) -> bool {
    state.ready_room(seat, HERO3_PRESSURE_IMMUNITY).is_some()
}

/// Automatically Repair 1 Equipment / Equipment Repair: Materials -2: used through
/// `repairEquipment` with the room (see `rules::night::repair_cost`).
pub fn repair_room(id: &str) -> bool {
    matches!(
        id,
        AUTO_REPAIR_1 | REPAIR_DISCOUNT_2 | DRAW_EQUIPMENT_AND_REPAIR
    )
}
