//! Events of the setup: the board dealt, the clans' secret choices and their reveal, the
//! first player.

use serde::{Deserialize, Serialize};

use super::super::options::Options;
use super::super::vocabulary::{Area, Stock};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// The table was set up, with the content pack named here.
    GameStarted = "OutliveGameStarted" {
        /// Number of clans (2 to 4).
        seat_count: u8,
        /// The table options.
        options: Options,
        /// Name of the content (`embedded` for the built-in data).
        content_name: String,
        /// SHA-256 of the pack (of `contentJson` in games set up before content packs).
        content_hash: String,
        /// Empty since content packs: the pack is stored once, by hash. Games set up before
        /// hold their whole content here and fold with it.
        content_json: String,
    }
}

payload! {
    /// The equipment draw pile was shuffled. The order is secret (`null` for every viewer).
    EquipmentPileShuffled = "OutliveEquipmentPileShuffled" {
        /// Tiles in the new pile.
        count: u32,
        /// Tile numbers, top first (stored only).
        order: Option<Vec<u16>>,
        /// The discard pile was shuffled into the new pile.
        from_discard: bool,
    }
}

payload! {
    /// A prey stack was formed. Only the top tile is public.
    PreyStackFormed = "OutlivePreyStackFormed" {
        /// Forest, Mine or Amusement Park.
        area: Area,
        /// Tiles in the stack.
        count: u32,
        /// Endurance of the top tile.
        top: Option<u8>,
        /// Endurances, top first (stored only; `null` for every viewer).
        tiles: Option<Vec<u8>>,
    }
}

payload! {
    /// A city's exploration stack was formed; the excluded tiles are face up.
    ExplorationStackFormed = "OutliveExplorationStackFormed" {
        /// The city.
        city: Area,
        /// Tiles in the face-down stack.
        count: u32,
        /// Tile ids, top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
        /// Tiles set aside face up this round.
        excluded: Vec<String>,
    }
}

payload! {
    /// Six events were dealt face down on the convoy board, one per round.
    EventsDealt = "OutliveEventsDealt" {
        /// Number of events dealt.
        count: u32,
        /// Event ids by round (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// A clan was dealt its leaders and advanced rooms (visible to that seat only).
    ClanDealt = "OutliveClanDealt" {
        /// The clan.
        seat: Seat,
        /// The 2 leader ids (`null` for other viewers).
        leaders: Option<Vec<String>>,
        /// The 6 advanced room ids (`null` for other viewers).
        rooms: Option<Vec<String>>,
    }
}

/// Which secret setup step a clan took.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "OutliveSetupStep")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SetupStep {
    /// Discarded a dealt advanced room.
    DiscardRoom,
    /// Chose a leader.
    ChooseLeader,
    /// Chose the room built for free.
    BuildRoom,
    /// Split the starting survivors.
    PlaceSurvivors,
    /// Placed a hero.
    PlaceHero,
    /// Drew an exploration tile (Marie Coolpepper).
    DrawTile,
    /// Discarded a drawn exploration tile (Marie Coolpepper).
    DiscardTile,
}

payload! {
    /// The content of one secret setup choice.
    SetupChoice = "OutliveSetupChoice" {
        /// Index chosen (dealt room, drawn tile) or number (survivors in the room), or hero.
        index: Option<u8>,
        /// Leader id, or the drawn tile id.
        id: Option<String>,
        /// Room slot built.
        room: Option<u8>,
        /// Area (hero placement) or city (tile draw).
        area: Option<Area>,
    }
}

payload! {
    /// A clan made one secret setup choice. `choice` is `null` for other viewers.
    SetupChoiceMade = "OutliveSetupChoiceMade" {
        /// The clan.
        seat: Seat,
        /// Which step.
        step: SetupStep,
        /// What was chosen (only that seat sees it).
        choice: Option<SetupChoice>,
    }
}

payload! {
    /// One hero's starting area.
    HeroPlacement = "OutliveHeroPlacement" {
        /// Hero 0-3.
        hero: u8,
        /// Its power.
        power: u8,
        /// Its area.
        area: Area,
    }
}

payload! {
    /// A clan's public setup.
    ClanSetup = "OutliveClanSetup" {
        /// The clan.
        seat: Seat,
        /// Chosen leader id.
        leader: String,
        /// Room ids by slot (3 basic then the 4 kept advanced).
        rooms: Vec<String>,
        /// Slot of the room built for free.
        built_room: u8,
        /// Survivors in that room.
        survivors_in_room: u8,
        /// Survivors in the airlock.
        survivors_in_airlock: u8,
        /// Hero areas.
        heroes: Vec<HeroPlacement>,
        /// Starting resources.
        resources: Stock,
        /// Starting (broken) equipment tile numbers, taken out of the pile.
        equipment: Vec<u16>,
        /// Exploration tiles kept (Marie Coolpepper), empty otherwise.
        kept_tiles: Vec<String>,
        /// Radiation after setup (an iodine tile may lower it).
        radiation: i32,
    }
}

payload! {
    /// Every clan finished its setup; the choices are public from now on.
    SetupRevealed = "OutliveSetupRevealed" {
        /// Every clan, by seat.
        clans: Vec<ClanSetup>,
    }
}

payload! {
    /// The first-player token was given.
    FirstPlayerAssigned = "OutliveFirstPlayerAssigned" {
        /// The first player.
        seat: Seat,
        /// Age of that clan's leader.
        leader_age: u32,
    }
}
