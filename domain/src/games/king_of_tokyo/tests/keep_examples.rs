//! The rules specification's section 11 examples that involve Keep cards, one test each.

use super::*;
use crate::engine::Game;
use crate::games::king_of_tokyo::CardRef;
use crate::games::king_of_tokyo::event::*;
use crate::games::king_of_tokyo::rules::dice::dice_count;
use crate::games::king_of_tokyo::state::HeartUse;
use crate::games::king_of_tokyo::state::Location::{City, Outside};
use crate::games::king_of_tokyo::{SpendHearts, TwentyVpTiePolicy};

fn spend(on: HeartUse) -> Command {
    Command::SpendHearts(SpendHearts { on, target: None })
}

/// Put these cards on top of the deck, in this order.
fn deck_top(state: &mut State, cards: &[&str]) {
    for card in cards.iter().rev() {
        let i = state
            .deck
            .iter()
            .position(|c| c.card == *card)
            .unwrap_or_else(|| panic!("{card} not in the deck"));
        let c = state.deck.remove(i);
        state.deck.insert(0, c);
    }
}

// S-17
#[test]
fn mimic_stops_copying_a_discarded_card_and_may_move_for_1_energy() {
    let mut state = given()
        .monsters(2)
        .keep(0, "mimic")
        .keep(1, "extra_head")
        .keep(1, "metamorph")
        .mimic_on("extra_head")
        .energy(0, 1)
        .active(1)
        .buying()
        .build();
    assert_eq!(dice_count(&state, seat(0), 0), 7);
    when(&mut state, 1, end_turn());
    let head = keep_instance(&state, 1, "extra_head");
    let events = when(&mut state, 1, Command::SellCard(CardRef { card: head }));
    assert_in_order(&events, &[ev::energy(1, 7, "metamorph")]);
    assert_eq!(state.mimic_target, None, "the token returns");
    assert_eq!(dice_count(&state, seat(0), 0), 6);
    when(&mut state, 1, pass());
    // A's turn: before rolling, A may move the token for 1 energy.
    assert_eq!(prompt_kinds(&state), [(0, "MOVE_MIMIC".into())]);
    let metamorph = keep_instance(&state, 1, "metamorph");
    assert!(
        KingOfTokyo::legal_commands(&state, seat(0))
            .contains(&Command::MoveMimic(CardRef { card: metamorph }))
    );
    let events = when(&mut state, 0, pass());
    assert!(matches!(&events[1], Event::DiceRolled(d) if d.faces.len() == 6));
}

// S-18
#[test]
fn two_opportunists_are_offered_a_revealed_card_clockwise_from_the_active_monster() {
    let mut state = given()
        .monsters(5)
        .market(["corner_store", "commuter_train", "skyscraper"])
        .keep(2, "opportunist")
        .keep(4, "mimic")
        .mimic_on("opportunist")
        .energy(0, 3)
        .energy(2, 10)
        .energy(4, 10)
        .buying()
        .build();
    when(&mut state, 0, buy(0));
    assert_eq!(prompt_kinds(&state), [(2, "OPPORTUNIST".into())]);
    when(&mut state, 2, pass());
    assert_eq!(prompt_kinds(&state), [(4, "OPPORTUNIST".into())]);
    when(&mut state, 4, pass());
    assert_eq!(prompt_kinds(&state), [(0, "BUY_OR_END_TURN".into())]);
}

// S-19
#[test]
fn poison_cannot_be_removed_in_tokyo_and_hurts_at_the_end_of_the_turn() {
    let mut state = given()
        .monsters(4)
        .in_city(1)
        .tokens(1, 2, 0)
        .health(1, 6)
        .active(1)
        .dice([H, H, H, N1, N2, N3])
        .build();
    let events = when(&mut state, 1, stop());
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::HeartChoiceOffered(_)))
    );
    assert_eq!(state.monsters[1].health, 6);
    let events = when(&mut state, 1, end_turn());
    assert_in_order(
        &events,
        &[ev::hurt(1, 2, 1, "POISON"), ev::turn_ended(1, 1)],
    );
    assert_eq!(state.monsters[1].poison, 2, "tokens stay");

    // Outside Tokyo, each Heart may discard a token instead.
    let mut state = given()
        .monsters(4)
        .in_city(2)
        .tokens(1, 2, 0)
        .health(1, 6)
        .active(1)
        .dice([H, H, H, N1, N2, N3])
        .build();
    when(&mut state, 1, stop());
    when(&mut state, 1, spend(HeartUse::RemovePoison));
    when(&mut state, 1, spend(HeartUse::RemovePoison));
    assert_eq!(state.monsters[1].poison, 0);
    assert_eq!(state.monsters[1].health, 7, "the third Heart heals");
}

// S-20
#[test]
fn fire_breathing_adds_1_to_both_neighbours_and_only_1_with_two_monsters() {
    let mut state = given()
        .monsters(4)
        .keep(0, "fire_breathing")
        .in_city(0)
        .dice([S, N1, N2, N3, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 0, "SMASH"),
            ev::hurt(2, 1, 0, "SMASH"),
            ev::hurt(3, 2, 0, "SMASH"),
        ],
    );

    let mut state = given()
        .monsters(2)
        .keep(0, "fire_breathing")
        .in_city(0)
        .dice([S, N1, N2, N3, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(hearts_lost(&events, 1), 2, "1 Smash + 1 Fire Breathing");
}

// S-21
#[test]
fn metamorph_refunds_the_printed_cost_even_after_a_discount() {
    let mut state = given()
        .monsters(4)
        .market(["extra_head", "corner_store", "skyscraper"])
        .keep(0, "metamorph")
        .keep(0, "alien_origin")
        .energy(0, 6)
        .buying()
        .build();
    let events = when(&mut state, 0, buy(0));
    assert!(matches!(&events[0], Event::CardBought(b) if b.price == 6));
    when(&mut state, 0, end_turn());
    let head = keep_instance(&state, 0, "extra_head");
    let events = when(&mut state, 0, Command::SellCard(CardRef { card: head }));
    assert_in_order(&events, &[ev::energy(0, 7, "metamorph")]);
}

// E-02
#[test]
fn a_lethal_hit_in_tokyo_feeds_eater_of_the_dead() {
    let mut state = given()
        .monsters(4)
        .keep(2, "eater_of_the_dead")
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
            ev::vp(2, 3, "eater_of_the_dead"),
            ev::entered(0, City, Outside),
            ev::vp(0, 1, "ENTERED_TOKYO"),
        ],
    );
    assert!(!events.iter().any(|e| matches!(e, Event::YieldRequested(_))));
}

// E-07 (card rows)
#[test]
fn the_scoring_table_with_extra_head_gourmet_detritivore_and_complete_destruction() {
    let mut state = given()
        .monsters(4)
        .keep(0, "extra_head")
        .dice([N2, N2, N2, N2, N2, N2, N2])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(vp_for(&events, 0, "NUMBERS"), 6);

    let mut state = given()
        .monsters(4)
        .keep(0, "gourmet")
        .dice([N1, N1, N1, H, S, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(
        vp_for(&events, 0, "NUMBERS") + vp_for(&events, 0, "gourmet"),
        3
    );

    let mut state = given()
        .monsters(4)
        .keep(0, "detritivore")
        .keep(0, "complete_destruction")
        .dice([N1, N2, N3, H, S, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(vp_for(&events, 0, "detritivore"), 2);
    assert_eq!(vp_for(&events, 0, "complete_destruction"), 9);
}

fn shrunk_b_with_two_hearts(max: u8) -> State {
    let mut g = given()
        .monsters(4)
        .in_city(0)
        .tokens(1, 0, 2)
        .health(1, 9)
        .active(1);
    if max == 12 {
        g = g.keep(1, "even_bigger").max_health(1, 12);
    }
    g.dice([H, H, N1, N2, N3, E]).build()
}

// E-09
#[test]
fn hearts_may_remove_shrink_tokens_instead_of_healing() {
    // (a) remove 1 Shrink + heal 1.
    let mut state = shrunk_b_with_two_hearts(10);
    when(&mut state, 1, stop());
    assert_eq!(prompt_kinds(&state), [(1, "SPEND_HEARTS".into())]);
    when(&mut state, 1, spend(HeartUse::RemoveShrink));
    when(&mut state, 1, spend(HeartUse::Heal));
    let m = &state.monsters[1];
    assert_eq!((m.health, m.shrink), (10, 1));
    // (b) remove both tokens.
    let mut state = shrunk_b_with_two_hearts(10);
    when(&mut state, 1, stop());
    when(&mut state, 1, spend(HeartUse::RemoveShrink));
    when(&mut state, 1, spend(HeartUse::RemoveShrink));
    let m = &state.monsters[1];
    assert_eq!((m.health, m.shrink), (9, 0));
    assert_eq!(state.phase, Phase::Buying);
    // (c) heal with both: capped at 10, or 11 with Even Bigger.
    let mut state = shrunk_b_with_two_hearts(10);
    when(&mut state, 1, stop());
    when(&mut state, 1, spend(HeartUse::Heal));
    assert_eq!(
        (state.monsters[1].health, state.monsters[1].shrink),
        (10, 2)
    );
    let mut state = shrunk_b_with_two_hearts(12);
    when(&mut state, 1, stop());
    when(&mut state, 1, spend(HeartUse::Heal));
    assert_eq!(state.monsters[1].health, 11);
}

// E-12
#[test]
fn two_monsters_reaching_20_in_one_turn_share_the_victory() {
    let mut state = given()
        .monsters(4)
        .in_city(0)
        .vp(0, 19)
        .health(1, 8)
        .health(2, 8)
        .vp(2, 17)
        .keep(2, "eater_of_the_dead")
        .health(3, 2)
        .dice([N1, N1, N1, S, S, S])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(state.monsters[0].victory_points, 20);
    assert_eq!(state.monsters[2].victory_points, 20);
    assert!(!state.monsters[3].alive);
    when(&mut state, 0, end_turn());
    let outcome = state.outcome.clone().expect("game over");
    assert_eq!(outcome.winners, [seat(0), seat(2)]);
    assert_eq!(
        state.options.twenty_vp_tie_policy,
        TwentyVpTiePolicy::Shared
    );
}

// E-13
#[test]
fn a_jets_holder_decides_before_the_damage() {
    let jets = || {
        given()
            .monsters(4)
            .keep(1, "jets")
            .in_city(1)
            .health(1, 3)
            .dice([S, S, S, S, E, H])
            .build()
    };
    let mut state = jets();
    let events = when(&mut state, 0, stop());
    assert_eq!(hearts_lost(&events, 1), 0, "asked before the damage");
    let events = when(&mut state, 1, yield_tokyo());
    assert_eq!(state.monsters[1].health, 3);
    assert_in_order(
        &events,
        &[ev::entered(0, City, Outside), ev::vp(0, 1, "ENTERED_TOKYO")],
    );

    let mut state = jets();
    when(&mut state, 0, stop());
    let events = when(&mut state, 1, stay());
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 3, 0, "SMASH"),
            ev::eliminated(1, 1, state.discard.clone(), 0, None),
            ev::entered(0, City, Outside),
        ],
    );
}

// E-15
#[test]
fn poison_kills_at_the_end_of_the_victims_turn_and_the_game_ends() {
    let mut state = given()
        .monsters(2)
        .in_city(0)
        .vp(0, 12)
        .health(1, 2)
        .tokens(1, 2, 0)
        .active(1)
        .dice([N1, N2, N3, E, E, N1])
        .build();
    when(&mut state, 1, stop());
    let events = when(&mut state, 1, end_turn());
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 1, "POISON"),
            ev::eliminated(1, 1, vec![], 2, None),
            ev::turn_ended(1, 1),
        ],
    );
    let outcome = state.outcome.clone().expect("game over");
    assert_eq!(outcome.winners, [seat(0)]);
    assert_eq!(outcome.reason, "LAST_MONSTER_STANDING");
}

// E-19
#[test]
fn an_opportunist_buys_out_of_turn_and_each_new_card_opens_a_new_window() {
    let mut state = given()
        .monsters(4)
        .market(["skyscraper", "corner_store", "commuter_train"])
        .keep(1, "opportunist")
        .energy(1, 8)
        .energy(0, 3)
        .buying()
        .build();
    deck_top(&mut state, &["apartment_building", "heal"]);
    when(&mut state, 0, buy(1));
    assert_eq!(state.market[1].as_ref().unwrap().card, "apartment_building");
    assert_eq!(prompt_kinds(&state), [(1, "OPPORTUNIST".into())]);
    when(&mut state, 1, buy(1));
    assert_eq!(state.monsters[1].energy, 3);
    assert_eq!(state.market[1].as_ref().unwrap().card, "heal");
    assert_eq!(prompt_kinds(&state), [(1, "OPPORTUNIST".into())]);
    when(&mut state, 1, pass());
    assert_eq!(prompt_kinds(&state), [(0, "BUY_OR_END_TURN".into())]);
}

// E-20
#[test]
fn camouflage_applies_before_armor_plating() {
    // A seeded generator whose Camouflage roll shows exactly one Heart for 2 hearts lost.
    for seed in 0..200 {
        let mut state = given()
            .monsters(4)
            .keep(1, "camouflage")
            .keep(1, "armor_plating")
            .in_city(0)
            .dice([S, S, N1, N2, N3, E])
            .build();
        let events = crate::engine::testing::when::<KingOfTokyo>(
            &mut state,
            seat(0),
            &stop(),
            &mut crate::engine::GameRng::from_u64(seed),
        )
        .unwrap();
        let rolled = events.iter().find_map(|e| match e {
            Event::CamouflageRolled(c) if c.seat == seat(1) => Some(c.clone()),
            _ => None,
        });
        if rolled.is_some_and(|c| c.prevented == 1) {
            assert_eq!(
                hearts_lost(&events, 1),
                0,
                "1 left, cancelled by Armor Plating"
            );
            return;
        }
    }
    panic!("no seed rolled exactly one Heart");
}
