//! The rules: the procedure that checks and applies commands and runs the automatic steps
//! (`procedure.rs`), one file per stage of a round, and the prompts. Cards are below the
//! rules: a rule calls a card, a card never calls a rule.

pub mod actions;
pub mod bonus;
pub mod day;
pub mod explore;
pub mod losses;
pub mod morning;
pub mod movement;
pub mod night;
pub mod pressure;
pub mod procedure;
pub mod prompts;
pub mod score;
pub mod setup;

pub use procedure::{advance, candidates, check, decide, legal_commands};
pub use prompts::prompts;
