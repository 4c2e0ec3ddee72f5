//! Outlive content can be replaced without recompiling: a directory named in configuration
//! is validated at start-up, and games set up from it record it.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use tests::server::tabletop_binary;
use tests::{Table, TestDb, TestServer};

/// A copy of the embedded content files in a fresh directory.
fn content_copy(db: &TestDb) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../domain/data/outlive");
    let dir = db.data_dir.join("outlive-content");
    std::fs::create_dir_all(&dir).expect("create the content directory");
    for entry in std::fs::read_dir(source).expect("the embedded content") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            std::fs::copy(&path, dir.join(path.file_name().expect("a name"))).expect("copy");
        }
    }
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_configured_content_directory_is_used_and_recorded_by_new_games() {
    let db = TestDb::new().await;
    let dir = content_copy(&db);
    let server = TestServer::start_with(
        &db,
        &["--outlive-content", dir.to_str().expect("utf-8")],
        &[],
    );
    let table = Table::start(&server, 2, json!({ "outlive": {} })).await;
    let game = table
        .query(
            &table.players[0],
            "events(first: 20) { eventType payloadJson }",
        )
        .await;
    let started = game["events"]
        .as_array()
        .expect("events")
        .iter()
        .find(|e| e["eventType"] == "outlive.GameStarted")
        .expect("the game's setup events")
        .clone();
    assert_eq!(
        started["payloadJson"]["contentName"],
        Value::String(format!("custom:{}", dir.display()))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_field_in_the_content_stops_the_start_up_and_is_named() {
    let db = TestDb::new().await;
    let dir = content_copy(&db);
    let rooms_path = dir.join("rooms.json");
    let mut rooms: Value =
        serde_json::from_str(&std::fs::read_to_string(&rooms_path).expect("read")).expect("json");
    rooms["items"][3]["food_cost"] = Value::Null;
    std::fs::write(&rooms_path, rooms.to_string()).expect("write");

    let output = Command::new(tabletop_binary())
        .args([
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--outlive-content",
            dir.to_str().expect("utf-8"),
        ])
        .env("TABLETOP_DATA_DIR", &db.data_dir)
        .env_remove("DATABASE_URL")
        .output()
        .expect("run the server");
    assert!(!output.status.success(), "the server must refuse to start");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("rooms.json") && stderr.contains("food_cost"),
        "the error names the file and the field: {stderr}"
    );
}
