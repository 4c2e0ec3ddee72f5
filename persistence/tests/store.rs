//! The event store on every configured backend: appends, optimistic concurrency,
//! idempotent commands, snapshots, wake-ups and connection handling.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{AppendOne, TestDb, backends, conflict, events, summary};
use domain::app::{EventBus, EventStore, GameDirectory, Snapshot, StoreError, Wakeup};
use futures::StreamExt;
use persistence::{Backend, DbConfig, connect};
use sea_orm::ConnectionTrait;
use serde_json::json;
use tokio::sync::Barrier;
use uuid::Uuid;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn appended_events_read_back_as_versions_one_to_n() {
    for t in backends().await {
        let TestDb { db, label, .. } = &t;
        let game = Uuid::new_v4();
        let (first, second) = (Uuid::new_v4(), Uuid::new_v4());
        let first_events = events(first, 3);
        let second_events = events(second, 2);

        assert_eq!(
            db.append_one(game, 0, first_events.clone(), &summary(game, 3))
                .await,
            Ok(3)
        );
        assert_eq!(
            db.append_one(game, 3, second_events.clone(), &summary(game, 5))
                .await,
            Ok(5)
        );

        let stored = db.read_stream(game, 0, None).await.unwrap();
        let versions: Vec<u64> = stored.iter().map(|e| e.version).collect();
        assert_eq!(versions, [1, 2, 3, 4, 5], "{label}");
        assert!(
            stored.windows(2).all(|w| w[0].position < w[1].position),
            "{label}"
        );
        for (stored, new) in stored.iter().zip(first_events.iter().chain(&second_events)) {
            assert_eq!(stored.stream_id, game);
            assert_eq!(stored.event_id, new.event_id);
            assert_eq!(stored.event_type, new.event_type);
            assert_eq!(stored.schema_version, new.schema_version);
            assert_eq!(stored.payload, new.payload, "{label}: payload round trip");
            assert_eq!(
                stored.metadata, new.metadata,
                "{label}: metadata round trip"
            );
        }
        // Events are recorded at the command's time, the summary's `updated_at`.
        assert_eq!(
            stored[0].recorded_at,
            summary(game, 3).updated_at,
            "{label}"
        );
        assert_eq!(
            stored[4].recorded_at,
            summary(game, 5).updated_at,
            "{label}"
        );

        let window = db.read_stream(game, 2, Some(2)).await.unwrap();
        assert_eq!(window.iter().map(|e| e.version).collect::<Vec<_>>(), [3, 4]);
        assert!(db.read_stream(game, 5, None).await.unwrap().is_empty());
        assert!(
            db.read_stream(Uuid::new_v4(), 0, None)
                .await
                .unwrap()
                .is_empty()
        );

        let of_second = db.events_of_command(game, second).await.unwrap();
        assert_eq!(
            of_second.iter().map(|e| e.version).collect::<Vec<_>>(),
            [4, 5]
        );
        assert!(
            db.events_of_command(game, Uuid::new_v4())
                .await
                .unwrap()
                .is_empty()
        );
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_or_ahead_expected_version_is_a_conflict_with_the_current_version() {
    for t in backends().await {
        let db = &t.db;
        let game = Uuid::new_v4();
        db.append_one(game, 0, events(Uuid::new_v4(), 2), &summary(game, 2))
            .await
            .unwrap();

        let stale = db
            .append_one(game, 0, events(Uuid::new_v4(), 1), &summary(game, 1))
            .await;
        assert_eq!(stale, Err(conflict(game, 2)), "{}", t.label);
        let behind = db
            .append_one(game, 1, events(Uuid::new_v4(), 3), &summary(game, 4))
            .await;
        assert_eq!(behind, Err(conflict(game, 2)), "{}", t.label);
        // Claiming to be ahead must not leave a gap.
        let ahead = db
            .append_one(game, 5, events(Uuid::new_v4(), 1), &summary(game, 6))
            .await;
        assert_eq!(ahead, Err(conflict(game, 2)), "{}", t.label);
        // An append without events is a caller bug, whatever the version.
        for expected in [1, 2] {
            let empty = db
                .append_one(game, expected, vec![], &summary(game, 2))
                .await;
            assert!(matches!(empty, Err(StoreError::Internal(_))), "{empty:?}");
        }

        // A summary of another game is a caller bug, refused before anything is written.
        let other = db
            .append_one(
                game,
                2,
                events(Uuid::new_v4(), 1),
                &summary(Uuid::new_v4(), 3),
            )
            .await;
        assert!(matches!(other, Err(StoreError::Internal(_))), "{other:?}");

        assert_eq!(db.read_stream(game, 0, None).await.unwrap().len(), 2);
        assert_eq!(db.game_summary(game).await.unwrap().unwrap().version, 2);
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_command_is_refused_and_stores_nothing() {
    for t in backends().await {
        let db = &t.db;
        let game = Uuid::new_v4();
        let command = Uuid::new_v4();
        assert_eq!(
            db.append_one(game, 0, events(command, 2), &summary(game, 2))
                .await,
            Ok(2)
        );

        // Retried at the version it moved the stream to...
        let retried = db
            .append_one(game, 2, events(command, 2), &summary(game, 4))
            .await;
        assert_eq!(retried, Err(StoreError::DuplicateCommand), "{}", t.label);
        // ...and at the version it was first decided on.
        let replayed = db
            .append_one(game, 0, events(command, 2), &summary(game, 2))
            .await;
        assert_eq!(replayed, Err(StoreError::DuplicateCommand), "{}", t.label);

        assert_eq!(db.read_stream(game, 0, None).await.unwrap().len(), 2);
        assert_eq!(db.game_summary(game).await.unwrap().unwrap().version, 2);
        t.finish().await;
    }
}

/// 16 writers decide on the same version at once, through two independent connections
/// (two server instances). Exactly one wins; the others learn the version it produced.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_concurrent_appenders_have_exactly_one_winner() {
    for t in backends().await {
        let other_instance = t.connect_again().await;
        let game = Uuid::new_v4();
        t.db.append_one(game, 0, events(Uuid::new_v4(), 1), &summary(game, 1))
            .await
            .unwrap();

        let start = Arc::new(Barrier::new(16));
        let tasks: Vec<_> = (0..16)
            .map(|i| {
                let db = if i % 2 == 0 {
                    t.db.clone()
                } else {
                    other_instance.clone()
                };
                let start = start.clone();
                tokio::spawn(async move {
                    start.wait().await;
                    db.append_one(game, 1, events(Uuid::new_v4(), 3), &summary(game, 4))
                        .await
                })
            })
            .collect();
        let mut results = Vec::new();
        for task in tasks {
            results.push(task.await.unwrap());
        }

        let winners = results.iter().filter(|r| **r == Ok(4)).count();
        let conflicts = results
            .iter()
            .filter(|r| **r == Err(conflict(game, 4)))
            .count();
        assert_eq!((winners, conflicts), (1, 15), "{}: {results:?}", t.label);
        let versions: Vec<u64> =
            t.db.read_stream(game, 0, None)
                .await
                .unwrap()
                .iter()
                .map(|e| e.version)
                .collect();
        assert_eq!(versions, [1, 2, 3, 4], "{}", t.label);
        let _ = other_instance.close().await;
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn snapshots_are_upserted_keeping_the_newest() {
    for t in backends().await {
        let db = &t.db;
        let stream_id = Uuid::new_v4();
        let snapshot = |version, schema_version| Snapshot {
            stream_id,
            version,
            schema_version,
            state: json!({ "at": version }),
        };
        assert_eq!(db.load_snapshot(stream_id).await, Ok(None));

        db.save_snapshot(snapshot(100, 1)).await.unwrap();
        assert_eq!(
            db.load_snapshot(stream_id).await,
            Ok(Some(snapshot(100, 1)))
        );
        db.save_snapshot(snapshot(200, 1)).await.unwrap();
        assert_eq!(
            db.load_snapshot(stream_id).await,
            Ok(Some(snapshot(200, 1)))
        );
        // An older snapshot of the same shape never replaces a newer one...
        db.save_snapshot(snapshot(150, 1)).await.unwrap();
        assert_eq!(
            db.load_snapshot(stream_id).await,
            Ok(Some(snapshot(200, 1))),
            "{}",
            t.label
        );
        // ...but one of a new shape does: the old shape is useless to the new build.
        db.save_snapshot(snapshot(150, 2)).await.unwrap();
        assert_eq!(
            db.load_snapshot(stream_id).await,
            Ok(Some(snapshot(150, 2))),
            "{}",
            t.label
        );
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stored_events_cannot_be_rewritten() {
    for t in backends().await {
        let game = Uuid::new_v4();
        t.db.append_one(game, 0, events(Uuid::new_v4(), 1), &summary(game, 1))
            .await
            .unwrap();
        let conn = t.db.connection();
        assert!(
            conn.execute_unprepared("UPDATE events SET event_type = 'Forged'")
                .await
                .is_err(),
            "{}",
            t.label
        );
        assert!(
            conn.execute_unprepared("DELETE FROM events").await.is_err(),
            "{}",
            t.label
        );
        assert_eq!(
            t.db.read_stream(game, 0, None).await.unwrap()[0].event_type,
            "Thing0Happened"
        );
        t.finish().await;
    }
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
async fn committed_appends_wake_subscribers() {
    for t in backends().await {
        let mut wakeups = t.db.wakeups();
        let game = Uuid::new_v4();
        t.db.append_one(game, 0, events(Uuid::new_v4(), 2), &summary(game, 2))
            .await
            .unwrap();
        let wakeup = next_wakeup(&mut wakeups, game).await;
        assert_eq!(
            wakeup,
            Wakeup {
                stream_id: game,
                version: 2
            },
            "{}",
            t.label
        );

        // A refused append wakes nobody.
        let _ =
            t.db.append_one(game, 0, events(Uuid::new_v4(), 1), &summary(game, 1))
                .await;
        t.db.append_one(game, 2, events(Uuid::new_v4(), 1), &summary(game, 3))
            .await
            .unwrap();
        assert_eq!(
            next_wakeup(&mut wakeups, game).await.version,
            3,
            "{}",
            t.label
        );
        t.finish().await;
    }
}

/// NOTIFY crosses connections: an append on one instance wakes another instance's
/// subscribers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_an_append_wakes_another_instance() {
    for t in backends().await {
        if t.db.backend() != Backend::Postgres {
            t.finish().await;
            continue;
        }
        let other_instance = t.connect_again().await;
        let mut wakeups = other_instance.wakeups();
        let game = Uuid::new_v4();
        t.db.append_one(game, 0, events(Uuid::new_v4(), 4), &summary(game, 4))
            .await
            .unwrap();
        assert_eq!(
            next_wakeup(&mut wakeups, game).await,
            Wakeup {
                stream_id: game,
                version: 4
            }
        );
        let _ = other_instance.close().await;
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrating_twice_is_harmless_and_ping_reports_readiness() {
    for t in backends().await {
        t.db.migrate().await.unwrap();
        assert_eq!(t.db.ping().await, Ok(()));
        let other_instance = t.connect_again().await;
        other_instance.migrate().await.unwrap();
        other_instance.close().await.unwrap();
        assert!(
            matches!(other_instance.ping().await, Err(StoreError::Unavailable(_))),
            "{}",
            t.label
        );
        let game = Uuid::new_v4();
        let after_close = other_instance
            .append_one(game, 0, events(Uuid::new_v4(), 1), &summary(game, 1))
            .await;
        assert!(
            matches!(after_close, Err(StoreError::Unavailable(_))),
            "{}: an append after close is unavailable, not an internal error: {after_close:?}",
            t.label
        );
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreachable_database_is_unavailable() {
    let mut config = DbConfig::new(
        Some("postgres://postgres@127.0.0.1:1/nothing".into()),
        "unused",
    );
    config.timeout = Duration::from_secs(1);
    let err = connect(&config)
        .await
        .expect_err("nothing listens on port 1");
    assert!(matches!(err, StoreError::Unavailable(_)), "{err:?}");

    let config = DbConfig::new(Some("mysql://root@localhost/tabletop".into()), "unused");
    let err = connect(&config).await.expect_err("unsupported scheme");
    assert!(
        matches!(err, StoreError::Unavailable(ref m) if m.contains("mysql:") && !m.contains("root")),
        "{err:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_database_url_means_an_sqlite_file_in_the_data_dir() {
    let dir = std::env::temp_dir().join(format!("tabletop-test-{}", Uuid::new_v4().simple()));
    let nested = dir.join("nested");
    let db = connect(&DbConfig::new(Some(String::new()), &nested))
        .await
        .unwrap();
    db.migrate().await.unwrap();
    assert_eq!(db.backend(), Backend::Sqlite);
    assert!(nested.join(persistence::SQLITE_FILE).is_file());
    let journal_mode = db
        .connection()
        .query_one_raw(sea_orm::Statement::from_string(
            sea_orm::DbBackend::Sqlite,
            "PRAGMA journal_mode",
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index::<String>(0)
        .unwrap();
    assert_eq!(journal_mode, "wal");
    db.close().await.unwrap();
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_append_answers_with_exactly_the_events_a_later_read_returns() {
    for t in backends().await {
        let TestDb { db, label, .. } = &t;
        let game = Uuid::new_v4();
        let mut seated = summary(game, 3);
        seated.seats = vec![
            common::seat(0, Uuid::new_v4()),
            common::seat(2, Uuid::new_v4()),
        ];
        let first = db
            .append_one_returning(game, 0, events(Uuid::new_v4(), 3), &seated)
            .await
            .unwrap();
        assert_eq!(db.game_summary(game).await.unwrap(), Some(seated.clone()));
        let mut one_left = summary(game, 4);
        one_left.seats = vec![seated.seats[1].clone()];
        let second = db
            .append_one_returning(game, 3, events(Uuid::new_v4(), 1), &one_left)
            .await
            .unwrap();
        assert_eq!(
            db.game_summary(game).await.unwrap(),
            Some(one_left),
            "{label}"
        );
        let third = db
            .append_one_returning(game, 4, events(Uuid::new_v4(), 3), &summary(game, 7))
            .await
            .unwrap();
        let stored = db.read_stream(game, 0, None).await.unwrap();
        assert_eq!(
            first
                .iter()
                .chain(&second)
                .chain(&third)
                .cloned()
                .collect::<Vec<_>>(),
            stored,
            "{label}: positions, versions, payloads and times as stored"
        );
        // The read model moved with it, seats replaced as a whole.
        let row = db.game_summary(game).await.unwrap().unwrap();
        assert_eq!(row, summary(game, 7), "{label}");
        t.finish().await;
    }
}
