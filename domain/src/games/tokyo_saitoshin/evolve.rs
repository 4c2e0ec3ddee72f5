//! The fold: one event applied to the state. Total and never random; an event that does not
//! fit the state (it never happens with events `decide` wrote) changes what it can.

use super::content::EncounterKind;
use super::event::*;
use super::state::*;
use super::vocabulary::{Deck, Pc, Place, SkillSlot};
use crate::engine::{FreeOrder, PassRule};

fn take(pile: &mut Vec<String>, card: &str) -> bool {
    if let Some(i) = pile.iter().rposition(|c| c == card) {
        pile.remove(i);
        true
    } else {
        false
    }
}

fn pc_mut(s: &mut State, pc: Pc) -> Option<&mut PcState> {
    s.pcs.iter_mut().find(|p| p.pc == pc)
}

pub fn evolve(s: &mut State, e: &Event) {
    // Each family applies the events it knows and ignores the others.
    setup(s, e);
    table(s, e);
    round(s, e);
    hands(s, e);
    actions(s, e);
    if let Event::ScenarioCleared {
        evaluation, rank, ..
    } = e
    {
        s.result = Some(PlayResult {
            cleared: true,
            reason: "SCENARIO_CLEARED".into(),
            evaluation: Some(*evaluation),
            rank: rank.clone(),
            reward: None,
        });
    }
}

fn setup(s: &mut State, e: &Event) {
    match e {
        Event::GameStarted {
            scenario,
            seats,
            pcs,
            bots,
            open_hands,
        } => {
            if s.content.areas.is_empty() {
                s.content = std::sync::Arc::new(super::content::Content::embedded().clone());
            }
            let hp = s.content.rules.as_ref().map_or(5, |r| r.pc_hp_max);
            s.scenario = scenario.clone();
            s.seats = *seats;
            s.open_hands = *open_hands;
            s.ap_pool = s.content.rules.as_ref().map_or(12, |r| r.ap_tokens);
            s.slots = vec![Slot::default(); SLOTS];
            s.pcs = pcs
                .iter()
                .map(|&(pc, seat)| PcState {
                    pc,
                    seat,
                    place: Place::Site,
                    damage: 0,
                    max_hp: hp,
                    down: false,
                    ap: 0,
                    progress: 0,
                    hand: Vec::new(),
                    deck: Vec::new(),
                    discard: Vec::new(),
                    equipped: Vec::new(),
                    skills: SkillSlot::ALL
                        .iter()
                        .map(|&slot| SkillState {
                            slot,
                            sealed: false,
                            exhaustion: 0,
                        })
                        .collect(),
                    ended: false,
                    hand_ready: false,
                    may_redraw: false,
                    first_draw: true,
                })
                .collect();
            s.bots = bots
                .iter()
                .map(|&pc| BotState { pc, exhaustion: 0 })
                .collect();
        }
        Event::DeckShuffled { deck, order } => {
            s.decks.insert(*deck, order.clone());
        }
        Event::RewardCardsAdded { deck, cards, order } => {
            s.reward_reserve.retain(|r| !cards.contains(r));
            s.decks.insert(*deck, order.clone());
        }
        Event::MarketSlotFilled { slot, card } => {
            for pile in s.decks.values_mut() {
                if take(pile, card) {
                    break;
                }
            }
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.stack.push(card.clone());
            }
        }
        Event::DisposalSeeded { cards } => {
            for card in cards {
                for pile in s.decks.values_mut() {
                    if take(pile, card) {
                        break;
                    }
                }
                s.disposal.push(card.clone());
            }
        }
        Event::ScenarioDeckBuilt {
            deck,
            set_aside,
            rewards,
        } => {
            s.scenario_deck = deck.iter().rev().cloned().collect();
            s.scenario_set_aside = set_aside.clone();
            s.reward_reserve = rewards.clone();
        }
        Event::SkillsSealed { pc, sealed } => {
            if let Some(p) = pc_mut(s, *pc) {
                for skill in &mut p.skills {
                    skill.sealed = sealed.contains(&skill.slot);
                }
            }
        }
        Event::StarterDeckShuffled { pc, order } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.deck = order.clone();
            }
        }
        Event::PcPlaced { pc, place } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.place = *place;
            }
        }
        Event::ScenarioCardRevealed { card } => {
            s.pending.retain(|p| p.card != *card);
            take(&mut s.scenario_deck, card);
            take(&mut s.scenario_set_aside, card);
            s.scenario_revealed.push(card.clone());
        }
        _ => {}
    }
}

fn table(s: &mut State, e: &Event) {
    match e {
        Event::ScenarioCardPlaced { card, slot } => {
            s.pending.retain(|p| p.card != *card);
            take(&mut s.scenario_deck, card);
            take(&mut s.scenario_set_aside, card);
            take(&mut s.scenario_revealed, card);
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.stack.push(card.clone());
            }
        }
        Event::ScenarioCardDiscarded { card } => {
            take(&mut s.scenario_revealed, card);
            for sl in &mut s.slots {
                take(&mut sl.stack, card);
            }
            s.scenario_discard.push(card.clone());
        }
        Event::ScenarioCardShuffledIntoTroubles { card, order } => {
            take(&mut s.scenario_set_aside, card);
            s.decks.insert(Deck::Trouble, order.clone());
        }
        Event::ScenarioProgressAdded { n } => s.scenario_progress += n,
        Event::RoundStarted { round } => {
            s.round = *round;
            for p in &mut s.pcs {
                p.ended = false;
                p.hand_ready = false;
            }
        }
        Event::StepEntered { step } => {
            s.step = *step;
            if *step == Step::Actions {
                let seats = {
                    let mut v: Vec<_> = s.pcs.iter().map(|p| p.seat).collect();
                    v.sort();
                    v.dedup();
                    v
                };
                s.action_phase = FreeOrder::new(seats, PassRule::Final);
            }
            if *step == Step::PhaseEnd {
                s.end_cursor = 0;
            }
        }
        Event::TroubleDrawn { pc, card, reason } => {
            if let Some(deck) = s.decks.get_mut(&Deck::Trouble) {
                take(deck, card);
            }
            if *reason == DrawReason::ApPayment {
                if let Some(a) = s.action.as_mut() {
                    a.troubles_drawn.push(card.clone());
                }
            } else {
                s.pending.push(PendingTrouble {
                    follows: false,
                    card: card.clone(),
                    pc: *pc,
                    round_start: *reason == DrawReason::RoundStart,
                });
            }
        }
        Event::TroubleDeckReshuffled { order } => {
            s.discards.insert(Deck::Trouble, Vec::new());
            s.decks.insert(Deck::Trouble, order.clone());
        }
        Event::TroubleDiscardedUnplaced { card } => {
            s.pending.retain(|p| p.card != *card);
            if let Some(a) = s.action.as_mut() {
                take(&mut a.troubles_drawn, card);
            }
            s.discards
                .entry(Deck::Trouble)
                .or_default()
                .push(card.clone());
        }
        Event::TroublePlaced { card, slot } => {
            s.pending.retain(|p| p.card != *card);
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.stack.push(card.clone());
            }
        }
        Event::SiteCardDrawn { card, .. } => {
            if let Some(deck) = s.decks.get_mut(&Deck::Site) {
                take(deck, card);
            }
            s.encounter.push(card.clone());
        }
        Event::CardsDrawn { pc, cards, .. } => {
            if let Some(p) = pc_mut(s, *pc) {
                for card in cards {
                    take(&mut p.deck, card);
                    p.hand.push(card.clone());
                }
                if p.first_draw {
                    p.first_draw = false;
                    p.may_redraw = true;
                }
            }
        }
        Event::DeckRebuilt { pc } => {
            if let Some(p) = pc_mut(s, *pc) {
                // Turned over as a whole: the oldest discard becomes the top card.
                let mut pile = std::mem::take(&mut p.discard);
                pile.reverse();
                pile.append(&mut p.deck);
                p.deck = pile;
            }
        }
        _ => {}
    }
}

fn round(s: &mut State, e: &Event) {
    match e {
        Event::HandCardDiscarded { pc, card } => {
            if let Some(p) = pc_mut(s, *pc)
                && take(&mut p.hand, card)
            {
                p.discard.push(card.clone());
            }
        }
        Event::HandRedrawn {
            pc, hand, order, ..
        } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.hand = hand.clone();
                p.deck = order.clone();
                p.may_redraw = false;
            }
        }
        Event::HandKept { pc } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.may_redraw = false;
            }
        }
        Event::HandReady { pc } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.hand_ready = true;
            }
        }
        Event::ActionStarted { pc, action, check } => {
            s.action = Some(Action {
                pc: *pc,
                kind: action.clone(),
                check: check.map(|c| Check {
                    stat: c.stat,
                    target: c.target,
                    base: c.base,
                    paid: 0,
                    trouble_drawn: false,
                    from_others: 0,
                }),
                troubles_drawn: Vec::new(),
            });
            let seat = s.pc(*pc).map(|p| p.seat);
            if let Some(seat) = seat {
                let _ = s.action_phase.act(seat);
            }
        }
        Event::CheckPaid {
            payer,
            source,
            amount,
        } => {
            let performer = s.action.as_ref().map(|a| a.pc);
            match source {
                PaySource::HandCard { card } => {
                    if let Some(p) = pc_mut(s, *payer)
                        && take(&mut p.hand, card)
                    {
                        p.discard.push(card.clone());
                    }
                }
                PaySource::ApToken => {
                    if let Some(p) = pc_mut(s, *payer) {
                        p.ap = p.ap.saturating_sub(1);
                    }
                    s.ap_pool += 1;
                }
                PaySource::Trouble { .. } => {}
            }
            if let Some(check) = s.action.as_mut().and_then(|a| a.check.as_mut()) {
                check.paid += amount;
                match source {
                    PaySource::Trouble { .. } => check.trouble_drawn = true,
                    PaySource::ApToken if performer != Some(*payer) => check.from_others += 1,
                    _ => {}
                }
            }
        }
        Event::CheckEnded { .. } => {
            if let Some(a) = s.action.as_mut() {
                a.check = None;
            }
        }
        Event::PcMoved { pc, to, .. } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.place = *to;
            }
        }
        Event::CardResolved { card, slot, .. } => {
            if let Some(sl) = s.slots.get_mut(*slot) {
                take(&mut sl.stack, card);
            }
            s.card_damage.remove(card);
            if s.content.is_scenario_card(card) {
                s.scenario_discard.push(card.clone());
            } else {
                let deck = match s.content.encounter(card).map(|e| e.kind) {
                    Some(EncounterKind::Site) => Deck::Site,
                    _ => Deck::Trouble,
                };
                s.discards.entry(deck).or_default().push(card.clone());
            }
        }
        Event::ApGained { pc, n } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.ap += n;
            }
            s.ap_pool = s.ap_pool.saturating_sub(*n);
        }
        _ => {}
    }
}

fn hands(s: &mut State, e: &Event) {
    match e {
        Event::SkillUnsealed { pc, skill } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.skills[skill.index()].sealed = false;
            }
        }
        Event::CardPurchased { pc, card, slot } => {
            if let Some(sl) = s.slots.get_mut(*slot) {
                take(&mut sl.stack, card);
            }
            if let Some(p) = pc_mut(s, *pc) {
                p.deck.push(card.clone());
            }
        }
        Event::CardEquipped { pc, card } => {
            if let Some(p) = pc_mut(s, *pc) {
                take(&mut p.hand, card);
                p.equipped.push(Equipped {
                    card: card.clone(),
                    exhaustion: 0,
                });
            }
        }
        Event::ActionEnded { .. } => {
            // Trouble cards drawn for AP are placed once the action is over (spec 5.1).
            if let Some(a) = s.action.take() {
                for card in a.troubles_drawn {
                    s.pending.push(PendingTrouble {
                        follows: false,
                        card,
                        pc: a.pc,
                        round_start: false,
                    });
                }
            }
        }
        Event::ActionPhaseEnded { pc } => {
            let seat = pc_mut(s, *pc).map(|p| {
                p.ended = true;
                p.seat
            });
            if let Some(seat) = seat
                && s.pcs_of(seat).all(|p| p.ended)
            {
                let _ = s.action_phase.pass(seat);
            }
        }
        Event::DamageTaken { pc, amount, .. } => {
            if let Some(p) = pc_mut(s, *pc) {
                // Tokens stop at the cap of 5 even with a lowered maximum HP (FAQ Q38).
                p.damage = (p.damage + amount).min(5);
            }
        }
        Event::PcWentDown { pc } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.down = true;
            }
        }
        Event::DownProcessed {
            pc,
            discarded,
            removed,
            ap_returned,
        } => {
            if let Some(p) = pc_mut(s, *pc) {
                for card in discarded {
                    take(&mut p.hand, card);
                    p.equipped.retain(|e| e.card != *card);
                    p.discard.push(card.clone());
                }
                for card in removed {
                    p.equipped.retain(|e| e.card != *card);
                }
                p.ap = p.ap.saturating_sub(*ap_returned);
                p.progress = 0;
                p.max_hp = 5;
            }
            s.removed.extend(removed.iter().cloned());
            s.ap_pool += ap_returned;
        }
        Event::PcRecovered { pc } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.down = false;
            }
        }
        Event::Healed { pc, n } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.damage = p.damage.saturating_sub(*n);
            }
        }
        Event::ExhaustionRemoved { pc, from } => match from {
            ExhaustionSite::Bot { pc: bot } => {
                if let Some(b) = s.bots.iter_mut().find(|b| b.pc == *bot) {
                    b.exhaustion = b.exhaustion.saturating_sub(1);
                }
            }
            ExhaustionSite::Skill { slot } => {
                if let Some(p) = pc_mut(s, *pc) {
                    let x = &mut p.skills[slot.index()].exhaustion;
                    *x = x.saturating_sub(1);
                }
            }
            ExhaustionSite::Equipped { card } => {
                if let Some(e) =
                    pc_mut(s, *pc).and_then(|p| p.equipped.iter_mut().find(|e| e.card == *card))
                {
                    e.exhaustion = e.exhaustion.saturating_sub(1);
                }
            }
        },
        _ => {}
    }
}

fn actions(s: &mut State, e: &Event) {
    match e {
        Event::ProgressGained { pc, n } => {
            if let Some(p) = pc_mut(s, *pc) {
                p.progress += n;
            }
        }
        Event::EndProcessingAt { position } => s.end_cursor = position + 1,
        Event::EffectUsed { .. } => {}
        Event::EnemyDamaged { card, amount } => {
            *s.card_damage.entry(card.clone()).or_default() += amount
        }
        Event::ExhaustionPlaced { pc, on, n } => match on {
            ExhaustionSite::Bot { pc: bot } => {
                if let Some(b) = s.bots.iter_mut().find(|b| b.pc == *bot) {
                    b.exhaustion += n;
                }
            }
            ExhaustionSite::Skill { slot } => {
                if let Some(p) = pc_mut(s, *pc) {
                    p.skills[slot.index()].exhaustion += n;
                }
            }
            ExhaustionSite::Equipped { card } => {
                if let Some(e) =
                    pc_mut(s, *pc).and_then(|p| p.equipped.iter_mut().find(|e| e.card == *card))
                {
                    e.exhaustion += n;
                }
            }
        },
        Event::CardDiscarded { pc, card }
        | Event::CardDisposed { pc, card }
        | Event::CardRemoved { pc, card } => {
            if let Some(p) = pc_mut(s, *pc) {
                take(&mut p.hand, card);
                p.equipped.retain(|e| e.card != *card);
                if matches!(e, Event::CardDiscarded { .. }) {
                    p.discard.push(card.clone());
                }
            }
            match e {
                Event::CardDisposed { .. } => s.disposal.push(card.clone()),
                Event::CardRemoved { .. } => s.removed.push(card.clone()),
                _ => {}
            }
        }
        Event::EffectSkipped { .. } => {}
        Event::TroubleFollowed { card, slot, pc } => {
            if let Some(sl) = s.slots.get_mut(*slot) {
                take(&mut sl.stack, card);
            }
            s.pending.push(PendingTrouble {
                card: card.clone(),
                pc: *pc,
                round_start: false,
                follows: true,
            });
        }
        Event::ArtifactDrawn { card, candidates } => {
            if let Some(deck) = s.decks.get_mut(&Deck::Artifact) {
                take(deck, card);
            }
            s.artifacts.push(PendingArtifact {
                card: card.clone(),
                candidates: candidates.clone(),
                taker: None,
            });
        }
        Event::ArtifactTaken { pc, card } => {
            if let Some(a) = s.artifacts.iter_mut().find(|a| a.card == *card) {
                a.taker = Some(*pc);
            }
        }
        Event::ArtifactEquipped { pc, card } => {
            s.artifacts.retain(|a| a.card != *card);
            if let Some(p) = pc_mut(s, *pc) {
                p.equipped.push(Equipped {
                    card: card.clone(),
                    exhaustion: 0,
                });
            }
        }
        Event::ScenarioCleared { rewards, .. } => {
            s.offered_rewards = rewards.clone();
            s.step = Step::Reward;
        }
        Event::RewardChosen { card } => {
            s.offered_rewards.clear();
            if let Some(r) = s.result.as_mut() {
                r.reward = card.clone();
            }
            s.step = Step::Over;
        }
        Event::GameLost { reason } => {
            s.result = Some(PlayResult {
                cleared: false,
                reason: reason.clone(),
                evaluation: None,
                rank: None,
                reward: None,
            });
            s.step = Step::Over;
        }
        _ => {}
    }
}
