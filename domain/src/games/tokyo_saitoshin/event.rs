//! What happened, in the past tense. Card identities a viewer may not know (deck orders,
//! face-down Site cards, another seat's drawn cards) are redacted by `view::redact`.

use serde::{Deserialize, Serialize};

pub use super::state::ExhaustionSite;
use super::state::{ActionKind, Boost, Share, Source, Step, Stop};
use super::vocabulary::{Area, DamageType, Deck, Pc, Place, Range, SkillSlot, Stat};
use crate::engine::Seat;

/// Why a trouble card was drawn (spec 13.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinDrawReason")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DrawReason {
    RoundStart,
    ApPayment,
    Down,
    DamageWhileDown,
    Effect,
}

/// Where AP paid into a check came from (spec 5.1 item 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinPaySource")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PaySource {
    /// A hand card revealed and discarded: its printed AP.
    HandCard,
    /// One of the payer's AP tokens returned to the pool.
    ApToken,
    /// The trouble card drawn for this check: its printed AP.
    Trouble,
}

/// An event's payload struct, with the derives and the serde and GraphQL naming every
/// payload shares (camelCase fields, a `TokyoSaitoshin`-prefixed GraphQL type).
macro_rules! payload {
    ($(#[$doc:meta])* $name:ident = $gql:literal { $($(#[$fdoc:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
        #[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject), graphql(name = $gql))]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$fdoc])* pub $field: $ty,)*
        }
    };
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union),
    graphql(name = "TokyoSaitoshinEvent")
)]
#[serde(rename_all = "camelCase")]
pub enum Event {
    /// The play was set up: the scenario, who runs which PC, which PCs are BOT cards.
    GameStarted(GameStarted),
    /// A table deck was shuffled (the order is hidden from everyone).
    DeckShuffled(DeckShuffled),
    /// Owned reward cards were shuffled into a deck's top 7×k cards (spec 3.1 G4); `order`
    /// is the whole deck afterwards (hidden).
    RewardCardsAdded(RewardCardsAdded),
    /// A card from its type's deck into an empty market slot (setup G5, step 6).
    MarketSlotFilled(MarketSlotFilled),
    /// One weapon, one item and one follower into the disposal slot (setup G5).
    DisposalSeeded(DisposalSeeded),
    /// The scenario deck (ascending, not shuffled), the set-aside cards and the reward
    /// reserve. Scenario ids are printed on the backs, so they are public.
    ScenarioDeckBuilt(ScenarioDeckBuilt),
    /// A PC's board with the skills that start sealed (spec 3.2 P1).
    SkillsSealed(SkillsSealed),
    /// A PC's starter deck shuffled (the order is hidden).
    StarterDeckShuffled(StarterDeckShuffled),
    PcPlaced(PcPlaced),
    ScenarioCardRevealed(ScenarioCardRevealed),
    ScenarioCardPlaced(ScenarioCardPlaced),
    ScenarioCardDiscarded(ScenarioCardDiscarded),
    ScenarioCardMoved(ScenarioCardMoved),
    /// A set-aside scenario card shuffled into the trouble deck; `order` is the new deck (hidden).
    ScenarioCardShuffledIntoTroubles(ScenarioCardShuffledIntoTroubles),
    ScenarioProgressAdded(ScenarioProgressAdded),
    RoundStarted(RoundStarted),
    StepEntered(StepEntered),
    TroubleDrawn(TroubleDrawn),
    /// The trouble discard pile became the new trouble deck (the order is hidden).
    TroubleDeckReshuffled(TroubleDeckReshuffled),
    /// 「何もない素晴らしい1日」: discarded, never placed (FAQ Q8).
    TroubleDiscardedUnplaced(TroubleDiscardedUnplaced),
    TroublePlaced(TroublePlaced),
    /// A Site card drawn face down onto the encounter slot (hidden until revealed).
    SiteCardDrawn(SiteCardDrawn),
    /// The Site discard pile became the new Site deck (G-9; the order is hidden).
    SiteDeckReshuffled(SiteDeckReshuffled),
    /// Cards drawn into a hand; only the owner sees them (everyone with open hands).
    CardsDrawn(CardsDrawn),
    /// A PC's discard pile turned over, without shuffling, as its new deck.
    DeckRebuilt(DeckRebuilt),
    /// A hand card discarded in the hand adjustment.
    HandCardDiscarded(HandCardDiscarded),
    /// The first hand set aside, a new one drawn, the set-aside cards shuffled back
    /// (`order`: the deck afterwards, hidden).
    HandRedrawn(HandRedrawn),
    HandKept(HandKept),
    /// The PC's hand adjustment is done.
    HandReady(HandReady),
    ActionStarted(ActionStarted),
    CheckPaid(CheckPaid),
    CheckEnded(CheckEnded),
    PcMoved(PcMoved),
    /// A trouble or scenario card resolved and taken off its slot.
    CardResolved(CardResolved),
    ApGained(ApGained),
    SkillUnsealed(SkillUnsealed),
    /// A market card bought: on top of the buyer's deck (spec 5.10).
    CardPurchased(CardPurchased),
    CardEquipped(CardEquipped),
    ActionEnded(ActionEnded),
    /// A card, skill or BOT card used (its cost, attack, primitives and post-use follow).
    EffectUsed(EffectUsed),
    /// Damage tokens on an enemy card (after its reduction).
    EnemyDamaged(EnemyDamaged),
    /// Exhaustion tokens placed after a use.
    ExhaustionPlaced(ExhaustionPlaced),
    /// A used card to its owner's discard pile (from the hand or the equipment).
    CardDiscarded(CardDiscarded),
    /// A used card to the Site's disposal slot.
    CardDisposed(CardDisposed),
    /// A used card out of the play until the scenario ends.
    CardRemoved(CardRemoved),
    ActionPhaseEnded(ActionPhaseEnded),
    DamageTaken(DamageTaken),
    PcWentDown(PcWentDown),
    /// Down processing (spec 5.16.3): hand and equipment discarded, artifacts removed,
    /// AP tokens returned, damage capped.
    DownProcessed(DownProcessed),
    PcRecovered(PcRecovered),
    Healed(Healed),
    ExhaustionRemoved(ExhaustionRemoved),
    ProgressGained(ProgressGained),
    NpcJoined(NpcJoined),
    ModPutInPlay(ModPutInPlay),
    ModRemoved(ModRemoved),
    NpcDamaged(NpcDamaged),
    NpcHealed(NpcHealed),
    CardProgressAdded(CardProgressAdded),
    CardProgressTaken(CardProgressTaken),
    /// Step 5 reached a position (a scenario card, a trouble card, a facility).
    EndProcessingAt(EndProcessingAt),
    /// A trouble card left its slot to follow a PC out of its area (the Biker); it is
    /// placed in a slot of the PC's new area next.
    TroubleFollowed(TroubleFollowed),
    /// An artifact drawn and revealed (spec 5.18.3); one of `candidates` must take it.
    ArtifactDrawn(ArtifactDrawn),
    /// The PC that takes the drawn artifact.
    ArtifactTaken(ArtifactTaken),
    /// The top Site card of the encounter slot revealed (spec 5.12 step 2).
    SiteCardRevealed(SiteCardRevealed),
    /// The revealed Site card resolved (its check succeeded or its enemy was defeated),
    /// then discarded.
    SiteCardResolved(SiteCardResolved),
    /// The revealed Site card failed (its 【失敗時】 applied), then discarded.
    SiteCardFailed(SiteCardFailed),
    /// The participants ended the exploration.
    ExplorationEnded(ExplorationEnded),
    /// The participants withdrew: the unresolved Site cards discarded; each now moves out.
    Withdrew(Withdrew),
    WithdrawalSplitAsked(WithdrawalSplitAsked),
    WithdrawalDamageAssigned(WithdrawalDamageAssigned),
    /// An artifact is to be drawn: its PCs may take a disposal-area card instead.
    ArtifactOffered(ArtifactOffered),
    /// The choice: the artifact, or a disposal-area card (`disposal`).
    ArtifactOrDisposalChosen(ArtifactOrDisposalChosen),
    /// Cards from the disposal area to obtain (spec 5.18.2).
    DisposalCardsOffered(DisposalCardsOffered),
    /// Too few disposal cards: a weapon, an item and a follower drawn and revealed.
    DisposalShortfallDrawn(DisposalShortfallDrawn),
    /// A disposal-area card (or a revealed one) on top of a PC's deck.
    DisposalCardTaken(DisposalCardTaken),
    /// The disposal-area cards are obtained; the unchosen revealed cards go to the slot.
    DisposalRewardEnded(DisposalRewardEnded),
    /// A hand exchange offered (the cards seen by the offerer's seat only).
    ExchangeOffered(ExchangeOffered),
    /// Equipped cards with this trait can no longer be unequipped (SC04-03).
    EquipmentLocked(EquipmentLocked),
    /// The exchange declined.
    ExchangeDeclined(ExchangeDeclined),
    /// The hands exchanged (each seat sees the cards it received).
    HandsExchanged(HandsExchanged),
    /// A vehicle move named passengers run by other seats: each is asked to ride along.
    RideOffered(RideOffered),
    /// A passenger asked to ride along answered.
    RideAnswered(RideAnswered),
    /// Damage is about to be taken and its PC has an interrupt that could answer it: a
    /// reaction window (spec 5.8, G-28).
    DamageIncoming(DamageIncoming),
    /// An interrupt reduced the damage waiting in the window.
    DamageReduced(DamageReduced),
    /// The window closed: what is left of the damage is taken now (`DamageTaken` follows
    /// when it is 1 or more).
    DamageSettled(DamageSettled),
    /// An attack waits for the reaction window to its counterattack.
    BattlePaused(BattlePaused),
    /// The paused attack goes on.
    BattleResumed(BattleResumed),
    /// An attack was declared and a PC may answer it before it strikes: its window
    /// (modifiers of the attacker, other PCs joining).
    AttackDeclared(AttackDeclared),
    /// `n` more damage on every strike of the attack in its window (before reduction).
    AttackDamageAdded(AttackDamageAdded),
    /// The attack's damage multiplied by `k`.
    AttackDamageMultiplied(AttackDamageMultiplied),
    /// The enemy's reduction does not apply to the attack.
    EnemyReductionIgnored(EnemyReductionIgnored),
    /// Covering Fire adds `n` physical damage to the attack.
    CoveringFireAdded(CoveringFireAdded),
    /// `pc` joins the attack with its own physical attack, at the attack's range.
    AttackJoined(AttackJoined),
    /// `pc` has nothing (more) to add to the attack in its window.
    AttackPassed(AttackPassed),
    /// Nobody may answer the attack any more: it strikes now.
    AttackWindowClosed(AttackWindowClosed),
    /// A trouble card drawn by a PC with a redraw (ドゥーム・ゼロ) goes to the trouble
    /// discard pile, unapplied and unplaced (its AP does not count), and the PC draws again.
    TroubleRedrawn(TroubleRedrawn),
    /// A used card whose post-use would dispose of it (or remove it, in the Site) is held
    /// while its PC may discard it instead.
    DisposalHeld(DisposalHeld),
    /// The artifact equipped, with no equip check (room made first: an artifact already
    /// equipped removed, or a card discarded).
    ArtifactEquipped(ArtifactEquipped),
    /// An effect primitive the engine does not run yet was skipped.
    EffectSkipped(EffectSkipped),
    /// `pc` is sent by `source` to an area drawn at random (`teleport_random`).
    PcTeleported(PcTeleported),
    /// `pc` is to give `n` hand cards to another PC in its place (`give_hand_cards`): its
    /// player chooses them (`giveHandCards`).
    GiveAsked(GiveAsked),
    /// `pc` (of `seat`) gave `cards` to `to` (of `to_seat`); only the receiving seat sees
    /// them (everyone with open hands).
    HandCardsGiven(HandCardsGiven),
    /// The hand cards `pc` was to give can no longer be given (nobody left in its place, or
    /// no card left to give).
    GiveLapsed(GiveLapsed),
    /// 【シナリオクリア】 was read: the evaluation, the rank and the rewards on offer.
    ScenarioCleared(ScenarioCleared),
    /// The reward chosen at the clear (`None`: none taken), and the play is over.
    RewardChosen(RewardChosen),
    /// All players lose.
    GameLost(GameLost),
}

payload! {
    /// The play was set up: the scenario, who runs which PC, which PCs are BOT cards.
    GameStarted = "TokyoSaitoshinGameStarted" {
        scenario: String,
        seats: usize,
        pcs: Vec<SeatedPc>,
        bots: Vec<Pc>,
        open_hands: bool,
        /// The pairs of the 2-PC variant (spec 5.14.3), each its two PCs in PC order: they
        /// share one hand, deck and discard pile.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pairs: Vec<Vec<Pc>>,
        /// The Procurer plays its solo side (spec 5.14.4, G-10).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        solo_side: bool,
    }
}

payload! {
    /// A table deck was shuffled (the order is hidden from everyone).
    DeckShuffled = "TokyoSaitoshinDeckShuffled" {
        deck: Deck,
        order: Vec<String>,
    }
}

payload! {
    /// Owned reward cards were shuffled into a deck's top 7×k cards (spec 3.1 G4); `order`
    /// is the whole deck afterwards (hidden).
    RewardCardsAdded = "TokyoSaitoshinRewardCardsAdded" {
        deck: Deck,
        cards: Vec<String>,
        order: Vec<String>,
    }
}

payload! {
    /// A card from its type's deck into an empty market slot (setup G5, step 6).
    MarketSlotFilled = "TokyoSaitoshinMarketSlotFilled" {
        slot: usize,
        card: String,
    }
}

payload! {
    /// One weapon, one item and one follower into the disposal slot (setup G5).
    DisposalSeeded = "TokyoSaitoshinDisposalSeeded" {
        cards: Vec<String>,
    }
}

payload! {
    /// The scenario deck (ascending, not shuffled), the set-aside cards and the reward
    /// reserve. Scenario ids are printed on the backs, so they are public.
    ScenarioDeckBuilt = "TokyoSaitoshinScenarioDeckBuilt" {
        deck: Vec<String>,
        set_aside: Vec<String>,
        rewards: Vec<String>,
    }
}

payload! {
    /// A PC's board with the skills that start sealed (spec 3.2 P1).
    SkillsSealed = "TokyoSaitoshinSkillsSealed" {
        pc: Pc,
        sealed: Vec<SkillSlot>,
    }
}

payload! {
    /// A PC's starter deck shuffled (the order is hidden).
    StarterDeckShuffled = "TokyoSaitoshinStarterDeckShuffled" {
        pc: Pc,
        order: Vec<String>,
    }
}

payload! {
    PcPlaced = "TokyoSaitoshinPcPlaced" {
        pc: Pc,
        place: Place,
    }
}

payload! {
    ScenarioCardRevealed = "TokyoSaitoshinScenarioCardRevealed" {
        card: String,
    }
}

payload! {
    ScenarioCardPlaced = "TokyoSaitoshinScenarioCardPlaced" {
        card: String,
        slot: usize,
    }
}

payload! {
    ScenarioCardDiscarded = "TokyoSaitoshinScenarioCardDiscarded" {
        card: String,
    }
}

payload! {
    /// A scenario card on the mat moved by its own text (SC07-RT), from one slot to another.
    ScenarioCardMoved = "TokyoSaitoshinScenarioCardMoved" {
        card: String,
        from: usize,
        slot: usize,
    }
}

payload! {
    /// A set-aside scenario card shuffled into the trouble deck; `order` is the new deck (hidden).
    ScenarioCardShuffledIntoTroubles = "TokyoSaitoshinScenarioCardShuffledIntoTroubles" {
        card: String,
        order: Vec<String>,
    }
}

payload! {
    ScenarioProgressAdded = "TokyoSaitoshinScenarioProgressAdded" {
        n: u32,
    }
}

payload! {
    RoundStarted = "TokyoSaitoshinRoundStarted" {
        round: u32,
    }
}

payload! {
    StepEntered = "TokyoSaitoshinStepEntered" {
        step: Step,
    }
}

payload! {
    TroubleDrawn = "TokyoSaitoshinTroubleDrawn" {
        pc: Pc,
        card: String,
        reason: DrawReason,
    }
}

payload! {
    /// The trouble discard pile became the new trouble deck (the order is hidden).
    TroubleDeckReshuffled = "TokyoSaitoshinTroubleDeckReshuffled" {
        order: Vec<String>,
    }
}

payload! {
    /// The Site discard pile became the new Site deck when a Site card had to be drawn and
    /// the deck was empty (G-9, as the trouble deck is rebuilt). The order is hidden.
    SiteDeckReshuffled = "TokyoSaitoshinSiteDeckReshuffled" {
        order: Vec<String>,
    }
}

payload! {
    /// 「何もない素晴らしい1日」: discarded, never placed (FAQ Q8).
    TroubleDiscardedUnplaced = "TokyoSaitoshinTroubleDiscardedUnplaced" {
        card: String,
    }
}

payload! {
    TroublePlaced = "TokyoSaitoshinTroublePlaced" {
        card: String,
        slot: usize,
    }
}

payload! {
    /// A Site card drawn face down onto the encounter slot (hidden until revealed).
    SiteCardDrawn = "TokyoSaitoshinSiteCardDrawn" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// Cards drawn into a hand; only the owner sees them (everyone with open hands).
    CardsDrawn = "TokyoSaitoshinCardsDrawn" {
        pc: Pc,
        seat: Seat,
        cards: Vec<String>,
        open: bool,
    }
}

payload! {
    /// A PC's discard pile turned over, without shuffling, as its new deck.
    DeckRebuilt = "TokyoSaitoshinDeckRebuilt" {
        pc: Pc,
    }
}

payload! {
    /// A hand card discarded in the hand adjustment.
    HandCardDiscarded = "TokyoSaitoshinHandCardDiscarded" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// The first hand set aside, a new one drawn, the set-aside cards shuffled back
    /// (`order`: the deck afterwards, hidden).
    HandRedrawn = "TokyoSaitoshinHandRedrawn" {
        pc: Pc,
        seat: Seat,
        hand: Vec<String>,
        order: Vec<String>,
        open: bool,
    }
}

payload! {
    HandKept = "TokyoSaitoshinHandKept" {
        pc: Pc,
    }
}

payload! {
    /// The PC's hand adjustment is done.
    HandReady = "TokyoSaitoshinHandReady" {
        pc: Pc,
    }
}

payload! {
    ActionStarted = "TokyoSaitoshinActionStarted" {
        pc: Pc,
        action: ActionKind,
        check: Option<CheckOpened>,
    }
}

payload! {
    CheckPaid = "TokyoSaitoshinCheckPaid" {
        payer: Pc,
        source: PaySource,
        /// The hand or trouble card paid with (`None` for a token).
        card: Option<String>,
        amount: u32,
    }
}

payload! {
    CheckEnded = "TokyoSaitoshinCheckEnded" {
        pc: Pc,
        success: bool,
        total: u32,
        target: u32,
    }
}

payload! {
    PcMoved = "TokyoSaitoshinPcMoved" {
        pc: Pc,
        from: Place,
        to: Place,
    }
}

payload! {
    /// A trouble or scenario card resolved and taken off its slot.
    CardResolved = "TokyoSaitoshinCardResolved" {
        pc: Pc,
        card: String,
        slot: usize,
    }
}

payload! {
    ApGained = "TokyoSaitoshinApGained" {
        pc: Pc,
        n: u32,
    }
}

payload! {
    SkillUnsealed = "TokyoSaitoshinSkillUnsealed" {
        pc: Pc,
        skill: SkillSlot,
    }
}

payload! {
    /// A market card bought: on top of the buyer's deck (spec 5.10).
    CardPurchased = "TokyoSaitoshinCardPurchased" {
        pc: Pc,
        card: String,
        slot: usize,
    }
}

payload! {
    CardEquipped = "TokyoSaitoshinCardEquipped" {
        pc: Pc,
        card: String,
    }
}

payload! {
    ActionEnded = "TokyoSaitoshinActionEnded" {
        pc: Pc,
    }
}

payload! {
    /// A card, skill or BOT card used (its cost, attack, primitives and post-use follow).
    EffectUsed = "TokyoSaitoshinEffectUsed" {
        pc: Pc,
        source: Source,
        target: Option<usize>,
    }
}

payload! {
    /// Damage tokens on an enemy card (after its reduction).
    EnemyDamaged = "TokyoSaitoshinEnemyDamaged" {
        card: String,
        amount: u32,
    }
}

payload! {
    /// Exhaustion tokens placed after a use.
    ExhaustionPlaced = "TokyoSaitoshinExhaustionPlaced" {
        pc: Pc,
        on: ExhaustionSite,
        n: u32,
    }
}

payload! {
    /// A used card to its owner's discard pile (from the hand or the equipment).
    CardDiscarded = "TokyoSaitoshinCardDiscarded" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// A used card to the Site's disposal slot.
    CardDisposed = "TokyoSaitoshinCardDisposed" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// A used card out of the play until the scenario ends.
    CardRemoved = "TokyoSaitoshinCardRemoved" {
        pc: Pc,
        card: String,
    }
}

payload! {
    ActionPhaseEnded = "TokyoSaitoshinActionPhaseEnded" {
        pc: Pc,
    }
}

payload! {
    DamageTaken = "TokyoSaitoshinDamageTaken" {
        pc: Pc,
        amount: u32,
        damage_type: DamageType,
    }
}

payload! {
    /// A scenario MOD card came into play.
    ModPutInPlay = "TokyoSaitoshinModPutInPlay" {
        card: String,
    }
}

payload! {
    ModRemoved = "TokyoSaitoshinModRemoved" {
        card: String,
    }
}

payload! {
    /// A scenario NPC (the Director) joined the PCs.
    NpcJoined = "TokyoSaitoshinNpcJoined" {
        npc: String,
        hp: u32,
    }
}

payload! {
    NpcDamaged = "TokyoSaitoshinNpcDamaged" {
        npc: String,
        amount: u32,
        source: String,
    }
}

payload! {
    NpcHealed = "TokyoSaitoshinNpcHealed" {
        npc: String,
        n: u32,
    }
}

payload! {
    PcWentDown = "TokyoSaitoshinPcWentDown" {
        pc: Pc,
    }
}

payload! {
    /// Down processing (spec 5.16.3): hand and equipment discarded, artifacts removed,
    /// AP tokens returned, damage capped.
    DownProcessed = "TokyoSaitoshinDownProcessed" {
        pc: Pc,
        discarded: Vec<String>,
        removed: Vec<String>,
        ap_returned: u32,
    }
}

payload! {
    PcRecovered = "TokyoSaitoshinPcRecovered" {
        pc: Pc,
    }
}

payload! {
    Healed = "TokyoSaitoshinHealed" {
        pc: Pc,
        n: u32,
    }
}

payload! {
    ExhaustionRemoved = "TokyoSaitoshinExhaustionRemoved" {
        pc: Pc,
        from: ExhaustionSite,
    }
}

payload! {
    ProgressGained = "TokyoSaitoshinProgressGained" {
        pc: Pc,
        n: u32,
    }
}

payload! {
    /// Progress tokens put on the card on top of a market slot (they lie on the slot).
    CardProgressAdded = "TokyoSaitoshinCardProgressAdded" {
        card: String,
        slot: usize,
        n: u32,
    }
}

payload! {
    /// Whoever resolved the card on top of a slot takes every progress token on it (FAQ Q37).
    CardProgressTaken = "TokyoSaitoshinCardProgressTaken" {
        pc: Pc,
        slot: usize,
        n: u32,
    }
}

payload! {
    /// Step 5 reached a position (a scenario card, a trouble card, a facility).
    EndProcessingAt = "TokyoSaitoshinEndProcessingAt" {
        position: u32,
    }
}

payload! {
    /// A trouble card left its slot to follow a PC out of its area (the Biker); it is
    /// placed in a slot of the PC's new area next.
    TroubleFollowed = "TokyoSaitoshinTroubleFollowed" {
        card: String,
        slot: usize,
        pc: Pc,
    }
}

payload! {
    /// An artifact drawn and revealed (spec 5.18.3); one of `candidates` must take it.
    ArtifactDrawn = "TokyoSaitoshinArtifactDrawn" {
        card: String,
        candidates: Vec<Pc>,
    }
}

payload! {
    /// The PC that takes the drawn artifact.
    ArtifactTaken = "TokyoSaitoshinArtifactTaken" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// The artifact equipped, with no equip check (room made first: an artifact already
    /// equipped removed, or a card discarded).
    ArtifactEquipped = "TokyoSaitoshinArtifactEquipped" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// The top Site card of the encounter slot revealed (spec 5.12 step 2).
    SiteCardRevealed = "TokyoSaitoshinSiteCardRevealed" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// The revealed Site card resolved by `pc`, then discarded.
    SiteCardResolved = "TokyoSaitoshinSiteCardResolved" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// The revealed Site card failed, then discarded.
    SiteCardFailed = "TokyoSaitoshinSiteCardFailed" {
        card: String,
    }
}

payload! {
    /// The participants ended the exploration.
    ExplorationEnded = "TokyoSaitoshinExplorationEnded" {
        pcs: Vec<Pc>,
    }
}

payload! {
    /// The withdrawing seat is to split the withdrawal's damage (`owed`) among `shares`.
    WithdrawalSplitAsked = "TokyoSaitoshinWithdrawalSplitAsked" {
        seat: Seat,
        owed: u32,
        shares: Vec<Share>,
    }
}

payload! {
    WithdrawalDamageAssigned = "TokyoSaitoshinWithdrawalDamageAssigned" {
        pc: Pc,
    }
}

payload! {
    /// The participants withdrew; `discarded`: the unresolved Site cards (public now).
    Withdrew = "TokyoSaitoshinWithdrew" {
        pcs: Vec<Pc>,
        discarded: Vec<String>,
    }
}

payload! {
    /// An artifact is to be drawn for these PCs, unless they take a disposal-area card.
    ArtifactOffered = "TokyoSaitoshinArtifactOffered" {
        candidates: Vec<Pc>,
    }
}

payload! {
    /// The choice before an artifact is drawn.
    ArtifactOrDisposalChosen = "TokyoSaitoshinArtifactOrDisposalChosen" {
        pc: Pc,
        disposal: bool,
    }
}

payload! {
    /// `n` cards from the disposal area, for the `candidates`.
    DisposalCardsOffered = "TokyoSaitoshinDisposalCardsOffered" {
        n: u32,
        candidates: Vec<Pc>,
    }
}

payload! {
    /// A weapon, an item and a follower drawn and revealed for a disposal shortfall.
    DisposalShortfallDrawn = "TokyoSaitoshinDisposalShortfallDrawn" {
        cards: Vec<String>,
    }
}

payload! {
    /// A disposal-area card (or a revealed one) on top of `pc`'s deck.
    DisposalCardTaken = "TokyoSaitoshinDisposalCardTaken" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// The disposal reward is over; `returned`: the unchosen revealed cards, to the slot.
    DisposalRewardEnded = "TokyoSaitoshinDisposalRewardEnded" {
        returned: Vec<String>,
    }
}

payload! {
    /// A hand exchange offered by `pc` (of `seat`) to `other`.
    ExchangeOffered = "TokyoSaitoshinExchangeOffered" {
        pc: Pc,
        seat: Seat,
        other: Pc,
        cards: Vec<String>,
        open: bool,
    }
}

payload! {
    /// Equipped cards with this trait can no longer be unequipped (SC04-03).
    EquipmentLocked = "TokyoSaitoshinEquipmentLocked" {
        trait_name: String,
    }
}

payload! {
    /// The exchange offered to `pc` declined.
    ExchangeDeclined = "TokyoSaitoshinExchangeDeclined" {
        pc: Pc,
    }
}

payload! {
    /// `given` from `pc` to `other`, `taken` from `other` to `pc`.
    HandsExchanged = "TokyoSaitoshinHandsExchanged" {
        pc: Pc,
        seat: Seat,
        other: Pc,
        other_seat: Seat,
        given: Vec<String>,
        taken: Vec<String>,
        open: bool,
    }
}

payload! {
    /// `pc` offers a ride on its vehicle move (to `to`, through `via`) to `passengers`;
    /// `asked` are the ones run by other seats, who answer before the move's check.
    RideOffered = "TokyoSaitoshinRideOffered" {
        pc: Pc,
        to: Place,
        via: Vec<Area>,
        passengers: Vec<Pc>,
        asked: Vec<Pc>,
        #[serde(default)]
        stops: Vec<Stop>,
    }
}

payload! {
    /// `pc`, asked to ride along, goes (`accept`) or stays.
    RideAnswered = "TokyoSaitoshinRideAnswered" {
        pc: Pc,
        accept: bool,
    }
}

payload! {
    /// `amount` of `damage_type` about to reach `pc` from `source` (an enemy when
    /// `from_enemy`); its interrupts may answer before it is taken.
    DamageIncoming = "TokyoSaitoshinDamageIncoming" {
        pc: Pc,
        amount: u32,
        damage_type: DamageType,
        source: Option<String>,
        from_enemy: bool,
    }
}

payload! {
    /// The damage waiting for `pc` reduced by `by`.
    DamageReduced = "TokyoSaitoshinDamageReduced" {
        pc: Pc,
        by: u32,
    }
}

payload! {
    /// The reaction window of `pc` closed with `amount` left to take.
    DamageSettled = "TokyoSaitoshinDamageSettled" {
        pc: Pc,
        amount: u32,
    }
}

payload! {
    /// `pc`'s attack with `source` waits for the counterattack's reaction window; `slots`
    /// are still to fight, and `strikeOwed` names the enemy that struck first.
    BattlePaused = "TokyoSaitoshinBattlePaused" {
        pc: Pc,
        source: Source,
        slots: Vec<usize>,
        pc_first: Option<bool>,
        strike_owed: Option<String>,
        /// What the attack's window added (absent: nothing).
        #[serde(default)]
        boost: Boost,
    }
}

payload! {
    BattleResumed = "TokyoSaitoshinBattleResumed" {
        pc: Pc,
    }
}

payload! {
    /// `pc` attacks `target` with `source` at `range`; `waiting` are the PCs who may
    /// answer before it strikes.
    AttackDeclared = "TokyoSaitoshinAttackDeclared" {
        pc: Pc,
        source: Source,
        target: usize,
        range: Range,
        waiting: Vec<Pc>,
    }
}

payload! {
    AttackDamageAdded = "TokyoSaitoshinAttackDamageAdded" {
        n: u32,
    }
}

payload! {
    AttackDamageMultiplied = "TokyoSaitoshinAttackDamageMultiplied" {
        k: u32,
    }
}

payload! {
    EnemyReductionIgnored = "TokyoSaitoshinEnemyReductionIgnored" {
        pc: Pc,
    }
}

payload! {
    CoveringFireAdded = "TokyoSaitoshinCoveringFireAdded" {
        n: u32,
    }
}

payload! {
    /// `pc` joins with the attack of `means`, having used `source` (its join interrupt).
    AttackJoined = "TokyoSaitoshinAttackJoined" {
        pc: Pc,
        source: Source,
        means: Source,
    }
}

payload! {
    AttackPassed = "TokyoSaitoshinAttackPassed" {
        pc: Pc,
    }
}

payload! {
    /// The attack of `pc` strikes now, with `boost`.
    AttackWindowClosed = "TokyoSaitoshinAttackWindowClosed" {
        pc: Pc,
        boost: Boost,
    }
}

payload! {
    TroubleRedrawn = "TokyoSaitoshinTroubleRedrawn" {
        pc: Pc,
        card: String,
    }
}

payload! {
    DisposalHeld = "TokyoSaitoshinDisposalHeld" {
        pc: Pc,
        card: String,
    }
}

payload! {
    /// An effect primitive the engine does not run yet was skipped.
    EffectSkipped = "TokyoSaitoshinEffectSkipped" {
        op: String,
        source: String,
    }
}

payload! {
    /// `pc` sent from `from` to `to`, an area drawn at random, by `source`.
    PcTeleported = "TokyoSaitoshinPcTeleported" {
        pc: Pc,
        from: Place,
        to: Place,
        source: String,
    }
}

payload! {
    /// `pc` is to give `n` hand cards to another PC in its place.
    GiveAsked = "TokyoSaitoshinGiveAsked" {
        pc: Pc,
        n: u32,
    }
}

payload! {
    /// `cards` from `pc`'s hand (`seat`) to `to`'s (`to_seat`).
    HandCardsGiven = "TokyoSaitoshinHandCardsGiven" {
        pc: Pc,
        seat: Seat,
        to: Pc,
        to_seat: Seat,
        cards: Vec<String>,
        open: bool,
    }
}

payload! {
    /// The give `pc` owed lapsed: nobody to give to, or nothing to give.
    GiveLapsed = "TokyoSaitoshinGiveLapsed" {
        pc: Pc,
    }
}

payload! {
    /// 【シナリオクリア】 was read: the evaluation, the rank and the rewards on offer.
    ScenarioCleared = "TokyoSaitoshinScenarioCleared" {
        card: String,
        evaluation: u32,
        rank: Option<String>,
        rewards: Vec<String>,
    }
}

payload! {
    /// The reward chosen at the clear (`None`: none taken), and the play is over.
    RewardChosen = "TokyoSaitoshinRewardChosen" {
        card: Option<String>,
    }
}

payload! {
    /// All players lose.
    GameLost = "TokyoSaitoshinGameLost" {
        reason: String,
    }
}

/// A PC and the seat that runs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinSeatedPc")
)]
pub struct SeatedPc {
    pub pc: Pc,
    pub seat: Seat,
}

/// A check as it opened: what is tested, against what, from what base.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinCheckOpened")
)]
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
            Event::GameStarted(_)
                | Event::DeckShuffled(_)
                | Event::RewardCardsAdded(_)
                | Event::MarketSlotFilled(_)
                | Event::DisposalSeeded(_)
                | Event::StarterDeckShuffled(_)
                | Event::ScenarioCardRevealed(_)
                | Event::ScenarioCardShuffledIntoTroubles(_)
                | Event::TroubleDrawn(_)
                | Event::TroubleDeckReshuffled(_)
                | Event::SiteCardDrawn(_)
                | Event::SiteDeckReshuffled(_)
                | Event::CardsDrawn(_)
                | Event::HandRedrawn(_)
                | Event::ArtifactDrawn(_)
                | Event::SiteCardRevealed(_)
                | Event::DisposalShortfallDrawn(_)
                | Event::Withdrew(_)
                | Event::PcTeleported(_)
        )
    }
}
