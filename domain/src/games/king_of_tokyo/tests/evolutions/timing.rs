//! Power Up! timing that several cards share: the Resolve Dice moment between the final roll
//! and the resolution, the one convention of every die-changing card, and the order of the
//! start-of-turn effects.

use super::*;
use crate::games::king_of_tokyo::command::Reroll;
use crate::games::king_of_tokyo::state::{Location, Phase};

fn resolve_dice_prompt() -> Vec<(u8, String)> {
    vec![(0, "RESOLVE_DICE".to_owned())]
}

#[test]
fn every_power_up_turn_pauses_at_resolve_dice_whatever_the_hand_holds() {
    let holding = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(0, "mecha_blast")
        .dice([S, N1, N2, N3, E, H])
        .build();
    let empty_handed = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .dice([S, N1, N2, N3, E, H])
        .build();
    for mut state in [holding, empty_handed] {
        let events = when(&mut state, 0, stop());
        assert_none(
            &events,
            |e| matches!(e, Event::DiceResolved(_)),
            "the dice wait for the Resolve Dice moment",
        );
        assert_eq!(state.phase, Phase::PsychicProbe);
        assert_eq!(prompt_kinds(&state), resolve_dice_prompt());
        let events = when(&mut state, 0, stop());
        assert!(events.iter().any(|e| matches!(e, Event::DiceResolved(_))));
    }
}

#[test]
fn the_last_roll_leads_to_resolve_dice_on_its_own() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .dice([S, N1, N2, N3, E, H])
        .rolls_used(2)
        .build();
    let events = when(&mut state, 0, Command::Reroll(Reroll { dice: vec![0] }));
    assert_none(
        &events,
        |e| matches!(e, Event::DiceResolved(_)),
        "no roll left: the dice are final, and the moment opens",
    );
    assert_eq!(prompt_kinds(&state), resolve_dice_prompt());
}

#[test]
fn without_power_up_the_dice_resolve_at_once() {
    let mut state = given().monsters(2).dice([S, N1, N2, N3, E, H]).build();
    let events = when(&mut state, 0, stop());
    assert!(events.iter().any(|e| matches!(e, Event::DiceResolved(_))));
}

#[test]
fn die_changes_are_offered_after_any_roll_and_in_the_resolve_dice_moment() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "gamma_breath")
        .evolution_in_play(0, "yin_and_yang")
        .evolution_in_hand(0, "saurian_adaptability")
        .dice([N2, N2, N3, E, E, H])
        .build();
    let gamma = change_with("gamma_breath", 2, S);
    let flip = use_with(&state, 0, "yin_and_yang", None);
    let saurian = play_with(
        &state,
        0,
        "saurian_adaptability",
        Some(EvolutionParams {
            face: Some(E),
            choice: Some(5),
            ..EvolutionParams::default()
        }),
    );
    let between_rolls = legal(&state, 0);
    for c in [&gamma, &flip, &saurian] {
        assert!(between_rolls.contains(c), "between rolls: {c:?}");
    }
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), resolve_dice_prompt());
    let before_resolving = legal(&state, 0);
    for c in [&gamma, &flip, &saurian] {
        assert!(before_resolving.contains(c), "before resolving: {c:?}");
    }
    when(&mut state, 0, flip.clone());
    assert!(
        !legal(&state, 0).contains(&flip),
        "Yin & Yang: once per turn"
    );
    assert_eq!(
        prompt_kinds(&state),
        resolve_dice_prompt(),
        "a change does not resolve the dice"
    );
    let events = when(&mut state, 0, stop());
    assert!(events.iter().any(|e| matches!(e, Event::DiceResolved(_))));
    assert!(!legal(&state, 0).contains(&gamma), "resolved: too late");
}

#[test]
fn start_of_turn_effects_follow_the_fixed_order_whatever_order_the_cards_came_in() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .active(2)
        .buying()
        .in_city(0)
        .keep(0, "battery_monster")
        .keep(0, "urbavore")
        .evolution_in_play(0, "defender_of_tokyo")
        .evolution_in_play(0, "i_am_the_king")
        .vp(1, 5)
        .vp(2, 5)
        .card_tokens(0, "battery_monster", 6)
        .build();
    let events = when(&mut state, 2, end_turn());
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "STARTED_TURN_IN_TOKYO"),
            ev::vp(0, 1, "urbavore"),
            ev::vp(0, 1, "i_am_the_king"),
            ev::vp_lost(1, 1, "defender_of_tokyo"),
            ev::vp_lost(2, 1, "defender_of_tokyo"),
            ev::energy(0, 2, "battery_monster"),
        ],
    );
    let position = |pred: &dyn Fn(&Event) -> bool| events.iter().position(pred).unwrap();
    assert!(
        position(&|e| matches!(e, Event::VictoryPointsLost(_)))
            < position(&|e| matches!(e, Event::EnergyGained(_))),
        "Defender of Tokyo before Battery Monster, though the Keep card came first"
    );
    assert_eq!(state.location_of(seat(0)), Location::City);
}
