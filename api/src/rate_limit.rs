//! Request rate limits: token buckets per bearer token and per client IP address, in memory,
//! kept by the governor crate.
//!
//! Each bucket holds up to `burst` requests and refills at `rate` per second. A request that
//! finds its bucket empty is refused with `RATE_LIMITED` (HTTP 429 and a `Retry-After`
//! header). Limits are per process: behind a load balancer each instance counts its own.

use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::state::keyed::HashMapStateStore;
use sha2::{Digest, Sha256};

use crate::config::RateLimits;

/// Buckets are forgotten once full again; sweep for them when the map grows past this.
const SWEEP_AT: usize = 10_000;

/// Token buckets keyed by `K` (governor's GCRA, which is a token bucket without a timer).
pub struct Buckets<K: Hash + Eq + Clone, C: Clock = DefaultClock> {
    limiter: governor::RateLimiter<
        K,
        HashMapStateStore<K>,
        C,
        governor::middleware::NoOpMiddleware<C::Instant>,
    >,
    clock: C,
    /// How long an empty bucket takes to fill: the wait for a request bigger than the burst.
    refill: Duration,
}

impl<K: Hash + Eq + Clone> Buckets<K> {
    /// `None` when `rate` is 0 (no limit).
    pub fn new(rate: f64, burst: u32) -> Option<Buckets<K>> {
        Buckets::with_clock(rate, burst, DefaultClock::default())
    }
}

impl<K: Hash + Eq + Clone, C: Clock + Clone> Buckets<K, C> {
    fn with_clock(rate: f64, burst: u32, clock: C) -> Option<Buckets<K, C>> {
        if rate.is_nan() || rate <= 0.0 {
            return None;
        }
        let period = Duration::from_secs_f64(1.0 / rate);
        let burst = NonZeroU32::new(burst.max(1))?;
        let quota = governor::Quota::with_period(period)?.allow_burst(burst);
        Some(Buckets {
            limiter: governor::RateLimiter::hashmap_with_clock(quota, clock.clone()),
            clock,
            refill: period * burst.get(),
        })
    }

    /// Take `n` requests from `key`'s bucket, or say how long until they would be there.
    pub fn take(&self, key: K, n: u32) -> Result<(), Duration> {
        let Some(n) = NonZeroU32::new(n) else {
            return Ok(());
        };
        if self.limiter.len() >= SWEEP_AT {
            self.limiter.retain_recent();
        }
        match self.limiter.check_key_n(&key, n) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(not_until)) => Err(not_until.wait_time_from(self.clock.now())),
            // More than a full bucket: never allowed; ask for the time a full refill takes.
            Err(_) => Err(self.refill),
        }
    }
}

/// Which limit refused a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Token,
    Ip,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Token => "token",
            Scope::Ip => "ip",
        }
    }
}

/// A refused request: the limit that refused it and how long to wait.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Refused {
    pub scope: Scope,
    pub wait: Duration,
}

/// The server's rate limits, and how many requests each has refused (for `/metrics`).
pub struct RateLimiter {
    per_token: Option<Buckets<[u8; 32]>>,
    per_ip: Option<Buckets<IpAddr>>,
    refused_token: AtomicU64,
    refused_ip: AtomicU64,
}

impl RateLimiter {
    pub fn new(limits: &RateLimits) -> RateLimiter {
        RateLimiter {
            per_token: Buckets::new(limits.rate_per_token, limits.burst_per_token),
            per_ip: Buckets::new(limits.rate_per_ip, limits.burst_per_ip),
            refused_token: AtomicU64::new(0),
            refused_ip: AtomicU64::new(0),
        }
    }

    /// Charge `n` requests to the caller's IP address and to the token it sent (as sent,
    /// valid or not; only its hash is kept).
    pub fn check(&self, ip: Option<IpAddr>, token: Option<&str>, n: u32) -> Result<(), Refused> {
        if let (Some(buckets), Some(ip)) = (&self.per_ip, ip) {
            buckets
                .take(ip, n)
                .map_err(|wait| self.refused(Scope::Ip, wait))?;
        }
        self.check_token(token, n)
    }

    /// Charge `n` requests to a token alone: for a token that arrives after the request's
    /// address was charged (in a websocket's `connection_init`).
    pub fn check_token(&self, token: Option<&str>, n: u32) -> Result<(), Refused> {
        if let (Some(buckets), Some(token)) = (&self.per_token, normalized(token)) {
            buckets
                .take(Sha256::digest(token.as_bytes()).into(), n)
                .map_err(|wait| self.refused(Scope::Token, wait))?;
        }
        Ok(())
    }

    /// Requests refused so far by the limit of `scope`.
    pub fn refused_total(&self, scope: Scope) -> u64 {
        match scope {
            Scope::Token => self.refused_token.load(Ordering::Relaxed),
            Scope::Ip => self.refused_ip.load(Ordering::Relaxed),
        }
    }

    fn refused(&self, scope: Scope, wait: Duration) -> Refused {
        let counter = match scope {
            Scope::Token => &self.refused_token,
            Scope::Ip => &self.refused_ip,
        };
        counter.fetch_add(1, Ordering::Relaxed);
        Refused { scope, wait }
    }
}

/// The token itself, without a `Bearer ` prefix or surrounding blanks; `None` if empty.
pub fn normalized(token: Option<&str>) -> Option<&str> {
    let token = token.map(str::trim).filter(|t| !t.is_empty())?;
    Some(token.strip_prefix("Bearer ").unwrap_or(token).trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_refills_at_its_rate() {
        let clock = governor::clock::FakeRelativeClock::default();
        let buckets = Buckets::with_clock(10.0, 5, clock.clone()).expect("a limit");
        for _ in 0..5 {
            assert!(buckets.take("a", 1).is_ok());
        }
        let wait = buckets.take("a", 1).expect_err("the burst is spent");
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_millis(100),
            "{wait:?}"
        );
        assert!(buckets.take("b", 1).is_ok(), "keys are separate");
        clock.advance(Duration::from_millis(200));
        assert!(buckets.take("a", 2).is_ok(), "two refilled");
        assert!(buckets.take("a", 1).is_err());
        assert_eq!(
            buckets.take("c", 6),
            Err(Duration::from_millis(500)),
            "more than the burst waits for a full bucket"
        );
    }

    #[test]
    fn refusals_are_counted_by_the_limit_that_refused() {
        let limiter = RateLimiter::new(&RateLimits {
            rate_per_token: 0.001,
            burst_per_token: 1,
            rate_per_ip: 0.001,
            burst_per_ip: 2,
        });
        let ip = Some(IpAddr::from([127, 0, 0, 1]));
        assert!(limiter.check(ip, Some("Bearer a"), 1).is_ok());
        let refused = limiter.check(ip, Some("a"), 1).expect_err("token spent");
        assert_eq!(refused.scope, Scope::Token);
        let refused = limiter.check(ip, None, 1).expect_err("address spent");
        assert_eq!(refused.scope, Scope::Ip);
        assert!(limiter.check_token(Some("b"), 1).is_ok());
        assert_eq!(
            limiter
                .check_token(Some(" Bearer b "), 1)
                .map_err(|r| r.scope),
            Err(Scope::Token)
        );
        assert_eq!(limiter.refused_total(Scope::Token), 2);
        assert_eq!(limiter.refused_total(Scope::Ip), 1);
    }

    #[test]
    fn a_zero_rate_means_no_limit() {
        assert!(Buckets::<u8>::new(0.0, 10).is_none());
        assert!(Buckets::<u8>::new(f64::NAN, 10).is_none());
    }
}
