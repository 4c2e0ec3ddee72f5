use serde::{Deserialize, Serialize};

/// How a seat played by the server chooses its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum BotPolicy {
    /// Uniformly at random among the legal commands.
    Random,
    /// The game's simple greedy heuristics (random where a game has none).
    #[default]
    Greedy,
}
