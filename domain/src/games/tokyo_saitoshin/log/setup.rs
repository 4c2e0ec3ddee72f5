//! Lines for the setup (the scenario, the PCs and BOT cards, the decks, the market and the
//! disposal slot) and for the scenario cards through the play.

use super::super::event::{
    DeckShuffled, Event, GameStarted, RewardCardsAdded, RewardChosen, ScenarioCleared,
    ScenarioDeckBuilt, SkillsSealed, StarterDeckShuffled,
};
use super::words::{Words, capitalized, deck, list, pc_word, plural, skill, slot, were};

pub fn game_started(w: &Words, e: &GameStarted) -> String {
    let scenario = w
        .state
        .content
        .scenario(&e.scenario)
        .map_or_else(String::new, |s| format!(" ({})", s.name()));
    let mut seats: Vec<_> = e.pcs.iter().map(|p| p.seat).collect();
    seats.dedup();
    let runs = seats
        .iter()
        .map(|seat| {
            let pcs = e.pcs.iter().filter(|p| p.seat == *seat);
            let pcs = pcs.map(|p| format!("the {}", pc_word(p.pc))).collect();
            format!("{} runs {}", w.name(*seat), list(pcs))
        })
        .collect();
    let mut line = format!(
        "Scenario {}{scenario} began with {}: {}",
        e.scenario,
        plural(e.seats as u32, "player"),
        list(runs)
    );
    if !e.bots.is_empty() {
        let bots: Vec<String> = e
            .bots
            .iter()
            .map(|b| format!("the {}", pc_word(*b)))
            .collect();
        let are = if bots.len() == 1 {
            "is a BOT card"
        } else {
            "are BOT cards"
        };
        line += &format!("; {} {are}", list(bots));
    }
    line += ".";
    if e.open_hands {
        line += " Hands are open.";
    }
    line
}

pub fn deck_shuffled(e: &DeckShuffled) -> String {
    format!(
        "{} was shuffled ({}).",
        capitalized(deck(e.deck)),
        plural(e.order.len() as u32, "card")
    )
}

pub fn rewards_added(w: &Words, e: &RewardCardsAdded) -> String {
    format!(
        "{} {} shuffled into the top of {}.",
        w.cards(&e.cards),
        were(e.cards.len()),
        deck(e.deck)
    )
}

pub fn scenario_deck(e: &ScenarioDeckBuilt) -> String {
    format!(
        "The scenario deck of {} was built ({} set aside, {} in reserve).",
        plural(e.deck.len() as u32, "card"),
        plural(e.set_aside.len() as u32, "card"),
        plural(e.rewards.len() as u32, "reward card")
    )
}

pub fn sealed(w: &Words, e: &SkillsSealed) -> String {
    if e.sealed.is_empty() {
        return format!("{} starts with no skill sealed.", w.pc(e.pc));
    }
    let skills = e.sealed.iter().map(|s| skill(*s).to_owned()).collect();
    let noun = if e.sealed.len() == 1 {
        "skill"
    } else {
        "skills"
    };
    format!(
        "{} starts with its {} {noun} sealed.",
        w.pc(e.pc),
        list(skills)
    )
}

pub fn starter_deck(w: &Words, e: &StarterDeckShuffled) -> String {
    format!(
        "{} shuffled its starter deck of {}.",
        w.pc(e.pc),
        plural(e.order.len() as u32, "card")
    )
}

/// A scenario card revealed, placed, moved, discarded or shuffled into the trouble deck.
pub fn scenario_card(w: &Words, event: &Event) -> String {
    match event {
        Event::ScenarioCardRevealed(e) => {
            format!("{} was revealed.", capitalized(&w.card(&e.card)))
        }
        Event::ScenarioCardPlaced(e) => format!(
            "{} was placed in {}.",
            capitalized(&w.card(&e.card)),
            slot(e.slot)
        ),
        Event::ScenarioCardMoved(e) => format!(
            "{} moved from {} to {}.",
            capitalized(&w.card(&e.card)),
            slot(e.from),
            slot(e.slot)
        ),
        Event::ScenarioCardDiscarded(e) => {
            format!("{} was discarded.", capitalized(&w.card(&e.card)))
        }
        Event::ScenarioCardShuffledIntoTroubles(e) => format!(
            "{} was shuffled into the trouble deck.",
            capitalized(&w.card(&e.card))
        ),
        _ => String::new(),
    }
}

pub fn cleared(w: &Words, e: &ScenarioCleared) -> String {
    let rank = e
        .rank
        .as_ref()
        .map_or_else(String::new, |r| format!(", rank {r}"));
    let mut line = format!(
        "{} cleared the scenario: evaluation {}{rank}.",
        capitalized(&w.card(&e.card)),
        e.evaluation
    );
    if !e.rewards.is_empty() {
        line += &format!(" Rewards on offer: {}.", w.cards(&e.rewards));
    }
    line
}

pub fn reward_chosen(w: &Words, e: &RewardChosen) -> String {
    match &e.card {
        Some(card) => format!("The players took the reward {}.", w.card(card)),
        None => "The players took no reward.".to_owned(),
    }
}
