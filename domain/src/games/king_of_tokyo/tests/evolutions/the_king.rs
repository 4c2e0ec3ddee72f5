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
    let mut events = when(&mut state, 0, stop());
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
    let mut events = when(&mut state, 0, stop());
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
    let events = when(&mut state, 0, stop());
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
