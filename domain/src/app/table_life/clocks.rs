//! Turn clocks folded from the events: each seat's clock runs while it owes a decision,
//! measured between the times the events were stored, so a replay needs no clock and the
//! time left is read against the `Clock` port only when someone asks.

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

use crate::engine::Seat;

use super::rules::ClockRule;

/// One seat's clock.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatClock {
    /// Time left, in milliseconds, as of `running_since` (or when the clock last stopped).
    pub bank_ms: i64,
    /// When it started running (RFC 3339); `None` while the seat owes nothing.
    #[serde(default)]
    pub running_since: Option<String>,
}

/// Every seat's clock; empty at a table without one.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Clocks(pub Vec<SeatClock>);

/// What one event did to the clocks.
pub(crate) struct Tick<'a> {
    /// When it was stored.
    pub at: &'a str,
    /// Which seats owe a decision after it (seats the server plays never do).
    pub owing: &'a [bool],
    /// The seat whose command this event begins, if it begins one.
    pub moved: Option<Seat>,
}

impl Clocks {
    /// The clocks of a game that starts now: full banks, none running yet.
    pub fn set(rule: &ClockRule, seats: usize) -> Clocks {
        if rule.is_none() {
            return Clocks::default();
        }
        Clocks(vec![
            SeatClock {
                bank_ms: rule.full_bank_ms(),
                running_since: None,
            };
            seats
        ])
    }

    pub(crate) fn tick(&mut self, rule: &ClockRule, tick: &Tick<'_>) {
        let Some(now) = instant(tick.at) else {
            return;
        };
        for (i, clock) in self.0.iter_mut().enumerate() {
            let owes = tick.owing.get(i).copied().unwrap_or(false);
            if tick.moved == Some(Seat(i as u8)) {
                clock.stop(now);
                if let ClockRule::Fischer {
                    increment_seconds, ..
                } = *rule
                {
                    clock.bank_ms += i64::from(increment_seconds) * 1000;
                }
            } else if clock.running_since.is_some() && !owes {
                clock.stop(now);
            }
            if owes && clock.running_since.is_none() {
                if let ClockRule::PerDecision { .. } = rule {
                    clock.bank_ms = rule.full_bank_ms();
                }
                clock.running_since = Some(tick.at.to_owned());
            }
        }
    }

    /// The seat ran out of time: its clock is empty and stopped.
    pub fn expire(&mut self, seat: Seat) {
        if let Some(clock) = self.0.get_mut(seat.index()) {
            *clock = SeatClock::default();
        }
    }

    /// A player took their seat back: its clock is full again, and runs from `at` if the
    /// seat owes a decision (the next event's tick starts it otherwise).
    pub fn refill(&mut self, rule: &ClockRule, seat: Seat) {
        if let Some(clock) = self.0.get_mut(seat.index()) {
            *clock = SeatClock {
                bank_ms: rule.full_bank_ms(),
                running_since: None,
            };
        }
    }

    /// When `seat` runs out of time, if its clock runs.
    pub fn deadline(&self, seat: Seat) -> Option<DateTime<Utc>> {
        let clock = self.0.get(seat.index())?;
        let since = instant(clock.running_since.as_deref()?)?;
        Some(since + Duration::milliseconds(clock.bank_ms.max(0)))
    }

    /// The first seat to run out of time, and when.
    pub fn earliest_deadline(&self) -> Option<(Seat, DateTime<Utc>)> {
        (0..self.0.len())
            .filter_map(|i| self.deadline(Seat(i as u8)).map(|at| (Seat(i as u8), at)))
            .min_by_key(|(_, at)| *at)
    }

    /// Milliseconds `seat` has left at `now` (never below zero); `None` without a clock.
    pub fn time_left_ms(&self, seat: Seat, now: &str) -> Option<i64> {
        let clock = self.0.get(seat.index())?;
        let left = match (self.deadline(seat), instant(now)) {
            (Some(deadline), Some(now)) => (deadline - now).num_milliseconds(),
            _ => clock.bank_ms,
        };
        Some(left.max(0))
    }
}

impl SeatClock {
    fn stop(&mut self, now: DateTime<Utc>) {
        if let Some(since) = self.running_since.take().as_deref().and_then(instant) {
            self.bank_ms -= (now - since).num_milliseconds().max(0);
        }
    }
}

/// An RFC 3339 time as an instant; `None` for a malformed one (the fold stays total).
pub fn instant(at: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(at)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: &str = "2026-01-01T00:00:00Z";
    const T10: &str = "2026-01-01T00:00:10Z";
    const T25: &str = "2026-01-01T00:00:25Z";

    fn fischer() -> ClockRule {
        ClockRule::Fischer {
            bank_seconds: 60,
            increment_seconds: 5,
        }
    }

    #[test]
    fn a_seat_s_clock_runs_only_while_it_owes_and_gains_the_increment_when_it_moves() {
        let rule = fischer();
        let mut clocks = Clocks::set(&rule, 2);
        clocks.tick(
            &rule,
            &Tick {
                at: T0,
                owing: &[true, false],
                moved: None,
            },
        );
        assert_eq!(clocks.time_left_ms(Seat(0), T10), Some(50_000));
        assert_eq!(clocks.time_left_ms(Seat(1), T10), Some(60_000));
        // Seat 0 moves at 10 s: 50 s left plus 5; now seat 1 owes.
        clocks.tick(
            &rule,
            &Tick {
                at: T10,
                owing: &[false, true],
                moved: Some(Seat(0)),
            },
        );
        assert_eq!(clocks.0[0].bank_ms, 55_000);
        assert_eq!(clocks.0[0].running_since, None);
        assert_eq!(clocks.time_left_ms(Seat(1), T25), Some(45_000));
        assert_eq!(clocks.earliest_deadline().map(|(s, _)| s), Some(Seat(1)));
    }

    #[test]
    fn several_seats_owing_at_once_run_at_once() {
        let rule = fischer();
        let mut clocks = Clocks::set(&rule, 3);
        clocks.tick(
            &rule,
            &Tick {
                at: T0,
                owing: &[true, true, false],
                moved: None,
            },
        );
        assert_eq!(clocks.time_left_ms(Seat(0), T10), Some(50_000));
        assert_eq!(clocks.time_left_ms(Seat(1), T10), Some(50_000));
        assert_eq!(clocks.time_left_ms(Seat(2), T10), Some(60_000));
    }

    #[test]
    fn a_decision_clock_is_full_again_for_each_decision() {
        let rule = ClockRule::PerDecision { seconds: 30 };
        let mut clocks = Clocks::set(&rule, 2);
        clocks.tick(
            &rule,
            &Tick {
                at: T0,
                owing: &[true, false],
                moved: None,
            },
        );
        // Seat 0 moves at 25 s and owes the next decision at once: 30 s again, not 5.
        clocks.tick(
            &rule,
            &Tick {
                at: T25,
                owing: &[true, false],
                moved: Some(Seat(0)),
            },
        );
        assert_eq!(clocks.time_left_ms(Seat(0), T25), Some(30_000));
        assert_eq!(clocks.deadline(Seat(0)), instant("2026-01-01T00:00:55Z"));
    }

    #[test]
    fn a_seat_that_stops_owing_without_moving_keeps_what_it_had_left() {
        let rule = fischer();
        let mut clocks = Clocks::set(&rule, 2);
        clocks.tick(
            &rule,
            &Tick {
                at: T0,
                owing: &[true, false],
                moved: None,
            },
        );
        clocks.tick(
            &rule,
            &Tick {
                at: T10,
                owing: &[false, false],
                moved: Some(Seat(1)),
            },
        );
        assert_eq!(clocks.0[0].bank_ms, 50_000);
        assert_eq!(clocks.deadline(Seat(0)), None);
    }

    #[test]
    fn an_expired_seat_has_no_time_and_no_deadline_and_a_refill_gives_a_full_bank() {
        let rule = fischer();
        let mut clocks = Clocks::set(&rule, 2);
        clocks.tick(
            &rule,
            &Tick {
                at: T0,
                owing: &[true, false],
                moved: None,
            },
        );
        clocks.expire(Seat(0));
        assert_eq!(clocks.deadline(Seat(0)), None);
        assert_eq!(clocks.time_left_ms(Seat(0), T10), Some(0));
        clocks.refill(&rule, Seat(0));
        assert_eq!(clocks.time_left_ms(Seat(0), T10), Some(60_000));
    }

    #[test]
    fn a_table_without_a_clock_has_no_clocks() {
        let clocks = Clocks::set(&ClockRule::None, 4);
        assert_eq!(clocks.time_left_ms(Seat(0), T0), None);
        assert_eq!(clocks.earliest_deadline(), None);
    }
}
