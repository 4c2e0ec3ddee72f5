//! The stored form of campaign events, and replay.

use super::*;

/// A campaign that went through every kind of event.
fn eventful() -> Campaign {
    given()
        .and(by(BOB), join("Bob"))
        .and(by(ALICE), start(play(1), &[ALICE, BOB]))
        .and(
            SERVER,
            record(
                play(1),
                &[Some(ALICE), Some(BOB)],
                cleared("04", "doom_zero"),
            ),
        )
        .and(by(BOB), start(play(2), &[BOB]))
        .and(
            SERVER,
            record(play(2), &[Some(BOB), None], cleared("04", "engine")),
        )
        .and(by(BOB), swap(play(2)))
        .and(by(ALICE), start(play(3), &[ALICE]))
        .and(
            SERVER,
            record(play(3), &[Some(ALICE)], cleared("04", "doom_zero")),
        )
        .and(by(ALICE), keep(play(3)))
        .and(by(ALICE), choose(&["engine"]))
        .and(by(ALICE), strike(play(1), "counted twice"))
}

#[test]
fn events_are_stored_under_the_campaign_namespace_at_version_1_in_camel_case() {
    let campaign = eventful();
    let types: Vec<String> = campaign.events.iter().map(|e| e.to_stored().0).collect();
    for name in [
        "CampaignCreated",
        "MemberJoined",
        "PlayStarted",
        "PlayRecorded",
        "PlayStruck",
        "RewardKept",
        "RewardSwapped",
        "RewardsChosenForNextPlay",
    ] {
        assert!(
            types.contains(&format!("campaign.{name}")),
            "{name}: {types:?}"
        );
    }
    assert!(campaign.events.iter().all(|e| e.to_stored().1 == 1));
    let (_, _, recorded) = campaign
        .events
        .iter()
        .find(|e| matches!(e, Event::PlayRecorded(_)))
        .unwrap()
        .to_stored();
    assert_eq!(recorded["playId"], json!(play(1)));
    assert_eq!(
        recorded["adds"]["reward"],
        json!({"slot": "04", "reward": "doom_zero"})
    );
    assert_eq!(recorded["seats"][0], json!({"seat": 0, "member": ALICE}));
}

#[test]
fn a_campaign_folds_again_to_the_same_state_from_its_stored_events() {
    let campaign = eventful();
    assert_eq!(campaign.replayed(), campaign.state);
    assert_eq!(campaign.state.version, campaign.events.len() as u64);
    assert_eq!(campaign.rewards(), vec![("04", "engine")]);
    // A snapshot of the state reads back whole.
    let snapshot = serde_json::to_value(&campaign.state).unwrap();
    let read: CampaignState = serde_json::from_value(snapshot).unwrap();
    assert_eq!(read, campaign.state);
}

#[test]
fn a_stored_event_of_a_newer_shape_or_another_namespace_is_refused() {
    let (event_type, _, payload) = given().events[0].to_stored();
    let newer = Event::from_stored(&event_type, 2, &payload).unwrap_err();
    assert!(newer.contains("newer"), "{newer}");
    let foreign = Event::from_stored("lobby.GameCreated", 1, &payload).unwrap_err();
    assert!(foreign.contains("not a campaign event"), "{foreign}");
    let unknown = Event::from_stored("campaign.PlayDeleted", 1, &json!({})).unwrap_err();
    assert!(unknown.contains("campaign.PlayDeleted"), "{unknown}");
}

#[test]
fn an_event_for_an_unknown_play_changes_only_the_version() {
    // `evolve` is total: the store never holds such an event, but a fold must not panic.
    let mut state = given().state;
    let before = state.clone();
    evolve(
        &mut state,
        &Event::PlayStruck(PlayStruck {
            play_id: play(5),
            reason: "none".into(),
            by: ALICE,
        }),
    );
    assert_eq!(state.version, before.version + 1);
    assert_eq!(
        CampaignState {
            version: before.version,
            ..state
        },
        before
    );
}
