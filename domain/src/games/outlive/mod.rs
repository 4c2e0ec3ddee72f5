//! Outlive (2017, Grégory Oliver), for 2 to 4 clans.
//!
//! The rules specification is `shared/rules/outlive.md`; content data lives in
//! `domain/data/outlive/` (with provisional values where the rulebook is silent, listed in
//! `docs/games/outlive.md`). This module wires the pieces into the [`Game`] trait. From the
//! bottom up:
//! - [`vocabulary`] (areas, resources), [`options`], [`content`] (the data and its
//!   queries), [`state`], [`command`], `event/` (one file per family);
//! - `evolve/`: the fold, one file per family of events;
//! - [`tx`]: the transaction every rule and card works in, with the low-level moves;
//! - `cards/`: one named effect per room, equipment tile, leader and event; a card never
//!   calls a rule: what a rule must do after a card (explore the free tiles of a room) the
//!   card returns;
//! - `pack/`: a content pack parsed and checked against the cards' registries;
//! - `rules/`: setup, the day, the night, scoring, and the procedure that checks and applies
//!   commands;
//! - `log/`: each event in a player's words, for the viewer it was redacted for;
//! - [`view`], [`bots`], and for tests and other crates `testing` (given / when / then).

pub mod bots;
pub mod cards;
pub mod command;
pub mod content;
pub mod event;
pub mod evolve;
pub(crate) mod log;
pub mod options;
pub mod pack;
#[cfg(any(test, feature = "testing"))]
pub mod playout;
pub mod rules;
pub mod state;
pub mod stats;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod tx;
pub mod view;
pub mod vocabulary;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;
use std::sync::Arc;

pub use command::Command;
pub use content::{Content, ContentError};
pub use event::Event;
pub use options::Options;
pub use state::{Area, Phase, Resource, State, Stock};
pub use stats::SeatStats;
pub use view::View;

use crate::engine::{
    BotPolicy, Game, GameFacts, GameRng, Outcome, Pack, Prompt, RuleError, Seat, SeatStatistics,
    Viewer,
};

/// The Outlive game kind.
pub struct Outlive;

impl Game for Outlive {
    const KIND: &'static str = "outlive";
    const SEATS: RangeInclusive<usize> = 2..=4;
    // Every clan for itself; leaders, advanced rooms and events are dealt face down.
    const FACTS: GameFacts = GameFacts {
        filterable_options: &["firstPlayerByLeaderAge"],
        ..GameFacts::COMPETITIVE
    };

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
        evolve::evolve(state, event);
        // A game started without content of its own or attached (its recorded content
        // unreadable) plays with the embedded content.
        if matches!(event, Event::GameStarted(_)) && state.content.rooms.is_empty() {
            state.content = Content::embedded().clone();
        }
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

    fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
        log::describe(state, event, names)
    }

    fn is_irreversible(event: &Event) -> bool {
        event.is_irreversible()
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn statistics(events: &[Event], end: &State) -> Vec<SeatStatistics> {
        stats::statistics(events, end)
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
