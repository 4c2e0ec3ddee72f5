//! The event enum: every fact of a game, one variant per payload, and which facts a fair
//! undo may not cross.

use serde::{Deserialize, Serialize};

use super::day::*;
use super::losses::*;
use super::morning::*;
use super::night::*;
use super::setup::*;

/// One fact of an Outlive game, in the order it happened.
///
/// Events are stored whole; `redact` hides shuffled orders, dealt cards, secret setup
/// choices and peeks from the viewers who may not see them (those fields become `null`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union),
    graphql(name = "OutliveEvent")
)]
pub enum Event {
    /// The table was set up; the content used is recorded whole.
    GameStarted(GameStarted),
    /// The equipment draw pile was shuffled (at setup, or from the discard pile).
    EquipmentPileShuffled(EquipmentPileShuffled),
    /// A prey stack was formed at setup.
    PreyStackFormed(PreyStackFormed),
    /// A city's exploration stack was formed (setup, and every morning).
    ExplorationStackFormed(ExplorationStackFormed),
    /// Six events were dealt face down on the convoy board.
    EventsDealt(EventsDealt),
    /// A clan was dealt its 2 leaders and 6 advanced rooms (secret).
    ClanDealt(ClanDealt),
    /// A clan made one secret setup choice.
    SetupChoiceMade(SetupChoiceMade),
    /// Every clan finished its setup; all choices are revealed together.
    SetupRevealed(SetupRevealed),
    /// The first-player token was given.
    FirstPlayerAssigned(FirstPlayerAssigned),
    /// A round began (morning).
    RoundStarted(RoundStarted),
    /// An area was refilled up to its number.
    AreaRefilled(AreaRefilled),
    /// The Military Base iodine is available again.
    IodineReset(IodineReset),
    /// A survivor was put on every empty Cargo Ship column.
    CargoSurvivorsPlaced(CargoSurvivorsPlaced),
    /// A city's equipment display was replaced.
    CityEquipmentDrawn(CityEquipmentDrawn),
    /// The round's event was turned face up.
    EventRevealed(EventRevealed),
    /// A face-up, unresolved event was applied.
    EventApplied(EventApplied),
    /// Tokens were removed from an area (scarcity events).
    AreaTokensRemoved(AreaTokensRemoved),
    /// Exploration tiles were removed from a city's stack (Wanderers).
    ExplorationTilesRemoved(ExplorationTilesRemoved),
    /// A clan's radiation marker moved.
    RadiationChanged(RadiationChanged),
    /// A clan owes a loss it must choose (tokens or survivors).
    LossOwed(LossOwed),
    /// A loss that could no longer be paid was waived.
    LossWaived(LossWaived),
    /// A token changed hands (pressure) or went to the bank (event loss).
    TokenPicked(TokenPicked),
    /// A survivor went back to the bank.
    SurvivorLost(SurvivorLost),
    /// A clan gained tokens from the bank.
    ResourcesGained(ResourcesGained),
    /// A clan paid tokens to the bank.
    ResourcesPaid(ResourcesPaid),
    /// A clan gained a survivor from outside the airlock step (Cargo Ship, Flashlight, rooms).
    SurvivorGained(SurvivorGained),
    /// A clan gained a survivor it may put in its airlock or a built room: it chooses.
    SurvivorPlacementOffered(SurvivorPlacementOffered),
    /// The day's activations begin.
    DayStarted(DayStarted),
    /// A clan's turn to activate a hero.
    TurnStarted(TurnStarted),
    /// A hero stood up and moved.
    HeroMoved(HeroMoved),
    /// A hero that could not move stood up where it was.
    HeroStayed(HeroStayed),
    /// A clan took the first-player token on the Cargo Ship.
    FirstPlayerTokenTaken(FirstPlayerTokenTaken),
    /// An equipment tile was used (tapped).
    EquipmentUsed(EquipmentUsed),
    /// A room's once-per-round effect was used.
    RoomUsed(RoomUsed),
    /// A hero pressures a weaker active hero; the defender answers.
    PressureApplied(PressureApplied),
    /// The defender answered a pressure.
    PressureDefended(PressureDefended),
    /// The arrival is over: the hero may act.
    ActionsStarted(ActionsStarted),
    /// The Dam's purifier was activated for this hero.
    PurifierActivated(PurifierActivated),
    /// Tokens were collected from an area.
    TokensCollected(TokensCollected),
    /// The Military Base iodine was taken.
    IodineCollected(IodineCollected),
    /// A prey tile was hunted.
    PreyHunted(PreyHunted),
    /// An equipment tile was taken from a city display.
    EquipmentTaken(EquipmentTaken),
    /// An exploration tile was drawn and applied.
    ExplorationTileDrawn(ExplorationTileDrawn),
    /// A clan secretly looked at a city's exploration stack.
    ExplorationStackPeeked(ExplorationStackPeeked),
    /// Optional effects were offered to the acting clan (use or decline each).
    BonusesOffered(BonusesOffered),
    /// The acting clan used an offered optional effect (its effect's events follow).
    BonusAccepted(BonusAccepted),
    /// The acting clan declined an offered optional effect (nothing is used).
    BonusDeclined(BonusDeclined),
    /// A hero's activation ended.
    ActivationEnded(ActivationEnded),
    /// Every hero acted: heroes lie down, the night begins.
    DayEnded(DayEnded),
    /// A night step began.
    NightStepStarted(NightStepStarted),
    /// An event was resolved.
    EventResolved(EventResolved),
    /// A clan passed in night step 1.
    EventPassed(EventPassed),
    /// What a clan must pay in night step 2.
    FeedingDue(FeedingDue),
    /// A food token was paid in night step 2.
    FoodPaid(FoodPaid),
    /// A survivor was recruited into the airlock.
    SurvivorRecruited(SurvivorRecruited),
    /// A full "Water 1 (Fixed)" room produced its virtual water for this night.
    FixedWaterProduced(FixedWaterProduced),
    /// A room was built.
    RoomBuilt(RoomBuilt),
    /// A survivor moved from the airlock into a room.
    SurvivorMoved(SurvivorMoved),
    /// An equipment tile was drawn from the pile.
    EquipmentDrawn(EquipmentDrawn),
    /// An equipment tile was destroyed for its materials.
    EquipmentDestroyed(EquipmentDestroyed),
    /// An equipment tile was repaired.
    EquipmentRepaired(EquipmentRepaired),
    /// The radiation of the night hit a shelter.
    RadiationApplied(RadiationApplied),
    /// A clan is done with the current night step.
    StepFinished(StepFinished),
    /// Meat was discarded and water kept up to 2; equipment untapped.
    PerishablesDiscarded(PerishablesDiscarded),
    /// The round ended.
    RoundEnded(RoundEnded),
    /// The Convoy arrived: final scores and winners.
    GameEnded(GameEnded),
}

impl Event {
    /// Whether this event made public a random result or hidden information, so a fair undo
    /// must not go back across it (`Game::is_irreversible`). Shuffles and deals, tiles and
    /// events turned up, looks at a stack, the secret setup revealed and a random first
    /// player are; plain decisions (moves, collecting visible tokens, building, paying) are
    /// not. The match lists every event so that a new one must be classified.
    pub fn is_irreversible(&self) -> bool {
        match self {
            Event::EquipmentPileShuffled(_)
            | Event::PreyStackFormed(_)
            | Event::ExplorationStackFormed(_)
            | Event::EventsDealt(_)
            | Event::ClanDealt(_)
            | Event::SetupRevealed(_)
            // Drawn at random unless the table uses the leaders' ages.
            | Event::FirstPlayerAssigned(_)
            | Event::CityEquipmentDrawn(_)
            | Event::EventRevealed(_)
            | Event::ExplorationTilesRemoved(_)
            // The tile under the hunted one turns face up (`newTop`).
            | Event::PreyHunted(_)
            | Event::ExplorationTileDrawn(_)
            | Event::ExplorationStackPeeked(_)
            | Event::EquipmentDrawn(_) => true,
            // Marie Coolpepper's starting tiles come off a face-down stack.
            Event::SetupChoiceMade(e) => e.step == SetupStep::DrawTile,
            Event::GameStarted(_)
            | Event::RoundStarted(_)
            | Event::AreaRefilled(_)
            | Event::IodineReset(_)
            | Event::CargoSurvivorsPlaced(_)
            | Event::EventApplied(_)
            | Event::AreaTokensRemoved(_)
            | Event::RadiationChanged(_)
            | Event::LossOwed(_)
            | Event::LossWaived(_)
            | Event::TokenPicked(_)
            | Event::SurvivorLost(_)
            | Event::ResourcesGained(_)
            | Event::ResourcesPaid(_)
            | Event::SurvivorGained(_)
            | Event::SurvivorPlacementOffered(_)
            | Event::DayStarted(_)
            | Event::TurnStarted(_)
            | Event::HeroMoved(_)
            | Event::HeroStayed(_)
            | Event::FirstPlayerTokenTaken(_)
            | Event::EquipmentUsed(_)
            | Event::RoomUsed(_)
            | Event::PressureApplied(_)
            | Event::PressureDefended(_)
            | Event::ActionsStarted(_)
            | Event::PurifierActivated(_)
            | Event::TokensCollected(_)
            | Event::IodineCollected(_)
            | Event::EquipmentTaken(_)
            | Event::BonusesOffered(_)
            | Event::BonusAccepted(_)
            | Event::BonusDeclined(_)
            | Event::ActivationEnded(_)
            | Event::DayEnded(_)
            | Event::NightStepStarted(_)
            | Event::EventResolved(_)
            | Event::EventPassed(_)
            | Event::FeedingDue(_)
            | Event::FoodPaid(_)
            | Event::SurvivorRecruited(_)
            | Event::FixedWaterProduced(_)
            | Event::RoomBuilt(_)
            | Event::SurvivorMoved(_)
            | Event::EquipmentDestroyed(_)
            | Event::EquipmentRepaired(_)
            | Event::RadiationApplied(_)
            | Event::StepFinished(_)
            | Event::PerishablesDiscarded(_)
            | Event::RoundEnded(_)
            | Event::GameEnded(_) => false,
        }
    }
}
