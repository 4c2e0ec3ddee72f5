//! The vocabulary the log's lines share: player names, squares, stats, and the names of
//! cards, parties, attacks and items from the content the state carries.

use super::super::grid::Square;
use super::super::state::{State, TargetKey};
use super::super::vocabulary::Stat;
use crate::engine::words::{self, humanized};
pub use crate::engine::words::{list, plural};

/// What a line may read besides its event: the state's public facts and the seats' names
/// (`engine::words::Words`), with this game's words below.
pub type Words<'a> = words::Words<'a, State>;

impl Words<'_> {
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
            .unwrap_or_else(|| humanized(id))
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

/// A signed amount: `+2`, `-1`.
pub fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}
