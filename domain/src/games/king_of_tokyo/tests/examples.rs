//! The rules specification's section 11 examples (base game, no Keep-card effects), one test
//! each, named after the rule.

use super::*;
use crate::engine::{Game, Viewer};
use crate::games::king_of_tokyo::event::*;
use crate::games::king_of_tokyo::faces::number_vp;
use crate::games::king_of_tokyo::rules::setup::roll_off;
use crate::games::king_of_tokyo::state::Location::{Bay, City, Outside};
use crate::games::king_of_tokyo::{Reroll, TwentyVpTiePolicy};

fn numbers_vp(events: &[Event]) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::VictoryPointsGained(v) if v.reason == "NUMBERS" => Some(v.amount),
            _ => None,
        })
        .sum()
}

fn yield_requested(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::YieldRequested(_)))
}

// S-01
#[test]
fn three_ones_score_one_vp_and_a_fourth_one_adds_one() {
    let mut state = given().monsters(4).dice([N1, N1, N1, E, H, S]).build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::vp(0, 1, "NUMBERS")]);

    let mut state = given().monsters(4).dice([N1, N1, N1, N1, H, S]).build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::vp(0, 2, "NUMBERS")]);
}

// S-02
#[test]
fn four_twos_score_three_and_four_threes_score_four() {
    let mut state = given().monsters(4).dice([N2, N2, N2, N2, E, S]).build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::vp(0, 3, "NUMBERS")]);

    let mut state = given()
        .monsters(4)
        .active(1)
        .dice([N3, N3, N3, N3, H, E])
        .build();
    let events = when(&mut state, 1, stop());
    assert_in_order(&events, &[ev::vp(1, 4, "NUMBERS")]);
}

// S-03
#[test]
fn pairs_score_nothing() {
    let mut state = given()
        .monsters(4)
        .dice([N1, N1, N2, N2, N3, N3])
        .in_city(1)
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(numbers_vp(&events), 0);
    assert_eq!(state.monsters[0].victory_points, 0);
}

// S-04
#[test]
fn the_first_attack_of_the_game_hits_nobody_and_the_attacker_enters_tokyo() {
    let mut state = given().monsters(4).dice([S, S, N2, N2, E, H]).build();
    let events = when(&mut state, 0, stop());
    assert_none(&events, |e| matches!(e, Event::HealthLost(_)), "heart loss");
    assert_none(
        &events,
        |e| matches!(e, Event::HealthGained(_)),
        "healing at 10",
    );
    assert_in_order(
        &events,
        &[
            ev::energy(0, 1, "ENERGY_DICE"),
            ev::entered(0, City, Outside),
            ev::vp(0, 1, "ENTERED_TOKYO"),
            ev::buy_step(0),
        ],
    );
    assert_eq!(state.city, Some(seat(0)));
}

// S-05
#[test]
fn yielding_still_takes_the_damage_and_the_attacker_enters() {
    let base = given()
        .monsters(4)
        .in_city(1)
        .health(1, 7)
        .dice([S, S, N1, N2, N3, E])
        .build();
    let mut state = base.clone();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[ev::hurt(1, 2, 0, "SMASH"), ev::yield_requested(0, &[1])],
    );
    assert_eq!(state.monsters[1].health, 5);
    let prompts = KingOfTokyo::prompts(&state);
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        (prompts[0].seat, prompts[0].kind.as_str()),
        (seat(1), "YIELD_TOKYO")
    );

    let events = when(&mut state, 1, yield_tokyo());
    assert_in_order(
        &events,
        &[
            ev::choice(1, true),
            ev::revealed(&[(1, true)]),
            ev::yielded(1, City),
            ev::entered(0, City, Outside),
            ev::vp(0, 1, "ENTERED_TOKYO"),
            ev::buy_step(0),
        ],
    );
    assert_eq!(state.monsters[1].location, Outside);
    assert_eq!(state.monsters[1].health, 5);
    assert_eq!(state.city, Some(seat(0)));

    // If B stays, nothing moves.
    let mut state = base;
    when(&mut state, 0, stop());
    let events = when(&mut state, 1, stay());
    assert_none(&events, |e| matches!(e, Event::EnteredTokyo(_)), "entry");
    assert_eq!(state.city, Some(seat(1)));
    assert_eq!(state.monsters[0].location, Outside);
}

// S-06
#[test]
fn card_damage_does_not_allow_yielding() {
    let mut state = given()
        .monsters(4)
        .in_city(1)
        .health(1, 7)
        .energy(0, 3)
        .market(["flame_thrower", "tank", "heal"])
        .buying()
        .build();
    let events = when(&mut state, 0, buy(0));
    assert_in_order(&events, &[ev::hurt(1, 2, 0, "flame_thrower")]);
    assert!(!yield_requested(&events));
    assert_eq!(state.monsters[1].health, 5);
    assert_eq!(state.phase, Phase::Buying);
    assert_eq!(state.city, Some(seat(1)));
}

// S-07
#[test]
fn elimination_discards_keep_cards_and_energy() {
    let mut state = given()
        .monsters(4)
        .in_city(0)
        .health(2, 1)
        .energy(2, 4)
        .keep(2, "wings")
        .dice([S, N1, N2, N3, E, E])
        .build();
    let wings = state.monsters[2].keep_cards[0].clone();
    when(&mut state, 0, stop());
    // Wings is offered before the loss; C declines it.
    let events = when(&mut state, 2, pass());
    assert_in_order(
        &events,
        &[
            ev::hurt(2, 1, 0, "SMASH"),
            ev::eliminated(2, 1, vec![wings.clone()], 4, None),
        ],
    );
    assert!(state.discard.contains(&wings));
    assert_eq!(state.monsters[2].energy, 0);
    assert!(!state.monsters[2].alive);
}

// S-08
#[test]
fn heart_dice_do_not_heal_in_tokyo_but_card_healing_does() {
    let mut state = given()
        .monsters(4)
        .in_city(0)
        .health(0, 5)
        .dice([H, H, N3, N3, E, S])
        .build();
    let events = when(&mut state, 0, stop());
    assert_none(&events, |e| matches!(e, Event::HealthGained(_)), "healing");
    assert_eq!(state.monsters[0].health, 5);

    let mut state = given()
        .monsters(4)
        .in_city(0)
        .active(1)
        .health(1, 5)
        .dice([H, H, N1, N2, E, E])
        .build();
    let events = when(&mut state, 1, stop());
    assert_in_order(&events, &[ev::healed(1, 2, "HEART_DICE")]);
    assert_eq!(state.monsters[1].health, 7);

    let mut state = given()
        .monsters(4)
        .in_city(0)
        .health(0, 5)
        .energy(0, 3)
        .market(["heal", "tank", "skyscraper"])
        .buying()
        .build();
    let events = when(&mut state, 0, buy(0));
    assert_in_order(&events, &[ev::healed(0, 2, "heal")]);
    assert_eq!(state.monsters[0].health, 7);
}

// S-09
#[test]
fn heart_dice_cannot_heal_above_ten() {
    let mut state = given()
        .monsters(4)
        .in_city(0)
        .active(1)
        .health(1, 9)
        .dice([H, H, H, N1, N2, E])
        .build();
    let events = when(&mut state, 1, stop());
    assert_in_order(&events, &[ev::healed(1, 1, "HEART_DICE")]);
    assert_eq!(state.monsters[1].health, 10);
}

// S-12
#[test]
fn with_five_monsters_the_attacker_enters_the_empty_bay() {
    let mut state = given()
        .monsters(5)
        .in_city(2)
        .dice([S, N1, N2, N3, E, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[ev::hurt(2, 1, 0, "SMASH"), ev::yield_requested(0, &[2])],
    );
    let events = when(&mut state, 2, stay());
    assert_in_order(
        &events,
        &[ev::entered(0, Bay, Outside), ev::vp(0, 1, "ENTERED_TOKYO")],
    );
    assert_eq!(state.bay, Some(seat(0)));
    assert!(state.location_of(seat(0)).in_tokyo());
}

// S-13
#[test]
fn tokyo_bay_closes_at_four_monsters_and_its_monster_leaves_an_occupied_city() {
    let mut state = given()
        .monsters(5)
        .in_city(0)
        .in_bay(1)
        .health(2, 1)
        .dice([S, N1, N2, N3, E, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[ev::eliminated(2, 1, vec![], 0, Some((1, Outside)))],
    );
    assert_eq!(state.bay, None);
    assert_eq!(state.city, Some(seat(0)));
    assert_eq!(state.monsters[1].location, Outside);
    assert!(!state.bay_open());
}

// S-14
#[test]
fn a_bought_card_is_replaced_at_once_and_a_sweep_reveals_three_new_cards() {
    let mut state = given()
        .monsters(4)
        .energy(0, 10)
        .market(["tank", "evacuation_orders", "corner_store"])
        .buying()
        .build();
    let top = state.deck[0].clone();
    let events = when(&mut state, 0, buy(2));
    assert_eq!(state.monsters[0].energy, 7);
    assert_in_order(
        &events,
        &[Event::MarketCardRevealed(MarketCardRevealed {
            slot: 2,
            card: top.clone(),
        })],
    );
    assert!(
        KingOfTokyo::legal_commands(&state, seat(0)).contains(&buy(2)),
        "the revealed card is buyable at once"
    );

    let old: Vec<CardInstance> = state.market.iter().flatten().cloned().collect();
    let next: Vec<CardInstance> = state.deck[..3].to_vec();
    let events = when(&mut state, 0, Command::SweepMarket(Confirm::Yes));
    assert_eq!(state.monsters[0].energy, 5);
    assert_in_order(
        &events,
        &[Event::MarketSwept(MarketSwept {
            seat: seat(0),
            price: 2,
            cards: old.clone(),
        })],
    );
    assert_eq!(
        state.market.iter().flatten().cloned().collect::<Vec<_>>(),
        next
    );
    assert!(old.iter().all(|c| state.discard.contains(c)));
    assert_eq!(
        state.phase,
        Phase::Buying,
        "A may continue while energy lasts"
    );
}

// S-15
#[test]
fn twenty_vp_and_zero_hearts_at_once_is_elimination_not_victory() {
    let mut state = given()
        .monsters(3)
        .vp(0, 18)
        .health(0, 4)
        .energy(0, 5)
        .market(["jet_fighters", "tank", "heal"])
        .buying()
        .build();
    let events = when(&mut state, 0, buy(0));
    assert_in_order(
        &events,
        &[
            ev::vp(0, 5, "jet_fighters"),
            ev::hurt(0, 4, 0, "jet_fighters"),
            ev::eliminated(0, 1, vec![], 0, None),
            ev::turn_ended(0, 1),
        ],
    );
    assert_eq!(state.monsters[0].victory_points, 23);
    assert!(state.outcome.is_none());
    assert_eq!(state.active, seat(1), "the turn passed on (G-15)");
}

// S-16
#[test]
fn everyone_eliminated_in_the_same_turn_means_everyone_loses() {
    let mut state = given()
        .monsters(2)
        .health(0, 2)
        .health(1, 3)
        .energy(0, 4)
        .market(["high_altitude_bombing", "tank", "heal"])
        .buying()
        .build();
    let events = when(&mut state, 0, buy(0));
    assert_in_order(
        &events,
        &[
            ev::eliminated(0, 1, vec![], 0, None),
            ev::eliminated(1, 1, vec![], 0, None),
            ev::turn_ended(0, 1),
        ],
    );
    let outcome = state.outcome.clone().expect("game over");
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.reason, "ALL_ELIMINATED");
    assert!(
        outcome.ranking.iter().all(|p| p.rank == 1),
        "simultaneous: shared place"
    );
}

// S-22
#[test]
fn the_first_player_roll_off_rerolls_only_the_tied_seats() {
    let smashes = |n: usize| -> Vec<Face> { (0..6).map(|i| if i < n { S } else { N1 }).collect() };
    let script = |s: Seat, round: u32| match (s.0, round) {
        (0, 1) => smashes(2),
        (1, 1) | (2, 1) => smashes(3),
        (3, 1) => smashes(1),
        (1, 2) => smashes(1),
        (2, 2) => smashes(2),
        other => panic!("{other:?} should not roll"),
    };
    let (events, first) = roll_off(&Seat::all(4), script);
    assert_eq!(first, seat(2));
    let rolled: Vec<(u8, u32)> = events
        .iter()
        .map(|e| match e {
            Event::FirstPlayerRolled(r) => (r.seat.0, r.round),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(rolled, [(0, 1), (1, 1), (2, 1), (3, 1), (1, 2), (2, 2)]);

    // Turn order after C: D, A, B.
    let state = given().monsters(4).active(2).build();
    assert_eq!(
        state.clockwise_from_left_of(seat(2)),
        [seat(3), seat(0), seat(1), seat(2)]
    );

    // Through setup: every roll is recorded and the winner takes the first turn.
    let events = KingOfTokyo::setup(
        &Options::default(),
        &Seat::all(4),
        &mut GameRng::from_u64(3),
    )
    .unwrap();
    let chosen = events
        .iter()
        .find_map(|e| match e {
            Event::FirstPlayerChosen(c) => Some(c.seat),
            _ => None,
        })
        .unwrap();
    let most = events
        .iter()
        .filter_map(|e| match e {
            Event::FirstPlayerRolled(r) => {
                Some((r.round, r.seat, r.faces.iter().filter(|f| **f == S).count()))
            }
            _ => None,
        })
        .max_by_key(|(round, _, n)| (*round, *n))
        .unwrap();
    assert_eq!(most.1, chosen);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted(t) if t.seat == chosen && t.turn == 1))
    );
}

// E-01
#[test]
fn the_yield_is_asked_after_the_damage_and_before_the_attacker_enters() {
    let mut state = given()
        .monsters(4)
        .in_city(1)
        .health(1, 6)
        .vp(1, 9)
        .health(0, 7)
        .vp(0, 3)
        .dice([S, S, S, H, E, N2])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(numbers_vp(&events), 0);
    assert_in_order(
        &events,
        &[
            ev::healed(0, 1, "HEART_DICE"),
            ev::energy(0, 1, "ENERGY_DICE"),
            ev::hurt(1, 3, 0, "SMASH"),
            ev::yield_requested(0, &[1]),
        ],
    );
    assert_none(
        &events,
        |e| matches!(e, Event::EnteredTokyo(_)),
        "entry before the yield",
    );
    when(&mut state, 1, yield_tokyo());
    assert_eq!(state.monsters[1].health, 3);
    assert_eq!(state.monsters[1].victory_points, 9);
    assert_eq!(state.monsters[0].victory_points, 4);
    assert_eq!(state.city, Some(seat(0)));
}

#[test]
fn starting_a_turn_in_tokyo_scores_two_vp() {
    let mut state = given().monsters(4).in_city(0).active(3).buying().build();
    let events = when(&mut state, 3, end_turn());
    assert_in_order(
        &events,
        &[ev::turn_ended(3, 1), ev::vp(0, 2, "STARTED_TURN_IN_TOKYO")],
    );
}

// E-02
#[test]
fn a_lethal_hit_in_tokyo_gives_no_yield_and_the_attacker_enters() {
    let mut state = given()
        .monsters(4)
        .in_city(1)
        .health(1, 2)
        .dice([S, S, S, N1, N2, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 0, "SMASH"),
            ev::eliminated(1, 1, vec![], 0, None),
            ev::entered(0, City, Outside),
            ev::vp(0, 1, "ENTERED_TOKYO"),
        ],
    );
    assert!(!yield_requested(&events));
}

fn two_in_tokyo_hit_by_two_smashes() -> State {
    let mut state = given()
        .monsters(5)
        .in_city(2)
        .health(2, 5)
        .in_bay(3)
        .health(3, 4)
        .dice([S, S, N1, N2, N3, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::hurt(2, 2, 0, "SMASH"),
            ev::hurt(3, 2, 0, "SMASH"),
            ev::yield_requested(0, &[2, 3]),
        ],
    );
    state
}

// E-03
#[test]
fn when_both_tokyo_monsters_yield_the_attacker_takes_the_city_and_the_bay_stays_empty() {
    let mut state = two_in_tokyo_hit_by_two_smashes();
    assert_eq!((state.monsters[2].health, state.monsters[3].health), (3, 2));
    let seats: Vec<Seat> = KingOfTokyo::prompts(&state)
        .iter()
        .map(|p| p.seat)
        .collect();
    assert_eq!(seats, [seat(2), seat(3)]);

    // The Bay answers first; its answer is hidden from everyone else.
    let events = when(&mut state, 3, yield_tokyo());
    assert_eq!(events, [ev::choice(3, true)]);
    assert_eq!(
        KingOfTokyo::redact(&events[0], Viewer::Seat(seat(2))),
        Event::YieldChoiceMade(YieldChoiceMade {
            seat: seat(3),
            yields: None
        })
    );
    assert_eq!(
        KingOfTokyo::redact(&events[0], Viewer::Seat(seat(3))),
        events[0]
    );
    let spectator = KingOfTokyo::view(&state, Viewer::Spectator);
    assert!(spectator.pending_yields.iter().all(|p| p.yields.is_none()));
    let own = KingOfTokyo::view(&state, Viewer::Seat(seat(3)));
    assert_eq!(own.pending_yields[1].yields, Some(true));

    let events = when(&mut state, 2, yield_tokyo());
    assert_in_order(
        &events,
        &[
            ev::choice(2, true),
            ev::revealed(&[(2, true), (3, true)]),
            ev::yielded(2, City),
            ev::yielded(3, Bay),
            ev::entered(0, City, Outside),
            ev::vp(0, 1, "ENTERED_TOKYO"),
        ],
    );
    assert_eq!((state.city, state.bay), (Some(seat(0)), None));

    // On B's turn, B must enter the empty Bay even without a Smash.
    let mut state = given()
        .monsters(5)
        .in_city(0)
        .active(1)
        .dice([N1, N2, N3, E, H, H])
        .build();
    let events = when(&mut state, 1, stop());
    assert_in_order(
        &events,
        &[ev::entered(1, Bay, Outside), ev::vp(1, 1, "ENTERED_TOKYO")],
    );
}

// E-04
#[test]
fn when_only_one_of_two_yields_the_attacker_takes_the_vacated_area() {
    let mut state = two_in_tokyo_hit_by_two_smashes();
    when(&mut state, 2, stay());
    let events = when(&mut state, 3, yield_tokyo());
    assert_in_order(
        &events,
        &[ev::yielded(3, Bay), ev::entered(0, Bay, Outside)],
    );
    assert_eq!((state.city, state.bay), (Some(seat(2)), Some(seat(0))));

    let mut state = two_in_tokyo_hit_by_two_smashes();
    when(&mut state, 2, yield_tokyo());
    let events = when(&mut state, 3, stay());
    assert_in_order(
        &events,
        &[ev::yielded(2, City), ev::entered(0, City, Outside)],
    );
    assert_eq!((state.city, state.bay), (Some(seat(0)), Some(seat(3))));
}

// E-05 (the monster in the City dies from card damage instead of Poison)
#[test]
fn tokyo_bay_closure_moves_the_bay_monster_into_an_empty_city_without_vp() {
    let mut state = given()
        .monsters(5)
        .in_city(2)
        .health(2, 1)
        .in_bay(1)
        .active(2)
        .energy(2, 3)
        .market(["national_guard", "tank", "heal"])
        .buying()
        .build();
    let events = when(&mut state, 2, buy(0));
    assert_in_order(
        &events,
        &[
            ev::eliminated(2, 1, vec![], 0, Some((1, City))),
            ev::turn_ended(2, 1),
        ],
    );
    assert_none(
        &events,
        |e| matches!(e, Event::VictoryPointsGained(v) if v.seat == seat(1)),
        "VP for the move",
    );
    assert_eq!((state.city, state.bay), (Some(seat(1)), None));
    assert!(state.outcome.is_none());

    // On D's turn the City is occupied and the Bay closed: D does not enter.
    let mut state = given()
        .monsters(5)
        .eliminated(2)
        .in_city(1)
        .active(3)
        .dice([N1, N2, N3, E, H, H])
        .build();
    let events = when(&mut state, 3, stop());
    assert_none(&events, |e| matches!(e, Event::EnteredTokyo(_)), "entry");
}

// E-06
#[test]
fn tokyo_bay_closure_pushes_the_bay_monster_out_and_it_gets_no_start_bonus() {
    let mut state = given()
        .monsters(5)
        .in_city(0)
        .in_bay(1)
        .health(2, 1)
        .dice([S, N1, N2, N3, E, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::hurt(2, 1, 0, "SMASH"),
            ev::hurt(3, 1, 0, "SMASH"),
            ev::hurt(4, 1, 0, "SMASH"),
            ev::eliminated(2, 1, vec![], 0, Some((1, Outside))),
        ],
    );
    let events = when(&mut state, 0, end_turn());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted(t) if t.seat == seat(1)))
    );
    assert_none(
        &events,
        |e| matches!(e, Event::VictoryPointsGained(v) if v.reason == "STARTED_TURN_IN_TOKYO"),
        "start-of-turn bonus",
    );
}

// E-07
#[test]
fn the_scoring_table() {
    for (faces, vp) in [
        ([N1, N1, N1, H, E, S], 1),
        ([N1, N1, N1, N1, N2, N2], 2),
        ([N2, N2, N2, N2, N2, E], 4),
        ([N3, N3, N3, N3, N3, N3], 6),
        ([N3, N3, N3, N2, N2, N2], 5),
        ([N1, N1, N2, N2, N3, N3], 0),
    ] {
        assert_eq!(number_vp(&faces), vp, "{faces:?}");
    }
    assert_eq!(number_vp(&[N2; 7]), 6, "seven 2s (Extra Head)");
    let mut state = given()
        .monsters(4)
        .in_city(1)
        .dice([N3, N3, N3, N2, N2, N2])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(numbers_vp(&events), 5);
}

// E-10
#[test]
fn a_monster_eliminated_after_reaching_twenty_cannot_win_and_the_city_waits_for_the_next_entry() {
    let mut state = given()
        .monsters(3)
        .in_city(0)
        .vp(0, 20)
        .health(0, 3)
        .health(1, 8)
        .health(2, 8)
        .energy(0, 4)
        .market(["high_altitude_bombing", "tank", "heal"])
        .buying()
        .build();
    let events = when(&mut state, 0, buy(0));
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 3, 0, "high_altitude_bombing"),
            ev::hurt(2, 3, 0, "high_altitude_bombing"),
            ev::hurt(0, 3, 0, "high_altitude_bombing"),
            ev::eliminated(0, 1, vec![], 0, None),
            ev::turn_ended(0, 1),
        ],
    );
    assert!(state.outcome.is_none());
    assert_eq!(state.city, None);
    assert_eq!((state.monsters[1].health, state.monsters[2].health), (5, 5));
    assert_eq!(state.active, seat(1));
    let events = when(&mut state, 1, stop());
    assert_in_order(&events, &[ev::entered(1, City, Outside)]);
}

// E-11
#[test]
fn the_last_monster_standing_wins_with_few_vp() {
    let mut state = given()
        .monsters(2)
        .in_city(0)
        .vp(0, 6)
        .health(1, 2)
        .vp(1, 15)
        .dice([S, S, N1, N2, N3, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[ev::eliminated(1, 1, vec![], 0, None), ev::buy_step(0)],
    );
    assert!(state.outcome.is_none(), "checked at the end of the turn");
    let events = when(&mut state, 0, end_turn());
    let ended = events
        .iter()
        .find_map(|e| match e {
            Event::GameEnded(g) => Some(g.clone()),
            _ => None,
        })
        .expect("game ended");
    assert_eq!(ended.winners, [seat(0)]);
    assert_eq!(ended.reason, "LAST_MONSTER_STANDING");
    assert_eq!(
        ended.ranking,
        [
            RankedSeat {
                seat: seat(0),
                rank: 1,
                victory_points: 6
            },
            RankedSeat {
                seat: seat(1),
                rank: 2,
                victory_points: 15
            },
        ]
    );
    assert!(KingOfTokyo::prompts(&state).is_empty());
    assert_eq!(
        try_when(&mut state, 0, end_turn()).unwrap_err().code,
        "GAME_OVER"
    );
}

#[test]
fn twenty_vp_at_the_end_of_a_turn_wins_and_ties_share_by_default() {
    let build = |policy| {
        given()
            .monsters(3)
            .options(Options {
                twenty_vp_tie_policy: policy,
                ..Options::default()
            })
            .vp(0, 21)
            .vp(2, 20)
            .vp(1, 12)
            .buying()
            .build()
    };
    let mut state = build(TwentyVpTiePolicy::Shared);
    when(&mut state, 0, end_turn());
    let outcome = state.outcome.clone().unwrap();
    assert_eq!(outcome.reason, "TWENTY_VICTORY_POINTS");
    assert_eq!(outcome.winners, [seat(0), seat(2)]);
    assert_eq!(
        outcome
            .ranking
            .iter()
            .map(|p| (p.seat.0, p.rank))
            .collect::<Vec<_>>(),
        [(0, 1), (2, 1), (1, 3)]
    );

    let mut state = build(TwentyVpTiePolicy::MostVpThenShared);
    when(&mut state, 0, end_turn());
    assert_eq!(state.outcome.unwrap().winners, [seat(0)]);
}

// E-14
#[test]
fn the_start_of_turn_bonus_requires_still_being_in_tokyo() {
    let mut state = given()
        .monsters(2)
        .in_city(0)
        .active(1)
        .dice([S, N1, N2, N3, E, E])
        .build();
    when(&mut state, 1, stop());
    when(&mut state, 0, yield_tokyo());
    assert_eq!(state.city, Some(seat(1)));
    let events = when(&mut state, 1, end_turn());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted(t) if t.seat == seat(0)))
    );
    assert_none(
        &events,
        |e| matches!(e, Event::VictoryPointsGained(v) if v.seat == seat(0)),
        "VP for seat 0",
    );
}

// E-16
#[test]
fn the_third_roll_may_reroll_dice_kept_earlier_and_then_the_dice_are_final() {
    let mut state = given()
        .monsters(4)
        .in_city(1)
        .dice([N1, N1, N2, S, H, E])
        .build();
    let events = when(
        &mut state,
        0,
        Command::Reroll(Reroll {
            dice: vec![2, 3, 4, 5],
        }),
    );
    let Event::DiceRolled(roll) = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!((roll.roll, roll.rolled.clone()), (2, vec![2, 3, 4, 5]));
    assert_eq!(&roll.faces[..2], &[N1, N1], "kept dice keep their faces");
    assert_eq!(state.rolls_used, 2);

    let events = when(&mut state, 0, Command::Reroll(Reroll { dice: vec![1, 3] }));
    assert!(matches!(&events[0], Event::DiceRolled(r) if r.roll == 3 && r.rolled == [1, 3]));
    assert!(
        events.iter().any(|e| matches!(e, Event::DiceResolved(_))),
        "no roll left: the dice resolve"
    );

    let mut state = given()
        .monsters(4)
        .dice([N1, N1, N2, S, H, E])
        .rolls_used(3)
        .build();
    let err = try_when(&mut state, 0, Command::Reroll(Reroll { dice: vec![0] })).unwrap_err();
    assert_eq!(err.code, "NO_ROLLS_LEFT");
    assert_eq!(KingOfTokyo::legal_commands(&state, seat(0)), [stop()]);
}

// E-17
#[test]
fn an_empty_tokyo_must_be_entered_even_without_a_smash() {
    let mut state = given()
        .monsters(4)
        .active(3)
        .dice([N1, N2, N3, E, H, H])
        .build();
    let events = when(&mut state, 3, stop());
    assert_in_order(
        &events,
        &[ev::entered(3, City, Outside), ev::vp(3, 1, "ENTERED_TOKYO")],
    );

    // Seed reading (G-01): only with a Smash.
    let options = Options {
        enter_empty_tokyo_requires_smash: true,
        ..Options::default()
    };
    let mut state = given()
        .monsters(4)
        .options(options.clone())
        .active(3)
        .dice([N1, N2, N3, E, H, H])
        .build();
    let events = when(&mut state, 3, stop());
    assert_none(&events, |e| matches!(e, Event::EnteredTokyo(_)), "entry");
    let mut state = given()
        .monsters(4)
        .options(options)
        .active(3)
        .dice([N1, N2, N3, E, H, S])
        .build();
    let events = when(&mut state, 3, stop());
    assert_in_order(&events, &[ev::entered(3, City, Outside)]);
}

// E-21
#[test]
fn a_city_emptied_by_card_damage_waits_for_the_next_enter_tokyo_step() {
    let mut state = given()
        .monsters(4)
        .in_city(0)
        .health(0, 1)
        .active(1)
        .energy(1, 6)
        .market(["gas_refinery", "tank", "heal"])
        .buying()
        .build();
    let events = when(&mut state, 1, buy(0));
    assert_in_order(
        &events,
        &[
            ev::vp(1, 2, "gas_refinery"),
            ev::hurt(2, 3, 1, "gas_refinery"),
            ev::hurt(3, 3, 1, "gas_refinery"),
            ev::hurt(0, 1, 1, "gas_refinery"),
            ev::eliminated(0, 1, vec![], 0, None),
        ],
    );
    assert_none(
        &events,
        |e| matches!(e, Event::EnteredTokyo(_)),
        "entry in the Buy step",
    );
    assert_eq!(state.city, None);
    when(&mut state, 1, end_turn());
    assert_eq!(state.active, seat(2));
    let events = when(&mut state, 2, stop());
    assert_in_order(
        &events,
        &[ev::entered(2, City, Outside), ev::vp(2, 1, "ENTERED_TOKYO")],
    );
}

#[test]
fn two_player_variant_gives_energy_instead_of_tokyo_vp() {
    let options = Options {
        two_player_energy_variant: true,
        ..Options::default()
    };
    let mut state = given()
        .monsters(2)
        .options(options.clone())
        .dice([N1, N2, N3, E, H, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::entered(0, City, Outside),
            ev::energy(0, 1, "ENTERED_TOKYO"),
        ],
    );
    let mut state = given()
        .monsters(2)
        .options(options.clone())
        .in_city(0)
        .active(1)
        .buying()
        .build();
    let events = when(&mut state, 1, end_turn());
    assert_in_order(&events, &[ev::energy(0, 1, "STARTED_TURN_IN_TOKYO")]);
    let err = KingOfTokyo::setup(&options, &Seat::all(3), &mut GameRng::from_u64(1)).unwrap_err();
    assert_eq!(err.code, "INVALID_OPTIONS");
}

#[test]
fn commands_from_seats_that_owe_nothing_are_not_their_decision() {
    let mut state = given()
        .monsters(4)
        .in_city(1)
        .dice([S, N1, N2, N3, E, E])
        .build();
    assert_eq!(
        try_when(&mut state, 2, stop()).unwrap_err().code,
        "NOT_YOUR_DECISION"
    );
    when(&mut state, 0, stop());
    let err = try_when(&mut state, 0, end_turn()).unwrap_err();
    assert_eq!(err.code, "NOT_YOUR_DECISION");
    assert_eq!(
        err.message,
        "Tokyo's occupant decides whether to yield; it is not your decision"
    );
    assert_eq!(
        try_when(&mut state, 1, buy(0)).unwrap_err().code,
        "WRONG_PHASE"
    );
}
