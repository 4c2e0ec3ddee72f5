//! Power Up!: the steps of a turn that pause for Evolutions (spec 4.8's interrupts and the
//! Chest Thumping decision), one [`EvolutionStage`] at a time.
//!
//! A stage opens (`EvolutionWindowOpened`) only when some seat may act in it: play a card of
//! the stage's [`Window`] from its hand, or use one in play ([`may_act`]). The seats
//! are then asked one at a time (prompt per stage, answered by `pass`, a play or a use); once
//! nobody is left to ask, the window closes and the step goes on (`flow::resume_window`).
//!
//! The Enter Tokyo step (4.8) runs: `BeforeEntering` (other monsters take Tokyo: Monkey Rush,
//! Feline Motor) → the active monster enters (Burrowing) → `Entered` (monsters that entered
//! Tokyo this turn: Destructive Wave; Eats, Shoots and Leaves) → `EndOfEntry` (the active
//! monster: Jungle Frenzy) → the Evolution draw and the Buy step.
//!
//! Freeze Ray's two stages ask its owner for a compulsory choice (no `pass`): which wounded
//! monster in Tokyo receives it (`FreezeRayTarget`, only when there are several), and the
//! frozen face at the start of the holder's turn (`FreezeRayFace`).

use super::super::event::*;
use super::super::evolutions::evolution::Window;
use super::super::state::{EvolutionStage, State};
use super::super::tx::Tx;
use super::power_up::may_act;
use crate::engine::Seat;

/// The play window of a stage.
pub fn window_of(stage: EvolutionStage) -> Window {
    match stage {
        EvolutionStage::ForceYield => Window::ForceYield,
        EvolutionStage::BeforeEntering => Window::BeforeEnteringTokyo,
        EvolutionStage::Entered => Window::EnteredTokyo,
        EvolutionStage::EndOfEntry => Window::EndOfEnterTokyo,
        EvolutionStage::FreezeRayTarget | EvolutionStage::FreezeRayFace => Window::FreezeRay,
    }
}

/// The window of the open stage, if any.
pub fn stage_window(state: &State) -> Option<Window> {
    state
        .pending
        .evolution_window
        .as_ref()
        .map(|w| window_of(w.stage))
}

/// Who may be asked in a stage, in order.
fn candidates(state: &State, stage: EvolutionStage) -> Vec<Seat> {
    let active = state.active;
    match stage {
        EvolutionStage::ForceYield
        | EvolutionStage::EndOfEntry
        | EvolutionStage::FreezeRayTarget => vec![active],
        EvolutionStage::BeforeEntering | EvolutionStage::FreezeRayFace => state
            .clockwise_from_left_of(active)
            .into_iter()
            .filter(|s| *s != active)
            .collect(),
        EvolutionStage::Entered => state.clockwise_from_left_of(active),
    }
}

/// The seat asked now in the open stage.
pub fn next(state: &State) -> Option<Seat> {
    let w = state.pending.evolution_window.as_ref()?;
    candidates(state, w.stage)
        .into_iter()
        .find(|s| !w.answered.contains(s) && may_act(state, *s, window_of(w.stage)))
}

/// Open `stage` if some seat may act in it; `true`: the step pauses there.
pub fn open(tx: &mut Tx, stage: EvolutionStage) -> bool {
    let window = window_of(stage);
    let someone = candidates(&tx.state, stage)
        .into_iter()
        .any(|s| may_act(&tx.state, s, window));
    if !someone || tx.state.outcome.is_some() {
        return false;
    }
    let seat = tx.state.active;
    tx.emit(Event::EvolutionWindowOpened(EvolutionWindowOpened {
        seat,
        stage,
    }));
    true
}

/// The open Evolution stage asks for a compulsory choice (Freeze Ray): no `pass`.
pub fn stage_is_mandatory(state: &State) -> bool {
    state
        .pending
        .evolution_window
        .as_ref()
        .is_some_and(|w| w.stage.is_mandatory())
}
