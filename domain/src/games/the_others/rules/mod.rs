//! The rules: the procedure that checks and applies commands and runs the automatic
//! steps (`procedure.rs`), one file per stage, and the prompts.

pub mod abilities;
pub mod ability;
pub mod acolytes;
pub mod apocalypse;
pub mod apocalypse_play;
pub mod card_effects;
pub mod charmed_life;
pub mod city;
pub mod cleanse;
pub mod dark_past;
pub mod draw;
pub mod fight;
pub mod fight_end;
pub mod gear;
pub mod gluttony;
pub mod harm;
pub mod hell_club;
pub mod holy_water;
pub mod members;
pub mod metopass;
pub mod mission;
pub mod movement;
pub mod nun;
pub mod orbital;
pub mod problem_solver;
pub mod procedure;
pub mod prompts;
pub mod protector;
pub mod ranged;
pub mod reaction;
pub mod regroup;
pub mod round;
pub mod round_end;
pub mod setup;
pub mod sin_cards;
pub mod sin_windows;
pub mod take_no_shit;
pub mod tokens;
pub mod toll;
pub mod track;
pub mod turn;
pub mod turn_end;
pub mod turn_start;

pub use procedure::{advance, candidates, check, decide, legal_commands, start};
pub use prompts::prompts;
