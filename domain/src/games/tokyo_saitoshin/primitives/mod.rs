//! The effect primitives that run, one family per file. A card, skill, facility or
//! scenario card is a list of [`Op`]s; [`run`] executes them in order for one source, in a
//! context that says whose effect it is and where its card lies. A primitive the engine does
//! not run yet is skipped with an `EffectSkipped` event.

mod artifact;
mod cards;
mod ctx;
mod disposal;
mod hands;
mod harm;
mod npc;
mod purchase;
mod pursuit;
mod scenario;
mod teleport;
mod tokens;
mod upkeep;

use super::effect::{Effect, Op, PcTarget, Timing, Trigger};
use super::state::area_slots;
use super::tx::Tx;
use super::vocabulary::{Area, Pc, Place};

pub use artifact::{Room, draw as draw_offered_artifact, room, settle as settle_artifacts};
pub use ctx::Ctx;
use ctx::skipped;
pub use disposal::{
    choices as disposal_choices, offer as offer_disposal, settle as settle_disposal,
};
pub use hands::{givable, recipients};
pub use teleport::site_emptied;
pub use tokens::take_card_progress;

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
        // Another PC's purchase check opened: the rest of the effect runs once the card
        // is bought (`rules::actions`).
        if *op == (Op::PurchaseFor { for_other: true })
            && tx.s.action.as_ref().is_some_and(|a| a.check.is_some())
        {
            return;
        }
    }
}

fn run_one(tx: &mut Tx, ctx: &Ctx, op: &Op) {
    match op {
        Op::GainAp { n } => tokens::gain_ap(tx, ctx, *n),
        Op::GainProgress { n } => tokens::gain_progress(tx, ctx, *n),
        Op::AddScenarioProgress { n } => tokens::add_scenario_progress(tx, *n),
        Op::AddCardProgress { n } => tokens::add_card_progress(tx, ctx, *n),
        Op::NpcJoins { id } => npc::joins(tx, ctx, id),
        Op::PutModInPlay { id } => {
            if scenario::put_mod_in_play(tx, id) {
                let content = tx.content();
                if let Some(card) = content.mod_card(id) {
                    run_timed(tx, &Ctx::of(id), &card.effects, Timing::OnReveal);
                }
            }
        }
        Op::RemoveMod { id } => scenario::remove_mod(tx, id),
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
        Op::MoveScenarioCard { to } => scenario::move_scenario_card(tx, ctx, *to),
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
        Op::TeleportRandom { who } => teleport_random(tx, ctx, *who),
        Op::GiveHandCards { n } => hands::give_hand_cards(tx, ctx, *n),
        Op::PurchaseFor { for_other } => purchase::purchase_for(tx, ctx, *for_other),
        other => skipped(tx, ctx, other),
    }
}

/// `teleport_random` (`teleport.rs`): each PC to a random area, struck by the triggers of
/// the areas it leaves and enters.
fn teleport_random(tx: &mut Tx, ctx: &Ctx, who: Option<PcTarget>) {
    let Some(pcs) = teleport::who(tx, ctx, who) else {
        return;
    };
    let mut left_site = Vec::new();
    for pc in pcs {
        if tx.over() {
            return;
        }
        let (from, to) = teleport::send(tx, ctx, pc);
        if from == Place::Site {
            left_site.push(pc);
        }
        moved(tx, pc, from, to);
    }
    if !left_site.is_empty() && !tx.over() {
        site_emptied(tx, left_site);
    }
}

/// A PC went from `from` to `to` (a move, a ride, a teleport): the uncovered trouble cards
/// of the area it left, then of the area it entered, strike it (装甲車, 兵士; a covered
/// card does nothing, spec 4.4).
pub fn moved(tx: &mut Tx, pc: Pc, from: Place, to: Place) {
    if let Place::Area(a) = from {
        triggered(tx, pc, a, Trigger::PcLeavesArea);
    }
    if let Place::Area(a) = to {
        triggered(tx, pc, a, Trigger::PcEntersArea);
    }
}

fn triggered(tx: &mut Tx, pc: Pc, area: Area, trigger: Trigger) {
    let content = tx.content();
    for slot in area_slots(area) {
        let Some(card) = tx.s.slots[slot].top().cloned() else {
            continue;
        };
        let Some(data) = content.encounter(&card) else {
            continue;
        };
        for effect in data.effects.iter().filter(|e| e.trigger == Some(trigger)) {
            if tx.over() {
                return;
            }
            run(tx, &Ctx::of(&card).by(pc).at(area), &effect.ops);
        }
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
