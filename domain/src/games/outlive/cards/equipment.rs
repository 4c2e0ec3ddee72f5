//! Equipment tiles: each effect is a named function. Every effect needs the tile repaired
//! and untapped, and taps it (once per round).

use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
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

/// The ready tiles whose arrival gain applies in this area, offered to the clan after
/// pressure (spec 5.5: optional, a tile may be kept for a later hero). The Flashlight is
/// offered only while a gained survivor has a place.
pub fn arrival_offers(tx: &Tx, seat: Seat, area: Area) -> Vec<String> {
    REGISTRY
        .iter()
        .filter(|(id, kind)| {
            matches!(kind, Kind::Arrival(matches, _) if matches(area))
                && ready(tx, seat, id)
                && (*id != FLASHLIGHT || tx.survivor_place(seat).is_some())
        })
        .map(|(id, _)| id.to_string())
        .collect()
}

/// Use an accepted arrival gain or "+" tile (see `rules::bonus`).
pub fn accept(tx: &mut Tx, seat: Seat, id: &str) {
    match REGISTRY.iter().find(|(e, _)| *e == id).map(|(_, k)| *k) {
        Some(Kind::Arrival(_, effect)) => {
            effect(tx, seat);
        }
        Some(Kind::CollectBonus(area, n)) => collect_plus(tx, seat, id, area, n),
        _ if id == BAT => bat(tx, seat),
        _ => {}
    }
}

/// The ready "+" tile of this area, offered after a collect action while the area still
/// has tokens (rule 9.6: it needs at least 1 token collected with a collect action).
pub fn collect_plus_offer(state: &State, seat: Seat, area: Area) -> Option<&'static str> {
    if state.tokens(area) == 0 {
        return None;
    }
    let clan = state.clan(seat)?;
    REGISTRY.iter().find_map(|(id, kind)| match kind {
        Kind::CollectBonus(a, _) if *a == area && clan.ready_equipment(id).is_some() => Some(*id),
        _ => None,
    })
}

/// A "+" tile (Axe, Jerrycan, Ammo Kit, Pickaxe, Backpack): take its extra tokens from the
/// area, as many as remain.
pub fn collect_plus(tx: &mut Tx, seat: Seat, id: &str, area: Area, n: u32) {
    let Some(resource) = area.resource() else {
        return;
    };
    tx.use_equipment(seat, id);
    let count = n.min(tx.s.tokens(area));
    tx.emit(Event::TokensCollected(TokensCollected {
        seat,
        area,
        resource,
        count,
        action_points: 0,
    }));
}

/// An arrival gain from the bank: the tile is tapped, the tokens gained.
fn gain_from_bank(tx: &mut Tx, seat: Seat, id: &str, r: Resource, n: u32) -> bool {
    tx.use_equipment(seat, id);
    tx.gain(seat, Stock::one(r, n), id);
    true
}

/// Bow (Forest: Meat 1): moving to the Forest gives 1 meat from the bank.
pub fn bow(tx: &mut Tx, seat: Seat) -> bool {
    gain_from_bank(tx, seat, BOW, Resource::Meat, 1)
}

/// Crowbar (Military Base: Microchip 2): moving to the Military Base gives 2 microchips.
pub fn crowbar(tx: &mut Tx, seat: Seat) -> bool {
    gain_from_bank(tx, seat, CROWBAR, Resource::Microchip, 2)
}

/// Chainsaw (City: Wood 2): moving to a city gives 2 wood.
pub fn chainsaw(tx: &mut Tx, seat: Seat) -> bool {
    gain_from_bank(tx, seat, CHAINSAW, Resource::Wood, 2)
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
    gain_from_bank(tx, seat, WATER_PURIFIER, Resource::Water, 1)
}

/// Saw (Cargo Ship: Metal 2): moving to the Cargo Ship gives 2 metal.
pub fn saw(tx: &mut Tx, seat: Seat) -> bool {
    gain_from_bank(tx, seat, SAW, Resource::Metal, 2)
}

/// Metal Detector (Amusement Park: Canned 1): moving to the Park gives 1 canned food.
pub fn metal_detector(tx: &mut Tx, seat: Seat) -> bool {
    gain_from_bank(tx, seat, METAL_DETECTOR, Resource::CannedFood, 1)
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

/// Bat: +1 to every pressure of this arrival (offered before the first pressure).
pub fn bat(tx: &mut Tx, seat: Seat) {
    tx.use_equipment(seat, BAT);
}

/// Heat Sensor: the hunter picks any tile of the stack.
pub fn heat_sensor(tx: &mut Tx, seat: Seat) {
    tx.use_equipment(seat, HEAT_SENSOR);
}
