//! Tokyo Saitoshin (トーキョー災都心, Takagi Daisuke), a cooperative city-adventure deck
//! builder for 1 to 4 players, played scenario by scenario in a campaign.
//!
//! The rulebook prints almost none of the 389 cards, the PC boards or the scenario book, so
//! the content is a provisional pack (`domain/data/tokyo_saitoshin/`, every invented value
//! marked, listed in `docs/games/tokyo-saitoshin.md`) and every card is data built from the
//! effect vocabulary. From the bottom up:
//! - [`vocabulary`], [`effect`] (the effect primitives as data), [`content`] and `pack/`
//!   (reading and checking a pack), [`options`], [`state`], [`command`], [`event`];
//! - [`evolve`] (the fold), [`tx`] (the transaction and its low-level moves), [`score`];
//! - `primitives/`: the effect primitives that run, one family per file;
//! - `rules/`: setup, the round's steps, placement, hands, actions and check payments,
//!   playing and using cards, battles, 【常時】 effects;
//! - [`upcast`] (events stored under older shapes), [`view`], `log/` (each event in a player's words, for the viewer it was redacted for;
//!   `Game::describe`), [`bots`], [`campaign`] (the campaign rules), and for tests `testing`.

pub mod bots;
pub mod campaign;
pub mod command;
pub mod content;
pub mod effect;
pub mod event;
pub mod evolve;
pub mod interrupt;
pub(crate) mod log;
pub mod options;
pub mod pack;
#[cfg(any(test, feature = "testing"))]
pub mod playout;
pub mod primitives;
pub mod rules;
pub mod score;
pub mod state;
pub mod stats;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod tx;
pub mod upcast;
pub mod view;
pub mod vocabulary;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;
use std::sync::Arc;

pub use command::Command;
pub use content::Content;
pub use event::Event;
pub use options::{CampaignSetup, Options};
pub use state::State;
pub use stats::SeatStats;
pub use view::View;

use serde_json::Value;

use crate::engine::{
    BotPolicy, CampaignRules, Cooperative, Game, GameFacts, GameRng, Outcome, Pack, Prompt,
    RuleError, Seat, SeatStatistics, Sides, Upcasters, Viewer,
};

/// The Tokyo Saitoshin game kind.
pub struct TokyoSaitoshin;

impl TokyoSaitoshin {
    fn setup_on(
        content: Arc<Content>,
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        let s = State {
            content,
            ..State::default()
        };
        let mut tx = tx::Tx {
            s,
            out: Vec::new(),
            rng,
        };
        rules::setup::setup(&mut tx, options, seats)?;
        rules::round::advance(&mut tx);
        Ok(tx.out)
    }
}

impl Game for TokyoSaitoshin {
    const KIND: &'static str = "tokyo_saitoshin";
    const UPCASTERS: Upcasters = upcast::UPCASTERS;
    const SEATS: RangeInclusive<usize> = 1..=4;
    const FACTS: GameFacts = GameFacts {
        sides: Sides::Cooperative,
        hidden_information: true,
        campaigns: true,
        forfeits: false,
        filterable_options: &["scenario", "openHands"],
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
        Self::setup_on(Arc::new(Content::embedded().clone()), options, seats, rng)
    }

    fn setup_with_content(
        pack: &Pack<Content>,
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        Self::setup_on(pack.content.clone(), options, seats, rng)
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

    fn redact(event: &Event, viewer: Viewer) -> Event {
        view::redact(event, viewer)
    }

    fn is_irreversible(event: &Event) -> bool {
        event.is_irreversible()
    }

    fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
        log::describe(state, event, names)
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

    fn campaign() -> Option<&'static dyn CampaignRules> {
        Some(&campaign::Rules)
    }

    /// The campaign's setup (`CampaignRules::setup_for_next_play`'s JSON) into the options;
    /// the seat members the options already name are kept when the setup names none.
    fn options_for_campaign(options: Options, setup: &Value) -> Result<Options, RuleError> {
        let mut given: CampaignSetup = serde_json::from_value(setup.clone()).map_err(|e| {
            RuleError::new(
                "BAD_INPUT",
                format!("Not a Tokyo Saitoshin campaign setup: {e}"),
            )
        })?;
        if given.seat_members.is_empty()
            && let Some(old) = &options.campaign
        {
            given.seat_members = old.seat_members.clone();
        }
        Ok(Options {
            campaign: Some(given),
            ..options
        })
    }

    fn campaign_result(state: &State) -> Option<Value> {
        campaign::campaign_result(state)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if !state.is_over() {
            return None;
        }
        let result = state.result.as_ref()?;
        let seats = Seat::all(state.seats);
        let shared = if result.cleared {
            let mut c = Cooperative::won().with_score(i64::from(result.evaluation.unwrap_or(0)));
            if let Some(rank) = &result.rank {
                c = c.with_rank(rank.clone());
            }
            c
        } else {
            Cooperative::lost()
        };
        Some(Outcome::cooperative(&seats, shared, result.reason.clone()))
    }
}
