//! The rules: the procedure that checks and applies commands and runs the automatic steps
//! (`procedure.rs`), one file per family of rules, and the prompts.

pub mod attack;
pub mod card_text;
pub mod cost;
pub mod damage;
pub mod destruction;
pub mod draft;
pub mod effects;
pub mod enemy;
pub mod enemy_effects;
pub mod enemy_move;
pub mod hate;
pub mod item_vote;
pub mod items;
pub mod party;
pub mod play;
pub mod procedure;
pub mod prompts;
pub mod rebuild;
pub mod round;
pub mod set_cards;
pub mod setup;
pub mod turn;
pub mod window;
pub mod window_pass;

pub use procedure::{candidates, check, decide, legal_commands};
pub use prompts::prompts;
