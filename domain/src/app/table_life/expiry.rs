//! Clocks running out: found from the events and the `Clock` port, and stored once
//! however many server processes notice it.

use chrono::{DateTime, SecondsFormat, Utc};
use uuid::Uuid;

use crate::engine::Seat;

use super::super::append::Appended;
use super::super::error::AppError;
use super::super::lobby::{LobbyEvent, StreamEvent};
use super::super::records::GameStatus;
use super::super::service::Tabletop;
use super::super::session::GameSession;
use super::clocks::instant;
use super::events::{TakeoverCause, TimeExpired};
use super::leaving::taking_over;

/// Bound on expiries stored in one call: every seat of the largest table, with room.
const MAX_EXPIRIES: usize = 64;

/// A seat whose time has run out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overdue {
    pub seat: Seat,
    pub deadline: DateTime<Utc>,
}

impl GameSession {
    /// When the next clock runs out, if one runs in a game in play.
    pub fn next_deadline(&self) -> Option<DateTime<Utc>> {
        self.in_play()
            .then(|| self.table.clocks.earliest_deadline().map(|(_, at)| at))
            .flatten()
    }

    /// The first seat whose time has run out at `now`.
    pub fn overdue(&self, now: &str) -> Option<Overdue> {
        let now = instant(now)?;
        let (seat, deadline) = self.table.clocks.earliest_deadline()?;
        (self.in_play() && deadline <= now).then_some(Overdue { seat, deadline })
    }

    /// When `seat`'s clock runs out (RFC 3339, UTC), while it runs in a game in play.
    pub fn deadline(&self, seat: Seat) -> Option<String> {
        self.in_play()
            .then(|| self.table.clocks.deadline(seat))
            .flatten()
            .map(|at| at.to_rfc3339_opts(SecondsFormat::Millis, true))
    }

    /// Milliseconds `seat` has left at `now`; `None` at a table without a clock.
    pub fn time_left_ms(&self, seat: Seat, now: &str) -> Option<i64> {
        self.table.clocks.time_left_ms(seat, now)
    }

    fn in_play(&self) -> bool {
        self.status() == GameStatus::InProgress
    }
}

impl Tabletop {
    /// Store the expiry of every seat whose time has run out, each followed by the table's
    /// takeover bot, which then plays. Safe from any number of processes at once: an
    /// expiry's command id comes from the game, the version and the seat, and an append
    /// must follow the stream's head, so each expiry is stored once. Returns how many this
    /// call stored.
    pub async fn expire_overdue(&self, game_id: Uuid) -> Result<usize, AppError> {
        let mut stored = 0;
        for _ in 0..MAX_EXPIRIES {
            let session = self.load(game_id).await?;
            let Some(overdue) = session.overdue(&self.ports.clock.now()) else {
                return Ok(stored);
            };
            let mut events = vec![StreamEvent::Lobby(LobbyEvent::TimeExpired(TimeExpired {
                seat: overdue.seat,
                deadline: overdue
                    .deadline
                    .to_rfc3339_opts(SecondsFormat::Micros, true),
            }))];
            events.extend(taking_over(
                &session,
                overdue.seat,
                TakeoverCause::TimedOut,
            )?);
            let command_id = Uuid::new_v5(
                &game_id,
                format!("clock-{}-{}", session.version, overdue.seat.0).as_bytes(),
            );
            match self.append(&session, command_id, None, None, events).await {
                Ok(Appended::Stored { session, .. }) => {
                    stored += 1;
                    self.drive_bots_from(*session).await?;
                }
                // Another process stored it, or the game moved on: look again.
                Ok(Appended::AlreadyApplied | Appended::CampaignMoved)
                | Err(AppError::Conflict { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(stored)
    }

    /// How long from now, by the `Clock` port, until the game's next clock runs out (zero
    /// if one already has); `None` while no clock runs. `at_least` is the version a
    /// wake-up announced: a game kept at it or later is not read again. Another stream's
    /// id (a campaign's) has no clock.
    pub async fn time_to_next_deadline(
        &self,
        game_id: Uuid,
        at_least: u64,
    ) -> Result<Option<std::time::Duration>, AppError> {
        let Some(session) = self.kept_or_loaded(game_id, at_least).await? else {
            return Ok(None);
        };
        let Some(deadline) = session.next_deadline() else {
            return Ok(None);
        };
        let now = instant(&self.ports.clock.now())
            .ok_or_else(|| AppError::Internal("the clock gave a malformed time".into()))?;
        Ok(Some((deadline - now).to_std().unwrap_or_default()))
    }
}
