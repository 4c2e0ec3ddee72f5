//! The commands a seat may send now: the answers to the decision it owes, and the
//! Evolutions it may play or use.

use super::super::command::{BuyCard, Command};
use super::super::decision::Decision;
use super::super::state::{Offer, State};
use super::owed::decision_of;
use super::power_up::keep_commands;
use super::window::stage_is_mandatory;
use super::{damage, dice, draft, end_of_turn, evolution_play, market, resolve, tokyo};
use crate::engine::{Confirm, Seat};

pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    let mut out = decision_commands(state, seat);
    out.extend(evolution_play::play_commands(state, seat));
    out.extend(evolution_play::use_commands(state, seat));
    out
}

/// The answers to the decision `seat` owes (no Evolution plays).
fn decision_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(decision) = decision_of(state, seat) else {
        return Vec::new();
    };
    let mut out = match decision {
        Decision::ChooseEvolution => keep_commands(state, seat),
        Decision::DraftEvolution => return draft::pick_commands(state, seat),
        Decision::EvolutionChoice => evolution_play::choice_commands(state, seat),
        Decision::Reaction(Offer::Evolution) => vec![Command::Pass(Confirm::Yes)],
        Decision::Reaction(Offer::Jets) => tokyo::legal(),
        Decision::Reaction(Offer::Wings) => {
            vec![Command::UseWings(Confirm::Yes), Command::Pass(Confirm::Yes)]
        }
        Decision::Reaction(Offer::PlayWithYourFood) => vec![Command::Pass(Confirm::Yes)],
        Decision::Reaction(Offer::ElectricCarrot) => {
            vec![
                Command::GiveEnergy(Confirm::Yes),
                Command::Pass(Confirm::Yes),
            ]
        }
        Decision::Reaction(_) => vec![Command::Pass(Confirm::Yes)],
        Decision::PlaceMimic => market::mimic_commands(state, 0),
        Decision::Opportunist(slot) => vec![
            Command::BuyCard(BuyCard { slot }),
            Command::Pass(Confirm::Yes),
        ],
        Decision::MoveMimic => {
            let mut out = market::mimic_commands(state, 1);
            out.push(Command::Pass(Confirm::Yes));
            out
        }
        Decision::Rolling => dice::legal(state),
        Decision::Probe(_) => dice::probe_legal(state),
        Decision::ResolveDice => dice::resolve_dice_legal(state),
        Decision::Hearts => resolve::hearts_legal(state),
        Decision::Yield => tokyo::legal(),
        Decision::Buying => market::legal(state),
        Decision::Metamorph => end_of_turn::metamorph_legal(state),
        Decision::FreezeTime => vec![
            Command::TakeExtraTurn(Confirm::Yes),
            Command::Pass(Confirm::Yes),
        ],
        Decision::EvolutionWindow if stage_is_mandatory(state) => Vec::new(),
        Decision::EvolutionWindow | Decision::AfterFinalRoll | Decision::CardBeingBought => {
            vec![Command::Pass(Confirm::Yes)]
        }
        Decision::MegaPurr => vec![
            Command::GiveEnergy(Confirm::Yes),
            Command::GiveVictoryPoint(Confirm::Yes),
        ],
    };
    if damage::can_rapid_heal(state, seat) {
        out.push(Command::UseRapidHealing(Confirm::Yes));
    }
    out
}
