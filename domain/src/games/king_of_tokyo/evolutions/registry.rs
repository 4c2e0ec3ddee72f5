//! The registry of implemented Evolutions (every monster file's `CARDS`), and the decks it
//! allows.

use super::evolution::Evolution;
use super::shared::acting_card_id;
use super::{
    alienoid, cyber_bunny, cyber_kitty, gigazaur, kraken, meka_dragon, pandakai, space_penguin,
    the_king,
};
use crate::games::king_of_tokyo::data::{self, EvolutionType};
use crate::games::king_of_tokyo::state::{CardInstance, State};

/// Every monster's implemented cards (each monster file owns its list).
const MONSTER_CARDS: &[&[&dyn Evolution]] = &[
    alienoid::CARDS,
    cyber_kitty::CARDS,
    gigazaur::CARDS,
    meka_dragon::CARDS,
    space_penguin::CARDS,
    the_king::CARDS,
    pandakai::CARDS,
    cyber_bunny::CARDS,
    kraken::CARDS,
];

fn registry() -> impl Iterator<Item = &'static dyn Evolution> {
    MONSTER_CARDS.iter().flat_map(|cards| cards.iter().copied())
}

/// The effect of an Evolution, or `None` if it is not implemented yet.
pub fn evolution_of(id: &str) -> Option<&'static dyn Evolution> {
    registry().find(|e| e.id() == id)
}

/// The effect a Permanent Evolution in play has: its own, or for Icy Reflection the card its
/// Snowflake token is on (`State::snowflake_on`; nothing before it is placed).
pub fn acting_as(state: &State, card: &CardInstance) -> Option<&'static dyn Evolution> {
    acting_card_id(state, card).and_then(evolution_of)
}

/// Whether the Evolution is implemented (and so whether it is in its monster's deck).
pub fn is_implemented(id: &str) -> bool {
    evolution_of(id).is_some()
}

/// Whether the card stays in play once played.
pub fn is_permanent(id: &str) -> bool {
    data::evolution(id).is_some_and(|e| e.evolution_type == EvolutionType::Permanent)
}

/// The unshuffled Evolution deck of a monster: the implemented cards of its deck in
/// `monsters.json`, as instances.
pub fn evolution_deck(monster: &str) -> Vec<CardInstance> {
    let Some(board) = data::monster(monster) else {
        return Vec::new();
    };
    data::all_evolution_instances()
        .into_iter()
        .filter(|c| board.evolution_deck.contains(&c.card) && is_implemented(&c.card))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_evolution_exists_in_the_data_once() {
        for e in registry() {
            assert!(data::evolution(e.id()).is_some(), "{}", e.id());
            assert_eq!(registry().filter(|c| c.id() == e.id()).count(), 1);
        }
    }

    #[test]
    fn every_registered_evolution_is_in_its_monsters_file() {
        let files = [
            ("alienoid", alienoid::CARDS),
            ("cyber_kitty", cyber_kitty::CARDS),
            ("gigazaur", gigazaur::CARDS),
            ("meka_dragon", meka_dragon::CARDS),
            ("space_penguin", space_penguin::CARDS),
            ("the_king", the_king::CARDS),
            ("pandakai", pandakai::CARDS),
            ("cyber_bunny", cyber_bunny::CARDS),
            ("kraken", kraken::CARDS),
        ];
        for (monster, cards) in files {
            for e in cards {
                assert_eq!(
                    data::evolution(e.id()).map(|d| d.monster.as_str()),
                    Some(monster),
                    "{}",
                    e.id()
                );
            }
        }
    }

    #[test]
    fn each_monsters_deck_lists_the_evolutions_of_that_monster() {
        for board in data::all_monsters() {
            assert_eq!(board.evolution_deck.len(), 8, "{}", board.id);
            for id in &board.evolution_deck {
                assert_eq!(
                    data::evolution(id).map(|e| e.monster.as_str()),
                    Some(board.id.as_str())
                );
            }
        }
        assert_eq!(data::evolutions().len(), 72);
    }

    #[test]
    fn permanent_cards_and_only_they_have_keep_hooks() {
        for e in registry() {
            if e.keep_hooks().is_some() {
                assert!(is_permanent(e.id()), "{} is temporary", e.id());
            }
        }
    }

    #[test]
    fn every_evolution_of_the_data_file_has_an_implementation() {
        let missing: Vec<&str> = data::evolutions()
            .iter()
            .map(|e| e.id.as_str())
            .filter(|id| !is_implemented(id))
            .collect();
        assert!(missing.is_empty(), "not implemented: {missing:?}");
    }
}
