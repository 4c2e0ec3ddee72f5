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
