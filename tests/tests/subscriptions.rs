//! Live delivery over `graphql-transport-ws`: stored events first, then live ones, each
//! version exactly once and in order, also across two server processes.

use serde_json::json;
use tests::ws::Subscription;
use tests::{Picker, Table, TestDb, TestServer};

const SUBSCRIPTION: &str = "subscription($id: UUID!, $after: Int!) {
    gameEvents(gameId: $id, afterVersion: $after) { version eventType }
}";

/// Play `before` moves, subscribe from version 0 on `watch`, play `after` more moves
/// through `table`'s server, then check the subscriber saw 1..=final exactly once, in order.
async fn every_version_once_in_order(
    table: &Table,
    watch: &TestServer,
    before: usize,
    after: usize,
) {
    let mut picker = Picker::new(7);
    for _ in 0..before {
        assert!(
            table.play_one(&mut picker).await,
            "the game ended too early for this test"
        );
    }
    let token = table.players[0].token.clone();
    let mut subscription = Subscription::start(
        &watch.ws_url(),
        token.as_deref(),
        SUBSCRIPTION,
        json!({ "id": table.game_id, "after": 0 }),
    )
    .await;
    let mut played = 0;
    while played < after && table.play_one(&mut picker).await {
        played += 1;
    }
    let last = table.version().await;

    let mut seen = Vec::new();
    while seen.last().copied().unwrap_or(0) < last {
        let data =
            tokio::time::timeout(std::time::Duration::from_secs(30), subscription.next_data())
                .await
                .expect("the next event within 30 s")
                .expect("the subscription is still open");
        seen.push(data["gameEvents"]["version"].as_u64().expect("a version"));
    }
    let expected: Vec<u64> = (1..=last).collect();
    assert_eq!(seen, expected, "each version exactly once, in order");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_subscriber_joining_mid_game_gets_every_version_once_in_order() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 3).await;
    every_version_once_in_order(&table, &server, 15, 40).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_subscriber_on_one_process_sees_commands_sent_to_another() {
    let db = TestDb::new().await;
    let commands_go_here = TestServer::start(&db);
    let subscriber_is_here = TestServer::start(&db);
    let table = Table::king_of_tokyo(&commands_go_here, 3).await;
    every_version_once_in_order(&table, &subscriber_is_here, 10, 40).await;
}
