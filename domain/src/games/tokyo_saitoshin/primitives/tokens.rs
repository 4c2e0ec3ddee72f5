//! Tokens: AP tokens (finite, 12), progress tokens on a PC, the scenario's progress.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::tx::Tx;
use super::super::vocabulary::Pc;
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

/// `add_card_progress {n}`: `n` progress tokens on the effect's own card, lying on the mat
/// (a card elsewhere, or a source that is no card on the mat, gets none).
pub fn add_card_progress(tx: &mut Tx, ctx: &Ctx, n: u32) {
    let Some(slot) = tx.s.slot_of(&ctx.source) else {
        return skipped(tx, ctx, &Op::AddCardProgress { n });
    };
    if n > 0 && tx.s.slots[slot].top() == Some(&ctx.source) {
        tx.emit(Event::CardProgressAdded(ev::CardProgressAdded {
            card: ctx.source.clone(),
            slot,
            n,
        }));
    }
}

/// The resolver of the card on top of `slot` takes every progress token on it (FAQ Q37).
pub fn take_card_progress(tx: &mut Tx, pc: Pc, slot: usize) {
    let n = tx.s.slots.get(slot).map_or(0, |sl| sl.progress);
    if n > 0 {
        tx.emit(Event::CardProgressTaken(ev::CardProgressTaken {
            pc,
            slot,
            n,
        }));
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
