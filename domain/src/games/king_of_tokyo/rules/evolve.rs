//! `evolve`: apply one event to the state. Pure, total, never random.

use super::super::event::*;
use super::super::state::{
    CardInstance, CardKind, EvolutionChoice, EvolutionWindow, FreezeRayHold, FrozenDie, HeartUse,
    Location, MARKET_SLOTS, MegaPurr, Monster, Offer, PendingPurchase, PendingYield, Phase,
    ReactionWindow, State, Token, tally_add,
};
use super::super::evolutions::registry::evolution_of;
use super::super::evolutions::shared::ICY_REFLECTION;
use super::draft;
use crate::engine::{Outcome, Placing, Seat};

fn monster_mut(state: &mut State, seat: Seat) -> Option<&mut Monster> {
    state.monsters.get_mut(seat.index())
}

fn set_location(state: &mut State, seat: Seat, to: Location) {
    if state.city == Some(seat) {
        state.city = None;
    }
    if state.bay == Some(seat) {
        state.bay = None;
    }
    match to {
        Location::City => state.city = Some(seat),
        Location::Bay => state.bay = Some(seat),
        Location::Outside => {}
    }
    if let Some(m) = monster_mut(state, seat) {
        m.location = to;
    }
}

pub fn evolve(state: &mut State, event: &Event) {
    match event {
        Event::GameStarted(e) => {
            *state = State {
                // The pack attached before the first event stays.
                content: state.content.clone(),
                options: e.options.clone(),
                phase: Phase::TurnOver,
                market: vec![None; MARKET_SLOTS],
                ..State::default()
            };
        }
        Event::MonsterChosen(e) => {
            let monster = Monster {
                seat: e.seat,
                monster: e.monster.clone(),
                health: e.health,
                max_health: e.health,
                victory_points: 0,
                energy: 0,
                location: Location::Outside,
                alive: true,
                eliminated_in: None,
                keep_cards: Vec::new(),
                poison: 0,
                shrink: 0,
                evolutions: Default::default(),
            };
            match state.monsters.get_mut(e.seat.index()) {
                Some(slot) => *slot = monster,
                None => state.monsters.push(monster),
            }
        }
        Event::PowerDeckShuffled(e) => {
            let order = e.order.clone().unwrap_or_default();
            state
                .discard
                .retain(|c| !order.iter().any(|o| o.instance == c.instance));
            if !e.from_discard {
                state.card_count = e.count;
            }
            state.deck = order;
            state.peeked = false;
        }
        Event::MarketCardRevealed(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            if let Some(slot) = state.market.get_mut(e.slot as usize) {
                *slot = Some(e.card.clone());
            }
            state.peeked = false;
            state.opportunist_slot = Some(e.slot);
            state.opportunist_passed.clear();
        }
        Event::FirstPlayerRolled(_) => {}
        Event::FirstPlayerChosen(e) => state.active = e.seat,
        Event::TurnStarted(e) => {
            state.active = e.seat;
            state.turn = e.turn;
            state.phase = Phase::Rolling;
            state.dice.clear();
            state.rolls_used = 0;
            state.rolls_allowed = e.rolls_allowed;
            state.yielded_areas.clear();
            state.yielders.clear();
            state.pending_yields.clear();
            state.cards_used.clear();
            state.wings_active.clear();
            state.evolutions_this_turn.clear();
            state.hearts_lost_this_turn.clear();
            state.smash_targets.clear();
            state.smash_wounded.clear();
            state.early_deciders.clear();
            state.wounded_others = false;
            state.metamorph_done = false;
            state.freeze_time_done = false;
            state.probed = false;
            state.energy_gained_this_turn.clear();
            state.hearts_gained_this_turn.clear();
            state.lasting_evolutions.retain(|(s, _)| *s != e.seat);
            if state.frozen_die.as_ref().is_some_and(|f| f.seat == e.seat) {
                state.frozen_die = None;
            }
            state.peeked = false;
            state.opportunist_slot = None;
            state.opportunist_passed.clear();
            state.hearts_left = 0;
            state.evolution_window = None;
            state.after_roll_passed.clear();
            state.pending_purchase = None;
            state.forbidden_cards.clear();
            state.tokyo_at_turn_start = state.city.into_iter().chain(state.bay).collect();
            let taken = if e.extra_turn {
                state
                    .extra_turn_queue
                    .iter()
                    .position(|(s, _)| *s == e.seat)
                    .map(|i| state.extra_turn_queue.remove(i).1)
            } else {
                None
            };
            state.dice_penalty = match taken.as_deref() {
                Some("freeze_time") => state.dice_penalty.saturating_add(1),
                _ => 0,
            };
            count_extra_turns(state);
        }
        Event::DiceRolled(e) => {
            state.dice = e.faces.clone();
            state.rolls_used = e.roll.min(state.rolls_allowed);
            if e.roll == 1 && state.phase == Phase::StartOfTurn {
                state.phase = Phase::Rolling;
            }
        }
        Event::DiceResolved(e) => {
            state.dice = e.faces.clone();
            state.phase = Phase::Resolving;
        }
        Event::VictoryPointsGained(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.victory_points = m.victory_points.saturating_add(e.amount);
            }
        }
        Event::VictoryPointsLost(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.victory_points = m.victory_points.saturating_sub(e.amount);
            }
        }
        Event::EnergyGained(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_add(e.amount);
            }
            tally_add(&mut state.energy_gained_this_turn, e.seat, e.amount);
        }
        Event::EnergyLost(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.amount);
            }
        }
        Event::HealthGained(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                let gained = u8::try_from(e.amount).unwrap_or(u8::MAX);
                m.health = m.health.saturating_add(gained).min(m.max_health);
            }
            tally_add(&mut state.hearts_gained_this_turn, e.seat, e.amount);
        }
        Event::HealthLost(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                let lost = u8::try_from(e.amount).unwrap_or(u8::MAX);
                m.health = m.health.saturating_sub(lost);
            }
            tally_add(&mut state.hearts_lost_this_turn, e.seat, e.amount);
            if e.by == state.active && e.seat != e.by && e.amount > 0 {
                state.wounded_others = true;
                if e.reason == "SMASH" && !state.smash_wounded.contains(&e.seat) {
                    state.smash_wounded.push(e.seat);
                }
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
            state.lasting_evolutions.retain(|(s, _)| *s != e.seat);
            if state.frozen_die.as_ref().is_some_and(|f| f.seat == e.seat) {
                state.frozen_die = None;
            }
            // A Freeze Ray comes back from a holder that is gone (one that left with its owner
            // went with `cards_left_play`).
            state.freeze_rays.retain(|h| h.holder != e.seat);
            if state.mimic_offer == Some(e.seat) {
                state.mimic_offer = None;
            }
            set_location(state, e.seat, Location::Outside);
            state.pending_yields.retain(|p| p.seat != e.seat);
            state.elimination_batches = state.elimination_batches.max(e.batch);
            if let Some(closure) = &e.bay_closure {
                set_location(state, closure.seat, closure.moved_to);
            }
        }
        Event::YieldRequested(e) => {
            state.phase = Phase::YieldDecision;
            state.pending_yields = e
                .seats
                .iter()
                .map(|&seat| PendingYield { seat, yields: None })
                .collect();
        }
        Event::YieldChoiceMade(e) => {
            if let Some(p) = state.pending_yields.iter_mut().find(|p| p.seat == e.seat) {
                p.yields = e.yields;
            }
        }
        Event::YieldChoicesRevealed(_) => {
            state.pending_yields.clear();
            state.phase = Phase::Resolving;
        }
        Event::TokyoYielded(e) => {
            set_location(state, e.seat, Location::Outside);
            state.yielded_areas.push(e.from);
            state.yielders.push(e.seat);
            if let Some(w) = state.reaction.as_mut() {
                w.hits
                    .retain(|h| !(h.seat == e.seat && h.reason == "SMASH"));
                w.answered.push((e.seat, Offer::Jets));
                state.early_deciders.push(e.seat);
            }
        }
        Event::EnteredTokyo(e) => set_location(state, e.seat, e.location),
        Event::LeftTokyo(e) => set_location(state, e.seat, Location::Outside),
        Event::BuyStepStarted(_) => state.phase = Phase::Buying,
        Event::CardBought(e) => {
            state.pending_purchase = None;
            if let Some(slot) = state.market.get_mut(e.slot as usize) {
                *slot = None;
            }
            acquire(state, e.seat, &e.card, e.price, e.kind);
        }
        Event::CardBoughtFromDeck(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            state.peeked = false;
            acquire(state, e.seat, &e.card, e.price, e.kind);
        }
        Event::CardBoughtFromMonster(e) => {
            if let Some(m) = monster_mut(state, e.from) {
                m.keep_cards.retain(|c| c.instance != e.card.instance);
                m.energy = m.energy.saturating_add(e.price);
            }
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.price);
                m.keep_cards.push(e.card.clone());
            }
        }
        Event::MarketSwept(e) => {
            for slot in state.market.iter_mut() {
                *slot = None;
            }
            state.discard.extend(e.cards.iter().cloned());
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.price);
            }
        }
        Event::ExtraTurnGained(e) => {
            state.extra_turn_queue.push((e.seat, e.reason.clone()));
            if e.reason == "freeze_time" {
                state.freeze_time_done = true;
            }
            count_extra_turns(state);
        }
        Event::TurnEnded(_) => {
            state.phase = Phase::TurnOver;
            state.pending_yields.clear();
        }
        Event::MonstersAttacked(e) => state.smash_targets = e.targets.clone(),
        Event::TokenGiven(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                match e.token {
                    Token::Poison => m.poison = m.poison.saturating_add(1),
                    Token::Shrink => m.shrink = m.shrink.saturating_add(1),
                }
            }
        }
        Event::CardTokensSet(e) => {
            state.card_tokens.insert(e.card, e.tokens);
        }
        Event::KeepCardsDiscarded(e) => {
            let mut gone = Vec::new();
            if let Some(m) = monster_mut(state, e.seat) {
                m.keep_cards.retain(|c| {
                    let leaves = e.cards.iter().any(|d| d.instance == c.instance);
                    if leaves {
                        gone.push(c.clone());
                    }
                    !leaves
                });
            }
            cards_left_play(state, &gone);
            state.discard.extend(gone);
        }
        Event::MaxHealthChanged(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.max_health = e.max_health;
                m.health = m.health.min(m.max_health);
            }
        }
        Event::MimicPlacementOffered(e) => state.mimic_offer = Some(e.seat),
        Event::MimicMoveOffered(_) => state.phase = Phase::StartOfTurn,
        Event::MimicMoved(e) => {
            state.mimic_target = Some(e.target.instance);
            state.mimic_offer = None;
            let mimic = state.monsters.get(e.seat.index()).and_then(|m| {
                m.keep_cards
                    .iter()
                    .find(|c| c.card == "mimic")
                    .map(|c| c.instance)
            });
            if let Some(mimic) = mimic {
                state.card_tokens.remove(&mimic);
            }
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.price);
            }
        }
        Event::RollsAllowedSet(e) => state.rolls_allowed = e.rolls_allowed,
        Event::DieChanged(e) => {
            if let Some(d) = state.dice.get_mut(e.die as usize) {
                *d = e.face;
            }
            state.cards_used.push(e.card);
        }
        Event::PsychicProbeWindowOpened(_) => state.phase = Phase::PsychicProbe,
        Event::PsychicProbeUsed(e) => {
            if let Some(d) = state.dice.get_mut(e.die as usize) {
                *d = e.face;
            }
            state.cards_used.push(e.card);
            state.probed = true;
        }
        Event::HeartChoiceOffered(e) => {
            state.phase = Phase::Hearts;
            state.hearts_left = e.hearts;
        }
        Event::HeartsUsed(e) => {
            state.hearts_left = state.hearts_left.saturating_sub(e.count);
            if let Some(m) = monster_mut(state, e.seat) {
                match e.on {
                    HeartUse::RemovePoison => m.poison = m.poison.saturating_sub(e.count),
                    HeartUse::RemoveShrink => m.shrink = m.shrink.saturating_sub(e.count),
                    HeartUse::Heal | HeartUse::HealOther => {}
                }
            }
            if state.hearts_left == 0 && state.phase == Phase::Hearts {
                state.phase = Phase::Resolving;
            }
        }
        Event::EnergyTransferred(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.amount);
            }
            if let Some(m) = monster_mut(state, e.to) {
                m.energy = m.energy.saturating_add(e.amount);
            }
            tally_add(&mut state.energy_gained_this_turn, e.to, e.amount);
        }
        Event::CamouflageRolled(_) => {}
        Event::ReactionWindowOpened(e) => {
            state.reaction = Some(ReactionWindow {
                by: e.by,
                hits: e.hits.clone(),
                then: e.then,
                stage: e.stage,
                answered: Vec::new(),
            });
        }
        Event::ReactionWindowClosed(_) => state.reaction = None,
        Event::WingsUsed(e) => {
            state.wings_active.push(e.seat);
            if let Some(w) = state.reaction.as_mut() {
                w.answered.push((e.seat, Offer::Wings));
            }
        }
        Event::OfferDeclined(e) => {
            if let Some(w) = state.reaction.as_mut() {
                w.answered.push((e.seat, e.offer));
            }
            match e.offer {
                Offer::Jets => state.early_deciders.push(e.seat),
                Offer::PsychicProbe => state.cards_used.extend(e.card),
                Offer::Opportunist => state.opportunist_passed.push(e.seat),
                Offer::Metamorph => state.metamorph_done = true,
                Offer::FreezeTime => state.freeze_time_done = true,
                // Outside a reaction: a pass in an Evolution window (Enter Tokyo step, Chest
                // Thumping) or in the after-final-roll offer (Heart of the Rabbit).
                Offer::Evolution if state.reaction.is_none() => {
                    if let Some(p) = state.pending_purchase.as_mut() {
                        p.answered.push(e.seat);
                    } else if let Some(w) = state.evolution_window.as_mut() {
                        w.answered.push(e.seat);
                    } else if state.phase == Phase::PsychicProbe {
                        state.after_roll_passed.push(e.seat);
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
        Event::DeckTopPeeked(_) => state.peeked = true,
        Event::EvolutionDeckShuffled(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                if e.from_discard {
                    m.evolutions.discard.clear();
                    m.evolutions.hidden_discard.clear();
                }
                m.evolutions.deck = e.order.clone().unwrap_or_default();
            }
        }
        Event::EvolutionsDrawn(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                let cards = e.cards.clone().unwrap_or_default();
                m.evolutions
                    .deck
                    .retain(|c| !cards.iter().any(|d| d.instance == c.instance));
                m.evolutions.drawn = cards;
                m.evolutions.drawn_at_setup = e.at_setup;
            }
        }
        Event::EvolutionKept(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.evolutions.drawn.clear();
                m.evolutions.hand.extend(e.kept.clone());
                if let Some(other) = e.other.clone() {
                    if e.returned_to_deck {
                        m.evolutions.deck.push(other);
                    } else {
                        m.evolutions.hidden_discard.push(other);
                    }
                }
            }
        }
        Event::EvolutionPlayed(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.evolutions.hand.retain(|c| c.instance != e.card.instance);
                if e.permanent {
                    m.evolutions.in_play.push(e.card.clone());
                } else {
                    m.evolutions.discard.push(e.card.clone());
                }
            }
            if !e.permanent {
                state
                    .evolutions_this_turn
                    .push((e.seat, e.card.card.clone()));
                if evolution_of(&e.card.card)
                    .is_some_and(|c| c.lasts_until_next_turn())
                {
                    state.lasting_evolutions.push((e.seat, e.card.card.clone()));
                }
            }
        }
        Event::EvolutionUsed(e) => state.cards_used.push(e.card.instance),
        Event::SnowflakePlaced(e) => state.snowflake_on = Some(e.card.instance),
        Event::DieFrozen(e) => {
            state.frozen_die = Some(FrozenDie {
                seat: e.seat,
                card: e.card,
                die: e.die,
                face: e.face,
            })
        }
        Event::FreezeRayGiven(e) => state.freeze_rays.push(FreezeRayHold {
            owner: e.seat,
            card: e.card,
            holder: e.to,
            face: None,
        }),
        Event::FreezeRayFaceChosen(e) => {
            if let Some(hold) = state.freeze_rays.iter_mut().find(|h| h.card == e.card) {
                hold.face = Some(e.face);
            }
        }
        Event::FrozenFaceIgnored(e) => state.dice.retain(|f| *f != e.face),
        Event::FreezeRayReturned(e) => state.freeze_rays.retain(|h| h.card != e.card),
        Event::EvolutionDiscarded(e) => {
            let mut gone = Vec::new();
            if let Some(m) = monster_mut(state, e.seat) {
                m.evolutions.in_play.retain(|c| {
                    let leaves = c.instance == e.card.instance;
                    if leaves {
                        gone.push(c.clone());
                    }
                    !leaves
                });
                m.evolutions.discard.extend(gone.iter().cloned());
            }
            cards_left_play(state, &gone);
        }
        Event::DeckCardDiscarded(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            state.discard.push(e.card.clone());
            state.peeked = false;
        }
        Event::PowerCardPutIntoPlay(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            state.discard.retain(|c| c.instance != e.card.instance);
            state.peeked = false;
            acquire(state, e.seat, &e.card, e.price, e.kind);
        }
        Event::PowerCardsLooked(e) => {
            state.evolution_choice = Some(EvolutionChoice {
                seat: e.seat,
                evolution: e.evolution.clone(),
                cards: e.cards.clone().unwrap_or_default(),
            });
        }
        Event::DiscardCardRevealed(e) => {
            state.evolution_choice = Some(EvolutionChoice {
                seat: e.seat,
                evolution: e.evolution.clone(),
                cards: vec![e.card.clone()],
            });
        }
        Event::UfoTokenPlaced(e) => state.ufo_cards.push(e.card.instance),
        Event::UfoRolled(_) => {}
        Event::EvolutionChoiceMade(e) => {
            state.evolution_choice = None;
            if let Some(bottom) = &e.bottom {
                state
                    .deck
                    .retain(|c| !bottom.iter().any(|b| b.instance == c.instance));
                state.deck.extend(bottom.iter().cloned());
                state.peeked = false;
            }
        }
        Event::StartOfTurnWindowOpened(_) => state.phase = Phase::StartOfTurn,
        Event::DraftPacketsDealt(_)
        | Event::EvolutionDrafted(_)
        | Event::DraftPacketsPassed(_)
        | Event::DraftEnded(_) => draft::evolve(state, event),
        Event::EvolutionWindowOpened(e) => {
            state.evolution_window = Some(EvolutionWindow {
                stage: e.stage,
                answered: Vec::new(),
            });
        }
        Event::EvolutionWindowClosed(_) => state.evolution_window = None,
        Event::CardPurchaseAnnounced(e) => {
            state.pending_purchase = Some(PendingPurchase {
                buyer: e.seat,
                slot: e.slot,
                card: e.card.clone(),
                answered: Vec::new(),
            });
        }
        Event::CardPurchaseBlocked(e) => {
            state.pending_purchase = None;
            if e.by.is_some() {
                state.forbidden_cards.push(e.card.instance);
            }
        }
        Event::EvolutionsDiscarded(e) => {
            let hidden = e.hidden.clone().unwrap_or_default();
            if let Some(m) = monster_mut(state, e.seat) {
                let piles = &mut m.evolutions;
                piles
                    .in_play
                    .retain(|c| !e.cards.iter().any(|d| d.instance == c.instance));
                piles
                    .hand
                    .retain(|c| !hidden.iter().any(|d| d.instance == c.instance));
                piles.discard.extend(e.cards.iter().cloned());
                piles.hidden_discard.extend(hidden);
            }
            cards_left_play(state, &e.cards);
        }
        Event::EvolutionReturnedToHand(e) => {
            if let (Some(m), Some(card)) = (monster_mut(state, e.seat), e.card.as_ref()) {
                m.evolutions.discard.retain(|c| c.instance != card.instance);
                m.evolutions.hand.push(card.clone());
            }
        }
        Event::EvolutionDiceRolled(_) => {}
        Event::MegaPurrRequested(e) => {
            state.mega_purr = Some(MegaPurr {
                to: e.seat,
                from: e.from.clone(),
            });
        }
        Event::MegaPurrGiven(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.energy);
                m.victory_points = m.victory_points.saturating_sub(e.victory_points);
            }
            if let Some(m) = monster_mut(state, e.to) {
                m.energy = m.energy.saturating_add(e.energy);
                m.victory_points = m.victory_points.saturating_add(e.victory_points);
            }
            if e.energy > 0 {
                tally_add(&mut state.energy_gained_this_turn, e.to, e.energy);
            }
            if let Some(p) = state.mega_purr.as_mut() {
                p.from.retain(|s| *s != e.seat);
                if p.from.is_empty() {
                    state.mega_purr = None;
                }
            }
        }
        Event::HitReduced(e) => {
            if let Some(w) = state.reaction.as_mut() {
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
            tally_add(&mut state.energy_gained_this_turn, e.to, 1);
            if let Some(w) = state.reaction.as_mut() {
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
        Event::EndOfTurnStarted(_) => state.phase = Phase::EndOfTurn,
        Event::GameEnded(e) => {
            state.phase = Phase::GameOver;
            state.pending_yields.clear();
            state.outcome = Some(Outcome::individual(
                e.winners.clone(),
                e.ranking
                    .iter()
                    .map(|r| Placing {
                        seat: r.seat,
                        rank: r.rank,
                        score: Some(i64::from(r.victory_points)),
                    })
                    .collect(),
                e.reason.clone(),
            ));
        }
    }
}

/// Pay for a card and put it in front of the buyer (Keep) or on the discard pile (Discard).
fn acquire(state: &mut State, seat: Seat, card: &CardInstance, price: u32, kind: CardKind) {
    if let Some(m) = monster_mut(state, seat) {
        m.energy = m.energy.saturating_sub(price);
        if kind == CardKind::Keep {
            m.keep_cards.push(card.clone());
        }
    }
    if kind == CardKind::Discard {
        state.discard.push(card.clone());
    }
}

/// Cards that left play lose their tokens; the Mimic token returns when its card (or the
/// Mimic) leaves (S-17).
fn cards_left_play(state: &mut State, gone: &[CardInstance]) {
    icy_reflection_follows(state, gone);
    for card in gone {
        state.card_tokens.remove(&card.instance);
        state.ufo_cards.retain(|c| *c != card.instance);
        if state.mimic_target == Some(card.instance) || card.card == "mimic" {
            state.mimic_target = None;
        }
    }
    // A Freeze Ray given away that left its owner's play area has nothing to come back to.
    let monsters = &state.monsters;
    state.freeze_rays.retain(|h| {
        monsters
            .iter()
            .any(|m| m.seat == h.owner && m.evolutions.in_play.iter().any(|c| c.instance == h.card))
    });
}

/// Icy Reflection's Snowflake token leaves with Icy Reflection; if the copied card leaves
/// play, Icy Reflection goes to its owner's face-up discards (with its tokens), in the same
/// event (the card text makes it part of the copied card leaving).
fn icy_reflection_follows(state: &mut State, gone: &[CardInstance]) {
    let icy = ICY_REFLECTION;
    if gone.iter().any(|c| c.card == icy) {
        state.snowflake_on = None;
    }
    let Some(target) = state.snowflake_on else {
        return;
    };
    if !gone.iter().any(|c| c.instance == target) {
        return;
    }
    state.snowflake_on = None;
    for m in state.monsters.iter_mut() {
        if let Some(i) = m.evolutions.in_play.iter().position(|c| c.card == icy) {
            let card = m.evolutions.in_play.remove(i);
            state.card_tokens.remove(&card.instance);
            m.evolutions.discard.push(card);
        }
    }
}

/// `extra_turns` counts the pending extra turns of the active monster.
fn count_extra_turns(state: &mut State) {
    let active = state.active;
    state.extra_turns = state
        .extra_turn_queue
        .iter()
        .filter(|(s, _)| *s == active)
        .count() as u8;
}
