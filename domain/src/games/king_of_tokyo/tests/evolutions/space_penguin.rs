//! Space Penguin's Evolutions, given / when / then.

use super::super::super::command::{ChangeDie, ProbeDie, Reroll};
use super::super::super::state::{FreezeRayHold, FrozenDie};
use super::*;

#[test]
fn black_diamond_adds_1_vp_on_taking_tokyo() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "black_diamond")
        .dice([N3, N3, N1, N1, N2, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
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
    let events = stop_and_resolve(&mut state, 0);
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
    stop_and_resolve(&mut state, 0);
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
    assert_eq!(
        state.power_up.lasting_evolutions,
        vec![(seat(1), "cold_wave".into())]
    );
    assert_eq!(state.dice.len(), 6, "a turn already rolling keeps its dice");
    // Seat 0 ends its turn: seat 1, the owner, is not affected, and the wave ends.
    play_until_turn_of(&mut state, 1);
    assert_eq!(state.dice.len(), 6);
    assert!(state.power_up.lasting_evolutions.is_empty());

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
    assert!(state.power_up.lasting_evolutions.is_empty());
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
    assert!(
        !legal(&state, 2).contains(&theirs),
        "only on its owner's turn"
    );
    assert_eq!(
        try_when(&mut state, 2, theirs).unwrap_err().code,
        "NOT_OFFERED"
    );
    let card = play(&state, 0, "blizzard");
    when(&mut state, 0, card);
    let events = stop_and_resolve(&mut state, 0);
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
    assert!(state.power_up.lasting_evolutions.is_empty());
}

/// A private look, then a choice owed (`EVOLUTION_CHOICE`) that nothing else can interrupt.
#[test]
fn deep_dive_looks_at_3_cards_privately_and_puts_the_chosen_one_into_play() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "deep_dive")
        .evolution_in_hand(0, "cold_wave")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    deck_top(&mut state, &["jets", "even_bigger", "tank", "heal"]);
    let card = play(&state, 1, "deep_dive");
    assert!(legal(&state, 1).contains(&card), "any time");
    let events = when(&mut state, 1, card);
    let looked = events
        .iter()
        .find_map(|e| match e {
            Event::PowerCardsLooked(l) => Some(l.clone()),
            _ => None,
        })
        .expect("a look");
    let top: Vec<String> = looked
        .cards
        .clone()
        .unwrap()
        .into_iter()
        .map(|c| c.card)
        .collect();
    assert_eq!(top, vec!["jets", "even_bigger", "tank"]);
    let seen_by_other =
        KingOfTokyo::redact(&Event::PowerCardsLooked(looked), Viewer::Seat(seat(0)));
    assert!(
        matches!(seen_by_other, Event::PowerCardsLooked(l) if l.cards.is_none() && l.count == 3)
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(1, "EVOLUTION_CHOICE".to_owned())]
    );
    let view = KingOfTokyo::view(&state, Viewer::Seat(seat(1)));
    assert_eq!(view.evolution_choice.map(|c| c.len()), Some(3));
    assert!(
        KingOfTokyo::view(&state, Viewer::Seat(seat(0)))
            .evolution_choice
            .is_none()
    );
    // Nothing else is played meanwhile, and the choice cannot be declined.
    assert!(legal(&state, 0).is_empty());
    assert!(!legal(&state, 1).contains(&pass()));
    let even_bigger = state.deck[1].clone();
    let jets = state.deck[0].clone();
    let choose = |card: u16| {
        Command::PlayEvolution(PlayEvolution {
            card: evolution("deep_dive").instance,
            params: Some(EvolutionParams {
                card: Some(card),
                ..EvolutionParams::default()
            }),
        })
    };
    let heal = state.deck[3].instance;
    assert_eq!(
        try_when(&mut state, 1, choose(heal)).unwrap_err().code,
        "NOT_OFFERED",
        "only one of the 3 cards looked at"
    );
    let events = when(&mut state, 1, choose(even_bigger.instance));
    let made = events
        .iter()
        .find_map(|e| match e {
            Event::EvolutionChoiceMade(m) => Some(m.clone()),
            _ => None,
        })
        .expect("a choice");
    assert_eq!(made.card, Some(even_bigger.clone()));
    let seen_by_other =
        KingOfTokyo::redact(&Event::EvolutionChoiceMade(made), Viewer::Seat(seat(0)));
    assert!(matches!(seen_by_other, Event::EvolutionChoiceMade(m) if m.bottom.is_none()));
    let m = &state.monsters[1];
    assert_eq!(m.keep_cards, vec![even_bigger]);
    assert_eq!((m.max_health, m.energy), (12, 0), "free, as if bought");
    assert_eq!(state.deck[0].card, "heal");
    let bottom: Vec<&str> = state
        .deck
        .iter()
        .rev()
        .take(2)
        .map(|c| c.card.as_str())
        .collect();
    assert_eq!(bottom, vec!["tank", "jets"]);
    assert_eq!(state.deck[state.deck.len() - 2], jets);
    assert!(state.pending.evolution_choice.is_none());
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn miraculous_catch_reveals_a_random_discarded_card_to_buy_for_1_less_or_pass() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .energy(0, 5)
        .buying()
        .evolution_in_play(0, "miraculous_catch")
        .build();
    let use_it = use_with(&state, 0, "miraculous_catch", None);
    assert!(
        !legal(&state, 0).contains(&use_it),
        "the discard pile is empty"
    );
    // Put Jets (5) on the discard pile.
    deck_top(&mut state, &["jets"]);
    let jets = state.deck.remove(0);
    state.discard.push(jets.clone());
    assert!(legal(&state, 0).contains(&use_it));
    let events = when(&mut state, 0, use_it.clone());
    assert!(events.iter().any(|e| matches!(e,
        Event::DiscardCardRevealed(d) if d.card == jets)));
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "EVOLUTION_CHOICE".to_owned())]
    );
    let buy_it = Command::PlayEvolution(PlayEvolution {
        card: evolution("miraculous_catch").instance,
        params: Some(EvolutionParams {
            card: Some(jets.instance),
            ..EvolutionParams::default()
        }),
    });
    assert!(legal(&state, 0).contains(&buy_it) && legal(&state, 0).contains(&pass()));
    let events = when(&mut state, 0, buy_it);
    assert!(events.iter().any(|e| matches!(e,
        Event::PowerCardPutIntoPlay(p) if p.card == jets && p.price == 4)));
    assert_eq!(state.monsters[0].energy, 1);
    assert_eq!(state.monsters[0].keep_cards, vec![jets]);
    assert!(state.discard.is_empty());
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
    state.discard.push(state.deck.remove(0));
    assert!(!legal(&state, 0).contains(&use_it), "once per turn");
}

#[test]
fn miraculous_catch_passed_leaves_the_card_on_the_discard_pile() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .energy(0, 1)
        .buying()
        .evolution_in_play(0, "miraculous_catch")
        .build();
    deck_top(&mut state, &["jets"]);
    let jets = state.deck.remove(0);
    state.discard.push(jets.clone());
    let use_it = use_with(&state, 0, "miraculous_catch", None);
    when(&mut state, 0, use_it);
    assert_eq!(legal(&state, 0), vec![pass()], "too expensive: only pass");
    let events = when(&mut state, 0, pass());
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionChoiceMade(m) if m.card.is_none())));
    assert_eq!(state.discard, vec![jets]);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
}

#[test]
fn icy_reflection_copies_a_permanent_evolution_in_play_with_its_own_uses() {
    let state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "icy_reflection")
        .evolution_in_play(0, "black_diamond")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let own = play_with(
        &state,
        0,
        "icy_reflection",
        Some(EvolutionParams {
            card: Some(evolution("black_diamond").instance),
            ..EvolutionParams::default()
        }),
    );
    assert!(legal(&state, 0).contains(&own), "its owner's cards too");
    let lone = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "icy_reflection")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    assert!(
        !legal(&lone, 0)
            .iter()
            .any(|c| matches!(c, Command::PlayEvolution(_))),
        "nothing to copy: not playable"
    );

    // Copy another monster's Mothership Support: used with Icy Reflection's instance, once.
    let mut state = given()
        .monsters(2)
        .power_up()
        .health(0, 5)
        .energy(0, 3)
        .evolution_in_hand(0, "icy_reflection")
        .evolution_in_play(1, "mothership_support")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let target = evolution("mothership_support");
    let card = play_with(
        &state,
        0,
        "icy_reflection",
        Some(EvolutionParams {
            card: Some(target.instance),
            ..EvolutionParams::default()
        }),
    );
    let events = when(&mut state, 0, card);
    assert!(events.iter().any(|e| matches!(e,
        Event::SnowflakePlaced(p) if p.card == target && p.owner == seat(1))));
    assert_eq!(state.power_up.snowflake_on, Some(target.instance));
    let use_it = use_with(&state, 0, "icy_reflection", None);
    assert!(legal(&state, 0).contains(&use_it));
    let events = when(&mut state, 0, use_it.clone());
    assert_in_order(
        &events,
        &[
            ev::energy_lost(0, 1, "mothership_support"),
            ev::healed(0, 1, "mothership_support"),
        ],
    );
    assert!(!legal(&state, 0).contains(&use_it), "once per turn");
}

#[test]
fn icy_reflection_is_discarded_when_the_copied_card_leaves_play() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .health(1, 2)
        .evolution_in_hand(0, "icy_reflection")
        .evolution_in_play(1, "panda_express")
        .dice([S, S, N3, N1, N2, E])
        .build();
    let card = play_with(
        &state,
        0,
        "icy_reflection",
        Some(EvolutionParams {
            card: Some(evolution("panda_express").instance),
            ..EvolutionParams::default()
        }),
    );
    when(&mut state, 0, card);
    // Its hooks are Panda Express's while the copy lasts.
    assert!(
        crate::games::king_of_tokyo::rules::keeps::keep_effects(&state, seat(0))
            .iter()
            .any(|e| e.id() == "panda_express")
    );
    stop_and_resolve(&mut state, 0);
    assert!(
        !state.monsters[1].alive,
        "the copied card's owner is eliminated"
    );
    let piles = &state.monsters[0].evolutions;
    assert!(piles.in_play.is_empty());
    assert_eq!(piles.discard, vec![evolution("icy_reflection")]);
    assert_eq!(state.power_up.snowflake_on, None);
}

/// Found by the Power Up! batch: a copied Miraculous Catch's choice is answered through Icy
/// Reflection (the pass used to leave the choice open for ever).
#[test]
fn icy_reflection_copying_miraculous_catch_offers_and_closes_its_choice() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .energy(0, 1)
        .buying()
        .evolution_in_hand(0, "icy_reflection")
        .evolution_in_play(1, "miraculous_catch")
        .build();
    deck_top(&mut state, &["jets"]);
    let jets = state.deck.remove(0);
    state.discard.push(jets.clone());
    let card = play_with(
        &state,
        0,
        "icy_reflection",
        Some(EvolutionParams {
            card: Some(evolution("miraculous_catch").instance),
            ..EvolutionParams::default()
        }),
    );
    when(&mut state, 0, card);
    let use_it = use_with(&state, 0, "icy_reflection", None);
    when(&mut state, 0, use_it);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "EVOLUTION_CHOICE".to_owned())]
    );
    let events = when(&mut state, 0, pass());
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionChoiceMade(m) if m.card.is_none())));
    assert!(state.pending.evolution_choice.is_none());
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
}

fn freeze(die: u8) -> Option<EvolutionParams> {
    Some(EvolutionParams {
        dice: Some(vec![die]),
        ..EvolutionParams::default()
    })
}

#[test]
fn encased_in_ice_freezes_a_die_that_every_other_monster_then_uses_until_its_owners_next_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "encased_in_ice")
        .energy(0, 3)
        .dice([S, N3, N1, N1, N2, H])
        .rolls_used(3)
        .build();
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
    let use_it = use_with(&state, 0, "encased_in_ice", freeze(0));
    assert!(legal(&state, 0).contains(&use_it));
    let events = when(&mut state, 0, use_it.clone());
    assert_in_order(&events, &[ev::energy_lost(0, 1, "encased_in_ice")]);
    assert!(events.iter().any(|e| matches!(e,
        Event::DieFrozen(f) if f.seat == seat(0) && f.die == 0 && f.face == S)));
    assert_eq!(state.monsters[0].energy, 2);
    assert!(
        !legal(&state, 0)
            .iter()
            .any(|c| matches!(c, Command::UseEvolution(_))),
        "once per turn, one frozen die"
    );
    let again = use_with(&state, 0, "encased_in_ice", freeze(1));
    assert_eq!(
        try_when(&mut state, 0, again).unwrap_err().code,
        "NOT_OFFERED"
    );
    stop_and_resolve(&mut state, 0);

    // The other monster rolls 5 dice and gets the frozen Smash as its sixth, locked.
    play_until_turn_of(&mut state, 1);
    assert_eq!(state.dice.len(), 6);
    assert_eq!(state.dice[5], S);
    let rerolls: Vec<Command> = legal(&state, 1)
        .into_iter()
        .filter(|c| matches!(c, Command::Reroll(_)))
        .collect();
    assert_eq!(rerolls.len(), 31, "every subset of the 5 free dice");
    assert!(
        !rerolls
            .iter()
            .any(|c| matches!(c, Command::Reroll(r) if r.dice.contains(&5)))
    );
    let err = try_when(&mut state, 1, Command::Reroll(Reroll { dice: vec![0, 5] })).unwrap_err();
    assert_eq!(err.code, "DIE_FROZEN");
    let events = stop_and_resolve(&mut state, 1);
    assert!(events.iter().any(|e| matches!(e,
        Event::DiceResolved(d) if d.seat == seat(1) && d.faces[5] == S)));

    // Released when its owner's next turn starts.
    play_until_turn_of(&mut state, 0);
    assert_eq!(state.power_up.frozen_die, None);
}

#[test]
fn encased_in_ice_is_not_offered_without_energy_or_out_of_its_owners_roll_step() {
    // The last roll leads to the Resolve Dice moment either way; it is offered with energy.
    for (energy, offered) in [(1, true), (0, false)] {
        let mut state = given()
            .monsters(2)
            .power_up()
            .evolution_in_play(0, "encased_in_ice")
            .energy(0, energy)
            .dice([S, N3, N1, N1, N2, H])
            .rolls_used(2)
            .build();
        when(&mut state, 0, Command::Reroll(Reroll { dice: vec![0] }));
        assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
        assert_eq!(
            legal(&state, 0)
                .iter()
                .any(|c| matches!(c, Command::UseEvolution(_))),
            offered,
            "energy {energy}"
        );
    }
    let state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(1, "encased_in_ice")
        .energy(1, 3)
        .dice([S, N3, N1, N1, N2, H])
        .build();
    assert!(
        !legal(&state, 1)
            .iter()
            .any(|c| matches!(c, Command::UseEvolution(_)))
    );
}

#[test]
fn encased_in_ice_frozen_die_is_skipped_by_die_changes_flips_and_probes() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .keep(0, "herd_culler")
        .keep(2, "psychic_probe")
        .evolution_in_play(0, "yin_and_yang")
        .dice([S, N3, N1, N1, N2, H])
        .build();
    state.power_up.frozen_die = Some(FrozenDie {
        seat: seat(1),
        card: 0,
        die: 2,
        face: H,
    });
    let legal0 = legal(&state, 0);
    assert!(
        legal0
            .iter()
            .any(|c| matches!(c, Command::ChangeDie(d) if d.die == 4))
    );
    assert!(
        !legal0
            .iter()
            .any(|c| matches!(c, Command::ChangeDie(d) if d.die == 5))
    );
    let herd = keep_instance(&state, 0, "herd_culler");
    let err = try_when(
        &mut state,
        0,
        Command::ChangeDie(ChangeDie {
            card: herd,
            die: 5,
            face: N1,
        }),
    )
    .unwrap_err();
    assert_eq!(err.code, "DIE_FROZEN");
    let flip = use_with(&state, 0, "yin_and_yang", None);
    let events = when(&mut state, 0, flip);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::DieChanged(_)))
            .count(),
        5
    );
    assert_eq!(
        state.dice,
        vec![E, N1, N3, N3, H, H],
        "the frozen Heart stays"
    );
    stop_and_resolve(&mut state, 0);
    assert_eq!(prompt_kinds(&state), [(2, "PSYCHIC_PROBE".into())]);
    let probes: Vec<Command> = legal(&state, 2)
        .into_iter()
        .filter(|c| matches!(c, Command::ProbeDie(_)))
        .collect();
    assert_eq!(probes.len(), 5);
    let err = try_when(&mut state, 2, Command::ProbeDie(ProbeDie { die: 5 })).unwrap_err();
    assert_eq!(err.code, "DIE_FROZEN");
}

fn face(f: Face) -> Option<EvolutionParams> {
    Some(EvolutionParams {
        face: Some(f),
        ..EvolutionParams::default()
    })
}

fn target(s: u8) -> Option<EvolutionParams> {
    Some(EvolutionParams {
        target: Some(seat(s)),
        ..EvolutionParams::default()
    })
}

/// Seat 0's Freeze Ray is held by seat `holder`, with `face` frozen if already chosen.
fn away_with(state: &mut State, holder: u8, face: Option<Face>) {
    let card = state.monsters[0].evolutions.in_play[0].instance;
    state.power_up.freeze_rays.push(FreezeRayHold {
        owner: seat(0),
        card,
        holder: seat(holder),
        face,
    });
}

/// Seat 0 owns Freeze Ray and its Smashes just wounded seat 1 in Tokyo City, which stayed;
/// seat 0 ended its turn, so seat 1's turn has started and waits for the frozen face.
fn freeze_ray_given_to_seat_1() -> State {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "freeze_ray")
        .dice([S, S, N2, N3, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    let card = state.monsters[0].evolutions.in_play[0].instance;
    assert!(events.iter().any(|e| matches!(e,
        Event::FreezeRayGiven(g) if g.seat == seat(0) && g.card == card && g.to == seat(1))));
    when(&mut state, 1, stay());
    when(&mut state, 0, end_turn());
    state
}

#[test]
fn freeze_ray_is_given_to_the_monster_in_tokyo_its_owners_smashes_wound() {
    let state = freeze_ray_given_to_seat_1();
    let card = &state.monsters[0].evolutions.in_play[0];
    assert_eq!(card.card, "freeze_ray", "it stays in its owner's play area");
    assert_eq!(
        state.power_up.freeze_rays,
        vec![FreezeRayHold {
            owner: seat(0),
            card: card.instance,
            holder: seat(1),
            face: None,
        }]
    );
    assert_eq!(state.active, seat(1));
}

#[test]
fn freeze_ray_owner_must_choose_a_face_at_the_start_of_the_holders_turn() {
    let mut state = freeze_ray_given_to_seat_1();
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "FREEZE_RAY_FACE".to_owned())]
    );
    let offered = legal(&state, 0);
    assert_eq!(offered.len(), 6, "one use per face, no pass: {offered:?}");
    assert!(!offered.contains(&pass()));
    assert_eq!(
        try_when(&mut state, 0, pass()).unwrap_err().code,
        "NOT_OFFERED"
    );
    assert!(
        legal(&state, 1).is_empty(),
        "the holder waits for the choice"
    );

    let choose = use_with(&state, 0, "freeze_ray", face(S));
    let events = when(&mut state, 0, choose);
    assert!(events.iter().any(|e| matches!(e,
        Event::FreezeRayFaceChosen(c) if c.seat == seat(0) && c.holder == seat(1) && c.face == S)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DiceRolled(r) if r.seat == seat(1))),
        "the holder's turn goes on with its first roll"
    );
    assert_eq!(state.power_up.freeze_rays[0].face, Some(S));
}

#[test]
fn freeze_ray_frozen_face_has_no_effect_for_the_holder_and_the_card_returns_at_turn_end() {
    let mut state = freeze_ray_given_to_seat_1();
    let choose = use_with(&state, 0, "freeze_ray", face(S));
    when(&mut state, 0, choose);
    state.dice = vec![S, S, S, N1, N1, N1];
    let health_before = state.monsters[0].health;
    let events = stop_and_resolve(&mut state, 1);
    assert!(events.iter().any(|e| matches!(e,
        Event::FrozenFaceIgnored(f) if f.seat == seat(1) && f.face == S && f.dice == 3)));
    assert!(events.iter().any(|e| matches!(e,
        Event::DiceResolved(d) if d.faces == vec![N1, N1, N1])));
    assert_eq!(
        vp_for(&events, 1, "NUMBERS"),
        1,
        "the other faces still count"
    );
    assert_none(
        &events,
        |e| matches!(e, Event::MonstersAttacked(_)),
        "frozen Smashes attack nobody",
    );
    assert_eq!(state.monsters[0].health, health_before);

    let events = when(&mut state, 1, end_turn());
    let card = state.monsters[0].evolutions.in_play[0].instance;
    assert!(events.iter().any(|e| matches!(e,
        Event::FreezeRayReturned(r) if r.seat == seat(0) && r.card == card && r.from == seat(1))));
    assert!(state.power_up.freeze_rays.is_empty());
    assert_eq!(state.monsters[0].evolutions.in_play[0].card, "freeze_ray");
}

#[test]
fn freeze_ray_on_hearts_stops_healing_and_the_evolution_draw() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .health(1, 5)
        .evolution_in_play(0, "freeze_ray")
        .evolution_deck(1, &["mecha_blast", "radioactive_waste"])
        .dice([H, H, H, E, N2, N3])
        .build();
    away_with(&mut state, 1, Some(H));
    let events = stop_and_resolve(&mut state, 1);
    assert!(events.iter().any(|e| matches!(e,
        Event::FrozenFaceIgnored(f) if f.face == H && f.dice == 3)));
    assert_eq!(state.monsters[1].health, 5, "no healing");
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionsDrawn(_)),
        "frozen Hearts do not draw Evolutions",
    );
    assert_eq!(state.monsters[1].energy, 1, "the Energy die still counts");
}

#[test]
fn freeze_ray_owner_chooses_among_several_wounded_monsters_in_tokyo() {
    let mut state = given()
        .monsters(5)
        .power_up()
        .in_city(1)
        .in_bay(2)
        .evolution_in_play(0, "freeze_ray")
        .dice([S, N1, N2, N3, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::FreezeRayGiven(_) | Event::YieldRequested(_)),
        "the card waits for its owner's choice, before the yield decision",
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "FREEZE_RAY_TARGET".to_owned())]
    );
    let offered = legal(&state, 0);
    assert_eq!(
        offered,
        vec![
            use_with(&state, 0, "freeze_ray", target(1)),
            use_with(&state, 0, "freeze_ray", target(2)),
        ]
    );
    assert_eq!(
        try_when(&mut state, 0, pass()).unwrap_err().code,
        "NOT_OFFERED"
    );
    let outsider = use_with(&state, 0, "freeze_ray", target(3));
    assert_eq!(
        try_when(&mut state, 0, outsider).unwrap_err().code,
        "NOT_OFFERED"
    );

    let give = use_with(&state, 0, "freeze_ray", target(2));
    let events = when(&mut state, 0, give);
    assert!(events.iter().any(|e| matches!(e,
        Event::FreezeRayGiven(g) if g.to == seat(2))));
    assert!(
        events.iter().any(|e| matches!(e, Event::YieldRequested(_))),
        "the turn goes on with the yield decision"
    );
    assert_eq!(state.power_up.freeze_rays[0].holder, seat(2));
}

#[test]
fn freeze_ray_is_not_given_outside_tokyo_nor_again_while_away() {
    // The owner in Tokyo wounds monsters outside: nobody receives it.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(0)
        .evolution_in_play(0, "freeze_ray")
        .dice([S, N1, N2, N3, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::FreezeRayGiven(_)),
        "only a monster in Tokyo receives it",
    );

    // Away with seat 2: wounding seat 1 in Tokyo does not give it again.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "freeze_ray")
        .dice([S, N1, N2, N3, E, H])
        .build();
    away_with(&mut state, 2, None);
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::FreezeRayGiven(_)),
        "a card away is not given again",
    );
}

#[test]
fn freeze_ray_comes_back_when_its_holder_is_eliminated() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .health(1, 2)
        .evolution_in_play(0, "freeze_ray")
        .dice([S, S, N2, N3, E, H])
        .build();
    away_with(&mut state, 1, None);
    stop_and_resolve(&mut state, 0);
    assert!(!state.monsters[1].alive);
    assert!(state.power_up.freeze_rays.is_empty());
    assert_eq!(state.monsters[0].evolutions.in_play[0].card, "freeze_ray");
}

#[test]
fn encased_in_ice_is_used_after_the_final_roll_not_between_rolls() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "encased_in_ice")
        .energy(0, 3)
        .dice([S, N3, N1, N1, N2, H])
        .build();
    let use_it = use_with(&state, 0, "encased_in_ice", freeze(0));
    assert!(!legal(&state, 0).contains(&use_it), "rolls are left");
    assert_eq!(
        try_when(&mut state.clone(), 0, use_it.clone())
            .unwrap_err()
            .code,
        "NOT_OFFERED"
    );
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
    assert!(legal(&state, 0).contains(&use_it));
}
