//! The event enum: every fact of a game, one variant per payload, and which facts a fair
//! undo may not cross.

use serde::{Deserialize, Serialize};

use super::battle::*;
use super::enemy::*;
use super::items::*;
use super::party::*;
use super::play::*;
use super::setup::*;

/// One fact of a Brave Architect game, in the order it happened.
///
/// Events are stored whole; `redact` hides deck orders, unused cards and other players'
/// draws from the viewers who may not see them (those fields become `null`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union),
    graphql(name = "BraveArchitectEvent")
)]
pub enum Event {
    GameStarted(GameStarted),
    SavedPartyOffered(SavedPartyOffered),
    SavedBuildKept(SavedBuildKept),
    DraftAgainChosen(DraftAgainChosen),
    DraftOrderSet(DraftOrderSet),
    CardSetPicked(CardSetPicked),
    CombatStyleChosen(CombatStyleChosen),
    StartingDeckBuilt(StartingDeckBuilt),
    EnemyPartiesRevealed(EnemyPartiesRevealed),
    EnemyAttackDeckShuffled(EnemyAttackDeckShuffled),
    StrongAttacksSetAside(StrongAttacksSetAside),
    ItemDeckShuffled(ItemDeckShuffled),
    MapPrepared(MapPrepared),
    PawnPlaced(PawnPlaced),
    CardsDrawn(CardsDrawn),
    DiscardReshuffled(DiscardReshuffled),
    InitialEnemyAttackRevealed(InitialEnemyAttackRevealed),
    RoundStarted(RoundStarted),
    PlayerTurnStarted(PlayerTurnStarted),
    CharacterMoved(CharacterMoved),
    CharacterDamaged(CharacterDamaged),
    CharacterDowned(CharacterDowned),
    AttackDeclared(AttackDeclared),
    AttackRolled(AttackRolled),
    AttackMissed(AttackMissed),
    AttackHit(AttackHit),
    BonusHitOffered(BonusHitOffered),
    BonusHitChosen(BonusHitChosen),
    DamageDealt(DamageDealt),
    PartyDestroyed(PartyDestroyed),
    CharacterLeveledUp(CharacterLeveledUp),
    EnemyModifierChanged(EnemyModifierChanged),
    TensionChanged(TensionChanged),
    HateCardTaken(HateCardTaken),
    FollowUpOffered(FollowUpOffered),
    PlayerTurnEnded(PlayerTurnEnded),
    PlayerTurnsOver(PlayerTurnsOver),
    TraitsActivated(TraitsActivated),
    EnemyMoved(EnemyMoved),
    CharacterPushed(CharacterPushed),
    SlamSideOffered(SlamSideOffered),
    ReactionWindowOpened(ReactionWindowOpened),
    DurationCardTicked(DurationCardTicked),
    DurationCardExpired(DurationCardExpired),
    ReactionWindowPassed(ReactionWindowPassed),
    SlamSideChosen(SlamSideChosen),
    PartyCardRevealed(PartyCardRevealed),
    EnemyAttackRevealed(EnemyAttackRevealed),
    AttackAreaResolved(AttackAreaResolved),
    EvasionRolled(EvasionRolled),
    EnemyDamageRolled(EnemyDamageRolled),
    EnemyAttackDiscarded(EnemyAttackDiscarded),
    EnemyAttackDeckReshuffled(EnemyAttackDeckReshuffled),
    EnemyAttackDeckRebuilt(EnemyAttackDeckRebuilt),
    RoundEnded(RoundEnded),
    CardPlayed(CardPlayed),
    HpHealed(HpHealed),
    CharacterRevived(CharacterRevived),
    FollowUpGranted(FollowUpGranted),
    StatBonusApplied(StatBonusApplied),
    LimitedModifierApplied(LimitedModifierApplied),
    ItemsRevealed(ItemsRevealed),
    ItemDeckReshuffled(ItemDeckReshuffled),
    ItemTaken(ItemTaken),
    ItemUsed(ItemUsed),
    ItemEquipped(ItemEquipped),
    ItemVoteOpened(ItemVoteOpened),
    ItemTakerProposed(ItemTakerProposed),
    ItemAssigned(ItemAssigned),
    GameWon(GameWon),
    GameLost(GameLost),
    SetCardTriggered(SetCardTriggered),
    SetCardDiscarded(SetCardDiscarded),
    CostCardActed(CostCardActed),
    ExtraBought(ExtraBought),
    DurationEffectUsed(DurationEffectUsed),
    EnemyAttackEffectApplied(EnemyAttackEffectApplied),
    HandCardsDiscarded(HandCardsDiscarded),
}

impl Event {
    /// Whether the event made public a random result or hidden information, so that a fair
    /// undo must stop at it. Every variant is classified here.
    pub fn is_irreversible(&self) -> bool {
        match self {
            Event::DraftOrderSet(e) => e.random,
            Event::StartingDeckBuilt(_)
            | Event::EnemyPartiesRevealed(_)
            | Event::EnemyAttackDeckShuffled(_)
            | Event::StrongAttacksSetAside(_)
            | Event::ItemDeckShuffled(_)
            | Event::CardsDrawn(_)
            | Event::DiscardReshuffled(_)
            | Event::InitialEnemyAttackRevealed(_)
            | Event::AttackRolled(_)
            | Event::AttackMissed(_)
            | Event::AttackHit(_)
            | Event::DamageDealt(_)
            | Event::PartyDestroyed(_)
            | Event::CharacterLeveledUp(_)
            | Event::EnemyModifierChanged(_)
            | Event::TensionChanged(_)
            | Event::HateCardTaken(_)
            | Event::FollowUpOffered(_)
            | Event::PartyCardRevealed(_)
            | Event::EnemyAttackRevealed(_)
            | Event::EvasionRolled(_)
            | Event::EnemyDamageRolled(_)
            | Event::EnemyAttackDeckReshuffled(_)
            | Event::EnemyAttackDeckRebuilt(_)
            | Event::ItemsRevealed(_)
            | Event::ItemDeckReshuffled(_)
            | Event::HandCardsDiscarded(_)
            | Event::GameWon(_) => true,
            Event::GameStarted(_)
            | Event::SavedPartyOffered(_)
            | Event::SavedBuildKept(_)
            | Event::DraftAgainChosen(_)
            | Event::CardSetPicked(_)
            | Event::CombatStyleChosen(_)
            | Event::MapPrepared(_)
            | Event::PawnPlaced(_)
            | Event::RoundStarted(_)
            | Event::PlayerTurnStarted(_)
            | Event::CharacterMoved(_)
            | Event::CharacterDamaged(_)
            | Event::CharacterDowned(_)
            | Event::AttackDeclared(_)
            | Event::BonusHitOffered(_)
            | Event::BonusHitChosen(_)
            | Event::PlayerTurnEnded(_)
            | Event::PlayerTurnsOver(_)
            | Event::TraitsActivated(_)
            | Event::EnemyMoved(_)
            | Event::CharacterPushed(_)
            | Event::SlamSideOffered(_)
            | Event::SlamSideChosen(_)
            | Event::ReactionWindowOpened(_)
            | Event::DurationCardTicked(_)
            | Event::DurationCardExpired(_)
            | Event::ReactionWindowPassed(_)
            | Event::AttackAreaResolved(_)
            | Event::EnemyAttackDiscarded(_)
            | Event::RoundEnded(_)
            | Event::CardPlayed(_)
            | Event::HpHealed(_)
            | Event::CharacterRevived(_)
            | Event::FollowUpGranted(_)
            | Event::StatBonusApplied(_)
            | Event::LimitedModifierApplied(_)
            | Event::ItemTaken(_)
            | Event::ItemUsed(_)
            | Event::ItemEquipped(_)
            | Event::ItemVoteOpened(_)
            | Event::ItemTakerProposed(_)
            | Event::ItemAssigned(_)
            | Event::SetCardTriggered(_)
            | Event::SetCardDiscarded(_)
            | Event::CostCardActed(_)
            | Event::ExtraBought(_)
            | Event::DurationEffectUsed(_)
            | Event::EnemyAttackEffectApplied(_)
            | Event::GameLost(_) => false,
        }
    }
}
