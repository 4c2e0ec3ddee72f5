//! Given / when / then tests of The Others: 7 Sins; the builder is `testing.rs`.

mod abilities;
mod apocalypse;
mod card_decisions;
mod city_cover;
mod content;
mod dark_past;
mod examples;
mod fight_abilities;
mod fights;
#[cfg(feature = "graphql")]
mod graphql;
mod log;
mod member_abilities;
mod members;
mod missions;
mod playouts;
mod powers;
mod rounds;
mod setup;
mod sin_cards;
mod sin_windows;
mod stats;
mod toll_votes;
mod turn_abilities;
mod turns;
mod upgrade_cards;
mod upgrades;

pub use super::testing::*;

pub use super::command::*;
pub use super::event::*;
pub use super::state::*;
pub use super::vocabulary::*;
pub use super::{Options, TheOthers};
pub use crate::engine::{Confirm, Game, GameRng, Seat, Viewer};

pub const YES: Confirm = Confirm::Yes;

/// Helpers several test files share (an ability's offer and use, a turn taken, a step and
/// what its checks did).
pub fn offered(hero: &str, ability: &str) -> Event {
    Event::AbilityOffered(AbilityOffered {
        hero: hero.into(),
        ability: ability.into(),
    })
}

pub fn used(hero: &str, ability: &str) -> Event {
    Event::AbilityUsed(AbilityUsed {
        hero: hero.into(),
        ability: ability.into(),
    })
}

/// Seat 1's hero takes the turn at the pointer with a turn token.
pub fn take_turn(s: &mut State) -> Vec<Event> {
    when(
        s,
        1,
        Command::TakeTurn(TakeTurn {
            pay: TurnPayment::TurnToken,
        }),
    )
}

pub fn step(to: &str) -> Command {
    Command::MoveStep(MoveStep { to: to.into() })
}

/// The damage `hero` took in these events.
pub fn damage_to(events: &[Event], hero: &str) -> u8 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::DamageTaken(d) if d.hero == hero => Some(d.amount),
            _ => None,
        })
        .sum()
}

/// The Hits (explosive ones too) rolled by the fire and corruption checks of these events.
pub fn check_hits(events: &[Event]) -> u8 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CheckRolled(c) => Some(
                c.faces
                    .iter()
                    .filter(|f| matches!(f, SinFace::Hit | SinFace::ExplosiveHit))
                    .count() as u8,
            ),
            _ => None,
        })
        .sum()
}

/// For seeds 0 to 7, seat 1's `hero` steps onto `to` in the state `build` makes: the damage
/// taken must be the checks' Hits less `relief`.
pub fn assert_checks_relieved(build: impl Fn() -> State, hero: &str, to: &str, relief: u8) {
    for seed in 0..8 {
        let mut s = build();
        let events = when_seeded(&mut s, 1, step(to), seed);
        assert_eq!(
            damage_to(&events, hero),
            check_hits(&events).saturating_sub(relief),
            "seed {seed}"
        );
    }
}
