//! Power card effects: data in `power_cards.json`, each effect a small named type here.
//!
//! Every card is a [`PowerCard`]: a set of hooks with no-op defaults that the turn procedure
//! calls at fixed points. A card overrides only the hooks it needs. The registry
//! [`effect_of`] maps a card id to its effect; a card without an entry is not implemented.
//!
//! **The Power deck holds only implemented cards** ([`power_deck`] filters the physical
//! cards of the data file through the registry), so no game ever deals a card that does
//! nothing. Adding a card to the registry adds it to the deck of games created afterwards;
//! games already under way keep the deck recorded in their `PowerDeckShuffled` event.
//!
//! Families (one module each, one type per card, named after the card):
//! - [`buildings`]: Discard cards that only score VP.
//! - [`military`]: Discard cards that trade hearts for VP or hurt other monsters.
//! - [`energy`]: Discard cards about energy, healing and VP losses.
//! - [`tokyo`]: Discard cards that move monsters or grant turns.

pub mod buildings;
pub mod energy;
pub mod military;
pub mod tokyo;

use super::data;
use super::rules::Tx;
use super::state::{CardInstance, Face, State};
use crate::engine::Seat;

/// The behaviour of one Power card. Every hook does nothing unless the card overrides it.
pub trait PowerCard: Sync {
    /// The card id in `power_cards.json`.
    fn id(&self) -> &'static str;

    /// When bought (after paying, before the market refills): a Discard card's whole effect,
    /// or a Keep card's on-acquire effect (e.g. Even Bigger's +2 hearts).
    fn on_bought(&self, _tx: &mut Tx, _buyer: Seat) {}

    /// Extra dice its owner rolls each turn (Extra Head).
    fn extra_dice(&self) -> u8 {
        0
    }

    /// Extra rolls its owner gets each turn (Giant Brain).
    fn extra_rolls(&self) -> u8 {
        0
    }

    /// Smashes added to its owner's final dice (Acid Attack, Spiked Tail...).
    fn added_smashes(&self, _state: &State, _owner: Seat, _faces: &[Face]) -> u32 {
        0
    }

    /// Damage modifier on hearts its owner is about to lose from `reason` (`SMASH` or a card
    /// id): returns the new amount (Armor Plating).
    fn damage_taken(&self, _state: &State, _owner: Seat, amount: u32, _reason: &str) -> u32 {
        amount
    }

    /// At the start of its owner's turn, after the Tokyo bonus (Battery Monster, Urbavore).
    fn on_turn_start(&self, _tx: &mut Tx, _owner: Seat) {}

    /// At the end of its owner's turn, before the game-end check (Energy Hoarder,
    /// Solar Powered...).
    fn on_turn_end(&self, _tx: &mut Tx, _owner: Seat) {}
}

/// Every implemented card.
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
];

/// The effect of a card, or `None` if the card is not implemented yet.
pub fn effect_of(card_id: &str) -> Option<&'static dyn PowerCard> {
    REGISTRY.iter().copied().find(|c| c.id() == card_id)
}

/// Whether the card's effect is implemented (and so whether it is in the Power deck).
pub fn is_implemented(card_id: &str) -> bool {
    effect_of(card_id).is_some()
}

/// The unshuffled Power deck of a new game: every physical card whose effect is implemented.
pub fn power_deck() -> Vec<CardInstance> {
    data::all_card_instances()
        .into_iter()
        .filter(|c| is_implemented(&c.card))
        .collect()
}

/// The effects of the Keep cards in front of `seat`.
pub fn keep_effects(state: &State, seat: Seat) -> Vec<&'static dyn PowerCard> {
    state
        .monster(seat)
        .map(|m| {
            m.keep_cards
                .iter()
                .filter_map(|c| effect_of(&c.card))
                .collect()
        })
        .unwrap_or_default()
}

/// Every other alive monster, clockwise from `seat`'s left.
pub(crate) fn others(state: &State, seat: Seat) -> Vec<Seat> {
    state
        .clockwise_from_left_of(seat)
        .into_iter()
        .filter(|s| *s != seat)
        .collect()
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
        let deck = power_deck();
        assert!(deck.iter().all(|c| is_implemented(&c.card)));
        let evacuations = deck
            .iter()
            .filter(|c| c.card == "evacuation_orders")
            .count();
        assert_eq!(evacuations, 2);
        assert_eq!(deck.len(), 18);
        assert!(!is_implemented("acid_attack"));
    }
}
