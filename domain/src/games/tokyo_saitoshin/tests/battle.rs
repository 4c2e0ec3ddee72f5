//! Battles, playing and using cards, skills, BOT cards, post-use processing and returning
//! exhaustion tokens.

use super::super::command::Source;
use super::super::event::ExhaustionSite;
use super::super::rules::battle::pc_first;
use super::super::vocabulary::{Pc, Range, SkillSlot};
use super::*;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

fn attack_with(card: &str, slot: usize) -> Command {
    Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Equipped(st::EquippedCard { card: card.into() }),
        target: Some(slot),
        discard: vec![],
    })
}

fn damage_taken(events: &[Event]) -> Vec<u32> {
    find(events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { amount, .. }) => Some(*amount),
        _ => None,
    })
}

#[test]
fn ranges_strike_long_plus_long_short_plus_short_and_the_same_together() {
    // DT-07.
    assert_eq!(pc_first(Range::ShortPlus, Range::Long), Some(false));
    assert_eq!(pc_first(Range::Long, Range::Long), None);
    assert_eq!(pc_first(Range::LongPlus, Range::Long), Some(true));
    assert_eq!(pc_first(Range::ShortPlus, Range::ShortPlus), None);
}

#[test]
fn a_first_strike_that_defeats_the_enemy_leaves_no_counterattack() {
    // DT-08: a hunting rifle (遠+, 3 physical) against the Pundit (遠, HP 2, counter 1).
    // Nobody may answer the attack (no BOT card ready, no hand card): it strikes before
    // its post-use.
    let mut state = given(2)
        .bots_exhausted()
        .hand(Pc::Procurer, &[])
        .empty_market()
        .slot(0, &["T-12"])
        .equipped(Pc::Procurer, &["W-20"])
        .build();
    let events = when_struck(&mut state, 0, attack_with("W-20", 0));
    assert!(damage_taken(&events).is_empty());
    let order: Vec<&Event> = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::EnemyDamaged(_)
                    | Event::ApGained(_)
                    | Event::CardResolved(_)
                    | Event::ExhaustionPlaced(_)
            )
        })
        .collect();
    assert!(matches!(
        order[0],
        Event::EnemyDamaged(ev::EnemyDamaged { amount: 3, .. })
    ));
    assert!(matches!(
        order[1],
        Event::ApGained(ev::ApGained {
            pc: Pc::Procurer,
            ..
        })
    ));
    assert!(
        matches!(order[2], Event::CardResolved(ev::CardResolved { card, .. }) if card == "T-12")
    );
    assert!(matches!(
        order[3],
        Event::ExhaustionPlaced(ev::ExhaustionPlaced {
            on: ExhaustionSite::Equipped(_),
            n: 1,
            ..
        })
    ));
    assert!(state.slots[0].stack.is_empty());
    assert!(!state.card_damage.contains_key("T-12"));
}

#[test]
fn a_faster_enemy_counterattacks_first_then_the_pc_strikes() {
    // A bat (近, 2) against the Pundit (遠, HP 2, counter 1 cognitive).
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-12"])
        .equipped(Pc::Procurer, &["W-05"])
        .build();
    let events = when_struck(&mut state, 0, attack_with("W-05", 0));
    let counter = events
        .iter()
        .position(|e| matches!(e, Event::DamageTaken(_)))
        .unwrap();
    let strike = events
        .iter()
        .position(|e| matches!(e, Event::EnemyDamaged(_)))
        .unwrap();
    assert!(counter < strike);
    assert!(has(&events, |e| matches!(e, Event::CardResolved(_))));
}

#[test]
fn simultaneous_strikes_both_land_even_when_both_sides_fall() {
    // DT-09: a pistol (遠, 2) against the Pundit (遠, HP 2, counter 1) with 4 damage on the PC.
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-12"])
        .equipped(Pc::Procurer, &["GS-01"])
        .damage(Pc::Procurer, 4, false)
        .build();
    let events = when_struck(&mut state, 0, attack_with("GS-01", 0));
    assert!(has(&events, |e| matches!(
        e,
        Event::EnemyDamaged(ev::EnemyDamaged { amount: 2, .. })
    )));
    assert!(has(&events, |e| *e
        == Event::PcWentDown(ev::PcWentDown { pc: Pc::Procurer })));
    assert!(has(
        &events,
        |e| matches!(e, Event::CardResolved(ev::CardResolved { card, .. }) if card == "T-12")
    ));
}

#[test]
fn damage_stays_on_an_enemy_that_survives_and_reduction_applies_per_hit() {
    // DT-10: the Biker (HP 5, physical reduction 1) hit twice by bats of 2: 1 each time.
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-05"])
        .equipped(Pc::Procurer, &["W-05", "W-06"])
        .build();
    when_struck(&mut state, 0, attack_with("W-05", 0));
    assert_eq!(state.card_damage.get("T-05"), Some(&1));
    when_struck(&mut state, 0, attack_with("W-06", 0));
    assert_eq!(state.card_damage.get("T-05"), Some(&2));
    assert_eq!(state.slots[0].top().map(String::as_str), Some("T-05"));
}

#[test]
fn a_down_pc_hit_first_by_a_faster_enemy_does_not_strike() {
    // G-13: damage_required.
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-12"])
        .equipped(Pc::Procurer, &["W-05"])
        .damage(Pc::Procurer, 5, true)
        .build();
    let events = when_struck(&mut state, 0, attack_with("W-05", 0));
    assert!(!has(&events, |e| matches!(e, Event::EnemyDamaged(_))));
    assert!(
        has(&events, |e| matches!(e, Event::TroubleDrawn(_))),
        "damage while down draws a trouble card"
    );
}

#[test]
fn an_attack_needs_an_enemy_in_reach() {
    let state = given(2)
        .empty_market()
        .slot(0, &["T-20"])
        .slot(3, &["T-12"])
        .equipped(Pc::Procurer, &["W-05"])
        .build();
    assert_eq!(refused(&state, 0, attack_with("W-05", 0)).code, "NO_ENEMY");
    assert_eq!(
        refused(&state, 0, attack_with("W-05", 3)).code,
        "OUT_OF_REACH"
    );
    let no_target = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Equipped(st::EquippedCard {
            card: "W-05".into(),
        }),
        target: None,
        discard: vec![],
    });
    assert_eq!(refused(&state, 0, no_target).code, "TARGET_NEEDED");
}

#[test]
fn a_sniper_reaches_an_adjacent_area_and_is_prepaid_with_a_hand_card() {
    let mut state = given(2)
        .empty_market()
        .slot(3, &["T-12"])
        .equipped(Pc::Procurer, &["F-01"])
        .hand(Pc::Procurer, &["PS-01", "PS-02"])
        .build();
    let bare = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Equipped(st::EquippedCard {
            card: "F-01".into(),
        }),
        target: Some(3),
        discard: vec![],
    });
    assert_eq!(refused(&state, 0, bare).code, "WRONG_COST");
    let paid = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Equipped(st::EquippedCard {
            card: "F-01".into(),
        }),
        target: Some(3),
        discard: vec!["PS-01".into()],
    });
    let events = when_struck(&mut state, 0, paid);
    assert!(has(&events, |e| *e
        == Event::HandCardDiscarded(ev::HandCardDiscarded {
            pc: Pc::Procurer,
            card: "PS-01".into()
        })));
    assert!(has(&events, |e| matches!(
        e,
        Event::EnemyDamaged(ev::EnemyDamaged { amount: 2, .. })
    )));
}

#[test]
fn a_played_consumable_runs_its_effect_and_goes_to_the_discard_pile() {
    let mut state = given(2)
        .damage(Pc::Procurer, 3, false)
        .hand(Pc::Procurer, &["I-05"])
        .build();
    let play = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Hand(st::HandCard {
            card: "I-05".into(),
        }),
        target: None,
        discard: vec![],
    });
    let events = when_struck(&mut state, 0, play);
    assert!(has(&events, |e| *e
        == Event::Healed(ev::Healed {
            pc: Pc::Procurer,
            n: 2
        })));
    let p = state.pc(Pc::Procurer).unwrap();
    assert_eq!(
        (p.damage, p.hand.len(), p.discard.last().map(String::as_str)),
        (1, 0, Some("I-05"))
    );
}

#[test]
fn a_disposed_card_goes_to_the_disposal_slot() {
    // The Molotov (遠, 3 physical to every enemy in the area) ⇒ Dispose.
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-12"])
        .slot(1, &["T-13"])
        .hand(Pc::Procurer, &["W-23"])
        .build();
    let play = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Hand(st::HandCard {
            card: "W-23".into(),
        }),
        target: Some(0),
        discard: vec![],
    });
    let events = when_struck(&mut state, 0, play);
    assert_eq!(
        find(&events, |e| matches!(e, Event::CardResolved(_))
            .then_some(()))
        .len(),
        2
    );
    assert!(state.disposal.contains(&"W-23".to_string()));
}

#[test]
fn a_skill_is_exhausted_by_use_and_a_hand_card_returns_the_token() {
    let mut state = given(2).hand(Pc::Engineer, &["ES-01", "ES-02"]).build();
    let use_support = Command::Use(cmd::Use {
        pc: Pc::Engineer,
        source: Source::Skill(st::SkillSource {
            slot: SkillSlot::Support,
        }),
        target: None,
        discard: vec![],
    });
    assert_eq!(refused(&state, 1, use_support.clone()).code, "SKILL_SEALED");
    state.pc_mut(Pc::Engineer).unwrap().skills[0].sealed = false;
    let events = when_struck(&mut state, 1, use_support.clone());
    assert!(has(&events, |e| *e
        == Event::ApGained(ev::ApGained {
            pc: Pc::Engineer,
            n: 1
        })));
    assert_eq!(refused(&state, 1, use_support.clone()).code, "EXHAUSTED");
    when_struck(
        &mut state,
        1,
        Command::ReturnExhaustion(cmd::ReturnExhaustion {
            pc: Pc::Engineer,
            card: "ES-01".into(),
            from: ExhaustionSite::Skill(st::OnSkill {
                slot: SkillSlot::Support,
            }),
        }),
    );
    assert_eq!(
        state
            .pc(Pc::Engineer)
            .unwrap()
            .discard
            .last()
            .map(String::as_str),
        Some("ES-01")
    );
    when_struck(&mut state, 1, use_support);
}

#[test]
fn a_bot_card_takes_two_exhaustion_tokens_and_blocks_every_pc() {
    // DT-23: the Negotiator's BOT card (heal 1) with 2 players.
    let mut state = given(2)
        .damage(Pc::Procurer, 2, false)
        .hand(Pc::Engineer, &["ES-01", "ES-02"])
        .build();
    let bot = |pc| {
        Command::Use(cmd::Use {
            pc,
            source: Source::Bot(st::BotSkill {
                pc: Pc::Negotiator,
                skill: 0,
            }),
            target: None,
            discard: vec![],
        })
    };
    let events = when_struck(&mut state, 0, bot(Pc::Procurer));
    assert!(has(&events, |e| *e
        == Event::Healed(ev::Healed {
            pc: Pc::Procurer,
            n: 1
        })));
    assert_eq!(
        state
            .bots
            .iter()
            .find(|b| b.pc == Pc::Negotiator)
            .unwrap()
            .exhaustion,
        2
    );
    assert_eq!(refused(&state, 1, bot(Pc::Engineer)).code, "EXHAUSTED");
    let back = |card: &str| {
        Command::ReturnExhaustion(cmd::ReturnExhaustion {
            pc: Pc::Engineer,
            card: card.into(),
            from: ExhaustionSite::Bot(st::OnBot { pc: Pc::Negotiator }),
        })
    };
    when_struck(&mut state, 1, back("ES-01"));
    assert_eq!(refused(&state, 1, bot(Pc::Engineer)).code, "EXHAUSTED");
    when_struck(&mut state, 1, back("ES-02"));
    when_struck(&mut state, 1, bot(Pc::Engineer));
}

#[test]
fn ex14_a_gunfight_adds_one_before_the_enemys_reduction() {
    // EX-14 / FAQ Q14: a bat of 2, +1 from 銃撃戦 (T-16) in the area, against a Biker whose
    // physical reduction is made 3 so that the two orders differ.
    let mut content = super::super::content::Content::embedded().clone();
    for e in &mut content.encounters {
        if e.title == "biker" {
            e.enemy.as_mut().unwrap().reduction.as_mut().unwrap().value = 3;
        }
    }
    let mut state = given(2)
        .content(content)
        .empty_market()
        .slot(0, &["T-05"])
        .slot(1, &["T-16"])
        .equipped(Pc::Procurer, &["W-05"])
        .build();
    let events = when_struck(&mut state, 0, attack_with("W-05", 0));
    // max(0, (2 + 1) - 3) = 0, where max(0, 2 - 3) + 1 would be 1.
    assert!(has(&events, |e| matches!(
        e,
        Event::EnemyDamaged(ev::EnemyDamaged { amount: 0, .. })
    )));
    // The Biker's counter of 2 is +1 too.
    assert_eq!(damage_taken(&events), vec![3]);
}
