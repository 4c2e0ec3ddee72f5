//! What kind of game a game is, declared once on its `Game` impl and shown to clients by
//! `gameKinds`, so that a lobby, a statistics tool or a campaign tracker can treat a game it
//! does not know correctly (rate it or not, show a team result, offer a campaign).

use serde::{Deserialize, Serialize};

/// How the seats of a game stand against each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Sides {
    /// Every seat plays for itself; one or several seats win.
    EachForItself,
    /// One seat plays a side of its own against all the others, who win or lose together
    /// (The Others: the SIN against the heroes).
    OneAgainstTheRest,
    /// Every seat wins or loses together against the game.
    Cooperative,
}

/// A game's own facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameFacts {
    pub sides: Sides,
    /// Whether some information is hidden from some seats (hands, decks, roles). A game
    /// without any still hides its deck order and the seed.
    pub hidden_information: bool,
    /// Whether plays of this game can belong to a campaign that carries progress forward.
    pub campaigns: bool,
    /// Whether a seat can leave a game in play by being eliminated while the others play on
    /// (`Game::forfeit`), so that a table may choose that over a bot taking the seat.
    pub forfeits: bool,
    /// The options (top-level keys of the options JSON) that history can search finished
    /// games by (`games(filter: {options})`): the ones that change how a game plays, such
    /// as King of Tokyo's Power Up!.
    pub filterable_options: &'static [&'static str],
}

impl GameFacts {
    /// Each seat for itself, with hidden information, no campaigns: the common case.
    pub const COMPETITIVE: GameFacts = GameFacts {
        sides: Sides::EachForItself,
        hidden_information: true,
        campaigns: false,
        forfeits: false,
        filterable_options: &[],
    };
}
