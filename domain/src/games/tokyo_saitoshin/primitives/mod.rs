//! The effect primitives that run, one family per file. A card, skill, facility or
//! scenario card is a list of [`Op`]s; [`run`] executes them in order for one source, in a
//! context that says whose effect it is and where its card lies. A primitive the engine does
//! not run yet is skipped with an `EffectSkipped` event.

mod cards;
mod harm;
mod scenario;
mod tokens;
mod upkeep;

use super::effect::{Effect, Op, Timing};
use super::event::Event;
use super::tx::Tx;
use super::vocabulary::{Area, Pc};

pub use scenario::reveal_scenario_card;

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
}

impl Ctx {
    pub fn of(source: &str) -> Self {
        Self {
            actor: None,
            area: None,
            source: source.to_owned(),
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
}

/// Run the ops of every effect of `effects` with this timing.
pub fn run_timed(tx: &mut Tx, ctx: &Ctx, effects: &[Effect], timing: Timing) {
    for effect in effects.iter().filter(|e| e.timing == timing) {
        run(tx, ctx, &effect.ops);
    }
}

/// Run `ops` in order; stop as soon as the play is over (a clear or a defeat ends it at
/// once, G-30).
pub fn run(tx: &mut Tx, ctx: &Ctx, ops: &[Op]) {
    for op in ops {
        if tx.over() {
            return;
        }
        run_one(tx, ctx, op);
    }
}

fn run_one(tx: &mut Tx, ctx: &Ctx, op: &Op) {
    match op {
        Op::GainAp { n } => tokens::gain_ap(tx, ctx, *n),
        Op::GainProgress { n } => tokens::gain_progress(tx, ctx, *n),
        Op::AddScenarioProgress { n } => tokens::add_scenario_progress(tx, *n),
        Op::DamagePcs {
            target,
            amount,
            damage_type,
        } => harm::damage_pcs(tx, ctx, *target, *amount, *damage_type),
        Op::SelfDamage {
            amount,
            damage_type,
        } => harm::self_damage(tx, ctx, *amount, *damage_type),
        Op::Heal { target, n } => harm::heal(tx, ctx, *target, *n),
        Op::RemoveExhaustion { n } => upkeep::remove_exhaustion(tx, ctx, *n),
        Op::Unseal { skill } => upkeep::unseal(tx, ctx, *skill),
        Op::DrawCards { n } => cards::draw_cards(tx, ctx, *n),
        Op::DrawTrouble => cards::draw_trouble(tx, ctx),
        Op::RevealScenarioCard { id } => scenario::reveal_scenario_card(tx, id),
        Op::PlaceScenarioCard { id, area } => scenario::place_scenario_card(tx, id, *area),
        Op::PlacePcs { area } => scenario::place_pcs(tx, *area),
        Op::If { cond, then } => {
            if scenario::holds(tx, cond) {
                run(tx, ctx, then);
            }
        }
        Op::ScenarioClear { rewards } => scenario::clear(tx, ctx, rewards),
        Op::ScenarioDefeat { reason } => tx.lose(reason),
        Op::AddToTroubleDeck { id } => scenario::add_to_trouble_deck(tx, id),
        other => skipped(tx, ctx, other),
    }
}

/// A primitive that needs an actor and has none, or one not built yet.
fn skipped(tx: &mut Tx, ctx: &Ctx, op: &Op) {
    tx.emit(Event::EffectSkipped {
        op: op.name(),
        source: ctx.source.clone(),
    });
}
