//! The round's automatic steps (spec 4.2, 5.15): 1 the round-start draws, 2 the start
//! processing, 5 the end processing (scenario cards, trouble cards, facilities, in the
//! processing order of spec 4.4), 6 the market refill; and `advance`, which runs them until
//! a player must decide.

use super::super::effect::Timing;
use super::super::event::{DrawReason, Event};
use super::super::primitives::{Ctx, run_timed, settle_artifacts, settle_disposal};
use super::super::state::{SLOTS, SLOTS_PER_AREA, Step, slot_area};
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Deck, Pc, Place};
use super::{actions, attack_window, giving, placement, reaction, site};
use crate::games::tokyo_saitoshin::event as ev;

/// Run the automatic procedure until a decision is owed or the play is over.
pub fn advance(tx: &mut Tx) {
    loop {
        if tx.over()
            || !reaction::settle(tx)
            || tx.s.disposing.is_some()
            || !attack_window::settle(tx)
            || !placement::settle(tx)
            || !tx.s.artifact_offers.is_empty()
            || !settle_artifacts(tx)
            || !settle_disposal(tx)
            || !giving::settle(tx)
            || !tx.s.site.withdrawing.is_empty()
        {
            return;
        }
        match tx.s.step {
            Step::Setup | Step::Refill => {
                if tx.s.step == Step::Refill {
                    refill(tx);
                }
                start_round(tx);
            }
            Step::Encounter => {
                tx.emit(Event::StepEntered(ev::StepEntered {
                    step: Step::PhaseStart,
                }));
                phase_start(tx);
            }
            Step::PhaseStart => tx.emit(Event::StepEntered(ev::StepEntered {
                step: Step::HandAdjustment,
            })),
            Step::HandAdjustment => {
                if !tx.s.pcs.iter().all(|p| p.hand_ready) {
                    return;
                }
                tx.emit(Event::StepEntered(ev::StepEntered {
                    step: Step::Actions,
                }));
            }
            Step::Actions => {
                if tx.s.action.is_some() {
                    if !actions::finish_if_done(tx) {
                        return;
                    }
                } else if tx.s.pcs.iter().all(|p| p.ended) {
                    if site::phase_ending(tx) {
                        continue;
                    }
                    tx.emit(Event::StepEntered(ev::StepEntered {
                        step: Step::PhaseEnd,
                    }));
                } else {
                    return;
                }
            }
            Step::PhaseEnd => {
                if !phase_end_next(tx) {
                    tx.emit(Event::StepEntered(ev::StepEntered { step: Step::Refill }));
                }
            }
            Step::Reward | Step::Over => return,
        }
    }
}

/// The drawing order of the round start: area processing order, the Site last, then
/// seat order (G-4, for what the official two-pass rule leaves open).
fn drawing_order(tx: &Tx) -> Vec<(Pc, Place)> {
    let mut pcs: Vec<_> = tx.s.pcs.iter().map(|p| (p.place, p.seat, p.pc)).collect();
    pcs.sort();
    pcs.into_iter().map(|(place, _, pc)| (pc, place)).collect()
}

/// Step 1: a new round; each PC draws a trouble card, or a Site card face down if it is in
/// the Site (G-1: instead of a trouble card).
fn start_round(tx: &mut Tx) {
    let round = tx.s.round + 1;
    tx.emit(Event::RoundStarted(ev::RoundStarted { round }));
    tx.emit(Event::StepEntered(ev::StepEntered {
        step: Step::Encounter,
    }));
    for (pc, place) in drawing_order(tx) {
        if tx.over() {
            return;
        }
        if place == Place::Site {
            tx.draw_site_card(pc);
        } else if tx.draw_trouble(pc, DrawReason::RoundStart).is_none() {
            tx.lose("NO_TROUBLE_CARD_LEFT");
        }
    }
}

/// Step 2: 【PCアクションフェーズ開始時】 of scenario cards (off the mat, then on it in area
/// order), then of each PC's equipped cards.
fn phase_start(tx: &mut Tx) {
    let content = tx.content();
    for card in tx.s.scenario_revealed.clone() {
        if let Some(c) = content.scenario_card(&card) {
            run_timed(tx, &Ctx::of(&card), &c.effects, Timing::PhaseStart);
        }
    }
    // The cards on the mat as the step begins: one that moves on (SC07-RT) is not read again
    // where it lands.
    let on_mat: Vec<(usize, String)> = (0..SLOTS)
        .filter_map(|slot| tx.s.slots[slot].top().map(|c| (slot, c.clone())))
        .collect();
    for (slot, card) in on_mat {
        if tx.s.slots[slot].top() == Some(&card)
            && let Some(c) = content.scenario_card(&card)
        {
            run_timed(
                tx,
                &Ctx::of(&card).at(slot_area(slot)),
                &c.effects,
                Timing::PhaseStart,
            );
        }
    }
    // 2-2: the scenario MOD cards in play.
    for card in tx.s.mods_in_play.clone() {
        if let Some(c) = content.mod_card(&card) {
            run_timed(tx, &Ctx::of(&card), &c.effects, Timing::PhaseStart);
        }
    }
    for pc in tx.s.pcs.iter().map(|p| p.pc).collect::<Vec<_>>() {
        for e in tx.pc(pc).equipped.clone() {
            if let Some(c) = content.player_card(&e.card) {
                run_timed(tx, &Ctx::of(&e.card).by(pc), &c.effects, Timing::PhaseStart);
            }
        }
    }
}

// Step 5 positions, in processing order: off-mat scenario cards (from 0), scenario cards on
// the mat, trouble cards on the mat (both by area and slot), the MOD cards in play, the four
// facilities. Stored `endProcessingAt` positions of schema version 1 had no MOD positions
// (`upcast.rs` moves their facilities).
const ON_MAT: u32 = 50;
const TROUBLES: u32 = ON_MAT + SLOTS as u32;
pub const MODS: u32 = TROUBLES + SLOTS as u32;
pub const MOD_POSITIONS: u32 = 10;
const FACILITIES: u32 = MODS + MOD_POSITIONS;
const END: u32 = FACILITIES + 4;

/// Step 5: process the next position holding an end effect; false once none is left.
fn phase_end_next(tx: &mut Tx) -> bool {
    let content = tx.content();
    for position in tx.s.end_cursor..END {
        let (ctx, effects) = if position < ON_MAT {
            let Some(card) = tx.s.scenario_revealed.get(position as usize).cloned() else {
                continue;
            };
            let Some(c) = content.scenario_card(&card) else {
                continue;
            };
            (Ctx::of(&card), c.effects.clone())
        } else if (MODS..FACILITIES).contains(&position) {
            let Some(card) = tx.s.mods_in_play.get((position - MODS) as usize).cloned() else {
                continue;
            };
            let Some(c) = content.mod_card(&card) else {
                continue;
            };
            (Ctx::of(&card), c.effects.clone())
        } else if position < FACILITIES {
            let slot = ((position - ON_MAT) as usize) % SLOTS;
            // A covered card's effects are not executed (spec 4.4).
            let Some(card) = tx.s.slots[slot].top().cloned() else {
                continue;
            };
            let effects = if position < TROUBLES {
                if tx.s.moved_at_end.contains(&card) {
                    continue;
                }
                content.scenario_card(&card).map(|c| c.effects.clone())
            } else {
                content.encounter(&card).map(|c| c.effects.clone())
            };
            let Some(effects) = effects else { continue };
            (Ctx::of(&card).at(slot_area(slot)), effects)
        } else {
            let area = Area::ALL[(position - FACILITIES) as usize];
            (
                Ctx::of(&format!("{area:?} facility")).at(area),
                content.area(area).facility.clone(),
            )
        };
        if !effects.iter().any(|e| e.timing == Timing::PhaseEnd) {
            continue;
        }
        tx.emit(Event::EndProcessingAt(ev::EndProcessingAt { position }));
        run_timed(tx, &ctx, &effects, Timing::PhaseEnd);
        return true;
    }
    false
}

/// Step 6: each empty market slot takes the top card of its type's deck (G-29: slots in
/// area order, left to right, when a deck runs short).
fn refill(tx: &mut Tx) {
    let content = tx.content();
    for slot in 0..SLOTS {
        if !tx.s.slots[slot].stack.is_empty() {
            continue;
        }
        let kind = content.area(slot_area(slot)).slot_types[slot % SLOTS_PER_AREA];
        if let Some(card) = Deck::of_kind(kind)
            .and_then(|d| tx.s.decks.get(&d))
            .and_then(|d| d.last())
            .cloned()
        {
            tx.emit(Event::MarketSlotFilled(ev::MarketSlotFilled { slot, card }));
        }
    }
}
