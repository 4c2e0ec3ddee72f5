//! The game log (`Game::describe`): the main events in words, and a draw read two ways
//! (the player who drew sees the cards, another does not). The leak check that the playout
//! harness runs over every line is shown to catch a card of another player's hand.

use serde_json::Value;

use super::examples::{attacker, dealt, rolled};
use super::*;
use crate::engine::harness::PlayoutSubject;
use crate::engine::{Game, Viewer};
use crate::games::brave_architect::BraveArchitect;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::playout::log_leak;
use crate::games::brave_architect::state::State;
use crate::games::brave_architect::vocabulary::Stat;

fn names() -> Vec<String> {
    ["Alice", "Bob", "Carol"].map(String::from).to_vec()
}

fn read(before: &State, events: &[Event], viewer: Viewer) -> Vec<String> {
    crate::engine::testing::log_lines::<BraveArchitect>(before, events, viewer, &names())
}

#[test]
fn an_attack_reads_as_the_card_the_roll_the_hit_and_the_damage() {
    let card = attack_card("blade", &[Stat::Accuracy], 1, 2, &[(3, None, 6, &[])]);
    let mut state = attacker(card).party(4, "iron_scale", 30).build();
    let before = state.clone();
    let events = when_rolling(&mut state, 0, attack_with("blade", &[4]), &[3, 3]);
    let lines = read(&before, &events, Viewer::Spectator);
    let total = rolled(&events).total;
    let d = dealt(&events)[0];
    let party = state.content.party("iron_scale").unwrap().name.clone();
    assert_eq!(lines[0], "Alice made an attack with blade on position 4.");
    assert_eq!(
        lines[1],
        format!("Alice rolled 3 + 3 for a total of {total}.")
    );
    assert_eq!(lines[2], "Alice's attack hit (row 1).");
    assert_eq!(
        lines[3],
        format!(
            "Alice dealt {} damage ({} after {} defence, 0 fixed) to {party} at position 4, \
             which has {} HP left.",
            d.normal, d.normal, d.defence, d.hp_after
        )
    );
}

#[test]
fn drawn_cards_are_named_for_the_player_who_drew_them_alone() {
    let state = given(2).build();
    let card = state.content.cards().next().unwrap();
    let drawn = Event::CardsDrawn(CardsDrawn {
        seat: seat(0),
        count: 1,
        cards: Some(vec![card.id.clone()]),
    });
    let read_as = |viewer| {
        BraveArchitect::describe(&state, &BraveArchitect::redact(&drawn, viewer), &names()).unwrap()
    };
    assert_eq!(
        read_as(Viewer::Seat(seat(0))),
        format!("Alice drew {}.", card.name)
    );
    assert_eq!(read_as(Viewer::Seat(seat(1))), "Alice drew 1 card.");
    assert_eq!(read_as(Viewer::Spectator), "Alice drew 1 card.");
}

#[test]
fn the_end_says_whether_the_party_won_or_who_is_down() {
    let state = given(2).build();
    let won = Event::GameWon(GameWon { round: 4 });
    let lost = Event::GameLost(GameLost {
        down: vec![seat(0), seat(1)],
    });
    assert_eq!(
        BraveArchitect::describe(&state, &won, &names()).as_deref(),
        Some("The enemy core fell in round 4: the party won.")
    );
    assert_eq!(
        BraveArchitect::describe(&state, &lost, &names()).as_deref(),
        Some("Alice and Bob are down: the party lost.")
    );
}

/// The check the playout harness runs over every log line can fail: another player's draw
/// naming a card now in that player's hand is a leak; for its owner it is not.
#[test]
fn the_leak_check_catches_a_draw_line_naming_a_card_of_another_players_hand() {
    let mut state = given(2).build();
    let card = state.content.cards().next().unwrap().clone();
    state.players[1].hand = vec![card.id.clone()];
    let line = Value::String(format!("Player 1 drew {}.", card.name));
    assert_eq!(
        BraveArchitect::leak(&state, Viewer::Seat(seat(0)), &line),
        Some(format!("seat 1's card {} in hand", card.name))
    );
    assert_eq!(
        BraveArchitect::leak(&state, Viewer::Seat(seat(1)), &line),
        None
    );
    assert_eq!(
        log_leak(&state, Viewer::Spectator, "Player 1 drew 1 card."),
        None
    );
}
