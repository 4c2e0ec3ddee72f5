//! Lines for the players' turns: moving, cards, attacks and the damage they deal.

use super::super::event::{
    AttackDeclared, AttackMissed, AttackRolled, BonusHitOffered, CardPlayed, CharacterDamaged,
    CharacterMoved, DamageCause, DamageDealt, EnemyModifierChanged, HateCardTaken, Modifier,
    PartyDestroyed, StatBonusApplied, TensionChanged,
};
use super::words::{Words, dice, list, signed, square, stat};

pub fn moved(w: &Words, e: &CharacterMoved) -> String {
    match e.path.last() {
        Some(to) => format!(
            "{} moved {} to {}.",
            w.name(e.seat),
            super::words::plural(e.path.len() as u32, "square"),
            square(*to)
        ),
        None => format!("{} stayed in place.", w.name(e.seat)),
    }
}

pub fn damaged(w: &Words, e: &CharacterDamaged) -> String {
    let cause = match e.cause {
        DamageCause::Lava => "lava",
        DamageCause::WallSlam => "slammed against the wall",
        DamageCause::Trait => "an enemy trait",
        DamageCause::EnemyAttack => "the enemy attack",
        DamageCause::SelfInflicted => "its own card",
    };
    format!(
        "{} lost {} HP ({cause}) and has {} left.",
        w.name(e.seat),
        e.amount,
        e.hp_after
    )
}

/// What was paid for a card or an attack: discarded cards and tension.
pub(super) fn paid(w: &Words, discarded: &[String], tension: u8) -> String {
    let mut parts = Vec::new();
    if !discarded.is_empty() {
        parts.push(format!("discarding {}", w.all_named(discarded)));
    }
    if tension > 0 {
        parts.push(format!("spending {tension} tension"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(", {}", list(parts))
    }
}

pub fn card_played(w: &Words, e: &CardPlayed) -> String {
    let target = e
        .target
        .map_or_else(String::new, |t| format!(" on {}", w.name(t)));
    format!(
        "{} played {}{target}{}.",
        w.name(e.seat),
        w.named(&e.card),
        paid(w, &e.discarded, e.tension_spent)
    )
}

pub fn attack_declared(w: &Words, e: &AttackDeclared) -> String {
    let mut kind = String::new();
    if e.follow_up {
        kind += " a follow-up";
    }
    if e.linked {
        kind += " a linked";
    }
    let kind = if kind.is_empty() {
        " an".to_owned()
    } else {
        kind
    };
    let targets = list(e.targets.iter().map(|p| format!("position {p}")).collect());
    format!(
        "{} made{kind} attack with {} on {targets}{}.",
        w.name(e.seat),
        w.named(&e.card),
        paid(w, &e.discarded, e.tension_spent)
    )
}

pub fn rolled(w: &Words, e: &AttackRolled) -> String {
    format!(
        "{} rolled {} for a total of {}.",
        w.name(e.seat),
        dice(&e.dice),
        e.total
    )
}

pub fn missed(w: &Words, e: &AttackMissed) -> String {
    let why = if e.double_one { " (a double 1)" } else { "" };
    format!("{}'s attack missed{why}.", w.name(e.seat))
}

pub fn bonus_offered(w: &Words, e: &BonusHitOffered) -> String {
    format!(
        "{} chooses which of {} hits of {} gets the bonus damage.",
        w.name(e.seat),
        e.hits,
        w.named(&e.card)
    )
}

pub fn damage_dealt(w: &Words, e: &DamageDealt) -> String {
    format!(
        "{} dealt {} damage ({} after {} defence, {} fixed) to {} at position {}, which has {} HP left.",
        w.name(e.seat),
        e.normal + e.fixed,
        e.normal,
        e.defence,
        e.fixed,
        w.target(&e.target),
        e.position,
        e.hp_after
    )
}

pub fn party_destroyed(w: &Words, e: &PartyDestroyed) -> String {
    format!(
        "{} was destroyed (party {} to fall): the core is exposed.",
        w.named(&e.party),
        e.ordinal
    )
}

pub fn modifier(e: &EnemyModifierChanged) -> String {
    let which = match e.modifier {
        Modifier::EnemyAttack => "attack",
        Modifier::EnemyDefence => "defence",
    };
    format!(
        "The enemy's {which} modifier is now {} until the round ends.",
        signed(e.value)
    )
}

pub fn tension(w: &Words, e: &TensionChanged) -> String {
    format!(
        "{}'s tension went from {} to {}.",
        w.name(e.seat),
        e.from,
        e.to
    )
}

pub fn hate(w: &Words, e: &HateCardTaken) -> String {
    format!(
        "{} took the hate card at band {} ({} damage).",
        w.name(e.seat),
        e.band,
        e.damage
    )
}

pub fn stat_bonus(w: &Words, e: &StatBonusApplied) -> String {
    format!(
        "{}'s {} is {} until the round ends.",
        w.name(e.seat),
        stat(e.stat),
        signed(e.amount)
    )
}
