//! Given / when / then tests of Brave Architect; the builder and helpers are `testing.rs`.

mod attack;
mod bonus;
mod bots;
mod choices;
mod durations;
mod enemy;
mod exactness;
mod examples;
mod items;
mod log;
mod movement;
mod party;
mod play;
mod playouts;
mod setup;
mod stats;
mod windows;

pub use super::testing::*;
