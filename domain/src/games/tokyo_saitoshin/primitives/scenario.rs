//! Scenario scripts: reveal and place scenario cards, conditions, the clear and the
//! scenario's defeats, and the set-aside cards that join the trouble deck.

use super::super::effect::Condition;
use super::super::event::Event;
use super::super::score;
use super::super::state::{State, slot_area};
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Deck, Place};
use super::ctx::Ctx;
use crate::games::tokyo_saitoshin::event as ev;

/// Reveal a scenario card from the deck or the set-aside cards; true if it was there (the
/// caller reads it).
pub fn reveal(tx: &mut Tx, id: &str) -> bool {
    let known =
        tx.s.scenario_deck
            .iter()
            .chain(&tx.s.scenario_set_aside)
            .any(|c| c == id);
    if known {
        tx.emit(Event::ScenarioCardRevealed(ev::ScenarioCardRevealed {
            card: id.to_owned(),
        }));
    }
    known
}

/// Place a scenario card in an area's market slots by FAQ Q40's rule (used for every
/// scenario placement, `State::scenario_card_slot`); when every slot holds a scenario card it
/// is revealed off the mat. True if the card was unrevealed until now: the caller reads it.
pub fn place_scenario_card(tx: &mut Tx, id: &str, area: Area) -> bool {
    let was_hidden =
        tx.s.scenario_deck
            .iter()
            .chain(&tx.s.scenario_set_aside)
            .any(|c| c == id);
    match tx.s.scenario_card_slot(area) {
        Some(slot) => {
            tx.emit(Event::ScenarioCardPlaced(ev::ScenarioCardPlaced {
                card: id.to_owned(),
                slot,
            }));
            was_hidden
        }
        None => reveal(tx, id),
    }
}

/// `move_scenario_card {to}` (SC07-RT): the scenario card whose effect this is, lying on the
/// mat, goes to `to` or to the next area clockwise joined to its own, in the slot FAQ Q40
/// gives; it stays where it is when every slot there holds a scenario card. A card off the
/// mat, or a source that is not a scenario card, does not move.
pub fn move_scenario_card(tx: &mut Tx, ctx: &Ctx, to: Option<Area>) {
    let card = ctx.source.as_str();
    if !tx.s.is_scenario_card(card) {
        return;
    }
    let Some(from) = tx.s.slot_of(card) else {
        return;
    };
    let here = slot_area(from);
    let area = to.unwrap_or_else(|| clockwise(&tx.s, here));
    if area == here {
        return;
    }
    if let Some(slot) = tx.s.scenario_card_slot(area) {
        tx.emit(Event::ScenarioCardMoved(ev::ScenarioCardMoved {
            card: card.to_owned(),
            from,
            slot,
        }));
    }
}

/// The first area after `area` in processing order (Akiba wraps to Shinagawa) that a line
/// joins to it; `area` itself when none does.
fn clockwise(s: &State, area: Area) -> Area {
    let joined = s.content.adjacent(area);
    let at = Area::ALL.iter().position(|&a| a == area).unwrap_or(0);
    (1..Area::ALL.len())
        .map(|k| Area::ALL[(at + k) % Area::ALL.len()])
        .find(|a| joined.contains(a))
        .unwrap_or(area)
}

/// `put_mod_in_play {id}`: a MOD card of the pack, not yet in play, comes into play; true
/// if it did (the caller reads its untimed text).
pub fn put_mod_in_play(tx: &mut Tx, id: &str) -> bool {
    let fresh = tx.s.content.mod_card(id).is_some() && !tx.s.mods_in_play.iter().any(|c| c == id);
    if fresh {
        tx.emit(Event::ModPutInPlay(ev::ModPutInPlay {
            card: id.to_owned(),
        }));
    }
    fresh
}

/// `remove_mod {id}`: a MOD card in play is put away.
pub fn remove_mod(tx: &mut Tx, id: &str) {
    if tx.s.mods_in_play.iter().any(|c| c == id) {
        tx.emit(Event::ModRemoved(ev::ModRemoved {
            card: id.to_owned(),
        }));
    }
}

/// Every PC's pawn to one area (a scenario setup such as Wild Ball Run's start).
pub fn place_pcs(tx: &mut Tx, area: Area) {
    let pcs: Vec<_> = tx.s.pcs.iter().map(|p| p.pc).collect();
    for pc in pcs {
        tx.emit(Event::PcPlaced(ev::PcPlaced {
            pc,
            place: Place::Area(area),
        }));
    }
}

pub fn holds(tx: &Tx, cond: &Condition) -> bool {
    match *cond {
        Condition::RoundAtLeast(n) => tx.s.round >= n,
        Condition::ScenarioProgressAtLeast(n) => tx.s.scenario_progress >= n,
        // The card this effect bought: the last one bought by the command being applied
        // (`purchase_for` runs before the condition, in the same effect).
        Condition::PurchasedRarityAtLeast(rarity) => tx
            .out
            .iter()
            .rev()
            .find_map(|e| match e {
                Event::CardPurchased(ev::CardPurchased { card, .. }) => Some(card),
                _ => None,
            })
            .and_then(|card| tx.s.content.player_card(card))
            .is_some_and(|c| c.rarity >= rarity),
    }
}

/// 【シナリオクリア】: the players win; the evaluation and rank are fixed now (G-30), and
/// they choose one of the rewards on offer (none offered: the play is over at once).
pub fn clear(tx: &mut Tx, ctx: &Ctx, rewards: &[String]) {
    let evaluation = score::evaluation(&tx.s);
    let rank =
        tx.s.content
            .scenario(&tx.s.scenario)
            .and_then(|s| s.rank(evaluation));
    let rewards = rewards.to_vec();
    tx.emit(Event::ScenarioCleared(ev::ScenarioCleared {
        card: ctx.source.clone(),
        evaluation,
        rank,
        rewards: rewards.clone(),
    }));
    if rewards.is_empty() {
        tx.emit(Event::RewardChosen(ev::RewardChosen { card: None }));
    }
}

/// Shuffle a set-aside scenario card into the trouble deck (SC07-RT).
pub fn add_to_trouble_deck(tx: &mut Tx, id: &str) {
    if !tx.s.scenario_set_aside.iter().any(|c| c == id) {
        return;
    }
    let mut order = tx.s.decks.get(&Deck::Trouble).cloned().unwrap_or_default();
    order.push(id.to_owned());
    tx.rng.shuffle(&mut order);
    tx.emit(Event::ScenarioCardShuffledIntoTroubles(
        ev::ScenarioCardShuffledIntoTroubles {
            card: id.to_owned(),
            order,
        },
    ));
}

/// `lock_equipment {trait}` (SC04-03): from now to the end of the scenario, equipped cards
/// with this trait cannot be unequipped (discarded by choice, or for an artifact).
pub fn lock_equipment(tx: &mut Tx, trait_name: &str) {
    tx.emit(Event::EquipmentLocked(ev::EquipmentLocked {
        trait_name: trait_name.to_owned(),
    }));
}
