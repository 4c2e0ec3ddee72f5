//! The enemy action, the enemy deck's rebuild and the round's end (EX-13, EX-16, EX-17,
//! EX-21, EX-22, EX-26, EX-29).

use super::*;
use crate::engine::GameRng;
use crate::games::brave_architect::command::Command;
use crate::games::brave_architect::content::{Area, AreaCentre, EnemyAttack, NextRound};
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::grid::Offset;
use crate::games::brave_architect::rules::{enemy, enemy_move, rebuild, round};
use crate::games::brave_architect::state::{Hate, State};
use crate::games::brave_architect::tx::Tx;
use crate::games::brave_architect::vocabulary::{AttackClass, DefenceStat};

/// A previous card: marks, movement, and an area on the body's squares below it.
fn previous(marks: [bool; 4], movement: u32) -> EnemyAttack {
    EnemyAttack {
        id: "previous".into(),
        name: "previous".into(),
        name_ja: "previous".into(),
        class: AttackClass::Normal,
        hit: 5,
        damage: vec![1; 6],
        defence_stat: DefenceStat::Defence,
        effects: vec![],
        erratum: None,
        next: NextRound {
            traits: marks.to_vec(),
            movement,
            area: Area {
                centre: AreaCentre::Body,
                cells: vec![Offset { dr: 2, dc: 0 }, Offset { dr: 2, dc: 1 }],
            },
        },
    }
}

/// Both players end their turns; the last `EndTurn` runs the enemy action with `faces`.
fn end_round(state: &mut State, faces: &[u8]) -> Vec<Event> {
    when(state, 0, Command::StartPlayerTurn(YES));
    when(state, 0, Command::EndTurn(YES));
    when(state, 1, Command::StartPlayerTurn(YES));
    when_rolling(state, 1, Command::EndTurn(YES), faces)
}

fn damage_to(events: &[Event], s: u8) -> Vec<(i32, DamageCause)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CharacterDamaged(d) if d.seat == seat(s) => Some((d.amount, d.cause)),
            _ => None,
        })
        .collect()
}

#[test]
fn ex13_the_enemy_attack_example_fire_first_then_evasion_then_one_damage_roll() {
    // The Dwarf (seat 0: [速] 1, [防] 3) and the Elf (seat 1: [速] 4) stand in the area;
    // the fire party and one other are marked: hit +2, damage +2; Bite has hit 7.
    let mut state = given(2)
        .party(1, "fire_wing", 20)
        .party(3, "iron_scale", 20)
        .previous_card(previous([true, false, true, false], 0))
        .enemy_deck(&["bite"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(3, 4))
        .stats(0, 0, 0, 1, 3, 0)
        .stats(1, 0, 0, 4, 0, 0)
        .build();
    // Evasion: the Dwarf rolls 2, the Elf 5; the damage die shows 1 (Bite: 3).
    let events = end_round(&mut state, &[2, 5, 1]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TraitsActivated(t) if t.parties.len() == 2))
    );
    let evasions: Vec<(u8, i32, bool)> = events
        .iter()
        .filter_map(|e| match e {
            Event::EvasionRolled(r) => Some((r.die, r.target, r.success)),
            _ => None,
        })
        .collect();
    assert_eq!(evasions, vec![(2, 9, false), (5, 9, true)]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EnemyDamageRolled(d) if d.die == 1 && d.damage == 5))
    );
    assert_eq!(
        damage_to(&events, 0),
        vec![(1, DamageCause::Trait), (2, DamageCause::EnemyAttack)]
    );
    assert_eq!(damage_to(&events, 1), vec![(1, DamageCause::Trait)]);
    // The card goes onto the discard and drives the next round.
    assert_eq!(state.enemy_discard.last().map(String::as_str), Some("bite"));
    assert!(state.active_traits.is_empty());
}

#[test]
fn a_destroyed_party_s_mark_does_nothing() {
    let mut state = given(2)
        .party(1, "fire_wing", 20)
        .destroyed(1)
        .previous_card(previous([true, false, false, false], 0))
        .enemy_deck(&["bite"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(8, 8))
        .build();
    let events = end_round(&mut state, &[6]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::TraitsActivated(_)))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvasionRolled(r) if r.target == 7))
    );
}

#[test]
fn ex29_a_party_card_from_the_deck_lends_its_trait_to_this_attack_and_waits_beside_the_deck() {
    let mut state = given(2)
        .party(3, "iron_scale", 20)
        .destroyed(3)
        .previous_card(previous([false; 4], 0))
        .enemy_deck(&["iron_scale", "bite", "stomp"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(8, 8))
        .build();
    let events = end_round(&mut state, &[6]);
    let revealed: Vec<&Event> = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::PartyCardRevealed(_) | Event::EnemyAttackRevealed(_)
            )
        })
        .collect();
    assert!(matches!(revealed[0], Event::PartyCardRevealed(p) if p.card == "iron_scale"));
    assert!(matches!(revealed[1], Event::EnemyAttackRevealed(a) if a.card == "bite"));
    // Bite's hit 7 + the revealed party's hit 1.
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvasionRolled(r) if r.target == 8))
    );
    // The party card goes to the discard under this round's card.
    let n = state.enemy_discard.len();
    assert_eq!(
        &state.enemy_discard[n - 2..],
        &["iron_scale".to_string(), "bite".to_string()]
    );
}

#[test]
fn an_empty_enemy_deck_is_reshuffled_from_the_discard_but_its_top() {
    let mut state = given(2)
        .previous_card(previous([false; 4], 0))
        .enemy_deck(&[])
        .pawn(0, sq(8, 0))
        .pawn(1, sq(8, 8))
        .build();
    state.enemy_discard = vec!["bite".into(), "stomp".into(), "previous".into()];
    let events = end_round(&mut state, &[]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EnemyAttackDeckReshuffled(r) if r.count == 2))
    );
    assert_eq!(
        state.enemy_discard.first().map(String::as_str),
        Some("previous")
    );
}

fn tx_on(state: State, rng: &mut GameRng) -> Tx<'_> {
    Tx {
        s: state,
        out: Vec::new(),
        rng,
    }
}

fn pushes(events: &[Event]) -> Vec<(u8, crate::games::brave_architect::grid::Square)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CharacterPushed(p) => Some((p.seat.0, p.to)),
            _ => None,
        })
        .collect()
}

#[test]
fn ex22_the_enemy_moves_straight_at_the_hate_top_and_pushes_characters_like_billiard_balls() {
    let mut state = given(3)
        .enemy_at(sq(1, 3))
        .pawn(0, sq(5, 3))
        .pawn(1, sq(3, 3))
        .pawn(2, sq(4, 3))
        .build();
    state.hate = Some(Hate {
        seat: seat(0),
        band: 0,
    });
    let mut rng = GameRng::from_u64(1);
    let mut tx = tx_on(state, &mut rng);
    enemy_move::move_enemy(&mut tx, 1);
    assert_eq!(tx.s.enemy.body, sq(2, 3));
    assert_eq!(
        pushes(&tx.out),
        vec![(0, sq(6, 3)), (2, sq(5, 3)), (1, sq(4, 3))]
    );
    assert!(
        !tx.out
            .iter()
            .any(|e| matches!(e, Event::CharacterDamaged(_)))
    );
}

#[test]
fn ex21_pushed_against_the_edge_a_character_slides_aside_for_1_damage_and_from_a_corner_1_per_square()
 {
    let mut state = given(3)
        .enemy_at(sq(6, 3))
        .pawn(0, sq(8, 3))
        .pawn(1, sq(0, 0))
        .pawn(2, sq(0, 8))
        .build();
    state.hate = Some(Hate {
        seat: seat(0),
        band: 0,
    });
    let hp = state.players[0].hp;
    let mut rng = GameRng::from_u64(1);
    let mut tx = tx_on(state, &mut rng);
    enemy_move::move_enemy(&mut tx, 1);
    // (8, 4) is under the body now; (8, 2) is free.
    assert_eq!(pushes(&tx.out), vec![(0, sq(8, 2))]);
    assert_eq!(tx.s.players[0].hp, hp - 1);
    // In the corner, with the side square filled by the enemy too.
    let mut corner = given(3)
        .enemy_at(sq(6, 0))
        .pawn(0, sq(8, 0))
        .pawn(1, sq(0, 0))
        .pawn(2, sq(0, 8))
        .build();
    corner.hate = Some(Hate {
        seat: seat(0),
        band: 0,
    });
    let hp = corner.players[0].hp;
    let mut rng = GameRng::from_u64(1);
    let mut tx = tx_on(corner, &mut rng);
    enemy_move::move_enemy(&mut tx, 1);
    let to = tx.s.players[0].pawn.unwrap();
    assert!(!tx.s.enemy_squares().contains(&to));
    assert_eq!(tx.s.players[0].hp, hp - 2, "two squares out of the corner");
}

#[test]
fn without_a_hate_holder_the_enemy_does_not_move() {
    let state = given(2).build();
    let body = state.enemy.body;
    let mut rng = GameRng::from_u64(1);
    let mut tx = tx_on(state, &mut rng);
    enemy_move::move_enemy(&mut tx, 3);
    assert_eq!(tx.s.enemy.body, body);
    assert!(tx.out.is_empty());
}

#[test]
fn evasion_is_a_tie_or_better_with_a_six_always_and_a_one_never() {
    assert!(enemy::evades(5, 4, 9));
    assert!(!enemy::evades(4, 4, 9));
    assert!(enemy::evades(6, 0, 20));
    assert!(!enemy::evades(1, 20, 2));
}

fn normal_and_strong(state: &State) -> (usize, usize, usize) {
    let c = &state.content;
    let cards = state.enemy_deck.iter().chain(&state.enemy_discard);
    let mut n = (0, 0, 0);
    for card in cards {
        match c.enemy_attack(card).map(|a| a.class) {
            Some(AttackClass::Normal) => n.0 += 1,
            Some(AttackClass::Strong) => n.1 += 1,
            None => n.2 += 1,
        }
    }
    n
}

#[test]
fn ex16_the_first_rebuild_swaps_two_normal_attacks_for_two_strong_ones_and_the_party_card() {
    let state = given(3).build();
    let normals = state.content.attacks_of(AttackClass::Normal);
    let mut s = state.clone();
    // Discard: two normal cards under the top; the deck holds the other three.
    s.enemy_discard = vec![normals[0].clone(), normals[1].clone(), normals[2].clone()];
    s.enemy_deck = normals[3..].to_vec();
    let mut rng = GameRng::from_u64(4);
    let mut tx = tx_on(s, &mut rng);
    rebuild::rebuild(&mut tx, "iron_scale", 1);
    let Some(Event::EnemyAttackDeckRebuilt(r)) = tx.out.last() else {
        panic!("{:?}", tx.out);
    };
    let mut removed = r.removed.clone();
    removed.sort();
    let mut expected = vec![normals[0].clone(), normals[1].clone()];
    expected.sort();
    assert_eq!(removed, expected);
    assert_eq!(tx.s.enemy_discard, vec![normals[2].clone()]);
    assert_eq!(tx.s.enemy_deck.len(), 3 + 2 + 1);
    assert_eq!(normal_and_strong(&tx.s), (4, 2, 1));
    assert_eq!(tx.s.strong_pile.len(), 4);
    // Variant: only one normal card under the top: the shortfall comes from the deck.
    let mut s = state.clone();
    s.enemy_discard = vec![normals[0].clone(), normals[1].clone()];
    s.enemy_deck = normals[2..].to_vec();
    let mut rng = GameRng::from_u64(4);
    let mut tx = tx_on(s, &mut rng);
    rebuild::rebuild(&mut tx, "iron_scale", 1);
    let Some(Event::EnemyAttackDeckRebuilt(r)) = tx.out.last() else {
        panic!("{:?}", tx.out);
    };
    assert_eq!(r.removed.len(), 2);
    assert!(r.removed.contains(&normals[0]));
    assert_eq!(normal_and_strong(&tx.s), (4, 2, 1));
}

#[test]
fn ex17_the_third_rebuild_replaces_every_normal_attack_and_a_normal_top_card_too() {
    let state = given(3).build();
    let normals = state.content.attacks_of(AttackClass::Normal);
    let strongs = state.content.attacks_of(AttackClass::Strong);
    let mut s = state.clone();
    // After two rebuilds: 2 normal, 4 strong, 2 party cards; the top is normal.
    s.enemy_deck = vec![
        strongs[0].clone(),
        "fire_wing".into(),
        strongs[1].clone(),
        normals[0].clone(),
    ];
    s.enemy_discard = vec![
        strongs[2].clone(),
        "storm_horn".into(),
        strongs[3].clone(),
        normals[1].clone(),
    ];
    s.strong_pile = strongs[4..].to_vec();
    let mut rng = GameRng::from_u64(2);
    let mut tx = tx_on(s, &mut rng);
    rebuild::rebuild(&mut tx, "iron_scale", 3);
    assert_eq!(normal_and_strong(&tx.s), (0, 6, 3));
    let top = tx.s.enemy_discard.last().unwrap();
    assert!(
        strongs.contains(top),
        "the new top is an attack card from the new deck"
    );
    assert_eq!(tx.s.enemy_discard.len(), 1);
    assert!(tx.s.strong_pile.is_empty());
    // The 4th destruction changes nothing.
    let before = tx.s.clone();
    rebuild::rebuild(&mut tx, "venom_tail", 4);
    assert_eq!(tx.s, before);
}

#[test]
fn ex26_the_round_s_end_refills_to_3_or_4_at_lv3_keeps_extra_cards_and_skips_the_down() {
    let mut state = given(3).level(0, 3).level(1, 2).build();
    state.players[0].hand.truncate(1);
    let extra = state.players[1].deck[..2].to_vec();
    state.players[1].deck.drain(..2);
    state.players[1].hand.extend(extra);
    state.players[2].hand.clear();
    state.players[2].down = true;
    state.players[2].hp = 0;
    state.players[0].play_sheet = vec!["focus".into()];
    state.enemy.defence_modifier = -2;
    let mut rng = GameRng::from_u64(1);
    let mut tx = tx_on(state, &mut rng);
    round::end_round(&mut tx);
    assert_eq!(tx.s.players[0].hand.len(), 4);
    assert_eq!(tx.s.players[1].hand.len(), 5);
    assert!(tx.s.players[2].hand.is_empty());
    assert!(tx.s.players[0].play_sheet.is_empty());
    assert!(tx.s.players[0].discard.contains(&"focus".to_string()));
    assert_eq!(tx.s.enemy.defence_modifier, 0);
    assert!(matches!(tx.out.last(), Some(Event::RoundStarted(r)) if r.round == 2));
}

#[test]
fn ex24_one_enemy_attack_that_downs_two_characters_loses_the_game() {
    let mut state = given(2)
        .previous_card(previous([false; 4], 0))
        .enemy_deck(&["bite"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(3, 4))
        .stats(0, 0, 0, 0, 0, 0)
        .stats(1, 0, 0, 0, 0, 0)
        .hp(0, 2)
        .hp(1, 3)
        .build();
    // Both fail evasion (2 + 0 < 7); the damage die shows 1: Bite deals 3.
    let events = end_round(&mut state, &[2, 2, 1]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CharacterDowned(d) if d.seat == seat(0)))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CharacterDowned(d) if d.seat == seat(1)))
    );
    assert!(matches!(events.last(), Some(Event::GameLost(l)) if l.down == vec![seat(0), seat(1)]));
    assert_eq!(
        state.outcome.as_ref().map(|o| o.reason.as_str()),
        Some("TWO_CHARACTERS_DOWN")
    );
}
