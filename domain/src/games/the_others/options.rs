use serde::{Deserialize, Serialize};

/// The table options of a game of The Others: 7 Sins, chosen when the game is created.
///
/// Seat `sin_seat` plays the SIN; every other seat is a hero player (1 to 4). Every
/// choice the rulebook lets the players make "directly or at random" is an option: leave
/// it empty and the game draws it at setup from the seeded RNG.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(name = "TheOthersOptions", input_name = "TheOthersOptionsInput")
)]
pub struct Options {
    /// The seat of the SIN player (0 by default).
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub sin_seat: u8,
    /// The SIN (`pride`, `sloth`, `gluttony`); empty: drawn among the base-box SINs.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub sin: String,
    /// The acolyte type (`corrupted_nun`, ...); empty: drawn among the base-box types.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub acolytes: String,
    /// The story; empty: Haven's Last Stand, the rulebook's recommended first story.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub story: String,
    /// Which of the story's two maps (0 or 1); `None`: drawn.
    pub map: Option<u8>,
    /// The 7 heroes of team F.A.I.T.H.; empty: the core box's team.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub team: Vec<String>,
    /// The starting heroes, dealt to the hero seats in order (each hero seat takes the
    /// next `heroes per player`); empty: drawn from the team.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub starting_heroes: Vec<String>,
    /// The SIN's starting hand (gap G-05): 5 cards, or as many as the hero number.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub sin_starting_hand: SinStartingHand,
}

/// Where the rulebook contradicts itself on the SIN's starting hand (gap G-05).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersSinStartingHand")
)]
pub enum SinStartingHand {
    /// 5 cards, as the SIN-card section and the rules summary say (the default).
    #[default]
    Five,
    /// As many cards as heroes in play, as setup step 7 says.
    HeroNumber,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            sin_seat: 0,
            sin: String::new(),
            acolytes: String::new(),
            story: String::new(),
            map: None,
            team: Vec::new(),
            starting_heroes: Vec::new(),
            sin_starting_hand: SinStartingHand::Five,
        }
    }
}
