//! Play mode: many concurrent games, each driven by one client task, as fast as the server
//! answers (or paced to a total rate).

use std::time::{Duration, Instant};

use serde::Serialize;

use crate::driver::{Driver, Outcome};
use crate::gql::Gql;
use crate::policy::Policy;
use crate::stats::{ErrorCounts, Percentiles, merge};

#[derive(Debug, Clone)]
pub struct PlayConfig {
    /// The GraphQL endpoint, e.g. `http://127.0.0.1:8080/graphql`.
    pub url: String,
    /// Concurrent games, one client task each.
    pub concurrency: usize,
    pub seats: usize,
    pub policy: Policy,
    /// Played but not measured, first.
    pub warmup: Duration,
    /// Measured.
    pub duration: Duration,
    /// Commands per second over all games; `None` for as fast as possible.
    pub rate: Option<f64>,
    pub seed: u64,
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayReport {
    pub concurrency: usize,
    pub seats: usize,
    pub policy: Policy,
    pub target_rate: Option<f64>,
    pub warmup_seconds: f64,
    pub duration_seconds: f64,
    /// Commands stored during the measured window.
    pub commands: u64,
    pub commands_per_second: f64,
    /// `submitCommand` round trips answered during the measured window (stored or not).
    pub submit_latency: Percentiles,
    /// Games started / finished during the whole run (warm-up included).
    pub games_started: u64,
    pub games_finished: u64,
    /// Every failed request of the whole run (warm-up included), by `extensions.code`.
    pub errors: ErrorCounts,
    pub error_count: u64,
}

#[derive(Default)]
struct TaskResult {
    latencies: Vec<Duration>,
    commands: u64,
    games_started: u64,
    games_finished: u64,
    errors: ErrorCounts,
}

pub async fn run(config: PlayConfig) -> PlayReport {
    let gql = Gql::new(&config.url);
    let start = Instant::now();
    let measure_from = start + config.warmup;
    let end = measure_from + config.duration;
    crate::stats::announce_window(measure_from, end);
    let per_task_interval = config
        .rate
        .filter(|r| *r > 0.0)
        .map(|rate| Duration::from_secs_f64(config.concurrency as f64 / rate));
    let tasks: Vec<_> = (0..config.concurrency)
        .map(|task| {
            let gql = gql.clone();
            let config = config.clone();
            tokio::spawn(async move {
                drive(gql, &config, task, measure_from, end, per_task_interval).await
            })
        })
        .collect();
    let mut total = TaskResult::default();
    for task in tasks {
        let result = task.await.expect("a load task panicked");
        total.latencies.extend(result.latencies);
        total.commands += result.commands;
        total.games_started += result.games_started;
        total.games_finished += result.games_finished;
        merge(&mut total.errors, result.errors);
    }
    let duration = config.duration.as_secs_f64();
    PlayReport {
        concurrency: config.concurrency,
        seats: config.seats,
        policy: config.policy,
        target_rate: config.rate,
        warmup_seconds: config.warmup.as_secs_f64(),
        duration_seconds: duration,
        commands: total.commands,
        commands_per_second: (total.commands as f64 / duration * 10.0).round() / 10.0,
        submit_latency: Percentiles::of(total.latencies),
        games_started: total.games_started,
        games_finished: total.games_finished,
        error_count: total.errors.values().sum(),
        errors: total.errors,
    }
}

async fn drive(
    gql: Gql,
    config: &PlayConfig,
    task: usize,
    measure_from: Instant,
    end: Instant,
    interval: Option<Duration>,
) -> TaskResult {
    let mut result = TaskResult::default();
    let name = format!(
        "lg{task}-{}",
        &uuid::Uuid::new_v4().simple().to_string()[..8]
    );
    let seed = config.seed.wrapping_add(task as u64);
    let mut driver = loop {
        if Instant::now() >= end {
            return result;
        }
        match Driver::start(gql.clone(), config.seats, config.policy, seed, &name).await {
            Ok(driver) => break driver,
            Err(failure) => {
                *result.errors.entry(failure.code).or_default() += 1;
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    };
    // Spread the paced tasks over one interval so they do not send in lockstep.
    let mut next_send = Instant::now()
        + interval.map_or(Duration::ZERO, |i| {
            i.mul_f64(task as f64 / config.concurrency as f64)
        });
    while Instant::now() < end {
        if let Some(interval) = interval {
            tokio::time::sleep_until(next_send.into()).await;
            next_send = (next_send + interval).max(Instant::now());
        }
        let measured = |at: Instant| at >= measure_from && at <= end;
        match driver.step().await {
            Outcome::Played {
                latency, responded, ..
            } => {
                if measured(responded) {
                    result.commands += 1;
                    result.latencies.push(latency);
                }
            }
            Outcome::Refused { code, latency } => {
                if measured(Instant::now()) {
                    result.latencies.push(latency);
                }
                *result.errors.entry(code).or_default() += 1;
            }
            Outcome::Failed(failure) => {
                *result.errors.entry(failure.code).or_default() += 1;
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Outcome::Over => {
                let finished = driver.game.finished;
                match driver.next_game().await {
                    Ok(()) if finished => result.games_finished += 1,
                    Ok(()) => *result.errors.entry("NO_PROMPT".into()).or_default() += 1,
                    Err(failure) => {
                        *result.errors.entry(failure.code).or_default() += 1;
                        tokio::time::sleep(Duration::from_millis(200)).await;
                    }
                }
            }
        }
    }
    result.games_started = driver.games_started;
    result
}
