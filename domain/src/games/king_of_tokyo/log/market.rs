//! Lines for the Power deck and market, buying and keeping cards, and Mimic.

use super::super::event::{
    CardBought, CardBoughtFromDeck, CardBoughtFromMonster, CardTokensSet, DeckTopPeeked,
    KeepCardsDiscarded, MarketCardRevealed, MarketSwept, MimicMoved, PowerDeckShuffled,
};
use super::words::{Words, plural};

/// The order is never shown: only how many cards the new deck has.
pub fn deck_shuffled(e: &PowerDeckShuffled) -> String {
    let cards = plural(e.count, "card");
    if e.from_discard {
        format!("The Power discard pile was shuffled into a new deck of {cards}.")
    } else {
        format!("The Power deck was shuffled ({cards}).")
    }
}

pub fn revealed(w: &Words, e: &MarketCardRevealed) -> String {
    format!("{} was revealed in the market.", w.card(&e.card))
}

pub fn bought(w: &Words, e: &CardBought) -> String {
    format!(
        "{} bought {} for {} ⚡.",
        w.name(e.seat),
        w.card(&e.card),
        e.price
    )
}

pub fn swept(w: &Words, e: &MarketSwept) -> String {
    format!(
        "{} paid {} ⚡ to sweep the market ({}).",
        w.name(e.seat),
        e.price,
        w.cards(&e.cards)
    )
}

pub fn tokens_set(w: &Words, e: &CardTokensSet) -> String {
    format!(
        "{}'s {} now holds {}.",
        w.name(e.seat),
        w.reason(&e.reason),
        plural(e.tokens, "token")
    )
}

pub fn keep_discarded(w: &Words, e: &KeepCardsDiscarded) -> String {
    format!(
        "{} discarded {} ({}).",
        w.name(e.seat),
        w.cards(&e.cards),
        w.reason(&e.reason)
    )
}

pub fn mimic_moved(w: &Words, e: &MimicMoved) -> String {
    let target = format!("{}'s {}", w.name(e.owner), w.card(&e.target));
    if e.price == 0 {
        format!("{} put the Mimic token on {target}.", w.name(e.seat))
    } else {
        format!(
            "{} paid {} ⚡ to move the Mimic token to {target}.",
            w.name(e.seat),
            e.price
        )
    }
}

/// Only the seat that looked is shown the card.
pub fn peeked(w: &Words, e: &DeckTopPeeked) -> String {
    let name = w.name(e.seat);
    match &e.card {
        Some(card) => format!(
            "{name} looked at the top card of the Power deck: {} (Made in a Lab).",
            w.card(card)
        ),
        None => format!("{name} looked at the top card of the Power deck (Made in a Lab)."),
    }
}

pub fn bought_from_deck(w: &Words, e: &CardBoughtFromDeck) -> String {
    format!(
        "{} bought {} from the top of the Power deck for {} ⚡ (Made in a Lab).",
        w.name(e.seat),
        w.card(&e.card),
        e.price
    )
}

pub fn bought_from_monster(w: &Words, e: &CardBoughtFromMonster) -> String {
    format!(
        "{} bought {}'s {} for {} ⚡ (Parasitic Tentacles).",
        w.name(e.seat),
        w.name(e.from),
        w.card(&e.card),
        e.price
    )
}
