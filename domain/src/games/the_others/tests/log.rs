//! The game log (`Game::describe`): the main events in words, and the SIN's secret cards
//! read two ways (the SIN sees them, a hero player does not). The leak check that the
//! playout harness runs over every line is shown to catch a card of the SIN's hand.

use serde_json::Value;

use super::super::playout::log_leak;
use super::*;
use crate::engine::harness::PlayoutSubject;

const FURY: &str = "sloth_abominable_fury";

/// Seat 0 plays the SIN, seat 1 the heroes.
fn names() -> Vec<String> {
    ["Alice", "Bob"].map(String::from).to_vec()
}

fn read(before: &State, events: &[Event], viewer: Viewer) -> Vec<String> {
    crate::engine::testing::log_lines::<TheOthers>(before, events, viewer, &names())
}

fn log_when(state: &mut State, s: u8, command: Command, viewer: Viewer) -> Vec<String> {
    let before = state.clone();
    let events = when(state, s, command);
    read(&before, &events, viewer)
}

/// Leah, alone with an abomination, on her turn; the SIN holds `hand`.
fn before_fight(hand: &[&str]) -> State {
    given(2)
        .clear_board()
        .sin("sloth")
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .sin_hand(hand)
        .turn("leah")
        .build()
}

#[test]
fn a_fight_names_the_hero_its_player_the_space_and_the_monsters() {
    let mut state = before_fight(&[]);
    let monster = monsters_at(&state, MonsterKind::Abomination, "main_3")[0];
    let lines = log_when(&mut state, 1, Command::StartFight(YES), Viewer::Spectator);
    assert_eq!(
        lines[0],
        format!("Leah (Bob) began a fight on main 3 against abomination #{monster}.")
    );
}

#[test]
fn a_sin_card_played_is_public_and_named_for_everyone() {
    let mut state = before_fight(&[FURY]);
    when(&mut state, 1, Command::StartFight(YES));
    let play = Command::PlaySinCard(CardChoice { card: FURY.into() });
    let lines = log_when(&mut state, 0, play, Viewer::Seat(seat(1)));
    assert_eq!(
        lines[0],
        "The SIN (Alice) played ABOMINABLE FURY against Leah (Bob)."
    );
}

#[test]
fn the_sins_drawn_cards_are_named_for_the_sin_alone() {
    let state = before_fight(&[]);
    let drawn = Event::SinCardsDrawn(SinCardsDrawn {
        seat: state.sin_seat,
        count: 1,
        cards: Some(vec![FURY.into()]),
        reshuffled: false,
    });
    let read_as =
        |viewer| TheOthers::describe(&state, &TheOthers::redact(&drawn, viewer), &names()).unwrap();
    assert_eq!(
        read_as(Viewer::Seat(seat(0))),
        "The SIN (Alice) drew ABOMINABLE FURY."
    );
    assert_eq!(
        read_as(Viewer::Seat(seat(1))),
        "The SIN (Alice) drew 1 SIN card."
    );
    assert_eq!(
        read_as(Viewer::Spectator),
        "The SIN (Alice) drew 1 SIN card."
    );
}

#[test]
fn the_end_says_which_side_won_and_why() {
    let state = before_fight(&[]);
    let ended = Event::GameEnded(GameEnded {
        winner: Winner::Sin,
        reason: "NO_RESERVE_HERO".into(),
    });
    assert_eq!(
        TheOthers::describe(&state, &ended, &names()).as_deref(),
        Some("The game ended: the SIN (Alice) won (a hero died with no hero left in reserve).")
    );
}

/// The check the playout harness runs over every log line can fail: a card of the SIN's
/// hand named in a line is a leak for the heroes and a spectator, not for the SIN.
#[test]
fn the_leak_check_catches_a_line_naming_a_card_of_the_sins_hand() {
    let state = before_fight(&[FURY]);
    let line = Value::String("The SIN (Player 0) holds ABOMINABLE FURY.".into());
    assert_eq!(
        TheOthers::leak(&state, Viewer::Seat(seat(1)), &line),
        Some("the secret ABOMINABLE FURY".to_owned())
    );
    assert!(TheOthers::leak(&state, Viewer::Spectator, &line).is_some());
    assert_eq!(TheOthers::leak(&state, Viewer::Seat(seat(0)), &line), None);
    assert_eq!(
        log_leak(
            &state,
            Viewer::Seat(seat(1)),
            "The SIN (Player 0) drew 1 SIN card."
        ),
        None
    );
}

/// A card played, discarded and drawn again from the reshuffled discard in one command is
/// in the hand, yet its play told the heroes nothing of the hand.
#[test]
fn the_play_of_a_card_drawn_again_is_no_leak() {
    let state = before_fight(&[FURY]);
    let played = Event::SinCardPlayed(SinCardPlayed {
        card: FURY.into(),
        hero: "leah".into(),
    });
    let shown = serde_json::to_value(&played).unwrap();
    assert_eq!(TheOthers::leak(&state, Viewer::Seat(seat(1)), &shown), None);
    let line = TheOthers::describe(&state, &played, &names()).unwrap();
    assert!(line.contains("ABOMINABLE FURY"), "{line}");
    assert_eq!(log_leak(&state, Viewer::Seat(seat(1)), &line), None);
    let drawn = Value::String("The SIN (Player 0) holds ABOMINABLE FURY.".into());
    assert!(log_leak(&state, Viewer::Seat(seat(1)), drawn.as_str().unwrap()).is_some());
}
