//! The effect primitives that run, one family per file. A card, skill, facility or
//! scenario card is a list of [`Op`]s; [`run`] executes them in order for one source, in a
//! context that says whose effect it is and where its card lies. A primitive the engine does
//! not run yet is skipped with an `EffectSkipped` event.

mod artifact;
mod cards;
mod ctx;
mod disposal;
mod harm;
mod pursuit;
mod scenario;
mod tokens;
mod upkeep;

use super::effect::{Effect, Op, Timing};
use super::tx::Tx;

pub use artifact::{Room, draw as draw_offered_artifact, room, settle as settle_artifacts};
pub use ctx::Ctx;
use ctx::skipped;
pub use disposal::{
    choices as disposal_choices, offer as offer_disposal, settle as settle_disposal,
};

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
        Op::RevealScenarioCard { id } => reveal_scenario_card(tx, id),
        Op::PlaceScenarioCard { id, area } => {
            if scenario::place_scenario_card(tx, id, *area) {
                read(tx, id);
            }
        }
        Op::PlacePcs { area } => scenario::place_pcs(tx, *area),
        Op::If { cond, then } => {
            if scenario::holds(tx, cond) {
                run(tx, ctx, then);
            }
        }
        Op::ScenarioClear { rewards } => scenario::clear(tx, ctx, rewards),
        Op::ScenarioDefeat { reason } => tx.lose(reason),
        Op::AddToTroubleDeck { id } => scenario::add_to_trouble_deck(tx, id),
        Op::LockEquipment { trait_ } => scenario::lock_equipment(tx, trait_),
        Op::DrawArtifact => artifact::draw_artifact(tx, ctx),
        Op::FollowLeavingPc => pursuit::follow_leaving_pc(tx, ctx),
        Op::ObtainDisposalCards { n } => disposal::obtain_disposal_cards(tx, ctx, *n),
        other => skipped(tx, ctx, other),
    }
}

/// Reveal a scenario card (from the deck or the set-aside cards) and read it.
pub fn reveal_scenario_card(tx: &mut Tx, id: &str) {
    if scenario::reveal(tx, id) {
        read(tx, id);
    }
}

/// Read a scenario card just revealed: its 【公開時】 text, and untimed text, runs at once
/// (FAQ Q26).
fn read(tx: &mut Tx, id: &str) {
    let content = tx.content();
    if let Some(card) = content.scenario_card(id) {
        run_timed(tx, &Ctx::of(id), &card.effects, Timing::OnReveal);
    }
}
