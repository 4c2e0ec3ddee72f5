//! The last pass of a reaction window resumes the step it paused (window.rs opens them);
//! apart from window.rs, which the steps it resumes call to open one.

use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::{attack, enemy, round, turn};
use crate::engine::Seat;

/// Pass; the last pass resumes the paused step.
pub fn pass(tx: &mut Tx, seat: Seat) {
    let Some(window) = tx.s.window.clone() else {
        return;
    };
    tx.emit(Event::ReactionWindowPassed(ReactionWindowPassed { seat }));
    if tx.s.window.is_some() {
        return;
    }
    match window.reason {
        WindowReason::TensionRise => {
            let attacker = tx.s.turn.as_ref().map(|t| t.seat);
            let card =
                tx.s.content
                    .card(&window.card)
                    .and_then(|c| c.attack.clone());
            if let (Some(attacker), Some(card)) = (attacker, card) {
                attack::rise_and_finish(tx, attacker, &card);
            }
        }
        WindowReason::EnemyDamage => {
            enemy::deal_damage(tx, &window.card, window.damage, &window.hit);
        }
        WindowReason::TraitDamage => enemy::strike(tx, &window.card, &window.hit, true),
        WindowReason::ForcedMovement => enemy::act(tx, true),
        WindowReason::TriggerTurnStart => {
            // A set card fired at its owner's turn start may have downed it.
            if let Some(t) = tx.s.turn.as_ref().map(|t| t.seat) {
                turn::end_if_down(tx, t);
            }
        }
        WindowReason::TriggerInEnemyArea => enemy::strike(tx, &window.card, &window.hit, false),
        WindowReason::TriggerEnemyDamage => {
            enemy::before_damage(tx, &window.card, window.damage, &window.hit)
        }
    }
    // The enemy action resumed may have run to its end, or paused again.
    let paused = tx.s.window.is_some() || tx.s.slam_offer.is_some();
    if window.reason.in_enemy_action() && tx.s.outcome.is_none() && !paused {
        round::end_round(tx);
    }
}
