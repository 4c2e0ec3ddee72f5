//! Given / when / then tests of Brave Architect; the builder and helpers are `testing.rs`.

mod attack;
mod bonus;
mod bots;
mod card_text;
mod choices;
mod durations;
mod enemy;
mod enemy_effects;
mod exactness;
mod examples;
mod items;
mod log;
mod movement;
mod party;
mod play;
mod playouts;
mod set_cards;
mod setup;
mod stats;
mod windows;

pub use super::testing::*;
