//! Setup: the table and the draft order; after Character-Make, the starting decks, the
//! enemy, the decks of the enemy and the items, and the map; after the pawns, the first
//! hands, the first enemy attack card and round 1.

use std::sync::Arc;

use super::super::content::Content;
use super::super::event::*;
use super::super::options::Options;
use super::super::state::*;
use super::super::tx::Tx;
use super::super::vocabulary::AttackClass;
use super::party;
use crate::engine::{GameRng, RuleError, Seat};

pub fn setup(
    content: Arc<Content>,
    content_name: &str,
    content_hash: &str,
    options: &Options,
    seats: &[Seat],
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(RuleError::new(
            "BAD_PLAYER_COUNT",
            "Brave Architect is played by 2 to 4 players (two characters down is the defeat)",
        ));
    }
    if let Some(first) = options.first_picker
        && !seats.contains(&first)
    {
        return Err(RuleError::new(
            "NOT_AT_TABLE",
            format!("The first picker, {first}, is not at this table"),
        ));
    }
    let mut tx = Tx {
        s: State {
            content,
            ..State::default()
        },
        out: Vec::new(),
        rng,
    };
    tx.emit(Event::GameStarted(GameStarted {
        seat_count: seats.len() as u8,
        options: options.clone(),
        content_name: content_name.to_owned(),
        content_hash: content_hash.to_owned(),
    }));
    if !options.party.is_empty() {
        let (builds, left_out) = party::sort_builds(&tx.s.content, &options.party);
        let offered = !builds.is_empty();
        tx.emit(Event::SavedPartyOffered(SavedPartyOffered {
            builds,
            left_out,
        }));
        if offered {
            return Ok(tx.out);
        }
    }
    let (first, random) = match options.first_picker {
        Some(seat) => (seat, false),
        None => (seats[tx.rng.below(seats.len())], true),
    };
    tx.emit(Event::DraftOrderSet(DraftOrderSet { first, random }));
    Ok(tx.out)
}

/// The 7 cards of a starting deck: 2 weapon Lv1, 2 race, 1 sub-weapon, 2 skills.
pub fn starting_cards(state: &State, seat: Seat) -> Vec<String> {
    let c = &state.content;
    let p = state.player(seat);
    let mut cards = Vec::new();
    if let Some(w) = p.weapon.as_deref().and_then(|w| c.weapon(w)) {
        cards.extend(w.lv1.iter().map(|k| k.id.clone()));
    }
    if let Some(r) = p.race.as_deref().and_then(|r| c.race(r)) {
        cards.extend(r.deck.iter().map(|k| k.id.clone()));
    }
    if let Some(s) = p.sub_weapon.as_deref().and_then(|s| c.sub_weapon(s)) {
        cards.push(s.deck.id.clone());
    }
    cards.extend(
        p.skills
            .iter()
            .filter_map(|s| c.skill(s))
            .map(|s| s.card.id.clone()),
    );
    cards
}

/// The Lv2+ weapon cards of both styles, kept under the sub-weapon card.
fn reserve(state: &State, seat: Seat) -> Vec<String> {
    let p = state.player(seat);
    p.weapon
        .as_deref()
        .and_then(|w| state.content.weapon(w))
        .map(|w| {
            w.styles
                .iter()
                .flat_map(|s| [s.lv2.id.clone(), s.lv3.id.clone()])
                .collect()
        })
        .unwrap_or_default()
}

/// After every style is chosen: decks, the enemy, the enemy's and the items' decks, the map.
pub fn prepare_battle(tx: &mut Tx) {
    for seat in tx.s.seats() {
        let order = tx.shuffled(&starting_cards(&tx.s, seat));
        tx.emit(Event::StartingDeckBuilt(StartingDeckBuilt {
            seat,
            hp: tx.s.stats_at(seat, 1).hp,
            reserve: reserve(&tx.s, seat),
            count: order.len() as u32,
            order: Some(order),
        }));
    }
    let content = Arc::clone(&tx.s.content);
    let size = content.table_size(tx.s.players.len(), tx.s.options.easy_mode);
    let parties: Vec<String> = content.parties.iter().map(|p| p.id.clone()).collect();
    let mut parties = tx.shuffled(&parties);
    let unused = parties.split_off((size.parties as usize).min(parties.len()));
    let positions: Vec<Vec<u8>> = if parties.len() == 2 {
        content.body().back_side.clone()
    } else {
        (1..=4).map(|p| vec![p]).collect()
    };
    tx.emit(Event::EnemyPartiesRevealed(EnemyPartiesRevealed {
        parties: parties
            .into_iter()
            .zip(positions)
            .map(|(card, positions)| RevealedParty { card, positions })
            .collect(),
        party_hp: size.party_hp,
        core_hp: size.core_hp,
        unused: Some(unused),
    }));
    let order = tx.shuffled(&content.attacks_of(AttackClass::Normal));
    tx.emit(Event::EnemyAttackDeckShuffled(EnemyAttackDeckShuffled {
        count: order.len() as u32,
        order: Some(order),
    }));
    let order = tx.shuffled(&content.attacks_of(AttackClass::Strong));
    tx.emit(Event::StrongAttacksSetAside(StrongAttacksSetAside {
        count: order.len() as u32,
        order: Some(order),
    }));
    let order = tx.shuffled(&content.item_cards());
    tx.emit(Event::ItemDeckShuffled(ItemDeckShuffled {
        count: order.len() as u32,
        order: Some(order),
    }));
    let side = tx.s.options.map;
    tx.emit(Event::MapPrepared(MapPrepared {
        side,
        enemy: content.map(side).enemy_start,
    }));
}

/// After every pawn is placed: hands of 3, the first enemy attack card face up on the
/// discard, round 1.
pub fn start_battle(tx: &mut Tx) {
    let hand = tx.s.content.params().starting_hand;
    for seat in tx.s.seats() {
        tx.draw(seat, hand);
    }
    if let Some(card) = tx.s.enemy_deck.first().cloned() {
        tx.emit(Event::InitialEnemyAttackRevealed(
            InitialEnemyAttackRevealed { card },
        ));
    }
    tx.emit(Event::RoundStarted(RoundStarted { round: 1 }));
}
