//! Creating a campaign and joining it.

use super::*;

#[test]
fn creating_a_campaign_makes_its_creator_the_first_member() {
    let mut campaign = nothing();
    let events = campaign.when(by(ALICE), create("  Tokyo nights ", "Alice"));
    assert_eq!(
        events,
        vec![
            Event::CampaignCreated(CampaignCreated {
                kind: GameKind::Outlive,
                name: "Tokyo nights".into(),
                created_by: ALICE,
            }),
            Event::MemberJoined(MemberJoined {
                player_id: ALICE,
                name: "Alice".into(),
            }),
        ]
    );
    let state = &campaign.state;
    assert_eq!(state.kind, Some(GameKind::Outlive));
    assert_eq!(state.name, "Tokyo nights");
    assert_eq!(state.version, 2);
    assert!(state.is_member(ALICE));
    assert!(state.plays.is_empty());
    assert_eq!(state.progress, Progress::default());
}

#[test]
fn a_campaign_is_created_once() {
    let campaign = given();
    assert_eq!(
        campaign.refused(by(BOB), create("Again", "Bob")).code,
        "CAMPAIGN_EXISTS"
    );
}

#[test]
fn a_campaign_needs_a_name_of_1_to_100_characters_without_control_characters() {
    for name in [
        "",
        "   ",
        &"x".repeat(101),
        "Tokyo\u{0}nights",
        "Tokyo\u{85}nights",
        "Tokyo\u{202e}sthgin",
    ] {
        let error = nothing().refused(by(ALICE), create(name, "Alice"));
        assert_eq!(error.code, "BAD_INPUT", "{name:?}");
    }
    let mut campaign = nothing();
    campaign.when(by(ALICE), create(&"x".repeat(100), "Alice"));
    assert_eq!(campaign.state.name.chars().count(), 100);
}

#[test]
fn a_member_needs_a_name() {
    assert_eq!(
        nothing().refused(by(ALICE), create("Tokyo", " ")).code,
        "BAD_INPUT"
    );
    assert_eq!(
        given().refused(by(BOB), join(&"b".repeat(41))).code,
        "BAD_INPUT"
    );
}

#[test]
fn the_server_creates_and_joins_no_campaign() {
    assert_eq!(
        nothing().refused(SERVER, create("Tokyo", "Server")).code,
        "NOT_A_MEMBER"
    );
    assert_eq!(given().refused(SERVER, join("Server")).code, "NOT_A_MEMBER");
}

#[test]
fn a_player_joins_a_campaign_once() {
    let mut campaign = given();
    let events = campaign.when(by(BOB), join("Bob"));
    assert_eq!(
        events,
        vec![Event::MemberJoined(MemberJoined {
            player_id: BOB,
            name: "Bob".into(),
        })]
    );
    let members: Vec<Uuid> = campaign.state.members.iter().map(|m| m.player_id).collect();
    assert_eq!(members, vec![ALICE, BOB]);
    assert_eq!(
        campaign.refused(by(BOB), join("Bob")).code,
        "ALREADY_A_MEMBER"
    );
    assert_eq!(
        campaign.refused(by(ALICE), join("Alice")).code,
        "ALREADY_A_MEMBER"
    );
}

#[test]
fn nothing_but_creation_happens_to_a_campaign_that_does_not_exist() {
    let empty = nothing();
    for (actor, command) in [
        (by(BOB), join("Bob")),
        (by(ALICE), start(play(1), &[ALICE])),
        (SERVER, record(play(1), &[Some(ALICE)], lost("00"))),
        (by(ALICE), strike(play(1), "typo")),
        (by(ALICE), keep(play(1))),
        (by(ALICE), choose(&[])),
    ] {
        assert_eq!(empty.refused(actor, command).code, "NO_CAMPAIGN");
    }
}

#[test]
fn only_members_decide_for_a_campaign() {
    let campaign = given().and(by(ALICE), start(play(1), &[ALICE])).and(
        SERVER,
        record(play(1), &[Some(ALICE)], cleared("04", "doom_zero")),
    );
    for command in [
        start(play(2), &[ALICE]),
        strike(play(1), "I was not there"),
        keep(play(1)),
        swap(play(1)),
        choose(&["doom_zero"]),
    ] {
        assert_eq!(
            campaign.refused(by(MALLORY), command.clone()).code,
            "NOT_A_MEMBER",
            "{command:?}"
        );
        assert_eq!(
            campaign.refused(SERVER, command.clone()).code,
            "NOT_A_MEMBER",
            "{command:?}"
        );
    }
}
