//! What a purchase may buy (spec 5.10): the uncovered weapon, item or follower card on top
//! of a market slot of the buyer's area (a card under a trouble or scenario card is not
//! visible). The purchase action checks it (`actions.rs`), and so does a purchase effect
//! (`purchase_for`, whose use targets the slot, `effects.rs`). The Procurer's solo side
//! (spec 5.14.4, `purchase_for {for_other: true}`) makes another PC's purchase check in its
//! place, from any area: the slot is in that PC's area.

use super::super::content::CheckSpec;
use super::super::state::{State, area_slots};
use super::super::vocabulary::{Pc, Place, Stat};
use super::refusal::refuse;
use crate::engine::RuleError;

/// The check of `buyer`'s purchase of `slot`: Economy against the card's cost (spec 5.10).
pub fn check_for(s: &State, buyer: Pc, slot: usize) -> Result<CheckSpec, RuleError> {
    let (_, cost) = market_card(s, buyer, slot)?;
    Ok(CheckSpec {
        stat: Stat::Economy,
        target: cost,
    })
}

/// The PC whose purchase check `pc` makes in its place (`purchase_for {for_other: true}`):
/// the other PC of its pair. The solo side is played only by a lone player's pair (G-10),
/// so that PC is the only other PC at the table. The slot must hold a card it may buy.
pub fn other_buyer(s: &State, pc: Pc, slot: usize) -> Result<Pc, RuleError> {
    let buyer = s.partner(pc).ok_or_else(|| {
        refuse(
            "NO_OTHER_PC",
            "Only a PC of a pair of the 2-PC variant makes its partner's purchase check",
        )
    })?;
    match market_card(s, buyer, slot) {
        Err(e) if e.code == "NOT_IN_YOUR_AREA" => Err(refuse(
            "NOT_IN_ITS_AREA",
            format!("That slot is not in the area of {buyer:?}, who buys"),
        )),
        Err(e) => Err(e),
        Ok(_) => Ok(buyer),
    }
}

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
