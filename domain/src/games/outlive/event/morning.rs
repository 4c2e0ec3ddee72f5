//! Events of a round's morning and day step 1: refills, the city displays and stacks, the
//! event turned up and applied.

use super::super::vocabulary::{Area, Resource};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// A round began.
    RoundStarted = "OutliveRoundStarted" {
        /// Round 1 to 6.
        round: u32,
        /// Radiation level of this round.
        radiation_level: u32,
    }
}

payload! {
    /// An area was refilled up to its number.
    AreaRefilled = "OutliveAreaRefilled" {
        /// The area.
        area: Area,
        /// Its resource.
        resource: Resource,
        /// Tokens added.
        added: u32,
        /// Tokens there now.
        total: u32,
    }
}

payload! {
    /// The iodine is available again.
    IodineReset = "OutliveIodineReset" {
        /// The round.
        round: u32,
    }
}

payload! {
    /// A survivor was placed on every empty Cargo Ship column.
    CargoSurvivorsPlaced = "OutliveCargoSurvivorsPlaced" {
        /// Columns (powers) that received one.
        columns: Vec<u8>,
    }
}

payload! {
    /// A city's old display was discarded and new tiles drawn face up.
    CityEquipmentDrawn = "OutliveCityEquipmentDrawn" {
        /// The city.
        city: Area,
        /// Tiles discarded from the old display.
        discarded: Vec<u16>,
        /// Tiles now displayed.
        tiles: Vec<u16>,
    }
}

payload! {
    /// The round's event was turned face up.
    EventRevealed = "OutliveEventRevealed" {
        /// The round.
        round: u32,
        /// Event id.
        event: String,
    }
}

payload! {
    /// A face-up, unresolved event was applied.
    EventApplied = "OutliveEventApplied" {
        /// Event id.
        event: String,
        /// Clans not affected (full Event Immunity room).
        immune: Vec<Seat>,
    }
}

payload! {
    /// Tokens were removed from an area.
    AreaTokensRemoved = "OutliveAreaTokensRemoved" {
        /// The area.
        area: Area,
        /// Tokens removed.
        count: u32,
        /// Cause (event id).
        cause: String,
    }
}

payload! {
    /// Tiles were removed from the top of a city's exploration stack and laid face up.
    ExplorationTilesRemoved = "OutliveExplorationTilesRemoved" {
        /// The city.
        city: Area,
        /// The tiles.
        tiles: Vec<String>,
        /// Cause (event id).
        cause: String,
    }
}
