//! Keep cards about losing and gaining hearts.

use super::power_card::PowerCard;
use crate::engine::Seat;
use crate::games::king_of_tokyo::event::{CamouflageRolled, Event};
use crate::games::king_of_tokyo::faces::roll_dice;
use crate::games::king_of_tokyo::state::Face;
use crate::games::king_of_tokyo::tx::Tx;

/// Camouflage (3, Keep): before losing hearts (any source), roll one die per heart; each
/// Heart rolled prevents one. Runs before Armor Plating (E-20).
pub struct Camouflage;
impl PowerCard for Camouflage {
    fn id(&self) -> &'static str {
        "camouflage"
    }
    fn reduce_damage(&self, tx: &mut Tx, owner: Seat, amount: u32, _: &str) -> u32 {
        if amount == 0 {
            return 0;
        }
        let faces = roll_dice(tx.rng, amount as usize);
        let prevented = faces.iter().filter(|f| **f == Face::Heart).count() as u32;
        tx.emit(Event::CamouflageRolled(CamouflageRolled {
            seat: owner,
            faces,
            prevented,
        }));
        amount - prevented
    }
}

/// Armor Plating (4, Keep): a loss of exactly 1 heart is ignored (per loss).
pub struct ArmorPlating;
impl PowerCard for ArmorPlating {
    fn id(&self) -> &'static str {
        "armor_plating"
    }
    fn reduce_damage(&self, _: &mut Tx, _: Seat, amount: u32, _: &str) -> u32 {
        if amount == 1 { 0 } else { amount }
    }
}

/// Jets (5, Keep): in Tokyo, hit by Smashes, decide to yield before the damage; yielding
/// this way loses no hearts (prompt `JETS`).
pub struct Jets;
impl PowerCard for Jets {
    fn id(&self) -> &'static str {
        "jets"
    }
    fn yields_before_damage(&self) -> bool {
        true
    }
}

/// Wings (6, Keep): when about to lose hearts, pay 2 energy to lose none for the rest of the
/// turn (prompt `WINGS`).
pub struct Wings;
impl PowerCard for Wings {
    fn id(&self) -> &'static str {
        "wings"
    }
    fn wings_cost(&self) -> Option<u32> {
        Some(2)
    }
}

/// Rapid Healing (3, Keep): whenever asked anything, pay 2 energy for 1 heart; at 0 hearts
/// it is offered before elimination (prompt `RAPID_HEALING`).
pub struct RapidHealing;
impl PowerCard for RapidHealing {
    fn id(&self) -> &'static str {
        "rapid_healing"
    }
    fn rapid_healing_cost(&self) -> Option<u32> {
        Some(2)
    }
}

/// Regeneration (4, Keep): every heart gain of at least 1 gains 1 more (within the maximum).
pub struct Regeneration;
impl PowerCard for Regeneration {
    fn id(&self) -> &'static str {
        "regeneration"
    }
    fn heal_bonus(&self) -> u32 {
        1
    }
}

/// Even Bigger (4, Keep): maximum hearts +2 (12); gain 2 hearts when acquired.
pub struct EvenBigger;
impl PowerCard for EvenBigger {
    fn id(&self) -> &'static str {
        "even_bigger"
    }
    fn max_health_bonus(&self) -> u8 {
        2
    }
    fn on_acquired(&self, tx: &mut Tx, owner: Seat, _: u16) {
        tx.heal(owner, 2, self.id());
    }
}

/// It Has a Child! (7, Keep): at 0 hearts, instead of being eliminated, discard every Power
/// card, lose all VP, leave Tokyo and come back to full hearts (G-23: energy and tokens kept).
pub struct ItHasAChild;
impl PowerCard for ItHasAChild {
    fn id(&self) -> &'static str {
        "it_has_a_child"
    }
    fn saves_from_elimination(&self) -> bool {
        true
    }
}

/// We're Only Making It Stronger! (3, Keep): losing 2 or more hearts at once gives 1 energy.
pub struct WereOnlyMakingItStronger;
impl PowerCard for WereOnlyMakingItStronger {
    fn id(&self) -> &'static str {
        "were_only_making_it_stronger"
    }
    fn on_hearts_lost(&self, tx: &mut Tx, owner: Seat, amount: u32) {
        if amount >= 2 {
            tx.gain_energy(owner, 1, self.id());
        }
    }
}

/// Healing Ray (4, Keep): Heart results may heal other monsters (`SPEND_HEARTS` with
/// `HEAL_OTHER`); each pays min(2, its energy) per heart (it cannot refuse).
pub struct HealingRay;
impl PowerCard for HealingRay {
    fn id(&self) -> &'static str {
        "healing_ray"
    }
    fn heals_others(&self) -> bool {
        true
    }
}
