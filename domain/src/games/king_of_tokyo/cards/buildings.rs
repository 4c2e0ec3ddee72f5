//! Discard cards that only score victory points.

use super::power_card::PowerCard;
use crate::engine::Seat;
use crate::games::king_of_tokyo::tx::Tx;

/// Apartment Building (5, Discard): +3 VP.
pub struct ApartmentBuilding;
impl PowerCard for ApartmentBuilding {
    fn id(&self) -> &'static str {
        "apartment_building"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 3, self.id());
    }
}

/// Commuter Train (4, Discard): +2 VP.
pub struct CommuterTrain;
impl PowerCard for CommuterTrain {
    fn id(&self) -> &'static str {
        "commuter_train"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 2, self.id());
    }
}

/// Corner Store (3, Discard): +1 VP.
pub struct CornerStore;
impl PowerCard for CornerStore {
    fn id(&self) -> &'static str {
        "corner_store"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 1, self.id());
    }
}

/// Skyscraper (6, Discard): +4 VP.
pub struct Skyscraper;
impl PowerCard for Skyscraper {
    fn id(&self) -> &'static str {
        "skyscraper"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 4, self.id());
    }
}
