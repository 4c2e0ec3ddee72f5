use serde::{Deserialize, Serialize};

use super::vocabulary::MapSide;
use crate::engine::Seat;

/// Table options, chosen when the game is created. The defaults are the spec's
/// recommended rulings (docs/games/brave-architect.md).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "BraveArchitectOptions",
        input_name = "BraveArchitectOptionsInput"
    )
)]
pub struct Options {
    /// Who picks first in Character-Make. The manual says the player nearest the door;
    /// the table's creator names that seat here, or leaves it to the seeded RNG.
    pub first_picker: Option<Seat>,
    /// イージーモード: the 2-player enemy (2 parties, party HP 20, core HP 40) whatever the
    /// number of players.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub easy_mode: bool,
    /// Grassland, or the harder volcano with lava squares.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub map: MapSide,
    /// A follow-up may not be played after a miss (the summary page's reading; G-12).
    /// Off by default: the detailed rules allow it.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub no_follow_up_after_miss: bool,
}
