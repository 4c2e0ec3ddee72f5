//! Events of the apocalypse cards' effects (the round-start tokens, A GAME OF SOULS, AGONY
//! OF THE UNCLEAN, the Hell Club) and of Sloth's power.

use super::super::vocabulary::TokenKind;
use super::macros::payload;

payload! {
    /// PERPETUAL INFERNO or WE'VE COME FOR YOU: the SIN put the card's round-start token
    /// (face up) in a district.
    ApocalypseTokenPlaced = "TheOthersApocalypseTokenPlaced" {
        card: String,
        space: String,
        token: TokenKind,
    }
}

payload! {
    /// A GAME OF SOULS: the SIN placed a token where this hero stands; the hero takes 1
    /// corruption (the `CorruptionChanged` that follows).
    GameOfSoulsCorrupted = "TheOthersGameOfSoulsCorrupted" {
        hero: String,
        space: String,
    }
}

payload! {
    /// AGONY OF THE UNCLEAN: the hero's step to `to` waits until the SIN chose, for each
    /// of its `checks` corruption checks, whether it rolls as a fire check.
    AgonyAsked = "TheOthersAgonyAsked" {
        hero: String,
        to: String,
        checks: u8,
    }
}

payload! {
    /// AGONY OF THE UNCLEAN: the SIN's choice for the next corruption check of the held
    /// step (`true`: its corruption tokens roll as fire tokens).
    AgonyChosen = "TheOthersAgonyChosen" {
        as_fire: bool,
    }
}

payload! {
    /// A Hell Club card's member came onto a nest (a new figure, `monster` its id).
    HellClubSummoned = "TheOthersHellClubSummoned" {
        card: String,
        monster: u16,
        space: String,
    }
}

payload! {
    /// A Hell Club member was killed: its apocalypse card leaves the game with it and its
    /// effect ends.
    HellClubCardRemoved = "TheOthersHellClubCardRemoved" {
        card: String,
        monster: u16,
    }
}

payload! {
    /// Sloth's power: the hero started a fight and is marked until the round ends.
    SlothMarked = "TheOthersSlothMarked" {
        hero: String,
    }
}

payload! {
    /// The Sloth-marked hero took 1 damage to move their whole move this turn (the
    /// `DamageTaken` that follows).
    SlothMarkIgnored = "TheOthersSlothMarkIgnored" {
        hero: String,
    }
}
