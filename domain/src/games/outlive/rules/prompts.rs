//! Who owes which decision now, and what the prompt tells them.

use super::super::command::Command;
use super::super::state::*;
use super::procedure::legal_commands;
use crate::engine::Prompt;

/// One prompt per seat with a legal command.
pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for c in &state.clans {
        let seat = c.seat;
        let legal = legal_commands(state, seat);
        if legal.is_empty() {
            continue;
        }
        let offers = state
            .activation
            .as_ref()
            .filter(|a| a.seat == seat && !a.offers.is_empty())
            .map(|a| a.offers.join(", "))
            .or_else(|| (!c.offers.is_empty()).then(|| c.offers.join(", ")));
        let offer_message;
        let (kind, message) = if legal
            .iter()
            .all(|c| matches!(c, Command::PeekExplorationStack(_)))
        {
            (
                "PEEK_EXPLORATION_STACK",
                "You may secretly look at one city's exploration stack (once this round)",
            )
        } else if let Some(offers) = offers {
            offer_message = format!("Use or decline each offered effect: {offers}");
            ("USE_OR_DECLINE_BONUS", offer_message.as_str())
        } else if state
            .survivor_offer
            .as_ref()
            .is_some_and(|o| o.seat == seat)
        {
            (
                "PLACE_SURVIVOR",
                "Place the survivor you gained: your airlock or a built room with a free space",
            )
        } else if state.owed.iter().any(|o| o.chooser == seat) {
            (
                "CHOOSE_LOSS",
                "Choose the tokens or survivors you owe, one at a time",
            )
        } else if state.pressure.as_ref().is_some_and(|p| p.defender == seat) {
            (
                "DEFEND_PRESSURE",
                "A stronger hero pressures yours: spend ammo (or equipment) to cancel points",
            )
        } else {
            match state.phase {
                Phase::Setup => (
                    "SETUP_CHOICE",
                    "Make your secret setup choices: rooms, leader, free room, survivors, heroes",
                ),
                Phase::Day if state.activation.is_some() => (
                    "TAKE_ACTIONS",
                    "Spend your hero's action points, or end the activation",
                ),
                Phase::Day => ("MOVE_HERO", "Choose a lying hero and move it 1 or 2 areas"),
                Phase::NightEvents => (
                    "RESOLVE_OR_PASS",
                    "Resolve one face-up event by paying its cost, or pass",
                ),
                Phase::Feeding => (
                    "PAY_FOOD",
                    "Feed your survivors: pay food for occupied rooms and water for airlock columns",
                ),
                Phase::Recruiting => (
                    "RECRUIT",
                    "Spend food to bring survivors into your airlock, then finish the step",
                ),
                Phase::Building => (
                    "BUILD",
                    "Build rooms, move survivors from the airlock, use full rooms, then finish the step",
                ),
                Phase::Repairing => ("REPAIR", "Repair broken equipment, then finish the step"),
                _ => ("WAIT", "Waiting"),
            }
        };
        out.push(Prompt::new(seat, kind, message));
    }
    out
}
