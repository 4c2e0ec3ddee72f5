//! Meka Dragon's Evolutions, given / when / then.

use super::*;
use crate::games::king_of_tokyo::state::Phase;

#[test]
fn mecha_blast_is_played_after_the_final_roll_and_adds_2_hearts_to_each_smash_hit() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(0, "mecha_blast")
        .dice([S, S, N1, N2, N3, E])
        .build();
    let blast = play(&state, 0, "mecha_blast");
    assert!(
        !legal(&state, 0).contains(&blast),
        "between rolls: the card's timing is the Resolve Dice step"
    );
    assert_eq!(
        try_when(&mut state.clone(), 0, blast.clone())
            .unwrap_err()
            .code,
        "NOT_OFFERED"
    );
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
    assert!(legal(&state, 0).contains(&blast), "after the final roll");
    when(&mut state, 0, blast);
    let events = when(&mut state, 0, stop());
    assert_eq!(hearts_lost(&events, 1), 4);
    assert_eq!(hearts_lost(&events, 2), 0, "not hit: no extra loss");
}

#[test]
fn mecha_blast_is_refused_once_the_dice_are_resolved_and_on_another_turn() {
    let state = given()
        .monsters(2)
        .power_up()
        .buying()
        .evolution_in_hand(0, "mecha_blast")
        .evolution_in_hand(1, "mecha_blast")
        .build();
    assert!(!legal(&state, 0).contains(&play(&state, 0, "mecha_blast")));
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "mecha_blast")
        .dice([S, S, N1, N2, N3, E])
        .build();
    when(&mut state, 0, stop());
    let blast = play(&state, 1, "mecha_blast");
    assert!(!legal(&state, 1).contains(&blast), "not its owner's turn");
    assert_eq!(
        try_when(&mut state, 1, blast).unwrap_err().code,
        "NOT_OFFERED"
    );
}

#[test]
fn destructive_analysis_gives_1_energy_per_rolled_smash_in_the_resolve_dice_moment_only() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "destructive_analysis")
        .dice([S, S, S, N1, N2, H])
        .build();
    let analysis = play(&state, 0, "destructive_analysis");
    assert!(!legal(&state, 0).contains(&analysis), "between rolls");
    when(&mut state, 0, stop());
    assert!(legal(&state, 0).contains(&analysis), "the dice are final");
    let mut later = state.clone();
    let events = when(&mut state, 0, analysis.clone());
    assert_in_order(&events, &[ev::energy(0, 3, "destructive_analysis")]);
    assert_eq!(state.monsters[0].energy, 3);

    // Not once the dice are resolved (our ruling: the Resolve Dice step is over).
    when(&mut later, 0, stop());
    assert_eq!(later.phase, Phase::Buying);
    assert!(!legal(&later, 0).contains(&analysis));
}

#[test]
fn destructive_analysis_is_not_offered_without_a_smash() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "destructive_analysis")
        .dice([N1, N1, N2, N2, N3, H])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
    assert!(!legal(&state, 0).contains(&play(&state, 0, "destructive_analysis")));
}

#[test]
fn programmed_to_destroy_scores_3_vp_and_2_energy_when_another_monster_reaches_0() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .health(1, 2)
        .evolution_in_play(0, "programmed_to_destroy")
        .dice([S, S, N1, N2, N3, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert!(!state.monsters[1].alive);
    assert_in_order(
        &events,
        &[
            ev::vp(0, 3, "programmed_to_destroy"),
            ev::energy(0, 2, "programmed_to_destroy"),
        ],
    );
    assert_eq!(state.monsters[0].energy, 2);
}

#[test]
fn tune_up_outside_tokyo_skips_the_turn_for_4_hearts_and_2_energy() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .health(0, 5)
        .evolution_in_hand(0, "tune_up")
        .build();
    when(&mut state, 1, end_turn());
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let tune_up = play(&state, 0, "tune_up");
    let events = when(&mut state, 0, tune_up);
    assert_in_order(
        &events,
        &[
            ev::healed(0, 4, "tune_up"),
            ev::energy(0, 2, "tune_up"),
            ev::turn_ended(0, 2),
        ],
    );
    assert_none(
        &events[..events
            .iter()
            .position(|e| matches!(e, Event::TurnEnded(_)))
            .unwrap()],
        |e| matches!(e, Event::DiceRolled(_)),
        "a roll of the skipped turn",
    );
    assert_eq!((state.monsters[0].health, state.monsters[0].energy), (9, 2));
    assert_eq!(state.active, seat(1));
}

#[test]
fn tune_up_is_not_offered_in_tokyo() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .in_city(0)
        .evolution_in_hand(0, "tune_up")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert_none(
        &events,
        |e| matches!(e, Event::StartOfTurnWindowOpened(_)),
        "a start-of-turn window",
    );
    assert!(!legal(&state, 0).contains(&play(&state, 0, "tune_up")));
}

#[test]
fn claws_of_steel_adds_1_heart_to_a_hit_of_at_least_3() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "claws_of_steel")
        .dice([S, S, S, N1, N2, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 4);

    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "claws_of_steel")
        .dice([S, S, N3, N1, N2, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 2);
}

#[test]
fn target_acquired_marks_the_attacker_which_then_loses_1_extra_heart() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(1, "target_acquired")
        .dice([S, N3, N3, N1, N2, H])
        .build();
    let card = evolution("target_acquired").instance;
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 1, "no token yet: no bonus on it");
    assert!(events.iter().any(|e| matches!(e,
        Event::CardTokensSet(t) if t.seat == seat(1) && t.card == card && t.tokens == 1)));
    assert_eq!(
        state.card_tokens.get(&card),
        Some(&1),
        "seat 0 holds the Target"
    );

    // Later, seat 1 attacks seat 0 (the Target) and seat 2: only the Target loses more.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .active(1)
        .evolution_in_play(1, "target_acquired")
        .dice([S, S, N3, N1, N2, H])
        .build();
    state.card_tokens.insert(card, 1);
    let events = stop_and_resolve(&mut state, 1);
    assert_eq!(hearts_lost(&events, 0), 3);
    assert_eq!(hearts_lost(&events, 2), 2);
}

#[test]
fn breath_of_doom_makes_the_monsters_outside_tokyo_lose_1_heart_after_a_hit_in_tokyo() {
    let mut state = given()
        .monsters(4)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "breath_of_doom")
        .dice([S, S, N1, N2, N3, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 0, "SMASH"),
            ev::hurt(2, 1, 0, "breath_of_doom"),
            ev::hurt(3, 1, 0, "breath_of_doom"),
            ev::yield_requested(0, &[1]),
        ],
    );
    assert_eq!(hearts_lost(&events, 0), 0, "not its owner");
}

#[test]
fn breath_of_doom_does_nothing_without_a_loss_in_tokyo() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "breath_of_doom")
        .dice([N3, N3, N1, N2, N3, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(_)),
        "a heart loss",
    );
}

#[test]
fn lightning_armor_rolls_one_die_per_heart_lost_and_each_smash_hurts_the_active_monster() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(1, "lightning_armor")
        .dice([S, S, S, S, S, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    let faces: Vec<Face> = events
        .iter()
        .find_map(|e| match e {
            Event::EvolutionDiceRolled(r) if r.card == "lightning_armor" => Some(r.faces.clone()),
            _ => None,
        })
        .expect("Lightning Armor rolled");
    assert_eq!(faces.len(), 5, "one die per heart lost");
    let smashes = faces.iter().filter(|f| **f == S).count() as u32;
    assert_eq!(hearts_lost(&events, 1), 5);
    assert_eq!(hearts_lost(&events, 0), smashes);
    if smashes > 0 {
        assert_in_order(
            &events,
            &[
                ev::hurt(1, 5, 0, "SMASH"),
                ev::hurt(0, smashes, 1, "lightning_armor"),
            ],
        );
    }
}

#[test]
fn lightning_armor_does_not_roll_on_its_owners_turn() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "lightning_armor")
        .evolution_in_hand(1, "electro_scratch")
        .buying()
        .build();
    let card = play(&state, 1, "electro_scratch");
    let events = when(&mut state, 1, card);
    assert_eq!(hearts_lost(&events, 0), 1);
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionDiceRolled(_)),
        "a roll",
    );
}

#[test]
fn target_acquired_adds_its_heart_to_card_damage_its_owner_causes_too() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .active(1)
        .buying()
        .evolution_in_play(0, "target_acquired")
        .evolution_in_hand(0, "electro_scratch")
        .build();
    let card = evolution("target_acquired").instance;
    state.card_tokens.insert(card, 2);
    let scratch = play(&state, 0, "electro_scratch");
    let events = when(&mut state, 0, scratch);
    assert_eq!(hearts_lost(&events, 1), 2, "the Target: 1 + 1");
    assert_eq!(hearts_lost(&events, 2), 1);
}

#[test]
fn claws_of_steel_counts_each_heart_loss_on_its_own_and_card_damage_too() {
    // A card that makes another monster lose 3 hearts on its owner's turn: 1 more.
    let mut state = given()
        .monsters(3)
        .power_up()
        .buying()
        .energy(0, 10)
        .evolution_in_play(0, "claws_of_steel")
        .market(["high_altitude_bombing", "energize", "jet_fighters"])
        .build();
    let events = when(&mut state, 0, buy(0));
    assert_eq!(hearts_lost(&events, 1), 4);
    assert_eq!(hearts_lost(&events, 2), 4);
    assert_eq!(hearts_lost(&events, 0), 3, "not its owner");

    // 2 hearts to Smashes, then 1 to a card: 3 in the turn, but no single loss of 3.
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(0)
        .evolution_in_play(0, "claws_of_steel")
        .evolution_in_hand(0, "electro_scratch")
        .dice([S, S, N1, N2, N3, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 2);
    let scratch = play(&state, 0, "electro_scratch");
    let events = when(&mut state, 0, scratch);
    assert_eq!(hearts_lost(&events, 1), 1);
}

#[test]
fn claws_of_steel_does_nothing_on_another_monsters_turn() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .active(1)
        .buying()
        .energy(1, 10)
        .evolution_in_play(2, "claws_of_steel")
        .market(["high_altitude_bombing", "energize", "jet_fighters"])
        .build();
    let events = when(&mut state, 1, buy(0));
    assert_eq!(hearts_lost(&events, 0), 3);
}

#[test]
fn breath_of_doom_reads_only_its_owners_smashes_not_card_damage() {
    // Seat 0 (outside) makes the monster in Tokyo lose a heart with a card, on another
    // monster's turn: the monsters outside lose only the card's heart.
    let mut state = given()
        .monsters(4)
        .power_up()
        .active(1)
        .buying()
        .in_city(1)
        .evolution_in_play(0, "breath_of_doom")
        .evolution_in_hand(0, "electro_scratch")
        .build();
    let scratch = play(&state, 0, "electro_scratch");
    let events = when(&mut state, 0, scratch);
    assert_eq!(hearts_lost(&events, 1), 1);
    assert_eq!(hearts_lost(&events, 2), 1);
    assert_eq!(hearts_lost(&events, 3), 1);
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(h) if h.reason == "breath_of_doom"),
        "Breath of Doom follows its owner's Smashes only",
    );
}
