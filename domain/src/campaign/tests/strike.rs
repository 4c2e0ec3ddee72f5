//! Striking a recorded play: a compensating event, its progress folded out.

use super::*;

fn two_clears() -> Campaign {
    given()
        .and(by(BOB), join("Bob"))
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE)], cleared("03", "mask")),
        )
        .and(by(BOB), start(play(2), &[BOB]))
        .and(SERVER, record(play(2), &[Some(BOB)], cleared("06", "lens")))
}

#[test]
fn any_member_strikes_a_play_with_a_reason_and_its_progress_no_longer_counts() {
    let mut campaign = two_clears();
    // Bob did not sit in play 1: a member who noticed the mistake may still correct it.
    let events = campaign.when(by(BOB), strike(play(1), "  we forgot a trouble card "));
    assert_eq!(
        events,
        vec![Event::PlayStruck(PlayStruck {
            play_id: play(1),
            reason: "we forgot a trouble card".into(),
            by: BOB,
        })]
    );
    assert_eq!(campaign.cleared(), vec!["06"]);
    assert!(campaign.marks(Some(ALICE), "cleared").is_empty());
    assert_eq!(campaign.state.progress.member(ALICE).plays, 0);
    assert_eq!(campaign.marks(Some(BOB), "cleared"), vec!["06"]);
    assert_eq!(campaign.rewards(), vec![("06", "lens")]);
    assert_eq!(campaign.state.progress.table.plays, 1);
    // The log keeps the play, with who struck it and why.
    let struck = campaign.state.play(play(1)).unwrap();
    assert!(struck.recorded.is_some() && !struck.counts());
    assert_eq!(struck.struck.as_ref().unwrap().by, BOB);
    assert_eq!(campaign.state.plays.len(), 2);
}

#[test]
fn striking_every_play_leaves_the_progress_of_a_new_campaign() {
    let mut campaign = two_clears();
    campaign.when(by(ALICE), strike(play(1), "practice"));
    campaign.when(by(ALICE), strike(play(2), "practice"));
    assert_eq!(
        campaign.state.progress,
        Progress {
            members: campaign.state.progress.members.clone(),
            ..Progress::default()
        }
    );
    assert!(
        campaign
            .state
            .progress
            .members
            .values()
            .all(|t| t.plays == 0 && t.marks.is_empty())
    );
}

#[test]
fn striking_the_play_that_filled_a_slot_gives_it_to_the_waiting_offer() {
    let mut campaign = given()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
        )
        .and(by(ALICE), start(play(2), &[ALICE]))
        .and(
            SERVER,
            record(play(2), &[Some(ALICE)], cleared("04", "engine")),
        );
    assert!(campaign.state.progress.offers.contains_key(&play(2)));
    campaign.when(by(ALICE), strike(play(1), "misread the scenario"));
    assert_eq!(campaign.rewards(), vec![("04", "engine")]);
    assert!(campaign.state.progress.offers.is_empty());
}

#[test]
fn striking_a_swapping_play_gives_the_slot_its_old_reward_back() {
    let mut campaign = given()
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
        .and(by(ALICE), swap(play(2)))
        .and(by(ALICE), choose(&["engine"]));
    assert_eq!(campaign.rewards(), vec![("04", "engine")]);
    campaign.when(by(ALICE), strike(play(2), "played with the wrong deck"));
    assert_eq!(campaign.rewards(), vec![("04", "doom_zero")]);
    assert!(campaign.state.progress.chosen_for_next_play.is_empty());
    assert_eq!(campaign.cleared(), vec!["04"]);
}

#[test]
fn only_a_recorded_play_is_struck() {
    let campaign = two_clears().and(by(ALICE), start(play(3), &[ALICE]));
    for play_id in [play(3), play(8)] {
        assert_eq!(
            campaign.refused(by(ALICE), strike(play_id, "oops")).code,
            "PLAY_NOT_RECORDED"
        );
    }
}

#[test]
fn a_play_is_struck_once() {
    let campaign = two_clears().and(by(ALICE), strike(play(1), "oops"));
    assert_eq!(
        campaign.refused(by(BOB), strike(play(1), "oops")).code,
        "PLAY_ALREADY_STRUCK"
    );
}

#[test]
fn a_strike_says_why_in_1_to_500_characters() {
    let campaign = two_clears();
    for reason in ["", "  ", &"x".repeat(501), "bad\ttab"] {
        assert_eq!(
            campaign.refused(by(ALICE), strike(play(1), reason)).code,
            "BAD_INPUT",
            "{reason:?}"
        );
    }
}

#[test]
fn a_struck_plays_reward_offer_can_no_longer_be_decided() {
    let campaign = given()
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
        .and(by(ALICE), strike(play(2), "not a real clear"));
    assert_eq!(campaign.rewards(), vec![("04", "doom_zero")]);
    assert_eq!(
        campaign.refused(by(ALICE), swap(play(2))).code,
        "NO_REWARD_TO_DECIDE"
    );
}
