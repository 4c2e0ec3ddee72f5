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
//! Decisions where the spec leaves a choice to the engine:
//! - Setup: seat `i` plays the `i`-th base-game monster of `monsters.json` (monsters are
//!   identical without Power Up!); the start player comes from an automatic roll-off where
//!   only the seats tied for the most Smashes roll again (G-10), every roll in an event.
//! - Power Up! (`power_up`) is refused with `NOT_YET_SUPPORTED` for now; the two-player
//!   variant is refused (`INVALID_OPTIONS`) unless exactly 2 seats play.
//! - The first roll of a turn is automatic; when no roll is left the dice resolve at once
//!   (no `StopRolling` needed after the third roll). A `Reroll` lists dice in increasing
//!   order, each once (anything else is `INVALID_DICE`, so the legal list stays exact).
//! - Resolution order Numbers → Hearts → Energy → Smash (G-04). Damage is dealt clockwise
//!   from the active monster's left; monsters at 0 are eliminated together (one `batch`),
//!   Bay monster first, then City monster, then the others, and the elimination that leaves
//!   fewer than 5 monsters carries the Tokyo Bay closure, so Tokyo is consistent after every event.
//! - Yield answers (`YieldTokyo` / `StayInTokyo`) are hidden until all are in, then
//!   revealed together; the attacker takes the City if the City monster yielded, else the
//!   Bay (G-11). The Enter Tokyo step follows the published rule by default (G-01).
//! - A Discard card is in the discard pile as soon as it is bought; its effects follow as
//!   events, then the market slot is refilled (reshuffling the discard pile when the deck is
//!   empty, G-21).
//! - The Power deck holds only cards whose effect is implemented (see `cards`).

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
pub mod bots;

pub use command::{BuyCard, CardRef, ChangeDie, Command, ProbeDie, Reroll, SpendHearts};
pub use event::Event;
pub use options::{Options, TwentyVpTiePolicy};
pub use state::{
    AfterDamage, CardInstance, CardKind, Face, HeartUse, Hit, Location, Offer, Phase,
    ReactionStage, State, Token,
};
pub use view::View;

use crate::engine::{BotPolicy, Game, GameRng, Outcome, Prompt, RuleError, Seat, Viewer};

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

    fn bot_command(
        state: &State,
        seat: Seat,
        policy: BotPolicy,
        rng: &mut GameRng,
    ) -> Option<Command> {
        match policy {
            BotPolicy::Random => bots::random_policy(state, seat, rng),
            BotPolicy::Greedy => bots::greedy_policy(state, seat, rng),
        }
    }
}
