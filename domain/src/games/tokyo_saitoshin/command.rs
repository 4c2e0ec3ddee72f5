//! Commands: one small decision of one seat. A seat that runs several PCs names the PC.
//!
//! JSON examples: `{"move": {"pc": "engineer", "to": {"area": "shibuya"}}}`,
//! `{"payWithCard": {"card": "PS-03"}}`, `"payApToken"`, `{"placeTrouble": {"slot": 7}}`.

use serde::{Deserialize, Serialize};

pub use super::state::{ExhaustionSite, Source};
use super::vocabulary::{Pc, Place};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Command {
    /// Put the trouble card you drew in this market slot (0-11: area × 3 + slot, areas in
    /// processing order).
    PlaceTrouble { slot: usize },
    /// Step 3: discard a hand card (optional; needed while the hand holds more than 4).
    DiscardFromHand { pc: Pc, card: String },
    /// Step 3: done discarding; draw up to the hand size.
    FinishHand { pc: Pc },
    /// Step 3, first hand of the scenario only: set it aside and draw a new one.
    Redraw { pc: Pc },
    /// Step 3, first hand of the scenario only: keep it.
    KeepHand { pc: Pc },
    /// Step 4: move to an adjacent area or into the Site (Tech check).
    Move { pc: Pc, to: Place },
    /// Step 4: resolve the trouble or scenario card on top of a slot of your area by check.
    Resolve { pc: Pc, slot: usize },
    /// Step 4: buy the uncovered market card of a slot of your area (Economy check).
    Purchase { pc: Pc, slot: usize },
    /// Step 4: equip an equipment card from your hand (its equip check).
    Equip { pc: Pc, card: String },
    /// In your check: reveal and discard a hand card, adding its AP.
    PayWithCard { card: String },
    /// In your check: return one of your AP tokens (+1).
    PayApToken,
    /// In your check: draw the top trouble card and add its AP (once per check).
    DrawTroubleForAp,
    /// In another PC's check: return one of this PC's AP tokens (+1; 3 per check from
    /// others in all).
    ContributeAp { pc: Pc },
    /// In your check: stop paying; the check fails.
    GiveUpCheck,
    /// Step 4: play a consumable from the hand, or use an equipped card, a skill or a BOT
    /// card: `target` is the slot of the enemy an attack hits; `discard` the hand cards a use
    /// cost asks for (followers).
    Use {
        pc: Pc,
        source: Source,
        target: Option<usize>,
        discard: Vec<String>,
    },
    /// Step 4: discard a hand card to remove one exhaustion token (spec 5.5).
    ReturnExhaustion {
        pc: Pc,
        card: String,
        from: ExhaustionSite,
    },
    /// Step 4: discard one of this PC's equipped cards (not an artifact).
    DiscardEquipment { pc: Pc, card: String },
    /// Step 4: this PC ends its action phase for the round.
    EndActionPhase { pc: Pc },
    /// A drawn artifact: this PC (one of the area's) takes it and equips it at once.
    TakeArtifact { pc: Pc },
    /// Equipping an artifact with 3 other cards equipped: the equipped card to discard.
    DiscardForArtifact { pc: Pc, card: String },
    /// At the clear: the reward card the players choose (`None`: none).
    ChooseReward { card: Option<String> },
}
