//! `/metrics` through the real binary: it parses as Prometheus text, and its families move
//! by exactly what a client did (commands by game kind and result, errors by code, open
//! websockets and subscriptions, the state cache, appends and pool waits, the fan-out
//! delay, the process).

use std::collections::HashMap;

use serde_json::json;
use tests::ws::Subscription;
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

/// Every sample of the exposition, `name{labels}` → value. Panics on a line that is neither
/// a comment nor a sample, so a malformed exposition fails the test.
async fn scrape(server: &TestServer) -> HashMap<String, f64> {
    let response = reqwest::get(format!("{}/metrics", server.base_url()))
        .await
        .expect("GET /metrics");
    assert!(response.status().is_success());
    let text = response.text().await.expect("a body");
    assert!(text.ends_with("# EOF\n"), "OpenMetrics ends with # EOF");
    let mut samples = HashMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (series, value) = line
            .rsplit_once(' ')
            .unwrap_or_else(|| panic!("not a sample: {line}"));
        let name_end = series.find('{').unwrap_or(series.len());
        assert!(
            series[..name_end]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "a metric name: {line}"
        );
        if name_end < series.len() {
            assert!(series.ends_with('}'), "closed labels: {line}");
        }
        let value: f64 = value.parse().unwrap_or_else(|_| panic!("a number: {line}"));
        samples.insert(series.to_owned(), value);
    }
    samples
}

fn sample(samples: &HashMap<String, f64>, series: &str) -> f64 {
    samples.get(series).copied().unwrap_or(0.0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_parse_and_count_what_a_client_did() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let before = scrape(&server).await;
    assert!(sample(&before, "tabletop_process_resident_memory_bytes") > 0.0);
    assert!(sample(&before, "tabletop_process_open_fds") > 0.0);
    assert!(sample(&before, "tabletop_db_pool_max_connections") > 0.0);
    assert_eq!(sample(&before, "tabletop_websockets_open"), 0.0);

    // A game played to its end: every command accepted, counted under its kind. A
    // subscriber watches from the start: once its first event (of the backlog) arrives it
    // is running, and every event after `started` reaches it live.
    let table = Table::king_of_tokyo(&server, 2).await;
    let started = table.version().await;
    let mut subscription = Subscription::start(
        &server.ws_url(),
        table.players[0].token.as_deref(),
        "subscription($id: UUID!) { gameEvents(gameId: $id, afterVersion: 0) { version } }",
        json!({ "id": table.game_id }),
    )
    .await;
    assert!(subscription.next_data().await.is_some());
    let sent = table.play_to_end(&mut Picker::new(7), 5_000).await;
    let finished = table.version().await;
    loop {
        let data = subscription.next_data().await.expect("every event");
        if data["gameEvents"]["version"].as_u64() == Some(finished) {
            break;
        }
    }
    let accepted = r#"tabletop_commands_total{kind="king_of_tokyo",result="accepted"}"#;
    // A command refused (the game is over), and a game that does not exist.
    let refused = table
        .submit(
            0,
            1,
            Uuid::new_v4(),
            &json!({ "kingOfTokyo": { "stopRolling": "YES" } }),
        )
        .await
        .expect_err("the game is over");
    assert_eq!(refused.code, "RULE_VIOLATION");
    let missing = Client::anonymous(&server)
        .gql(
            "{ game(id: \"00000000-0000-0000-0000-000000000000\") { id } }",
            json!({}),
        )
        .await
        .expect_err("no such game");
    assert_eq!(missing.code, "NOT_FOUND");

    let after = scrape(&server).await;
    assert_eq!(sample(&after, accepted), sent as f64, "{after:?}");
    assert_eq!(
        sample(
            &after,
            r#"tabletop_commands_total{kind="king_of_tokyo",result="RULE_VIOLATION"}"#
        ),
        1.0
    );
    assert_eq!(
        sample(
            &after,
            r#"tabletop_command_duration_seconds_count{kind="king_of_tokyo"}"#
        ),
        sent as f64 + 1.0
    );
    assert_eq!(
        sample(&after, r#"tabletop_graphql_errors_total{code="NOT_FOUND"}"#)
            - sample(
                &before,
                r#"tabletop_graphql_errors_total{code="NOT_FOUND"}"#
            ),
        1.0
    );
    assert_eq!(
        sample(
            &after,
            r#"tabletop_graphql_errors_total{code="RULE_VIOLATION"}"#
        ),
        1.0
    );
    assert!(
        sample(
            &after,
            r#"tabletop_graphql_requests_total{operation="mutation"}"#
        ) >= sent as f64 + 1.0
    );
    assert_eq!(
        sample(
            &after,
            r#"tabletop_graphql_requests_total{operation="subscription"}"#
        ),
        1.0
    );
    assert_eq!(sample(&after, "tabletop_websockets_open"), 1.0);
    assert_eq!(sample(&after, "tabletop_websocket_connections_total"), 1.0);
    assert_eq!(sample(&after, "tabletop_subscriptions_open"), 1.0);
    assert!(
        sample(&after, "tabletop_state_cache_hits_total") >= sent as f64,
        "each command finds its game kept: {after:?}"
    );
    assert!(
        sample(&after, "tabletop_process_cpu_seconds_total")
            >= sample(&before, "tabletop_process_cpu_seconds_total")
    );
    // The store: each accepted command one append (the table's setup made more), each
    // append a connection taken from a pool; SQLite's writes wait for its one writer.
    let appends = r#"tabletop_db_append_duration_seconds_count{streams="one"}"#;
    assert!(
        sample(&after, appends) - sample(&before, appends) > sent as f64,
        "{after:?}"
    );
    let pool_waits = "tabletop_db_pool_wait_seconds_count";
    assert!(sample(&after, pool_waits) - sample(&before, pool_waits) > sent as f64);
    let writer_waits = "tabletop_db_writer_wait_seconds_count";
    if db.is_postgres() {
        assert_eq!(sample(&after, writer_waits), 0.0);
    } else {
        assert!(sample(&after, writer_waits) - sample(&before, writer_waits) > sent as f64);
    }
    // Fan-out: exactly the events stored while the subscriber watched, none of its backlog.
    assert_eq!(
        sample(&after, "tabletop_subscription_delivery_delay_seconds_count"),
        (finished - started) as f64,
        "{after:?}"
    );

    // The websocket closed: nothing is open any more. The two gauges fall one after the
    // other as the connection's tasks end, so wait for both.
    drop(subscription);
    let mut closed = HashMap::new();
    for _ in 0..150 {
        closed = scrape(&server).await;
        if sample(&closed, "tabletop_websockets_open") == 0.0
            && sample(&closed, "tabletop_subscriptions_open") == 0.0
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(sample(&closed, "tabletop_websockets_open"), 0.0);
    assert_eq!(sample(&closed, "tabletop_subscriptions_open"), 0.0);
}
