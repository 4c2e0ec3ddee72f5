use serde::{Deserialize, Serialize};

use super::Seat;

/// A decision the game is waiting for: which seat owes it, of what kind, in words.
///
/// Several prompts can be open at once (simultaneous decisions, out-of-turn reactions);
/// the seats may answer them in any order. The exact choices are in `legal_commands`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    /// Stable SCREAMING_SNAKE name of the decision, e.g. `ROLL_OR_STOP`, `YIELD_TOKYO`.
    pub kind: String,
    /// What is being asked, for a person.
    pub message: String,
}

impl Prompt {
    pub fn new(seat: Seat, kind: &str, message: impl Into<String>) -> Self {
        Self {
            seat,
            kind: kind.to_owned(),
            message: message.into(),
        }
    }
}
