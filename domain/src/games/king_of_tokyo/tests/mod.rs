//! Given / when / then tests of King of Tokyo.

mod cards;
mod concession;
mod evolutions;
mod examples;
mod keep_cards;
mod keep_examples;
mod legal;
mod playouts;
mod power_up_examples;
mod stats;

use super::event::Event;
use super::state::{CardInstance, Face, Location, Phase, State};
use super::{Command, KingOfTokyo, Options};
use crate::engine::{Confirm, GameRng, Seat, testing};

pub use super::testing::*;

pub fn stop() -> Command {
    Command::StopRolling(Confirm::Yes)
}

/// Monster `s` stops rolling and, in a Power Up! game, resolves its final dice in the Resolve
/// Dice moment that follows (when no Psychic Probe or other seat comes first): the events of
/// both commands.
pub fn stop_and_resolve(state: &mut State, s: u8) -> Vec<Event> {
    let mut events = when(state, s, stop());
    if state.options.power_up && prompt_kinds(state) == [(s, "RESOLVE_DICE".to_owned())] {
        events.extend(when(state, s, stop()));
    }
    events
}

pub fn end_turn() -> Command {
    Command::EndTurn(Confirm::Yes)
}

pub fn buy(slot: u8) -> Command {
    Command::BuyCard(super::BuyCard { slot })
}

/// The instance of the Keep card `card` in front of monster `s`.
pub fn keep_instance(state: &State, s: u8, card: &str) -> u16 {
    state.monsters[s as usize]
        .keep_cards
        .iter()
        .find(|c| c.card == card)
        .unwrap_or_else(|| panic!("{card} not in front of seat {s}"))
        .instance
}

/// The prompt kinds open now, by seat.
pub fn prompt_kinds(state: &State) -> Vec<(u8, String)> {
    use crate::engine::Game;
    KingOfTokyo::prompts(state)
        .into_iter()
        .map(|p| (p.seat.0, p.kind))
        .collect()
}

/// Total VP gained for `reason` by seat `s`.
pub fn vp_for(events: &[Event], s: u8, reason: &str) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::VictoryPointsGained(v) if v.seat == Seat(s) && v.reason == reason => {
                Some(v.amount)
            }
            _ => None,
        })
        .sum()
}

/// Hearts lost by seat `s` in these events.
pub fn hearts_lost(events: &[Event], s: u8) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::HealthLost(h) if h.seat == Seat(s) => Some(h.amount),
            _ => None,
        })
        .sum()
}

pub fn pass() -> Command {
    Command::Pass(Confirm::Yes)
}

pub fn yield_tokyo() -> Command {
    Command::YieldTokyo(Confirm::Yes)
}

pub fn stay() -> Command {
    Command::StayInTokyo(Confirm::Yes)
}

/// Asserts `expected` appear in `events` in this order (other events may come between).
#[track_caller]
pub fn assert_in_order(events: &[Event], expected: &[Event]) {
    let mut rest = events.iter();
    for e in expected {
        assert!(
            rest.any(|x| x == e),
            "missing (or out of order) {e:?}\nin {events:#?}"
        );
    }
}

/// Asserts no event matches.
#[track_caller]
pub fn assert_none(events: &[Event], pred: impl Fn(&Event) -> bool, what: &str) {
    if let Some(e) = events.iter().find(|e| pred(e)) {
        panic!("unexpected {what}: {e:?}\nin {events:#?}");
    }
}

// Event shorthands for the "then" parts.
pub mod ev {
    use super::super::event::*;
    use super::super::state::{CardInstance, Location};
    use crate::engine::Seat;

    pub fn vp(s: u8, amount: u32, reason: &str) -> Event {
        Event::VictoryPointsGained(VictoryPointsGained {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn vp_lost(s: u8, amount: u32, reason: &str) -> Event {
        Event::VictoryPointsLost(VictoryPointsLost {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn energy(s: u8, amount: u32, reason: &str) -> Event {
        Event::EnergyGained(EnergyGained {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn energy_lost(s: u8, amount: u32, reason: &str) -> Event {
        Event::EnergyLost(EnergyLost {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn healed(s: u8, amount: u32, reason: &str) -> Event {
        Event::HealthGained(HealthGained {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn hurt(s: u8, amount: u32, by: u8, reason: &str) -> Event {
        Event::HealthLost(HealthLost {
            seat: Seat(s),
            amount,
            by: Seat(by),
            reason: reason.into(),
        })
    }
    pub fn entered(s: u8, location: Location, from: Location) -> Event {
        Event::EnteredTokyo(EnteredTokyo {
            seat: Seat(s),
            location,
            from,
        })
    }
    pub fn yielded(s: u8, from: Location) -> Event {
        Event::TokyoYielded(TokyoYielded {
            seat: Seat(s),
            from,
        })
    }
    pub fn yield_requested(attacker: u8, seats: &[u8]) -> Event {
        Event::YieldRequested(YieldRequested {
            attacker: Seat(attacker),
            seats: seats.iter().map(|s| Seat(*s)).collect(),
        })
    }
    pub fn choice(s: u8, yields: bool) -> Event {
        Event::YieldChoiceMade(YieldChoiceMade {
            seat: Seat(s),
            yields: Some(yields),
        })
    }
    pub fn revealed(choices: &[(u8, bool)]) -> Event {
        Event::YieldChoicesRevealed(YieldChoicesRevealed {
            choices: choices
                .iter()
                .map(|(s, y)| YieldChoice {
                    seat: Seat(*s),
                    yields: *y,
                })
                .collect(),
        })
    }
    pub fn eliminated(
        s: u8,
        batch: u32,
        cards: Vec<CardInstance>,
        energy: u32,
        closure: Option<(u8, Location)>,
    ) -> Event {
        Event::MonsterEliminated(MonsterEliminated {
            seat: Seat(s),
            batch,
            discarded_cards: cards,
            energy_lost: energy,
            bay_closure: closure.map(|(seat, moved_to)| BayClosure {
                seat: Seat(seat),
                moved_to,
            }),
        })
    }
    pub fn buy_step(s: u8) -> Event {
        Event::BuyStepStarted(BuyStepStarted { seat: Seat(s) })
    }
    pub fn turn_ended(s: u8, turn: u32) -> Event {
        Event::TurnEnded(TurnEnded {
            seat: Seat(s),
            turn,
        })
    }
}
mod log;
