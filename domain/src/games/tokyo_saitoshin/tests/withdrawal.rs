//! The players' own split of a withdrawal's damage (spec 5.12 step 4, G-24): the seat that
//! withdrew assigns it one point at a time, another seat's PC takes no more than its even
//! share, and a split that can go only one way is applied at once.

use super::super::TokyoSaitoshin;
use super::super::state::{Share, WithdrawalSplit};
use super::super::vocabulary::{Deck, Pc, Place};
use super::*;
use crate::engine::Game;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// The Procurer and the Engineer exploring the Site, two cards left face down (4 damage).
fn exploring(seats: usize) -> State {
    let mut state = given(seats)
        .empty_market()
        .at(Pc::Procurer, Place::Site)
        .at(Pc::Engineer, Place::Site)
        .damage(Pc::Procurer, 1, false)
        .build();
    state.decks.insert(Deck::Site, Vec::new());
    state.encounter = vec!["X-05".into(), "X-06".into()];
    state.site.exploring = true;
    state
}

fn withdraw() -> Command {
    Command::Withdraw(cmd::Withdraw { pc: Pc::Procurer })
}

fn assign(pc: Pc) -> Command {
    Command::AssignWithdrawalDamage(cmd::AssignWithdrawalDamage { pc })
}

fn taken(events: &[Event]) -> Vec<(Pc, u32)> {
    find(events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, amount, .. }) => Some((*pc, *amount)),
        _ => None,
    })
}

#[test]
fn a_seat_running_every_participant_splits_the_damage_as_it_likes() {
    let mut state = exploring(1);
    let events = when(&mut state, 0, withdraw());
    assert_eq!(
        events,
        vec![Event::WithdrawalSplitAsked(ev::WithdrawalSplitAsked {
            seat: crate::engine::Seat(0),
            owed: 4,
            shares: vec![
                Share {
                    pc: Pc::Procurer,
                    n: 0,
                    cap: 4
                },
                Share {
                    pc: Pc::Engineer,
                    n: 0,
                    cap: 5
                },
            ],
        })]
    );
    let prompts = TokyoSaitoshin::prompts(&state);
    assert_eq!(prompts[0].kind, "SPLIT_WITHDRAWAL_DAMAGE");
    assert_eq!(
        legal(&state, 0),
        vec![assign(Pc::Procurer), assign(Pc::Engineer)]
    );
    assert_eq!(refused(&state, 0, withdraw()).code, "WRONG_PHASE");
    let mut events = Vec::new();
    for pc in [Pc::Engineer, Pc::Engineer, Pc::Engineer, Pc::Procurer] {
        events.extend(when(&mut state, 0, assign(pc)));
    }
    assert_eq!(taken(&events), [(Pc::Procurer, 1), (Pc::Engineer, 3)]);
    assert!(has(&events, |e| matches!(e, Event::Withdrew(_))));
    assert!(state.site.split.is_none() && !state.site.exploring);
}

#[test]
fn another_seats_pc_takes_no_more_than_its_even_share() {
    let mut state = exploring(2);
    when(&mut state, 0, withdraw());
    assert_eq!(
        refused(&state, 1, assign(Pc::Engineer)).code,
        "NOT_YOUR_DECISION"
    );
    // The Procurer's seat takes all 4 on its own PC.
    let mut events = Vec::new();
    for _ in 0..4 {
        events.extend(when(&mut state, 0, assign(Pc::Procurer)));
    }
    assert_eq!(taken(&events), [(Pc::Procurer, 4)]);
    // A share at its cap is refused, and not offered.
    let mut full = exploring(2);
    full.site.split = Some(WithdrawalSplit {
        seat: crate::engine::Seat(0),
        owed: 2,
        shares: vec![
            Share {
                pc: Pc::Procurer,
                n: 0,
                cap: 4,
            },
            Share {
                pc: Pc::Engineer,
                n: 2,
                cap: 2,
            },
        ],
    });
    assert_eq!(refused(&full, 0, assign(Pc::Engineer)).code, "SHARE_FULL");
    assert_eq!(legal(&full, 0), vec![assign(Pc::Procurer)]);
}

#[test]
fn a_split_that_can_go_only_one_way_is_dealt_at_once() {
    // The Procurer is down: nothing may go to it, so all 4 go to the Engineer (its even
    // share), with no question.
    let mut state = exploring(2);
    state.pc_mut(Pc::Procurer).unwrap().damage = 5;
    state.pc_mut(Pc::Procurer).unwrap().down = true;
    let events = when(&mut state, 0, withdraw());
    assert!(!has(&events, |e| matches!(
        e,
        Event::WithdrawalSplitAsked(_)
    )));
    assert_eq!(taken(&events), [(Pc::Engineer, 4)]);
}
