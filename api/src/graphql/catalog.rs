//! GraphQL faces of the game catalog: one line per game kind in each type.

use async_graphql::{OneofObject, Union};
use domain::catalog::{AnyCommand, AnyEvent, AnyOptions, AnyView};
use domain::games::{king_of_tokyo, outlive};

/// Table options for the kind of game being created; an empty object takes the defaults.
#[derive(OneofObject)]
#[graphql(name = "GameOptionsInput")]
pub enum OptionsInput {
    KingOfTokyo(king_of_tokyo::Options),
    Outlive(outlive::Options),
}

impl From<OptionsInput> for AnyOptions {
    fn from(input: OptionsInput) -> Self {
        match input {
            OptionsInput::KingOfTokyo(o) => AnyOptions::KingOfTokyo(o),
            OptionsInput::Outlive(o) => AnyOptions::Outlive(o),
        }
    }
}

/// The options a game was created with.
#[derive(Union)]
#[graphql(name = "GameOptions")]
pub enum OptionsOutput {
    KingOfTokyo(king_of_tokyo::Options),
    Outlive(outlive::Options),
}

impl From<AnyOptions> for OptionsOutput {
    fn from(options: AnyOptions) -> Self {
        match options {
            AnyOptions::KingOfTokyo(o) => OptionsOutput::KingOfTokyo(o),
            AnyOptions::Outlive(o) => OptionsOutput::Outlive(o),
        }
    }
}

/// One decision, for the kind of game it is sent to.
#[derive(OneofObject)]
#[graphql(name = "GameCommandInput")]
pub enum CommandInput {
    KingOfTokyo(king_of_tokyo::Command),
    Outlive(outlive::Command),
}

impl From<CommandInput> for AnyCommand {
    fn from(input: CommandInput) -> Self {
        match input {
            CommandInput::KingOfTokyo(c) => AnyCommand::KingOfTokyo(c),
            CommandInput::Outlive(c) => AnyCommand::Outlive(c),
        }
    }
}

/// What one viewer sees of a game.
#[derive(Union)]
#[graphql(name = "GameView")]
pub enum ViewOutput {
    KingOfTokyo(king_of_tokyo::View),
    Outlive(outlive::View),
}

impl From<AnyView> for ViewOutput {
    fn from(view: AnyView) -> Self {
        match view {
            AnyView::KingOfTokyo(v) => ViewOutput::KingOfTokyo(v),
            AnyView::Outlive(v) => ViewOutput::Outlive(v),
        }
    }
}

/// Converts a game event into its member of the `GameEventData` union.
pub fn game_event_data(event: AnyEvent) -> super::events::EventData {
    match event {
        AnyEvent::KingOfTokyo(e) => super::events::EventData::KingOfTokyo(e),
        AnyEvent::Outlive(e) => super::events::EventData::Outlive(e),
    }
}
