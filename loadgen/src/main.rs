//! `loadgen`: load for a running Tabletop server. Prints its report as JSON on stdout
//! (and to `--output`), a one-line summary on stderr.
//!
//! Start the server without rate limits for a benchmark:
//! `tabletop --rate-per-token 0 --rate-per-ip 0`.

use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use loadgen::{FanoutConfig, PlayConfig, Policy};

#[derive(Parser)]
#[command(
    name = "loadgen",
    about = "Load generator for the Tabletop game server"
)]
struct Cli {
    #[command(subcommand)]
    mode: Mode,
}

#[derive(Subcommand)]
enum Mode {
    /// Play many concurrent King of Tokyo games; commands/s, submitCommand latency, errors.
    Play(PlayArgs),
    /// Open N gameEvents subscriptions over games being played; delivery delay and RSS.
    Fanout(FanoutArgs),
}

#[derive(Args)]
struct Common {
    /// The server's GraphQL endpoint.
    #[arg(long, default_value = "http://127.0.0.1:8080/graphql")]
    url: String,
    /// Seconds played before measuring.
    #[arg(long, default_value_t = 2.0)]
    warmup: f64,
    /// Seconds measured.
    #[arg(long, default_value_t = 10.0)]
    duration: f64,
    /// Seats per game.
    #[arg(long, default_value_t = 4)]
    seats: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads of the load generator (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Also write the JSON report to this file.
    #[arg(long)]
    output: Option<std::path::PathBuf>,
}

#[derive(Args)]
struct PlayArgs {
    #[command(flatten)]
    common: Common,
    /// Concurrent games, one client task each.
    #[arg(long, short = 'c', default_value_t = 8)]
    concurrency: usize,
    /// How seats choose: `fast` answers common prompts without asking, `legal` asks
    /// legalCommands before every command.
    #[arg(long, value_enum, default_value_t = Policy::Fast)]
    policy: Policy,
    /// Total commands per second to aim at (default: as fast as the server answers).
    #[arg(long)]
    rate: Option<f64>,
}

#[derive(Args)]
struct FanoutArgs {
    #[command(flatten)]
    common: Common,
    /// Subscriptions to open.
    #[arg(long, short = 'n', default_value_t = 1000)]
    subscribers: usize,
    /// Subscriptions per websocket connection (the server allows
    /// --max-subscriptions-per-connection, 20 by default).
    #[arg(long, default_value_t = 1)]
    per_connection: usize,
    /// Games played while subscribed; subscribers are spread over them.
    #[arg(long, default_value_t = 1)]
    games: usize,
    /// Commands per second sent to each game.
    #[arg(long, default_value_t = 5.0)]
    rate: f64,
    /// New websocket connections per second.
    #[arg(long, default_value_t = 1000.0)]
    connect_rate: f64,
    /// Websocket handshakes in flight at once.
    #[arg(long, default_value_t = 64)]
    connect_parallel: usize,
    /// Seconds to wait for the last events after play stops.
    #[arg(long, default_value_t = 30.0)]
    drain: f64,
    /// The server's process id, to report its resident memory (VmRSS).
    #[arg(long)]
    server_pid: Option<u32>,
    /// Subscribe with `gameEventBatches` (a message per command) instead of `gameEvents`
    /// (a message per event).
    #[arg(long)]
    batches: bool,
}

fn main() {
    let cli = Cli::parse();
    let common = match &cli.mode {
        Mode::Play(a) => &a.common,
        Mode::Fanout(a) => &a.common,
    };
    let mut runtime = tokio::runtime::Builder::new_multi_thread();
    runtime.enable_all();
    if let Some(threads) = common.threads {
        runtime.worker_threads(threads.max(1));
    }
    let runtime = runtime.build().expect("a tokio runtime");
    let (json, summary) = runtime.block_on(async {
        match &cli.mode {
            Mode::Play(args) => {
                let report = loadgen::play::run(PlayConfig {
                    url: args.common.url.clone(),
                    concurrency: args.concurrency.max(1),
                    seats: args.common.seats,
                    policy: args.policy,
                    warmup: secs(args.common.warmup),
                    duration: secs(args.common.duration),
                    rate: args.rate,
                    seed: args.common.seed,
                })
                .await;
                let summary = format!(
                    "play c={} {:.0} commands/s, submitCommand p50 {} ms p95 {} ms p99 {} ms max {} ms, {} errors {:?}",
                    report.concurrency,
                    report.commands_per_second,
                    report.submit_latency.p50_ms,
                    report.submit_latency.p95_ms,
                    report.submit_latency.p99_ms,
                    report.submit_latency.max_ms,
                    report.error_count,
                    report.errors
                );
                (serde_json::to_string_pretty(&report), summary)
            }
            Mode::Fanout(args) => {
                let report = loadgen::fanout::run(FanoutConfig {
                    url: args.common.url.clone(),
                    ws_url: ws_url(&args.common.url),
                    subscribers: args.subscribers,
                    subscriptions_per_connection: args.per_connection,
                    games: args.games,
                    seats: args.common.seats,
                    rate: args.rate,
                    warmup: secs(args.common.warmup),
                    duration: secs(args.common.duration),
                    connect_rate: args.connect_rate,
                    connect_parallel: args.connect_parallel,
                    drain: secs(args.drain),
                    server_pid: args.server_pid,
                    seed: args.common.seed,
                    batches: args.batches,
                })
                .await
                .unwrap_or_else(|e| {
                    eprintln!("loadgen: {e}");
                    std::process::exit(1)
                });
                let summary = format!(
                    "fanout n={} subscribed {} delay p50 {} ms p95 {} ms p99 {} ms max {} ms (from send: p99 {} ms), {}/{} deliveries, RSS idle {:?} KiB subscribed {:?} KiB, {} errors {:?}",
                    report.subscribers,
                    report.subscribed,
                    report.delay.p50_ms,
                    report.delay.p95_ms,
                    report.delay.p99_ms,
                    report.delay.max_ms,
                    report.delay_from_send.p99_ms,
                    report.deliveries_received,
                    report.deliveries_expected,
                    report.server_rss_idle_kib,
                    report.server_rss_subscribed_kib,
                    report.error_count,
                    report.errors
                );
                (serde_json::to_string_pretty(&report), summary)
            }
        }
    });
    // A script sampling this process's CPU time when the window closes ("loadgen:
    // measured") must still find it running.
    std::thread::sleep(Duration::from_millis(500));
    let json = json.expect("the report serialises");
    if let Some(path) = &common.output {
        std::fs::write(path, &json).unwrap_or_else(|e| {
            eprintln!("loadgen: cannot write {}: {e}", path.display());
            std::process::exit(1)
        });
    }
    println!("{json}");
    eprintln!("{summary}");
}

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s.max(0.0))
}

/// `http://host/graphql` -> `ws://host/graphql/ws`.
fn ws_url(url: &str) -> String {
    let url = url.trim_end_matches('/');
    let url = if let Some(rest) = url.strip_prefix("https://") {
        format!("wss://{rest}")
    } else if let Some(rest) = url.strip_prefix("http://") {
        format!("ws://{rest}")
    } else {
        url.to_owned()
    };
    format!("{url}/ws")
}
