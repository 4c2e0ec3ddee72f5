//! Submitting commands: optimistic concurrency, idempotent retries, and refusals that
//! store nothing.

use std::collections::BTreeMap;

use domain::app::EventStore;
use serde_json::{Value, json};
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

/// The seat owing a decision, one of its legal commands, and the version it was read at.
async fn a_legal_move(table: &Table) -> (usize, Value, u64) {
    let game = table
        .query(&table.players[0], "version prompts { seat }")
        .await;
    let seat = game["prompts"][0]["seat"]
        .as_u64()
        .expect("a prompted seat") as usize;
    let (commands, version) = table.legal_commands(seat).await;
    (seat, commands[0].clone(), version)
}

async fn stored_count(db: &TestDb, table: &Table) -> usize {
    let store = db.store().await;
    store
        .read_stream(table.game_id.parse().expect("uuid"), 0, None)
        .await
        .expect("read")
        .len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_concurrent_submitters_store_one_batch_per_version_and_the_rest_conflict() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;

    for _round in 0..4 {
        let (seat, command, version) = a_legal_move(&table).await;
        let attempts = (0..16).map(|_| {
            let command = command.clone();
            let table = &table;
            async move { table.submit(seat, version, Uuid::new_v4(), &command).await }
        });
        let results = futures::future::join_all(attempts).await;
        let winners = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(winners, 1, "exactly one submitter wins: {results:?}");
        let new_version = table.version().await;
        for loser in results.iter().filter_map(|r| r.as_ref().err()) {
            assert_eq!(loser.code, "CONFLICT", "{loser:?}");
            assert!(
                loser.current_version.is_some_and(|v| v > version),
                "{loser:?}"
            );
            assert!(
                loser.current_version.is_some_and(|v| v <= new_version),
                "{loser:?}"
            );
        }
    }

    // Each command's events are one contiguous batch, and versions run 1..N.
    let store = db.store().await;
    let events = store
        .read_stream(table.game_id.parse().expect("uuid"), 0, None)
        .await
        .expect("read");
    let mut batches: BTreeMap<Uuid, Vec<u64>> = BTreeMap::new();
    for (i, e) in events.iter().enumerate() {
        assert_eq!(e.version, i as u64 + 1);
        batches
            .entry(e.metadata.command_id)
            .or_default()
            .push(e.version);
    }
    for versions in batches.values() {
        let contiguous = versions.windows(2).all(|w| w[1] == w[0] + 1);
        assert!(contiguous, "a command's events are one batch: {versions:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_command_id_is_applied_once() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;
    let (seat, command, version) = a_legal_move(&table).await;
    let command_id = Uuid::new_v4();

    let first = table
        .submit(seat, version, command_id, &command)
        .await
        .expect("first");
    let stored_after_first = stored_count(&db, &table).await;
    let retry = table
        .submit(seat, version, command_id, &command)
        .await
        .expect("retry");

    assert_eq!(first["replayed"], false);
    assert_eq!(retry["replayed"], true);
    assert_eq!(retry["version"], first["version"]);
    assert_eq!(retry["events"], first["events"]);
    assert_eq!(stored_count(&db, &table).await, stored_after_first);
    assert_eq!(table.version().await, first["version"].as_u64().expect("v"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_commands_get_their_code_and_store_nothing() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;
    let (seat, command, version) = a_legal_move(&table).await;
    let other = 1 - seat;
    let before = stored_count(&db, &table).await;

    // Acting for a seat the token does not hold.
    let err = table.players[other]
        .gql(
            "mutation($id: UUID!, $v: Int!, $cid: UUID!, $seat: Int, $cmd: GameCommandInput!) {
               submitCommand(gameId: $id, expectedVersion: $v, commandId: $cid, seat: $seat, command: $cmd) { version } }",
            json!({ "id": table.game_id, "v": version, "cid": Uuid::new_v4(), "seat": seat, "cmd": command }),
        )
        .await
        .expect_err("another seat's token must be refused");
    assert_eq!(err.code, "FORBIDDEN");

    // A player who has no seat at the table.
    let stranger = Client::register(&server, "stranger").await;
    let err = stranger
        .gql(
            "mutation($id: UUID!, $v: Int!, $cid: UUID!, $cmd: GameCommandInput!) {
               submitCommand(gameId: $id, expectedVersion: $v, commandId: $cid, command: $cmd) { version } }",
            json!({ "id": table.game_id, "v": version, "cid": Uuid::new_v4(), "cmd": command }),
        )
        .await
        .expect_err("a stranger must be refused");
    assert_eq!(err.code, "FORBIDDEN");

    // No token at all.
    let err = Client::anonymous(&server)
        .gql(
            "mutation($id: UUID!, $v: Int!, $cid: UUID!, $cmd: GameCommandInput!) {
               submitCommand(gameId: $id, expectedVersion: $v, commandId: $cid, command: $cmd) { version } }",
            json!({ "id": table.game_id, "v": version, "cid": Uuid::new_v4(), "cmd": command }),
        )
        .await
        .expect_err("no token must be refused");
    assert_eq!(err.code, "UNAUTHENTICATED");

    // An illegal move: the seat that owes nothing tries the other seat's move for itself.
    let err = table
        .submit(other, version, Uuid::new_v4(), &command)
        .await
        .expect_err("the waiting seat cannot act");
    assert_eq!(err.code, "RULE_VIOLATION");
    assert!(
        err.rule.is_some(),
        "a rule violation names its rule: {err:?}"
    );

    // A stale version.
    let err = table
        .submit(seat, version + 5, Uuid::new_v4(), &command)
        .await
        .expect_err("a wrong expected version");
    assert_eq!(err.code, "CONFLICT");
    assert_eq!(err.current_version, Some(version));

    // Malformed input: unknown command, two commands at once, wrong types, broken JSON.
    for bad in [
        json!({ "kingOfTokyo": { "noSuchCommand": "YES" } }),
        json!({ "kingOfTokyo": {} }),
        json!({ "kingOfTokyo": "stop" }),
        json!(42),
    ] {
        let err = table
            .submit(seat, version, Uuid::new_v4(), &bad)
            .await
            .expect_err("malformed command");
        assert_eq!(err.code, "BAD_INPUT", "{bad}: {err:?}");
    }
    let err = table.players[seat]
        .gql(
            "mutation { submitCommand(gameId: \"not-a-uuid\", expectedVersion: 1, commandId: \"x\", command: {}) { version } }",
            json!({}),
        )
        .await
        .expect_err("malformed ids");
    assert_eq!(err.code, "BAD_INPUT");
    let broken = reqwest::Client::new()
        .post(server.url())
        .header("content-type", "application/json")
        .body("{ this is not json")
        .send()
        .await
        .expect("send");
    assert_eq!(broken.status(), 400);
    let body: Value = broken.json().await.expect("a JSON error");
    assert_eq!(body["errors"][0]["extensions"]["code"], "BAD_INPUT");

    assert_eq!(
        stored_count(&db, &table).await,
        before,
        "refused commands store nothing"
    );
    assert_eq!(table.version().await, version);

    // And the legal move still goes through afterwards.
    let mut picker = Picker::new(1);
    assert!(table.play_one(&mut picker).await);
}
