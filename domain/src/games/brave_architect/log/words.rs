//! The vocabulary the log's lines share: player names, squares, stats, and the names of
//! cards, parties, attacks and items from the content the state carries.

use super::super::grid::Square;
use super::super::state::{State, TargetKey};
use super::super::vocabulary::Stat;
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

    /// Several seats' names, as a list in words.
    pub fn names(&self, seats: &[Seat]) -> String {
        list(seats.iter().map(|s| self.name(*s)).collect())
    }

    /// The printed name of a card, a party, an enemy attack, an item or a card set, by its
    /// content id.
    pub fn named(&self, id: &str) -> String {
        let c = &self.state.content;
        c.card(id)
            .map(|x| x.name.clone())
            .or_else(|| c.party(id).map(|x| x.name.clone()))
            .or_else(|| c.enemy_attack(id).map(|x| x.name.clone()))
            .or_else(|| c.item(id).map(|x| x.name.clone()))
            .or_else(|| c.race(id).map(|x| x.name.clone()))
            .or_else(|| c.weapon(id).map(|x| x.name.clone()))
            .or_else(|| c.sub_weapon(id).map(|x| x.name.clone()))
            .or_else(|| c.skill(id).map(|x| x.name.clone()))
            .unwrap_or_else(|| id.replace('_', " "))
    }

    /// Several cards' names, as a list in words.
    pub fn all_named(&self, ids: &[String]) -> String {
        list(ids.iter().map(|id| self.named(id)).collect())
    }

    /// A party or the core, as a target.
    pub fn target(&self, target: &TargetKey) -> String {
        match target {
            TargetKey::Party(id) => self.named(id),
            TargetKey::Core(_) => "the core".to_owned(),
        }
    }
}

/// A square of the map: `(3, 4)`, row first.
pub fn square(s: Square) -> String {
    format!("({}, {})", s.row, s.col)
}

pub fn stat(stat: Stat) -> &'static str {
    match stat {
        Stat::Accuracy => "accuracy",
        Stat::Power => "power",
        Stat::Speed => "speed",
        Stat::Defence => "defence",
        Stat::Magic => "magic",
    }
}

/// Dice as their numbers: `3 + 5`.
pub fn dice(dice: &[u8]) -> String {
    dice.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// `n` things, with the noun in the plural unless `n` is 1.
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

/// A signed amount: `+2`, `-1`.
pub fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}
