//! `evolve`: apply one event to the state. Pure, total, never random.

use super::super::event::*;
use super::super::state::{CardKind, Location, MARKET_SLOTS, Monster, PendingYield, Phase, State};
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
        }
        Event::MarketCardRevealed(e) => {
            state.deck.retain(|c| c.instance != e.card.instance);
            if let Some(slot) = state.market.get_mut(e.slot as usize) {
                *slot = Some(e.card.clone());
            }
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
            state.pending_yields.clear();
            if e.extra_turn {
                state.extra_turns = state.extra_turns.saturating_sub(1);
            } else {
                state.extra_turns = 0;
            }
        }
        Event::DiceRolled(e) => {
            state.dice = e.faces.clone();
            state.rolls_used = e.roll.min(state.rolls_allowed);
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
        }
        Event::HealthLost(e) => {
            if let Some(m) = monster_mut(state, e.seat) {
                let lost = u8::try_from(e.amount).unwrap_or(u8::MAX);
                m.health = m.health.saturating_sub(lost);
            }
        }
        Event::MonsterEliminated(e) => {
            let mut discarded = Vec::new();
            if let Some(m) = monster_mut(state, e.seat) {
                m.alive = false;
                m.health = 0;
                m.energy = 0;
                m.eliminated_in = Some(e.batch);
                discarded = std::mem::take(&mut m.keep_cards);
            }
            state.discard.extend(discarded);
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
        }
        Event::EnteredTokyo(e) => set_location(state, e.seat, e.location),
        Event::LeftTokyo(e) => set_location(state, e.seat, Location::Outside),
        Event::BuyStepStarted(_) => state.phase = Phase::Buying,
        Event::CardBought(e) => {
            if let Some(slot) = state.market.get_mut(e.slot as usize) {
                *slot = None;
            }
            let kind = e.kind;
            if let Some(m) = monster_mut(state, e.seat) {
                m.energy = m.energy.saturating_sub(e.price);
                if kind == CardKind::Keep {
                    m.keep_cards.push(e.card.clone());
                }
            }
            if kind == CardKind::Discard {
                state.discard.push(e.card.clone());
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
        Event::ExtraTurnGained(_) => state.extra_turns = state.extra_turns.saturating_add(1),
        Event::TurnEnded(_) => {
            state.phase = Phase::TurnOver;
            state.pending_yields.clear();
        }
        Event::GameEnded(e) => {
            state.phase = Phase::GameOver;
            state.pending_yields.clear();
            state.outcome = Some(Outcome {
                winners: e.winners.clone(),
                ranking: e
                    .ranking
                    .iter()
                    .map(|r| Placing {
                        seat: r.seat,
                        rank: r.rank,
                        score: Some(i64::from(r.victory_points)),
                    })
                    .collect(),
                reason: e.reason.clone(),
            });
        }
    }
}
