//! Rewards: one per slot (spec 8.4), kept or swapped when a replay brings another, and
//! chosen for the next play (spec 8.5).

use super::*;

/// Alice cleared 04 and chose Doom Zero (play 1), then replayed 04 and chose the Engine
/// (play 2).
fn replayed_04() -> Campaign {
    given()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
        )
        .and(by(ALICE), start(play(2), &[ALICE]))
        .and(
            SERVER,
            record(play(2), &[Some(ALICE)], cleared("04", "engine")),
        )
}

#[test]
fn a_reward_for_an_empty_slot_is_owned_at_once() {
    let campaign = given().and(by(ALICE), start(play(1), &[ALICE])).and(
        SERVER,
        record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
    );
    assert_eq!(campaign.rewards(), vec![("04", "doom_zero")]);
    assert!(campaign.state.progress.offers.is_empty());
    assert_eq!(
        campaign.refused(by(ALICE), keep(play(1))).code,
        "NO_REWARD_TO_DECIDE"
    );
}

#[test]
fn a_second_reward_for_a_full_slot_waits_for_keep_or_swap() {
    let campaign = replayed_04();
    assert_eq!(campaign.rewards(), vec![("04", "doom_zero")]);
    assert_eq!(
        campaign.state.progress.offers[&play(2)],
        RewardOffer {
            slot: "04".into(),
            reward: "engine".into()
        }
    );
}

#[test]
fn the_same_reward_chosen_again_leaves_nothing_to_decide() {
    let campaign = given()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
        )
        .and(by(ALICE), start(play(2), &[ALICE]))
        .and(
            SERVER,
            record(play(2), &[Some(ALICE)], cleared("04", "doom_zero")),
        );
    assert_eq!(campaign.rewards(), vec![("04", "doom_zero")]);
    assert!(campaign.state.progress.offers.is_empty());
}

#[test]
fn keeping_the_owned_reward_declines_the_new_one() {
    let mut campaign = replayed_04();
    let events = campaign.when(by(ALICE), keep(play(2)));
    assert_eq!(
        events,
        vec![Event::RewardKept(RewardKept {
            play_id: play(2),
            slot: "04".into(),
            declined: "engine".into(),
            by: ALICE,
        })]
    );
    assert_eq!(campaign.rewards(), vec![("04", "doom_zero")]);
    assert!(campaign.state.progress.offers.is_empty());
    assert_eq!(
        campaign.refused(by(ALICE), swap(play(2))).code,
        "NO_REWARD_TO_DECIDE"
    );
}

#[test]
fn swapping_takes_the_new_reward_in_place_of_the_old() {
    let mut campaign = replayed_04().and(by(BOB), join("Bob"));
    let events = campaign.when(by(BOB), swap(play(2)));
    assert_eq!(
        events,
        vec![Event::RewardSwapped(RewardSwapped {
            play_id: play(2),
            slot: "04".into(),
            taken: "engine".into(),
            given_up: "doom_zero".into(),
            by: BOB,
        })]
    );
    assert_eq!(campaign.rewards(), vec![("04", "engine")]);
    assert!(campaign.state.progress.offers.is_empty());
    assert_eq!(
        campaign.refused(by(ALICE), keep(play(2))).code,
        "NO_REWARD_TO_DECIDE"
    );
}

#[test]
fn a_reward_decision_names_a_play_with_an_offer() {
    let campaign = replayed_04();
    for play_id in [play(1), play(7)] {
        assert_eq!(
            campaign.refused(by(ALICE), swap(play_id)).code,
            "NO_REWARD_TO_DECIDE"
        );
    }
}

#[test]
fn owned_rewards_are_chosen_for_the_next_play() {
    let mut campaign = given()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
        )
        .and(by(ALICE), start(play(2), &[ALICE]))
        .and(
            SERVER,
            record(play(2), &[Some(ALICE)], cleared("07", "wish")),
        );
    let events = campaign.when(by(ALICE), choose(&["wish"]));
    assert_eq!(
        events,
        vec![Event::RewardsChosenForNextPlay(RewardsChosenForNextPlay {
            rewards: ["wish".to_owned()].into(),
            by: ALICE,
        })]
    );
    let started = campaign.when(by(ALICE), start(play(3), &[ALICE]));
    assert!(matches!(&started[0], Event::PlayStarted(s) if s.setup["rewards"] == json!(["wish"])));
    // The choice stands until chosen again; choosing none includes none.
    campaign.when(by(ALICE), choose(&[]));
    assert!(campaign.state.progress.chosen_for_next_play.is_empty());
}

#[test]
fn only_owned_rewards_are_chosen() {
    let campaign = replayed_04();
    let error = campaign.refused(by(ALICE), choose(&["doom_zero", "engine"]));
    assert_eq!(error.code, "REWARD_NOT_OWNED");
    assert!(error.message.contains("engine"), "{}", error.message);
}

#[test]
fn a_swapped_out_reward_leaves_the_choice() {
    let mut campaign = replayed_04().and(by(ALICE), choose(&["doom_zero"]));
    assert!(
        campaign
            .state
            .progress
            .chosen_for_next_play
            .contains("doom_zero")
    );
    campaign.when(by(ALICE), swap(play(2)));
    assert!(campaign.state.progress.chosen_for_next_play.is_empty());
}
