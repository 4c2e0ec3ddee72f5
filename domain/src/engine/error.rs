use std::borrow::Cow;

/// A command that the rules do not allow. Nothing is stored when a command fails.
///
/// `code` is stable (SCREAMING_SNAKE) and meant for programs; `message` is meant for the
/// player: it says what was wrong and how to fix it, and may be reworded over time.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {message}")]
pub struct RuleError {
    pub code: Cow<'static, str>,
    pub message: String,
}

impl RuleError {
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Self {
            code: Cow::Borrowed(code),
            message: message.into(),
        }
    }

    /// The seat tried to act while nothing is asked of it.
    pub fn not_your_decision(message: impl Into<String>) -> Self {
        Self::new("NOT_YOUR_DECISION", message)
    }

    /// The command exists, but this is not the moment for it.
    pub fn wrong_phase(message: impl Into<String>) -> Self {
        Self::new("WRONG_PHASE", message)
    }

    /// The game is over; it accepts no more commands.
    pub fn game_over() -> Self {
        Self::new("GAME_OVER", "The game has ended; no more moves can be made")
    }
}
