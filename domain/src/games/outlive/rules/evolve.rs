//! `evolve`: apply one event to the state. Pure, total, never random.

use super::super::content::Content;
use super::super::event::*;
use super::super::state::*;
use crate::engine::{Outcome, Placing, Seat};

fn clan(state: &mut State, seat: Seat) -> Option<&mut Clan> {
    state.clans.get_mut(seat.index())
}

fn decrement_owed(state: &mut State, chooser: Seat, from: Seat, survivor: bool) {
    if let Some(i) = state.owed.iter().position(|o| {
        o.chooser == chooser && o.from == from && (o.kind == LossKind::Survivor) == survivor
    }) {
        state.owed[i].count = state.owed[i].count.saturating_sub(1);
        if state.owed[i].count == 0 {
            state.owed.remove(i);
        }
    }
}

fn pay_water(c: &mut Clan, n: u32) -> u32 {
    let fixed = c.fixed_water.min(n);
    c.fixed_water -= fixed;
    c.stock.water = c.stock.water.saturating_sub(n - fixed);
    fixed
}

pub fn evolve(state: &mut State, event: &Event) {
    match event {
        Event::GameStarted(e) => {
            // Games set up before content packs carry their content whole; newer ones name
            // a pack that the platform attached to the empty state before this event.
            let content: Content = if e.content_json.is_empty() && !state.content.rooms.is_empty()
            {
                std::mem::take(&mut state.content)
            } else {
                serde_json::from_str(&e.content_json)
                    .unwrap_or_else(|_| Content::embedded().clone())
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
        Event::EquipmentPileShuffled(e) => {
            if e.from_discard {
                state.equipment_discard.clear();
            }
            state.equipment_pile = e.order.clone().unwrap_or_default();
        }
        Event::PreyStackFormed(e) => {
            if let Some(i) = e.area.prey_index() {
                state.prey[i] = e.tiles.clone().unwrap_or_default();
            }
        }
        Event::ExplorationStackFormed(e) => {
            if let Some(i) = e.city.city_index()
                && let Some(c) = state.cities.get_mut(i)
            {
                c.stack = e.order.clone().unwrap_or_default();
                c.aside = e.excluded.clone();
            }
        }
        Event::EventsDealt(e) => {
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
        Event::ClanDealt(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.dealt_leaders = e.leaders.clone().unwrap_or_default();
                c.dealt_rooms = e.rooms.clone().unwrap_or_default();
            }
        }
        Event::SetupChoiceMade(e) => {
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
            let Some(c) = clan(state, e.seat) else { return };
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
        Event::SetupRevealed(e) => {
            for cs in &e.clans {
                let tiles: Vec<(u16, String)> = cs
                    .equipment
                    .iter()
                    .map(|t| (*t, state.content.equipment_of_tile(*t).unwrap_or_default()))
                    .collect();
                state.equipment_pile.retain(|t| !cs.equipment.contains(t));
                let Some(c) = clan(state, cs.seat) else {
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
                    .map(|(tile, id)| OwnedEquipment {
                        tile,
                        id,
                        repaired: false,
                        used: false,
                    })
                    .collect();
                c.setup.done = true;
            }
        }
        Event::FirstPlayerAssigned(e) => {
            state.first_player = e.seat;
            state.turn = e.seat;
        }
        Event::RoundStarted(e) => {
            state.round = e.round;
            state.token_taken_by = None;
        }
        Event::AreaRefilled(e) => {
            if let Some(t) = state.area_tokens.get_mut(e.area.index()) {
                *t = e.total;
            }
        }
        Event::IodineReset(_) => state.iodine_available = true,
        Event::CargoSurvivorsPlaced(e) => {
            for p in &e.columns {
                if let Some(s) = state
                    .cargo_survivors
                    .get_mut((*p as usize).saturating_sub(3))
                {
                    *s = true;
                }
            }
        }
        Event::CityEquipmentDrawn(e) => {
            state.equipment_discard.extend(e.discarded.iter().copied());
            state.equipment_pile.retain(|t| !e.tiles.contains(t));
            if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
                c.display = e.tiles.clone();
            }
        }
        Event::EventRevealed(e) => {
            state.phase = Phase::DayEvents;
            if let Some(ev) = state.convoy.get_mut((e.round as usize).saturating_sub(1)) {
                ev.revealed = true;
                ev.id = e.event.clone();
            }
        }
        Event::EventApplied(_) => {}
        Event::AreaTokensRemoved(e) => {
            if let Some(t) = state.area_tokens.get_mut(e.area.index()) {
                *t = t.saturating_sub(e.count);
            }
        }
        Event::ExplorationTilesRemoved(e) => {
            if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
                for _ in 0..e.tiles.len().min(c.stack.len()) {
                    c.stack.remove(0);
                }
                c.aside.extend(e.tiles.iter().cloned());
            }
        }
        Event::RadiationChanged(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.radiation = e.to;
            }
        }
        Event::LossOwed(e) => state.owed.push(Owed {
            chooser: e.chooser,
            from: e.from,
            to: e.to,
            kind: e.kind,
            count: e.count,
            cause: e.cause.clone(),
        }),
        Event::LossWaived(e) => {
            if let Some(i) = state
                .owed
                .iter()
                .position(|o| o.from == e.from && o.kind == e.kind)
            {
                state.owed.remove(i);
            }
        }
        Event::FixedWaterProduced(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.fixed_water = 1;
            }
        }
        Event::TokenPicked(e) => {
            if let Some(c) = clan(state, e.from) {
                c.stock.remove(e.resource, 1);
            }
            if let Some(to) = e.to
                && let Some(c) = clan(state, to)
            {
                c.stock.add(e.resource, 1);
            }
            decrement_owed(state, e.chooser, e.from, false);
        }
        Event::SurvivorLost(e) => {
            if let Some(c) = clan(state, e.seat) {
                match e.room {
                    None => c.airlock = c.airlock.saturating_sub(1),
                    Some(r) => {
                        if let Some(room) = c.rooms.get_mut(r as usize) {
                            room.survivors = room.survivors.saturating_sub(1);
                        }
                    }
                }
            }
            decrement_owed(state, e.seat, e.seat, true);
        }
        Event::ResourcesGained(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.stock.add_all(&e.gained);
            }
        }
        Event::ResourcesPaid(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.stock.remove_all(&e.paid);
                c.fixed_water = c.fixed_water.saturating_sub(e.fixed_water);
            }
        }
        Event::SurvivorPlacementOffered(e) => {
            state.survivor_offer = Some(SurvivorOffer {
                seat: e.seat,
                cause: e.cause.clone(),
            });
        }
        Event::SurvivorGained(e) => {
            if state
                .survivor_offer
                .as_ref()
                .is_some_and(|o| o.seat == e.seat && o.cause == e.cause)
            {
                state.survivor_offer = None;
            }
            if let Some(c) = clan(state, e.seat) {
                match e.room {
                    None => c.airlock += 1,
                    Some(r) => {
                        if let Some(room) = c.rooms.get_mut(r as usize) {
                            room.survivors += 1;
                        }
                    }
                }
            }
        }
        Event::DayStarted(e) => {
            state.phase = Phase::Day;
            state.turn = e.first_player;
        }
        Event::TurnStarted(e) => state.turn = e.seat,
        Event::HeroMoved(e) => {
            if let Some(c) = clan(state, e.seat)
                && let Some(h) = c.heroes.get_mut(e.hero as usize)
            {
                h.area = Some(e.to);
                h.active = true;
                h.column = e.column;
            }
            if e.took_survivor
                && let Some(col) = e.column
                && let Some(s) = state
                    .cargo_survivors
                    .get_mut((col as usize).saturating_sub(3))
            {
                *s = false;
            }
            state.activation = Some(Activation {
                seat: e.seat,
                hero: e.hero,
                area: Some(e.to),
                ap: e.action_points,
                ..Activation::default()
            });
        }
        Event::HeroStayed(e) => {
            if let Some(c) = clan(state, e.seat)
                && let Some(h) = c.heroes.get_mut(e.hero as usize)
            {
                h.active = true;
            }
        }
        Event::FirstPlayerTokenTaken(e) => state.token_taken_by = Some(e.seat),
        Event::EquipmentUsed(e) => {
            if let Some(c) = clan(state, e.seat)
                && let Some(t) = c.equipment.iter_mut().find(|t| t.id == e.equipment)
            {
                t.used = true;
            }
            if e.equipment == "bat"
                && let Some(a) = state.activation.as_mut()
            {
                a.bat = true;
            }
        }
        Event::RoomUsed(e) => {
            if let Some(city) = e.city {
                if let Some(c) = clan(state, e.seat) {
                    if e.id == "empty_box_wood_metal" {
                        c.empty_box_cities.push(city);
                    } else {
                        c.explore_bonus_cities.push(city);
                    }
                }
            } else if let Some(c) = clan(state, e.seat)
                && let Some(r) = c.rooms.get_mut(e.room as usize)
            {
                if r.used && e.id == "draw_equipment_and_repair" {
                    r.bonus_used = true;
                } else {
                    r.used = true;
                }
            }
            if e.id == "event_cost_reduction"
                && let Some(c) = clan(state, e.seat)
            {
                c.reduction_used = true;
            }
        }
        Event::PressureApplied(e) => {
            if let Some(a) = state.activation.as_mut() {
                a.pressured.push(e.defender);
            }
            if !e.nothing_to_steal && e.points > 0 {
                state.pressure = Some(PendingPressure {
                    attacker: e.attacker,
                    defender: e.defender,
                    defender_hero: e.defender_hero,
                    points: e.points,
                });
            }
        }
        Event::PressureDefended(e) => {
            state.pressure = None;
            if let Some(c) = clan(state, e.defender) {
                c.stock.remove(Resource::Ammo, e.ammo);
            }
        }
        Event::ActionsStarted(e) => {
            if let Some(a) = state.activation.as_mut() {
                a.acting = true;
                a.ap = e.action_points;
            }
        }
        Event::PurifierActivated(e) => {
            if e.paid_microchip
                && let Some(c) = clan(state, e.seat)
            {
                c.stock.remove(Resource::Microchip, 1);
            }
            if let Some(a) = state.activation.as_mut() {
                a.purifier = true;
            }
        }
        Event::TokensCollected(e) => {
            if let Some(t) = state.area_tokens.get_mut(e.area.index()) {
                *t = t.saturating_sub(e.count);
            }
            if let Some(c) = clan(state, e.seat) {
                c.stock.add(e.resource, e.count);
            }
            if let Some(a) = state.activation.as_mut() {
                a.ap = a.ap.saturating_sub(e.action_points);
                if e.action_points > 0 {
                    a.collected = true;
                }
            }
        }
        Event::IodineCollected(_) => {
            state.iodine_available = false;
            if let Some(a) = state.activation.as_mut() {
                a.ap = a.ap.saturating_sub(1);
            }
        }
        Event::PreyHunted(e) => {
            if let Some(i) = e.area.prey_index()
                && let Some(stack) = state.prey.get_mut(i)
                && (e.position as usize) < stack.len()
            {
                stack.remove(e.position as usize);
            }
            if let Some(c) = clan(state, e.seat) {
                c.prey.push(e.endurance);
                c.stock.remove(Resource::Ammo, e.ammo);
                c.stock.add(Resource::Meat, e.meat);
            }
            if let Some(a) = state.activation.as_mut() {
                a.ap = a.ap.saturating_sub(e.action_points);
                a.hunted = true;
            }
        }
        Event::EquipmentTaken(e) => {
            if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
                c.display.retain(|t| *t != e.tile);
            }
            if let Some(c) = clan(state, e.seat) {
                c.equipment.push(OwnedEquipment {
                    tile: e.tile,
                    id: e.equipment.clone(),
                    repaired: false,
                    used: false,
                });
            }
            if let Some(a) = state.activation.as_mut() {
                a.ap = a.ap.saturating_sub(1);
            }
        }
        Event::ExplorationTileDrawn(e) => {
            if let Some(c) = e.city.city_index().and_then(|i| state.cities.get_mut(i)) {
                if !c.stack.is_empty() {
                    c.stack.remove(0);
                }
                c.aside.push(e.tile.clone());
            }
            if let Some(a) = state.activation.as_mut() {
                a.ap = a.ap.saturating_sub(e.action_points);
                a.explored = true;
            }
        }
        Event::ExplorationStackPeeked(_) => {}
        Event::BonusesOffered(e) if state.activation.is_none() => {
            if let Some(c) = clan(state, e.seat) {
                c.offers.extend(e.sources.iter().cloned());
            }
        }
        Event::BonusesOffered(e) => {
            if let Some(a) = state.activation.as_mut() {
                for source in &e.sources {
                    if source == "bat" {
                        a.bat_offered = true;
                    } else if !a.acting {
                        a.arrival_offered = true;
                    }
                    if !a.offers.contains(source) {
                        a.offers.push(source.clone());
                    }
                }
            }
        }
        Event::BonusAccepted(BonusAccepted { source, .. })
        | Event::BonusDeclined(BonusDeclined { source, .. }) => {
            if let Some(a) = state.activation.as_mut() {
                a.offers.retain(|o| o != source);
            }
            for c in &mut state.clans {
                c.offers.retain(|o| o != source);
            }
        }
        Event::ActivationEnded(_) => state.activation = None,
        Event::DayEnded(e) => {
            for c in &mut state.clans {
                for h in &mut c.heroes {
                    h.active = false;
                }
            }
            state.first_player = e.first_player;
            state.turn = e.first_player;
            state.passes = 0;
            state.activation = None;
        }
        Event::NightStepStarted(e) => {
            state.phase = e.phase;
            state.passes = 0;
            state.turn = state.first_player;
            for c in &mut state.clans {
                c.step_done = false;
            }
        }
        Event::EventResolved(e) => {
            if let Some(ev) = state
                .convoy
                .iter_mut()
                .find(|x| x.id == e.event && x.revealed)
            {
                ev.resolved_by = Some(e.seat);
            }
            if let Some(c) = clan(state, e.seat) {
                c.stock.remove_all(&e.paid);
                c.fixed_water = c.fixed_water.saturating_sub(e.fixed_water);
                c.resolved_events.push(e.event.clone());
            }
            state.passes = 0;
            state.turn = state.next_seat(e.seat);
        }
        Event::EventPassed(e) => {
            state.passes += 1;
            state.turn = state.next_seat(e.seat);
        }
        Event::FeedingDue(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.food_due = e.food;
                c.water_due = e.water;
            }
        }
        Event::FoodPaid(e) => {
            if let Some(c) = clan(state, e.seat) {
                if e.fixed_water {
                    c.fixed_water = c.fixed_water.saturating_sub(1);
                } else {
                    c.stock.remove(e.resource, 1);
                }
                if e.airlock {
                    c.water_due = c.water_due.saturating_sub(1);
                } else {
                    c.food_due = c.food_due.saturating_sub(1);
                }
            }
        }
        Event::SurvivorRecruited(e) => {
            if let Some(c) = clan(state, e.seat) {
                if e.fixed_water {
                    c.fixed_water = c.fixed_water.saturating_sub(1);
                } else {
                    c.stock.remove(e.resource, 1);
                }
                c.airlock += 1;
            }
        }
        Event::RoomBuilt(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.stock.remove_all(&e.paid);
                if let Some(r) = c.rooms.get_mut(e.room as usize) {
                    r.built = true;
                }
            }
        }
        Event::SurvivorMoved(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.airlock = c.airlock.saturating_sub(1);
                if let Some(r) = c.rooms.get_mut(e.room as usize) {
                    r.survivors += 1;
                }
            }
        }
        Event::EquipmentDrawn(e) => {
            let mut drawn: Vec<u16> = e.discarded.clone();
            drawn.extend(e.tile);
            state.equipment_pile.retain(|t| !drawn.contains(t));
            state.equipment_discard.extend(e.discarded.iter().copied());
            let id = e.tile.and_then(|t| state.content.equipment_of_tile(t));
            if let (Some(tile), Some(id)) = (e.tile, id)
                && let Some(c) = clan(state, e.seat)
            {
                c.equipment.push(OwnedEquipment {
                    tile,
                    id,
                    repaired: false,
                    used: false,
                });
            }
        }
        Event::EquipmentDestroyed(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.equipment.retain(|t| t.tile != e.tile);
                c.stock.add_all(&e.materials);
            }
            state.equipment_discard.push(e.tile);
        }
        Event::EquipmentRepaired(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.stock.remove_all(&e.paid);
                if let Some(t) = c.equipment.iter_mut().find(|t| t.tile == e.tile) {
                    t.repaired = true;
                }
            }
        }
        Event::RadiationApplied(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.radiation = e.to;
            }
        }
        Event::StepFinished(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.step_done = true;
            }
        }
        Event::PerishablesDiscarded(e) => {
            if let Some(c) = clan(state, e.seat) {
                c.stock.remove(Resource::Meat, e.meat);
                c.stock.remove(Resource::Water, e.water);
                c.fixed_water = 0;
                c.reduction_used = false;
                c.explore_bonus_cities.clear();
                c.empty_box_cities.clear();
                for t in &mut c.equipment {
                    t.used = false;
                }
                for r in &mut c.rooms {
                    r.used = false;
                    r.bonus_used = false;
                }
            }
        }
        Event::RoundEnded(_) => {}
        Event::GameEnded(e) => {
            state.phase = Phase::GameOver;
            state.scores = e.scores.clone();
            let mut ranking: Vec<Placing> = e
                .scores
                .iter()
                .map(|s| Placing {
                    seat: s.seat,
                    rank: s.rank,
                    score: Some(s.total as i64),
                })
                .collect();
            ranking.sort_by_key(|p| (p.rank, p.seat));
            state.outcome = Some(Outcome::individual(
                e.winners.clone(),
                ranking,
                e.reason.clone(),
            ));
        }
    }
}

/// Spend `n` water from a clan, virtual water first; returns the virtual water used.
pub fn spend_water(c: &mut Clan, n: u32) -> u32 {
    pay_water(c, n)
}
