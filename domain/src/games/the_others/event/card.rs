//! Events of the SIN cards' later windows and decisions (a trigger window, teleports,
//! HATE!, upgrades turned down or destroyed, the heroes' tolls, DARKEST CRAVING's offers)
//! and of the acolyte ability.

use super::super::vocabulary::CityAction;
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// Something opened a SIN card window (a controller damaged or corrupted the hero, an
    /// abomination was destroyed): the SIN plays a card of one of these timings or passes.
    SinWindowOpened = "TheOthersSinWindowOpened" {
        hero: String,
        timings: Vec<String>,
    }
}

payload! {
    /// A played SIN card (or the Corrupted Hobo) asks for a decision (`effect` names it).
    CardDecisionOwed = "TheOthersCardDecisionOwed" {
        effect: String,
        hero: String,
    }
}

payload! {
    /// A hero was teleported (no check, no damage for leaving monsters).
    HeroTeleported = "TheOthersHeroTeleported" {
        hero: String,
        from: String,
        to: String,
    }
}

payload! {
    /// A monster was teleported (PRIMAL CONCEIT's avatar).
    MonsterTeleported = "TheOthersMonsterTeleported" {
        monster: u16,
        from: String,
        to: String,
    }
}

payload! {
    /// HATE!: the card and an altar were laid in a space until the round ends.
    HateLaid = "TheOthersHateLaid" {
        card: String,
        space: String,
    }
}

payload! {
    /// HATE! at the round's end: `monsters` stood in its space; with 3 or more the
    /// apocalypse track advances 1 more step. A `SinCardDiscarded` follows.
    HateChecked = "TheOthersHateChecked" {
        space: String,
        monsters: u8,
        advanced: bool,
    }
}

payload! {
    /// A hero's upgrade card was turned face down until the round ends.
    UpgradeTurnedDown = "TheOthersUpgradeTurnedDown" {
        hero: String,
        card: String,
    }
}

payload! {
    /// A hero lost an upgrade card: it went to the bottom of the upgrade deck.
    UpgradeDestroyed = "TheOthersUpgradeDestroyed" {
        hero: String,
        card: String,
    }
}

payload! {
    /// The heroes paid a card's toll (`heroes`, one entry per point) or refused it;
    /// `bySin`: the SIN decided when the hero seats' votes disagreed.
    TollAnswered = "TheOthersTollAnswered" {
        effect: String,
        paid: bool,
        heroes: Vec<String>,
        #[serde(default)]
        by_sin: bool,
    }
}

payload! {
    /// A hero seat's vote on a card's toll (pay with `heroes`, one entry per point, or
    /// refuse); it replaces the seat's earlier vote. Once every hero seat voted the same,
    /// a `TollAnswered` follows; if they disagree the SIN decides.
    TollProposed = "TheOthersTollProposed" {
        seat: Seat,
        effect: String,
        paid: bool,
        heroes: Vec<String>,
    }
}

payload! {
    /// CURSE OF THE CRAWL: the current hero cannot move this turn.
    HeroHeldInPlace = "TheOthersHeroHeldInPlace" {
        hero: String,
    }
}

payload! {
    /// DARKEST CRAVING: the SIN offered a hero an extra turn token.
    ExtraTurnOffered = "TheOthersExtraTurnOffered" {
        hero: String,
    }
}

payload! {
    /// DARKEST CRAVING: the hero's player took the token or refused it (1 corruption).
    OfferAnswered = "TheOthersOfferAnswered" {
        hero: String,
        taken: bool,
    }
}

payload! {
    /// DARKEST CRAVING: the SIN offers no more tokens.
    OfferingEnded = "TheOthersOfferingEnded" {
        hero: String,
    }
}

payload! {
    /// The SIN used its acolyte ability (once per round): a dead acolyte joined the fight
    /// in its space, and the type's effect follows.
    AcolyteAbilityUsed = "TheOthersAcolyteAbilityUsed" {
        acolytes: String,
        monster: u16,
        hero: String,
        space: String,
        /// GOURD & VEX (Redemption) in the fight: used without the mark, so the round's
        /// once is still there.
        #[serde(default)]
        unmarked: bool,
    }
}

payload! {
    /// The SIN let its acolyte ability go in this fight.
    AcolyteAbilityDeclined = "TheOthersAcolyteAbilityDeclined" {
        hero: String,
    }
}

payload! {
    /// The Corrupted Doctor marked the hero: no damage healed until the round's reset.
    HealForbidden = "TheOthersHealForbidden" {
        hero: String,
    }
}

payload! {
    /// The Corrupted Nun's corruption token (the `TokenPlaced` before) covers this city
    /// action of the district: not activated while it lies there (G-31).
    CityActionCovered = "TheOthersCityActionCovered" {
        space: String,
        action: CityAction,
    }
}

payload! {
    /// The corruption token covering this city action was cleansed (the `TokenRemoved`
    /// before): the action is back.
    CityActionUncovered = "TheOthersCityActionUncovered" {
        space: String,
        action: CityAction,
    }
}
