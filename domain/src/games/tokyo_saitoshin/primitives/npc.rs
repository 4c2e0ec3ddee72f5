//! Scenario NPCs with HP (the Director, spec 9.5, FAQ Q29-Q30): `npc_joins`, and the damage
//! and healing that reach an NPC through the PCs' targets. An NPC has no pawn: during an
//! exploration it is in the Site with the participants, otherwise it goes with the PCs.

use super::super::effect::{Op, PcTarget};
use super::super::event::Event;
use super::super::tx::Tx;
use super::super::vocabulary::Place;
use super::ctx::{Ctx, skipped};
use crate::games::tokyo_saitoshin::event as ev;

/// `npc_joins {id}`: the scenario's NPC joins the PCs, unhurt (once).
pub fn joins(tx: &mut Tx, ctx: &Ctx, id: &str) {
    let content = tx.content();
    let data = content
        .scenario(&tx.s.scenario)
        .and_then(|s| s.npcs.iter().find(|n| n.id == id));
    match data {
        Some(_) if tx.s.npcs.iter().any(|n| n.id == id) => {}
        Some(n) => tx.emit(Event::NpcJoined(ev::NpcJoined {
            npc: n.id.clone(),
            hp: n.hp,
        })),
        None => skipped(tx, ctx, &Op::NpcJoins { id: id.to_owned() }),
    }
}

/// The NPCs a damage to `target` also strikes: every NPC, when the damage is to the
/// exploration's participants (FAQ Q29: the Director is one of them).
pub fn struck(tx: &mut Tx, ctx: &Ctx, target: PcTarget, amount: u32) {
    if target != PcTarget::Participants || !tx.s.site.exploring || amount == 0 {
        return;
    }
    for npc in tx.s.npcs.clone() {
        if tx.over() {
            return;
        }
        if npc.damage >= npc.hp {
            continue;
        }
        tx.emit(Event::NpcDamaged(ev::NpcDamaged {
            npc: npc.id.clone(),
            amount: amount.min(npc.hp - npc.damage),
            source: ctx.source.clone(),
        }));
        let down = tx
            .content()
            .scenario(&tx.s.scenario)
            .is_some_and(|s| s.npcs.iter().any(|n| n.id == npc.id && n.defeat_when_down));
        if down && npc.damage + amount >= npc.hp {
            tx.lose("NPC_DOWN");
        }
    }
}

/// The NPCs a heal of the PCs in the effect's area also reaches: every NPC, when a PC stands
/// there and no exploration is under way (FAQ Q30: the Director accompanies that PC; during
/// an exploration it is in the Site).
pub fn healed(tx: &mut Tx, ctx: &Ctx, target: PcTarget, n: u32) {
    let Some(area) = ctx.area else { return };
    if target != PcTarget::PcsInArea
        || tx.s.site.exploring
        || tx.s.pcs_in(Place::Area(area)).is_empty()
    {
        return;
    }
    for npc in tx.s.npcs.clone() {
        let n = n.min(npc.damage);
        if n > 0 {
            tx.emit(Event::NpcHealed(ev::NpcHealed { npc: npc.id, n }));
        }
    }
}
