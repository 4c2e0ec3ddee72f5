//! Gigazaur's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `detachable_tail` (temporary; any time (reference: offered when you are about to lose hearts))
//! - `radioactive_waste` (temporary; any time)
//! - `primal_bellow` (temporary; any time)
//! - `saurian_adaptability` (temporary; your Roll step, before resolving)
//! - `defender_of_tokyo` (permanent; start of your turn)
//! - `heat_vision` (permanent; when wounded)
//! - `gamma_breath` (permanent; your Roll step)
//! - `tail_sweep` (permanent; your Roll step)

use super::super::cards::power_card::{DieChangeRule, PowerCard, TurnStartStep};
use super::super::command::EvolutionParams;
use super::super::event::{DieChanged, Event};
use super::super::state::{Face, State};
use super::super::tx::Tx;
use super::evolution::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &DetachableTail,
    &RadioactiveWaste,
    &PrimalBellow,
    &SaurianAdaptability,
    &DefenderOfTokyo,
    &HeatVision,
    &GammaBreath,
    &TailSweep,
];

/// The other living monsters of `owner`, clockwise from its left.
fn others(state: &State, owner: Seat) -> Vec<Seat> {
    state
        .clockwise_from_left_of(owner)
        .into_iter()
        .filter(|s| *s != owner && state.monster(*s).is_some_and(|m| m.alive))
        .collect()
}

/// Detachable Tail (temporary, offered when you are about to lose hearts): you cannot lose
/// hearts this turn. It is also an "any time" card in the published rules; the reference
/// adaptation offers it only in the heart-loss window, where it matters.
pub struct DetachableTail;

impl Evolution for DetachableTail {
    fn id(&self) -> &'static str {
        "detachable_tail"
    }

    fn window(&self) -> Window {
        Window::BeforeHeartLoss
    }

    fn prevents_heart_loss(&self) -> bool {
        true
    }
}

/// Radioactive Waste (temporary, any time): +2 energy and +1 heart.
pub struct RadioactiveWaste;

impl Evolution for RadioactiveWaste {
    fn id(&self) -> &'static str {
        "radioactive_waste"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.gain_energy(owner, 2, self.id());
        tx.heal(owner, 1, self.id());
    }
}

/// Primal Bellow (temporary, any time): each other monster loses 2 VP.
pub struct PrimalBellow;

impl Evolution for PrimalBellow {
    fn id(&self) -> &'static str {
        "primal_bellow"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        for other in others(&tx.state, owner) {
            tx.lose_vp(other, 2, self.id());
        }
    }
}

/// Saurian Adaptability (temporary, your Roll step): every die showing `face` turns to the
/// face numbered `choice` (an index into [`Face::ALL`]). Played between rolls or after the
/// last one, before the dice resolve; the owner still stops rolling itself.
pub struct SaurianAdaptability;

impl Evolution for SaurianAdaptability {
    fn id(&self) -> &'static str {
        "saurian_adaptability"
    }

    fn window(&self) -> Window {
        Window::RollStep
    }

    fn param_choices(&self, state: &State, _owner: Seat) -> Vec<Option<EvolutionParams>> {
        let mut out = Vec::new();
        for from in Face::ALL {
            // A die frozen by Encased in Ice does not change.
            if !super::space_penguin::free_dice(state).any(|d| state.dice[d] == from) {
                continue;
            }
            for (to, face) in Face::ALL.iter().enumerate() {
                if *face != from {
                    out.push(Some(EvolutionParams {
                        face: Some(from),
                        choice: Some(to as u8),
                        ..EvolutionParams::default()
                    }));
                }
            }
        }
        out
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, instance: u16, params: &EvolutionParams) {
        let (Some(from), Some(to)) = (
            params.face,
            params
                .choice
                .and_then(|c| Face::ALL.get(c as usize).copied()),
        ) else {
            return;
        };
        let dice: Vec<u8> = super::space_penguin::free_dice(&tx.state)
            .filter(|d| tx.state.dice[*d] == from)
            .map(|d| d as u8)
            .collect();
        for die in dice {
            tx.emit(Event::DieChanged(DieChanged {
                seat: owner,
                card: instance,
                die,
                face: to,
                reason: self.id().into(),
            }));
        }
    }
}

/// Defender of Tokyo (permanent, start of your turn): if you start your turn in Tokyo, each
/// other monster loses 1 VP.
pub struct DefenderOfTokyo;

impl Evolution for DefenderOfTokyo {
    fn id(&self) -> &'static str {
        "defender_of_tokyo"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&DefenderOfTokyo)
    }
}

impl PowerCard for DefenderOfTokyo {
    fn id(&self) -> &'static str {
        "defender_of_tokyo"
    }

    fn on_turn_start(&self, tx: &mut Tx, owner: Seat, _instance: u16) {
        if tx.state.location_of(owner).in_tokyo() {
            for other in others(&tx.state, owner) {
                tx.lose_vp(other, 1, "defender_of_tokyo");
            }
        }
    }

    fn turn_start_step(&self) -> TurnStartStep {
        TurnStartStep::OthersLoseVp
    }
}

/// Heat Vision (permanent, when wounded): a monster whose Smashes make you lose hearts loses
/// 1 VP (the reference reading: only Smashes wound here), after its Smash batch if you are
/// still in the game.
pub struct HeatVision;

impl Evolution for HeatVision {
    fn id(&self) -> &'static str {
        "heat_vision"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&HeatVision)
    }
}

impl PowerCard for HeatVision {
    fn id(&self) -> &'static str {
        "heat_vision"
    }

    fn on_wounded_by_smashes(&self, tx: &mut Tx, owner: Seat, _instance: u16, by: Seat) {
        if by != owner {
            tx.lose_vp(by, 1, "heat_vision");
        }
    }
}

/// Gamma Breath (permanent, your Roll step): once per turn, change one die to a Smash.
pub struct GammaBreath;

impl Evolution for GammaBreath {
    fn id(&self) -> &'static str {
        "gamma_breath"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&GammaBreath)
    }
}

impl PowerCard for GammaBreath {
    fn id(&self) -> &'static str {
        "gamma_breath"
    }

    fn die_change(&self) -> Option<DieChangeRule> {
        Some(DieChangeRule::OncePerTurnTo(Face::Smash))
    }
}

/// Tail Sweep (permanent, your Roll step): once per turn, change one die to a 1 or a 2.
pub struct TailSweep;

impl Evolution for TailSweep {
    fn id(&self) -> &'static str {
        "tail_sweep"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&TailSweep)
    }
}

impl PowerCard for TailSweep {
    fn id(&self) -> &'static str {
        "tail_sweep"
    }

    fn die_change(&self) -> Option<DieChangeRule> {
        Some(DieChangeRule::OncePerTurnToOneOf(&[Face::One, Face::Two]))
    }
}
