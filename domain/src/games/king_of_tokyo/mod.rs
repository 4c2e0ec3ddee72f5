//! King of Tokyo (2016 edition), base game for 2 to 6 players.
//!
//! The rules specification is `shared/rules/king-of-tokyo.md`; card data lives in
//! `domain/data/king_of_tokyo/`. This module only wires the pieces into the [`Game`] trait:
//! - [`options`]: table options (the spec's section 12 rulings);
//! - [`state`]: the authoritative state and its invariants;
//! - [`command`] / [`event`]: what seats send and what happened;
//! - `rules/`: the turn procedure, one file per stage;
//! - `cards/`: Power card effects (only implemented cards are dealt);
//! - `evolutions/`: Power Up! Evolution effects, one file per monster (guide in its docs);
//! - [`view`]: per-viewer view and event redaction;
//! - `log/`: each event in a player's words, for the viewer it was redacted for.
//!
//! Decisions where the spec leaves a choice to the engine:
//! - Setup: seat `i` plays the `i`-th base-game monster of `monsters.json` unless the
//!   `monsters` option names one per seat (all nine with Power Up!, the six 2016 ones
//!   without); the start player comes from an automatic roll-off where only the seats tied
//!   for the most Smashes roll again (G-10), every roll in an event. The two-player variant is
//!   refused (`INVALID_OPTIONS`) unless exactly 2 seats play.
//! - Power Up! (`power_up`, `evolutions/`): every seat keeps a starting Evolution (draw 2,
//!   keep 1, G-06) before the first turn; 3 Hearts draw 2 and keep 1 before the Buy step.
//!   "Any time" Evolutions are playable by their owner whenever anyone owes a decision, without
//!   answering it; others only in their window (`START_OF_TURN`, `EVOLUTION_BEFORE_DAMAGE`).
//!   Decks hold only implemented Evolutions.
//! - Mutant Evolution (`mutant_evolution`, needs `power_up`; `evolutions::draft`): the pooled
//!   Evolutions of the monsters in play are dealt in packets of pool / seats cards (the
//!   remainder set aside); every seat picks at once (`DRAFT_EVOLUTION`), then the packets pass
//!   to the left (the next seat); the picks become the decks, then the starting Evolution (G-35).
//! - The first roll of a turn is automatic; when no roll is left the dice are final at once
//!   (no `StopRolling` needed after the third roll; a Power Up! game then opens the Resolve
//!   Dice moment, `RESOLVE_DICE`, on every turn). A `Reroll` lists dice in increasing
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
//! - The Power deck holds only cards whose effect is implemented (see `cards`); all 64
//!   distinct cards (66 physical) are.
//!
//! Power cards (`cards/`, the spec's section 9 notes and section 12 rulings):
//! - Decisions outside the usual steps are prompts owed by one seat at a time, computed from
//!   the state in this priority: a reaction to a heart loss (`JETS`, `WINGS`,
//!   `RAPID_HEALING` at 0), `PLACE_MIMIC`, `OPPORTUNIST`, then the step's own prompt
//!   (`MOVE_MIMIC`, `ROLL_OR_STOP`, `PSYCHIC_PROBE`, `RESOLVE_DICE`, `SPEND_HEARTS`, `YIELD_TOKYO`,
//!   `BUY_OR_END_TURN`, `METAMORPH`, `FREEZE_TIME`). Optional powers are declined with
//!   `pass`.
//! - A heart loss pauses only when a target can react: Jets (a Smash on a monster in Tokyo;
//!   it decides to yield before the damage and is not asked again), Wings (2 energy: no loss
//!   for the rest of the turn, for any source), then after the loss Rapid Healing for
//!   monsters at 0, before elimination. Then Camouflage (rolled, recorded) and Armor Plating
//!   reduce each loss, in that order (E-20); It Has a Child! saves a monster at 0 (G-23);
//!   Eater of the Dead scores for every monster that stayed at 0 (eliminated or saved).
//! - Rapid Healing may also be used by its owner whenever it is asked anything (a server has
//!   no "any time"); it is never offered to a seat that owes nothing.
//! - Added Smashes count for "if you roll at least one Smash" (Spiked Tail, Urbavore, Alpha
//!   Monster, Fire Breathing, Complete Destruction), even with nobody to hit (G-26).
//!   Fire Breathing's extra heart joins the Smash loss of a neighbour that is hit (one loss:
//!   it may yield) and is a separate card loss for one that is not (G-29: nearest surviving
//!   neighbours, one monster when both sides are the same).
//! - Poison Spit and Shrink Ray give one token per turn to each monster that lost hearts to
//!   the Smashes. Heart results may discard tokens only outside Tokyo; `SPEND_HEARTS` is
//!   asked only when there is a real choice (tokens, or a Healing Ray target), one heart per
//!   answer, `HEAL` spending the rest. Healing Ray works from Tokyo too (G-20).
//! - Die changes (Herd Culler, Stretchy, Plot Twist) and extra rolls (Energy Drink, Smoke
//!   Cloud) are made during the Roll step, before `stopRolling`; while any is possible the
//!   dice do not resolve by themselves after the last roll. Psychic Probes act once the
//!   dice are final; if one rerolled a die, the active monster may still change dice with
//!   its cards (`RESOLVE_DICE`) but not reroll. A Background Dweller reroll naming only dice
//!   that show 3 never uses a roll.
//! - Mimic copies a Keep card for its owner with the Mimic's own instance: its tokens and
//!   once-per-turn uses are its own, and a power that discards "this card" (Plot Twist,
//!   Psychic Probe's Heart, an empty Smoke Cloud or Battery Monster) discards the Mimic. The
//!   first placement is free and immediate; a move costs 1 energy at the start of the turn
//!   (G-22); the token returns when the copied card leaves play (S-17).
//! - Opportunist windows open on each card revealed during a Buy step, clockwise from the
//!   active monster's left, for owners who can pay (G-13). A Frenzy bought out of turn gives
//!   its buyer an extra turn after its own next turn.
//! - Parasitic Tentacles pays the (discounted) price to the card's owner; the card keeps its
//!   tokens and does not fire its "when bought" effect again. Media-Friendly scores for it.
//! - Made in a Lab's peeked card is shown only to the active seat (`DeckTopPeeked` is
//!   redacted, `View::peeked_card`); buying it does not refill the market.
//! - Friend of Children adds 1 to each gain from the bank (dice, cards, Metamorph, Battery
//!   Monster), not to payments from other monsters (Healing Ray, Parasitic Tentacles).
//! - Freeze Time is offered at the end of a turn whose final dice hold 1-1-1; the extra turn
//!   has one die fewer, one more for each chained Freeze Time turn.

pub mod card;
pub(crate) mod cards;
pub mod command;
mod data;
pub mod decision;
pub mod event;
pub(crate) mod evolutions;
pub(crate) mod faces;
pub(crate) mod log;
pub mod options;
#[cfg(any(test, feature = "testing"))]
pub mod playout;
pub(crate) mod rules;
pub mod state;
pub mod stats;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub(crate) mod tx;
pub mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;
use std::sync::Arc;

pub use cards::registry::is_implemented;
pub mod bots;

pub use command::{
    BuyCard, CardRef, ChangeDie, Command, EvolutionParams, PlayEvolution, ProbeDie, Reroll,
    SpendHearts,
};
pub use event::Event;
pub use options::{Options, TwentyVpTiePolicy};
pub use state::{
    AfterDamage, CardInstance, CardKind, Face, HeartUse, Hit, Location, Offer, Phase,
    ReactionStage, State, Token,
};
pub use stats::SeatStats;
pub use view::View;

use crate::engine::{
    BotPolicy, Game, GameFacts, GameRng, Outcome, Pack, Prompt, RuleError, Seat, SeatStatistics,
    Viewer,
};

/// The King of Tokyo game kind.
pub struct KingOfTokyo;

impl Game for KingOfTokyo {
    const KIND: &'static str = "king_of_tokyo";
    const SEATS: RangeInclusive<usize> = 2..=6;
    // Every monster for itself; Power Up! hands and the deck order are hidden; a monster can
    // be eliminated, so a player who leaves can be.
    const FACTS: GameFacts = GameFacts {
        forfeits: true,
        filterable_options: &["powerUp", "twoPlayerEnergyVariant"],
        ..GameFacts::COMPETITIVE
    };
    // 2: the per-turn records, the pending decisions and Power Up!'s table state are
    // grouped (`TurnScratch`, `Pending`, `PowerUpState`).
    const STATE_VERSION: i32 = 2;
    /// 2: the Evolution fixes and rulings of issue 16 (the Resolve Dice moment on every Power
    /// Up! turn, Target Acquired and Claws of Steel on card damage, Panda Express with added
    /// Smashes, the die-change convention, the start-of-turn order).
    const RULES_REVISION: u32 = 2;

    type Options = Options;
    type State = State;
    type Command = Command;
    type Event = Event;
    type View = View;
    type Content = data::Content;

    fn setup(
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::setup::setup(options, seats, rng)
    }

    fn setup_with_content(
        pack: &Pack<data::Content>,
        options: &Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, RuleError> {
        rules::setup::setup_with(&pack.content, options, seats, rng)
    }

    fn attach_content(state: &mut State, content: &Arc<data::Content>) {
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

    fn forfeit(state: &State, seat: Seat, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        rules::concession::concede(state, seat, rng)
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
