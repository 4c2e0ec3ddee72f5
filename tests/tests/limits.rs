//! Request limits: body size, aliases, batch size, depth, rate limits per token and per IP,
//! subscriptions per websocket connection. Each answers a JSON error with a stable code.

use serde_json::{Value, json};
use tests::ws::Connection;
use tests::{Client, Table, TestDb, TestServer};

/// POST `body` as JSON text; the status, the `retry-after` header and the JSON answer.
async fn post_raw(
    server: &TestServer,
    token: Option<&str>,
    body: String,
) -> (u16, Option<String>, Value) {
    let mut request = reqwest::Client::new()
        .post(server.url())
        .header("content-type", "application/json")
        .body(body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.expect("send");
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let json = response.json().await.expect("a JSON answer");
    (status, retry_after, json)
}

/// `tabletop_rate_limited_total{scope="..."}` from /metrics.
async fn rate_limited_total(server: &TestServer, scope: &str) -> u64 {
    let metrics = reqwest::get(format!("{}/metrics", server.base_url()))
        .await
        .expect("GET /metrics")
        .text()
        .await
        .expect("a body");
    let series = format!("tabletop_rate_limited_total{{scope=\"{scope}\"}} ");
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(&series))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {series} in /metrics:\n{metrics}"))
}

fn first_code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or("<no code>")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_body_is_refused_with_a_json_bad_input() {
    let db = TestDb::new().await;
    let server = TestServer::start_with(&db, &["--max-body-bytes", "1000"], &[]);
    let padding = "x".repeat(2000);
    let body = json!({ "query": format!("{{ gameKinds {{ kind }} }} # {padding}") }).to_string();
    let (status, _, answer) = post_raw(&server, None, body).await;
    assert_eq!(status, 413);
    assert_eq!(first_code(&answer), "BAD_INPUT");
    let (status, _, answer) = post_raw(
        &server,
        None,
        json!({ "query": "{ gameKinds { kind } }" }).to_string(),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_aliases_too_deep_or_too_big_a_batch_is_bad_input() {
    let db = TestDb::new().await;
    let server = TestServer::start_with(&db, &["--max-aliases", "3", "--max-batch", "2"], &[]);
    let client = Client::anonymous(&server);

    let ok = client
        .raw("{ a: gameKinds { kind } b: gameKinds { kind } }", json!({}))
        .await;
    assert!(ok.get("errors").is_none(), "{ok}");
    let many = client
        .raw("{ a: gameKinds { kind } b: gameKinds { kind } c: gameKinds { kind } d: gameKinds { k: kind } }", json!({}))
        .await;
    assert_eq!(first_code(&many), "BAD_INPUT", "{many}");
    let via_fragments = client
        .raw("{ a: gameKinds { ...K } b: gameKinds { ...K } } fragment K on GameKindInfo { x: kind y: kind }", json!({}))
        .await;
    assert_eq!(
        first_code(&via_fragments),
        "BAD_INPUT",
        "aliases count once per spread: {via_fragments}"
    );

    let deep_query = format!(
        "{{ __schema {{ types {{ fields {{ type {{ {} name {} }} }} }} }} }}",
        "ofType { ".repeat(15),
        "}".repeat(15)
    );
    let deep = client.raw(&deep_query, json!({})).await;
    assert_eq!(first_code(&deep), "BAD_INPUT", "{deep}");

    let one = json!({ "query": "{ gameKinds { kind } }" });
    let (status, _, answer) = post_raw(&server, None, json!([one, one]).to_string()).await;
    assert_eq!(status, 200);
    assert_eq!(answer.as_array().map(Vec::len), Some(2), "{answer}");
    let (status, _, answer) = post_raw(&server, None, json!([one, one, one]).to_string()).await;
    assert_eq!(status, 400);
    assert_eq!(first_code(&answer), "BAD_INPUT");
    let (status, _, answer) = post_raw(&server, None, "[]".into()).await;
    assert_eq!(status, 400);
    assert_eq!(first_code(&answer), "BAD_INPUT");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_over_its_rate_gets_rate_limited_and_others_do_not() {
    let db = TestDb::new().await;
    let server = TestServer::start_with(
        &db,
        &[],
        &[
            ("TABLETOP_RATE_PER_TOKEN", "0.2"),
            ("TABLETOP_BURST_PER_TOKEN", "4"),
        ],
    );
    let alice = Client::register(&server, "alice").await;
    let bob = Client::register(&server, "bob").await;
    assert_eq!(rate_limited_total(&server, "token").await, 0);
    let me = json!({ "query": "{ me { name } }" }).to_string();
    for _ in 0..4 {
        let (status, _, answer) = post_raw(&server, alice.token.as_deref(), me.clone()).await;
        assert_eq!(status, 200, "{answer}");
    }
    let (status, retry_after, answer) = post_raw(&server, alice.token.as_deref(), me.clone()).await;
    assert_eq!(status, 429);
    assert_eq!(first_code(&answer), "RATE_LIMITED");
    assert!(retry_after.is_some_and(|s| s.parse::<u64>().is_ok_and(|s| s >= 1)));
    assert_eq!(rate_limited_total(&server, "token").await, 1);
    assert_eq!(rate_limited_total(&server, "ip").await, 0);
    // A batch counts each operation.
    let (status, _, answer) = post_raw(
        &server,
        bob.token.as_deref(),
        json!([{ "query": "{ me { name } }" }, { "query": "{ me { name } }" }]).to_string(),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let (status, _, answer) = post_raw(
        &server,
        bob.token.as_deref(),
        json!([{ "query": "{ me { name } }" }, { "query": "{ me { name } }" }]).to_string(),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let (status, _, answer) = post_raw(&server, bob.token.as_deref(), me.clone()).await;
    assert_eq!(
        status, 429,
        "bob spent his burst on two batches of two: {answer}"
    );
    // Anonymous requests are not charged to any token.
    let (status, _, _) = post_raw(
        &server,
        None,
        json!({ "query": "{ gameKinds { kind } }" }).to_string(),
    )
    .await;
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_over_its_rate_gets_rate_limited_over_http_and_websockets() {
    let db = TestDb::new().await;
    let server = TestServer::start_with(&db, &["--rate-per-ip", "0.2", "--burst-per-ip", "3"], &[]);
    let kinds = json!({ "query": "{ gameKinds { kind } }" }).to_string();
    for _ in 0..3 {
        assert_eq!(post_raw(&server, None, kinds.clone()).await.0, 200);
    }
    assert_eq!(rate_limited_total(&server, "ip").await, 0);
    let (status, _, answer) = post_raw(&server, None, kinds.clone()).await;
    assert_eq!(status, 429);
    assert_eq!(first_code(&answer), "RATE_LIMITED");
    assert_eq!(rate_limited_total(&server, "ip").await, 1);
    let response = reqwest::Client::new()
        .get(format!("{}/graphql/ws", server.base_url()))
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .header("sec-websocket-protocol", "graphql-transport-ws")
        .send()
        .await
        .expect("send");
    assert_eq!(response.status().as_u16(), 429);
    assert_eq!(rate_limited_total(&server, "ip").await, 2);
    assert_eq!(rate_limited_total(&server, "token").await, 0);
    // Health and readiness are never limited.
    let ready = reqwest::get(format!("{}/readyz", server.base_url()))
        .await
        .expect("readyz");
    assert_eq!(ready.status().as_u16(), 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_sent_only_in_connection_init_is_charged_to_its_bucket() {
    let db = TestDb::new().await;
    let server = TestServer::start_with(
        &db,
        &["--rate-per-token", "0.01", "--burst-per-token", "3"],
        &[],
    );
    let alice = Client::register(&server, "alice").await;
    let bob = Client::register(&server, "bob").await;
    let token = alice.token.as_deref().expect("a token");
    // Connection::open sends the token in connection_init only, not in the upgrade request.
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(
            Connection::open(&server.ws_url(), Some(token))
                .await
                .expect("within the burst: connection_ack"),
        );
    }
    let refused = Connection::open(&server.ws_url(), Some(token))
        .await
        .err()
        .expect("the fourth connection_init with the token is over its burst")
        .expect("a close frame");
    assert!(
        refused["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("RATE_LIMITED")),
        "{refused}"
    );
    assert_eq!(rate_limited_total(&server, "token").await, 1);
    // The same bucket serves HTTP: Alice's token is spent there too, Bob's is not.
    let me = json!({ "query": "{ me { name } }" }).to_string();
    let (status, _, answer) = post_raw(&server, Some(token), me.clone()).await;
    assert_eq!(status, 429, "{answer}");
    assert_eq!(rate_limited_total(&server, "token").await, 2);
    let (status, _, answer) = post_raw(&server, bob.token.as_deref(), me).await;
    assert_eq!(status, 200, "{answer}");
    Connection::open(&server.ws_url(), bob.token.as_deref())
        .await
        .expect("another token connects");
    assert_eq!(rate_limited_total(&server, "ip").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_holds_at_most_its_limit_of_subscriptions() {
    let db = TestDb::new().await;
    let server = TestServer::start_with(&db, &["--max-subscriptions-per-connection", "2"], &[]);
    let table = Table::king_of_tokyo(&server, 2).await;
    let mut connection = Connection::open(&server.ws_url(), table.players[0].token.as_deref())
        .await
        .expect("connection_ack");
    let query = "subscription($id: UUID!) { gameEvents(gameId: $id) { version } }";
    // Open two and wait until each is delivering, so the third is certainly the one over
    // the limit (subscriptions sent together are set up concurrently).
    for id in ["1", "2"] {
        connection
            .subscribe(id, query, json!({ "id": table.game_id }))
            .await;
    }
    let mut delivering = std::collections::BTreeSet::new();
    while delivering.len() < 2 {
        let message = tokio::time::timeout(std::time::Duration::from_secs(30), connection.next())
            .await
            .expect("a message within 30 s")
            .expect("the connection stays open");
        assert_ne!(message["type"], "error", "{message}");
        if message["type"] == "next" {
            delivering.insert(message["id"].as_str().unwrap_or_default().to_owned());
        }
    }
    connection
        .subscribe("3", query, json!({ "id": table.game_id }))
        .await;
    let mut refused = None;
    while refused.is_none() {
        let message = tokio::time::timeout(std::time::Duration::from_secs(30), connection.next())
            .await
            .expect("a message within 30 s")
            .expect("the connection stays open");
        if message["id"] == "3" && message["type"] != "complete" {
            refused = Some(message);
        } else {
            assert_ne!(message["type"], "error", "{message}");
            assert!(message["payload"].get("errors").is_none(), "{message}");
        }
    }
    let refused = refused.expect("the third subscription's answer");
    let errors = if refused["type"] == "error" {
        refused["payload"].clone()
    } else {
        refused["payload"]["errors"].clone()
    };
    assert_eq!(
        errors[0]["extensions"]["code"], "TOO_MANY_SUBSCRIPTIONS",
        "{refused}"
    );
}
