//! Applying the events of rolling and resolving the dice.

use super::super::super::event::*;
use super::super::super::state::{HeartUse, Phase, State};
use super::board::monster_mut;

pub fn apply(state: &mut State, event: &Event) {
    match event {
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
        Event::RollsAllowedSet(e) => state.rolls_allowed = e.rolls_allowed,
        Event::DieChanged(e) => {
            if let Some(d) = state.dice.get_mut(e.die as usize) {
                *d = e.face;
            }
            state.turn_scratch.cards_used.push(e.card);
        }
        Event::PsychicProbeWindowOpened(_) => state.phase = Phase::PsychicProbe,
        Event::PsychicProbeUsed(e) => {
            if let Some(d) = state.dice.get_mut(e.die as usize) {
                *d = e.face;
            }
            state.turn_scratch.cards_used.push(e.card);
            state.turn_scratch.probed = true;
        }
        Event::HeartChoiceOffered(e) => {
            state.phase = Phase::Hearts;
            state.pending.hearts_left = e.hearts;
        }
        Event::HeartsUsed(e) => {
            state.pending.hearts_left = state.pending.hearts_left.saturating_sub(e.count);
            if let Some(m) = monster_mut(state, e.seat) {
                match e.on {
                    HeartUse::RemovePoison => m.poison = m.poison.saturating_sub(e.count),
                    HeartUse::RemoveShrink => m.shrink = m.shrink.saturating_sub(e.count),
                    HeartUse::Heal | HeartUse::HealOther => {}
                }
            }
            if state.pending.hearts_left == 0 && state.phase == Phase::Hearts {
                state.phase = Phase::Resolving;
            }
        }
        Event::CamouflageRolled(_) => {}
        _ => {}
    }
}
