//! Events of the night's steps and of the end of a round and of the game.

use super::super::state::{Phase, ScoreSheet};
use super::super::vocabulary::{Resource, Stock};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// A night step began.
    NightStepStarted = "OutliveNightStepStarted" {
        /// The round.
        round: u32,
        /// The step.
        phase: Phase,
    }
}

payload! {
    /// An event was resolved.
    EventResolved = "OutliveEventResolved" {
        /// The clan.
        seat: Seat,
        /// Event id.
        event: String,
        /// Tokens paid (real).
        paid: Stock,
        /// Virtual water used.
        fixed_water: u32,
        /// Room reduction used.
        reduced: bool,
    }
}

payload! {
    /// A clan passed.
    EventPassed = "OutliveEventPassed" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// What a clan owes in night step 2.
    FeedingDue = "OutliveFeedingDue" {
        /// The clan.
        seat: Seat,
        /// Food for rooms with survivors.
        food: u32,
        /// Water for occupied airlock columns.
        water: u32,
    }
}

payload! {
    /// A food token paid.
    FoodPaid = "OutliveFoodPaid" {
        /// The clan.
        seat: Seat,
        /// The token.
        resource: Resource,
        /// It was virtual water.
        fixed_water: bool,
        /// It paid an airlock column.
        airlock: bool,
    }
}

payload! {
    /// A survivor recruited into the airlock.
    SurvivorRecruited = "OutliveSurvivorRecruited" {
        /// The clan.
        seat: Seat,
        /// Food paid.
        resource: Resource,
        /// It was virtual water.
        fixed_water: bool,
    }
}

payload! {
    /// A full "Water 1 (Fixed)" room produced 1 virtual water (gone at the end of the round).
    FixedWaterProduced = "OutliveFixedWaterProduced" {
        /// The clan.
        seat: Seat,
        /// Room slot.
        room: u8,
    }
}

payload! {
    /// A room was built.
    RoomBuilt = "OutliveRoomBuilt" {
        /// The clan.
        seat: Seat,
        /// Slot.
        room: u8,
        /// Materials paid.
        paid: Stock,
        /// The construction room's discount was used.
        discounted: bool,
    }
}

payload! {
    /// A survivor moved from the airlock into a room.
    SurvivorMoved = "OutliveSurvivorMoved" {
        /// The clan.
        seat: Seat,
        /// Room slot.
        room: u8,
    }
}

payload! {
    /// An equipment tile drawn (broken) from the pile; owned duplicates were discarded.
    EquipmentDrawn = "OutliveEquipmentDrawn" {
        /// The clan.
        seat: Seat,
        /// The tile kept (`null` when the piles ran out).
        tile: Option<u16>,
        /// Duplicates discarded on the way.
        discarded: Vec<u16>,
        /// Cause (room id).
        cause: String,
    }
}

payload! {
    /// An equipment tile destroyed for its materials.
    EquipmentDestroyed = "OutliveEquipmentDestroyed" {
        /// The clan.
        seat: Seat,
        /// Tile number.
        tile: u16,
        /// Materials gained.
        materials: Stock,
    }
}

payload! {
    /// An equipment tile repaired.
    EquipmentRepaired = "OutliveEquipmentRepaired" {
        /// The clan.
        seat: Seat,
        /// Tile number.
        tile: u16,
        /// Materials paid.
        paid: Stock,
        /// Room used (slot), if any.
        room: Option<u8>,
    }
}

payload! {
    /// The night's radiation hit a shelter.
    RadiationApplied = "OutliveRadiationApplied" {
        /// The clan.
        seat: Seat,
        /// Round level.
        level: u32,
        /// Points cancelled (airlock survivors, ventilation room).
        blocked: u32,
        /// Gauge before.
        from: i32,
        /// Gauge after.
        to: i32,
    }
}

payload! {
    /// A clan is done with a night step.
    StepFinished = "OutliveStepFinished" {
        /// The clan.
        seat: Seat,
        /// The step.
        phase: Phase,
    }
}

payload! {
    /// Spoilage and untapping.
    PerishablesDiscarded = "OutlivePerishablesDiscarded" {
        /// The clan.
        seat: Seat,
        /// Meat discarded.
        meat: u32,
        /// Water discarded.
        water: u32,
    }
}

payload! {
    /// The round ended.
    RoundEnded = "OutliveRoundEnded" {
        /// The round.
        round: u32,
    }
}

payload! {
    /// The Convoy arrived.
    GameEnded = "OutliveGameEnded" {
        /// Itemised score of every clan, by seat.
        scores: Vec<ScoreSheet>,
        /// The winners (ties share).
        winners: Vec<Seat>,
        /// `HIGHEST_SCORE`.
        reason: String,
    }
}
