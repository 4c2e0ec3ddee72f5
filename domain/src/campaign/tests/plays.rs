//! Starting plays from a campaign and recording how they ended.

use super::*;

fn with_bob() -> Campaign {
    given().and(by(BOB), join("Bob"))
}

#[test]
fn a_play_starts_from_the_campaign_version_and_progress_it_used() {
    let mut campaign = with_bob()
        .and(by(ALICE), start(play(1), &[ALICE, BOB]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE), Some(BOB)], cleared("01", "crowbar")),
        );
    let version = campaign.state.version;
    let progress = campaign.state.progress.clone();
    let events = campaign.when(by(BOB), start(play(2), &[BOB]));
    assert_eq!(
        events,
        vec![Event::PlayStarted(PlayStarted {
            play_id: play(2),
            campaign_version: version,
            members: vec![BOB],
            progress,
            setup: json!({
                "tableUnsealed": ["support"],
                "ownUnsealed": {BOB.to_string(): ["support"]},
                "rewards": [],
            }),
            started_by: BOB,
        })]
    );
    let started = campaign.state.play(play(2)).unwrap();
    assert!(started.recorded.is_none() && !started.counts());
    assert_eq!(campaign.state.plays.len(), 2);
}

#[test]
fn a_play_starts_once() {
    let campaign = given().and(by(ALICE), start(play(1), &[ALICE]));
    assert_eq!(
        campaign.refused(by(ALICE), start(play(1), &[ALICE])).code,
        "PLAY_ALREADY_STARTED"
    );
}

#[test]
fn a_play_starts_with_members_named_once_each() {
    let campaign = with_bob();
    assert_eq!(
        campaign.refused(by(ALICE), start(play(1), &[])).code,
        "BAD_INPUT"
    );
    assert_eq!(
        campaign
            .refused(by(ALICE), start(play(1), &[BOB, BOB]))
            .code,
        "BAD_INPUT"
    );
    assert_eq!(
        campaign
            .refused(by(ALICE), start(play(1), &[ALICE, CAROL]))
            .code,
        "NOT_A_MEMBER"
    );
}

#[test]
fn a_finished_play_adds_what_the_games_rules_say() {
    let mut campaign = with_bob().and(by(ALICE), start(play(1), &[ALICE, BOB]));
    let result = cleared("04", "doom_zero");
    let events = campaign.when(
        SERVER,
        record(play(1), &[Some(ALICE), Some(BOB)], result.clone()),
    );
    assert_eq!(
        events,
        vec![Event::PlayRecorded(PlayRecorded {
            play_id: play(1),
            seats: seats(&[Some(ALICE), Some(BOB)]),
            outcome: outcome_of(&result, 2),
            result,
            adds: ProgressDelta::default()
                .value("lastScenario", json!("04"))
                .mark("cleared", "04")
                .mark("firstClears", "04")
                .reward("04", "doom_zero"),
        })]
    );
    assert_eq!(campaign.cleared(), vec!["04"]);
    assert_eq!(campaign.marks(Some(ALICE), "cleared"), vec!["04"]);
    assert_eq!(campaign.marks(Some(BOB), "cleared"), vec!["04"]);
    assert_eq!(campaign.rewards(), vec![("04", "doom_zero")]);
    assert_eq!(campaign.state.progress.table.plays, 1);
    assert!(campaign.state.play(play(1)).unwrap().counts());
}

#[test]
fn a_lost_play_counts_but_clears_nothing() {
    let mut campaign = given().and(by(ALICE), start(play(1), &[ALICE]));
    campaign.when(SERVER, record(play(1), &[Some(ALICE)], lost("02")));
    assert!(campaign.cleared().is_empty());
    assert!(campaign.rewards().is_empty());
    assert_eq!(campaign.state.progress.table.plays, 1);
    assert_eq!(
        campaign.state.progress.table.values["lastScenario"],
        json!("02")
    );
}

#[test]
fn each_member_keeps_their_own_history_and_bots_add_to_the_table_only() {
    // Spec 8.5: Carol joins after Alice and Bob cleared 03; her own seals stay on.
    let mut campaign = with_bob()
        .and(by(ALICE), start(play(1), &[ALICE, BOB]))
        .and(
            SERVER,
            record(
                play(1),
                &[Some(ALICE), None, Some(BOB)],
                cleared("03", "mask"),
            ),
        )
        .and(by(CAROL), join("Carol"))
        .and(by(CAROL), start(play(2), &[ALICE, CAROL]))
        .and(
            SERVER,
            record(play(2), &[Some(CAROL), None], cleared("01", "crowbar")),
        );
    assert_eq!(campaign.cleared(), vec!["01", "03"]);
    assert_eq!(campaign.marks(Some(ALICE), "cleared"), vec!["03"]);
    assert_eq!(campaign.marks(Some(BOB), "cleared"), vec!["03"]);
    assert_eq!(campaign.marks(Some(CAROL), "cleared"), vec!["01"]);
    assert_eq!(campaign.state.progress.member(CAROL).plays, 1);
    assert_eq!(campaign.state.progress.member(ALICE).plays, 1);
    assert_eq!(campaign.state.progress.members.len(), 3);

    let events = campaign.when(by(ALICE), start(play(3), &[ALICE, CAROL]));
    let Event::PlayStarted(started) = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(
        started.setup["tableUnsealed"],
        json!(["support", "enhanced"])
    );
    assert_eq!(
        started.setup["ownUnsealed"][ALICE.to_string()],
        json!(["support", "enhanced"])
    );
    assert_eq!(
        started.setup["ownUnsealed"][CAROL.to_string()],
        json!(["support"])
    );
}

#[test]
fn recording_the_same_play_again_changes_nothing() {
    let mut campaign = given().and(by(ALICE), start(play(1), &[ALICE])).and(
        SERVER,
        record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
    );
    let before = campaign.state.clone();
    let events = campaign.when(
        SERVER,
        record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
    );
    assert!(events.is_empty());
    assert_eq!(campaign.state, before);
}

#[test]
fn recording_a_struck_play_again_changes_nothing() {
    let mut campaign = given()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
        )
        .and(by(ALICE), strike(play(1), "wrong scenario"));
    let events = campaign.when(
        SERVER,
        record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
    );
    assert!(events.is_empty());
    assert!(campaign.cleared().is_empty());
}

#[test]
fn another_result_for_a_recorded_play_is_refused() {
    let campaign = with_bob()
        .and(by(ALICE), start(play(1), &[ALICE, BOB]))
        .and(
            SERVER,
            record(
                play(1),
                &[Some(ALICE), Some(BOB)],
                cleared("04", "doom_zero"),
            ),
        );
    let other_result = record(play(1), &[Some(ALICE), Some(BOB)], cleared("04", "engine"));
    let other_seats = record(
        play(1),
        &[Some(BOB), Some(ALICE)],
        cleared("04", "doom_zero"),
    );
    let mut other_outcome = record(
        play(1),
        &[Some(ALICE), Some(BOB)],
        cleared("04", "doom_zero"),
    );
    if let Command::RecordPlay(r) = &mut other_outcome {
        r.outcome.reason = "SOMETHING_ELSE".into();
    }
    for command in [other_result, other_seats, other_outcome] {
        assert_eq!(
            campaign.refused(SERVER, command).code,
            "PLAY_ALREADY_RECORDED"
        );
    }
}

#[test]
fn only_the_server_records_a_play() {
    let campaign = given().and(by(ALICE), start(play(1), &[ALICE]));
    assert_eq!(
        campaign
            .refused(by(ALICE), record(play(1), &[Some(ALICE)], lost("00")))
            .code,
        "NOT_YOUR_DECISION"
    );
}

#[test]
fn a_play_not_started_from_the_campaign_is_not_recorded() {
    let campaign = given();
    assert_eq!(
        campaign
            .refused(SERVER, record(play(9), &[Some(ALICE)], lost("00")))
            .code,
        "PLAY_NOT_STARTED"
    );
}

#[test]
fn a_result_the_games_rules_refuse_is_not_recorded() {
    let campaign = given().and(by(ALICE), start(play(1), &[ALICE]));
    for result in [
        json!({"scenario": "08", "cleared": true}),
        json!({"scenario": "01"}),
        json!({"scenario": "01", "cleared": false, "reward": "crowbar"}),
        json!("cleared"),
    ] {
        let error = campaign.refused(SERVER, record(play(1), &[Some(ALICE)], result.clone()));
        assert_eq!(error.code, "BAD_INPUT", "{result}");
    }
}

#[test]
fn a_plays_seats_are_listed_once_and_held_by_members_or_bots() {
    let campaign = given().and(by(ALICE), start(play(1), &[ALICE]));
    assert_eq!(
        campaign
            .refused(SERVER, record(play(1), &[], lost("00")))
            .code,
        "BAD_INPUT"
    );
    let mut twice = record(play(1), &[Some(ALICE), None], lost("00"));
    if let Command::RecordPlay(r) = &mut twice {
        r.seats[1].seat = Seat(0);
    }
    assert_eq!(campaign.refused(SERVER, twice).code, "BAD_INPUT");
    assert_eq!(
        campaign
            .refused(
                SERVER,
                record(play(1), &[Some(ALICE), Some(MALLORY)], lost("00"))
            )
            .code,
        "NOT_A_MEMBER"
    );
}

#[test]
fn a_result_is_judged_against_the_progress_its_play_started_from() {
    // Plays 1 and 2 start before 02 is cleared: each is a first clear of 02, though play
    // 2 ends after play 1 cleared it. Play 3 starts after: it is not.
    let mut campaign = given()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(by(ALICE), start(play(2), &[ALICE]));
    let first_clears = |events: &[Event]| match &events[0] {
        Event::PlayRecorded(r) => r.adds.marks.get("firstClears").cloned(),
        other => panic!("{other:?}"),
    };
    let one = campaign.when(
        SERVER,
        record(play(1), &[Some(ALICE)], cleared("02", "rope")),
    );
    assert_eq!(first_clears(&one), Some(["02".to_owned()].into()));
    let two = campaign.when(
        SERVER,
        record(play(2), &[Some(ALICE)], cleared("02", "rope")),
    );
    assert_eq!(first_clears(&two), Some(["02".to_owned()].into()));
    campaign.when(by(ALICE), start(play(3), &[ALICE]));
    let three = campaign.when(
        SERVER,
        record(play(3), &[Some(ALICE)], cleared("02", "rope")),
    );
    assert_eq!(
        first_clears(&three),
        None,
        "02 was cleared when play 3 started"
    );
    assert_eq!(campaign.marks(None, "firstClears"), vec!["02"]);
}

#[test]
fn two_plays_that_end_together_are_both_recorded_in_either_order() {
    let started = with_bob()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(by(BOB), start(play(2), &[BOB]));
    let one = record(play(1), &[Some(ALICE)], cleared("03", "mask"));
    let two = record(play(2), &[Some(BOB)], cleared("03", "mask"));

    let mut forward = started.clone();
    let a1 = forward.when(SERVER, one.clone());
    let a2 = forward.when(SERVER, two.clone());
    let mut backward = started;
    let b2 = backward.when(SERVER, two);
    let b1 = backward.when(SERVER, one);

    assert_eq!(
        (a1, a2),
        (b1, b2),
        "each play adds the same in either order"
    );
    assert_eq!(forward.state.progress, backward.state.progress);
    assert_eq!(forward.cleared(), vec!["03"]);
    assert_eq!(forward.marks(Some(ALICE), "firstClears"), vec!["03"]);
    assert_eq!(forward.marks(Some(BOB), "firstClears"), vec!["03"]);
    assert_eq!(forward.state.progress.table.plays, 2);
}

#[test]
fn a_campaign_command_racing_a_plays_end_is_not_refused_for_it() {
    // Alice chooses a reward while play 2 ends: whichever is appended first, the other
    // is still accepted.
    let started = given()
        .and(by(ALICE), start(play(1), &[ALICE]))
        .and(
            SERVER,
            record(play(1), &[Some(ALICE)], cleared("01", "crowbar")),
        )
        .and(by(ALICE), start(play(2), &[ALICE]));
    let end = record(play(2), &[Some(ALICE)], cleared("01", "lockpick"));
    let choice = choose(&["crowbar"]);

    let mut end_first = started.clone();
    end_first.when(SERVER, end.clone());
    end_first.when(by(ALICE), choice.clone());
    let mut choice_first = started;
    choice_first.when(by(ALICE), choice);
    choice_first.when(SERVER, end);

    for campaign in [&end_first, &choice_first] {
        assert_eq!(campaign.rewards(), vec![("01", "crowbar")]);
        assert_eq!(campaign.state.progress.offers[&play(2)].reward, "lockpick");
        assert!(
            campaign
                .state
                .progress
                .chosen_for_next_play
                .contains("crowbar")
        );
    }
}
