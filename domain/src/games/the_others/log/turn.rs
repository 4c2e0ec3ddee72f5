//! Lines for a hero's turn: moving, checks, damage and corruption, city actions, tokens,
//! and the SIN's cards and reactions around it.

use super::super::command::TurnPayment;
use super::super::event::{
    Check, CheckRolled, CityActionTokenPlaced, CityActionsDone, CorruptionChanged,
    DamageMarkerPlaced, DamageTaken, ExtraTurnTokenGained, HeroKilled, HeroMoved, HeroReplaced,
    MonsterMoved, MonstersRegroup, NpcDropped, OrbitalStrikeMoved, ReactionTokenGained,
    ReactionTokenSpent, SinCardPlayed, TokenPickedUp, TokensRevealed, TurnStarted, UpgradeGiftOwed,
};
use super::super::vocabulary::CityAction;
use super::words::{Words, capitalized, humanized, list, plural, sin_faces, space, token};

pub fn turn_started(w: &Words, e: &TurnStarted) -> String {
    let paid = match e.paid_with {
        TurnPayment::TurnToken => "a turn token",
        TurnPayment::ExtraTurnToken => "an extra turn token",
    };
    format!(
        "{} began a turn with {paid} ({} of move).",
        w.hero(&e.hero),
        plural(e.move_allowance.into(), "space")
    )
}

pub fn hero_moved(w: &Words, e: &HeroMoved) -> String {
    let metro = if e.via_metro { " by metro" } else { "" };
    format!(
        "{} moved from {} to {}{metro}.",
        w.hero(&e.hero),
        space(&e.from),
        space(&e.to)
    )
}

pub fn check_rolled(w: &Words, e: &CheckRolled) -> String {
    let check = match e.check {
        Check::Fire => "fire",
        Check::Corruption if e.as_fire => "corruption (as fire)",
        Check::Corruption => "corruption",
    };
    format!(
        "{} rolled a {check} check for {} on {}: {}.",
        w.sin(),
        w.hero(&e.hero),
        space(&e.space),
        sin_faces(&e.faces)
    )
}

pub fn damage(w: &Words, e: &DamageTaken) -> String {
    format!(
        "{} took {} damage ({}).",
        w.hero(&e.hero),
        e.amount,
        humanized(&e.cause)
    )
}

pub fn corruption(w: &Words, e: &CorruptionChanged) -> String {
    let voluntary = if e.voluntary { " (by choice)" } else { "" };
    format!(
        "{}'s corruption went from {} to {}{voluntary}.",
        w.hero(&e.hero),
        e.from,
        e.to
    )
}

pub fn replaced(w: &Words, e: &HeroReplaced) -> String {
    format!(
        "{} took the place of {} on {}, played by {}.",
        w.card(&e.hero),
        w.card(&e.dead),
        space(&e.space),
        w.name(e.seat)
    )
}

pub fn sin_card_played(w: &Words, e: &SinCardPlayed) -> String {
    format!(
        "{} played {} against {}.",
        w.sin(),
        w.card(&e.card),
        w.hero(&e.hero)
    )
}

pub fn regroup(w: &Words, e: &MonstersRegroup) -> String {
    format!(
        "{} may move up to {} 1 space before {} acts.",
        w.sin(),
        plural(e.moves.into(), "monster"),
        w.hero(&e.hero)
    )
}

pub fn monster_moved(w: &Words, e: &MonsterMoved) -> String {
    format!(
        "{} moved from {} to {}.",
        capitalized(&w.monster(e.monster)),
        space(&e.from),
        space(&e.to)
    )
}

pub fn city_action_token(w: &Words, e: &CityActionTokenPlaced) -> String {
    let actions = e
        .actions
        .iter()
        .map(|a| city_action(*a).to_owned())
        .collect();
    format!(
        "{} put a city action token on {}: {}.",
        w.hero(&e.hero),
        space(&e.district),
        list(actions)
    )
}

pub fn city_actions_done(w: &Words, e: &CityActionsDone) -> String {
    match e.action {
        Some(action) => format!("{} used {}.", w.hero(&e.hero), city_action(action)),
        None => format!("{} let the other city actions go.", w.hero(&e.hero)),
    }
}

fn city_action(action: CityAction) -> &'static str {
    match action {
        CityAction::Heal => "Heal",
        CityAction::Penance => "Penance",
        CityAction::ExtraTurn => "Extra Turn",
        CityAction::Inventory => "Inventory",
        CityAction::OrbitalStrike => "Orbital Strike",
    }
}

pub fn tokens_revealed(w: &Words, e: &TokensRevealed) -> String {
    let tokens = e.tokens.iter().map(|t| token(*t).to_owned()).collect();
    format!(
        "{} turned the tokens on {} face up: {}.",
        w.hero(&e.hero),
        space(&e.space),
        list(tokens)
    )
}

pub fn picked_up(w: &Words, e: &TokenPickedUp) -> String {
    format!(
        "{} picked up a {} token on {}.",
        w.hero(&e.hero),
        token(e.token),
        space(&e.space)
    )
}

pub fn npc_dropped(w: &Words, e: &NpcDropped) -> String {
    format!(
        "{} put the {} down on {}.",
        w.hero(&e.hero),
        token(e.token),
        space(&e.space)
    )
}

pub fn orbital_strike(e: &OrbitalStrikeMoved) -> String {
    format!(
        "The orbital strike moved from {} to {}.",
        space(&e.from),
        space(&e.to)
    )
}

pub fn marker_placed(w: &Words, e: &DamageMarkerPlaced) -> String {
    format!(
        "{} covered corruption slot {} with a damage marker.",
        w.hero(&e.hero),
        e.slot
    )
}

pub fn idle_punished() -> String {
    "Until the end of the round, leaving a space with an abomination costs 2 damage.".to_owned()
}

pub fn gift_owed(w: &Words, e: &UpgradeGiftOwed) -> String {
    format!(
        "{} owes {} an upgrade card from the inventory.",
        w.sin(),
        w.hero(&e.hero)
    )
}

pub fn reaction_spent(w: &Words, e: &ReactionTokenSpent) -> String {
    format!(
        "{} spent a reaction token after {}'s turn.",
        w.sin(),
        w.hero(&e.hero)
    )
}

pub fn reaction_gained(w: &Words, e: &ReactionTokenGained) -> String {
    format!(
        "{} gained a reaction token ({}).",
        w.sin(),
        humanized(&e.cause)
    )
}

pub fn hero_killed(w: &Words, e: &HeroKilled) -> String {
    format!("{} was killed on {}.", w.hero(&e.hero), space(&e.space))
}

pub fn extra_turn_token(w: &Words, e: &ExtraTurnTokenGained) -> String {
    format!("{} gained an extra turn token.", w.hero(&e.hero))
}
