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
