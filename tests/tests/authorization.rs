//! Authorization everywhere: missing, forged and other-seat tokens are refused on every
//! mutation and every seat-scoped field and subscription, and no answer ever carries a
//! token, a token hash or (while the game runs) the RNG seed.

use std::sync::Mutex;

use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};
use tests::ws::Connection;
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

const FORGED: &str = "tt_00000000000000000000000000000000forged";

/// Every answer the test received, to search for secrets at the end.
static SEEN: Mutex<Vec<String>> = Mutex::new(Vec::new());

async fn answer(client: &Client, query: &str, variables: Value) -> Value {
    let response = client.raw(query, variables).await;
    SEEN.lock().expect("seen").push(response.to_string());
    response
}

fn code(response: &Value) -> String {
    response["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_else(|| panic!("expected an error, got {response}"))
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn missing_forged_and_other_seat_tokens_are_refused_everywhere() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut picker = Picker::new(21);
    for _ in 0..6 {
        table.play_one(&mut picker).await;
    }
    let (alice, bob) = (&table.players[0], &table.players[1]);
    let carol = Client::register(&server, "carol").await;
    let anonymous = Client::anonymous(&server);
    let forged = Client::anonymous(&server).with_token(Some(FORGED.into()));
    // A lobby Alice created, for the creator-only mutations.
    let lobby = answer(
        alice,
        "mutation { createGame(input: { options: { kingOfTokyo: {} }, seats: 2 }) { id } }",
        json!({}),
    )
    .await["data"]["createGame"]["id"]
        .as_str()
        .expect("a lobby id")
        .to_owned();
    let version = table.version().await;
    let game = table.game_id.clone();
    let command = json!({ "kingOfTokyo": { "stopRolling": "YES" } });

    let mutations: Vec<(&str, Value)> = vec![
        (
            "mutation { createGame(input: { options: { kingOfTokyo: {} }, seats: 2 }) { id } }",
            json!({}),
        ),
        (
            "mutation($g: UUID!) { joinGame(gameId: $g) { seat } }",
            json!({ "g": lobby }),
        ),
        (
            "mutation($g: UUID!) { addBot(gameId: $g) { seat } }",
            json!({ "g": lobby }),
        ),
        (
            "mutation($g: UUID!) { startGame(gameId: $g) { id } }",
            json!({ "g": lobby }),
        ),
        (
            "mutation($g: UUID!, $v: Int!, $c: UUID!, $cmd: GameCommandInput!) { submitCommand(gameId: $g, expectedVersion: $v, commandId: $c, command: $cmd) { version } }",
            json!({ "g": game, "v": version, "c": Uuid::new_v4(), "cmd": command }),
        ),
    ];
    for (query, variables) in &mutations {
        for (who, client) in [("no token", &anonymous), ("a forged token", &forged)] {
            let response = answer(client, query, variables.clone()).await;
            assert_eq!(
                code(&response),
                "UNAUTHENTICATED",
                "{who}: {query}: {response}"
            );
            assert_eq!(response["data"], Value::Null, "{who}: {query}");
        }
    }

    // Only the creator may add a bot or start; only a seat's holder may act for it.
    for (query, variables) in &mutations[2..4] {
        let response = answer(bob, query, variables.clone()).await;
        assert_eq!(code(&response), "FORBIDDEN", "{query}: {response}");
    }
    let submit = mutations[4]
        .0
        .replace("command: $cmd", "seat: $seat, command: $cmd")
        .replace(
            "$cmd: GameCommandInput!",
            "$cmd: GameCommandInput!, $seat: Int",
        );
    for (who, client, seat) in [
        ("alice as seat 1", alice, 1),
        ("bob as seat 0", bob, 0),
        ("carol", &carol, 0),
    ] {
        let response = answer(
            client,
            &submit,
            json!({ "g": game, "v": version, "c": Uuid::new_v4(), "cmd": command, "seat": seat }),
        )
        .await;
        assert_eq!(code(&response), "FORBIDDEN", "{who}: {response}");
    }
    // Nor may anyone replay another player's command id to read its result.
    let mut picker = Picker::new(22);
    table.play_one(&mut picker).await;
    let version = table.version().await;
    let stored = db.store().await;
    let events = domain::app::EventStore::read_stream(
        &stored,
        game.parse().expect("uuid"),
        version - 1,
        None,
    )
    .await
    .expect("read");
    let their_command = events.last().expect("an event").metadata.command_id;
    let response = answer(
        &carol,
        mutations[4].0,
        json!({ "g": game, "v": version, "c": their_command, "cmd": command }),
    )
    .await;
    assert_eq!(
        code(&response),
        "FORBIDDEN",
        "replaying someone else's command id: {response}"
    );
    assert_eq!(table.version().await, version, "refusals store nothing");

    // Seat-scoped fields: `seat` must be held by the caller.
    let fields = [
        "view(seat: 1) { __typename }",
        "viewJson(seat: 1)",
        "events(seat: 1) { version }",
        "stateAt(version: 2, seat: 1) { version }",
        "legalCommands(seat: 1) { command }",
    ];
    for field in fields {
        let query = format!("query($g: UUID!) {{ game(id: $g) {{ {field} }} }}");
        for (who, client, expected) in [
            ("no token", &anonymous, "UNAUTHENTICATED"),
            ("a forged token", &forged, "UNAUTHENTICATED"),
            ("the other seat", alice, "FORBIDDEN"),
            ("a player without a seat", &carol, "FORBIDDEN"),
        ] {
            let response = answer(client, &query, json!({ "g": game })).await;
            assert_eq!(code(&response), expected, "{who}: {field}: {response}");
        }
        let own = answer(bob, &query, json!({ "g": game })).await;
        assert!(
            own.get("errors").is_none(),
            "bob may use seat 1: {field}: {own}"
        );
    }
    for (who, client) in [("no token", &anonymous), ("a forged token", &forged)] {
        let response = answer(
            client,
            "query($g: UUID!) { game(id: $g) { legalCommands { command } } }",
            json!({ "g": game }),
        )
        .await;
        assert_eq!(code(&response), "UNAUTHENTICATED", "{who}: {response}");
    }

    // Subscriptions: a forged token cannot even connect; `seat` must be held.
    let refused = Connection::open(&server.ws_url(), Some(FORGED)).await;
    assert!(
        refused.is_err(),
        "a forged token is refused at connection_init"
    );
    for subscription in [
        "subscription($g: UUID!) { gameEvents(gameId: $g, seat: 1) { version } }",
        "subscription($g: UUID!) { gameView(gameId: $g, seat: 1) { version } }",
    ] {
        for (who, token, expected) in [
            ("no token", None, "UNAUTHENTICATED"),
            ("the other seat", alice.token.as_deref(), "FORBIDDEN"),
            (
                "a player without a seat",
                carol.token.as_deref(),
                "FORBIDDEN",
            ),
        ] {
            let mut connection = Connection::open(&server.ws_url(), token)
                .await
                .expect("connection_ack");
            connection
                .subscribe("1", subscription, json!({ "g": game }))
                .await;
            let message = connection.next().await.expect("an answer");
            SEEN.lock().expect("seen").push(message.to_string());
            let errors = if message["type"] == "error" {
                message["payload"].clone()
            } else {
                message["payload"]["errors"].clone()
            };
            assert_eq!(
                errors[0]["extensions"]["code"], expected,
                "{who}: {subscription}: {message}"
            );
        }
    }

    // Read everything a spectator, the other players and a stranger can, too.
    for client in [&anonymous, &carol, alice, bob] {
        answer(
            client,
            "query($g: UUID!) { game(id: $g) { seed viewJson prompts { seat } events(first: 500) { payloadJson } stateAt(version: 4) { viewJson } seats { player { id name } } } games { edges { node { id players { player { id name } } } } } me { id name } }",
            json!({ "g": game }),
        )
        .await;
    }

    // No answer carried a token, a token hash or the running game's seed.
    let hashes = stored
        .connection()
        .query_all_raw(Statement::from_string(
            stored.connection().get_database_backend(),
            "SELECT token_hash FROM players",
        ))
        .await
        .expect("read the token hashes");
    let hashes: Vec<String> = hashes
        .iter()
        .map(|row| row.try_get::<String>("", "token_hash").expect("a hash"))
        .collect();
    assert!(hashes.len() >= 3);
    let all = EventsAndSeed::read(&stored, &game).await;
    let seen = SEEN.lock().expect("seen").join("\n");
    for hash in &hashes {
        assert!(!seen.contains(hash.as_str()), "a token hash leaked");
    }
    for client in [alice, bob, &carol] {
        let token = client.token.as_deref().expect("a token");
        assert!(!seen.contains(token), "a token leaked");
    }
    assert!(
        !seen.contains(&all.seed),
        "the seed leaked while the game runs"
    );
}

struct EventsAndSeed {
    seed: String,
}

impl EventsAndSeed {
    async fn read(store: &persistence::Database, game: &str) -> EventsAndSeed {
        let events =
            domain::app::EventStore::read_stream(store, game.parse().expect("uuid"), 0, Some(1))
                .await
                .expect("read");
        EventsAndSeed {
            seed: events[0].payload["seed"]
                .as_str()
                .expect("the seed")
                .to_owned(),
        }
    }
}
