//! Events that change what a clan holds outside its actions: radiation, owed losses and
//! their choices, tokens and survivors gained or paid.

use super::super::state::LossKind;
use super::super::vocabulary::{Resource, Stock};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// A radiation marker moved (+3 best, -11 worst).
    RadiationChanged = "OutliveRadiationChanged" {
        /// The clan.
        seat: Seat,
        /// Old value.
        from: i32,
        /// New value.
        to: i32,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// A loss is owed; `chooser` picks it one token or survivor at a time.
    LossOwed = "OutliveLossOwed" {
        /// Who chooses.
        chooser: Seat,
        /// Whose tokens or survivors.
        from: Seat,
        /// Who receives the tokens (`null`: the bank).
        to: Option<Seat>,
        /// What is taken.
        kind: LossKind,
        /// How many.
        count: u32,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// An owed loss could no longer be paid and was waived.
    LossWaived = "OutliveLossWaived" {
        /// Who owed it.
        from: Seat,
        /// What was waived.
        kind: LossKind,
        /// What was waived.
        count: u32,
    }
}

payload! {
    /// A token was handed over (or lost to the bank).
    TokenPicked = "OutliveTokenPicked" {
        /// Who chose.
        chooser: Seat,
        /// Whose token.
        from: Seat,
        /// Who received it (`null`: the bank).
        to: Option<Seat>,
        /// The token.
        resource: Resource,
    }
}

payload! {
    /// A survivor went back to the bank.
    SurvivorLost = "OutliveSurvivorLost" {
        /// The clan.
        seat: Seat,
        /// Room slot, or `null` for the airlock.
        room: Option<u8>,
    }
}

payload! {
    /// Tokens from the bank.
    ResourcesGained = "OutliveResourcesGained" {
        /// The clan.
        seat: Seat,
        /// What was gained.
        gained: Stock,
        /// Cause (an equipment, room, leader, event or action id).
        cause: String,
    }
}

payload! {
    /// Tokens paid to the bank.
    ResourcesPaid = "OutliveResourcesPaid" {
        /// The clan.
        seat: Seat,
        /// What was paid (real tokens).
        paid: Stock,
        /// Virtual water used.
        fixed_water: u32,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// A survivor joined a shelter directly.
    SurvivorGained = "OutliveSurvivorGained" {
        /// The clan.
        seat: Seat,
        /// Room slot, or `null` for the airlock.
        room: Option<u8>,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// A survivor waits for its clan to place it.
    SurvivorPlacementOffered = "OutliveSurvivorPlacementOffered" {
        /// The clan.
        seat: Seat,
        /// Cause (`cargo_ship`, `flashlight`).
        cause: String,
    }
}
