//! Space Penguin's Evolutions, given / when / then.

use super::*;

#[test]
fn black_diamond_adds_1_vp_on_taking_tokyo() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "black_diamond")
        .dice([N3, N3, N1, N1, N2, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[ev::vp(0, 1, "ENTERED_TOKYO"), ev::vp(0, 1, "black_diamond")],
    );
}

#[test]
fn black_diamond_adds_1_vp_when_staying_in_tokyo_after_being_asked() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(1, "black_diamond")
        .dice([S, N3, N1, N1, N2, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(vp_for(&events, 1, "black_diamond"), 0);
    let events = when(&mut state, 1, stay());
    assert_eq!(vp_for(&events, 1, "black_diamond"), 1);

    // Yielding scores nothing.
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(1, "black_diamond")
        .dice([S, N3, N1, N1, N2, H])
        .build();
    when(&mut state, 0, stop());
    let events = when(&mut state, 1, yield_tokyo());
    assert_eq!(vp_for(&events, 1, "black_diamond"), 0);
}

#[test]
fn cold_wave_makes_the_other_monsters_roll_one_die_fewer_until_its_owners_next_turn() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(1, "cold_wave")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "cold_wave");
    assert!(legal(&state, 1).contains(&card), "any time, on any turn");
    when(&mut state, 1, card);
    assert_eq!(state.lasting_evolutions, vec![(seat(1), "cold_wave".into())]);
    assert_eq!(state.dice.len(), 6, "a turn already rolling keeps its dice");
    // Seat 0 ends its turn: seat 1, the owner, is not affected, and the wave ends.
    play_until_turn_of(&mut state, 1);
    assert_eq!(state.dice.len(), 6);
    assert!(state.lasting_evolutions.is_empty());

    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(0, "cold_wave")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 0, "cold_wave");
    when(&mut state, 0, card);
    play_until_turn_of(&mut state, 1);
    assert_eq!(state.dice.len(), 5);
    play_until_turn_of(&mut state, 2);
    assert_eq!(state.dice.len(), 5);
    play_until_turn_of(&mut state, 0);
    assert_eq!(state.dice.len(), 6);
    assert!(state.lasting_evolutions.is_empty());
}

#[test]
fn blizzard_forbids_the_other_monsters_to_yield_and_leaves_them_a_single_roll() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(0, "blizzard")
        .evolution_in_hand(2, "blizzard")
        .dice([S, S, N3, N1, N2, E])
        .build();
    let theirs = play(&state, 2, "blizzard");
    assert!(!legal(&state, 2).contains(&theirs), "only on its owner's turn");
    assert_eq!(
        try_when(&mut state, 2, theirs).unwrap_err().code,
        "NOT_OFFERED"
    );
    let card = play(&state, 0, "blizzard");
    when(&mut state, 0, card);
    let events = when(&mut state, 0, stop());
    assert_eq!(hearts_lost(&events, 1), 2);
    assert_none(
        &events,
        |e| matches!(e, Event::YieldRequested(_)),
        "a yield decision",
    );
    assert_eq!(state.city, Some(seat(1)), "it cannot yield");
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
    let events = when(&mut state, 0, end_turn());
    assert!(events.iter().any(|e| matches!(e,
        Event::RollsAllowedSet(r) if r.rolls_allowed == 1 && r.reason == "blizzard")));
    assert_eq!(state.rolls_allowed, 1);
    play_until_turn_of(&mut state, 0);
    assert!(state.rolls_allowed > 1, "its owner keeps its rolls");
    assert!(state.lasting_evolutions.is_empty());
}
