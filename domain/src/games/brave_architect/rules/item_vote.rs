//! Who takes which item (§5.20, G-20): the items turned up are settled one at a time, in
//! the order they came up. Every character not down proposes a taker among the seats still
//! owed an item that may take it; if they all agree it is settled, otherwise the fastest of
//! them ([速], then table order) decides (`engine::Agreement`). The settled seat then takes
//! it (choosing an equipment's data set). Nothing is asked when the items left are all the
//! same card (each taker just takes one), and an item only one seat may take goes to it.

use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::items::check_take;
use crate::engine::{RuleError, Seat};

/// The takers still owed an item who may take `item` (with some data set).
fn candidates_for(state: &State, item: &str) -> Vec<Seat> {
    let mut seats: Vec<Seat> = Vec::new();
    for &seat in &state.item_takers {
        let able = [None, Some(0), Some(1)].into_iter().any(|side| {
            check_take(
                state,
                seat,
                &TakeItem {
                    item: item.to_owned(),
                    side,
                },
            )
            .is_ok()
        });
        if able && !seats.contains(&seat) {
            seats.push(seat);
        }
    }
    seats
}

/// Open the agreement on the first item still offered, or settle it when one seat only may
/// take it. Does nothing while one is open or settled, or when the items left are alike.
pub fn open(tx: &mut Tx) {
    let s = &tx.s;
    if s.item_takers.is_empty() || s.item_vote.is_some() || s.item_assigned.is_some() {
        return;
    }
    let Some(item) = s.items_offered.first().cloned() else {
        return;
    };
    if s.items_offered.iter().all(|i| *i == item) {
        return;
    }
    let candidates = candidates_for(s, &item);
    match candidates.as_slice() {
        [] => {}
        [only] => {
            let seat = *only;
            tx.emit(Event::ItemAssigned(ItemAssigned {
                item,
                seat,
                by_fallback: false,
            }));
        }
        _ => {
            let members: Vec<Seat> = s
                .players
                .iter()
                .filter(|p| !p.down)
                .map(|p| p.seat)
                .collect();
            let Some(fallback) = members
                .iter()
                .copied()
                .max_by_key(|m| (s.stats(*m).speed, std::cmp::Reverse(*m)))
            else {
                return;
            };
            tx.emit(Event::ItemVoteOpened(ItemVoteOpened {
                item,
                candidates,
                members,
                fallback,
            }));
        }
    }
}

pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(vote) = &state.item_vote else {
        return Err(RuleError::wrong_phase("No item is being agreed on"));
    };
    let (Command::ProposeItemTaker(c) | Command::DecideItemTaker(c)) = command else {
        return Err(RuleError::new(
            "ITEM_VOTE_FIRST",
            "The players first agree who takes the item",
        ));
    };
    if !vote.candidates.contains(&c.taker) {
        return Err(RuleError::new(
            "NOT_A_CANDIDATE",
            "Propose a seat still owed an item that may take this one",
        ));
    }
    match command {
        Command::ProposeItemTaker(_) => vote.agreement.check_propose(seat),
        _ => vote.agreement.check_fallback(seat),
    }
}

pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    let Some(item) = tx.s.item_vote.as_ref().map(|v| v.item.clone()) else {
        return;
    };
    match command {
        Command::ProposeItemTaker(c) => {
            tx.emit(Event::ItemTakerProposed(ItemTakerProposed {
                seat,
                taker: c.taker,
            }));
            let agreed =
                tx.s.item_vote
                    .as_ref()
                    .and_then(|v| v.agreement.agreed().copied());
            if let Some(taker) = agreed {
                tx.emit(Event::ItemAssigned(ItemAssigned {
                    item,
                    seat: taker,
                    by_fallback: false,
                }));
            }
        }
        Command::DecideItemTaker(c) => tx.emit(Event::ItemAssigned(ItemAssigned {
            item,
            seat: c.taker,
            by_fallback: true,
        })),
        _ => {}
    }
}

pub fn candidates(state: &State, out: &mut Vec<Command>) {
    if let Some(vote) = &state.item_vote {
        for &taker in &vote.candidates {
            out.push(Command::ProposeItemTaker(ItemTaker { taker }));
            out.push(Command::DecideItemTaker(ItemTaker { taker }));
        }
    }
}

/// With an item settled, only its taker takes it.
pub fn check_assigned(state: &State, seat: Seat, c: &TakeItem) -> Result<(), RuleError> {
    match &state.item_assigned {
        Some(a) if a.seat != seat => Err(RuleError::not_your_decision(
            "The players settled this item on another seat: it takes it first",
        )),
        Some(a) if a.item != c.item => Err(RuleError::new(
            "ASSIGNED_ITEM",
            format!("Take the item settled on you: {}", a.item),
        )),
        _ => check_take(state, seat, c),
    }
}
