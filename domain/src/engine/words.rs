//! The words every game's log shares (`Game::describe`): seats by their display names, and
//! counts, lists and ids in English. A game's `log/words.rs` adds its own vocabulary: its
//! `Words` is [`Words`] over its state, with the game's methods in an `impl` of its own.

use super::Seat;

/// What a line may read besides its event: the state's public facts and the seats' names.
pub struct Words<'a, S> {
    pub state: &'a S,
    names: &'a [String],
}

impl<'a, S> Words<'a, S> {
    /// `names` are the seats' display names, by seat.
    pub fn new(state: &'a S, names: &'a [String]) -> Self {
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
}

/// `n` things, with the noun in the plural unless `n` is 1: `1 card`, `3 cards`.
pub fn plural(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `n` dice: `1 die`, `3 dice`.
pub fn dice_count(n: u32) -> String {
    if n == 1 {
        "1 die".to_owned()
    } else {
        format!("{n} dice")
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

/// The first letter in upper case, for words that begin a line (`the Dam` → `The Dam`).
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// An id in words, for what the content gives no name (`north_street_2` → `north street 2`).
pub fn humanized(id: &str) -> String {
    id.replace('_', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_named_by_its_display_name_or_its_number() {
        let names = ["Alice", "Bob"].map(String::from);
        let w = Words::new(&(), &names);
        assert_eq!(w.name(Seat(1)), "Bob");
        assert_eq!(w.name(Seat(2)), "Seat 3");
        assert_eq!(
            w.names(&[Seat(0), Seat(1), Seat(2)]),
            "Alice, Bob and Seat 3"
        );
    }

    #[test]
    fn counts_put_the_noun_in_the_plural_except_for_one() {
        assert_eq!(plural(0, "card"), "0 cards");
        assert_eq!(plural(1, "card"), "1 card");
        assert_eq!(plural(3, "AP token"), "3 AP tokens");
        assert_eq!(dice_count(1), "1 die");
        assert_eq!(dice_count(6), "6 dice");
    }

    #[test]
    fn a_list_joins_its_last_item_with_and() {
        let items = |xs: &[&str]| xs.iter().map(|x| x.to_string()).collect();
        assert_eq!(list(items(&[])), "");
        assert_eq!(list(items(&["A"])), "A");
        assert_eq!(list(items(&["A", "B"])), "A and B");
        assert_eq!(list(items(&["A", "B", "C"])), "A, B and C");
    }

    #[test]
    fn ids_and_first_words_read_as_words() {
        assert_eq!(capitalized("the Dam"), "The Dam");
        assert_eq!(capitalized("électricité"), "Électricité");
        assert_eq!(capitalized(""), "");
        assert_eq!(humanized("north_street_2"), "north street 2");
        assert_eq!(humanized("TIME_RAN_OUT"), "TIME RAN OUT");
    }
}
