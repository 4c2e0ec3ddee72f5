//! Keep cards about dice, rolls and rerolls.

use super::power_card::{DieChangeRule, ExtraRollCost, PowerCard};
use crate::engine::Seat;
use crate::games::king_of_tokyo::event::{CardTokensSet, Event};
use crate::games::king_of_tokyo::state::Face;
use crate::games::king_of_tokyo::tx::Tx;

/// Extra Head (7, Keep, 2 copies): roll 1 extra die (cumulative; no green-dice limit, G-17).
pub struct ExtraHead;
impl PowerCard for ExtraHead {
    fn id(&self) -> &'static str {
        "extra_head"
    }
    fn extra_dice(&self) -> u8 {
        1
    }
}

/// Giant Brain (5, Keep): 1 extra roll each turn.
pub struct GiantBrain;
impl PowerCard for GiantBrain {
    fn id(&self) -> &'static str {
        "giant_brain"
    }
    fn extra_rolls(&self) -> u8 {
        1
    }
}

/// Energy Drink (4, Keep): pay 1 energy for 1 extra roll, as often as you can pay.
pub struct EnergyDrink;
impl PowerCard for EnergyDrink {
    fn id(&self) -> &'static str {
        "energy_drink"
    }
    fn extra_roll_cost(&self) -> Option<ExtraRollCost> {
        Some(ExtraRollCost::Energy(1))
    }
}

/// Smoke Cloud (4, Keep): 3 Smoke tokens when acquired; spend one for an extra roll; the
/// card carrying them is discarded with the last one.
pub struct SmokeCloud;
impl PowerCard for SmokeCloud {
    fn id(&self) -> &'static str {
        "smoke_cloud"
    }
    fn on_acquired(&self, tx: &mut Tx, owner: Seat, instance: u16) {
        tx.emit(Event::CardTokensSet(CardTokensSet {
            seat: owner,
            card: instance,
            tokens: 3,
            reason: self.id().to_owned(),
        }));
    }
    fn extra_roll_cost(&self) -> Option<ExtraRollCost> {
        Some(ExtraRollCost::CardToken)
    }
}

/// Background Dweller (4, Keep): a reroll naming only dice that show 3 never uses a roll, so
/// it is possible even with no roll left.
pub struct BackgroundDweller;
impl PowerCard for BackgroundDweller {
    fn id(&self) -> &'static str {
        "background_dweller"
    }
    fn rerolls_threes(&self) -> bool {
        true
    }
}

/// Herd Culler (3, Keep): once per turn, change one die to a 1 (before stopping).
pub struct HerdCuller;
impl PowerCard for HerdCuller {
    fn id(&self) -> &'static str {
        "herd_culler"
    }
    fn die_change(&self) -> Option<DieChangeRule> {
        Some(DieChangeRule::OncePerTurnTo(Face::One))
    }
}

/// Stretchy (3, Keep): pay 2 energy to change one die to any face, repeatable.
pub struct Stretchy;
impl PowerCard for Stretchy {
    fn id(&self) -> &'static str {
        "stretchy"
    }
    fn die_change(&self) -> Option<DieChangeRule> {
        Some(DieChangeRule::PayEnergy(2))
    }
}

/// Plot Twist (3, Keep): change one die to any face, then discard this card.
pub struct PlotTwist;
impl PowerCard for PlotTwist {
    fn id(&self) -> &'static str {
        "plot_twist"
    }
    fn die_change(&self) -> Option<DieChangeRule> {
        Some(DieChangeRule::DiscardAfter)
    }
}

/// Psychic Probe (3, Keep): after another monster's last roll, reroll one of its dice (once
/// per turn per copy, clockwise; G-32); a Heart discards the card.
pub struct PsychicProbe;
impl PowerCard for PsychicProbe {
    fn id(&self) -> &'static str {
        "psychic_probe"
    }
    fn probes(&self) -> bool {
        true
    }
}

/// Freeze Time (5, Keep): after a turn whose final dice hold at least 1-1-1, its owner may
/// take another turn with one die fewer (chained turns lose one more each).
pub struct FreezeTime;
impl PowerCard for FreezeTime {
    fn id(&self) -> &'static str {
        "freeze_time"
    }
    fn grants_freeze_time(&self) -> bool {
        true
    }
}
