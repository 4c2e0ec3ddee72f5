//! Table life during play: the rules a table was created with (its clock, its takeover
//! bot, whether undo is allowed), folded beside the game from the same events; and the use
//! cases that act on them, each in the file named for it.

mod clocks;
mod events;
mod expiry;
mod fold;
mod leaving;
mod rematch;
mod rules;
mod taking_back;
mod terms;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::catalog::AnyState;
use crate::engine::UndoLedger;

pub use clocks::Clocks;
pub use events::{
    Invitee, MovesUndone, RematchDeclined, RematchOf, RematchOffered, SeatConceded, SeatReclaimed,
    SeatTakenOver, TakeoverCause, TimeExpired,
};
pub use expiry::Overdue;
pub use rules::{ClockRule, TableRules};
pub use terms::{AwayPlayer, SeatTerm, TermCause};

/// What a table's events say about its life, beside its seats and its game.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableLife {
    pub rules: TableRules,
    pub clocks: Clocks,
    pub undo: UndoLedger<AnyState>,
    /// Who played each seat, part by part, from the start.
    pub terms: Vec<SeatTerm>,
    /// The table opened as this game's rematch.
    pub rematch: Option<Uuid>,
    /// The game this table is a rematch of, with the invitations still open.
    pub rematch_of: Option<RematchOf>,
    /// The command of the last event folded: the next event begins a new command when its
    /// command differs.
    last_command: Option<Uuid>,
}

impl TableLife {
    /// A new table's life: its rules, and the game it is a rematch of.
    pub fn new(rules: TableRules, rematch_of: Option<RematchOf>) -> TableLife {
        TableLife {
            rules,
            rematch_of,
            ..TableLife::default()
        }
    }

    /// Whether an event of `command_id` begins a new command; remembers it.
    fn begins(&mut self, command_id: Uuid) -> bool {
        let begins = self.last_command != Some(command_id);
        self.last_command = Some(command_id);
        begins
    }
}
