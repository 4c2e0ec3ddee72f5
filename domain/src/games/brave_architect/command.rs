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
pub enum Command {
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
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TakeItem {
    pub item: String,
    pub side: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UseItem {
    pub item: String,
    pub target: crate::engine::Seat,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayCardChoice {
    pub card: String,
    pub discard: Vec<String>,
    pub tension: u8,
    /// The ally a heal or a revival aims at (`null` for every other card).
    pub target: Option<crate::engine::Seat>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PickCardSet {
    pub kind: SetKind,
    pub id: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChooseCombatStyle {
    pub style: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SquareChoice {
    pub square: Square,
}

/// Where an attack comes from.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AttackSource {
    /// An [攻撃] card from your hand.
    Card(String),
    /// A card part on your character sheet (once per turn each).
    Sheet(SheetPart),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AttackChoice {
    pub source: AttackSource,
    /// Enemy-sheet positions 1 to 4 (as many as the card allows, one per party).
    pub targets: Vec<u8>,
    /// Hand cards discarded for the cost.
    pub discard: Vec<String>,
    /// Tension spent for the cost (1 per cost point).
    pub tension: u8,
}
