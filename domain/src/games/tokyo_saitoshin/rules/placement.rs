//! Trouble placement (spec 5.15.1): a drawn trouble card goes to a slot without a trouble or
//! scenario card in its drawer's area, else in an adjacent area (from the Site: any area
//! joined to it); none anywhere and all players lose. At round start every card that fits
//! its drawer's own area is placed before any card goes to an adjacent area (the official
//! clarification). The drawer chooses among several slots. A card that follows a PC (the
//! Biker) goes to that PC's new area only, before any other.

use super::super::event::Event;
use super::super::state::{State, area_slots};
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Place};
use crate::games::tokyo_saitoshin::event as ev;

/// The pending card to place next and the slots it may go to.
pub fn next(s: &State) -> Option<(usize, Vec<usize>)> {
    let own = |i: usize| -> Vec<usize> {
        match s.pc(s.pending[i].pc).map(|p| p.place) {
            Some(Place::Area(a)) => free_slots(s, &[a]),
            _ => Vec::new(),
        }
    };
    // A card following a PC goes to that PC's new area before anything else is placed.
    if let Some(i) = s.pending.iter().position(|p| p.follows) {
        return Some((i, own(i)));
    }
    // First pass of the round start: cards that fit their drawer's own area.
    if let Some(i) = (0..s.pending.len()).find(|&i| s.pending[i].round_start && !own(i).is_empty())
    {
        return Some((i, own(i)));
    }
    if s.pending.is_empty() {
        return None;
    }
    let mine = own(0);
    if !mine.is_empty() {
        return Some((0, mine));
    }
    let around: Vec<Area> = match s.pc(s.pending[0].pc).map(|p| p.place) {
        Some(Place::Area(a)) => s.content.adjacent(a),
        _ => s.content.site_adjacent.clone(),
    };
    Some((0, free_slots(s, &around)))
}

fn free_slots(s: &State, areas: &[Area]) -> Vec<usize> {
    areas
        .iter()
        .flat_map(|&a| area_slots(a))
        .filter(|&i| s.slot_takes_trouble(i))
        .collect()
}

/// Place every pending card that has one slot, or none (a defeat); true once none is
/// pending, false while a drawer must choose (or the play is over).
pub fn settle(tx: &mut Tx) -> bool {
    loop {
        if tx.over() {
            return false;
        }
        let Some((i, slots)) = next(&tx.s) else {
            return true;
        };
        let card = tx.s.pending[i].card.clone();
        if tx.s.is_scenario_card(&card) {
            // A scenario card drawn from the trouble deck (SC07-RT): it is not a trouble
            // card; it stays revealed beside the mat until its script is built.
            tx.emit(Event::ScenarioCardRevealed(ev::ScenarioCardRevealed {
                card,
            }));
            continue;
        }
        match slots.len() {
            // Ruling: a follower whose new area filled up meanwhile is discarded.
            0 if tx.s.pending[i].follows => tx.emit(Event::TroubleDiscardedUnplaced(
                ev::TroubleDiscardedUnplaced { card },
            )),
            0 => {
                tx.lose("TROUBLE_CANNOT_BE_PLACED");
                return false;
            }
            1 => tx.emit(Event::TroublePlaced(ev::TroublePlaced {
                card,
                slot: slots[0],
            })),
            _ => return false,
        }
    }
}
