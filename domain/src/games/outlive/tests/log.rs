//! The game log (`Game::describe`): the main events in words, and secret setup events read
//! two ways (the clan that was dealt sees its cards, another clan does not). The leak check
//! that the playout harness runs over every line is shown to catch a secret leader.

use serde_json::Value;

use super::super::event::GameEnded;
use super::super::playout::log_leak;
use super::super::state::ScoreSheet;
use super::*;
use crate::engine::Viewer;
use crate::engine::harness::PlayoutSubject;

fn names() -> Vec<String> {
    ["Alice", "Bob", "Carol"].map(String::from).to_vec()
}

/// The log lines of `events` as `viewer` reads them, each described on the state just
/// after its event, starting from `before`.
fn read(before: &State, events: &[Event], viewer: Viewer) -> Vec<String> {
    crate::engine::testing::log_lines::<Outlive>(before, events, viewer, &names())
}

fn log_when(state: &mut State, s: u8, command: Command, viewer: Viewer) -> Vec<String> {
    let before = state.clone();
    let events = when(state, s, command);
    read(&before, &events, viewer)
}

fn seat_view(s: u8) -> Viewer {
    Viewer::Seat(Seat(s))
}

#[test]
fn a_clans_dealt_leaders_are_named_for_it_alone() {
    let events = Outlive::setup(
        &Options::default(),
        &Seat::all(2),
        &mut GameRng::from_u64(1),
    )
    .unwrap();
    let dealt = events
        .iter()
        .position(|e| matches!(e, Event::ClanDealt(d) if d.seat == Seat(0)))
        .expect("seat 0 is dealt");
    let leaders: Vec<String> = match &events[dealt] {
        Event::ClanDealt(d) => d.leaders.clone().unwrap(),
        _ => unreachable!(),
    };
    let leader_names: Vec<String> = leaders
        .iter()
        .map(|l| content().leader(l).unwrap().name.clone())
        .collect();
    let line = |viewer| {
        read(&State::default(), &events[..=dealt], viewer)
            .pop()
            .unwrap()
    };

    let own = line(seat_view(0));
    assert!(
        own.starts_with(&format!(
            "Alice was dealt the leaders {} and {} and the rooms ",
            leader_names[0], leader_names[1]
        )),
        "{own}"
    );
    assert_eq!(
        line(seat_view(1)),
        "Alice was dealt 2 leaders and 6 advanced rooms face down."
    );
    assert_eq!(
        line(Viewer::Spectator),
        "Alice was dealt 2 leaders and 6 advanced rooms face down."
    );
}

#[test]
fn collecting_names_the_tokens_the_area_and_the_action_points() {
    let mut state = given(2)
        .tokens(Area::Forest, 4)
        .acting(0, 2, Area::Forest)
        .build();
    let lines = log_when(&mut state, 0, Command::Collect(YES), seat_view(1));
    assert_eq!(
        lines[0],
        "Alice collected 1 wood in the Forest (1 action point)."
    );
}

#[test]
fn hunting_names_the_prey_the_ammo_and_the_meat() {
    let mut state = given(2)
        .prey(Area::AmusementPark, vec![6, 3])
        .stock(0, Resource::Ammo, 3)
        .acting(0, 2, Area::AmusementPark)
        .build();
    let hunt = Command::Hunt(Hunt {
        ammo: 3,
        tile: None,
        shotgun: false,
        bear_trap: false,
    });
    let lines = log_when(&mut state, 0, hunt, Viewer::Spectator);
    assert_eq!(
        lines[0],
        "Alice hunted a prey of endurance 6 in the Amusement Park with 3 ammo and \
         3 action points and gained 4 meat; endurance 3 is on top now."
    );
}

#[test]
fn building_a_room_names_the_room_and_what_was_paid() {
    let mut state = given(2)
        .phase(Phase::Building)
        .stock(0, Resource::Wood, 3)
        .build();
    let room = content().room(&slots(&state, 0)[3]).unwrap().name.clone();
    let build = Command::BuildRoom(BuildRoom {
        room: 3,
        wood: 3,
        metal: 0,
        microchip: 0,
    });
    let lines = log_when(&mut state, 0, build, seat_view(1));
    assert_eq!(lines[0], format!("Alice built {room} for 3 wood."));
}

#[test]
fn the_end_names_the_winners_and_every_clans_total() {
    let state = given(2).build();
    let sheet = |seat, total, rank| ScoreSheet {
        seat: Seat(seat),
        resolved_events: 0,
        full_rooms: 0,
        full_rooms_sp: 0,
        radiation: 0,
        survivors: 0,
        repaired_equipment: 0,
        symbol_pairs: 0,
        total,
        food_left: 0,
        resources_left: 0,
        rank,
    };
    let ended = Event::GameEnded(GameEnded {
        scores: vec![sheet(0, 31, 2), sheet(1, 40, 1)],
        winners: vec![Seat(1)],
        reason: "HIGHEST_SCORE".into(),
    });
    assert_eq!(
        Outlive::describe(&state, &ended, &names()).as_deref(),
        Some("The Convoy arrived: Bob won. Ranking: 2. Alice (31 SP), 1. Bob (40 SP).")
    );
}

/// The check the playout harness runs over every log line can fail: the leader another
/// clan was dealt and did not reveal is a leak for everyone but that clan.
#[test]
fn the_leak_check_catches_a_line_naming_another_clans_secret_leader() {
    let state = given(2).build();
    let bob = &state.clans[1];
    let secret = bob
        .dealt_leaders
        .iter()
        .find(|l| bob.leader.as_deref() != Some(l.as_str()))
        .expect("a leader not chosen");
    let name = content().leader(secret).unwrap().name.clone();
    let line = Value::String(format!("Bob was dealt {name}."));
    assert_eq!(
        Outlive::leak(&state, seat_view(0), &line),
        Some(format!("the secret {name}"))
    );
    assert_eq!(Outlive::leak(&state, seat_view(1), &line), None);
    assert_eq!(
        log_leak(&state, Viewer::Spectator, "Bob was dealt 2 leaders."),
        None
    );
}
