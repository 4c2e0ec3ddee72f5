//! What a finished game says about each seat, for statistics and history: counters the
//! game declares (`Game::statistics`), and the pieces of content each seat used, so that
//! wins can be counted per card, monster or leader.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::Seat;

/// A piece of content a seat used in a game: the monster it played, a card it bought.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContentItem {
    /// What kind of content, in the game's own words: `monster`, `power_card`, `evolution`.
    pub category: String,
    /// Its id in the game's content pack.
    pub id: String,
}

impl ContentItem {
    pub fn new(category: &str, id: impl Into<String>) -> Self {
        ContentItem {
            category: category.to_owned(),
            id: id.into(),
        }
    }
}

/// One seat's statistics in one finished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatStatistics {
    pub seat: Seat,
    /// The game's counters for the seat, as a JSON object of the game's typed statistics:
    /// numbers, and objects of numbers (VP by source). Totals over several games add them
    /// up field by field ([`add_up`]); any other value is kept from the latest game.
    pub stats: Value,
    /// The content the seat used, each item once.
    pub items: Vec<ContentItem>,
}

/// Add `more` into `total`, field by field: numbers are summed, objects recursively, and
/// anything else (a name, a list) is replaced by `more`'s.
pub fn add_up(total: &mut Value, more: &Value) {
    match (total, more) {
        (Value::Object(total), Value::Object(more)) => add_objects(total, more),
        (total @ Value::Number(_), Value::Number(more)) => *total = sum(total, more),
        (total, more) => *total = more.clone(),
    }
}

fn add_objects(total: &mut Map<String, Value>, more: &Map<String, Value>) {
    for (key, value) in more {
        match total.get_mut(key) {
            Some(existing) => add_up(existing, value),
            None => {
                total.insert(key.clone(), value.clone());
            }
        }
    }
}

/// Integers stay integers (so counts read back exactly); any fraction makes a float.
fn sum(a: &Value, b: &serde_json::Number) -> Value {
    match (a.as_i64(), b.as_i64()) {
        (Some(x), Some(y)) => Value::from(x.saturating_add(y)),
        _ => Value::from(a.as_f64().unwrap_or(0.0) + b.as_f64().unwrap_or(0.0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn totals_add_numbers_field_by_field_and_keep_the_latest_of_anything_else() {
        let mut total = json!({"turns": 3, "vpBySource": {"dice": 2}, "monster": "alienoid"});
        add_up(
            &mut total,
            &json!({"turns": 4, "vpBySource": {"dice": 1, "cards": 5}, "monster": "kraken", "ratio": 0.5}),
        );
        assert_eq!(
            total,
            json!({"turns": 7, "vpBySource": {"dice": 3, "cards": 5}, "monster": "kraken", "ratio": 0.5})
        );
    }
}
