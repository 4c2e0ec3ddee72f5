//! Gigazaur's Evolutions, given / when / then.

use super::*;
use crate::games::king_of_tokyo::state::Location::{City, Outside};

#[test]
fn radioactive_waste_gives_2_energy_and_1_heart() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .health(0, 7)
        .evolution_in_hand(0, "radioactive_waste")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let waste = play(&state, 0, "radioactive_waste");
    let events = when(&mut state, 0, waste);
    assert_in_order(
        &events,
        &[
            ev::energy(0, 2, "radioactive_waste"),
            ev::healed(0, 1, "radioactive_waste"),
        ],
    );
    assert_eq!((state.monsters[0].energy, state.monsters[0].health), (2, 8));
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

/// A prompt window: the heart loss pauses for the owner, who may play it (no loss for the
/// rest of the turn) or pass.
#[test]
fn detachable_tail_is_offered_before_a_heart_loss_and_prevents_it_for_the_turn() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(1, "detachable_tail")
        .dice([S, S, S, N1, N2, E])
        .build();
    let tail = play(&state, 1, "detachable_tail");
    assert!(!legal(&state, 1).contains(&tail), "only in its window");
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(_)),
        "a loss before the answer",
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(1, "EVOLUTION_BEFORE_DAMAGE".to_owned())]
    );
    assert!(legal(&state, 1).contains(&tail));
    let events = when(&mut state, 1, tail);
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(_)),
        "a heart loss",
    );
    assert_eq!(state.monsters[1].health, 10);
    assert_eq!(
        state.monsters[1].evolutions.discard,
        vec![evolution("detachable_tail")]
    );
    // Not wounded: no yield decision; Tokyo stays with its occupant.
    assert_eq!(state.location_of(seat(1)), City);
    assert_eq!(state.location_of(seat(0)), Outside);
}

#[test]
fn detachable_tail_declined_lets_the_loss_happen() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(1, "detachable_tail")
        .dice([S, S, N3, N1, N2, E])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 1, pass());
    assert_eq!(hearts_lost(&events, 1), 2);
    assert_eq!(
        state.monsters[1].evolutions.hand,
        vec![evolution("detachable_tail")]
    );
}

#[test]
fn primal_bellow_makes_each_other_monster_lose_2_vp() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .vp(0, 5)
        .vp(1, 5)
        .vp(2, 1)
        .evolution_in_hand(1, "primal_bellow")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let bellow = play(&state, 1, "primal_bellow");
    assert!(legal(&state, 1).contains(&bellow), "any time");
    let events = when(&mut state, 1, bellow);
    assert_in_order(
        &events,
        &[
            ev::vp_lost(2, 1, "primal_bellow"),
            ev::vp_lost(0, 2, "primal_bellow"),
        ],
    );
    let vps: Vec<u32> = state.monsters.iter().map(|m| m.victory_points).collect();
    assert_eq!(vps, vec![3, 5, 0], "never below 0; its owner loses none");
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn saurian_adaptability_turns_every_die_of_a_face_into_another_face_in_the_roll_step() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .evolution_in_hand(1, "saurian_adaptability")
        .build();
    let choice = |from: Face, to: Face| EvolutionParams {
        face: Some(from),
        choice: Some(Face::ALL.iter().position(|f| *f == to).unwrap() as u8),
        ..EvolutionParams::default()
    };
    let card = play_with(&state, 1, "saurian_adaptability", Some(choice(N1, S)));
    assert_eq!(
        try_when(&mut state, 1, card).unwrap_err().code,
        "NOT_OFFERED",
        "not in the Buy step"
    );

    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_hand(0, "saurian_adaptability")
        .evolution_in_hand(1, "saurian_adaptability")
        .dice([N1, N2, N1, E, N1, H])
        .rolls_used(3)
        .build();
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "ROLL_OR_STOP".to_owned())],
        "holding it keeps the Roll step open after the last roll"
    );
    assert!(
        !legal(&state, 1)
            .iter()
            .any(|c| matches!(c, Command::PlayEvolution(_))),
        "not on another monster's turn"
    );
    let card = play_with(&state, 0, "saurian_adaptability", Some(choice(N1, S)));
    assert!(legal(&state, 0).contains(&card));
    let bogus = play_with(&state, 0, "saurian_adaptability", Some(choice(N3, S)));
    assert!(!legal(&state, 0).contains(&bogus), "no die shows a 3");
    let events = when(&mut state, 0, card);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::DieChanged(d) if d.face == S))
            .count(),
        3
    );
    assert_eq!(state.dice, vec![S, N2, S, E, S, H]);
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 3);
}

#[test]
fn defender_of_tokyo_takes_1_vp_from_each_other_monster_when_its_owner_starts_in_tokyo() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .active(2)
        .buying()
        .in_city(0)
        .vp(1, 4)
        .vp(2, 4)
        .evolution_in_play(0, "defender_of_tokyo")
        .build();
    let events = when(&mut state, 2, end_turn());
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "STARTED_TURN_IN_TOKYO"),
            ev::vp_lost(1, 1, "defender_of_tokyo"),
            ev::vp_lost(2, 1, "defender_of_tokyo"),
        ],
    );

    let mut state = given()
        .monsters(3)
        .power_up()
        .active(2)
        .buying()
        .in_city(1)
        .vp(1, 4)
        .vp(2, 4)
        .evolution_in_play(0, "defender_of_tokyo")
        .build();
    let events = when(&mut state, 2, end_turn());
    assert_none(
        &events,
        |e| matches!(e, Event::VictoryPointsLost(_)),
        "a VP loss outside Tokyo",
    );
}

#[test]
fn heat_vision_makes_a_monster_whose_smashes_wound_its_owner_lose_1_vp() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .vp(0, 3)
        .evolution_in_play(1, "heat_vision")
        .dice([S, S, N3, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[ev::hurt(1, 2, 0, "SMASH"), ev::vp_lost(0, 1, "heat_vision")],
    );

    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .vp(0, 3)
        .evolution_in_play(1, "heat_vision")
        .dice([N3, N3, N3, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "NUMBERS"), 3);
    assert_none(
        &events,
        |e| matches!(e, Event::VictoryPointsLost(_)),
        "a VP loss without a wound",
    );
}

#[test]
fn gamma_breath_changes_one_die_to_a_smash_once_per_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "gamma_breath")
        .dice([N2, N2, N3, E, E, H])
        .rolls_used(3)
        .build();
    when(&mut state, 0, stop());
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "RESOLVE_DICE".to_owned())],
        "the change is on offer after the last roll"
    );
    assert!(!legal(&state, 0).contains(&change_with("gamma_breath", 0, N1)));
    let events = when(&mut state, 0, change_with("gamma_breath", 2, S));
    assert!(matches!(&events[0], Event::DieChanged(d) if d.die == 2 && d.face == S));
    assert_eq!(state.dice[2], S);
    assert!(
        !legal(&state, 0).contains(&change_with("gamma_breath", 3, S)),
        "once per turn"
    );
    let events = when(&mut state, 0, stop());
    assert_eq!(hearts_lost(&events, 1), 1);
}

#[test]
fn tail_sweep_changes_one_die_to_a_1_or_a_2_once_per_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "tail_sweep")
        .dice([N2, N2, N3, E, E, H])
        .build();
    let offered = legal(&state, 0);
    assert!(offered.contains(&change_with("tail_sweep", 2, N2)));
    assert!(offered.contains(&change_with("tail_sweep", 2, N1)));
    assert!(!offered.contains(&change_with("tail_sweep", 2, S)));
    when(&mut state, 0, change_with("tail_sweep", 2, N2));
    assert_eq!(state.dice, vec![N2, N2, N2, E, E, H]);
    let err = try_when(&mut state, 0, change_with("tail_sweep", 3, N1)).unwrap_err();
    assert_eq!(err.code, "INVALID_DIE_CHANGE", "once per turn");
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "NUMBERS"), 2);
}
