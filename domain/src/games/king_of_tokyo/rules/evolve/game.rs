//! Applying the events that set up and end a game.

use super::super::super::event::*;
use super::super::super::state::{MARKET_SLOTS, Monster, Phase, State};
use crate::engine::{Outcome, Placing};

pub fn apply(state: &mut State, event: &Event) {
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
            let monster = Monster::entering(e.seat, e.monster.clone(), e.health);
            match state.monsters.get_mut(e.seat.index()) {
                Some(slot) => *slot = monster,
                None => state.monsters.push(monster),
            }
        }
        Event::FirstPlayerRolled(_) => {}
        Event::FirstPlayerChosen(e) => state.active = e.seat,
        Event::GameEnded(e) => {
            state.phase = Phase::GameOver;
            state.pending.pending_yields.clear();
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
        _ => {}
    }
}
