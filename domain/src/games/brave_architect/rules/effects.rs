//! Effect primitives as the rules apply them. Only the enemy modifiers are built so far:
//! chart rows may carry nothing else (the pack refuses other effects there).

use super::super::content::Op;
use super::super::event::*;
use super::super::tx::Tx;

/// Lower a modifier chip by `amount` (negative), never past the floor (−2); a modifier
/// beyond it is ignored (EX-15).
pub fn modify(tx: &mut Tx, modifier: Modifier, amount: i32) {
    let floor = tx.s.content.params().modifier_floor;
    let now = match modifier {
        Modifier::EnemyAttack => tx.s.enemy.attack_modifier,
        Modifier::EnemyDefence => tx.s.enemy.defence_modifier,
    };
    let value = (now + amount).clamp(floor, 0);
    if value != now {
        tx.emit(Event::EnemyModifierChanged(EnemyModifierChanged {
            modifier,
            value,
        }));
    }
}

/// Whether a chart row may carry this effect.
pub fn allowed_in_chart(op: &Op) -> bool {
    matches!(
        op,
        Op::EnemyDefenceModifier { .. } | Op::EnemyAttackModifier { .. }
    )
}

/// The effects of a hit's chart row, after its damage (G-19).
pub fn chart_effect(tx: &mut Tx, op: &Op) {
    match op {
        Op::EnemyDefenceModifier { amount } => modify(tx, Modifier::EnemyDefence, *amount),
        Op::EnemyAttackModifier { amount } => modify(tx, Modifier::EnemyAttack, *amount),
        _ => {}
    }
}
