//! Power Up!: Evolutions drawn, kept, played, used, and their effects.

use serde::{Deserialize, Serialize};

use super::super::command::EvolutionParams;
use super::super::state::{CardInstance, CardKind, EvolutionStage, Face};
use crate::engine::Seat;

/// Power Up!: a Permanent Evolution left play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionDiscarded")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionDiscarded {
    /// Its owner.
    pub seat: Seat,
    /// The card.
    pub card: CardInstance,
    /// The card or rule that discarded it.
    pub reason: String,
}

/// Power Up!: the top card of the Power deck was revealed and discarded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDeckCardDiscarded")
)]
#[serde(rename_all = "camelCase")]
pub struct DeckCardDiscarded {
    /// The monster whose card revealed it.
    pub seat: Seat,
    /// The card, now on the discard pile.
    pub card: CardInstance,
    /// The card that revealed it.
    pub reason: String,
}

/// Power Up!: a Power card was put into play by an Evolution.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoPowerCardPutIntoPlay")
)]
#[serde(rename_all = "camelCase")]
pub struct PowerCardPutIntoPlay {
    /// The monster that gets it.
    pub seat: Seat,
    /// The card.
    pub card: CardInstance,
    /// Keep (in front of the monster) or Discard (resolves, then the discard pile).
    pub kind: CardKind,
    /// Energy paid (0 when free; Miraculous Catch buys it from the discard pile).
    pub price: u32,
    /// The card that put it into play.
    pub reason: String,
}

/// Power Up!: a monster looked at cards from the top of the Power deck.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoPowerCardsLooked")
)]
#[serde(rename_all = "camelCase")]
pub struct PowerCardsLooked {
    /// The monster that looks.
    pub seat: Seat,
    /// The Evolution that lets it look.
    pub evolution: CardInstance,
    /// How many cards it looks at.
    pub count: u32,
    /// The cards, top first (only for that seat; `null` for everyone else).
    pub cards: Option<Vec<CardInstance>>,
}

/// Power Up!: a card was revealed at random from the Power discard pile.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDiscardCardRevealed")
)]
#[serde(rename_all = "camelCase")]
pub struct DiscardCardRevealed {
    /// The monster that revealed it.
    pub seat: Seat,
    /// The Evolution that revealed it.
    pub evolution: CardInstance,
    /// The card (it stays on the discard pile unless bought).
    pub card: CardInstance,
}

/// Power Up!: a monster answered the choice its Evolution asked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionChoiceMade")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionChoiceMade {
    /// The monster that chose.
    pub seat: Seat,
    /// The card taken (put into play or bought next), `null` when declined.
    pub card: Option<CardInstance>,
    /// The other cards, put under the Power deck in this order (only for that seat; `null`
    /// for everyone else, and when none).
    pub bottom: Option<Vec<CardInstance>>,
}

/// Power Up!: a UFO token was put on a Keep card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoUfoTokenPlaced")
)]
#[serde(rename_all = "camelCase")]
pub struct UfoTokenPlaced {
    /// The monster buying it.
    pub seat: Seat,
    /// The Keep card.
    pub card: CardInstance,
}

/// Power Up!: a die rolled for a Keep card with a UFO token.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoUfoRolled")
)]
#[serde(rename_all = "camelCase")]
pub struct UfoRolled {
    /// The card's owner.
    pub seat: Seat,
    /// The Keep card.
    pub card: u16,
    /// The face rolled (a Smash discards the card).
    pub face: Face,
}

/// Power Up!: Icy Reflection's Snowflake token was put on a card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoSnowflakePlaced")
)]
#[serde(rename_all = "camelCase")]
pub struct SnowflakePlaced {
    /// Icy Reflection's owner.
    pub seat: Seat,
    /// The Permanent Evolution copied.
    pub card: CardInstance,
    /// The monster it is in front of.
    pub owner: Seat,
}

/// Power Up!: Encased in Ice froze a die.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDieFrozen")
)]
#[serde(rename_all = "camelCase")]
pub struct DieFrozen {
    /// The card's owner.
    pub seat: Seat,
    /// The card used (its instance).
    pub card: u16,
    /// The die frozen (its index).
    pub die: u8,
    /// The face it keeps.
    pub face: Face,
}

/// Power Up!: a Freeze Ray was given to a monster in Tokyo.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFreezeRayGiven")
)]
#[serde(rename_all = "camelCase")]
pub struct FreezeRayGiven {
    /// The card's owner.
    pub seat: Seat,
    /// The card given (its instance).
    pub card: u16,
    /// The monster that receives it.
    pub to: Seat,
}

/// Power Up!: the face a Freeze Ray freezes this turn was chosen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFreezeRayFaceChosen")
)]
#[serde(rename_all = "camelCase")]
pub struct FreezeRayFaceChosen {
    /// The card's owner, who chose.
    pub seat: Seat,
    /// The card (its instance).
    pub card: u16,
    /// The monster that holds it (the active monster).
    pub holder: Seat,
    /// The face that has no effect for the holder this turn.
    pub face: Face,
}

/// Power Up!: dice set aside by a Freeze Ray before resolving.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFrozenFaceIgnored")
)]
#[serde(rename_all = "camelCase")]
pub struct FrozenFaceIgnored {
    /// The active monster.
    pub seat: Seat,
    /// The frozen face.
    pub face: Face,
    /// How many of its dice showed it (they leave the dice that resolve).
    pub dice: u32,
}

/// Power Up!: a Freeze Ray came back to its owner.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFreezeRayReturned")
)]
#[serde(rename_all = "camelCase")]
pub struct FreezeRayReturned {
    /// The card's owner.
    pub seat: Seat,
    /// The card (its instance).
    pub card: u16,
    /// The monster that held it.
    pub from: Seat,
}

/// Power Up!: an Evolution rolled dice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionDiceRolled")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionDiceRolled {
    /// The card's owner.
    pub seat: Seat,
    /// The Evolution id.
    pub card: String,
    /// The faces rolled.
    pub faces: Vec<Face>,
}

/// Power Up!: Electric Carrot was paid off.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoElectricCarrotPaid")
)]
#[serde(rename_all = "camelCase")]
pub struct ElectricCarrotPaid {
    /// The monster that paid.
    pub seat: Seat,
    /// The attacker (the Electric Carrot owner), who receives the energy.
    pub to: Seat,
}

/// Power Up!: Mega Purr was played.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMegaPurrRequested")
)]
#[serde(rename_all = "camelCase")]
pub struct MegaPurrRequested {
    /// The Mega Purr owner.
    pub seat: Seat,
    /// The other monsters, clockwise from its left.
    pub from: Vec<Seat>,
}

/// Power Up!: one Mega Purr gift.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMegaPurrGiven")
)]
#[serde(rename_all = "camelCase")]
pub struct MegaPurrGiven {
    /// The giver.
    pub seat: Seat,
    /// The Mega Purr owner.
    pub to: Seat,
    /// Energy given (0 or 1).
    pub energy: u32,
    /// VP given (0 or 1).
    pub victory_points: u32,
}

/// Power Up!: a purchase announced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardPurchaseAnnounced")
)]
#[serde(rename_all = "camelCase")]
pub struct CardPurchaseAnnounced {
    /// The buyer.
    pub seat: Seat,
    /// The market slot.
    pub slot: u8,
    /// The card.
    pub card: CardInstance,
}

/// Power Up!: an announced purchase did not happen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardPurchaseBlocked")
)]
#[serde(rename_all = "camelCase")]
pub struct CardPurchaseBlocked {
    /// The buyer.
    pub seat: Seat,
    /// The card it may not buy.
    pub card: CardInstance,
    /// The Bamboozle owner (`null`: the buyer could no longer pay).
    pub by: Option<Seat>,
}

/// Power Up!: a step paused for Evolutions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionWindowOpened")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionWindowOpened {
    /// The active monster.
    pub seat: Seat,
    /// Which step.
    pub stage: EvolutionStage,
}

/// Power Up!: the Evolution window is over.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionWindowClosed")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionWindowClosed {
    /// The active monster.
    pub seat: Seat,
}

/// Power Up!: a monster used a Permanent Evolution in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionUsed")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionUsed {
    /// Its owner.
    pub seat: Seat,
    /// The card (in play).
    pub card: CardInstance,
    /// The parameters it was used with, as sent.
    pub params: Option<EvolutionParams>,
}

/// Power Up!: Evolutions were discarded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionsDiscarded")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionsDiscarded {
    /// Their owner.
    pub seat: Seat,
    /// Permanent Evolutions that left play (face up to the discards).
    pub cards: Vec<CardInstance>,
    /// Cards from the hand, face down (only for that seat; `null` for everyone else).
    pub hidden: Option<Vec<CardInstance>>,
    /// How many cards came from the hand.
    pub hidden_count: u32,
    /// The Evolution that discarded them.
    pub reason: String,
}

/// Power Up!: a played Evolution went back into its owner's hand.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionReturnedToHand")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionReturnedToHand {
    /// Its owner.
    pub seat: Seat,
    /// The card (only for that seat; `null` for everyone else).
    pub card: Option<CardInstance>,
    /// Why (the card id).
    pub reason: String,
}

/// Power Up!: a monster's Evolution deck was shuffled.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionDeckShuffled")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionDeckShuffled {
    /// The monster whose deck it is.
    pub seat: Seat,
    /// Number of cards in the new deck.
    pub count: u32,
    /// The new deck, top card first (stored only; `null` for every viewer).
    pub order: Option<Vec<CardInstance>>,
    /// `true` when the monster's discarded Evolutions were shuffled into a new deck.
    pub from_discard: bool,
}

/// Power Up!: a monster drew Evolution cards.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionsDrawn")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionsDrawn {
    /// The monster that drew.
    pub seat: Seat,
    /// Number of cards drawn.
    pub count: u32,
    /// The cards (only for the drawing seat; `null` for everyone else).
    pub cards: Option<Vec<CardInstance>>,
    /// `true` for the starting Evolution: the card not kept goes back into the deck.
    pub at_setup: bool,
}

/// Power Up!: a monster kept one of the Evolutions it drew.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionKept")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionKept {
    /// The monster that chose.
    pub seat: Seat,
    /// The card now in its hand (only for that seat; `null` for everyone else).
    pub kept: Option<CardInstance>,
    /// The card not kept (only for that seat; `null` for everyone else).
    pub other: Option<CardInstance>,
    /// `true`: the other card went back into the deck (which is then reshuffled); `false`:
    /// it went face down to the monster's discards.
    pub returned_to_deck: bool,
}

/// Power Up!: a monster played an Evolution.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutionPlayed")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionPlayed {
    /// The monster that played it.
    pub seat: Seat,
    /// The card.
    pub card: CardInstance,
    /// `true` for a Permanent Evolution (stays in play), `false` for a Temporary one.
    pub permanent: bool,
    /// The parameters it was played with (target, face, dice, card, choice), as sent.
    pub params: Option<EvolutionParams>,
}
