//! The `catalog!` macro that generates, from the list of games in `games/mod.rs`, the game
//! kinds and the type-erased dispatch over them, and the helpers its expansion calls. It
//! lives apart from `catalog.rs`, which re-exports what it generates, so that the list
//! and the names it generates do not import each other.

use serde_json::Value;

use crate::engine::RuleError;

/// Generates, from one `module::Game` line per game, the game modules, [`GameKind`] and
/// the `Any*` enums that dispatch to each game's `Game` impl.
macro_rules! catalog {
    ($($module:ident :: $variant:ident),+ $(,)?) => {
        $(pub mod $module;)+

        use std::sync::Arc;

        use serde::{Deserialize, Serialize};
        use serde_json::Value;

        use crate::dispatch::{mismatch, split_tag};
        use crate::engine::{
            BotPolicy, CampaignRules, ContentError, ContentRef, Game, GameContent, GameFacts, GameRng, Outcome, Pack,
            Prompt, RuleError, Seat, SeatStatistics, Upcasters, Viewer,
        };
        $(use $module::$variant;)+

        /// A kind of game the server can run.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
        #[serde(rename_all = "snake_case")]
        pub enum GameKind { $($variant),+ }

        impl GameKind {
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant),+];

            /// Stable snake_case name, as stored.
            pub fn as_str(self) -> &'static str {
                match self { $(GameKind::$variant => <$variant as Game>::KIND),+ }
            }

            pub fn parse(name: &str) -> Option<GameKind> {
                Self::ALL.iter().copied().find(|k| k.as_str() == name)
            }

            /// How many seats a table of this kind may have.
            pub fn seats(self) -> std::ops::RangeInclusive<usize> {
                match self { $(GameKind::$variant => <$variant as Game>::SEATS),+ }
            }

            /// What kind of game this is: sides, hidden information, campaigns.
            pub fn facts(self) -> GameFacts {
                match self { $(GameKind::$variant => <$variant as Game>::FACTS),+ }
            }

            /// The shape of this kind's state in snapshots (`Game::STATE_VERSION`).
            pub fn state_version(self) -> i32 {
                match self { $(GameKind::$variant => <$variant as Game>::STATE_VERSION),+ }
            }

            /// The revision of this kind's rules (`Game::RULES_REVISION`).
            pub fn rules_revision(self) -> u32 {
                match self { $(GameKind::$variant => <$variant as Game>::RULES_REVISION),+ }
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
                        Ok(<$variant as Game>::setup(o, seats, rng)?.into_iter().map(AnyEvent::$variant).collect()),)+
                    #[allow(unreachable_patterns)]
                    _ => Err(mismatch()),
                }
            }

            /// Run the game's setup with a content pack of this kind.
            pub fn setup_with(self, options: &AnyOptions, seats: &[Seat], rng: &mut GameRng, pack: &AnyPack) -> Result<Vec<AnyEvent>, RuleError> {
                match (self, options, pack) {
                    $((GameKind::$variant, AnyOptions::$variant(o), AnyPack::$variant(p)) =>
                        Ok(<$variant as Game>::setup_with_content(p, o, seats, rng)?.into_iter().map(AnyEvent::$variant).collect()),)+
                    #[allow(unreachable_patterns)]
                    _ => Err(mismatch()),
                }
            }

            /// The file names of this kind's content pack.
            pub fn content_files(self) -> &'static [&'static str] {
                match self { $(GameKind::$variant => <<$variant as Game>::Content as GameContent>::FILES),+ }
            }

            /// Parse and validate a pack of this kind from `(file name, JSON text)` pairs.
            pub fn parse_pack(self, name: &str, files: &[(&str, &str)]) -> Result<AnyPack, ContentError> {
                match self { $(GameKind::$variant => Pack::from_files(name, files).map(|p| AnyPack::$variant(Arc::new(p)))),+ }
            }

            /// Parse a pack of this kind from the canonical text it is stored as.
            pub fn pack_from_body(self, name: &str, body: &str) -> Result<AnyPack, ContentError> {
                match self { $(GameKind::$variant => Pack::from_body(name, body).map(|p| AnyPack::$variant(Arc::new(p)))),+ }
            }

            /// The pack built into this binary.
            pub fn embedded_pack(self) -> Result<AnyPack, ContentError> {
                match self { $(GameKind::$variant => Pack::embedded().map(|p| AnyPack::$variant(Arc::new(p)))),+ }
            }

            /// The pack games stored before content packs fold with.
            pub fn legacy_pack(self) -> Result<AnyPack, ContentError> {
                match self { $(GameKind::$variant => Pack::legacy().map(|p| AnyPack::$variant(Arc::new(p)))),+ }
            }

            /// The upcasters of this kind's events.
            pub fn upcasters(self) -> Upcasters {
                match self { $(GameKind::$variant => <$variant as Game>::UPCASTERS),+ }
            }

            /// Rebuild an event from its stored form (`event_type` is the variant name), in
            /// today's shape (`payload` is already upcast).
            pub fn event_from_stored(self, event_type: &str, payload: &Value) -> Result<AnyEvent, serde_json::Error> {
                let tagged = crate::dispatch::Tagged { tag: event_type, payload };
                match self { $(GameKind::$variant => Deserialize::deserialize(tagged).map(AnyEvent::$variant)),+ }
            }

            /// The campaign rules of this kind (`Game::campaign`): `None` where plays cannot
            /// belong to a campaign.
            pub fn campaign_rules(self) -> Option<&'static dyn CampaignRules> {
                match self { $(GameKind::$variant => <$variant as Game>::campaign()),+ }
            }

            pub fn options_from_json(self, json: Value) -> Result<AnyOptions, serde_json::Error> {
                match self { $(GameKind::$variant => serde_json::from_value(json).map(AnyOptions::$variant)),+ }
            }
        }

        /// Table options of any game kind.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "camelCase")]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyOptions { $($variant(<$variant as Game>::Options)),+ }

        /// A command for any game kind. JSON: `{"kingOfTokyo": {"stopRolling": "YES"}}`.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "camelCase")]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyCommand { $($variant(<$variant as Game>::Command)),+ }

        /// An event of any game kind.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyEvent { $($variant(<$variant as Game>::Event)),+ }

        /// The authoritative state of any game kind.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyState { $($variant(<$variant as Game>::State)),+ }

        /// One viewer's view of any game kind.
        #[derive(Debug, Clone, Serialize)]
        #[allow(clippy::large_enum_variant)] // one value per game kind; boxing buys nothing here
        pub enum AnyView { $($variant(<$variant as Game>::View)),+ }

        /// A parsed content pack of any game kind.
        #[derive(Debug, Clone)]
        pub enum AnyPack { $($variant(Arc<Pack<<$variant as Game>::Content>>)),+ }

        impl AnyPack {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyPack::$variant(_) => GameKind::$variant),+ }
            }
            pub fn name(&self) -> &str {
                match self { $(AnyPack::$variant(p) => &p.name),+ }
            }
            pub fn hash(&self) -> &str {
                match self { $(AnyPack::$variant(p) => &p.hash),+ }
            }
            /// The canonical text the pack is stored as.
            pub fn body(&self) -> &str {
                match self { $(AnyPack::$variant(p) => &p.body),+ }
            }
            /// Leaf values marked provisional, and all leaf values.
            pub fn provisional_share(&self) -> (u32, u32) {
                match self { $(AnyPack::$variant(p) => (p.provisional_values, p.total_values)),+ }
            }
            pub fn reference(&self) -> ContentRef {
                match self { $(AnyPack::$variant(p) => p.reference()),+ }
            }
        }

        impl AnyOptions {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyOptions::$variant(_) => GameKind::$variant),+ }
            }
            /// The options' own JSON, without the kind tag.
            pub fn to_json(&self) -> Value {
                match self { $(AnyOptions::$variant(o) => serde_json::to_value(o).unwrap_or(Value::Null)),+ }
            }

            /// These options with a campaign's setup (`Game::options_for_campaign`).
            pub fn for_campaign(self, setup: &Value) -> Result<AnyOptions, RuleError> {
                match self { $(AnyOptions::$variant(o) => <$variant as Game>::options_for_campaign(o, setup).map(AnyOptions::$variant)),+ }
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
                match self { $(AnyEvent::$variant(e) => <$variant as Game>::is_irreversible(e)),+ }
            }

            pub fn redact(&self, viewer: Viewer) -> AnyEvent {
                match self { $(AnyEvent::$variant(e) => AnyEvent::$variant(<$variant as Game>::redact(e, viewer))),+ }
            }
        }

        impl AnyState {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyState::$variant(_) => GameKind::$variant),+ }
            }

            pub fn decide(&self, seat: Seat, command: &AnyCommand, rng: &mut GameRng) -> Result<Vec<AnyEvent>, RuleError> {
                match (self, command) {
                    $((AnyState::$variant(s), AnyCommand::$variant(c)) =>
                        Ok(<$variant as Game>::decide(s, seat, c, rng)?.into_iter().map(AnyEvent::$variant).collect()),)+
                    #[allow(unreachable_patterns)]
                    _ => Err(mismatch()),
                }
            }

            pub fn forfeit(&self, seat: Seat, rng: &mut GameRng) -> Result<Vec<AnyEvent>, RuleError> {
                match self { $(AnyState::$variant(s) => Ok(<$variant as Game>::forfeit(s, seat, rng)?.into_iter().map(AnyEvent::$variant).collect())),+ }
            }

            /// `event` in a player's words (`Game::describe`); `self` is the game just after it.
            pub fn describe(&self, event: &AnyEvent, names: &[String]) -> Option<String> {
                match (self, event) {
                    $((AnyState::$variant(s), AnyEvent::$variant(e)) => <$variant as Game>::describe(s, e, names),)+
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// Each seat's statistics of a finished game (`Game::statistics`): `events` are
            /// its game events without the undone ones, `self` their fold. Events of another
            /// kind are left out.
            pub fn statistics(&self, events: &[AnyEvent]) -> Vec<SeatStatistics> {
                match self {
                    $(AnyState::$variant(s) => {
                        let events: Vec<_> = events
                            .iter()
                            .filter_map(|e| match e {
                                AnyEvent::$variant(e) => Some(e.clone()),
                                #[allow(unreachable_patterns)]
                                _ => None,
                            })
                            .collect();
                        <$variant as Game>::statistics(&events, s)
                    })+
                }
            }

            /// Apply one event. An event of another kind is ignored: it cannot be stored in
            /// this game's stream, and `evolve` must stay total.
            pub fn evolve(&mut self, event: &AnyEvent) {
                match (self, event) {
                    $((AnyState::$variant(s), AnyEvent::$variant(e)) => <$variant as Game>::evolve(s, e),)+
                    #[allow(unreachable_patterns)]
                    _ => {}
                }
            }

            /// Give the state the content of its pack (see `Game::attach_content`). A pack of
            /// another kind is ignored, like an event of another kind.
            pub fn attach_content(&mut self, pack: &AnyPack) {
                match (self, pack) {
                    $((AnyState::$variant(s), AnyPack::$variant(p)) => <$variant as Game>::attach_content(s, &p.content),)+
                    #[allow(unreachable_patterns)]
                    _ => {}
                }
            }

            pub fn prompts(&self) -> Vec<Prompt> {
                match self { $(AnyState::$variant(s) => <$variant as Game>::prompts(s)),+ }
            }

            pub fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
                match self { $(AnyState::$variant(s) => <$variant as Game>::legal_commands(s, seat).into_iter().map(AnyCommand::$variant).collect()),+ }
            }

            pub fn bot_command(&self, seat: Seat, policy: BotPolicy, rng: &mut GameRng) -> Option<AnyCommand> {
                match self { $(AnyState::$variant(s) => <$variant as Game>::bot_command(s, seat, policy, rng).map(AnyCommand::$variant)),+ }
            }

            pub fn view(&self, viewer: Viewer) -> AnyView {
                match self { $(AnyState::$variant(s) => AnyView::$variant(<$variant as Game>::view(s, viewer))),+ }
            }

            pub fn outcome(&self) -> Option<Outcome> {
                match self { $(AnyState::$variant(s) => <$variant as Game>::outcome(s)),+ }
            }

            /// A finished campaign play's result (`Game::campaign_result`).
            pub fn campaign_result(&self) -> Option<Value> {
                match self { $(AnyState::$variant(s) => <$variant as Game>::campaign_result(s)),+ }
            }
        }

        /// What a player sends to a game: a move of the game, or a decision about its table.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Submitted {
            Game(AnyCommand),
            Table(crate::engine::TableCommand),
        }

        impl From<AnyCommand> for Submitted {
            fn from(command: AnyCommand) -> Self {
                Submitted::Game(command)
            }
        }

        impl From<crate::engine::TableCommand> for Submitted {
            fn from(command: crate::engine::TableCommand) -> Self {
                Submitted::Table(command)
            }
        }

        /// The GraphQL faces of the catalog: a member per game kind in each input and union.
        #[cfg(feature = "graphql")]
        pub mod graphql {
            use super::*;

            /// Table options for the kind of game being created; an empty object takes the defaults.
            #[derive(async_graphql::OneofObject)]
            #[graphql(name = "GameOptionsInput")]
            pub enum OptionsInput { $($variant(<$variant as Game>::Options)),+ }

            impl From<OptionsInput> for AnyOptions {
                fn from(input: OptionsInput) -> Self {
                    match input { $(OptionsInput::$variant(o) => AnyOptions::$variant(o)),+ }
                }
            }

            /// The options a game was created with.
            #[derive(async_graphql::Union)]
            #[graphql(name = "GameOptions")]
            #[allow(clippy::large_enum_variant)]
            pub enum OptionsOutput { $($variant(<$variant as Game>::Options)),+ }

            impl From<AnyOptions> for OptionsOutput {
                fn from(options: AnyOptions) -> Self {
                    match options { $(AnyOptions::$variant(o) => OptionsOutput::$variant(o)),+ }
                }
            }

            /// One decision, for the kind of game it is sent to; or `table`, a decision about
            /// the table (an undo), for any game whose table allows it.
            #[derive(async_graphql::OneofObject)]
            #[graphql(name = "GameCommandInput")]
            #[allow(clippy::large_enum_variant)]
            pub enum CommandInput {
                $($variant(<$variant as Game>::Command),)+
                Table(crate::engine::TableCommand),
            }

            impl From<CommandInput> for Submitted {
                fn from(input: CommandInput) -> Self {
                    match input {
                        $(CommandInput::$variant(c) => Submitted::Game(AnyCommand::$variant(c)),)+
                        CommandInput::Table(c) => Submitted::Table(c),
                    }
                }
            }

            impl From<AnyCommand> for CommandInput {
                fn from(command: AnyCommand) -> Self {
                    match command { $(AnyCommand::$variant(c) => CommandInput::$variant(c)),+ }
                }
            }

            /// What one viewer sees of a game.
            #[derive(async_graphql::Union)]
            #[graphql(name = "GameView")]
            #[allow(clippy::large_enum_variant)]
            pub enum ViewOutput { $($variant(<$variant as Game>::View)),+ }

            impl From<AnyView> for ViewOutput {
                fn from(view: AnyView) -> Self {
                    match view { $(AnyView::$variant(v) => ViewOutput::$variant(v)),+ }
                }
            }

            /// A game's own event, typed; flattened into the API's event union beside the
            /// lobby's events.
            #[derive(async_graphql::Union)]
            #[graphql(name = "GameOwnEvent")]
            #[allow(clippy::large_enum_variant)]
            pub enum EventOutput { $(#[graphql(flatten)] $variant(<$variant as Game>::Event)),+ }

            impl From<AnyEvent> for EventOutput {
                fn from(event: AnyEvent) -> Self {
                    match event { $(AnyEvent::$variant(e) => EventOutput::$variant(e)),+ }
                }
            }

            /// A seat's statistics, typed by the kind of game (each game's `SeatStats`).
            #[derive(async_graphql::Union)]
            #[graphql(name = "GameSeatStats")]
            pub enum SeatStatsOutput { $($variant($module::SeatStats)),+ }

            impl SeatStatsOutput {
                /// Read stored statistics (`SeatStatistics::stats`, or a total of them made
                /// with `add_up`) as the typed statistics of `kind`.
                pub fn from_json(kind: GameKind, stats: &Value) -> Result<Self, serde_json::Error> {
                    match kind { $(GameKind::$variant => $module::SeatStats::deserialize(stats).map(SeatStatsOutput::$variant)),+ }
                }
            }
        }
    };
}

pub(crate) use catalog;

pub(crate) fn mismatch() -> RuleError {
    RuleError::new(
        "WRONG_GAME_KIND",
        "That command or option belongs to another kind of game than this one",
    )
}

pub(crate) fn split_tag(json: Value) -> (String, Value) {
    match json {
        Value::Object(map) if map.len() == 1 => {
            let (tag, payload) = map.into_iter().next().unwrap_or_default();
            (tag, payload)
        }
        Value::String(tag) => (tag, Value::Null),
        other => ("Unknown".to_owned(), other),
    }
}

/// A stored event read as the externally tagged enum value `{tag: payload}` without building
/// that object: folds decode every event of a stream, and cloning each payload into a new
/// JSON object cost more than the rest of the decoding.
#[derive(Clone, Copy)]
pub(crate) struct Tagged<'a> {
    pub tag: &'a str,
    pub payload: &'a Value,
}

impl<'de> serde::Deserializer<'de> for Tagged<'de> {
    type Error = serde_json::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        visitor.visit_enum(self)
    }

    fn deserialize_enum<V: serde::de::Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        visitor.visit_enum(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map struct identifier
        ignored_any
    }
}

impl<'a> serde::de::EnumAccess<'a> for Tagged<'a> {
    type Error = serde_json::Error;
    type Variant = Payload<'a>;

    fn variant_seed<S: serde::de::DeserializeSeed<'a>>(
        self,
        seed: S,
    ) -> Result<(S::Value, Payload<'a>), Self::Error> {
        let tag = serde::de::value::BorrowedStrDeserializer::<serde_json::Error>::new(self.tag);
        Ok((seed.deserialize(tag)?, Payload(self.payload)))
    }
}

/// The payload of a [`Tagged`] event, read as its variant's content.
pub(crate) struct Payload<'a>(&'a Value);

impl<'a> serde::de::VariantAccess<'a> for Payload<'a> {
    type Error = serde_json::Error;

    fn unit_variant(self) -> Result<(), Self::Error> {
        serde::Deserialize::deserialize(self.0)
    }

    fn newtype_variant_seed<S: serde::de::DeserializeSeed<'a>>(
        self,
        seed: S,
    ) -> Result<S::Value, Self::Error> {
        seed.deserialize(self.0)
    }

    fn tuple_variant<V: serde::de::Visitor<'a>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        serde::Deserializer::deserialize_seq(self.0, visitor)
    }

    fn struct_variant<V: serde::de::Visitor<'a>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        serde::Deserializer::deserialize_struct(self.0, "", fields, visitor)
    }
}
