//! The worked examples of the spec's section 11 that this slice plays, one test each.

use super::*;
use crate::games::brave_architect::content::Icons;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::rules::damage;
use crate::games::brave_architect::state::TargetKey;
use crate::games::brave_architect::vocabulary::Stat;

pub fn dealt(events: &[Event]) -> Vec<&DamageDealt> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::DamageDealt(d) => Some(d),
            _ => None,
        })
        .collect()
}

pub fn rolled(events: &[Event]) -> &AttackRolled {
    events
        .iter()
        .find_map(|e| match e {
            Event::AttackRolled(r) => Some(r),
            _ => None,
        })
        .expect("an attack roll")
}

pub fn hate_taken(events: &[Event]) -> Option<&HateCardTaken> {
    events.iter().find_map(|e| match e {
        Event::HateCardTaken(h) => Some(h),
        _ => None,
    })
}

pub fn tension_changes(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::TensionChanged(t) => Some((t.from, t.to)),
            _ => None,
        })
        .collect()
}

/// Seat 0 stands below position 4 (the body's lower-left square), its turn started, with
/// `card` in hand and these stats.
pub fn attacker(card: crate::games::brave_architect::content::Card) -> Given {
    let id = card.id.clone();
    given(3)
        .card(card)
        .turn(0)
        .pawn(0, sq(3, 3))
        .hand(0, &[id.as_str()])
}

#[test]
fn ex1_attack_example_1_a_total_of_7_deals_4_less_defence_2() {
    let card = attack_card(
        "ex1",
        &[Stat::Accuracy],
        1,
        6,
        &[(7, Some(9), 4, &[]), (10, None, 5, &[])],
    );
    let mut state = attacker(card)
        .stats(0, 1, 0, 0, 0, 0)
        .party(4, "iron_scale", 21)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("ex1", &[4]), &[5, 1]);
    assert_eq!(rolled(&events).total, 7);
    let d = dealt(&events);
    assert_eq!(
        (d[0].normal, d[0].fixed, d[0].defence, d[0].hp_after),
        (2, 0, 2, 19)
    );
    assert_eq!(state.party_at(4).unwrap().hp, 19);
    assert_eq!(tension_changes(&events), vec![(0, 1)]);
    let hate = hate_taken(&events).unwrap();
    assert_eq!((hate.seat, hate.band, hate.damage), (seat(0), 0, 2));
}

#[test]
fn ex2_attack_example_2_the_top_row_adds_speed_to_the_damage() {
    let card = attack_card(
        "ex2",
        &[Stat::Accuracy, Stat::Speed],
        1,
        7,
        &[(8, Some(10), 6, &[]), (11, None, 6, &[Stat::Speed])],
    );
    let mut state = attacker(card)
        .stats(0, 1, 0, 1, 0, 0)
        .party(4, "iron_scale", 21)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("ex2", &[4]), &[5, 4]);
    assert_eq!(rolled(&events).total, 11);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::AttackHit(h) if h.row == 2))
    );
    assert_eq!(dealt(&events)[0].normal, 5);
}

#[test]
fn ex3_a_double_one_misses_whatever_the_stats() {
    let card = attack_card("ex3", &[Stat::Accuracy], 1, 2, &[(3, None, 9, &[])]);
    let mut state = attacker(card).stats(0, 20, 0, 0, 0, 0).build();
    let hp = state.party_at(4).unwrap().hp;
    let events = when_rolling(&mut state, 0, attack_with("ex3", &[4]), &[1, 1]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::AttackMissed(m) if m.double_one))
    );
    assert!(dealt(&events).is_empty());
    assert!(tension_changes(&events).is_empty());
    assert!(hate_taken(&events).is_none());
    assert_eq!(state.party_at(4).unwrap().hp, hp);
}

#[test]
fn ex4_a_hit_keeps_the_defence_it_started_with_and_the_next_hit_reads_the_new_band() {
    let mut card = attack_card("ex4", &[Stat::Accuracy], 1, 2, &[(3, None, 6, &[])]);
    card.attack.as_mut().unwrap().hits = 2;
    let mut state = attacker(card)
        .stats(0, 0, 0, 0, 0, 0)
        .party(4, "iron_scale", 12)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("ex4", &[4]), &[3, 3]);
    let d = dealt(&events);
    // HP 12 (defence 2): 6 − 2 = 4, HP 8, now in the "10 or less" band (defence 1).
    assert_eq!((d[0].defence, d[0].normal, d[0].hp_after), (2, 4, 8));
    assert_eq!((d[1].defence, d[1].normal, d[1].hp_after), (1, 5, 3));
    // One tension rise for the whole multi-hit attack.
    assert_eq!(tension_changes(&events), vec![(0, 1)]);
}

#[test]
fn ex5_a_cost_of_2_is_paid_with_one_discard_and_one_tension() {
    let mut card = attack_card("ex5", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    card.cost = 2;
    let mut state = attacker(card).tension(0, 2).build();
    state.players[0].hand = vec!["ex5".into(), "focus".into()];
    let pay = |discard: &[&str], tension| {
        crate::games::brave_architect::command::Command::Attack(
            crate::games::brave_architect::command::AttackChoice {
                source: crate::games::brave_architect::command::AttackSource::Card("ex5".into()),
                targets: vec![4],
                discard: discard.iter().map(|c| c.to_string()).collect(),
                tension,
                extras: Vec::new(),
            },
        )
    };
    assert_eq!(refused(&state, 0, pay(&["focus"], 0)).code, "WRONG_COST");
    assert_eq!(refused(&state, 0, pay(&["ex5"], 1)).code, "NOT_IN_HAND");
    let events = when_rolling(&mut state, 0, pay(&["focus"], 1), &[1, 1]);
    assert!(
        matches!(&events[0], Event::AttackDeclared(a) if a.tension_spent == 1 && a.discarded == vec!["focus".to_string()])
    );
    assert_eq!(state.players[0].tension, 1);
    assert_eq!(state.players[0].discard, vec!["focus".to_string()]);
    assert!(state.players[0].hand.is_empty());
    assert_eq!(state.players[0].play_sheet, vec!["ex5".to_string()]);
}

#[test]
fn ex6_range_1_reaches_only_an_adjacent_square() {
    let card = attack_card("ex6", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    let state = attacker(card).build();
    // Position 3 is at (2, 4): two squares from (3, 3).
    assert_eq!(
        refused(&state, 0, attack_with("ex6", &[3])).code,
        "OUT_OF_RANGE"
    );
}

#[test]
fn ex7_an_attack_cannot_jump_over_a_party_but_one_row_off_it_can_and_allies_never_block() {
    let card = attack_card("ex7", &[Stat::Accuracy], 1, 2, &[(3, None, 1, &[])]);
    let mut long = card.clone();
    long.attack.as_mut().unwrap().range = 3;
    let base = given(3).card(long).turn(0).hand(0, &["ex7"]);
    // Row 2, left of the body: position 3 (2, 4) is behind position 4 (2, 3).
    let state = base.pawn(0, sq(2, 1)).pawn(1, sq(2, 2)).build();
    assert_eq!(refused(&state, 0, attack_with("ex7", &[3])).code, "BLOCKED");
    // The ally on (2, 2) is between seat 0 and position 4: no matter.
    let mut ok = state.clone();
    when_rolling(&mut ok, 0, attack_with("ex7", &[4]), &[1, 1]);
    // One row down, position 3 is in range and nothing lies on the line.
    let mut off = state.clone();
    off.players[0].pawn = Some(sq(3, 2));
    when_rolling(&mut off, 0, attack_with("ex7", &[3]), &[1, 1]);
}

/// A card dealing `chart` damage on any total from 3.
fn hitter(id: &str, chart: i32) -> crate::games::brave_architect::content::Card {
    attack_card(id, &[Stat::Accuracy], 1, 2, &[(3, None, chart, &[])])
}

#[test]
fn ex8_a_later_hit_in_the_holder_s_band_takes_the_hate_card() {
    // Seat 1 took the card this round with 6 damage (band 4–6); seat 0 deals 6 − 2 = 4.
    let mut state = attacker(hitter("ex8", 6))
        .party(4, "iron_scale", 30)
        .hate(1, 1, true)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("ex8", &[4]), &[3, 3]);
    let hate = hate_taken(&events).unwrap();
    assert_eq!((hate.seat, hate.band, hate.damage), (seat(0), 1, 4));
    // 3 damage (band 0–3) does not take it from a 4–6 holder.
    let mut low = attacker(hitter("ex8", 5))
        .party(4, "iron_scale", 30)
        .hate(1, 1, true)
        .build();
    let events = when_rolling(&mut low, 0, attack_with("ex8", &[4]), &[3, 3]);
    assert!(hate_taken(&events).is_none());
    assert_eq!(low.hate.unwrap().seat, seat(1));
}

#[test]
fn ex9_the_hate_check_counts_the_turn_s_damage_so_far() {
    let mut card = hitter("ex9", 7);
    card.attack.as_mut().unwrap().icons = Icons {
        follow_up: true,
        ..Icons::default()
    };
    // The turn's first attack dealt 5 (band 4–6, seat 0 took the card); the follow-up deals 5.
    let mut state = attacker(card)
        .party(4, "iron_scale", 30)
        .hate(0, 1, true)
        .attacked(5, &[4])
        .build();
    let events = when_rolling(&mut state, 0, attack_with("ex9", &[4]), &[3, 3]);
    assert!(matches!(&events[0], Event::AttackDeclared(a) if a.follow_up && !a.linked));
    let hate = hate_taken(&events).unwrap();
    assert_eq!((hate.band, hate.damage), (3, 10));
}

#[test]
fn ex10_the_round_s_first_hit_takes_the_hate_card_even_for_0_damage() {
    // Seat 1 held it at 10+ last round; seat 0's hit deals 2 − 2 = 0.
    let mut state = attacker(hitter("ex10", 2))
        .party(4, "iron_scale", 30)
        .hate(1, 3, false)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("ex10", &[4]), &[3, 3]);
    assert_eq!(dealt(&events)[0].normal, 0);
    let hate = hate_taken(&events).unwrap();
    assert_eq!((hate.seat, hate.band), (seat(0), 0));
}

#[test]
fn ex30_a_hit_for_0_still_raises_tension_and_makes_a_hate_check() {
    let mut state = attacker(hitter("ex30", 1))
        .party(4, "iron_scale", 30)
        .tension(0, 1)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("ex30", &[4]), &[3, 3]);
    assert_eq!(dealt(&events)[0].normal, 0);
    assert_eq!(tension_changes(&events), vec![(1, 2)]);
    assert!(hate_taken(&events).is_some());
}

#[test]
fn ex11_levelling_up_puts_the_style_s_level_2_card_on_the_discard_and_not_the_other_style_s() {
    let mut state = attacker(hitter("ex11", 9))
        .weapon(0, "sword_and_shield", "assault")
        .party(4, "iron_scale", 1)
        .build();
    let hp = state.players[0].hp;
    let rise = state.stats_at(seat(0), 2).hp - state.stats_at(seat(0), 1).hp;
    let events = when_rolling(&mut state, 0, attack_with("ex11", &[4]), &[3, 3]);
    assert!(events.iter().any(
        |e| matches!(e, Event::PartyDestroyed(p) if p.ordinal == 1 && p.positions == vec![4])
    ));
    let p = &state.players[0];
    assert_eq!(p.level, 2);
    assert_eq!(p.discard.last().map(String::as_str), Some("counter_attack"));
    assert!(p.reserve.contains(&"guard_recovery".to_string()));
    assert!(!p.reserve.contains(&"counter_attack".to_string()));
    assert_eq!(p.hp, hp + rise);
    assert!(state.players.iter().all(|p| p.level == 2));
    // The core is exposed where the party stood.
    assert_eq!(state.target_key(4), TargetKey::Core(4));
}

#[test]
fn ex12_the_core_s_defence_is_4_per_standing_party_and_1_per_exposed_position() {
    let mut state = given(3)
        .card(hitter("ex12", 20))
        .turn(0)
        .pawn(0, sq(3, 3))
        .hand(0, &["ex12"])
        .destroyed(4)
        .build();
    assert_eq!(damage::core_defence(&state), 13);
    let core = state.enemy.core_hp;
    let events = when_rolling(&mut state, 0, attack_with("ex12", &[4]), &[3, 3]);
    let d = dealt(&events);
    assert_eq!(
        (d[0].target.clone(), d[0].defence, d[0].normal),
        (TargetKey::Core(4), 13, 7)
    );
    assert_eq!(state.enemy.core_hp, core - 7);
}

#[test]
fn ex15_enemy_defence_minus_1_twice_shows_minus_2_and_a_third_is_ignored() {
    use crate::engine::GameRng;
    use crate::games::brave_architect::rules::effects;
    use crate::games::brave_architect::tx::Tx;
    let state = given(3).build();
    let mut rng = GameRng::from_u64(1);
    let mut tx = Tx {
        s: state,
        out: Vec::new(),
        rng: &mut rng,
    };
    effects::modify(&mut tx, Modifier::EnemyDefence, -1);
    effects::modify(&mut tx, Modifier::EnemyDefence, -1);
    effects::modify(&mut tx, Modifier::EnemyDefence, -1);
    assert_eq!(tx.s.enemy.defence_modifier, -2);
    assert_eq!(tx.out.len(), 2, "the third −1 changes nothing");
    // Every defence is lowered by 2: party 2 → 0, the core 16 → 14.
    let party = tx.s.party_at(1).unwrap().card.clone();
    let printed =
        tx.s.content
            .party(&party)
            .unwrap()
            .defence_at(tx.s.party_at(1).unwrap().hp);
    assert_eq!(damage::defence(&tx.s, 1, 0), (printed - 2).max(0));
}

#[test]
fn ex18_attack_then_two_follow_ups_each_with_its_own_tension_rise_and_only_the_first_linked() {
    let mut chain = hitter("chain_a", 6);
    chain.attack.as_mut().unwrap().icons = Icons {
        follow_up: true,
        link_check: true,
        ..Icons::default()
    };
    let mut chain_b = chain.clone();
    chain_b.id = "chain_b".into();
    let mut first = hitter("opener", 6);
    first.attack.as_mut().unwrap().icons.link_check = true;
    let mut state = given(3)
        .card(chain)
        .card(chain_b)
        .card(first)
        .turn(0)
        .pawn(0, sq(3, 3))
        .hand(0, &["opener", "chain_a", "chain_b"])
        .party(4, "iron_scale", 40)
        .previous_attack(1, &[4])
        .build();
    let a = when_rolling(&mut state, 0, attack_with("opener", &[4]), &[3, 3]);
    assert!(matches!(&a[0], Event::AttackDeclared(d) if d.linked && !d.follow_up));
    assert_eq!(rolled(&a).total, 3 + 3 + state.stats(seat(0)).accuracy + 1);
    assert!(matches!(a.last(), Some(Event::FollowUpOffered(_))));
    let b = when_rolling(&mut state, 0, attack_with("chain_a", &[4]), &[3, 3]);
    assert!(matches!(&b[0], Event::AttackDeclared(d) if !d.linked && d.follow_up));
    let c = when_rolling(&mut state, 0, attack_with("chain_b", &[4]), &[3, 3]);
    assert!(matches!(c.last(), Some(Event::PlayerTurnEnded(_))));
    // Each attack rises tension once and checks hate with the turn's damage so far:
    // 4 (band 4–6), 8 (7–9), 12 (10+).
    for (events, band) in [(&a, 1), (&b, 2), (&c, 3)] {
        assert_eq!(tension_changes(events).len(), 1);
        assert_eq!(hate_taken(events).map(|h| h.band), Some(band));
    }
    assert_eq!(state.players[0].tension, 3);
}

#[test]
fn ex19_a_follow_up_icon_on_the_first_attack_gives_nothing() {
    let mut card = hitter("ex19", 6);
    card.attack.as_mut().unwrap().icons.follow_up = true;
    let mut state = attacker(card).build();
    let events = when_rolling(&mut state, 0, attack_with("ex19", &[4]), &[3, 3]);
    assert!(matches!(&events[0], Event::AttackDeclared(d) if !d.follow_up));
    // Nothing in hand can follow up, and the weapon's sheet attack has no [追撃]: the turn ends.
    assert!(matches!(events.last(), Some(Event::PlayerTurnEnded(_))));
    assert!(state.turn.is_none());
}
