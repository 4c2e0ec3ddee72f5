//! Moves with a vehicle (spec 5.9): routes through several areas, U-turns, passengers
//! within the capacity and their consent, and the check's target over the route.

use super::super::options::Options;
use super::super::vocabulary::{Area, Pc, Place};
use super::*;
use crate::engine::{Confirm, Game, Seat};
use crate::games::tokyo_saitoshin::TokyoSaitoshin;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

const SHINAGAWA: Place = Place::Area(Area::Shinagawa);

/// The Procurer (Tech 1) in Shinagawa on a Bike: +1 to the check, carries 2, 1 extra area.
fn on_a_bike() -> Given {
    given(2).empty_market().equipped(Pc::Procurer, &["I-01"])
}

fn drive(pc: Pc, to: Place, via: &[Area], passengers: &[Pc]) -> Command {
    Command::Move(cmd::Move {
        pc,
        to,
        via: via.to_vec(),
        passengers: passengers.to_vec(),
        stops: Vec::new(),
    })
}

fn opened(events: &[Event]) -> Vec<(u32, u32)> {
    find(events, |e| match e {
        Event::ActionStarted(ev::ActionStarted { check: Some(c), .. }) => Some((c.base, c.target)),
        _ => None,
    })
}

fn moves(events: &[Event]) -> Vec<(Pc, Place, Place)> {
    find(events, |e| match e {
        Event::PcMoved(ev::PcMoved { pc, from, to }) => Some((*pc, *from, *to)),
        _ => None,
    })
}

#[test]
fn a_bike_passes_through_an_area_against_the_routes_highest_target() {
    // The Procurer (Tech 1, Bike +1) from Shinagawa through Shibuya, where one trouble card
    // lies, to Shinjuku: the target is 1 + 3 though neither end has a trouble card.
    let mut state = on_a_bike()
        .at(Pc::Engineer, Place::Area(Area::Akiba))
        .slot(3, &["T-08"])
        .ap(Pc::Procurer, 2)
        .build();
    let to = Place::Area(Area::Shinjuku);
    let events = when(
        &mut state,
        0,
        drive(Pc::Procurer, to, &[Area::Shibuya], &[]),
    );
    assert_eq!(opened(&events), [(2, 4)]);
    when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    let events = when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    let shibuya = Place::Area(Area::Shibuya);
    assert_eq!(
        moves(&events),
        [
            (Pc::Procurer, SHINAGAWA, shibuya),
            (Pc::Procurer, shibuya, to)
        ]
    );
    assert_eq!(state.pc(Pc::Procurer).unwrap().place, to);
}

#[test]
fn a_route_needs_a_vehicle_joined_areas_and_no_more_than_its_extra_areas() {
    let bare = given(2).empty_market().build();
    let shinjuku = Place::Area(Area::Shinjuku);
    let err = refused(
        &bare,
        0,
        drive(Pc::Procurer, shinjuku, &[Area::Shibuya], &[]),
    );
    assert_eq!(err.code, "NO_VEHICLE");
    let biker = on_a_bike().build();
    let akiba = Place::Area(Area::Akiba);
    let far = [Area::Shibuya, Area::Shinjuku];
    let err = refused(&biker, 0, drive(Pc::Procurer, akiba, &far, &[]));
    assert_eq!(err.code, "TOO_FAR");
    // Shinagawa and Shinjuku are not joined by a line.
    let err = refused(
        &biker,
        0,
        drive(Pc::Procurer, akiba, &[Area::Shinjuku], &[]),
    );
    assert_eq!(err.code, "NOT_ADJACENT");
    // The old scooter carries its driver only and goes one area.
    let scooter = given(2)
        .empty_market()
        .equipped(Pc::Procurer, &["ES-07"])
        .at(Pc::Engineer, SHINAGAWA)
        .build();
    let shibuya = Place::Area(Area::Shibuya);
    let err = refused(
        &scooter,
        0,
        drive(Pc::Procurer, shibuya, &[], &[Pc::Engineer]),
    );
    assert_eq!(err.code, "OVER_CAPACITY");
}

#[test]
fn a_u_turn_goes_back_to_the_area_just_left() {
    let mut state = on_a_bike().ap(Pc::Procurer, 1).build();
    let shibuya = Place::Area(Area::Shibuya);
    let events = when(
        &mut state,
        0,
        drive(Pc::Procurer, SHINAGAWA, &[Area::Shibuya], &[]),
    );
    assert_eq!(opened(&events), [(2, 3)]);
    let events = when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert_eq!(
        moves(&events),
        [
            (Pc::Procurer, SHINAGAWA, shibuya),
            (Pc::Procurer, shibuya, SHINAGAWA)
        ]
    );
}

#[test]
fn passengers_board_in_the_drivers_area_within_the_capacity() {
    let state = on_a_bike().build();
    let shibuya = Place::Area(Area::Shibuya);
    // The Engineer starts in Shibuya, not with the driver.
    let err = refused(
        &state,
        0,
        drive(Pc::Procurer, shibuya, &[], &[Pc::Engineer]),
    );
    assert_eq!(err.code, "NOT_IN_THE_SAME_AREA");
    let err = refused(
        &state,
        0,
        drive(Pc::Procurer, shibuya, &[], &[Pc::Procurer]),
    );
    assert_eq!(err.code, "DUPLICATE_PASSENGER");
}

#[test]
fn a_passenger_of_another_seat_is_asked_and_both_meet_the_soldier() {
    // FAQ: passengers suffer the area triggers of the move, here 兵士 (T-24) on entering.
    let mut state = on_a_bike()
        .at(Pc::Engineer, SHINAGAWA)
        .slot(3, &["T-24"])
        .ap(Pc::Procurer, 2)
        .build();
    let shibuya = Place::Area(Area::Shibuya);
    let events = when(
        &mut state,
        0,
        drive(Pc::Procurer, shibuya, &[], &[Pc::Engineer]),
    );
    assert_eq!(
        events,
        [Event::RideOffered(ev::RideOffered {
            pc: Pc::Procurer,
            to: shibuya,
            via: vec![],
            passengers: vec![Pc::Engineer],
            asked: vec![Pc::Engineer],
            stops: vec![],
        })]
    );
    let prompts = TokyoSaitoshin::prompts(&state);
    assert_eq!(
        prompts
            .iter()
            .map(|p| (p.seat, p.kind.as_str()))
            .collect::<Vec<_>>(),
        [(Seat(1), "ANSWER_RIDE")]
    );
    assert_eq!(
        refused(&state, 0, Command::PayApToken(Confirm::Yes)).code,
        "WRONG_PHASE"
    );
    let answer = |accept| {
        Command::AnswerRide(cmd::AnswerRide {
            pc: Pc::Engineer,
            accept,
        })
    };
    assert_eq!(refused(&state, 0, answer(true)).code, "NOT_YOUR_DECISION");
    assert_eq!(
        legal(&state, 1),
        [answer(true), answer(false)],
        "only the answer is open"
    );
    let events = when(&mut state, 1, answer(true));
    assert!(has(&events, |e| matches!(e,
        Event::ActionStarted(ev::ActionStarted { action: st::ActionKind::Move(m), .. })
            if m.riders == [Pc::Engineer])));
    assert_eq!(state.ride, None);
    // The soldier's trouble card makes Shibuya's target 1 + 3.
    when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    let events = when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert_eq!(
        moves(&events),
        [
            (Pc::Procurer, SHINAGAWA, shibuya),
            (Pc::Engineer, SHINAGAWA, shibuya)
        ]
    );
    let hurt = find(&events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, .. }) => Some(*pc),
        _ => None,
    });
    assert_eq!(hurt, [Pc::Procurer, Pc::Engineer]);
}

#[test]
fn a_passenger_who_declines_stays_and_the_driver_goes_alone() {
    let mut state = on_a_bike()
        .at(Pc::Engineer, SHINAGAWA)
        .ap(Pc::Procurer, 1)
        .build();
    let shibuya = Place::Area(Area::Shibuya);
    when(
        &mut state,
        0,
        drive(Pc::Procurer, shibuya, &[], &[Pc::Engineer]),
    );
    let events = when(
        &mut state,
        1,
        Command::AnswerRide(cmd::AnswerRide {
            pc: Pc::Engineer,
            accept: false,
        }),
    );
    assert!(has(&events, |e| matches!(e,
        Event::ActionStarted(ev::ActionStarted { action: st::ActionKind::Move(m), .. })
            if m.riders.is_empty())));
    let events = when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert_eq!(moves(&events), [(Pc::Procurer, SHINAGAWA, shibuya)]);
    assert_eq!(state.pc(Pc::Engineer).unwrap().place, SHINAGAWA);
}

#[test]
fn a_passenger_of_the_drivers_own_seat_rides_without_being_asked() {
    let options = Options {
        pcs: vec![vec![Pc::Procurer, Pc::Engineer], vec![Pc::Negotiator]],
        ..Options::default()
    };
    let mut state = given_with(&options, 2)
        .empty_market()
        .equipped(Pc::Procurer, &["I-01"])
        .at(Pc::Engineer, SHINAGAWA)
        .ap(Pc::Procurer, 1)
        .build();
    let shibuya = Place::Area(Area::Shibuya);
    let command = drive(Pc::Procurer, shibuya, &[], &[Pc::Engineer]);
    assert!(legal(&state, 0).contains(&command));
    let events = when(&mut state, 0, command);
    assert_eq!(opened(&events), [(2, 3)]);
    let events = when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert_eq!(
        moves(&events),
        [
            (Pc::Procurer, SHINAGAWA, shibuya),
            (Pc::Engineer, SHINAGAWA, shibuya)
        ]
    );
}

#[test]
fn a_route_into_the_site_takes_the_higher_of_its_two_targets() {
    // Shibuya holds three trouble cards: its move target is 6, its Site entry 9 - 6 = 3.
    let state = on_a_bike()
        .at(Pc::Engineer, Place::Area(Area::Akiba))
        .slot(3, &["T-08"])
        .slot(4, &["T-09"])
        .slot(5, &["T-10"])
        .build();
    let mut through = state.clone();
    let events = when(
        &mut through,
        0,
        drive(Pc::Procurer, Place::Site, &[Area::Shibuya], &[]),
    );
    assert_eq!(opened(&events), [(2, 6)]);
    // Straight from Shinagawa, with no trouble card: the entry target alone, 9.
    let mut straight = state;
    let events = when(&mut straight, 0, drive(Pc::Procurer, Place::Site, &[], &[]));
    assert_eq!(opened(&events), [(2, 9)]);
}

/// One seat runs the Procurer (on a Bike, capacity 2, one extra area, in Shinagawa), the
/// Engineer and the Negotiator.
fn three_on_one_seat() -> Given {
    let options = super::super::Options {
        pcs: vec![vec![Pc::Procurer, Pc::Engineer, Pc::Negotiator]],
        ..Default::default()
    };
    given_with(&options, 1)
        .empty_market()
        .equipped(Pc::Procurer, &["I-01"])
        .ap(Pc::Procurer, 1)
}

fn drive_with_stops(passengers: &[Pc], stops: &[(Pc, u32, Option<u32>)]) -> Command {
    Command::Move(cmd::Move {
        pc: Pc::Procurer,
        to: Place::Area(Area::Shinjuku),
        via: vec![Area::Shibuya],
        passengers: passengers.to_vec(),
        stops: stops
            .iter()
            .map(|&(pc, board, alight)| cmd::Stop { pc, board, alight })
            .collect(),
    })
}

#[test]
fn a_passenger_gets_on_at_an_area_passed_through_and_another_gets_off_there() {
    // Spec 5.9's sidebar: the Engineer rides from Shinagawa and gets off in Shibuya, where
    // the Negotiator gets on; the Bike carries two at a time on each leg.
    let shibuya = Place::Area(Area::Shibuya);
    let shinjuku = Place::Area(Area::Shinjuku);
    let mut state = three_on_one_seat()
        .at(Pc::Engineer, SHINAGAWA)
        .at(Pc::Negotiator, shibuya)
        .build();
    let command = drive_with_stops(
        &[Pc::Engineer, Pc::Negotiator],
        &[(Pc::Engineer, 0, Some(1)), (Pc::Negotiator, 1, None)],
    );
    assert!(legal(&state, 0).len() > 1);
    when(&mut state, 0, command);
    let events = when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert_eq!(
        moves(&events),
        [
            (Pc::Procurer, SHINAGAWA, shibuya),
            (Pc::Engineer, SHINAGAWA, shibuya),
            (Pc::Procurer, shibuya, shinjuku),
            (Pc::Negotiator, shibuya, shinjuku),
        ]
    );
    let at = |pc| state.pc(pc).unwrap().place;
    assert_eq!(
        (at(Pc::Procurer), at(Pc::Engineer), at(Pc::Negotiator)),
        (shinjuku, shibuya, shinjuku)
    );
}

#[test]
fn stops_are_refused_off_the_route_where_the_passenger_is_not_or_over_a_legs_capacity() {
    let state = three_on_one_seat()
        .at(Pc::Engineer, SHINAGAWA)
        .at(Pc::Negotiator, Place::Area(Area::Shibuya))
        .build();
    let code = |passengers: &[Pc], stops: &[(Pc, u32, Option<u32>)]| {
        refused(&state, 0, drive_with_stops(passengers, stops)).code
    };
    // Both ride on the second leg: three aboard a Bike for two.
    assert_eq!(
        code(
            &[Pc::Engineer, Pc::Negotiator],
            &[(Pc::Negotiator, 1, None)]
        ),
        "OVER_CAPACITY"
    );
    // The Negotiator is not in Shinagawa, nor the Engineer in Shibuya.
    assert_eq!(code(&[Pc::Negotiator], &[]), "NOT_IN_THE_SAME_AREA");
    assert_eq!(
        code(&[Pc::Engineer], &[(Pc::Engineer, 1, None)]),
        "NOT_IN_THE_SAME_AREA"
    );
    // Off before on, past the end, or on at the end.
    assert_eq!(
        code(&[Pc::Engineer], &[(Pc::Engineer, 1, Some(1))]),
        "BAD_STOP"
    );
    assert_eq!(
        code(&[Pc::Engineer], &[(Pc::Engineer, 0, Some(3))]),
        "BAD_STOP"
    );
    assert_eq!(
        code(&[Pc::Negotiator], &[(Pc::Negotiator, 2, None)]),
        "BAD_STOP"
    );
    // A stop names a passenger of the move, once.
    assert_eq!(
        code(&[Pc::Engineer], &[(Pc::Negotiator, 1, None)]),
        "NOT_A_PASSENGER"
    );
}
