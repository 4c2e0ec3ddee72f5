//! Live delivery over `graphql-transport-ws`: stored events first, then live ones, each
//! version exactly once and in order, also across two server processes.

use serde_json::{Value, json};
use tests::ws::{Connection, Subscription};
use tests::{Client, Picker, Table, TestDb, TestServer};

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

const PAYLOADS: &str = "subscription($id: UUID!, $after: Int!) {
    gameEvents(gameId: $id, afterVersion: $after) { version payloadJson }
}";

/// Every event of the game as `client` sees it in its history query: (version, payload).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_closing_its_websocket_is_answered_with_a_normal_close() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut connection = Connection::open(&server.ws_url(), table.players[0].token.as_deref())
        .await
        .expect("connection_ack");
    connection
        .subscribe(
            "1",
            SUBSCRIPTION,
            json!({ "id": table.game_id, "after": 0 }),
        )
        .await;
    let first = connection.next().await.expect("the first event");
    assert_eq!(first["type"], "next", "{first}");
    // Without an answer the client sees 1006 (abnormal closure), as if the server crashed.
    let answer = tokio::time::timeout(std::time::Duration::from_secs(10), connection.close())
        .await
        .expect("the close is answered within 10 s")
        .expect("a close frame, not a dropped connection");
    assert_eq!(answer["code"], 1000, "{answer}");
}

async fn history_as(client: &Client, game_id: &str) -> Vec<(u64, Value)> {
    let mut all: Vec<(u64, Value)> = Vec::new();
    loop {
        let after = all.last().map_or(0, |(v, _)| *v);
        let page = client
            .gql(
                "query($id: UUID!, $after: Int!) { game(id: $id) { events(after: $after, first: 200) { version payloadJson } } }",
                json!({ "id": game_id, "after": after }),
            )
            .await
            .expect("the history query")["game"]["events"]
            .as_array()
            .expect("events")
            .clone();
        if page.is_empty() {
            return all;
        }
        all.extend(page.iter().map(|e| {
            (
                e["version"].as_u64().expect("a version"),
                e["payloadJson"].clone(),
            )
        }));
    }
}

/// Live subscribers of one game share each event's read and its redaction per viewer
/// (`live::SharedEvent`); each must still get exactly its own view of every event, the one
/// its own history query shows. Power Up! hands make the seats' views differ.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn subscribers_with_different_viewers_each_get_their_own_redaction_of_shared_events() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::start(&server, 3, json!({ "kingOfTokyo": { "powerUp": true } })).await;
    let spectator = Client::anonymous(&server);
    let viewers = [&table.players[0], &table.players[1], &spectator];
    let mut subscriptions = Vec::new();
    for viewer in viewers {
        subscriptions.push(
            Subscription::start(
                &server.ws_url(),
                viewer.token.as_deref(),
                PAYLOADS,
                json!({ "id": table.game_id, "after": 0 }),
            )
            .await,
        );
    }
    let mut picker = Picker::new(11);
    for _ in 0..40 {
        if !table.play_one(&mut picker).await {
            break;
        }
    }
    let last = table.version().await;

    let mut received = Vec::new();
    for subscription in &mut subscriptions {
        let mut seen: Vec<(u64, Value)> = Vec::new();
        while seen.last().map_or(0, |(v, _)| *v) < last {
            let data =
                tokio::time::timeout(std::time::Duration::from_secs(30), subscription.next_data())
                    .await
                    .expect("the next event within 30 s")
                    .expect("the subscription is still open");
            seen.push((
                data["gameEvents"]["version"].as_u64().expect("a version"),
                data["gameEvents"]["payloadJson"].clone(),
            ));
        }
        received.push(seen);
    }
    for (viewer, seen) in viewers.iter().zip(&received) {
        assert_eq!(seen, &history_as(viewer, &table.game_id).await);
    }
    assert_ne!(
        received[0], received[1],
        "the two seats' views of the same events differ (their own Evolutions)"
    );
    assert_ne!(
        received[0], received[2],
        "a seat sees more than a spectator"
    );
}

const BATCHES: &str = "subscription($id: UUID!, $after: Int!) {
    gameEventBatches(gameId: $id, afterVersion: $after) { version events { version payloadJson } }
}";

/// The next `gameEventBatches` message: (its version, its events as (version, payload)).
async fn next_batch(subscription: &mut Subscription) -> (u64, Vec<(u64, Value)>) {
    let data = tokio::time::timeout(std::time::Duration::from_secs(30), subscription.next_data())
        .await
        .expect("the next batch within 30 s")
        .expect("the subscription is still open");
    let batch = &data["gameEventBatches"];
    let events = batch["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|e| {
            (
                e["version"].as_u64().expect("a version"),
                e["payloadJson"].clone(),
            )
        })
        .collect();
    (batch["version"].as_u64().expect("a version"), events)
}

/// `gameEventBatches` carries exactly what `gameEvents` does (the seat's own redaction of
/// every version, once, in order, as its history query shows), but the stored history
/// comes as one message and then each command's events arrive together, one message each.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn batches_bring_the_history_at_once_then_each_commands_events_together() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::start(&server, 3, json!({ "kingOfTokyo": { "powerUp": true } })).await;
    let seat = &table.players[0];
    let mut picker = Picker::new(5);
    for _ in 0..6 {
        assert!(table.play_one(&mut picker).await, "the game ended early");
    }
    let stored = table.version().await;
    let mut subscription = Subscription::start(
        &server.ws_url(),
        seat.token.as_deref(),
        BATCHES,
        json!({ "id": table.game_id, "after": 0 }),
    )
    .await;

    let (version, history) = next_batch(&mut subscription).await;
    let versions: Vec<u64> = history.iter().map(|(v, _)| *v).collect();
    assert_eq!(
        versions,
        (1..=stored).collect::<Vec<_>>(),
        "the history, one message"
    );
    assert_eq!(version, stored, "a batch's version is its last event's");

    let mut received = history;
    for _ in 0..15 {
        let before = table.version().await;
        if !table.play_one(&mut picker).await {
            break;
        }
        let after = table.version().await;
        let (version, events) = next_batch(&mut subscription).await;
        let versions: Vec<u64> = events.iter().map(|(v, _)| *v).collect();
        assert_eq!(
            versions,
            (before + 1..=after).collect::<Vec<_>>(),
            "one command's events, together"
        );
        assert_eq!(version, after);
        received.extend(events);
    }
    assert_eq!(received, history_as(seat, &table.game_id).await);
}
