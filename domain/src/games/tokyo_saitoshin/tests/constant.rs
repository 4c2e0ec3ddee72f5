//! 【常時】 effects (check bonuses, enter and leave triggers) and discarding equipment.

use super::super::vocabulary::{Area, Pc, Place, SkillSlot};
use super::*;
use crate::engine::Confirm;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

fn move_to(pc: Pc, area: Area) -> Command {
    Command::Move(cmd::Move::to(pc, Place::Area(area)))
}

#[test]
fn an_equipped_vehicle_adds_to_movement_checks_even_exhausted() {
    // The Bike: +1. Tech 1 + 1 against 3.
    let mut state = given(2)
        .empty_market()
        .equipped(Pc::Procurer, &["I-01"])
        .build();
    state.pc_mut(Pc::Procurer).unwrap().equipped[0].exhaustion = 1;
    let events = when(&mut state, 0, move_to(Pc::Procurer, Area::Shibuya));
    assert!(
        matches!(&events[0], Event::ActionStarted(ev::ActionStarted { check: Some(c), .. }) if c.base == 2 && c.target == 3)
    );
}

#[test]
fn a_skill_bonus_counts_only_once_its_seal_is_removed() {
    // The Engineer's provisional enhanced skill: +2 to movement.
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-08"])
        .slot(3, &["T-09"])
        .slot(4, &["T-10"])
        .slot(5, &["T-11"])
        .build();
    let events = when(&mut state, 1, move_to(Pc::Engineer, Area::Shinagawa));
    assert!(
        matches!(&events[0], Event::ActionStarted(ev::ActionStarted { check: Some(c), .. }) if c.base == 3 && c.target == 6)
    );
    when(&mut state, 1, Command::GiveUpCheck(Confirm::Yes));
    state.pc_mut(Pc::Engineer).unwrap().skills[SkillSlot::Enhanced.index()].sealed = false;
    let events = when(&mut state, 1, move_to(Pc::Engineer, Area::Shinagawa));
    assert!(
        matches!(&events[0], Event::ActionStarted(ev::ActionStarted { check: Some(c), .. }) if c.base == 5)
    );
}

#[test]
fn leaving_an_armored_vehicles_area_and_entering_a_soldiers_both_hurt() {
    // EX-29's rule for a PC moving on its own: 装甲車 (T-27) in Shinagawa, 兵士 (T-24) in Shibuya.
    let mut state = given(2)
        .empty_market()
        .at(Pc::Engineer, Place::Area(Area::Shinagawa))
        .slot(0, &["T-27"])
        .slot(3, &["T-24"])
        .ap(Pc::Engineer, 1)
        .build();
    when(&mut state, 1, move_to(Pc::Engineer, Area::Shibuya));
    let events = when(&mut state, 1, Command::PayApToken(Confirm::Yes));
    let hits = find(&events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, amount, .. }) => Some((*pc, *amount)),
        _ => None,
    });
    assert_eq!(hits, vec![(Pc::Engineer, 1), (Pc::Engineer, 1)]);
    assert_eq!(
        state.pc(Pc::Engineer).unwrap().place,
        Place::Area(Area::Shibuya)
    );
}

#[test]
fn equipment_may_be_discarded_but_an_artifact_stays() {
    let mut state = given(2).equipped(Pc::Procurer, &["W-01", "A-01"]).build();
    let events = when(
        &mut state,
        0,
        Command::DiscardEquipment(cmd::DiscardEquipment {
            pc: Pc::Procurer,
            card: "W-01".into(),
        }),
    );
    assert_eq!(
        events,
        vec![Event::CardDiscarded(ev::CardDiscarded {
            pc: Pc::Procurer,
            card: "W-01".into()
        })]
    );
    assert_eq!(
        state
            .pc(Pc::Procurer)
            .unwrap()
            .discard
            .last()
            .map(String::as_str),
        Some("W-01")
    );
    let err = refused(
        &state,
        0,
        Command::DiscardEquipment(cmd::DiscardEquipment {
            pc: Pc::Procurer,
            card: "A-01".into(),
        }),
    );
    assert_eq!(err.code, "ARTIFACT_STAYS");
}

#[test]
fn sc04_03_locks_an_equipped_vehicle_until_the_scenario_ends() {
    use super::super::effect::Op;
    use super::super::primitives::Ctx;
    let state = given(2).equipped(Pc::Procurer, &["I-01", "W-01"]).build();
    let (events, mut state) = run_ops(
        &state,
        &Ctx::of("SC04-03"),
        &[Op::LockEquipment {
            trait_: "vehicle".into(),
        }],
    );
    assert_eq!(
        events,
        [Event::EquipmentLocked(ev::EquipmentLocked {
            trait_name: "vehicle".into()
        })]
    );
    let discard = |card: &str| {
        Command::DiscardEquipment(cmd::DiscardEquipment {
            pc: Pc::Procurer,
            card: card.into(),
        })
    };
    assert_eq!(refused(&state, 0, discard("I-01")).code, "EQUIPMENT_LOCKED");
    // Other equipment is still discarded at will.
    when(&mut state, 0, discard("W-01"));
    let equipped: Vec<&str> = state
        .pc(Pc::Procurer)
        .unwrap()
        .equipped
        .iter()
        .map(|e| e.card.as_str())
        .collect();
    assert_eq!(equipped, ["I-01"]);
}
