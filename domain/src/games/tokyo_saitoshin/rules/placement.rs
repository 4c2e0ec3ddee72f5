//! Trouble placement (spec 5.15.1): a drawn trouble card goes to a slot without a trouble or
//! scenario card in its drawer's area, else in an adjacent area (from the Site: any area
//! joined to it); none anywhere and all players lose. At round start every card that fits
//! its drawer's own area is placed before any card goes to an adjacent area (the official
//! clarification). The drawer chooses among several slots. A card that follows a PC (the
//! Biker) goes to that PC's new area only, before any other. A drawer with a ready
//! ハイスターマスク is asked before its card is placed: it may cancel it instead (a scenario
//! card drawn from the trouble deck cannot be, FAQ Q39).

use super::super::command::Command;
use super::super::event::Event;
use super::super::interrupt;
use super::super::state::{State, area_slots};
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Place};
use super::effects;
use super::refusal::{answering, refuse, runs};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
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
            place_drawn_scenario_card(tx, i, card);
            continue;
        }
        if cancellable(&tx.s, i) {
            return false;
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

/// A scenario card drawn from the trouble deck (SC07-RT) is not a trouble card: it goes to
/// its drawer's area by FAQ Q40's rule (on a trouble card when every slot holds one), else
/// to the first adjacent area where it fits, with no choice; when every slot of those holds
/// a scenario card it is revealed beside the mat.
fn place_drawn_scenario_card(tx: &mut Tx, i: usize, card: String) {
    let areas: Vec<Area> = match tx.s.pc(tx.s.pending[i].pc).map(|p| p.place) {
        Some(Place::Area(a)) => std::iter::once(a).chain(tx.s.content.adjacent(a)).collect(),
        _ => tx.s.content.site_adjacent.clone(),
    };
    match areas.iter().find_map(|&a| tx.s.scenario_card_slot(a)) {
        Some(slot) => tx.emit(Event::ScenarioCardPlaced(ev::ScenarioCardPlaced {
            card,
            slot,
        })),
        None => tx.emit(Event::ScenarioCardRevealed(ev::ScenarioCardRevealed {
            card,
        })),
    }
}

/// Whether the drawer of pending card `i` may cancel it: a trouble card it drew (not one
/// following it, not a scenario card) and a ready interrupt that cancels.
pub fn cancellable(s: &State, i: usize) -> bool {
    let p = &s.pending[i];
    !p.follows && !s.is_scenario_card(&p.card) && !interrupt::cancel_sources(s, p.pc).is_empty()
}

/// The drawer places pending card `i` in one of `slots`, or cancels it (`use`).
pub fn check(
    s: &State,
    seat: Seat,
    i: usize,
    slots: &[usize],
    command: &Command,
) -> Result<(), RuleError> {
    let drawer = s.pending[i].pc;
    let slot = match command {
        Command::PlaceTrouble(cmd::PlaceTrouble { slot }) => Some(*slot),
        Command::Use(_) => None,
        _ => {
            return Err(RuleError::wrong_phase(
                "A drawn trouble card must be placed first",
            ));
        }
    };
    if !runs(s, seat, drawer) {
        return Err(RuleError::not_your_decision(format!(
            "{drawer:?} drew the card and chooses its slot"
        )));
    }
    match (slot, command) {
        (Some(slot), _) if !slots.contains(&slot) => Err(refuse(
            "SLOT_NOT_ELIGIBLE",
            "The card goes to a slot without a trouble or scenario card, in the drawer's area if it has one, else an adjacent area",
        )),
        (Some(_), _) => Ok(()),
        (None, Command::Use(u)) => check_cancel(s, seat, i, u),
        _ => Ok(()),
    }
}

fn check_cancel(s: &State, seat: Seat, i: usize, u: &cmd::Use) -> Result<(), RuleError> {
    answering(s, seat, u.pc, &[s.pending[i].pc], || {
        "Only the drawer may cancel its card".to_owned()
    })?;
    if u.target.is_some() {
        return Err(refuse("NO_TARGET", "Cancelling takes no target"));
    }
    if s.is_scenario_card(&s.pending[i].card) {
        return Err(refuse(
            "CANNOT_ANSWER",
            "A scenario card drawn from the trouble deck cannot be cancelled (FAQ Q39)",
        ));
    }
    if s.pending[i].follows {
        return Err(refuse(
            "CANNOT_ANSWER",
            "A trouble card following a PC was not drawn: it cannot be cancelled",
        ));
    }
    let effect = interrupt::cancel_effect(s, u.pc, &u.source).ok_or_else(|| {
        refuse(
            "CANNOT_ANSWER",
            "This source has no ready interrupt that cancels a drawn trouble card",
        )
    })?;
    effects::check_discard(s, u.pc, &u.source, &effect, &u.discard)
}

/// `cancel_drawn_trouble`: the drawer's card is discarded unplaced and unapplied.
pub fn cancel(tx: &mut Tx, u: &cmd::Use) {
    let Some((i, _)) = next(&tx.s) else {
        return;
    };
    let Some(effect) = interrupt::cancel_effect(&tx.s, u.pc, &u.source) else {
        return;
    };
    let card = tx.s.pending[i].card.clone();
    tx.emit(Event::EffectUsed(ev::EffectUsed {
        pc: u.pc,
        source: u.source.clone(),
        target: None,
    }));
    for discarded in &u.discard {
        tx.emit(Event::HandCardDiscarded(ev::HandCardDiscarded {
            pc: u.pc,
            card: discarded.clone(),
        }));
    }
    tx.emit(Event::TroubleDiscardedUnplaced(
        ev::TroubleDiscardedUnplaced { card },
    ));
    effects::post_use(tx, u.pc, &u.source, &effect);
}

pub fn prompts(s: &State, i: usize) -> Vec<Prompt> {
    let p = &s.pending[i];
    let message = if cancellable(s, i) {
        format!(
            "Choose the slot for the trouble card {}, or cancel it with an interrupt",
            p.card
        )
    } else {
        format!("Choose the slot for the trouble card {}", p.card)
    };
    s.pc(p.pc)
        .map(|drawer| vec![Prompt::new(drawer.seat, "PLACE_TROUBLE", message)])
        .unwrap_or_default()
}

/// The cancelling uses the drawer of the next card may make (placing is listed by slot).
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let Some((i, _)) = next(s) else {
        return Vec::new();
    };
    let pc = s.pending[i].pc;
    if !cancellable(s, i) || !runs(s, seat, pc) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for source in interrupt::cancel_sources(s, pc) {
        let Some(effect) = interrupt::cancel_effect(s, pc, &source) else {
            continue;
        };
        out.extend(effects::untargeted_uses(s, pc, &source, &effect));
    }
    out
}
