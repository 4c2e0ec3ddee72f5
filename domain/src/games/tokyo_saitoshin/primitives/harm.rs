//! Harm and healing: damage to PCs (with down and damage-while-down), self damage, heal.

use super::super::effect::{Amount, Op, PcTarget};
use super::super::tx::Tx;
use super::super::vocabulary::{DamageType, Pc, Place};
use super::ctx::{Ctx, skipped};

/// The PCs a target names, in play order; `None` when the context cannot say.
pub fn targets(tx: &Tx, ctx: &Ctx, target: PcTarget) -> Option<Vec<Pc>> {
    match target {
        PcTarget::Actor | PcTarget::MovingPc => ctx.actor.map(|pc| vec![pc]),
        PcTarget::PcsInArea => ctx.area.map(|a| tx.s.pcs_in(Place::Area(a))),
        PcTarget::Participants => Some(tx.s.pcs_in(Place::Site)),
        PcTarget::AllPcs => Some(tx.s.pcs.iter().map(|p| p.pc).collect()),
    }
}

pub fn damage_pcs(
    tx: &mut Tx,
    ctx: &Ctx,
    target: PcTarget,
    amount: Amount,
    damage_type: DamageType,
) {
    let Some(pcs) = targets(tx, ctx, target) else {
        return skipped(
            tx,
            ctx,
            &Op::DamagePcs {
                target,
                amount,
                damage_type,
            },
        );
    };
    let n = amount.value(tx.s.pc_count());
    for pc in pcs {
        if tx.over() {
            return;
        }
        tx.damage(pc, n, damage_type, Some(&ctx.source));
    }
    super::npc::struck(tx, ctx, target, n);
}

/// 邪眼: damage to the user itself.
pub fn self_damage(tx: &mut Tx, ctx: &Ctx, amount: Amount, damage_type: DamageType) {
    match ctx.actor {
        Some(pc) => {
            let n = amount.value(tx.s.pc_count());
            tx.damage(pc, n, damage_type, Some(&ctx.source))
        }
        None => skipped(
            tx,
            ctx,
            &Op::SelfDamage {
                amount,
                damage_type,
            },
        ),
    }
}

pub fn heal(tx: &mut Tx, ctx: &Ctx, target: PcTarget, n: u32) {
    let Some(pcs) = targets(tx, ctx, target) else {
        return skipped(tx, ctx, &Op::Heal { target, n });
    };
    for pc in pcs {
        tx.heal(pc, n);
    }
    super::npc::healed(tx, ctx, target, n);
}
