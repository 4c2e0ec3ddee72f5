//! Lines of the Hell Club members' abilities and of UNLEASH HELL's check of the Dark Past
//! cards.

use super::super::event::*;
use super::words::{Words, space, token};

fn figures(figures: &[NpcFigure]) -> String {
    figures
        .iter()
        .map(|f| {
            format!(
                "the {} on {} (#{})",
                token(f.npc),
                space(&f.space),
                f.monster
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn npcs_rose(e: &NpcsRose) -> String {
    format!(
        "While Nicolas lives, NPCs are abominations: {}.",
        figures(&e.figures)
    )
}

pub fn npcs_returned(e: &NpcsReturned) -> String {
    format!(
        "Nicolas is gone: the NPCs are tokens again, {}.",
        figures(&e.figures)
    )
}

pub fn fire_carried(w: &Words, e: &FireCarried) -> String {
    format!(
        "{} took a fire token from {} along to {}.",
        w.monster(e.monster),
        space(&e.from),
        space(&e.to)
    )
}

pub fn innocent_threatened(w: &Words, e: &InnocentThreatened) -> String {
    format!(
        "Dr. Gan struck {}, who escorts an innocent: 1 more damage, or the innocent dies.",
        w.hero(&e.hero)
    )
}

pub fn dr_gan_chosen(w: &Words, e: &DrGanChosen) -> String {
    if e.innocent_dies {
        format!("An innocent {} escorted died.", w.hero(&e.hero))
    } else {
        format!(
            "{} took 1 more damage to save the innocent.",
            w.hero(&e.hero)
        )
    }
}

/// The card is named only in the line of the seat that checked it.
pub fn dark_past_checked(w: &Words, e: &DarkPastChecked) -> String {
    match w.dark_past(e.card) {
        Some(card) => format!(
            "{}'s player checked the Dark Past card: {card}.",
            w.hero(&e.hero)
        ),
        None => format!(
            "{}'s player checked the secret Dark Past card.",
            w.hero(&e.hero)
        ),
    }
}
