//! The rules: the procedure that checks and applies commands and runs the automatic
//! steps (`procedure.rs`), one file per stage, and the prompts.

pub mod acolytes;
pub mod card_effects;
pub mod city;
pub mod cleanse;
pub mod draw;
pub mod fight;
pub mod gluttony;
pub mod harm;
pub mod mission;
pub mod orbital;
pub mod problem_solver;
pub mod procedure;
pub mod prompts;
pub mod ranged;
pub mod reaction;
pub mod regroup;
pub mod round;
pub mod round_end;
pub mod setup;
pub mod sin_cards;
pub mod sin_windows;
pub mod tokens;
pub mod turn;

pub use procedure::{advance, candidates, check, decide, legal_commands, start};
pub use prompts::prompts;
