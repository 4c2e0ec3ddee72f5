//! How a seat chooses its command.

use clap::ValueEnum;
use serde::Serialize;
use serde_json::{Value, json};

use crate::stats::Picker;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Policy {
    /// Ask `legalCommands` before every command and send a random one: two requests per
    /// command, as an interactive client does.
    Legal,
    /// Answer the common prompts without asking (stop rolling, end the turn, stay or yield,
    /// pass on optional powers) and ask `legalCommands` only for the rest: one request per
    /// command most of the time, so the server's command path is what is measured.
    Fast,
}

/// The fast policy's command for a prompt, or `None` to ask `legalCommands`.
pub fn fast_command(kind: &str, picker: &mut Picker) -> Option<Value> {
    let kot = |command: Value| Some(json!({ "kingOfTokyo": command }));
    match kind {
        "ROLL_OR_STOP" | "RESOLVE_DICE" => kot(json!({ "stopRolling": "YES" })),
        "BUY_OR_END_TURN" => kot(json!({ "endTurn": "YES" })),
        "YIELD_TOKYO" | "JETS" => {
            if picker.below(2) == 0 {
                kot(json!({ "yieldTokyo": "YES" }))
            } else {
                kot(json!({ "stayInTokyo": "YES" }))
            }
        }
        "MOVE_MIMIC" | "PSYCHIC_PROBE" | "WINGS" | "RAPID_HEALING" | "OPPORTUNIST"
        | "METAMORPH" | "FREEZE_TIME" => kot(json!({ "pass": "YES" })),
        _ => None,
    }
}
