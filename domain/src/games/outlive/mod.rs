//! Outlive (2017, Grégory Oliver), for 2 to 4 clans.
//!
//! The rules specification is `shared/rules/outlive.md`; content data lives in
//! `domain/data/outlive/` (with provisional values where the rulebook is silent, listed in
//! `docs/games/outlive.md`). This module wires the pieces into the [`Game`] trait:
//! - [`content`]: the data, loaded and validated (embedded by default, or from a content pack);
//! - [`options`], [`state`], [`command`], [`event`], [`view`];
//! - `rules/`: setup, the day, the night, scoring;
//! - `cards/`: one named effect per room, equipment tile, leader and event.

pub mod bots;
pub mod cards;
pub mod command;
pub mod content;
pub mod event;
pub mod options;
#[cfg(any(test, feature = "testing"))]
pub mod playout;
pub mod rules;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;
use std::sync::Arc;

pub use command::Command;
pub use content::{Content, ContentError};
pub use event::Event;
pub use options::Options;
pub use state::{Area, Phase, Resource, State, Stock};
pub use view::View;

use crate::engine::{
    Pack,    BotPolicy, Game, GameFacts, GameRng, Outcome, Prompt, RuleError, Seat, Viewer,
};

/// The Outlive game kind.
pub struct Outlive;

impl Game for Outlive {
    const KIND: &'static str = "outlive";
    const SEATS: RangeInclusive<usize> = 2..=4;
    // Every clan for itself; leaders, advanced rooms and events are dealt face down.
    const FACTS: GameFacts = GameFacts::COMPETITIVE;

    type Options = Options;
    type State = State;
    type Command = Command;
    type Event = Event;
    type View = View;
    type Content = Content;

    fn setup(
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::setup::setup(Content::embedded(), "embedded", options, seats, rng)
    }

    fn setup_with_content(
        pack: &Pack<Content>,
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::setup::setup_with_pack(pack, options, seats, rng)
    }

    fn attach_content(state: &mut State, content: &Arc<Content>) {
        // A started game already holds its content (read back from a snapshot, or
        // recorded whole by a game set up before content packs): that one stays.
        if state.content.rooms.is_empty() {
            state.content = Content::clone(content);
        }
    }

    fn decide(
        state: &State,
        seat: Seat,
        command: &Command,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::decide(state, seat, command, rng)
    }

    fn evolve(state: &mut State, event: &Event) {
        rules::evolve::evolve(state, event);
    }

    fn prompts(state: &State) -> Vec<Prompt> {
        rules::prompts(state)
    }

    fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
        rules::legal_commands(state, seat)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Event {
        view::redact(event, viewer)
    }

    fn is_irreversible(event: &Event) -> bool {
        event.is_irreversible()
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn bot_command(
        state: &State,
        seat: Seat,
        policy: BotPolicy,
        rng: &mut GameRng,
    ) -> Option<Command> {
        bots::bot_command(state, seat, policy, rng)
    }
}
