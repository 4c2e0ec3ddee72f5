//! Lines for the setup: the board dealt, the clans' secret choices and their reveal.

use super::super::event::{
    ClanDealt, ClanSetup, EquipmentPileShuffled, ExplorationStackFormed, FirstPlayerAssigned,
    PreyStackFormed, SetupChoice, SetupChoiceMade, SetupRevealed, SetupStep,
};
use super::words::{Words, area, list, plural};

pub fn pile_shuffled(e: &EquipmentPileShuffled) -> String {
    let tiles = plural(e.count, "tile");
    if e.from_discard {
        format!("The equipment discards were shuffled into a new pile of {tiles}.")
    } else {
        format!("The equipment pile was shuffled ({tiles}).")
    }
}

pub fn prey_stack(e: &PreyStackFormed) -> String {
    let top = e
        .top
        .map_or_else(String::new, |t| format!(", endurance {t} on top"));
    format!(
        "A prey stack of {} was laid in {}{top}.",
        plural(e.count, "tile"),
        area(e.area)
    )
}

pub fn exploration_stack(w: &Words, e: &ExplorationStackFormed) -> String {
    let mut line = format!(
        "An exploration stack of {} was laid in {}",
        plural(e.count, "tile"),
        area(e.city)
    );
    if !e.excluded.is_empty() {
        let shown = e.excluded.iter().map(|t| w.exploration_tile(t)).collect();
        line += &format!("; set aside face up: {}", list(shown));
    }
    line + "."
}

/// The leaders and rooms are named only for the clan they were dealt to.
pub fn clan_dealt(w: &Words, e: &ClanDealt) -> String {
    let name = w.name(e.seat);
    match (&e.leaders, &e.rooms) {
        (Some(leaders), Some(rooms)) => format!(
            "{name} was dealt the leaders {} and the rooms {}.",
            list(leaders.iter().map(|l| w.named(l)).collect()),
            list(rooms.iter().map(|r| w.named(r)).collect())
        ),
        _ => format!("{name} was dealt 2 leaders and 6 advanced rooms face down."),
    }
}

/// A secret choice: what was chosen only for the clan that chose.
pub fn choice_made(w: &Words, e: &SetupChoiceMade) -> String {
    let name = w.name(e.seat);
    match &e.choice {
        Some(choice) => format!("{name} {}.", chosen(w, e.step, choice)),
        None => format!("{name} {}.", step(e.step)),
    }
}

/// A secret setup step, without what was chosen.
fn step(step: SetupStep) -> &'static str {
    match step {
        SetupStep::DiscardRoom => "discarded a dealt room",
        SetupStep::ChooseLeader => "chose a leader",
        SetupStep::BuildRoom => "chose the room to build for free",
        SetupStep::PlaceSurvivors => "split the starting survivors",
        SetupStep::PlaceHero => "placed a hero",
        SetupStep::DrawTile => "drew an exploration tile",
        SetupStep::DiscardTile => "discarded an exploration tile",
    }
}

/// A secret setup step with what was chosen, from the choice alone.
fn chosen(w: &Words, step: SetupStep, c: &SetupChoice) -> String {
    let index = c.index.map_or(0, u32::from);
    match step {
        SetupStep::DiscardRoom => format!("discarded dealt room {}", index + 1),
        SetupStep::ChooseLeader => format!(
            "chose the leader {}",
            c.id.as_deref()
                .map_or_else(|| "?".to_owned(), |id| w.named(id))
        ),
        SetupStep::BuildRoom => format!(
            "chose to build room {} for free",
            c.room.map_or(0, u32::from) + 1
        ),
        SetupStep::PlaceSurvivors => format!("put {} in that room", plural(index, "survivor")),
        SetupStep::PlaceHero => match c.area {
            Some(a) => format!("placed hero {} in {}", index + 1, area(a)),
            None => format!("placed hero {}", index + 1),
        },
        SetupStep::DrawTile => format!(
            "drew {}",
            c.id.as_deref().map_or_else(
                || "an exploration tile".to_owned(),
                |t| w.exploration_tile(t)
            )
        ),
        SetupStep::DiscardTile => format!("discarded drawn tile {}", index + 1),
    }
}

/// Each clan's public setup: its leader, the room built, where its heroes stand.
pub fn revealed(w: &Words, e: &SetupRevealed) -> String {
    let clans: Vec<String> = e.clans.iter().map(|c| clan(w, c)).collect();
    format!("The setups were revealed: {}.", clans.join("; "))
}

fn clan(w: &Words, c: &ClanSetup) -> String {
    let built = c
        .rooms
        .get(usize::from(c.built_room))
        .map_or_else(|| "a room".to_owned(), |r| w.named(r));
    let heroes = c
        .heroes
        .iter()
        .map(|h| format!("{} in {}", h.power, area(h.area)))
        .collect();
    format!(
        "{} leads with {}, built {built} with {} and has heroes {}",
        w.name(c.seat),
        w.named(&c.leader),
        plural(c.survivors_in_room.into(), "survivor"),
        list(heroes)
    )
}

pub fn first_player(w: &Words, e: &FirstPlayerAssigned) -> String {
    let name = w.name(e.seat);
    if w.state.options.first_player_by_leader_age {
        format!(
            "{name} took the first-player token (leader aged {}).",
            e.leader_age
        )
    } else {
        format!("{name} took the first-player token.")
    }
}
