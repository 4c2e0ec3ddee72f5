//! The round's machinery, the free order of the action phase, refusals, a scenario played to
//! its clear, and the exactness of `legal_commands`.

use super::super::campaign::campaign_result;
use super::super::options::Options;
use super::super::state::Step;
use super::super::vocabulary::{Area, DamageType, Pc, Place};
use super::super::{State, TokyoSaitoshin};
use super::*;
use crate::campaign::{CampaignRules, Progress};
use crate::engine::Confirm;
use crate::engine::testing::assert_legal_commands_exact;
use crate::engine::{Game, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

#[test]
fn a_round_runs_its_six_steps_and_the_next_begins_with_trouble_draws() {
    let mut state = given(2).build();
    assert_eq!((state.round, state.step), (1, Step::Actions));
    let events = end_phase(&mut state);
    let steps = find(&events, |e| match e {
        Event::StepEntered(ev::StepEntered { step }) => Some(*step),
        _ => None,
    });
    assert_eq!(
        &steps[..3],
        &[Step::PhaseEnd, Step::Refill, Step::Encounter]
    );
    assert!(has(&events, |e| *e
        == Event::RoundStarted(ev::RoundStarted { round: 2 })));
    let draws = find(&events, |e| match e {
        Event::TroubleDrawn(ev::TroubleDrawn { pc, .. }) => Some(*pc),
        _ => None,
    });
    assert_eq!(draws, vec![Pc::Procurer, Pc::Engineer]);
}

#[test]
fn in_the_action_phase_any_pc_acts_until_it_ends_and_an_ended_pc_acts_no_more() {
    let mut state = given(2).empty_market().slot(3, &["W-01"]).build();
    when(
        &mut state,
        0,
        Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Procurer }),
    );
    let err = refused(
        &state,
        0,
        Command::Move(cmd::Move::to(Pc::Procurer, Place::Area(Area::Shibuya))),
    );
    assert_eq!(err.code, "PHASE_ENDED");
    assert!(state.action_phase.has_passed(Seat(0)));
    // The Engineer still acts: a purchase (Economy 1 against 3) opens a check.
    when(
        &mut state,
        1,
        Command::Purchase(cmd::Purchase {
            pc: Pc::Engineer,
            slot: 3,
        }),
    );
    assert_eq!(state.step, Step::Actions);
    assert_eq!(
        refused(
            &state,
            1,
            Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Engineer })
        )
        .code,
        "ACTION_IN_PROGRESS"
    );
    when(&mut state, 1, Command::GiveUpCheck(Confirm::Yes));
    when(
        &mut state,
        1,
        Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Engineer }),
    );
    assert_ne!(state.step, Step::Actions);
}

#[test]
fn one_action_at_a_time_other_pcs_wait() {
    let mut state = given(2).empty_market().slot(3, &["W-01"]).build();
    when(
        &mut state,
        1,
        Command::Purchase(cmd::Purchase {
            pc: Pc::Engineer,
            slot: 3,
        }),
    );
    let err = refused(
        &state,
        0,
        Command::Move(cmd::Move::to(Pc::Procurer, Place::Area(Area::Shibuya))),
    );
    assert_eq!(err.code, "ACTION_IN_PROGRESS");
}

#[test]
fn actions_not_built_yet_are_refused_with_a_reason() {
    let state = given(2).empty_market().slot(0, &["T-05"]).build();
    let code = |c| refused(&state, 0, c).code;
    assert_eq!(
        code(Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 0
        })),
        "BATTLE_NOT_BUILT"
    );
    assert_eq!(
        code(Command::Move(cmd::Move::to(
            Pc::Procurer,
            Place::Area(Area::Shinjuku)
        ))),
        "NOT_ADJACENT"
    );
    assert_eq!(
        code(Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 3
        })),
        "NOT_IN_YOUR_AREA"
    );
    assert_eq!(
        code(Command::Move(cmd::Move::to(
            Pc::Engineer,
            Place::Area(Area::Shinjuku)
        ))),
        "NOT_YOUR_DECISION"
    );
    assert_eq!(
        code(Command::Move(cmd::Move::to(
            Pc::Gangster,
            Place::Area(Area::Shinjuku)
        ))),
        "NOT_IN_PLAY"
    );
}

#[test]
fn end_processing_runs_uncovered_trouble_cards_on_the_pcs_of_their_area() {
    // T-08 (barricade): 1 cognitive damage to each PC in its area at the end of the phase.
    // T-09, the same card, is covered by a scenario card: it does nothing.
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-08"])
        .slot(1, &["T-09", "SC00-05"])
        .build();
    let events = end_phase(&mut state);
    let hits = find(&events, |e| match e {
        Event::DamageTaken(ev::DamageTaken {
            pc,
            amount,
            damage_type,
        }) => Some((*pc, *amount, *damage_type)),
        _ => None,
    });
    assert_eq!(hits, vec![(Pc::Procurer, 1, DamageType::Cognitive)]);
}

#[test]
fn shinjukus_facility_heals_the_pcs_there_at_the_end_of_the_phase() {
    let mut state = given(2)
        .at(Pc::Engineer, Place::Area(Area::Shinjuku))
        .damage(Pc::Engineer, 2, false)
        .build();
    let events = end_phase(&mut state);
    assert!(has(&events, |e| *e
        == Event::Healed(ev::Healed {
            pc: Pc::Engineer,
            n: 1
        })));
}

#[test]
fn the_introductory_scenario_is_cleared_by_resolving_its_two_cards() {
    let mut state = given(2)
        .at(Pc::Procurer, Place::Area(Area::Shinjuku))
        .ap(Pc::Procurer, 2)
        .ap(Pc::Engineer, 1)
        .build();
    assert_eq!(state.slots[6].top().map(String::as_str), Some("SC00-03"));
    assert_eq!(state.slots[3].top().map(String::as_str), Some("SC00-04"));
    // Empathy 2 against 4.
    when(
        &mut state,
        0,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 6,
        }),
    );
    when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert_eq!(state.scenario_progress, 1);
    assert_eq!(campaign_result(&state), None);
    // Tech 3 against 4.
    when(
        &mut state,
        1,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Engineer,
            slot: 3,
        }),
    );
    let events = when(&mut state, 1, Command::PayApToken(Confirm::Yes));
    assert!(has(
        &events,
        |e| matches!(e, Event::ScenarioCleared(ev::ScenarioCleared { card, .. }) if card == "SC00-05")
    ));
    assert!(state.is_over());
    let outcome = TokyoSaitoshin::outcome(&state).unwrap();
    assert_eq!(outcome.winners, vec![Seat(0), Seat(1)]);
    let shared = outcome.cooperative.unwrap();
    assert!(shared.won && shared.rank.is_some() && shared.score.is_some());
    assert_eq!(
        campaign_result(&state),
        Some(serde_json::json!({"scenario": "00", "cleared": true, "reward": null}))
    );
}

#[test]
fn a_clear_with_rewards_waits_for_the_players_choice_then_the_campaign_records_it() {
    let options = Options {
        scenario: "04".into(),
        ..Options::default()
    };
    let mut state = given_with(&options, 2)
        .at(Pc::Engineer, Place::Area(Area::Akiba))
        .ap(Pc::Engineer, 1)
        .build();
    state.scenario_progress = 2;
    assert_eq!(state.slots[9].top().map(String::as_str), Some("SC04-04"));
    when(
        &mut state,
        1,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Engineer,
            slot: 9,
        }),
    );
    when(&mut state, 1, Command::PayApToken(Confirm::Yes));
    assert_eq!(state.step, Step::Reward);
    assert_eq!(state.offered_rewards, vec!["SC04-R1", "SC04-R2"]);
    assert!(
        TokyoSaitoshin::outcome(&state).is_none(),
        "the play ends with the reward choice"
    );
    assert!(
        TokyoSaitoshin::prompts(&state)
            .iter()
            .all(|p| p.kind == "CHOOSE_REWARD")
    );
    assert_eq!(
        refused(
            &state,
            0,
            Command::ChooseReward(cmd::ChooseReward {
                card: Some("W-01".into())
            })
        )
        .code,
        "NOT_OFFERED"
    );
    when(
        &mut state,
        0,
        Command::ChooseReward(cmd::ChooseReward {
            card: Some("SC04-R1".into()),
        }),
    );
    let result = campaign_result(&state).unwrap();
    assert_eq!(
        result,
        serde_json::json!({"scenario": "04", "cleared": true, "reward": "SC04-R1"})
    );
    let delta = super::super::campaign::Rules
        .record(&Progress::default(), &result, &[])
        .unwrap();
    assert!(delta.marks["cleared"].contains("04"));
    assert_eq!(delta.reward.unwrap().reward, "SC04-R1");
}

#[test]
fn the_introductory_scenario_is_lost_when_round_nine_begins() {
    let mut state = given(2).build();
    state.round = 8;
    end_phase(&mut state);
    play_to(&mut state, Step::Over);
    assert_eq!(
        state.result.as_ref().map(|r| r.reason.as_str()),
        Some("TIME_RAN_OUT")
    );
    assert!(TokyoSaitoshin::outcome(&state).is_some_and(|o| !o.cooperative.unwrap().won));
}

#[test]
fn legal_commands_are_exact_at_each_kind_of_decision() {
    let mut state = given(3).build();
    let check = |s: &State| {
        for seat in 0..3 {
            assert_legal_commands_exact::<TokyoSaitoshin>(
                s,
                Seat(seat),
                &super::super::rules::candidates(s, Seat(seat)),
            );
        }
    };
    check(&state);
    let purchase = legal(&state, 1)
        .into_iter()
        .find(|c| matches!(c, Command::Purchase(_)));
    if let Some(purchase) = purchase {
        when(&mut state, 1, purchase);
        check(&state);
    }
    let events = setup_events(&Options::default(), 3, 2);
    let fresh = TokyoSaitoshin::fold(&events);
    check(&fresh);
}

#[test]
fn a_replayed_stream_folds_to_the_same_state() {
    let events = setup_events(
        &Options {
            scenario: "07".into(),
            ..Options::default()
        },
        4,
        8,
    );
    let state = TokyoSaitoshin::fold(&events);
    let stored: Vec<Event> = events
        .iter()
        .map(|e| serde_json::from_value(serde_json::to_value(e).unwrap()).unwrap())
        .collect();
    assert_eq!(TokyoSaitoshin::fold(&stored), state);
}
