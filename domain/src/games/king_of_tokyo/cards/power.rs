//! Keep cards that give energy.

use super::power_card::{PowerCard, TurnStartStep};
use crate::engine::Seat;
use crate::games::king_of_tokyo::event::{CardTokensSet, Event};
use crate::games::king_of_tokyo::tx::Tx;

/// Solar Powered (2, Keep): at the end of its owner's turn, 1 energy if it has none.
pub struct SolarPowered;
impl PowerCard for SolarPowered {
    fn id(&self) -> &'static str {
        "solar_powered"
    }
    fn on_turn_end(&self, tx: &mut Tx, owner: Seat, _: u16) {
        if tx.state.monsters[owner.index()].energy == 0 {
            tx.gain_energy(owner, 1, self.id());
        }
    }
}

/// Friend of Children (3, Keep): every energy gain from the bank gains 1 more (per gain,
/// not per cube; payments from other monsters are not gains from the bank).
pub struct FriendOfChildren;
impl PowerCard for FriendOfChildren {
    fn id(&self) -> &'static str {
        "friend_of_children"
    }
    fn energy_bonus(&self) -> u32 {
        1
    }
}

/// Battery Monster (3, Keep): 6 energy on the card when acquired; at the start of its
/// owner's turn 2 move to its pool; the card is discarded when empty.
pub struct BatteryMonster;
impl PowerCard for BatteryMonster {
    fn id(&self) -> &'static str {
        "battery_monster"
    }
    fn on_acquired(&self, tx: &mut Tx, owner: Seat, instance: u16) {
        tx.emit(Event::CardTokensSet(CardTokensSet {
            seat: owner,
            card: instance,
            tokens: 6,
            reason: self.id().to_owned(),
        }));
    }
    fn turn_start_step(&self) -> TurnStartStep {
        TurnStartStep::Energy
    }
    fn on_turn_start(&self, tx: &mut Tx, owner: Seat, instance: u16) {
        let on_card = tx.state.card_tokens.get(&instance).copied().unwrap_or(0);
        let moved = on_card.min(2);
        if moved > 0 {
            tx.emit(Event::CardTokensSet(CardTokensSet {
                seat: owner,
                card: instance,
                tokens: on_card - moved,
                reason: self.id().to_owned(),
            }));
            tx.gain_energy(owner, moved, self.id());
        }
        if on_card <= moved {
            tx.discard_keep(owner, &[instance], self.id());
        }
    }
}
