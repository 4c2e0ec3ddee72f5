//! `give_hand_cards` (the Procurer's support skill 融通) and the `giveHandCards` decision.

use super::super::TokyoSaitoshin;
use super::super::state::{Giving, SkillSource};
use super::super::vocabulary::{Area, Pc, Place, SkillSlot};
use super::*;
use crate::engine::{Game, Seat, Viewer};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// The Procurer (seat 0, support skill unsealed) and the Engineer (seat 1) in Shinagawa.
fn table() -> State {
    let mut state = given(2)
        .at(Pc::Engineer, Place::Area(Area::Shinagawa))
        .hand(Pc::Procurer, &["W-01", "PS-01", "W-05"])
        .hand(Pc::Engineer, &["ES-01"])
        .bots_exhausted()
        .build();
    state.pc_mut(Pc::Procurer).unwrap().skills[SkillSlot::Support.index()].sealed = false;
    state
}

fn support() -> Command {
    Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: super::super::command::Source::Skill(SkillSource {
            slot: SkillSlot::Support,
        }),
        target: None,
        discard: vec![],
    })
}

fn give(to: Pc, cards: &[&str]) -> Command {
    Command::GiveHandCards(cmd::GiveHandCards {
        pc: Pc::Procurer,
        to,
        cards: cards.iter().map(|c| c.to_string()).collect(),
    })
}

fn hand(state: &State, pc: Pc) -> Vec<String> {
    let mut h = state.pc(pc).unwrap().hand.clone();
    h.sort();
    h
}

#[test]
fn the_procurers_support_gives_a_hand_card_to_a_pc_of_its_area() {
    let mut state = table();
    let events = when(&mut state, 0, support());
    assert!(events.contains(&Event::GiveAsked(ev::GiveAsked {
        pc: Pc::Procurer,
        n: 1
    })));
    assert!(events.contains(&Event::ApGained(ev::ApGained {
        pc: Pc::Procurer,
        n: 1
    })));
    assert_eq!(
        state.giving,
        Some(Giving {
            pc: Pc::Procurer,
            n: 1
        })
    );
    assert_eq!(TokyoSaitoshin::prompts(&state)[0].kind, "GIVE_HAND_CARDS");
    // Starters stay: two ways to give, both to the Engineer.
    assert_eq!(
        legal(&state, 0),
        [give(Pc::Engineer, &["W-01"]), give(Pc::Engineer, &["W-05"])]
    );
    let events = when(&mut state, 0, give(Pc::Engineer, &["W-05"]));
    assert_eq!(
        events,
        [Event::HandCardsGiven(ev::HandCardsGiven {
            pc: Pc::Procurer,
            seat: Seat(0),
            to: Pc::Engineer,
            to_seat: Seat(1),
            cards: vec!["W-05".into()],
            open: false,
        })]
    );
    assert_eq!(hand(&state, Pc::Procurer), ["PS-01", "W-01"]);
    assert_eq!(hand(&state, Pc::Engineer), ["ES-01", "W-05"]);
    assert_eq!(state.giving, None);
    assert_eq!(TokyoSaitoshin::prompts(&state)[0].kind, "ACT_OR_END");
}

#[test]
fn a_give_is_refused_with_a_stable_code_when_it_breaks_a_rule() {
    let mut state = table();
    when(&mut state, 0, support());
    let code = |c| refused(&state, 0, c).code;
    assert_eq!(code(give(Pc::Engineer, &["PS-01"])), "STARTER_NOT_GIVEN");
    assert_eq!(code(give(Pc::Engineer, &["W-09"])), "NOT_IN_HAND");
    assert_eq!(code(give(Pc::Engineer, &["W-01", "W-01"])), "NOT_IN_HAND");
    assert_eq!(code(give(Pc::Engineer, &["W-01", "W-05"])), "WRONG_COUNT");
    assert_eq!(code(give(Pc::Engineer, &[])), "WRONG_COUNT");
    assert_eq!(code(give(Pc::Procurer, &["W-01"])), "NOT_IN_THE_SAME_AREA");
    assert_eq!(code(give(Pc::Gangster, &["W-01"])), "NOT_IN_THE_SAME_AREA");
    assert_eq!(
        refused(&state, 1, give(Pc::Engineer, &["W-01"])).code,
        "NOT_YOUR_DECISION"
    );
    // Nothing else is done while the give waits.
    let end = Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Engineer });
    assert_eq!(refused(&state, 1, end).code, "WRONG_PHASE");
    // And no give is asked for outside it.
    let fresh = table();
    assert_eq!(
        refused(&fresh, 0, give(Pc::Engineer, &["W-01"])).code,
        "WRONG_PHASE"
    );
}

#[test]
fn with_nobody_in_its_area_the_procurer_gives_nothing_and_still_gains_ap() {
    let mut state = given(2)
        .hand(Pc::Procurer, &["W-01"])
        .bots_exhausted()
        .build();
    state.pc_mut(Pc::Procurer).unwrap().skills[SkillSlot::Support.index()].sealed = false;
    let events = when(&mut state, 0, support());
    assert!(!has(&events, |e| matches!(e, Event::GiveAsked(_))));
    assert!(has(&events, |e| matches!(e, Event::ApGained(_))));
    assert_eq!(state.giving, None);
    // Only starters in hand: nothing to give either.
    let mut state = table();
    state.pc_mut(Pc::Procurer).unwrap().hand = vec!["PS-01".into()];
    let events = when(&mut state, 0, support());
    assert!(!has(&events, |e| matches!(e, Event::GiveAsked(_))));
}

#[test]
fn a_give_that_can_no_longer_be_made_lapses() {
    let mut state = table();
    state.giving = Some(Giving {
        pc: Pc::Procurer,
        n: 1,
    });
    state.pc_mut(Pc::Engineer).unwrap().place = Place::Area(Area::Akiba);
    let (events, after) = advanced(&state);
    assert_eq!(
        events[0],
        Event::GiveLapsed(ev::GiveLapsed { pc: Pc::Procurer })
    );
    assert_eq!(after.giving, None);
}

#[test]
fn with_fewer_cards_than_asked_it_gives_all_it_may() {
    let mut state = table();
    state.giving = Some(Giving {
        pc: Pc::Procurer,
        n: 3,
    });
    assert_eq!(
        refused(&state, 0, give(Pc::Engineer, &["W-01"])).code,
        "WRONG_COUNT"
    );
    let events = when(&mut state, 0, give(Pc::Engineer, &["W-01", "W-05"]));
    assert!(matches!(&events[0], Event::HandCardsGiven(e) if e.cards.len() == 2));
    assert_eq!(hand(&state, Pc::Procurer), ["PS-01"]);
}

#[test]
fn only_the_receiving_seat_sees_the_cards_given() {
    let mut state = table();
    when(&mut state, 0, support());
    let view = TokyoSaitoshin::view(&state, Viewer::Spectator);
    assert_eq!(
        view.giving,
        Some(Giving {
            pc: Pc::Procurer,
            n: 1
        })
    );
    let events = when(&mut state, 0, give(Pc::Engineer, &["W-05"]));
    let shown =
        |viewer| serde_json::to_string(&TokyoSaitoshin::redact(&events[0], viewer)).unwrap();
    assert!(shown(Viewer::Seat(Seat(1))).contains("W-05"));
    assert!(!shown(Viewer::Seat(Seat(0))).contains("W-05"));
    assert!(!shown(Viewer::Spectator).contains("W-05"));
    // Hands are open: everyone sees them.
    let mut open = table();
    open.open_hands = true;
    when(&mut open, 0, support());
    let events = when(&mut open, 0, give(Pc::Engineer, &["W-05"]));
    let spectator =
        serde_json::to_string(&TokyoSaitoshin::redact(&events[0], Viewer::Spectator)).unwrap();
    assert!(spectator.contains("W-05"));
}
