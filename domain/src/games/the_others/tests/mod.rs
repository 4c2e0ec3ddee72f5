//! Given / when / then tests of The Others: 7 Sins; the builder is `testing.rs`.

mod abilities;
mod card_decisions;
mod content;
mod examples;
mod fight_abilities;
mod fights;
#[cfg(feature = "graphql")]
mod graphql;
mod log;
mod missions;
mod playouts;
mod powers;
mod rounds;
mod setup;
mod sin_cards;
mod sin_windows;
mod stats;
mod turn_abilities;
mod turns;
mod upgrades;

pub use super::testing::*;

pub use super::command::*;
pub use super::event::*;
pub use super::state::*;
pub use super::vocabulary::*;
pub use super::{Options, TheOthers};
pub use crate::engine::{Confirm, Game, GameRng, Seat, Viewer};

pub const YES: Confirm = Confirm::Yes;
