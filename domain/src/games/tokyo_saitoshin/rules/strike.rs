//! The arithmetic of a strike on an enemy (spec 5.11.4; FAQ Q14, Q22-Q24): what is added
//! comes before the reduction, a multiplier doubles the sum, Covering Fire joins a physical
//! attack's sum and strikes apart from any other type, and an ignored reduction never
//! lifts a nullification.

use super::super::content::Enemy;
use super::super::effect::Attack;
use super::super::state::Boost;
use super::super::vocabulary::DamageType;

/// The enemy's reduction against damage of this type (0 on a mismatch).
pub fn reduction(enemy: &Enemy, damage_type: DamageType) -> u32 {
    enemy
        .reduction
        .filter(|r| r.damage_type == damage_type)
        .map_or(0, |r| r.value)
}

/// What `amount` of `damage_type` leaves on the enemy: nothing against its nullification,
/// else the amount less its matching reduction (unless that is ignored), never below 0.
pub fn against(enemy: &Enemy, amount: u32, damage_type: DamageType, ignore_reduction: bool) -> u32 {
    if enemy.nullifies == Some(damage_type) {
        return 0;
    }
    let reduced = if ignore_reduction {
        0
    } else {
        reduction(enemy, damage_type)
    };
    amount.saturating_sub(reduced)
}

/// The damage tokens the attacker's strike puts on one enemy, part by part: each hit of
/// the attack with `plus` (the area's and the PC's additions) and the window's additions,
/// Covering Fire added once to the first hit of a physical attack (one reduction on the
/// sum, FAQ Q23) or struck apart from another type; the window's multiplier on each.
pub fn parts(attack: &Attack, plus: u32, boost: &Boost, enemy: &Enemy) -> Vec<u32> {
    let k = boost.multiplier();
    let ignore = boost.ignore_reduction;
    let base = attack.damage + plus + boost.plus;
    let merged = attack.damage_type == DamageType::Physical;
    let hit = |extra: u32| against(enemy, (base + extra) * k, attack.damage_type, ignore);
    let first = hit(if merged { boost.covering } else { 0 });
    let mut parts = vec![first + hit(0) * (attack.hits.max(1) - 1)];
    if !merged && boost.covering > 0 {
        parts.push(against(
            enemy,
            boost.covering * k,
            DamageType::Physical,
            ignore,
        ));
    }
    parts
}

/// A joined attack's strike (連携): its own numbers with `plus`, none of the window's.
pub fn joined(attack: &Attack, plus: u32, enemy: &Enemy) -> u32 {
    parts(attack, plus, &Boost::default(), enemy)[0]
}
