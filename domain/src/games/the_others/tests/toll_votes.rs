//! The heroes' tolls as a vote of every hero seat (G-29, G-34): the same vote from all
//! settles the toll, a disagreement hands it to the SIN.

use super::*;
use crate::engine::PromptScope;
use crate::engine::testing::assert_legal_commands_exact;
use crate::games::the_others::rules::candidates;

fn toll(heroes: &[&str]) -> Command {
    Command::PayToll(Toll {
        heroes: heroes.iter().map(|h| (*h).to_owned()).collect(),
    })
}

fn refuse() -> Command {
    Command::RefuseToll(YES)
}

/// Three seats (two hero seats, four heroes): Leah alone in main 3, the others together
/// in main 1; the SIN plays `card` at the start of Leah's turn.
fn voting(sin: &str, card: &str) -> State {
    let mut s = given(3)
        .clear_board()
        .sin(sin)
        .sin_hand(&[card])
        .hero_at("leah", "main_3")
        .hero_at("thorley", "main_1")
        .hero_at("rose", "main_1")
        .hero_at("rocco", "main_1")
        .build();
    let leah = s.hero("leah").unwrap().seat.unwrap().0;
    when(
        &mut s,
        leah,
        Command::TakeTurn(TakeTurn {
            pay: TurnPayment::TurnToken,
        }),
    );
    when(
        &mut s,
        0,
        Command::PlaySinCard(CardChoice {
            card: card.to_owned(),
        }),
    );
    s
}

fn answered(events: &[Event]) -> Option<&TollAnswered> {
    events.iter().find_map(|e| match e {
        Event::TollAnswered(t) => Some(t),
        _ => None,
    })
}

fn prompted(s: &State) -> Vec<(Seat, String, PromptScope)> {
    TheOthers::prompts(s)
        .into_iter()
        .map(|p| (p.seat, p.kind, p.scope))
        .collect()
}

#[test]
fn every_hero_seat_votes_and_the_same_spread_in_any_order_settles_the_toll() {
    let mut s = voting("pride", "pride_curse_of_ego");
    assert_eq!(
        prompted(&s),
        vec![
            (Seat(1), "PAY_TOLL".to_owned(), PromptScope::AllOfTeam),
            (Seat(2), "PAY_TOLL".to_owned(), PromptScope::AllOfTeam),
        ]
    );
    assert!(TheOthers::legal_commands(&s, Seat(0)).is_empty());
    let events = when(&mut s, 1, toll(&["thorley", "leah", "rose", "rocco"]));
    assert_eq!(
        events,
        vec![Event::TollProposed(TollProposed {
            seat: Seat(1),
            effect: "curse_of_ego".into(),
            paid: true,
            heroes: vec![
                "leah".into(),
                "thorley".into(),
                "rose".into(),
                "rocco".into()
            ],
        })]
    );
    assert_eq!(
        prompted(&s),
        vec![(Seat(2), "PAY_TOLL".to_owned(), PromptScope::AllOfTeam)]
    );
    let events = when(&mut s, 2, toll(&["rocco", "rose", "thorley", "leah"]));
    let t = answered(&events).expect("the toll is answered");
    assert!(t.paid && !t.by_sin);
    for hero in ["leah", "thorley", "rose", "rocco"] {
        assert_eq!(s.hero(hero).unwrap().corruption, 2, "{hero}");
    }
    assert_eq!(s.card_owed, None);
}

#[test]
fn a_seat_may_change_its_vote_until_all_have_voted() {
    let mut s = voting("pride", "pride_curse_of_ego");
    when(&mut s, 1, refuse());
    when(&mut s, 1, toll(&["leah", "leah", "leah", "leah"]));
    let events = when(&mut s, 2, toll(&["leah", "leah", "leah", "leah"]));
    assert!(answered(&events).is_some_and(|t| t.paid));
}

#[test]
fn disagreeing_votes_hand_the_toll_to_the_sin() {
    let mut s = voting("pride", "pride_curse_of_ego");
    when(&mut s, 1, refuse());
    let events = when(&mut s, 2, toll(&["leah", "leah", "rose", "rose"]));
    assert_eq!(answered(&events), None);
    assert_eq!(
        prompted(&s),
        vec![(Seat(0), "PAY_TOLL".to_owned(), PromptScope::Alone)]
    );
    assert!(TheOthers::legal_commands(&s, Seat(1)).is_empty());
    assert_eq!(refused(&s, 2, refuse()).code, "ALREADY_DECIDED");
    for seat in Seat::all(3) {
        let mut extra = candidates(&s, seat);
        extra.extend([toll(&["leah"]), refuse()]);
        assert_legal_commands_exact::<TheOthers>(&s, seat, &extra);
    }
    let (hand, reactions) = (s.sin_side.hand.len(), s.sin_side.reactions_active);
    let events = when(&mut s, 0, refuse());
    let t = answered(&events).expect("the SIN decided");
    assert!(!t.paid && t.by_sin);
    // CURSE OF EGO refused: 1 card, 1 reaction token for Leah, the one isolated hero.
    assert_eq!(s.sin_side.hand.len(), hand + 1);
    assert_eq!(s.sin_side.reactions_active, reactions + 1);
}

#[test]
fn the_sin_may_also_make_the_heroes_pay_when_they_disagree() {
    let mut s = voting("sloth", "sloth_curse_of_the_crawl");
    when(&mut s, 1, refuse());
    when(&mut s, 2, toll(&["rose", "rose", "rose"]));
    let events = when(&mut s, 0, toll(&["leah", "leah", "leah"]));
    let t = answered(&events).expect("the SIN decided");
    assert!(t.paid && t.by_sin);
    assert_eq!(damage_to(&events, "leah"), 3);
}

#[test]
fn the_votes_are_listed_exactly_while_open() {
    let mut s = voting("pride", "pride_curse_of_ego");
    when(&mut s, 1, refuse());
    for seat in Seat::all(3) {
        let mut extra = candidates(&s, seat);
        extra.extend([toll(&["leah"]), refuse(), Command::EndTurn(YES)]);
        assert_legal_commands_exact::<TheOthers>(&s, seat, &extra);
    }
    // Seat 1 may still change its vote; the SIN waits.
    assert!(!TheOthers::legal_commands(&s, Seat(1)).is_empty());
    assert!(TheOthers::legal_commands(&s, Seat(0)).is_empty());
}
