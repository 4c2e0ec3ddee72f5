//! 【常時】 effects: the check bonuses of equipped cards and unsealed skills (vehicles,
//! followers that ease equipping), which apply even exhausted (spec 5.4); and the trouble
//! cards that strike a PC leaving or entering their area (装甲車, 兵士; passengers alike, FAQ
//! Q15); and the damage bonus of trouble cards such as 銃撃戦 on every strike in their area.
//! A covered card does nothing (spec 4.4).

use super::super::effect::{Op, Timing};
use super::super::state::{State, area_slots};
use super::super::vocabulary::{Area, DamageType, Pc};

/// The bonus a PC's constant effects give to its movement checks.
pub fn move_bonus(s: &State, pc: Pc) -> u32 {
    bonus(s, pc, |op| match op {
        Op::MoveCheckBonus { n } => *n,
        _ => 0,
    })
}

/// The damage a PC's constant `add_damage` adds to each of its strikes of this type,
/// before reduction.
pub fn own_damage_bonus(s: &State, pc: Pc, damage_type: DamageType) -> u32 {
    bonus(s, pc, |op| match op {
        Op::AddDamage { n, damage_type: t } if t.is_none_or(|t| t == damage_type) => *n,
        _ => 0,
    })
}

/// The bonus a PC's constant effects give to its equip checks.
pub fn equip_bonus(s: &State, pc: Pc) -> u32 {
    bonus(s, pc, |op| match op {
        Op::EquipCheckBonus { n } => *n,
        _ => 0,
    })
}

fn bonus(s: &State, pc: Pc, of: impl Fn(&Op) -> u32) -> u32 {
    s.constant_effects(pc)
        .into_iter()
        .flat_map(|e| e.ops.iter())
        .map(of)
        .sum()
}

/// A PC moved: the trouble cards of the areas it left and entered strike it (the code is
/// `primitives::moved`, which a teleport runs too).
pub use super::super::primitives::moved;

/// The damage added to every strike in an area by its uncovered trouble cards' constant
/// `add_damage` (銃撃戦: before reduction, FAQ Q14).
pub fn area_damage_bonus(s: &State, area: Area) -> u32 {
    area_slots(area)
        .filter_map(|slot| s.slots[slot].top())
        .filter_map(|card| s.content.encounter(card))
        .flat_map(|e| e.effects.iter())
        .filter(|e| e.timing == Timing::Constant && e.trigger.is_none())
        .flat_map(|e| e.ops.iter())
        .map(|op| match op {
            Op::AddDamage { n, .. } => *n,
            _ => 0,
        })
        .sum()
}
