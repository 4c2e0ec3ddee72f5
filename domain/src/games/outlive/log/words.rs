//! The vocabulary the log's lines share: clan names, areas, tokens, and the names of rooms,
//! equipment, leaders and events from the content the state carries.

use super::super::state::{LossKind, State};
use super::super::vocabulary::{Area, Resource, Stock};
use crate::engine::Seat;
use crate::engine::words::{self, humanized};
pub use crate::engine::words::{capitalized, list, plural};

/// What a line may read besides its event: the state's public facts and the seats' names
/// (`engine::words::Words`), with this game's words below.
pub type Words<'a> = words::Words<'a, State>;

impl Words<'_> {
    /// The printed name of a room, an equipment, a leader or an event, by its content id;
    /// an area or a rule in words otherwise (`cargo_ship`, `iodine`).
    pub fn named(&self, id: &str) -> String {
        let content = &self.state.content;
        content
            .room(id)
            .map(|r| r.name.clone())
            .or_else(|| content.equipment(id).map(|e| e.name.clone()))
            .or_else(|| content.leader(id).map(|l| l.name.clone()))
            .or_else(|| content.event(id).map(|e| e.name.clone()))
            .or_else(|| Area::from_id(id).map(|a| area(a).to_owned()))
            .unwrap_or_else(|| humanized(id))
    }

    /// The printed name of the equipment on a tile (tiles are public once drawn).
    pub fn tile(&self, tile: u16) -> String {
        self.state
            .content
            .equipment_of_tile(tile)
            .map_or_else(|| format!("tile {tile}"), |id| self.named(&id))
    }

    /// Several tiles' names, as a list in words.
    pub fn tiles(&self, tiles: &[u16]) -> String {
        list(tiles.iter().map(|t| self.tile(*t)).collect())
    }

    /// A room of a clan's shelter by its slot: the room's name (rooms are public once the
    /// setup is revealed).
    pub fn room(&self, seat: Seat, slot: u8) -> String {
        self.state
            .clan(seat)
            .and_then(|c| c.rooms.get(usize::from(slot)))
            .map_or_else(|| format!("room {}", slot + 1), |r| self.named(&r.id))
    }

    /// An exploration tile by what it gives.
    pub fn exploration_tile(&self, id: &str) -> String {
        match self.state.content.exploration_tile(id) {
            Some(tile) if tile.iodine => "an iodine tile".to_owned(),
            Some(tile) => format!("a tile of {}", stock(&tile.gain)),
            None => "a tile".to_owned(),
        }
    }
}

/// An area of the board in words.
pub fn area(area: Area) -> &'static str {
    match area {
        Area::Forest => "the Forest",
        Area::Dam => "the Dam",
        Area::MilitaryBase => "the Military Base",
        Area::SilentPeakCity => "Silent Peak City",
        Area::Mine => "the Mine",
        Area::CargoShip => "the Cargo Ship",
        Area::AmusementPark => "the Amusement Park",
        Area::BlackwoodCity => "Blackwood City",
    }
}

/// A kind of token in words.
pub fn resource(resource: Resource) -> &'static str {
    match resource {
        Resource::Meat => "meat",
        Resource::Water => "water",
        Resource::CannedFood => "canned food",
        Resource::Wood => "wood",
        Resource::Metal => "metal",
        Resource::Microchip => "microchip",
        Resource::Ammo => "ammo",
    }
}

/// `n` tokens of one kind: `3 wood`, `1 microchip`, `2 microchips`.
pub fn tokens(n: u32, r: Resource) -> String {
    let word = resource(r);
    if n != 1 && r == Resource::Microchip {
        format!("{n} {word}s")
    } else {
        format!("{n} {word}")
    }
}

/// A bag of tokens in words: `2 wood and 1 metal`; `nothing` when empty.
pub fn stock(stock: &Stock) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|r| stock.get(*r) > 0)
        .map(|r| tokens(stock.get(r), r))
        .collect();
    if parts.is_empty() {
        "nothing".to_owned()
    } else {
        list(parts)
    }
}

/// What a loss takes, in words.
pub fn loss(kind: LossKind, count: u32) -> String {
    let what = match kind {
        LossKind::Loot => "food or material token",
        LossKind::Food => "food token",
        LossKind::MaterialOrAmmo => "material or ammo token",
        LossKind::Survivor => "survivor",
    };
    plural(count, what)
}
