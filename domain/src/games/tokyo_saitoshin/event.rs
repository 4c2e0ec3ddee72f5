//! What happened, in the past tense. Card identities a viewer may not know (deck orders,
//! face-down Site cards, another seat's drawn cards) are redacted by `view::redact`.

use serde::{Deserialize, Serialize};

pub use super::state::ExhaustionSite;
use super::state::{ActionKind, Source, Step};
use super::vocabulary::{DamageType, Deck, Pc, Place, SkillSlot, Stat};
use crate::engine::Seat;

/// Why a trouble card was drawn (spec 13.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DrawReason {
    RoundStart,
    ApPayment,
    Down,
    DamageWhileDown,
    Effect,
}

/// Where AP paid into a check came from (spec 5.1 item 2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum PaySource {
    /// A hand card revealed and discarded: its printed AP.
    HandCard { card: String },
    /// One of the payer's AP tokens returned to the pool.
    ApToken,
    /// The trouble card drawn for this check: its printed AP.
    Trouble { card: String },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Event {
    /// The play was set up: the scenario, who runs which PC, which PCs are BOT cards.
    GameStarted {
        scenario: String,
        seats: usize,
        pcs: Vec<(Pc, Seat)>,
        bots: Vec<Pc>,
        open_hands: bool,
    },
    /// A table deck was shuffled (the order is hidden from everyone).
    DeckShuffled {
        deck: Deck,
        order: Vec<String>,
    },
    /// Owned reward cards were shuffled into a deck's top 7×k cards (spec 3.1 G4); `order`
    /// is the whole deck afterwards (hidden).
    RewardCardsAdded {
        deck: Deck,
        cards: Vec<String>,
        order: Vec<String>,
    },
    /// A card from its type's deck into an empty market slot (setup G5, step 6).
    MarketSlotFilled {
        slot: usize,
        card: String,
    },
    /// One weapon, one item and one follower into the disposal slot (setup G5).
    DisposalSeeded {
        cards: Vec<String>,
    },
    /// The scenario deck (ascending, not shuffled), the set-aside cards and the reward
    /// reserve. Scenario ids are printed on the backs, so they are public.
    ScenarioDeckBuilt {
        deck: Vec<String>,
        set_aside: Vec<String>,
        rewards: Vec<String>,
    },
    /// A PC's board with the skills that start sealed (spec 3.2 P1).
    SkillsSealed {
        pc: Pc,
        sealed: Vec<SkillSlot>,
    },
    /// A PC's starter deck shuffled (the order is hidden).
    StarterDeckShuffled {
        pc: Pc,
        order: Vec<String>,
    },
    PcPlaced {
        pc: Pc,
        place: Place,
    },
    ScenarioCardRevealed {
        card: String,
    },
    ScenarioCardPlaced {
        card: String,
        slot: usize,
    },
    ScenarioCardDiscarded {
        card: String,
    },
    /// A set-aside scenario card shuffled into the trouble deck; `order` is the new deck (hidden).
    ScenarioCardShuffledIntoTroubles {
        card: String,
        order: Vec<String>,
    },
    ScenarioProgressAdded {
        n: u32,
    },
    RoundStarted {
        round: u32,
    },
    StepEntered {
        step: Step,
    },
    TroubleDrawn {
        pc: Pc,
        card: String,
        reason: DrawReason,
    },
    /// The trouble discard pile became the new trouble deck (the order is hidden).
    TroubleDeckReshuffled {
        order: Vec<String>,
    },
    /// 「何もない素晴らしい1日」: discarded, never placed (FAQ Q8).
    TroubleDiscardedUnplaced {
        card: String,
    },
    TroublePlaced {
        card: String,
        slot: usize,
    },
    /// A Site card drawn face down onto the encounter slot (hidden until revealed).
    SiteCardDrawn {
        pc: Pc,
        card: String,
    },
    /// Cards drawn into a hand; only the owner sees them (everyone with open hands).
    CardsDrawn {
        pc: Pc,
        seat: Seat,
        cards: Vec<String>,
        open: bool,
    },
    /// A PC's discard pile turned over, without shuffling, as its new deck.
    DeckRebuilt {
        pc: Pc,
    },
    /// A hand card discarded in the hand adjustment.
    HandCardDiscarded {
        pc: Pc,
        card: String,
    },
    /// The first hand set aside, a new one drawn, the set-aside cards shuffled back
    /// (`order`: the deck afterwards, hidden).
    HandRedrawn {
        pc: Pc,
        seat: Seat,
        hand: Vec<String>,
        order: Vec<String>,
        open: bool,
    },
    HandKept {
        pc: Pc,
    },
    /// The PC's hand adjustment is done.
    HandReady {
        pc: Pc,
    },
    ActionStarted {
        pc: Pc,
        action: ActionKind,
        check: Option<CheckOpened>,
    },
    CheckPaid {
        payer: Pc,
        source: PaySource,
        amount: u32,
    },
    CheckEnded {
        pc: Pc,
        success: bool,
        total: u32,
        target: u32,
    },
    PcMoved {
        pc: Pc,
        from: Place,
        to: Place,
    },
    /// A trouble or scenario card resolved and taken off its slot.
    CardResolved {
        pc: Pc,
        card: String,
        slot: usize,
    },
    ApGained {
        pc: Pc,
        n: u32,
    },
    SkillUnsealed {
        pc: Pc,
        skill: SkillSlot,
    },
    /// A market card bought: on top of the buyer's deck (spec 5.10).
    CardPurchased {
        pc: Pc,
        card: String,
        slot: usize,
    },
    CardEquipped {
        pc: Pc,
        card: String,
    },
    ActionEnded {
        pc: Pc,
    },

    /// A card, skill or BOT card used (its cost, attack, primitives and post-use follow).
    EffectUsed {
        pc: Pc,
        source: Source,
        target: Option<usize>,
    },
    /// Damage tokens on an enemy card (after its reduction).
    EnemyDamaged {
        card: String,
        amount: u32,
    },
    /// Exhaustion tokens placed after a use.
    ExhaustionPlaced {
        pc: Pc,
        on: ExhaustionSite,
        n: u32,
    },
    /// A used card to its owner's discard pile (from the hand or the equipment).
    CardDiscarded {
        pc: Pc,
        card: String,
    },
    /// A used card to the Site's disposal slot.
    CardDisposed {
        pc: Pc,
        card: String,
    },
    /// A used card out of the play until the scenario ends.
    CardRemoved {
        pc: Pc,
        card: String,
    },
    ActionPhaseEnded {
        pc: Pc,
    },
    DamageTaken {
        pc: Pc,
        amount: u32,
        damage_type: DamageType,
    },
    PcWentDown {
        pc: Pc,
    },
    /// Down processing (spec 5.16.3): hand and equipment discarded, artifacts removed,
    /// AP tokens returned, damage capped.
    DownProcessed {
        pc: Pc,
        discarded: Vec<String>,
        removed: Vec<String>,
        ap_returned: u32,
    },
    PcRecovered {
        pc: Pc,
    },
    Healed {
        pc: Pc,
        n: u32,
    },
    ExhaustionRemoved {
        pc: Pc,
        from: ExhaustionSite,
    },
    ProgressGained {
        pc: Pc,
        n: u32,
    },
    /// Step 5 reached a position (a scenario card, a trouble card, a facility).
    EndProcessingAt {
        position: u32,
    },
    /// A trouble card left its slot to follow a PC out of its area (the Biker); it is
    /// placed in a slot of the PC's new area next.
    TroubleFollowed {
        card: String,
        slot: usize,
        pc: Pc,
    },
    /// An artifact drawn and revealed (spec 5.18.3); one of `candidates` must take it.
    ArtifactDrawn {
        card: String,
        candidates: Vec<Pc>,
    },
    /// The PC that takes the drawn artifact.
    ArtifactTaken {
        pc: Pc,
        card: String,
    },
    /// The artifact equipped, with no equip check (room made first: an artifact already
    /// equipped removed, or a card discarded).
    ArtifactEquipped {
        pc: Pc,
        card: String,
    },
    /// An effect primitive the engine does not run yet was skipped.
    EffectSkipped {
        op: String,
        source: String,
    },
    /// 【シナリオクリア】 was read: the evaluation, the rank and the rewards on offer.
    ScenarioCleared {
        card: String,
        evaluation: u32,
        rank: Option<String>,
        rewards: Vec<String>,
    },
    /// The reward chosen at the clear (`None`: none taken), and the play is over.
    RewardChosen {
        card: Option<String>,
    },
    /// All players lose.
    GameLost {
        reason: String,
    },
}

/// A check as it opened: what is tested, against what, from what base.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckOpened {
    pub stat: Stat,
    pub target: u32,
    pub base: u32,
}

impl Event {
    /// Whether the event revealed something no one could know or choose before (a
    /// shuffle, a draw, a face-down card): undo must stop there.
    pub fn is_irreversible(&self) -> bool {
        matches!(
            self,
            Event::GameStarted { .. }
                | Event::DeckShuffled { .. }
                | Event::RewardCardsAdded { .. }
                | Event::MarketSlotFilled { .. }
                | Event::DisposalSeeded { .. }
                | Event::StarterDeckShuffled { .. }
                | Event::ScenarioCardRevealed { .. }
                | Event::ScenarioCardShuffledIntoTroubles { .. }
                | Event::TroubleDrawn { .. }
                | Event::TroubleDeckReshuffled { .. }
                | Event::SiteCardDrawn { .. }
                | Event::CardsDrawn { .. }
                | Event::HandRedrawn { .. }
                | Event::ArtifactDrawn { .. }
        )
    }
}
