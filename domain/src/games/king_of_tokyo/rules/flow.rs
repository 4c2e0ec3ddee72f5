//! Where the turn goes on after a pause: the step a damage batch interrupted
//! ([`AfterDamage`]), and the step an Evolution window paused ([`EvolutionStage`]).

use super::super::event::*;
use super::super::state::{AfterDamage, EvolutionStage, Phase};
use super::super::tx::Tx;
use super::end_of_turn::{after_poison, end_turn};
use super::window::next;
use super::{dice, market, resolve, tokyo};

/// What a paused batch continues with.
pub fn continue_after(tx: &mut Tx, then: AfterDamage) {
    match then {
        AfterDamage::Smash => resolve::after_smash(tx),
        AfterDamage::Buying => market::continue_buying(tx),
        AfterDamage::Poison => after_poison(tx),
        AfterDamage::Entry => tokyo::after_entry(tx),
        AfterDamage::EvolutionWindow => resume_window(tx),
        AfterDamage::SmashFollowUp => resolve::after_follow_up(tx),
        AfterDamage::Interrupt => after_interrupt(tx),
    }
}

/// After a heart loss caused by an Evolution played while the game waited for a decision
/// (Electro-Scratch): that decision is still owed, unless the active monster was eliminated,
/// whose turn then ends.
fn after_interrupt(tx: &mut Tx) {
    let active = tx.state.active;
    if !tx.alive(active) && tx.state.outcome.is_none() && tx.state.phase != Phase::TurnOver {
        end_turn(tx);
    }
}

/// A step that asks seats one at a time (a card being bought, an Evolution stage, the
/// Psychic Probes and other answers on the final dice), after something changed who is
/// left to ask (a card played, monsters leaving the game): it asks the next seat, or ends
/// and the turn goes on.
pub fn resume_waiting(tx: &mut Tx) {
    if tx.state.pending.reaction.is_some() || tx.state.outcome.is_some() {
        return;
    }
    if tx.state.pending.pending_purchase.is_some() {
        market::resume_purchase(tx);
    } else if tx.state.pending.evolution_window.is_some() {
        resume_window(tx);
    } else if tx.state.phase == Phase::PsychicProbe {
        dice::after_probe(tx);
    } else if tx.state.phase == Phase::Buying {
        // A Mimic bought just before may have nothing left to copy; the market refills.
        market::lapse_mimic_offer(tx);
        market::continue_buying(tx);
    }
}

/// After a pass, a play or a use in the open stage (or the end of the heart loss a card
/// played there caused): wait for the next seat, or close the stage and go on with the step.
pub fn resume_window(tx: &mut Tx) {
    let Some(w) = tx.state.pending.evolution_window.clone() else {
        return;
    };
    if tx.state.pending.reaction.is_some()
        || tx.state.outcome.is_some()
        || next(&tx.state).is_some()
    {
        return;
    }
    let seat = tx.state.active;
    tx.emit(Event::EvolutionWindowClosed(EvolutionWindowClosed { seat }));
    match w.stage {
        EvolutionStage::ForceYield => resolve::request_yields(tx),
        EvolutionStage::BeforeEntering => tokyo::active_enters(tx),
        EvolutionStage::Entered => tokyo::end_of_entry(tx),
        EvolutionStage::EndOfEntry => tokyo::finish_entry(tx),
        EvolutionStage::FreezeRayTarget => resolve::after_wounds(tx),
        EvolutionStage::FreezeRayFace => dice::after_start_effects(tx),
    }
}
