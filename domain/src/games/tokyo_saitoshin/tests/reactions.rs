//! Interrupts (spec 5.8, G-28): the reaction windows to incoming damage (EX-15 to EX-18,
//! EX-22, the battle paused on its counterattack's window, the refusals), cancelling a
//! drawn trouble card (EX-41); and where damage lands (EX-28, EX-40).

use super::super::command::Source;
use super::super::effect::{Amount, Op};
use super::super::primitives::Ctx;
use super::super::state::{Step, slot_area};
use super::super::vocabulary::{DamageType, Pc, Place};
use super::*;
use crate::engine::Game;
use crate::games::tokyo_saitoshin::TokyoSaitoshin;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

const HELMET: &str = "I-13";
const OFFENSIVE_BARRIER: &str = "I-17";
const SUBSTITUTE_DOLL: &str = "I-23";
const KASHIMA_REIKO: &str = "F-17";
const BAT: &str = "W-05";
/// The blackout: at the end of the action phase, 2 physical damage to each PC in its area.
const BLACKOUT: &str = "T-35";
/// The gang war: an enemy of HP 8 that strikes at 近+ with a counter of 3 physical.
const GANG_WAR: &str = "T-39";

fn equipped(card: &str) -> Source {
    Source::Equipped(st::EquippedCard { card: card.into() })
}

fn answer(pc: Pc, card: &str, discard: &[&str]) -> Command {
    Command::Use(cmd::Use {
        pc,
        source: equipped(card),
        target: None,
        discard: discard.iter().map(|c| c.to_string()).collect(),
    })
}

fn take(pc: Pc) -> Command {
    Command::TakeDamage(cmd::TakeDamage { pc })
}

fn attack(card: &str, slot: usize) -> Command {
    Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: equipped(card),
        target: Some(slot),
        discard: vec![],
    })
}

fn taken(events: &[Event]) -> Vec<(Pc, u32)> {
    find(events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, amount, .. }) => Some((*pc, *amount)),
        _ => None,
    })
}

fn enemy_damage(events: &[Event]) -> Vec<u32> {
    find(events, |e| match e {
        Event::EnemyDamaged(ev::EnemyDamaged { amount, .. }) => Some(*amount),
        _ => None,
    })
}

/// `trouble` in slot 0, the Procurer in its area with `items`, the Engineer two areas away.
fn trouble_table(table: Given, trouble: &str, items: &[&str]) -> State {
    table
        .empty_market()
        .slot(0, &[trouble])
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .at(Pc::Engineer, Place::Area(slot_area(6)))
        .equipped(Pc::Procurer, items)
        .build()
}

fn blackout_table(items: &[&str]) -> State {
    trouble_table(given(2), BLACKOUT, items)
}

#[test]
fn ex22_end_of_phase_damage_opens_a_window_and_the_card_used_is_exhausted() {
    // EX-22 / FAQ Q25.
    let mut state = blackout_table(&[HELMET]);
    let events = end_phase(&mut state);
    assert!(has(&events, |e| matches!(
        e,
        Event::DamageIncoming(ev::DamageIncoming {
            pc: Pc::Procurer,
            amount: 2,
            damage_type: DamageType::Physical,
            from_enemy: false,
            ..
        })
    )));
    assert!(
        taken(&events).is_empty(),
        "nothing is taken before the answer"
    );
    let prompts = TokyoSaitoshin::prompts(&state);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].kind, "ANSWER_DAMAGE");
    assert_eq!(prompts[0].seat.0, 0);
    assert_eq!(
        legal(&state, 0),
        vec![take(Pc::Procurer), answer(Pc::Procurer, HELMET, &[])]
    );
    assert!(legal(&state, 1).is_empty());

    let events = when_struck(&mut state, 0, answer(Pc::Procurer, HELMET, &[]));
    // The helmet's 1, then the window closes by itself: nothing else can answer.
    assert!(has(&events, |e| matches!(
        e,
        Event::DamageReduced(ev::DamageReduced { by: 1, .. })
    )));
    assert_eq!(taken(&events), vec![(Pc::Procurer, 1)]);
    let p = state.pc(Pc::Procurer).unwrap();
    assert_eq!(p.damage, 1);
    assert_eq!(p.equipped[0].exhaustion, 1, "its post-use applies");
    assert!(state.incoming.is_empty());
    assert_ne!(state.step, Step::PhaseEnd, "the end processing went on");
}

#[test]
fn taking_the_damage_declines_every_interrupt() {
    let mut state = blackout_table(&[HELMET]);
    end_phase(&mut state);
    let events = when_struck(&mut state, 0, take(Pc::Procurer));
    assert_eq!(taken(&events), vec![(Pc::Procurer, 2)]);
    assert_eq!(state.pc(Pc::Procurer).unwrap().equipped[0].exhaustion, 0);
}

#[test]
fn without_an_interrupt_that_answers_the_damage_is_taken_at_once() {
    // The helmet reduces physical damage; the cult ritual (T-38) deals cognitive.
    let mut state = trouble_table(given(2), "T-38", &[HELMET]);
    let events = end_phase(&mut state);
    assert!(!has(&events, |e| matches!(e, Event::DamageIncoming(_))));
    assert_eq!(taken(&events), vec![(Pc::Procurer, 2)]);
}

#[test]
fn ex18_the_helmets_environment_bonus_needs_a_type_match() {
    // EX-18 / FAQ Q19, with the blackout (physical) and the cult ritual (cognitive) given
    // the trait.
    let mut content = super::super::content::Content::embedded().clone();
    for e in &mut content.encounters {
        if e.ids.iter().any(|id| id == BLACKOUT || id == "T-38") {
            e.traits = vec!["environment".into()];
        }
    }
    let mut state = trouble_table(given(2).content(content.clone()), BLACKOUT, &[HELMET]);
    end_phase(&mut state);
    let events = when_struck(&mut state, 0, answer(Pc::Procurer, HELMET, &[]));
    assert!(has(&events, |e| matches!(
        e,
        Event::DamageReduced(ev::DamageReduced { by: 2, .. })
    )));
    assert!(
        taken(&events).is_empty(),
        "1 + 1 more against 《環境》: 0 left"
    );

    let mut state = trouble_table(given(2).content(content), "T-38", &[HELMET]);
    let events = end_phase(&mut state);
    // Cognitive: no 0-point reduction to add the bonus to, so no window at all.
    assert_eq!(taken(&events), vec![(Pc::Procurer, 2)]);
}

#[test]
fn ex15_offensive_barriers_counter_uses_the_damage_before_reduction() {
    // EX-15 / FAQ Q16: the gang war (近+) strikes the bat (近) first for 3; the barrier
    // reduces by 2 and counters for 3, the doll nullifies the rest; then the PC strikes.
    let mut state = given(2)
        .empty_market()
        .slot(0, &[GANG_WAR])
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .equipped(Pc::Procurer, &[BAT, OFFENSIVE_BARRIER, SUBSTITUTE_DOLL])
        .build();
    let events = when_struck(&mut state, 0, attack(BAT, 0));
    assert!(enemy_damage(&events).is_empty(), "the PC strikes after");
    assert!(has(&events, |e| matches!(e, Event::BattlePaused(_))));
    assert_eq!(state.incoming[0].amount, 3);

    let events = when_struck(&mut state, 0, answer(Pc::Procurer, OFFENSIVE_BARRIER, &[]));
    assert_eq!(
        enemy_damage(&events),
        vec![3],
        "the counter is of the 3 before"
    );
    assert_eq!(state.incoming[0].amount, 1);
    let events = when_struck(&mut state, 0, answer(Pc::Procurer, SUBSTITUTE_DOLL, &[]));
    assert!(taken(&events).is_empty());
    assert!(has(&events, |e| matches!(
        e,
        Event::DamageSettled(ev::DamageSettled { amount: 0, .. })
    )));
    assert!(has(&events, |e| matches!(e, Event::BattleResumed(_))));
    assert_eq!(enemy_damage(&events), vec![2], "the bat's strike");
    assert_eq!(state.card_damage.get(GANG_WAR), Some(&5));
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 0);
    assert!(state.battle.is_none());
}

#[test]
fn a_counter_that_downs_the_pc_after_its_window_cancels_the_strike() {
    // G-13 after a reduction: 4 damage of 5, the gang war's 3 reduced by the helmet to 2.
    let mut state = given(2)
        .empty_market()
        .slot(0, &[GANG_WAR])
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .equipped(Pc::Procurer, &[BAT, HELMET])
        .damage(Pc::Procurer, 3, false)
        .build();
    when_struck(&mut state, 0, attack(BAT, 0));
    let events = when_struck(&mut state, 0, answer(Pc::Procurer, HELMET, &[]));
    assert_eq!(taken(&events), vec![(Pc::Procurer, 2)]);
    assert!(state.pc(Pc::Procurer).unwrap().down);
    assert!(
        enemy_damage(&events).is_empty(),
        "no strike from a downed PC"
    );
    assert!(state.battle.is_none());
}

#[test]
fn ex16_the_barriers_counter_is_declined_against_ones_own_damage() {
    // EX-16 / FAQ Q17: damage the PC deals itself (a physical 2 here, so the barrier
    // matches), reduced to 0: no counter reaches anyone.
    let state = given(2)
        .empty_market()
        .equipped(Pc::Procurer, &[OFFENSIVE_BARRIER])
        .build();
    let op = Op::SelfDamage {
        amount: Amount::Fixed(2),
        damage_type: DamageType::Physical,
    };
    let (events, mut state) = run_ops(&state, &Ctx::of("W-29").by(Pc::Procurer), &[op]);
    assert!(has(&events, |e| matches!(e, Event::DamageIncoming(_))));
    let events = when_struck(&mut state, 0, answer(Pc::Procurer, OFFENSIVE_BARRIER, &[]));
    assert!(enemy_damage(&events).is_empty());
    assert!(taken(&events).is_empty());
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 0);
}

#[test]
fn ex17_kashima_reiko_answers_an_enemy_even_after_the_damage_is_nullified() {
    // EX-17 / FAQ Q18: the doll first (0 left), then Kashima Reiko still strikes back.
    let mut state = given(2)
        .empty_market()
        .slot(0, &[GANG_WAR])
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .equipped(Pc::Procurer, &[BAT, KASHIMA_REIKO, SUBSTITUTE_DOLL])
        .hand(Pc::Procurer, &["PS-01", "PS-02"])
        .build();
    when_struck(&mut state, 0, attack(BAT, 0));
    when_struck(&mut state, 0, answer(Pc::Procurer, SUBSTITUTE_DOLL, &[]));
    assert_eq!(state.incoming[0].amount, 0);
    assert!(legal(&state, 0).contains(&answer(Pc::Procurer, KASHIMA_REIKO, &["PS-01"])));
    let events = when_struck(
        &mut state,
        0,
        answer(Pc::Procurer, KASHIMA_REIKO, &["PS-01"]),
    );
    // 2 cognitive to the gang war, then the bat's 2 once the window closed by itself.
    assert_eq!(enemy_damage(&events), vec![2, 2]);
    assert!(taken(&events).is_empty());
    assert_eq!(
        state.pc(Pc::Procurer).unwrap().hand,
        vec!["PS-02".to_string()]
    );
}

#[test]
fn a_window_refuses_other_commands_other_seats_and_a_second_use_of_one_source() {
    let mut state = given(2)
        .empty_market()
        .slot(0, &[GANG_WAR])
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .equipped(Pc::Procurer, &[BAT, KASHIMA_REIKO, HELMET])
        .hand(Pc::Procurer, &["PS-01", "PS-02"])
        .build();
    when_struck(&mut state, 0, attack(BAT, 0));
    let end = Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Procurer });
    assert_eq!(refused(&state, 0, end).code, "WRONG_PHASE");
    assert_eq!(
        refused(&state, 1, take(Pc::Procurer)).code,
        "NOT_YOUR_DECISION"
    );
    assert_eq!(refused(&state, 1, take(Pc::Engineer)).code, "NOT_ASKED");
    assert_eq!(
        refused(&state, 0, answer(Pc::Procurer, KASHIMA_REIKO, &[])).code,
        "WRONG_COST"
    );
    assert_eq!(refused(&state, 0, attack(HELMET, 0)).code, "NO_TARGET");
    when_struck(
        &mut state,
        0,
        answer(Pc::Procurer, KASHIMA_REIKO, &["PS-01"]),
    );
    assert_eq!(
        refused(&state, 0, answer(Pc::Procurer, KASHIMA_REIKO, &["PS-02"])).code,
        "CANNOT_ANSWER"
    );
    let stored = state.clone();
    assert_eq!(
        refused(&state, 0, answer(Pc::Procurer, BAT, &[])).code,
        "CANNOT_ANSWER"
    );
    assert_eq!(state, stored);
}

const HEISTER_MASK_REPLICA: &str = "I-29";

fn drawn_by_procurer(state: &State, top: &str) -> State {
    let mut state = state.clone();
    state
        .decks
        .get_mut(&super::super::vocabulary::Deck::Trouble)
        .unwrap()
        .push(top.to_string());
    let (_, state) = run_ops(
        &state,
        &Ctx::of("test").by(Pc::Procurer),
        &[Op::DrawTrouble],
    );
    advanced(&state).1
}

#[test]
fn a_drawer_with_a_heister_mask_may_cancel_the_trouble_card_it_drew() {
    let table = given(2)
        .empty_market()
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .equipped(Pc::Procurer, &[HEISTER_MASK_REPLICA])
        .build();
    let mut state = drawn_by_procurer(&table, "T-05");
    assert_eq!(state.pending.len(), 1, "it waits for the drawer");
    let cancel = answer(Pc::Procurer, HEISTER_MASK_REPLICA, &[]);
    assert!(legal(&state, 0).contains(&cancel));
    assert!(
        TokyoSaitoshin::prompts(&state)[0]
            .message
            .contains("cancel")
    );
    assert_eq!(refused(&state, 1, cancel.clone()).code, "NOT_YOUR_DECISION");
    assert_eq!(
        refused(&state, 0, attack(HEISTER_MASK_REPLICA, 0)).code,
        "NO_TARGET"
    );
    let events = when_struck(&mut state, 0, cancel);
    assert!(has(&events, |e| matches!(
        e,
        Event::TroubleDiscardedUnplaced(ev::TroubleDiscardedUnplaced { card }) if card == "T-05"
    )));
    assert!(!has(&events, |e| matches!(e, Event::TroublePlaced(_))));
    assert!(state.pending.is_empty());
    assert_eq!(state.pc(Pc::Procurer).unwrap().equipped[0].exhaustion, 2);
    assert!(state.discards[&super::super::vocabulary::Deck::Trouble].contains(&"T-05".to_string()));

    // Declining is placing it, even in its only slot.
    let mut state = drawn_by_procurer(&table, "T-05");
    let place = legal(&state, 0)
        .into_iter()
        .find(|c| matches!(c, Command::PlaceTrouble(_)))
        .unwrap();
    let events = when_struck(&mut state, 0, place);
    assert!(has(&events, |e| matches!(e, Event::TroublePlaced(_))));
}

#[test]
fn ex41_a_scenario_card_drawn_from_the_trouble_deck_cannot_be_cancelled() {
    // EX-41 / FAQ Q39: SC07-RT with the Heister Mask (SC03-14) equipped.
    let table = given(2)
        .empty_market()
        .equipped(Pc::Procurer, &["SC03-14"])
        .build();
    let state = drawn_by_procurer(&table, "SC07-RT");
    assert!(
        state.pending.is_empty(),
        "nobody is asked: {:?}",
        state.pending
    );
    // It went to the drawer's area as a scenario card goes there (FAQ Q40).
    assert!(state.slot_of("SC07-RT").is_some());
}

#[test]
fn ex28_a_followers_attack_brings_the_counter_onto_its_pc() {
    // EX-28 / FAQ Q13: the teppodama (近+, 3) against the Biker (近, HP 5, reduction 1):
    // the Biker survives 2 and counterattacks the PC for 2.
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-05"])
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .equipped(Pc::Procurer, &["F-09"])
        .hand(Pc::Procurer, &["PS-01"])
        .build();
    let events = when_struck(
        &mut state,
        0,
        Command::Use(cmd::Use {
            pc: Pc::Procurer,
            source: equipped("F-09"),
            target: Some(0),
            discard: vec!["PS-01".into()],
        }),
    );
    assert_eq!(enemy_damage(&events), vec![2]);
    assert_eq!(taken(&events), vec![(Pc::Procurer, 2)]);
}

#[test]
fn ex40_down_processing_drops_the_progress_tokens_and_the_pc_recovers_at_once() {
    // EX-40 / FAQ Q38: progress tokens lowered the maximum HP to 3; 2 damage, then 2 more.
    let mut state = given(2)
        .empty_market()
        .damage(Pc::Procurer, 2, false)
        .build();
    let p = state.pc_mut(Pc::Procurer).unwrap();
    p.max_hp = 3;
    p.progress = 2;
    let op = Op::DamagePcs {
        target: super::super::effect::PcTarget::Actor,
        amount: Amount::Fixed(2),
        damage_type: DamageType::Physical,
    };
    let (events, after) = run_ops(&state, &Ctx::of("test").by(Pc::Procurer), &[op]);
    assert!(has(&events, |e| matches!(e, Event::PcWentDown(_))));
    assert!(has(&events, |e| matches!(e, Event::PcRecovered(_))));
    let p = after.pc(Pc::Procurer).unwrap();
    assert_eq!((p.damage, p.max_hp, p.progress, p.down), (4, 5, 0, false));
}
