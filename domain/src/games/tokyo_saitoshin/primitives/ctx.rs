//! The context an effect runs in, and the event for a primitive that cannot run.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::state::Source;
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Pc};
use crate::games::tokyo_saitoshin::event as ev;

/// Whose effect runs, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ctx {
    /// The PC using, playing, resolving or owning the source; `None` for a scenario card
    /// read on its own, a trouble card or a facility.
    pub actor: Option<Pc>,
    /// The area of the source (a trouble's or a facility's), for "PCs in this area".
    pub area: Option<Area>,
    /// The card id (or facility) the effect comes from, for events.
    pub source: String,
    /// The slot the use targets: the market card a purchase effect buys.
    pub slot: Option<usize>,
    /// What a PC used, for an effect used directly (the check another PC's purchase
    /// opens finishes the effect of this source).
    pub used: Option<Source>,
}

impl Ctx {
    pub fn of(source: &str) -> Self {
        Self {
            actor: None,
            area: None,
            source: source.to_owned(),
            slot: None,
            used: None,
        }
    }

    pub fn by(mut self, actor: Pc) -> Self {
        self.actor = Some(actor);
        self
    }

    pub fn at(mut self, area: Area) -> Self {
        self.area = Some(area);
        self
    }

    pub fn aiming(mut self, slot: Option<usize>) -> Self {
        self.slot = slot;
        self
    }
}

/// A primitive that needs an actor and has none, or one not built yet.
pub fn skipped(tx: &mut Tx, ctx: &Ctx, op: &Op) {
    tx.emit(Event::EffectSkipped(ev::EffectSkipped {
        op: op.name(),
        source: ctx.source.clone(),
    }));
}
