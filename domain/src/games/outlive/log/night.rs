//! Lines for the night (events resolved, feeding, radiation, recruiting, building,
//! repairing), the losses clans choose, and the end of the game.

use super::super::event::{
    EquipmentDestroyed, EquipmentDrawn, EquipmentRepaired, EventResolved, FeedingDue, FoodPaid,
    GameEnded, LossOwed, LossWaived, RadiationApplied, RadiationChanged, ResourcesGained,
    ResourcesPaid, RoomBuilt, SurvivorGained, SurvivorLost, SurvivorPlacementOffered,
    SurvivorRecruited, TokenPicked,
};
use super::super::state::Phase;
use super::words::{Words, list, loss, resource, stock};

/// A night step by its number and name, as the rulebook counts them.
pub fn step(phase: Phase) -> &'static str {
    match phase {
        Phase::NightEvents => "night step 1 (events)",
        Phase::Feeding => "night step 2 (feeding)",
        Phase::Radiation => "night step 3 (radiation)",
        Phase::Recruiting => "night step 4 (recruiting)",
        Phase::Building => "night step 5 (building)",
        Phase::Repairing => "night step 6 (repairing)",
        Phase::Setup => "the setup",
        Phase::DayEvents => "the day's events",
        Phase::Day => "the day",
        Phase::GameOver => "the end of the game",
    }
}

pub fn event_resolved(w: &Words, e: &EventResolved) -> String {
    let mut paid = stock(&e.paid);
    if e.fixed_water > 0 {
        paid += &format!(" and {} of fixed water", e.fixed_water);
    }
    let reduced = if e.reduced {
        ", with its reduction"
    } else {
        ""
    };
    format!(
        "{} resolved {} for {paid}{reduced}.",
        w.name(e.seat),
        w.named(&e.event)
    )
}

pub fn feeding_due(w: &Words, e: &FeedingDue) -> String {
    format!(
        "{} had to pay {} food for its rooms and {} water for its airlock.",
        w.name(e.seat),
        e.food,
        e.water
    )
}

pub fn food_paid(w: &Words, e: &FoodPaid) -> String {
    let token = if e.fixed_water {
        "fixed water".to_owned()
    } else {
        format!("1 {}", resource(e.resource))
    };
    let what = if e.airlock {
        "its airlock"
    } else {
        "its rooms"
    };
    format!("{} fed {what} with {token}.", w.name(e.seat))
}

pub fn recruited(w: &Words, e: &SurvivorRecruited) -> String {
    let token = if e.fixed_water {
        "fixed water".to_owned()
    } else {
        format!("1 {}", resource(e.resource))
    };
    format!(
        "{} recruited a survivor into its airlock for {token}.",
        w.name(e.seat)
    )
}

pub fn room_built(w: &Words, e: &RoomBuilt) -> String {
    let discount = if e.discounted {
        ", with its discount"
    } else {
        ""
    };
    format!(
        "{} built {} for {}{discount}.",
        w.name(e.seat),
        w.room(e.seat, e.room),
        stock(&e.paid)
    )
}

pub fn equipment_drawn(w: &Words, e: &EquipmentDrawn) -> String {
    let name = w.name(e.seat);
    let mut line = match e.tile {
        Some(tile) => format!("{name} drew {}", w.tile(tile)),
        None => format!("{name} drew no equipment: the piles ran out"),
    };
    if !e.discarded.is_empty() {
        line += &format!(", discarding {} already owned", w.tiles(&e.discarded));
    }
    line + &format!(" ({}).", w.named(&e.cause))
}

pub fn destroyed(w: &Words, e: &EquipmentDestroyed) -> String {
    format!(
        "{} destroyed {} for {}.",
        w.name(e.seat),
        w.tile(e.tile),
        stock(&e.materials)
    )
}

pub fn repaired(w: &Words, e: &EquipmentRepaired) -> String {
    let mut line = format!(
        "{} repaired {} for {}",
        w.name(e.seat),
        w.tile(e.tile),
        stock(&e.paid)
    );
    if let Some(room) = e.room {
        line += &format!(" ({})", w.room(e.seat, room));
    }
    line + "."
}

pub fn radiation_applied(w: &Words, e: &RadiationApplied) -> String {
    let blocked = if e.blocked > 0 {
        format!(", {} blocked", e.blocked)
    } else {
        String::new()
    };
    format!(
        "Radiation {} hit {}'s shelter{blocked}: its gauge went from {} to {}.",
        e.level,
        w.name(e.seat),
        e.from,
        e.to
    )
}

pub fn radiation_changed(w: &Words, e: &RadiationChanged) -> String {
    format!(
        "{}'s radiation gauge went from {} to {} ({}).",
        w.name(e.seat),
        e.from,
        e.to,
        w.named(&e.cause)
    )
}

pub fn loss_owed(w: &Words, e: &LossOwed) -> String {
    let to = e.to.map_or_else(|| "the bank".to_owned(), |s| w.name(s));
    let chooser = if e.chooser == e.from {
        String::new()
    } else {
        format!(", chosen by {}", w.name(e.chooser))
    };
    format!(
        "{} owed {} to {to}{chooser} ({}).",
        w.name(e.from),
        loss(e.kind, e.count),
        w.named(&e.cause)
    )
}

pub fn loss_waived(w: &Words, e: &LossWaived) -> String {
    format!(
        "{} could not pay {}: it was waived.",
        w.name(e.from),
        loss(e.kind, e.count)
    )
}

pub fn token_picked(w: &Words, e: &TokenPicked) -> String {
    let to = e.to.map_or_else(|| "the bank".to_owned(), |s| w.name(s));
    format!(
        "{} gave 1 {} to {to}.",
        w.name(e.from),
        resource(e.resource)
    )
}

pub fn survivor_lost(w: &Words, e: &SurvivorLost) -> String {
    let from = e
        .room
        .map_or_else(|| "its airlock".to_owned(), |r| w.room(e.seat, r));
    format!("{} lost a survivor from {from}.", w.name(e.seat))
}

pub fn gained(w: &Words, e: &ResourcesGained) -> String {
    format!(
        "{} gained {} ({}).",
        w.name(e.seat),
        stock(&e.gained),
        w.named(&e.cause)
    )
}

pub fn paid(w: &Words, e: &ResourcesPaid) -> String {
    let mut paid = stock(&e.paid);
    if e.fixed_water > 0 {
        paid += &format!(" and {} of fixed water", e.fixed_water);
    }
    format!("{} paid {paid} ({}).", w.name(e.seat), w.named(&e.cause))
}

pub fn survivor_gained(w: &Words, e: &SurvivorGained) -> String {
    let into = e
        .room
        .map_or_else(|| "its airlock".to_owned(), |r| w.room(e.seat, r));
    format!(
        "{} gained a survivor in {into} ({}).",
        w.name(e.seat),
        w.named(&e.cause)
    )
}

pub fn placement_offered(w: &Words, e: &SurvivorPlacementOffered) -> String {
    format!(
        "{} gained a survivor to place ({}).",
        w.name(e.seat),
        w.named(&e.cause)
    )
}

/// The winners, then each clan's total and place.
pub fn game_ended(w: &Words, e: &GameEnded) -> String {
    let scores: Vec<String> = e
        .scores
        .iter()
        .map(|s| format!("{}. {} ({} SP)", s.rank, w.name(s.seat), s.total))
        .collect();
    format!(
        "The Convoy arrived: {} won. Ranking: {}.",
        list(e.winners.iter().map(|s| w.name(*s)).collect()),
        scores.join(", ")
    )
}
