//! Keep cards that score victory points.

use super::power_card::PowerCard;
use crate::engine::Seat;
use crate::games::king_of_tokyo::faces::count;
use crate::games::king_of_tokyo::state::Face;
use crate::games::king_of_tokyo::tx::Tx;

/// Gourmet (4, Keep): scoring 1-1-1 gives 2 extra VP.
pub struct Gourmet;
impl PowerCard for Gourmet {
    fn id(&self) -> &'static str {
        "gourmet"
    }
    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _: u32) {
        if count(faces, Face::One) >= 3 {
            tx.gain_vp(owner, 2, self.id());
        }
    }
}

/// Detritivore (4, Keep): final dice holding at least a 1, a 2 and a 3 give 2 VP.
pub struct Detritivore;
impl PowerCard for Detritivore {
    fn id(&self) -> &'static str {
        "detritivore"
    }
    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _: u32) {
        if [Face::One, Face::Two, Face::Three]
            .iter()
            .all(|f| count(faces, *f) >= 1)
        {
            tx.gain_vp(owner, 2, self.id());
        }
    }
}

/// Complete Destruction (3, Keep): final dice showing 1, 2, 3, Heart, Smash and Energy give
/// 9 VP (added Smashes count for the Smash).
pub struct CompleteDestruction;
impl PowerCard for CompleteDestruction {
    fn id(&self) -> &'static str {
        "complete_destruction"
    }
    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], smashes: u32) {
        let all = [Face::One, Face::Two, Face::Three, Face::Heart, Face::Energy]
            .iter()
            .all(|f| count(faces, *f) >= 1);
        if all && smashes >= 1 {
            tx.gain_vp(owner, 9, self.id());
        }
    }
}

/// Eater of the Dead (4, Keep): 3 VP each time a monster's hearts stay at 0 (eliminated, or
/// saved by It Has a Child!).
pub struct EaterOfTheDead;
impl PowerCard for EaterOfTheDead {
    fn id(&self) -> &'static str {
        "eater_of_the_dead"
    }
    fn on_monster_at_zero(&self, tx: &mut Tx, owner: Seat, _: Seat) {
        tx.gain_vp(owner, 3, self.id());
    }
}

/// Media-Friendly (3, Keep): 1 VP for each Power card bought afterwards.
pub struct MediaFriendly;
impl PowerCard for MediaFriendly {
    fn id(&self) -> &'static str {
        "media_friendly"
    }
    fn on_card_bought(&self, tx: &mut Tx, owner: Seat, card_id: &str) {
        if card_id != self.id() {
            tx.gain_vp(owner, 1, self.id());
        }
    }
}

/// Rooting for the Underdog (3, Keep): at the end of its owner's turn, 1 VP if it has
/// strictly the fewest VP among surviving monsters.
pub struct RootingForTheUnderdog;
impl PowerCard for RootingForTheUnderdog {
    fn id(&self) -> &'static str {
        "rooting_for_the_underdog"
    }
    fn on_turn_end(&self, tx: &mut Tx, owner: Seat, _: u16) {
        let mine = tx.state.monsters[owner.index()].victory_points;
        let fewest = tx
            .state
            .monsters
            .iter()
            .filter(|m| m.alive && m.seat != owner)
            .all(|m| m.victory_points > mine);
        if fewest {
            tx.gain_vp(owner, 1, self.id());
        }
    }
}

/// Energy Hoarder (3, Keep): at the end of its owner's turn, 1 VP per 6 energy it has.
pub struct EnergyHoarder;
impl PowerCard for EnergyHoarder {
    fn id(&self) -> &'static str {
        "energy_hoarder"
    }
    fn on_turn_end(&self, tx: &mut Tx, owner: Seat, _: u16) {
        let energy = tx.state.monsters[owner.index()].energy;
        tx.gain_vp(owner, energy / 6, self.id());
    }
}

/// Herbivore (5, Keep): at the end of its owner's turn, 1 VP if it made no other monster lose
/// hearts this turn (dice or cards).
pub struct Herbivore;
impl PowerCard for Herbivore {
    fn id(&self) -> &'static str {
        "herbivore"
    }
    fn on_turn_end(&self, tx: &mut Tx, owner: Seat, _: u16) {
        if !tx.state.turn_scratch.wounded_others {
            tx.gain_vp(owner, 1, self.id());
        }
    }
}
