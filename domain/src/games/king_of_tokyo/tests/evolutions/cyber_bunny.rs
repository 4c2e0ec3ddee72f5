//! Cyber Bunny's Evolutions, given / when / then.

use super::*;

#[test]
fn stroke_of_genius_doubles_the_energy_gained_this_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "stroke_of_genius")
        .dice([E, E, E, N1, N2, N3])
        .build();
    stop_and_resolve(&mut state, 0);
    assert_eq!(state.monsters[0].energy, 3);
    let card = play(&state, 0, "stroke_of_genius");
    let events = when(&mut state, 0, card);
    assert_in_order(&events, &[ev::energy(0, 3, "stroke_of_genius")]);
    assert_eq!(state.monsters[0].energy, 6);
}

#[test]
fn stroke_of_genius_counts_only_this_turns_gains() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .energy(0, 5)
        .evolution_in_hand(0, "stroke_of_genius")
        .active(1)
        .buying()
        .build();
    state.turn_scratch.energy_gained_this_turn = vec![(seat(0), 4)];
    when(&mut state, 1, end_turn());
    let card = play(&state, 0, "stroke_of_genius");
    let events = when(&mut state, 0, card);
    assert_none(
        &events,
        |e| matches!(e, Event::EnergyGained(_)),
        "energy from an earlier turn",
    );
    assert_eq!(state.monsters[0].energy, 5);
}

#[test]
fn emergency_battery_gives_3_energy() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "emergency_battery")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "emergency_battery");
    assert!(legal(&state, 1).contains(&card), "any time");
    let events = when(&mut state, 1, card);
    assert_in_order(&events, &[ev::energy(1, 3, "emergency_battery")]);
    assert_eq!(state.monsters[1].energy, 3);
}

#[test]
fn rabbits_foot_is_offered_before_a_heart_loss_and_prevents_it_for_the_turn() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(1, "rabbits_foot")
        .dice([S, S, S, N1, N2, E])
        .build();
    let foot = play(&state, 1, "rabbits_foot");
    assert!(!legal(&state, 1).contains(&foot), "only in its window");
    stop_and_resolve(&mut state, 0);
    assert_eq!(
        prompt_kinds(&state),
        vec![(1, "EVOLUTION_BEFORE_DAMAGE".to_owned())]
    );
    let events = when(&mut state, 1, foot);
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(_)),
        "a heart loss",
    );
    assert_eq!(state.monsters[1].health, 10);
    assert_eq!(
        state.monsters[1].evolutions.discard,
        vec![evolution("rabbits_foot")]
    );
}

#[test]
fn secret_laboratory_makes_power_cards_1_energy_cheaper() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .market(["extra_head", "giant_brain", "energize"])
        .evolution_in_play(0, "secret_laboratory")
        .energy(0, 6)
        .buying()
        .build();
    assert!(
        legal(&state, 0).contains(&buy(0)),
        "7 - 1 = 6 is affordable"
    );
    let events = when(&mut state, 0, buy(0));
    assert!(matches!(&events[0], Event::CardBought(b) if b.price == 6));
    assert_eq!(state.monsters[0].energy, 0);
}

#[test]
fn king_of_the_gizmo_scores_1_vp_per_power_card_bought() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .market(["extra_head", "giant_brain", "energize"])
        .evolution_in_play(0, "king_of_the_gizmo")
        .energy(0, 12)
        .buying()
        .build();
    let events = when(&mut state, 0, buy(0));
    assert_eq!(vp_for(&events, 0, "king_of_the_gizmo"), 1);
    let events = when(&mut state, 0, buy(1));
    assert_eq!(vp_for(&events, 0, "king_of_the_gizmo"), 1);
    assert_eq!(state.monsters[0].victory_points, 2);
}

/// The after-final-roll window, with the Psychic Probes.
#[test]
fn heart_of_the_rabbit_rerolls_one_die_of_the_active_monster_after_its_final_roll() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(2, "heart_of_the_rabbit")
        .dice([S, S, S, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::DiceResolved(_)),
        "the dice resolving before the offer",
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(2, "AFTER_FINAL_ROLL".to_owned())]
    );
    let reroll = |die: u8| {
        play_with(
            &state,
            2,
            "heart_of_the_rabbit",
            Some(EvolutionParams {
                dice: Some(vec![die]),
                ..EvolutionParams::default()
            }),
        )
    };
    let options = legal(&state, 2);
    assert!((0..6).all(|d| options.contains(&reroll(d))));
    assert!(!options.contains(&reroll(6)));
    let card = evolution("heart_of_the_rabbit").instance;
    let first = reroll(0);
    let events = when(&mut state, 2, first);
    assert!(events.iter().any(|e| matches!(e,
        Event::PsychicProbeUsed(p) if p.seat == seat(2) && p.card == card && p.die == 0)));
    assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
    let events = when(&mut state, 0, stop());
    assert!(events.iter().any(|e| matches!(e, Event::DiceResolved(_))));
    assert_eq!(
        state.monsters[2].evolutions.discard,
        vec![evolution("heart_of_the_rabbit")]
    );
}

#[test]
fn heart_of_the_rabbit_passed_lets_the_dice_resolve_and_not_offered_on_its_owners_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "heart_of_the_rabbit")
        .dice([S, S, S, N1, N2, E])
        .build();
    stop_and_resolve(&mut state, 0);
    when(&mut state, 1, pass());
    let events = when(&mut state, 0, stop());
    assert!(events.iter().any(|e| matches!(e, Event::DiceResolved(_))));

    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "heart_of_the_rabbit")
        .dice([S, S, S, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert!(events.iter().any(|e| matches!(e, Event::DiceResolved(_))));
}

#[test]
fn heart_of_the_rabbit_comes_back_to_the_hand_when_its_owner_takes_tokyo() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .dice([N1, N2, N3, E, E, H])
        .build();
    state.monsters[0]
        .evolutions
        .discard
        .push(evolution("heart_of_the_rabbit"));
    let events = stop_and_resolve(&mut state, 0);
    let back = events
        .iter()
        .find(|e| matches!(e, Event::EvolutionReturnedToHand(_)))
        .expect("the card comes back");
    assert_eq!(
        state.monsters[0].evolutions.hand,
        vec![evolution("heart_of_the_rabbit")]
    );
    assert!(state.monsters[0].evolutions.discard.is_empty());
    match KingOfTokyo::redact(back, Viewer::Seat(seat(1))) {
        Event::EvolutionReturnedToHand(r) => assert_eq!(r.card, None),
        other => panic!("{other:?}"),
    }
}

#[test]
fn energy_sword_paid_at_the_start_of_the_turn_adds_a_smash_and_energy_per_smash_rolled() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .energy(0, 2)
        .evolution_in_play(0, "energy_sword")
        .build();
    when(&mut state, 1, end_turn());
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let sword = use_evolution(&state, 0, "energy_sword");
    let events = when(&mut state, 0, sword);
    assert_in_order(&events, &[ev::energy_lost(0, 2, "energy_sword")]);
    assert_eq!(state.monsters[0].energy, 0);

    // Later this turn: 2 Smashes rolled against Tokyo.
    let instance = evolution("energy_sword").instance;
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "energy_sword")
        .dice([S, S, N1, N2, N3, H])
        .build();
    state.turn_scratch.cards_used.push(instance);
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[ev::energy(0, 2, "energy_sword"), ev::hurt(1, 3, 0, "SMASH")],
    );
}

#[test]
fn energy_sword_not_paid_adds_nothing_and_is_not_offered_without_2_energy() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "energy_sword")
        .dice([S, S, N1, N2, N3, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 2);
    assert_eq!(state.monsters[0].energy, 0);

    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .energy(0, 1)
        .evolution_in_play(0, "energy_sword")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert_none(
        &events,
        |e| matches!(e, Event::StartOfTurnWindowOpened(_)),
        "a start-of-turn window",
    );
}

#[test]
fn energy_sword_is_played_from_the_hand_at_the_start_of_the_turn_then_used() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .energy(0, 2)
        .evolution_in_hand(0, "energy_sword")
        .build();
    when(&mut state, 1, end_turn());
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let card = play(&state, 0, "energy_sword");
    when(&mut state, 0, card);
    let sword = use_evolution(&state, 0, "energy_sword");
    assert!(legal(&state, 0).contains(&sword), "the same window");
    when(&mut state, 0, sword);
    assert_eq!(state.monsters[0].energy, 0);
}

#[test]
fn electric_carrot_asks_each_monster_hit_from_tokyo_to_pay_1_energy_or_lose_1_extra_heart() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(0)
        .energy(1, 2)
        .evolution_in_play(0, "electric_carrot")
        .dice([S, S, N1, N2, N3, H])
        .build();
    stop_and_resolve(&mut state, 0);
    // Seat 1 has energy: asked; seat 2 has none: it will lose the extra heart.
    assert_eq!(
        prompt_kinds(&state),
        vec![(1, "ELECTRIC_CARROT".to_owned())]
    );
    let give = Command::GiveEnergy(Confirm::Yes);
    assert!(legal(&state, 1).contains(&give));
    assert!(legal(&state, 1).contains(&pass()));
    let events = when(&mut state, 1, give);
    assert_in_order(
        &events,
        &[ev::hurt(1, 2, 0, "SMASH"), ev::hurt(2, 3, 0, "SMASH")],
    );
    assert_eq!((state.monsters[0].energy, state.monsters[1].energy), (1, 1));
}

#[test]
fn electric_carrot_declined_costs_the_extra_heart() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(0)
        .energy(1, 2)
        .evolution_in_play(0, "electric_carrot")
        .dice([S, N1, N1, N2, N3, H])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 1, pass());
    assert_eq!(hearts_lost(&events, 1), 2);
    assert_eq!(state.monsters[1].energy, 2);
}

#[test]
fn electric_carrot_outside_tokyo_asks_nothing_and_adds_nothing() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .energy(1, 2)
        .evolution_in_play(0, "electric_carrot")
        .dice([S, N1, N1, N2, N3, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::ReactionWindowOpened(_)),
        "a reaction window",
    );
    assert_eq!(hearts_lost(&events, 1), 1);
}
