//! Events of the enemy action, the enemy deck and the round's end.

use super::super::grid::{Dir, Square};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// The traits of these parties work in this enemy action (marked on the previous card,
    /// or revealed from the enemy deck).
    TraitsActivated = "BraveArchitectTraitsActivated" {
        parties: Vec<String>,
    }
}

payload! {
    /// The enemy body moved one square toward the hate top.
    EnemyMoved = "BraveArchitectEnemyMoved" {
        dir: Dir,
        /// The body's top-left square after the step.
        body: Square,
    }
}

payload! {
    /// A character was forced one square (pushed, slammed sideways, or displaced from a
    /// corner).
    CharacterPushed = "BraveArchitectCharacterPushed" {
        seat: Seat,
        to: Square,
    }
}

payload! {
    /// A character pushed against the map's edge has a free side square on both sides: its
    /// player chooses one before the enemy moves.
    SlamSideOffered = "BraveArchitectSlamSideOffered" {
        seat: Seat,
        squares: Vec<Square>,
    }
}

payload! {
    /// The player chose the side square of the wall slam.
    SlamSideChosen = "BraveArchitectSlamSideChosen" {
        seat: Seat,
        square: Square,
    }
}

payload! {
    /// A destroyed party's card came up from the enemy deck: its trait works for this attack
    /// (not its movement), and it waits beside the deck.
    PartyCardRevealed = "BraveArchitectPartyCardRevealed" {
        card: String,
    }
}

payload! {
    /// This round's enemy attack card, face up on the deck.
    EnemyAttackRevealed = "BraveArchitectEnemyAttackRevealed" {
        card: String,
    }
}

payload! {
    /// The squares of the attack area and the characters standing in them.
    AttackAreaResolved = "BraveArchitectAttackAreaResolved" {
        squares: Vec<Square>,
        seats: Vec<Seat>,
    }
}

payload! {
    /// A character's evasion check: 1D6 + [速] against the hit (6 succeeds, 1 fails).
    EvasionRolled = "BraveArchitectEvasionRolled" {
        seat: Seat,
        die: u8,
        target: i32,
        success: bool,
    }
}

payload! {
    /// The representative's damage roll, and the damage before each character's [防]/[魔].
    EnemyDamageRolled = "BraveArchitectEnemyDamageRolled" {
        die: u8,
        damage: i32,
    }
}

payload! {
    /// The enemy attack card went onto the discard (with the revealed party cards under it).
    EnemyAttackDiscarded = "BraveArchitectEnemyAttackDiscarded" {
        card: String,
        parties: Vec<String>,
    }
}

payload! {
    /// The enemy discard, except its top card, was shuffled into a new enemy deck (G-15).
    EnemyAttackDeckReshuffled = "BraveArchitectEnemyAttackDeckReshuffled" {
        count: u32,
        /// Top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// The enemy attack deck was rebuilt after a party's destruction (§5.14).
    EnemyAttackDeckRebuilt = "BraveArchitectEnemyAttackDeckRebuilt" {
        /// Normal attacks taken out of the game (public).
        removed: Vec<String>,
        /// Strong attacks taken from the top of the set-aside pile into the deck.
        strong_added: u32,
        /// The destroyed party's card, shuffled in.
        party: String,
        /// The discard's top card after the rebuild.
        top: String,
        count: u32,
        /// The new deck, top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// The round ended: play sheets discarded (but [設置] and [持続] cards), chips and card
    /// modifiers gone.
    RoundEnded = "BraveArchitectRoundEnded" {
        round: u32,
    }
}

payload! {
    /// The enemy attack card's own effect (E8) applies now, after its damage.
    EnemyAttackEffectApplied = "BraveArchitectEnemyAttackEffectApplied" {
        card: String,
    }
}

payload! {
    /// Cards of a hand went to the discard pile, drawn at random by an enemy attack's
    /// effect; they are public from now on.
    HandCardsDiscarded = "BraveArchitectHandCardsDiscarded" {
        seat: Seat,
        discarded: Vec<String>,
    }
}
