//! The numbers of an attack: the check total, the chart row, the defence of a party or of
//! the core, and the damage of one hit. Pure functions of the state, so the worked
//! examples can be checked number by number.

use super::super::content::{Attack, ChartRow};
use super::super::state::*;
use super::super::vocabulary::Stats;

/// The result of the attack check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Check {
    /// A double 1, or a total on the miss row (空振り).
    Miss { double_one: bool },
    /// The row (index into the chart) the total falls on.
    Hit { row: usize },
}

/// 2D6 + the check stats (+ the link bonus on a [連携判定] card when linked).
pub fn check_total(dice: [u8; 2], attack: &Attack, stats: &Stats, link_bonus: i32) -> i32 {
    i32::from(dice[0]) + i32::from(dice[1]) + stats.sum(&attack.check) + link_bonus
}

/// Miss or hit: a double 1 always misses, whatever the stats.
pub fn check(dice: [u8; 2], total: i32, attack: &Attack) -> Check {
    if dice == [1, 1] {
        return Check::Miss { double_one: true };
    }
    match attack.chart.iter().position(|r| r.covers(total)) {
        Some(row) if !attack.chart[row].miss => Check::Hit { row },
        _ => Check::Miss { double_one: false },
    }
}

/// The chart damage of a row: its number plus the stats it names ("7+[力]").
pub fn row_damage(row: &ChartRow, stats: &Stats) -> i32 {
    row.damage + stats.sum(&row.plus)
}

/// The core's defence: [防4] for each position whose party stands, [防1] for each exposed
/// position (counted by position, G-3).
pub fn core_defence(state: &State) -> i32 {
    let core = state.content.core();
    (1..=4u8)
        .map(|pos| match state.party_at(pos) {
            Some(p) if !p.destroyed => core.intact_defence,
            _ => core.exposed_defence,
        })
        .sum()
}

/// The defence of what stands at `position` now, lowered by the [敵防] chip (counted once)
/// and by a limited modifier of this turn; never below 0 (G-18).
pub fn defence(state: &State, position: u8, limited: i32) -> i32 {
    let printed = match state.party_at(position) {
        Some(p) if !p.destroyed => state.party_data(p).map_or(0, |d| d.defence_at(p.hp)),
        _ => core_defence(state),
    };
    (printed + state.enemy.defence_modifier + limited).max(0)
}

/// What one hit deals: normal damage after defence (never below 0), then fixed damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HitDamage {
    pub normal: i32,
    pub fixed: i32,
}

/// One hit: chart damage plus additional damage, minus defence; then fixed damage, which
/// ignores defence.
pub fn hit_damage(chart: i32, additional: i32, defence: i32, fixed: i32) -> HitDamage {
    HitDamage {
        normal: (chart + additional - defence).max(0),
        fixed,
    }
}
