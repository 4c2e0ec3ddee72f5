//! Hand exchange (spec 5.13).

use super::super::TokyoSaitoshin;
use super::super::vocabulary::{Area, Pc, Place};
use super::*;
use crate::engine::{Game, Seat, Viewer};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// The Procurer (seat 0) and the Engineer (seat 1) both in Shinagawa.
fn table() -> State {
    given(2)
        .at(Pc::Engineer, Place::Area(Area::Shinagawa))
        .hand(Pc::Procurer, &["W-01", "W-05", "PS-01"])
        .hand(Pc::Engineer, &["W-09", "W-13", "ES-01"])
        .build()
}

fn offer(cards: &[&str]) -> Command {
    Command::OfferExchange(cmd::OfferExchange {
        pc: Pc::Procurer,
        other: Pc::Engineer,
        cards: cards.iter().map(|c| c.to_string()).collect(),
    })
}

fn answer(cards: &[&str]) -> Command {
    Command::AnswerExchange(cmd::AnswerExchange {
        pc: Pc::Engineer,
        cards: cards.iter().map(|c| c.to_string()).collect(),
    })
}

fn hand(state: &State, pc: Pc) -> Vec<String> {
    let mut h = state.pc(pc).unwrap().hand.clone();
    h.sort();
    h
}

#[test]
fn two_pcs_of_one_area_swap_as_many_cards_each() {
    let mut state = table();
    when(&mut state, 0, offer(&["W-01", "W-05"]));
    assert_eq!(TokyoSaitoshin::prompts(&state)[0].kind, "ANSWER_EXCHANGE");
    assert_eq!(refused(&state, 1, answer(&["W-09"])).code, "WRONG_COUNT");
    let events = when(&mut state, 1, answer(&["W-09", "W-13"]));
    assert_eq!(
        events,
        [Event::HandsExchanged(ev::HandsExchanged {
            pc: Pc::Procurer,
            seat: Seat(0),
            other: Pc::Engineer,
            other_seat: Seat(1),
            given: vec!["W-01".into(), "W-05".into()],
            taken: vec!["W-09".into(), "W-13".into()],
            open: false,
        })]
    );
    assert_eq!(hand(&state, Pc::Procurer), ["PS-01", "W-09", "W-13"]);
    assert_eq!(hand(&state, Pc::Engineer), ["ES-01", "W-01", "W-05"]);
    assert!(state.exchange.is_none());
}

#[test]
fn starter_cards_are_never_exchanged() {
    let mut state = table();
    assert_eq!(
        refused(&state, 0, offer(&["PS-01"])).code,
        "STARTER_NOT_EXCHANGED"
    );
    when(&mut state, 0, offer(&["W-01"]));
    assert_eq!(
        refused(&state, 1, answer(&["ES-01"])).code,
        "STARTER_NOT_EXCHANGED"
    );
}

#[test]
fn the_other_pc_must_stand_in_the_same_area() {
    let state = Given { state: table() }
        .at(Pc::Engineer, Place::Area(Area::Shibuya))
        .build();
    assert_eq!(
        refused(&state, 0, offer(&["W-01"])).code,
        "NOT_IN_THE_SAME_AREA"
    );
}

#[test]
fn a_declined_offer_changes_nothing_and_nothing_else_is_done_while_it_waits() {
    let mut state = table();
    when(&mut state, 0, offer(&["W-01"]));
    let end = Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Procurer });
    assert_eq!(refused(&state, 0, end).code, "WRONG_PHASE");
    let events = when(&mut state, 1, answer(&[]));
    assert_eq!(
        events,
        [Event::ExchangeDeclined(ev::ExchangeDeclined {
            pc: Pc::Engineer
        })]
    );
    assert_eq!(hand(&state, Pc::Procurer), ["PS-01", "W-01", "W-05"]);
}

#[test]
fn each_seat_sees_only_the_cards_it_holds() {
    let mut state = table();
    let offered = when(&mut state, 0, offer(&["W-01"]));
    let for_other = TokyoSaitoshin::redact(&offered[0], Viewer::Seat(Seat(1)));
    assert!(!serde_json::to_string(&for_other).unwrap().contains("W-01"));
    let view = TokyoSaitoshin::view(&state, Viewer::Seat(Seat(1)));
    assert_eq!(view.exchange.unwrap().cards, ["?"]);
    let swapped = when(&mut state, 1, answer(&["W-09"]));
    let shown = |seat| {
        serde_json::to_string(&TokyoSaitoshin::redact(
            &swapped[0],
            Viewer::Seat(Seat(seat)),
        ))
        .unwrap()
    };
    assert!(shown(0).contains("W-09") && !shown(0).contains("W-01"));
    assert!(shown(1).contains("W-01") && !shown(1).contains("W-09"));
    let spectator =
        serde_json::to_string(&TokyoSaitoshin::redact(&swapped[0], Viewer::Spectator)).unwrap();
    assert!(!spectator.contains("W-01") && !spectator.contains("W-09"));
}
