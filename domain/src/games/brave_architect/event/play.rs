//! Events of playing non-attack cards and of tension healing.

use super::super::vocabulary::Stat;
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// A non-attack card was played from the hand, its cost paid.
    CardPlayed = "BraveArchitectCardPlayed" {
        seat: Seat,
        card: String,
        discarded: Vec<String>,
        tension_spent: u8,
        /// The ally its effects aim at, if any.
        target: Option<Seat>,
    }
}

payload! {
    /// A character healed (never past its maximum HP).
    HpHealed = "BraveArchitectHpHealed" {
        seat: Seat,
        amount: i32,
        hp_after: i32,
    }
}

payload! {
    /// A down character was healed by another and is back, at HP 1 however much was healed.
    CharacterRevived = "BraveArchitectCharacterRevived" {
        seat: Seat,
        hp: i32,
    }
}

payload! {
    /// The character obtained [追撃]: one more attack after its first this turn.
    FollowUpGranted = "BraveArchitectFollowUpGranted" {
        seat: Seat,
    }
}

payload! {
    /// A stat rose (or fell) until the round ends.
    StatBonusApplied = "BraveArchitectStatBonusApplied" {
        seat: Seat,
        stat: Stat,
        amount: i32,
    }
}

payload! {
    /// The enemy's defence is lower for this character's attacks this turn (no chip).
    LimitedModifierApplied = "BraveArchitectLimitedModifierApplied" {
        seat: Seat,
        amount: i32,
    }
}

payload! {
    /// A [設置] card's condition was met and it went off: its effects follow, then it is
    /// discarded. `forced`: 【強制】; otherwise its owner chose to fire it (【任意】).
    SetCardTriggered = "BraveArchitectSetCardTriggered" {
        seat: Seat,
        card: String,
        forced: bool,
    }
}

payload! {
    /// A [設置] card that went off left the play sheet for the discard pile.
    SetCardDiscarded = "BraveArchitectSetCardDiscarded" {
        seat: Seat,
        card: String,
    }
}

payload! {
    /// A card paid as a cost acts: its effects follow, and it lies on the play sheet until
    /// the round ends (under the card, for a [持続] card's cost).
    CostCardActed = "BraveArchitectCostCardActed" {
        seat: Seat,
        card: String,
    }
}

payload! {
    /// A tension extra (「テンションN消費」) of a card being played was bought: `extra` is
    /// its index on the card, from 0.
    ExtraBought = "BraveArchitectExtraBought" {
        seat: Seat,
        card: String,
        extra: u32,
        tension: u8,
    }
}

payload! {
    /// The effect a [持続] card in effect gives for a cost was bought, its cost paid.
    DurationEffectUsed = "BraveArchitectDurationEffectUsed" {
        seat: Seat,
        card: String,
        discarded: Vec<String>,
        tension_spent: u8,
    }
}
