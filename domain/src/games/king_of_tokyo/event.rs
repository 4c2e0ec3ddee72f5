use serde::{Deserialize, Serialize};

use super::command::EvolutionParams;
use super::options::Options;
use super::state::{
    AfterDamage, CardInstance, CardKind, EvolutionStage, Face, HeartUse, Hit, Location, Offer,
    ReactionStage, Token,
};
use crate::engine::Seat;

/// One fact of a King of Tokyo game, in the order it happened.
///
/// The variant name is the stored event type. Events are stored whole; `redact` hides the
/// Power deck order, other seats' pending yield answers and the card another seat peeked at
/// (Made in a Lab) from each viewer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union),
    graphql(name = "KingOfTokyoEvent")
)]
pub enum Event {
    /// The table was set up with these options and this many seats.
    GameStarted(GameStarted),
    /// A seat took a monster board (seat i plays the i-th base-game monster).
    MonsterChosen(MonsterChosen),
    /// The Power deck was shuffled: at setup, or from the discard pile when a card had to be revealed from an empty deck. The order is secret: every viewer receives it as `null`.
    PowerDeckShuffled(PowerDeckShuffled),
    /// The top card of the Power deck was turned face up into a market slot.
    MarketCardRevealed(MarketCardRevealed),
    /// A seat rolled the six dice in the first-player roll-off (only seats tied for the most Smashes roll again).
    FirstPlayerRolled(FirstPlayerRolled),
    /// The roll-off designated the start player.
    FirstPlayerChosen(FirstPlayerChosen),
    /// A monster's turn began.
    TurnStarted(TurnStarted),
    /// The active monster rolled dice (the first roll rolls every die).
    DiceRolled(DiceRolled),
    /// The active monster's dice became final and are resolved (numbers, hearts, energy, then Smashes).
    DiceResolved(DiceResolved),
    /// A monster gained victory points.
    VictoryPointsGained(VictoryPointsGained),
    /// A monster lost victory points (never below 0).
    VictoryPointsLost(VictoryPointsLost),
    /// A monster took energy cubes from the bank.
    EnergyGained(EnergyGained),
    /// A monster returned energy cubes to the bank: a loss (Vast Storm) or the price of a
    /// power (Wings, Rapid Healing, Energy Drink, Stretchy); card purchases are in the purchase
    /// events.
    EnergyLost(EnergyLost),
    /// A monster gained hearts (never above its maximum).
    HealthGained(HealthGained),
    /// A monster lost hearts.
    HealthLost(HealthLost),
    /// A monster reached 0 hearts and left the game: its Keep cards went to the discard pile and its energy to the bank. Monsters eliminated together share `batch`.
    MonsterEliminated(MonsterEliminated),
    /// Monsters in Tokyo hit by the active monster's Smashes must each decide whether to yield. They answer in any order; answers stay hidden until all are in.
    YieldRequested(YieldRequested),
    /// A monster in Tokyo answered the yield decision. `yields` is visible only to that seat (`null` for everyone else) until all answers are revealed.
    YieldChoiceMade(YieldChoiceMade),
    /// Every pending yield decision was answered; the answers are public.
    YieldChoicesRevealed(YieldChoicesRevealed),
    /// A monster yielded Tokyo and is now outside; the attacker will take its place.
    TokyoYielded(TokyoYielded),
    /// A monster entered Tokyo City or Tokyo Bay.
    EnteredTokyo(EnteredTokyo),
    /// A monster was forced out of Tokyo by a card.
    LeftTokyo(LeftTokyo),
    /// The active monster may now buy Power cards.
    BuyStepStarted(BuyStepStarted),
    /// A monster bought a face-up Power card. A Keep card goes in front of it; a Discard card goes to the discard pile and its effect follows as further events.
    CardBought(CardBought),
    /// A monster paid to discard the three face-up cards.
    MarketSwept(MarketSwept),
    /// A monster will take another turn after this one.
    ExtraTurnGained(ExtraTurnGained),
    /// A monster's turn ended.
    TurnEnded(TurnEnded),
    /// The active monster resolved Smashes: the monsters they hit (before any reaction).
    MonstersAttacked(MonstersAttacked),
    /// The game ended at the end of a turn.
    GameEnded(GameEnded),
    /// A monster received a Poison or Shrink token (Poison Spit, Shrink Ray).
    TokenGiven(TokenGiven),
    /// The tokens on a Keep card changed (Battery Monster energy, Smoke Cloud smoke): `tokens` is the new count.
    CardTokensSet(CardTokensSet),
    /// Keep cards left a monster for the discard pile (Metamorph, Plot Twist, Psychic Probe, an empty Battery Monster or Smoke Cloud, It Has a Child!).
    KeepCardsDiscarded(KeepCardsDiscarded),
    /// A monster's maximum hearts changed (Even Bigger); its hearts are capped at the new maximum.
    MaxHealthChanged(MaxHealthChanged),
    /// A monster acquired Mimic and must choose the Keep card its token goes on.
    MimicPlacementOffered(MimicPlacementOffered),
    /// At the start of its turn the active monster may move its Mimic token for 1 energy.
    MimicMoveOffered(MimicMoveOffered),
    /// A Mimic token was put on a Keep card; Mimic now copies it, as if just bought.
    MimicMoved(MimicMoved),
    /// The active monster's roll allowance changed (Energy Drink, Smoke Cloud, a Mimic move).
    RollsAllowedSet(RollsAllowedSet),
    /// A die of the active monster was set to a face by a card (Herd Culler, Stretchy, Plot Twist).
    DieChanged(DieChanged),
    /// The active monster's dice are final; Psychic Probe owners may reroll one die each, clockwise.
    PsychicProbeWindowOpened(PsychicProbeWindowOpened),
    /// A Psychic Probe owner rerolled one die of the active monster.
    PsychicProbeUsed(PsychicProbeUsed),
    /// The active monster has a real choice for its Heart results (tokens, Healing Ray).
    HeartChoiceOffered(HeartChoiceOffered),
    /// The active monster spent Heart results.
    HeartsUsed(HeartsUsed),
    /// Energy went from one monster to another (Healing Ray payment, Parasitic Tentacles).
    EnergyTransferred(EnergyTransferred),
    /// Camouflage rolled one die per heart about to be lost; each Heart prevented one.
    CamouflageRolled(CamouflageRolled),
    /// A heart loss is paused so monsters can react: Jets and Wings before it, Rapid Healing at 0 hearts.
    ReactionWindowOpened(ReactionWindowOpened),
    /// The reactions are over; the heart loss goes on.
    ReactionWindowClosed(ReactionWindowClosed),
    /// A monster paid for Wings and loses no hearts for the rest of this turn.
    WingsUsed(WingsUsed),
    /// A monster declined an optional power it was offered.
    OfferDeclined(OfferDeclined),
    /// The active monster looked at the top card of the Power deck (Made in a Lab). `card` is visible only to that seat.
    DeckTopPeeked(DeckTopPeeked),
    /// A monster bought the top card of the Power deck (Made in a Lab); the market does not refill.
    CardBoughtFromDeck(CardBoughtFromDeck),
    /// A monster bought another monster's Keep card (Parasitic Tentacles), paying that monster.
    CardBoughtFromMonster(CardBoughtFromMonster),
    /// The active monster ended its Buy step and may use end-of-turn powers (Metamorph, Freeze Time).
    EndOfTurnStarted(EndOfTurnStarted),
    /// Power Up!: a monster's Evolution deck was shuffled (at setup, after the starting
    /// Evolution was chosen, or from its discards when it had to draw from an empty deck). The
    /// order is secret from everybody, the owner included: every viewer receives it as `null`.
    EvolutionDeckShuffled(EvolutionDeckShuffled),
    /// Power Up!: a monster drew Evolution cards and must keep one. `cards` is visible only to
    /// that seat (`null` for everyone else).
    EvolutionsDrawn(EvolutionsDrawn),
    /// Power Up!: a monster kept one of the Evolutions it drew; the other went back into its
    /// deck (starting Evolution) or face down to its discards. `kept` and `other` are visible
    /// only to that seat.
    EvolutionKept(EvolutionKept),
    /// Power Up!: a monster played an Evolution from its hand (now public). A Temporary one
    /// goes face up to its discards and its effect follows as further events; a Permanent one
    /// stays in play.
    EvolutionPlayed(EvolutionPlayed),
    /// Power Up!: at the start of its turn the active monster may play Evolutions (Cat Nip)
    /// before rolling.
    StartOfTurnWindowOpened(StartOfTurnWindowOpened),
    /// Mutant Evolution: the Evolution cards of the monsters in play were shuffled together
    /// and dealt in packets, one per seat. A packet's `cards` are visible only to its holder.
    DraftPacketsDealt(DraftPacketsDealt),
    /// Mutant Evolution: a seat picked one card of the packet it holds and put it face down in
    /// front of it. `card` is visible only to that seat.
    EvolutionDrafted(EvolutionDrafted),
    /// Mutant Evolution: every seat had picked, so each packet passed to the left (the next
    /// seat). A packet's `cards` are visible only to its new holder.
    DraftPacketsPassed(DraftPacketsPassed),
    /// Mutant Evolution: the packets are empty; each seat's picks become its Evolution deck
    /// (shuffled, `EvolutionDeckShuffled`), then the starting Evolution is drawn (G-35).
    DraftEnded(DraftEnded),
    /// Power Up!: a step paused for Evolutions (Chest Thumping before the yield decision, the
    /// Enter Tokyo step's windows); the seats that may act are prompted one at a time.
    EvolutionWindowOpened(EvolutionWindowOpened),
    /// Power Up!: the Evolution window is over; the step goes on.
    EvolutionWindowClosed(EvolutionWindowClosed),
    /// Power Up!: a monster used a Permanent Evolution it has in play (Feline Motor, Sunken
    /// Temple, Chest Thumping); its effect follows as further events.
    EvolutionUsed(EvolutionUsed),
    /// Power Up!: Evolutions left a monster's play area or hand for its discards (Twas Beauty
    /// Killed the Beast, Nine Lives). Cards from the hand go face down: `hidden` is visible
    /// only to that seat.
    EvolutionsDiscarded(EvolutionsDiscarded),
    /// Power Up!: a played Evolution went back from the discards into its owner's hand (Heart
    /// of the Rabbit). `card` is visible only to that seat.
    EvolutionReturnedToHand(EvolutionReturnedToHand),
    /// Power Up!: the active monster wants to buy a market card; other monsters may answer
    /// with a "when another monster buys a Power card" Evolution (Bamboozle) before it pays.
    CardPurchaseAnnounced(CardPurchaseAnnounced),
    /// Power Up!: an announced purchase did not happen: Bamboozle stopped it (`by`; the buyer
    /// may not buy that card this turn), or the buyer could no longer pay (`by` is `null`).
    CardPurchaseBlocked(CardPurchaseBlocked),
    /// Power Up!: an Evolution rolled dice (Terror of the Deep: one per heart about to be
    /// lost, each Heart prevents one; Lightning Armor: one per heart lost, each Smash costs
    /// the active monster a heart). Its effect follows as further events.
    EvolutionDiceRolled(EvolutionDiceRolled),
    /// Power Up!: a monster about to lose hearts to Smashes gave the attacker 1 energy
    /// (Electric Carrot): its pending loss is 1 heart smaller.
    ElectricCarrotPaid(ElectricCarrotPaid),
    /// Power Up!: a pending heart loss of the open reaction window became smaller by a choice
    /// (Play with Your Food: `offer` is answered for `seat`).
    HitReduced(HitReduced),
    /// Power Up!: Mega Purr: each monster of `from` gives `seat` 1 energy or 1 VP, in order
    /// (each chooses when it has both).
    MegaPurrRequested(MegaPurrRequested),
    /// Power Up!: a monster gave the Mega Purr owner 1 energy or 1 VP (or nothing: it had
    /// neither).
    MegaPurrGiven(MegaPurrGiven),
    /// Power Up!: a Permanent Evolution left play for its owner's face-up discards (Adapting
    /// Technology with no token left).
    EvolutionDiscarded(EvolutionDiscarded),
    /// Power Up!: the top card of the Power deck was revealed and discarded by a card
    /// (Precision Field Support).
    DeckCardDiscarded(DeckCardDiscarded),
    /// Power Up!: a Power card from the top of the deck (Precision Field Support, Deep Dive,
    /// for free) or the discard pile (Miraculous Catch, bought) was put into play by a card: a
    /// Keep card goes in front of the monster, a Discard card to the discard pile and its
    /// effect follows as further events.
    PowerCardPutIntoPlay(PowerCardPutIntoPlay),
    /// Power Up!: a monster looked at cards from the top of the Power deck (Deep Dive) and
    /// must choose one (`EVOLUTION_CHOICE`). `cards` is visible only to that seat.
    PowerCardsLooked(PowerCardsLooked),
    /// Power Up!: a card was revealed at random from the Power discard pile (Miraculous
    /// Catch); its owner may buy it (`EVOLUTION_CHOICE`).
    DiscardCardRevealed(DiscardCardRevealed),
    /// Power Up!: a monster answered the choice its Evolution asked: `card` is the card taken
    /// (public; `null` when declined), `bottom` the cards put under the Power deck (Deep Dive;
    /// visible only to that seat).
    EvolutionChoiceMade(EvolutionChoiceMade),
    /// Power Up!: a monster is buying a Keep card at half price with Superior Alien
    /// Technology: a UFO token goes on it (the purchase follows).
    UfoTokenPlaced(UfoTokenPlaced),
    /// Power Up!: at the start of its turn a monster rolled one die for a Keep card with a UFO
    /// token (Superior Alien Technology); on a Smash the card is discarded.
    UfoRolled(UfoRolled),
    /// Power Up!: Icy Reflection's Snowflake token was put on a Permanent Evolution in play:
    /// Icy Reflection now copies it, as if its owner had played it. If that card leaves play,
    /// Icy Reflection goes to its owner's discards with it.
    SnowflakePlaced(SnowflakePlaced),
    /// Power Up!: Encased in Ice froze one of its owner's dice, with its face, until its
    /// owner's next turn starts: it cannot be rerolled or changed, and every other monster
    /// rolls one die fewer and gets it as its last die.
    DieFrozen(DieFrozen),
    /// Power Up!: a monster's Smashes wounded a monster in Tokyo and it gave that monster its
    /// Freeze Ray (the card stays the owner's and comes back at the end of `to`'s next turn).
    FreezeRayGiven(FreezeRayGiven),
    /// Power Up!: at the start of the holder's turn, the Freeze Ray's owner chose the die
    /// face that has no effect for the holder this turn.
    FreezeRayFaceChosen(FreezeRayFaceChosen),
    /// Power Up!: the active monster's dice showing the face its Freeze Ray froze are set
    /// aside before they resolve: they have no effect this turn (numbers, Hearts, energy,
    /// Smashes, and the Evolution draw alike).
    FrozenFaceIgnored(FrozenFaceIgnored),
    /// Power Up!: a Freeze Ray went back to its owner at the end of its holder's turn.
    FreezeRayReturned(FreezeRayReturned),
}

impl Event {
    /// Whether this event made public a random result or hidden information, so a fair undo
    /// must not go back across it (`Game::is_irreversible`). Rolls, shuffles, cards turned
    /// up from a deck or a discard pile, looks at hidden cards, hidden Evolutions played
    /// from a hand and secret answers revealed are; plain decisions and their consequences
    /// (already-rolled dice resolving, a visible card bought, a yield answer still secret)
    /// are not. The match lists every event so that a new one must be classified.
    pub fn is_irreversible(&self) -> bool {
        match self {
            Event::PowerDeckShuffled(_)
            | Event::MarketCardRevealed(_)
            | Event::FirstPlayerRolled(_)
            // The roll-off's result: it only follows from rolls, but it is part of them.
            | Event::FirstPlayerChosen(_)
            | Event::DiceRolled(_)
            | Event::PsychicProbeUsed(_)
            | Event::CamouflageRolled(_)
            | Event::EvolutionDiceRolled(_)
            | Event::UfoRolled(_)
            // Every seat's yield answer, secret until now.
            | Event::YieldChoicesRevealed(_)
            | Event::DeckTopPeeked(_)
            // The top card, which only the buyer had seen.
            | Event::CardBoughtFromDeck(_)
            | Event::DeckCardDiscarded(_)
            | Event::PowerCardsLooked(_)
            | Event::DiscardCardRevealed(_)
            | Event::EvolutionDeckShuffled(_)
            | Event::EvolutionsDrawn(_)
            // A card from a hidden hand turned face up.
            | Event::EvolutionPlayed(_)
            | Event::DraftPacketsDealt(_)
            // Each seat now sees a packet it had not seen.
            | Event::DraftPacketsPassed(_) => true,
            // From the top of the deck (Precision Field Support) or the cards only its owner
            // looked at (Deep Dive); Miraculous Catch buys the card already revealed from
            // the discard pile.
            Event::PowerCardPutIntoPlay(e) => e.reason != "miraculous_catch",
            Event::GameStarted(_)
            | Event::MonsterChosen(_)
            | Event::TurnStarted(_)
            | Event::DiceResolved(_)
            | Event::VictoryPointsGained(_)
            | Event::VictoryPointsLost(_)
            | Event::EnergyGained(_)
            | Event::EnergyLost(_)
            | Event::HealthGained(_)
            | Event::HealthLost(_)
            | Event::MonsterEliminated(_)
            | Event::YieldRequested(_)
            | Event::YieldChoiceMade(_)
            | Event::TokyoYielded(_)
            | Event::EnteredTokyo(_)
            | Event::LeftTokyo(_)
            | Event::BuyStepStarted(_)
            | Event::CardBought(_)
            | Event::MarketSwept(_)
            | Event::ExtraTurnGained(_)
            | Event::TurnEnded(_)
            | Event::MonstersAttacked(_)
            | Event::GameEnded(_)
            | Event::TokenGiven(_)
            | Event::CardTokensSet(_)
            | Event::KeepCardsDiscarded(_)
            | Event::MaxHealthChanged(_)
            | Event::MimicPlacementOffered(_)
            | Event::MimicMoveOffered(_)
            | Event::MimicMoved(_)
            | Event::RollsAllowedSet(_)
            | Event::DieChanged(_)
            | Event::PsychicProbeWindowOpened(_)
            | Event::HeartChoiceOffered(_)
            | Event::HeartsUsed(_)
            | Event::EnergyTransferred(_)
            | Event::ReactionWindowOpened(_)
            | Event::ReactionWindowClosed(_)
            | Event::WingsUsed(_)
            | Event::OfferDeclined(_)
            | Event::CardBoughtFromMonster(_)
            | Event::EndOfTurnStarted(_)
            | Event::EvolutionKept(_)
            | Event::StartOfTurnWindowOpened(_)
            | Event::EvolutionDrafted(_)
            | Event::DraftEnded(_)
            | Event::EvolutionWindowOpened(_)
            | Event::EvolutionWindowClosed(_)
            | Event::EvolutionUsed(_)
            | Event::EvolutionsDiscarded(_)
            | Event::EvolutionReturnedToHand(_)
            | Event::CardPurchaseAnnounced(_)
            | Event::CardPurchaseBlocked(_)
            | Event::ElectricCarrotPaid(_)
            | Event::HitReduced(_)
            | Event::MegaPurrRequested(_)
            | Event::MegaPurrGiven(_)
            | Event::EvolutionDiscarded(_)
            | Event::EvolutionChoiceMade(_)
            | Event::UfoTokenPlaced(_)
            | Event::SnowflakePlaced(_)
            | Event::DieFrozen(_)
            | Event::FreezeRayGiven(_)
            | Event::FreezeRayFaceChosen(_)
            | Event::FrozenFaceIgnored(_)
            | Event::FreezeRayReturned(_) => false,
        }
    }
}

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

/// Power Up!: the start-of-turn window opened for the active monster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoStartOfTurnWindowOpened")
)]
#[serde(rename_all = "camelCase")]
pub struct StartOfTurnWindowOpened {
    /// The active monster.
    pub seat: Seat,
}

/// The table was set up with these options and this many seats.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoGameStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct GameStarted {
    /// Number of monsters (2 to 6).
    pub seat_count: u8,
    /// The table options.
    pub options: Options,
}

/// A seat took a monster board (seat i plays the i-th base-game monster).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMonsterChosen")
)]
#[serde(rename_all = "camelCase")]
pub struct MonsterChosen {
    /// The seat.
    pub seat: Seat,
    /// Monster id from `monsters.json`.
    pub monster: String,
    /// Starting and maximum hearts.
    pub health: u8,
}

/// The Power deck was shuffled: at setup, or from the discard pile when a card had to be revealed from an empty deck. The order is secret: every viewer receives it as `null`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoPowerDeckShuffled")
)]
#[serde(rename_all = "camelCase")]
pub struct PowerDeckShuffled {
    /// Number of cards in the new deck.
    pub count: u32,
    /// The new deck, top card first (stored only; `null` for every viewer).
    pub order: Option<Vec<CardInstance>>,
    /// `true` when the discard pile was shuffled into a new deck.
    pub from_discard: bool,
}

/// The top card of the Power deck was turned face up into a market slot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMarketCardRevealed")
)]
#[serde(rename_all = "camelCase")]
pub struct MarketCardRevealed {
    /// Market slot, 0 to 2.
    pub slot: u8,
    /// The revealed card.
    pub card: CardInstance,
}

/// A seat rolled the six dice in the first-player roll-off (only seats tied for the most Smashes roll again).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFirstPlayerRolled")
)]
#[serde(rename_all = "camelCase")]
pub struct FirstPlayerRolled {
    /// The seat.
    pub seat: Seat,
    /// Roll-off round, from 1.
    pub round: u32,
    /// The six faces rolled.
    pub faces: Vec<Face>,
}

/// The roll-off designated the start player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFirstPlayerChosen")
)]
#[serde(rename_all = "camelCase")]
pub struct FirstPlayerChosen {
    /// The start player.
    pub seat: Seat,
}

/// A monster's turn began.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTurnStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct TurnStarted {
    /// The active monster's seat.
    pub seat: Seat,
    /// Turn number, from 1.
    pub turn: u32,
    /// `true` for an extra turn (Frenzy, Freeze Time).
    pub extra_turn: bool,
    /// How many dice the monster rolls this turn (6, +1 per Extra Head, −1 per Shrink token
    /// and per chained Freeze Time turn); a start-of-turn Mimic move can change it before the
    /// first roll.
    pub dice_count: u8,
    /// How many rolls (first roll included) it may make this turn.
    pub rolls_allowed: u8,
}

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

/// A monster gained victory points.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoVictoryPointsGained")
)]
#[serde(rename_all = "camelCase")]
pub struct VictoryPointsGained {
    /// The monster.
    pub seat: Seat,
    /// VP gained.
    pub amount: u32,
    /// `NUMBERS`, `ENTERED_TOKYO`, `STARTED_TURN_IN_TOKYO`, or the id of the Power card.
    pub reason: String,
}

/// A monster lost victory points (never below 0).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoVictoryPointsLost")
)]
#[serde(rename_all = "camelCase")]
pub struct VictoryPointsLost {
    /// The monster.
    pub seat: Seat,
    /// VP actually lost.
    pub amount: u32,
    /// The id of the Power card that caused it.
    pub reason: String,
}

/// A monster took energy cubes from the bank.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnergyGained")
)]
#[serde(rename_all = "camelCase")]
pub struct EnergyGained {
    /// The monster.
    pub seat: Seat,
    /// Energy gained.
    pub amount: u32,
    /// `ENERGY_DICE`, `ENTERED_TOKYO`/`STARTED_TURN_IN_TOKYO` (two-player variant), or a Power card id.
    pub reason: String,
}

/// A monster returned energy cubes to the bank (not a purchase).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnergyLost")
)]
#[serde(rename_all = "camelCase")]
pub struct EnergyLost {
    /// The monster.
    pub seat: Seat,
    /// Energy lost.
    pub amount: u32,
    /// The id of the Power card that caused it.
    pub reason: String,
}

/// A monster gained hearts (never above its maximum).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoHealthGained")
)]
#[serde(rename_all = "camelCase")]
pub struct HealthGained {
    /// The monster.
    pub seat: Seat,
    /// Hearts actually gained.
    pub amount: u32,
    /// `HEART_DICE` or a Power card id.
    pub reason: String,
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

/// Monsters in Tokyo hit by the active monster's Smashes must each decide whether to yield. They answer in any order; answers stay hidden until all are in.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldRequested")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldRequested {
    /// The active monster.
    pub attacker: Seat,
    /// The monsters that must decide.
    pub seats: Vec<Seat>,
}

/// A monster in Tokyo answered the yield decision. `yields` is visible only to that seat (`null` for everyone else) until all answers are revealed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldChoiceMade")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldChoiceMade {
    /// The monster that answered.
    pub seat: Seat,
    /// `true` to yield, `false` to stay; `null` when hidden from this viewer.
    pub yields: Option<bool>,
}

/// Every pending yield decision was answered; the answers are public.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldChoicesRevealed")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldChoicesRevealed {
    /// Each monster's answer.
    pub choices: Vec<YieldChoice>,
}

/// A monster yielded Tokyo and is now outside; the attacker will take its place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTokyoYielded")
)]
#[serde(rename_all = "camelCase")]
pub struct TokyoYielded {
    /// The monster that yielded.
    pub seat: Seat,
    /// The area it left.
    pub from: Location,
}

/// A monster entered Tokyo City or Tokyo Bay.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnteredTokyo")
)]
#[serde(rename_all = "camelCase")]
pub struct EnteredTokyo {
    /// The monster.
    pub seat: Seat,
    /// The area it entered.
    pub location: Location,
    /// Where it came from (`BAY` when moving from the Bay to the City).
    pub from: Location,
}

/// A monster was forced out of Tokyo by a card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoLeftTokyo")
)]
#[serde(rename_all = "camelCase")]
pub struct LeftTokyo {
    /// The monster.
    pub seat: Seat,
    /// The area it left.
    pub from: Location,
    /// The id of the Power card.
    pub reason: String,
}

/// The active monster may now buy Power cards.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoBuyStepStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct BuyStepStarted {
    /// The active monster.
    pub seat: Seat,
}

/// A monster bought a face-up Power card. A Keep card goes in front of it; a Discard card goes to the discard pile and its effect follows as further events.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardBought")
)]
#[serde(rename_all = "camelCase")]
pub struct CardBought {
    /// The buyer.
    pub seat: Seat,
    /// The market slot it came from.
    pub slot: u8,
    /// The card.
    pub card: CardInstance,
    /// Energy paid.
    pub price: u32,
    /// Keep or Discard.
    pub kind: CardKind,
}

/// A monster paid to discard the three face-up cards.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMarketSwept")
)]
#[serde(rename_all = "camelCase")]
pub struct MarketSwept {
    /// The monster.
    pub seat: Seat,
    /// Energy paid.
    pub price: u32,
    /// The discarded cards.
    pub cards: Vec<CardInstance>,
}

/// A monster will take another turn after this one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoExtraTurnGained")
)]
#[serde(rename_all = "camelCase")]
pub struct ExtraTurnGained {
    /// The monster.
    pub seat: Seat,
    /// The id of the Power card.
    pub reason: String,
}

/// A monster's turn ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTurnEnded")
)]
#[serde(rename_all = "camelCase")]
pub struct TurnEnded {
    /// The monster whose turn ended.
    pub seat: Seat,
    /// Turn number.
    pub turn: u32,
}

/// The game ended at the end of a turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoGameEnded")
)]
#[serde(rename_all = "camelCase")]
pub struct GameEnded {
    /// The winners (empty when every monster was eliminated).
    pub winners: Vec<Seat>,
    /// `TWENTY_VICTORY_POINTS`, `LAST_MONSTER_STANDING` or `ALL_ELIMINATED`.
    pub reason: String,
    /// Every seat, best first; equal places share a rank.
    pub ranking: Vec<RankedSeat>,
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

/// One monster's answer to the yield decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoYieldChoice")
)]
#[serde(rename_all = "camelCase")]
pub struct YieldChoice {
    /// The monster that decided.
    pub seat: Seat,
    /// `true` if it yielded Tokyo.
    pub yields: bool,
}

/// A seat's place in the final ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoRankedSeat")
)]
#[serde(rename_all = "camelCase")]
pub struct RankedSeat {
    /// The seat.
    pub seat: Seat,
    /// 1 for the best; equal places share a rank.
    pub rank: u8,
    /// Its victory points at the end.
    pub victory_points: u32,
}

/// A monster received a Poison or Shrink token (Poison Spit, Shrink Ray).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoTokenGiven")
)]
#[serde(rename_all = "camelCase")]
pub struct TokenGiven {
    /// The monster that received the token.
    pub seat: Seat,
    /// Poison or Shrink.
    pub token: Token,
    /// The owner of the card.
    pub by: Seat,
    /// The Power card id.
    pub reason: String,
}

/// The tokens on a Keep card changed (Battery Monster energy, Smoke Cloud smoke): `tokens` is the new count.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardTokensSet")
)]
#[serde(rename_all = "camelCase")]
pub struct CardTokensSet {
    /// The owner of the card.
    pub seat: Seat,
    /// The card instance.
    pub card: u16,
    /// Tokens now on the card.
    pub tokens: u32,
    /// The Power card id.
    pub reason: String,
}

/// Keep cards left a monster for the discard pile (Metamorph, Plot Twist, Psychic Probe, an empty Battery Monster or Smoke Cloud, It Has a Child!).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoKeepCardsDiscarded")
)]
#[serde(rename_all = "camelCase")]
pub struct KeepCardsDiscarded {
    /// The monster that had them.
    pub seat: Seat,
    /// The cards.
    pub cards: Vec<CardInstance>,
    /// The Power card id that caused it.
    pub reason: String,
}

/// A monster's maximum hearts changed (Even Bigger); its hearts are capped at the new maximum.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMaxHealthChanged")
)]
#[serde(rename_all = "camelCase")]
pub struct MaxHealthChanged {
    /// The monster.
    pub seat: Seat,
    /// Its new maximum.
    pub max_health: u8,
}

/// A monster acquired Mimic and must choose the Keep card its token goes on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMimicPlacementOffered")
)]
#[serde(rename_all = "camelCase")]
pub struct MimicPlacementOffered {
    /// The Mimic owner.
    pub seat: Seat,
}

/// At the start of its turn the active monster may move its Mimic token for 1 energy.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMimicMoveOffered")
)]
#[serde(rename_all = "camelCase")]
pub struct MimicMoveOffered {
    /// The Mimic owner (the active monster).
    pub seat: Seat,
}

/// A Mimic token was put on a Keep card; Mimic now copies it, as if just bought.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMimicMoved")
)]
#[serde(rename_all = "camelCase")]
pub struct MimicMoved {
    /// The Mimic owner.
    pub seat: Seat,
    /// The copied Keep card.
    pub target: CardInstance,
    /// Whose card it is.
    pub owner: Seat,
    /// Energy paid (0 when placed on acquiring Mimic).
    pub price: u32,
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

/// Energy went from one monster to another (Healing Ray payment, Parasitic Tentacles).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEnergyTransferred")
)]
#[serde(rename_all = "camelCase")]
pub struct EnergyTransferred {
    /// The monster that paid.
    pub seat: Seat,
    /// The monster that received.
    pub to: Seat,
    /// Energy moved.
    pub amount: u32,
    /// The Power card id.
    pub reason: String,
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

/// The active monster looked at the top card of the Power deck (Made in a Lab). `card` is visible only to that seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDeckTopPeeked")
)]
#[serde(rename_all = "camelCase")]
pub struct DeckTopPeeked {
    /// The Made in a Lab owner.
    pub seat: Seat,
    /// The top card (`null` for everyone but that seat).
    pub card: Option<CardInstance>,
}

/// A monster bought the top card of the Power deck (Made in a Lab); the market does not refill.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardBoughtFromDeck")
)]
#[serde(rename_all = "camelCase")]
pub struct CardBoughtFromDeck {
    /// The buyer.
    pub seat: Seat,
    /// The card.
    pub card: CardInstance,
    /// Energy paid.
    pub price: u32,
    /// Keep or Discard.
    pub kind: CardKind,
}

/// A monster bought another monster's Keep card (Parasitic Tentacles), paying that monster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardBoughtFromMonster")
)]
#[serde(rename_all = "camelCase")]
pub struct CardBoughtFromMonster {
    /// The buyer.
    pub seat: Seat,
    /// The monster that had the card (and received the energy).
    pub from: Seat,
    /// The card.
    pub card: CardInstance,
    /// Energy paid to that monster.
    pub price: u32,
}

/// The active monster ended its Buy step and may use end-of-turn powers (Metamorph, Freeze Time).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEndOfTurnStarted")
)]
#[serde(rename_all = "camelCase")]
pub struct EndOfTurnStarted {
    /// The active monster.
    pub seat: Seat,
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
