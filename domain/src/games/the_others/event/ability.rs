//! Events of the heroes' natural abilities: a decision owed and how it went, Karl's
//! transformation and Adrian's painted streets. What an ability does is told by the
//! events it shares with the rest of the game (an extra turn token gained, a monster
//! killed, damage healed, …), each after the ability's own line.

use super::macros::payload;

payload! {
    /// A hero's natural ability waits for their player's decision.
    AbilityOffered = "TheOthersAbilityOffered" {
        hero: String,
        /// The ability's id in the heroes' data.
        ability: String,
    }
}

payload! {
    /// A hero used their natural ability; its effects follow.
    AbilityUsed = "TheOthersAbilityUsed" {
        hero: String,
        ability: String,
    }
}

payload! {
    /// A hero's player let a "may" ability go.
    AbilityPassed = "TheOthersAbilityPassed" {
        hero: String,
        ability: String,
    }
}

payload! {
    /// Karl changed form: the secondary dashboard was laid over his, or taken off.
    HeroTransformed = "TheOthersHeroTransformed" {
        hero: String,
        /// The dashboard he plays with now (`karl_wolf`), `null` back to his own.
        dashboard: Option<String>,
        /// The move the turn allows in the new form.
        move_allowance: u8,
    }
}

payload! {
    /// PAINT THE TOWN RED: Adrian marked a street; its monsters' defense is 1 lower.
    StreetPainted = "TheOthersStreetPainted" {
        hero: String,
        space: String,
    }
}
