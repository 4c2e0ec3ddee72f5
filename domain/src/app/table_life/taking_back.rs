//! The fair undo as a command: a seat takes back its last decision.

use crate::engine::Seat;

use super::super::error::AppError;
use super::super::lobby::{LobbyEvent, StreamEvent};
use super::super::session::GameSession;
use super::events::MovesUndone;

impl GameSession {
    /// The version `seat` would return to with an undo now, if the table allows one.
    pub fn undo_offer(&self, seat: Seat) -> Option<u64> {
        if !self.table.rules.undo || !self.started || self.is_over() {
            return None;
        }
        self.table.undo.undoable(seat)
    }

    /// What an undo by `seat` stores, or why it is refused.
    pub(in crate::app) fn decide_undo(&self, seat: Seat) -> Result<Vec<StreamEvent>, AppError> {
        if !self.table.rules.undo {
            return Err(AppError::rule(
                "UNDO_NOT_ALLOWED",
                "This table was created without undo",
            ));
        }
        let to_version = self.undo_offer(seat).ok_or_else(|| {
            AppError::rule(
                "NOTHING_TO_UNDO",
                "Nothing of yours can be taken back now: a roll, a draw or a reveal happened since, or another seat decided since",
            )
        })?;
        Ok(vec![StreamEvent::Lobby(LobbyEvent::MovesUndone(
            MovesUndone { seat, to_version },
        ))])
    }
}
