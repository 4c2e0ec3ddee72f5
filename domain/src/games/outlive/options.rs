use serde::{Deserialize, Serialize};

/// The table options of an Outlive game, chosen when the game is created.
///
/// The number of clans is the number of seats (2 to 4). The content (rooms, equipment,
/// leaders, events and their provisional values) is not an option: the server's content is
/// recorded in the game's first event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(name = "OutliveOptions", input_name = "OutliveOptionsInput")
)]
#[serde(rename_all = "camelCase", default)]
pub struct Options {
    /// When `true` (the rule and the default), the clan whose leader is the oldest starts
    /// with the first-player token. When `false`, the first player is drawn at random.
    #[cfg_attr(feature = "graphql", graphql(default = true))]
    pub first_player_by_leader_age: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            first_player_by_leader_age: true,
        }
    }
}
