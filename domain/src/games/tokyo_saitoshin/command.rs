//! Commands: one small decision of one seat. A seat that runs several PCs names the PC.
//!
//! JSON examples: `{"move": {"pc": "engineer", "to": {"area": "shibuya"}}}`,
//! `{"payWithCard": {"card": "PS-03"}}`, `{"payApToken": "YES"}`, `{"placeTrouble": {"slot": 7}}`.
//! Every variant carries one payload (a parameterless one `Confirm`), as GraphQL's
//! `@oneOf` input wants.

use serde::{Deserialize, Serialize};

pub use super::state::{ExhaustionSite, Source, Stop};
use super::vocabulary::{Area, Pc, Place};
use crate::engine::Confirm;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::OneofObject),
    graphql(name = "TokyoSaitoshinCommand")
)]
#[serde(rename_all = "camelCase")]
pub enum Command {
    /// Put the trouble card you drew in this market slot (0-11: area × 3 + slot, areas in
    /// processing order).
    PlaceTrouble(PlaceTrouble),
    /// Step 3: discard a hand card (optional; needed while the hand holds more than 4).
    DiscardFromHand(DiscardFromHand),
    /// Step 3: done discarding; draw up to the hand size.
    FinishHand(FinishHand),
    /// Step 3, first hand of the scenario only: set it aside and draw a new one.
    Redraw(Redraw),
    /// Step 3, first hand of the scenario only: keep it.
    KeepHand(KeepHand),
    /// Step 4: move to an adjacent area or into the Site (Tech check).
    Move(Move),
    /// Step 4: resolve the trouble or scenario card on top of a slot of your area by check.
    Resolve(Resolve),
    /// Step 4: buy the uncovered market card of a slot of your area (Economy check).
    Purchase(Purchase),
    /// Step 4: equip an equipment card from your hand (its equip check).
    Equip(Equip),
    /// In your check: reveal and discard a hand card, adding its AP.
    PayWithCard(PayWithCard),
    /// In your check: return one of your AP tokens (+1).
    PayApToken(Confirm),
    /// In your check: draw the top trouble card and add its AP (once per check).
    DrawTroubleForAp(Confirm),
    /// In another PC's check: return one of this PC's AP tokens (+1; 3 per check from
    /// others in all).
    ContributeAp(ContributeAp),
    /// In your check: stop paying; the check fails.
    GiveUpCheck(Confirm),
    /// Step 4: play a consumable from the hand, or use an equipped card, a skill or a BOT
    /// card: `target` is the slot of the enemy an attack hits; `discard` the hand cards a use
    /// cost asks for (followers).
    Use(Use),
    /// Step 4: discard a hand card to remove one exhaustion token (spec 5.5).
    ReturnExhaustion(ReturnExhaustion),
    /// Step 4: discard one of this PC's equipped cards (not an artifact).
    DiscardEquipment(DiscardEquipment),
    /// Step 4: this PC ends its action phase for the round.
    EndActionPhase(EndActionPhase),
    /// A drawn artifact: this PC (one of the area's) takes it and equips it at once.
    TakeArtifact(TakeArtifact),
    /// Equipping an artifact with 3 other cards equipped: the equipped card to discard.
    DiscardForArtifact(DiscardForArtifact),
    /// At the clear: the reward card the players choose (`None`: none).
    ChooseReward(ChooseReward),
    /// Step 4, in the Site: reveal the top Site card of the encounter slot (with the slot
    /// empty, draw one more first); the first reveal starts the exploration.
    Explore(Explore),
    /// Step 4, in the Site: give up the revealed Site card; its 【失敗時】 applies (G-8).
    ConcedeSiteCard(ConcedeSiteCard),
    /// Step 4, in the Site: end the exploration (the encounter slot is empty).
    EndExploration(EndExploration),
    /// Step 4, in the Site: withdraw (2 damage per unresolved Site card, split among the
    /// participants; each then moves out with `move`, without a check).
    Withdraw(Withdraw),
    /// One point of a withdrawal's damage to a participant, while the withdrawing seat
    /// splits it.
    AssignWithdrawalDamage(AssignWithdrawalDamage),
    /// Before an artifact is drawn: draw it, or obtain one disposal-area card instead.
    ChooseArtifactOrDisposal(ChooseArtifactOrDisposal),
    /// A disposal-area card obtained: this card, on top of this PC's deck.
    TakeDisposalCard(TakeDisposalCard),
    /// Step 4: offer these hand cards (no starter) to another PC in the same area, for as
    /// many of its own (spec 5.13).
    OfferExchange(OfferExchange),
    /// The PC offered an exchange: the same number of its own hand cards (no starter), or
    /// none to decline.
    AnswerExchange(AnswerExchange),
    /// Asked to ride along on another seat's vehicle move: go (`accept`) or stay.
    AnswerRide(AnswerRide),
    /// Damage waits in a reaction window: take what is left of it (use no more interrupts).
    /// An interrupt is used with `use`.
    TakeDamage(TakeDamage),
    /// An attack waits in its window: this PC adds nothing (more) to it. The attacker's
    /// modifiers are used with `use`; another PC joins with `joinAttack`.
    PassAttack(PassAttack),
    /// An attack waits in its window: this PC joins it with its join interrupt (`source`,
    /// 連携) and its own physical attack (`means`), at the attack's range; `discard` pays
    /// both their use costs.
    JoinAttack(JoinAttack),
    /// A used card is held before its disposal: let it be disposed of (removed, in the
    /// Site) as printed. Discarding it instead is a `use` of the PC's interrupt (再利用).
    Dispose(Dispose),
    /// A PC is to give hand cards (its skill, 融通): these cards of its hand (no starter),
    /// as many as asked (all it may give when it holds fewer), to `to`, another PC in its
    /// place.
    GiveHandCards(GiveHandCards),
}

/// Put the trouble card you drew in this market slot (0-11: area × 3 + slot, areas in
/// processing order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinPlaceTrouble")
)]
#[serde(rename_all = "camelCase")]
pub struct PlaceTrouble {
    pub slot: usize,
}

/// Step 3: discard a hand card (optional; needed while the hand holds more than 4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinDiscardFromHand")
)]
#[serde(rename_all = "camelCase")]
pub struct DiscardFromHand {
    pub pc: Pc,
    pub card: String,
}

/// Step 3: done discarding; draw up to the hand size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinFinishHand")
)]
#[serde(rename_all = "camelCase")]
pub struct FinishHand {
    pub pc: Pc,
}

/// Step 3, first hand of the scenario only: set it aside and draw a new one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinRedraw")
)]
#[serde(rename_all = "camelCase")]
pub struct Redraw {
    pub pc: Pc,
}

/// Step 3, first hand of the scenario only: keep it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinKeepHand")
)]
#[serde(rename_all = "camelCase")]
pub struct KeepHand {
    pub pc: Pc,
}

/// Step 4: move to an adjacent area or into the Site (Tech check).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinMove")
)]
#[serde(rename_all = "camelCase")]
pub struct Move {
    pub pc: Pc,
    pub to: Place,
    /// With a vehicle: the areas passed through on the way, in order (at most its extra
    /// areas; going back to the area just left is a U-turn, spec 5.9).
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub via: Vec<Area>,
    /// With a vehicle: the PCs who ride along (the vehicle's capacity counts the driver).
    /// A PC run by another seat is asked first (`answerRide`).
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub passengers: Vec<Pc>,
    /// Passengers who get on at an area passed through, or off before the end; a passenger
    /// not named here boards in the driver's area and rides to the end.
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub stops: Vec<Stop>,
}

impl Move {
    /// A move of one PC to a neighbouring place, with no vehicle route or passenger.
    pub fn to(pc: Pc, to: Place) -> Self {
        Move {
            pc,
            to,
            via: Vec::new(),
            passengers: Vec::new(),
            stops: Vec::new(),
        }
    }
}

/// Step 4: resolve the trouble or scenario card on top of a slot of your area by check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinResolve")
)]
#[serde(rename_all = "camelCase")]
pub struct Resolve {
    pub pc: Pc,
    pub slot: usize,
}

/// Step 4: buy the uncovered market card of a slot of your area (Economy check).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinPurchase")
)]
#[serde(rename_all = "camelCase")]
pub struct Purchase {
    pub pc: Pc,
    pub slot: usize,
}

/// Step 4: equip an equipment card from your hand (its equip check).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinEquip")
)]
#[serde(rename_all = "camelCase")]
pub struct Equip {
    pub pc: Pc,
    pub card: String,
}

/// In your check: reveal and discard a hand card, adding its AP.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinPayWithCard")
)]
#[serde(rename_all = "camelCase")]
pub struct PayWithCard {
    pub card: String,
}

/// In another PC's check: return one of this PC's AP tokens (+1; 3 per check from
/// others in all).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinContributeAp")
)]
#[serde(rename_all = "camelCase")]
pub struct ContributeAp {
    pub pc: Pc,
}

/// Step 4: play a consumable from the hand, or use an equipped card, a skill or a BOT
/// card: `target` is the slot of the enemy an attack hits; `discard` the hand cards a use
/// cost asks for (followers).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinUse")
)]
#[serde(rename_all = "camelCase")]
pub struct Use {
    pub pc: Pc,
    pub source: Source,
    pub target: Option<usize>,
    pub discard: Vec<String>,
}

/// Step 4: discard a hand card to remove one exhaustion token (spec 5.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinReturnExhaustion")
)]
#[serde(rename_all = "camelCase")]
pub struct ReturnExhaustion {
    pub pc: Pc,
    pub card: String,
    pub from: ExhaustionSite,
}

/// Step 4: discard one of this PC's equipped cards (not an artifact).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinDiscardEquipment")
)]
#[serde(rename_all = "camelCase")]
pub struct DiscardEquipment {
    pub pc: Pc,
    pub card: String,
}

/// Step 4: this PC ends its action phase for the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinEndActionPhase")
)]
#[serde(rename_all = "camelCase")]
pub struct EndActionPhase {
    pub pc: Pc,
}

/// A drawn artifact: this PC (one of the area's) takes it and equips it at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinTakeArtifact")
)]
#[serde(rename_all = "camelCase")]
pub struct TakeArtifact {
    pub pc: Pc,
}

/// Equipping an artifact with 3 other cards equipped: the equipped card to discard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinDiscardForArtifact")
)]
#[serde(rename_all = "camelCase")]
pub struct DiscardForArtifact {
    pub pc: Pc,
    pub card: String,
}

/// At the clear: the reward card the players choose (`None`: none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinChooseReward")
)]
#[serde(rename_all = "camelCase")]
pub struct ChooseReward {
    pub card: Option<String>,
}

/// Reveal the top Site card of the encounter slot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinExplore")
)]
#[serde(rename_all = "camelCase")]
pub struct Explore {
    pub pc: Pc,
}

/// Give up the revealed Site card (its 【失敗時】 applies).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinConcedeSiteCard")
)]
#[serde(rename_all = "camelCase")]
pub struct ConcedeSiteCard {
    pub pc: Pc,
}

/// End the exploration (the encounter slot is empty).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinEndExploration")
)]
#[serde(rename_all = "camelCase")]
pub struct EndExploration {
    pub pc: Pc,
}

/// Withdraw from the Site with every participant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinWithdraw")
)]
#[serde(rename_all = "camelCase")]
pub struct Withdraw {
    pub pc: Pc,
}

/// One point of the withdrawal damage to `pc`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinAssignWithdrawalDamage")
)]
#[serde(rename_all = "camelCase")]
pub struct AssignWithdrawalDamage {
    pub pc: Pc,
}

/// Before an artifact is drawn: `disposal` obtains one disposal-area card instead.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinChooseArtifactOrDisposal")
)]
#[serde(rename_all = "camelCase")]
pub struct ChooseArtifactOrDisposal {
    pub pc: Pc,
    pub disposal: bool,
}

/// A disposal-area card (or one revealed for a shortfall) for this PC.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinTakeDisposalCard")
)]
#[serde(rename_all = "camelCase")]
pub struct TakeDisposalCard {
    pub pc: Pc,
    pub card: String,
}

/// Offer these hand cards (no starter) to `other`, in the same area, for as many of its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinOfferExchange")
)]
#[serde(rename_all = "camelCase")]
pub struct OfferExchange {
    pub pc: Pc,
    pub other: Pc,
    pub cards: Vec<String>,
}

/// The answer to an exchange offered to `pc`: as many of its hand cards (no starter), or
/// none to decline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinAnswerExchange")
)]
#[serde(rename_all = "camelCase")]
pub struct AnswerExchange {
    pub pc: Pc,
    pub cards: Vec<String>,
}

/// The answer of a PC asked to ride along on another seat's vehicle move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinAnswerRide")
)]
#[serde(rename_all = "camelCase")]
pub struct AnswerRide {
    pub pc: Pc,
    pub accept: bool,
}

/// Close the reaction window of the PC's incoming damage and take what is left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinTakeDamage")
)]
#[serde(rename_all = "camelCase")]
pub struct TakeDamage {
    pub pc: Pc,
}

/// This PC adds nothing (more) to the attack in its window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinPassAttack")
)]
#[serde(rename_all = "camelCase")]
pub struct PassAttack {
    pub pc: Pc,
}

/// Join another PC's attack (FAQ Q20-Q21).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinJoinAttack")
)]
#[serde(rename_all = "camelCase")]
pub struct JoinAttack {
    pub pc: Pc,
    /// The interrupt that lets this PC join (the Gangster's support skill).
    pub source: Source,
    /// The hand consumable or equipped card whose physical attack it strikes with.
    pub means: Source,
    pub discard: Vec<String>,
}

/// Let the held card be disposed of as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinDispose")
)]
#[serde(rename_all = "camelCase")]
pub struct Dispose {
    pub pc: Pc,
}

/// The hand cards a PC gives, and to whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinGiveHandCards")
)]
#[serde(rename_all = "camelCase")]
pub struct GiveHandCards {
    pub pc: Pc,
    pub to: Pc,
    pub cards: Vec<String>,
}
