//! The fold: one event applied to the state. Total and never random; an event that does not
//! fit the state (it never happens with events `decide` wrote) changes what it can.

use super::content::EncounterKind;
use super::event::*;
use super::state::*;
use super::vocabulary::{Deck, Pc, Place, SkillSlot};
use crate::engine::{FreeOrder, PassRule};
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

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

/// The PC state that holds `pc`'s hand, deck and discard pile (its pair's first PC in the
/// 2-PC variant, spec 5.14.3).
fn piles_mut(s: &mut State, pc: Pc) -> Option<&mut PcState> {
    s.piles_of_mut(pc)
}

/// `pc` and the other PC of its pair: the hand adjustment's flags are the shared hand's.
fn sharing(s: &State, pc: Pc) -> Vec<Pc> {
    std::iter::once(pc).chain(s.partner(pc)).collect()
}

/// A card leaves `pc`'s hand or equipment (the hand is the pair's in the 2-PC variant).
fn take_held(s: &mut State, pc: Pc, card: &str) {
    if let Some(p) = piles_mut(s, pc) {
        take(&mut p.hand, card);
    }
    if let Some(p) = pc_mut(s, pc) {
        p.equipped.retain(|e| e.card != card);
    }
}

pub fn evolve(s: &mut State, e: &Event) {
    // Each family applies the events it knows and ignores the others.
    setup(s, e);
    table(s, e);
    round(s, e);
    hands(s, e);
    actions(s, e);
    site(s, e);
    rides(s, e);
    reactions(s, e);
    gifts(s, e);
    if let Event::ScenarioCleared(ev::ScenarioCleared {
        evaluation, rank, ..
    }) = e
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
        Event::GameStarted(ev::GameStarted {
            scenario,
            seats,
            pcs,
            bots,
            open_hands,
            pairs,
            solo_side,
        }) => {
            if s.content.areas.is_empty() {
                s.content = std::sync::Arc::new(super::content::Content::embedded().clone());
            }
            let hp = s.content.rules.as_ref().map_or(5, |r| r.pc_hp_max);
            s.scenario = scenario.clone();
            s.seats = *seats;
            s.open_hands = *open_hands;
            s.solo_side = *solo_side;
            s.ap_pool = s.content.rules.as_ref().map_or(12, |r| r.ap_tokens);
            s.slots = vec![Slot::default(); SLOTS];
            s.pcs = pcs
                .iter()
                .map(|&ev::SeatedPc { pc, seat }| PcState {
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
                    partner: pairs
                        .iter()
                        .find(|p| p.contains(&pc))
                        .and_then(|p| p.iter().copied().find(|o| *o != pc)),
                })
                .collect();
            s.bots = bots
                .iter()
                .map(|&pc| BotState { pc, exhaustion: 0 })
                .collect();
        }
        Event::DeckShuffled(ev::DeckShuffled { deck, order }) => {
            s.decks.insert(*deck, order.clone());
        }
        Event::RewardCardsAdded(ev::RewardCardsAdded { deck, cards, order }) => {
            s.reward_reserve.retain(|r| !cards.contains(r));
            s.decks.insert(*deck, order.clone());
        }
        Event::MarketSlotFilled(ev::MarketSlotFilled { slot, card }) => {
            for pile in s.decks.values_mut() {
                if take(pile, card) {
                    break;
                }
            }
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.stack.push(card.clone());
            }
        }
        Event::DisposalSeeded(ev::DisposalSeeded { cards }) => {
            for card in cards {
                for pile in s.decks.values_mut() {
                    if take(pile, card) {
                        break;
                    }
                }
                s.disposal.push(card.clone());
            }
        }
        Event::ScenarioDeckBuilt(ev::ScenarioDeckBuilt {
            deck,
            set_aside,
            rewards,
        }) => {
            s.scenario_deck = deck.iter().rev().cloned().collect();
            s.scenario_set_aside = set_aside.clone();
            s.reward_reserve = rewards.clone();
        }
        Event::SkillsSealed(ev::SkillsSealed { pc, sealed }) => {
            if let Some(p) = pc_mut(s, *pc) {
                for skill in &mut p.skills {
                    skill.sealed = sealed.contains(&skill.slot);
                }
            }
        }
        Event::StarterDeckShuffled(ev::StarterDeckShuffled { pc, order }) => {
            if let Some(p) = piles_mut(s, *pc) {
                p.deck = order.clone();
            }
        }
        Event::PcPlaced(ev::PcPlaced { pc, place }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.place = *place;
            }
        }
        Event::ScenarioCardRevealed(ev::ScenarioCardRevealed { card }) => {
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
        Event::ScenarioCardPlaced(ev::ScenarioCardPlaced { card, slot }) => {
            s.pending.retain(|p| p.card != *card);
            take(&mut s.scenario_deck, card);
            take(&mut s.scenario_set_aside, card);
            take(&mut s.scenario_revealed, card);
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.stack.push(card.clone());
            }
        }
        Event::ScenarioCardMoved(ev::ScenarioCardMoved { card, from, slot }) => {
            if let Some(sl) = s.slots.get_mut(*from) {
                take(&mut sl.stack, card);
            }
            // The card carries the tokens of the slot it leaves onto those of the slot it
            // reaches (FAQ Q37).
            let carried = s
                .slots
                .get_mut(*from)
                .map_or(0, |sl| std::mem::take(&mut sl.progress));
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.stack.push(card.clone());
                sl.progress += carried;
            }
            if s.step == Step::PhaseEnd {
                s.moved_at_end.push(card.clone());
            }
        }
        Event::ScenarioCardDiscarded(ev::ScenarioCardDiscarded { card }) => {
            take(&mut s.scenario_revealed, card);
            for sl in &mut s.slots {
                take(&mut sl.stack, card);
            }
            s.scenario_discard.push(card.clone());
        }
        Event::ScenarioCardShuffledIntoTroubles(ev::ScenarioCardShuffledIntoTroubles {
            card,
            order,
        }) => {
            take(&mut s.scenario_set_aside, card);
            s.decks.insert(Deck::Trouble, order.clone());
        }
        Event::ScenarioProgressAdded(ev::ScenarioProgressAdded { n }) => s.scenario_progress += n,
        Event::RoundStarted(ev::RoundStarted { round }) => {
            s.round = *round;
            for p in &mut s.pcs {
                p.ended = false;
                p.hand_ready = false;
            }
        }
        Event::StepEntered(ev::StepEntered { step }) => {
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
                s.moved_at_end.clear();
            }
            if *step == Step::Actions {
                s.site.revealed_this_phase = false;
            }
        }
        Event::TroubleDrawn(ev::TroubleDrawn { pc, card, reason }) => {
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
        Event::TroubleDeckReshuffled(ev::TroubleDeckReshuffled { order }) => {
            s.discards.insert(Deck::Trouble, Vec::new());
            s.decks.insert(Deck::Trouble, order.clone());
        }
        Event::SiteDeckReshuffled(ev::SiteDeckReshuffled { order }) => {
            s.discards.insert(Deck::Site, Vec::new());
            s.decks.insert(Deck::Site, order.clone());
        }
        Event::TroubleDiscardedUnplaced(ev::TroubleDiscardedUnplaced { card })
        | Event::TroubleRedrawn(ev::TroubleRedrawn { card, .. }) => {
            s.pending.retain(|p| p.card != *card);
            if let Some(a) = s.action.as_mut() {
                take(&mut a.troubles_drawn, card);
            }
            s.discards
                .entry(Deck::Trouble)
                .or_default()
                .push(card.clone());
        }
        Event::TroublePlaced(ev::TroublePlaced { card, slot }) => {
            s.pending.retain(|p| p.card != *card);
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.stack.push(card.clone());
            }
        }
        Event::SiteCardDrawn(ev::SiteCardDrawn { card, .. }) => {
            if let Some(deck) = s.decks.get_mut(&Deck::Site) {
                take(deck, card);
            }
            s.encounter.push(card.clone());
        }
        Event::CardsDrawn(ev::CardsDrawn { pc, cards, .. }) => {
            if let Some(p) = piles_mut(s, *pc) {
                for card in cards {
                    take(&mut p.deck, card);
                    p.hand.push(card.clone());
                }
            }
            for pc in sharing(s, *pc) {
                if let Some(p) = pc_mut(s, pc)
                    && p.first_draw
                {
                    p.first_draw = false;
                    p.may_redraw = true;
                }
            }
        }
        Event::DeckRebuilt(ev::DeckRebuilt { pc }) => {
            if let Some(p) = piles_mut(s, *pc) {
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
        Event::HandCardDiscarded(ev::HandCardDiscarded { pc, card }) => {
            if let Some(p) = piles_mut(s, *pc)
                && take(&mut p.hand, card)
            {
                p.discard.push(card.clone());
            }
        }
        Event::HandRedrawn(ev::HandRedrawn {
            pc, hand, order, ..
        }) => {
            if let Some(p) = piles_mut(s, *pc) {
                p.hand = hand.clone();
                p.deck = order.clone();
            }
            for pc in sharing(s, *pc) {
                if let Some(p) = pc_mut(s, pc) {
                    p.may_redraw = false;
                }
            }
        }
        Event::HandKept(ev::HandKept { pc }) => {
            for pc in sharing(s, *pc) {
                if let Some(p) = pc_mut(s, pc) {
                    p.may_redraw = false;
                }
            }
        }
        Event::HandReady(ev::HandReady { pc }) => {
            for pc in sharing(s, *pc) {
                if let Some(p) = pc_mut(s, pc) {
                    p.hand_ready = true;
                }
            }
        }
        Event::ActionStarted(ev::ActionStarted { pc, action, check }) => {
            s.ride = None;
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
                    hand_cards: 0,
                }),
                troubles_drawn: Vec::new(),
            });
            let seat = s.pc(*pc).map(|p| p.seat);
            if let Some(seat) = seat {
                let _ = s.action_phase.act(seat);
            }
        }
        Event::CheckPaid(ev::CheckPaid {
            payer,
            source,
            card,
            amount,
        }) => {
            let performer = s.action.as_ref().map(|a| a.pc);
            match source {
                PaySource::HandCard => {
                    if let Some(p) = piles_mut(s, *payer)
                        && let Some(card) = card
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
                PaySource::Trouble => {}
            }
            if let Some(check) = s.action.as_mut().and_then(|a| a.check.as_mut()) {
                check.paid += amount;
                match source {
                    PaySource::HandCard => check.hand_cards += 1,
                    PaySource::Trouble => check.trouble_drawn = true,
                    PaySource::ApToken if performer != Some(*payer) => check.from_others += 1,
                    _ => {}
                }
            }
        }
        Event::CheckEnded(_) => {
            if let Some(a) = s.action.as_mut() {
                a.check = None;
            }
        }
        Event::PcMoved(ev::PcMoved { pc, to, .. }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.place = *to;
            }
            s.site.withdrawing.retain(|w| w != pc);
        }
        Event::CardResolved(ev::CardResolved { card, slot, .. }) => {
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
        Event::ApGained(ev::ApGained { pc, n }) => {
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
        Event::SkillUnsealed(ev::SkillUnsealed { pc, skill }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.skills[skill.index()].sealed = false;
            }
        }
        Event::CardPurchased(ev::CardPurchased { pc, card, slot }) => {
            if let Some(sl) = s.slots.get_mut(*slot) {
                take(&mut sl.stack, card);
            }
            if let Some(p) = piles_mut(s, *pc) {
                p.deck.push(card.clone());
            }
        }
        Event::CardEquipped(ev::CardEquipped { pc, card }) => {
            take_held(s, *pc, card);
            if let Some(p) = pc_mut(s, *pc) {
                p.equipped.push(Equipped {
                    card: card.clone(),
                    exhaustion: 0,
                });
            }
        }
        Event::ActionEnded(_) => {
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
        Event::ActionPhaseEnded(ev::ActionPhaseEnded { pc }) => {
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
        Event::DamageTaken(ev::DamageTaken { pc, amount, .. }) => {
            if let Some(p) = pc_mut(s, *pc) {
                // Tokens stop at the cap of 5 even with a lowered maximum HP (FAQ Q38).
                p.damage = (p.damage + amount).min(5);
            }
        }
        Event::PcWentDown(ev::PcWentDown { pc }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.down = true;
            }
        }
        Event::DownProcessed(ev::DownProcessed {
            pc,
            discarded,
            removed,
            ap_returned,
        }) => {
            // G-27: a pair's shared hand is in `discarded`, whichever PC went down.
            for card in discarded {
                take_held(s, *pc, card);
                if let Some(p) = piles_mut(s, *pc) {
                    p.discard.push(card.clone());
                }
            }
            if let Some(p) = pc_mut(s, *pc) {
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
        Event::PcRecovered(ev::PcRecovered { pc }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.down = false;
            }
        }
        Event::Healed(ev::Healed { pc, n }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.damage = p.damage.saturating_sub(*n);
            }
        }
        Event::ExhaustionRemoved(ev::ExhaustionRemoved { pc, from }) => match from {
            ExhaustionSite::Bot(st::OnBot { pc: bot }) => {
                if let Some(b) = s.bots.iter_mut().find(|b| b.pc == *bot) {
                    b.exhaustion = b.exhaustion.saturating_sub(1);
                }
            }
            ExhaustionSite::Skill(st::OnSkill { slot }) => {
                if let Some(p) = pc_mut(s, *pc) {
                    let x = &mut p.skills[slot.index()].exhaustion;
                    *x = x.saturating_sub(1);
                }
            }
            ExhaustionSite::Equipped(st::OnEquipped { card }) => {
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
        Event::ProgressGained(ev::ProgressGained { pc, n }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.progress += n;
            }
        }
        Event::ModPutInPlay(ev::ModPutInPlay { card }) => s.mods_in_play.push(card.clone()),
        Event::ModRemoved(ev::ModRemoved { card }) => s.mods_in_play.retain(|c| c != card),
        Event::NpcJoined(ev::NpcJoined { npc, hp }) => s.npcs.push(st::NpcState {
            id: npc.clone(),
            hp: *hp,
            damage: 0,
        }),
        Event::NpcDamaged(ev::NpcDamaged { npc, amount, .. }) => {
            if let Some(n) = s.npcs.iter_mut().find(|n| n.id == *npc) {
                n.damage = (n.damage + amount).min(n.hp);
            }
        }
        Event::NpcHealed(ev::NpcHealed { npc, n }) => {
            if let Some(x) = s.npcs.iter_mut().find(|x| x.id == *npc) {
                x.damage = x.damage.saturating_sub(*n);
            }
        }
        Event::CardProgressAdded(ev::CardProgressAdded { slot, n, .. }) => {
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.progress += n;
            }
        }
        Event::CardProgressTaken(ev::CardProgressTaken { pc, slot, n }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.progress += n;
            }
            if let Some(sl) = s.slots.get_mut(*slot) {
                sl.progress = 0;
            }
        }
        Event::EndProcessingAt(ev::EndProcessingAt { position }) => s.end_cursor = position + 1,
        Event::EffectUsed(_) => {}
        Event::EnemyDamaged(ev::EnemyDamaged { card, amount }) => {
            *s.card_damage.entry(card.clone()).or_default() += amount
        }
        Event::ExhaustionPlaced(ev::ExhaustionPlaced { pc, on, n }) => match on {
            ExhaustionSite::Bot(st::OnBot { pc: bot }) => {
                if let Some(b) = s.bots.iter_mut().find(|b| b.pc == *bot) {
                    b.exhaustion += n;
                }
            }
            ExhaustionSite::Skill(st::OnSkill { slot }) => {
                if let Some(p) = pc_mut(s, *pc) {
                    p.skills[slot.index()].exhaustion += n;
                }
            }
            ExhaustionSite::Equipped(st::OnEquipped { card }) => {
                if let Some(e) =
                    pc_mut(s, *pc).and_then(|p| p.equipped.iter_mut().find(|e| e.card == *card))
                {
                    e.exhaustion += n;
                }
            }
        },
        Event::CardDiscarded(ev::CardDiscarded { pc, card })
        | Event::CardDisposed(ev::CardDisposed { pc, card })
        | Event::CardRemoved(ev::CardRemoved { pc, card }) => {
            take_held(s, *pc, card);
            if matches!(e, Event::CardDiscarded(_))
                && let Some(p) = piles_mut(s, *pc)
            {
                p.discard.push(card.clone());
            }
            match e {
                Event::CardDisposed(_) => s.disposal.push(card.clone()),
                Event::CardRemoved(_) => s.removed.push(card.clone()),
                _ => {}
            }
        }
        Event::EffectSkipped(_) => {}
        Event::TroubleFollowed(ev::TroubleFollowed { card, slot, pc }) => {
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
        Event::ArtifactDrawn(ev::ArtifactDrawn { card, candidates }) => {
            if let Some(deck) = s.decks.get_mut(&Deck::Artifact) {
                take(deck, card);
            }
            s.artifacts.push(PendingArtifact {
                card: card.clone(),
                candidates: candidates.clone(),
                taker: None,
            });
        }
        Event::ArtifactTaken(ev::ArtifactTaken { pc, card }) => {
            if let Some(a) = s.artifacts.iter_mut().find(|a| a.card == *card) {
                a.taker = Some(*pc);
            }
        }
        Event::ArtifactEquipped(ev::ArtifactEquipped { pc, card }) => {
            s.artifacts.retain(|a| a.card != *card);
            if let Some(p) = pc_mut(s, *pc) {
                p.equipped.push(Equipped {
                    card: card.clone(),
                    exhaustion: 0,
                });
            }
        }
        Event::ScenarioCleared(ev::ScenarioCleared { rewards, .. }) => {
            s.offered_rewards = rewards.clone();
            s.step = Step::Reward;
        }
        Event::RewardChosen(ev::RewardChosen { card }) => {
            s.offered_rewards.clear();
            if let Some(r) = s.result.as_mut() {
                r.reward = card.clone();
            }
            s.step = Step::Over;
        }
        Event::GameLost(ev::GameLost { reason }) => {
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

/// The Site exploration and the rewards it gives (artifact offers, disposal-area cards).
fn site(s: &mut State, e: &Event) {
    match e {
        Event::SiteCardRevealed(ev::SiteCardRevealed { card, .. }) => {
            take(&mut s.encounter, card);
            s.site.revealed = Some(card.clone());
            s.site.exploring = true;
            s.site.revealed_this_phase = true;
        }
        Event::SiteCardResolved(ev::SiteCardResolved { card, .. })
        | Event::SiteCardFailed(ev::SiteCardFailed { card }) => {
            if s.site.revealed.as_ref() == Some(card) {
                s.site.revealed = None;
            }
            s.card_damage.remove(card);
            s.discards.entry(Deck::Site).or_default().push(card.clone());
        }
        Event::ExplorationEnded(_) => s.site.exploring = false,
        Event::Withdrew(ev::Withdrew { pcs, discarded }) => {
            for card in discarded {
                take(&mut s.encounter, card);
                s.discards.entry(Deck::Site).or_default().push(card.clone());
            }
            s.site.exploring = false;
            s.site.withdrawing = pcs.clone();
            s.site.split = None;
        }
        Event::WithdrawalSplitAsked(ev::WithdrawalSplitAsked { seat, owed, shares }) => {
            s.site.split = Some(st::WithdrawalSplit {
                seat: *seat,
                owed: *owed,
                shares: shares.clone(),
            })
        }
        Event::WithdrawalDamageAssigned(ev::WithdrawalDamageAssigned { pc }) => {
            if let Some(split) = s.site.split.as_mut() {
                split.owed = split.owed.saturating_sub(1);
                if let Some(share) = split.shares.iter_mut().find(|x| x.pc == *pc) {
                    share.n += 1;
                }
            }
        }
        Event::ArtifactOffered(ev::ArtifactOffered { candidates }) => {
            s.artifact_offers.push(ArtifactOffer {
                candidates: candidates.clone(),
            })
        }
        Event::ArtifactOrDisposalChosen(_) if !s.artifact_offers.is_empty() => {
            s.artifact_offers.remove(0);
        }
        Event::DisposalCardsOffered(ev::DisposalCardsOffered { n, candidates }) => {
            s.disposal_rewards.push(DisposalReward {
                remaining: *n,
                candidates: candidates.clone(),
                revealed: Vec::new(),
            })
        }
        Event::DisposalShortfallDrawn(ev::DisposalShortfallDrawn { cards }) => {
            for card in cards {
                for pile in s.decks.values_mut() {
                    if take(pile, card) {
                        break;
                    }
                }
            }
            if let Some(r) = s.disposal_rewards.first_mut() {
                r.revealed.extend(cards.iter().cloned());
            }
        }
        Event::DisposalCardTaken(ev::DisposalCardTaken { pc, card }) => {
            if let Some(r) = s.disposal_rewards.first_mut() {
                if !take(&mut r.revealed, card) {
                    take(&mut s.disposal, card);
                }
                r.remaining = r.remaining.saturating_sub(1);
            }
            if let Some(p) = piles_mut(s, *pc) {
                p.deck.push(card.clone());
            }
        }
        Event::ExchangeOffered(ev::ExchangeOffered {
            pc, other, cards, ..
        }) => {
            s.exchange = Some(Exchange {
                pc: *pc,
                other: *other,
                cards: cards.clone(),
            })
        }
        Event::ExchangeDeclined(_) => s.exchange = None,
        Event::EquipmentLocked(ev::EquipmentLocked { trait_name })
            if !s.locked_traits.contains(trait_name) =>
        {
            s.locked_traits.push(trait_name.clone());
        }
        Event::HandsExchanged(ev::HandsExchanged {
            pc,
            other,
            given,
            taken,
            ..
        }) => {
            s.exchange = None;
            for (from, to, cards) in [(*pc, *other, given), (*other, *pc, taken)] {
                for card in cards {
                    if let Some(p) = piles_mut(s, from) {
                        take(&mut p.hand, card);
                    }
                    if let Some(p) = piles_mut(s, to) {
                        p.hand.push(card.clone());
                    }
                }
            }
        }
        Event::DisposalRewardEnded(ev::DisposalRewardEnded { returned }) => {
            if !s.disposal_rewards.is_empty() {
                s.disposal_rewards.remove(0);
            }
            s.disposal.extend(returned.iter().cloned());
        }
        _ => {}
    }
}

/// Random relocations and hand cards given (`teleport_random`, `give_hand_cards`).
fn gifts(s: &mut State, e: &Event) {
    match e {
        Event::PcTeleported(ev::PcTeleported { pc, to, .. }) => {
            if let Some(p) = pc_mut(s, *pc) {
                p.place = *to;
            }
        }
        Event::GiveAsked(ev::GiveAsked { pc, n }) => s.giving = Some(Giving { pc: *pc, n: *n }),
        Event::GiveLapsed(_) => s.giving = None,
        Event::HandCardsGiven(ev::HandCardsGiven { pc, to, cards, .. }) => {
            s.giving = None;
            for card in cards {
                if let Some(p) = piles_mut(s, *pc) {
                    take(&mut p.hand, card);
                }
                if let Some(p) = piles_mut(s, *to) {
                    p.hand.push(card.clone());
                }
            }
        }
        _ => {}
    }
}

/// Vehicle moves waiting for their passengers' answers.
fn rides(s: &mut State, e: &Event) {
    match e {
        Event::RideOffered(ev::RideOffered {
            pc,
            to,
            via,
            passengers,
            asked,
            stops,
        }) => {
            s.ride = Some(Ride {
                pc: *pc,
                to: *to,
                via: via.clone(),
                passengers: passengers.clone(),
                waiting: asked.clone(),
                declined: Vec::new(),
                stops: stops.clone(),
            })
        }
        Event::RideAnswered(ev::RideAnswered { pc, accept }) => {
            if let Some(r) = s.ride.as_mut() {
                r.waiting.retain(|w| w != pc);
                if !accept {
                    r.declined.push(*pc);
                }
            }
        }
        _ => {}
    }
}

/// Reaction windows to incoming damage, and the attacks paused on them.
fn reactions(s: &mut State, e: &Event) {
    match e {
        Event::DamageIncoming(ev::DamageIncoming {
            pc,
            amount,
            damage_type,
            source,
            from_enemy,
        }) => s.incoming.push(Incoming {
            pc: *pc,
            before: *amount,
            amount: *amount,
            damage_type: *damage_type,
            source: source.clone(),
            from_enemy: *from_enemy,
            used: Vec::new(),
        }),
        // An interrupt used while its PC's damage waits answers that damage; a source used
        // while an attack waits answers the attack.
        Event::EffectUsed(ev::EffectUsed { pc, source, .. }) => {
            if let Some(w) = s.incoming.first_mut() {
                if w.pc == *pc {
                    w.used.push(source.clone());
                }
            } else if let Some(a) = s.attack.as_mut() {
                a.used.push(source.clone());
            }
        }
        Event::DamageReduced(ev::DamageReduced { pc, by }) => {
            if let Some(w) = s.incoming.first_mut()
                && w.pc == *pc
            {
                w.amount = w.amount.saturating_sub(*by);
            }
        }
        Event::DamageSettled(ev::DamageSettled { pc, .. })
            if s.incoming.first().is_some_and(|w| w.pc == *pc) =>
        {
            s.incoming.remove(0);
        }
        Event::BattlePaused(ev::BattlePaused {
            pc,
            source,
            slots,
            pc_first,
            strike_owed,
            boost,
        }) => {
            s.battle = Some(BattleRest {
                pc: *pc,
                source: source.clone(),
                slots: slots.clone(),
                pc_first: *pc_first,
                strike_owed: strike_owed.clone(),
                boost: boost.clone(),
            })
        }
        Event::BattleResumed(_) => s.battle = None,
        // Used, the card has left the hand or the equipment: it waits on the table.
        Event::DisposalHeld(ev::DisposalHeld { pc, card }) => {
            take_held(s, *pc, card);
            s.disposing = Some(Disposing {
                pc: *pc,
                card: card.clone(),
            })
        }
        Event::CardDiscarded(ev::CardDiscarded { card, .. })
        | Event::CardDisposed(ev::CardDisposed { card, .. })
        | Event::CardRemoved(ev::CardRemoved { card, .. })
            if s.disposing.as_ref().is_some_and(|d| d.card == *card) =>
        {
            s.disposing = None
        }
        _ => attack_window(s, e),
    }
}

/// An attack's window: what its answers add, who is still asked.
fn attack_window(s: &mut State, e: &Event) {
    if let Event::AttackDeclared(ev::AttackDeclared {
        pc,
        source,
        target,
        range,
        waiting,
    }) = e
    {
        s.attack = Some(AttackWindow {
            pc: *pc,
            source: source.clone(),
            target: *target,
            range: *range,
            boost: Boost::default(),
            // The attack's own source answers nothing more.
            used: vec![source.clone()],
            waiting: waiting.clone(),
        });
        return;
    }
    let Some(w) = s.attack.as_mut() else { return };
    match e {
        Event::AttackDamageAdded(ev::AttackDamageAdded { n }) => w.boost.plus += n,
        Event::AttackDamageMultiplied(ev::AttackDamageMultiplied { k }) => {
            w.boost.factor = w.boost.multiplier() * k
        }
        Event::EnemyReductionIgnored(_) => w.boost.ignore_reduction = true,
        Event::CoveringFireAdded(ev::CoveringFireAdded { n }) => w.boost.covering += n,
        Event::AttackJoined(ev::AttackJoined { pc, means, .. }) => {
            w.boost.joined.push(Joined {
                pc: *pc,
                means: means.clone(),
                slot: w.target,
            });
            w.waiting.retain(|p| p != pc);
        }
        Event::AttackPassed(ev::AttackPassed { pc }) => w.waiting.retain(|p| p != pc),
        Event::AttackWindowClosed(_) => s.attack = None,
        _ => {}
    }
}
