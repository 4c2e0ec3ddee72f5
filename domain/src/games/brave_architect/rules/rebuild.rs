//! The enemy attack deck's rebuild after a party falls (§5.14): at the 1st and 2nd
//! destruction, 2 random normal attacks leave the game (from the discard below its top, the
//! shortfall from the deck), 2 strong attacks and the party card come in, and everything but
//! the discard's top is shuffled into the new deck; at the 3rd every remaining normal attack
//! is replaced (the top too: the new deck gives a new top, G-16); at the 4th nothing
//! changes.

use std::sync::Arc;

use super::super::event::*;
use super::super::tx::Tx;
use super::super::vocabulary::AttackClass;

fn take(cards: &mut Vec<String>, card: &str) {
    if let Some(i) = cards.iter().position(|c| c == card) {
        cards.remove(i);
    }
}

pub fn rebuild(tx: &mut Tx, party: &str, ordinal: u32) {
    let content = Arc::clone(&tx.s.content);
    let rules = content.params().rebuild;
    if ordinal > rules.last_rebuild {
        return;
    }
    let normal = |id: &String| {
        content
            .enemy_attack(id)
            .is_some_and(|a| a.class == AttackClass::Normal)
    };
    let mut top = tx.s.enemy_discard.last().cloned();
    let below = tx.s.enemy_discard[..tx.s.enemy_discard.len().saturating_sub(1)].to_vec();
    let deck = tx.s.enemy_deck.clone();
    let mut removed: Vec<String>;
    let strong_added;
    if ordinal < rules.last_rebuild {
        let wanted = rules.remove_normal as usize;
        removed = tx.shuffled(
            &below
                .iter()
                .filter(|c| normal(c))
                .cloned()
                .collect::<Vec<_>>(),
        );
        removed.truncate(wanted);
        if removed.len() < wanted {
            let mut more = tx.shuffled(
                &deck
                    .iter()
                    .filter(|c| normal(c))
                    .cloned()
                    .collect::<Vec<_>>(),
            );
            more.truncate(wanted - removed.len());
            removed.extend(more);
        }
        strong_added = (rules.add_strong as usize).min(tx.s.strong_pile.len());
    } else {
        removed = deck
            .iter()
            .chain(&below)
            .filter(|c| normal(c))
            .cloned()
            .collect();
        if top.as_ref().is_some_and(normal) {
            removed.extend(top.take());
        }
        strong_added = tx.s.strong_pile.len();
    }
    let mut cards: Vec<String> = deck.into_iter().chain(below).collect();
    for r in &removed {
        take(&mut cards, r);
    }
    cards.extend(tx.s.strong_pile[..strong_added].iter().cloned());
    cards.push(party.to_owned());
    let mut order = tx.shuffled(&cards);
    if top.is_none()
        && let Some(i) = order.iter().position(|c| content.enemy_attack(c).is_some())
    {
        top = Some(order.remove(i));
        // The party cards turned up on the way go back in (G-16).
        order = tx.shuffled(&order);
    }
    tx.emit(Event::EnemyAttackDeckRebuilt(EnemyAttackDeckRebuilt {
        removed,
        strong_added: strong_added as u32,
        party: party.to_owned(),
        top: top.unwrap_or_default(),
        count: order.len() as u32,
        order: Some(order),
    }));
}
