use serde::{Deserialize, Serialize};

/// A decision about the table rather than a move of the game, sent like any command (with
/// its expected version and command id) and offered among the legal commands when allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TableCommand {
    /// Take back the sender's last decision (a fair undo: only while no roll, draw or
    /// reveal has happened since, and nobody else has decided since).
    Undo,
}
