//! The game log (`Game::describe`): the main events in words, and hidden events read two
//! ways (the owner sees the card, another seat and a spectator do not). The leak check that
//! the playout harness runs over every line is shown to catch a named hidden Evolution.

use serde_json::Value;

use super::super::command::CardRef;
use super::super::event::{DiceRolled, Event};
use super::super::playout::log_leak;
use super::evolutions::{evolution, play};
use super::*;
use crate::engine::harness::PlayoutSubject;
use crate::engine::{Game, Viewer};

fn names() -> Vec<String> {
    ["Alice", "Bob", "Carol", "Dan"].map(String::from).to_vec()
}

/// The log lines of `events` as `viewer` reads them, each described on the state just
/// after its event (as the platform does), starting from `before`.
fn read(before: &State, events: &[Event], viewer: Viewer) -> Vec<String> {
    crate::engine::testing::log_lines::<KingOfTokyo>(before, events, viewer, &names())
}

/// Seat `s` sends `command`; the log lines as `viewer` reads them.
fn log_when(state: &mut State, s: u8, command: Command, viewer: Viewer) -> Vec<String> {
    let before = state.clone();
    let events = when(state, s, command);
    read(&before, &events, viewer)
}

fn seat_view(s: u8) -> Viewer {
    Viewer::Seat(Seat(s))
}

#[test]
fn a_first_roll_shows_every_die_and_a_reroll_the_dice_kept() {
    let state = given().monsters(2).build();
    let roll = |roll, rolled: Vec<u8>| {
        Event::DiceRolled(DiceRolled {
            seat: Seat(0),
            roll,
            rolled,
            faces: vec![N1, S, N1, H, E, N1],
        })
    };
    let first = KingOfTokyo::describe(&state, &roll(1, vec![0, 1, 2, 3, 4, 5]), &names());
    let second = KingOfTokyo::describe(&state, &roll(2, vec![1, 3]), &names());
    assert_eq!(first.as_deref(), Some("Alice rolled ⚀⚀⚀♥⚡✊."));
    assert_eq!(
        second.as_deref(),
        Some("Alice kept ⚀⚀⚀⚡ and rerolled 2 dice: ⚀⚀⚀♥⚡✊.")
    );
}

#[test]
fn smashes_on_the_monster_in_tokyo_read_as_an_attack_and_a_loss_then_a_secret_answer() {
    let mut state = given()
        .monsters(3)
        .in_city(1)
        .dice([S, S, S, H, N1, N2])
        .build();
    let lines = log_when(&mut state, 0, stop(), Viewer::Spectator);
    assert_eq!(
        lines,
        vec![
            "Alice resolved ⚀⚁♥✊✊✊.",
            "Alice attacked Bob with 3 ✊.",
            "Bob lost 3 ♥ (Smash from Alice).",
            "Bob had to decide whether to yield Tokyo to Alice.",
        ]
    );

    // Bob's answer is his own until every answer is in; then everyone reads it.
    let before = state.clone();
    let events = when(&mut state, 1, yield_tokyo());
    assert_eq!(
        read(&before, &events, seat_view(1))[0],
        "Bob chose to yield Tokyo."
    );
    assert_eq!(
        read(&before, &events, seat_view(0)),
        vec![
            "Bob answered whether to yield Tokyo (secret until everyone has).",
            "The yield answers were revealed: Bob chose to yield Tokyo.",
            "Bob yielded Tokyo City.",
            "Alice entered Tokyo City.",
            "Alice gained 1 VP (entering Tokyo).",
        ]
    );
}

#[test]
fn a_purchase_names_the_card_and_its_price_and_the_card_revealed_after_it() {
    let mut state = given()
        .monsters(2)
        .energy(0, 6)
        .market(["jets", "energize", "tank"])
        .buying()
        .build();
    let next = state.deck[0].card.clone();
    let lines = log_when(&mut state, 0, buy(0), Viewer::Spectator);
    let next = super::super::data::power_card(&next)
        .unwrap()
        .name_en
        .clone();
    assert_eq!(
        lines,
        vec![
            "Alice bought Jets for 5 ⚡.".to_owned(),
            format!("{next} was revealed in the market."),
        ]
    );
}

#[test]
fn the_last_monster_standing_wins_and_the_log_gives_the_ranking() {
    let mut state = given()
        .monsters(2)
        .in_city(1)
        .health(1, 2)
        .vp(0, 7)
        .vp(1, 9)
        .dice([S, S, S, N1, N1, N2])
        .build();
    let lines = log_when(&mut state, 0, stop(), seat_view(1));
    assert_eq!(
        lines,
        vec![
            "Alice resolved ⚀⚀⚁✊✊✊.",
            "Alice attacked Bob with 3 ✊.",
            "Bob lost 2 ♥ (Smash from Alice).",
            "Bob was eliminated.",
            "Alice entered Tokyo City.",
            "Alice gained 1 VP (entering Tokyo).",
        ]
    );
    let lines = log_when(&mut state, 0, end_turn(), seat_view(1));
    assert_eq!(
        lines,
        vec![
            "Alice ended turn 1.",
            "The game ended: Alice won as the last monster standing. \
             Ranking: 1. Alice (8 VP), 2. Bob (9 VP).",
        ]
    );
}

/// The case: Evolutions drawn are named for the seat that drew them only.
#[test]
fn drawn_evolutions_are_named_for_their_owner_and_counted_for_everyone_else() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_deck(0, &["alien_scourge", "anger_batteries", "exotic_arms"])
        .dice([H, H, H, N2, N2, N1])
        .build();
    let before = state.clone();
    let events = stop_and_resolve(&mut state, 0);
    let drawn = |viewer| {
        read(&before, &events, viewer)
            .into_iter()
            .find(|line| line.starts_with("Alice drew"))
            .expect("a line for the draw")
    };
    assert_eq!(
        drawn(seat_view(0)),
        "Alice drew the Evolutions Alien Scourge and Anger Batteries."
    );
    assert_eq!(drawn(seat_view(1)), "Alice drew 2 Evolution cards.");
    assert_eq!(drawn(Viewer::Spectator), "Alice drew 2 Evolution cards.");

    let keep = Command::KeepEvolution(CardRef {
        card: evolution("anger_batteries").instance,
    });
    let before = state.clone();
    let events = when(&mut state, 0, keep);
    assert_eq!(
        read(&before, &events, seat_view(0)),
        vec!["Alice kept Anger Batteries and discarded Alien Scourge face down."]
    );
    assert_eq!(
        read(&before, &events, seat_view(1)),
        vec!["Alice kept one Evolution and discarded the other face down."]
    );
}

#[test]
fn an_evolution_played_from_the_hand_is_public_and_named_for_everyone() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "mega_purr")
        .build();
    let purr = play(&state, 1, "mega_purr");
    let lines = log_when(&mut state, 1, purr, seat_view(0));
    assert_eq!(lines[0], "Bob played the Temporary Evolution Mega Purr.");
}

/// The check the playout harness runs over every log line can fail: a line naming the
/// Evolution in another seat's hand is a leak for every other viewer, not for the owner.
#[test]
fn the_leak_check_catches_a_line_naming_another_seats_hidden_evolution() {
    let state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "mega_purr")
        .build();
    let line = Value::String("Player 1 drew Mega Purr.".into());
    assert_eq!(
        KingOfTokyo::leak(&state, seat_view(0), &line),
        Some("seat 1's hidden Evolution Mega Purr".to_owned())
    );
    assert!(KingOfTokyo::leak(&state, Viewer::Spectator, &line).is_some());
    assert_eq!(KingOfTokyo::leak(&state, seat_view(1), &line), None);
    // A name only inside a longer card name is not that card.
    assert_eq!(
        log_leak(&state, seat_view(0), "Player 1 drew Mega Purrs."),
        None
    );
}

#[test]
fn the_leak_check_catches_a_secret_yield_answer_but_not_the_question() {
    let mut state = given()
        .monsters(3)
        .in_city(1)
        .dice([S, S, N1, N1, N2, N2])
        .build();
    when(&mut state, 0, stop());
    // Bob has not answered: nothing to leak yet.
    let answer = "Player 1 chose to stay in Tokyo.";
    assert_eq!(log_leak(&state, seat_view(0), answer), None);
    state.pending.pending_yields[0].yields = Some(false);
    assert_eq!(
        log_leak(&state, seat_view(0), answer),
        Some("seat 1's secret yield answer".to_owned())
    );
    assert_eq!(log_leak(&state, seat_view(1), answer), None);
}
