use serde::{Deserialize, Serialize};

use super::state::{Face, HeartUse};
use crate::engine::{Confirm, Seat};

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
    /// Mimic: put your Mimic token on another Keep card in play (free when you acquire
    /// Mimic, 1 energy at the start of your turn).
    MoveMimic(CardRef),
    /// Energy Drink (1 energy) or Smoke Cloud (1 Smoke token): one more roll this turn.
    BuyExtraRoll(CardRef),
    /// Herd Culler (a 1, once per turn), Stretchy (2 energy) or Plot Twist (then discarded):
    /// change one of your dice before you stop rolling.
    ChangeDie(ChangeDie),
    /// Psychic Probe: reroll one die of the active monster (after its last roll).
    ProbeDie(ProbeDie),
    /// Spend Heart results: `HEAL` spends all that remain on yourself; the other uses spend one.
    SpendHearts(SpendHearts),
    /// Wings: pay 2 energy and lose no hearts for the rest of this turn.
    UseWings(Confirm),
    /// Rapid Healing: pay 2 energy to gain 1 heart (whenever you are asked something).
    UseRapidHealing(Confirm),
    /// Decline the optional power you are offered (Wings, Jets is `stayInTokyo`, Rapid
    /// Healing at 0, Psychic Probe, Opportunist, Mimic move, Metamorph, Freeze Time).
    Pass(Confirm),
    /// Made in a Lab: look at the top card of the Power deck (only you see it).
    PeekDeck(Confirm),
    /// Made in a Lab: buy the top card of the deck you looked at.
    BuyDeckTop(Confirm),
    /// Parasitic Tentacles: buy a Keep card from another monster, paying it the price.
    BuyFromMonster(CardRef),
    /// Metamorph: discard one of your Keep cards for its printed cost in energy.
    SellCard(CardRef),
    /// Freeze Time: take another turn after this one, with one die fewer.
    TakeExtraTurn(Confirm),
    /// Power Up!: keep one of the Evolution cards you just drew (`CHOOSE_EVOLUTION`).
    KeepEvolution(CardRef),
    /// Power Up!: play an Evolution card from your hand. "Any time" cards may be played
    /// whenever the game waits for a decision from anyone (this does not answer that
    /// decision); the others only in their window. The legal list names every accepted
    /// parameter combination.
    PlayEvolution(PlayEvolution),
    /// Mutant Evolution: pick one Evolution of the draft packet you hold
    /// (`DRAFT_EVOLUTION`); the rest of the packet passes to the left once every seat picked.
    DraftEvolution(CardRef),
    /// Power Up!: use a Permanent Evolution you have in play, in its window (Feline Motor in
    /// another monster's Enter Tokyo step, Sunken Temple or Bamboo Supply at the start of your
    /// turn, Chest Thumping before the yield decision, Mothership Support during your turn,
    /// Adapting Technology in your Buy step...); `card` is its instance in play. The legal list
    /// names every accepted parameter combination.
    UseEvolution(PlayEvolution),
    /// Power Up!: Electric Carrot (the attacker's): give it 1 energy rather than lose the
    /// extra heart (`pass` loses the heart).
    GiveEnergy(Confirm),
    /// Power Up!: Mega Purr (another monster's): give it 1 VP (`giveEnergy` gives 1 energy).
    GiveVictoryPoint(Confirm),
}

/// Play an Evolution card: the card instance plus the parameters its effect needs. Every
/// parameter a card does not use must be `null`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "KingOfTokyoPlayEvolution")
)]
#[serde(rename_all = "camelCase")]
pub struct PlayEvolution {
    /// The Evolution instance (`instance` in your hand).
    pub card: u16,
    /// Card-specific parameters (`null` when the card needs none).
    #[serde(default)]
    pub params: Option<EvolutionParams>,
}

/// The parameters of an Evolution's effect, shared by every card: a target monster, a die
/// face, dice, another card, or a numbered choice among the options the card text gives.
/// Unused fields are `null` (or empty).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject, async_graphql::SimpleObject),
    graphql(
        name = "KingOfTokyoEvolutionParams",
        input_name = "KingOfTokyoEvolutionParamsInput"
    )
)]
#[serde(rename_all = "camelCase", default)]
pub struct EvolutionParams {
    /// Another monster the card targets.
    pub target: Option<Seat>,
    /// A die face the card names.
    pub face: Option<Face>,
    /// Dice (indexes) the card acts on, in increasing order.
    pub dice: Option<Vec<u8>>,
    /// Another card (Power card or Evolution instance) the card acts on.
    pub card: Option<u16>,
    /// Which of the card's options (0-based, in the order of the card text).
    pub choice: Option<u8>,
}

/// A Power card by its instance number (`instance` in the view).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "KingOfTokyoCardRef")
)]
#[serde(rename_all = "camelCase")]
pub struct CardRef {
    /// The card instance.
    pub card: u16,
}

/// Change one die with a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "KingOfTokyoChangeDie")
)]
#[serde(rename_all = "camelCase")]
pub struct ChangeDie {
    /// The card instance used (Herd Culler, Stretchy, Plot Twist, or a Mimic copying one).
    pub card: u16,
    /// Index of the die.
    pub die: u8,
    /// The new face (must differ from the current one; Herd Culler: `ONE`).
    pub face: Face,
}

/// Which die of the active monster to reroll with Psychic Probe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "KingOfTokyoProbeDie")
)]
#[serde(rename_all = "camelCase")]
pub struct ProbeDie {
    /// Index of the die.
    pub die: u8,
}

/// How to spend Heart results.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "KingOfTokyoSpendHearts")
)]
#[serde(rename_all = "camelCase")]
pub struct SpendHearts {
    /// What the Heart does.
    pub on: HeartUse,
    /// The monster healed with `HEAL_OTHER` (Healing Ray); `null` otherwise.
    pub target: Option<Seat>,
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
