//! The setup's events: the board dealt, the secret choices, the reveal, the first player.

use super::super::content::Content;
use super::super::event::*;
use super::super::state::*;
use crate::engine::Seat;

pub fn game_started(state: &mut State, e: &GameStarted) {
    // Games set up before content packs carry their content whole; newer ones name
    // a pack that the platform attached to the empty state before this event. Content that
    // is neither is left empty here: the fold sits below the content loader, so the game's
    // `evolve` falls back to the embedded content (`Outlive::evolve`).
    let content: Content = if e.content_json.is_empty() && !state.content.rooms.is_empty() {
        std::mem::take(&mut state.content)
    } else {
        serde_json::from_str(&e.content_json).unwrap_or_default()
    };
    *state = State {
        options: e.options.clone(),
        content,
        content_name: e.content_name.clone(),
        content_hash: e.content_hash.clone(),
        phase: Phase::Setup,
        clans: (0..e.seat_count)
            .map(|i| Clan {
                seat: Seat(i),
                heroes: HERO_POWERS
                    .iter()
                    .map(|p| Hero {
                        power: *p,
                        ..Hero::default()
                    })
                    .collect(),
                setup: SetupProgress {
                    hero_areas: vec![None; 4],
                    ..SetupProgress::default()
                },
                ..Clan::default()
            })
            .collect(),
        area_tokens: vec![0; 8],
        prey: vec![Vec::new(); 3],
        cargo_survivors: vec![false; 4],
        cities: Area::CITIES
            .iter()
            .map(|a| City {
                area: Some(*a),
                ..City::default()
            })
            .collect(),
        ..State::default()
    };
}

pub fn equipment_pile_shuffled(state: &mut State, e: &EquipmentPileShuffled) {
    if e.from_discard {
        state.equipment_discard.clear();
    }
    state.equipment_pile = e.order.clone().unwrap_or_default();
}

pub fn prey_stack_formed(state: &mut State, e: &PreyStackFormed) {
    if let Some(i) = e.area.prey_index() {
        state.prey[i] = e.tiles.clone().unwrap_or_default();
    }
}

pub fn exploration_stack_formed(state: &mut State, e: &ExplorationStackFormed) {
    if let Some(i) = e.city.city_index()
        && let Some(c) = state.cities.get_mut(i)
    {
        c.stack = e.order.clone().unwrap_or_default();
        c.aside = e.excluded.clone();
    }
}

pub fn events_dealt(state: &mut State, e: &EventsDealt) {
    state.convoy = e
        .order
        .clone()
        .unwrap_or_default()
        .into_iter()
        .map(|id| ConvoyEvent {
            id,
            ..ConvoyEvent::default()
        })
        .collect();
}

pub fn clan_dealt(state: &mut State, e: &ClanDealt) {
    if let Some(c) = state.clan_mut(e.seat) {
        c.dealt_leaders = e.leaders.clone().unwrap_or_default();
        c.dealt_rooms = e.rooms.clone().unwrap_or_default();
    }
}

pub fn setup_choice_made(state: &mut State, e: &SetupChoiceMade) {
    let Some(choice) = &e.choice else { return };
    let city_draw = (e.step == SetupStep::DrawTile)
        .then(|| choice.area.and_then(Area::city_index))
        .flatten();
    if let Some(ci) = city_draw
        && let Some(city) = state.cities.get_mut(ci)
        && !city.stack.is_empty()
    {
        city.stack.remove(0);
    }
    let Some(c) = state.clan_mut(e.seat) else {
        return;
    };
    let p = &mut c.setup;
    match e.step {
        SetupStep::DiscardRoom => p.discarded_rooms.extend(choice.index),
        SetupStep::ChooseLeader => p.leader = choice.id.clone(),
        SetupStep::BuildRoom => p.built_room = choice.room,
        SetupStep::PlaceSurvivors => p.survivors_in_room = choice.index,
        SetupStep::PlaceHero => {
            if let (Some(h), Some(a)) = (choice.index, choice.area)
                && let Some(slot) = p.hero_areas.get_mut(h as usize)
            {
                *slot = Some(a);
            }
        }
        SetupStep::DrawTile => p.drawn_tiles.extend(choice.id.clone()),
        SetupStep::DiscardTile => p.discarded_tile = choice.index,
    }
}

pub fn setup_revealed(state: &mut State, e: &SetupRevealed) {
    for cs in &e.clans {
        let tiles: Vec<(u16, String)> = cs
            .equipment
            .iter()
            .map(|t| (*t, state.content.equipment_of_tile(*t).unwrap_or_default()))
            .collect();
        state.equipment_pile.retain(|t| !cs.equipment.contains(t));
        let Some(c) = state.clan_mut(cs.seat) else {
            continue;
        };
        c.leader = Some(cs.leader.clone());
        c.rooms = cs
            .rooms
            .iter()
            .enumerate()
            .map(|(i, id)| Room {
                id: id.clone(),
                built: i == cs.built_room as usize,
                survivors: if i == cs.built_room as usize {
                    cs.survivors_in_room as u32
                } else {
                    0
                },
                ..Room::default()
            })
            .collect();
        c.airlock = cs.survivors_in_airlock as u32;
        for hp in &cs.heroes {
            if let Some(h) = c.heroes.get_mut(hp.hero as usize) {
                h.area = Some(hp.area);
                h.active = false;
                h.column = (hp.area == Area::CargoShip).then_some(h.power);
            }
        }
        c.stock = cs.resources;
        c.radiation = cs.radiation;
        c.equipment = tiles
            .into_iter()
            .map(|(tile, id)| OwnedEquipment::broken(tile, id))
            .collect();
        c.setup.done = true;
    }
}

pub fn first_player_assigned(state: &mut State, e: &FirstPlayerAssigned) {
    state.first_player = e.seat;
    state.turn = e.seat;
}
