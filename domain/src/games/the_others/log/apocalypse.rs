//! Lines of the apocalypse cards' effects and of Sloth's power.

use super::super::event::*;
use super::words::{Words, humanized, space, token};

pub fn token_placed(w: &Words, e: &ApocalypseTokenPlaced) -> String {
    format!(
        "{} put a {} token on {} ({}).",
        w.sin(),
        token(e.token),
        space(&e.space),
        w.card(&e.card)
    )
}

pub fn game_of_souls(w: &Words, e: &GameOfSoulsCorrupted) -> String {
    format!(
        "A GAME OF SOULS: {} takes 1 corruption for the token put on {}.",
        w.hero(&e.hero),
        space(&e.space)
    )
}

pub fn agony_asked(w: &Words, e: &AgonyAsked) -> String {
    format!(
        "AGONY OF THE UNCLEAN: before {} steps onto {}, {} chooses how {} rolls.",
        w.hero(&e.hero),
        space(&e.to),
        w.sin(),
        if e.checks == 1 {
            "the corruption check".to_owned()
        } else {
            format!("each of the {} corruption checks", e.checks)
        }
    )
}

pub fn agony_chosen(w: &Words, e: &AgonyChosen) -> String {
    if e.as_fire {
        format!(
            "{} treats the corruption tokens as fire tokens for the next check.",
            w.sin()
        )
    } else {
        format!("{} rolls the next corruption check as it is.", w.sin())
    }
}

pub fn hell_club_summoned(w: &Words, e: &HellClubSummoned) -> String {
    let member = w
        .state
        .content
        .apocalypse_cards
        .iter()
        .find(|c| c.id == e.card)
        .and_then(|c| c.summons.clone())
        .unwrap_or_default();
    format!(
        "{} summoned {} (Hell Club member #{}) onto {} ({}).",
        w.sin(),
        humanized(&member),
        e.monster,
        space(&e.space),
        w.card(&e.card)
    )
}

pub fn hell_club_card_removed(w: &Words, e: &HellClubCardRemoved) -> String {
    format!(
        "Hell Club member #{} is gone for good: {} leaves the game and its effect ends.",
        e.monster,
        w.card(&e.card)
    )
}

pub fn sloth_marked(w: &Words, e: &SlothMarked) -> String {
    format!(
        "Sloth marked {}: 1 space less on each turn's move until the round ends.",
        w.hero(&e.hero)
    )
}

pub fn sloth_mark_ignored(w: &Words, e: &SlothMarkIgnored) -> String {
    format!(
        "{} shook off Sloth's mark for this turn, taking 1 damage.",
        w.hero(&e.hero)
    )
}
