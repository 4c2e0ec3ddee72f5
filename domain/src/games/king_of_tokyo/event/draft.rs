//! Mutant Evolution: the Evolution draft at setup.

use serde::{Deserialize, Serialize};

use super::super::state::CardInstance;
use crate::engine::Seat;

/// Mutant Evolution: the packet one seat holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDraftPacket")
)]
#[serde(rename_all = "camelCase")]
pub struct DraftPacket {
    /// The seat holding it.
    pub seat: Seat,
    /// Number of cards in it.
    pub count: u32,
    /// The cards (only for the seat holding it; `null` for everyone else).
    pub cards: Option<Vec<CardInstance>>,
}

/// Mutant Evolution: the draft packets were dealt.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDraftPacketsDealt")
)]
#[serde(rename_all = "camelCase")]
pub struct DraftPacketsDealt {
    /// One packet per seat, by seat.
    pub packets: Vec<DraftPacket>,
    /// Cards of the pool left out, face down, because the pool does not split evenly
    /// between the seats (0 once every monster has its 8 Evolutions).
    pub set_aside: u32,
}

/// Mutant Evolution: a seat picked a card of its packet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionDrafted")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionDrafted {
    /// The seat that picked.
    pub seat: Seat,
    /// The pick round, from 1.
    pub round: u32,
    /// The card picked (only for that seat; `null` for everyone else).
    pub card: Option<CardInstance>,
}

/// Mutant Evolution: the packets passed to the left.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDraftPacketsPassed")
)]
#[serde(rename_all = "camelCase")]
pub struct DraftPacketsPassed {
    /// The pick round that starts now.
    pub round: u32,
    /// The packet each seat holds now, by seat (received from its right neighbour).
    pub packets: Vec<DraftPacket>,
}

/// Mutant Evolution: the draft is over.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDraftEnded")
)]
#[serde(rename_all = "camelCase")]
pub struct DraftEnded {
    /// Cards each seat picked (its Evolution deck).
    pub picks: u32,
}
