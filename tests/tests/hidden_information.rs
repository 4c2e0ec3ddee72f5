//! Hidden information never reaches a viewer who may not see it: not the RNG seed, not the
//! order of the Power deck, through queries, history, `stateAt` or subscriptions.

use domain::app::EventStore;
use serde_json::{Value, json};
use tests::ws::Subscription;
use tests::{Client, Picker, Table, TestDb, TestServer};

const HISTORY: &str = "events(first: 500) { eventType payloadJson data {
    ... on LobbyGameCreated { seed }
    ... on KingOfTokyoPowerDeckShuffled { count order { instance card } }
} }";

/// The stored secrets of a game: the seed's hex and every stored deck order.
async fn stored_secrets(db: &TestDb, table: &Table) -> (String, Vec<Value>) {
    let store = db.store().await;
    let events = store
        .read_stream(table.game_id.parse().expect("uuid"), 0, None)
        .await
        .expect("read");
    let seed = events[0].payload["seed"]
        .as_str()
        .expect("the stored seed")
        .to_owned();
    let orders = events
        .iter()
        .filter(|e| e.event_type == "king_of_tokyo.PowerDeckShuffled")
        .map(|e| e.payload["order"].clone())
        .collect::<Vec<_>>();
    assert!(
        orders
            .iter()
            .all(|o| o.as_array().is_some_and(|a| !a.is_empty())),
        "the store keeps the whole order"
    );
    (seed, orders)
}

fn assert_hides(response: &Value, seed: &str, orders: &[Value]) {
    let text = response.to_string();
    assert!(!text.contains(seed), "the seed leaked: {text}");
    for order in orders {
        assert!(!text.contains(&order.to_string()), "a deck order leaked");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_viewer_sees_the_seed_or_the_deck_order_while_the_game_runs() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut picker = Picker::new(3);
    for _ in 0..10 {
        table.play_one(&mut picker).await;
    }
    let (seed, orders) = stored_secrets(&db, &table).await;
    let spectator = Client::anonymous(&server);

    for (who, client, seat) in [
        ("seat 0", &table.players[0], "0"),
        ("seat 1", &table.players[1], "1"),
    ] {
        let game = table
            .query(
                client,
                &format!(
                    "seed viewJson(seat: {seat}) stateAt(version: 3) {{ viewJson }} {HISTORY}"
                ),
            )
            .await;
        assert_eq!(game["seed"], Value::Null, "{who} must not see the seed");
        for event in game["events"].as_array().expect("events") {
            if event["eventType"] == "king_of_tokyo.PowerDeckShuffled" {
                assert_eq!(event["payloadJson"]["order"], Value::Null, "{who}");
                assert_eq!(event["data"]["order"], Value::Null, "{who}");
                assert!(event["data"]["count"].as_u64().is_some_and(|c| c > 0));
            }
            if event["eventType"] == "lobby.GameCreated" {
                assert_eq!(event["data"]["seed"], Value::Null, "{who}");
            }
        }
        assert_hides(&game, &seed, &orders);
    }
    let game = table
        .query(&spectator, &format!("seed viewJson {HISTORY}"))
        .await;
    assert_hides(&game, &seed, &orders);

    // The live stream hides the same things.
    let mut subscription = Subscription::start(
        &server.ws_url(),
        None,
        "subscription($id: UUID!) { gameEvents(gameId: $id, afterVersion: 0) { version payloadJson } }",
        json!({ "id": table.game_id }),
    )
    .await;
    let last = table.version().await;
    loop {
        let data = subscription.next_data().await.expect("an event");
        assert_hides(&data, &seed, &orders);
        if data["gameEvents"]["version"].as_u64() == Some(last) {
            break;
        }
    }

    // Acting or seeing as a seat one does not hold is refused.
    let err = table.players[0]
        .gql(
            "query($id: UUID!) { game(id: $id) { viewJson(seat: 1) } }",
            json!({ "id": table.game_id }),
        )
        .await
        .expect_err("seat 0 cannot see as seat 1");
    assert_eq!(err.code, "FORBIDDEN");
    let err = table.players[0]
        .gql(
            "query($id: UUID!) { game(id: $id) { legalCommands(seat: 1) { command } } }",
            json!({ "id": table.game_id }),
        )
        .await
        .expect_err("seat 0 cannot list seat 1's commands");
    assert_eq!(err.code, "FORBIDDEN");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_seed_is_published_once_the_game_is_over() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut picker = Picker::new(9);
    while table.play_one(&mut picker).await {}
    let (seed, _) = stored_secrets(&db, &table).await;
    let game = table
        .query(
            &Client::anonymous(&server),
            "status seed events(first: 1) { data { ... on LobbyGameCreated { seed } } }",
        )
        .await;
    assert_eq!(game["status"], "FINISHED");
    assert_eq!(game["seed"], seed.as_str());
    assert_eq!(game["events"][0]["data"]["seed"], seed.as_str());
}
