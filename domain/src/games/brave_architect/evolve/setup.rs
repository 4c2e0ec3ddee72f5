//! Character-Make and the battle setup.

use super::super::event::*;
use super::super::state::*;
use super::super::vocabulary::SetKind;
use crate::engine::{Seat, SnakeDraft};

pub fn game_started(state: &mut State, e: &GameStarted) {
    // The platform attaches the game's pack before the first event; keep it.
    let content = std::mem::take(&mut state.content);
    *state = State {
        options: e.options.clone(),
        content,
        content_name: e.content_name.clone(),
        content_hash: e.content_hash.clone(),
        phase: Phase::Draft,
        players: (0..e.seat_count).map(|i| Player::new(Seat(i))).collect(),
        ..State::default()
    };
}

/// Picks each player makes: one race, one weapon, one sub-weapon, two skills.
pub fn picks_per_seat(state: &State) -> u32 {
    let d = state.content.params().draft;
    d.races + d.weapons + d.sub_weapons + d.skills
}

/// The draft runs among the players who kept no saved character, over the sets nobody
/// kept (without a saved party: everyone, over every set).
pub fn draft_order_set(state: &mut State, e: &DraftOrderSet) {
    let picks = picks_per_seat(state);
    let drafting: Vec<Seat> = state
        .players
        .iter()
        .filter(|p| p.race.is_none())
        .map(|p| p.seat)
        .collect();
    let held: Vec<CardSet> = state.players.iter().flat_map(Player::sets).collect();
    let pool = state
        .content
        .card_sets()
        .into_iter()
        .filter(|s| !held.contains(s))
        .collect();
    state.draft = SnakeDraft::new(drafting, Some(e.first), pool, Some(picks)).unwrap_or_default();
    state.phase = Phase::Draft;
}

pub fn card_set_picked(state: &mut State, e: &CardSetPicked) {
    let _ = state.draft.pick(e.seat, CardSet::new(e.kind, &e.id));
    let p = &mut state.players[e.seat.index()];
    match e.kind {
        SetKind::Race => p.race = Some(e.id.clone()),
        SetKind::Weapon => p.weapon = Some(e.id.clone()),
        SetKind::SubWeapon => p.sub_weapon = Some(e.id.clone()),
        SetKind::Skill => p.skills.push(e.id.clone()),
    }
    if state.draft.is_over() {
        state.phase = Phase::StyleChoice;
    }
}

pub fn combat_style_chosen(state: &mut State, e: &CombatStyleChosen) {
    state.players[e.seat.index()].style = Some(e.style.clone());
}

pub fn starting_deck_built(state: &mut State, e: &StartingDeckBuilt) {
    let p = &mut state.players[e.seat.index()];
    p.deck = e.order.clone().unwrap_or_default();
    p.reserve = e.reserve.clone();
    p.level = 1;
    p.hp = e.hp;
    p.tension = 0;
}

pub fn enemy_parties_revealed(state: &mut State, e: &EnemyPartiesRevealed) {
    state.enemy.parties = e
        .parties
        .iter()
        .map(|p| PartyState {
            card: p.card.clone(),
            positions: p.positions.clone(),
            hp: e.party_hp,
            destroyed: false,
        })
        .collect();
    state.enemy.core_hp = e.core_hp;
    state.unused_parties = e.unused.clone().unwrap_or_default();
}

pub fn map_prepared(state: &mut State, e: &MapPrepared) {
    state.enemy.body = e.enemy;
    state.phase = Phase::PawnPlacement;
}

pub fn cards_drawn(state: &mut State, e: &CardsDrawn) {
    let p = &mut state.players[e.seat.index()];
    let n = (e.count as usize).min(p.deck.len());
    p.deck.drain(..n);
    p.hand.extend(e.cards.clone().unwrap_or_default());
}

pub fn discard_reshuffled(state: &mut State, e: &DiscardReshuffled) {
    let p = &mut state.players[e.seat.index()];
    p.discard.clear();
    p.deck = e.order.clone().unwrap_or_default();
}

pub fn initial_enemy_attack_revealed(state: &mut State, e: &InitialEnemyAttackRevealed) {
    if let Some(i) = state.enemy_deck.iter().position(|c| *c == e.card) {
        state.enemy_deck.remove(i);
    }
    state.enemy_discard.push(e.card.clone());
}
