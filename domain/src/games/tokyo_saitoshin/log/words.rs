//! The vocabulary the log's lines share: seats and the PCs they run, places and market
//! slots, ability scores, skills and decks, and the printed names of cards from the content
//! the state carries.

use super::super::state::{ENCOUNTER_SLOT, SLOTS_PER_AREA, State, slot_area};
use super::super::view::HIDDEN;
use super::super::vocabulary::{Area, DamageType, Deck, Pc, Place, SkillSlot, Stat};
use crate::engine::Seat;

/// What a line may read besides its event: the state's public facts and the seats' names.
pub struct Words<'a> {
    pub state: &'a State,
    names: &'a [String],
}

impl<'a> Words<'a> {
    pub fn new(state: &'a State, names: &'a [String]) -> Self {
        Words { state, names }
    }

    /// A seat's display name (`Seat 3` when the caller named fewer seats).
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", seat.index() + 1))
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

/// The first letter in upper case, for a name that begins a line.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// An id or a rule's code in words (`reduce_damage` → `reduce damage`, `TIME_RAN_OUT` →
/// `time ran out`).
pub fn humanized(id: &str) -> String {
    id.replace('_', " ").to_lowercase()
}

/// `n` things, with the noun in the plural unless `n` is 1: `1 card`, `3 cards`.
pub fn plural(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Items as a list in words: `A`, `A and B`, `A, B and C`.
pub fn list(items: Vec<String>) -> String {
    match items.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
