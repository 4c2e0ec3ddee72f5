//! What a purchase may buy (spec 5.10): the uncovered weapon, item or follower card on top
//! of a market slot of the buyer's area (a card under a trouble or scenario card is not
//! visible). The purchase action checks it (`actions.rs`), and so does a purchase effect
//! (`purchase_for`, whose use targets the slot, `effects.rs`).

use super::super::state::{State, area_slots};
use super::super::vocabulary::{Pc, Place};
use super::refusal::refuse;
use crate::engine::RuleError;

/// The card a PC may buy from `slot`, and its purchase cost.
pub fn market_card(s: &State, pc: Pc, slot: usize) -> Result<(&String, u32), RuleError> {
    let here = match s.pc(pc).expect("checked").place {
        Place::Area(a) => a,
        Place::Site => return Err(refuse("NO_MARKET", "The Site has no market slots")),
    };
    if !area_slots(here).contains(&slot) {
        return Err(refuse("NOT_IN_YOUR_AREA", "That slot is not in your area"));
    }
    let card = s.slots[slot]
        .top()
        .ok_or_else(|| refuse("EMPTY_SLOT", "That slot is empty"))?;
    let data = s
        .content
        .player_card(card)
        .ok_or_else(|| refuse("NOT_FOR_SALE", format!("{card} is not a market card")))?;
    let cost = data
        .purchase_cost
        .ok_or_else(|| refuse("NOT_FOR_SALE", format!("{card} has no purchase cost")))?;
    Ok((card, cost))
}
