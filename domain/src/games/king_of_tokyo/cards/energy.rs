//! Discard cards about energy, healing and other monsters' VP.

use super::power_card::{PowerCard, others};
use crate::engine::Seat;
use crate::games::king_of_tokyo::tx::Tx;

/// Energize (8, Discard): +9 energy.
pub struct Energize;
impl PowerCard for Energize {
    fn id(&self) -> &'static str {
        "energize"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_energy(buyer, 9, self.id());
    }
}

/// Evacuation Orders (7, Discard, 2 copies): all other monsters lose 5 VP (never below 0).
pub struct EvacuationOrders;
impl PowerCard for EvacuationOrders {
    fn id(&self) -> &'static str {
        "evacuation_orders"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        for seat in others(&tx.state, buyer) {
            tx.lose_vp(seat, 5, self.id());
        }
    }
}

/// Heal (3, Discard): +2 hearts, up to the maximum. Works in Tokyo (card healing).
pub struct Heal;
impl PowerCard for Heal {
    fn id(&self) -> &'static str {
        "heal"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.heal(buyer, 2, self.id());
    }
}

/// Nuclear Power Plant (6, Discard): +2 VP and +3 hearts (up to the maximum).
pub struct NuclearPowerPlant;
impl PowerCard for NuclearPowerPlant {
    fn id(&self) -> &'static str {
        "nuclear_power_plant"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 2, self.id());
        tx.heal(buyer, 3, self.id());
    }
}

/// Vast Storm (6, Discard): +2 VP; every other monster loses 1 energy for every 2 it has.
pub struct VastStorm;
impl PowerCard for VastStorm {
    fn id(&self) -> &'static str {
        "vast_storm"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 2, self.id());
        for seat in others(&tx.state, buyer) {
            let energy = tx.state.monsters[seat.index()].energy;
            tx.lose_energy(seat, energy / 2, self.id());
        }
    }
}
