//! The prompt of every seat that owes a decision: a stable kind and a sentence.

use super::super::decision::Decision;
use super::super::state::{EvolutionStage, Offer, ReactionStage, State};
use super::market;
use super::owed::decision_of;
use crate::engine::{Prompt, Seat};

pub fn prompts(state: &State) -> Vec<Prompt> {
    Seat::all(state.monsters.len())
        .into_iter()
        .filter_map(|seat| Some((seat, decision_of(state, seat)?)))
        .map(|(seat, decision)| prompt(state, seat, decision))
        .collect()
}

fn prompt(state: &State, seat: Seat, decision: Decision) -> Prompt {
    match decision {
        Decision::Reaction(offer) => reaction_prompt(state, seat, offer),
        Decision::ChooseEvolution
        | Decision::DraftEvolution
        | Decision::EvolutionChoice
        | Decision::AfterFinalRoll
        | Decision::CardBeingBought
        | Decision::EvolutionWindow
        | Decision::MegaPurr => power_up_prompt(state, seat, decision),
        _ => step_prompt(state, seat, decision),
    }
}

/// The prompt of a reaction before or after a heart loss.
fn reaction_prompt(state: &State, seat: Seat, offer: Offer) -> Prompt {
    match offer {
        Offer::Evolution
            if state
                .pending
                .reaction
                .as_ref()
                .is_some_and(|w| w.stage == ReactionStage::AtZero) =>
        {
            Prompt::new(
                seat,
                "EVOLUTION_AT_ZERO",
                "You are at 0 hearts: play an Evolution (e.g. Nine Lives), or pass and be eliminated",
            )
        }
        Offer::Evolution => Prompt::new(
            seat,
            "EVOLUTION_BEFORE_DAMAGE",
            "You are about to lose hearts: play an Evolution (e.g. Detachable Tail), or pass",
        ),
        Offer::Jets => Prompt::new(
            seat,
            "JETS",
            format!(
                "{} attacks you in Tokyo: yield now and lose no hearts (Jets), or stay",
                state.active
            ),
        ),
        Offer::Wings => Prompt::new(
            seat,
            "WINGS",
            "You are about to lose hearts: pay 2 energy to lose none this turn (Wings), or pass",
        ),
        Offer::PlayWithYourFood => Prompt::new(
            seat,
            "PLAY_WITH_YOUR_FOOD",
            "Your Smashes are about to wound a monster in Tokyo: make it lose 2 hearts fewer and steal 1 VP and 1 energy (Play with Your Food), or pass",
        ),
        Offer::ElectricCarrot => Prompt::new(
            seat,
            "ELECTRIC_CARROT",
            format!(
                "{} attacks you from Tokyo with Electric Carrot: give it 1 energy, or pass and lose 1 extra heart",
                state.active
            ),
        ),
        _ => Prompt::new(
            seat,
            "RAPID_HEALING",
            "You are at 0 hearts: pay 2 energy per heart to survive (Rapid Healing), or pass",
        ),
    }
}

/// The prompt of a Power Up! decision.
fn power_up_prompt(state: &State, seat: Seat, decision: Decision) -> Prompt {
    match decision {
        Decision::ChooseEvolution => Prompt::new(
            seat,
            "CHOOSE_EVOLUTION",
            "Keep one of the Evolution cards you drew (the other is discarded face down, or shuffled back at setup)",
        ),
        Decision::DraftEvolution => Prompt::new(
            seat,
            "DRAFT_EVOLUTION",
            format!(
                "Mutant Evolution, pick {}: keep one Evolution of the packet you hold; the rest passes to the left",
                state.power_up.draft.as_ref().map_or(0, |d| d.round)
            ),
        ),
        Decision::EvolutionChoice => Prompt::new(
            seat,
            "EVOLUTION_CHOICE",
            "Choose one of the Power cards your Evolution revealed (Deep Dive: put it into play; Miraculous Catch: buy it, or pass)",
        ),
        Decision::AfterFinalRoll => Prompt::new(
            seat,
            "AFTER_FINAL_ROLL",
            format!(
                "{} finished rolling: reroll one of its dice (Heart of the Rabbit), or pass",
                state.active
            ),
        ),
        Decision::CardBeingBought => Prompt::new(
            seat,
            "BAMBOOZLE",
            format!(
                "{} is buying a card: make it buy another one (Bamboozle), or pass",
                state.active
            ),
        ),
        Decision::EvolutionWindow => {
            let (kind, text) = match state.pending.evolution_window.as_ref().map(|w| w.stage) {
                Some(EvolutionStage::ForceYield) => (
                    "FORCE_YIELD",
                    "Force monsters you wounded in Tokyo to yield (Chest Thumping), or pass",
                ),
                Some(EvolutionStage::BeforeEntering) => (
                    "ENTER_TOKYO_INSTEAD",
                    "Take control of Tokyo before the active monster enters (Monkey Rush, Feline Motor), or pass",
                ),
                Some(EvolutionStage::Entered) => (
                    "ENTERED_TOKYO",
                    "You entered Tokyo: play an Evolution (Destructive Wave; Eats, Shoots and Leaves), or pass",
                ),
                Some(EvolutionStage::FreezeRayTarget) => (
                    "FREEZE_RAY_TARGET",
                    "Your Smashes wounded several monsters in Tokyo: choose the one that receives your Freeze Ray",
                ),
                Some(EvolutionStage::FreezeRayFace) => (
                    "FREEZE_RAY_FACE",
                    "The active monster holds your Freeze Ray: choose the die face that has no effect for it this turn",
                ),
                _ => (
                    "END_OF_ENTER_TOKYO",
                    "End of your Enter Tokyo step: play an Evolution (Jungle Frenzy), or pass",
                ),
            };
            Prompt::new(seat, kind, text)
        }
        Decision::MegaPurr => Prompt::new(
            seat,
            "MEGA_PURR",
            format!(
                "{} played Mega Purr: give it 1 energy or 1 VP",
                state.pending.mega_purr.as_ref().map_or(seat, |p| p.to)
            ),
        ),
        _ => unreachable!("not a Power Up! decision"),
    }
}

/// The prompt of the decision of a step of the turn.
fn step_prompt(state: &State, seat: Seat, decision: Decision) -> Prompt {
    match decision {
        Decision::MoveMimic if market::mimic_commands(state, 1).is_empty() => Prompt::new(
            seat,
            "START_OF_TURN",
            "Play start-of-turn Evolutions (e.g. Cat Nip), or pass and roll",
        ),
        Decision::PlaceMimic => Prompt::new(
            seat,
            "PLACE_MIMIC",
            "Choose the Keep card your Mimic copies",
        ),
        Decision::Opportunist(slot) => Prompt::new(
            seat,
            "OPPORTUNIST",
            format!("A card was revealed in slot {slot}: buy it now (Opportunist), or pass"),
        ),
        Decision::MoveMimic => Prompt::new(
            seat,
            "MOVE_MIMIC",
            "Move your Mimic token to another Keep card for 1 energy, or pass and roll",
        ),
        Decision::Rolling => Prompt::new(
            seat,
            "ROLL_OR_STOP",
            format!(
                "Roll {} of {}: choose dice to reroll, or stop and resolve them",
                state.rolls_used, state.rolls_allowed
            ),
        ),
        Decision::Probe(_) => Prompt::new(
            seat,
            "PSYCHIC_PROBE",
            format!(
                "Reroll one of {}'s dice with Psychic Probe, or pass",
                state.active
            ),
        ),
        Decision::ResolveDice => Prompt::new(
            seat,
            "RESOLVE_DICE",
            "Your dice are final: change dice with your cards, play an Evolution, or stop to resolve them",
        ),
        Decision::Hearts => Prompt::new(
            seat,
            "SPEND_HEARTS",
            format!(
                "Spend your {} Heart results: heal, remove tokens, or heal others",
                state.pending.hearts_left
            ),
        ),
        Decision::Yield => Prompt::new(
            seat,
            "YIELD_TOKYO",
            format!(
                "{} attacked you in Tokyo: yield Tokyo to it, or stay",
                state.active
            ),
        ),
        Decision::Buying => Prompt::new(
            seat,
            "BUY_OR_END_TURN",
            "Buy Power cards, sweep the market for 2 energy, or end your turn",
        ),
        Decision::Metamorph => Prompt::new(
            seat,
            "METAMORPH",
            "Sell Keep cards for their printed cost (Metamorph), or pass",
        ),
        Decision::FreezeTime => Prompt::new(
            seat,
            "FREEZE_TIME",
            "Take another turn with one die fewer (Freeze Time), or pass",
        ),
        _ => unreachable!("not a step decision"),
    }
}
