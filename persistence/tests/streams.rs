//! Appends to several streams at once (a play and its campaign) on every configured
//! backend: both or neither stored, the conflict naming the stream that moved, races.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{AppendOne, TestDb, backends, conflict, events, summary};
use domain::app::{
    EventBus, EventStore, GameDirectory, GameSummary, NewEvent, StoreError, StreamWrite, Wakeup,
};
use futures::StreamExt;
use tokio::sync::Barrier;
use uuid::Uuid;

/// A command's events on one stream. Their ids are derived from the command and the
/// stream, so that one command's events on two streams differ.
fn stream_events(command: Uuid, stream: Uuid, count: usize) -> Vec<NewEvent> {
    let mut events = events(command, count);
    for (i, event) in events.iter_mut().enumerate() {
        event.event_id = Uuid::new_v5(
            &command,
            &[stream.as_bytes(), &i.to_le_bytes()[..]].concat(),
        );
    }
    events
}

/// A play's events with its games row.
fn play(stream: Uuid, expected: u64, command: Uuid, count: usize) -> StreamWrite {
    StreamWrite::game(
        expected,
        stream_events(command, stream, count),
        summary(stream, expected + count as u64),
    )
}

/// A campaign's events: no games row.
fn campaign(stream: Uuid, expected: u64, command: Uuid, count: usize) -> StreamWrite {
    StreamWrite {
        stream_id: stream,
        expected_version: expected,
        events: stream_events(command, stream, count),
        summary: None,
        campaign: None,
        recorded_at: None,
    }
}

async fn versions(db: &persistence::Database, stream: Uuid) -> Vec<u64> {
    db.read_stream(stream, 0, None)
        .await
        .unwrap()
        .iter()
        .map(|e| e.version)
        .collect()
}

async fn games_row(db: &persistence::Database, stream: Uuid) -> Option<GameSummary> {
    db.game_summary(stream).await.unwrap()
}

/// A play at version 2 and its campaign at version 1, written one stream at a time.
async fn play_and_campaign(t: &TestDb) -> (Uuid, Uuid) {
    let (game, camp) = (Uuid::new_v4(), Uuid::new_v4());
    t.db.append_one(game, 0, events(Uuid::new_v4(), 2), &summary(game, 2))
        .await
        .unwrap();
    t.db.append(vec![campaign(camp, 0, Uuid::new_v4(), 1)])
        .await
        .unwrap();
    (game, camp)
}

async fn next_wakeup(
    wakeups: &mut futures::stream::BoxStream<'static, Wakeup>,
    stream_id: Uuid,
) -> Wakeup {
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match wakeups.next().await {
                Some(w) if w.stream_id == stream_id => return w,
                Some(_) => continue,
                None => panic!("the wake-up stream ended"),
            }
        }
    })
    .await
    .expect("a wake-up within 10 s")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_streams_written_together_are_both_readable_and_both_wake() {
    for t in backends().await {
        let db = &t.db;
        let mut wakeups = db.wakeups();
        let (game, camp) = play_and_campaign(&t).await;
        let command = Uuid::new_v4();
        // The campaign first: answers follow the caller's order, whatever the store's.
        let stored = db
            .append(vec![
                campaign(camp, 1, command, 2),
                play(game, 2, command, 3),
            ])
            .await
            .unwrap();
        assert_eq!(stored.len(), 2, "{}", t.label);
        let (camp_events, game_events) = (&stored[0], &stored[1]);
        assert_eq!(
            camp_events.iter().map(|e| e.version).collect::<Vec<_>>(),
            [2, 3]
        );
        assert_eq!(
            game_events.iter().map(|e| e.version).collect::<Vec<_>>(),
            [3, 4, 5]
        );
        // Exactly what a later read returns, the campaign's events at the play's time.
        assert_eq!(&db.read_stream(camp, 1, None).await.unwrap(), camp_events);
        assert_eq!(&db.read_stream(game, 2, None).await.unwrap(), game_events);
        assert_eq!(camp_events[0].recorded_at, game_events[0].recorded_at);
        // The play's games row moved; the campaign has none.
        assert_eq!(games_row(db, game).await.map(|g| g.version), Some(5));
        assert_eq!(games_row(db, camp).await, None, "{}", t.label);
        // Every stream written wakes its subscribers, at its new version.
        for (stream, version) in [(camp, 3), (game, 5)] {
            let mut wakeup = next_wakeup(&mut wakeups, stream).await;
            while wakeup.version < version {
                wakeup = next_wakeup(&mut wakeups, stream).await;
            }
            assert_eq!(wakeup.version, version, "{}", t.label);
        }
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_first_stream_stores_nothing_on_either() {
    for t in backends().await {
        let db = &t.db;
        let (game, camp) = play_and_campaign(&t).await;
        let refused = db
            .append(vec![
                play(game, 1, Uuid::new_v4(), 1),
                campaign(camp, 1, Uuid::new_v4(), 1),
            ])
            .await;
        assert_eq!(refused, Err(conflict(game, 2)), "{}", t.label);
        assert_eq!(versions(db, game).await, [1, 2], "{}", t.label);
        assert_eq!(versions(db, camp).await, [1], "{}", t.label);
        assert_eq!(games_row(db, game).await.map(|g| g.version), Some(2));
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_or_ahead_second_stream_stores_nothing_on_either() {
    for t in backends().await {
        let db = &t.db;
        let (game, camp) = play_and_campaign(&t).await;
        // Behind: the unique constraint refuses the campaign's insert, after the play's.
        let behind = db
            .append(vec![
                play(game, 2, Uuid::new_v4(), 2),
                campaign(camp, 0, Uuid::new_v4(), 1),
            ])
            .await;
        assert_eq!(behind, Err(conflict(camp, 1)), "{}", t.label);
        // Ahead: no constraint would refuse it; the shared guard must.
        let ahead = db
            .append(vec![
                play(game, 2, Uuid::new_v4(), 2),
                campaign(camp, 4, Uuid::new_v4(), 1),
            ])
            .await;
        assert_eq!(ahead, Err(conflict(camp, 1)), "{}", t.label);
        // A new play with a campaign that is ahead: the guard covers new streams too.
        let new_game = Uuid::new_v4();
        let new_play = db
            .append(vec![
                play(new_game, 0, Uuid::new_v4(), 1),
                campaign(camp, 7, Uuid::new_v4(), 1),
            ])
            .await;
        assert_eq!(new_play, Err(conflict(camp, 1)), "{}", t.label);
        assert_eq!(versions(db, game).await, [1, 2], "{}", t.label);
        assert_eq!(versions(db, camp).await, [1], "{}", t.label);
        assert_eq!(
            versions(db, new_game).await,
            Vec::<u64>::new(),
            "{}",
            t.label
        );
        assert_eq!(games_row(db, game).await.map(|g| g.version), Some(2));
        assert_eq!(games_row(db, new_game).await, None, "{}", t.label);
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retried_two_stream_command_is_a_duplicate_and_stores_nothing() {
    for t in backends().await {
        let db = &t.db;
        let (game, camp) = play_and_campaign(&t).await;
        let command = Uuid::new_v4();
        db.append(vec![
            play(game, 2, command, 1),
            campaign(camp, 1, command, 1),
        ])
        .await
        .unwrap();
        for expected in [(2, 1), (3, 2)] {
            let retried = db
                .append(vec![
                    play(game, expected.0, command, 1),
                    campaign(camp, expected.1, command, 1),
                ])
                .await;
            assert_eq!(retried, Err(StoreError::DuplicateCommand), "{}", t.label);
        }
        assert_eq!(versions(db, game).await, [1, 2, 3], "{}", t.label);
        assert_eq!(versions(db, camp).await, [1, 2], "{}", t.label);
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn calls_that_are_programming_errors_are_refused_before_anything_is_written() {
    for t in backends().await {
        let db = &t.db;
        let (game, camp) = play_and_campaign(&t).await;
        let internal = |r: Result<_, StoreError>| matches!(r, Err(StoreError::Internal(_)));
        assert!(internal(db.append(Vec::new()).await), "{}", t.label);
        let no_events = campaign(camp, 1, Uuid::new_v4(), 0);
        assert!(internal(
            db.append(vec![play(game, 2, Uuid::new_v4(), 1), no_events])
                .await
        ));
        let command = Uuid::new_v4();
        assert!(internal(
            db.append(vec![
                play(game, 2, command, 1),
                play(game, 3, Uuid::new_v4(), 1)
            ])
            .await
        ));
        // One event id on two streams.
        let mut twice = campaign(camp, 1, Uuid::new_v4(), 1);
        twice.events = play(game, 2, command, 1).events;
        assert!(internal(
            db.append(vec![play(game, 2, command, 1), twice]).await
        ));
        assert_eq!(versions(db, game).await, [1, 2], "{}", t.label);
        assert_eq!(versions(db, camp).await, [1], "{}", t.label);
        t.finish().await;
    }
}

/// Two plays of one campaign finish at once, through two instances: each appends its play
/// and the campaign, expecting the campaign at the same version. Exactly one wins; the
/// loser stores nothing, on its play either, and learns where the campaign is.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_two_racing_appends_sharing_a_stream_exactly_one_wins() {
    for t in backends().await {
        let other_instance = t.connect_again().await;
        for round in 0..10 {
            let camp = Uuid::new_v4();
            t.db.append(vec![campaign(camp, 0, Uuid::new_v4(), 1)])
                .await
                .unwrap();
            let plays = [Uuid::new_v4(), Uuid::new_v4()];
            let start = Arc::new(Barrier::new(2));
            let tasks: Vec<_> = plays
                .iter()
                .enumerate()
                .map(|(i, &game)| {
                    let db = if i == 0 {
                        t.db.clone()
                    } else {
                        other_instance.clone()
                    };
                    let start = start.clone();
                    let command = Uuid::new_v4();
                    // The campaign first in one call and last in the other.
                    let mut writes = vec![play(game, 0, command, 2), campaign(camp, 1, command, 1)];
                    if i == 1 {
                        writes.reverse();
                    }
                    tokio::spawn(async move {
                        start.wait().await;
                        db.append(writes).await
                    })
                })
                .collect();
            let mut results = Vec::new();
            for task in tasks {
                results.push(task.await.unwrap());
            }
            let winners: Vec<usize> = (0..2).filter(|&i| results[i].is_ok()).collect();
            assert_eq!(winners.len(), 1, "{} round {round}: {results:?}", t.label);
            let (winner, loser) = (winners[0], 1 - winners[0]);
            assert_eq!(results[loser], Err(conflict(camp, 2)), "{}", t.label);
            assert_eq!(versions(&t.db, camp).await, [1, 2], "{}", t.label);
            assert_eq!(versions(&t.db, plays[winner]).await, [1, 2]);
            assert_eq!(versions(&t.db, plays[loser]).await, Vec::<u64>::new());
            assert_eq!(games_row(&t.db, plays[loser]).await, None, "{}", t.label);
            assert_eq!(
                games_row(&t.db, plays[winner]).await.map(|g| g.version),
                Some(2)
            );
        }
        let _ = other_instance.close().await;
        t.finish().await;
    }
}
