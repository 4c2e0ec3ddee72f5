//! Cards from the disposal area (spec 5.18.2): the PCs of the area choose the given number
//! from the Site's disposal slot, each for one of them, on top of its deck. With too few
//! there, they take all of them, then the rest from a weapon, an item and a follower drawn
//! and revealed; the unchosen revealed cards go to the disposal slot.

use super::super::event::Event;
use super::super::state::{DisposalReward, State};
use super::super::tx::Tx;
use super::super::vocabulary::{Deck, Pc, Place};
use super::ctx::Ctx;
use crate::games::tokyo_saitoshin::event as ev;

/// `obtain_disposal_cards {n}`: for the PCs where the actor stands (else in the source's
/// area).
pub fn obtain_disposal_cards(tx: &mut Tx, ctx: &Ctx, n: u32) {
    let place = match ctx.actor {
        Some(pc) => Some(tx.pc(pc).place),
        None => ctx.area.map(Place::Area),
    };
    let candidates = place.map(|p| tx.s.pcs_in(p)).unwrap_or_default();
    if candidates.is_empty() || n == 0 {
        return super::ctx::skipped(
            tx,
            ctx,
            &super::super::effect::Op::ObtainDisposalCards { n },
        );
    }
    offer(tx, n, candidates);
}

/// `n` disposal-area cards for `candidates`; the shortfall is drawn and revealed at once.
pub fn offer(tx: &mut Tx, n: u32, candidates: Vec<Pc>) {
    tx.emit(Event::DisposalCardsOffered(ev::DisposalCardsOffered {
        n,
        candidates,
    }));
    if (tx.s.disposal.len() as u32) < n {
        let cards: Vec<String> = [Deck::Weapon, Deck::Item, Deck::Follower]
            .iter()
            .filter_map(|d| tx.s.decks.get(d).and_then(|d| d.last()).cloned())
            .collect();
        if !cards.is_empty() {
            tx.emit(Event::DisposalShortfallDrawn(ev::DisposalShortfallDrawn {
                cards,
            }));
        }
    }
}

/// The cards the next pick may take: the disposal slot's while it holds any (with a
/// shortfall every one of them is taken first), else the revealed ones.
pub fn choices(s: &State, r: &DisposalReward) -> Vec<String> {
    if s.disposal.is_empty() {
        r.revealed.clone()
    } else {
        s.disposal.clone()
    }
}

/// Take every disposal-area card that needs no decision and close the rewards that are
/// done; true once none waits, false while a player owes a pick.
pub fn settle(tx: &mut Tx) -> bool {
    loop {
        if tx.over() {
            return false;
        }
        let Some(r) = tx.s.disposal_rewards.first().cloned() else {
            return true;
        };
        let options = choices(&tx.s, &r);
        if r.remaining == 0 || options.is_empty() {
            tx.emit(Event::DisposalRewardEnded(ev::DisposalRewardEnded {
                returned: r.revealed,
            }));
            continue;
        }
        // One PC, and every card left must be taken: no choice is left to make (taken in
        // the slot's order).
        let forced = !tx.s.disposal.is_empty() && (tx.s.disposal.len() as u32) <= r.remaining;
        match (r.candidates.as_slice(), forced) {
            ([pc], true) => tx.emit(Event::DisposalCardTaken(ev::DisposalCardTaken {
                pc: *pc,
                card: options[0].clone(),
            })),
            _ => return false,
        }
    }
}
