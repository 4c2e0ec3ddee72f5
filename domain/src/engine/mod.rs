//! The contract every game implements, and the small vocabulary shared by all games:
//! seats, viewers, prompts, rule errors, the seeded RNG and outcomes.

mod bot;
mod confirm;
mod error;
mod facts;
mod game;
#[cfg(any(test, feature = "testing"))]
pub mod harness;
mod outcome;
mod prompt;
mod rng;
mod seat;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
mod upcast;

pub use bot::BotPolicy;
pub use confirm::Confirm;
pub use error::RuleError;
pub use facts::{GameFacts, Sides};
pub use game::Game;
pub use outcome::{Outcome, Placing};
pub use prompt::Prompt;
pub use rng::GameRng;
pub use seat::{Seat, Viewer};
pub use upcast::{UpcastError, Upcaster, Upcasters};
