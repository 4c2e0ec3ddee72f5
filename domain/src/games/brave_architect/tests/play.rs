//! Playing support cards, their effect primitives, and tension healing (EX-23, EX-27).

use super::examples::{attacker, dealt};
use super::*;
use crate::engine::Seat;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::vocabulary::Stat;

fn play(card: &str, discard: &[&str], tension: u8, target: Option<u8>) -> Command {
    Command::PlayCard(PlayCardChoice {
        card: card.into(),
        discard: discard.iter().map(|c| c.to_string()).collect(),
        tension,
        target: target.map(Seat),
        extras: Vec::new(),
    })
}

#[test]
fn a_stat_bonus_lasts_until_the_round_ends_and_the_card_waits_on_the_play_sheet() {
    let mut state = given(2).turn(0).hand(0, &["mind_focus"]).build();
    let accuracy = state.stats(seat(0)).accuracy;
    let events = when(&mut state, 0, play("mind_focus", &[], 0, None));
    assert!(
        matches!(&events[1], Event::StatBonusApplied(b) if b.stat == Stat::Accuracy && b.amount == 2)
    );
    assert_eq!(state.stats(seat(0)).accuracy, accuracy + 2);
    assert_eq!(state.players[0].play_sheet, vec!["mind_focus".to_string()]);
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    when(&mut state, 1, Command::EndTurn(YES));
    if state.outcome.is_none() {
        assert_eq!(state.stats(seat(0)).accuracy, accuracy);
        assert!(state.players[0].discard.contains(&"mind_focus".to_string()));
    }
}

#[test]
fn a_heal_reaches_an_ally_within_its_range_counted_around_the_enemy_and_stops_at_maximum_hp() {
    // Heal: cost 1, 3 HP, range 3.
    let base = given(3)
        .turn(0)
        .hand(0, &["heal", "focus"])
        .pawn(0, sq(3, 1))
        .pawn(1, sq(3, 4))
        .pawn(2, sq(0, 3));
    let mut state = base.hp(1, 3).build();
    let max = state.max_hp(seat(1));
    let events = when(&mut state, 0, play("heal", &["focus"], 0, Some(1)));
    assert!(matches!(&events[1], Event::HpHealed(h) if h.seat == seat(1) && h.hp_after == 6));
    // Seat 2 stands above the body: 3 squares straight, more around it.
    let far = given(3)
        .turn(0)
        .hand(0, &["heal", "focus"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(8, 8))
        .pawn(2, sq(0, 3))
        .hp(2, 2)
        .build();
    assert_eq!(
        refused(&far, 0, play("heal", &["focus"], 0, Some(2))).code,
        "OUT_OF_RANGE"
    );
    assert_eq!(
        refused(&far, 0, play("heal", &["focus"], 0, None)).code,
        "TARGET_NEEDED"
    );
    let mut full = given(3).turn(0).hand(0, &["heal", "focus"]).build();
    let before = full.players[0].hp;
    assert_eq!(before, full.max_hp(seat(0)));
    let events = when(&mut full, 0, play("heal", &["focus"], 0, Some(0)));
    assert!(!events.iter().any(|e| matches!(e, Event::HpHealed(_))));
    assert!(max >= 6);
}

#[test]
fn ex23_a_revived_character_comes_back_at_hp_1_and_may_still_take_its_turn() {
    // Revive: cost 2, range 3.
    let mut state = given(3)
        .turn(0)
        .hand(0, &["revive", "focus", "haste"])
        .pawn(0, sq(6, 4))
        .pawn(1, sq(6, 5))
        .build();
    state.players[1].down = true;
    state.players[1].hp = 0;
    assert_eq!(
        refused(&state, 0, play("revive", &["focus", "haste"], 0, Some(2))).code,
        "NOT_DOWN"
    );
    let events = when(
        &mut state,
        0,
        play("revive", &["focus", "haste"], 0, Some(1)),
    );
    assert!(matches!(&events[1], Event::CharacterRevived(r) if r.seat == seat(1) && r.hp == 1));
    assert!(!state.players[1].down);
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
}

#[test]
fn an_obtained_follow_up_lets_any_attack_follow_the_first() {
    let plain = attack_card("plain", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    let mut state = attacker(plain).build();
    state.players[0].hand.push("battle_rhythm".into());
    state.players[0].tension = 1;
    when(&mut state, 0, play("battle_rhythm", &[], 1, None));
    assert_eq!(state.turn.as_ref().unwrap().follow_ups_granted, 1);
    let events = when_rolling(&mut state, 0, attack_with("plain", &[4]), &[3, 3]);
    // The weapon's sheet attack may follow.
    assert!(matches!(events.last(), Some(Event::FollowUpOffered(_))));
    let sheet = Command::Attack(AttackChoice {
        source: AttackSource::Sheet(crate::games::brave_architect::state::SheetPart::Weapon),
        targets: vec![4],
        discard: vec![],
        tension: 0,
        extras: Vec::new(),
    });
    let events = when_rolling(&mut state, 0, sheet, &[1, 1]);
    assert!(matches!(&events[0], Event::AttackDeclared(a) if a.follow_up));
    assert!(matches!(events.last(), Some(Event::PlayerTurnEnded(_))));
}

#[test]
fn enemy_scan_lowers_the_defence_for_your_own_attacks_without_a_chip() {
    let card = attack_card("probe", &[Stat::Accuracy], 1, 2, &[(3, None, 6, &[])]);
    let mut state = attacker(card).party(4, "iron_scale", 30).build();
    state.players[0].hand.push("enemy_scan".into());
    when(&mut state, 0, play("enemy_scan", &[], 0, None));
    assert_eq!(state.enemy.defence_modifier, 0);
    let events = when_rolling(&mut state, 0, attack_with("probe", &[4]), &[3, 3]);
    assert_eq!(
        (dealt(&events)[0].defence, dealt(&events)[0].normal),
        (0, 6)
    );
}

#[test]
fn cards_are_played_before_the_attack_and_only_support_cards_are_played_this_way() {
    let plain = attack_card("plain", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    let mut state = attacker(plain).attacked(2, &[4]).build();
    state.players[0].hand.push("focus".into());
    assert_eq!(
        refused(&state, 0, play("focus", &[], 0, None)).code,
        "ATTACK_MADE"
    );
    let fresh = attacker(attack_card(
        "plain",
        &[Stat::Accuracy],
        1,
        2,
        &[(3, None, 1, &[])],
    ))
    .build();
    assert_eq!(
        refused(&fresh, 0, play("plain", &[], 0, None)).code,
        "NOT_PLAYABLE"
    );
}

#[test]
fn ex27_two_tension_heal_one_hp_at_any_time_but_never_past_the_maximum() {
    let mut state = given(2).tension(1, 3).hp(1, 4).build();
    // Seat 1 heals outside its own turn (nobody's turn has started).
    let events = when(&mut state, 1, Command::TensionHeal(YES));
    assert!(matches!(&events[0], Event::TensionChanged(t) if t.from == 3 && t.to == 1));
    assert!(matches!(&events[1], Event::HpHealed(h) if h.hp_after == 5));
    assert_eq!(
        refused(&state, 1, Command::TensionHeal(YES)).code,
        "NOT_ENOUGH_TENSION"
    );
    let full = given(2).tension(0, 2).build();
    assert_eq!(refused(&full, 0, Command::TensionHeal(YES)).code, "FULL_HP");
}
