//! Pandakai's Evolutions, given / when / then.

use super::*;

#[test]
fn panda_monium_gives_6_energy_and_3_to_every_other_monster() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(1, "panda_monium")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "panda_monium");
    assert!(legal(&state, 1).contains(&card), "any time");
    let events = when(&mut state, 1, card);
    assert_in_order(
        &events,
        &[
            ev::energy(1, 6, "panda_monium"),
            ev::energy(2, 3, "panda_monium"),
            ev::energy(0, 3, "panda_monium"),
        ],
    );
    let energy: Vec<u32> = state.monsters.iter().map(|m| m.energy).collect();
    assert_eq!(energy, vec![3, 6, 3]);
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn bear_necessities_trades_1_vp_for_2_energy_and_2_hearts() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .vp(0, 3)
        .health(0, 5)
        .evolution_in_hand(0, "bear_necessities")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 0, "bear_necessities");
    let events = when(&mut state, 0, card);
    assert_in_order(
        &events,
        &[
            ev::vp_lost(0, 1, "bear_necessities"),
            ev::energy(0, 2, "bear_necessities"),
            ev::healed(0, 2, "bear_necessities"),
        ],
    );
    let m = &state.monsters[0];
    assert_eq!((m.victory_points, m.energy, m.health), (2, 2, 7));
}

#[test]
fn panda_express_scores_2_vp_and_another_turn_on_a_full_set_of_faces() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "panda_express")
        .dice([N1, N2, N3, H, S, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "panda_express"), 2);
    assert!(events.iter().any(
        |e| matches!(e, Event::ExtraTurnGained(g) if g.seat == seat(0) && g.reason == "panda_express")
    ));
    when(&mut state, 0, end_turn());
    assert_eq!(state.active, seat(0), "the extra turn follows at once");

    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "panda_express")
        .dice([N1, N2, N3, H, S, S])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "panda_express"), 0);
    assert_none(
        &events,
        |e| matches!(e, Event::ExtraTurnGained(_)),
        "an extra turn without Energy",
    );
}

#[test]
fn pandarwinism_scores_1_vp_for_3_hearts_and_1_per_heart_beyond() {
    let score = |faces: [Face; 6]| {
        let mut state = given()
            .monsters(2)
            .power_up()
            .evolution_in_play(0, "pandarwinism")
            .dice(faces)
            .build();
        let events = stop_and_resolve(&mut state, 0);
        vp_for(&events, 0, "pandarwinism")
    };
    assert_eq!(score([H, H, N1, N2, N3, E]), 0);
    assert_eq!(score([H, H, H, N2, N3, E]), 1);
    assert_eq!(score([H, H, H, H, H, E]), 3);
}

/// The "when you enter Tokyo" window of the Enter Tokyo step.
#[test]
fn eats_shoots_and_leaves_hurts_the_monsters_outside_and_leaves_tokyo_empty() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(0, "eats_shoots_and_leaves")
        .dice([N1, N2, N3, E, E, H])
        .build();
    let card = play(&state, 0, "eats_shoots_and_leaves");
    assert!(!legal(&state, 0).contains(&card), "not before entering");
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[ev::entered(0, Location::City, Location::Outside)],
    );
    assert_eq!(prompt_kinds(&state), vec![(0, "ENTERED_TOKYO".to_owned())]);
    let events = when(&mut state, 0, card);
    assert_in_order(
        &events,
        &[
            ev::energy(0, 1, "eats_shoots_and_leaves"),
            ev::hurt(1, 2, 0, "eats_shoots_and_leaves"),
            ev::hurt(2, 2, 0, "eats_shoots_and_leaves"),
            ev::buy_step(0),
        ],
    );
    assert!(events.iter().any(|e| matches!(e, Event::LeftTokyo(_))));
    assert_eq!(state.city, None, "nobody takes its place");
}

#[test]
fn eats_shoots_and_leaves_is_not_offered_to_a_monster_already_in_tokyo() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(0)
        .evolution_in_hand(0, "eats_shoots_and_leaves")
        .dice([N1, N2, N3, E, E, H])
        .build();
    state.turn_scratch.tokyo_at_turn_start = vec![seat(0)];
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionWindowOpened(_)),
        "a window",
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
}

/// A purchase of the active monster stops, before it pays, while another monster holds
/// Bamboozle.
#[test]
fn bamboozle_makes_the_buyer_take_another_card_it_can_afford() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .buying()
        .energy(0, 5)
        .market(["alien_origin", "solar_powered", "acid_attack"])
        .evolution_in_hand(1, "bamboozle")
        .build();
    let solar = state.market[1].clone().unwrap();
    let origin = state.market[0].clone().unwrap();
    let events = when(&mut state, 0, buy(0));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardPurchaseAnnounced(_)))
    );
    assert_none(
        &events,
        |e| matches!(e, Event::CardBought(_)),
        "a purchase before the answer",
    );
    assert_eq!(prompt_kinds(&state), vec![(1, "BAMBOOZLE".to_owned())]);
    let with = |card: u16| {
        play_with(
            &state,
            1,
            "bamboozle",
            Some(EvolutionParams {
                card: Some(card),
                ..EvolutionParams::default()
            }),
        )
    };
    let to_solar = with(solar.instance);
    let to_acid = with(state.market[2].clone().unwrap().instance);
    let options = legal(&state, 1);
    assert!(options.contains(&to_solar));
    assert!(!options.contains(&to_acid), "6 energy: it cannot afford it");
    let events = when(&mut state, 1, to_solar);
    assert!(events.iter().any(|e| matches!(e,
        Event::CardPurchaseBlocked(b) if b.card == origin && b.by == Some(seat(1)))));
    assert!(events.iter().any(|e| matches!(e,
        Event::CardBought(b) if b.seat == seat(0) && b.card == solar && b.price == 2)));
    assert_eq!(state.monsters[0].energy, 3);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
    assert!(
        !legal(&state, 0).contains(&buy(0)),
        "not that card this turn"
    );
    assert_eq!(
        try_when(&mut state, 0, buy(0)).unwrap_err().code,
        "CARD_FORBIDDEN"
    );
}

#[test]
fn bamboozle_passed_lets_the_purchase_go_through() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .buying()
        .energy(0, 5)
        .market(["alien_origin", "solar_powered", "acid_attack"])
        .evolution_in_hand(1, "bamboozle")
        .build();
    when(&mut state, 0, buy(0));
    let events = when(&mut state, 1, pass());
    assert!(events.iter().any(|e| matches!(e,
        Event::CardBought(b) if b.seat == seat(0) && b.slot == 0)));
    assert_eq!(state.monsters[0].energy, 2);
}

/// A decision at the start of the turn: the `START_OF_TURN` window opens for the owner of
/// Bamboo Supply every turn.
#[test]
fn bamboo_supply_puts_1_energy_on_the_card_or_takes_it_all_at_the_start_of_the_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .evolution_in_play(0, "bamboo_supply")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::StartOfTurnWindowOpened(_)))
    );
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let put = use_with(&state, 0, "bamboo_supply", choice(0));
    let take = use_with(&state, 0, "bamboo_supply", choice(1));
    assert!(legal(&state, 0).contains(&put));
    assert!(!legal(&state, 0).contains(&take), "nothing on the card yet");
    let events = when(&mut state, 0, put.clone());
    let instance = evolution("bamboo_supply").instance;
    assert!(events.iter().any(|e| matches!(e,
        Event::CardTokensSet(t) if t.card == instance && t.tokens == 1)));
    assert_eq!(state.monsters[0].energy, 0);
    assert!(!legal(&state, 0).contains(&put), "once per turn");
    let events = when(&mut state, 0, pass());
    assert!(events.iter().any(|e| matches!(e, Event::DiceRolled(_))));

    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .evolution_in_play(0, "bamboo_supply")
        .build();
    state.card_tokens.insert(instance, 3);
    when(&mut state, 1, end_turn());
    assert!(legal(&state, 0).contains(&take));
    let events = when(&mut state, 0, take);
    assert_in_order(&events, &[ev::energy(0, 3, "bamboo_supply")]);
    assert_eq!(state.card_tokens.get(&instance), Some(&0));
    assert_eq!(state.monsters[0].energy, 3);
}

#[test]
fn bamboo_supply_declined_with_pass_rolls_the_dice() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .evolution_in_play(0, "bamboo_supply")
        .build();
    when(&mut state, 1, end_turn());
    let events = when(&mut state, 0, pass());
    assert!(events.iter().any(|e| matches!(e, Event::DiceRolled(_))));
    assert_eq!(
        state.card_tokens.get(&evolution("bamboo_supply").instance),
        None
    );
}

#[test]
fn yin_and_yang_flips_every_die_to_its_opposite_face_before_resolving() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "yin_and_yang")
        .dice([N1, N2, N3, H, S, E])
        .rolls_used(3)
        .build();
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "ROLL_OR_STOP".to_owned())],
        "the Roll step stays open for it after the last roll"
    );
    let flip = use_with(&state, 0, "yin_and_yang", None);
    assert!(legal(&state, 0).contains(&flip));
    let events = when(&mut state, 0, flip.clone());
    let changes = events
        .iter()
        .filter(|e| matches!(e, Event::DieChanged(d) if d.reason == "yin_and_yang"))
        .count();
    assert_eq!(changes, 6);
    assert_eq!(state.dice, vec![N3, H, N1, N2, E, S]);
    assert!(!legal(&state, 0).contains(&flip), "once per turn");
    assert_eq!(
        try_when(&mut state, 0, flip).unwrap_err().code,
        "NOT_OFFERED"
    );
    let events = stop_and_resolve(&mut state, 0);
    assert!(events.iter().any(|e| matches!(e,
        Event::DiceResolved(d) if d.faces == vec![N3, H, N1, N2, E, S])));
}

#[test]
fn yin_and_yang_is_not_offered_out_of_its_owners_roll_step() {
    let state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(1, "yin_and_yang")
        .dice([N1, N2, N3, H, S, E])
        .build();
    let flip = use_with(&state, 1, "yin_and_yang", None);
    assert!(!legal(&state, 1).contains(&flip));
}

#[test]
fn panda_express_counts_a_smash_added_by_a_card() {
    // No Smash face: Acid Attack adds one every turn (spec 4.5: added symbols count).
    let mut state = given()
        .monsters(2)
        .power_up()
        .market(["energize", "jet_fighters", "high_altitude_bombing"])
        .keep(0, "acid_attack")
        .evolution_in_play(0, "panda_express")
        .dice([N1, N2, N3, H, E, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "panda_express"), 2);
    assert!(events.iter().any(
        |e| matches!(e, Event::ExtraTurnGained(g) if g.seat == seat(0) && g.reason == "panda_express")
    ));
}

#[test]
fn bamboo_supply_energy_taken_is_a_gain_that_friend_of_children_adds_to() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .keep(0, "friend_of_children")
        .evolution_in_play(0, "bamboo_supply")
        .build();
    let instance = evolution("bamboo_supply").instance;
    state.card_tokens.insert(instance, 3);
    when(&mut state, 1, end_turn());
    let take = use_with(&state, 0, "bamboo_supply", choice(1));
    let events = when(&mut state, 0, take);
    assert_in_order(&events, &[ev::energy(0, 4, "bamboo_supply")]);
    assert_eq!(state.monsters[0].energy, 4);
}
