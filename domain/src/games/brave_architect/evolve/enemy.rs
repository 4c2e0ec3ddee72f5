//! The enemy action, the enemy deck and the round's end.

use super::super::event::*;
use super::super::state::*;
use super::super::vocabulary::EffectType;

fn take(cards: &mut Vec<String>, card: &str) {
    if let Some(i) = cards.iter().position(|c| c == card) {
        cards.remove(i);
    }
}

pub fn traits_activated(state: &mut State, e: &TraitsActivated) {
    for p in &e.parties {
        if !state.active_traits.contains(p) {
            state.active_traits.push(p.clone());
        }
    }
}

pub fn party_card_revealed(state: &mut State, e: &PartyCardRevealed) {
    take(&mut state.enemy_deck, &e.card);
    state.revealed_parties.push(e.card.clone());
    if !state.active_traits.contains(&e.card) {
        state.active_traits.push(e.card.clone());
    }
}

pub fn enemy_attack_revealed(state: &mut State, e: &EnemyAttackRevealed) {
    take(&mut state.enemy_deck, &e.card);
    state.revealed = Some(e.card.clone());
}

pub fn enemy_attack_discarded(state: &mut State, e: &EnemyAttackDiscarded) {
    state.enemy_discard.extend(e.parties.iter().cloned());
    // With nothing left to draw, the top card itself was revealed again (G-15).
    if state.enemy_discard.last() != Some(&e.card) {
        state.enemy_discard.push(e.card.clone());
    }
    state.revealed = None;
    state.revealed_parties.clear();
    state.active_traits.clear();
    state.in_area.clear();
}

pub fn deck_reshuffled(state: &mut State, e: &EnemyAttackDeckReshuffled) {
    let top = state.enemy_discard.pop();
    state.enemy_discard = top.into_iter().collect();
    state.enemy_deck = e.order.clone().unwrap_or_default();
}

pub fn deck_rebuilt(state: &mut State, e: &EnemyAttackDeckRebuilt) {
    state.removed_attacks.extend(e.removed.iter().cloned());
    let n = (e.strong_added as usize).min(state.strong_pile.len());
    state.strong_pile.drain(..n);
    state.enemy_deck = e.order.clone().unwrap_or_default();
    state.enemy_discard = if e.top.is_empty() {
        Vec::new()
    } else {
        vec![e.top.clone()]
    };
}

/// Played cards go to the discard pile, but [設置] and [持続] cards stay; the chips and the
/// cards' stat modifiers end with the round.
pub fn round_ended(state: &mut State, _: &RoundEnded) {
    let content = std::sync::Arc::clone(&state.content);
    for p in &mut state.players {
        let (stay, go): (Vec<String>, Vec<String>) = std::mem::take(&mut p.play_sheet)
            .into_iter()
            .partition(|c| {
                content.card(c).is_some_and(|k| {
                    matches!(k.effect_type, EffectType::Set | EffectType::Duration)
                })
            });
        p.play_sheet = stay;
        p.discard.extend(go);
        p.bonus = Default::default();
    }
    state.slam_choices.clear();
    state.enemy.attack_modifier = 0;
    state.enemy.defence_modifier = 0;
}

pub fn slam_side_offered(state: &mut State, e: &SlamSideOffered) {
    state.slam_offer = Some(SlamOffer {
        seat: e.seat,
        squares: e.squares.clone(),
    });
}

pub fn slam_side_chosen(state: &mut State, e: &SlamSideChosen) {
    state.slam_offer = None;
    state.slam_choices.push(e.square);
}

pub fn hand_cards_discarded(state: &mut State, e: &HandCardsDiscarded) {
    let p = &mut state.players[e.seat.index()];
    for card in &e.discarded {
        if let Some(i) = p.hand.iter().position(|c| c == card) {
            p.hand.remove(i);
            p.discard.push(card.clone());
        }
    }
}
