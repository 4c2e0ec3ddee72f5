//! Applying the Mutant Evolution draft.

use super::super::super::event::*;
use super::super::super::state::{DraftState, State};

pub fn apply(state: &mut State, event: &Event) {
    match event {
        Event::DraftPacketsDealt(e) => {
            let n = state.monsters.len();
            let mut draft = DraftState {
                round: 1,
                packets: vec![Vec::new(); n],
                picks: vec![Vec::new(); n],
            };
            for p in &e.packets {
                if let Some(slot) = draft.packets.get_mut(p.seat.index()) {
                    *slot = p.cards.clone().unwrap_or_default();
                }
            }
            state.power_up.draft = Some(draft);
        }
        Event::EvolutionDrafted(e) => {
            if let (Some(draft), Some(card)) = (state.power_up.draft.as_mut(), &e.card)
                && let (Some(packet), Some(picks)) = (
                    draft.packets.get_mut(e.seat.index()),
                    draft.picks.get_mut(e.seat.index()),
                )
            {
                packet.retain(|c| c.instance != card.instance);
                picks.push(card.clone());
            }
        }
        Event::DraftPacketsPassed(e) => {
            if let Some(draft) = state.power_up.draft.as_mut() {
                draft.round = e.round;
                for p in &e.packets {
                    if let Some(slot) = draft.packets.get_mut(p.seat.index()) {
                        *slot = p.cards.clone().unwrap_or_default();
                    }
                }
            }
        }
        Event::DraftEnded(_) => state.power_up.draft = None,
        _ => {}
    }
}
