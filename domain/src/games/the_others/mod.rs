//! The Others: 7 Sins (2016, CMON), one SIN player against 1 to 4 hero players.
//!
//! Content data lives in `domain/data/the_others/` (with provisional values where the
//! rulebook text lost its icons, listed in `docs/games/the-others.md`). This module wires
//! the pieces into the [`Game`] trait. From the bottom up:
//! - [`vocabulary`] (faces, tokens, spaces, monsters), [`options`], [`content`] (the data
//!   and its queries, the board's adjacency and lines of sight) and [`pack`] (parsing and
//!   checking a pack), [`state`], [`command`], `event/` (one file per family);
//! - [`dice`]: rolls with their chains, and the arithmetic of a fight; [`goal`]: what each
//!   mission counts and when it is complete;
//! - `evolve/`: the fold, one file per family of events; [`tx`]: the transaction;
//! - `rules/`: setup, the round and turn order, the hero's turn, fights, the SIN's
//!   reaction, harm and death, the round end, and the procedure and prompts;
//! - [`view`], [`bots`], and for tests and other crates `testing` (given / when / then).
//!
//! The game is being built: it is not in the catalog yet (see `games/mod.rs`).

pub mod bots;
pub mod command;
pub mod content;
pub mod dice;
pub mod event;
pub mod evolve;
pub mod goal;
#[cfg(feature = "graphql")]
mod graphql;
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
pub use content::Content;
pub use event::Event;
pub use options::Options;
pub use state::{Phase, State};
pub use stats::SeatStats;
pub use view::View;

use crate::engine::{
    BotPolicy, EMBEDDED_NAME, Game, GameFacts, GameRng, Outcome, Pack, Prompt, RuleError, Seat,
    SeatStatistics, Sides, Viewer,
};

/// The Others: 7 Sins game kind.
pub struct TheOthers;

impl Game for TheOthers {
    const KIND: &'static str = "the_others";
    const SEATS: RangeInclusive<usize> = 2..=5;
    // One SIN seat against the hero seats; the SIN's hand and the Dark Past are secret.
    const FACTS: GameFacts = GameFacts {
        sides: Sides::OneAgainstTheRest,
        hidden_information: true,
        campaigns: false,
        forfeits: false,
        filterable_options: &["sin", "story", "acolytes"],
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
        rules::start(
            Content::embedded(),
            EMBEDDED_NAME,
            pack::embedded_hash(),
            options,
            seats,
            rng,
        )
    }

    fn setup_with_content(
        pack: &Pack<Content>,
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::start(&pack.content, &pack.name, &pack.hash, options, seats, rng)
    }

    fn attach_content(state: &mut State, content: &Arc<Content>) {
        state.content = content.clone();
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

    fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
        log::describe(state, event, names)
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
