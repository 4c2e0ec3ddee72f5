//! Request rate limits: token buckets per bearer token and per client IP address, in memory.
//!
//! Each bucket holds up to `burst` requests and refills at `rate` per second. A request that
//! finds its bucket empty is refused with `RATE_LIMITED` (HTTP 429 and a `Retry-After`
//! header). Limits are per process: behind a load balancer each instance counts its own.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sha2::{Digest, Sha256};

use crate::config::RateLimits;

/// Buckets are forgotten once full again; sweep for them when the map grows past this.
const SWEEP_AT: usize = 10_000;

struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Token buckets keyed by `K`.
pub struct Buckets<K> {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<K, Bucket>>,
}

impl<K: Hash + Eq> Buckets<K> {
    /// `None` when `rate` is 0 (no limit).
    pub fn new(rate: f64, burst: u32) -> Option<Buckets<K>> {
        (rate > 0.0).then(|| Buckets {
            rate,
            burst: f64::from(burst.max(1)),
            buckets: Mutex::new(HashMap::new()),
        })
    }

    /// Take `n` requests from `key`'s bucket, or say how long until they would be there.
    pub fn take(&self, key: K, n: u32) -> Result<(), Duration> {
        self.take_at(key, n, Instant::now())
    }

    fn take_at(&self, key: K, n: u32, now: Instant) -> Result<(), Duration> {
        let n = f64::from(n);
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= SWEEP_AT {
            let (rate, burst) = (self.rate, self.burst);
            buckets.retain(|_, b| b.tokens + now.duration_since(b.at).as_secs_f64() * rate < burst);
        }
        let bucket = buckets.entry(key).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        let refill = now.duration_since(bucket.at).as_secs_f64() * self.rate;
        bucket.tokens = (bucket.tokens + refill).min(self.burst);
        bucket.at = now;
        if bucket.tokens >= n {
            bucket.tokens -= n;
            Ok(())
        } else {
            let missing = n.min(self.burst) - bucket.tokens;
            Err(Duration::from_secs_f64(missing / self.rate))
        }
    }
}

/// The server's rate limits.
pub struct RateLimiter {
    per_token: Option<Buckets<[u8; 32]>>,
    per_ip: Option<Buckets<IpAddr>>,
}

impl RateLimiter {
    pub fn new(limits: &RateLimits) -> RateLimiter {
        RateLimiter {
            per_token: Buckets::new(limits.rate_per_token, limits.burst_per_token),
            per_ip: Buckets::new(limits.rate_per_ip, limits.burst_per_ip),
        }
    }

    /// Charge `n` requests to the caller's IP address and to the token it sent (as sent,
    /// valid or not; only its hash is kept). `Err` holds how long to wait.
    pub fn check(&self, ip: Option<IpAddr>, token: Option<&str>, n: u32) -> Result<(), Duration> {
        if let (Some(buckets), Some(ip)) = (&self.per_ip, ip) {
            buckets.take(ip, n)?;
        }
        let token = token.map(str::trim).filter(|t| !t.is_empty());
        if let (Some(buckets), Some(token)) = (&self.per_token, token) {
            let token = token.strip_prefix("Bearer ").unwrap_or(token).trim();
            buckets.take(Sha256::digest(token.as_bytes()).into(), n)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_refills_at_its_rate() {
        let buckets = Buckets::new(10.0, 5).expect("a limit");
        let start = Instant::now();
        for _ in 0..5 {
            assert!(buckets.take_at("a", 1, start).is_ok());
        }
        let wait = buckets
            .take_at("a", 1, start)
            .expect_err("the burst is spent");
        assert!(wait <= Duration::from_millis(100));
        assert!(buckets.take_at("b", 1, start).is_ok(), "keys are separate");
        let later = start + Duration::from_millis(200);
        assert!(buckets.take_at("a", 2, later).is_ok(), "two refilled");
        assert!(buckets.take_at("a", 1, later).is_err());
    }

    #[test]
    fn a_zero_rate_means_no_limit() {
        assert!(Buckets::<u8>::new(0.0, 10).is_none());
    }
}
