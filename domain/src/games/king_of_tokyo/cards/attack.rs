//! Keep cards that add Smashes or change who the Smashes hit.

use super::power_card::{PowerCard, TurnStartStep};
use crate::engine::Seat;
use crate::games::king_of_tokyo::faces::count;
use crate::games::king_of_tokyo::state::{Face, State, Token};
use crate::games::king_of_tokyo::tx::Tx;

/// Acid Attack (6, Keep): add 1 Smash every turn, even without a rolled Smash.
pub struct AcidAttack;
impl PowerCard for AcidAttack {
    fn id(&self) -> &'static str {
        "acid_attack"
    }
    fn added_smashes(&self, _: &State, _: Seat, _: &[Face], _: u32) -> u32 {
        1
    }
}

/// Poison Quills (3, Keep): with at least 2-2-2 among the final dice, add 2 Smashes.
pub struct PoisonQuills;
impl PowerCard for PoisonQuills {
    fn id(&self) -> &'static str {
        "poison_quills"
    }
    fn added_smashes(&self, _: &State, _: Seat, faces: &[Face], _: u32) -> u32 {
        if count(faces, Face::Two) >= 3 { 2 } else { 0 }
    }
}

/// Burrowing (5, Keep): add 1 Smash while in Tokyo. When its owner yields Tokyo, the monster
/// that takes its place loses 1 heart on entering (card damage, see `rules::tokyo`).
pub struct Burrowing;
impl PowerCard for Burrowing {
    fn id(&self) -> &'static str {
        "burrowing"
    }
    fn added_smashes(&self, state: &State, owner: Seat, _: &[Face], _: u32) -> u32 {
        u32::from(state.location_of(owner).in_tokyo())
    }
    fn replacement_damage(&self) -> u32 {
        1
    }
}

/// Spiked Tail (5, Keep): with at least one Smash (added Smashes count), add 1 Smash.
pub struct SpikedTail;
impl PowerCard for SpikedTail {
    fn id(&self) -> &'static str {
        "spiked_tail"
    }
    fn added_smashes(&self, _: &State, _: Seat, _: &[Face], smashes: u32) -> u32 {
        u32::from(smashes >= 1)
    }
}

/// Urbavore (4, Keep): +1 VP when starting the turn in Tokyo (on top of the 2 VP); in Tokyo,
/// with at least one Smash, add 1 Smash.
pub struct Urbavore;
impl PowerCard for Urbavore {
    fn id(&self) -> &'static str {
        "urbavore"
    }
    fn added_smashes(&self, state: &State, owner: Seat, _: &[Face], smashes: u32) -> u32 {
        u32::from(smashes >= 1 && state.location_of(owner).in_tokyo())
    }
    fn on_turn_start(&self, tx: &mut Tx, owner: Seat, _: u16) {
        if tx.state.location_of(owner).in_tokyo() {
            tx.gain_vp(owner, 1, self.id());
        }
    }
    fn turn_start_step(&self) -> TurnStartStep {
        TurnStartStep::TokyoVp
    }
}

/// Alpha Monster (5, Keep): +1 VP when resolving at least one Smash (added ones count, even
/// with nobody to hit; G-26).
pub struct AlphaMonster;
impl PowerCard for AlphaMonster {
    fn id(&self) -> &'static str {
        "alpha_monster"
    }
    fn on_smashes(&self, tx: &mut Tx, owner: Seat, _: u32) {
        tx.gain_vp(owner, 1, self.id());
    }
}

/// Fire Breathing (4, Keep): with at least one Smash, the nearest surviving neighbours on
/// each side lose 1 extra heart (one neighbour when it is both; G-29). A neighbour hit by
/// the Smashes loses Smashes + 1 as one loss; one not hit loses 1 as card damage.
pub struct FireBreathing;
impl PowerCard for FireBreathing {
    fn id(&self) -> &'static str {
        "fire_breathing"
    }
    fn neighbour_damage(&self) -> u32 {
        1
    }
}

/// Nova Breath (7, Keep): its owner's Smashes hit every other monster, in or out of Tokyo.
pub struct NovaBreath;
impl PowerCard for NovaBreath {
    fn id(&self) -> &'static str {
        "nova_breath"
    }
    fn hits_everyone(&self) -> bool {
        true
    }
}

/// Poison Spit (4, Keep): each monster wounded by its owner's Smashes gets 1 Poison token
/// (one per turn, however many Smashes).
pub struct PoisonSpit;
impl PowerCard for PoisonSpit {
    fn id(&self) -> &'static str {
        "poison_spit"
    }
    fn token_on_hit(&self) -> Option<Token> {
        Some(Token::Poison)
    }
}

/// Shrink Ray (6, Keep): each monster wounded by its owner's Smashes gets 1 Shrink token.
pub struct ShrinkRay;
impl PowerCard for ShrinkRay {
    fn id(&self) -> &'static str {
        "shrink_ray"
    }
    fn token_on_hit(&self) -> Option<Token> {
        Some(Token::Shrink)
    }
}
