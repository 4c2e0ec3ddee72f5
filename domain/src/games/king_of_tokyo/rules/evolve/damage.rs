//! Applying heart losses, their reaction windows and eliminations.

use super::super::super::event::*;
use super::super::super::state::{Location, Offer, Phase, ReactionWindow, State, tally_add};
use super::board::{cards_left_play, monster_mut, set_location};
use crate::engine::Seat;

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::HealthLost(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                let lost = u8::try_from(e.amount).unwrap_or(u8::MAX);
                m.health = m.health.saturating_sub(lost);
            }
            tally_add(
                &mut state.turn_scratch.hearts_lost_this_turn,
                e.seat,
                e.amount,
            );
            if e.by == state.active && e.seat != e.by && e.amount > 0 {
                state.turn_scratch.wounded_others = true;
                if e.reason == "SMASH" && !state.turn_scratch.smash_wounded.contains(&e.seat) {
                    state.turn_scratch.smash_wounded.push(e.seat);
                }
            }
        }
        Event::MonsterConceded(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.conceded = true;
            }
        }
        Event::MonsterEliminated(e) => {
            let mut discarded = Vec::new();
            let mut evolutions_gone = Vec::new();
            if let Some(m) = monster_mut(state, e.seat) {
                m.alive = false;
                m.health = 0;
                m.energy = 0;
                m.eliminated_in = Some(e.batch);
                m.poison = 0;
                m.shrink = 0;
                discarded = std::mem::take(&mut m.keep_cards);
                // Its Evolutions leave the game with it (and their tokens with them).
                evolutions_gone = std::mem::take(&mut m.evolutions).in_play;
            }
            cards_left_play(state, &discarded);
            cards_left_play(state, &evolutions_gone);
            state.discard.extend(discarded);
            state.extra_turn_queue.retain(|(s, _)| *s != e.seat);
            state
                .power_up
                .lasting_evolutions
                .retain(|(s, _)| *s != e.seat);
            if state
                .power_up
                .frozen_die
                .as_ref()
                .is_some_and(|f| f.seat == e.seat)
            {
                state.power_up.frozen_die = None;
            }
            // A Freeze Ray comes back from a holder that is gone (one that left with its owner
            // went with `cards_left_play`).
            state.power_up.freeze_rays.retain(|h| h.holder != e.seat);
            forget_offers_to(state, e.seat);
            set_location(state, e.seat, Location::Outside);
            state.pending.pending_yields.retain(|p| p.seat != e.seat);
            state.elimination_batches = state.elimination_batches.max(e.batch);
            if let Some(closure) = &e.bay_closure {
                set_location(state, closure.seat, closure.moved_to);
            }
        }
        Event::MonstersAttacked(e) => state.turn_scratch.smash_targets = e.targets.clone(),
        Event::ReactionWindowOpened(e) => {
            state.pending.reaction = Some(ReactionWindow {
                by: e.by,
                hits: e.hits.clone(),
                then: e.then,
                stage: e.stage,
                answered: Vec::new(),
            });
        }
        Event::ReactionWindowClosed(_) => state.pending.reaction = None,
        Event::WingsUsed(e) => {
            state.turn_scratch.wings_active.push(e.seat);
            if let Some(w) = state.pending.reaction.as_mut() {
                w.answered.push((e.seat, Offer::Wings));
            }
        }
        Event::OfferDeclined(e) => {
            if let Some(w) = state.pending.reaction.as_mut() {
                w.answered.push((e.seat, e.offer));
            }
            match e.offer {
                Offer::Jets => state.turn_scratch.early_deciders.push(e.seat),
                Offer::PsychicProbe => state.turn_scratch.cards_used.extend(e.card),
                Offer::Opportunist => state.pending.opportunist_passed.push(e.seat),
                Offer::Metamorph => state.turn_scratch.metamorph_done = true,
                Offer::FreezeTime => state.turn_scratch.freeze_time_done = true,
                // Outside a reaction: a pass in an Evolution window (Enter Tokyo step, Chest
                // Thumping) or in the after-final-roll offer (Heart of the Rabbit).
                Offer::Evolution if state.pending.reaction.is_none() => {
                    if let Some(p) = state.pending.pending_purchase.as_mut() {
                        p.answered.push(e.seat);
                    } else if let Some(w) = state.pending.evolution_window.as_mut() {
                        w.answered.push(e.seat);
                    } else if state.phase == Phase::PsychicProbe {
                        state.turn_scratch.after_roll_passed.push(e.seat);
                    }
                }
                Offer::Wings
                | Offer::RapidHealing
                | Offer::MimicMove
                | Offer::Evolution
                | Offer::ElectricCarrot
                | Offer::PlayWithYourFood => {}
            }
        }
        Event::HitReduced(e) => {
            if let Some(w) = state.pending.reaction.as_mut() {
                w.answered.push((e.seat, e.offer));
                if let Some(hit) = w
                    .hits
                    .iter_mut()
                    .find(|h| h.seat == e.seat && h.reason == "SMASH")
                {
                    hit.amount = hit.amount.saturating_sub(e.amount);
                }
            }
        }
        Event::ElectricCarrotPaid(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(1);
            }
            if let Some(m) = monster_mut(state, e.to) {
                m.energy = m.energy.saturating_add(1);
            }
            tally_add(&mut state.turn_scratch.energy_gained_this_turn, e.to, 1);
            if let Some(w) = state.pending.reaction.as_mut() {
                w.answered.push((e.seat, Offer::ElectricCarrot));
                if let Some(hit) = w
                    .hits
                    .iter_mut()
                    .find(|h| h.seat == e.seat && h.reason == "SMASH")
                {
                    hit.amount = hit.amount.saturating_sub(1);
                }
            }
        }
        _ => {}
    }
}

/// The offers an eliminated monster still owed an answer to go with it: placing a Mimic
/// token it just bought, the choice one of its Evolutions asked (Deep Dive, Icy Reflection).
fn forget_offers_to(state: &mut State, seat: Seat) {
    if state.pending.mimic_offer == Some(seat) {
        state.pending.mimic_offer = None;
    }
    if state
        .pending
        .evolution_choice
        .as_ref()
        .is_some_and(|c| c.seat == seat)
    {
        state.pending.evolution_choice = None;
    }
}
