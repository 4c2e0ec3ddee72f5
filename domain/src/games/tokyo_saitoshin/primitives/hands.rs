//! `give_hand_cards {n}` (the Procurer's support skill, 融通): the actor gives `n` of its
//! hand cards to another PC in its place. Its player chooses the cards and the PC
//! (`giveHandCards`, `rules/giving.rs`); this opens that decision. Starter cards are never
//! given, as they are never exchanged (spec 5.13). With no other PC there, or no card to
//! give, nothing happens.

use super::super::effect::Op;
use super::super::event::Event;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::{Pc, Rarity};
use super::ctx::{Ctx, skipped};
use crate::games::tokyo_saitoshin::event as ev;

/// The cards a PC may give: those of its hand that are not starters, in hand order.
pub fn givable(s: &State, pc: Pc) -> Vec<String> {
    s.hand(pc)
        .iter()
        .filter(|c| {
            s.content
                .player_card(c)
                .is_some_and(|d| d.rarity != Rarity::Starter)
        })
        .cloned()
        .collect()
}

/// The PCs a PC may give to: the others in its place, but the other PC of its pair, which
/// holds the same hand (spec 5.14.3).
pub fn recipients(s: &State, pc: Pc) -> Vec<Pc> {
    s.pc(pc)
        .map(|p| {
            s.pcs_in(p.place)
                .into_iter()
                .filter(|o| *o != pc && Some(*o) != p.partner)
                .collect()
        })
        .unwrap_or_default()
}

pub fn give_hand_cards(tx: &mut Tx, ctx: &Ctx, n: u32) {
    let Some(pc) = ctx.actor else {
        return skipped(tx, ctx, &Op::GiveHandCards { n });
    };
    if n == 0 || givable(&tx.s, pc).is_empty() || recipients(&tx.s, pc).is_empty() {
        return;
    }
    tx.emit(Event::GiveAsked(ev::GiveAsked { pc, n }));
}
