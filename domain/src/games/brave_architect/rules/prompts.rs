//! Who must decide what, now.

use super::super::state::*;
use crate::engine::{Prompt, PromptScope};

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    if let Some(vote) = &state.item_vote {
        return vote.agreement.prompts(
            "CHOOSE_ITEM_TAKER",
            &format!("Agree who takes {}", vote.item),
        );
    }
    if let Some(a) = &state.item_assigned {
        return vec![Prompt::new(
            a.seat,
            "TAKE_ITEM",
            format!("Take {}, settled on you", a.item),
        )];
    }
    if !state.item_takers.is_empty() {
        let mut seats = state.item_takers.clone();
        seats.sort();
        seats.dedup();
        return seats
            .into_iter()
            .map(|seat| Prompt::new(seat, "TAKE_ITEM", "Take one of the items turned up"))
            .collect();
    }
    if let Some(w) = &state.window {
        let (kind, message) = match w.reason {
            WindowReason::TensionRise => (
                "REACT",
                "Your tension is at its maximum: heal with it before it rises, or pass",
            ),
            WindowReason::EnemyDamage
            | WindowReason::TraitDamage
            | WindowReason::ForcedMovement => (
                "REACT",
                "The enemy's damage would down your character: heal or use an item first, or pass",
            ),
            WindowReason::TriggerTurnStart
            | WindowReason::TriggerInEnemyArea
            | WindowReason::TriggerEnemyDamage => (
                "SET_CARD_TRIGGER",
                "The condition of a set card of yours is met: activate it, or pass",
            ),
        };
        return w
            .waiting
            .iter()
            .map(|seat| Prompt::new(*seat, kind, message))
            .collect();
    }
    match state.phase {
        Phase::PartyChoice => state
            .players
            .iter()
            .filter(|p| state.party.as_ref().is_some_and(|s| !s.has_chosen(p.seat)))
            .map(|p| {
                Prompt::new(
                    p.seat,
                    "CHOOSE_SAVED_BUILD",
                    "Keep one of the saved characters, or draft a new one",
                )
            })
            .collect(),
        Phase::Draft => state.draft.prompts(
            "PICK_CARD_SET",
            "Pick a card set you still need: a race, a weapon, a sub-weapon or a skill",
        ),
        Phase::StyleChoice => state
            .players
            .iter()
            .filter(|p| p.style.is_none())
            .map(|p| {
                Prompt::new(
                    p.seat,
                    "CHOOSE_COMBAT_STYLE",
                    "Choose your weapon's combat style",
                )
            })
            .collect(),
        Phase::PawnPlacement => state
            .players
            .iter()
            .filter(|p| p.pawn.is_none())
            .map(|p| {
                Prompt::new(
                    p.seat,
                    "PLACE_PAWN",
                    "Put your pawn on a square of the blue area",
                )
            })
            .collect(),
        Phase::Battle => match &state.turn {
            Some(t) if t.bonus_choice.is_some() => vec![Prompt::new(
                t.seat,
                "CHOOSE_BONUS_HIT",
                "Choose the hit that gets the additional damage, the fixed damage and the link attack",
            )],
            Some(t) if t.attacks > 0 => vec![Prompt::new(
                t.seat,
                "FOLLOW_UP_OR_END",
                "Make a follow-up attack or end your turn",
            )],
            Some(t) => vec![Prompt::new(
                t.seat,
                "PLAY_TURN",
                "Move, attack, or end your turn",
            )],
            None => state
                .eligible()
                .into_iter()
                .map(|seat| {
                    Prompt::new(
                        seat,
                        "START_TURN",
                        "Any player who has not played yet takes the next turn",
                    )
                    .with_scope(PromptScope::AnyOfTeam)
                })
                .collect(),
        },
        Phase::EnemyAction => state
            .slam_offer
            .iter()
            .map(|o| {
                Prompt::new(
                    o.seat,
                    "CHOOSE_SLAM_SIDE",
                    "Your character is pushed against the edge: choose the side square it goes to",
                )
            })
            .collect(),
        Phase::GameOver => Vec::new(),
    }
}
