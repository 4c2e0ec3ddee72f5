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
pub mod scoring;
pub mod tokyo;

use super::data;
use super::rules::Tx;
use super::state::{CardInstance, Face, Hit, State, Token};
use crate::engine::Seat;

/// What using a die-changing card costs or requires.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DieChangeRule {
    /// Once per turn, and only to this face (Herd Culler: a 1).
    OncePerTurnTo(Face),
    /// Once per turn, to one of these faces (Tail Sweep: a 1 or a 2).
    OncePerTurnToOneOf(&'static [Face]),
    /// Pay this much energy each time, any face (Stretchy).
    PayEnergy(u32),
    /// Any face, then the card is discarded (Plot Twist).
    DiscardAfter,
}

/// What an extra roll costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExtraRollCost {
    /// Pay energy (Energy Drink).
    Energy(u32),
    /// Spend one token from the card; discard it when empty (Smoke Cloud).
    CardToken,
}

/// The behaviour of one Power card. Every hook does nothing unless the card overrides it.
///
/// Keep cards act through these hooks wherever the turn procedure reaches the matching
/// point; a Mimic copying a card calls the copied card's hooks for the Mimic owner (with the
/// Mimic's instance, so its tokens and once-per-turn uses are its own). When several cards
/// answer the same hook they run in registry order (the spec's fixed orders, e.g. Rooting
/// for the Underdog → Energy Hoarder → Herbivore → Solar Powered, Camouflage → Armor
/// Plating).
pub trait PowerCard: Sync {
    /// The card id in `power_cards.json`.
    fn id(&self) -> &'static str;

    /// When bought (after paying, before the market refills): a Discard card's whole effect.
    /// A heart loss (`Tx::damage`) must be its last step: the loss may pause for reactions.
    fn on_bought(&self, _tx: &mut Tx, _buyer: Seat) {}

    /// When a Keep card comes into play for `owner`: bought, or copied by Mimic "as if just
    /// bought" (Even Bigger's hearts, Battery Monster's energy, Smoke Cloud's tokens, Mimic's
    /// own placement). `instance` holds the tokens.
    fn on_acquired(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// Extra dice its owner rolls each turn (Extra Head).
    fn extra_dice(&self) -> u8 {
        0
    }

    /// Extra rolls its owner gets each turn (Giant Brain).
    fn extra_rolls(&self) -> u8 {
        0
    }

    /// Smashes added to its owner's final dice, given the Smash total so far (rolled plus
    /// added: the count is iterated to a fixed point, so added Smashes count for "if you roll
    /// at least one Smash", section 4.5).
    fn added_smashes(&self, _state: &State, _owner: Seat, _faces: &[Face], _smashes: u32) -> u32 {
        0
    }

    /// Numbers resolution of its owner's dice (Gourmet, Detritivore, Complete Destruction).
    fn on_numbers(&self, _tx: &mut Tx, _owner: Seat, _faces: &[Face], _smashes: u32) {}

    /// Its owner resolves `smashes` ≥ 1 Smashes, before the damage (Alpha Monster).
    fn on_smashes(&self, _tx: &mut Tx, _owner: Seat, _smashes: u32) {}

    /// Its owner's Smashes hit every other monster (Nova Breath).
    fn hits_everyone(&self) -> bool {
        false
    }

    /// Extra hearts each neighbour of its owner loses when it resolves Smashes (Fire Breathing).
    fn neighbour_damage(&self) -> u32 {
        0
    }

    /// Hearts lost by the monster that takes its owner's place after its owner yielded
    /// Tokyo, on entering (Burrowing; card damage, G-37).
    fn replacement_damage(&self) -> u32 {
        0
    }

    /// A token given to each monster its owner's Smashes wound (Poison Spit, Shrink Ray).
    fn token_on_hit(&self) -> Option<Token> {
        None
    }

    /// Reduce a heart loss its owner is about to take (`reason`: `SMASH`, `POISON` or a card
    /// id); may roll (Camouflage) or not (Armor Plating). Returns the new amount.
    fn reduce_damage(&self, _tx: &mut Tx, _owner: Seat, amount: u32, _reason: &str) -> u32 {
        amount
    }

    /// Its owner's Smashes made these monsters lose hearts this turn, after the Smash batch
    /// (Mandibles of Dread).
    fn on_smash_wounded(&self, _tx: &mut Tx, _owner: Seat, _wounded: &[Seat]) {}

    /// Its owner just lost `amount` ≥ 1 hearts at once (We're Only Making It Stronger!).
    fn on_hearts_lost(&self, _tx: &mut Tx, _owner: Seat, _amount: u32) {}

    /// Extra energy on every energy gain of its owner (Friend of Children).
    fn energy_bonus(&self) -> u32 {
        0
    }

    /// Extra hearts on every heart gain of its owner (Regeneration).
    fn heal_bonus(&self) -> u32 {
        0
    }

    /// Extra maximum hearts (Even Bigger).
    fn max_health_bonus(&self) -> u8 {
        0
    }

    /// Energy off the price of every Power card its owner buys (Alien Origin).
    fn discount(&self) -> u32 {
        0
    }

    /// Its owner bought a Power card (`card_id`), after that card's own effect (Media-Friendly).
    fn on_card_bought(&self, _tx: &mut Tx, _owner: Seat, _card_id: &str) {}

    /// A monster's hearts dropped to 0 and stayed there (Eater of the Dead).
    fn on_monster_at_zero(&self, _tx: &mut Tx, _owner: Seat, _zeroed: Seat) {}

    /// At 0 hearts its owner is not eliminated (It Has a Child!).
    fn saves_from_elimination(&self) -> bool {
        false
    }

    /// At the start of its owner's turn, after the Tokyo bonus (Battery Monster, Urbavore).
    fn on_turn_start(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// At the end of its owner's turn, before Poison and the game-end check (Energy Hoarder,
    /// Solar Powered...).
    fn on_turn_end(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// Its owner took control of Tokyo (entered it from outside), after the entry bonus
    /// (I Am the King!, Black Diamond, Eater of Souls).
    fn on_took_tokyo(&self, _tx: &mut Tx, _owner: Seat) {}

    /// Its owner chose to stay in Tokyo when it could have yielded (Black Diamond).
    fn on_stayed_in_tokyo(&self, _tx: &mut Tx, _owner: Seat) {}

    /// Extra hearts `target` loses when its owner's Smashes hit it, given the loss so far
    /// (the bonuses are summed to a fixed point, so a threshold like Claws of Steel's sees
    /// the others).
    fn smash_hit_bonus(
        &self,
        _state: &State,
        _owner: Seat,
        _instance: u16,
        _target: Seat,
        _amount: u32,
    ) -> u32 {
        0
    }

    /// The active monster's Smashes made its owner lose hearts this turn, after the Smash
    /// batch: its owner was wounded (the reference reading of "wound": Smashes only; Heat
    /// Vision, Target Acquired).
    fn on_wounded_by_smashes(&self, _tx: &mut Tx, _owner: Seat, _instance: u16, _by: Seat) {}

    /// Card heart losses its owner causes in its Smash step, in the same batch as its Smashes
    /// (even with no Smash): Funny Looking but Dangerous, Exotic Arms's own 2 hearts.
    fn extra_hits(&self, _state: &State, _owner: Seat, _faces: &[Face]) -> Vec<Hit> {
        Vec::new()
    }

    /// Card heart losses its owner causes once its Smash batch is over (its wounds known), as
    /// a batch of their own before the yield decision (Breath of Doom).
    fn follow_up_hits(&self, _state: &State, _owner: Seat) -> Vec<Hit> {
        Vec::new()
    }

    /// Its owner just lost `amount` hearts: a heart loss it causes in return, in a batch of
    /// its own right after this one (Lightning Armor rolls for the active monster's).
    fn retaliation(&self, _tx: &mut Tx, _owner: Seat, _amount: u32) -> Option<Hit> {
        None
    }

    // Powers that ask their owner a question (prompts).

    /// Buys extra rolls (Energy Drink, Smoke Cloud).
    fn extra_roll_cost(&self) -> Option<ExtraRollCost> {
        None
    }

    /// Changes a die before the dice are final (Herd Culler, Stretchy, Plot Twist).
    fn die_change(&self) -> Option<DieChangeRule> {
        None
    }

    /// Dice showing 3 may always be rerolled, without using a roll (Background Dweller).
    fn rerolls_threes(&self) -> bool {
        false
    }

    /// Rerolls one die of another monster after its last roll (Psychic Probe).
    fn probes(&self) -> bool {
        false
    }

    /// Decides to yield before the Smash damage, and loses none if it yields (Jets).
    fn yields_before_damage(&self) -> bool {
        false
    }

    /// Energy to pay to lose no hearts for the rest of the turn (Wings).
    fn wings_cost(&self) -> Option<u32> {
        None
    }

    /// Energy per heart gained at any time (Rapid Healing).
    fn rapid_healing_cost(&self) -> Option<u32> {
        None
    }

    /// Heart results may heal other monsters, who pay for it (Healing Ray).
    fn heals_others(&self) -> bool {
        false
    }

    /// Scoring 1-1-1 offers another turn with one die fewer (Freeze Time).
    fn grants_freeze_time(&self) -> bool {
        false
    }

    /// Keep cards may be sold at the end of the turn (Metamorph).
    fn sells_cards(&self) -> bool {
        false
    }

    /// Newly revealed cards may be bought out of turn (Opportunist).
    fn opportunist(&self) -> bool {
        false
    }

    /// The top card of the deck may be looked at and bought (Made in a Lab).
    fn peeks_deck(&self) -> bool {
        false
    }

    /// Other monsters' Keep cards may be bought (Parasitic Tentacles).
    fn buys_from_monsters(&self) -> bool {
        false
    }

    /// This card copies another Keep card (Mimic).
    fn is_mimic(&self) -> bool {
        false
    }
}

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

fn registry_index(card_id: &str) -> usize {
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

/// The Keep card effects acting for `seat`, each with the card instance that carries it, in
/// registry order. A Mimic contributes the effect of the card its token is on (with the
/// Mimic's instance); an unplaced Mimic contributes nothing.
pub fn keep_sources(state: &State, seat: Seat) -> Vec<(u16, &'static dyn PowerCard)> {
    let Some(m) = state.monster(seat) else {
        return Vec::new();
    };
    let mut out: Vec<(u16, &'static dyn PowerCard)> = Vec::new();
    for card in &m.keep_cards {
        let Some(effect) = effect_of(&card.card) else {
            continue;
        };
        out.push((card.instance, effect));
        if effect.is_mimic()
            && let Some(target) = state.mimic_target
            && let Some(copied) = find_keep(state, target)
            && let Some(copied_effect) = effect_of(&copied.1.card)
        {
            out.push((card.instance, copied_effect));
        }
    }
    out.sort_by_key(|(_, e)| registry_index(e.id()));
    // Permanent Evolutions in play act like Keep cards, after them, in the order played.
    for card in &m.evolutions.in_play {
        if let Some(hooks) = super::evolutions::acting_as(state, card).and_then(|e| e.keep_hooks())
        {
            out.push((card.instance, hooks));
        }
    }
    out
}

/// The effects of the Keep cards acting for `seat` (Mimic copies included), in registry order.
pub fn keep_effects(state: &State, seat: Seat) -> Vec<&'static dyn PowerCard> {
    keep_sources(state, seat)
        .into_iter()
        .map(|(_, e)| e)
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

/// Maximum hearts of a monster: its board's maximum plus its cards' bonuses.
pub fn max_health(state: &State, seat: Seat) -> u8 {
    let base = state
        .monster(seat)
        .and_then(|m| state.content.monster(&m.monster).map(|d| d.max_health))
        .unwrap_or(10);
    base.saturating_add(
        keep_effects(state, seat)
            .iter()
            .map(|e| e.max_health_bonus())
            .sum::<u8>(),
    )
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
