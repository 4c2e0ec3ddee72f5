//! The game's small vocabulary: the areas of the board, the kinds of resource token and a
//! bag of tokens. Content, state, commands and events all speak it, so it depends on nothing
//! of the game.

use serde::{Deserialize, Serialize};

/// An area of the game board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "OutliveArea")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Area {
    /// Wood and hunting.
    Forest,
    /// Water, after activating the purifier (1 microchip).
    Dam,
    /// Ammo and the iodine (once per round for everyone).
    MilitaryBase,
    /// The east city: equipment and exploration.
    SilentPeakCity,
    /// Metal and hunting.
    Mine,
    /// Canned food and survivors by column; the first-player token.
    CargoShip,
    /// Microchips and hunting.
    AmusementPark,
    /// The west city: equipment and exploration.
    BlackwoodCity,
}

impl Area {
    /// Every area, in data order.
    pub const ALL: [Area; 8] = [
        Area::Forest,
        Area::Dam,
        Area::MilitaryBase,
        Area::SilentPeakCity,
        Area::Mine,
        Area::CargoShip,
        Area::AmusementPark,
        Area::BlackwoodCity,
    ];
    /// The two cities.
    pub const CITIES: [Area; 2] = [Area::BlackwoodCity, Area::SilentPeakCity];
    /// The three areas with a prey stack.
    pub const HUNTING: [Area; 3] = [Area::Forest, Area::Mine, Area::AmusementPark];

    pub fn index(self) -> usize {
        Area::ALL.iter().position(|a| *a == self).unwrap_or(0)
    }

    /// The snake_case id used in the data files.
    pub fn id(self) -> &'static str {
        match self {
            Area::Forest => "forest",
            Area::Dam => "dam",
            Area::MilitaryBase => "military_base",
            Area::SilentPeakCity => "silent_peak_city",
            Area::Mine => "mine",
            Area::CargoShip => "cargo_ship",
            Area::AmusementPark => "amusement_park",
            Area::BlackwoodCity => "blackwood_city",
        }
    }

    pub fn from_id(id: &str) -> Option<Area> {
        Area::ALL.into_iter().find(|a| a.id() == id)
    }

    pub fn is_city(self) -> bool {
        Area::CITIES.contains(&self)
    }

    /// The resource collected here with 1 AP, if any.
    pub fn resource(self) -> Option<Resource> {
        match self {
            Area::Forest => Some(Resource::Wood),
            Area::Dam => Some(Resource::Water),
            Area::MilitaryBase => Some(Resource::Ammo),
            Area::Mine => Some(Resource::Metal),
            Area::AmusementPark => Some(Resource::Microchip),
            _ => None,
        }
    }

    /// Index of the prey stack of this area, if it has one.
    pub fn prey_index(self) -> Option<usize> {
        Area::HUNTING.iter().position(|a| *a == self)
    }

    /// Index of this city among the cities.
    pub fn city_index(self) -> Option<usize> {
        Area::CITIES.iter().position(|a| *a == self)
    }
}

/// A kind of resource token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "OutliveResource")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Resource {
    /// Food; discarded at the end of every round.
    Meat,
    /// Food; only 2 kept at the end of a round; pays for airlock columns.
    Water,
    /// Imperishable food.
    CannedFood,
    /// Material.
    Wood,
    /// Material.
    Metal,
    /// Material; also activates the Dam's purifier.
    Microchip,
    /// Cancels pressure and lowers prey endurance.
    Ammo,
}

impl Resource {
    pub const ALL: [Resource; 7] = [
        Resource::Meat,
        Resource::Water,
        Resource::CannedFood,
        Resource::Wood,
        Resource::Metal,
        Resource::Microchip,
        Resource::Ammo,
    ];
    pub const FOOD: [Resource; 3] = [Resource::Meat, Resource::Water, Resource::CannedFood];
    pub const MATERIALS: [Resource; 3] = [Resource::Wood, Resource::Metal, Resource::Microchip];

    pub fn id(self) -> &'static str {
        match self {
            Resource::Meat => "meat",
            Resource::Water => "water",
            Resource::CannedFood => "canned_food",
            Resource::Wood => "wood",
            Resource::Metal => "metal",
            Resource::Microchip => "microchip",
            Resource::Ammo => "ammo",
        }
    }

    pub fn from_id(id: &str) -> Option<Resource> {
        Resource::ALL.into_iter().find(|r| r.id() == id)
    }

    pub fn is_food(self) -> bool {
        Resource::FOOD.contains(&self)
    }

    pub fn is_material(self) -> bool {
        Resource::MATERIALS.contains(&self)
    }
}

/// A bag of resource tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveStock")
)]
#[serde(rename_all = "camelCase", default)]
pub struct Stock {
    /// Meat tokens.
    pub meat: u32,
    /// Water tokens.
    pub water: u32,
    /// Canned food tokens.
    pub canned_food: u32,
    /// Wood tokens.
    pub wood: u32,
    /// Metal tokens.
    pub metal: u32,
    /// Microchip tokens.
    pub microchip: u32,
    /// Ammo tokens.
    pub ammo: u32,
}

impl Stock {
    pub fn get(&self, r: Resource) -> u32 {
        match r {
            Resource::Meat => self.meat,
            Resource::Water => self.water,
            Resource::CannedFood => self.canned_food,
            Resource::Wood => self.wood,
            Resource::Metal => self.metal,
            Resource::Microchip => self.microchip,
            Resource::Ammo => self.ammo,
        }
    }

    fn slot(&mut self, r: Resource) -> &mut u32 {
        match r {
            Resource::Meat => &mut self.meat,
            Resource::Water => &mut self.water,
            Resource::CannedFood => &mut self.canned_food,
            Resource::Wood => &mut self.wood,
            Resource::Metal => &mut self.metal,
            Resource::Microchip => &mut self.microchip,
            Resource::Ammo => &mut self.ammo,
        }
    }

    pub fn add(&mut self, r: Resource, n: u32) {
        let s = self.slot(r);
        *s = s.saturating_add(n);
    }

    /// Remove up to `n` tokens (never below 0).
    pub fn remove(&mut self, r: Resource, n: u32) {
        let s = self.slot(r);
        *s = s.saturating_sub(n);
    }

    pub fn one(r: Resource, n: u32) -> Stock {
        let mut s = Stock::default();
        s.add(r, n);
        s
    }

    pub fn add_all(&mut self, other: &Stock) {
        for r in Resource::ALL {
            self.add(r, other.get(r));
        }
    }

    pub fn remove_all(&mut self, other: &Stock) {
        for r in Resource::ALL {
            self.remove(r, other.get(r));
        }
    }

    /// Whether this bag holds at least every token of `other`.
    pub fn covers(&self, other: &Stock) -> bool {
        Resource::ALL.iter().all(|r| self.get(*r) >= other.get(*r))
    }

    pub fn food(&self) -> u32 {
        self.meat + self.water + self.canned_food
    }

    pub fn materials(&self) -> u32 {
        self.wood + self.metal + self.microchip
    }

    pub fn total(&self) -> u32 {
        self.food() + self.materials() + self.ammo
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }
}
