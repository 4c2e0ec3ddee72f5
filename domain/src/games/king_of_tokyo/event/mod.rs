//! The events of King of Tokyo: the [`Event`] enum (one variant per stored event type),
//! its payloads grouped by family in the files of this folder.

mod damage;
mod dice;
mod draft;
mod game;
mod market;
mod monster;
mod power_up;
mod tokyo;
mod turn;

pub use damage::*;
pub use dice::*;
pub use draft::*;
pub use game::*;
pub use market::*;
pub use monster::*;
pub use power_up::*;
pub use tokyo::*;
pub use turn::*;

use serde::{Deserialize, Serialize};

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
    /// A monster's player left the game for good; it is eliminated as soon as the rules allow and can no longer win.
    MonsterConceded(MonsterConceded),
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
    /// A Mimic token's free placement lapsed: no Keep card is left in play to put it on.
    MimicPlacementLapsed(MimicPlacementLapsed),
    /// At the start of its turn the active monster may move its Mimic token for 1 energy.
    MimicMoveOffered(MimicMoveOffered),
    /// A Mimic token was put on a Keep card; Mimic now copies it, as if just bought.
    MimicMoved(MimicMoved),
    /// The active monster's roll allowance changed (Energy Drink, Smoke Cloud, a Mimic move).
    RollsAllowedSet(RollsAllowedSet),
    /// A die of the active monster was set to a face by a card (Herd Culler, Stretchy, Plot Twist).
    DieChanged(DieChanged),
    /// The active monster's dice are final: Psychic Probe owners may reroll one die each, clockwise,
    /// then the Resolve Dice moment (every Power Up! turn; the event keeps its first name).
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
            | Event::MonsterConceded(_)
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
            | Event::MimicPlacementLapsed(_)
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
