//! The game log: each event of a game in a player's words, for one viewer. The game's own
//! events are described by its folder (`Game::describe`), from the event as the viewer may
//! see it, so a line can only say what the viewer's own event stream says; the table's
//! events (seats taken, the start, a takeover, an undo) are described here, alike for
//! every game.
//!
//! Describing an event needs the game just after it, so the log is read by folding the
//! stream from its start (`LogReader`); a live subscriber keeps its reader and applies each
//! event it is sent.

use std::sync::Arc;

use uuid::Uuid;

use crate::engine::{Seat, Viewer};

use super::content::PackShelf;
use super::error::AppError;
use super::lobby::{LobbyEvent, StreamEvent};
use super::records::StoredEvent;
use super::service::Tabletop;
use super::session::{GameSession, decode};
use super::table_life::TakeoverCause;

/// One line of a game's log.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "GameLogLine")
)]
pub struct LogLine {
    /// The version of the event the line describes.
    pub version: u64,
    /// The seat whose command caused the event, if any.
    pub actor_seat: Option<Seat>,
    pub text: String,
    /// When the event was stored (RFC 3339, UTC).
    pub at: String,
    /// A fair undo later took the event back: it happened, was seen, and no longer counts.
    pub undone: bool,
}

/// A game's stream folded one event at a time, for one viewer, each event described as it
/// is applied.
pub struct LogReader {
    game_id: Uuid,
    viewer: Viewer,
    session: Option<GameSession>,
    shelf: Arc<PackShelf>,
}

impl LogReader {
    /// Apply the next stored event (`event` is its decoded form) and describe it: `None` for
    /// an event that needs no line of its own.
    pub fn read(
        &mut self,
        stored: &StoredEvent,
        event: &StreamEvent,
    ) -> Result<Option<String>, AppError> {
        let before = self.session.as_ref().map(names);
        let session = match self.session.take() {
            Some(mut s) => {
                s.apply_stored(stored)?;
                s
            }
            None => GameSession::fold_with(self.game_id, None, [stored], &self.shelf)?,
        };
        let after = names(&session);
        let line = match event {
            StreamEvent::Game(e) => session.state.describe(&e.redact(self.viewer), &after),
            StreamEvent::Lobby(e) => table_line(e, before.as_deref().unwrap_or(&after), &after),
        };
        self.session = Some(session);
        Ok(line)
    }
}

impl Tabletop {
    /// A reader of game `game_id`'s log for `viewer`, ready for the events after version
    /// `after` (the game folded up to it).
    pub async fn log_reader(
        &self,
        game_id: Uuid,
        viewer: Viewer,
        after: u64,
    ) -> Result<LogReader, AppError> {
        let session = match after {
            0 => None,
            v => Some(self.load_at(game_id, v).await?),
        };
        Ok(LogReader {
            game_id,
            viewer,
            session,
            shelf: self.shelf.clone(),
        })
    }

    /// The lines of the game's log after version `after`, at most `first`, oldest first,
    /// as `viewer` may read them. Lines of events a fair undo took back are marked so.
    pub async fn game_log(
        &self,
        game_id: Uuid,
        viewer: Viewer,
        after: u64,
        first: usize,
    ) -> Result<Vec<LogLine>, AppError> {
        // The pack must be on the shelf before the fold (`load` fetches it).
        self.load(game_id).await?;
        let mut reader = self.log_reader(game_id, viewer, 0).await?;
        let mut lines: Vec<LogLine> = Vec::new();
        for stored in self.ports.store.read_stream(game_id, 0, None).await? {
            let event = decode(&stored)?;
            if let StreamEvent::Lobby(LobbyEvent::MovesUndone(undo)) = &event {
                for line in lines.iter_mut().filter(|l| l.version > undo.to_version) {
                    line.undone = true;
                }
            }
            if let Some(text) = reader.read(&stored, &event)? {
                lines.push(LogLine {
                    version: stored.version,
                    actor_seat: stored.metadata.actor_seat,
                    text,
                    at: stored.recorded_at.clone(),
                    undone: false,
                });
            }
        }
        Ok(lines
            .into_iter()
            .filter(|l| l.version > after)
            .take(first)
            .collect())
    }
}

/// The seats' display names, by seat (`Seat N` for an empty one).
fn names(session: &GameSession) -> Vec<String> {
    session
        .seats
        .iter()
        .enumerate()
        .map(|(i, holder)| match holder {
            Some(h) => h.player_name.clone(),
            None => format!("Seat {}", i + 1),
        })
        .collect()
}

/// A table event in words, the same for every game and every viewer. `before` and `after`
/// are the seats' names just before and just after it.
fn table_line(event: &LobbyEvent, before: &[String], after: &[String]) -> Option<String> {
    let name = |names: &[String], seat: Seat| {
        names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", seat.index() + 1))
    };
    let number = |seat: Seat| seat.index() + 1;
    Some(match event {
        LobbyEvent::GameCreated(e) => format!(
            "The table \u{201c}{}\u{201d} was opened for {} players.",
            e.title, e.seat_count
        ),
        LobbyEvent::SeatClaimed(e) => format!("{} took seat {}.", e.player_name, number(e.seat)),
        LobbyEvent::SeatGivenToBot(e) => {
            format!("{} took seat {}.", name(after, e.seat), number(e.seat))
        }
        LobbyEvent::GameStarted(_) => "The game started.".to_owned(),
        LobbyEvent::SeatLeft(e) => {
            format!("{} left seat {}.", name(before, e.seat), number(e.seat))
        }
        LobbyEvent::GameCancelled(_) => "The table was cancelled.".to_owned(),
        LobbyEvent::TimeExpired(e) => format!("{}'s time ran out.", name(before, e.seat)),
        LobbyEvent::SeatConceded(e) => format!("{} conceded.", name(before, e.seat)),
        LobbyEvent::SeatTakenOver(e) => {
            let why = match (e.cause, e.forfeited) {
                (_, true) => ", and the seat is out of the game",
                (TakeoverCause::Conceded, false) => "",
                (TakeoverCause::TimedOut, false) => " until they come back",
            };
            format!(
                "{} plays for {}{why}.",
                name(after, e.seat),
                name(before, e.seat)
            )
        }
        LobbyEvent::SeatReclaimed(e) => {
            format!("{} took seat {} back.", e.player_name, number(e.seat))
        }
        LobbyEvent::MovesUndone(e) => format!(
            "{} took back the moves after version {}.",
            name(after, e.seat),
            e.to_version
        ),
        LobbyEvent::RematchOffered(_) => "A rematch was offered.".to_owned(),
        LobbyEvent::RematchDeclined(e) => {
            format!("{} declined the rematch.", name(after, e.seat))
        }
    })
}
