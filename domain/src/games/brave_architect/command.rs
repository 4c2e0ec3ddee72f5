use serde::{Deserialize, Serialize};

use super::grid::Square;
use super::state::SheetPart;
use super::vocabulary::SetKind;
use crate::engine::Confirm;

/// One decision of one seat in Brave Architect. Every decision is a small step;
/// `legalCommands` lists the exact choices.
///
/// JSON examples: `{"pickCardSet":{"kind":"WEAPON","id":"bow"}}`,
/// `{"move":{"square":{"row":6,"col":4}}}`,
/// `{"attack":{"source":{"card":"bow_strike"},"targets":[4],"discard":["elf_wind_step"],"tension":0}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::OneofObject),
    graphql(name = "BraveArchitectCommand")
)]
pub enum Command {
    /// Before the draft, when saved characters are offered: take this one whole (its place
    /// in the offer, from 0), if nobody has.
    KeepSavedBuild(SavedBuildChoice),
    /// Before the draft, when saved characters are offered: draft a new character instead.
    DraftAgain(Confirm),
    /// Character-Make, on your pick: take one card set (a race, a weapon, a sub-weapon or a
    /// skill) that you still need and nobody has taken.
    PickCardSet(PickCardSet),
    /// Character-Make: choose the face of your weapon's player card, for the whole game.
    ChooseCombatStyle(ChooseCombatStyle),
    /// Battle setup: put your pawn on a free square of the blue area.
    PlacePawn(SquareChoice),
    /// Take the next player turn (any player who has not yet played this round and is not
    /// down; the order is the table's choice).
    StartPlayerTurn(Confirm),
    /// Your turn, once, before attacking: move your character to this square (at most
    /// [速] + 1 orthogonal steps; the route costing the least lava damage is taken).
    Move(SquareChoice),
    /// Your turn: attack with a card from your hand or a card part on your sheet, paying its
    /// cost with discards and tension. After the first attack, only a follow-up.
    Attack(AttackChoice),
    /// Your turn, before attacking: play a [補助] card from your hand, paying its cost; a
    /// card that heals or revives an ally names it.
    PlayCard(PlayCardChoice),
    /// Any time in the battle, your character not down: spend 2 tension to heal 1 HP.
    TensionHeal(Confirm),
    /// After a destruction: take one of the items turned up (equipment with its data set,
    /// 0 or 1; `null` for a consumable, or for equipment while your character is down).
    TakeItem(TakeItem),
    /// Any time in the battle, your character not down: use a consumable on yourself, or a
    /// healing one on a down character in an adjacent square.
    UseItem(UseItem),
    /// End your turn (after an attack: decline any follow-up).
    EndTurn(Confirm),
    /// After a hit with more than one hit or target: the hit (a target position and its hit
    /// number, from 1) that gets the additional damage, the fixed damage and the link attack.
    ChooseBonusHit(BonusHit),
    /// Enemy action, your character pushed against the map's edge with both side squares
    /// free: the side square it goes to.
    ChooseSlamSide(SquareChoice),
    /// Any time in the battle, your character not down: equip a piece of equipment you took
    /// while down, with one of its two data sets (0 or 1).
    EquipItem(EquipItem),
    /// After a destruction, while the players agree who takes an item: the seat you propose
    /// (one of the candidates). When every character not down has proposed and they differ,
    /// the fastest decides.
    ProposeItemTaker(ItemTaker),
    /// The fastest character's player, once the proposals differ: who takes the item.
    DecideItemTaker(ItemTaker),
    /// A reaction window (before a tension rise or before enemy damage): let the paused
    /// step go on, after any tension heal or consumable you wanted. In a set card's window
    /// (W3), passing declines every 【任意】 card you did not activate.
    PassWindow(Confirm),
    /// A set card's window (W3): fire this 【任意】 [設置] card of your play sheet, whose
    /// condition is met now; it is discarded after its effects. Pass when you are done.
    ActivateSetCard(SetCardChoice),
    /// Your turn, before attacking: pay the cost of the effect a [持続] card in effect gives
    /// (§5.4), once per turn for each such card.
    UseDurationCard(DurationUse),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectSetCardChoice")
)]
pub struct SetCardChoice {
    pub card: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectDurationUse")
)]
pub struct DurationUse {
    /// The [持続] card in effect.
    pub card: String,
    pub discard: Vec<String>,
    pub tension: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectItemTaker")
)]
pub struct ItemTaker {
    pub taker: crate::engine::Seat,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectEquipItem")
)]
pub struct EquipItem {
    pub item: String,
    pub side: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectBonusHit")
)]
pub struct BonusHit {
    pub position: u8,
    pub hit: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectTakeItem")
)]
pub struct TakeItem {
    pub item: String,
    pub side: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectUseItem")
)]
pub struct UseItem {
    pub item: String,
    pub target: crate::engine::Seat,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectPlayCardChoice")
)]
pub struct PlayCardChoice {
    pub card: String,
    pub discard: Vec<String>,
    pub tension: u8,
    /// The ally a heal or a revival aims at (`null` for every other card).
    pub target: Option<crate::engine::Seat>,
    /// The tension extras bought with the card (「テンションN消費」), by index from 0.
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub extras: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectSavedBuildChoice")
)]
pub struct SavedBuildChoice {
    pub build: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectPickCardSet")
)]
pub struct PickCardSet {
    pub kind: SetKind,
    pub id: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectChooseCombatStyle")
)]
pub struct ChooseCombatStyle {
    pub style: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectSquareChoice")
)]
pub struct SquareChoice {
    pub square: Square,
}

/// Where an attack comes from.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::OneofObject),
    graphql(name = "BraveArchitectAttackSource")
)]
pub enum AttackSource {
    /// An [攻撃] card from your hand.
    Card(String),
    /// A card part on your character sheet (once per turn each).
    Sheet(SheetPart),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "BraveArchitectAttackChoice")
)]
pub struct AttackChoice {
    pub source: AttackSource,
    /// Enemy-sheet positions 1 to 4 (as many as the card allows, one per party).
    pub targets: Vec<u8>,
    /// Hand cards discarded for the cost.
    pub discard: Vec<String>,
    /// Tension spent for the cost (1 per cost point).
    pub tension: u8,
    /// The tension extras bought with the card (「テンションN消費」), by index from 0.
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub extras: Vec<u32>,
}
