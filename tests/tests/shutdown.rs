//! Graceful shutdown: on SIGTERM the server ends its subscriptions, closes websockets
//! (1001, going away), stops accepting, and exits successfully within its shutdown timeout.

use std::time::{Duration, Instant};

use serde_json::json;
use tests::ws::Connection;
use tests::{Picker, Table, TestDb, TestServer};
use uuid::Uuid;

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
    // A close frame saying the server is going away, not a dropped connection (1006),
    // so the client knows to reconnect rather than report a failure.
    let close = connection.close_frame().expect("a close frame");
    assert_eq!(close["code"], 1001, "{close}");
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

/// A random legal command through raw HTTP; `None` when the server is gone or refuses.
async fn try_step(server_url: &str, table: &Table, picker: &mut Picker) -> Option<(Uuid, u64)> {
    let http = reqwest::Client::new();
    let post = |token: Option<String>, body: serde_json::Value| {
        let mut request = http.post(server_url).json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        async move {
            let answer: serde_json::Value = request.send().await.ok()?.json().await.ok()?;
            answer
                .get("errors")
                .is_none()
                .then(|| answer["data"].clone())
        }
    };
    let game = post(
        table.players[0].token.clone(),
        json!({ "query": "query($g: UUID!) { game(id: $g) { status prompts { seat } } }", "variables": { "g": table.game_id } }),
    )
    .await?;
    let prompts = game["game"]["prompts"].as_array()?.clone();
    if prompts.is_empty() {
        return None;
    }
    let seat = prompts[picker.below(prompts.len())]["seat"].as_u64()? as usize;
    let legal = post(
        table.players[seat].token.clone(),
        json!({ "query": "query($g: UUID!, $s: Int!) { game(id: $g) { version legalCommands(seat: $s) { command } } }", "variables": { "g": table.game_id, "s": seat } }),
    )
    .await?;
    let commands = legal["game"]["legalCommands"].as_array()?.clone();
    let command = commands.get(picker.below(commands.len().max(1)))?["command"].clone();
    let command_id = Uuid::new_v4();
    let done = post(
        table.players[seat].token.clone(),
        json!({ "query": "mutation($g: UUID!, $v: Int!, $c: UUID!, $s: Int, $cmd: GameCommandInput!) { submitCommand(gameId: $g, expectedVersion: $v, commandId: $c, seat: $s, command: $cmd) { version } }",
                "variables": { "g": table.game_id, "v": legal["game"]["version"], "c": command_id, "s": seat, "cmd": command } }),
    )
    .await?;
    Some((command_id, done["submitCommand"]["version"].as_u64()?))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_acknowledged_around_sigterm_are_all_stored() {
    let db = TestDb::new().await;
    let mut server = TestServer::start_with(&db, &["--shutdown-timeout-secs", "5"], &[]);
    let table = Table::king_of_tokyo(&server, 3).await;
    let url = server.url();
    let players = table.players.clone();
    let game_id = table.game_id.clone();
    let load = tokio::spawn(async move {
        let table = Table { game_id, players };
        let mut picker = Picker::new(17);
        let mut acks = Vec::new();
        while let Some(ack) = try_step(&url, &table, &mut picker).await {
            acks.push(ack);
        }
        acks
    });
    tokio::time::sleep(Duration::from_millis(700)).await;
    server.signal("TERM");
    let status = server
        .wait_exit(Duration::from_secs(15))
        .expect("the server exits after SIGTERM");
    assert!(status.success(), "{status:?}");
    let acks = load.await.expect("the load task");
    assert!(!acks.is_empty(), "the load played before the signal");

    let store = db.store().await;
    let events =
        domain::app::EventStore::read_stream(&store, table.game_id.parse().expect("uuid"), 0, None)
            .await
            .expect("read the game");
    for (i, event) in events.iter().enumerate() {
        assert_eq!(event.version, i as u64 + 1, "versions without gaps");
    }
    for (command_id, version) in acks {
        let last = events
            .iter()
            .filter(|e| e.metadata.command_id == command_id)
            .map(|e| e.version)
            .max();
        assert_eq!(last, Some(version), "an acknowledged command is stored");
    }
}
