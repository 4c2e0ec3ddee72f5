//! The closed list of game kinds, and type-erased dispatch over them.
//!
//! The application and the API handle every game the same way through the `Any*` enums
//! below; adding a game means adding one line to `catalog!` (and its GraphQL wrappers).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::{BotPolicy, Game, GameRng, Outcome, Prompt, RuleError, Seat, Viewer};
use crate::games::king_of_tokyo::KingOfTokyo;
use crate::games::outlive::Outlive;

macro_rules! catalog {
    ($($variant:ident => $game:ty),+ $(,)?) => {
        /// A kind of game the server can run.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
        #[serde(rename_all = "snake_case")]
        pub enum GameKind { $($variant),+ }

        impl GameKind {
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant),+];

            /// Stable snake_case name, as stored.
            pub fn as_str(self) -> &'static str {
                match self { $(GameKind::$variant => <$game as Game>::KIND),+ }
            }

            pub fn parse(name: &str) -> Option<GameKind> {
                Self::ALL.iter().copied().find(|k| k.as_str() == name)
            }

            /// How many seats a table of this kind may have.
            pub fn seats(self) -> std::ops::RangeInclusive<usize> {
                match self { $(GameKind::$variant => <$game as Game>::SEATS),+ }
            }

            pub fn default_options(self) -> AnyOptions {
                match self { $(GameKind::$variant => AnyOptions::$variant(Default::default())),+ }
            }

            /// The empty state that the first game event is applied to.
            pub fn initial_state(self) -> AnyState {
                match self { $(GameKind::$variant => AnyState::$variant(Default::default())),+ }
            }

            /// Run the game's setup for this table.
            pub fn setup(self, options: &AnyOptions, seats: &[Seat], rng: &mut GameRng) -> Result<Vec<AnyEvent>, RuleError> {
                match (self, options) {
                    $((GameKind::$variant, AnyOptions::$variant(o)) =>
                        Ok(<$game as Game>::setup(o, seats, rng)?.into_iter().map(AnyEvent::$variant).collect()),)+
                    #[allow(unreachable_patterns)]
                    _ => Err(mismatch()),
                }
            }

            /// Rebuild an event from its stored form (`event_type` is the variant name).
            pub fn event_from_stored(self, event_type: &str, payload: Value) -> Result<AnyEvent, serde_json::Error> {
                let tagged = Value::Object([(event_type.to_owned(), payload)].into_iter().collect());
                match self { $(GameKind::$variant => serde_json::from_value(tagged).map(AnyEvent::$variant)),+ }
            }

            pub fn options_from_json(self, json: Value) -> Result<AnyOptions, serde_json::Error> {
                match self { $(GameKind::$variant => serde_json::from_value(json).map(AnyOptions::$variant)),+ }
            }
        }

        /// Table options of any game kind.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "camelCase")]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyOptions { $($variant(<$game as Game>::Options)),+ }

        /// A command for any game kind. JSON: `{"kingOfTokyo": {"stopRolling": "YES"}}`.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "camelCase")]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyCommand { $($variant(<$game as Game>::Command)),+ }

        /// An event of any game kind.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyEvent { $($variant(<$game as Game>::Event)),+ }

        /// The authoritative state of any game kind.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyState { $($variant(<$game as Game>::State)),+ }

        /// One viewer's view of any game kind.
        #[derive(Debug, Clone, Serialize)]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyView { $($variant(<$game as Game>::View)),+ }

        impl AnyOptions {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyOptions::$variant(_) => GameKind::$variant),+ }
            }
            /// The options' own JSON, without the kind tag.
            pub fn to_json(&self) -> Value {
                match self { $(AnyOptions::$variant(o) => serde_json::to_value(o).unwrap_or(Value::Null)),+ }
            }
        }

        impl AnyView {
            /// The game's own view JSON, without the kind tag.
            pub fn to_json(&self) -> Value {
                match self { $(AnyView::$variant(v) => serde_json::to_value(v).unwrap_or(Value::Null)),+ }
            }
        }

        impl AnyCommand {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyCommand::$variant(_) => GameKind::$variant),+ }
            }
        }

        impl AnyEvent {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyEvent::$variant(_) => GameKind::$variant),+ }
            }

            /// Stored form: the variant name and the payload without the tag.
            pub fn to_stored(&self) -> (String, Value) {
                let json = match self { $(AnyEvent::$variant(e) => serde_json::to_value(e)),+ };
                split_tag(json.unwrap_or(Value::Null))
            }

            /// Whether the event made a random result or hidden information public
            /// (`Game::is_irreversible`): a fair undo never goes back across it.
            pub fn is_irreversible(&self) -> bool {
                match self { $(AnyEvent::$variant(e) => <$game as Game>::is_irreversible(e)),+ }
            }

            pub fn redact(&self, viewer: Viewer) -> AnyEvent {
                match self { $(AnyEvent::$variant(e) => AnyEvent::$variant(<$game as Game>::redact(e, viewer))),+ }
            }
        }

        impl AnyState {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyState::$variant(_) => GameKind::$variant),+ }
            }

            pub fn decide(&self, seat: Seat, command: &AnyCommand, rng: &mut GameRng) -> Result<Vec<AnyEvent>, RuleError> {
                match (self, command) {
                    $((AnyState::$variant(s), AnyCommand::$variant(c)) =>
                        Ok(<$game as Game>::decide(s, seat, c, rng)?.into_iter().map(AnyEvent::$variant).collect()),)+
                    #[allow(unreachable_patterns)]
                    _ => Err(mismatch()),
                }
            }

            /// Apply one event. An event of another kind is ignored: it cannot be stored in
            /// this game's stream, and `evolve` must stay total.
            pub fn evolve(&mut self, event: &AnyEvent) {
                match (self, event) {
                    $((AnyState::$variant(s), AnyEvent::$variant(e)) => <$game as Game>::evolve(s, e),)+
                    #[allow(unreachable_patterns)]
                    _ => {}
                }
            }

            pub fn prompts(&self) -> Vec<Prompt> {
                match self { $(AnyState::$variant(s) => <$game as Game>::prompts(s)),+ }
            }

            pub fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
                match self { $(AnyState::$variant(s) => <$game as Game>::legal_commands(s, seat).into_iter().map(AnyCommand::$variant).collect()),+ }
            }

            pub fn bot_command(&self, seat: Seat, policy: BotPolicy, rng: &mut GameRng) -> Option<AnyCommand> {
                match self { $(AnyState::$variant(s) => <$game as Game>::bot_command(s, seat, policy, rng).map(AnyCommand::$variant)),+ }
            }

            pub fn view(&self, viewer: Viewer) -> AnyView {
                match self { $(AnyState::$variant(s) => AnyView::$variant(<$game as Game>::view(s, viewer))),+ }
            }

            pub fn outcome(&self) -> Option<Outcome> {
                match self { $(AnyState::$variant(s) => <$game as Game>::outcome(s)),+ }
            }
        }
    };
}

catalog! {
    KingOfTokyo => KingOfTokyo,
    Outlive => Outlive,
}

/// Content that replaces a game's embedded data, chosen in configuration at start-up (for
/// example an owner's typed-in printed values). Games record the content they were set up
/// with in their first events, so replay never depends on it.
#[derive(Clone, Default)]
pub struct ContentPacks {
    /// Outlive's content and the name recorded with it.
    pub outlive: Option<std::sync::Arc<(String, crate::games::outlive::Content)>>,
}

impl GameKind {
    /// `setup`, with the configured content where this kind has some.
    pub fn setup_with(
        self,
        options: &AnyOptions,
        seats: &[Seat],
        rng: &mut GameRng,
        packs: &ContentPacks,
    ) -> Result<Vec<AnyEvent>, RuleError> {
        match (options, &packs.outlive) {
            (AnyOptions::Outlive(o), Some(pack)) if self == GameKind::Outlive => {
                let (name, content) = pack.as_ref();
                Ok(Outlive::setup_with_content(content, name, o, seats, rng)?
                    .into_iter()
                    .map(AnyEvent::Outlive)
                    .collect())
            }
            _ => self.setup(options, seats, rng),
        }
    }
}

fn mismatch() -> RuleError {
    RuleError::new(
        "WRONG_GAME_KIND",
        "That command or option belongs to another kind of game than this one",
    )
}

fn split_tag(json: Value) -> (String, Value) {
    match json {
        Value::Object(map) if map.len() == 1 => {
            let (tag, payload) = map.into_iter().next().unwrap_or_default();
            (tag, payload)
        }
        Value::String(tag) => (tag, Value::Null),
        other => ("Unknown".to_owned(), other),
    }
}
