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
    stop_and_resolve(&mut state, 0);
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
    state.turn_scratch.hearts_lost_this_turn.push((seat(0), 4));
    when(&mut state, 1, end_turn());
    let batteries = play(&state, 0, "anger_batteries");
    let events = when(&mut state, 0, batteries);
    assert_none(
        &events,
        |e| matches!(e, Event::EnergyGained(_)),
        "energy for an earlier turn's loss",
    );
}

#[test]
fn funny_looking_but_dangerous_makes_each_other_monster_lose_1_heart_on_2_2_2() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "funny_looking_but_dangerous")
        .dice([N2, N2, N2, S, N1, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 1, 0, "SMASH"),
            ev::hurt(1, 1, 0, "funny_looking_but_dangerous"),
            ev::hurt(2, 1, 0, "funny_looking_but_dangerous"),
        ],
    );
    assert_eq!(hearts_lost(&events, 0), 0, "not its owner");

    // Without a Smash the card damage still happens; it never lets Tokyo yield.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "funny_looking_but_dangerous")
        .dice([N2, N2, N2, N2, N1, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!((hearts_lost(&events, 1), hearts_lost(&events, 2)), (1, 1));
    assert_none(
        &events,
        |e| matches!(e, Event::YieldRequested(_)),
        "a yield decision",
    );
}

#[test]
fn funny_looking_but_dangerous_does_nothing_with_two_2s() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "funny_looking_but_dangerous")
        .dice([N2, N2, N1, N1, N3, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(_)),
        "a heart loss",
    );
}

#[test]
fn exotic_arms_takes_2_energy_in_the_start_of_turn_window() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .energy(0, 3)
        .evolution_in_play(0, "exotic_arms")
        .build();
    when(&mut state, 1, end_turn());
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let arms = use_evolution(&state, 0, "exotic_arms");
    assert!(legal(&state, 0).contains(&arms));
    let events = when(&mut state, 0, arms.clone());
    assert_in_order(&events, &[ev::energy_lost(0, 2, "exotic_arms")]);
    assert_eq!(state.monsters[0].energy, 1);
    assert!(!legal(&state, 0).contains(&arms), "once a turn");
    assert_eq!(
        try_when(&mut state, 0, arms).unwrap_err().code,
        "NOT_OFFERED"
    );
}

#[test]
fn exotic_arms_without_2_energy_does_not_stop_the_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .energy(0, 1)
        .evolution_in_play(0, "exotic_arms")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert_none(
        &events,
        |e| matches!(e, Event::StartOfTurnWindowOpened(_)),
        "a start-of-turn window",
    );
}

/// Seat 0 with Exotic Arms in play, already loaded this turn, rolling `dice`.
fn loaded_exotic_arms(dice: [Face; 6]) -> State {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "exotic_arms")
        .dice(dice)
        .build();
    state
        .turn_scratch
        .cards_used
        .push(evolution("exotic_arms").instance);
    state
}

#[test]
fn exotic_arms_with_3_smashes_gives_the_energy_back_and_2_extra_hearts() {
    let mut state = loaded_exotic_arms([S, S, S, N1, N2, H]);
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[ev::energy(0, 2, "exotic_arms"), ev::hurt(1, 5, 0, "SMASH")],
    );
    assert_eq!(hearts_lost(&events, 0), 0);
    assert_eq!(state.monsters[0].energy, 2);
}

#[test]
fn exotic_arms_with_fewer_than_3_smashes_costs_its_owner_2_hearts() {
    let mut state = loaded_exotic_arms([S, S, N3, N1, N2, H]);
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[ev::hurt(1, 2, 0, "SMASH"), ev::hurt(0, 2, 0, "exotic_arms")],
    );
    assert_eq!(state.monsters[0].energy, 0);
}

#[test]
fn precision_field_support_puts_the_first_keep_card_costing_4_or_less_into_play() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "precision_field_support")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    // Heal is a Discard card, Jets a Keep card costing 5, Even Bigger a Keep card costing 4.
    deck_top(&mut state, &["heal", "jets", "even_bigger", "tank"]);
    let card = play(&state, 1, "precision_field_support");
    assert!(legal(&state, 1).contains(&card), "any time");
    let events = when(&mut state, 1, card);
    let names: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::DeckCardDiscarded(d) => Some(format!("discarded {}", d.card.card)),
            Event::PowerCardPutIntoPlay(p) => Some(format!("in play {}", p.card.card)),
            _ => None,
        })
        .collect();
    assert_eq!(
        names,
        vec!["discarded heal", "discarded jets", "in play even_bigger"]
    );
    let m = &state.monsters[1];
    assert_eq!(m.keep_cards.last().unwrap().card, "even_bigger");
    assert_eq!(m.max_health, 12, "it came into play as if bought");
    assert_eq!((m.energy, state.deck[0].card.as_str()), (0, "tank"));
    let discarded: Vec<&str> = state.discard.iter().map(|c| c.card.as_str()).collect();
    assert_eq!(discarded, vec!["heal", "jets"]);
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn adapting_technology_sweeps_the_market_for_a_token_and_is_discarded_when_empty() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "adapting_technology")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 0, "adapting_technology");
    let events = when(&mut state, 0, card);
    let instance = evolution("adapting_technology").instance;
    assert!(events.iter().any(|e| matches!(e,
        Event::CardTokensSet(t) if t.card == instance && t.tokens == 3)));
    let sweep = use_with(&state, 0, "adapting_technology", None);
    assert!(!legal(&state, 0).contains(&sweep), "only in the Buy step");
    assert_eq!(
        try_when(&mut state, 0, sweep.clone()).unwrap_err().code,
        "NOT_OFFERED"
    );
    stop_and_resolve(&mut state, 0);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
    let before: Vec<_> = state.market.iter().flatten().cloned().collect();
    assert!(legal(&state, 0).contains(&sweep));
    let events = when(&mut state, 0, sweep.clone());
    assert!(events.iter().any(|e| matches!(e,
        Event::MarketSwept(m) if m.price == 0 && m.cards == before)));
    assert_eq!(state.card_tokens.get(&instance), Some(&2));
    assert_eq!(state.monsters[0].energy, 1, "the sweep is free");
    assert!(state.market.iter().all(Option::is_some), "refilled");
    assert!(state.discard.ends_with(&before));

    state.card_tokens.insert(instance, 1);
    let events = when(&mut state, 0, sweep.clone());
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionDiscarded(d) if d.card.instance == instance)));
    let piles = &state.monsters[0].evolutions;
    assert!(piles.in_play.is_empty());
    assert_eq!(piles.discard, vec![evolution("adapting_technology")]);
    assert_eq!(state.card_tokens.get(&instance), None);
    assert!(!legal(&state, 0).contains(&sweep));
}

#[test]
fn mothership_support_heals_1_for_1_energy_once_in_its_owners_turn_even_in_tokyo() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(0)
        .health(0, 6)
        .energy(0, 2)
        .evolution_in_play(0, "mothership_support")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let use_it = use_with(&state, 0, "mothership_support", None);
    assert!(legal(&state, 0).contains(&use_it));
    let events = when(&mut state, 0, use_it.clone());
    assert_in_order(
        &events,
        &[
            ev::energy_lost(0, 1, "mothership_support"),
            ev::healed(0, 1, "mothership_support"),
        ],
    );
    assert_eq!((state.monsters[0].energy, state.monsters[0].health), (1, 7));
    assert!(!legal(&state, 0).contains(&use_it), "once per turn");
    assert_eq!(
        try_when(&mut state, 0, use_it).unwrap_err().code,
        "NOT_OFFERED"
    );
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn mothership_support_is_not_offered_on_another_turn_at_full_health_or_without_energy() {
    let state = given()
        .monsters(2)
        .power_up()
        .health(1, 6)
        .energy(1, 2)
        .evolution_in_play(1, "mothership_support")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let use_it = use_with(&state, 1, "mothership_support", None);
    assert!(!legal(&state, 1).contains(&use_it), "not on another turn");
    for state in [
        given()
            .monsters(2)
            .power_up()
            .energy(0, 2)
            .evolution_in_play(0, "mothership_support")
            .dice([N1, N2, N3, N1, N2, E])
            .build(),
        given()
            .monsters(2)
            .power_up()
            .health(0, 6)
            .evolution_in_play(0, "mothership_support")
            .dice([N1, N2, N3, N1, N2, E])
            .build(),
    ] {
        assert!(!legal(&state, 0).contains(&use_it));
    }
}

#[test]
fn superior_alien_technology_buys_keep_cards_at_half_price_with_a_ufo_token() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .energy(0, 3)
        .buying()
        .market(["jets", "heal", "alien_origin"])
        .evolution_in_play(0, "superior_alien_technology")
        .build();
    let with = |state: &State, card: &str| {
        let instance = state
            .market
            .iter()
            .flatten()
            .find(|c| c.card == card)
            .unwrap()
            .instance;
        use_with(
            state,
            0,
            "superior_alien_technology",
            Some(EvolutionParams {
                card: Some(instance),
                ..EvolutionParams::default()
            }),
        )
    };
    let jets = with(&state, "jets");
    let heal = with(&state, "heal");
    assert!(
        legal(&state, 0).contains(&jets),
        "Jets costs 5: 3 at half price"
    );
    assert!(!legal(&state, 0).contains(&heal), "only Keep cards");
    assert_eq!(
        try_when(&mut state, 0, heal).unwrap_err().code,
        "NOT_OFFERED"
    );
    let events = when(&mut state, 0, jets);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::UfoTokenPlaced(u) if u.card.card == "jets"))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardBought(b) if b.card.card == "jets" && b.price == 3))
    );
    let bought = keep_instance(&state, 0, "jets");
    assert_eq!(state.power_up.ufo_cards, vec![bought]);
    assert_eq!(state.monsters[0].energy, 0);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
}

#[test]
fn superior_alien_technology_allows_no_more_than_3_ufo_cards() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .energy(0, 10)
        .buying()
        .keep(0, "camouflage")
        .keep(0, "wings")
        .keep(0, "regeneration")
        .market(["jets", "heal", "alien_origin"])
        .evolution_in_play(0, "superior_alien_technology")
        .build();
    state.power_up.ufo_cards = state.monsters[0]
        .keep_cards
        .iter()
        .map(|c| c.instance)
        .collect();
    let offered = legal(&state, 0)
        .iter()
        .filter(|c| matches!(c, Command::PlayEvolution(_)))
        .count();
    assert_eq!(offered, 0);
}

#[test]
fn superior_alien_technology_rolls_for_each_ufo_card_at_the_start_of_the_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .keep(0, "camouflage")
        .keep(0, "wings")
        .keep(0, "regeneration")
        .evolution_in_play(0, "superior_alien_technology")
        .build();
    let ufo: Vec<u16> = state.monsters[0]
        .keep_cards
        .iter()
        .take(2)
        .map(|c| c.instance)
        .collect();
    state.power_up.ufo_cards = ufo.clone();
    let events = when(&mut state, 1, end_turn());
    let rolled: Vec<(u16, Face)> = events
        .iter()
        .filter_map(|e| match e {
            Event::UfoRolled(r) => Some((r.card, r.face)),
            _ => None,
        })
        .collect();
    assert_eq!(rolled.iter().map(|r| r.0).collect::<Vec<_>>(), ufo);
    for (card, face) in rolled {
        let kept = state.monsters[0]
            .keep_cards
            .iter()
            .any(|c| c.instance == card);
        assert_eq!(kept, face != S, "a Smash discards the card");
        assert_eq!(state.power_up.ufo_cards.contains(&card), face != S);
    }
    assert_eq!(
        state.monsters[0].keep_cards.last().unwrap().card,
        "regeneration"
    );
}

#[test]
fn exotic_arms_energy_given_back_is_not_a_gain_for_friend_of_children() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .keep(0, "friend_of_children")
        .evolution_in_play(0, "exotic_arms")
        .dice([S, S, S, N1, N2, H])
        .build();
    state
        .turn_scratch
        .cards_used
        .push(evolution("exotic_arms").instance);
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(&events, &[ev::energy(0, 2, "exotic_arms")]);
    assert_eq!(
        state.monsters[0].energy, 2,
        "its own 2 energy come back: no Friend of Children bonus"
    );
}
