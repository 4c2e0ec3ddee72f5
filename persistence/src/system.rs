//! The real clock and randomness behind the `Clock` and `IdGen` ports.

use chrono::{SubsecRound, Utc};
use domain::app::{Clock, IdGen};
use uuid::Uuid;

use crate::codec::canonical_time;

/// Wall-clock time in UTC, RFC 3339.
///
/// Truncated to microseconds, PostgreSQL's precision, and written in the same canonical
/// form the store returns, so a time read back from either database equals the one written.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> String {
        canonical_time(Utc::now().trunc_subsecs(6))
    }
}

/// Random v4 ids and secrets from the operating system's CSPRNG.
#[derive(Debug, Clone, Copy, Default)]
pub struct RandomIds;

impl IdGen for RandomIds {
    fn new_id(&self) -> Uuid {
        Uuid::new_v4()
    }

    fn secret(&self) -> [u8; 32] {
        let mut bytes = [0u8; 32];
        if let Err(e) = getrandom::fill(&mut bytes) {
            // Unreachable on supported platforms. Fall back to the same OS source through
            // uuid (244 random bits) rather than hand out a predictable secret.
            tracing::error!(error = %e, "the OS random source failed; falling back to uuid v4");
            bytes[..16].copy_from_slice(Uuid::new_v4().as_bytes());
            bytes[16..].copy_from_slice(Uuid::new_v4().as_bytes());
        }
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_differ() {
        assert_ne!(RandomIds.secret(), RandomIds.secret());
    }

    #[test]
    fn now_is_canonical_rfc3339_utc() {
        let now = SystemClock.now();
        let parsed = chrono::DateTime::parse_from_rfc3339(&now).expect("RFC 3339");
        assert!(now.ends_with('Z'));
        assert_eq!(canonical_time(parsed.with_timezone(&Utc)), now);
    }
}
