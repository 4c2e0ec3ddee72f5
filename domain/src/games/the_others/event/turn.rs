//! Events of a hero's body and movement: steps, checks, damage, corruption, death and
//! replacement, and the end of the game.

use serde::{Deserialize, Serialize};

use super::super::vocabulary::{CityAction, SinFace, TokenKind};
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// The current hero moved one space.
    HeroMoved = "TheOthersHeroMoved" {
        hero: String,
        from: String,
        to: String,
        via_metro: bool,
    }
}

/// Which check a SIN roll was for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersCheck")
)]
pub enum Check {
    Fire,
    Corruption,
}

payload! {
    /// The SIN rolled a fire or corruption check for a hero entering or leaving a space.
    CheckRolled = "TheOthersCheckRolled" {
        hero: String,
        check: Check,
        space: String,
        /// Every face, the explosive hits' extra dice included, in rolling order.
        faces: Vec<SinFace>,
        /// AGONY OF THE UNCLEAN: this corruption check's tokens rolled as fire tokens
        /// (each Hit 1 damage, no corruption).
        #[serde(default)]
        as_fire: bool,
    }
}

payload! {
    /// A hero took damage. Each point is a damage marker the hero's player places.
    DamageTaken = "TheOthersDamageTaken" {
        hero: String,
        amount: u8,
        /// `leaving_monsters`, `fire_check`, `fight`, `forced_corruption_at_max`, ...
        cause: String,
    }
}

payload! {
    /// A hero's player covered a corruption slot with a damage marker.
    DamageMarkerPlaced = "TheOthersDamageMarkerPlaced" {
        hero: String,
        slot: u8,
    }
}

payload! {
    /// A hero's corruption changed (forced, or voluntary before a roll).
    CorruptionChanged = "TheOthersCorruptionChanged" {
        hero: String,
        from: u8,
        to: u8,
        voluntary: bool,
    }
}

payload! {
    /// A hero was killed: their upgrades went to the inventory; their turn, if it was
    /// theirs, is aborted.
    HeroKilled = "TheOthersHeroKilled" {
        hero: String,
        space: String,
    }
}

payload! {
    /// A reserve hero took a dead hero's place, tokens and seat.
    HeroReplaced = "TheOthersHeroReplaced" {
        dead: String,
        hero: String,
        seat: Seat,
        space: String,
    }
}

/// Which side won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersWinner")
)]
pub enum Winner {
    Heroes,
    Sin,
}

payload! {
    /// The game ended.
    GameEnded = "TheOthersGameEnded" {
        winner: Winner,
        /// `NO_RESERVE_HERO`, `LAST_MISSION_COMPLETED`.
        reason: String,
    }
}

payload! {
    /// A hero put their city action token in a district's slot; its city actions activate.
    CityActionTokenPlaced = "TheOthersCityActionTokenPlaced" {
        hero: String,
        district: String,
        actions: Vec<CityAction>,
    }
}

payload! {
    /// Heal: a hero removed one damage marker.
    DamageHealed = "TheOthersDamageHealed" {
        hero: String,
        slot: u8,
    }
}

payload! {
    /// A hero gained an extra turn token.
    ExtraTurnTokenGained = "TheOthersExtraTurnTokenGained" {
        hero: String,
    }
}

payload! {
    /// A hero took an upgrade card from the inventory.
    UpgradeGained = "TheOthersUpgradeGained" {
        hero: String,
        card: String,
    }
}

payload! {
    /// An activated city action was performed (`action`), or every remaining one was let
    /// go (`null`).
    CityActionsDone = "TheOthersCityActionsDone" {
        hero: String,
        action: Option<CityAction>,
    }
}

payload! {
    /// A hero turned the face-down tokens of their space face up.
    TokensRevealed = "TheOthersTokensRevealed" {
        hero: String,
        space: String,
        tokens: Vec<TokenKind>,
    }
}

payload! {
    /// A hero picked up a token (an extra turn token joins their tokens; innocents and NPCs
    /// are carried).
    TokenPickedUp = "TheOthersTokenPickedUp" {
        hero: String,
        space: String,
        token: TokenKind,
    }
}

payload! {
    /// A hero put a carried NPC down.
    NpcDropped = "TheOthersNpcDropped" {
        hero: String,
        space: String,
        token: TokenKind,
    }
}

payload! {
    /// A hero reached maximum corruption and killed the innocents they carried.
    InnocentsKilled = "TheOthersInnocentsKilled" {
        hero: String,
        count: u8,
    }
}

payload! {
    /// The Orbital Strike city action moved a strike token.
    OrbitalStrikeMoved = "TheOthersOrbitalStrikeMoved" {
        from: String,
        to: String,
    }
}

payload! {
    /// A replacement hero took an upgrade card from the inventory, in place of one the dead
    /// hero gave up.
    UpgradeInherited = "TheOthersUpgradeInherited" {
        hero: String,
        card: String,
    }
}

payload! {
    /// Corruption stories: a hero ended their own turn at maximum corruption and their Dark
    /// Past card (`card`, its number) was turned face up, now public; its effect follows
    /// at once (its own events), then the card is spent.
    DarkPastRevealed = "TheOthersDarkPastRevealed" {
        hero: String,
        card: u8,
    }
}

payload! {
    /// FORMER HELL CLUB: the hero's player chose 3 corruption (`corruption: true`) or 3
    /// damage; the `CorruptionChanged` or `DamageTaken` follows.
    FormerHellClubChosen = "TheOthersFormerHellClubChosen" {
        hero: String,
        corruption: bool,
    }
}

payload! {
    /// THE TAINTED ONE!: the hero's figure became a SIN monster (`monster`, kind
    /// `TAINTED`) in its space; the hero's death (`HeroKilled`) follows.
    TaintedOneRose = "TheOthersTaintedOneRose" {
        hero: String,
        monster: u16,
        space: String,
    }
}
