//! Brave Architect (勇者アーキテクト, C.o.P:Legend 2016), a cooperative card battle RPG for
//! 2 to 4 players, with saved parties as its campaigns (docs/games/brave-architect.md says
//! what plays and what does not).
//!
//! Content data lives in `domain/data/brave_architect/`; almost every card number is
//! provisional, because the manual prints no card list. From the bottom up:
//! - [`vocabulary`] (stats, card kinds), [`grid`] (squares, range, blocking, ally range,
//!   movement and lava), [`options`], [`content`] (the data and its queries), [`pack`]
//!   (parsing and checking a content pack);
//! - [`state`], [`command`], `event/` (one file per family), `evolve/` (the fold);
//! - [`tx`]: the transaction every rule works in;
//! - `rules/`: setup and Character-Make, the turn, the attack sub-machine and its numbers,
//!   destruction, hate, effects, the enemy action, the rebuild, the round's end, and the
//!   procedure that checks and applies commands;
//! - [`view`], and for tests `testing` (given / when / then).

pub mod bots;
pub mod campaign;
pub mod command;
pub mod content;
pub mod event;
pub mod evolve;
#[cfg(feature = "graphql")]
mod graphql;
pub mod grid;
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
pub use state::State;
pub use stats::SeatStats;
pub use view::View;

use serde_json::Value;

use crate::engine::{
    BotPolicy, CampaignRules, EMBEDDED_NAME, Game, GameFacts, GameRng, Outcome, Pack, Prompt,
    RuleError, Seat, SeatStatistics, Sides, Viewer,
};

/// The Brave Architect game kind.
pub struct BraveArchitect;

impl Game for BraveArchitect {
    const KIND: &'static str = "brave_architect";
    // Two characters down is the defeat, so there is no solo game.
    const SEATS: RangeInclusive<usize> = 2..=4;
    const FACTS: GameFacts = GameFacts {
        sides: Sides::Cooperative,
        hidden_information: true,
        campaigns: true,
        forfeits: false,
        filterable_options: &["easyMode", "map"],
    };

    /// 2: a character's movement is at least 1 (`state::MIN_MOVEMENT`), so a move that a
    /// [速] of −1 refused is now accepted; a character lifted out of a corner with several
    /// nearest empty squares is asked which (the engine took the first found); a hit at the
    /// maximum tension, or enemy damage that would down a character able to heal, pauses for
    /// a reaction window.
    const RULES_REVISION: u32 = 2;

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
        let content = Arc::new(Content::embedded().clone());
        rules::setup::setup(content, EMBEDDED_NAME, "", options, seats, rng)
    }

    fn setup_with_content(
        pack: &Pack<Content>,
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::setup::setup(
            Arc::clone(&pack.content),
            &pack.name,
            &pack.hash,
            options,
            seats,
            rng,
        )
    }

    fn attach_content(state: &mut State, content: &Arc<Content>) {
        if state.content.is_empty() {
            state.content = Arc::clone(content);
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
        // A fold without an attached pack plays with the embedded content.
        if matches!(event, Event::GameStarted(_)) && state.content.is_empty() {
            state.content = Arc::new(Content::embedded().clone());
        }
        evolve::evolve(state, event);
    }

    fn campaign() -> Option<&'static dyn CampaignRules> {
        Some(&campaign::Rules)
    }

    /// A campaign's setup offers its last party before the draft.
    fn options_for_campaign(options: Options, setup: &Value) -> Result<Options, RuleError> {
        Ok(Options {
            party: campaign::party_of_setup(setup)?,
            ..options
        })
    }

    fn campaign_result(state: &State) -> Option<Value> {
        campaign::campaign_result(state)
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
