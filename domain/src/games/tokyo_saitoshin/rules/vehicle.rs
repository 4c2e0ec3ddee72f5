//! Moves with a vehicle (spec 5.9): through up to its extra areas in one move (a U-turn back
//! to the area just left is allowed), with PCs of the same area riding along up to its
//! capacity, which counts the driver ("a vehicle whose capacity is at least the number of
//! PCs", FAQ Q31). The check's target is the highest over every area of the route; a route
//! ending in the Site compares that with the Site's entry target. A passenger run by another
//! seat consents first (`answerRide`); one who stays does not stop the others. A passenger
//! may get on at an area passed through and off before the end (`stops`), the capacity
//! holding on every leg. Ruling: with several vehicles equipped, the best capacity and the
//! most extra areas apply, not their sum.

use super::super::command::Command;
use super::super::content::{CheckSpec, Vehicle};
use super::super::event::Event;
use super::super::state::{ActionKind, MoveAction, Ride, State};
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Pc, Place, Stat};
use super::refusal::{answering, refuse};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// What the PC's equipped vehicles allow together, if it has one.
pub fn vehicle(s: &State, pc: Pc) -> Option<Vehicle> {
    s.pc(pc)?
        .equipped
        .iter()
        .filter_map(|e| s.content.player_card(&e.card)?.vehicle)
        .reduce(|a, b| Vehicle {
            capacity: a.capacity.max(b.capacity),
            move_check_bonus: a.move_check_bonus.max(b.move_check_bonus),
            extra_areas: a.extra_areas.max(b.extra_areas),
        })
}

/// The check of a move from `here`: the route joined up, a vehicle for anything beyond one
/// step alone, and the target (spec 5.9).
pub fn move_check(s: &State, pc: Pc, here: Area, m: &MoveAction) -> Result<CheckSpec, RuleError> {
    if !m.via.is_empty() || !m.riders.is_empty() {
        let v = vehicle(s, pc).ok_or_else(|| {
            refuse(
                "NO_VEHICLE",
                "Only a PC with a vehicle equipped moves through areas or carries passengers",
            )
        })?;
        if m.via.len() > v.extra_areas as usize {
            return Err(refuse(
                "TOO_FAR",
                format!(
                    "This vehicle passes through at most {} area(s)",
                    v.extra_areas
                ),
            ));
        }
        passengers_fit(s, pc, here, m, v)?;
    }
    let mut last = here;
    for &area in &m.via {
        joined(s, last, area)?;
        last = area;
    }
    let on_the_way = std::iter::once(here).chain(m.via.iter().copied());
    match m.to {
        Place::Area(dest) => {
            joined(s, last, dest)?;
            Ok(normal(s, on_the_way.chain([dest])))
        }
        Place::Site => {
            let entry = super::site::entry_check(s, last)?;
            if m.via.is_empty() {
                return Ok(entry);
            }
            let route = normal(s, on_the_way);
            Ok(CheckSpec {
                stat: Stat::Tech,
                target: route.target.max(entry.target),
            })
        }
    }
}

fn joined(s: &State, from: Area, to: Area) -> Result<(), RuleError> {
    if s.content.adjacent(from).contains(&to) {
        Ok(())
    } else {
        Err(refuse(
            "NOT_ADJACENT",
            format!("{to:?} is not joined to {from:?} by a line"),
        ))
    }
}

/// The move target over the areas of a route: the most trouble cards revealed in any.
fn normal(s: &State, areas: impl Iterator<Item = Area>) -> CheckSpec {
    let t = areas.map(|a| s.troubles_in(a)).max().unwrap_or(0);
    CheckSpec {
        stat: Stat::Tech,
        target: t + s.content.rules().move_base,
    }
}

fn passengers_fit(
    s: &State,
    pc: Pc,
    here: Area,
    m: &MoveAction,
    v: Vehicle,
) -> Result<(), RuleError> {
    let passengers = &m.riders;
    let mut distinct = passengers.to_vec();
    distinct.sort();
    distinct.dedup();
    if distinct.len() != passengers.len() || passengers.contains(&pc) {
        return Err(refuse(
            "DUPLICATE_PASSENGER",
            "Name each passenger once, and not the driver",
        ));
    }
    let route: Vec<Place> = std::iter::once(Place::Area(here))
        .chain(m.via.iter().map(|a| Place::Area(*a)))
        .chain([m.to])
        .collect();
    let last = route.len() as u32 - 1;
    let mut seen = Vec::new();
    for stop in &m.stops {
        let alight = stop.alight.unwrap_or(last);
        if !passengers.contains(&stop.pc) || seen.contains(&stop.pc) {
            return Err(refuse(
                "NOT_A_PASSENGER",
                "A stop names a passenger of the move, once",
            ));
        }
        seen.push(stop.pc);
        if stop.board >= alight || alight > last {
            return Err(refuse(
                "BAD_STOP",
                format!(
                    "A passenger gets on at a position from 0 to {last} of the route and off later on it"
                ),
            ));
        }
    }
    if passengers.iter().any(|p| {
        let (board, _) = leg(m, *p, last);
        s.pc(*p).is_none_or(|x| x.place != route[board as usize])
    }) {
        return Err(refuse(
            "NOT_IN_THE_SAME_AREA",
            "A passenger gets on where it stands: the driver's area, or an area passed through",
        ));
    }
    if (0..last).any(|k| aboard(m, k as usize).count() + 1 > v.capacity as usize) {
        return Err(refuse(
            "OVER_CAPACITY",
            format!(
                "This vehicle carries {} PC(s) at a time, the driver included",
                v.capacity
            ),
        ));
    }
    Ok(())
}

/// Where a rider gets on and off, as positions on a route whose destination is `last`.
fn leg(m: &MoveAction, pc: Pc, last: u32) -> (u32, u32) {
    m.stops
        .iter()
        .find(|x| x.pc == pc)
        .map_or((0, last), |x| (x.board, x.alight.unwrap_or(last)))
}

/// The riders aboard on the `k`-th leg of the route (from position `k` to `k + 1`).
pub fn aboard(m: &MoveAction, k: usize) -> impl Iterator<Item = Pc> + '_ {
    let last = m.via.len() as u32 + 1;
    m.riders.iter().copied().filter(move |p| {
        let (board, alight) = leg(m, *p, last);
        (board as usize) <= k && k < alight as usize
    })
}

/// The passengers of a move that another seat runs: they are asked before the check.
pub fn to_ask(s: &State, pc: Pc, passengers: &[Pc]) -> Vec<Pc> {
    let seat = s.pc(pc).map(|p| p.seat);
    passengers
        .iter()
        .copied()
        .filter(|p| s.pc(*p).map(|p| p.seat) != seat)
        .collect()
}

/// A move naming passengers of other seats: the offer instead of the check.
pub fn offer(tx: &mut Tx, m: &cmd::Move) {
    let asked = to_ask(&tx.s, m.pc, &m.passengers);
    tx.emit(Event::RideOffered(ev::RideOffered {
        pc: m.pc,
        to: m.to,
        via: m.via.clone(),
        passengers: m.passengers.clone(),
        asked,
        stops: m.stops.clone(),
    }));
}

/// While a ride is offered, only the asked passengers' answers are taken.
pub fn check_answer(s: &State, seat: Seat, r: &Ride, command: &Command) -> Result<(), RuleError> {
    let Command::AnswerRide(cmd::AnswerRide { pc, .. }) = command else {
        return Err(RuleError::wrong_phase(format!(
            "{:?} is offering a ride: the passengers answer first",
            r.pc
        )));
    };
    answering(s, seat, *pc, &r.waiting, || {
        "This PC is not waiting to answer a ride".to_owned()
    })
}

/// An answer; after the last one, the move to start with the passengers who ride.
pub fn answer(tx: &mut Tx, a: &cmd::AnswerRide) -> Option<(Pc, ActionKind)> {
    tx.emit(Event::RideAnswered(ev::RideAnswered {
        pc: a.pc,
        accept: a.accept,
    }));
    let r = tx.s.ride.clone().filter(|r| r.waiting.is_empty())?;
    let riders: Vec<Pc> = r
        .passengers
        .into_iter()
        .filter(|p| !r.declined.contains(p))
        .collect();
    Some((
        r.pc,
        ActionKind::Move(MoveAction {
            to: r.to,
            via: r.via,
            stops: r
                .stops
                .into_iter()
                .filter(|x| riders.contains(&x.pc))
                .collect(),
            riders,
        }),
    ))
}

/// The areas a route enters one after the other, ending with `to`.
pub fn hops(from: Place, m: &MoveAction) -> Vec<(Place, Place)> {
    let stops: Vec<Place> = m
        .via
        .iter()
        .map(|a| Place::Area(*a))
        .chain([m.to])
        .collect();
    std::iter::once(from)
        .chain(stops.iter().copied())
        .zip(stops.iter().copied())
        .collect()
}

pub fn prompts(s: &State, r: &Ride) -> Vec<Prompt> {
    super::artifact::seats_of(s, &r.waiting)
        .into_iter()
        .map(|seat| {
            Prompt::new(
                seat,
                "ANSWER_RIDE",
                format!("{:?} offers a ride to {:?}: go along, or stay", r.pc, r.to),
            )
        })
        .collect()
}

/// The vehicle commands a seat could send: for each of its PCs with a vehicle, every route
/// it allows with no passenger or with every one of the area's PCs it can carry; and the
/// answers to a ride.
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    for p in s.pcs_of(seat) {
        for accept in [true, false] {
            out.push(Command::AnswerRide(cmd::AnswerRide { pc: p.pc, accept }));
        }
        let (Some(v), Place::Area(here)) = (vehicle(s, p.pc), p.place) else {
            continue;
        };
        let others: Vec<Pc> = s
            .pcs_in(p.place)
            .into_iter()
            .filter(|o| *o != p.pc)
            .collect();
        let crowd: Vec<Pc> = others
            .iter()
            .copied()
            .take((v.capacity as usize).saturating_sub(1))
            .collect();
        for (via, to) in routes(s, here, v.extra_areas as usize) {
            let mut groups = vec![Vec::new()];
            groups.extend(others.iter().map(|o| vec![*o]));
            if crowd.len() > 1 {
                groups.push(crowd.clone());
            }
            for passengers in groups {
                if via.is_empty() && passengers.is_empty() {
                    continue; // the plain move, listed with every PC's moves
                }
                out.push(Command::Move(cmd::Move {
                    pc: p.pc,
                    to,
                    via: via.clone(),
                    passengers,
                    stops: Vec::new(),
                }));
            }
            out.extend(stop_candidates(s, p.pc, &via, to, &others));
        }
    }
    out
}

/// Moves with one passenger getting off at the first area passed through, or getting on
/// at an area passed through (a sample: any other stop is accepted too).
fn stop_candidates(s: &State, pc: Pc, via: &[Area], to: Place, here: &[Pc]) -> Vec<Command> {
    let off = here.iter().map(|&o| (o, 0, Some(1)));
    let on = via.iter().enumerate().flat_map(|(i, &a)| {
        s.pcs_in(Place::Area(a))
            .into_iter()
            .filter(|o| *o != pc)
            .map(move |o| (o, i as u32 + 1, None))
    });
    if via.is_empty() {
        return Vec::new();
    }
    off.chain(on)
        .map(|(o, board, alight)| {
            Command::Move(cmd::Move {
                pc,
                to,
                via: via.to_vec(),
                passengers: vec![o],
                stops: vec![cmd::Stop {
                    pc: o,
                    board,
                    alight,
                }],
            })
        })
        .collect()
}

/// Every route from `here` through at most `extra` areas, ending in an area or the Site.
fn routes(s: &State, here: Area, extra: usize) -> Vec<(Vec<Area>, Place)> {
    let mut out = Vec::new();
    let mut paths: Vec<Vec<Area>> = vec![Vec::new()];
    for _ in 0..=extra {
        let mut longer = Vec::new();
        for via in &paths {
            let last = via.last().copied().unwrap_or(here);
            out.push((via.clone(), Place::Site));
            for next in s.content.adjacent(last) {
                out.push((via.clone(), Place::Area(next)));
                let mut p = via.clone();
                p.push(next);
                longer.push(p);
            }
        }
        paths = longer;
    }
    out
}
