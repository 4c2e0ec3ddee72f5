use serde::{Deserialize, Serialize};

use super::vocabulary::{CardSet, MapSide, SetKind};
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
    /// Saved characters offered before the draft: each player may take one whole, or draft
    /// again from the sets nobody took. A play of a campaign gets its campaign's last party
    /// here; empty, everyone drafts.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub party: Vec<SavedBuild>,
}

/// A character built in an earlier play, as a campaign saves it: a whole set of picks that
/// a player may take instead of drafting (issue 19, item 7).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "BraveArchitectSavedBuild",
        input_name = "BraveArchitectSavedBuildInput"
    )
)]
pub struct SavedBuild {
    /// The campaign member who played it (a player id); `null` for a server bot's.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub member: Option<String>,
    pub race: String,
    pub weapon: String,
    /// The combat style of the weapon.
    pub style: String,
    pub sub_weapon: String,
    pub skills: Vec<String>,
}

impl SavedBuild {
    /// Every card set the build holds, as the draft names them.
    pub fn sets(&self) -> Vec<CardSet> {
        [
            CardSet::new(SetKind::Race, &self.race),
            CardSet::new(SetKind::Weapon, &self.weapon),
            CardSet::new(SetKind::SubWeapon, &self.sub_weapon),
        ]
        .into_iter()
        .chain(self.skills.iter().map(|s| CardSet::new(SetKind::Skill, s)))
        .collect()
    }
}
