//! The card and monster data: a content pack (docs/content-packs.md), by default the files
//! of `domain/data/king_of_tokyo/` embedded at compile time.
//!
//! A game's state carries the pack it was set up with (`State::content`); the free
//! functions below read the embedded pack, for the places that have no state (tests, the
//! lists of ids).

use std::sync::{Arc, LazyLock};

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::engine::{ContentError, GameContent, json_kind};

use super::card::{CardInstance, CardKind};

/// One distinct Power card, as described in `power_cards.json`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct PowerCardData {
    pub id: String,
    pub name_en: String,
    pub cost: u32,
    pub card_type: CardKind,
    pub copies: u32,
    pub effect: String,
}

/// One monster board, as described in `monsters.json`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
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
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct EvolutionData {
    pub id: String,
    pub monster: String,
    pub name_en: String,
    pub evolution_type: EvolutionType,
    pub effect: String,
    pub timing: String,
}

/// The three files of a King of Tokyo pack.
pub const FILES: [&str; 3] = ["power_cards.json", "monsters.json", "evolutions.json"];

const EMBEDDED: [(&str, &str); 3] = [
    (
        "power_cards.json",
        include_str!("../../../data/king_of_tokyo/power_cards.json"),
    ),
    (
        "monsters.json",
        include_str!("../../../data/king_of_tokyo/monsters.json"),
    ),
    (
        "evolutions.json",
        include_str!("../../../data/king_of_tokyo/evolutions.json"),
    ),
];

/// The cards and monsters the rules read: a value, so a game can run on another pack.
#[derive(Debug, Clone, PartialEq)]
pub struct Content {
    pub power_cards: Vec<PowerCardData>,
    pub monsters: Vec<MonsterData>,
    pub evolutions: Vec<EvolutionData>,
}

static EMBEDDED_CONTENT: LazyLock<Arc<Content>> = LazyLock::new(|| {
    Arc::new(
        Content::from_json_files(&EMBEDDED)
            .unwrap_or_else(|e| panic!("embedded King of Tokyo content: {e}")),
    )
});

impl GameContent for Content {
    const FILES: &'static [&'static str] = &FILES;
    const EMBEDDED: &'static [(&'static str, &'static str)] = &EMBEDDED;
    // The pack embedded when games began to record their pack, which is today's.
    const LEGACY: &'static [(&'static str, &'static str)] = &EMBEDDED;

    fn parse(files: &[(&str, &str)]) -> Result<Self, ContentError> {
        Content::from_json_files(files)
    }
}

/// What a field of an item must hold.
#[derive(Clone, Copy)]
enum Field {
    Text,
    Count,
    Health,
    OneOf(&'static [&'static str]),
    OptionalTextList,
}

const POWER_CARD_FIELDS: &[(&str, Field)] = &[
    ("id", Field::Text),
    ("name_en", Field::Text),
    ("cost", Field::Count),
    ("card_type", Field::OneOf(&["keep", "discard"])),
    ("copies", Field::Count),
    ("effect", Field::Text),
];

const MONSTER_FIELDS: &[(&str, Field)] = &[
    ("id", Field::Text),
    ("name_en", Field::Text),
    ("origin", Field::Text),
    ("max_health", Field::Health),
    ("evolution_deck", Field::OptionalTextList),
];

const EVOLUTION_FIELDS: &[(&str, Field)] = &[
    ("id", Field::Text),
    ("monster", Field::Text),
    ("name_en", Field::Text),
    ("evolution_type", Field::OneOf(&["temporary", "permanent"])),
    ("effect", Field::Text),
    ("timing", Field::Text),
];

/// Check every item of one file against its fields, then read it. Errors name the item by
/// index and id, and the field: `power_cards.json: [0] (acid_attack).cost: ...`.
fn read_items<T: DeserializeOwned>(
    file: &str,
    text: &str,
    fields: &[(&str, Field)],
) -> Result<Vec<T>, ContentError> {
    let doc: Value = serde_json::from_str(text)
        .map_err(|e| ContentError::new(file, "", format!("invalid JSON: {e}")))?;
    let Value::Array(items) = doc else {
        return Err(ContentError::new(
            file,
            "",
            format!("expected an array of items, found {}", json_kind(&doc)),
        ));
    };
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.into_iter().enumerate() {
        let id = item
            .get("id")
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_owned();
        let at = |field: &str| format!("[{i}] ({id}).{field}");
        for (name, field) in fields {
            let value = item.get(*name);
            let problem = match (field, value) {
                (Field::OptionalTextList, None) => None,
                (_, None) => Some("missing field".to_owned()),
                (Field::Text, Some(Value::String(_))) => None,
                (Field::Count, Some(v)) if v.as_u64().is_some_and(|n| n <= 1000) => None,
                (Field::Count, Some(v)) => Some(format!(
                    "expected a whole number from 0 to 1000, found {}",
                    json_kind(v)
                )),
                (Field::Health, Some(v)) if v.as_u64().is_some_and(|n| (1..=50).contains(&n)) => {
                    None
                }
                (Field::Health, Some(v)) => Some(format!(
                    "expected a whole number from 1 to 50, found {}",
                    json_kind(v)
                )),
                (Field::OneOf(allowed), Some(Value::String(s)))
                    if allowed.contains(&s.as_str()) =>
                {
                    None
                }
                (Field::OneOf(allowed), Some(v)) => Some(format!(
                    "expected one of {}, found {}",
                    allowed.join(", "),
                    v
                )),
                (Field::OptionalTextList, Some(Value::Array(xs)))
                    if xs.iter().all(Value::is_string) =>
                {
                    None
                }
                (Field::OptionalTextList, Some(v)) => Some(format!(
                    "expected an array of strings, found {}",
                    json_kind(v)
                )),
                (Field::Text, Some(v)) => {
                    Some(format!("expected a string, found {}", json_kind(v)))
                }
            };
            if let Some(problem) = problem {
                return Err(ContentError::new(file, at(name), problem));
            }
        }
        let parsed = serde_json::from_value(item)
            .map_err(|e| ContentError::new(file, format!("[{i}] ({id})"), e.to_string()))?;
        out.push(parsed);
    }
    Ok(out)
}

/// A pack may change numbers and words, not which cards exist: each card's effect is code,
/// so a new id would have no effect and a missing one would leave code without its card.
fn same_ids(file: &str, ids: &[&str], implemented: &[&str]) -> Result<(), ContentError> {
    for (i, id) in ids.iter().enumerate() {
        if !implemented.contains(id) {
            return Err(ContentError::new(
                file,
                format!("[{i}] ({id}).id"),
                "no card of the game has this id; a pack may change cards, not add them",
            ));
        }
        if ids[..i].contains(id) {
            return Err(ContentError::new(
                file,
                format!("[{i}] ({id}).id"),
                "this id is listed twice",
            ));
        }
    }
    if let Some(missing) = implemented.iter().find(|id| !ids.contains(id)) {
        return Err(ContentError::new(
            file,
            format!("({missing})"),
            "this card is missing; a pack may change cards, not remove them",
        ));
    }
    Ok(())
}

/// Which monster owns an Evolution, whether it stays in play, and which cards make up a
/// monster's deck are part of each card's code; a pack may change their names and texts.
fn same_evolution_facts(theirs: &Content, ours: &Content) -> Result<(), ContentError> {
    for (i, e) in theirs.evolutions.iter().enumerate() {
        let Some(o) = ours.evolution(&e.id) else {
            continue;
        };
        let at = |field: &str| format!("[{i}] ({}).{field}", e.id);
        if e.monster != o.monster {
            return Err(ContentError::new(
                FILES[2],
                at("monster"),
                format!("this card belongs to {}; a pack may not move it", o.monster),
            ));
        }
        if e.evolution_type != o.evolution_type {
            return Err(ContentError::new(
                FILES[2],
                at("evolution_type"),
                "whether the card stays in play is part of its effect; a pack may not change it",
            ));
        }
    }
    for (i, m) in theirs.monsters.iter().enumerate() {
        let same = ours.monster(&m.id).is_none_or(|o| {
            let mut a = o.evolution_deck.clone();
            let mut b = m.evolution_deck.clone();
            a.sort();
            b.sort();
            a == b
        });
        if !same {
            return Err(ContentError::new(
                FILES[1],
                format!("[{i}] ({}).evolution_deck", m.id),
                "a monster's Evolution deck is fixed by the game; a pack may not change it",
            ));
        }
    }
    Ok(())
}

impl Content {
    /// The content embedded in the binary (`domain/data/king_of_tokyo/`).
    pub fn embedded() -> &'static Arc<Content> {
        &EMBEDDED_CONTENT
    }

    /// Parse and validate from `(file name, JSON text)` pairs; every file of [`FILES`]
    /// must be present.
    pub fn from_json_files(files: &[(&str, &str)]) -> Result<Content, ContentError> {
        let text = |name: &str| {
            files
                .iter()
                .find(|(f, _)| *f == name)
                .map(|(_, t)| *t)
                .ok_or_else(|| ContentError::new(name, "", "file missing"))
        };
        let content = Content {
            power_cards: read_items(FILES[0], text(FILES[0])?, POWER_CARD_FIELDS)?,
            monsters: read_items(FILES[1], text(FILES[1])?, MONSTER_FIELDS)?,
            evolutions: read_items(FILES[2], text(FILES[2])?, EVOLUTION_FIELDS)?,
        };
        // The embedded files define which ids exist; parsing them checks only the shape.
        if files
            .iter()
            .map(|(_, t)| *t)
            .ne(EMBEDDED.iter().map(|(_, t)| *t))
        {
            let embedded = Content::embedded();
            let ids = |c: &Content| -> [Vec<String>; 3] {
                [
                    c.power_cards.iter().map(|x| x.id.clone()).collect(),
                    c.monsters.iter().map(|x| x.id.clone()).collect(),
                    c.evolutions.iter().map(|x| x.id.clone()).collect(),
                ]
            };
            let (theirs, ours) = (ids(&content), ids(embedded));
            for ((file, theirs), ours) in FILES.iter().zip(&theirs).zip(&ours) {
                let theirs: Vec<&str> = theirs.iter().map(String::as_str).collect();
                let ours: Vec<&str> = ours.iter().map(String::as_str).collect();
                same_ids(file, &theirs, &ours)?;
            }
            same_evolution_facts(&content, embedded)?;
        }
        for (i, m) in content.monsters.iter().enumerate() {
            if let Some(unknown) = m
                .evolution_deck
                .iter()
                .find(|e| !content.evolutions.iter().any(|x| &x.id == *e))
            {
                return Err(ContentError::new(
                    FILES[1],
                    format!("[{i}] ({}).evolution_deck", m.id),
                    format!("{unknown} is not in evolutions.json"),
                ));
            }
        }
        if content.power_cards.iter().map(|c| c.copies).sum::<u32>() > 100 {
            return Err(ContentError::new(
                FILES[0],
                "copies",
                "more than 100 Power cards in all: instance numbers would reach the Evolutions'",
            ));
        }
        Ok(content)
    }

    pub fn power_card(&self, id: &str) -> Option<&PowerCardData> {
        self.power_cards.iter().find(|c| c.id == id)
    }

    pub fn evolution(&self, id: &str) -> Option<&EvolutionData> {
        self.evolutions.iter().find(|e| e.id == id)
    }

    pub fn monster(&self, id: &str) -> Option<&MonsterData> {
        self.monsters.iter().find(|m| m.id == id)
    }

    /// Printed cost of a card (0 for an unknown id).
    pub fn cost_of(&self, card_id: &str) -> u32 {
        self.power_card(card_id).map_or(0, |c| c.cost)
    }

    /// Keep or Discard (Discard for an unknown id).
    pub fn kind_of(&self, card_id: &str) -> CardKind {
        self.power_card(card_id)
            .map_or(CardKind::Discard, |c| c.card_type)
    }

    /// The monsters of the base game (2016 edition), in data order.
    pub fn base_monsters(&self) -> Vec<&MonsterData> {
        self.monsters
            .iter()
            .filter(|m| m.origin == "new_king_of_tokyo_2016")
            .collect()
    }

    /// Every physical Power card, numbered 1.. in catalogue order (copies consecutively).
    ///
    /// The numbering does not depend on which effects are implemented, so an instance keeps
    /// its number when more cards join the deck.
    pub fn all_card_instances(&self) -> Vec<CardInstance> {
        let mut next = 1u16;
        let mut out = Vec::new();
        for card in &self.power_cards {
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
}

/// Evolution instances are numbered from here on, so they never share a number with a Power
/// card instance (1..=66).
pub const FIRST_EVOLUTION_INSTANCE: u16 = 101;

/// Every Evolution card of the data file, in data order.
pub fn evolutions() -> &'static [EvolutionData] {
    &Content::embedded().evolutions
}

/// The Evolution card with this id, if the data has it.
pub fn evolution(id: &str) -> Option<&'static EvolutionData> {
    evolutions().iter().find(|c| c.id == id)
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
#[cfg(any(test, feature = "testing"))]
pub fn all_monsters() -> Vec<&'static MonsterData> {
    Content::embedded().monsters.iter().collect()
}

/// The monster with this id.
pub fn monster(id: &str) -> Option<&'static MonsterData> {
    Content::embedded().monster(id)
}

/// Every distinct Power card of the data file, in catalogue order.
#[cfg(test)]
pub fn power_cards() -> &'static [PowerCardData] {
    &Content::embedded().power_cards
}

/// The Power card with this id, if the data has it.
#[cfg(test)]
pub fn power_card(id: &str) -> Option<&'static PowerCardData> {
    Content::embedded().power_card(id)
}

/// The monsters of the base game (2016 edition), in data order. Seat `i` plays the `i`-th.
#[cfg(any(test, feature = "testing"))]
pub fn base_monsters() -> Vec<&'static MonsterData> {
    Content::embedded().base_monsters()
}

/// Every physical Power card, numbered 1.. in catalogue order (copies consecutively).
///
/// The numbering does not depend on which effects are implemented, so an instance keeps its
/// number when more cards join the deck.
#[cfg(any(test, feature = "testing"))]
pub fn all_card_instances() -> Vec<CardInstance> {
    Content::embedded().all_card_instances()
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

    /// The embedded files with one Evolution changed by `change`.
    fn with_evolution(id: &str, change: impl FnOnce(&mut Value)) -> Result<Content, ContentError> {
        let mut evolutions: Value = serde_json::from_str(EMBEDDED[2].1).unwrap();
        let card = evolutions
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .find(|e| e["id"] == id)
            .unwrap();
        change(card);
        let text = evolutions.to_string();
        Content::from_json_files(&[EMBEDDED[0], EMBEDDED[1], (FILES[2], &text)])
    }

    #[test]
    fn a_pack_may_rename_an_evolution_and_the_game_reads_its_own_pack() {
        let content =
            with_evolution("freeze_ray", |e| e["name_en"] = "Rayon gelant".into()).unwrap();
        assert_eq!(
            content.evolution("freeze_ray").unwrap().name_en,
            "Rayon gelant"
        );
        assert_eq!(evolution("freeze_ray").unwrap().name_en, "Freeze Ray");
    }

    #[test]
    fn a_pack_may_not_move_an_evolution_to_another_monster_or_change_its_type() {
        let moved = with_evolution("freeze_ray", |e| e["monster"] = "the_king".into()).unwrap_err();
        assert!(
            moved.to_string().contains("evolutions.json")
                && moved.to_string().contains("(freeze_ray).monster"),
            "{moved}"
        );
        let kind = evolution("freeze_ray").unwrap().evolution_type;
        let other = if kind == EvolutionType::Permanent {
            "temporary"
        } else {
            "permanent"
        };
        let retyped =
            with_evolution("freeze_ray", |e| e["evolution_type"] = other.into()).unwrap_err();
        assert!(
            retyped.to_string().contains("(freeze_ray).evolution_type"),
            "{retyped}"
        );
    }

    #[test]
    fn a_pack_may_not_change_a_monsters_evolution_deck() {
        let mut monsters: Value = serde_json::from_str(EMBEDDED[1].1).unwrap();
        let with_deck = monsters
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .find(|m| m["evolution_deck"].as_array().is_some_and(|d| d.len() > 1))
            .unwrap();
        with_deck["evolution_deck"].as_array_mut().unwrap().pop();
        let text = monsters.to_string();
        let e =
            Content::from_json_files(&[EMBEDDED[0], (FILES[1], &text), EMBEDDED[2]]).unwrap_err();
        assert!(
            e.to_string().contains("monsters.json") && e.to_string().contains(".evolution_deck"),
            "{e}"
        );
    }
}
