//! Paying a card's cost (§5.3): discard that many other cards from the hand, or spend 1
//! tension per point, or split the two.

use std::collections::BTreeSet;

use super::super::content::Card;
use crate::engine::RuleError;

/// `hand` without `cards`, taken one by one; `None` if one is missing.
pub fn without(hand: &[String], cards: &[String]) -> Option<Vec<String>> {
    let mut left = hand.to_vec();
    for c in cards {
        let i = left.iter().position(|h| h == c)?;
        left.remove(i);
    }
    Some(left)
}

/// Check a payment for `card` from `hand` (the card itself already out of it).
pub fn check(
    card: &Card,
    hand: &[String],
    discard: &[String],
    tension: u8,
    has: u8,
) -> Result<(), RuleError> {
    if discard.len() as u32 + u32::from(tension) != card.cost {
        return Err(RuleError::new(
            "WRONG_COST",
            format!(
                "{} costs {}: discard that many cards or spend tension",
                card.name, card.cost
            ),
        ));
    }
    if tension > has {
        return Err(RuleError::new(
            "NOT_ENOUGH_TENSION",
            format!("You have {has} tension"),
        ));
    }
    if without(hand, discard).is_none() {
        return Err(RuleError::new(
            "NOT_IN_HAND",
            "The cost is paid with other cards of your hand",
        ));
    }
    Ok(())
}

/// Every way to pay `cost` from `hand` and `tension`: the cards as a multiset (each
/// distinct combination once, sorted), the rest in tension.
pub fn payments(hand: &[String], cost: u32, tension: u8) -> Vec<(Vec<String>, u8)> {
    let mut out = Vec::new();
    for t in 0..=cost.min(u32::from(tension)) {
        let cards = (cost - t) as usize;
        let mut seen = BTreeSet::new();
        for combo in combinations(hand.len(), cards) {
            let mut pick: Vec<String> = combo.iter().map(|i| hand[*i].clone()).collect();
            pick.sort();
            if seen.insert(pick.clone()) {
                out.push((pick, t as u8));
            }
        }
    }
    out
}

fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    if k > n {
        return Vec::new();
    }
    let mut out = Vec::new();
    for first in 0..n {
        for rest in combinations(n - first - 1, k - 1) {
            let mut c = vec![first];
            c.extend(rest.into_iter().map(|r| r + first + 1));
            out.push(c);
        }
    }
    out
}
