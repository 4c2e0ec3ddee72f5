//! One given / when / then test per Keep card, named after the card and what it does.

use super::*;
use crate::engine::{Game, Viewer};
use crate::games::king_of_tokyo::cards::registry::effect_of;
use crate::games::king_of_tokyo::event::*;
use crate::games::king_of_tokyo::state::Location::{City, Outside};
use crate::games::king_of_tokyo::state::{HeartUse, Offer, Token};
use crate::games::king_of_tokyo::{CardRef, ChangeDie, ProbeDie, Reroll, SpendHearts};

/// Four monsters, seat 0 rolling, a market of plain buildings.
fn table() -> Given {
    given()
        .monsters(4)
        .market(["corner_store", "commuter_train", "skyscraper"])
}

/// Seat 0 in its Buy step with `energy`, `card` in slot 0.
fn buying(card: &str, energy: u32) -> Given {
    given()
        .monsters(4)
        .market([card, "commuter_train", "skyscraper"])
        .energy(0, energy)
        .buying()
}

fn change(card: u16, die: u8, face: Face) -> Command {
    Command::ChangeDie(ChangeDie { card, die, face })
}

fn card(card: u16) -> CardRef {
    CardRef { card }
}

fn spend(on: HeartUse, target: Option<u8>) -> Command {
    Command::SpendHearts(SpendHearts {
        on,
        target: target.map(Seat),
    })
}

fn turn_started(events: &[Event], s: u8) -> Option<TurnStarted> {
    events.iter().find_map(|e| match e {
        Event::TurnStarted(t) if t.seat == Seat(s) => Some(t.clone()),
        _ => None,
    })
}

#[test]
fn every_card_of_the_data_file_has_an_implementation() {
    let json: serde_json::Value = serde_json::from_str(include_str!(
        "../../../../data/king_of_tokyo/power_cards.json"
    ))
    .unwrap();
    let ids: Vec<&str> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), 64);
    let missing: Vec<&&str> = ids.iter().filter(|id| effect_of(id).is_none()).collect();
    assert!(missing.is_empty(), "cards without an effect: {missing:?}");
    assert_eq!(
        crate::games::king_of_tokyo::cards::registry::power_deck(
            crate::games::king_of_tokyo::data::Content::embedded()
        )
        .len(),
        66
    );
}

#[test]
fn acid_attack_adds_a_smash_without_rolled_smashes() {
    let mut state = table()
        .keep(0, "acid_attack")
        .in_city(1)
        .dice([N1, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::hurt(1, 1, 0, "SMASH")]);
}

#[test]
fn alien_origin_makes_power_cards_cost_one_energy_less() {
    let mut state = buying("corner_store", 2).keep(0, "alien_origin").build();
    let events = when(&mut state, 0, buy(0));
    assert!(matches!(&events[0], Event::CardBought(b) if b.price == 2));
    assert_eq!(state.monsters[0].energy, 0);
}

#[test]
fn alpha_monster_gives_1_vp_when_resolving_a_smash_even_without_a_target() {
    let mut state = table()
        .keep(0, "alpha_monster")
        .dice([S, N1, N2, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(vp_for(&events, 0, "alpha_monster"), 1);
}

#[test]
fn armor_plating_ignores_a_loss_of_exactly_one_heart() {
    let mut state = table()
        .keep(1, "armor_plating")
        .in_city(1)
        .dice([S, N1, N2, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(hearts_lost(&events, 1), 0);
    assert!(!events.iter().any(|e| matches!(e, Event::YieldRequested(_))));

    let mut state = table()
        .keep(1, "armor_plating")
        .in_city(1)
        .dice([S, S, N2, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(hearts_lost(&events, 1), 2);
}

#[test]
fn background_dweller_rerolls_threes_even_with_no_roll_left() {
    let mut state = table()
        .keep(0, "background_dweller")
        .dice([N3, N3, N1, E, E, H])
        .rolls_used(3)
        .build();
    let legal = KingOfTokyo::legal_commands(&state, seat(0));
    assert!(legal.contains(&Command::Reroll(Reroll { dice: vec![0, 1] })));
    assert!(!legal.contains(&Command::Reroll(Reroll { dice: vec![2] })));
    let events = when(&mut state, 0, Command::Reroll(Reroll { dice: vec![0] }));
    assert!(matches!(&events[0], Event::DiceRolled(d) if d.roll == 3 && d.rolled == vec![0]));
    assert_eq!(state.rolls_used, 3);
}

#[test]
fn burrowing_adds_a_smash_in_tokyo_and_hurts_the_monster_taking_its_place() {
    let mut state = table()
        .keep(0, "burrowing")
        .in_city(0)
        .dice([N1, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    for s in 1..4 {
        assert_in_order(&events, &[ev::hurt(s, 1, 0, "SMASH")]);
    }

    let mut state = table()
        .keep(1, "burrowing")
        .in_city(1)
        .dice([S, N2, N3, E, E, H])
        .build();
    when(&mut state, 0, stop());
    let events = when(&mut state, 1, yield_tokyo());
    assert_in_order(
        &events,
        &[
            ev::entered(0, City, Outside),
            ev::vp(0, 1, "ENTERED_TOKYO"),
            ev::hurt(0, 1, 1, "burrowing"),
            ev::buy_step(0),
        ],
    );
}

#[test]
fn camouflage_rolls_a_die_per_heart_and_each_heart_prevents_one() {
    let mut state = table()
        .keep(1, "camouflage")
        .in_city(1)
        .dice([S, S, S, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    let rolled = events
        .iter()
        .find_map(|e| match e {
            Event::CamouflageRolled(c) => Some(c.clone()),
            _ => None,
        })
        .expect("Camouflage rolled");
    assert_eq!(rolled.faces.len(), 3);
    let hearts = rolled.faces.iter().filter(|f| **f == H).count() as u32;
    assert_eq!(rolled.prevented, hearts);
    assert_eq!(hearts_lost(&events, 1), 3 - hearts);
}

#[test]
fn complete_destruction_gives_9_vp_for_one_of_each_face() {
    let mut state = table()
        .keep(0, "complete_destruction")
        .dice([N1, N2, N3, H, S, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(vp_for(&events, 0, "complete_destruction"), 9);
}

#[test]
fn media_friendly_gives_1_vp_for_each_card_bought() {
    let mut state = buying("corner_store", 3).keep(0, "media_friendly").build();
    let events = when(&mut state, 0, buy(0));
    assert_eq!(vp_for(&events, 0, "media_friendly"), 1);
    assert_eq!(vp_for(&events, 0, "corner_store"), 1);
}

#[test]
fn eater_of_the_dead_gives_3_vp_when_a_monster_drops_to_0() {
    let mut state = table()
        .keep(2, "eater_of_the_dead")
        .in_city(1)
        .health(1, 1)
        .dice([S, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::eliminated(1, 1, vec![], 0, None),
            ev::vp(2, 3, "eater_of_the_dead"),
        ],
    );
}

#[test]
fn energy_hoarder_gives_1_vp_per_6_energy_at_the_end_of_the_turn() {
    let mut state = table()
        .keep(0, "energy_hoarder")
        .energy(0, 13)
        .buying()
        .build();
    let events = when(&mut state, 0, end_turn());
    assert_eq!(vp_for(&events, 0, "energy_hoarder"), 2);
    assert_eq!(state.monsters[0].energy, 13);
}

#[test]
fn even_bigger_raises_the_maximum_to_12_and_heals_2() {
    let mut state = buying("even_bigger", 4).build();
    let events = when(&mut state, 0, buy(0));
    assert_in_order(
        &events,
        &[
            Event::MaxHealthChanged(MaxHealthChanged {
                seat: seat(0),
                max_health: 12,
            }),
            ev::healed(0, 2, "even_bigger"),
        ],
    );
    assert_eq!(state.monsters[0].health, 12);
}

#[test]
fn extra_head_rolls_one_more_die() {
    let mut state = table().keep(1, "extra_head").buying().build();
    let events = when(&mut state, 0, end_turn());
    assert_eq!(turn_started(&events, 1).unwrap().dice_count, 7);
    assert_eq!(state.dice.len(), 7);
}

#[test]
fn fire_breathing_makes_both_neighbours_lose_1_extra_heart() {
    let mut state = table()
        .keep(0, "fire_breathing")
        .dice([S, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 1, 0, "fire_breathing"),
            ev::hurt(3, 1, 0, "fire_breathing"),
        ],
    );
    assert_eq!(hearts_lost(&events, 2), 0);
}

#[test]
fn freeze_time_offers_another_turn_with_one_die_fewer_after_1_1_1() {
    let mut state = table()
        .keep(0, "freeze_time")
        .in_city(1)
        .dice([N1, N1, N1, E, E, H])
        .build();
    when(&mut state, 0, stop());
    when(&mut state, 0, end_turn());
    assert_eq!(prompt_kinds(&state), [(0, "FREEZE_TIME".into())]);
    let events = when(&mut state, 0, Command::TakeExtraTurn(Confirm::Yes));
    let t = turn_started(&events, 0).unwrap();
    assert!(t.extra_turn);
    assert_eq!(t.dice_count, 5);
    assert_eq!(state.dice.len(), 5);
}

#[test]
fn friend_of_children_gains_1_more_energy_on_each_gain() {
    let mut state = table()
        .keep(0, "friend_of_children")
        .dice([E, E, N3, N1, N2, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::energy(0, 3, "ENERGY_DICE")]);
}

#[test]
fn giant_brain_gives_one_more_roll() {
    let mut state = table().keep(1, "giant_brain").buying().build();
    let events = when(&mut state, 0, end_turn());
    assert_eq!(turn_started(&events, 1).unwrap().rolls_allowed, 4);
}

#[test]
fn gourmet_gives_2_more_vp_for_1_1_1() {
    let mut state = table()
        .keep(0, "gourmet")
        .dice([N1, N1, N1, H, S, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(vp_for(&events, 0, "NUMBERS"), 1);
    assert_eq!(vp_for(&events, 0, "gourmet"), 2);
}

#[test]
fn healing_ray_heals_another_monster_which_pays_2_energy_per_heart() {
    let mut state = table()
        .keep(0, "healing_ray")
        .health(0, 8)
        .health(1, 5)
        .energy(1, 3)
        .dice([H, H, H, N1, N2, N3])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[Event::HeartChoiceOffered(HeartChoiceOffered {
            seat: seat(0),
            hearts: 3,
        })],
    );
    let events = when(&mut state, 0, spend(HeartUse::HealOther, Some(1)));
    assert_in_order(
        &events,
        &[
            ev::healed(1, 1, "healing_ray"),
            Event::EnergyTransferred(EnergyTransferred {
                seat: seat(1),
                to: seat(0),
                amount: 2,
                reason: "healing_ray".into(),
            }),
        ],
    );
    let events = when(&mut state, 0, spend(HeartUse::HealOther, Some(1)));
    assert_in_order(&events, &[ev::healed(1, 1, "healing_ray")]);
    assert_eq!(state.monsters[1].energy, 0, "pays what it has");
    let events = when(&mut state, 0, spend(HeartUse::Heal, None));
    assert_in_order(&events, &[ev::healed(0, 1, "HEART_DICE")]);
    assert_eq!(state.phase, Phase::Buying);
}

#[test]
fn herbivore_gives_1_vp_when_no_monster_lost_hearts_to_you() {
    let mut state = table().keep(0, "herbivore").buying().build();
    let events = when(&mut state, 0, end_turn());
    assert_eq!(vp_for(&events, 0, "herbivore"), 1);

    let mut state = table()
        .keep(0, "herbivore")
        .in_city(1)
        .dice([S, N2, N3, E, E, H])
        .build();
    when(&mut state, 0, stop());
    when(&mut state, 1, stay());
    let events = when(&mut state, 0, end_turn());
    assert_eq!(vp_for(&events, 0, "herbivore"), 0);
}

#[test]
fn herd_culler_changes_one_die_to_a_1_once_per_turn() {
    let mut state = table()
        .keep(0, "herd_culler")
        .dice([N2, N2, N3, E, E, H])
        .build();
    let herd = keep_instance(&state, 0, "herd_culler");
    let events = when(&mut state, 0, change(herd, 0, N1));
    assert!(matches!(&events[0], Event::DieChanged(d) if d.die == 0 && d.face == N1));
    assert_eq!(state.dice[0], N1);
    let err = try_when(&mut state, 0, change(herd, 1, N1)).unwrap_err();
    assert_eq!(err.code, "INVALID_DIE_CHANGE");
    let err = try_when(&mut state, 0, change(herd, 1, S)).unwrap_err();
    assert_eq!(err.code, "INVALID_DIE_CHANGE");
}

#[test]
fn it_has_a_child_brings_its_owner_back_with_10_hearts_and_nothing_else() {
    let mut state = table()
        .keep(1, "it_has_a_child")
        .keep(1, "extra_head")
        .in_city(1)
        .health(1, 2)
        .vp(1, 7)
        .energy(1, 3)
        .dice([S, S, S, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MonsterEliminated(_)))
    );
    assert_in_order(
        &events,
        &[
            ev::vp_lost(1, 7, "it_has_a_child"),
            Event::LeftTokyo(LeftTokyo {
                seat: seat(1),
                from: City,
                reason: "it_has_a_child".into(),
            }),
            ev::healed(1, 10, "it_has_a_child"),
            ev::entered(0, City, Outside),
        ],
    );
    let m = &state.monsters[1];
    assert!(m.alive && m.keep_cards.is_empty() && m.victory_points == 0);
    assert_eq!((m.health, m.energy), (10, 3));
}

#[test]
fn jets_yields_before_the_damage_and_loses_no_hearts() {
    let mut state = table()
        .keep(1, "jets")
        .in_city(1)
        .health(1, 3)
        .dice([S, S, S, S, E, H])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), [(1, "JETS".into())]);
    let events = when(&mut state, 1, yield_tokyo());
    assert_eq!(hearts_lost(&events, 1), 0);
    assert_in_order(&events, &[ev::entered(0, City, Outside)]);
    assert_eq!(state.monsters[1].health, 3);
}

#[test]
fn made_in_a_lab_looks_at_the_top_card_privately_and_buys_it() {
    let mut state = table()
        .keep(0, "made_in_a_lab")
        .energy(0, 10)
        .buying()
        .build();
    let top = state.deck[0].clone();
    let events = when(&mut state, 0, Command::PeekDeck(Confirm::Yes));
    assert_eq!(
        KingOfTokyo::redact(&events[0], Viewer::Seat(seat(0))),
        Event::DeckTopPeeked(DeckTopPeeked {
            seat: seat(0),
            card: Some(top.clone()),
        })
    );
    for viewer in [Viewer::Spectator, Viewer::Seat(seat(1))] {
        assert!(matches!(
            KingOfTokyo::redact(&events[0], viewer),
            Event::DeckTopPeeked(DeckTopPeeked { card: None, .. })
        ));
        assert!(KingOfTokyo::view(&state, viewer).peeked_card.is_none());
    }
    assert_eq!(
        KingOfTokyo::view(&state, Viewer::Seat(seat(0)))
            .peeked_card
            .unwrap()
            .instance,
        top.instance
    );
    let market = state.market.clone();
    let events = when(&mut state, 0, Command::BuyDeckTop(Confirm::Yes));
    assert!(matches!(&events[0], Event::CardBoughtFromDeck(b) if b.card == top));
    assert_eq!(state.market, market, "the market does not refill");
}

#[test]
fn metamorph_sells_a_keep_card_for_its_printed_cost_at_the_end_of_the_turn() {
    let mut state = table()
        .keep(0, "metamorph")
        .keep(0, "giant_brain")
        .buying()
        .build();
    when(&mut state, 0, end_turn());
    assert_eq!(prompt_kinds(&state), [(0, "METAMORPH".into())]);
    let brain = keep_instance(&state, 0, "giant_brain");
    let events = when(&mut state, 0, Command::SellCard(card(brain)));
    assert_in_order(&events, &[ev::energy(0, 5, "metamorph")]);
    let events = when(&mut state, 0, pass());
    assert_in_order(&events, &[ev::turn_ended(0, 1)]);
}

#[test]
fn mimic_copies_a_keep_card_chosen_when_it_is_bought() {
    let mut state = buying("mimic", 8).keep(2, "extra_head").build();
    when(&mut state, 0, buy(0));
    assert_eq!(prompt_kinds(&state), [(0, "PLACE_MIMIC".into())]);
    let head = keep_instance(&state, 2, "extra_head");
    assert_eq!(
        KingOfTokyo::legal_commands(&state, seat(0)),
        [Command::MoveMimic(card(head))]
    );
    when(&mut state, 0, Command::MoveMimic(card(head)));
    assert_eq!(state.mimic_target, Some(head));
    assert_eq!(state.phase, Phase::Buying);
    // Seat 0 now rolls 7 dice: end the turns of seats 0 to 3.
    when(&mut state, 0, end_turn());
    assert_eq!(
        crate::games::king_of_tokyo::rules::dice::dice_count(&state, seat(0), 0),
        7
    );
}

#[test]
fn battery_monster_stores_6_energy_and_gives_2_each_turn() {
    let mut state = buying("battery_monster", 3).build();
    let events = when(&mut state, 0, buy(0));
    let battery = keep_instance(&state, 0, "battery_monster");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardTokensSet(t) if t.card == battery && t.tokens == 6))
    );
    let mut state = table()
        .keep(1, "battery_monster")
        .card_tokens(1, "battery_monster", 2)
        .buying()
        .build();
    let events = when(&mut state, 0, end_turn());
    assert_in_order(&events, &[ev::energy(1, 2, "battery_monster")]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::KeepCardsDiscarded(d) if d.seat == seat(1))),
        "discarded when empty"
    );
}

#[test]
fn nova_breath_hits_every_other_monster() {
    let mut state = table()
        .keep(0, "nova_breath")
        .in_city(1)
        .dice([S, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    for s in 1..4 {
        assert_in_order(&events, &[ev::hurt(s, 1, 0, "SMASH")]);
    }
}

#[test]
fn detritivore_gives_2_vp_for_a_1_a_2_and_a_3() {
    let mut state = table()
        .keep(0, "detritivore")
        .dice([N1, N2, N3, H, S, E])
        .build();
    let events = when(&mut state, 0, stop());
    assert_eq!(vp_for(&events, 0, "detritivore"), 2);
}

#[test]
fn opportunist_buys_a_revealed_card_out_of_turn() {
    let mut state = given()
        .monsters(4)
        .market(["corner_store", "commuter_train", "skyscraper"])
        .keep(2, "opportunist")
        .energy(0, 3)
        .energy(2, 10)
        .buying()
        .build();
    when(&mut state, 0, buy(0));
    assert_eq!(prompt_kinds(&state), [(2, "OPPORTUNIST".into())]);
    let revealed = state.market[0].clone().unwrap();
    let events = when(&mut state, 2, buy(0));
    assert!(matches!(&events[0], Event::CardBought(b) if b.seat == seat(2) && b.card == revealed));
}

#[test]
fn parasitic_tentacles_buys_another_monsters_keep_card_paying_it() {
    let mut state = table()
        .keep(0, "parasitic_tentacles")
        .keep(1, "giant_brain")
        .energy(0, 6)
        .buying()
        .build();
    let brain = keep_instance(&state, 1, "giant_brain");
    let events = when(&mut state, 0, Command::BuyFromMonster(card(brain)));
    assert!(matches!(
        &events[0],
        Event::CardBoughtFromMonster(b) if b.from == seat(1) && b.price == 5
    ));
    assert_eq!((state.monsters[0].energy, state.monsters[1].energy), (1, 5));
    assert!(state.monsters[1].keep_cards.is_empty());
}

#[test]
fn plot_twist_changes_a_die_to_any_face_then_is_discarded() {
    let mut state = table()
        .keep(0, "plot_twist")
        .dice([N2, N2, N3, E, E, H])
        .build();
    let twist = keep_instance(&state, 0, "plot_twist");
    when(&mut state, 0, change(twist, 2, N2));
    assert_eq!(state.dice[2], N2);
    assert!(state.monsters[0].keep_cards.is_empty());
    assert!(state.discard.iter().any(|c| c.instance == twist));
}

#[test]
fn poison_quills_adds_2_smashes_with_2_2_2() {
    let mut state = table()
        .keep(0, "poison_quills")
        .in_city(1)
        .dice([N2, N2, N2, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::hurt(1, 2, 0, "SMASH")]);
}

#[test]
fn poison_spit_poisons_the_monsters_it_wounds() {
    let mut state = table()
        .keep(0, "poison_spit")
        .in_city(1)
        .dice([S, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[Event::TokenGiven(TokenGiven {
            seat: seat(1),
            token: Token::Poison,
            by: seat(0),
            reason: "poison_spit".into(),
        })],
    );
    assert_eq!(state.monsters[1].poison, 1);
}

#[test]
fn psychic_probe_rerolls_one_die_of_the_active_monster() {
    let mut state = table()
        .keep(2, "psychic_probe")
        .dice([S, N2, N3, E, E, H])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), [(2, "PSYCHIC_PROBE".into())]);
    let probe = keep_instance(&state, 2, "psychic_probe");
    let events = when(&mut state, 2, Command::ProbeDie(ProbeDie { die: 0 }));
    let Event::PsychicProbeUsed(used) = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!((used.card, used.die), (probe, 0));
    assert!(matches!(&events[1], Event::DiceResolved(d) if d.faces[0] == used.face));
    assert_eq!(
        state.monsters[2].keep_cards.is_empty(),
        used.face == H,
        "a Heart discards the probe"
    );
}

#[test]
fn rapid_healing_buys_a_heart_for_2_energy() {
    let mut state = table()
        .keep(0, "rapid_healing")
        .health(0, 5)
        .energy(0, 4)
        .build();
    let events = when(&mut state, 0, Command::UseRapidHealing(Confirm::Yes));
    assert_in_order(
        &events,
        &[
            ev::energy_lost(0, 2, "rapid_healing"),
            ev::healed(0, 1, "rapid_healing"),
        ],
    );
    assert_eq!(state.phase, Phase::Rolling);
}

#[test]
fn regeneration_gains_1_more_heart_on_each_gain() {
    let mut state = table()
        .keep(0, "regeneration")
        .health(0, 5)
        .dice([H, N2, N3, E, E, N1])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::healed(0, 2, "HEART_DICE")]);
}

#[test]
fn rooting_for_the_underdog_gives_1_vp_with_strictly_the_fewest_vp() {
    let mut state = table()
        .keep(0, "rooting_for_the_underdog")
        .vp(1, 1)
        .vp(2, 1)
        .vp(3, 1)
        .buying()
        .build();
    let events = when(&mut state, 0, end_turn());
    assert_eq!(vp_for(&events, 0, "rooting_for_the_underdog"), 1);
    let mut state = table()
        .keep(0, "rooting_for_the_underdog")
        .vp(1, 1)
        .buying()
        .build();
    let events = when(&mut state, 0, end_turn());
    assert_eq!(vp_for(&events, 0, "rooting_for_the_underdog"), 0);
}

#[test]
fn shrink_ray_shrinks_the_monsters_it_wounds_so_they_roll_fewer_dice() {
    let mut state = table()
        .keep(0, "shrink_ray")
        .in_city(1)
        .dice([S, N2, N3, E, E, H])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(state.monsters[1].shrink, 1);
    when(&mut state, 1, stay());
    let events = when(&mut state, 0, end_turn());
    assert_eq!(turn_started(&events, 1).unwrap().dice_count, 5);
}

#[test]
fn smoke_cloud_spends_a_smoke_token_for_an_extra_roll() {
    let mut state = buying("smoke_cloud", 4).build();
    when(&mut state, 0, buy(0));
    let smoke = keep_instance(&state, 0, "smoke_cloud");
    assert_eq!(state.card_tokens.get(&smoke), Some(&3));

    let mut state = table()
        .keep(0, "smoke_cloud")
        .card_tokens(0, "smoke_cloud", 1)
        .rolls_used(3)
        .build();
    let smoke = keep_instance(&state, 0, "smoke_cloud");
    let events = when(&mut state, 0, Command::BuyExtraRoll(card(smoke)));
    assert_in_order(
        &events,
        &[Event::RollsAllowedSet(RollsAllowedSet {
            seat: seat(0),
            rolls_allowed: 4,
            reason: "smoke_cloud".into(),
        })],
    );
    assert!(
        state.monsters[0].keep_cards.is_empty(),
        "discarded when empty"
    );
}

#[test]
fn solar_powered_gives_1_energy_at_the_end_of_the_turn_when_you_have_none() {
    let mut state = table().keep(0, "solar_powered").buying().build();
    let events = when(&mut state, 0, end_turn());
    assert_in_order(&events, &[ev::energy(0, 1, "solar_powered")]);
}

#[test]
fn spiked_tail_adds_a_smash_when_you_roll_one() {
    let mut state = table()
        .keep(0, "spiked_tail")
        .in_city(1)
        .dice([S, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::hurt(1, 2, 0, "SMASH")]);
}

#[test]
fn stretchy_changes_a_die_to_any_face_for_2_energy() {
    let mut state = table()
        .keep(0, "stretchy")
        .energy(0, 2)
        .dice([N2, N2, N3, E, E, H])
        .build();
    let stretchy = keep_instance(&state, 0, "stretchy");
    let events = when(&mut state, 0, change(stretchy, 2, S));
    assert_in_order(&events, &[ev::energy_lost(0, 2, "stretchy")]);
    assert_eq!(state.dice[2], S);
    let err = try_when(&mut state, 0, change(stretchy, 1, S)).unwrap_err();
    assert_eq!(err.code, "INVALID_DIE_CHANGE");
}

#[test]
fn energy_drink_buys_an_extra_roll_for_1_energy() {
    let mut state = table()
        .keep(0, "energy_drink")
        .energy(0, 1)
        .rolls_used(3)
        .build();
    let drink = keep_instance(&state, 0, "energy_drink");
    when(&mut state, 0, Command::BuyExtraRoll(card(drink)));
    assert_eq!((state.rolls_allowed, state.monsters[0].energy), (4, 0));
    when(&mut state, 0, Command::Reroll(Reroll { dice: vec![0] }));
    assert_eq!(
        state.phase,
        Phase::Buying,
        "no roll left: the dice resolved"
    );
}

#[test]
fn urbavore_gives_1_vp_more_at_the_start_in_tokyo_and_a_smash_in_tokyo() {
    let mut state = table().keep(1, "urbavore").in_city(1).buying().build();
    let events = when(&mut state, 0, end_turn());
    assert_in_order(
        &events,
        &[
            ev::vp(1, 2, "STARTED_TURN_IN_TOKYO"),
            ev::vp(1, 1, "urbavore"),
        ],
    );
    let mut state = table()
        .keep(0, "urbavore")
        .in_city(0)
        .dice([S, N2, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::hurt(1, 2, 0, "SMASH")]);
}

#[test]
fn were_only_making_it_stronger_gives_1_energy_for_losing_2_hearts_at_once() {
    let mut state = table()
        .keep(1, "were_only_making_it_stronger")
        .in_city(1)
        .dice([S, S, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 0, "SMASH"),
            ev::energy(1, 1, "were_only_making_it_stronger"),
        ],
    );
}

#[test]
fn wings_pays_2_energy_to_lose_no_hearts_this_turn() {
    let mut state = table()
        .keep(1, "wings")
        .in_city(1)
        .energy(1, 2)
        .dice([S, S, N3, E, E, H])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), [(1, "WINGS".into())]);
    let events = when(&mut state, 1, Command::UseWings(Confirm::Yes));
    assert_eq!(hearts_lost(&events, 1), 0);
    assert_eq!(state.monsters[1].energy, 0);
    assert!(state.turn_scratch.wings_active.contains(&seat(1)));
    assert!(!events.iter().any(|e| matches!(e, Event::YieldRequested(_))));
    let _ = Offer::Wings;
}

#[test]
fn rapid_healing_is_offered_at_0_hearts_before_elimination() {
    let mut state = table()
        .keep(1, "rapid_healing")
        .in_city(1)
        .health(1, 2)
        .energy(1, 2)
        .dice([S, S, N3, E, E, H])
        .build();
    let events = when(&mut state, 0, stop());
    assert_in_order(&events, &[ev::hurt(1, 2, 0, "SMASH")]);
    assert_eq!(prompt_kinds(&state), [(1, "RAPID_HEALING".into())]);
    let events = when(&mut state, 1, Command::UseRapidHealing(Confirm::Yes));
    assert_in_order(
        &events,
        &[
            ev::healed(1, 1, "rapid_healing"),
            ev::yield_requested(0, &[1]),
        ],
    );
    assert!(state.monsters[1].alive);
}

#[test]
fn a_mimic_copy_of_smoke_cloud_has_its_own_smoke_tokens() {
    let mut state = buying("mimic", 8)
        .keep(2, "smoke_cloud")
        .card_tokens(2, "smoke_cloud", 1)
        .build();
    when(&mut state, 0, buy(0));
    let smoke = keep_instance(&state, 2, "smoke_cloud");
    when(&mut state, 0, Command::MoveMimic(card(smoke)));
    let mimic = keep_instance(&state, 0, "mimic");
    assert_eq!(state.card_tokens.get(&mimic), Some(&3));
    assert_eq!(state.card_tokens.get(&smoke), Some(&1));
}

#[test]
fn after_a_psychic_probe_reroll_the_active_monster_may_still_change_dice() {
    let mut state = table()
        .keep(0, "stretchy")
        .energy(0, 2)
        .keep(2, "psychic_probe")
        .dice([S, N2, N3, E, E, H])
        .build();
    when(&mut state, 0, stop());
    when(&mut state, 2, Command::ProbeDie(ProbeDie { die: 0 }));
    assert_eq!(prompt_kinds(&state), [(0, "RESOLVE_DICE".into())]);
    let legal = KingOfTokyo::legal_commands(&state, seat(0));
    assert!(!legal.iter().any(|c| matches!(c, Command::Reroll(_))));
    let stretchy = keep_instance(&state, 0, "stretchy");
    let events = when(&mut state, 0, change(stretchy, 0, S));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DiceResolved(d) if d.faces[0] == S))
    );
}
