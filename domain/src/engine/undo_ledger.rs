//! The fair undo's ledger: the states a seat may return to. A seat may take back its own
//! decisions while nothing irreversible (a roll, a draw, a reveal) has happened since and
//! nobody else has decided since; anything else forgets every point.

use serde::{Deserialize, Serialize};

use super::Seat;

/// The points one seat may return to, oldest first: the state before each of its
/// decisions since the last thing that cannot be taken back.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "S: Serialize + serde::de::DeserializeOwned")]
pub struct UndoLedger<S> {
    seat: Option<Seat>,
    points: Vec<UndoPoint<S>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UndoPoint<S> {
    /// The version before the decision: an undo returns the game to it.
    pub version: u64,
    pub state: S,
}

impl<S> Default for UndoLedger<S> {
    fn default() -> Self {
        UndoLedger {
            seat: None,
            points: Vec::new(),
        }
    }
}

impl<S: Clone> UndoLedger<S> {
    /// `seat` is about to decide on `state`, at `version`. Another seat's points go: it
    /// decided after them.
    pub fn before_decision(&mut self, seat: Seat, version: u64, state: &S) {
        if self.seat != Some(seat) {
            self.forget();
            self.seat = Some(seat);
        }
        self.points.push(UndoPoint {
            version,
            state: state.clone(),
        });
    }

    /// Something that cannot be taken back happened: nothing before it can be undone.
    pub fn forget(&mut self) {
        self.seat = None;
        self.points.clear();
    }

    /// The version `seat` would return to with one undo, if it may undo now.
    pub fn undoable(&self, seat: Seat) -> Option<u64> {
        (self.seat == Some(seat))
            .then(|| self.points.last().map(|p| p.version))
            .flatten()
    }

    /// The state an undo to `version` would return to, without taking it back.
    pub fn peek(&self, version: u64) -> Option<&S> {
        self.points
            .iter()
            .rfind(|p| p.version == version)
            .map(|p| &p.state)
    }

    /// Return to `version`: its state, with the points after it gone. `None` if no point
    /// is at that version (the ledger is left as it was).
    pub fn take_back(&mut self, version: u64) -> Option<S> {
        let at = self.points.iter().rposition(|p| p.version == version)?;
        let point = self.points.drain(at..).next()?;
        if self.points.is_empty() {
            self.seat = None;
        }
        Some(point.state)
    }

    /// Every state kept, to give them content after a snapshot is read back.
    pub fn states_mut(&mut self) -> impl Iterator<Item = &mut S> {
        self.points.iter_mut().map(|p| &mut p.state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_takes_back_its_decisions_one_at_a_time_newest_first() {
        let mut ledger = UndoLedger::default();
        ledger.before_decision(Seat(0), 10, &"a");
        ledger.before_decision(Seat(0), 11, &"b");
        assert_eq!(ledger.undoable(Seat(0)), Some(11));
        assert_eq!(ledger.peek(11), Some(&"b"));
        assert_eq!(ledger.take_back(11), Some("b"));
        assert_eq!(ledger.undoable(Seat(0)), Some(10));
        assert_eq!(ledger.take_back(10), Some("a"));
        assert_eq!(ledger.undoable(Seat(0)), None);
    }

    #[test]
    fn another_seat_s_decision_ends_the_first_seat_s_undo() {
        let mut ledger = UndoLedger::default();
        ledger.before_decision(Seat(0), 10, &"a");
        ledger.before_decision(Seat(1), 11, &"b");
        assert_eq!(ledger.undoable(Seat(0)), None);
        assert_eq!(ledger.undoable(Seat(1)), Some(11));
    }

    #[test]
    fn nothing_before_an_irreversible_event_can_be_undone() {
        let mut ledger = UndoLedger::default();
        ledger.before_decision(Seat(0), 10, &"a");
        ledger.forget();
        assert_eq!(ledger.undoable(Seat(0)), None);
        assert_eq!(ledger.take_back(10), None);
    }

    #[test]
    fn a_version_that_is_no_point_takes_nothing_back() {
        let mut ledger = UndoLedger::default();
        ledger.before_decision(Seat(2), 10, &"a");
        assert_eq!(ledger.take_back(9), None);
        assert_eq!(ledger.undoable(Seat(2)), Some(10));
    }
}
