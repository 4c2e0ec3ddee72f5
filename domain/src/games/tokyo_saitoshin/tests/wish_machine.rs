//! SC07-RT, the scenario card of The Wish Machine that lives in the trouble deck: where it
//! goes when drawn, `move_scenario_card` (EX-42, FAQ Q40) and its move at the end of the PC
//! action phase; progress tokens on cards, which travel with them (`add_card_progress`,
//! EX-39, FAQ Q37).

use super::super::TokyoSaitoshin;
use super::super::effect::Op;
use super::super::primitives::Ctx;
use super::super::state::slot_area;
use super::super::vocabulary::{Area, Deck, Pc, Place};
use super::*;
use crate::engine::{Confirm, Game};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

const RT: &str = "SC07-RT";

fn wish_machine() -> Given {
    let mut table = given_with(
        &super::super::Options {
            scenario: "07".into(),
            ..Default::default()
        },
        2,
    );
    // Its setup shuffled SC07-RT into the trouble deck: the tests put it where they need it.
    let s = &mut table.state;
    s.scenario_set_aside.clear();
    s.scenario_revealed.retain(|c| c != RT);
    for pile in s.decks.values_mut().chain(s.discards.values_mut()) {
        pile.retain(|c| c != RT);
    }
    table.empty_market()
}

fn moves(events: &[Event]) -> Vec<(usize, usize)> {
    find(events, |e| match e {
        Event::ScenarioCardMoved(ev::ScenarioCardMoved { card, from, slot }) if card == RT => {
            Some((*from, *slot))
        }
        _ => None,
    })
}

fn placed(events: &[Event]) -> Vec<usize> {
    find(events, |e| match e {
        Event::ScenarioCardPlaced(ev::ScenarioCardPlaced { card, slot }) if card == RT => {
            Some(*slot)
        }
        _ => None,
    })
}

/// The Procurer draws SC07-RT from the top of the trouble deck; the events of the draw and
/// of the automatic procedure after it.
fn drawn(table: &State) -> Vec<Event> {
    let mut state = table.clone();
    state
        .decks
        .get_mut(&Deck::Trouble)
        .unwrap()
        .push(RT.to_owned());
    let (mut events, state) = run_ops(
        &state,
        &Ctx::of("test").by(Pc::Procurer),
        &[Op::DrawTrouble],
    );
    events.extend(advanced(&state).0);
    events
}

#[test]
fn drawn_from_the_trouble_deck_it_goes_to_its_drawers_area_with_no_choice() {
    let table = wish_machine()
        .at(Pc::Procurer, Place::Area(Area::Shibuya))
        .slot(3, &["T-08"])
        .build();
    let events = drawn(&table);
    assert_eq!(
        placed(&events),
        vec![4],
        "the leftmost slot without a trouble"
    );
    assert!(!has(&events, |e| matches!(e, Event::TroublePlaced(_))));
}

#[test]
fn drawn_into_an_area_of_scenario_cards_it_goes_to_an_adjacent_area() {
    let table = wish_machine()
        .at(Pc::Procurer, Place::Area(Area::Shibuya))
        .slot(3, &["SC07-01"])
        .slot(4, &["SC07-02"])
        .slot(5, &["SC07-05"])
        .build();
    let events = drawn(&table);
    let slots = placed(&events);
    assert_eq!(slots.len(), 1);
    assert!(
        table
            .content
            .adjacent(Area::Shibuya)
            .contains(&slot_area(slots[0])),
        "{slots:?}"
    );
}

#[test]
fn drawn_into_full_areas_it_lies_on_a_trouble_card_of_its_drawers_area() {
    let table = wish_machine()
        .at(Pc::Procurer, Place::Area(Area::Shibuya))
        .full_of_troubles(Area::Shibuya, 8)
        .build();
    assert_eq!(placed(&drawn(&table)), vec![3]);
}

#[test]
fn it_moves_clockwise_to_the_slot_faq_q40_gives() {
    // EX-42 (a): Shinagawa to Shibuya, past a trouble card to a slot with a market card.
    let s = wish_machine()
        .slot(0, &[RT])
        .slot(3, &["T-08"])
        .slot(4, &["W-01"])
        .build();
    let (events, after) = run_ops(&s, &Ctx::of(RT), &[Op::MoveScenarioCard { to: None }]);
    assert_eq!(moves(&events), vec![(0, 4)]);
    assert!(after.slots[0].stack.is_empty());
    assert_eq!(after.slots[4].stack, ["W-01", RT]);
    // Akiba wraps round to Shinagawa.
    let s = wish_machine().slot(10, &[RT]).build();
    let (events, _) = run_ops(&s, &Ctx::of(RT), &[Op::MoveScenarioCard { to: None }]);
    assert_eq!(moves(&events), vec![(10, 0)]);
}

#[test]
fn into_an_area_full_of_troubles_it_lies_on_one_and_uncovers_the_card_it_left() {
    // EX-42 (b): every slot of Shibuya holds a trouble card.
    let s = wish_machine()
        .slot(0, &["T-01", RT])
        .full_of_troubles(Area::Shibuya, 8)
        .build();
    let (events, after) = run_ops(&s, &Ctx::of(RT), &[Op::MoveScenarioCard { to: None }]);
    assert_eq!(moves(&events), vec![(0, 3)]);
    assert_eq!(after.slots[0].top().map(String::as_str), Some("T-01"));
    assert_eq!(after.slots[3].stack, ["T-08", RT]);
}

#[test]
fn into_an_area_of_scenario_cards_it_does_not_move() {
    // EX-42 (c).
    let s = wish_machine()
        .slot(0, &[RT])
        .slot(3, &["SC07-01"])
        .slot(4, &["SC07-02"])
        .slot(5, &["SC07-05"])
        .build();
    let (events, after) = run_ops(&s, &Ctx::of(RT), &[Op::MoveScenarioCard { to: None }]);
    assert!(events.is_empty(), "{events:?}");
    assert_eq!(after.slots[0].stack, [RT]);
}

#[test]
fn a_named_area_is_reached_in_one_move_and_a_card_off_the_mat_stays() {
    let s = wish_machine().slot(0, &[RT]).build();
    let to = Op::MoveScenarioCard {
        to: Some(Area::Shinjuku),
    };
    let (events, _) = run_ops(&s, &Ctx::of(RT), std::slice::from_ref(&to));
    assert_eq!(moves(&events), vec![(0, 6)]);
    let off = wish_machine().build();
    let (events, _) = run_ops(&off, &Ctx::of(RT), std::slice::from_ref(&to));
    assert!(events.is_empty(), "{events:?}");
    // Only a scenario card moves by this text.
    let (events, _) = run_ops(&s, &Ctx::of("T-08"), &[to]);
    assert!(events.is_empty(), "{events:?}");
}

#[test]
fn at_the_phase_end_it_strikes_its_area_and_moves_once() {
    // Shibuya is processed after Shinagawa: the card that moved there is not processed
    // again (spec 5.15.4 speaks of newly placed cards), so the Engineer takes nothing.
    let mut state = wish_machine()
        .slot(0, &[RT])
        .at(Pc::Procurer, Place::Area(Area::Shinagawa))
        .at(Pc::Engineer, Place::Area(Area::Shibuya))
        .hand(Pc::Procurer, &[])
        .hand(Pc::Engineer, &[])
        .build();
    let events = end_phase(&mut state);
    let struck = find(&events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, amount, .. }) => Some((*pc, *amount)),
        _ => None,
    });
    assert_eq!(struck, vec![(Pc::Procurer, 1)]);
    assert_eq!(moves(&events), vec![(0, 3)]);
    assert_eq!(state.slot_of(RT), Some(3));
}

fn with_progress(mut state: State, tokens: &[(usize, u32)]) -> State {
    for &(slot, n) in tokens {
        state.slots[slot].progress = n;
    }
    state
}

#[test]
fn add_card_progress_puts_tokens_on_its_own_card_on_the_mat() {
    let s = wish_machine().slot(0, &["T-01", RT]).build();
    let (events, after) = run_ops(&s, &Ctx::of(RT), &[Op::AddCardProgress { n: 2 }]);
    assert_eq!(
        events,
        vec![Event::CardProgressAdded(ev::CardProgressAdded {
            card: RT.into(),
            slot: 0,
            n: 2
        })]
    );
    assert_eq!(after.slots[0].progress, 2);
    // A covered card, or one off the mat, takes none.
    let (events, _) = run_ops(&s, &Ctx::of("T-01"), &[Op::AddCardProgress { n: 2 }]);
    assert!(events.is_empty(), "{events:?}");
    let (events, _) = run_ops(&s, &Ctx::of("SC07-05"), &[Op::AddCardProgress { n: 2 }]);
    assert!(
        matches!(events[..], [Event::EffectSkipped(_)]),
        "{events:?}"
    );
}

#[test]
fn ex39_progress_tokens_travel_with_their_card_and_go_to_its_resolver() {
    // EX-39 / FAQ Q37: K carries 2 tokens onto a slot holding 1; its resolver gains all 3.
    let table = wish_machine()
        .slot(0, &[RT])
        .at(Pc::Procurer, Place::Area(Area::Shibuya))
        .ap(Pc::Procurer, 4)
        .hand(Pc::Procurer, &[])
        .build();
    let table = with_progress(table, &[(0, 2), (3, 1)]);
    let (_, mut state) = run_ops(&table, &Ctx::of(RT), &[Op::MoveScenarioCard { to: None }]);
    assert_eq!((state.slots[0].progress, state.slots[3].progress), (0, 3));
    // Empathy 2 and four AP tokens against SC07-RT's 6.
    when(
        &mut state,
        0,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 3,
        }),
    );
    let mut events = Vec::new();
    for _ in 0..4 {
        events.extend(when(&mut state, 0, Command::PayApToken(Confirm::Yes)));
    }
    assert!(has(&events, |e| *e
        == Event::CardProgressTaken(ev::CardProgressTaken {
            pc: Pc::Procurer,
            slot: 3,
            n: 3
        })));
    assert_eq!(state.pc(Pc::Procurer).unwrap().progress, 3);
    assert_eq!(state.slots[3].progress, 0);
}

#[test]
fn ex39_a_card_that_leaves_the_mat_otherwise_leaves_its_tokens_in_the_slot() {
    // EX-39, given instead: the tokens stay where they lay, for the next card there.
    let mut state = with_progress(wish_machine().slot(0, &[RT]).build(), &[(0, 2)]);
    TokyoSaitoshin::evolve(
        &mut state,
        &Event::ScenarioCardDiscarded(ev::ScenarioCardDiscarded { card: RT.into() }),
    );
    assert!(state.slots[0].stack.is_empty());
    assert_eq!(state.slots[0].progress, 2);
}
