//! Cyber Kitty's Evolutions, given / when / then.

use super::*;
use crate::games::king_of_tokyo::state::Phase;

/// A start-of-turn window: the turn stops before the first roll while the active monster
/// holds a card it could play there.
#[test]
fn cat_nip_is_offered_at_the_start_of_the_turn_and_leaves_a_single_roll() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .active(1)
        .buying()
        .evolution_in_hand(0, "cat_nip")
        .build();
    let events = when(&mut state, 1, end_turn());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::StartOfTurnWindowOpened(_)))
    );
    assert_none(
        &events,
        |e| matches!(e, Event::DiceRolled(_)),
        "a roll before the window",
    );
    assert_eq!(state.phase, Phase::StartOfTurn);
    assert_eq!(prompt_kinds(&state), vec![(0, "START_OF_TURN".to_owned())]);
    let cat_nip = play(&state, 0, "cat_nip");
    when(&mut state, 0, cat_nip);
    let events = when(&mut state, 0, pass());
    assert!(events.iter().any(|e| matches!(e, Event::DiceRolled(_))));
    assert_eq!(state.rolls_allowed, 1);
    // One roll only: the dice are final at once, and the Resolve Dice moment opens.
    assert_eq!(prompt_kinds(&state), vec![(0, "RESOLVE_DICE".to_owned())]);
}

#[test]
fn cat_nip_doubles_numbers_energy_and_smashes() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .dice([N2, N2, N2, E, S, N1])
        .build();
    state
        .turn_scratch
        .evolutions_this_turn
        .push((seat(0), "cat_nip".into()));
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "NUMBERS"), 4);
    assert_in_order(&events, &[ev::energy(0, 2, "ENERGY_DICE")]);
    assert_eq!(hearts_lost(&events, 1), 2);
}

/// A Permanent card in play takes part in the Keep-card hooks (here `on_numbers`).
#[test]
fn mouse_hunter_scores_1_vp_when_the_dice_show_a_1() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "mouse_hunter")
        .dice([N1, N2, N3, E, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "mouse_hunter"), 1);

    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_play(0, "mouse_hunter")
        .dice([N2, N2, N3, E, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(vp_for(&events, 0, "mouse_hunter"), 0);
}

#[test]
fn mouse_hunter_is_played_from_the_hand_into_play() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(0, "mouse_hunter")
        .dice([N2, N2, N3, E, E, H])
        .build();
    let mouse_hunter = play(&state, 0, "mouse_hunter");
    let events = when(&mut state, 0, mouse_hunter);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvolutionPlayed(p) if p.permanent))
    );
    assert_eq!(
        state.monsters[0].evolutions.in_play,
        vec![evolution("mouse_hunter")]
    );
    let view = KingOfTokyo::view(&state, Viewer::Seat(seat(1)));
    assert_eq!(
        view.monsters[0].evolutions.as_ref().unwrap().in_play[0].id,
        "mouse_hunter"
    );
}

#[test]
fn meow_missile_adds_a_smash_when_the_dice_show_a_1() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "meow_missile")
        .dice([N1, N2, N3, E, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 1);

    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "meow_missile")
        .dice([N2, N2, N3, E, S, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(hearts_lost(&events, 1), 1, "no 1: only the rolled Smash");
}

/// `UseEvolution` of the Permanent card `id` in play in front of `s`.
fn use_in_play(state: &State, s: u8, id: &str, params: Option<EvolutionParams>) -> Command {
    let card = state.monsters[s as usize]
        .evolutions
        .in_play
        .iter()
        .find(|c| c.card == id)
        .unwrap_or_else(|| panic!("{id} not in play in front of seat {s}"))
        .instance;
    Command::UseEvolution(PlayEvolution { card, params })
}

/// A window of another monster's Enter Tokyo step: the step stops before the entry while a
/// Feline Motor owner could use it.
#[test]
fn feline_motor_enters_tokyo_instead_of_the_active_monster() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_play(2, "feline_motor")
        .dice([N1, N2, N3, E, E, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvolutionWindowOpened(_)))
    );
    assert_none(
        &events,
        |e| matches!(e, Event::EnteredTokyo(_)),
        "an entry before the window",
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(2, "ENTER_TOKYO_INSTEAD".to_owned())]
    );
    let motor = use_in_play(&state, 2, "feline_motor", None);
    assert!(legal(&state, 2).contains(&motor));
    let events = when(&mut state, 2, motor);
    assert_in_order(
        &events,
        &[
            ev::entered(2, Location::City, Location::Outside),
            ev::vp(2, 1, "ENTERED_TOKYO"),
            ev::buy_step(0),
        ],
    );
    assert_none(
        &events,
        |e| matches!(e, Event::EnteredTokyo(t) if t.seat == seat(0)),
        "the active monster entering too",
    );
    assert_eq!(state.city, Some(seat(2)));
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
}

#[test]
fn feline_motor_passed_or_unusable_lets_the_active_monster_enter() {
    // Passing: the active monster enters as usual.
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_play(2, "feline_motor")
        .dice([N1, N2, N3, E, E, H])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 2, pass());
    assert_in_order(
        &events,
        &[
            ev::entered(0, Location::City, Location::Outside),
            ev::buy_step(0),
        ],
    );

    // Its owner was in Tokyo when the turn started (it yielded): no stop, no use.
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(2)
        .evolution_in_play(2, "feline_motor")
        .dice([S, N2, N3, E, E, H])
        .build();
    state.turn_scratch.tokyo_at_turn_start = vec![seat(2)];
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 2, yield_tokyo());
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionWindowOpened(_)),
        "a window",
    );
    assert_in_order(
        &events,
        &[ev::entered(0, Location::City, Location::Outside)],
    );
    let motor = use_in_play(&state, 2, "feline_motor", None);
    assert_eq!(
        try_when(&mut state, 2, motor).unwrap_err().code,
        "NOT_OFFERED"
    );
}

/// The zero-health window: offered after the loss, before the elimination.
#[test]
fn nine_lives_saves_its_owner_at_0_hearts_with_9_hearts_and_9_vp() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .health(1, 2)
        .vp(1, 5)
        .energy(1, 3)
        .keep(1, "armor_plating")
        .keep(2, "eater_of_the_dead")
        .evolution_in_hand(1, "nine_lives")
        .evolution_in_hand(1, "mega_purr")
        .evolution_in_play(1, "mouse_hunter")
        .dice([S, S, S, N1, N2, E])
        .build();
    let nine = play(&state, 1, "nine_lives");
    assert!(
        !legal(&state, 1).contains(&nine),
        "not before reaching 0 hearts"
    );
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::MonsterEliminated(_)),
        "an elimination",
    );
    assert_eq!(state.monsters[1].health, 0);
    assert_eq!(
        prompt_kinds(&state),
        vec![(1, "EVOLUTION_AT_ZERO".to_owned())]
    );
    assert!(legal(&state, 1).contains(&nine));
    let events = when(&mut state, 1, nine);
    assert_in_order(
        &events,
        &[
            ev::energy_lost(1, 3, "nine_lives"),
            ev::vp_lost(1, 5, "nine_lives"),
            ev::healed(1, 9, "nine_lives"),
            ev::vp(1, 9, "nine_lives"),
            ev::entered(0, Location::City, Location::Outside),
        ],
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::KeepCardsDiscarded(_)))
    );
    assert_eq!(
        vp_for(&events, 2, "eater_of_the_dead"),
        3,
        "its hearts did reach 0"
    );
    let m = &state.monsters[1];
    assert!(m.alive);
    assert_eq!((m.health, m.victory_points, m.energy), (9, 9, 0));
    assert!(m.keep_cards.is_empty() && m.evolutions.hand.is_empty());
    assert!(m.evolutions.in_play.is_empty());
    assert_eq!(m.evolutions.hidden_discard, vec![evolution("mega_purr")]);
    assert_eq!(
        state.city,
        Some(seat(0)),
        "it left Tokyo; the attacker entered"
    );
    // The discarded hand stays secret from the others.
    let discarded = events
        .iter()
        .find(|e| matches!(e, Event::EvolutionsDiscarded(_)))
        .unwrap();
    match KingOfTokyo::redact(discarded, Viewer::Seat(seat(0))) {
        Event::EvolutionsDiscarded(d) => {
            assert_eq!((d.hidden, d.hidden_count), (None, 1));
            assert_eq!(d.cards, vec![evolution("mouse_hunter")]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn nine_lives_passed_at_0_hearts_means_elimination() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .health(1, 2)
        .evolution_in_hand(1, "nine_lives")
        .dice([S, S, S, N1, N2, E])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 1, pass());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::MonsterEliminated(m) if m.seat == seat(1)))
    );
}

#[test]
fn electro_scratch_makes_each_other_monster_lose_1_heart_any_time() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(1, "electro_scratch")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "electro_scratch");
    assert!(legal(&state, 1).contains(&card), "any time");
    let events = when(&mut state, 1, card);
    assert_in_order(
        &events,
        &[
            ev::hurt(2, 1, 1, "electro_scratch"),
            ev::hurt(0, 1, 1, "electro_scratch"),
        ],
    );
    assert_eq!(hearts_lost(&events, 1), 0);
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn electro_scratch_that_eliminates_the_active_monster_ends_its_turn() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .health(0, 1)
        .evolution_in_hand(1, "electro_scratch")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "electro_scratch");
    let events = when(&mut state, 1, card);
    assert!(!state.monsters[0].alive);
    assert!(events.iter().any(|e| matches!(e, Event::TurnEnded(_))));
    assert_eq!(state.active, seat(1));
}

#[test]
fn electro_scratch_waits_for_a_reaction_and_is_refused_during_one() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .evolution_in_hand(1, "electro_scratch")
        .evolution_in_hand(2, "detachable_tail")
        .evolution_in_hand(2, "electro_scratch")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let card = play(&state, 1, "electro_scratch");
    let events = when(&mut state, 1, card);
    assert_none(
        &events,
        |e| matches!(e, Event::HealthLost(_)),
        "a loss before the answer",
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(2, "EVOLUTION_BEFORE_DAMAGE".to_owned())]
    );
    assert!(!legal(&state, 2).contains(&play(&state, 2, "electro_scratch")));
    let events = when(&mut state, 2, pass());
    assert_eq!((hearts_lost(&events, 2), hearts_lost(&events, 0)), (1, 1));
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

/// `UseEvolution` of Play with Your Food in front of seat 0 on `target`.
fn play_with_food_on(target: u8) -> Command {
    Command::UseEvolution(PlayEvolution {
        card: evolution("play_with_your_food").instance,
        params: Some(EvolutionParams {
            target: Some(seat(target)),
            ..EvolutionParams::default()
        }),
    })
}

#[test]
fn play_with_your_food_makes_the_monster_in_tokyo_lose_2_fewer_and_steals_1_vp_and_1_energy() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .vp(1, 5)
        .energy(1, 3)
        .evolution_in_play(0, "play_with_your_food")
        .dice([S, S, S, N1, N2, H])
        .build();
    stop_and_resolve(&mut state, 0);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "PLAY_WITH_YOUR_FOOD".to_owned())]
    );
    let food = play_with_food_on(1);
    assert!(legal(&state, 0).contains(&food));
    assert!(!legal(&state, 0).contains(&play_with_food_on(2)), "not hit");
    let events = when(&mut state, 0, food);
    assert_in_order(
        &events,
        &[
            ev::vp_lost(1, 1, "play_with_your_food"),
            ev::vp(0, 1, "play_with_your_food"),
            ev::hurt(1, 1, 0, "SMASH"),
        ],
    );
    assert_eq!((state.monsters[0].energy, state.monsters[1].energy), (1, 2));
    assert_eq!(state.monsters[1].victory_points, 4);
}

#[test]
fn play_with_your_food_declined_or_for_a_1_heart_hit_changes_nothing() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "play_with_your_food")
        .dice([S, S, N3, N1, N2, H])
        .build();
    stop_and_resolve(&mut state, 0);
    let events = when(&mut state, 0, pass());
    assert_eq!(hearts_lost(&events, 1), 2);

    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(1)
        .evolution_in_play(0, "play_with_your_food")
        .dice([S, N3, N3, N1, N2, H])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::ReactionWindowOpened(_)),
        "a pause for a 1-heart hit",
    );
    assert_eq!(hearts_lost(&events, 1), 1);
}

#[test]
fn mega_purr_takes_1_energy_or_1_vp_from_each_other_monster_asking_those_with_both() {
    let mut state = given()
        .monsters(4)
        .power_up()
        .energy(1, 2)
        .vp(1, 3)
        .vp(2, 4)
        .evolution_in_hand(3, "mega_purr")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let purr = play(&state, 3, "mega_purr");
    assert!(legal(&state, 3).contains(&purr), "any time");
    let events = when(&mut state, 3, purr);
    // Seat 0 has neither: it gives nothing, and seat 1 (both) is asked.
    assert!(events.iter().any(|e| matches!(e,
        Event::MegaPurrGiven(g) if g.seat == seat(0) && g.energy == 0 && g.victory_points == 0)));
    assert_eq!(prompt_kinds(&state), vec![(1, "MEGA_PURR".to_owned())]);
    assert_eq!(
        legal(&state, 1),
        vec![
            Command::GiveEnergy(Confirm::Yes),
            Command::GiveVictoryPoint(Confirm::Yes)
        ]
    );
    let events = when(&mut state, 1, Command::GiveVictoryPoint(Confirm::Yes));
    // Seat 2 has only VP: it gives 1 VP without being asked; then seat 0 rolls again.
    assert!(events.iter().any(|e| matches!(e,
        Event::MegaPurrGiven(g) if g.seat == seat(2) && g.victory_points == 1)));
    assert_eq!(state.monsters[3].victory_points, 2);
    assert_eq!(
        (
            state.monsters[1].victory_points,
            state.monsters[2].victory_points
        ),
        (2, 3)
    );
    assert_eq!(state.pending.mega_purr, None);
    assert_eq!(prompt_kinds(&state), vec![(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn mega_purr_answers_are_refused_from_a_seat_not_asked() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .energy(1, 2)
        .vp(1, 3)
        .evolution_in_hand(2, "mega_purr")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let purr = play(&state, 2, "mega_purr");
    when(&mut state, 2, purr);
    assert_eq!(prompt_kinds(&state), vec![(1, "MEGA_PURR".to_owned())]);
    assert!(try_when(&mut state, 0, Command::GiveEnergy(Confirm::Yes)).is_err());
    when(&mut state, 1, Command::GiveEnergy(Confirm::Yes));
    assert_eq!((state.monsters[2].energy, state.monsters[1].energy), (1, 1));
}
