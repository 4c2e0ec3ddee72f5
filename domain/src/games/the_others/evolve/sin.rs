//! The SIN cards' events: a card played or passed in its window, and what the effects
//! leave behind for the rest of the turn.

use super::super::event::{MonstersRegroup, SinCardDiscarded, SinCardPlayed};
use super::super::state::State;

pub(super) fn card_played(s: &mut State, e: &SinCardPlayed) {
    if let Some(i) = s.sin_side.hand.iter().position(|c| *c == e.card) {
        s.sin_side.hand.remove(i);
    }
    s.sin_side.in_play = Some(e.card.clone());
    if let Some(f) = &mut s.fight {
        f.sin_card = Some(e.card.clone());
        f.sin_window_closed = true;
    }
    // Whatever the window, the turn's start is behind.
    if let Some(t) = &mut s.turn {
        t.sin_window_closed = true;
    }
}

pub(super) fn card_passed(s: &mut State) {
    if let Some(f) = &mut s.fight {
        f.sin_window_closed = true;
    }
    if let Some(t) = &mut s.turn {
        t.sin_window_closed = true;
    }
}

pub(super) fn monsters_regroup(s: &mut State, e: &MonstersRegroup) {
    if let Some(t) = &mut s.turn {
        t.regroup_left = e.moves;
        t.regrouped.clear();
    }
}

pub(super) fn upgrade_gift_owed(s: &mut State) {
    if let Some(t) = &mut s.turn {
        t.gift_owed = true;
    }
}

pub(super) fn regroup_ended(s: &mut State) {
    if let Some(t) = &mut s.turn {
        t.regroup_left = 0;
    }
}

pub(super) fn card_discarded(s: &mut State, e: &SinCardDiscarded) {
    s.sin_side.in_play = None;
    s.sin_side.discard.push(e.card.clone());
}
