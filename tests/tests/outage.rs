//! The database going away: requests answer `UNAVAILABLE` quickly (never hang, never
//! `INTERNAL`), /readyz says 503, and the server recovers by itself when it comes back.
//!
//! On PostgreSQL the server reaches the database through a TCP proxy the test cuts and
//! restores (the shared cluster keeps running). On SQLite the "outage" is another process
//! holding the write lock past the server's database timeout.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use sea_orm::{SqliteTransactionMode, TransactionOptions, TransactionTrait};
use serde_json::json;
use tests::proxy::Proxy;
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

const TIMEOUT_MS: &str = "1000";

async fn readyz(server: &TestServer) -> u16 {
    reqwest::get(format!("{}/readyz", server.base_url()))
        .await
        .expect("readyz")
        .status()
        .as_u16()
}

fn postgres_addr(url: &str) -> SocketAddr {
    let rest = url.split_once("://").expect("scheme").1;
    let authority = rest.split('/').next().expect("authority");
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host_port = if host_port.contains(':') {
        host_port.to_owned()
    } else {
        format!("{host_port}:5432")
    };
    let host_port = host_port.replace("localhost", "127.0.0.1");
    host_port.parse().expect("a host:port address")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_database_answers_unavailable_fast_and_recovers_by_itself() {
    let db = TestDb::new().await;
    let Some(url) = db.database_url.clone() else {
        return sqlite_lock_answers_unavailable(db).await;
    };
    let proxy = Proxy::start(postgres_addr(&url)).await;
    let server = TestServer::start_on(
        &db,
        Some(&proxy.url_for(&url)),
        &["--db-timeout-ms", TIMEOUT_MS],
        &[],
    );
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut picker = Picker::new(11);
    for _ in 0..5 {
        table.play_one(&mut picker).await;
    }
    let version = table.version().await;
    assert_eq!(readyz(&server).await, 200);

    proxy.stop();
    let started = Instant::now();
    let err = table.players[0]
        .gql(
            "query($id: UUID!) { game(id: $id) { version } }",
            json!({ "id": table.game_id }),
        )
        .await
        .expect_err("no database, no game");
    assert_eq!(err.code, "UNAVAILABLE", "{err:?}");
    let err = table
        .submit(
            0,
            version,
            Uuid::new_v4(),
            &json!({ "kingOfTokyo": { "stopRolling": "YES" } }),
        )
        .await
        .expect_err("no database, no command");
    assert_eq!(err.code, "UNAVAILABLE", "{err:?}");
    assert_eq!(readyz(&server).await, 503);
    let elapsed = started.elapsed();
    assert!(
        elapsed < Duration::from_secs(15),
        "three requests with a 1 s database timeout took {elapsed:?}"
    );

    proxy.resume().await;
    let deadline = Instant::now() + Duration::from_secs(60);
    while readyz(&server).await != 200 {
        assert!(
            Instant::now() < deadline,
            "the server did not recover within 60 s"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(table.version().await, version, "nothing was half-applied");
    for _ in 0..3 {
        table.play_one(&mut picker).await;
    }
}

async fn sqlite_lock_answers_unavailable(db: TestDb) {
    let server = TestServer::start_with(&db, &["--db-timeout-ms", TIMEOUT_MS], &[]);
    let table = Table::king_of_tokyo(&server, 2).await;
    let version = table.version().await;
    let store = db.store().await;
    let lock = store
        .connection()
        .begin_with_options(TransactionOptions {
            sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
            ..TransactionOptions::default()
        })
        .await
        .expect("take the write lock");
    let started = Instant::now();
    let err = Client::register_result(&server, "blocked")
        .await
        .expect_err("the database is locked");
    assert_eq!(err.code, "UNAVAILABLE", "{err:?}");
    assert!(started.elapsed() < Duration::from_secs(15));
    lock.rollback().await.expect("release the lock");
    assert_eq!(table.version().await, version);
    Client::register_result(&server, "unblocked")
        .await
        .expect("works again");
}
