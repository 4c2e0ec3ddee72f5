//! Post-use processing, after ⇒ (spec 5.17); a card about to be disposed of is held first
//! when its PC may discard it instead (`held_disposal.rs`).

use super::super::command::Source;
use super::super::effect::{Effect, PostUseKind};
use super::super::event::{Event, ExhaustionSite};
use super::super::interrupt;
use super::super::tx::Tx;
use super::super::vocabulary::{Pc, Place};
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

/// After ⇒ (spec 5.17). A played consumable with no post-use is discarded; a skill is
/// exhausted once unless it says more; a BOT card takes 2 tokens (spec 5.7).
pub fn post_use(tx: &mut Tx, pc: Pc, source: &Source, effect: &Effect) {
    let kind = effect.post_use.map(|p| p.kind);
    let count = effect.post_use.map_or(1, |p| p.count);
    match source {
        Source::Hand(st::HandCard { card }) | Source::Equipped(st::EquippedCard { card }) => {
            let still_there =
                tx.s.hand(pc).contains(card) || tx.pc(pc).equipped.iter().any(|e| e.card == *card);
            if !still_there {
                return;
            }
            let in_site = tx.pc(pc).place == Place::Site;
            match (kind, source) {
                (Some(PostUseKind::Exhaust), Source::Equipped(_)) => {
                    tx.emit(Event::ExhaustionPlaced(ev::ExhaustionPlaced {
                        pc,
                        on: ExhaustionSite::Equipped(st::OnEquipped { card: card.clone() }),
                        n: count,
                    }))
                }
                (None, Source::Equipped(_)) => {}
                (Some(PostUseKind::Dispose), _) if interrupt::may_hold(&tx.s, pc) => {
                    tx.emit(Event::DisposalHeld(ev::DisposalHeld {
                        pc,
                        card: card.clone(),
                    }))
                }
                (Some(PostUseKind::Dispose), _) if !in_site => {
                    tx.emit(Event::CardDisposed(ev::CardDisposed {
                        pc,
                        card: card.clone(),
                    }))
                }
                (Some(PostUseKind::Dispose | PostUseKind::Remove), _) => {
                    tx.emit(Event::CardRemoved(ev::CardRemoved {
                        pc,
                        card: card.clone(),
                    }))
                }
                _ => tx.emit(Event::CardDiscarded(ev::CardDiscarded {
                    pc,
                    card: card.clone(),
                })),
            }
        }
        Source::Skill(st::SkillSource { slot }) => {
            tx.emit(Event::ExhaustionPlaced(ev::ExhaustionPlaced {
                pc,
                on: ExhaustionSite::Skill(st::OnSkill { slot: *slot }),
                n: count,
            }))
        }
        Source::Bot(st::BotSkill { pc: bot, .. }) => {
            let n = tx.s.content.rules().bot_exhaustion_per_use;
            tx.emit(Event::ExhaustionPlaced(ev::ExhaustionPlaced {
                pc,
                on: ExhaustionSite::Bot(st::OnBot { pc: *bot }),
                n,
            }));
        }
    }
}
