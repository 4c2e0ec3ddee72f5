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
    let events = when(&mut state, 0, stop());
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
    when(&mut state, 0, stop());
    let events = when(&mut state, 1, pass());
    assert_eq!(hearts_lost(&events, 1), 2);
    assert_eq!(
        state.monsters[1].evolutions.hand,
        vec![evolution("detachable_tail")]
    );
}
