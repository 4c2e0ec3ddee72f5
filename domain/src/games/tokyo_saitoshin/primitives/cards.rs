//! Drawing: PC cards into the hand, trouble cards onto the mat.

use super::super::effect::Op;
use super::super::event::DrawReason;
use super::super::tx::Tx;
use super::ctx::{Ctx, skipped};

pub fn draw_cards(tx: &mut Tx, ctx: &Ctx, n: u32) {
    match ctx.actor {
        Some(pc) => tx.draw_cards(pc, n),
        None => skipped(tx, ctx, &Op::DrawCards { n }),
    }
}

/// The actor draws a trouble card; it is placed by the placement procedure (spec 5.15.1).
pub fn draw_trouble(tx: &mut Tx, ctx: &Ctx) {
    match ctx.actor {
        Some(pc) => {
            tx.draw_trouble(pc, DrawReason::Effect);
        }
        None => skipped(tx, ctx, &Op::DrawTrouble),
    }
}
