//! Effect primitives as the rules apply them: the chips (also from chart rows, which may
//! carry nothing else), and what a played card does (`play_op`).

use super::super::content::Op;
use super::super::event::*;
use super::super::tx::Tx;
use crate::engine::Seat;

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

/// Heal `seat` by `amount`, never past its maximum; a down character comes back at HP 1.
pub fn heal(tx: &mut Tx, seat: Seat, amount: i32) {
    let p = tx.player(seat);
    if p.down {
        let hp = tx.s.content.params().revive_hp;
        tx.emit(Event::CharacterRevived(CharacterRevived { seat, hp }));
        return;
    }
    let hp_after = (p.hp + amount).min(tx.s.max_hp(seat));
    if hp_after > p.hp {
        let amount = hp_after - p.hp;
        tx.emit(Event::HpHealed(HpHealed {
            seat,
            amount,
            hp_after,
        }));
    }
}

/// One effect of a card played by `seat`, aimed at `target` (the player itself unless the
/// card names an ally).
pub fn play_op(tx: &mut Tx, seat: Seat, target: Seat, op: &Op) {
    match op {
        Op::EnemyDefenceModifier { amount } => modify(tx, Modifier::EnemyDefence, *amount),
        Op::EnemyAttackModifier { amount } => modify(tx, Modifier::EnemyAttack, *amount),
        Op::LimitedEnemyDefence { amount } => {
            tx.emit(Event::LimitedModifierApplied(LimitedModifierApplied {
                seat,
                amount: *amount,
            }));
        }
        Op::Heal { amount, .. } => heal(tx, target, *amount as i32),
        Op::Revive { .. } => {
            if tx.player(target).down {
                heal(tx, target, 1);
            }
        }
        Op::RaiseTension { amount } => {
            let to = tx.player(seat).tension.saturating_add(*amount as u8);
            tx.set_tension(seat, to);
        }
        Op::GrantFollowUp => tx.emit(Event::FollowUpGranted(FollowUpGranted { seat })),
        Op::DamageSelf { amount } => {
            tx.hurt(seat, *amount as i32, DamageCause::SelfInflicted);
        }
        Op::Draw { count } => tx.draw(seat, *count),
        Op::StatBonus { stat, amount } => {
            tx.emit(Event::StatBonusApplied(StatBonusApplied {
                seat,
                stat: *stat,
                amount: *amount,
            }));
        }
        Op::AreaDamage { .. } => {}
    }
}
