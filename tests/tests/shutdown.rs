//! Graceful shutdown: on SIGTERM the server ends its subscriptions, closes websockets,
//! stops accepting, and exits successfully within its shutdown timeout.

use std::time::{Duration, Instant};

use serde_json::json;
use tests::ws::Connection;
use tests::{Picker, Table, TestDb, TestServer};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_closes_subscriptions_and_exits_within_the_shutdown_timeout() {
    let db = TestDb::new().await;
    let mut server = TestServer::start_with(&db, &["--shutdown-timeout-secs", "5"], &[]);
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut picker = Picker::new(5);
    for _ in 0..5 {
        table.play_one(&mut picker).await;
    }
    let version = table.version().await;
    let mut connection = Connection::open(&server.ws_url(), table.players[0].token.as_deref())
        .await
        .expect("connection_ack");
    connection
        .subscribe(
            "1",
            "subscription($id: UUID!) { gameEvents(gameId: $id) { version } }",
            json!({ "id": table.game_id }),
        )
        .await;
    // Everything stored arrives first.
    let mut seen = 0;
    while seen < version {
        let message = connection.next().await.expect("an event");
        seen = message["payload"]["data"]["gameEvents"]["version"]
            .as_u64()
            .expect("a version");
    }

    let asked = Instant::now();
    server.signal("TERM");
    // The subscription completes and the connection closes.
    let mut completed = false;
    loop {
        match tokio::time::timeout(Duration::from_secs(10), connection.next())
            .await
            .expect("the websocket is closed within 10 s")
        {
            Some(message) if message["type"] == "complete" => completed = true,
            Some(message) => panic!("unexpected message after SIGTERM: {message}"),
            None => break,
        }
    }
    assert!(
        completed,
        "the subscriber is told its subscription is complete"
    );
    let status = server
        .wait_exit(Duration::from_secs(15))
        .expect("the server exits after SIGTERM");
    assert!(
        status.success(),
        "a graceful shutdown exits 0, not {status:?}"
    );
    eprintln!("exited {:?} after SIGTERM", asked.elapsed());

    // Nothing acknowledged was lost: a new server on the same database has every version.
    let again = TestServer::start(&db);
    let reopened = Table {
        game_id: table.game_id.clone(),
        players: table
            .players
            .iter()
            .map(|p| tests::Client::anonymous(&again).with_token(p.token.clone()))
            .collect(),
    };
    assert_eq!(reopened.version().await, version);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_server_exits_promptly_on_sigterm() {
    let db = TestDb::new().await;
    let mut server = TestServer::start_with(&db, &["--shutdown-timeout-secs", "3"], &[]);
    server.signal("TERM");
    let status = server
        .wait_exit(Duration::from_secs(10))
        .expect("the server exits after SIGTERM");
    assert!(status.success(), "{status:?}");
}
