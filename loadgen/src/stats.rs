//! Percentiles of measured durations, and the error tally.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde::Serialize;

/// p50/p95/p99/max of a set of samples, in milliseconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Percentiles {
    pub samples: u64,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

impl Percentiles {
    /// Nearest-rank percentiles (each one is a sample that was actually measured).
    pub fn of(mut samples: Vec<Duration>) -> Percentiles {
        if samples.is_empty() {
            return Percentiles::default();
        }
        samples.sort_unstable();
        let rank = |p: f64| {
            let index = ((p / 100.0) * samples.len() as f64).ceil() as usize;
            millis(samples[index.clamp(1, samples.len()) - 1])
        };
        Percentiles {
            samples: samples.len() as u64,
            p50_ms: rank(50.0),
            p95_ms: rank(95.0),
            p99_ms: rank(99.0),
            max_ms: millis(*samples.last().expect("not empty")),
        }
    }
}

fn millis(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e6).round() / 1e3
}

/// Errors by `extensions.code` (or `TRANSPORT` / `BAD_RESPONSE` when there was no GraphQL
/// answer at all).
pub type ErrorCounts = BTreeMap<String, u64>;

pub fn merge(into: &mut ErrorCounts, from: ErrorCounts) {
    for (code, n) in from {
        *into.entry(code).or_default() += n;
    }
}

/// Print `loadgen: measuring` on stderr when the measured window opens and
/// `loadgen: measured` when it closes, so a script can sample the server's CPU over exactly
/// that window.
pub fn announce_window(from: Instant, to: Instant) {
    tokio::spawn(async move {
        tokio::time::sleep_until(from.into()).await;
        eprintln!("loadgen: measuring");
        tokio::time::sleep_until(to.into()).await;
        eprintln!("loadgen: measured");
    });
}

/// A small deterministic chooser (xorshift64*), so runs can be repeated with a seed.
pub struct Picker(u64);

impl Picker {
    pub fn new(seed: u64) -> Picker {
        Picker(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank_samples() {
        let samples = (1..=100).map(Duration::from_millis).collect();
        let p = Percentiles::of(samples);
        assert_eq!(p.samples, 100);
        assert_eq!(p.p50_ms, 50.0);
        assert_eq!(p.p95_ms, 95.0);
        assert_eq!(p.p99_ms, 99.0);
        assert_eq!(p.max_ms, 100.0);
    }

    #[test]
    fn one_sample_is_every_percentile() {
        let p = Percentiles::of(vec![Duration::from_micros(1500)]);
        assert_eq!((p.p50_ms, p.p99_ms, p.max_ms), (1.5, 1.5, 1.5));
    }
}
