//! Hostile input, black-box: random and mutated GraphQL documents, variables and bodies.
//! Whatever arrives, the server answers without a 5xx, every error carries
//! `extensions.code`, and a refused command stores nothing.
//!
//! `TABLETOP_FUZZ_CASES` sets the number of requests (default 300); `TABLETOP_FUZZ_SEED`
//! the seed, printed on failure so a case can be replayed.

use domain::app::EventStore;
use serde_json::{Value, json};
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

const DOCUMENTS: &[&str] = &[
    "mutation($g: UUID!, $v: Int!, $c: UUID!, $cmd: GameCommandInput!, $s: Int) { submitCommand(gameId: $g, expectedVersion: $v, commandId: $c, seat: $s, command: $cmd) { version replayed events { version eventType payloadJson } } }",
    "query($g: UUID!, $a: Int, $f: Int, $v: Int!, $s: Int) { game(id: $g) { version status view(seat: $s) { __typename } viewJson events(after: $a, first: $f) { version payloadJson } stateAt(version: $v) { version viewJson } legalCommands(seat: $s) { command } prompts { seat kind } seed } }",
    "query($n: Int, $c: String) { games(first: $n, after: $c) { edges { cursor node { id version } } pageInfo { hasNextPage endCursor } } }",
    "mutation($g: UUID!, $s: Int) { joinGame(gameId: $g, seat: $s) { seat } }",
    "mutation($g: UUID!) { startGame(gameId: $g) { status } }",
    "mutation($g: UUID!, $s: Int) { addBot(gameId: $g, seat: $s) { seat } }",
    "mutation($n: Int!) { createGame(input: { options: { kingOfTokyo: {} }, seats: $n }) { id } }",
    "mutation($name: String!) { registerPlayer(name: $name) { player { id } } }",
    "{ me { id } gameKinds { kind minSeats maxSeats defaultOptionsJson } }",
    "query { __schema { types { name fields { name } } } }",
];

const COMMANDS: &[&str] = &[
    "reroll",
    "stopRolling",
    "yieldTokyo",
    "stayInTokyo",
    "buyCard",
    "sweepMarket",
    "endTurn",
    "moveMimic",
    "buyExtraRoll",
    "changeDie",
    "probeDie",
    "spendHearts",
    "useWings",
    "useRapidHealing",
    "pass",
    "peekDeck",
    "buyDeckTop",
    "buyFromMonster",
    "sellCard",
    "takeExtraTurn",
    "bogus",
    "",
];

const JUNK: &[u8] = b"{}()[]:$!@#.,\"\\ \n0123456789abcXYZ_-+=&|?<>'\t\x00\xff";

fn number(p: &mut Picker) -> Value {
    match p.below(12) {
        0 => json!(-1),
        1 => json!(255),
        2 => json!(256),
        3 => json!(65536),
        4 => json!(i64::MAX),
        5 => json!(u64::MAX),
        6 => json!(1e300),
        7 => json!(0.5),
        8 => json!(-9_007_199_254_740_993_i64),
        _ => json!(p.below(8)),
    }
}

fn junk_value(p: &mut Picker, depth: usize) -> Value {
    match p.below(if depth > 2 { 5 } else { 8 }) {
        0 => Value::Null,
        1 => json!(p.below(2) == 0),
        2 => number(p),
        3 => json!("YES"),
        4 => json!("x".repeat(p.below(3) * 300)),
        5 => Value::Array((0..p.below(6)).map(|_| junk_value(p, depth + 1)).collect()),
        6 => json!({ "dice": (0..p.below(8)).map(|_| number(p)).collect::<Vec<_>>() }),
        _ => {
            let mut object = serde_json::Map::new();
            for key in ["slot", "card", "die", "face", "on", "target", "dice", "zzz"] {
                if p.below(3) == 0 {
                    object.insert(key.into(), junk_value(p, depth + 1));
                }
            }
            Value::Object(object)
        }
    }
}

fn command(p: &mut Picker) -> Value {
    let mut inner = serde_json::Map::new();
    for _ in 0..1 + usize::from(p.below(6) == 0) {
        let key = COMMANDS[p.below(COMMANDS.len())];
        inner.insert(key.into(), junk_value(p, 0));
    }
    match p.below(10) {
        0 => junk_value(p, 0),
        1 => json!({ "outlive": inner }),
        _ => json!({ "kingOfTokyo": inner }),
    }
}

fn variables(p: &mut Picker, game: &str, version: u64) -> Value {
    let id = |p: &mut Picker| match p.below(4) {
        0 => json!(Uuid::new_v4()),
        1 => json!("not-a-uuid"),
        _ => json!(game),
    };
    let version = match p.below(3) {
        0 => number(p),
        _ => json!(version),
    };
    let mut vars = json!({
        "g": id(p), "v": version, "c": id(p), "cmd": command(p), "s": number(p),
        "a": number(p), "f": number(p), "n": number(p), "c2": "x", "name": format!("fuzz-{}", p.below(1000)),
    });
    if p.below(4) == 0 {
        vars["c"] = json!("12x");
    }
    if p.below(8) == 0 {
        let keys: Vec<String> = vars
            .as_object()
            .expect("an object")
            .keys()
            .cloned()
            .collect();
        let key = &keys[p.below(keys.len())];
        vars[key] = junk_value(p, 0);
    }
    vars
}

fn mutate(p: &mut Picker, document: &str) -> String {
    let mut bytes = document.as_bytes().to_vec();
    for _ in 0..p.below(4) {
        if bytes.is_empty() {
            break;
        }
        let at = p.below(bytes.len());
        match p.below(4) {
            0 => {
                let len = p.below(12).min(bytes.len() - at);
                bytes.drain(at..at + len);
            }
            1 => bytes.insert(at, JUNK[p.below(JUNK.len())]),
            2 => {
                let len = p.below(30).min(bytes.len() - at);
                let span = bytes[at..at + len].to_vec();
                bytes.splice(at..at, span);
            }
            _ => bytes[at] = JUNK[p.below(JUNK.len())],
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn body(p: &mut Picker, game: &str, version: u64) -> Vec<u8> {
    let document = DOCUMENTS[p.below(DOCUMENTS.len())];
    let query = if p.below(3) == 0 {
        document.to_owned()
    } else {
        mutate(p, document)
    };
    let request = json!({ "query": query, "variables": variables(p, game, version) });
    match p.below(20) {
        0 => mutate(p, &request.to_string()).into_bytes(),
        1 => json!([request, request]).to_string().into_bytes(),
        2 => json!({ "query": query, "variables": "nope", "operationName": 7 })
            .to_string()
            .into_bytes(),
        3 => (0..p.below(200))
            .map(|_| JUNK[p.below(JUNK.len())])
            .collect(),
        _ => request.to_string().into_bytes(),
    }
}

/// Every error object of a GraphQL answer (single or batched).
fn errors(answer: &Value) -> Vec<Value> {
    match answer {
        Value::Array(items) => items.iter().flat_map(errors).collect(),
        other => other["errors"].as_array().cloned().unwrap_or_default(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_and_mutated_requests_never_break_the_server_or_the_game() {
    let cases: usize = std::env::var("TABLETOP_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    let seed: u64 = std::env::var("TABLETOP_FUZZ_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_261_122);
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut picker = Picker::new(seed);
    for _ in 0..4 {
        table.play_one(&mut picker).await;
    }
    let store = db.store().await;
    let game_id: Uuid = table.game_id.parse().expect("uuid");
    let stored_version = |store: persistence::Database| async move {
        store
            .read_stream(game_id, 0, None)
            .await
            .expect("read the game")
            .len() as u64
    };
    let mut version = stored_version(store.clone()).await;
    let http = reqwest::Client::new();
    let clients: Vec<Client> = vec![
        table.players[0].clone(),
        table.players[1].clone(),
        Client::anonymous(&server),
    ];
    for case in 0..cases {
        let body = body(&mut picker, &table.game_id, version);
        let client = &clients[picker.below(clients.len())];
        let mut request = http
            .post(server.url())
            .header("content-type", "application/json")
            .body(body.clone());
        if let Some(token) = &client.token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.expect("the server answers");
        let status = response.status().as_u16();
        let text = response.text().await.expect("a body");
        let context = || {
            format!(
                "seed {seed} case {case}: {}\n-> {status} {text}",
                String::from_utf8_lossy(&body)
            )
        };
        assert!(status < 500, "a 5xx: {}", context());
        let answer: Value =
            serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON: {}", context()));
        for error in errors(&answer) {
            let code = error["extensions"]["code"].as_str();
            assert!(code.is_some(), "an error without a code: {}", context());
            assert_ne!(code, Some("INTERNAL"), "{}", context());
        }
        let now = stored_version(store.clone()).await;
        if now != version {
            let applied = text.contains("\"submitCommand\":{") || text.contains("\"startGame\":{");
            assert!(
                applied,
                "the game changed without an accepted command: {}",
                context()
            );
            version = now;
        }
    }
    // The game still plays.
    table.play_one(&mut picker).await;
}
