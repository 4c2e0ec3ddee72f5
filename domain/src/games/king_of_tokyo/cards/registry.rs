//! The registry of implemented Power cards, in hook order, and the Power deck it allows.

use super::power_card::PowerCard;
use super::{attack, buildings, defence, dice, energy, market, military, power, scoring, tokyo};
use crate::engine::Seat;
use crate::games::king_of_tokyo::data;
use crate::games::king_of_tokyo::state::{CardInstance, State};

/// Every implemented card, in the order their hooks run when several answer the same one.
static REGISTRY: &[&dyn PowerCard] = &[
    &buildings::ApartmentBuilding,
    &buildings::CommuterTrain,
    &buildings::CornerStore,
    &buildings::Skyscraper,
    &military::FlameThrower,
    &military::GasRefinery,
    &military::HighAltitudeBombing,
    &military::JetFighters,
    &military::NationalGuard,
    &military::Tank,
    &energy::Energize,
    &energy::EvacuationOrders,
    &energy::Heal,
    &energy::NuclearPowerPlant,
    &energy::VastStorm,
    &tokyo::DeathFromAbove,
    &tokyo::Frenzy,
    // Keep cards. Smash adders: unconditional first.
    &attack::AcidAttack,
    &attack::PoisonQuills,
    &attack::Burrowing,
    &attack::SpikedTail,
    &attack::Urbavore,
    &attack::AlphaMonster,
    &attack::FireBreathing,
    &attack::NovaBreath,
    &attack::PoisonSpit,
    &attack::ShrinkRay,
    // Damage reductions: Camouflage, then Armor Plating (E-20).
    &defence::Camouflage,
    &defence::ArmorPlating,
    &defence::Jets,
    &defence::Wings,
    &defence::RapidHealing,
    &defence::Regeneration,
    &defence::EvenBigger,
    &defence::ItHasAChild,
    &defence::WereOnlyMakingItStronger,
    &defence::HealingRay,
    &dice::ExtraHead,
    &dice::GiantBrain,
    &dice::EnergyDrink,
    &dice::SmokeCloud,
    &dice::BackgroundDweller,
    &dice::HerdCuller,
    &dice::Stretchy,
    &dice::PlotTwist,
    &dice::PsychicProbe,
    &dice::FreezeTime,
    // Numbers bonuses.
    &scoring::Gourmet,
    &scoring::Detritivore,
    &scoring::CompleteDestruction,
    &scoring::EaterOfTheDead,
    &scoring::MediaFriendly,
    // End of turn, in the spec's order (4.10).
    &scoring::RootingForTheUnderdog,
    &scoring::EnergyHoarder,
    &scoring::Herbivore,
    &power::SolarPowered,
    &power::FriendOfChildren,
    &power::BatteryMonster,
    &market::AlienOrigin,
    &market::MadeInALab,
    &market::Opportunist,
    &market::ParasiticTentacles,
    &market::Metamorph,
    &market::Mimic,
];

/// The effect of a card, or `None` if the card is not implemented yet.
pub fn effect_of(card_id: &str) -> Option<&'static dyn PowerCard> {
    REGISTRY.iter().copied().find(|c| c.id() == card_id)
}

pub(crate) fn registry_index(card_id: &str) -> usize {
    REGISTRY
        .iter()
        .position(|c| c.id() == card_id)
        .unwrap_or(usize::MAX)
}

/// Whether the card's effect is implemented (and so whether it is in the Power deck).
pub fn is_implemented(card_id: &str) -> bool {
    effect_of(card_id).is_some()
}

/// The unshuffled Power deck of a new game: every physical card whose effect is implemented.
pub fn power_deck(content: &data::Content) -> Vec<CardInstance> {
    content
        .all_card_instances()
        .into_iter()
        .filter(|c| is_implemented(&c.card))
        .collect()
}

/// A Keep card in play by instance, with its owner.
pub fn find_keep(state: &State, instance: u16) -> Option<(Seat, &CardInstance)> {
    state.monsters.iter().find_map(|m| {
        m.keep_cards
            .iter()
            .find(|c| c.instance == instance)
            .map(|c| (m.seat, c))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_card_exists_in_the_data_once() {
        for card in REGISTRY {
            assert!(data::power_card(card.id()).is_some(), "{}", card.id());
            assert_eq!(REGISTRY.iter().filter(|c| c.id() == card.id()).count(), 1);
        }
    }

    #[test]
    fn the_deck_holds_only_implemented_cards_with_their_copies() {
        let deck = power_deck(data::Content::embedded());
        assert!(deck.iter().all(|c| is_implemented(&c.card)));
        let evacuations = deck
            .iter()
            .filter(|c| c.card == "evacuation_orders")
            .count();
        assert_eq!(evacuations, 2);
        assert_eq!(deck.len(), 66);
    }
}
