//! Lines for the morning (refills, the round's event) and the day (heroes moving and
//! acting, pressure, the optional effects offered on the way).

use super::super::event::{
    AreaRefilled, AreaTokensRemoved, BonusAccepted, BonusDeclined, CargoSurvivorsPlaced,
    CityEquipmentDrawn, EquipmentTaken, EventApplied, EventRevealed, ExplorationStackPeeked,
    ExplorationTileDrawn, ExplorationTilesRemoved, HeroMoved, PressureApplied, PressureDefended,
    PreyHunted, PurifierActivated, RoomUsed, TokensCollected,
};
use super::super::vocabulary::Resource;
use super::words::{Words, area, capitalized, list, plural, tokens};
use crate::engine::Seat;

pub fn area_refilled(e: &AreaRefilled) -> String {
    format!(
        "{} was refilled with {} ({} there now).",
        capitalized(area(e.area)),
        tokens(e.added, e.resource),
        e.total
    )
}

pub fn cargo_survivors(e: &CargoSurvivorsPlaced) -> String {
    let columns = e.columns.iter().map(u8::to_string).collect();
    format!("A survivor was put on Cargo Ship column {}.", list(columns))
}

pub fn city_equipment(w: &Words, e: &CityEquipmentDrawn) -> String {
    format!(
        "{} now displays {}.",
        capitalized(area(e.city)),
        w.tiles(&e.tiles)
    )
}

pub fn event_revealed(w: &Words, e: &EventRevealed) -> String {
    format!(
        "The event of round {} was revealed: {}.",
        e.round,
        w.named(&e.event)
    )
}

pub fn event_applied(w: &Words, e: &EventApplied) -> String {
    let mut line = format!("{} struck", w.named(&e.event));
    if !e.immune.is_empty() {
        line += &format!(" ({} immune)", w.names(&e.immune));
    }
    line + "."
}

pub fn tokens_removed(w: &Words, e: &AreaTokensRemoved) -> String {
    format!(
        "{} lost {} ({}).",
        capitalized(area(e.area)),
        plural(e.count, "token"),
        w.named(&e.cause)
    )
}

pub fn tiles_removed(w: &Words, e: &ExplorationTilesRemoved) -> String {
    let tiles = e.tiles.iter().map(|t| w.exploration_tile(t)).collect();
    format!(
        "{} lost {} from its exploration stack ({}).",
        capitalized(area(e.city)),
        list(tiles),
        w.named(&e.cause)
    )
}

/// The hero by its power, where it went, and what the Cargo Ship gave it.
pub fn hero_moved(w: &Words, e: &HeroMoved) -> String {
    let name = w.name(e.seat);
    let power = hero_power(w, e.seat, e.hero);
    let mut line = if e.from == e.to {
        format!("{name}'s hero {power} stayed in {}", area(e.to))
    } else {
        format!(
            "{name}'s hero {power} moved from {} to {}",
            area(e.from),
            area(e.to)
        )
    };
    if let Some(column) = e.column {
        line += &format!(" (column {column})");
    }
    if e.took_survivor {
        line += " and took the survivor there";
    }
    line + &format!(" with {}.", plural(e.action_points, "action point"))
}

/// A hero is known by its power (printed on the figure): `hero 5`.
pub fn hero_power(w: &Words, seat: Seat, hero: u8) -> String {
    w.state
        .clan(seat)
        .and_then(|c| c.heroes.get(usize::from(hero)))
        .map_or_else(|| (hero + 1).to_string(), |h| h.power.to_string())
}

pub fn room_used(w: &Words, e: &RoomUsed) -> String {
    let mut line = format!("{} used {}", w.name(e.seat), w.named(&e.id));
    if let Some(city) = e.city {
        line += &format!(" in {}", area(city));
    }
    line + "."
}

pub fn pressure(w: &Words, e: &PressureApplied) -> String {
    let mut line = format!(
        "{} pressured {}'s hero {} for {}",
        w.name(e.attacker),
        w.name(e.defender),
        hero_power(w, e.defender, e.defender_hero),
        plural(e.points, "point")
    );
    if e.nothing_to_steal {
        line += ", but there was nothing to steal";
    }
    line + "."
}

pub fn defended(w: &Words, e: &PressureDefended) -> String {
    let mut defences = Vec::new();
    if e.ammo > 0 {
        defences.push(format!("spent {}", tokens(e.ammo, Resource::Ammo)));
    }
    if e.combat_suit {
        defences.push("used the Combat Suit".to_owned());
    }
    if e.immunity_room {
        defences.push("used its immunity room".to_owned());
    }
    let defences = if defences.is_empty() {
        "did not defend".to_owned()
    } else {
        list(defences)
    };
    format!(
        "{} {defences}: {} to hand over.",
        w.name(e.defender),
        plural(e.remaining, "token")
    )
}

pub fn purifier(w: &Words, e: &PurifierActivated) -> String {
    let paid = if e.paid_microchip {
        "a microchip"
    } else {
        "the Access Card"
    };
    format!(
        "{} activated the Dam's purifier with {paid}.",
        w.name(e.seat)
    )
}

pub fn collected(w: &Words, e: &TokensCollected) -> String {
    format!(
        "{} collected {} in {} ({}).",
        w.name(e.seat),
        tokens(e.count, e.resource),
        area(e.area),
        plural(e.action_points, "action point")
    )
}

pub fn hunted(w: &Words, e: &PreyHunted) -> String {
    let mut line = format!(
        "{} hunted a prey of endurance {} in {} with {} and {} and gained {}",
        w.name(e.seat),
        e.endurance,
        area(e.area),
        tokens(e.ammo, Resource::Ammo),
        plural(e.action_points, "action point"),
        tokens(e.meat, Resource::Meat)
    );
    if let Some(top) = e.new_top {
        line += &format!("; endurance {top} is on top now");
    }
    line + "."
}

pub fn equipment_taken(w: &Words, e: &EquipmentTaken) -> String {
    format!(
        "{} took {} from {}.",
        w.name(e.seat),
        w.named(&e.equipment),
        area(e.city)
    )
}

pub fn tile_drawn(w: &Words, e: &ExplorationTileDrawn) -> String {
    format!(
        "{} explored {} and drew {}.",
        w.name(e.seat),
        area(e.city),
        w.exploration_tile(&e.tile)
    )
}

/// The stack's tiles are shown only to the clan that looked.
pub fn peeked(w: &Words, e: &ExplorationStackPeeked) -> String {
    let name = w.name(e.seat);
    let city = area(e.city);
    match &e.tiles {
        Some(tiles) => format!(
            "{name} secretly looked at the exploration stack of {city}: {}.",
            list(tiles.iter().map(|t| w.exploration_tile(t)).collect())
        ),
        None => format!("{name} secretly looked at the exploration stack of {city}."),
    }
}

pub fn bonus_accepted(w: &Words, e: &BonusAccepted) -> String {
    format!("{} used {}.", w.name(e.seat), w.named(&e.source))
}

pub fn bonus_declined(w: &Words, e: &BonusDeclined) -> String {
    format!("{} did not use {}.", w.name(e.seat), w.named(&e.source))
}
