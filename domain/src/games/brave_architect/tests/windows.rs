//! The reaction windows (§4.8): W2 before a hit's tension rise (EX-27) and W1 before the
//! enemy action's damage (the attack, the fire trait, the movement's wall slam), each
//! opened only when acting in it can change the outcome.

use super::examples::attacker;
use super::*;
use crate::engine::{Confirm, Game};
use crate::games::brave_architect::BraveArchitect;
use crate::games::brave_architect::command::Command;
use crate::games::brave_architect::content::{Area, AreaCentre, EnemyAttack, NextRound};
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::grid::Offset;
use crate::games::brave_architect::state::{State, WindowReason};
use crate::games::brave_architect::vocabulary::{AttackClass, DefenceStat, Stat};

const PASS: Command = Command::PassWindow(Confirm::Yes);
const HEAL: Command = Command::TensionHeal(Confirm::Yes);

fn prompted(state: &State) -> Vec<(u8, String)> {
    BraveArchitect::prompts(state)
        .into_iter()
        .map(|p| (p.seat.0, p.kind))
        .collect()
}

fn opened(events: &[Event]) -> Option<&ReactionWindowOpened> {
    events.iter().find_map(|e| match e {
        Event::ReactionWindowOpened(w) => Some(w),
        _ => None,
    })
}

/// Seat 0 hits position 4 with a 2D6 of 3 + 3 at `tension` and `hp`.
fn hitting_at(tension: u8, hp: i32) -> (State, Vec<Event>) {
    let card = attack_card("w2", &[Stat::Accuracy], 1, 2, &[(3, None, 4, &[])]);
    let mut state = attacker(card)
        .party(4, "iron_scale", 30)
        .tension(0, tension)
        .hp(0, hp)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("w2", &[4]), &[3, 3]);
    (state, events)
}

#[test]
fn ex27_at_tension_3_the_attacker_may_heal_before_the_rise_so_the_rise_is_not_lost() {
    let (mut state, events) = hitting_at(3, 4);
    assert!(events.iter().any(|e| matches!(e, Event::DamageDealt(_))));
    let w = opened(&events).expect("the window W2");
    assert_eq!(
        (w.reason, w.seats.clone()),
        (WindowReason::TensionRise, vec![seat(0)])
    );
    // Nothing after the damage has happened yet: no rise, no hate check.
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::TensionChanged(_) | Event::HateCardTaken(_) | Event::PlayerTurnEnded(_)
    )));
    assert_eq!(prompted(&state), vec![(0, "REACT".to_string())]);
    assert_eq!(
        BraveArchitect::legal_commands(&state, seat(0)),
        vec![PASS, HEAL]
    );
    assert_eq!(
        refused(&state, 0, Command::EndTurn(YES)).code,
        "REACT_FIRST"
    );
    assert_eq!(refused(&state, 1, PASS).code, "NOT_YOUR_DECISION");
    when(&mut state, 0, HEAL);
    assert_eq!((state.players[0].tension, state.players[0].hp), (1, 5));
    let events = when(&mut state, 0, PASS);
    assert!(matches!(&events[1], Event::TensionChanged(t) if t.from == 1 && t.to == 2));
    assert!(events.iter().any(|e| matches!(e, Event::HateCardTaken(_))));
    assert_eq!((state.players[0].tension, state.players[0].hp), (2, 5));
    assert!(state.window.is_none());
}

#[test]
fn passing_the_window_without_healing_loses_the_rise_as_the_rules_say() {
    let (mut state, _) = hitting_at(3, 4);
    let events = when(&mut state, 0, PASS);
    assert!(!events.iter().any(|e| matches!(e, Event::TensionChanged(_))));
    assert!(events.iter().any(|e| matches!(e, Event::HateCardTaken(_))));
    assert_eq!((state.players[0].tension, state.players[0].hp), (3, 4));
}

#[test]
fn below_the_maximum_tension_or_at_full_hp_the_rise_does_not_wait() {
    let (state, events) = hitting_at(2, 4);
    assert!(opened(&events).is_none());
    assert_eq!(state.players[0].tension, 3);
    let full = attacker(attack_card(
        "w2",
        &[Stat::Accuracy],
        1,
        2,
        &[(3, None, 4, &[])],
    ))
    .build()
    .players[0]
        .hp;
    let (state, events) = hitting_at(3, full);
    assert!(opened(&events).is_none());
    assert!(state.window.is_none());
}

/// A previous card whose area is the two squares below the body, without moving it.
pub(super) fn below_the_body() -> EnemyAttack {
    marking([false; 4], 0)
}

/// A previous card with these trait marks and movement, whose area is the two squares
/// below the body.
pub(super) fn marking(marks: [bool; 4], movement: u32) -> EnemyAttack {
    EnemyAttack {
        id: "below".into(),
        name: "below".into(),
        name_ja: "below".into(),
        class: AttackClass::Normal,
        hit: 5,
        damage: vec![1; 6],
        defence_stat: DefenceStat::Defence,
        effects: vec![],
        erratum: None,
        next: NextRound {
            traits: marks.to_vec(),
            movement,
            area: Area {
                centre: AreaCentre::Body,
                cells: vec![Offset { dr: 2, dc: 0 }, Offset { dr: 2, dc: 1 }],
            },
        },
    }
}

/// Both turns of a 2-player round end; the enemy acts with the first dice showing `faces`.
fn end_round(state: &mut State, faces: &[u8]) -> Vec<Event> {
    when(state, 0, Command::StartPlayerTurn(YES));
    when(state, 0, Command::EndTurn(YES));
    when(state, 1, Command::StartPlayerTurn(YES));
    when_rolling(state, 1, Command::EndTurn(YES), faces)
}

/// Seat 0 ([速] 0, [防] 1, tension 2) stands under Bite (hit 7) at `hp`; both turns end,
/// its evasion die shows 2 and the damage die 1 (Bite: 3, so 2 after [防]).
fn bitten_at(hp: i32) -> (State, Vec<Event>) {
    let mut state = given(2)
        .previous_card(below_the_body())
        .enemy_deck(&["bite"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(8, 8))
        .stats(0, 0, 0, 0, 1, 0)
        .tension(0, 2)
        .hp(0, hp)
        .build();
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    let events = when_rolling(&mut state, 1, Command::EndTurn(YES), &[2, 1]);
    (state, events)
}

fn enemy_damage(events: &[Event]) -> Vec<(i32, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CharacterDamaged(d) if d.cause == DamageCause::EnemyAttack => {
                Some((d.amount, d.hp_after))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn enemy_damage_that_would_down_a_character_waits_for_its_heal() {
    let (mut state, events) = bitten_at(2);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EnemyDamageRolled(d) if d.damage == 3))
    );
    let w = opened(&events).expect("the window W1");
    assert_eq!(
        (w.reason, w.seats.clone(), w.damage, w.hit.clone()),
        (WindowReason::EnemyDamage, vec![seat(0)], 3, vec![seat(0)])
    );
    assert!(enemy_damage(&events).is_empty());
    assert_eq!(prompted(&state), vec![(0, "REACT".to_string())]);
    assert!(BraveArchitect::legal_commands(&state, seat(1)).is_empty());
    when(&mut state, 0, HEAL);
    assert_eq!(state.players[0].hp, 3);
    let events = when(&mut state, 0, PASS);
    assert_eq!(enemy_damage(&events), vec![(2, 1)]);
    assert!(!state.players[0].down);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EnemyAttackDiscarded(_)))
    );
    assert!(matches!(events.last(), Some(Event::RoundStarted(r)) if r.round == 2));
}

#[test]
fn passing_the_damage_window_takes_the_damage_as_rolled() {
    let (mut state, _) = bitten_at(2);
    let events = when(&mut state, 0, PASS);
    assert_eq!(enemy_damage(&events), vec![(2, 0)]);
    assert!(state.players[0].down);
    assert!(matches!(events.last(), Some(Event::RoundStarted(_))));
}

#[test]
fn enemy_damage_that_does_not_down_the_character_does_not_wait() {
    let (state, events) = bitten_at(3);
    assert!(opened(&events).is_none());
    assert_eq!(enemy_damage(&events), vec![(2, 1)]);
    assert_eq!(state.round, 2);
}

#[test]
fn the_fire_trait_s_damage_before_evasion_waits_when_it_would_down_a_character_that_can_heal() {
    let mut state = given(2)
        .party(1, "fire_wing", 20)
        .previous_card(marking([true, false, false, false], 0))
        .enemy_deck(&["bite"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(8, 8))
        .tension(0, 2)
        .hp(0, 1)
        .build();
    let events = end_round(&mut state, &[]);
    let w = opened(&events).expect("the window W1 before the fire");
    assert_eq!(
        (w.reason, w.seats.clone(), w.damage, w.hit.clone()),
        (WindowReason::TraitDamage, vec![seat(0)], 1, vec![seat(0)])
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CharacterDamaged(_) | Event::EvasionRolled(_)))
    );
    when(&mut state, 0, HEAL);
    // The fire, then the evasion (a 6 always evades), then the round's end.
    let events = when_rolling(&mut state, 0, PASS, &[6]);
    assert!(events.iter().any(|e| matches!(e, Event::CharacterDamaged(d)
        if d.cause == DamageCause::Trait && d.hp_after == 1)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvasionRolled(r) if r.success))
    );
    assert!(matches!(events.last(), Some(Event::RoundStarted(_))));
    assert!(!state.players[0].down);
}

#[test]
fn a_wall_slam_that_would_down_a_character_that_can_heal_waits_before_the_enemy_moves() {
    let mut state = given(2)
        .enemy_at(sq(6, 3))
        .pawn(0, sq(8, 3))
        .pawn(1, sq(0, 8))
        .previous_card(marking([false; 4], 1))
        .hate(0, 0, false)
        .tension(0, 2)
        .hp(0, 1)
        .build();
    let events = end_round(&mut state, &[]);
    let w = opened(&events).expect("the window W1 before the movement");
    assert_eq!(
        (w.reason, w.seats.clone()),
        (WindowReason::ForcedMovement, vec![seat(0)])
    );
    assert!(!events.iter().any(|e| matches!(e, Event::EnemyMoved(_))));
    when(&mut state, 0, HEAL);
    let events = when(&mut state, 0, PASS);
    assert!(events.iter().any(|e| matches!(e, Event::EnemyMoved(_))));
    assert!(events.iter().any(|e| matches!(e, Event::CharacterDamaged(d)
        if d.cause == DamageCause::WallSlam && d.hp_after == 1)));
    assert_eq!(state.players[0].pawn, Some(sq(8, 2)));
    assert!(!state.players[0].down);
}
