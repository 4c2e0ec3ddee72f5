//! The fold's one entry: each event goes to the function of its family. The match lists
//! every event, so a new one must be given its effect (or none, said here).

use super::super::event::*;
use super::super::state::State;
use super::{day, losses, morning, night, setup};

/// Apply one event to the state. Pure, total, never random.
pub fn evolve(state: &mut State, event: &Event) {
    match event {
        Event::GameStarted(e) => setup::game_started(state, e),
        Event::EquipmentPileShuffled(e) => setup::equipment_pile_shuffled(state, e),
        Event::PreyStackFormed(e) => setup::prey_stack_formed(state, e),
        Event::ExplorationStackFormed(e) => setup::exploration_stack_formed(state, e),
        Event::EventsDealt(e) => setup::events_dealt(state, e),
        Event::ClanDealt(e) => setup::clan_dealt(state, e),
        Event::SetupChoiceMade(e) => setup::setup_choice_made(state, e),
        Event::SetupRevealed(e) => setup::setup_revealed(state, e),
        Event::FirstPlayerAssigned(e) => setup::first_player_assigned(state, e),
        Event::RoundStarted(e) => morning::round_started(state, e),
        Event::AreaRefilled(e) => morning::area_refilled(state, e),
        Event::IodineReset(_) => morning::iodine_reset(state),
        Event::CargoSurvivorsPlaced(e) => morning::cargo_survivors_placed(state, e),
        Event::CityEquipmentDrawn(e) => morning::city_equipment_drawn(state, e),
        Event::EventRevealed(e) => morning::event_revealed(state, e),
        Event::EventApplied(_) => {}
        Event::AreaTokensRemoved(e) => morning::area_tokens_removed(state, e),
        Event::ExplorationTilesRemoved(e) => morning::exploration_tiles_removed(state, e),
        Event::RadiationChanged(e) => losses::radiation_changed(state, e),
        Event::LossOwed(e) => losses::loss_owed(state, e),
        Event::LossWaived(e) => losses::loss_waived(state, e),
        Event::FixedWaterProduced(e) => night::fixed_water_produced(state, e),
        Event::TokenPicked(e) => losses::token_picked(state, e),
        Event::SurvivorLost(e) => losses::survivor_lost(state, e),
        Event::ResourcesGained(e) => losses::resources_gained(state, e),
        Event::ResourcesPaid(e) => losses::resources_paid(state, e),
        Event::SurvivorPlacementOffered(e) => losses::survivor_placement_offered(state, e),
        Event::SurvivorGained(e) => losses::survivor_gained(state, e),
        Event::DayStarted(e) => day::day_started(state, e),
        Event::TurnStarted(e) => day::turn_started(state, e),
        Event::HeroMoved(e) => day::hero_moved(state, e),
        Event::HeroStayed(e) => day::hero_stayed(state, e),
        Event::FirstPlayerTokenTaken(e) => day::first_player_token_taken(state, e),
        Event::EquipmentUsed(e) => day::equipment_used(state, e),
        Event::RoomUsed(e) => day::room_used(state, e),
        Event::PressureApplied(e) => day::pressure_applied(state, e),
        Event::PressureDefended(e) => day::pressure_defended(state, e),
        Event::ActionsStarted(e) => day::actions_started(state, e),
        Event::PurifierActivated(e) => day::purifier_activated(state, e),
        Event::TokensCollected(e) => day::tokens_collected(state, e),
        Event::IodineCollected(_) => day::iodine_collected(state),
        Event::PreyHunted(e) => day::prey_hunted(state, e),
        Event::EquipmentTaken(e) => day::equipment_taken(state, e),
        Event::ExplorationTileDrawn(e) => day::exploration_tile_drawn(state, e),
        Event::ExplorationStackPeeked(_) => {}
        Event::BonusesOffered(e) => day::bonuses_offered(state, e),
        Event::BonusAccepted(BonusAccepted { source, .. })
        | Event::BonusDeclined(BonusDeclined { source, .. }) => day::bonus_answered(state, source),
        Event::ActivationEnded(_) => day::activation_ended(state),
        Event::DayEnded(e) => day::day_ended(state, e),
        Event::NightStepStarted(e) => night::night_step_started(state, e),
        Event::EventResolved(e) => night::event_resolved(state, e),
        Event::EventPassed(e) => night::event_passed(state, e),
        Event::FeedingDue(e) => night::feeding_due(state, e),
        Event::FoodPaid(e) => night::food_paid(state, e),
        Event::SurvivorRecruited(e) => night::survivor_recruited(state, e),
        Event::RoomBuilt(e) => night::room_built(state, e),
        Event::SurvivorMoved(e) => night::survivor_moved(state, e),
        Event::EquipmentDrawn(e) => night::equipment_drawn(state, e),
        Event::EquipmentDestroyed(e) => night::equipment_destroyed(state, e),
        Event::EquipmentRepaired(e) => night::equipment_repaired(state, e),
        Event::RadiationApplied(e) => night::radiation_applied(state, e),
        Event::StepFinished(e) => night::step_finished(state, e),
        Event::PerishablesDiscarded(e) => night::perishables_discarded(state, e),
        Event::RoundEnded(_) => {}
        Event::GameEnded(e) => night::game_ended(state, e),
    }
}
