//! Lines for Power Up!: Evolutions drawn, kept, played and used, and their effects. A card
//! in a hand is named only when the redacted event shows it (to its owner).

use super::super::command::EvolutionParams;
use super::super::event::{
    CardPurchaseAnnounced, CardPurchaseBlocked, DeckCardDiscarded, DieFrozen, DiscardCardRevealed,
    ElectricCarrotPaid, EvolutionChoiceMade, EvolutionDeckShuffled, EvolutionDiceRolled,
    EvolutionDiscarded, EvolutionKept, EvolutionPlayed, EvolutionReturnedToHand, EvolutionUsed,
    EvolutionsDiscarded, EvolutionsDrawn, FreezeRayFaceChosen, FreezeRayGiven, FreezeRayReturned,
    FrozenFaceIgnored, HitReduced, MegaPurrGiven, MegaPurrRequested, PowerCardPutIntoPlay,
    PowerCardsLooked, SnowflakePlaced, UfoRolled, UfoTokenPlaced,
};
use super::words::{Words, dice, dice_count, face, list, offer, plural};

pub fn deck_shuffled(w: &Words, e: &EvolutionDeckShuffled) -> String {
    let cards = plural(e.count, "card");
    if e.from_discard {
        format!(
            "{}'s discarded Evolutions were shuffled into a new deck of {cards}.",
            w.name(e.seat)
        )
    } else {
        format!(
            "{}'s Evolution deck was shuffled ({cards}).",
            w.name(e.seat)
        )
    }
}

pub fn drawn(w: &Words, e: &EvolutionsDrawn) -> String {
    let name = w.name(e.seat);
    match &e.cards {
        Some(cards) => format!("{name} drew the Evolutions {}.", w.cards(cards)),
        None => format!("{name} drew {}.", plural(e.count, "Evolution card")),
    }
}

pub fn kept(w: &Words, e: &EvolutionKept) -> String {
    let name = w.name(e.seat);
    let (kept, other) = match (&e.kept, &e.other) {
        (Some(kept), Some(other)) => (w.card(kept), w.card(other)),
        // A deck of one card: nothing else was drawn.
        (Some(kept), None) => return format!("{name} kept {}.", w.card(kept)),
        _ => ("one Evolution".to_owned(), "the other".to_owned()),
    };
    if e.returned_to_deck {
        format!("{name} kept {kept} and shuffled {other} back into their deck.")
    } else {
        format!("{name} kept {kept} and discarded {other} face down.")
    }
}

/// The target, face, dice or card the Evolution was played or used with.
fn with(w: &Words, params: &Option<EvolutionParams>) -> String {
    let Some(p) = params else {
        return String::new();
    };
    let mut parts = Vec::new();
    if let Some(target) = p.target {
        parts.push(format!("targeting {}", w.name(target)));
    }
    if let Some(f) = p.face {
        parts.push(format!("naming {}", face(f)));
    }
    if let Some(dice) = &p.dice {
        parts.push(format!("on {}", dice_count(dice.len() as u32)));
    }
    if let Some(card) = p.card.and_then(|c| w.public_card(c)) {
        parts.push(format!("on {card}"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(", {}", list(parts))
    }
}

pub fn played(w: &Words, e: &EvolutionPlayed) -> String {
    let kind = if e.permanent {
        "Permanent"
    } else {
        "Temporary"
    };
    format!(
        "{} played the {kind} Evolution {}{}.",
        w.name(e.seat),
        w.card(&e.card),
        with(w, &e.params)
    )
}

pub fn used(w: &Words, e: &EvolutionUsed) -> String {
    format!(
        "{} used {}{}.",
        w.name(e.seat),
        w.card(&e.card),
        with(w, &e.params)
    )
}

/// Cards from the hand go face down: named only for their owner.
pub fn discarded(w: &Words, e: &EvolutionsDiscarded) -> String {
    let mut parts = Vec::new();
    if !e.cards.is_empty() {
        parts.push(w.cards(&e.cards));
    }
    match &e.hidden {
        Some(hidden) if !hidden.is_empty() => {
            parts.push(format!("{} from their hand", w.cards(hidden)))
        }
        Some(_) => {}
        None if e.hidden_count > 0 => parts.push(format!(
            "{} from their hand",
            plural(e.hidden_count, "Evolution")
        )),
        None => {}
    }
    if parts.is_empty() {
        parts.push("no Evolution".to_owned());
    }
    format!(
        "{} discarded {} ({}).",
        w.name(e.seat),
        list(parts),
        w.reason(&e.reason)
    )
}

pub fn left_play(w: &Words, e: &EvolutionDiscarded) -> String {
    format!(
        "{}'s {} left play ({}).",
        w.name(e.seat),
        w.card(&e.card),
        w.reason(&e.reason)
    )
}

/// Named only for the owner: for anyone else the card is back in a hidden hand (and the
/// reason, the card itself, is not shown either).
pub fn returned_to_hand(w: &Words, e: &EvolutionReturnedToHand) -> String {
    let name = w.name(e.seat);
    match &e.card {
        Some(card) => format!("{name} took {} back into their hand.", w.card(card)),
        None => format!("{name} took a played Evolution back into their hand."),
    }
}

pub fn dice_rolled(w: &Words, e: &EvolutionDiceRolled) -> String {
    format!(
        "{} rolled {} for {}.",
        w.name(e.seat),
        dice(&e.faces),
        w.card_name(&e.card)
    )
}

pub fn purchase_announced(w: &Words, e: &CardPurchaseAnnounced) -> String {
    format!("{} went to buy {}.", w.name(e.seat), w.card(&e.card))
}

pub fn purchase_blocked(w: &Words, e: &CardPurchaseBlocked) -> String {
    let card = w.card(&e.card);
    match e.by {
        Some(by) => format!(
            "{} stopped {} from buying {card}.",
            w.name(by),
            w.name(e.seat)
        ),
        None => format!("{} could no longer pay for {card}.", w.name(e.seat)),
    }
}

pub fn carrot_paid(w: &Words, e: &ElectricCarrotPaid) -> String {
    format!(
        "{} gave {} 1 ⚡ to lose 1 ♥ fewer (Electric Carrot).",
        w.name(e.seat),
        w.name(e.to)
    )
}

pub fn hit_reduced(w: &Words, e: &HitReduced) -> String {
    format!(
        "{} will lose {} ♥ fewer ({}).",
        w.name(e.seat),
        e.amount,
        offer(e.offer)
    )
}

pub fn mega_purr_requested(w: &Words, e: &MegaPurrRequested) -> String {
    format!(
        "{} each owed {} 1 ⚡ or 1 VP (Mega Purr).",
        w.names(&e.from),
        w.name(e.seat)
    )
}

pub fn mega_purr_given(w: &Words, e: &MegaPurrGiven) -> String {
    let gift = match (e.energy, e.victory_points) {
        (0, 0) => {
            return format!(
                "{} had nothing to give {} (Mega Purr).",
                w.name(e.seat),
                w.name(e.to)
            );
        }
        (energy, 0) => format!("{energy} ⚡"),
        (0, vp) => format!("{vp} VP"),
        (energy, vp) => format!("{energy} ⚡ and {vp} VP"),
    };
    format!(
        "{} gave {} {gift} (Mega Purr).",
        w.name(e.seat),
        w.name(e.to)
    )
}

pub fn deck_card_discarded(w: &Words, e: &DeckCardDiscarded) -> String {
    format!(
        "{} revealed {} from the Power deck and discarded it ({}).",
        w.name(e.seat),
        w.card(&e.card),
        w.reason(&e.reason)
    )
}

pub fn put_into_play(w: &Words, e: &PowerCardPutIntoPlay) -> String {
    let name = w.name(e.seat);
    let card = w.card(&e.card);
    let reason = w.reason(&e.reason);
    if e.price == 0 {
        format!("{name} took {card} for free ({reason}).")
    } else {
        format!("{name} bought {card} for {} ⚡ ({reason}).", e.price)
    }
}

/// The cards are named only for the seat that looked.
pub fn cards_looked(w: &Words, e: &PowerCardsLooked) -> String {
    let name = w.name(e.seat);
    let top = format!("the top {} of the Power deck", plural(e.count, "card"));
    let evolution = w.card(&e.evolution);
    match &e.cards {
        Some(cards) => format!("{name} looked at {top}: {} ({evolution}).", w.cards(cards)),
        None => format!("{name} looked at {top} ({evolution})."),
    }
}

pub fn discard_revealed(w: &Words, e: &DiscardCardRevealed) -> String {
    format!(
        "{} revealed {} from the Power discard pile ({}).",
        w.name(e.seat),
        w.card(&e.card),
        w.card(&e.evolution)
    )
}

/// The cards put under the deck are named only for the seat that chose.
pub fn choice_made(w: &Words, e: &EvolutionChoiceMade) -> String {
    let name = w.name(e.seat);
    let mut line = match &e.card {
        Some(card) => format!("{name} chose {}", w.card(card)),
        None => format!("{name} took none of the cards"),
    };
    if let Some(bottom) = e.bottom.as_ref().filter(|b| !b.is_empty()) {
        line += &format!(" and put {} under the Power deck", w.cards(bottom));
    }
    line + "."
}

pub fn ufo_placed(w: &Words, e: &UfoTokenPlaced) -> String {
    format!(
        "{} put a UFO token on {} (Superior Alien Technology).",
        w.name(e.seat),
        w.card(&e.card)
    )
}

pub fn ufo_rolled(w: &Words, e: &UfoRolled) -> String {
    let card = w.public_card(e.card).unwrap_or_else(|| "a card".into());
    format!(
        "{} rolled {} for the UFO token on {card}.",
        w.name(e.seat),
        face(e.face)
    )
}

pub fn snowflake_placed(w: &Words, e: &SnowflakePlaced) -> String {
    format!(
        "{} put the Snowflake token on {}'s {} (Icy Reflection).",
        w.name(e.seat),
        w.name(e.owner),
        w.card(&e.card)
    )
}

pub fn die_frozen(w: &Words, e: &DieFrozen) -> String {
    let card = w
        .public_card(e.card)
        .unwrap_or_else(|| "Encased in Ice".into());
    format!(
        "{} froze a die showing {} ({card}).",
        w.name(e.seat),
        face(e.face)
    )
}

pub fn freeze_ray_given(w: &Words, e: &FreezeRayGiven) -> String {
    let card = w.public_card(e.card).unwrap_or_else(|| "Freeze Ray".into());
    format!("{} gave {} their {card}.", w.name(e.seat), w.name(e.to))
}

pub fn freeze_ray_face(w: &Words, e: &FreezeRayFaceChosen) -> String {
    format!(
        "{} chose {}: it has no effect for {} this turn (Freeze Ray).",
        w.name(e.seat),
        face(e.face),
        w.name(e.holder)
    )
}

pub fn frozen_face_ignored(w: &Words, e: &FrozenFaceIgnored) -> String {
    format!(
        "{}'s {} showing {} had no effect (Freeze Ray).",
        w.name(e.seat),
        dice_count(e.dice),
        face(e.face)
    )
}

pub fn freeze_ray_returned(w: &Words, e: &FreezeRayReturned) -> String {
    format!(
        "{}'s Freeze Ray came back from {}.",
        w.name(e.seat),
        w.name(e.from)
    )
}
