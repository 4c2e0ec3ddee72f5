//! Lines for the story: missions, their branches and story events.

use super::super::event::{
    BranchDecided, BranchOffered, BranchProposed, ChiefFreed, InnocentsKilled, InnocentsRescued,
    MissionBegan, MissionCompleted, StoryEventReached, StoryMonsterSummoned, StoryUpgradeGained,
};
use super::words::{Words, capitalized, humanized, list, monster_kind, plural, space};

pub fn branch_offered(w: &Words, e: &BranchOffered) -> String {
    let missions = e.missions.iter().map(|m| w.mission(m)).collect();
    format!(
        "The heroes must choose the next mission: {}.",
        list(missions)
    )
}

pub fn mission_began(w: &Words, e: &MissionBegan) -> String {
    let mut line = format!(
        "The mission {} began (to do {} times)",
        w.mission(&e.mission),
        e.required
    );
    if let Some(removed) = &e.removed {
        line += &format!("; {} left the game", w.mission(removed));
    }
    line + "."
}

pub fn story_event(w: &Words, e: &StoryEventReached) -> String {
    let mut parts = Vec::new();
    if !e.summons.is_empty() {
        let summons = e
            .summons
            .iter()
            .map(|k| monster_kind(*k).to_owned())
            .collect();
        parts.push(format!("summons {}", list(summons)));
    }
    if !e.upgrades.is_empty() {
        let heroes = e.upgrades.iter().map(|h| w.hero(h)).collect();
        parts.push(format!("an upgrade card for {}", list(heroes)));
    }
    let owes = if parts.is_empty() {
        String::new()
    } else {
        format!(": {}", list(parts))
    };
    format!("Story event {}{owes}.", humanized(&e.event))
}

pub fn story_summoned(w: &Words, e: &StoryMonsterSummoned) -> String {
    format!(
        "{} came onto {} for the story.",
        capitalized(&w.monster(e.monster)),
        space(&e.space)
    )
}

pub fn story_upgrade(w: &Words, e: &StoryUpgradeGained) -> String {
    match &e.card {
        Some(card) => format!("{} took {} for the story.", w.hero(&e.hero), w.card(card)),
        None => format!(
            "{} took no upgrade card: the inventory was empty.",
            w.hero(&e.hero)
        ),
    }
}

pub fn completed(w: &Words, e: &MissionCompleted) -> String {
    format!("The mission {} was completed.", w.mission(&e.mission))
}

pub fn branch_proposed(w: &Words, e: &BranchProposed) -> String {
    format!(
        "{} proposed the mission {}.",
        w.name(e.seat),
        w.mission(&e.mission)
    )
}

pub fn branch_decided(w: &Words, e: &BranchDecided) -> String {
    format!("{} chose the mission {}.", w.sin(), w.mission(&e.mission))
}

pub fn innocents_killed(w: &Words, e: &InnocentsKilled) -> String {
    format!(
        "{} reached maximum corruption and killed {}.",
        w.hero(&e.hero),
        plural(e.count.into(), "innocent")
    )
}

pub fn innocents_rescued(w: &Words, e: &InnocentsRescued) -> String {
    format!(
        "{} rescued {}.",
        w.hero(&e.hero),
        plural(e.count.into(), "innocent")
    )
}

pub fn chief_freed(w: &Words, e: &ChiefFreed) -> String {
    format!("The Commissioner was freed and joined {}.", w.hero(&e.hero))
}
