//! The King's Evolutions, given / when / then.

use super::*;

#[test]
fn giant_banana_heals_2_even_in_tokyo_on_another_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .health(1, 5)
        .evolution_in_hand(1, "giant_banana")
        .build();
    let banana = play(&state, 1, "giant_banana");
    assert!(legal(&state, 1).contains(&banana));
    let events = when(&mut state, 1, banana);
    assert_in_order(&events, &[ev::healed(1, 2, "giant_banana")]);
    assert_eq!(state.monsters[1].health, 7);
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn alpha_male_scores_1_vp_at_the_end_of_a_turn_that_wounded_a_monster() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "alpha_male")
        .dice([S, S, N3, N1, N2, H])
        .build();
    let mut events = stop_and_resolve(&mut state, 0);
    events.extend(when(&mut state, 1, stay()));
    assert_eq!(
        vp_for(&events, 0, "alpha_male"),
        0,
        "only at the end of the turn"
    );
    let events = when(&mut state, 0, end_turn());
    assert_eq!(vp_for(&events, 0, "alpha_male"), 1);

    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "alpha_male")
        .dice([N3, N3, N3, N1, N2, H])
        .build();
    let mut events = stop_and_resolve(&mut state, 0);
    events.extend(when(&mut state, 0, end_turn()));
    assert_eq!(vp_for(&events, 0, "alpha_male"), 0);
}

#[test]
fn i_am_the_king_adds_1_vp_on_taking_tokyo_and_on_starting_a_turn_there() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "i_am_the_king")
        .dice([N3, N3, N1, N1, N2, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[ev::vp(0, 1, "ENTERED_TOKYO"), ev::vp(0, 1, "i_am_the_king")],
    );

    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .in_city(0)
        .evolution_in_play(0, "i_am_the_king")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "STARTED_TURN_IN_TOKYO"),
            ev::vp(0, 1, "i_am_the_king"),
        ],
    );
}

/// `UseEvolution` of the Permanent card `id` in play in front of `s`.
fn use_in_play(state: &State, s: u8, id: &str, params: Option<EvolutionParams>) -> Command {
    let card = state.monsters[s as usize]
        .evolutions
        .in_play
        .iter()
        .find(|c| c.card == id)
        .unwrap_or_else(|| panic!("{id} not in play in front of seat {s}"))
        .instance;
    Command::UseEvolution(PlayEvolution { card, params })
}

#[test]
fn monkey_rush_takes_the_vacated_city_before_the_attacker_enters() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(2, "monkey_rush")
        .dice([S, N2, N3, E, E, H])
        .build();
    let rush = play(&state, 2, "monkey_rush");
    assert!(!legal(&state, 2).contains(&rush), "Tokyo is not free");
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 1, yield_tokyo());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvolutionWindowOpened(_)))
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(2, "ENTER_TOKYO_INSTEAD".to_owned())]
    );
    assert!(legal(&state, 2).contains(&rush));
    let events = when(&mut state, 2, rush);
    assert_in_order(
        &events,
        &[
            ev::entered(2, Location::City, Location::Outside),
            ev::vp(2, 1, "ENTERED_TOKYO"),
            ev::buy_step(0),
        ],
    );
    assert_eq!(state.city, Some(seat(2)));
    assert_eq!(state.location_of(seat(0)), Location::Outside);
}

#[test]
fn simian_scamper_yields_before_the_smash_damage_and_loses_no_hearts() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(1, "simian_scamper")
        .dice([S, S, N2, N3, E, H])
        .build();
    state.turn_scratch.tokyo_at_turn_start = vec![seat(1)];
    stop_and_resolve(&mut state, 0);
    assert_eq!(
        prompt_kinds(&state),
        vec![(1, "EVOLUTION_BEFORE_DAMAGE".to_owned())]
    );
    let scamper = play(&state, 1, "simian_scamper");
    let events = when(&mut state, 1, scamper);
    assert_in_order(
        &events,
        &[
            ev::yielded(1, Location::City),
            ev::entered(0, Location::City, Location::Outside),
        ],
    );
    assert_eq!(hearts_lost(&events, 1), 0);
    assert!(evolutions::this_turn::heart_loss_prevented(&state, seat(1)));
}

#[test]
fn simian_scamper_is_not_offered_outside_tokyo() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(2)
        .evolution_in_hand(1, "simian_scamper")
        .dice([S, S, N2, N3, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::ReactionWindowOpened(_)),
        "a reaction window",
    );
    assert_eq!(prompt_kinds(&state), vec![(2, "YIELD_TOKYO".to_owned())]);
}

#[test]
fn jungle_frenzy_gives_another_turn_when_the_tokyo_monster_was_wounded_and_stayed() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(0, "jungle_frenzy")
        .dice([S, S, N2, N3, E, H])
        .build();
    state.turn_scratch.tokyo_at_turn_start = vec![seat(1)];
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 1, stay());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvolutionWindowOpened(_)))
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "END_OF_ENTER_TOKYO".to_owned())]
    );
    let frenzy = play(&state, 0, "jungle_frenzy");
    let events = when(&mut state, 0, frenzy);
    assert!(events.iter().any(|e| matches!(e,
        Event::ExtraTurnGained(x) if x.seat == seat(0) && x.reason == "jungle_frenzy")));
    assert_in_order(&events, &[ev::buy_step(0)]);
    assert_eq!(state.extra_turns, 1);
}

#[test]
fn jungle_frenzy_is_not_offered_after_taking_tokyo() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(0, "jungle_frenzy")
        .dice([S, S, N2, N3, E, H])
        .build();
    state.turn_scratch.tokyo_at_turn_start = vec![seat(1)];
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 1, yield_tokyo());
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionWindowOpened(_)),
        "a window",
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
    assert!(!legal(&state, 0).contains(&play(&state, 0, "jungle_frenzy")));
}

#[test]
fn chest_thumping_forces_a_wounded_monster_to_yield() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "chest_thumping")
        .dice([S, S, N2, N3, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::YieldRequested(_)),
        "the yield decision before the attacker's choice",
    );
    assert_eq!(prompt_kinds(&state), vec![(0, "FORCE_YIELD".to_owned())]);
    let force = use_in_play(
        &state,
        0,
        "chest_thumping",
        Some(EvolutionParams {
            target: Some(seat(1)),
            ..EvolutionParams::default()
        }),
    );
    let wrong = use_in_play(
        &state,
        0,
        "chest_thumping",
        Some(EvolutionParams {
            target: Some(seat(2)),
            ..EvolutionParams::default()
        }),
    );
    assert!(legal(&state, 0).contains(&force));
    assert_eq!(
        try_when(&mut state.clone(), 0, wrong).unwrap_err().code,
        "NOT_OFFERED"
    );
    let events = when(&mut state, 0, force);
    assert_in_order(
        &events,
        &[
            ev::yielded(1, Location::City),
            ev::entered(0, Location::City, Location::Outside),
            ev::buy_step(0),
        ],
    );
    assert_none(
        &events,
        |e| matches!(e, Event::YieldRequested(_)),
        "a yield decision",
    );
}

#[test]
fn chest_thumping_passed_leaves_the_yield_decision_to_the_wounded() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "chest_thumping")
        .dice([S, S, N2, N3, E, H])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 0, pass());
    assert_in_order(&events, &[ev::yield_requested(0, &[1])]);
    assert_eq!(prompt_kinds(&state), vec![(1, "YIELD_TOKYO".to_owned())]);
}

#[test]
fn twas_beauty_killed_the_beast_scores_at_every_turn_end_and_is_lost_with_tokyo() {
    // Playable only in Tokyo.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(1, "twas_beauty_killed_the_beast")
        .evolution_in_hand(2, "twas_beauty_killed_the_beast")
        .dice([N1, N2, N3, E, E, H])
        .build();
    let outside = play(&state, 2, "twas_beauty_killed_the_beast");
    assert_eq!(
        try_when(&mut state, 2, outside).unwrap_err().code,
        "NOT_OFFERED"
    );
    let beauty = play(&state, 1, "twas_beauty_killed_the_beast");
    when(&mut state, 1, beauty);
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 0, end_turn());
    assert_in_order(
        &events,
        &[
            ev::vp(1, 1, "twas_beauty_killed_the_beast"),
            ev::turn_ended(0, 1),
        ],
    );

    // Leaving Tokyo: the card is discarded and every VP lost.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .vp(1, 6)
        .evolution_in_play(1, "twas_beauty_killed_the_beast")
        .dice([S, S, N2, N3, E, H])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 1, yield_tokyo());
    assert_in_order(
        &events,
        &[
            ev::yielded(1, Location::City),
            ev::vp_lost(1, 6, "twas_beauty_killed_the_beast"),
        ],
    );
    let piles = &state.monsters[1].evolutions;
    assert!(piles.in_play.is_empty());
    assert_eq!(
        piles.discard,
        vec![evolution("twas_beauty_killed_the_beast")]
    );
    assert_eq!(state.monsters[1].victory_points, 0);
}
