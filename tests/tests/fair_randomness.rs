//! The seed commitment through the real binary: public from version 1, the seed it commits
//! to revealed at the end, and `tabletop export` + `tabletop verify` re-deriving every roll.

use serde_json::{Value, json};
use tests::server::tool;
use tests::{Client, Table, TestDb, TestServer};

const FIRST_EVENT: &str = "status events(first: 1) { schemaVersion data { ... on LobbyGameCreated { seed seedCommitment } } }";

async fn first_event(client: &Client, game: &str) -> Value {
    let data = client
        .gql(
            &format!("query($id: UUID!) {{ game(id: $id) {{ {FIRST_EVENT} }} }}"),
            json!({ "id": game }),
        )
        .await
        .expect("query the game");
    data["game"].clone()
}

fn sha256_hex(hex: &str) -> String {
    let bytes: Vec<u8> = (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).expect("hex"))
        .collect();
    domain::engine::GameRng::commitment(&bytes)
}

#[tokio::test]
async fn a_game_commits_to_its_seed_from_the_start_and_verifies_after_the_end() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;

    // A table nobody has played yet already shows its commitment, and not the seed.
    let open = Table::with_bots(&alice, json!({"kingOfTokyo": {}}), &["GREEDY"]).await;
    let created = first_event(&alice, &open).await;
    let lobby = &created["events"][0];
    assert_eq!(lobby["schemaVersion"], 2);
    assert_eq!(lobby["data"]["seed"], Value::Null);
    let commitment = lobby["data"]["seedCommitment"]
        .as_str()
        .expect("a commitment")
        .to_owned();
    assert_eq!(commitment.len(), 64);

    // A table of bots plays to the end by itself; then the seed shows and hashes to it.
    let game = Table::bots_only(
        &alice,
        json!({ "kingOfTokyo": { "powerUp": true } }),
        3,
        "RANDOM",
    )
    .await;
    let finished = first_event(&alice, &game).await;
    assert_eq!(finished["status"], "FINISHED");
    let data = &finished["events"][0]["data"];
    let seed = data["seed"].as_str().expect("the seed after the end");
    assert_eq!(
        data["seedCommitment"].as_str().map(str::to_owned),
        Some(sha256_hex(seed))
    );
    drop(server);

    let export = tool(&db, &["export", "--game", &game]);
    assert!(
        export.status.success(),
        "{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let file = db.data_dir.join("game.ndjson");
    std::fs::write(&file, &export.stdout).unwrap();
    let lines = String::from_utf8(export.stdout).unwrap();
    assert!(
        lines.lines().all(|l| l.starts_with('{')),
        "stdout holds only the players and the events"
    );

    let verified = tool(&db, &["verify", file.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&verified.stdout);
    assert!(
        verified.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&verified.stderr)
    );
    assert!(
        said.contains(&format!(
            "seed matches commitment {}",
            data["seedCommitment"].as_str().unwrap()
        )),
        "{said}"
    );
    assert!(!said.contains("stopped at version"), "{said}");

    // One altered die face, and verification names where the events stop following.
    // The events, without the player lines that come first.
    let mut events: Vec<Value> = lines
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|l| l.get("player").is_none())
        .collect();
    // Every command's events record the rules revision they were decided under.
    assert!(
        events
            .iter()
            .all(|e| e["metadata"]["rulesRevision"] == json!(2)),
        "King of Tokyo's rules revision on every event"
    );
    let roll = events
        .iter_mut()
        .find(|e| e["eventType"] == "king_of_tokyo.DiceRolled")
        .expect("a roll");
    let face = roll["payload"]["faces"][0].as_str().unwrap().to_owned();
    roll["payload"]["faces"][0] = json!(if face == "ONE" { "TWO" } else { "ONE" });
    let altered: String = events.iter().map(|e| format!("{e}\n")).collect();
    std::fs::write(&file, altered).unwrap();
    let refused = tool(&db, &["verify", file.to_str().unwrap()]);
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("EVENTS_DO_NOT_FOLLOW_FROM_THE_SEED"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}

#[tokio::test]
async fn exporting_an_unknown_game_fails_and_writes_nothing() {
    let db = TestDb::new().await;
    drop(TestServer::start(&db)); // migrations
    let out = tool(
        &db,
        &["export", "--game", "00000000-0000-0000-0000-000000000001"],
    );
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no game has the id"));
}
