//! Kraken's Evolutions, given / when / then.

use super::*;
use crate::games::king_of_tokyo::state::Location::{City, Outside};

#[test]
fn healing_rain_gives_2_hearts() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .health(1, 5)
        .evolution_in_hand(1, "healing_rain")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "healing_rain");
    assert!(legal(&state, 1).contains(&card), "any time");
    let events = when(&mut state, 1, card);
    assert_in_order(&events, &[ev::healed(1, 2, "healing_rain")]);
    assert_eq!(state.monsters[1].health, 7);
}

#[test]
fn cult_worshippers_scores_1_vp_per_heart_gained_this_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .health(0, 5)
        .evolution_in_hand(0, "cult_worshippers")
        .dice([H, H, N1, N2, N3, E])
        .build();
    stop_and_resolve(&mut state, 0);
    assert_eq!(state.monsters[0].health, 7);
    let card = play(&state, 0, "cult_worshippers");
    let events = when(&mut state, 0, card);
    assert_eq!(vp_for(&events, 0, "cult_worshippers"), 2);

    // Nothing gained yet this turn: nothing scored.
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "cult_worshippers")
        .dice([H, H, N1, N2, N3, E])
        .build();
    let card = play(&state, 0, "cult_worshippers");
    let events = when(&mut state, 0, card);
    assert_eq!(vp_for(&events, 0, "cult_worshippers"), 0);
}

#[test]
fn eater_of_souls_raises_max_hearts_to_12_and_heals_1_on_entering_tokyo() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .health(0, 10)
        .evolution_in_hand(0, "eater_of_souls")
        .dice([S, N1, N2, N3, N1, N2])
        .build();
    let card = play(&state, 0, "eater_of_souls");
    let events = when(&mut state, 0, card);
    assert!(events.iter().any(|e| matches!(e,
        Event::MaxHealthChanged(m) if m.seat == seat(0) && m.max_health == 12)));
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[
            ev::entered(0, City, Outside),
            ev::healed(0, 1, "eater_of_souls"),
        ],
    );
    assert_eq!(state.monsters[0].health, 11);
}

#[test]
fn mandibles_of_dread_takes_1_vp_from_each_monster_its_smashes_wound() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .vp(1, 4)
        .vp(2, 4)
        .evolution_in_play(0, "mandibles_of_dread")
        .dice([S, S, N1, N2, N3, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 2);
    assert_in_order(&events, &[ev::vp_lost(1, 1, "mandibles_of_dread")]);
    assert_eq!(state.monsters[1].victory_points, 3);
    assert_eq!(state.monsters[2].victory_points, 4, "not wounded");

    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .vp(1, 4)
        .evolution_in_play(0, "mandibles_of_dread")
        .dice([N1, N1, N1, N2, N3, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::VictoryPointsLost(_)),
        "a VP loss without a wound",
    );
}

/// `UseEvolution` of the Permanent card `id` in play in front of `s`.
fn use_in_play(state: &State, s: u8, id: &str) -> Command {
    let card = state.monsters[s as usize]
        .evolutions
        .in_play
        .iter()
        .find(|c| c.card == id)
        .unwrap_or_else(|| panic!("{id} not in play in front of seat {s}"))
        .instance;
    Command::UseEvolution(PlayEvolution { card, params: None })
}

#[test]
fn destructive_wave_hurts_every_other_monster_when_its_owner_enters_tokyo() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(0, "destructive_wave")
        .dice([N1, N2, N3, E, E, H])
        .build();
    stop_and_resolve(&mut state, 0);
    assert_eq!(state.city, Some(seat(0)));
    assert_eq!(prompt_kinds(&state), vec![(0, "ENTERED_TOKYO".to_owned())]);
    let wave = play(&state, 0, "destructive_wave");
    let events = when(&mut state, 0, wave);
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 0, "destructive_wave"),
            ev::hurt(2, 2, 0, "destructive_wave"),
            ev::buy_step(0),
        ],
    );
    assert_eq!(state.city, Some(seat(0)));
}

#[test]
fn destructive_wave_passed_goes_on_to_the_buy_step() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "destructive_wave")
        .dice([N1, N2, N3, E, E, H])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 0, pass());
    assert_in_order(&events, &[ev::buy_step(0)]);
    assert_eq!(hearts_lost(&events, 1), 0);
}

#[test]
fn sunken_temple_skips_the_turn_outside_tokyo_for_3_hearts_and_3_energy() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .health(0, 5)
        .evolution_in_play(0, "sunken_temple")
        .build();
    when(&mut state, 1, end_turn());
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let temple = use_in_play(&state, 0, "sunken_temple");
    assert!(legal(&state, 0).contains(&temple));
    let events = when(&mut state, 0, temple);
    assert_in_order(
        &events,
        &[
            ev::healed(0, 3, "sunken_temple"),
            ev::energy(0, 3, "sunken_temple"),
            ev::turn_ended(0, 2),
        ],
    );
    let ended = events
        .iter()
        .position(|e| matches!(e, Event::TurnEnded(_)))
        .unwrap();
    assert_none(
        &events[..ended],
        |e| matches!(e, Event::DiceRolled(_)),
        "a roll",
    );
    assert_eq!(
        state.monsters[0].evolutions.in_play,
        vec![evolution("sunken_temple")],
        "it stays in play"
    );
}

#[test]
fn sunken_temple_does_not_stop_a_turn_started_in_tokyo() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .in_city(0)
        .evolution_in_play(0, "sunken_temple")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert!(events.iter().any(|e| matches!(e, Event::DiceRolled(_))));
    assert_none(
        &events,
        |e| matches!(e, Event::StartOfTurnWindowOpened(_)),
        "a start-of-turn stop",
    );
}

#[test]
fn high_tide_adds_1_heart_per_heart_rolled_that_heals_but_draws_no_evolution() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .health(0, 4)
        .evolution_in_hand(0, "high_tide")
        .evolution_deck(0, &["healing_rain", "cult_worshippers"])
        .dice([H, H, N1, N2, N3, E])
        .build();
    when(&mut state, 0, stop());
    let tide = play(&state, 0, "high_tide");
    when(&mut state, 0, tide);
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::healed(0, 4, "HEART_DICE")]);
    assert_eq!(state.monsters[0].health, 8);
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionsDrawn(_)),
        "a draw for 2 Heart faces and 2 added Hearts",
    );
}

#[test]
fn high_tide_is_refused_on_another_monsters_turn_and_once_the_dice_resolved() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "high_tide")
        .dice([H, H, N1, N2, N3, E])
        .build();
    let tide = play(&state, 1, "high_tide");
    assert!(!legal(&state, 1).contains(&tide));
    assert_eq!(
        try_when(&mut state, 1, tide).unwrap_err().code,
        "NOT_OFFERED"
    );
    let state = given()
        .monsters(2)
        .power_up()
        .buying()
        .evolution_in_hand(0, "high_tide")
        .build();
    assert!(!legal(&state, 0).contains(&play(&state, 0, "high_tide")));
}

/// Rolled faces of an `EvolutionDiceRolled` of `card`.
fn rolled(events: &[Event], card: &str) -> Vec<Vec<Face>> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::EvolutionDiceRolled(r) if r.card == card => Some(r.faces.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn terror_of_the_deep_is_offered_before_a_loss_then_rolls_like_camouflage_on_every_loss() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_hand(1, "terror_of_the_deep")
        .dice([S, S, S, S, N2, E])
        .build();
    let terror = play(&state, 1, "terror_of_the_deep");
    assert!(!legal(&state, 1).contains(&terror), "only in its window");
    stop_and_resolve(&mut state, 0);
    assert_eq!(
        prompt_kinds(&state),
        vec![(1, "EVOLUTION_BEFORE_DAMAGE".to_owned())]
    );
    let events = when(&mut state, 1, terror);
    let rolls = rolled(&events, "terror_of_the_deep");
    assert_eq!(rolls.len(), 1);
    assert_eq!(rolls[0].len(), 4, "one die per heart about to be lost");
    let prevented = rolls[0].iter().filter(|f| **f == H).count() as u32;
    assert_eq!(hearts_lost(&events, 1), 4 - prevented);
    assert_eq!(
        state.monsters[1].evolutions.in_play,
        vec![evolution("terror_of_the_deep")]
    );

    // In play, it rolls on its own, without a prompt, for any heart loss.
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(1, "terror_of_the_deep")
        .dice([S, S, N1, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    let rolls = rolled(&events, "terror_of_the_deep");
    assert_eq!(rolls.iter().map(Vec::len).collect::<Vec<_>>(), vec![2]);
    let prevented = rolls[0].iter().filter(|f| **f == H).count() as u32;
    assert_eq!(hearts_lost(&events, 1), 2 - prevented);
}

#[test]
fn terror_of_the_deep_in_hand_does_not_pause_a_game_without_a_loss() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "terror_of_the_deep")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::ReactionWindowOpened(_)),
        "a reaction window",
    );
}

#[test]
fn high_tide_waits_for_the_final_roll() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .health(0, 4)
        .evolution_in_hand(0, "high_tide")
        .dice([H, H, N1, N2, N3, E])
        .build();
    let tide = play(&state, 0, "high_tide");
    assert!(!legal(&state, 0).contains(&tide), "between rolls");
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
    assert!(legal(&state, 0).contains(&tide));
}

#[test]
fn destructive_wave_may_be_played_by_a_monster_that_entered_tokyo_on_another_monsters_turn() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(2, "monkey_rush")
        .evolution_in_hand(2, "destructive_wave")
        .dice([S, N2, N3, E, E, H])
        .build();
    stop_and_resolve(&mut state, 0);
    when(&mut state, 1, yield_tokyo());
    let rush = play(&state, 2, "monkey_rush");
    when(&mut state, 2, rush);
    assert_eq!(state.city, Some(seat(2)));
    let wave = play(&state, 2, "destructive_wave");
    assert!(
        legal(&state, 2).contains(&wave),
        "it entered Tokyo this turn: the card says when you enter, not on your turn"
    );
    let events = when(&mut state, 2, wave);
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 2, "destructive_wave"),
            ev::hurt(0, 2, 2, "destructive_wave"),
        ],
    );
}
