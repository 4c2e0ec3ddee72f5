//! The campaign rules (spec 8.4-8.6) and the options the campaign gives a play.

use crate::games::tokyo_saitoshin::event as ev;
use std::collections::BTreeSet;

use serde_json::json;
use uuid::Uuid;

use super::super::TokyoSaitoshin;
use super::super::campaign::Rules;
use super::super::options::{CampaignSetup, Options};
use super::super::vocabulary::SkillSlot;
use super::*;
use crate::campaign::progress::Step as CampaignStep;
use crate::campaign::{CampaignRules, Progress, ProgressDelta};
use crate::engine::Game;

const A: Uuid = Uuid::from_u128(0xa);
const B: Uuid = Uuid::from_u128(0xb);

fn recorded(progress: &mut Progress, play: u128, members: &[Uuid], result: serde_json::Value) {
    let delta = Rules.record(progress, &result, &[]).unwrap();
    progress.apply(&CampaignStep::Recorded {
        play: Uuid::from_u128(play),
        members: members.iter().copied().collect::<BTreeSet<_>>(),
        delta,
    });
}

#[test]
fn a_clear_marks_its_scenario_and_offers_its_reward_for_the_scenarios_slot() {
    let delta = Rules
        .record(
            &Progress::default(),
            &json!({"scenario": "04", "cleared": true, "reward": "SC04-R1"}),
            &[],
        )
        .unwrap();
    let expected = ProgressDelta::default()
        .value("lastScenario", json!("04"))
        .mark("cleared", "04")
        .reward("04", "SC04-R1");
    assert_eq!(delta, expected);
}

#[test]
fn a_lost_play_marks_nothing_and_a_bad_result_is_refused() {
    let delta = Rules
        .record(
            &Progress::default(),
            &json!({"scenario": "07", "cleared": false}),
            &[],
        )
        .unwrap();
    assert!(delta.marks.is_empty() && delta.reward.is_none());
    for bad in [
        json!({"scenario": "08", "cleared": true}),
        json!({"scenario": "01"}),
        json!({"scenario": "01", "cleared": false, "reward": "SC01-R1"}),
    ] {
        assert_eq!(
            Rules
                .record(&Progress::default(), &bad, &[])
                .unwrap_err()
                .code,
            "BAD_INPUT"
        );
    }
}

#[test]
fn clears_unseal_skills_for_the_next_play_and_00_unseals_nothing() {
    let mut progress = Progress::default();
    recorded(
        &mut progress,
        1,
        &[A, B],
        json!({"scenario": "00", "cleared": true}),
    );
    let setup = Rules.setup_for_next_play(&progress, &[A, B]);
    assert_eq!(setup["unsealed"], json!([]));
    recorded(
        &mut progress,
        2,
        &[A],
        json!({"scenario": "04", "cleared": true, "reward": "SC04-R2"}),
    );
    let setup = Rules.setup_for_next_play(&progress, &[A, B]);
    assert_eq!(setup["unsealed"], json!(["support", "enhanced"]));
    // FAQ Q7 / EX-44: B did not sit in the 04 play; its own clears unseal nothing.
    assert_eq!(
        setup["byMember"][A.to_string()],
        json!(["support", "enhanced"])
    );
    assert_eq!(setup["byMember"][B.to_string()], json!([]));
    recorded(
        &mut progress,
        3,
        &[A],
        json!({"scenario": "06", "cleared": true}),
    );
    assert_eq!(
        Rules.setup_for_next_play(&progress, &[A])["unsealed"],
        json!(["support", "enhanced", "site"])
    );
}

#[test]
fn the_setup_json_is_the_options_campaign_field() {
    let mut progress = Progress::default();
    recorded(
        &mut progress,
        1,
        &[A],
        json!({"scenario": "04", "cleared": true, "reward": "SC04-R2"}),
    );
    progress.apply(&CampaignStep::Chosen {
        rewards: ["SC04-R2".to_string()].into(),
    });
    let value = Rules.setup_for_next_play(&progress, &[A]);
    let mut campaign: CampaignSetup = serde_json::from_value(value).unwrap();
    assert_eq!(campaign.rewards, vec!["SC04-R2"]);
    campaign.seat_members = vec![Some(A.to_string())];
    let options = Options {
        campaign: Some(campaign),
        ..Options::default()
    };
    let events = setup_events(&options, 1, 1);
    assert!(has(
        &events,
        |e| matches!(e, Event::RewardCardsAdded(ev::RewardCardsAdded { cards, .. }) if cards == &["SC04-R2"])
    ));
    assert!(has(
        &events,
        |e| matches!(e, Event::SkillsSealed(ev::SkillsSealed { sealed, .. }) if sealed == &[SkillSlot::Site])
    ));
}

#[test]
fn replaying_a_scenario_offers_a_swap_never_both_rewards() {
    // EX-32 / FAQ Q28.
    let mut progress = Progress::default();
    recorded(
        &mut progress,
        1,
        &[A],
        json!({"scenario": "04", "cleared": true, "reward": "SC04-R1"}),
    );
    recorded(
        &mut progress,
        2,
        &[A],
        json!({"scenario": "04", "cleared": true, "reward": "SC04-R2"}),
    );
    assert_eq!(
        progress.rewards.get("04").map(String::as_str),
        Some("SC04-R1")
    );
    progress.apply(&CampaignStep::Swapped {
        play: Uuid::from_u128(2),
    });
    assert!(progress.owns("SC04-R2") && !progress.owns("SC04-R1"));
}

#[test]
fn one_clears_worth_per_scenario_may_be_added_to_a_play() {
    // EX-33 / FAQ Q5.
    let options = Options {
        campaign: Some(CampaignSetup {
            rewards: vec!["SC04-R1".into(), "SC04-R2".into()],
            ..CampaignSetup::default()
        }),
        ..Options::default()
    };
    let err = super::super::TokyoSaitoshin::setup(
        &options,
        &crate::engine::Seat::all(2),
        &mut crate::engine::GameRng::from_u64(1),
    )
    .unwrap_err();
    assert_eq!(err.code, "BAD_OPTIONS");
}

#[test]
fn the_campaign_result_exists_only_once_the_play_is_over() {
    let state = given(1).build();
    assert_eq!(super::super::campaign::campaign_result(&state), None);
}

#[test]
fn the_campaign_setup_becomes_the_options_campaign_keeping_the_seat_members() {
    assert!(TokyoSaitoshin::campaign().is_some());
    let setup = json!({
        "unsealed": ["support"],
        "byMember": {"m1": ["support", "enhanced"]},
        "rewards": ["SC04-R1"],
    });
    let before = Options {
        campaign: Some(CampaignSetup {
            seat_members: vec![Some("m1".into()), None],
            ..CampaignSetup::default()
        }),
        ..Options::default()
    };
    let options = TokyoSaitoshin::options_for_campaign(before, &setup).unwrap();
    let campaign = options.campaign.clone().unwrap();
    assert_eq!(campaign.unsealed, vec![SkillSlot::Support]);
    assert_eq!(
        campaign.by_member,
        vec![super::super::options::MemberSeals {
            member: "m1".into(),
            unsealed: vec![SkillSlot::Support, SkillSlot::Enhanced],
        }]
    );
    assert_eq!(campaign.seat_members, vec![Some("m1".into()), None]);
    assert_eq!(campaign.rewards, vec!["SC04-R1".to_string()]);
    assert_eq!(
        campaign.unsealed_for(0),
        [SkillSlot::Support, SkillSlot::Enhanced]
    );
    let stored = serde_json::to_value(&options).unwrap();
    assert_eq!(stored["campaign"]["byMember"], setup["byMember"]);
    let refused = TokyoSaitoshin::options_for_campaign(Options::default(), &json!({"unsealed": 3}));
    assert_eq!(refused.unwrap_err().code, "BAD_INPUT");
}
