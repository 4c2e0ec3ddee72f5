//! `tabletop export` and `tabletop import` through the real binary: a finished game moved
//! to a fresh database reads the same over GraphQL, a second import changes nothing, and a
//! file that conflicts with what is stored is refused with nothing stored.

use serde_json::{Value, json};
use tests::server::tool;
use tests::{Client, Table, TestDb, TestServer};

const GAME: &str = "status version title viewJson outcome { winners reason } \
                    events(first: 100) { version eventType recordedAt }";

async fn read_game(server: &TestServer, id: &str) -> Value {
    Client::anonymous(server)
        .gql(
            &format!("query($id: UUID!) {{ game(id: $id) {{ {GAME} }} }}"),
            json!({ "id": id }),
        )
        .await
        .expect("query the game")["game"]
        .clone()
}

/// A two-bot King of Tokyo table played to its end on `db`: its id and how it reads.
async fn finished_game(db: &TestDb) -> (String, Value) {
    let server = TestServer::start(db);
    let alice = Client::register(&server, "alice").await;
    let game = Table::bots_only(&alice, json!({ "kingOfTokyo": {} }), 2, "GREEDY").await;
    let read = read_game(&server, &game).await;
    assert_eq!(read["status"], "FINISHED");
    (game, read)
}

fn stdout(out: &std::process::Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_imported_into_a_fresh_database_reads_the_same_and_a_second_import_adds_nothing() {
    let source = TestDb::new().await;
    let (game, before) = finished_game(&source).await;
    let export = stdout(&tool(&source, &["export", "--game", &game]));
    let events = before["version"].as_u64().unwrap() as usize;
    // The player who created the table, then the events.
    assert!(export.starts_with("{\"player\":"), "{export}");
    assert_eq!(export.lines().count(), 1 + events);

    let target = TestDb::new().await;
    drop(TestServer::start(&target)); // migrations
    let file = target.data_dir.join("game.ndjson");
    std::fs::write(&file, &export).unwrap();
    let said = stdout(&tool(&target, &["import", file.to_str().unwrap()]));
    assert_eq!(
        said.trim(),
        format!("players: 1 in the file, 1 added\ngame {game}: {events} events, {events} added")
    );
    let again = stdout(&tool(&target, &["import", file.to_str().unwrap()]));
    assert_eq!(
        again.trim(),
        format!("players: 1 in the file, 0 added\ngame {game}: {events} events, 0 added")
    );

    let server = TestServer::start(&target);
    assert_eq!(read_game(&server, &game).await, before);
    let listed = Client::anonymous(&server)
        .gql(
            "{ games(filter: { status: FINISHED }) { edges { node { id title } } } }",
            json!({}),
        )
        .await
        .unwrap();
    assert_eq!(listed["games"]["edges"][0]["node"]["id"], game.as_str());
    drop(server);
    let reexport = stdout(&tool(&target, &["export", "--game", &game]));
    assert_eq!(
        reexport, export,
        "the events, their times and metadata arrive unchanged"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_that_conflicts_or_does_not_fold_is_refused_and_stores_nothing() {
    let source = TestDb::new().await;
    let (game, _) = finished_game(&source).await;
    let export = stdout(&tool(&source, &["export", "--game", &game]));

    let target = TestDb::new().await;
    drop(TestServer::start(&target));
    let write = |name: &str, text: &str| {
        let path = target.data_dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_owned()
    };
    // The events only: the player line is the creator's.
    let mut lines: Vec<Value> = export
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let unfolding = {
        let mut broken = lines.clone();
        broken.last_mut().unwrap()["eventType"] = json!("king_of_tokyo.NoSuchEvent");
        broken.iter().map(|l| format!("{l}\n")).collect::<String>()
    };
    let out = tool(&target, &["import", &write("broken.ndjson", &unfolding)]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(&format!("IMPORT_INVALID: stream {game}")),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The first version only, renamed: stored; then the whole game conflicts with it.
    lines[0]["payload"]["title"] = json!("Renamed");
    let renamed = format!("{}\n", lines[0]);
    stdout(&tool(
        &target,
        &["import", &write("renamed.ndjson", &renamed)],
    ));
    let out = tool(&target, &["import", &write("game.ndjson", &export)]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("IMPORT_CONFLICT: stream {game}: version 1")),
        "{err}"
    );
    let server = TestServer::start(&target);
    let stored = read_game(&server, &game).await;
    assert_eq!(
        stored["version"], 1,
        "nothing of the conflicting file was stored"
    );
    assert_eq!(stored["title"], "Renamed");

    let out = tool(
        &target,
        &["import", &write("garbage.ndjson", "{\"streamId\": 1}\n")],
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 1"));
}

/// Every game the server lists, oldest first, as GraphQL reads it and as its stream folds
/// on `db` (the spectator's and every seat's view, version, status and outcome).
async fn every_game(server: &TestServer, db: &TestDb) -> Vec<Value> {
    let listed = Client::anonymous(server)
        .gql("{ games(first: 100) { edges { node { id } } } }", json!({}))
        .await
        .expect("games")["games"]["edges"]
        .as_array()
        .unwrap()
        .clone();
    let tabletop = domain::app::Tabletop::new(db.store().await.ports());
    let mut out = Vec::new();
    for edge in listed.iter().rev() {
        let id = edge["node"]["id"].as_str().unwrap();
        let session = tabletop.load(id.parse().unwrap()).await.expect("it folds");
        let folded = domain::app::export::FoldedStream::of(&session);
        out.push(json!({
            "id": id,
            "read": read_game(server, id).await,
            "folded": serde_json::to_value(folded).unwrap(),
        }));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_sqlite_server_moves_with_its_players_and_a_name_clash_imports_nothing() {
    let source = TestDb::sqlite();
    let server = TestServer::start(&source);
    let alice = Client::register(&server, "alice").await;
    let bob = Client::register(&server, "bob").await;
    Table::bots_only(&alice, json!({ "kingOfTokyo": {} }), 2, "GREEDY").await;
    let seated = Table::with_bots(&bob, json!({ "kingOfTokyo": {} }), &["RANDOM"]).await;
    bob.gql(
        "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
        json!({ "id": seated }),
    )
    .await
    .expect("startGame");
    bob.gql(
        "mutation($id: UUID!) { concedeGame(gameId: $id) { version } }",
        json!({ "id": seated }),
    )
    .await
    .expect("concedeGame");
    alice
        .gql(
            "mutation { createGame(input: { options: { outlive: {} }, seats: 3 }) { id } }",
            json!({}),
        )
        .await
        .expect("a table waiting in the lobby");
    let before = every_game(&server, &source).await;
    assert_eq!(before.len(), 3);
    drop(server);
    let export = stdout(&tool(&source, &["export", "--all", "--with-tokens"]));

    let target = TestDb::new().await;
    drop(TestServer::start(&target));
    let file = target.data_dir.join("all.ndjson");
    std::fs::write(&file, &export).unwrap();
    let said = stdout(&tool(&target, &["import", file.to_str().unwrap()]));
    assert!(
        said.starts_with("players: 2 in the file, 2 added\n"),
        "{said}"
    );
    assert_eq!(said.lines().filter(|l| l.starts_with("game ")).count(), 3);
    let again = stdout(&tool(&target, &["import", file.to_str().unwrap()]));
    assert!(
        again.starts_with("players: 2 in the file, 0 added\n"),
        "{again}"
    );
    assert!(
        again.lines().skip(1).all(|l| l.ends_with(" 0 added")),
        "{again}"
    );

    let server = TestServer::start(&target);
    assert_eq!(every_game(&server, &target).await, before);
    // Everyone keeps their id and token.
    for (who, name) in [(&alice, "alice"), (&bob, "bob")] {
        let me = who
            .clone()
            .at(&server)
            .gql("{ me { id name } }", json!({}))
            .await
            .expect("the old token signs in");
        assert_eq!(me["me"]["id"].as_str(), who.player_id.as_deref());
        assert_eq!(me["me"]["name"], name);
    }
    drop(server);

    // A server where another player is called alice takes nothing of the file.
    let clashing = TestDb::new().await;
    let server = TestServer::start(&clashing);
    Client::register(&server, "alice").await;
    drop(server);
    let file = clashing.data_dir.join("all.ndjson");
    std::fs::write(&file, &export).unwrap();
    let out = tool(&clashing, &["import", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("IMPORT_NAME_CLASH"), "{err}");
    assert!(
        err.contains(&format!(
            "the name \"alice\" of player {}",
            alice.player_id.as_deref().unwrap()
        )),
        "{err}"
    );
    assert!(!err.contains("\"bob\""), "only the clash is listed: {err}");
    let server = TestServer::start(&clashing);
    let listed = Client::anonymous(&server)
        .gql("{ games { edges { node { id } } } }", json!({}))
        .await
        .unwrap();
    assert_eq!(listed["games"]["edges"], json!([]), "nothing was imported");
    let bob_here = Client::anonymous(&server)
        .gql(
            "query($id: UUID!) { player(id: $id) { name } }",
            json!({ "id": bob.player_id }),
        )
        .await
        .unwrap_err();
    assert_eq!(bob_here.code, "NOT_FOUND");
}
