//! One test per effect primitive that runs (effect.rs, primitives/).

use super::super::effect::{Amount, Condition, Op, PcTarget};
use super::super::primitives::Ctx;
use super::super::state::{SkillState, Step};
use super::super::vocabulary::{Area, DamageType, Pc, Place, SkillSlot};
use super::*;
use crate::games::tokyo_saitoshin::event as ev;

fn by(pc: Pc) -> Ctx {
    Ctx::of("test").by(pc)
}

#[test]
fn gain_ap_takes_only_what_the_pool_of_twelve_holds() {
    // DT-27: 11 tokens held, 1 in the pool; a reward of 2 gains 1.
    let state = given(2).ap(Pc::Engineer, 11).build();
    assert_eq!(state.ap_pool, 1);
    let (events, after) = run_ops(&state, &by(Pc::Procurer), &[Op::GainAp { n: 2 }]);
    assert_eq!(
        events,
        vec![Event::ApGained(ev::ApGained {
            pc: Pc::Procurer,
            n: 1
        })]
    );
    assert_eq!((after.pc(Pc::Procurer).unwrap().ap, after.ap_pool), (1, 0));
}

#[test]
fn gain_progress_puts_tokens_on_the_actor() {
    let state = given(2).build();
    let (events, after) = run_ops(&state, &by(Pc::Engineer), &[Op::GainProgress { n: 2 }]);
    assert_eq!(
        events,
        vec![Event::ProgressGained(ev::ProgressGained {
            pc: Pc::Engineer,
            n: 2
        })]
    );
    assert_eq!(after.pc(Pc::Engineer).unwrap().progress, 2);
}

#[test]
fn add_scenario_progress_raises_the_scenario_counter() {
    let state = given(1).build();
    let (_, after) = run_ops(
        &state,
        &Ctx::of("SC00-03"),
        &[
            Op::AddScenarioProgress { n: 1 },
            Op::AddScenarioProgress { n: 2 },
        ],
    );
    assert_eq!(after.scenario_progress, state.scenario_progress + 3);
}

#[test]
fn damage_pcs_hits_every_pc_in_the_cards_area_and_no_other() {
    let state = given(3)
        .at(Pc::Procurer, Place::Area(Area::Shinjuku))
        .at(Pc::Engineer, Place::Area(Area::Shinjuku))
        .at(Pc::Negotiator, Place::Area(Area::Akiba))
        .build();
    let op = Op::DamagePcs {
        target: PcTarget::PcsInArea,
        amount: Amount::Fixed(2),
        damage_type: DamageType::Physical,
    };
    let (events, after) = run_ops(&state, &Ctx::of("T-08").at(Area::Shinjuku), &[op]);
    let hit = find(&events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, amount, .. }) => Some((*pc, *amount)),
        _ => None,
    });
    assert_eq!(hit, vec![(Pc::Procurer, 2), (Pc::Engineer, 2)]);
    assert_eq!(after.pc(Pc::Negotiator).unwrap().damage, 0);
}

#[test]
fn damage_reaching_max_hp_puts_the_pc_down_with_down_processing() {
    // DT-12: 4 damage, 3 hand cards, an artifact and a weapon equipped, 3 AP tokens; 3 damage.
    let state = given(2)
        .damage(Pc::Procurer, 4, false)
        .hand(Pc::Procurer, &["PS-01", "PS-02", "PS-03"])
        .equipped(Pc::Procurer, &["A-01", "W-01"])
        .ap(Pc::Procurer, 3)
        .troubles(&["T-09", "T-08"])
        .build();
    let op = Op::DamagePcs {
        target: PcTarget::Actor,
        amount: Amount::Fixed(3),
        damage_type: DamageType::Physical,
    };
    let (events, after) = run_ops(&state, &by(Pc::Procurer), &[op]);
    assert!(has(&events, |e| *e
        == Event::PcWentDown(ev::PcWentDown { pc: Pc::Procurer })));
    assert!(has(&events, |e| *e
        == Event::DownProcessed(ev::DownProcessed {
            pc: Pc::Procurer,
            discarded: vec![
                "PS-01".into(),
                "PS-02".into(),
                "PS-03".into(),
                "W-01".into()
            ],
            removed: vec!["A-01".into()],
            ap_returned: 3,
        })));
    assert!(has(
        &events,
        |e| matches!(e, Event::TroubleDrawn(ev::TroubleDrawn { card, reason: super::super::event::DrawReason::Down, .. }) if card == "T-08")
    ));
    let p = after.pc(Pc::Procurer).unwrap();
    assert_eq!(
        (p.damage, p.down, p.ap, p.hand.len(), p.equipped.len()),
        (5, true, 0, 0, 0)
    );
    assert!(after.removed.contains(&"A-01".to_string()));
    assert_eq!(after.ap_pool, 12);
}

#[test]
fn a_down_pc_draws_a_trouble_card_for_any_damage_but_not_for_none() {
    // DT-13.
    let state = given(2)
        .damage(Pc::Engineer, 5, true)
        .troubles(&["T-08"])
        .build();
    let hit = |n| Op::DamagePcs {
        target: PcTarget::Actor,
        amount: Amount::Fixed(n),
        damage_type: DamageType::Cognitive,
    };
    let (events, _) = run_ops(&state, &by(Pc::Engineer), &[hit(1)]);
    assert!(has(&events, |e| matches!(
        e,
        Event::TroubleDrawn(ev::TroubleDrawn {
            reason: super::super::event::DrawReason::DamageWhileDown,
            ..
        })
    )));
    let (events, _) = run_ops(&state, &by(Pc::Engineer), &[hit(0)]);
    assert!(events.is_empty());
}

#[test]
fn self_damage_hurts_the_user() {
    let state = given(1).build();
    let op = Op::SelfDamage {
        amount: Amount::Fixed(1),
        damage_type: DamageType::Cognitive,
    };
    let (events, _) = run_ops(&state, &by(Pc::Procurer), &[op]);
    assert_eq!(
        events,
        vec![Event::DamageTaken(ev::DamageTaken {
            pc: Pc::Procurer,
            amount: 1,
            damage_type: DamageType::Cognitive
        })]
    );
}

#[test]
fn healing_below_max_hp_recovers_a_down_pc() {
    // DT-14: 5 damage, down; healed by 1: 4 < 5, no longer down.
    let state = given(2).damage(Pc::Procurer, 5, true).build();
    let (events, after) = run_ops(
        &state,
        &by(Pc::Procurer),
        &[Op::Heal {
            target: PcTarget::Actor,
            n: 1,
        }],
    );
    assert_eq!(
        events,
        vec![
            Event::Healed(ev::Healed {
                pc: Pc::Procurer,
                n: 1
            }),
            Event::PcRecovered(ev::PcRecovered { pc: Pc::Procurer })
        ]
    );
    assert!(!after.pc(Pc::Procurer).unwrap().down);
}

#[test]
fn remove_exhaustion_takes_tokens_from_the_actors_board_first() {
    let mut state = given(2).equipped(Pc::Engineer, &["ES-05"]).build();
    let p = state.pc_mut(Pc::Engineer).unwrap();
    p.skills[0] = SkillState {
        slot: SkillSlot::Support,
        sealed: false,
        exhaustion: 1,
    };
    p.equipped[0].exhaustion = 1;
    let (events, after) = run_ops(&state, &by(Pc::Engineer), &[Op::RemoveExhaustion { n: 3 }]);
    assert_eq!(
        events.len(),
        2,
        "one token on the skill, one on the card: {events:?}"
    );
    let p = after.pc(Pc::Engineer).unwrap();
    assert_eq!((p.skills[0].exhaustion, p.equipped[0].exhaustion), (0, 0));
}

#[test]
fn unseal_removes_one_seal_token() {
    let state = given(1).build();
    assert!(
        state
            .pc(Pc::Engineer)
            .unwrap()
            .skill(SkillSlot::Enhanced)
            .sealed
    );
    let (events, after) = run_ops(
        &state,
        &by(Pc::Engineer),
        &[Op::Unseal {
            skill: SkillSlot::Enhanced,
        }],
    );
    assert_eq!(
        events,
        vec![Event::SkillUnsealed(ev::SkillUnsealed {
            pc: Pc::Engineer,
            skill: SkillSlot::Enhanced
        })]
    );
    assert!(
        !after
            .pc(Pc::Engineer)
            .unwrap()
            .skill(SkillSlot::Enhanced)
            .sealed
    );
}

#[test]
fn draw_cards_turns_the_discard_pile_over_without_shuffling() {
    // DT-17: deck of 1, discard pile c1 (oldest), c2, c3 (top); 3 cards are drawn.
    let state = given(2)
        .hand(Pc::Procurer, &[])
        .deck(Pc::Procurer, &["PS-08"])
        .discard(Pc::Procurer, &["PS-01", "PS-02", "PS-03"])
        .build();
    let (events, after) = run_ops(&state, &by(Pc::Procurer), &[Op::DrawCards { n: 3 }]);
    assert!(has(&events, |e| *e
        == Event::DeckRebuilt(ev::DeckRebuilt { pc: Pc::Procurer })));
    let p = after.pc(Pc::Procurer).unwrap();
    assert_eq!(p.hand, vec!["PS-08", "PS-01", "PS-02"]);
    assert_eq!(p.deck, vec!["PS-03"]);
}

#[test]
fn draw_trouble_draws_the_top_card_for_placement() {
    let state = given(2).troubles(&["T-09", "T-08"]).build();
    let (events, after) = run_ops(&state, &by(Pc::Engineer), &[Op::DrawTrouble]);
    assert!(has(
        &events,
        |e| matches!(e, Event::TroubleDrawn(ev::TroubleDrawn { pc: Pc::Engineer, card, .. }) if card == "T-08")
    ));
    assert_eq!(after.pending.last().map(|p| p.card.as_str()), Some("T-08"));
}

#[test]
fn a_revealed_scenario_card_runs_its_untimed_text_at_once() {
    // EX-30 / FAQ Q26: SC04-01's text has no timing; it reveals SC04-02 on reveal.
    let options = super::super::Options {
        scenario: "04".into(),
        ..Default::default()
    };
    let events = setup_events(&options, 2, 3);
    let revealed = find(&events, |e| match e {
        Event::ScenarioCardRevealed(ev::ScenarioCardRevealed { card }) => Some(card.clone()),
        _ => None,
    });
    assert_eq!(revealed, vec!["SC04-01", "SC04-02", "SC04-03"]);
}

#[test]
fn a_scenario_card_goes_to_a_free_slot_else_on_a_trouble_else_nowhere() {
    // EX-42 (FAQ Q40), used for every scenario placement.
    let mut state = given(2).build();
    state.scenario_set_aside = vec!["SC00-05".into()];
    let place = Op::PlaceScenarioCard {
        id: "SC00-05".into(),
        area: Area::Akiba,
    };
    // (a) a slot with only a market card.
    let s = Given {
        state: state.clone(),
    }
    .slot(9, &["T-08"])
    .slot(10, &["W-01"])
    .slot(11, &["T-09"])
    .build();
    let (events, _) = run_ops(&s, &Ctx::of("test"), std::slice::from_ref(&place));
    assert!(has(&events, |e| matches!(
        e,
        Event::ScenarioCardPlaced(ev::ScenarioCardPlaced { slot: 10, .. })
    )));
    // (b) every slot holds a trouble card: on top of the first.
    let s = Given {
        state: state.clone(),
    }
    .full_of_troubles(Area::Akiba, 8)
    .build();
    let (events, _) = run_ops(&s, &Ctx::of("test"), std::slice::from_ref(&place));
    assert!(has(&events, |e| matches!(
        e,
        Event::ScenarioCardPlaced(ev::ScenarioCardPlaced { slot: 9, .. })
    )));
    // (c) every slot holds a scenario card: not placed (revealed off the mat).
    let s = Given { state }
        .slot(9, &["SC00-02"])
        .slot(10, &["SC00-03"])
        .slot(11, &["SC00-04"])
        .build();
    let (events, _) = run_ops(&s, &Ctx::of("test"), &[place]);
    assert!(!has(&events, |e| matches!(e, Event::ScenarioCardPlaced(_))));
    assert!(has(
        &events,
        |e| matches!(e, Event::ScenarioCardRevealed(ev::ScenarioCardRevealed { card }) if card == "SC00-05")
    ));
}

#[test]
fn place_pcs_moves_every_pawn() {
    let state = given(3).build();
    let (_, after) = run_ops(
        &state,
        &Ctx::of("setup"),
        &[Op::PlacePcs {
            area: Area::Shinagawa,
        }],
    );
    assert!(
        after
            .pcs
            .iter()
            .all(|p| p.place == Place::Area(Area::Shinagawa))
    );
}

#[test]
fn if_runs_its_ops_only_when_the_condition_holds() {
    let state = given(1).build();
    let gated = |n| Op::If {
        cond: Condition::ScenarioProgressAtLeast(n),
        then: vec![Op::AddScenarioProgress { n: 5 }],
    };
    let (events, _) = run_ops(&state, &Ctx::of("t"), &[gated(state.scenario_progress + 1)]);
    assert!(events.is_empty());
    let (events, _) = run_ops(
        &state,
        &Ctx::of("t"),
        &[
            gated(0),
            Op::If {
                cond: Condition::RoundAtLeast(1),
                then: vec![],
            },
        ],
    );
    assert_eq!(
        events,
        vec![Event::ScenarioProgressAdded(ev::ScenarioProgressAdded {
            n: 5
        })]
    );
}

#[test]
fn scenario_clear_fixes_the_evaluation_and_offers_the_rewards() {
    let state = given(2).build();
    let clear = Op::ScenarioClear {
        rewards: vec!["SC04-R1".into()],
    };
    let (events, after) = run_ops(&state, &Ctx::of("SC00-05"), &[clear, Op::GainAp { n: 1 }]);
    assert!(
        matches!(&events[0], Event::ScenarioCleared(ev::ScenarioCleared { card, rewards, .. }) if card == "SC00-05" && rewards == &["SC04-R1"])
    );
    assert_eq!(events.len(), 1, "nothing runs after the clear (G-30)");
    assert_eq!(after.step, Step::Reward);
    let (events, after) = run_ops(
        &state,
        &Ctx::of("SC00-05"),
        &[Op::ScenarioClear { rewards: vec![] }],
    );
    assert_eq!(
        events[1],
        Event::RewardChosen(ev::RewardChosen { card: None })
    );
    assert_eq!(after.step, Step::Over);
    assert!(after.result.as_ref().unwrap().cleared);
}

#[test]
fn scenario_defeat_loses_the_play() {
    let state = given(1).build();
    let (events, after) = run_ops(
        &state,
        &Ctx::of("SC00-02"),
        &[Op::ScenarioDefeat {
            reason: "TIME_RAN_OUT".into(),
        }],
    );
    assert_eq!(
        events,
        vec![Event::GameLost(ev::GameLost {
            reason: "TIME_RAN_OUT".into()
        })]
    );
    assert!(after.is_over() && !after.result.unwrap().cleared);
}

#[test]
fn add_to_trouble_deck_shuffles_a_set_aside_scenario_card_into_it() {
    // The Wish Machine's SC07-02 puts SC07-RT into the 40-card trouble deck.
    let options = super::super::Options {
        scenario: "07".into(),
        ..Default::default()
    };
    let events = setup_events(&options, 2, 5);
    let shuffled = find(&events, |e| match e {
        Event::ScenarioCardShuffledIntoTroubles(ev::ScenarioCardShuffledIntoTroubles {
            card,
            order,
        }) => Some((card.clone(), order.clone())),
        _ => None,
    });
    assert_eq!(shuffled.len(), 1);
    assert_eq!(shuffled[0].0, "SC07-RT");
    assert_eq!(shuffled[0].1.len(), 41);
    assert!(shuffled[0].1.contains(&"SC07-RT".to_string()));
}

#[test]
fn a_primitive_that_cannot_run_is_skipped_with_an_event() {
    // Scenario 00 has no NPC to bring in.
    let state = given(1).build();
    let (events, _) = run_ops(
        &state,
        &by(Pc::Procurer),
        &[Op::NpcJoins {
            id: "director".into(),
        }],
    );
    assert_eq!(
        events,
        vec![Event::EffectSkipped(ev::EffectSkipped {
            op: "npc_joins".into(),
            source: "test".into()
        })]
    );
}

#[test]
fn per_pc_amounts_count_the_pcs_and_not_the_bots() {
    // EX-31 / FAQ Q27: 2 PCs and 2 BOT cards; "PC数 × 2" is 4.
    let state = given(2).build();
    assert_eq!(state.bots.len(), 2);
    let op = Op::DamagePcs {
        target: PcTarget::Actor,
        amount: Amount::PerPc { per_pc: 2, plus: 0 },
        damage_type: DamageType::Physical,
    };
    let (events, _) = run_ops(&state, &by(Pc::Procurer), &[op]);
    assert_eq!(
        events[0],
        Event::DamageTaken(ev::DamageTaken {
            pc: Pc::Procurer,
            amount: 4,
            damage_type: DamageType::Physical
        })
    );
}
