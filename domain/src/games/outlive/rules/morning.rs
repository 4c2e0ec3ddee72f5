//! A round's morning: the areas refilled, the Cargo Ship's survivors, new city displays and
//! exploration stacks, then day step 1: the round's event turned up and every face-up
//! event applied.

use super::super::cards;
use super::super::content::Content;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;

/// Morning of `round`, then day step 1 (events).
pub fn start_round(tx: &mut Tx, round: u32) {
    let level = tx.content().radiation_level(round);
    tx.emit(Event::RoundStarted(RoundStarted {
        round,
        radiation_level: level,
    }));
    let n = tx.s.seats();
    for area in Area::ALL {
        let Some(resource) = area.resource() else {
            continue;
        };
        let target = Content::by_players(&tx.content().refill_to[area.index()], n);
        let have = tx.s.tokens(area);
        tx.emit(Event::AreaRefilled(AreaRefilled {
            area,
            resource,
            added: target.saturating_sub(have),
            total: target.max(have),
        }));
    }
    tx.emit(Event::IodineReset(IodineReset { round }));
    let empty: Vec<u8> = (3..=6u8)
        .filter(|p| !tx.s.cargo_survivors[(*p - 3) as usize])
        .collect();
    if !empty.is_empty() {
        tx.emit(Event::CargoSurvivorsPlaced(CargoSurvivorsPlaced {
            columns: empty,
        }));
    }
    for city in Area::CITIES {
        let ci = city.city_index().unwrap_or(0);
        // Discard the old display first (recommendation), then draw 3, reshuffling the
        // discard pile when the draw pile runs out.
        let discarded = tx.s.cities[ci].display.clone();
        if !discarded.is_empty() {
            tx.emit(Event::CityEquipmentDrawn(CityEquipmentDrawn {
                city,
                discarded,
                tiles: Vec::new(),
            }));
        }
        let mut pile = tx.s.equipment_pile.clone();
        let mut tiles = Vec::new();
        let mut reshuffled = false;
        while tiles.len() < 3 {
            if pile.is_empty() {
                if reshuffled || tx.s.equipment_discard.is_empty() {
                    break;
                }
                reshuffled = true;
                tx.reshuffle_equipment();
                pile = tx.s.equipment_pile.clone();
                continue;
            }
            tiles.push(pile.remove(0));
        }
        tx.emit(Event::CityEquipmentDrawn(CityEquipmentDrawn {
            city,
            discarded: Vec::new(),
            tiles,
        }));
        let mut all = tx.content().exploration_tiles(city);
        tx.rng.shuffle(&mut all);
        let k = Content::by_players(&tx.content().exploration_stack_size, n) as usize;
        let excluded = all.split_off(k.min(all.len()));
        tx.emit(Event::ExplorationStackFormed(ExplorationStackFormed {
            city,
            count: all.len() as u32,
            order: Some(all),
            excluded,
        }));
    }
    let event =
        tx.s.convoy
            .get(round as usize - 1)
            .map(|e| e.id.clone())
            .unwrap_or_default();
    tx.emit(Event::EventRevealed(EventRevealed { round, event }));
    let active: Vec<String> = tx.s.active_events().iter().map(|s| s.to_string()).collect();
    for id in active {
        cards::events::apply(tx, &id);
    }
}
