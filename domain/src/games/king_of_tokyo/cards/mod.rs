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
//! - [`attack`]: Keep cards that add Smashes or change who the Smashes hit.
//! - [`defence`]: Keep cards about losing and gaining hearts.
//! - [`dice`]: Keep cards about dice, rolls and rerolls.
//! - [`scoring`]: Keep cards that score VP.
//! - [`power`]: Keep cards that give energy.
//! - [`market`]: Keep cards about buying cards (and Mimic).

pub mod attack;
pub mod buildings;
pub mod defence;
pub mod dice;
pub mod energy;
pub mod market;
pub mod military;
pub mod power;
pub mod power_card;
pub mod registry;
pub mod scoring;
pub mod tokyo;
