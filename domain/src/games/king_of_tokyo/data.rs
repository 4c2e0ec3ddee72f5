//! The card and monster data of `domain/data/king_of_tokyo/`, embedded at compile time.

use std::sync::LazyLock;

use serde::Deserialize;

use super::state::{CardInstance, CardKind};

/// One distinct Power card, as described in `power_cards.json`.
#[derive(Debug, Clone, Deserialize)]
pub struct PowerCardData {
    pub id: String,
    pub name_en: String,
    pub cost: u32,
    pub card_type: CardKind,
    pub copies: u32,
    pub effect: String,
}

/// One monster board, as described in `monsters.json`.
#[derive(Debug, Clone, Deserialize)]
pub struct MonsterData {
    pub id: String,
    pub name_en: String,
    pub origin: String,
    pub max_health: u8,
    /// The ids of its 8 Evolution cards (Power Up!).
    #[serde(default)]
    pub evolution_deck: Vec<String>,
}

/// Temporary (played, resolved, discarded) or permanent (stays in play).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EvolutionType {
    Temporary,
    Permanent,
}

/// One Evolution card, as described in `evolutions.json`.
#[derive(Debug, Clone, Deserialize)]
pub struct EvolutionData {
    pub id: String,
    pub monster: String,
    pub name_en: String,
    pub evolution_type: EvolutionType,
    pub effect: String,
    pub timing: String,
}

static POWER_CARDS: LazyLock<Vec<PowerCardData>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../../data/king_of_tokyo/power_cards.json"))
        .expect("power_cards.json is valid")
});

static MONSTERS: LazyLock<Vec<MonsterData>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../../data/king_of_tokyo/monsters.json"))
        .expect("monsters.json is valid")
});

static EVOLUTIONS: LazyLock<Vec<EvolutionData>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../../data/king_of_tokyo/evolutions.json"))
        .expect("evolutions.json is valid")
});

/// Evolution instances are numbered from here on, so they never share a number with a Power
/// card instance (1..=66).
pub const FIRST_EVOLUTION_INSTANCE: u16 = 101;

/// Every Evolution card of the data file, in data order.
pub fn evolutions() -> &'static [EvolutionData] {
    &EVOLUTIONS
}

/// The Evolution card with this id, if the data has it.
pub fn evolution(id: &str) -> Option<&'static EvolutionData> {
    EVOLUTIONS.iter().find(|c| c.id == id)
}

/// Every Evolution card as an instance (one physical card each), numbered from
/// [`FIRST_EVOLUTION_INSTANCE`] in data order, independent of which effects are implemented.
pub fn all_evolution_instances() -> Vec<CardInstance> {
    evolutions()
        .iter()
        .enumerate()
        .map(|(i, e)| CardInstance {
            instance: FIRST_EVOLUTION_INSTANCE + i as u16,
            card: e.id.clone(),
        })
        .collect()
}

/// Every monster of the data file (base game and Power Up!), in data order.
pub fn all_monsters() -> Vec<&'static MonsterData> {
    MONSTERS.iter().collect()
}

/// The monster with this id.
pub fn monster(id: &str) -> Option<&'static MonsterData> {
    MONSTERS.iter().find(|m| m.id == id)
}

/// Every distinct Power card of the data file, in catalogue order.
pub fn power_cards() -> &'static [PowerCardData] {
    &POWER_CARDS
}

/// The Power card with this id, if the data has it.
pub fn power_card(id: &str) -> Option<&'static PowerCardData> {
    POWER_CARDS.iter().find(|c| c.id == id)
}

/// The monsters of the base game (2016 edition), in data order. Seat `i` plays the `i`-th.
pub fn base_monsters() -> Vec<&'static MonsterData> {
    MONSTERS
        .iter()
        .filter(|m| m.origin == "new_king_of_tokyo_2016")
        .collect()
}

/// Every physical Power card, numbered 1.. in catalogue order (copies consecutively).
///
/// The numbering does not depend on which effects are implemented, so an instance keeps its
/// number when more cards join the deck.
pub fn all_card_instances() -> Vec<CardInstance> {
    let mut next = 1u16;
    let mut out = Vec::new();
    for card in power_cards() {
        for _ in 0..card.copies {
            out.push(CardInstance {
                instance: next,
                card: card.id.clone(),
            });
            next += 1;
        }
    }
    out
}

/// Printed cost of a card (0 for an unknown id).
pub fn cost_of(card_id: &str) -> u32 {
    power_card(card_id).map_or(0, |c| c.cost)
}

/// Keep or Discard (Discard for an unknown id).
pub fn kind_of(card_id: &str) -> CardKind {
    power_card(card_id).map_or(CardKind::Discard, |c| c.card_type)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_has_66_power_cards_and_six_base_monsters() {
        assert_eq!(all_card_instances().len(), 66);
        assert_eq!(power_cards().len(), 64);
        assert_eq!(base_monsters().len(), 6);
        assert!(base_monsters().iter().all(|m| m.max_health == 10));
    }
}
