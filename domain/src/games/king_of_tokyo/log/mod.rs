//! The game log: each event in a player's words, for one viewer (`Game::describe`).
//!
//! `event` is already redacted for the viewer, so a secret it hides (another seat's drawn
//! Evolutions, a yield answer, the card Made in a Lab peeked at) is simply absent: the line
//! then says that something happened without saying what. From the state a line reads only
//! what every viewer sees: card, Evolution and monster names from the content pack, cards
//! face up in play, who is active. One file per event family, like `event/`.
//!
//! Events that only open or close a step for a decision (the Buy step, a reaction window,
//! the Psychic Probe moment, an Evolution window, a prompt to place or move Mimic or to
//! spend Hearts) have no line: the decision that follows has one.

mod draft;
mod market;
mod monster;
mod power_up;
mod tokyo;
mod turn;
mod words;

#[cfg(any(test, feature = "testing"))]
pub use tokyo::yield_answer;

use super::event::Event;
use super::state::State;
use words::{Words, dice};

/// One event in words for the viewer the event was redacted for; `None` for an event that
/// only opens or closes a step (see the module's doc).
pub fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
    let w = Words::new(state, names);
    let line = match event {
        Event::GameStarted(e) => turn::game_started(e),
        Event::MonsterChosen(e) => turn::monster_chosen(&w, e),
        Event::FirstPlayerRolled(e) => turn::first_player_rolled(&w, e),
        Event::FirstPlayerChosen(e) => format!("{} played first.", w.name(e.seat)),
        Event::TurnStarted(e) => turn::turn_started(&w, e),
        Event::DiceRolled(e) => turn::dice_rolled(&w, e),
        Event::DiceResolved(e) => format!("{} resolved {}.", w.name(e.seat), dice(&e.faces)),
        Event::RollsAllowedSet(e) => turn::rolls_allowed(&w, e),
        Event::DieChanged(e) => turn::die_changed(&w, e),
        Event::PsychicProbeUsed(e) => turn::probe_used(&w, e),
        Event::CamouflageRolled(e) => turn::camouflage_rolled(&w, e),
        Event::HeartsUsed(e) => turn::hearts_used(&w, e),
        Event::ExtraTurnGained(e) => turn::extra_turn(&w, e),
        Event::TurnEnded(e) => format!("{} ended turn {}.", w.name(e.seat), e.turn),
        Event::GameEnded(e) => turn::game_ended(&w, e),
        Event::VictoryPointsGained(e) => monster::vp_gained(&w, e),
        Event::VictoryPointsLost(e) => monster::vp_lost(&w, e),
        Event::EnergyGained(e) => monster::energy_gained(&w, e),
        Event::EnergyLost(e) => monster::energy_lost(&w, e),
        Event::EnergyTransferred(e) => monster::energy_transferred(&w, e),
        Event::HealthGained(e) => monster::health_gained(&w, e),
        Event::HealthLost(e) => monster::health_lost(&w, e),
        Event::MaxHealthChanged(e) => monster::max_health(&w, e),
        Event::TokenGiven(e) => monster::token_given(&w, e),
        Event::MonstersAttacked(e) => monster::attacked(&w, e),
        Event::WingsUsed(e) => monster::wings_used(&w, e),
        Event::OfferDeclined(e) => monster::offer_declined(&w, e),
        Event::MonsterEliminated(e) => monster::eliminated(&w, e),
        Event::MonsterConceded(e) => format!("{} left the game.", w.name(e.seat)),
        Event::YieldRequested(e) => tokyo::yield_requested(&w, e),
        Event::YieldChoiceMade(e) => tokyo::yield_choice(&w, e),
        Event::YieldChoicesRevealed(e) => tokyo::yields_revealed(&w, e),
        Event::TokyoYielded(e) => tokyo::yielded(&w, e),
        Event::EnteredTokyo(e) => tokyo::entered(&w, e),
        Event::LeftTokyo(e) => tokyo::left(&w, e),
        Event::PowerDeckShuffled(e) => market::deck_shuffled(e),
        Event::MarketCardRevealed(e) => market::revealed(&w, e),
        Event::CardBought(e) => market::bought(&w, e),
        Event::MarketSwept(e) => market::swept(&w, e),
        Event::CardTokensSet(e) => market::tokens_set(&w, e),
        Event::KeepCardsDiscarded(e) => market::keep_discarded(&w, e),
        Event::MimicMoved(e) => market::mimic_moved(&w, e),
        Event::DeckTopPeeked(e) => market::peeked(&w, e),
        Event::CardBoughtFromDeck(e) => market::bought_from_deck(&w, e),
        Event::CardBoughtFromMonster(e) => market::bought_from_monster(&w, e),
        Event::EvolutionDeckShuffled(e) => power_up::deck_shuffled(&w, e),
        Event::EvolutionsDrawn(e) => power_up::drawn(&w, e),
        Event::EvolutionKept(e) => power_up::kept(&w, e),
        Event::EvolutionPlayed(e) => power_up::played(&w, e),
        Event::EvolutionUsed(e) => power_up::used(&w, e),
        Event::EvolutionsDiscarded(e) => power_up::discarded(&w, e),
        Event::EvolutionDiscarded(e) => power_up::left_play(&w, e),
        Event::EvolutionReturnedToHand(e) => power_up::returned_to_hand(&w, e),
        Event::EvolutionDiceRolled(e) => power_up::dice_rolled(&w, e),
        Event::CardPurchaseAnnounced(e) => power_up::purchase_announced(&w, e),
        Event::CardPurchaseBlocked(e) => power_up::purchase_blocked(&w, e),
        Event::ElectricCarrotPaid(e) => power_up::carrot_paid(&w, e),
        Event::HitReduced(e) => power_up::hit_reduced(&w, e),
        Event::MegaPurrRequested(e) => power_up::mega_purr_requested(&w, e),
        Event::MegaPurrGiven(e) => power_up::mega_purr_given(&w, e),
        Event::DeckCardDiscarded(e) => power_up::deck_card_discarded(&w, e),
        Event::PowerCardPutIntoPlay(e) => power_up::put_into_play(&w, e),
        Event::PowerCardsLooked(e) => power_up::cards_looked(&w, e),
        Event::DiscardCardRevealed(e) => power_up::discard_revealed(&w, e),
        Event::EvolutionChoiceMade(e) => power_up::choice_made(&w, e),
        Event::UfoTokenPlaced(e) => power_up::ufo_placed(&w, e),
        Event::UfoRolled(e) => power_up::ufo_rolled(&w, e),
        Event::SnowflakePlaced(e) => power_up::snowflake_placed(&w, e),
        Event::DieFrozen(e) => power_up::die_frozen(&w, e),
        Event::FreezeRayGiven(e) => power_up::freeze_ray_given(&w, e),
        Event::FreezeRayFaceChosen(e) => power_up::freeze_ray_face(&w, e),
        Event::FrozenFaceIgnored(e) => power_up::frozen_face_ignored(&w, e),
        Event::FreezeRayReturned(e) => power_up::freeze_ray_returned(&w, e),
        Event::DraftPacketsDealt(e) => draft::dealt(&w, e),
        Event::EvolutionDrafted(e) => draft::drafted(&w, e),
        Event::DraftPacketsPassed(e) => draft::passed(&w, e),
        Event::DraftEnded(e) => draft::ended(e),
        // A step opened or closed for a decision: the decision has its own line.
        Event::BuyStepStarted(_)
        | Event::EndOfTurnStarted(_)
        | Event::StartOfTurnWindowOpened(_)
        | Event::PsychicProbeWindowOpened(_)
        | Event::HeartChoiceOffered(_)
        | Event::ReactionWindowOpened(_)
        | Event::ReactionWindowClosed(_)
        | Event::MimicPlacementOffered(_)
        | Event::MimicPlacementLapsed(_)
        | Event::MimicMoveOffered(_)
        | Event::EvolutionWindowOpened(_)
        | Event::EvolutionWindowClosed(_) => return None,
    };
    Some(line)
}
