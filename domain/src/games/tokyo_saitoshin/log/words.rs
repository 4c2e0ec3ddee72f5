//! The vocabulary the log's lines share: seats and the PCs they run, places and market
//! slots, ability scores, skills and decks, and the printed names of cards from the content
//! the state carries.

use super::super::state::{ENCOUNTER_SLOT, SLOTS_PER_AREA, State, slot_area};
use super::super::view::HIDDEN;
use super::super::vocabulary::{Area, DamageType, Deck, Pc, Place, SkillSlot, Stat};
use crate::engine::words;
pub use crate::engine::words::{capitalized, humanized, list, plural};

/// What a line may read besides its event: the state's public facts and the seats' names
/// (`engine::words::Words`), with this game's words below.
pub type Words<'a> = words::Words<'a, State>;

impl Words<'_> {
    /// A scenario NPC by its printed name: `監督 (director)`.
    pub fn npc(&self, id: &str) -> String {
        self.state
            .content
            .scenario(&self.state.scenario)
            .and_then(|s| s.npcs.iter().find(|n| n.id == id))
            .map_or_else(|| id.to_owned(), |n| format!("{} ({id})", n.name_ja))
    }

    /// A PC with the player who runs it: `Alice's Procurer`; a BOT card's PC: `the Gangster`.
    pub fn pc(&self, pc: Pc) -> String {
        match self.state.pc(pc) {
            Some(p) => format!("{}'s {}", self.name(p.seat), pc_word(pc)),
            None => format!("the {}", pc_word(pc)),
        }
    }

    /// Several PCs with their players, as a list in words.
    pub fn pcs(&self, pcs: &[Pc]) -> String {
        list(pcs.iter().map(|p| self.pc(*p)).collect())
    }

    /// A card by its printed name; a scenario card, which has no English name, by the id
    /// printed on its back (`scenario card SC00-02`).
    pub fn card(&self, id: &str) -> String {
        let content = &self.state.content;
        match content.card_name(id) {
            Some(name) => name.to_owned(),
            None if content.is_scenario_card(id) => format!("scenario card {id}"),
            None => id.to_owned(),
        }
    }

    /// Several cards' names, as a list in words.
    pub fn cards(&self, ids: &[String]) -> String {
        list(ids.iter().map(|id| self.card(id)).collect())
    }

    /// Cards the event shows by name, or only by number where it hides them from the reader
    /// (`2 cards`).
    pub fn cards_or_count(&self, ids: &[String]) -> String {
        if ids.iter().any(|c| c == HIDDEN) {
            plural(ids.len() as u32, "card")
        } else {
            self.cards(ids)
        }
    }

    /// The card on top of a market slot, or the revealed Site card for the encounter slot.
    pub fn top_of(&self, slot: usize) -> String {
        let top = if slot == ENCOUNTER_SLOT {
            self.state.site.revealed.as_ref()
        } else {
            self.state.slots.get(slot).and_then(|s| s.top())
        };
        top.map_or_else(|| "an empty slot".to_owned(), |c| self.card(c))
    }
}

/// A PC in words.
pub fn pc_word(pc: Pc) -> &'static str {
    match pc {
        Pc::Procurer => "Procurer",
        Pc::Engineer => "Engineer",
        Pc::Negotiator => "Negotiator",
        Pc::Gangster => "Gangster",
    }
}

pub fn area(area: Area) -> &'static str {
    match area {
        Area::Shinagawa => "Shinagawa",
        Area::Shibuya => "Shibuya",
        Area::Shinjuku => "Shinjuku",
        Area::Akiba => "Akiba",
    }
}

/// A place in words: an area, or `the Site`.
pub fn place(place: Place) -> &'static str {
    match place {
        Place::Area(a) => area(a),
        Place::Site => "the Site",
    }
}

/// A market slot by its area and its place there, left to right: `Shibuya (slot 2)`; the
/// encounter slot is `the Site`.
pub fn slot(slot: usize) -> String {
    if slot >= ENCOUNTER_SLOT {
        return "the Site".to_owned();
    }
    format!(
        "{} (slot {})",
        area(slot_area(slot)),
        slot % SLOTS_PER_AREA + 1
    )
}

/// The area of a market slot in words (`the Site` for the encounter slot).
pub fn slot_place(slot: usize) -> &'static str {
    if slot >= ENCOUNTER_SLOT {
        "the Site"
    } else {
        area(slot_area(slot))
    }
}

pub fn stat(stat: Stat) -> &'static str {
    match stat {
        Stat::Tech => "Tech",
        Stat::Economy => "Economy",
        Stat::Empathy => "Empathy",
        Stat::Combat => "Combat",
    }
}

/// A skill box of a PC board: `support`, `enhanced`, `Site`.
pub fn skill(slot: SkillSlot) -> &'static str {
    match slot {
        SkillSlot::Support => "support",
        SkillSlot::Enhanced => "enhanced",
        SkillSlot::Site => "Site",
    }
}

/// A table deck: `the weapon deck`.
pub fn deck(deck: Deck) -> &'static str {
    match deck {
        Deck::Weapon => "the weapon deck",
        Deck::Item => "the item deck",
        Deck::Follower => "the follower deck",
        Deck::Artifact => "the artifact deck",
        Deck::Trouble => "the trouble deck",
        Deck::Site => "the Site deck",
    }
}

pub fn damage_type(t: DamageType) -> &'static str {
    match t {
        DamageType::Physical => "physical",
        DamageType::Cognitive => "cognitive",
    }
}

/// `was` for one thing, `were` for more.
pub fn were(n: usize) -> &'static str {
    if n == 1 { "was" } else { "were" }
}
