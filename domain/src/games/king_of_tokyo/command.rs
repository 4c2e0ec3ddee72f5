use serde::{Deserialize, Serialize};

use crate::engine::Confirm;

/// One decision of one seat in King of Tokyo.
///
/// JSON examples: `{"reroll":{"dice":[0,3]}}`, `{"stopRolling":"YES"}`, `{"buyCard":{"slot":1}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::OneofObject),
    graphql(name = "KingOfTokyoCommand")
)]
#[serde(rename_all = "camelCase")]
pub enum Command {
    /// Reroll some of your dice (while you have rolls left).
    Reroll(Reroll),
    /// Keep the dice as they are and resolve them.
    StopRolling(Confirm),
    /// Leave Tokyo after being hit by the active monster's Smashes; the attacker takes your
    /// place. You still lose the hearts.
    YieldTokyo(Confirm),
    /// Stay in Tokyo after being hit by the active monster's Smashes.
    StayInTokyo(Confirm),
    /// Buy the face-up Power card in a market slot.
    BuyCard(BuyCard),
    /// Pay 2 energy to discard the three face-up cards and reveal three new ones.
    SweepMarket(Confirm),
    /// End your turn (after buying what you want).
    EndTurn(Confirm),
}

/// Which dice to reroll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "KingOfTokyoReroll")
)]
#[serde(rename_all = "camelCase")]
pub struct Reroll {
    /// Indexes of the dice to reroll (0-based), each at most once, in increasing order, at
    /// least one. Any die may be rerolled, including dice kept on an earlier roll.
    pub dice: Vec<u8>,
}

/// Which market card to buy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "KingOfTokyoBuyCard")
)]
#[serde(rename_all = "camelCase")]
pub struct BuyCard {
    /// Market slot, 0 to 2.
    pub slot: u8,
}
