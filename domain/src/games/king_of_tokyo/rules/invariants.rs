//! The invariants that hold whenever the game waits for a decision.

use super::super::state::State;
use super::concession::{may_drop_out, waiting};
use super::market::next_opportunist;

/// The invariants of the rules specification (13.5) that hold whenever the game waits for
/// a decision (or has ended): those of [`State::check_event_invariants`], and a full
/// market (3 face-up cards unless the deck and the discard pile are both empty).
pub fn check_invariants(state: &State) -> Result<(), String> {
    state.check_event_invariants()?;
    let interrupted = state.pending.reaction.is_some()
        || state.pending.mimic_offer.is_some()
        || next_opportunist(state).is_some();
    if state.turn > 0
        && !interrupted
        && state.market.iter().any(Option::is_none)
        && !(state.deck.is_empty() && state.discard.is_empty())
    {
        return Err("a market slot is empty while cards remain".into());
    }
    if may_drop_out(state) && !waiting(state).is_empty() {
        return Err(format!(
            "{:?} conceded and could drop out, but are still in the game",
            waiting(state)
        ));
    }
    Ok(())
}
