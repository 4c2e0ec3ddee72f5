//! Lines for the SIN cards' later windows and decisions, and the acolyte ability.

use super::super::event::{
    AcolyteAbilityUsed, CityActionCovered, CityActionUncovered, ExtraTurnOffered, HateChecked,
    HateLaid, HeroTeleported, MonsterTeleported, OfferAnswered, TollAnswered, TollProposed,
    UpgradeDestroyed, UpgradeTurnedDown,
};
use super::words::{Words, capitalized, humanized, list, plural, space};

/// A card named by its effect id, in the printed style (`CURSE OF EGO`).
fn effect_name(effect: &str) -> String {
    humanized(effect).to_uppercase()
}

pub fn hero_teleported(w: &Words, e: &HeroTeleported) -> String {
    format!(
        "{} was teleported from {} to {}.",
        w.hero(&e.hero),
        space(&e.from),
        space(&e.to)
    )
}

pub fn monster_teleported(w: &Words, e: &MonsterTeleported) -> String {
    format!(
        "{} was teleported from {} to {}.",
        capitalized(&w.monster(e.monster)),
        space(&e.from),
        space(&e.to)
    )
}

pub fn hate_laid(w: &Words, e: &HateLaid) -> String {
    format!(
        "{} laid {} and an altar on {} until the round ends.",
        w.sin(),
        w.card(&e.card),
        space(&e.space)
    )
}

/// The card is not named: a reshuffle at this round end may already have put it back in
/// the SIN's hand.
pub fn hate_checked(e: &HateChecked) -> String {
    let result = if e.advanced {
        "the apocalypse track advances 1 more step"
    } else {
        "nothing more happens"
    };
    format!(
        "The round ended with {} on {}, where the SIN laid its card and altar: {result}.",
        plural(e.monsters.into(), "monster"),
        space(&e.space)
    )
}

pub fn upgrade_turned_down(w: &Words, e: &UpgradeTurnedDown) -> String {
    format!(
        "{} turned {} face down until the round ends.",
        w.hero(&e.hero),
        w.card(&e.card)
    )
}

pub fn upgrade_destroyed(w: &Words, e: &UpgradeDestroyed) -> String {
    format!("{} lost {}.", w.hero(&e.hero), w.card(&e.card))
}

pub fn toll_answered(w: &Words, e: &TollAnswered) -> String {
    let card = effect_name(&e.effect);
    if !e.paid && e.by_sin {
        return format!("The heroes disagreed: the SIN refused the toll of {card} for them.");
    }
    if !e.paid {
        return format!("The heroes refused the toll of {card}.");
    }
    let payers = unique(&e.heroes)
        .iter()
        .map(|h| {
            let n = e.heroes.iter().filter(|x| *x == h).count();
            format!("{} ({n})", w.hero(h))
        })
        .collect();
    let by = if e.by_sin {
        " (the heroes disagreed: the SIN decided)"
    } else {
        ""
    };
    format!("The toll of {card} was paid by {}{by}.", list(payers))
}

pub fn toll_proposed(w: &Words, e: &TollProposed) -> String {
    let card = effect_name(&e.effect);
    if e.paid {
        format!(
            "{} voted to pay the toll of {card} with {}.",
            w.name(e.seat),
            list(e.heroes.iter().map(|h| w.hero(h)).collect())
        )
    } else {
        format!("{} voted to refuse the toll of {card}.", w.name(e.seat))
    }
}

pub fn extra_turn_offered(w: &Words, e: &ExtraTurnOffered) -> String {
    format!(
        "{} offered {} an extra turn token.",
        w.sin(),
        w.hero(&e.hero)
    )
}

pub fn offer_answered(w: &Words, e: &OfferAnswered) -> String {
    let answer = if e.taken { "took" } else { "refused" };
    format!("{} {answer} the extra turn token.", w.hero(&e.hero))
}

pub fn acolyte_ability(w: &Words, e: &AcolyteAbilityUsed) -> String {
    format!(
        "{} used the {} ability: {} joined the fight on {}.",
        w.sin(),
        w.card(&e.acolytes),
        w.monster(e.monster),
        space(&e.space)
    )
}

/// Each hero once, in the order first named.
pub fn unique(heroes: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for h in heroes {
        if !out.contains(h) {
            out.push(h.clone());
        }
    }
    out
}

pub fn city_action_covered(e: &CityActionCovered) -> String {
    format!(
        "The corruption token now covers the {} city action of {}.",
        humanized(e.action.id()),
        space(&e.space)
    )
}

pub fn city_action_uncovered(e: &CityActionUncovered) -> String {
    format!(
        "The {} city action of {} is back.",
        humanized(e.action.id()),
        space(&e.space)
    )
}
