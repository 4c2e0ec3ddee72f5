//! The event enum: every fact of a game, one variant per payload, and which facts a fair
//! undo may not cross.

use serde::{Deserialize, Serialize};

use super::ability::*;
use super::apocalypse::*;
use super::card::*;
use super::fight::*;
use super::member::*;
use super::mission::*;
use super::round::*;
use super::setup::*;
use super::turn::*;

/// One fact of a game of The Others: 7 Sins, in the order it happened.
///
/// Events are stored whole; `redact` hides deck orders, the SIN's cards, the apocalypse
/// cards the SIN chose between and the Dark Past cards from whoever may not see them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union),
    graphql(name = "TheOthersEvent")
)]
pub enum Event {
    /// Boxed: the table's options make it the largest event by far, and it happens once.
    GameStarted(Box<GameStarted>),
    TokenPlaced(TokenPlaced),
    MonsterPlaced(MonsterPlaced),
    TeamFormed(TeamFormed),
    HeroEnteredPlay(HeroEnteredPlay),
    DeckShuffled(DeckShuffled),
    UpgradeDrawn(UpgradeDrawn),
    SinCardsDrawn(SinCardsDrawn),
    ReactionTokensSet(ReactionTokensSet),
    DarkPastAssigned(DarkPastAssigned),
    TraitorChosen(TraitorChosen),
    RoundStarted(RoundStarted),
    StoryTokenPlaced(StoryTokenPlaced),
    HeroMarked(HeroMarked),
    FirstHeroProposed(FirstHeroProposed),
    FirstHeroChosen(FirstHeroChosen),
    TurnStarted(TurnStarted),
    ExtraTurnDeclined(ExtraTurnDeclined),
    HeroMoved(HeroMoved),
    CheckRolled(CheckRolled),
    DamageTaken(DamageTaken),
    DamageMarkerPlaced(DamageMarkerPlaced),
    CorruptionChanged(CorruptionChanged),
    FightStarted(FightStarted),
    VoluntaryCorruptionSet(VoluntaryCorruptionSet),
    FightDiceRolled(FightDiceRolled),
    FaithFaceChosen(FaithFaceChosen),
    BonusResultChosen(BonusResultChosen),
    HitAssigned(HitAssigned),
    FightResolved(FightResolved),
    MonsterKilled(MonsterKilled),
    CounterattackBegan(CounterattackBegan),
    CleanseStarted(CleanseStarted),
    TokenRemoved(TokenRemoved),
    CleanseEnded(CleanseEnded),
    ProblemSolverDecided(ProblemSolverDecided),
    SinCardPlayed(SinCardPlayed),
    SinCardPassed(SinCardPassed),
    SinCardDiscarded(SinCardDiscarded),
    IdlePunished(IdlePunished),
    MonstersRegroup(MonstersRegroup),
    RegroupEnded(RegroupEnded),
    UpgradeGiftOwed(UpgradeGiftOwed),
    CounterattackRolled(CounterattackRolled),
    TurnEnded(TurnEnded),
    ReactionTokenSpent(ReactionTokenSpent),
    ReactionPassed(ReactionPassed),
    MonsterMoved(MonsterMoved),
    ReactionEnded(ReactionEnded),
    HeroKilled(HeroKilled),
    HeroReplaced(HeroReplaced),
    HeroTurnsEnded(HeroTurnsEnded),
    RoundEndStepReached(RoundEndStepReached),
    ApocalypseAdvanced(ApocalypseAdvanced),
    ApocalypseCardsDrawn(ApocalypseCardsDrawn),
    ApocalypseCardRevealed(ApocalypseCardRevealed),
    SummoningBegan(SummoningBegan),
    MonsterSummoned(MonsterSummoned),
    SummoningEnded(SummoningEnded),
    TokensReset(TokensReset),
    GameEnded(GameEnded),
    CityActionTokenPlaced(CityActionTokenPlaced),
    DamageHealed(DamageHealed),
    ExtraTurnTokenGained(ExtraTurnTokenGained),
    UpgradeGained(UpgradeGained),
    CityActionsDone(CityActionsDone),
    TokensRevealed(TokensRevealed),
    TokenPickedUp(TokenPickedUp),
    NpcDropped(NpcDropped),
    InnocentsKilled(InnocentsKilled),
    UpgradeInherited(UpgradeInherited),
    MissionCompleted(MissionCompleted),
    StoryEventReached(StoryEventReached),
    BranchOffered(BranchOffered),
    BranchProposed(BranchProposed),
    BranchDecided(BranchDecided),
    MissionBegan(MissionBegan),
    StoryMonsterSummoned(StoryMonsterSummoned),
    MonsterMarked(MonsterMarked),
    StoryUpgradeGained(StoryUpgradeGained),
    InnocentsRescued(InnocentsRescued),
    ChiefFreed(ChiefFreed),
    ReactionTokenGained(ReactionTokenGained),
    OrbitalStrikeMoved(OrbitalStrikeMoved),
    SinWindowOpened(SinWindowOpened),
    CardDecisionOwed(CardDecisionOwed),
    HeroTeleported(HeroTeleported),
    MonsterTeleported(MonsterTeleported),
    HateLaid(HateLaid),
    HateChecked(HateChecked),
    UpgradeTurnedDown(UpgradeTurnedDown),
    UpgradeDestroyed(UpgradeDestroyed),
    TollAnswered(TollAnswered),
    TollProposed(TollProposed),
    HeroHeldInPlace(HeroHeldInPlace),
    ExtraTurnOffered(ExtraTurnOffered),
    OfferAnswered(OfferAnswered),
    OfferingEnded(OfferingEnded),
    AcolyteAbilityUsed(AcolyteAbilityUsed),
    AcolyteAbilityDeclined(AcolyteAbilityDeclined),
    HealForbidden(HealForbidden),
    AbilityOffered(AbilityOffered),
    AbilityUsed(AbilityUsed),
    AbilityPassed(AbilityPassed),
    HeroTransformed(HeroTransformed),
    StreetPainted(StreetPainted),
    ApocalypseTokenPlaced(ApocalypseTokenPlaced),
    GameOfSoulsCorrupted(GameOfSoulsCorrupted),
    AgonyAsked(AgonyAsked),
    AgonyChosen(AgonyChosen),
    HellClubSummoned(HellClubSummoned),
    HellClubCardRemoved(HellClubCardRemoved),
    SlothMarked(SlothMarked),
    SlothMarkIgnored(SlothMarkIgnored),
    DarkPastRevealed(DarkPastRevealed),
    FormerHellClubChosen(FormerHellClubChosen),
    TaintedOneRose(TaintedOneRose),
    CityActionCovered(CityActionCovered),
    CityActionUncovered(CityActionUncovered),
    NpcsRose(NpcsRose),
    NpcsReturned(NpcsReturned),
    FireCarried(FireCarried),
    DarkPastChecked(DarkPastChecked),
    InnocentThreatened(InnocentThreatened),
    DrGanChosen(DrGanChosen),
}

impl Event {
    /// Whether the event made public a random result or hidden information.
    pub fn is_irreversible(&self) -> bool {
        matches!(
            self,
            // The table's choices and the starting heroes may be drawn at random.
            Event::GameStarted(_)
                | Event::HeroEnteredPlay(_)
                | Event::DeckShuffled(_)
                | Event::UpgradeDrawn(_)
                | Event::SinCardsDrawn(_)
                | Event::CheckRolled(_)
                | Event::FightDiceRolled(_)
                | Event::CounterattackRolled(_)
                | Event::ApocalypseCardsDrawn(_)
                // The SIN decides in secret; the heroes cannot take back what it saw.
                | Event::DarkPastAssigned(_)
                | Event::TokensRevealed(_)
        )
    }
}
