//! Event cards: each effect is a named function, applied at day step 1 of every round while
//! the card is face up and unresolved. Sandstorm, Epizootic and Mutant Animals change rules
//! for the day instead (see the query functions).

use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::rooms::event_immunity;
use crate::engine::Seat;

pub const FOREST_FIRE: &str = "forest_fire";
pub const CAVE_IN: &str = "cave_in";
pub const BANDITS: &str = "bandits";
pub const SANDSTORM: &str = "sandstorm";
pub const SHORTAGE: &str = "shortage";
pub const RADIOACTIVE_CLOUD: &str = "radioactive_cloud";
pub const RAT_INVASION: &str = "rat_invasion";
pub const HOSTILE_CLAN: &str = "hostile_clan";
pub const NUCLEAR_WINTER: &str = "nuclear_winter";
pub const WANDERERS: &str = "wanderers";
pub const EPIZOOTIC: &str = "epizootic";
pub const MUTANT_ANIMALS: &str = "mutant_animals";

/// An event effect, applied once per day while the event is face up.
type Effect = fn(&mut Tx, &str);

/// The registry: every implemented event and its effect.
const EFFECTS: [(&str, Effect); 12] = [
    (FOREST_FIRE, forest_fire),
    (CAVE_IN, cave_in),
    (BANDITS, bandits),
    (SANDSTORM, sandstorm),
    (SHORTAGE, shortage),
    (RADIOACTIVE_CLOUD, radioactive_cloud),
    (RAT_INVASION, rat_invasion),
    (HOSTILE_CLAN, hostile_clan),
    (NUCLEAR_WINTER, nuclear_winter),
    (WANDERERS, wanderers),
    (EPIZOOTIC, epizootic),
    (MUTANT_ANIMALS, mutant_animals),
];

/// Scarcity events: the Event Immunity room does not protect against them.
pub const SCARCITY: [&str; 5] = [FOREST_FIRE, CAVE_IN, BANDITS, SHORTAGE, WANDERERS];

pub fn is_implemented(id: &str) -> bool {
    EFFECTS.iter().any(|(e, _)| *e == id)
}

/// Whether the data must give a removed amount for this event.
pub fn needs_amount(id: &str) -> bool {
    SCARCITY.contains(&id)
}

/// Apply one face-up event (day step 1).
pub fn apply(tx: &mut Tx, id: &str) {
    let immune: Vec<Seat> = if SCARCITY.contains(&id) {
        Vec::new()
    } else {
        Seat::all(tx.s.seats())
            .into_iter()
            .filter(|s| event_immunity(&tx.s, *s))
            .collect()
    };
    tx.emit(Event::EventApplied(EventApplied {
        event: id.into(),
        immune,
    }));
    if let Some((_, f)) = EFFECTS.iter().find(|(e, _)| *e == id) {
        f(tx, id);
    }
}

fn amount(tx: &Tx, id: &str) -> u32 {
    tx.content().event(id).map_or(0, |e| e.amount)
}

fn remove_tokens(tx: &mut Tx, area: Area, id: &str) {
    let count = amount(tx, id).min(tx.s.tokens(area));
    if count > 0 {
        tx.emit(Event::AreaTokensRemoved(AreaTokensRemoved {
            area,
            count,
            cause: id.into(),
        }));
    }
}

/// The clans an effect on shelters reaches (not the immune ones).
fn affected(tx: &Tx) -> Vec<Seat> {
    Seat::all(tx.s.seats())
        .into_iter()
        .filter(|s| !event_immunity(&tx.s, *s))
        .collect()
}

/// Forest Fire: remove wood from the Forest.
pub fn forest_fire(tx: &mut Tx, id: &str) {
    remove_tokens(tx, Area::Forest, id);
}

/// Cave-in: remove metal from the Mine.
pub fn cave_in(tx: &mut Tx, id: &str) {
    remove_tokens(tx, Area::Mine, id);
}

/// Bandits: remove microchips from the Amusement Park.
pub fn bandits(tx: &mut Tx, id: &str) {
    remove_tokens(tx, Area::AmusementPark, id);
}

/// Shortage: remove wood, metal and microchips from their areas.
pub fn shortage(tx: &mut Tx, id: &str) {
    for area in [Area::Forest, Area::Mine, Area::AmusementPark] {
        remove_tokens(tx, area, id);
    }
}

/// Wanderers: remove tiles from the top of both exploration stacks, face up beside the city.
pub fn wanderers(tx: &mut Tx, id: &str) {
    let n = amount(tx, id) as usize;
    for city in Area::CITIES {
        let ci = city.city_index().unwrap_or(0);
        let tiles: Vec<String> = tx.s.cities[ci].stack.iter().take(n).cloned().collect();
        if !tiles.is_empty() {
            tx.emit(Event::ExplorationTilesRemoved(ExplorationTilesRemoved {
                city,
                tiles,
                cause: id.into(),
            }));
        }
    }
}

/// Sandstorm: every hero's power for collecting and the Cargo Ship is 3 (see
/// `rules::day::working_power`); nothing happens when it is applied.
pub fn sandstorm(_tx: &mut Tx, _id: &str) {}

/// Epizootic: prey give 1 meat fewer (see [`epizootic`]).
pub fn epizootic(_tx: &mut Tx, _id: &str) {}

/// Mutant Animals: prey endurance +1 (see [`mutant_animals`]).
pub fn mutant_animals(_tx: &mut Tx, _id: &str) {}

/// Radioactive Cloud: every shelter's radiation rises by 2 (survivors lost past -11).
pub fn radioactive_cloud(tx: &mut Tx, id: &str) {
    for seat in affected(tx) {
        tx.raise_radiation(seat, 2, id);
    }
}

/// Rat Invasion: every shelter loses 1 food token, or 1 survivor when it has no food.
pub fn rat_invasion(tx: &mut Tx, id: &str) {
    for seat in affected(tx) {
        if tx.clan(seat).stock.food() > 0 {
            tx.owe(seat, seat, None, LossKind::Food, 1, id);
        } else {
            tx.owe(seat, seat, None, LossKind::Survivor, 1, id);
        }
    }
}

/// Hostile Clan: every shelter loses 2 material/ammo tokens, or 1 survivor with fewer than 2.
pub fn hostile_clan(tx: &mut Tx, id: &str) {
    for seat in affected(tx) {
        let s = tx.clan(seat).stock;
        if s.materials() + s.ammo >= 2 {
            tx.owe(seat, seat, None, LossKind::MaterialOrAmmo, 2, id);
        } else {
            tx.owe(seat, seat, None, LossKind::Survivor, 1, id);
        }
    }
}

/// Nuclear Winter: every shelter loses 1 survivor.
pub fn nuclear_winter(tx: &mut Tx, id: &str) {
    for seat in affected(tx) {
        tx.owe(seat, seat, None, LossKind::Survivor, 1, id);
    }
}

/// Whether a face-up event that changes a rule for the day applies to this clan (the Event
/// Immunity room shelters it).
fn applies_to(state: &State, id: &str, seat: Seat) -> bool {
    state.event_active(id) && !event_immunity(state, seat)
}

/// Query used by the day: Sandstorm applies to this clan (every power counts as 3).
pub fn sandstorm_for(state: &State, seat: Seat) -> bool {
    applies_to(state, SANDSTORM, seat)
}

/// Query used by hunting: Epizootic applies to this clan (1 meat fewer).
pub fn epizootic_for(state: &State, seat: Seat) -> bool {
    applies_to(state, EPIZOOTIC, seat)
}

/// Query used by hunting: Mutant Animals applies to this clan (+1 endurance).
pub fn mutant_animals_for(state: &State, seat: Seat) -> bool {
    applies_to(state, MUTANT_ANIMALS, seat)
}
