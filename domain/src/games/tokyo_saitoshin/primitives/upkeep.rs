//! Upkeep of boards: exhaustion tokens and skill seals.

use super::super::effect::Op;
use super::super::tx::Tx;
use super::super::vocabulary::SkillSlot;
use super::ctx::{Ctx, skipped};

/// Remove up to `n` exhaustion tokens: the actor's skills first, then its equipment, then a
/// BOT card.
pub fn remove_exhaustion(tx: &mut Tx, ctx: &Ctx, n: u32) {
    let Some(pc) = ctx.actor else {
        return skipped(tx, ctx, &Op::RemoveExhaustion { n });
    };
    for _ in 0..n {
        if !tx.remove_one_exhaustion(pc) {
            break;
        }
    }
}

pub fn unseal(tx: &mut Tx, ctx: &Ctx, skill: SkillSlot) {
    match ctx.actor {
        Some(pc) => tx.unseal(pc, skill),
        None => skipped(tx, ctx, &Op::Unseal { skill }),
    }
}
