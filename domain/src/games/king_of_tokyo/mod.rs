//! King of Tokyo (2016 edition), base game for 2 to 6 players.
//!
//! The rules specification is `shared/rules/king-of-tokyo.md`; card data lives in
//! `domain/data/king_of_tokyo/`. This module only wires the pieces into the [`Game`] trait:
//! - [`options`]: table options (the spec's section 12 rulings);
//! - [`state`]: the authoritative state and its invariants;
//! - [`command`] / [`event`]: what seats send and what happened;
//! - `rules/`: the turn procedure, one file per stage;
//! - `cards/`: Power card effects (only implemented cards are dealt);
//! - [`view`]: per-viewer view and event redaction.
//!
//! Setup decisions: seat `i` plays the `i`-th base-game monster of `monsters.json` (monsters
//! are identical without Power Up!); the start player is found by an automatic roll-off.
//! The Power Up! expansion (`power_up`) is refused with `NOT_YET_SUPPORTED` for now.

pub(crate) mod cards;
pub mod command;
mod data;
pub mod event;
pub mod options;
pub(crate) mod rules;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

pub use cards::is_implemented;
pub use command::{BuyCard, Command, Reroll};
pub use event::Event;
pub use options::{Options, TwentyVpTiePolicy};
pub use state::{CardInstance, CardKind, Face, Location, Phase, State};
pub use view::View;

use crate::engine::{Game, GameRng, Outcome, Prompt, RuleError, Seat, Viewer};

/// The King of Tokyo game kind.
pub struct KingOfTokyo;

impl Game for KingOfTokyo {
    const KIND: &'static str = "king_of_tokyo";
    const SEATS: RangeInclusive<usize> = 2..=6;

    type Options = Options;
    type State = State;
    type Command = Command;
    type Event = Event;
    type View = View;

    fn setup(
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::setup::setup(options, seats, rng)
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

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }
}
