//! Events of the round: turns, movement, attacks and what they cause.

use serde::{Deserialize, Serialize};

use super::super::command::AttackSource;
use super::super::grid::Square;
use super::super::state::TargetKey;
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// A round began: every character that is not down may take a turn.
    RoundStarted = "BraveArchitectRoundStarted" {
        round: u32,
    }
}

payload! {
    /// A player started their turn.
    PlayerTurnStarted = "BraveArchitectPlayerTurnStarted" {
        seat: Seat,
    }
}

payload! {
    /// A character moved, square by square (start excluded).
    CharacterMoved = "BraveArchitectCharacterMoved" {
        seat: Seat,
        path: Vec<Square>,
    }
}

/// What hurt a character.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectDamageCause")
)]
pub enum DamageCause {
    Lava,
    /// Pushed against the map's edge (壁ドン).
    WallSlam,
    /// An enemy trait (the fire party's damage before evasion).
    Trait,
    /// The enemy attack card.
    EnemyAttack,
    /// The character's own attack or card.
    SelfInflicted,
}

payload! {
    /// A character lost HP.
    CharacterDamaged = "BraveArchitectCharacterDamaged" {
        seat: Seat,
        amount: i32,
        hp_after: i32,
        cause: DamageCause,
    }
}

payload! {
    /// A character's HP reached 0: down. Its play sheet is discarded and its tension is 0.
    CharacterDowned = "BraveArchitectCharacterDowned" {
        seat: Seat,
    }
}

payload! {
    /// An attack was made: the card played (or the sheet part used), its cost paid, its
    /// targets chosen, and whether it is linked to the previous turn's attack.
    AttackDeclared = "BraveArchitectAttackDeclared" {
        seat: Seat,
        source: AttackSource,
        /// The card whose attack this is (a sheet part's card id for a sheet attack).
        card: String,
        targets: Vec<u8>,
        discarded: Vec<String>,
        tension_spent: u8,
        /// 連携: aimed at what the previous turn's character attacked last.
        linked: bool,
        /// A follow-up (追撃) after this turn's first attack.
        follow_up: bool,
    }
}

payload! {
    /// The attack check: 2D6, plus the check stats and the link bonus.
    AttackRolled = "BraveArchitectAttackRolled" {
        seat: Seat,
        dice: Vec<u8>,
        total: i32,
    }
}

payload! {
    /// The attack missed (空振り): below the chart's minimum, or a double 1.
    AttackMissed = "BraveArchitectAttackMissed" {
        seat: Seat,
        double_one: bool,
    }
}

payload! {
    /// The attack hit: the chart row that applies.
    AttackHit = "BraveArchitectAttackHit" {
        seat: Seat,
        row: u32,
    }
}

payload! {
    /// The attack hit more than one hit or target: its attacker chooses which hit gets the
    /// additional damage, the fixed damage and the link attack before any damage is dealt.
    BonusHitOffered = "BraveArchitectBonusHitOffered" {
        seat: Seat,
        card: String,
        targets: Vec<u8>,
        row: u32,
        linked: bool,
        hits: u32,
    }
}

payload! {
    /// The attacker chose the hit (a position and its hit number, from 1) that gets the
    /// bonus damage.
    BonusHitChosen = "BraveArchitectBonusHitChosen" {
        seat: Seat,
        position: u8,
        hit: u32,
    }
}

payload! {
    /// Damage dealt to a party or the core at one position: the normal damage (after
    /// defence) and the fixed damage (確定ダメージ, link attack included).
    DamageDealt = "BraveArchitectDamageDealt" {
        seat: Seat,
        position: u8,
        target: TargetKey,
        normal: i32,
        fixed: i32,
        /// The defence the normal damage was reduced by.
        defence: i32,
        hp_after: i32,
    }
}

payload! {
    /// A party's HP reached 0: its card leaves the sheet and the core is exposed there.
    PartyDestroyed = "BraveArchitectPartyDestroyed" {
        party: String,
        positions: Vec<u8>,
        /// 1 for the first party destroyed.
        ordinal: u32,
    }
}

payload! {
    /// A character levelled up; the style's weapon card of that level went onto its discard.
    CharacterLeveledUp = "BraveArchitectCharacterLeveledUp" {
        seat: Seat,
        level: u8,
        card: Option<String>,
        hp_after: i32,
    }
}

/// Which modifier chip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectModifier")
)]
pub enum Modifier {
    /// [敵攻]: the enemy's damage.
    EnemyAttack,
    /// [敵防]: the enemy's defence.
    EnemyDefence,
}

payload! {
    /// A modifier chip now shows `value` (0, −1 or −2) until the round ends.
    EnemyModifierChanged = "BraveArchitectEnemyModifierChanged" {
        modifier: Modifier,
        value: i32,
    }
}

payload! {
    /// A character's tension changed.
    TensionChanged = "BraveArchitectTensionChanged" {
        seat: Seat,
        from: u8,
        to: u8,
    }
}

payload! {
    /// A character took (or turned) the hate card, at a damage band (0: 0–3, 1: 4–6,
    /// 2: 7–9, 3: 10 or more).
    HateCardTaken = "BraveArchitectHateCardTaken" {
        seat: Seat,
        band: u8,
        /// The damage of the turn that set the band.
        damage: i32,
    }
}

payload! {
    /// An attack is over and the player may make a follow-up or end the turn.
    FollowUpOffered = "BraveArchitectFollowUpOffered" {
        seat: Seat,
    }
}

payload! {
    /// A player's turn ended.
    PlayerTurnEnded = "BraveArchitectPlayerTurnEnded" {
        seat: Seat,
    }
}

payload! {
    /// Every character that could has taken its turn: the enemy acts.
    PlayerTurnsOver = "BraveArchitectPlayerTurnsOver" {
        round: u32,
    }
}

payload! {
    /// The enemy core's HP reached 0: the party wins.
    GameWon = "BraveArchitectGameWon" {
        round: u32,
    }
}

payload! {
    /// Two or more characters are down: the party loses.
    GameLost = "BraveArchitectGameLost" {
        down: Vec<Seat>,
    }
}

payload! {
    /// At its owner's turn start, a [持続] card in effect lost one of the cards under it.
    DurationCardTicked = "BraveArchitectDurationCardTicked" {
        seat: Seat,
        card: String,
        discarded: String,
    }
}

payload! {
    /// At its owner's turn start, a [持続] card with no card left under it was discarded:
    /// its effect is over.
    DurationCardExpired = "BraveArchitectDurationCardExpired" {
        seat: Seat,
        card: String,
    }
}

payload! {
    /// The game paused for a reaction (§4.8): the players in `seats` may heal with tension
    /// or use a consumable, then each passes. `card`, `damage` and `hit` are what resumes.
    ReactionWindowOpened = "BraveArchitectReactionWindowOpened" {
        reason: super::super::state::WindowReason,
        seats: Vec<Seat>,
        card: String,
        damage: i32,
        hit: Vec<Seat>,
    }
}

payload! {
    /// A player let the paused step go on; the last pass resumes it.
    ReactionWindowPassed = "BraveArchitectReactionWindowPassed" {
        seat: Seat,
    }
}
