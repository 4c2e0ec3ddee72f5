//! Events of the day: turns, hero moves, pressure, optional effects offered and answered,
//! actions.

use super::super::vocabulary::{Area, Resource};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// Optional effects offered to the acting clan: it answers each with `useBonus` or
    /// `declineBonus` before acting further.
    BonusesOffered = "OutliveBonusesOffered" {
        /// The clan.
        seat: Seat,
        /// Equipment or room ids (`bow`, `bat`, `axe`, `cargo_canned_plus_1`, ...).
        sources: Vec<String>,
    }
}

payload! {
    /// An offered optional effect was used; its effect's events follow.
    BonusAccepted = "OutliveBonusAccepted" {
        /// The clan.
        seat: Seat,
        /// Equipment or room id.
        source: String,
    }
}

payload! {
    /// An offered optional effect was declined: the tile or room stays unused.
    BonusDeclined = "OutliveBonusDeclined" {
        /// The clan.
        seat: Seat,
        /// Equipment or room id.
        source: String,
    }
}

payload! {
    /// The day's activations begin.
    DayStarted = "OutliveDayStarted" {
        /// The round.
        round: u32,
        /// Who acts first.
        first_player: Seat,
    }
}

payload! {
    /// A clan's turn to activate a hero.
    TurnStarted = "OutliveTurnStarted" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// A hero stood up and moved.
    HeroMoved = "OutliveHeroMoved" {
        /// The clan.
        seat: Seat,
        /// Hero 0-3.
        hero: u8,
        /// Where it came from.
        from: Area,
        /// Where it ended.
        to: Area,
        /// Cargo Ship column, when it ended there.
        column: Option<u8>,
        /// The column's survivor was taken off the ship.
        took_survivor: bool,
        /// Action points for this activation.
        action_points: u32,
    }
}

payload! {
    /// A hero that could not move stood up in place.
    HeroStayed = "OutliveHeroStayed" {
        /// The clan.
        seat: Seat,
        /// Hero 0-3.
        hero: u8,
    }
}

payload! {
    /// A clan took the first-player token (it becomes first player at night).
    FirstPlayerTokenTaken = "OutliveFirstPlayerTokenTaken" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// An equipment tile was used (tapped until night step 7).
    EquipmentUsed = "OutliveEquipmentUsed" {
        /// The clan.
        seat: Seat,
        /// Equipment id.
        equipment: String,
    }
}

payload! {
    /// A room's once-per-round effect was used.
    RoomUsed = "OutliveRoomUsed" {
        /// The clan.
        seat: Seat,
        /// Room slot.
        room: u8,
        /// Room id.
        id: String,
        /// The city, for the once-per-city rooms (Exploration +2, Empty Box).
        city: Option<Area>,
    }
}

payload! {
    /// A hero pressures a weaker active hero.
    PressureApplied = "OutlivePressureApplied" {
        /// The moving clan.
        attacker: Seat,
        /// The pressured clan.
        defender: Seat,
        /// The pressured hero.
        defender_hero: u8,
        /// Pressure points (power difference, +1 with the Bat).
        points: u32,
        /// The defender has no food and no materials: nothing happens.
        nothing_to_steal: bool,
    }
}

payload! {
    /// The defender answered.
    PressureDefended = "OutlivePressureDefended" {
        /// The pressured clan.
        defender: Seat,
        /// Ammo spent.
        ammo: u32,
        /// Combat Suit used.
        combat_suit: bool,
        /// Immunity room used.
        immunity_room: bool,
        /// Points left: tokens to hand over.
        remaining: u32,
    }
}

payload! {
    /// The hero may now act.
    ActionsStarted = "OutliveActionsStarted" {
        /// The clan.
        seat: Seat,
        /// Action points.
        action_points: u32,
    }
}

payload! {
    /// The purifier was activated.
    PurifierActivated = "OutlivePurifierActivated" {
        /// The clan.
        seat: Seat,
        /// Paid with a microchip (`false`: Access Card).
        paid_microchip: bool,
    }
}

payload! {
    /// Tokens collected from an area.
    TokensCollected = "OutliveTokensCollected" {
        /// The clan.
        seat: Seat,
        /// The area.
        area: Area,
        /// The resource.
        resource: Resource,
        /// Tokens taken.
        count: u32,
        /// Action points spent.
        action_points: u32,
    }
}

payload! {
    /// The iodine was taken (radiation follows as `RadiationChanged`).
    IodineCollected = "OutliveIodineCollected" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// A prey tile was hunted.
    PreyHunted = "OutlivePreyHunted" {
        /// The clan.
        seat: Seat,
        /// The area.
        area: Area,
        /// Position of the tile in the stack (0 = top).
        position: u8,
        /// Printed endurance.
        endurance: u8,
        /// Ammo paid.
        ammo: u32,
        /// Action points spent.
        action_points: u32,
        /// Meat gained (bonuses included).
        meat: u32,
        /// The new top tile's endurance.
        new_top: Option<u8>,
    }
}

payload! {
    /// An equipment tile was taken (broken) from a city display.
    EquipmentTaken = "OutliveEquipmentTaken" {
        /// The clan.
        seat: Seat,
        /// The city.
        city: Area,
        /// Tile number.
        tile: u16,
        /// Equipment id.
        equipment: String,
    }
}

payload! {
    /// An exploration tile was drawn, applied and laid face up beside the city.
    ExplorationTileDrawn = "OutliveExplorationTileDrawn" {
        /// The clan.
        seat: Seat,
        /// The city.
        city: Area,
        /// Tile id.
        tile: String,
        /// Action points spent (0 for "City: Exploration +2").
        action_points: u32,
    }
}

payload! {
    /// A clan looked at a stack (the order is visible to that seat only).
    ExplorationStackPeeked = "OutliveExplorationStackPeeked" {
        /// The clan.
        seat: Seat,
        /// The city.
        city: Area,
        /// Tile ids, top first (`null` for other viewers).
        tiles: Option<Vec<String>>,
    }
}

payload! {
    /// An activation ended.
    ActivationEnded = "OutliveActivationEnded" {
        /// The clan.
        seat: Seat,
        /// Hero 0-3.
        hero: u8,
    }
}

payload! {
    /// Every hero acted; they lie down, the night begins.
    DayEnded = "OutliveDayEnded" {
        /// The round.
        round: u32,
        /// First player for the night and the next round.
        first_player: Seat,
    }
}
