//! The procedure of a King of Tokyo turn, one file per stage.
//!
//! Every automatic step runs inside `decide` through a [`Tx`]: it emits events, applies each
//! one to a working copy of the state at once (so later steps read the up-to-date state), and
//! returns the events. Nothing here mutates the caller's state.

pub(crate) mod dice;
pub(crate) mod end_of_turn;
pub(crate) mod evolve;
pub(crate) mod market;
pub(crate) mod resolve;
pub(crate) mod setup;
pub(crate) mod tokyo;

use super::command::Command;
use super::event::*;
use super::state::{Phase, State};
use crate::engine::{GameRng, Prompt, RuleError, Seat};

/// The events of one command, applied as they are emitted to a working copy of the state.
pub struct Tx<'r> {
    pub state: State,
    pub events: Vec<Event>,
    pub rng: &'r mut GameRng,
}

impl<'r> Tx<'r> {
    pub fn new(state: &State, rng: &'r mut GameRng) -> Self {
        Self {
            state: state.clone(),
            events: Vec::new(),
            rng,
        }
    }

    /// Record an event and apply it to the working state.
    pub fn emit(&mut self, event: Event) {
        evolve::evolve(&mut self.state, &event);
        self.events.push(event);
    }

    fn alive(&self, seat: Seat) -> bool {
        self.state.monster(seat).is_some_and(|m| m.alive)
    }

    pub fn gain_vp(&mut self, seat: Seat, amount: u32, reason: &str) {
        if amount > 0 && self.alive(seat) {
            self.emit(Event::VictoryPointsGained(VictoryPointsGained {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Lose VP, never below 0.
    pub fn lose_vp(&mut self, seat: Seat, amount: u32, reason: &str) {
        let amount = amount.min(self.state.monster(seat).map_or(0, |m| m.victory_points));
        if amount > 0 && self.alive(seat) {
            self.emit(Event::VictoryPointsLost(VictoryPointsLost {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    pub fn gain_energy(&mut self, seat: Seat, amount: u32, reason: &str) {
        if amount > 0 && self.alive(seat) {
            self.emit(Event::EnergyGained(EnergyGained {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Lose energy, never below 0.
    pub fn lose_energy(&mut self, seat: Seat, amount: u32, reason: &str) {
        let amount = amount.min(self.state.monster(seat).map_or(0, |m| m.energy));
        if amount > 0 && self.alive(seat) {
            self.emit(Event::EnergyLost(EnergyLost {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Gain hearts, capped at the monster's maximum.
    pub fn heal(&mut self, seat: Seat, amount: u32, reason: &str) {
        let Some(m) = self.state.monster(seat) else {
            return;
        };
        let room = u32::from(m.max_health.saturating_sub(m.health));
        let amount = amount.min(room);
        if amount > 0 && m.alive {
            self.emit(Event::HealthGained(HealthGained {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// One damage batch (4.6.1): every target loses its hearts, in clockwise order from the
    /// active monster's left, then every monster at 0 is eliminated at once. Returns the hearts
    /// each target actually lost.
    pub fn damage(&mut self, hits: &[(Seat, u32)], by: Seat, reason: &str) -> Vec<(Seat, u32)> {
        let order = self.state.clockwise_from_left_of(self.state.active);
        let mut lost = Vec::new();
        for seat in order {
            let Some(&(_, amount)) = hits.iter().find(|(s, _)| *s == seat) else {
                continue;
            };
            let amount = super::cards::keep_effects(&self.state, seat)
                .iter()
                .fold(amount, |a, c| c.damage_taken(&self.state, seat, a, reason));
            let health = u32::from(self.state.monsters[seat.index()].health);
            let amount = amount.min(health);
            if amount > 0 {
                self.emit(Event::HealthLost(HealthLost {
                    seat,
                    amount,
                    by,
                    reason: reason.to_owned(),
                }));
            }
            lost.push((seat, amount));
        }
        resolve::eliminate_the_fallen(self);
        lost
    }

    pub fn into_events(self) -> Vec<Event> {
        self.events
    }
}

fn code_for_wrong_seat(state: &State, seat: Seat) -> RuleError {
    match state.phase {
        Phase::YieldDecision => RuleError::not_your_decision(
            "Tokyo's occupant decides whether to yield; it is not your decision",
        ),
        _ if state.monster(seat).is_some_and(|m| !m.alive) => RuleError::not_your_decision(
            "Your monster has been eliminated; it takes no more decisions",
        ),
        _ => RuleError::not_your_decision(format!(
            "It is {}'s turn; wait until a decision is asked of you",
            state.active
        )),
    }
}

/// The seats that owe a decision now.
pub fn deciding_seats(state: &State) -> Vec<Seat> {
    match state.phase {
        Phase::Rolling | Phase::Buying => vec![state.active],
        Phase::YieldDecision => state
            .pending_yields
            .iter()
            .filter(|p| p.yields.is_none())
            .map(|p| p.seat)
            .collect(),
        _ => Vec::new(),
    }
}

pub fn decide(
    state: &State,
    seat: Seat,
    command: &Command,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    if state.phase == Phase::GameOver || state.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    if state.phase == Phase::Setup {
        return Err(RuleError::wrong_phase(
            "The game has not been set up yet; start it first",
        ));
    }
    if !deciding_seats(state).contains(&seat) {
        return Err(code_for_wrong_seat(state, seat));
    }
    let mut tx = Tx::new(state, rng);
    match (state.phase, command) {
        (Phase::Rolling, Command::Reroll(r)) => dice::reroll(&mut tx, &r.dice)?,
        (Phase::Rolling, Command::StopRolling(_)) => dice::stop_rolling(&mut tx),
        (Phase::YieldDecision, Command::YieldTokyo(_)) => tokyo::answer_yield(&mut tx, seat, true),
        (Phase::YieldDecision, Command::StayInTokyo(_)) => {
            tokyo::answer_yield(&mut tx, seat, false)
        }
        (Phase::Buying, Command::BuyCard(b)) => market::buy(&mut tx, b.slot)?,
        (Phase::Buying, Command::SweepMarket(_)) => market::sweep(&mut tx)?,
        (Phase::Buying, Command::EndTurn(_)) => end_of_turn::end_turn(&mut tx),
        (phase, _) => return Err(wrong_step(phase)),
    }
    Ok(tx.into_events())
}

fn wrong_step(phase: Phase) -> RuleError {
    RuleError::wrong_phase(match phase {
        Phase::Rolling => "You are rolling your dice: reroll some dice or stop rolling",
        Phase::YieldDecision => "Decide whether to yield Tokyo or stay in it",
        Phase::Buying => "You are in your Buy step: buy a card, sweep the market or end your turn",
        _ => "That command is not possible now",
    })
}

pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    if state.outcome.is_some() || !deciding_seats(state).contains(&seat) {
        return Vec::new();
    }
    match state.phase {
        Phase::Rolling => dice::legal(state),
        Phase::YieldDecision => tokyo::legal(),
        Phase::Buying => market::legal(state),
        _ => Vec::new(),
    }
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    deciding_seats(state)
        .into_iter()
        .map(|seat| match state.phase {
            Phase::Rolling => Prompt::new(
                seat,
                "ROLL_OR_STOP",
                format!(
                    "Roll {} of {}: choose dice to reroll, or stop and resolve them",
                    state.rolls_used, state.rolls_allowed
                ),
            ),
            Phase::YieldDecision => Prompt::new(
                seat,
                "YIELD_TOKYO",
                format!(
                    "{} attacked you in Tokyo: yield Tokyo to it, or stay",
                    state.active
                ),
            ),
            _ => Prompt::new(
                seat,
                "BUY_OR_END_TURN",
                "Buy Power cards, sweep the market for 2 energy, or end your turn",
            ),
        })
        .collect()
}
