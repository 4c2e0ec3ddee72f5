//! The day: events applied (day step 1), then one hero activation per turn, clockwise
//! from the first player: the move (`movement.rs`), the arrival with its pressure
//! (`pressure.rs`), then the actions (`actions.rs`) until the hero's action points run out.

use super::super::cards;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::movement::{any_movable, destinations, move_hero};
use super::pressure::arrival;
use super::{actions, bonus, night};
use crate::engine::{RuleError, Seat};

pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let not_turn = || RuleError::not_your_decision("It is another clan's turn to move a hero");
    match &state.activation {
        None => {
            if seat != state.turn {
                return Err(not_turn());
            }
            match command {
                Command::MoveHero(m) => {
                    let dests = destinations(state, seat, m.hero as usize);
                    if !dests.contains(&(m.area, m.climbing_hook, m.exoskeleton)) {
                        if m.exoskeleton
                            && state.clans[seat.index()]
                                .ready_equipment(cards::equipment::WORK_EXOSKELETON)
                                .is_none()
                        {
                            return Err(RuleError::new(
                                "EQUIPMENT_NOT_READY",
                                "You have no repaired, unused Work Exoskeleton",
                            ));
                        }
                        if m.exoskeleton && dests.contains(&(m.area, m.climbing_hook, false)) {
                            return Err(RuleError::new(
                                "EQUIPMENT_NOT_NEEDED",
                                "This area is at most 2 areas away: move there without the Work Exoskeleton",
                            ));
                        }
                        return Err(RuleError::new(
                            "ILLEGAL_MOVE",
                            "Move a lying hero 1 or 2 areas to an area without another of your heroes (Cargo Ship: its column must be free)",
                        ));
                    }
                    Ok(())
                }
                Command::StayInPlace(h) => {
                    let lying = state.clans[seat.index()]
                        .heroes
                        .get(h.hero as usize)
                        .is_some_and(|x| !x.active);
                    if !lying || any_movable(state, seat) {
                        return Err(RuleError::new(
                            "MUST_MOVE",
                            "A hero that can move must move; stay in place only when none of your lying heroes can",
                        ));
                    }
                    Ok(())
                }
                _ => Err(RuleError::wrong_phase("Choose a hero to move first")),
            }
        }
        Some(a) => {
            if a.seat != seat {
                return Err(not_turn());
            }
            if !a.offers.is_empty() {
                return bonus::check_pending(a, command);
            }
            if !a.acting {
                return Err(RuleError::wrong_phase("The arrival is being resolved"));
            }
            actions::check_action(state, seat, a, command)
        }
    }
}

pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::MoveHero(m) => move_hero(tx, seat, m),
        Command::StayInPlace(h) => {
            tx.emit(Event::HeroStayed(HeroStayed { seat, hero: h.hero }));
            end_turn(tx, seat);
        }
        Command::EndActivation(_) => end_activation(tx),
        _ => actions::apply(tx, seat, command),
    }
}

fn end_activation(tx: &mut Tx) {
    let Some(a) = tx.s.activation.clone() else {
        return;
    };
    tx.emit(Event::ActivationEnded(ActivationEnded {
        seat: a.seat,
        hero: a.hero,
    }));
    end_turn(tx, a.seat);
}

/// Pass the turn to the next clan with a lying hero (or end the day).
fn end_turn(tx: &mut Tx, seat: Seat) {
    for next in tx.s.clockwise_after(seat) {
        if tx.clan(next).heroes.iter().any(|h| !h.active) {
            tx.emit(Event::TurnStarted(TurnStarted { seat: next }));
            return;
        }
    }
    let round = tx.s.round;
    let first = tx.s.token_taken_by.unwrap_or(tx.s.first_player);
    tx.emit(Event::DayEnded(DayEnded {
        round,
        first_player: first,
    }));
    night::start_night(tx);
}

pub fn advance(tx: &mut Tx) -> bool {
    if !tx.s.owed.is_empty()
        || tx.s.pressure.is_some()
        || tx.s.survivor_offer.is_some()
        || tx
            .s
            .activation
            .as_ref()
            .is_some_and(|a| !a.offers.is_empty())
    {
        return false;
    }
    if tx.s.phase == Phase::DayEvents {
        let round = tx.s.round;
        let first = tx.s.first_player;
        tx.emit(Event::DayStarted(DayStarted {
            round,
            first_player: first,
        }));
        return true;
    }
    match tx.s.activation.clone() {
        Some(a) if !a.acting => arrival(tx),
        Some(a) if a.ap == 0 => {
            end_activation(tx);
            true
        }
        _ => false,
    }
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    match &state.activation {
        None => {
            if seat != state.turn {
                return;
            }
            for hero in 0..4u8 {
                for (area, climbing_hook, exoskeleton) in destinations(state, seat, hero as usize) {
                    out.push(Command::MoveHero(MoveHero {
                        hero,
                        area,
                        climbing_hook,
                        exoskeleton,
                    }));
                }
                out.push(Command::StayInPlace(HeroChoice { hero }));
            }
        }
        Some(a) if a.seat == seat && !a.offers.is_empty() => bonus::candidates(&a.offers, out),
        Some(a) if a.seat == seat => actions::candidates(state, seat, a, out),
        _ => {}
    }
}
