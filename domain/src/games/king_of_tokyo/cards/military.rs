//! Discard cards that trade hearts for VP or make other monsters lose hearts.
//!
//! Heart loss from a card is never an attack: it never allows yielding Tokyo (spec 9.2).

use super::power_card::{PowerCard, others};
use crate::engine::Seat;
use crate::games::king_of_tokyo::state::AfterDamage;
use crate::games::king_of_tokyo::tx::Tx;

fn hit_others(tx: &mut Tx, buyer: Seat, amount: u32, reason: &str) {
    let hits: Vec<(Seat, u32)> = others(&tx.state, buyer)
        .into_iter()
        .map(|s| (s, amount))
        .collect();
    tx.damage(&hits, buyer, reason, AfterDamage::Buying);
}

/// Flame Thrower (3, Discard): all other monsters lose 2 hearts.
pub struct FlameThrower;
impl PowerCard for FlameThrower {
    fn id(&self) -> &'static str {
        "flame_thrower"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        hit_others(tx, buyer, 2, self.id());
    }
}

/// Gas Refinery (6, Discard): +2 VP, and all other monsters lose 3 hearts.
pub struct GasRefinery;
impl PowerCard for GasRefinery {
    fn id(&self) -> &'static str {
        "gas_refinery"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 2, self.id());
        hit_others(tx, buyer, 3, self.id());
    }
}

/// High Altitude Bombing (4, Discard): all monsters, the buyer included, lose 3 hearts.
/// It can eliminate the buyer, or everyone.
pub struct HighAltitudeBombing;
impl PowerCard for HighAltitudeBombing {
    fn id(&self) -> &'static str {
        "high_altitude_bombing"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        let hits: Vec<(Seat, u32)> = tx
            .state
            .monsters
            .iter()
            .filter(|m| m.alive)
            .map(|m| (m.seat, 3))
            .collect();
        tx.damage(&hits, buyer, self.id(), AfterDamage::Buying);
    }
}

/// Jet Fighters (5, Discard): +5 VP and the buyer loses 4 hearts.
pub struct JetFighters;
impl PowerCard for JetFighters {
    fn id(&self) -> &'static str {
        "jet_fighters"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 5, self.id());
        tx.damage(&[(buyer, 4)], buyer, self.id(), AfterDamage::Buying);
    }
}

/// National Guard (3, Discard): +2 VP and the buyer loses 2 hearts.
pub struct NationalGuard;
impl PowerCard for NationalGuard {
    fn id(&self) -> &'static str {
        "national_guard"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 2, self.id());
        tx.damage(&[(buyer, 2)], buyer, self.id(), AfterDamage::Buying);
    }
}

/// Tank (4, Discard): +4 VP and the buyer loses 3 hearts.
pub struct Tank;
impl PowerCard for Tank {
    fn id(&self) -> &'static str {
        "tank"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 4, self.id());
        tx.damage(&[(buyer, 3)], buyer, self.id(), AfterDamage::Buying);
    }
}
