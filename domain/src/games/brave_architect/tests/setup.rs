//! Character-Make (the snake draft, the style), the enemy and map setup, the start.

use super::*;
use crate::engine::{Game, GameRng, Seat, Viewer};
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::event::Event;
use crate::games::brave_architect::state::Phase;
use crate::games::brave_architect::vocabulary::{MapSide, SetKind};
use crate::games::brave_architect::{BraveArchitect, Options};

fn pick(kind: SetKind, id: &str) -> Command {
    Command::PickCardSet(PickCardSet {
        kind,
        id: id.into(),
    })
}

#[test]
fn the_table_s_creator_names_the_first_picker_and_picks_snake_back() {
    let options = Options {
        first_picker: Some(Seat(1)),
        ..Options::default()
    };
    let mut state = started(3, options);
    let mut order = Vec::new();
    play_until(&mut state, |s| {
        s.phase != Phase::Draft || s.draft.picks().len() >= 9
    });
    for p in state.draft.picks() {
        order.push(p.seat.0);
    }
    assert_eq!(order, vec![1, 2, 0, 0, 2, 1, 1, 2, 0]);
}

#[test]
fn without_a_named_first_picker_the_seeded_rng_draws_one() {
    let events = BraveArchitect::setup(
        &Options::default(),
        &Seat::all(4),
        &mut GameRng::from_u64(9),
    )
    .unwrap();
    let Event::DraftOrderSet(order) = &events[1] else {
        panic!("{:?}", events[1]);
    };
    assert!(order.random);
    assert!(order.first.0 < 4);
}

#[test]
fn a_first_picker_who_is_not_at_the_table_is_refused() {
    let options = Options {
        first_picker: Some(Seat(3)),
        ..Options::default()
    };
    let e = BraveArchitect::setup(&options, &Seat::all(2), &mut GameRng::from_u64(1)).unwrap_err();
    assert_eq!(e.code, "NOT_AT_TABLE");
    let e = BraveArchitect::setup(
        &Options::default(),
        &Seat::all(1),
        &mut GameRng::from_u64(1),
    )
    .unwrap_err();
    assert_eq!(e.code, "BAD_PLAYER_COUNT");
}

#[test]
fn a_set_is_unique_and_a_player_takes_only_the_kinds_it_still_needs() {
    let options = Options {
        first_picker: Some(Seat(0)),
        ..Options::default()
    };
    let mut state = started(2, options);
    let events = when(&mut state, 0, pick(SetKind::Weapon, "bow"));
    assert!(
        matches!(&events[0], Event::CardSetPicked(p) if p.id == "bow" && p.kind == SetKind::Weapon)
    );
    assert_eq!(state.players[0].weapon.as_deref(), Some("bow"));
    // Seat 1 cannot take the bow: it left the pool.
    assert_eq!(
        refused(&state, 1, pick(SetKind::Weapon, "bow")).code,
        "NOT_IN_POOL"
    );
    when(&mut state, 1, pick(SetKind::Race, "elf"));
    // Snake: seat 1 picks again, then seat 0 twice.
    assert_eq!(
        refused(&state, 0, pick(SetKind::Race, "dwarf")).code,
        "NOT_YOUR_DECISION"
    );
    when(&mut state, 1, pick(SetKind::Skill, "heal"));
    when(&mut state, 0, pick(SetKind::Race, "dwarf"));
    // Seat 0 holds its weapon: a second one is not needed.
    assert_eq!(
        refused(&state, 0, pick(SetKind::Weapon, "gun")).code,
        "SET_NOT_NEEDED"
    );
    let legal = BraveArchitect::legal_commands(&state, Seat(0));
    assert!(legal.iter().all(|c| matches!(c, Command::PickCardSet(p) if p.kind == SetKind::SubWeapon || p.kind == SetKind::Skill)));
    assert!(!legal.contains(&pick(SetKind::Skill, "heal")));
}

#[test]
fn after_five_picks_each_every_player_holds_one_race_weapon_sub_weapon_and_two_skills() {
    let mut state = started(4, Options::default());
    play_until(&mut state, |s| s.phase != Phase::Draft);
    assert_eq!(state.phase, Phase::StyleChoice);
    for p in &state.players {
        assert!(p.race.is_some() && p.weapon.is_some() && p.sub_weapon.is_some());
        assert_eq!(p.skills.len(), 2);
        assert_ne!(p.skills[0], p.skills[1]);
    }
    assert_eq!(state.draft.picks().len(), 20);
}

#[test]
fn the_combat_style_is_one_face_of_your_weapon_and_is_chosen_once() {
    let mut state = started(2, Options::default());
    play_until(&mut state, |s| s.phase != Phase::Draft);
    let weapon = state.players[0].weapon.clone().unwrap();
    let styles: Vec<String> = state
        .content
        .weapon(&weapon)
        .unwrap()
        .styles
        .iter()
        .map(|s| s.id.clone())
        .collect();
    let other = state
        .content
        .weapons
        .iter()
        .find(|w| w.id != weapon)
        .unwrap()
        .styles[0]
        .id
        .clone();
    let choose = |style: &str| {
        Command::ChooseCombatStyle(ChooseCombatStyle {
            style: style.into(),
        })
    };
    assert_eq!(refused(&state, 0, choose(&other)).code, "NOT_YOUR_STYLE");
    let events = when(&mut state, 0, choose(&styles[1]));
    assert!(matches!(&events[0], Event::CombatStyleChosen(c) if c.style == styles[1]));
    assert_eq!(refused(&state, 0, choose(&styles[0])).code, "STYLE_CHOSEN");
    assert_eq!(state.phase, Phase::StyleChoice, "seat 1 has not chosen yet");
}

/// The state right after the last style: decks, enemy, map.
fn prepared(n: usize, options: Options) -> (crate::games::brave_architect::State, Vec<Event>) {
    let mut state = started(n, options);
    play_until(&mut state, |s| {
        s.phase == Phase::StyleChoice && s.players.iter().filter(|p| p.style.is_none()).count() == 1
    });
    let last = state
        .players
        .iter()
        .find(|p| p.style.is_none())
        .unwrap()
        .seat;
    let command = BraveArchitect::legal_commands(&state, last)[0].clone();
    let events = when(&mut state, last.0, command);
    (state, events)
}

#[test]
fn the_starting_deck_is_seven_cards_and_the_lv2_and_lv3_weapon_cards_wait_in_reserve() {
    let (state, events) = prepared(2, Options::default());
    assert_eq!(state.phase, Phase::PawnPlacement);
    for p in &state.players {
        assert_eq!(p.deck.len(), 7);
        assert_eq!(p.reserve.len(), 4);
        assert_eq!(p.level, 1);
        assert_eq!(p.tension, 0);
        assert_eq!(p.hp, state.max_hp(p.seat));
        let weapon = state.content.weapon(p.weapon.as_deref().unwrap()).unwrap();
        assert_eq!(
            p.deck
                .iter()
                .filter(|c| weapon.lv1.iter().any(|l| &&l.id == c))
                .count(),
            2
        );
    }
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::StartingDeckBuilt(_)))
            .count(),
        2
    );
}

#[test]
fn two_players_face_two_parties_of_hp_20_each_covering_two_positions_and_a_core_of_40() {
    let (state, _) = prepared(2, Options::default());
    assert_eq!(state.enemy.parties.len(), 2);
    assert!(
        state
            .enemy
            .parties
            .iter()
            .all(|p| p.hp == 20 && p.positions.len() == 2)
    );
    assert_eq!(state.enemy.core_hp, 40);
    assert_eq!(state.unused_parties.len(), 5);
}

#[test]
fn four_players_face_four_parties_of_hp_40_and_a_core_of_60_and_easy_mode_uses_the_two_player_enemy()
 {
    let (state, _) = prepared(4, Options::default());
    assert_eq!(state.enemy.parties.len(), 4);
    assert!(
        state
            .enemy
            .parties
            .iter()
            .all(|p| p.hp == 40 && p.positions.len() == 1)
    );
    assert_eq!(state.enemy.core_hp, 60);
    let (easy, _) = prepared(
        4,
        Options {
            easy_mode: true,
            ..Options::default()
        },
    );
    assert_eq!(easy.enemy.parties.len(), 2);
    assert!(easy.enemy.parties.iter().all(|p| p.hp == 20));
    assert_eq!(easy.enemy.core_hp, 40);
}

#[test]
fn three_players_face_four_parties_of_hp_30_and_a_core_of_40() {
    let (state, _) = prepared(3, Options::default());
    assert_eq!(state.enemy.parties.len(), 4);
    assert!(state.enemy.parties.iter().all(|p| p.hp == 30));
    assert_eq!(state.enemy.core_hp, 40);
}

#[test]
fn the_six_normal_attacks_form_the_deck_and_the_strong_attacks_and_items_wait_aside() {
    let (state, _) = prepared(3, Options::default());
    assert_eq!(state.enemy_deck.len(), 6);
    assert!(
        state
            .enemy_deck
            .iter()
            .all(|a| state.content.enemy_attack(a).unwrap().class
                == crate::games::brave_architect::vocabulary::AttackClass::Normal)
    );
    assert_eq!(state.strong_pile.len(), 6);
    assert_eq!(state.item_deck.len(), 12);
    let map = state.content.map(MapSide::Grassland);
    assert_eq!(state.enemy.body, map.enemy_start);
}

#[test]
fn a_pawn_goes_on_a_free_blue_square() {
    let (mut state, _) = prepared(2, Options::default());
    let place = |row, col| {
        Command::PlacePawn(SquareChoice {
            square: sq(row, col),
        })
    };
    assert_eq!(refused(&state, 0, place(3, 3)).code, "NOT_IN_START_AREA");
    when(&mut state, 0, place(8, 2));
    assert_eq!(refused(&state, 1, place(8, 2)).code, "SQUARE_TAKEN");
    assert_eq!(refused(&state, 0, place(8, 3)).code, "PAWN_PLACED");
    let events = when(&mut state, 1, place(7, 6));
    // The last pawn starts the battle: 3 cards each, the first enemy card on the discard.
    let drawn: Vec<u32> = events
        .iter()
        .filter_map(|e| match e {
            Event::CardsDrawn(d) => Some(d.count),
            _ => None,
        })
        .collect();
    assert_eq!(drawn, vec![3, 3]);
    assert!(
        state
            .players
            .iter()
            .all(|p| p.hand.len() == 3 && p.deck.len() == 4)
    );
    assert_eq!(state.enemy_discard.len(), 1);
    assert_eq!(state.enemy_deck.len(), 5);
    assert!(matches!(events.last(), Some(Event::RoundStarted(r)) if r.round == 1));
    assert_eq!(state.phase, Phase::Battle);
}

#[test]
fn deck_orders_and_other_players_draws_are_redacted_and_hands_are_private() {
    let mut state = started(2, Options::default());
    let events = BraveArchitect::setup(
        &Options::default(),
        &Seat::all(2),
        &mut GameRng::from_u64(1),
    )
    .unwrap();
    let mut all = events.clone();
    let mut chooser = GameRng::from_u64(3);
    while state.phase != Phase::Battle {
        let prompt = BraveArchitect::prompts(&state)[0].clone();
        let command = BraveArchitect::legal_commands(&state, prompt.seat)[0].clone();
        let new = BraveArchitect::decide(&state, prompt.seat, &command, &mut chooser).unwrap();
        for e in &new {
            BraveArchitect::evolve(&mut state, e);
        }
        all.extend(new);
    }
    for e in &all {
        let shown = serde_json::to_value(BraveArchitect::redact(e, Viewer::Seat(Seat(1)))).unwrap();
        match e {
            Event::StartingDeckBuilt(_)
            | Event::EnemyAttackDeckShuffled(_)
            | Event::ItemDeckShuffled(_)
            | Event::StrongAttacksSetAside(_) => {
                assert!(shown.to_string().contains("\"order\":null"), "{shown}");
            }
            Event::EnemyPartiesRevealed(_) => {
                assert!(shown.to_string().contains("\"unused\":null"))
            }
            Event::CardsDrawn(d) if d.seat == Seat(0) => {
                assert!(shown.to_string().contains("\"cards\":null"))
            }
            Event::CardsDrawn(_) => assert!(!shown.to_string().contains("\"cards\":null")),
            _ => {}
        }
    }
    let view = BraveArchitect::view(&state, Viewer::Seat(Seat(1)));
    assert!(view.players[0].hand.is_none());
    assert_eq!(view.players[0].hand_count, 3);
    assert_eq!(view.players[1].hand.as_ref().map(Vec::len), Some(3));
    let spectator = BraveArchitect::view(&state, Viewer::Spectator);
    assert!(spectator.players.iter().all(|p| p.hand.is_none()));
    assert!(
        !serde_json::to_string(&spectator)
            .unwrap()
            .contains(&state.players[0].deck[0])
            || state.players[1].deck.contains(&state.players[0].deck[0])
            || state
                .players
                .iter()
                .any(|p| p.skills.contains(&state.players[0].deck[0]))
    );
    // The fold of the stored events is the live state.
    assert_eq!(BraveArchitect::fold(&all), state);
}
