//! Decisions that interrupt any step: placing a gained survivor, and choosing the tokens or
//! survivors a clan owes (pressure loot, events, feeding, radiation). Losses that can no
//! longer be paid are waived.

use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::{Tx, pool};
use crate::engine::{RuleError, Seat};

/// Whether a survivor placement or a loss decides this command: `None` leaves it to the
/// step under way.
pub fn check(state: &State, seat: Seat, command: &Command) -> Option<Result<(), RuleError>> {
    if let Some(offer) = &state.survivor_offer {
        return Some(check_placement(state, seat, offer, command));
    }
    if matches!(command, Command::PlaceSurvivor(_)) {
        return Some(Err(RuleError::not_your_decision(
            "You have no survivor to place",
        )));
    }
    let owes = state.owed.iter().find(|o| o.chooser == seat);
    match command {
        Command::PickToken(p) => Some(check_pick(state, owes, p)),
        Command::LoseSurvivor(l) => Some(check_lose(state, seat, owes, l)),
        _ if owes.is_some() => Some(Err(RuleError::new(
            "LOSS_PENDING",
            "Choose the tokens or survivors you owe first",
        ))),
        _ => None,
    }
}

fn check_placement(
    state: &State,
    seat: Seat,
    offer: &SurvivorOffer,
    command: &Command,
) -> Result<(), RuleError> {
    match command {
        Command::PlaceSurvivor(p) if offer.seat == seat => {
            if state.survivor_places(seat).contains(&p.room) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "NO_FREE_SPACE",
                    "Place the survivor in your airlock or a built room with a free space",
                ))
            }
        }
        _ if offer.seat == seat => Err(RuleError::new(
            "PLACE_SURVIVOR_FIRST",
            "Place the survivor you gained first",
        )),
        _ => Err(RuleError::not_your_decision(
            "Waiting for a clan to place a survivor",
        )),
    }
}

fn check_pick(state: &State, owes: Option<&Owed>, p: &PickToken) -> Result<(), RuleError> {
    let o = owes.ok_or_else(|| RuleError::not_your_decision("You owe no token now"))?;
    if o.kind == LossKind::Survivor {
        return Err(RuleError::new(
            "WRONG_LOSS",
            "You owe a survivor: use loseSurvivor",
        ));
    }
    if !o.kind.accepts(p.resource) {
        return Err(RuleError::new(
            "WRONG_TOKEN",
            format!("This loss takes {:?} tokens; pick one of those", o.kind),
        ));
    }
    if state.clans[o.from.index()].stock.get(p.resource) == 0 {
        return Err(RuleError::new(
            "NO_SUCH_TOKEN",
            "There is no such token to give; pick a token the clan has",
        ));
    }
    Ok(())
}

fn check_lose(
    state: &State,
    seat: Seat,
    owes: Option<&Owed>,
    l: &LoseSurvivor,
) -> Result<(), RuleError> {
    let o = owes.ok_or_else(|| RuleError::not_your_decision("You owe no survivor now"))?;
    if o.kind != LossKind::Survivor {
        return Err(RuleError::new(
            "WRONG_LOSS",
            "You owe tokens: use pickToken",
        ));
    }
    let c = &state.clans[seat.index()];
    let ok = match l.room {
        None => c.airlock > 0,
        Some(r) => c.rooms.get(r as usize).is_some_and(|r| r.survivors > 0),
    };
    if !ok {
        return Err(RuleError::new(
            "NO_SURVIVOR_THERE",
            "There is no survivor there; choose the airlock or a room with survivors",
        ));
    }
    Ok(())
}

/// Apply a placement or a chosen loss; `false` when the command is neither.
pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) -> bool {
    match command {
        Command::PickToken(p) => {
            let Some(o) = tx.s.owed.iter().find(|o| o.chooser == seat).cloned() else {
                return true;
            };
            tx.emit(Event::TokenPicked(TokenPicked {
                chooser: seat,
                from: o.from,
                to: o.to,
                resource: p.resource,
            }));
        }
        Command::LoseSurvivor(l) => {
            tx.emit(Event::SurvivorLost(SurvivorLost { seat, room: l.room }))
        }
        Command::PlaceSurvivor(p) => {
            let cause =
                tx.s.survivor_offer
                    .as_ref()
                    .map(|o| o.cause.clone())
                    .unwrap_or_default();
            tx.emit(Event::SurvivorGained(SurvivorGained {
                seat,
                room: p.room,
                cause,
            }));
        }
        _ => return false,
    }
    true
}

/// Waive one loss that can no longer be paid; `false` when there is none.
pub fn waive_unpayable(tx: &mut Tx) -> bool {
    let Some(o) =
        tx.s.owed
            .iter()
            .find(|o| pool(&tx.s, o.from, o.kind) == 0)
            .cloned()
    else {
        return false;
    };
    tx.emit(Event::LossWaived(LossWaived {
        from: o.from,
        kind: o.kind,
        count: o.count,
    }));
    true
}

/// The candidate placements or loss choices of `seat`; `false` when it has none to make.
pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) -> bool {
    if state
        .survivor_offer
        .as_ref()
        .is_some_and(|o| o.seat == seat)
    {
        out.push(Command::PlaceSurvivor(SurvivorPlace { room: None }));
        for r in 0..7 {
            out.push(Command::PlaceSurvivor(SurvivorPlace { room: Some(r) }));
        }
        return true;
    }
    if state.owed.iter().any(|o| o.chooser == seat) {
        for r in Resource::ALL {
            out.push(Command::PickToken(PickToken { resource: r }));
        }
        out.push(Command::LoseSurvivor(LoseSurvivor { room: None }));
        for r in 0..7 {
            out.push(Command::LoseSurvivor(LoseSurvivor { room: Some(r) }));
        }
        return true;
    }
    false
}
