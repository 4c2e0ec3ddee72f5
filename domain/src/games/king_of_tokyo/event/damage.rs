//! Heart losses: attacks, the reactions that pause them, eliminations.

use serde::{Deserialize, Serialize};

use super::super::state::{AfterDamage, CardInstance, Hit, Location, Offer, ReactionStage};
use crate::engine::Seat;

/// Power Up!: a pending Smash loss was reduced by a choice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoHitReduced")
)]
#[serde(rename_all = "camelCase")]
pub struct HitReduced {
    /// The monster about to lose hearts to the active monster's Smashes.
    pub seat: Seat,
    /// Hearts fewer.
    pub amount: u32,
    /// The offer answered for that monster.
    pub offer: Offer,
}

/// A monster lost hearts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoHealthLost")
)]
#[serde(rename_all = "camelCase")]
pub struct HealthLost {
    /// The monster that lost hearts.
    pub seat: Seat,
    /// Hearts actually lost (never more than it had).
    pub amount: u32,
    /// The monster whose Smashes or card caused it.
    pub by: Seat,
    /// `SMASH` for an attack with dice (the only loss that allows yielding Tokyo; Fire
    /// Breathing's extra heart on a monster also hit is part of it), `POISON`, or a Power card
    /// id (`fire_breathing` for a neighbour not hit, `burrowing`, ...).
    pub reason: String,
}

/// A monster reached 0 hearts and left the game: its Keep cards went to the discard pile and its energy to the bank. Monsters eliminated together share `batch`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMonsterEliminated")
)]
#[serde(rename_all = "camelCase")]
pub struct MonsterEliminated {
    /// The eliminated monster.
    pub seat: Seat,
    /// Elimination batch number, from 1.
    pub batch: u32,
    /// Its Keep cards, now in the discard pile.
    pub discarded_cards: Vec<CardInstance>,
    /// Energy returned to the bank.
    pub energy_lost: u32,
    /// Set on the elimination that left fewer than 5 monsters while Tokyo Bay was occupied: where the Bay monster went.
    pub bay_closure: Option<BayClosure>,
}

/// Where the Tokyo Bay monster went when the Bay closed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoBayClosure")
)]
#[serde(rename_all = "camelCase")]
pub struct BayClosure {
    /// The monster that was in Tokyo Bay.
    pub seat: Seat,
    /// `CITY` if Tokyo City was empty, otherwise `OUTSIDE`.
    pub moved_to: Location,
}

/// A heart loss is paused so monsters can react: Jets and Wings before it, Rapid Healing at 0 hearts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoReactionWindowOpened")
)]
#[serde(rename_all = "camelCase")]
pub struct ReactionWindowOpened {
    /// The monster causing the loss.
    pub by: Seat,
    /// The heart losses, in the order they apply.
    pub hits: Vec<Hit>,
    /// What continues afterwards.
    pub then: AfterDamage,
    /// Before the loss, or at 0 hearts.
    pub stage: ReactionStage,
}

/// The reactions are over; the heart loss goes on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoReactionWindowClosed")
)]
#[serde(rename_all = "camelCase")]
pub struct ReactionWindowClosed {
    /// The monster causing the loss.
    pub by: Seat,
}

/// A monster paid for Wings and loses no hearts for the rest of this turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoWingsUsed")
)]
#[serde(rename_all = "camelCase")]
pub struct WingsUsed {
    /// The Wings owner.
    pub seat: Seat,
}

/// A monster declined an optional power it was offered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoOfferDeclined")
)]
#[serde(rename_all = "camelCase")]
pub struct OfferDeclined {
    /// The monster that declined.
    pub seat: Seat,
    /// What it declined.
    pub offer: Offer,
    /// The card instance, for per-card offers (Psychic Probe).
    pub card: Option<u16>,
}

/// The active monster resolved Smashes: the monsters they hit (before any reaction).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMonstersAttacked")
)]
#[serde(rename_all = "camelCase")]
pub struct MonstersAttacked {
    /// The active monster.
    pub seat: Seat,
    /// Smashes, card-added ones included.
    pub smashes: u32,
    /// The monsters hit (empty when nobody was in reach).
    pub targets: Vec<Seat>,
}
