//! The game log: each event in a player's words, for one viewer (`Game::describe`).
//!
//! `event` is already redacted for the viewer, so what it hides (another clan's dealt
//! leaders and rooms and its secret setup choices, a peek at an exploration stack, the
//! order of a pile, a stack or the convoy) is simply absent: the line then says that
//! something happened without saying what. From the state a line reads only what every
//! viewer sees: names from the content, built rooms and heroes once the setup is revealed.
//!
//! Events that only hand the turn on or open a decision (a clan's turn to activate a hero,
//! its actions starting, its activation or night step ending, optional effects offered)
//! have no line: the decision that follows has one.

mod day;
mod night;
mod setup;
mod words;

use super::event::Event;
use super::state::State;
use words::{Words, area, capitalized, plural, stock};

/// One event in words for the viewer the event was redacted for; `None` for an event that
/// only hands the turn on (see the module's doc).
pub fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
    let w = Words::new(state, names);
    let line = match event {
        Event::GameStarted(e) => format!("The game began with {} clans.", e.seat_count),
        Event::EquipmentPileShuffled(e) => setup::pile_shuffled(e),
        Event::PreyStackFormed(e) => setup::prey_stack(e),
        Event::ExplorationStackFormed(e) => setup::exploration_stack(&w, e),
        Event::EventsDealt(e) => format!(
            "{} were dealt face down on the convoy board.",
            plural(e.count, "event")
        ),
        Event::ClanDealt(e) => setup::clan_dealt(&w, e),
        Event::SetupChoiceMade(e) => setup::choice_made(&w, e),
        Event::SetupRevealed(e) => setup::revealed(&w, e),
        Event::FirstPlayerAssigned(e) => setup::first_player(&w, e),
        Event::RoundStarted(e) => format!(
            "Round {} began (radiation level {}).",
            e.round, e.radiation_level
        ),
        Event::AreaRefilled(e) => day::area_refilled(e),
        Event::IodineReset(_) => "The Military Base iodine is available again.".to_owned(),
        Event::CargoSurvivorsPlaced(e) => day::cargo_survivors(e),
        Event::CityEquipmentDrawn(e) => day::city_equipment(&w, e),
        Event::EventRevealed(e) => day::event_revealed(&w, e),
        Event::EventApplied(e) => day::event_applied(&w, e),
        Event::AreaTokensRemoved(e) => day::tokens_removed(&w, e),
        Event::ExplorationTilesRemoved(e) => day::tiles_removed(&w, e),
        Event::DayStarted(e) => format!(
            "The day of round {} began; {} moves first.",
            e.round,
            w.name(e.first_player)
        ),
        Event::HeroMoved(e) => day::hero_moved(&w, e),
        Event::HeroStayed(e) => format!(
            "{}'s hero {} could not move and stood up in place.",
            w.name(e.seat),
            day::hero_power(&w, e.seat, e.hero)
        ),
        Event::FirstPlayerTokenTaken(e) => format!(
            "{} took the first-player token on the Cargo Ship.",
            w.name(e.seat)
        ),
        Event::EquipmentUsed(e) => format!("{} used {}.", w.name(e.seat), w.named(&e.equipment)),
        Event::RoomUsed(e) => day::room_used(&w, e),
        Event::PressureApplied(e) => day::pressure(&w, e),
        Event::PressureDefended(e) => day::defended(&w, e),
        Event::PurifierActivated(e) => day::purifier(&w, e),
        Event::TokensCollected(e) => day::collected(&w, e),
        Event::IodineCollected(e) => format!(
            "{} took the iodine at {}.",
            w.name(e.seat),
            area(super::vocabulary::Area::MilitaryBase)
        ),
        Event::PreyHunted(e) => day::hunted(&w, e),
        Event::EquipmentTaken(e) => day::equipment_taken(&w, e),
        Event::ExplorationTileDrawn(e) => day::tile_drawn(&w, e),
        Event::ExplorationStackPeeked(e) => day::peeked(&w, e),
        Event::BonusAccepted(e) => day::bonus_accepted(&w, e),
        Event::BonusDeclined(e) => day::bonus_declined(&w, e),
        Event::DayEnded(e) => format!(
            "The day of round {} ended; {} is first player.",
            e.round,
            w.name(e.first_player)
        ),
        Event::NightStepStarted(e) => format!("{} began.", capitalized(night::step(e.phase))),
        Event::EventResolved(e) => night::event_resolved(&w, e),
        Event::EventPassed(e) => format!("{} resolved no more events.", w.name(e.seat)),
        Event::FeedingDue(e) => night::feeding_due(&w, e),
        Event::FoodPaid(e) => night::food_paid(&w, e),
        Event::SurvivorRecruited(e) => night::recruited(&w, e),
        Event::FixedWaterProduced(e) => format!(
            "{}'s {} produced 1 fixed water.",
            w.name(e.seat),
            w.room(e.seat, e.room)
        ),
        Event::RoomBuilt(e) => night::room_built(&w, e),
        Event::SurvivorMoved(e) => format!(
            "{} moved a survivor from its airlock into {}.",
            w.name(e.seat),
            w.room(e.seat, e.room)
        ),
        Event::EquipmentDrawn(e) => night::equipment_drawn(&w, e),
        Event::EquipmentDestroyed(e) => night::destroyed(&w, e),
        Event::EquipmentRepaired(e) => night::repaired(&w, e),
        Event::RadiationApplied(e) => night::radiation_applied(&w, e),
        Event::PerishablesDiscarded(e) => format!(
            "{} discarded {} (spoilage).",
            w.name(e.seat),
            stock(&super::vocabulary::Stock {
                meat: e.meat,
                water: e.water,
                ..Default::default()
            })
        ),
        Event::RoundEnded(e) => format!("Round {} ended.", e.round),
        Event::GameEnded(e) => night::game_ended(&w, e),
        Event::RadiationChanged(e) => night::radiation_changed(&w, e),
        Event::LossOwed(e) => night::loss_owed(&w, e),
        Event::LossWaived(e) => night::loss_waived(&w, e),
        Event::TokenPicked(e) => night::token_picked(&w, e),
        Event::SurvivorLost(e) => night::survivor_lost(&w, e),
        Event::ResourcesGained(e) => night::gained(&w, e),
        Event::ResourcesPaid(e) => night::paid(&w, e),
        Event::SurvivorGained(e) => night::survivor_gained(&w, e),
        Event::SurvivorPlacementOffered(e) => night::placement_offered(&w, e),
        // The turn handed on, or a decision opened: what follows has its own line.
        Event::TurnStarted(_)
        | Event::ActionsStarted(_)
        | Event::ActivationEnded(_)
        | Event::StepFinished(_)
        | Event::BonusesOffered(_) => return None,
    };
    Some(line)
}
