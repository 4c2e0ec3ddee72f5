//! Equipment tiles: each effect is a named function. Every effect needs the tile repaired
//! and untapped, and taps it (once per round).

use super::super::rules::Tx;
use super::super::state::*;
use crate::engine::Seat;

pub const AXE: &str = "axe";
pub const BOW: &str = "bow";
pub const JERRYCAN: &str = "jerrycan";
pub const ACCESS_CARD: &str = "access_card";
pub const AMMO_KIT: &str = "ammo_kit";
pub const CROWBAR: &str = "crowbar";
pub const CHAINSAW: &str = "chainsaw";
pub const FLASHLIGHT: &str = "flashlight";
pub const PICKAXE: &str = "pickaxe";
pub const WATER_PURIFIER: &str = "water_purifier";
pub const CLIMBING_HOOK: &str = "climbing_hook";
pub const SAW: &str = "saw";
pub const BACKPACK: &str = "backpack";
pub const METAL_DETECTOR: &str = "metal_detector";
pub const SHOTGUN: &str = "shotgun";
pub const BEAR_TRAP: &str = "bear_trap";
pub const BAT: &str = "bat";
pub const COMBAT_SUIT: &str = "combat_suit";
pub const WORK_EXOSKELETON: &str = "work_exoskeleton";
pub const HEAT_SENSOR: &str = "heat_sensor";

/// How an equipment tile works.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// When a hero moves to a matching area, gain from the bank.
    Arrival(fn(Area) -> bool, fn(&mut Tx, Seat) -> bool),
    /// When collecting this area's resource, take this many more from the area.
    CollectBonus(Area, u32),
    /// Used by a specific rule (movement, Cargo Ship, Dam, hunting, pressure).
    Rule,
}

/// The registry of every implemented equipment.
pub const REGISTRY: [(&str, Kind); 20] = [
    (AXE, Kind::CollectBonus(Area::Forest, 2)),
    (BOW, Kind::Arrival(|a| a == Area::Forest, bow)),
    (JERRYCAN, Kind::CollectBonus(Area::Dam, 1)),
    (ACCESS_CARD, Kind::Rule),
    (AMMO_KIT, Kind::CollectBonus(Area::MilitaryBase, 2)),
    (CROWBAR, Kind::Arrival(|a| a == Area::MilitaryBase, crowbar)),
    (CHAINSAW, Kind::Arrival(Area::is_city, chainsaw)),
    (FLASHLIGHT, Kind::Arrival(Area::is_city, flashlight)),
    (PICKAXE, Kind::CollectBonus(Area::Mine, 2)),
    (
        WATER_PURIFIER,
        Kind::Arrival(|a| a == Area::Mine, water_purifier),
    ),
    (CLIMBING_HOOK, Kind::Rule),
    (SAW, Kind::Arrival(|a| a == Area::CargoShip, saw)),
    (BACKPACK, Kind::CollectBonus(Area::AmusementPark, 2)),
    (
        METAL_DETECTOR,
        Kind::Arrival(|a| a == Area::AmusementPark, metal_detector),
    ),
    (SHOTGUN, Kind::Rule),
    (BEAR_TRAP, Kind::Rule),
    (BAT, Kind::Rule),
    (COMBAT_SUIT, Kind::Rule),
    (WORK_EXOSKELETON, Kind::Rule),
    (HEAT_SENSOR, Kind::Rule),
];

pub fn is_implemented(id: &str) -> bool {
    REGISTRY.iter().any(|(e, _)| *e == id)
}

fn ready(tx: &Tx, seat: Seat, id: &str) -> bool {
    tx.clan(seat).ready_equipment(id).is_some()
}

/// Arrival effects of every ready tile matching the area (applied after pressure).
pub fn on_arrival(tx: &mut Tx, seat: Seat, area: Area) {
    for (id, kind) in REGISTRY {
        if let Kind::Arrival(matches, effect) = kind
            && matches(area)
            && ready(tx, seat, id)
        {
            effect(tx, seat);
        }
    }
}

/// Extra tokens of a "+" tile for the first collect in its area this round (tapping it).
pub fn collect_bonus(tx: &mut Tx, seat: Seat, area: Area) -> u32 {
    for (id, kind) in REGISTRY {
        if let Kind::CollectBonus(a, n) = kind
            && a == area
            && ready(tx, seat, id)
        {
            tx.use_equipment(seat, id);
            return n;
        }
    }
    0
}

/// Bow (Forest: Meat 1): moving to the Forest gives 1 meat from the bank.
pub fn bow(tx: &mut Tx, seat: Seat) -> bool {
    tx.use_equipment(seat, BOW);
    tx.gain(seat, Stock::one(Resource::Meat, 1), BOW);
    true
}

/// Crowbar (Military Base: Microchip 2): moving to the Military Base gives 2 microchips.
pub fn crowbar(tx: &mut Tx, seat: Seat) -> bool {
    tx.use_equipment(seat, CROWBAR);
    tx.gain(seat, Stock::one(Resource::Microchip, 2), CROWBAR);
    true
}

/// Chainsaw (City: Wood 2): moving to a city gives 2 wood.
pub fn chainsaw(tx: &mut Tx, seat: Seat) -> bool {
    tx.use_equipment(seat, CHAINSAW);
    tx.gain(seat, Stock::one(Resource::Wood, 2), CHAINSAW);
    true
}

/// Flashlight (City: Survivor 1): moving to a city gives 1 survivor, if there is a place.
pub fn flashlight(tx: &mut Tx, seat: Seat) -> bool {
    if tx.survivor_place(seat).is_none() {
        return false;
    }
    tx.use_equipment(seat, FLASHLIGHT);
    tx.gain_survivor(seat, FLASHLIGHT)
}

/// Water Purifier (Mine: Water 1): moving to the Mine gives 1 water.
pub fn water_purifier(tx: &mut Tx, seat: Seat) -> bool {
    tx.use_equipment(seat, WATER_PURIFIER);
    tx.gain(seat, Stock::one(Resource::Water, 1), WATER_PURIFIER);
    true
}

/// Saw (Cargo Ship: Metal 2): moving to the Cargo Ship gives 2 metal.
pub fn saw(tx: &mut Tx, seat: Seat) -> bool {
    tx.use_equipment(seat, SAW);
    tx.gain(seat, Stock::one(Resource::Metal, 2), SAW);
    true
}

/// Metal Detector (Amusement Park: Canned 1): moving to the Park gives 1 canned food.
pub fn metal_detector(tx: &mut Tx, seat: Seat) -> bool {
    tx.use_equipment(seat, METAL_DETECTOR);
    tx.gain(seat, Stock::one(Resource::CannedFood, 1), METAL_DETECTOR);
    true
}

/// Access Card: activates the Dam's purifier without paying a microchip.
pub fn access_card(tx: &mut Tx, seat: Seat) {
    tx.use_equipment(seat, ACCESS_CARD);
}

/// Climbing Hook: the hero takes the Cargo Ship column one higher than its power.
pub fn climbing_hook(tx: &mut Tx, seat: Seat) {
    tx.use_equipment(seat, CLIMBING_HOOK);
}

/// Work Exoskeleton: one hero moves more than 2 areas.
pub fn work_exoskeleton(tx: &mut Tx, seat: Seat) {
    tx.use_equipment(seat, WORK_EXOSKELETON);
}

/// Bat: +1 to every pressure of this arrival.
pub fn bat(tx: &mut Tx, seat: Seat) {
    tx.use_equipment(seat, BAT);
}

/// Heat Sensor: the hunter picks any tile of the stack.
pub fn heat_sensor(tx: &mut Tx, seat: Seat) {
    tx.use_equipment(seat, HEAT_SENSOR);
}
