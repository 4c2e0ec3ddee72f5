//! `evolve`: apply one event to the state. Pure, total, never random. Each family of events
//! is applied in its own file; this match only says which family an event belongs to, and
//! lists every event so that a new one must be placed.

mod board;
mod damage;
mod dice;
mod draft;
mod evolutions;
mod game;
mod market;
mod monster;
mod power_up;
mod tokyo;
mod turn;

use super::super::event::Event;
use super::super::state::State;

pub fn evolve(state: &mut State, event: &Event) {
    match event {
        Event::GameStarted(_)
        | Event::MonsterChosen(_)
        | Event::FirstPlayerRolled(_)
        | Event::FirstPlayerChosen(_)
        | Event::GameEnded(_) => game::apply(state, event),
        Event::PowerDeckShuffled(_)
        | Event::MarketCardRevealed(_)
        | Event::BuyStepStarted(_)
        | Event::CardBought(_)
        | Event::CardBoughtFromDeck(_)
        | Event::CardBoughtFromMonster(_)
        | Event::MarketSwept(_)
        | Event::CardTokensSet(_)
        | Event::KeepCardsDiscarded(_)
        | Event::MimicPlacementOffered(_)
        | Event::MimicPlacementLapsed(_)
        | Event::MimicMoveOffered(_)
        | Event::MimicMoved(_)
        | Event::DeckTopPeeked(_)
        | Event::CardPurchaseAnnounced(_)
        | Event::CardPurchaseBlocked(_) => market::apply(state, event),
        Event::TurnStarted(_)
        | Event::ExtraTurnGained(_)
        | Event::TurnEnded(_)
        | Event::StartOfTurnWindowOpened(_)
        | Event::EndOfTurnStarted(_) => turn::apply(state, event),
        Event::DiceRolled(_)
        | Event::DiceResolved(_)
        | Event::RollsAllowedSet(_)
        | Event::DieChanged(_)
        | Event::PsychicProbeWindowOpened(_)
        | Event::PsychicProbeUsed(_)
        | Event::HeartChoiceOffered(_)
        | Event::HeartsUsed(_)
        | Event::CamouflageRolled(_) => dice::apply(state, event),
        Event::VictoryPointsGained(_)
        | Event::VictoryPointsLost(_)
        | Event::EnergyGained(_)
        | Event::EnergyLost(_)
        | Event::HealthGained(_)
        | Event::TokenGiven(_)
        | Event::MaxHealthChanged(_)
        | Event::EnergyTransferred(_) => monster::apply(state, event),
        Event::HealthLost(_)
        | Event::MonsterEliminated(_)
        | Event::MonsterConceded(_)
        | Event::MonstersAttacked(_)
        | Event::ReactionWindowOpened(_)
        | Event::ReactionWindowClosed(_)
        | Event::WingsUsed(_)
        | Event::OfferDeclined(_)
        | Event::HitReduced(_)
        | Event::ElectricCarrotPaid(_) => damage::apply(state, event),
        Event::YieldRequested(_)
        | Event::YieldChoiceMade(_)
        | Event::YieldChoicesRevealed(_)
        | Event::TokyoYielded(_)
        | Event::EnteredTokyo(_)
        | Event::LeftTokyo(_) => tokyo::apply(state, event),
        Event::EvolutionDeckShuffled(_)
        | Event::EvolutionsDrawn(_)
        | Event::EvolutionKept(_)
        | Event::EvolutionPlayed(_)
        | Event::EvolutionUsed(_)
        | Event::EvolutionDiscarded(_)
        | Event::EvolutionChoiceMade(_)
        | Event::EvolutionWindowOpened(_)
        | Event::EvolutionWindowClosed(_)
        | Event::EvolutionsDiscarded(_)
        | Event::EvolutionReturnedToHand(_)
        | Event::EvolutionDiceRolled(_) => evolutions::apply(state, event),
        Event::SnowflakePlaced(_)
        | Event::DieFrozen(_)
        | Event::FreezeRayGiven(_)
        | Event::FreezeRayFaceChosen(_)
        | Event::FrozenFaceIgnored(_)
        | Event::FreezeRayReturned(_)
        | Event::DeckCardDiscarded(_)
        | Event::PowerCardPutIntoPlay(_)
        | Event::PowerCardsLooked(_)
        | Event::DiscardCardRevealed(_)
        | Event::UfoTokenPlaced(_)
        | Event::UfoRolled(_)
        | Event::MegaPurrRequested(_)
        | Event::MegaPurrGiven(_) => power_up::apply(state, event),
        Event::DraftPacketsDealt(_)
        | Event::EvolutionDrafted(_)
        | Event::DraftPacketsPassed(_)
        | Event::DraftEnded(_) => draft::apply(state, event),
    }
}
