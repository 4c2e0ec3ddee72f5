//! The campaigns read model on every configured backend: written with the campaign's
//! events (alone, or beside a play's in one append), listed newest first with its filters,
//! and never written when the append is refused.

mod common;

use common::{backends, events, summary};
use domain::app::{
    CampaignFilter, CampaignSummary, EventStore, GameDirectory, NewEvent, StoreError, StreamWrite,
};
use domain::catalog::GameKind;
use uuid::Uuid;

fn campaign_events(command: Uuid, count: usize) -> Vec<NewEvent> {
    let mut events = events(command, count);
    for (i, event) in events.iter_mut().enumerate() {
        event.event_id = Uuid::new_v5(&command, format!("campaign-{i}").as_bytes());
    }
    events
}

fn row(id: Uuid, kind: GameKind, version: u64, plays: u32, members: &[Uuid]) -> CampaignSummary {
    CampaignSummary {
        id,
        kind,
        name: format!("campaign at {version}"),
        version,
        plays,
        created_by: members[0],
        members: members.to_vec(),
    }
}

fn write(id: Uuid, expected: u64, count: usize, summary: CampaignSummary) -> StreamWrite {
    StreamWrite {
        stream_id: id,
        expected_version: expected,
        events: campaign_events(Uuid::new_v4(), count),
        summary: None,
        campaign: Some(summary),
        recorded_at: None,
    }
}

#[tokio::test]
async fn a_campaign_s_row_follows_its_appends_and_lists_newest_first_by_kind_and_member() {
    for t in backends().await {
        let (alice, bob) = (Uuid::new_v4(), Uuid::new_v4());
        let (first, second) = (Uuid::new_v4(), Uuid::new_v4());
        t.db.append(vec![write(
            first,
            0,
            2,
            row(first, GameKind::KingOfTokyo, 2, 0, &[alice]),
        )])
        .await
        .unwrap();
        t.db.append(vec![write(
            second,
            0,
            2,
            row(second, GameKind::Outlive, 2, 0, &[bob]),
        )])
        .await
        .unwrap();
        // Bob joins the first; then a play of it ends, in one append with the play's events.
        t.db.append(vec![write(
            first,
            2,
            1,
            row(first, GameKind::KingOfTokyo, 3, 0, &[alice, bob]),
        )])
        .await
        .unwrap();
        let game = Uuid::new_v4();
        let command = Uuid::new_v4();
        let mut play = StreamWrite::game(0, events(command, 1), summary(game, 1));
        play.events[0].event_id = Uuid::new_v5(&command, b"game");
        t.db.append(vec![
            play,
            write(
                first,
                3,
                1,
                row(first, GameKind::KingOfTokyo, 4, 1, &[alice, bob]),
            ),
        ])
        .await
        .unwrap();

        let all =
            t.db.list_campaigns(&CampaignFilter::default(), 10, None)
                .await
                .unwrap();
        let ids: Vec<Uuid> = all.items.iter().map(|(_, c)| c.summary.id).collect();
        assert_eq!(ids, [second, first], "{}: newest first", t.label);
        let listed = &all.items[1].1;
        assert_eq!(listed.summary.version, 4, "{}", t.label);
        assert_eq!(listed.summary.plays, 1, "{}", t.label);
        let mut members = listed.summary.members.clone();
        members.sort();
        let mut expected = vec![alice, bob];
        expected.sort();
        assert_eq!(members, expected, "{}", t.label);
        let stream = t.db.read_stream(first, 0, None).await.unwrap();
        assert_eq!(listed.created_at, stream[0].recorded_at, "{}", t.label);
        assert_eq!(
            listed.updated_at,
            stream.last().unwrap().recorded_at,
            "{}: the row is stamped with its events' own time",
            t.label
        );

        let of_bob = CampaignFilter {
            member_id: Some(bob),
            ..Default::default()
        };
        let page = t.db.list_campaigns(&of_bob, 1, None).await.unwrap();
        assert_eq!(page.items.len(), 1, "{}", t.label);
        assert!(page.has_next_page, "{}", t.label);
        let next =
            t.db.list_campaigns(&of_bob, 1, Some(&page.items[0].0))
                .await
                .unwrap();
        assert_eq!(
            next.items[0].1.summary.id, first,
            "{}: the cursor pages on",
            t.label
        );
        assert!(!next.has_next_page, "{}", t.label);

        let outlive = CampaignFilter {
            kind: Some(GameKind::Outlive),
            member_id: Some(alice),
        };
        let none = t.db.list_campaigns(&outlive, 10, None).await.unwrap();
        assert!(none.items.is_empty(), "{}", t.label);
    }
}

#[tokio::test]
async fn a_refused_append_leaves_the_campaign_s_row_as_it_was() {
    for t in backends().await {
        let alice = Uuid::new_v4();
        let id = Uuid::new_v4();
        t.db.append(vec![write(
            id,
            0,
            2,
            row(id, GameKind::KingOfTokyo, 2, 0, &[alice]),
        )])
        .await
        .unwrap();
        let intruder = Uuid::new_v4();
        let stale = write(
            id,
            1,
            1,
            row(id, GameKind::KingOfTokyo, 2, 5, &[alice, intruder]),
        );
        let err = t.db.append(vec![stale]).await.unwrap_err();
        assert!(
            matches!(err, StoreError::Conflict { .. }),
            "{}: {err:?}",
            t.label
        );
        let listed =
            t.db.list_campaigns(&CampaignFilter::default(), 10, None)
                .await
                .unwrap();
        assert_eq!(listed.items.len(), 1, "{}", t.label);
        assert_eq!(listed.items[0].1.summary.plays, 0, "{}", t.label);
        assert_eq!(
            listed.items[0].1.summary.members,
            vec![alice],
            "{}",
            t.label
        );
        let of_intruder = CampaignFilter {
            member_id: Some(intruder),
            ..Default::default()
        };
        assert!(
            t.db.list_campaigns(&of_intruder, 10, None)
                .await
                .unwrap()
                .items
                .is_empty(),
            "{}",
            t.label
        );
    }
}
