//! The attack sub-machine beyond the worked examples: links, sources, follow-ups,
//! destruction, victory and defeat.

use super::examples::{attacker, dealt, rolled};
use super::*;
use crate::games::brave_architect::Options;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::content::Icons;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::state::{Phase, SheetPart};
use crate::games::brave_architect::vocabulary::Stat;

fn linker(id: &str) -> crate::games::brave_architect::content::Card {
    let mut card = attack_card(id, &[Stat::Accuracy], 1, 2, &[(3, None, 6, &[])]);
    card.attack.as_mut().unwrap().icons = Icons {
        link_check: true,
        link_attack: true,
        ..Icons::default()
    };
    card
}

#[test]
fn a_linked_hit_gets_plus_1_on_the_check_and_1_fixed_damage() {
    let mut state = attacker(linker("link"))
        .party(4, "iron_scale", 30)
        .previous_attack(1, &[4])
        .build();
    let accuracy = state.stats(seat(0)).accuracy;
    let events = when_rolling(&mut state, 0, attack_with("link", &[4]), &[3, 3]);
    assert!(matches!(&events[0], Event::AttackDeclared(a) if a.linked));
    assert_eq!(rolled(&events).total, 6 + accuracy + 1);
    let d = dealt(&events);
    assert_eq!((d[0].normal, d[0].fixed), (4, 1));
}

#[test]
fn the_round_s_first_attacker_and_an_attack_on_another_party_are_not_linked() {
    let mut first = attacker(linker("link")).party(4, "iron_scale", 30).build();
    let events = when_rolling(&mut first, 0, attack_with("link", &[4]), &[3, 3]);
    assert!(matches!(&events[0], Event::AttackDeclared(a) if !a.linked));
    assert_eq!(dealt(&events)[0].fixed, 0);
    // The previous turn attacked position 3: a different party.
    let mut other = attacker(linker("link"))
        .party(4, "iron_scale", 30)
        .previous_attack(1, &[3])
        .build();
    let events = when_rolling(&mut other, 0, attack_with("link", &[4]), &[3, 3]);
    assert!(matches!(&events[0], Event::AttackDeclared(a) if !a.linked));
}

#[test]
fn in_a_two_player_game_either_square_of_a_party_links_but_one_attack_cannot_take_both() {
    let mut card = linker("link");
    card.attack.as_mut().unwrap().targets = 2;
    card.attack.as_mut().unwrap().range = 2;
    let state = given(2)
        .card(card)
        .turn(0)
        .pawn(0, sq(3, 3))
        .hand(0, &["link"])
        .previous_attack(1, &[3])
        .build();
    // The second party card covers positions 3 and 4.
    assert_eq!(state.party_at(3), state.party_at(4));
    assert_eq!(
        refused(&state, 0, attack_with("link", &[3, 4])).code,
        "SAME_TARGET_TWICE"
    );
    let mut s = state.clone();
    let events = when_rolling(&mut s, 0, attack_with("link", &[4]), &[3, 3]);
    assert!(matches!(&events[0], Event::AttackDeclared(a) if a.linked));
}

#[test]
fn the_weapon_s_sheet_attack_is_free_and_used_once_per_turn() {
    let mut state = given(3).turn(0).pawn(0, sq(3, 3)).hand(0, &[]).build();
    let sheet = Command::Attack(AttackChoice {
        source: AttackSource::Sheet(SheetPart::Weapon),
        targets: vec![4],
        discard: vec![],
        tension: 0,
        extras: Vec::new(),
    });
    let range = crate::games::brave_architect::rules::attack::source_card(
        &state,
        seat(0),
        &AttackSource::Sheet(SheetPart::Weapon),
    )
    .unwrap()
    .attack
    .unwrap()
    .range;
    assert!(range >= 1);
    let mut s = state.clone();
    let events = when_rolling(&mut s, 0, sheet.clone(), &[1, 1]);
    assert!(matches!(events.last(), Some(Event::PlayerTurnEnded(_))));
    // Once per turn: with a follow-up granted, the sheet attack is still used up.
    let t = state.turn.as_mut().unwrap();
    t.attacks = 1;
    t.follow_ups_granted = 1;
    t.sheet_used.push(SheetPart::Weapon);
    assert_eq!(refused(&state, 0, sheet).code, "SHEET_PART_USED");
}

#[test]
fn after_the_first_attack_only_a_follow_up_may_attack_and_moving_is_over() {
    let plain = attack_card("plain", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    let state = attacker(plain).attacked(3, &[4]).build();
    assert_eq!(
        refused(&state, 0, attack_with("plain", &[4])).code,
        "NO_FOLLOW_UP"
    );
    assert_eq!(
        refused(&state, 0, Command::Move(SquareChoice { square: sq(4, 3) })).code,
        "ATTACK_MADE"
    );
}

#[test]
fn a_table_may_rule_that_a_miss_allows_no_follow_up() {
    let mut chain = attack_card("chain", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    chain.attack.as_mut().unwrap().icons.follow_up = true;
    let options = Options {
        no_follow_up_after_miss: true,
        ..Options::default()
    };
    let mut state = given_with(3, options)
        .card(chain)
        .turn(0)
        .pawn(0, sq(3, 3))
        .hand(0, &["chain"])
        .attacked(0, &[4])
        .build();
    state.turn.as_mut().unwrap().last_missed = true;
    assert_eq!(
        refused(&state, 0, attack_with("chain", &[4])).code,
        "NO_FOLLOW_UP"
    );
    state.turn.as_mut().unwrap().last_missed = false;
    when_rolling(&mut state, 0, attack_with("chain", &[4]), &[1, 1]);
}

#[test]
fn damage_past_a_party_s_last_hp_is_lost_and_its_other_hits_with_it() {
    let mut card = attack_card("big", &[Stat::Accuracy], 1, 2, &[(3, None, 12, &[])]);
    card.attack.as_mut().unwrap().hits = 3;
    let mut state = attacker(card).party(4, "iron_scale", 5).build();
    let core = state.enemy.core_hp;
    let events = when_rolling(&mut state, 0, attack_with("big", &[4]), &[3, 3]);
    let d = dealt(&events);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].hp_after, 0);
    assert_eq!(state.enemy.core_hp, core);
    assert!(state.party_at(4).unwrap().destroyed);
    assert_eq!(state.enemy.destroyed, 1);
}

#[test]
fn the_core_at_0_wins_the_game_for_everyone_at_once() {
    let card = attack_card("finisher", &[Stat::Accuracy], 1, 2, &[(3, None, 30, &[])]);
    let mut state = attacker(card).destroyed(4).core_hp(5).tension(0, 1).build();
    let events = when_rolling(&mut state, 0, attack_with("finisher", &[4]), &[3, 3]);
    assert!(matches!(events.last(), Some(Event::GameWon(_))));
    let outcome = state.outcome.clone().unwrap();
    assert_eq!(outcome.winners, state.seats());
    assert_eq!(outcome.reason, "ENEMY_CORE_DESTROYED");
    // The rest of the attack is not processed (G-32).
    assert_eq!(state.players[0].tension, 1);
    assert_eq!(state.phase, Phase::GameOver);
}

#[test]
fn an_attack_that_hurts_its_own_character_can_down_it_and_with_another_down_lose_the_game() {
    let mut card = attack_card("reckless", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    card.attack.as_mut().unwrap().self_damage = 2;
    let mut state = attacker(card).hp(0, 2).build();
    state.players[1].down = true;
    state.players[1].hp = 0;
    let events = when_rolling(&mut state, 0, attack_with("reckless", &[4]), &[3, 3]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CharacterDowned(d) if d.seat == seat(0)))
    );
    assert!(matches!(events.last(), Some(Event::GameLost(l)) if l.down == vec![seat(0), seat(1)]));
    assert_eq!(state.outcome.as_ref().unwrap().winners, vec![]);
}

#[test]
fn a_chart_row_s_enemy_defence_effect_comes_after_that_attack_s_damage() {
    let mut card = attack_card("breaker", &[Stat::Accuracy], 1, 2, &[(3, None, 6, &[])]);
    card.attack.as_mut().unwrap().chart[1].effects =
        vec![crate::games::brave_architect::content::Op::EnemyDefenceModifier { amount: -1 }];
    let mut state = attacker(card).party(4, "iron_scale", 30).build();
    let events = when_rolling(&mut state, 0, attack_with("breaker", &[4]), &[3, 3]);
    assert_eq!(dealt(&events)[0].defence, 2);
    assert!(events.iter().any(|e| matches!(e, Event::EnemyModifierChanged(m) if m.value == -1 && m.modifier == Modifier::EnemyDefence)));
    assert_eq!(state.enemy.defence_modifier, -1);
}
