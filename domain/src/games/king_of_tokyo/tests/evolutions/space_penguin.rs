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
