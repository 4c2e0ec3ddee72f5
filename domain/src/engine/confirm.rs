use serde::{Deserialize, Serialize};

/// The argument of a command that needs no parameters (`{ stopRolling: YES }`).
///
/// GraphQL `@oneOf` inputs need a value for every member, and an empty input object is not
/// valid GraphQL, so parameterless commands carry this one-valued enum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Confirm {
    #[default]
    Yes,
}
