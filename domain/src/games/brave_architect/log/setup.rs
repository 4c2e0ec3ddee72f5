//! Lines for the setup (the draft, decks, enemy sheet, map) and for items.

use super::super::event::{
    CardSetPicked, CardsDrawn, CharacterLeveledUp, EnemyAttackDeckRebuilt, EnemyPartiesRevealed,
    Event, ItemAssigned, ItemTaken, ItemVoteOpened, ItemsRevealed, SavedBuildKept,
    SavedPartyOffered, StartingDeckBuilt,
};
use super::super::state::State;
use super::super::vocabulary::{MapSide, SetKind};
use super::words::{Words, list, plural};

/// The lines of a saved party and of the items, apart from `describe`'s long match.
pub fn describe(w: &Words, state: &State, event: &Event) -> Option<String> {
    Some(match event {
        Event::SavedPartyOffered(e) => party_offered(e),
        Event::SavedBuildKept(e) => build_kept(w, state, e),
        Event::DraftAgainChosen(e) => format!("{} will draft a new character.", w.name(e.seat)),
        Event::ItemsRevealed(e) => items_revealed(w, e),
        Event::ItemDeckReshuffled(e) => format!(
            "The item discard was shuffled into a new deck ({}).",
            plural(e.count, "card")
        ),
        Event::ItemTaken(e) => item_taken(w, e),
        Event::ItemUsed(e) => format!(
            "{} used {} on {}.",
            w.name(e.seat),
            w.named(&e.item),
            w.name(e.target)
        ),
        Event::ItemEquipped(e) => format!("{} equipped {}.", w.name(e.seat), w.named(&e.item)),
        Event::ItemVoteOpened(e) => item_vote(w, e),
        Event::ItemTakerProposed(e) => format!(
            "{} proposed {} to take it.",
            w.name(e.seat),
            w.name(e.taker)
        ),
        Event::ItemAssigned(e) => item_assigned(w, e),
        _ => return None,
    })
}

pub fn set_picked(w: &Words, e: &CardSetPicked) -> String {
    let kind = match e.kind {
        SetKind::Race => "race",
        SetKind::Weapon => "weapon",
        SetKind::SubWeapon => "sub-weapon",
        SetKind::Skill => "skill",
    };
    format!("{} took the {kind} {}.", w.name(e.seat), w.named(&e.id))
}

pub fn party_offered(e: &SavedPartyOffered) -> String {
    let left_out = match e.left_out.len() {
        0 => String::new(),
        n => format!(
            " ({} left out: {})",
            plural(n as u32, "build"),
            e.left_out.join("; ")
        ),
    };
    format!(
        "{} offered before the draft{left_out}.",
        plural(e.builds.len() as u32, "saved character")
    )
}

pub fn build_kept(w: &Words, state: &State, e: &SavedBuildKept) -> String {
    let build = state
        .party
        .as_ref()
        .and_then(|p| p.builds.get(e.build as usize));
    match build {
        Some(b) => format!(
            "{} kept a saved character: {}, {} ({}), {}, {}.",
            w.name(e.seat),
            w.named(&b.race),
            w.named(&b.weapon),
            w.named(&b.style),
            w.named(&b.sub_weapon),
            w.all_named(&b.skills)
        ),
        None => format!("{} kept a saved character.", w.name(e.seat)),
    }
}

pub fn deck_built(w: &Words, e: &StartingDeckBuilt) -> String {
    format!(
        "{} shuffled a starting deck of {} and starts with {} HP.",
        w.name(e.seat),
        plural(e.count, "card"),
        e.hp
    )
}

pub fn parties_revealed(w: &Words, e: &EnemyPartiesRevealed) -> String {
    let parties = e.parties.iter().map(|p| w.named(&p.card)).collect();
    format!(
        "The enemy parties were revealed: {} ({} HP each, the core {} HP).",
        list(parties),
        e.party_hp,
        e.core_hp
    )
}

pub fn map_side(side: MapSide) -> &'static str {
    match side {
        MapSide::Grassland => "grassland",
        MapSide::Volcano => "volcano",
    }
}

/// The cards are named for the player who drew them only.
pub fn drawn(w: &Words, e: &CardsDrawn) -> String {
    let name = w.name(e.seat);
    match &e.cards {
        Some(cards) => format!("{name} drew {}.", w.all_named(cards)),
        None => format!("{name} drew {}.", plural(e.count, "card")),
    }
}

pub fn leveled_up(w: &Words, e: &CharacterLeveledUp) -> String {
    let card = e.card.as_ref().map_or_else(String::new, |c| {
        format!(", adding {} to the discard", w.named(c))
    });
    format!(
        "{} reached level {} ({} HP){card}.",
        w.name(e.seat),
        e.level,
        e.hp_after
    )
}

pub fn deck_rebuilt(w: &Words, e: &EnemyAttackDeckRebuilt) -> String {
    let mut line = format!(
        "The enemy attack deck was rebuilt with {} and {}",
        w.named(&e.party),
        plural(e.strong_added, "strong attack")
    );
    if !e.removed.is_empty() {
        line += &format!(", without {}", w.all_named(&e.removed));
    }
    line + &format!(" ({}).", plural(e.count, "card"))
}

pub fn items_revealed(w: &Words, e: &ItemsRevealed) -> String {
    format!("Items were revealed: {}.", w.all_named(&e.items))
}

pub fn item_taken(w: &Words, e: &ItemTaken) -> String {
    let side = e.side.map_or_else(
        || " (to equip later)".to_owned(),
        |s| format!(" (side {})", s + 1),
    );
    format!("{} took {}{side}.", w.name(e.seat), w.named(&e.item))
}

pub fn item_vote(w: &Words, e: &ItemVoteOpened) -> String {
    format!(
        "The players choose who takes {} among {}.",
        w.named(&e.item),
        w.names(&e.candidates)
    )
}

pub fn item_assigned(w: &Words, e: &ItemAssigned) -> String {
    let by = if e.by_fallback {
        " (decided by the fastest)"
    } else {
        ""
    };
    format!("{} goes to {}{by}.", w.named(&e.item), w.name(e.seat))
}
