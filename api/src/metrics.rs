//! `/metrics` in the Prometheus text format, written by `prometheus-client`.
//!
//! Two kinds of families. Those the server updates as things happen (requests, commands,
//! errors, open websockets and subscriptions) live in [`Metrics`]. Those that already have
//! a source of truth (the rate limiter's refusals, the state cache, the database pool, the
//! process) are read from it at each scrape by [`Sources`], so nothing counts twice.

use std::sync::{Arc, LazyLock};
use std::time::{Duration, SystemTime};

use actix_web::web;
use domain::app::Tabletop;
use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeLabelSet, EncodeMetric};
use prometheus_client::metrics::counter::{ConstCounter, Counter};
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::{ConstGauge, Gauge};
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use tracing::field::{Field, Visit};
use tracing_subscriber::layer::{Context, Layer};

use crate::rate_limit::{RateLimiter, Scope};

/// Latency buckets from 0.5 ms to about 16 s, doubling.
fn latency() -> Histogram {
    Histogram::new(exponential_buckets(0.0005, 2.0, 16))
}

type Latencies<L> = Family<L, Histogram, fn() -> Histogram>;

/// A GraphQL operation's type: `query`, `mutation`, `subscription`, or `refused` for a
/// request that never reached one (unparsable, over a limit).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Operation {
    pub operation: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Code {
    code: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct CommandOutcome {
    kind: String,
    result: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Kind {
    kind: String,
}

/// How many streams an append wrote: `one` (a command) or `several` (a play and its
/// campaign together).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Streams {
    streams: &'static str,
}

/// Waits for a pooled connection, on both backends. Filled by [`PoolWaits`], the tracing
/// layer that reads sqlx's acquire events: the logs are set up before any [`Metrics`]
/// exists, so the one histogram lives here.
static POOL_WAITS: LazyLock<Histogram> = LazyLock::new(latency);

/// The families the server updates itself. Cheap to share (`Arc`).
pub struct Metrics {
    registry: Registry,
    requests: Family<Operation, Counter>,
    request_seconds: Latencies<Operation>,
    errors: Family<Code, Counter>,
    commands: Family<CommandOutcome, Counter>,
    command_seconds: Latencies<Kind>,
    websockets_open: Gauge,
    websockets_total: Counter,
    subscriptions_open: Gauge,
    append_seconds: Latencies<Streams>,
    writer_wait_seconds: Histogram,
    delivery_delay_seconds: Histogram,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Metrics {
    /// The registry with every family, reading `sources` at each scrape.
    pub fn new(sources: Option<Sources>) -> Metrics {
        let mut metrics = Metrics {
            registry: Registry::with_prefix("tabletop"),
            requests: Family::default(),
            request_seconds: Family::new_with_constructor(latency),
            errors: Family::default(),
            commands: Family::default(),
            command_seconds: Family::new_with_constructor(latency),
            websockets_open: Gauge::default(),
            websockets_total: Counter::default(),
            subscriptions_open: Gauge::default(),
            append_seconds: Family::new_with_constructor(latency),
            writer_wait_seconds: latency(),
            delivery_delay_seconds: latency(),
        };
        let registry = &mut metrics.registry;
        registry.register(
            "graphql_requests",
            "GraphQL operations executed, by operation type",
            metrics.requests.clone(),
        );
        registry.register(
            "graphql_request_duration_seconds",
            "Time to execute a GraphQL operation (a subscription: to set it up), by type",
            metrics.request_seconds.clone(),
        );
        registry.register(
            "graphql_errors",
            "Errors in GraphQL responses, by extensions.code",
            metrics.errors.clone(),
        );
        registry.register(
            "commands",
            "submitCommand calls, by game kind and result (accepted, replayed, or the error code)",
            metrics.commands.clone(),
        );
        registry.register(
            "command_duration_seconds",
            "Time to decide and store a command, bots' answers included, by game kind",
            metrics.command_seconds.clone(),
        );
        registry.register(
            "websockets_open",
            "Websocket connections open now",
            metrics.websockets_open.clone(),
        );
        registry.register(
            "websocket_connections",
            "Websocket connections accepted",
            metrics.websockets_total.clone(),
        );
        registry.register(
            "subscriptions_open",
            "GraphQL subscriptions running now",
            metrics.subscriptions_open.clone(),
        );
        registry.register(
            "db_append_duration_seconds",
            "Time to store an append, from its start to its commit or refusal, by how many streams it wrote",
            metrics.append_seconds.clone(),
        );
        registry.register(
            "db_pool_wait_seconds",
            "Time spent waiting for a connection from the database pool",
            POOL_WAITS.clone(),
        );
        registry.register(
            "db_writer_wait_seconds",
            "SQLite: time a write waited for the database's one writer",
            metrics.writer_wait_seconds.clone(),
        );
        registry.register(
            "subscription_delivery_delay_seconds",
            "Fan-out delay: from an event's recording (as its append began) to its sending to a subscriber, for events stored while the subscription ran",
            metrics.delivery_delay_seconds.clone(),
        );
        if let Some(sources) = sources {
            registry.register_collector(Box::new(sources));
        }
        registry.register_collector(Box::new(Process));
        metrics
    }

    /// The whole registry as Prometheus text.
    pub fn encode(&self) -> String {
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }

    /// One operation executed in `elapsed`, with the codes of its errors.
    pub fn operation<'a>(
        &self,
        operation: &'static str,
        elapsed: Duration,
        codes: impl IntoIterator<Item = &'a str>,
    ) {
        let label = Operation { operation };
        self.requests.get_or_create(&label).inc();
        self.request_seconds
            .get_or_create(&label)
            .observe(elapsed.as_secs_f64());
        for code in codes {
            self.errors
                .get_or_create(&Code {
                    code: code.to_owned(),
                })
                .inc();
        }
    }

    /// One `submitCommand`: its game kind (`unknown` when the game could not be read) and
    /// its result.
    pub fn command(&self, kind: &str, result: &str, elapsed: Duration) {
        self.commands
            .get_or_create(&CommandOutcome {
                kind: kind.to_owned(),
                result: result.to_owned(),
            })
            .inc();
        self.command_seconds
            .get_or_create(&Kind {
                kind: kind.to_owned(),
            })
            .observe(elapsed.as_secs_f64());
    }

    /// Count a websocket connection open until the guard is dropped.
    pub fn websocket(self: &Arc<Self>) -> OpenGuard {
        self.websockets_total.inc();
        OpenGuard::new(self.websockets_open.clone())
    }

    /// Count a subscription running until the guard is dropped.
    pub fn subscription(&self) -> OpenGuard {
        OpenGuard::new(self.subscriptions_open.clone())
    }

    /// The fan-out delays of a subscription starting now.
    pub fn deliveries(&self) -> Deliveries {
        Deliveries {
            delays: self.delivery_delay_seconds.clone(),
            since: SystemTime::now(),
        }
    }
}

impl persistence::StoreObserver for Metrics {
    fn appended(&self, streams: usize, elapsed: Duration) {
        let streams = if streams > 1 { "several" } else { "one" };
        self.append_seconds
            .get_or_create(&Streams { streams })
            .observe(elapsed.as_secs_f64());
    }

    fn waited_for_writer(&self, elapsed: Duration) {
        self.writer_wait_seconds.observe(elapsed.as_secs_f64());
    }
}

/// Measures one subscription's fan-out delays. Events recorded before it began are its
/// backlog, sent at once, and say nothing about delivery speed: they are left out.
pub struct Deliveries {
    delays: Histogram,
    since: SystemTime,
}

impl Deliveries {
    /// An event recorded at `recorded` is being sent now.
    pub fn sent(&self, recorded: Option<SystemTime>) {
        let Some(recorded) = recorded.filter(|at| *at >= self.since) else {
            return;
        };
        // A clock stepped back reads as no delay rather than a negative one.
        let delay = SystemTime::now()
            .duration_since(recorded)
            .unwrap_or_default();
        self.delays.observe(delay.as_secs_f64());
    }
}

/// A tracing layer counting sqlx's pool acquire events ([`persistence::ACQUIRE_EVENTS`])
/// into `tabletop_db_pool_wait_seconds`. Installed by `main` beside the log output, with a
/// filter that lets only those events reach it.
pub struct PoolWaits;

impl<S: tracing::Subscriber> Layer<S> for PoolWaits {
    fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
        struct Seconds(Option<f64>);
        impl Visit for Seconds {
            fn record_f64(&mut self, field: &Field, value: f64) {
                if field.name() == "acquired_after_secs" {
                    self.0 = Some(value);
                }
            }
            fn record_debug(&mut self, _: &Field, _: &dyn std::fmt::Debug) {}
        }
        let mut seconds = Seconds(None);
        event.record(&mut seconds);
        if let Some(seconds) = seconds.0 {
            POOL_WAITS.observe(seconds);
        }
    }
}

/// Holds a gauge one higher while it lives.
pub struct OpenGuard(Gauge);

impl OpenGuard {
    fn new(gauge: Gauge) -> OpenGuard {
        gauge.inc();
        OpenGuard(gauge)
    }
}

impl Drop for OpenGuard {
    fn drop(&mut self) {
        self.0.dec();
    }
}

/// What is read at each scrape from the parts that already count it.
pub struct Sources {
    pub tabletop: Tabletop,
    pub limiter: web::Data<RateLimiter>,
    pub db: persistence::Database,
}

impl std::fmt::Debug for Sources {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sources").finish_non_exhaustive()
    }
}

fn counter(
    encoder: &mut DescriptorEncoder,
    name: &str,
    help: &str,
    value: u64,
) -> std::fmt::Result {
    let metric = ConstCounter::new(value);
    metric.encode(encoder.encode_descriptor(name, help, None, metric.metric_type())?)
}

fn gauge(encoder: &mut DescriptorEncoder, name: &str, help: &str, value: i64) -> std::fmt::Result {
    let metric = ConstGauge::new(value);
    metric.encode(encoder.encode_descriptor(name, help, None, metric.metric_type())?)
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ScopeLabel {
    scope: &'static str,
}

impl Collector for Sources {
    fn encode(&self, mut encoder: DescriptorEncoder) -> std::fmt::Result {
        let refused = ConstCounter::new(0u64);
        let mut family = encoder.encode_descriptor(
            "rate_limited",
            "Requests and websocket connections refused with RATE_LIMITED, by the limit that refused them",
            None,
            refused.metric_type(),
        )?;
        for scope in [Scope::Token, Scope::Ip] {
            let label = ScopeLabel {
                scope: scope.as_str(),
            };
            ConstCounter::new(self.limiter.refused_total(scope))
                .encode(family.encode_family(&label)?)?;
        }
        let cache = self.tabletop.state_cache_stats();
        counter(
            &mut encoder,
            "state_cache_hits",
            "Game loads answered from the in-memory state cache",
            cache.hits,
        )?;
        counter(
            &mut encoder,
            "state_cache_misses",
            "Game loads that had to fold the game from the store",
            cache.misses,
        )?;
        gauge(
            &mut encoder,
            "state_cache_games",
            "Games held in the state cache",
            cache.games as i64,
        )?;
        let pool = self.db.pool_stats();
        gauge(
            &mut encoder,
            "db_pool_connections",
            "Database connections open in the pool",
            i64::from(pool.size),
        )?;
        gauge(
            &mut encoder,
            "db_pool_idle_connections",
            "Database connections open and idle",
            pool.idle as i64,
        )?;
        gauge(
            &mut encoder,
            "db_pool_max_connections",
            "The pool's size limit",
            i64::from(pool.max),
        )?;
        Ok(())
    }
}

/// The process's CPU time, memory and open files, from `/proc/self` (Linux; absent
/// elsewhere). Named as Prometheus's own client libraries name them, after the prefix.
#[derive(Debug)]
struct Process;

/// `sysconf(_SC_CLK_TCK)` and the page size on every Linux this runs on; reading them
/// would need libc for two constants.
const CLOCK_TICKS: f64 = 100.0;
const PAGE_BYTES: i64 = 4096;

impl Collector for Process {
    fn encode(&self, mut encoder: DescriptorEncoder) -> std::fmt::Result {
        let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        // Fields after the command name, which may hold spaces, closed by the last ')'.
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .map(|(_, rest)| rest.split_whitespace().collect())
            .unwrap_or_default();
        let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
        // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
        if let (Some(user), Some(system)) = (ticks(11), ticks(12)) {
            let seconds = ConstCounter::new((user + system) as f64 / CLOCK_TICKS);
            seconds.encode(encoder.encode_descriptor(
                "process_cpu_seconds",
                "User and system CPU time spent, in seconds",
                None,
                seconds.metric_type(),
            )?)?;
        }
        let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
        if let Some(pages) = statm
            .split_whitespace()
            .nth(1)
            .and_then(|p| p.parse::<i64>().ok())
        {
            gauge(
                &mut encoder,
                "process_resident_memory_bytes",
                "Resident memory size, in bytes",
                pages * PAGE_BYTES,
            )?;
        }
        if let Ok(fds) = std::fs::read_dir("/proc/self/fd") {
            gauge(
                &mut encoder,
                "process_open_fds",
                "Open file descriptors",
                fds.count() as i64,
            )?;
        }
        Ok(())
    }
}
