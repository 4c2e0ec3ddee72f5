//! The load generator against the real server: it plays without errors, its latency
//! figures are consistent, and in subscriber mode every subscriber gets every event.
//! (Speed is measured by `scripts/bench`, never asserted here.)

use std::time::Duration;

use loadgen::{FanoutConfig, PlayConfig, Policy};
use tests::{TestDb, TestServer};

const NO_RATE_LIMITS: [&str; 4] = ["--rate-per-token", "0", "--rate-per-ip", "0"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_load_generator_plays_concurrent_games_without_errors() {
    let db = TestDb::new().await;
    let server = TestServer::start_with(&db, &NO_RATE_LIMITS, &[]);
    for policy in [Policy::Fast, Policy::Legal] {
        let report = loadgen::play::run(PlayConfig {
            url: server.url(),
            concurrency: 4,
            seats: 3,
            policy,
            warmup: Duration::from_millis(300),
            duration: Duration::from_secs(2),
            rate: None,
            seed: 7,
        })
        .await;
        assert!(
            report.commands > 0,
            "{policy:?}: no command stored: {report:?}"
        );
        assert_eq!(report.error_count, 0, "{policy:?}: {:?}", report.errors);
        assert_eq!(report.games_started, 4 + report.games_finished);
        let latency = report.submit_latency;
        assert_eq!(latency.samples, report.commands, "one sample per command");
        assert!(latency.p50_ms > 0.0);
        assert!(
            latency.p50_ms <= latency.p95_ms
                && latency.p95_ms <= latency.p99_ms
                && latency.p99_ms <= latency.max_ms,
            "{latency:?}"
        );
    }
}

/// With `gameEvents` (a message per event) and `gameEventBatches` (a message per read).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_subscriber_receives_every_event_of_the_game_it_watches() {
    for batches in [false, true] {
        every_subscriber_receives_every_event(batches).await;
    }
}

async fn every_subscriber_receives_every_event(batches: bool) {
    let db = TestDb::new().await;
    let server = TestServer::start_with(&db, &NO_RATE_LIMITS, &[]);
    let report = loadgen::fanout::run(FanoutConfig {
        url: server.url(),
        ws_url: server.ws_url(),
        subscribers: 6,
        subscriptions_per_connection: 2,
        games: 2,
        seats: 3,
        rate: 25.0,
        warmup: Duration::from_millis(200),
        duration: Duration::from_secs(2),
        connect_rate: 100.0,
        connect_parallel: 4,
        drain: Duration::from_secs(20),
        server_pid: Some(server.pid()),
        seed: 11,
        batches,
    })
    .await
    .expect("the fan-out run");
    assert_eq!(report.error_count, 0, "{:?}", report.errors);
    assert_eq!(report.batches, batches);
    assert_eq!(report.subscribed, 6, "every subscription went live");
    assert!(
        report.commands > 0 && report.events >= report.commands,
        "{report:?}"
    );
    assert!(report.deliveries_expected > 0);
    assert_eq!(report.deliveries_received, report.deliveries_expected);
    assert_eq!(
        report.complete_subscriptions, 6,
        "each subscriber saw every version once, in order"
    );
    // Three subscribers per game, so each measured event is received three times.
    assert_eq!(report.delay.samples, 3 * report.events);
    let delay = report.delay;
    assert!(
        delay.p50_ms <= delay.p95_ms
            && delay.p95_ms <= delay.p99_ms
            && delay.p99_ms <= delay.max_ms
    );
    assert_eq!(report.delay_from_send.samples, report.delay.samples);
    assert!(report.delay_from_send.max_ms >= report.delay.max_ms);
    assert!(report.server_rss_idle_kib.is_some_and(|kib| kib > 0));
    assert!(report.server_rss_subscribed_kib.is_some_and(|kib| kib > 0));
}
