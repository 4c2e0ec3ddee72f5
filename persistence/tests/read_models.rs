//! The `games` read model and the player registry on every configured backend.

mod common;

use common::{AppendOne, backends, conflict, events, kind, player, seat, summary};
use domain::app::{
    EventStore, GameDirectory, GameFilter, GameStatus, PlayerRegistry, SeatSummary, StoreError,
    Tabletop,
};
use domain::engine::Seat;
use persistence::SystemClock;
use sea_orm::ConnectionTrait;
use uuid::Uuid;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_games_row_changes_with_its_append_or_not_at_all() {
    for t in backends().await {
        let db = &t.db;
        let game = Uuid::new_v4();
        let (alice, bob) = (Uuid::new_v4(), Uuid::new_v4());
        let created = summary(game, 1);
        db.append_one(game, 0, events(Uuid::new_v4(), 1), &created)
            .await
            .unwrap();
        assert_eq!(
            db.game_summary(game).await,
            Ok(Some(created.clone())),
            "{}",
            t.label
        );

        let mut seated = summary(game, 2);
        seated.seats = vec![seat(0, alice), seat(1, bob)];
        db.append_one(game, 1, events(Uuid::new_v4(), 1), &seated)
            .await
            .unwrap();
        assert_eq!(
            db.game_summary(game).await,
            Ok(Some(seated.clone())),
            "{}",
            t.label
        );

        // A refused append leaves the read model exactly as it was.
        let mut rejected = summary(game, 2);
        rejected.title = "should not appear".into();
        rejected.status = GameStatus::Finished;
        rejected.seats = vec![seat(0, Uuid::new_v4())];
        let refused = db
            .append_one(game, 0, events(Uuid::new_v4(), 2), &rejected)
            .await;
        assert_eq!(refused, Err(conflict(game, 2)));
        assert_eq!(
            db.game_summary(game).await,
            Ok(Some(seated.clone())),
            "{}",
            t.label
        );
        let bobs = GameFilter {
            player_id: Some(bob),
            ..GameFilter::default()
        };
        assert_eq!(db.list_games(&bobs, 10, None).await.unwrap().items.len(), 1);

        // Seats are replaced, not merged; winners and status travel too.
        let mut finished = summary(game, 3);
        finished.status = GameStatus::Finished;
        finished.seats = vec![seat(0, alice)];
        finished.winners = vec![Seat(0)];
        db.append_one(game, 2, events(Uuid::new_v4(), 1), &finished)
            .await
            .unwrap();
        assert_eq!(
            db.game_summary(game).await,
            Ok(Some(finished)),
            "{}",
            t.label
        );
        assert!(
            db.list_games(&bobs, 10, None)
                .await
                .unwrap()
                .items
                .is_empty(),
            "{}",
            t.label
        );

        assert_eq!(db.game_summary(Uuid::new_v4()).await, Ok(None));
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_are_listed_newest_first_in_stable_pages() {
    for t in backends().await {
        let db = &t.db;
        let alice = Uuid::new_v4();
        let mut ids = Vec::new();
        for i in 0..5u64 {
            let id = Uuid::new_v4();
            let mut s = summary(id, 1);
            s.title = format!("game {i}");
            if i % 2 == 0 {
                s.seats = vec![seat(0, alice)];
            }
            if i == 3 {
                s.status = GameStatus::InProgress;
            }
            db.append_one(id, 0, events(Uuid::new_v4(), 1), &s)
                .await
                .unwrap();
            ids.push(id);
        }
        // Updating an old game does not move it in the list.
        let mut touched = summary(ids[0], 2);
        touched.title = "game 0".into();
        touched.seats = vec![seat(0, alice)];
        db.append_one(ids[0], 1, events(Uuid::new_v4(), 1), &touched)
            .await
            .unwrap();

        let all = GameFilter::default();
        let page1 = db.list_games(&all, 2, None).await.unwrap();
        let page2 = db
            .list_games(&all, 2, Some(&page1.items[1].0))
            .await
            .unwrap();
        let page3 = db
            .list_games(&all, 2, Some(&page2.items[1].0))
            .await
            .unwrap();
        let listed: Vec<Uuid> = [&page1, &page2, &page3]
            .iter()
            .flat_map(|p| p.items.iter().map(|(_, g)| g.id))
            .collect();
        let newest_first: Vec<Uuid> = ids.iter().rev().copied().collect();
        assert_eq!(listed, newest_first, "{}", t.label);
        assert!(page1.has_next_page && page2.has_next_page && !page3.has_next_page);
        assert_eq!(page3.items.len(), 1);

        // A game created after the first page does not shift the later ones.
        let newcomer = Uuid::new_v4();
        db.append_one(
            newcomer,
            0,
            events(Uuid::new_v4(), 1),
            &summary(newcomer, 1),
        )
        .await
        .unwrap();
        let again = db
            .list_games(&all, 2, Some(&page1.items[1].0))
            .await
            .unwrap();
        assert_eq!(
            again.items.iter().map(|(_, g)| g.id).collect::<Vec<_>>(),
            [ids[2], ids[1]]
        );

        let alices = GameFilter {
            player_id: Some(alice),
            ..GameFilter::default()
        };
        let listed: Vec<Uuid> = db
            .list_games(&alices, 10, None)
            .await
            .unwrap()
            .items
            .into_iter()
            .map(|(_, g)| g.id)
            .collect();
        assert_eq!(listed, [ids[4], ids[2], ids[0]], "{}", t.label);

        let in_progress = GameFilter {
            status: Some(GameStatus::InProgress),
            ..GameFilter::default()
        };
        let listed = db.list_games(&in_progress, 10, None).await.unwrap();
        assert_eq!(listed.items.len(), 1);
        assert_eq!(listed.items[0].1.id, ids[3]);
        assert!(!listed.has_next_page);

        let combined = GameFilter {
            kind: Some(kind()),
            status: Some(GameStatus::Lobby),
            player_id: Some(alice),
            ..GameFilter::default()
        };
        assert_eq!(
            db.list_games(&combined, 10, None)
                .await
                .unwrap()
                .items
                .len(),
            3
        );

        let empty = db.list_games(&all, 0, None).await.unwrap();
        assert!(empty.items.is_empty() && empty.has_next_page);
        assert!(db.list_games(&all, 2, Some("not a cursor")).await.is_err());
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn joinable_lists_the_public_tables_with_a_free_seat_that_have_not_started() {
    for t in backends().await {
        let db = &t.db;
        let alice = Uuid::new_v4();
        let mut tables = Vec::new();
        for (seated, status, private) in [
            (1, GameStatus::Lobby, false),
            (2, GameStatus::Lobby, false),
            (0, GameStatus::Lobby, true),
            (1, GameStatus::InProgress, false),
            (0, GameStatus::Cancelled, false),
        ] {
            let id = Uuid::new_v4();
            let mut s = summary(id, 1);
            s.seats = (0..seated).map(|n| seat(n, alice)).collect();
            s.status = status;
            s.private = private;
            db.append_one(id, 0, events(Uuid::new_v4(), 1), &s)
                .await
                .unwrap();
            assert_eq!(
                db.game_summary(id).await.unwrap().map(|g| g.private),
                Some(private),
                "{}",
                t.label
            );
            tables.push(id);
        }
        let listed = |joinable| {
            let filter = GameFilter {
                joinable: Some(joinable),
                ..GameFilter::default()
            };
            async move {
                let mut ids: Vec<Uuid> = db
                    .list_games(&filter, 10, None)
                    .await
                    .unwrap()
                    .items
                    .into_iter()
                    .map(|(_, g)| g.id)
                    .collect();
                ids.reverse();
                ids
            }
        };
        assert_eq!(listed(true).await, [tables[0]], "{}", t.label);
        assert_eq!(listed(false).await, tables[1..], "{}", t.label);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn player_names_are_unique_and_tokens_find_players() {
    for t in backends().await {
        let db = &t.db;
        let ann = player("Ann");
        db.add_player(&ann).await.unwrap();
        assert_eq!(
            db.player(ann.id).await,
            Ok(Some(ann.clone())),
            "{}",
            t.label
        );
        assert_eq!(
            db.player_by_token_hash(&ann.token_hash).await,
            Ok(Some(ann.clone()))
        );
        assert_eq!(db.player_by_token_hash("unknown").await, Ok(None));
        assert_eq!(db.player(Uuid::new_v4()).await, Ok(None));

        let impostor = player("Ann");
        assert_eq!(
            db.add_player(&impostor).await,
            Err(StoreError::Duplicate("that name is taken".into())),
            "{}",
            t.label
        );
        assert_eq!(db.player(impostor.id).await, Ok(None));
        db.add_player(&player("Annie")).await.unwrap();
        t.finish().await;
    }
}

/// The service refuses such names before they reach a database; if one got through
/// anyway, PostgreSQL's refusal (SQLSTATE 22021) is a bug to report, not an outage a
/// client should retry: 22021 & 0xff is SQLite's SQLITE_BUSY, which it was once taken for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_string_postgresql_cannot_store_is_internal_not_unavailable() {
    for t in backends().await {
        let stored = t.db.add_player(&player("al\u{0}ice")).await;
        match t.label {
            "postgres" => assert!(
                matches!(stored, Err(StoreError::Internal(_))),
                "postgres: {stored:?}"
            ),
            _ => assert_eq!(stored, Ok(()), "{}", t.label),
        }
        t.finish().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_is_replaced_only_while_the_old_hash_still_holds() {
    for t in backends().await {
        let db = &t.db;
        let ann = player("Ann");
        db.add_player(&ann).await.unwrap();
        let expires = "2130-01-02T03:04:05.123456Z";
        assert_eq!(
            db.replace_token(ann.id, &ann.token_hash, "fresh", expires)
                .await,
            Ok(true),
            "{}",
            t.label
        );
        assert_eq!(db.player_by_token_hash(&ann.token_hash).await, Ok(None));
        let renewed = db.player_by_token_hash("fresh").await.unwrap().unwrap();
        assert_eq!(
            (renewed.id, renewed.token_expires_at.as_str()),
            (ann.id, expires)
        );
        assert_eq!(
            db.replace_token(ann.id, &ann.token_hash, "other", expires)
                .await,
            Ok(false),
            "the old hash no longer holds: {}",
            t.label
        );
        assert_eq!(db.player_by_token_hash("other").await, Ok(None));
        t.finish().await;
    }
}

/// Timestamps come back in one canonical form on both backends, and the system clock
/// already writes that form.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timestamps_read_back_in_canonical_utc_form() {
    for t in backends().await {
        let mut p = player("Clock");
        p.created_at = "2025-03-04T07:06:07.5+02:00".into();
        t.db.add_player(&p).await.unwrap();
        let read = t.db.player(p.id).await.unwrap().unwrap();
        assert_eq!(read.created_at, "2025-03-04T05:06:07.500Z", "{}", t.label);

        let mut q = player("Now");
        q.created_at = domain::app::Clock::now(&SystemClock);
        t.db.add_player(&q).await.unwrap();
        assert_eq!(
            t.db.player(q.id).await.unwrap().unwrap().created_at,
            q.created_at
        );
        t.finish().await;
    }
}

/// The adapters drive the real use cases.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_use_cases_run_on_the_database() {
    for t in backends().await {
        let app = Tabletop::new(t.db.ports());
        let (ann, token) = app.register_player("Ann").await.unwrap();
        assert_eq!(app.authenticate(&token).await.unwrap(), ann);
        let seats = *kind().seats().start() as u8;
        let game = app
            .create_game(&ann, kind().default_options(), seats, None)
            .await
            .unwrap();
        let listed =
            t.db.list_games(&GameFilter::default(), 10, None)
                .await
                .unwrap();
        assert_eq!(listed.items.len(), 1, "{}", t.label);
        assert_eq!(listed.items[0].1.id, game.id);
        assert_eq!(t.db.read_stream(game.id, 0, None).await.unwrap().len(), 1);
        t.finish().await;
    }
}

/// Two instances on one database: a token one of them has looked up stops working there as
/// soon as the other renews it. On PostgreSQL lookups are kept in memory (shown by a row
/// changed behind the cache's back), and the renewal's notification is what evicts them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_renewed_by_one_instance_stops_working_in_another() {
    for t in backends().await {
        let (here, there) = (&t.db, t.connect_again().await);
        let ann = player("Ann");
        here.add_player(&ann).await.unwrap();
        assert_eq!(
            there.player_by_token_hash(&ann.token_hash).await,
            Ok(Some(ann.clone()))
        );

        here.connection()
            .execute_unprepared(&format!(
                "UPDATE players SET name = 'Ann (renamed)' WHERE token_hash = '{}'",
                ann.token_hash
            ))
            .await
            .unwrap();
        let seen = there.player_by_token_hash(&ann.token_hash).await.unwrap();
        let expected_name = match t.label {
            "postgres" => "Ann",
            _ => "Ann (renamed)",
        };
        assert_eq!(
            seen.map(|p| p.name),
            Some(expected_name.to_owned()),
            "{}: PostgreSQL answers from memory, SQLite from the file",
            t.label
        );

        let expires = "2130-01-02T03:04:05.123456Z";
        assert_eq!(
            here.replace_token(ann.id, &ann.token_hash, "fresh", expires)
                .await,
            Ok(true)
        );
        assert_eq!(
            here.player_by_token_hash(&ann.token_hash).await,
            Ok(None),
            "{}: the renewing instance refuses the old token at once",
            t.label
        );
        // The other instance hears of it when the notification arrives (milliseconds); the
        // deadline only bounds a failing test.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while there
            .player_by_token_hash(&ann.token_hash)
            .await
            .unwrap()
            .is_some()
        {
            assert!(
                std::time::Instant::now() < deadline,
                "{}: the other instance still accepts a renewed token",
                t.label
            );
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
        let renewed = there.player_by_token_hash("fresh").await.unwrap().unwrap();
        assert_eq!(renewed.id, ann.id, "{}", t.label);
        let _ = there.close().await;
        t.finish().await;
    }
}

/// The seat rows behind "games of a player" follow every change of seats, and are left as
/// they are by appends that keep the seats (most moves) or that store nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seat_rows_follow_the_seats_and_nothing_else() {
    for t in backends().await {
        let db = &t.db;
        let game = Uuid::new_v4();
        let (alice, bob, carol) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
        let seated_players = || async {
            let mut seated = Vec::new();
            for player in [alice, bob, carol] {
                let filter = GameFilter {
                    player_id: Some(player),
                    ..GameFilter::default()
                };
                let page = db.list_games(&filter, 10, None).await.unwrap();
                if page.items.iter().any(|(_, g)| g.id == game) {
                    seated.push(player);
                }
            }
            seated
        };
        let with_seats = |version: u64, seats: Vec<SeatSummary>| {
            let mut s = summary(game, version);
            s.seats = seats;
            s
        };
        let two = vec![seat(0, alice), seat(1, bob)];

        // A new game seated in its first append: the rows need the game's row first.
        db.append_one(
            game,
            0,
            events(Uuid::new_v4(), 1),
            &with_seats(1, two.clone()),
        )
        .await
        .unwrap();
        assert_eq!(seated_players().await, [alice, bob], "{}", t.label);
        for version in 1..3 {
            db.append_one(
                game,
                version,
                events(Uuid::new_v4(), 1),
                &with_seats(version + 1, two.clone()),
            )
            .await
            .unwrap();
            assert_eq!(seated_players().await, [alice, bob], "{}", t.label);
        }
        // A writer ahead of the stream stores nothing, seats included.
        let ahead = db
            .append_one(
                game,
                10,
                events(Uuid::new_v4(), 1),
                &with_seats(11, vec![seat(2, carol)]),
            )
            .await;
        assert_eq!(ahead, Err(conflict(game, 3)), "{}", t.label);
        assert_eq!(seated_players().await, [alice, bob], "{}", t.label);

        let moves = [
            (vec![seat(1, bob), seat(2, carol)], vec![bob, carol]),
            (vec![], vec![]),
            (vec![seat(0, alice)], vec![alice]),
        ];
        for (i, (seats, expected)) in moves.into_iter().enumerate() {
            let version = 3 + i as u64;
            db.append_one(
                game,
                version,
                events(Uuid::new_v4(), 1),
                &with_seats(version + 1, seats),
            )
            .await
            .unwrap();
            assert_eq!(seated_players().await, expected, "{}", t.label);
        }
        t.finish().await;
    }
}
