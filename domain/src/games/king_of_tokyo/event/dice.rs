//! Rolling and resolving the dice, and the powers that change or reroll them.

use serde::{Deserialize, Serialize};

use super::super::state::{Face, HeartUse};
use crate::engine::Seat;

/// The active monster rolled dice (the first roll rolls every die).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDiceRolled")
)]
#[serde(rename_all = "camelCase")]
pub struct DiceRolled {
    /// The active monster's seat.
    pub seat: Seat,
    /// 1 for the first roll, then the number of the reroll (more than 3 with Giant Brain or
    /// extra rolls). A Background Dweller reroll of dice showing 3 uses no roll and keeps the
    /// current number.
    pub roll: u8,
    /// Indexes of the dice that were rolled.
    pub rolled: Vec<u8>,
    /// All the dice after this roll, by index.
    pub faces: Vec<Face>,
}

/// The active monster's dice became final and are resolved (numbers, hearts, energy, then Smashes).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDiceResolved")
)]
#[serde(rename_all = "camelCase")]
pub struct DiceResolved {
    /// The active monster's seat.
    pub seat: Seat,
    /// The final dice.
    pub faces: Vec<Face>,
}

/// The active monster's roll allowance changed (Energy Drink, Smoke Cloud, a Mimic move).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoRollsAllowedSet")
)]
#[serde(rename_all = "camelCase")]
pub struct RollsAllowedSet {
    /// The active monster.
    pub seat: Seat,
    /// Rolls allowed this turn, first roll included.
    pub rolls_allowed: u8,
    /// The Power card id.
    pub reason: String,
}

/// A die of the active monster was set to a face by a card (Herd Culler, Stretchy, Plot Twist).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDieChanged")
)]
#[serde(rename_all = "camelCase")]
pub struct DieChanged {
    /// The active monster.
    pub seat: Seat,
    /// The card instance used.
    pub card: u16,
    /// Index of the die.
    pub die: u8,
    /// Its new face.
    pub face: Face,
    /// The Power card id.
    pub reason: String,
}

/// The active monster's dice are final; Psychic Probe owners may reroll one die each, clockwise.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoPsychicProbeWindowOpened")
)]
#[serde(rename_all = "camelCase")]
pub struct PsychicProbeWindowOpened {
    /// The active monster.
    pub seat: Seat,
}

/// A Psychic Probe owner rerolled one die of the active monster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoPsychicProbeUsed")
)]
#[serde(rename_all = "camelCase")]
pub struct PsychicProbeUsed {
    /// The Psychic Probe owner (Power Up!: or the Heart of the Rabbit owner).
    pub seat: Seat,
    /// The card instance used (a Psychic Probe, or a Heart of the Rabbit Evolution).
    pub card: u16,
    /// Index of the die rerolled.
    pub die: u8,
    /// The new face.
    pub face: Face,
}

/// The active monster has a real choice for its Heart results (tokens, Healing Ray).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoHeartChoiceOffered")
)]
#[serde(rename_all = "camelCase")]
pub struct HeartChoiceOffered {
    /// The active monster.
    pub seat: Seat,
    /// Heart results to spend.
    pub hearts: u8,
}

/// The active monster spent Heart results.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoHeartsUsed")
)]
#[serde(rename_all = "camelCase")]
pub struct HeartsUsed {
    /// The active monster.
    pub seat: Seat,
    /// What the Hearts did.
    pub on: HeartUse,
    /// How many Hearts.
    pub count: u8,
    /// The monster healed with Healing Ray.
    pub target: Option<Seat>,
}

/// Camouflage rolled one die per heart about to be lost; each Heart prevented one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCamouflageRolled")
)]
#[serde(rename_all = "camelCase")]
pub struct CamouflageRolled {
    /// The Camouflage owner.
    pub seat: Seat,
    /// One die per heart about to be lost.
    pub faces: Vec<Face>,
    /// Hearts prevented (the Hearts rolled).
    pub prevented: u32,
}
