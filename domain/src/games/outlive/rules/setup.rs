//! Setup: the board (shuffles, prey stacks, exploration stacks, events, deals), then every
//! clan's secret choices, revealed together, then the first player and round 1.

use super::super::cards;
use super::super::command::*;
use super::super::content::{Content, TileType};
use super::super::event::*;
use super::super::options::Options;
use super::super::state::*;
use super::super::tx::Tx;
use super::morning::start_round;
use crate::engine::{GameRng, Pack, RuleError, Seat};

/// The events that open a game with a content pack: the pack is referenced by name and
/// hash, not copied, and the platform attaches it before the events are folded.
pub fn setup_with_pack(
    pack: &Pack<Content>,
    options: &Options,
    seats: &[Seat],
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    let mut events = setup(&pack.content, &pack.name, options, seats, rng)?;
    if let Some(Event::GameStarted(started)) = events.first_mut() {
        started.content_hash = pack.hash.clone();
        started.content_json = String::new();
    }
    Ok(events)
}

/// The events that open a game with this content, recorded whole (the form games had
/// before content packs, kept for callers without a pack such as the rules' tests).
pub fn setup(
    content: &Content,
    name: &str,
    options: &Options,
    seats: &[Seat],
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(RuleError::new(
            "INVALID_SEATS",
            "Outlive is played by 2 to 4 clans; seat 2, 3 or 4 players",
        ));
    }
    if content.leaders.len() < 2 * seats.len() || content.events.len() < 6 {
        return Err(RuleError::new(
            "INVALID_CONTENT",
            "The content has too few leaders or events for this table",
        ));
    }
    let json = content.to_json();
    let mut tx = Tx {
        s: State::default(),
        out: Vec::new(),
        rng,
    };
    tx.emit(Event::GameStarted(GameStarted {
        seat_count: seats.len() as u8,
        options: options.clone(),
        content_name: name.into(),
        content_hash: content.hash(),
        content_json: json,
    }));
    let n = seats.len();
    let mut pile: Vec<u16> = content
        .equipment_tiles()
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    tx.rng.shuffle(&mut pile);
    tx.emit(Event::EquipmentPileShuffled(EquipmentPileShuffled {
        count: pile.len() as u32,
        order: Some(pile),
        from_discard: false,
    }));
    let mut prey = content.prey_tiles();
    tx.rng.shuffle(&mut prey);
    let k = Content::by_players(&content.prey_stack_size, n) as usize;
    for (i, area) in Area::HUNTING.iter().enumerate() {
        let stack: Vec<u8> = prey.iter().skip(i * k).take(k).copied().collect();
        tx.emit(Event::PreyStackFormed(PreyStackFormed {
            area: *area,
            count: stack.len() as u32,
            top: stack.first().copied(),
            tiles: Some(stack),
        }));
    }
    for city in Area::CITIES {
        let mut tiles = content.exploration_tiles(city);
        tx.rng.shuffle(&mut tiles);
        tx.emit(Event::ExplorationStackFormed(ExplorationStackFormed {
            city,
            count: tiles.len() as u32,
            order: Some(tiles),
            excluded: Vec::new(),
        }));
    }
    let mut events: Vec<String> = content.events.iter().map(|e| e.id.clone()).collect();
    tx.rng.shuffle(&mut events);
    events.truncate(6);
    tx.emit(Event::EventsDealt(EventsDealt {
        count: events.len() as u32,
        order: Some(events),
    }));
    let mut leaders: Vec<String> = content.leaders.iter().map(|l| l.id.clone()).collect();
    tx.rng.shuffle(&mut leaders);
    let mut rooms: Vec<String> = content
        .rooms
        .iter()
        .filter(|r| r.tile_type == TileType::Advanced)
        .flat_map(|r| std::iter::repeat_n(r.id.clone(), r.copies as usize))
        .collect();
    tx.rng.shuffle(&mut rooms);
    for (i, seat) in seats.iter().enumerate() {
        tx.emit(Event::ClanDealt(ClanDealt {
            seat: *seat,
            leaders: Some(leaders.iter().skip(2 * i).take(2).cloned().collect()),
            rooms: Some(rooms.iter().skip(6 * i).take(6).cloned().collect()),
        }));
    }
    Ok(tx.out)
}

/// The clan's room ids by slot: the 3 basic rooms, then the dealt rooms it keeps.
pub fn room_slots(content: &Content, clan: &Clan) -> Vec<String> {
    let mut out: Vec<String> = content
        .rooms
        .iter()
        .filter(|r| r.tile_type == TileType::Basic)
        .map(|r| r.id.clone())
        .collect();
    out.extend(
        clan.dealt_rooms
            .iter()
            .enumerate()
            .filter(|(i, _)| !clan.setup.discarded_rooms.contains(&(*i as u8)))
            .map(|(_, r)| r.clone()),
    );
    out
}

/// The next secret choice a clan owes, if any.
pub fn next_step(content: &Content, clan: &Clan) -> Option<SetupStep> {
    let p = &clan.setup;
    if p.done {
        return None;
    }
    if p.discarded_rooms.len() < 2 {
        return Some(SetupStep::DiscardRoom);
    }
    if p.leader.is_none() {
        return Some(SetupStep::ChooseLeader);
    }
    if p.built_room.is_none() {
        return Some(SetupStep::BuildRoom);
    }
    if p.survivors_in_room.is_none() {
        return Some(SetupStep::PlaceSurvivors);
    }
    if p.hero_areas.iter().any(Option::is_none) {
        return Some(SetupStep::PlaceHero);
    }
    let marie = p
        .leader
        .as_deref()
        .and_then(|l| content.leader(l))
        .is_some_and(|l| l.draws_starting_tiles);
    if marie && p.drawn_tiles.len() < 4 {
        return Some(SetupStep::DrawTile);
    }
    if marie && p.discarded_tile.is_none() {
        return Some(SetupStep::DiscardTile);
    }
    None
}

fn step_of(command: &Command) -> Option<SetupStep> {
    Some(match command {
        Command::DiscardDealtRoom(_) => SetupStep::DiscardRoom,
        Command::ChooseLeader(_) => SetupStep::ChooseLeader,
        Command::BuildStartingRoom(_) => SetupStep::BuildRoom,
        Command::PlaceStartingSurvivors(_) => SetupStep::PlaceSurvivors,
        Command::PlaceHero(_) => SetupStep::PlaceHero,
        Command::DrawStartingTile(_) => SetupStep::DrawTile,
        Command::DiscardStartingTile(_) => SetupStep::DiscardTile,
        _ => return None,
    })
}

pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(step) = step_of(command) else {
        return Err(RuleError::wrong_phase(
            "The game is being set up: make your setup choices first",
        ));
    };
    let clan = &state.clans[seat.index()];
    let content = &state.content;
    let expected = next_step(content, clan).ok_or_else(|| {
        RuleError::not_your_decision("Your setup is complete; wait for the other clans")
    })?;
    if expected != step {
        return Err(RuleError::new(
            "SETUP_ORDER",
            format!("Setup choices go in order; the next one is {expected:?}"),
        ));
    }
    let (ok, message) = match command {
        Command::DiscardDealtRoom(d) => (
            (d.index as usize) < clan.dealt_rooms.len()
                && !clan.setup.discarded_rooms.contains(&d.index),
            "Discard one of your dealt advanced rooms (index 0-5) not discarded yet",
        ),
        Command::ChooseLeader(l) => (
            clan.dealt_leaders.contains(&l.leader),
            "Choose one of the two leaders you were dealt",
        ),
        Command::BuildStartingRoom(r) => (
            (r.room as usize) < room_slots(content, clan).len(),
            "Build one of your 7 rooms (slot 0-6)",
        ),
        Command::PlaceStartingSurvivors(s) => {
            let slots = room_slots(content, clan);
            let built = clan.setup.built_room.unwrap_or(0) as usize;
            let spaces = slots.get(built).map_or(0, |id| content.room_spaces(id));
            (
                s.in_room as u32 <= spaces.min(4)
                    && 4 - s.in_room as u32 <= content.airlock_capacity(),
                "Put at most the room's spaces (and at most 4) in the room; the rest must fit in the airlock",
            )
        }
        Command::PlaceHero(h) => {
            let leader = clan.setup.leader.as_deref().and_then(|l| content.leader(l));
            let free_hero = clan
                .setup
                .hero_areas
                .get(h.hero as usize)
                .is_some_and(Option::is_none);
            let area_ok = leader.is_some_and(|l| l.start_areas.contains(&h.area))
                && !clan.setup.hero_areas.contains(&Some(h.area));
            (
                free_hero && area_ok,
                "Place a hero not placed yet (0-3) on one of your leader's areas not used yet",
            )
        }
        Command::DrawStartingTile(c) => (
            c.city
                .city_index()
                .is_some_and(|i| !state.cities[i].stack.is_empty()),
            "Draw from a city whose exploration stack is not empty",
        ),
        Command::DiscardStartingTile(d) => (
            (d.index as usize) < clan.setup.drawn_tiles.len(),
            "Discard one of the 4 tiles you drew (index 0-3)",
        ),
        _ => (true, ""),
    };
    if !ok {
        return Err(RuleError::new("INVALID_SETUP_CHOICE", message));
    }
    Ok(())
}

pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    let Some(step) = step_of(command) else { return };
    let mut choice = SetupChoice {
        index: None,
        id: None,
        room: None,
        area: None,
    };
    match command {
        Command::DiscardDealtRoom(d) | Command::DiscardStartingTile(d) => {
            choice.index = Some(d.index)
        }
        Command::ChooseLeader(l) => choice.id = Some(l.leader.clone()),
        Command::BuildStartingRoom(r) => choice.room = Some(r.room),
        Command::PlaceStartingSurvivors(s) => choice.index = Some(s.in_room),
        Command::PlaceHero(h) => {
            choice.index = Some(h.hero);
            choice.area = Some(h.area);
        }
        Command::DrawStartingTile(c) => {
            let i = c.city.city_index().unwrap_or(0);
            choice.id = tx.s.cities[i].stack.first().cloned();
            choice.area = Some(c.city);
        }
        _ => {}
    }
    tx.emit(Event::SetupChoiceMade(SetupChoiceMade {
        seat,
        step,
        choice: Some(choice),
    }));
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let clan = &state.clans[seat.index()];
    match next_step(&state.content, clan) {
        Some(SetupStep::DiscardRoom) => {
            out.extend((0..6).map(|index| Command::DiscardDealtRoom(DealtIndex { index })))
        }
        Some(SetupStep::ChooseLeader) => out.extend(
            clan.dealt_leaders
                .iter()
                .map(|l| Command::ChooseLeader(LeaderChoice { leader: l.clone() })),
        ),
        Some(SetupStep::BuildRoom) => {
            out.extend((0..7).map(|room| Command::BuildStartingRoom(RoomSlot { room })))
        }
        Some(SetupStep::PlaceSurvivors) => out.extend(
            (0..=4).map(|in_room| Command::PlaceStartingSurvivors(SurvivorCount { in_room })),
        ),
        Some(SetupStep::PlaceHero) => {
            for hero in 0..4 {
                for area in Area::ALL {
                    out.push(Command::PlaceHero(PlaceHero { hero, area }));
                }
            }
        }
        Some(SetupStep::DrawTile) => {
            out.extend(Area::CITIES.map(|city| Command::DrawStartingTile(CityChoice { city })))
        }
        Some(SetupStep::DiscardTile) => {
            out.extend((0..4).map(|index| Command::DiscardStartingTile(DealtIndex { index })))
        }
        None => {}
    }
}

/// When every clan is done: reveal, first player, round 1.
pub fn advance(tx: &mut Tx) -> bool {
    let content = tx.s.content.clone();
    if tx.s.clans.is_empty()
        || tx
            .s
            .clans
            .iter()
            .any(|c| c.setup.done || next_step(&content, c).is_some())
    {
        return false;
    }
    let mut clans = Vec::new();
    let mut taken: Vec<u16> = Vec::new();
    for c in &tx.s.clans {
        let p = &c.setup;
        let leader = p.leader.clone().unwrap_or_default();
        let data = content.leader(&leader);
        let (resources, iodine, kept) = match data {
            Some(l) if l.draws_starting_tiles => {
                let kept: Vec<String> = p
                    .drawn_tiles
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| Some(*i as u8) != p.discarded_tile)
                    .map(|(_, t)| t.clone())
                    .collect();
                let (s, iodine) = cards::leaders::marie_coolpepper(&content, &kept);
                (s, iodine, kept)
            }
            Some(l) => (cards::leaders::starting_resources(l), 0, Vec::new()),
            None => (Stock::default(), 0, Vec::new()),
        };
        let mut equipment = Vec::new();
        for id in data.map(|l| l.start_equipment.clone()).unwrap_or_default() {
            let tile =
                tx.s.equipment_pile
                    .iter()
                    .chain(content.equipment_tiles().iter().map(|(t, _)| t))
                    .copied()
                    .find(|t| {
                        !taken.contains(t)
                            && content.equipment_of_tile(*t).as_deref() == Some(id.as_str())
                    });
            if let Some(t) = tile {
                taken.push(t);
                equipment.push(t);
            }
        }
        let in_room = p.survivors_in_room.unwrap_or(0);
        clans.push(ClanSetup {
            seat: c.seat,
            leader,
            rooms: room_slots(&content, c),
            built_room: p.built_room.unwrap_or(0),
            survivors_in_room: in_room,
            survivors_in_airlock: 4 - in_room,
            heroes: p
                .hero_areas
                .iter()
                .enumerate()
                .map(|(i, a)| HeroPlacement {
                    hero: i as u8,
                    power: HERO_POWERS[i],
                    area: a.unwrap_or(Area::Forest),
                })
                .collect(),
            resources,
            equipment,
            kept_tiles: kept,
            radiation: (iodine as i32).min(content.radiation_best),
        });
    }
    tx.emit(Event::SetupRevealed(SetupRevealed { clans }));
    let ages: Vec<u32> =
        tx.s.clans
            .iter()
            .map(|c| {
                c.leader
                    .as_deref()
                    .and_then(|l| content.leader(l))
                    .map_or(0, |l| l.age)
            })
            .collect();
    let first = if tx.s.options.first_player_by_leader_age {
        let max = ages.iter().copied().max().unwrap_or(0);
        ages.iter().position(|a| *a == max).unwrap_or(0)
    } else {
        tx.rng.below(ages.len().max(1))
    };
    tx.emit(Event::FirstPlayerAssigned(FirstPlayerAssigned {
        seat: Seat(first as u8),
        leader_age: ages.get(first).copied().unwrap_or(0),
    }));
    start_round(tx, 1);
    true
}
