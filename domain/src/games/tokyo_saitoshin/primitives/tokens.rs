//! Tokens: AP tokens (finite, 12), progress tokens on a PC, the scenario's progress.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::tx::Tx;
use super::ctx::{Ctx, skipped};
use crate::games::tokyo_saitoshin::event as ev;

/// The actor gains `n` AP tokens, as many as the pool holds (G-26).
pub fn gain_ap(tx: &mut Tx, ctx: &Ctx, n: u32) {
    match ctx.actor {
        Some(pc) => tx.gain_ap(pc, n),
        None => skipped(tx, ctx, &Op::GainAp { n }),
    }
}

/// The actor takes `n` progress tokens (Curse Contagion: they lower max HP).
pub fn gain_progress(tx: &mut Tx, ctx: &Ctx, n: u32) {
    match ctx.actor {
        Some(pc) if n > 0 => tx.emit(Event::ProgressGained(ev::ProgressGained { pc, n })),
        Some(_) => {}
        None => skipped(tx, ctx, &Op::GainProgress { n }),
    }
}

/// The scenario's progress counter goes up by `n`.
pub fn add_scenario_progress(tx: &mut Tx, n: u32) {
    if n > 0 {
        tx.emit(Event::ScenarioProgressAdded(ev::ScenarioProgressAdded {
            n,
        }));
    }
}
