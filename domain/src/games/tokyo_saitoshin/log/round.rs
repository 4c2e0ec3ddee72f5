//! Lines for the round's steps: trouble and Site cards drawn and placed, hands drawn,
//! redrawn and kept, and the end of the play.

use super::super::event::{
    CardProgressAdded, CardProgressTaken, CardsDrawn, DrawReason, HandRedrawn,
    ScenarioProgressAdded, SiteCardDrawn, TroubleDrawn, TroubleFollowed, TroublePlaced,
};
use super::super::state::Step;
use super::words::{Words, capitalized, humanized, plural, slot, slot_place};

pub fn step(step: Step) -> &'static str {
    match step {
        Step::Setup => "The setup began.",
        Step::Encounter => "Step 1, the encounters, began.",
        Step::PhaseStart => "Step 2, the start of the action phase, began.",
        Step::HandAdjustment => "Step 3, the hand adjustment, began.",
        Step::Actions => "Step 4, the actions, began.",
        Step::PhaseEnd => "Step 5, the end of the action phase, began.",
        Step::Refill => "Step 6, the market refill, began.",
        Step::Reward => "The players choose the reward.",
        Step::Over => "The play is over.",
    }
}

pub fn progress(w: &Words, e: &ScenarioProgressAdded) -> String {
    format!(
        "The scenario progressed by {} ({} in all).",
        e.n, w.state.scenario_progress
    )
}

pub fn card_progress_added(w: &Words, e: &CardProgressAdded) -> String {
    format!(
        "{} received {} in {}.",
        capitalized(&w.card(&e.card)),
        plural(e.n, "progress token"),
        slot(e.slot)
    )
}

pub fn card_progress_taken(w: &Words, e: &CardProgressTaken) -> String {
    format!(
        "{} took the {} lying in {}.",
        w.pc(e.pc),
        plural(e.n, "progress token"),
        slot(e.slot)
    )
}

pub fn trouble_drawn(w: &Words, e: &TroubleDrawn) -> String {
    let why = match e.reason {
        DrawReason::RoundStart => "",
        DrawReason::ApPayment => " for AP",
        DrawReason::Down => " on going down",
        DrawReason::DamageWhileDown => " for damage taken while down",
        DrawReason::Effect => " by an effect",
    };
    format!(
        "{} drew {} from the trouble deck{why}.",
        w.pc(e.pc),
        w.card(&e.card)
    )
}

pub fn trouble_placed(w: &Words, e: &TroublePlaced) -> String {
    format!(
        "{} was placed in {}.",
        capitalized(&w.card(&e.card)),
        slot(e.slot)
    )
}

pub fn trouble_followed(w: &Words, e: &TroubleFollowed) -> String {
    format!(
        "{} left {} to follow {}.",
        capitalized(&w.card(&e.card)),
        slot_place(e.slot),
        w.pc(e.pc)
    )
}

/// The Site card is never named: it lies face down.
pub fn site_card_drawn(w: &Words, e: &SiteCardDrawn) -> String {
    format!(
        "{} drew a Site card face down into the encounter slot.",
        w.pc(e.pc)
    )
}

/// The cards are named for the seat that drew them (every seat with open hands) only.
pub fn drawn(w: &Words, e: &CardsDrawn) -> String {
    format!("{} drew {}.", w.pc(e.pc), w.cards_or_count(&e.cards))
}

/// The new hand is named for its seat (every seat with open hands) only.
pub fn redrawn(w: &Words, e: &HandRedrawn) -> String {
    format!(
        "{} set its first hand aside and drew {}.",
        w.pc(e.pc),
        w.cards_or_count(&e.hand)
    )
}

pub fn lost(reason: &str) -> String {
    let why = match reason {
        "TROUBLE_CANNOT_BE_PLACED" => "a trouble card could not be placed".to_owned(),
        "NO_TROUBLE_CARD_LEFT" => "no trouble card was left to draw".to_owned(),
        other => humanized(other).to_lowercase(),
    };
    format!("The players lost: {why}.")
}
