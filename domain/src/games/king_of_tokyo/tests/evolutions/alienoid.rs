//! Alienoid's Evolutions, given / when / then.

use super::*;

/// Any time: playable by its owner on another monster's turn; it does not answer the
/// pending decision (the active monster is still asked to roll).
#[test]
fn alien_scourge_gives_2_vp_even_on_another_monsters_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "alien_scourge")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "alien_scourge");
    assert!(
        legal(&state, 1).contains(&card),
        "any time: offered to a seat that owes nothing"
    );
    let events = when(&mut state, 1, card);
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionPlayed(p) if p.card == evolution("alien_scourge") && !p.permanent)));
    assert_eq!(vp_for(&events, 1, "alien_scourge"), 2);
    assert_eq!(state.monsters[1].victory_points, 2);
    assert_eq!(
        state.monsters[1].evolutions.discard,
        vec![evolution("alien_scourge")]
    );
    assert!(state.monsters[1].evolutions.hand.is_empty());
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn anger_batteries_gives_1_energy_per_heart_lost_this_turn() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(1, "anger_batteries")
        .dice([S, S, S, N1, N2, E])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(state.monsters[1].health, 7);
    let batteries = play(&state, 1, "anger_batteries");
    assert!(legal(&state, 1).contains(&batteries), "any time");
    let events = when(&mut state, 1, batteries);
    assert_in_order(&events, &[ev::energy(1, 3, "anger_batteries")]);
    assert_eq!(state.monsters[1].energy, 3);

    // Hearts lost on an earlier turn do not count.
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .evolution_in_hand(0, "anger_batteries")
        .build();
    state.hearts_lost_this_turn.push((seat(0), 4));
    when(&mut state, 1, end_turn());
    let batteries = play(&state, 0, "anger_batteries");
    let events = when(&mut state, 0, batteries);
    assert_none(
        &events,
        |e| matches!(e, Event::EnergyGained(_)),
        "energy for an earlier turn's loss",
    );
}

#[test]
fn funny_looking_but_dangerous_makes_each_other_monster_lose_1_heart_on_2_2_2() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "funny_looking_but_dangerous")
        .dice([N2, N2, N2, S, N1, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 1, 0, "SMASH"),
            ev::hurt(1, 1, 0, "funny_looking_but_dangerous"),
            ev::hurt(2, 1, 0, "funny_looking_but_dangerous"),
        ],
    );
    assert_eq!(hearts_lost(&events, 0), 0, "not its owner");

    // Without a Smash the card damage still happens; it never lets Tokyo yield.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "funny_looking_but_dangerous")
        .dice([N2, N2, N2, N2, N1, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!((hearts_lost(&events, 1), hearts_lost(&events, 2)), (1, 1));
    assert_none(
        &events,
        |e| matches!(e, Event::YieldRequested(_)),
        "a yield decision",
    );
}

#[test]
fn funny_looking_but_dangerous_does_nothing_with_two_2s() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "funny_looking_but_dangerous")
        .dice([N2, N2, N1, N1, N3, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(_)),
        "a heart loss",
    );
}

#[test]
fn exotic_arms_takes_2_energy_in_the_start_of_turn_window() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .energy(0, 3)
        .evolution_in_play(0, "exotic_arms")
        .build();
    when(&mut state, 1, end_turn());
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let arms = use_evolution(&state, 0, "exotic_arms");
    assert!(legal(&state, 0).contains(&arms));
    let events = when(&mut state, 0, arms.clone());
    assert_in_order(&events, &[ev::energy_lost(0, 2, "exotic_arms")]);
    assert_eq!(state.monsters[0].energy, 1);
    assert!(!legal(&state, 0).contains(&arms), "once a turn");
    assert_eq!(
        try_when(&mut state, 0, arms).unwrap_err().code,
        "NOT_OFFERED"
    );
}

#[test]
fn exotic_arms_without_2_energy_does_not_stop_the_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .energy(0, 1)
        .evolution_in_play(0, "exotic_arms")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert_none(
        &events,
        |e| matches!(e, Event::StartOfTurnWindowOpened(_)),
        "a start-of-turn window",
    );
}

/// Seat 0 with Exotic Arms in play, already loaded this turn, rolling `dice`.
fn loaded_exotic_arms(dice: [Face; 6]) -> State {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "exotic_arms")
        .dice(dice)
        .build();
    state.cards_used.push(evolution("exotic_arms").instance);
    state
}

#[test]
fn exotic_arms_with_3_smashes_gives_the_energy_back_and_2_extra_hearts() {
    let mut state = loaded_exotic_arms([S, S, S, N1, N2, H]);
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[ev::energy(0, 2, "exotic_arms"), ev::hurt(1, 5, 0, "SMASH")],
    );
    assert_eq!(hearts_lost(&events, 0), 0);
    assert_eq!(state.monsters[0].energy, 2);
}

#[test]
fn exotic_arms_with_fewer_than_3_smashes_costs_its_owner_2_hearts() {
    let mut state = loaded_exotic_arms([S, S, N3, N1, N2, H]);
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[ev::hurt(1, 2, 0, "SMASH"), ev::hurt(0, 2, 0, "exotic_arms")],
    );
    assert_eq!(state.monsters[0].energy, 0);
}
