//! Refusals every rule shares: a code with a sentence, and "this PC is not yours".

use super::super::state::{PcState, State};
use super::super::vocabulary::Pc;
use crate::engine::{RuleError, Seat};

pub fn refuse(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

/// The PC, if `seat` runs it.
pub fn owned(s: &State, seat: Seat, pc: Pc) -> Result<&PcState, RuleError> {
    match s.pc(pc) {
        Some(p) if p.seat == seat => Ok(p),
        Some(_) => Err(RuleError::not_your_decision(format!(
            "{pc:?} is run by another player"
        ))),
        None => Err(refuse(
            "NOT_IN_PLAY",
            format!("{pc:?} is not a PC of this play (a BOT card at most)"),
        )),
    }
}
