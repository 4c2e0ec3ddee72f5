//! Subscriber mode: N `gameEvents` subscriptions spread over a few games that are being
//! played, measuring the delay from a command's HTTP response to each subscriber's receipt
//! of every event the command stored.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use futures::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use serde_json::json;
use tokio::sync::{Semaphore, watch};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use crate::driver::{Driver, Outcome};
use crate::gql::Gql;
use crate::policy::Policy;
use crate::stats::{ErrorCounts, Percentiles, merge};

const SUBSCRIPTION: &str = "subscription($id: UUID!, $after: Int!) {
  gameEvents(gameId: $id, afterVersion: $after) { version eventType actorSeat payloadJson }
}";
/// The same selection per event, a message per store read (a command's events together).
const BATCH_SUBSCRIPTION: &str = "subscription($id: UUID!, $after: Int!) {
  gameEventBatches(gameId: $id, afterVersion: $after) {
    version events { version eventType actorSeat payloadJson }
  }
}";

#[derive(Debug, Clone)]
pub struct FanoutConfig {
    /// The GraphQL endpoint, e.g. `http://127.0.0.1:8080/graphql`.
    pub url: String,
    /// The websocket endpoint, e.g. `ws://127.0.0.1:8080/graphql/ws`.
    pub ws_url: String,
    pub subscribers: usize,
    /// Subscriptions share one websocket this many at a time (1: a connection each).
    pub subscriptions_per_connection: usize,
    /// Games being played; subscribers are spread over them round-robin.
    pub games: usize,
    pub seats: usize,
    /// Commands per second sent to each game.
    pub rate: f64,
    pub warmup: Duration,
    pub duration: Duration,
    /// New websocket connections per second while connecting.
    pub connect_rate: f64,
    /// Websocket handshakes in flight at once.
    pub connect_parallel: usize,
    /// Longest wait for the subscribers to receive the last events once play stops.
    pub drain: Duration,
    /// The server's process id, to read its resident memory from /proc.
    pub server_pid: Option<u32>,
    pub seed: u64,
    /// Subscribe with `gameEventBatches` (a message per command) instead of `gameEvents`
    /// (a message per event).
    pub batches: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct FanoutReport {
    pub subscribers: usize,
    /// `gameEventBatches` rather than `gameEvents`.
    pub batches: bool,
    pub connections: usize,
    pub games: usize,
    pub rate_per_game: f64,
    pub warmup_seconds: f64,
    pub duration_seconds: f64,
    /// Subscriptions that were live (had received their first event) before play began.
    pub subscribed: usize,
    pub connect_seconds: f64,
    /// Commands sent during the measured window (and stored), and the events they stored.
    pub commands: u64,
    pub events: u64,
    pub command_latency: Percentiles,
    /// From a command's HTTP response to a subscriber's receipt of each event it stored,
    /// over every subscriber (receipts before the response count as 0).
    pub delay: Percentiles,
    pub received_before_response: u64,
    /// From the command's request being sent to each receipt: includes the command's own
    /// latency, so it stays meaningful when events arrive before the response.
    pub delay_from_send: Percentiles,
    /// Events the subscribers should have received (every version after the one they
    /// subscribed at, up to the last stored) and did receive.
    pub deliveries_expected: u64,
    pub deliveries_received: u64,
    /// Subscriptions that received exactly every version, once, in order.
    pub complete_subscriptions: usize,
    pub games_finished: usize,
    /// Server resident memory (VmRSS, KiB): before any subscriber, with every subscriber
    /// connected, and after play.
    pub server_rss_idle_kib: Option<u64>,
    pub server_rss_subscribed_kib: Option<u64>,
    pub server_rss_after_kib: Option<u64>,
    pub errors: ErrorCounts,
    pub error_count: u64,
}

/// Resident memory of process `pid`, in KiB.
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
}

/// What the drivers tell the subscribers once play has stopped.
#[derive(Clone)]
struct Finish {
    /// The last version of each game.
    finals: Vec<u64>,
    /// Stop waiting for missing events at this time.
    deadline: Instant,
}

/// One subscription's receipts: (version, when it arrived).
type Receipts = Vec<(u64, Instant)>;

pub async fn run(config: FanoutConfig) -> Result<FanoutReport, String> {
    let rss_idle = config.server_pid.and_then(rss_kib);
    let gql = Gql::new(&config.url);
    let mut errors = ErrorCounts::new();

    let mut drivers = Vec::new();
    for game in 0..config.games.max(1) {
        let name = format!(
            "fo{game}-{}",
            &uuid::Uuid::new_v4().simple().to_string()[..8]
        );
        let driver = Driver::start(
            gql.clone(),
            config.seats,
            Policy::Fast,
            config.seed.wrapping_add(game as u64),
            &name,
        )
        .await
        .map_err(|f| format!("could not start a game: {f}"))?;
        drivers.push(driver);
    }
    // Each subscription starts one version back, so its first event proves it is live.
    let starts: Vec<(String, u64)> = drivers
        .iter()
        .map(|d| (d.game.id.clone(), d.game.version))
        .collect();

    let (finish_tx, finish_rx) = watch::channel::<Option<Finish>>(None);
    let live = Arc::new(AtomicUsize::new(0));
    let connect_started = Instant::now();
    let per_connection = config.subscriptions_per_connection.max(1);
    let connections = config.subscribers.div_ceil(per_connection);
    let handshakes = Arc::new(Semaphore::new(config.connect_parallel.max(1)));
    let mut subscriber_tasks = Vec::with_capacity(connections);
    for connection in 0..connections {
        let at = connect_started
            + Duration::from_secs_f64(connection as f64 / config.connect_rate.max(1.0));
        tokio::time::sleep_until(at.into()).await;
        let first = connection * per_connection;
        let last = (first + per_connection).min(config.subscribers);
        let subscriptions: Vec<(usize, String, u64)> = (first..last)
            .map(|s| {
                let game = s % starts.len();
                (game, starts[game].0.clone(), starts[game].1)
            })
            .collect();
        let permit = handshakes
            .clone()
            .acquire_owned()
            .await
            .expect("the semaphore stays open");
        let ws_url = config.ws_url.clone();
        let live = live.clone();
        let finish = finish_rx.clone();
        let query = if config.batches {
            BATCH_SUBSCRIPTION
        } else {
            SUBSCRIPTION
        };
        subscriber_tasks.push(tokio::spawn(async move {
            subscribe(&ws_url, query, subscriptions, permit, live, finish).await
        }));
    }
    let ready_by = Instant::now() + Duration::from_secs(60);
    while live.load(Ordering::Relaxed) < config.subscribers && Instant::now() < ready_by {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let subscribed = live.load(Ordering::Relaxed);
    let connect_seconds = connect_started.elapsed().as_secs_f64();
    let rss_subscribed = config.server_pid.and_then(rss_kib);

    let play_start = Instant::now();
    let measure_from = play_start + config.warmup;
    let end = measure_from + config.duration;
    crate::stats::announce_window(measure_from, end);
    let interval = Duration::from_secs_f64(1.0 / config.rate.max(0.001));
    let driver_tasks: Vec<_> = drivers
        .into_iter()
        .map(|driver| tokio::spawn(play_paced(driver, interval, measure_from, end)))
        .collect();
    let mut played = Vec::new();
    for task in driver_tasks {
        played.push(task.await.expect("a driver task panicked"));
    }
    let finals: Vec<u64> = played.iter().map(|p| p.final_version).collect();
    finish_tx.send_replace(Some(Finish {
        finals: finals.clone(),
        deadline: Instant::now() + config.drain,
    }));

    let mut delays = Vec::new();
    let mut delays_from_send = Vec::new();
    let mut received_before_response = 0;
    let mut deliveries_expected = 0;
    let mut deliveries_received = 0;
    let mut complete_subscriptions = 0;
    for task in subscriber_tasks {
        let outcome = task.await.expect("a subscriber task panicked");
        merge(&mut errors, outcome.errors);
        for (game, receipts) in outcome.subscriptions {
            let from = starts[game].1;
            let expected: Vec<u64> = (from + 1..=finals[game]).collect();
            let got: Vec<u64> = receipts
                .iter()
                .map(|(v, _)| *v)
                .filter(|v| *v > from)
                .collect();
            deliveries_expected += expected.len() as u64;
            deliveries_received += got.len() as u64;
            if got == expected {
                complete_subscriptions += 1;
            }
            for (version, at) in receipts {
                if let Some(&(sent, responded, measured)) = played[game].responses.get(&version) {
                    if !measured {
                        continue;
                    }
                    if at < responded {
                        received_before_response += 1;
                    }
                    delays.push(at.saturating_duration_since(responded));
                    delays_from_send.push(at.saturating_duration_since(sent));
                }
            }
        }
    }
    let rss_after = config.server_pid.and_then(rss_kib);

    let mut latencies = Vec::new();
    let mut commands = 0;
    let mut events = 0;
    let mut games_finished = 0;
    for p in played {
        latencies.extend(p.latencies);
        commands += p.commands;
        events += p.events;
        games_finished += usize::from(p.finished);
        merge(&mut errors, p.errors);
    }
    Ok(FanoutReport {
        subscribers: config.subscribers,
        batches: config.batches,
        connections,
        games: finals.len(),
        rate_per_game: config.rate,
        warmup_seconds: config.warmup.as_secs_f64(),
        duration_seconds: config.duration.as_secs_f64(),
        subscribed,
        connect_seconds: (connect_seconds * 10.0).round() / 10.0,
        commands,
        events,
        command_latency: Percentiles::of(latencies),
        delay: Percentiles::of(delays),
        received_before_response,
        delay_from_send: Percentiles::of(delays_from_send),
        deliveries_expected,
        deliveries_received,
        complete_subscriptions,
        games_finished,
        server_rss_idle_kib: rss_idle,
        server_rss_subscribed_kib: rss_subscribed,
        server_rss_after_kib: rss_after,
        error_count: errors.values().sum(),
        errors,
    })
}

struct Played {
    /// For each version stored: when its command was sent and answered, and whether the
    /// answer came inside the measured window.
    responses: HashMap<u64, (Instant, Instant, bool)>,
    latencies: Vec<Duration>,
    commands: u64,
    events: u64,
    final_version: u64,
    finished: bool,
    errors: ErrorCounts,
}

/// Send one command every `interval` until `end` (or the game ends).
async fn play_paced(
    mut driver: Driver,
    interval: Duration,
    measure_from: Instant,
    end: Instant,
) -> Played {
    let mut played = Played {
        responses: HashMap::new(),
        latencies: Vec::new(),
        commands: 0,
        events: 0,
        final_version: driver.game.version,
        finished: false,
        errors: ErrorCounts::new(),
    };
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    while Instant::now() < end {
        ticker.tick().await;
        match driver.step().await {
            Outcome::Played {
                latency,
                responded,
                before,
                after,
            } => {
                // Judged by when the command was sent: under a heavy fan-out the answer can
                // come long after the window closes, and that command still counts.
                let sent = responded - latency;
                let measured = sent >= measure_from && sent <= end;
                for version in before + 1..=after {
                    played
                        .responses
                        .insert(version, (sent, responded, measured));
                }
                if measured {
                    played.commands += 1;
                    played.events += after - before;
                    played.latencies.push(latency);
                }
            }
            Outcome::Refused { code, .. } => *played.errors.entry(code).or_default() += 1,
            Outcome::Failed(failure) => *played.errors.entry(failure.code).or_default() += 1,
            Outcome::Over => {
                played.finished = driver.game.finished;
                break;
            }
        }
    }
    played.final_version = driver.game.version;
    played
}

/// What one websocket connection's subscriptions received.
struct SubscriberOutcome {
    /// (game index, receipts) per subscription.
    subscriptions: Vec<(usize, Receipts)>,
    errors: ErrorCounts,
}

#[derive(Deserialize)]
struct ServerMessage {
    #[serde(rename = "type")]
    kind: String,
    id: Option<String>,
    payload: Option<Payload>,
}

#[derive(Deserialize)]
struct Payload {
    data: Option<Data>,
    errors: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct Data {
    #[serde(rename = "gameEvents")]
    game_events: Option<EventVersion>,
    #[serde(rename = "gameEventBatches")]
    game_event_batches: Option<EventBatch>,
}

impl Data {
    /// The versions this message carries, oldest first.
    fn versions(self) -> Vec<u64> {
        match (self.game_events, self.game_event_batches) {
            (Some(event), _) => vec![event.version],
            (None, Some(batch)) => batch.events.iter().map(|e| e.version).collect(),
            (None, None) => Vec::new(),
        }
    }
}

#[derive(Deserialize)]
struct EventVersion {
    version: u64,
}

#[derive(Deserialize)]
struct EventBatch {
    events: Vec<EventVersion>,
}

/// Open one websocket, start its subscriptions (game index, game id, version to start
/// after), and record every event until each has its game's last version or the drain
/// deadline passes.
async fn subscribe(
    ws_url: &str,
    query: &str,
    subscriptions: Vec<(usize, String, u64)>,
    permit: tokio::sync::OwnedSemaphorePermit,
    live: Arc<AtomicUsize>,
    mut finish: watch::Receiver<Option<Finish>>,
) -> SubscriberOutcome {
    let mut outcome = SubscriberOutcome {
        subscriptions: subscriptions
            .iter()
            .map(|(game, _, _)| (*game, Vec::new()))
            .collect(),
        errors: ErrorCounts::new(),
    };
    let mut request = match ws_url.into_client_request() {
        Ok(request) => request,
        Err(_) => {
            fail(&mut outcome, "WS_URL");
            return outcome;
        }
    };
    request.headers_mut().insert(
        "Sec-WebSocket-Protocol",
        "graphql-transport-ws".parse().expect("a header value"),
    );
    let config = WebSocketConfig::default()
        .read_buffer_size(8 * 1024)
        .write_buffer_size(0);
    let mut socket = None;
    for attempt in 0..5 {
        match tokio_tungstenite::connect_async_with_config(request.clone(), Some(config), true)
            .await
        {
            Ok((s, _)) => {
                socket = Some(s);
                break;
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100 * (attempt + 1))).await,
        }
    }
    let Some(mut socket) = socket else {
        fail(&mut outcome, "WS_CONNECT");
        return outcome;
    };
    let init = json!({ "type": "connection_init", "payload": {} }).to_string();
    if socket.send(Message::text(init)).await.is_err() {
        fail(&mut outcome, "WS_CONNECT");
        return outcome;
    }
    for (index, (_, game_id, after)) in subscriptions.iter().enumerate() {
        let subscribe = json!({
            "id": index.to_string(),
            "type": "subscribe",
            "payload": { "query": query, "variables": { "id": game_id, "after": after.saturating_sub(1) } },
        });
        if socket
            .send(Message::text(subscribe.to_string()))
            .await
            .is_err()
        {
            fail(&mut outcome, "WS_CONNECT");
            return outcome;
        }
    }
    drop(permit);

    let mut announced = vec![false; subscriptions.len()];
    let mut finals: Option<Finish> = None;
    let done = |outcome: &SubscriberOutcome, finish: &Finish| {
        outcome
            .subscriptions
            .iter()
            .all(|(game, r)| r.last().is_some_and(|(v, _)| *v >= finish.finals[*game]))
    };
    loop {
        let deadline = finals.as_ref().map_or_else(
            || Instant::now() + Duration::from_secs(3600),
            |f| f.deadline,
        );
        tokio::select! {
            message = socket.next() => {
                let at = Instant::now();
                let text = match message {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Close(_))) | None => { fail(&mut outcome, "WS_CLOSED"); break; }
                    Some(Err(_)) => { fail(&mut outcome, "WS_ERROR"); break; }
                    Some(Ok(_)) => continue,
                };
                let Ok(message) = serde_json::from_str::<ServerMessage>(&text) else {
                    fail(&mut outcome, "BAD_RESPONSE");
                    continue;
                };
                match message.kind.as_str() {
                    "next" => {
                        let index = message.id.as_deref().and_then(|id| id.parse::<usize>().ok());
                        let payload = message.payload;
                        if let Some(errors) = payload.as_ref().and_then(|p| p.errors.as_ref()) {
                            let code = errors[0]["extensions"]["code"].as_str().unwrap_or("<no code>");
                            fail(&mut outcome, code);
                            continue;
                        }
                        let versions = payload.and_then(|p| p.data).map(Data::versions).unwrap_or_default();
                        match index {
                            Some(index) if index < outcome.subscriptions.len() && !versions.is_empty() => {
                                if !announced[index] {
                                    announced[index] = true;
                                    live.fetch_add(1, Ordering::Relaxed);
                                }
                                outcome.subscriptions[index].1.extend(versions.into_iter().map(|v| (v, at)));
                            }
                            _ => fail(&mut outcome, "BAD_RESPONSE"),
                        }
                    }
                    "ping" => {
                        let _ = socket.send(Message::text(json!({"type": "pong"}).to_string())).await;
                    }
                    "error" => fail(&mut outcome, "SUBSCRIPTION_ERROR"),
                    "complete" => { fail(&mut outcome, "COMPLETED"); break; }
                    _ => {}
                }
                if finals.as_ref().is_some_and(|f| done(&outcome, f)) {
                    break;
                }
            }
            changed = finish.changed(), if finals.is_none() => {
                if changed.is_err() { break; }
                finals = finish.borrow().clone();
                if finals.as_ref().is_some_and(|f| done(&outcome, f)) {
                    break;
                }
            }
            _ = tokio::time::sleep_until(deadline.into()) => break,
        }
    }
    let _ = socket.close(None).await;
    outcome
}

fn fail(outcome: &mut SubscriberOutcome, code: &str) {
    *outcome.errors.entry(code.to_owned()).or_default() += 1;
}
