//! Discard cards that move monsters in Tokyo or grant turns.

use super::power_card::PowerCard;
use crate::engine::Seat;
use crate::games::king_of_tokyo::event::{Event, ExtraTurnGained, LeftTokyo};
use crate::games::king_of_tokyo::state::Location;
use crate::games::king_of_tokyo::tx::Tx;

/// Death From Above (5, Discard): +2 VP, and take control of Tokyo City unless the buyer
/// already holds it: every other monster in Tokyo (City and Bay) leaves, and the buyer goes
/// to the City (+1 VP for entering only if it came from outside Tokyo). Not a yield (G-28).
pub struct DeathFromAbove;
impl PowerCard for DeathFromAbove {
    fn id(&self) -> &'static str {
        "death_from_above"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.gain_vp(buyer, 2, self.id());
        let from = tx.state.location_of(buyer);
        if from == Location::City {
            return;
        }
        for (occupant, area) in [
            (tx.state.city, Location::City),
            (tx.state.bay, Location::Bay),
        ] {
            if let Some(seat) = occupant
                && seat != buyer
            {
                tx.emit(Event::LeftTokyo(LeftTokyo {
                    seat,
                    from: area,
                    reason: self.id().to_owned(),
                }));
            }
        }
        tx.enter_tokyo(buyer, Location::City, from);
    }
}

/// Frenzy (7, Discard): take another turn after this one (after the game-end check).
pub struct Frenzy;
impl PowerCard for Frenzy {
    fn id(&self) -> &'static str {
        "frenzy"
    }
    fn on_bought(&self, tx: &mut Tx, buyer: Seat) {
        tx.emit(Event::ExtraTurnGained(ExtraTurnGained {
            seat: buyer,
            reason: self.id().to_owned(),
        }));
    }
}
