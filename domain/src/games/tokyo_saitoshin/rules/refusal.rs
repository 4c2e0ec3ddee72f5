//! Refusals every rule shares: a code with a sentence, and "this PC is not yours"; and the
//! other side of it, the one PC a waiting decision asks and the seat that answers for it.

use super::super::state::{PcState, State};
use super::super::vocabulary::Pc;
use crate::engine::{Prompt, RuleError, Seat};

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

/// `seat` runs `pc`, and `pc` is one of the PCs a waiting decision asks (`NOT_ASKED`
/// otherwise, with `why`).
pub fn answering(
    s: &State,
    seat: Seat,
    pc: Pc,
    asked: &[Pc],
    why: impl FnOnce() -> String,
) -> Result<(), RuleError> {
    owned(s, seat, pc)?;
    if asked.contains(&pc) {
        Ok(())
    } else {
        Err(refuse("NOT_ASKED", why()))
    }
}

/// The prompt of a decision waiting for `pc`: to the seat that runs it.
pub fn asks(s: &State, pc: Pc, kind: &str, message: String) -> Vec<Prompt> {
    s.pc(pc)
        .map(|p| vec![Prompt::new(p.seat, kind, message)])
        .unwrap_or_default()
}

/// Whether `seat` runs `pc` (and so answers what `pc` is asked).
pub fn runs(s: &State, seat: Seat, pc: Pc) -> bool {
    s.pc(pc).is_some_and(|p| p.seat == seat)
}
