//! The Keep-card effects acting for a monster: its Keep cards (a Mimic copying one), then its
//! Permanent Evolutions in play, which act like Keep cards.

use super::super::cards::power_card::PowerCard;
use super::super::cards::registry::{effect_of, find_keep, registry_index};
use super::super::evolutions::registry::acting_as;
use super::super::state::State;
use crate::engine::Seat;

/// The Keep card effects acting for `seat`, each with the card instance that carries it, in
/// registry order. A Mimic contributes the effect of the card its token is on (with the
/// Mimic's instance); an unplaced Mimic contributes nothing.
pub fn keep_sources(state: &State, seat: Seat) -> Vec<(u16, &'static dyn PowerCard)> {
    let Some(m) = state.monster(seat) else {
        return Vec::new();
    };
    let mut out: Vec<(u16, &'static dyn PowerCard)> = Vec::new();
    for card in &m.keep_cards {
        let Some(effect) = effect_of(&card.card) else {
            continue;
        };
        out.push((card.instance, effect));
        if effect.is_mimic()
            && let Some(target) = state.mimic_target
            && let Some(copied) = find_keep(state, target)
            && let Some(copied_effect) = effect_of(&copied.1.card)
        {
            out.push((card.instance, copied_effect));
        }
    }
    out.sort_by_key(|(_, e)| registry_index(e.id()));
    // Permanent Evolutions in play act like Keep cards, after them, in the order played.
    for card in &m.evolutions.in_play {
        if let Some(hooks) = acting_as(state, card).and_then(|e| e.keep_hooks()) {
            out.push((card.instance, hooks));
        }
    }
    out
}

/// The effects of the Keep cards acting for `seat` (Mimic copies included), in registry order.
pub fn keep_effects(state: &State, seat: Seat) -> Vec<&'static dyn PowerCard> {
    keep_sources(state, seat)
        .into_iter()
        .map(|(_, e)| e)
        .collect()
}

/// Maximum hearts of a monster: its board's maximum plus its cards' bonuses.
pub fn max_health(state: &State, seat: Seat) -> u8 {
    let base = state
        .monster(seat)
        .and_then(|m| state.content.monster(&m.monster).map(|d| d.max_health))
        .unwrap_or(10);
    base.saturating_add(
        keep_effects(state, seat)
            .iter()
            .map(|e| e.max_health_bonus())
            .sum::<u8>(),
    )
}
