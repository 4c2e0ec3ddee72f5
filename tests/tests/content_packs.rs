//! Content packs: a directory named with `--content GAME=DIR` replaces a game's embedded
//! data, is validated at start-up, and games keep the pack they were set up with.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use tests::server::tabletop_binary;
use tests::{Client, Table, TestDb, TestServer};
use uuid::Uuid;

/// A copy of a game's embedded pack in a fresh directory, with `change` applied to `file`.
fn pack(db: &TestDb, game: &str, file: &str, change: impl FnOnce(&mut Value)) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../domain/data")
        .join(game);
    let dir = db
        .data_dir
        .join(format!("pack-{game}-{}", Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).expect("create the pack directory");
    for entry in std::fs::read_dir(source).expect("the embedded pack") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            std::fs::copy(&path, dir.join(path.file_name().expect("a name"))).expect("copy");
        }
    }
    let path = dir.join(file);
    let mut doc: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
    change(&mut doc);
    std::fs::write(&path, doc.to_string()).expect("write");
    dir
}

fn free_cards(cards: &mut Value) {
    for card in cards.as_array_mut().expect("an array of cards") {
        card["cost"] = json!(0);
    }
}

fn arg(game: &str, dir: &Path) -> String {
    format!("{game}={}", dir.display())
}

async fn kot_content(server: &TestServer) -> Value {
    let client = Client::anonymous(server);
    let kinds = client
        .gql(
            "{ gameKinds { kind content { name hash provisionalValues totalValues } } }",
            json!({}),
        )
        .await
        .expect("gameKinds");
    kinds["gameKinds"]
        .as_array()
        .expect("kinds")
        .iter()
        .find(|k| k["kind"] == "KING_OF_TOKYO")
        .expect("King of Tokyo")["content"]
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_king_of_tokyo_pack_changes_what_a_power_card_costs() {
    let db = TestDb::new().await;
    let dir = pack(&db, "king_of_tokyo", "power_cards.json", free_cards);
    let server = TestServer::start_with(&db, &["--content", &arg("king_of_tokyo", &dir)], &[]);
    let content = kot_content(&server).await;
    assert_eq!(content["name"], json!(format!("custom:{}", dir.display())));
    assert!(content["totalValues"].as_u64().unwrap_or(0) > 0);

    let table = Table::king_of_tokyo(&server, 2).await;
    // The game names the pack it was set up with, by the hash gameKinds reports.
    let created = table
        .query(
            &table.players[0],
            "events(first: 1) { data { ... on LobbyGameCreated { content { name hash } } } }",
        )
        .await;
    assert_eq!(
        created["events"][0]["data"]["content"]["hash"],
        content["hash"]
    );
    assert_eq!(
        created["events"][0]["data"]["content"]["name"],
        content["name"]
    );
    // Every printed Power card costs 3 or more: a market card at 0 comes from the pack.
    for _ in 0..60 {
        let game = table
            .query(&table.players[0], "version prompts { seat } viewJson")
            .await;
        let seat = game["prompts"][0]["seat"]
            .as_u64()
            .expect("a prompted seat") as usize;
        let (commands, version) = table.legal_commands(seat).await;
        let buy = commands
            .iter()
            .find(|c| c["kingOfTokyo"]["buyCard"].is_object());
        if let Some(buy) = buy {
            let view = &game["viewJson"];
            let slot = buy["kingOfTokyo"]["buyCard"]["slot"]
                .as_u64()
                .expect("a slot") as usize;
            let shown = view["market"]
                .as_array()
                .expect("market")
                .iter()
                .find(|s| s["slot"].as_u64() == Some(slot as u64))
                .expect("the slot")["card"]["cost"]
                .clone();
            assert_eq!(shown, json!(0), "the view shows the pack's cost");
            table
                .submit(seat, version, Uuid::new_v4(), buy)
                .await
                .expect("buy the card");
            // What the buyer paid is the event's price: its energy afterwards also counts
            // what the card itself gives (Energize's 9), which is why it is not compared.
            let events = table
                .query(
                    &table.players[0],
                    "events(first: 500) { eventType payloadJson }",
                )
                .await;
            let bought = events["events"]
                .as_array()
                .expect("events")
                .iter()
                .rev()
                .find(|e| e["eventType"] == "king_of_tokyo.CardBought")
                .expect("a CardBought event")
                .clone();
            assert_eq!(bought["payloadJson"]["price"], json!(0));
            return;
        }
        let pick = commands
            .iter()
            .find(|c| c["kingOfTokyo"]["stopRolling"].is_string())
            .or_else(|| commands.first())
            .expect("a legal command")
            .clone();
        table
            .submit(seat, version, Uuid::new_v4(), &pick)
            .await
            .expect("a legal command");
    }
    panic!("no seat could buy a card in 60 decisions");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_broken_pack_stops_the_start_up_naming_the_file_the_item_and_the_field() {
    let db = TestDb::new().await;
    let dir = pack(&db, "king_of_tokyo", "power_cards.json", |cards| {
        cards[2]["cost"] = json!("three");
    });
    let output = Command::new(tabletop_binary())
        .args(["serve", "--bind", "127.0.0.1:0"])
        .env("TABLETOP_CONTENT_KING_OF_TOKYO", &dir)
        .env("TABLETOP_DATA_DIR", &db.data_dir)
        .env_remove("DATABASE_URL")
        .output()
        .expect("run the server");
    assert!(!output.status.success(), "the server must refuse to start");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("power_cards.json") && stderr.contains("[2]") && stderr.contains(".cost"),
        "the error names the file, the item and the field: {stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_keeps_its_pack_when_the_server_restarts_with_another() {
    let db = TestDb::new().await;
    let first = pack(&db, "king_of_tokyo", "monsters.json", |monsters| {
        for m in monsters.as_array_mut().expect("monsters") {
            m["max_health"] = json!(12);
        }
    });
    let server = TestServer::start_with(&db, &["--content", &arg("king_of_tokyo", &first)], &[]);
    let table = Table::king_of_tokyo(&server, 2).await;
    let before = table.query(&Client::anonymous(&server), "viewJson").await["viewJson"].clone();
    assert_eq!(before["monsters"][0]["maxHealth"], json!(12));
    let first_hash = kot_content(&server).await["hash"].clone();
    drop(server);

    let second = pack(&db, "king_of_tokyo", "monsters.json", |monsters| {
        for m in monsters.as_array_mut().expect("monsters") {
            m["max_health"] = json!(8);
        }
    });
    let server = TestServer::start_with(&db, &["--content", &arg("king_of_tokyo", &second)], &[]);
    assert_ne!(kot_content(&server).await["hash"], first_hash);
    let spectator = Client::anonymous(&server);
    let after = spectator
        .gql(
            "query($id: UUID!) { game(id: $id) { viewJson } }",
            json!({ "id": table.game_id }),
        )
        .await
        .expect("the game")["game"]["viewJson"]
        .clone();
    assert_eq!(
        after, before,
        "a stored game folds to the same view under a new pack"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outlive_pack_changes_what_a_room_costs_to_feed() {
    let db = TestDb::new().await;
    // No printed room costs 7 food a night: a room at 7 comes from the pack.
    let dir = pack(&db, "outlive", "rooms.json", |rooms| {
        for room in rooms["items"].as_array_mut().expect("rooms") {
            room["food_cost"] = json!(7);
        }
    });
    let server = TestServer::start_with(&db, &["--content", &arg("outlive", &dir)], &[]);
    let table = Table::start(&server, 2, json!({ "outlive": {} })).await;
    // Play (the first legal command, but as many starting survivors in the room as allowed)
    // until a night's feeding charges a clan for an occupied room: what is charged is 7
    // food per occupied room, the pack's cost.
    let mut shown = false;
    for _ in 0..3000 {
        let game = table
            .query(
                &table.players[0],
                "status prompts { seat } viewJson(seat: 0)",
            )
            .await;
        assert_ne!(
            game["status"], "FINISHED",
            "the game ended before a feeding"
        );
        for room in game["viewJson"]["clans"]
            .as_array()
            .expect("clans")
            .iter()
            .flat_map(|c| c["rooms"].as_array().cloned().unwrap_or_default())
            .filter(|r| r["built"] == json!(true))
        {
            assert_eq!(
                room["foodCost"],
                json!(7),
                "the view shows the pack's cost: {room}"
            );
            shown = true;
        }
        let seat = game["prompts"][0]["seat"]
            .as_u64()
            .expect("a prompted seat") as usize;
        let (commands, version) = table.legal_commands(seat).await;
        let command = commands
            .iter()
            .filter_map(|c| {
                Some((
                    c["outlive"]["placeStartingSurvivors"]["inRoom"].as_u64()?,
                    c,
                ))
            })
            .max_by_key(|(in_room, _)| *in_room)
            .map_or(&commands[0], |(_, c)| c);
        let answer = table
            .submit(seat, version, Uuid::new_v4(), command)
            .await
            .expect("a legal command");
        let Some(due) = answer["events"]
            .as_array()
            .expect("events")
            .iter()
            .find(|e| e["eventType"] == "outlive.FeedingDue")
        else {
            continue;
        };
        let at = due["version"].as_u64().expect("a version");
        let seen = table
            .query(
                &table.players[0],
                &format!(
                    "events(after: {}, first: 10) {{ eventType payloadJson }} stateAt(version: {at}) {{ viewJson }}",
                    at - 1
                ),
            )
            .await;
        let clans = seen["stateAt"]["viewJson"]["clans"]
            .as_array()
            .cloned()
            .expect("clans");
        let mut charged = 0;
        for event in seen["events"].as_array().expect("events") {
            if event["eventType"] != "outlive.FeedingDue" {
                continue;
            }
            let payload = &event["payloadJson"];
            let clan = &clans[payload["seat"].as_u64().expect("a seat") as usize];
            let occupied = clan["rooms"].as_array().map_or(0, |rooms| {
                rooms
                    .iter()
                    .filter(|r| r["survivors"].as_u64() > Some(0))
                    .count()
            });
            assert_eq!(
                payload["food"],
                json!(7 * occupied),
                "a clan with {occupied} occupied rooms is charged the pack's 7 food each: {payload}"
            );
            charged += occupied;
        }
        if charged > 0 {
            assert!(shown, "a built room was seen in the view before the night");
            return;
        }
    }
    panic!("no feeding charged an occupied room in 3000 decisions");
}
