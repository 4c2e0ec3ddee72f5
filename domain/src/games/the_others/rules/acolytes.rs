//! The acolyte ability (§5.2.5, §9.4): once per round (the mark on the acolyte board),
//! before the dice of a melee fight are rolled, the SIN summons a dead acolyte into the
//! fight's space, where it joins the fight, then the type's own effect follows.

use super::super::command::Command;
use super::super::event::*;
use super::super::state::{Fight, FightStage, MonsterStatus, State};
use super::super::tx::Tx;
use super::super::vocabulary::{MonsterKind, TokenKind};
use super::harm::damage;
use crate::engine::{Confirm, RuleError, Seat};

/// A dead acolyte the ability may summon ("stock" is the dead pool, G-31).
fn dead_acolyte(s: &State) -> Option<u16> {
    s.monsters
        .iter()
        .find(|m| m.kind == MonsterKind::Acolyte && m.status == MonsterStatus::Dead)
        .map(|m| m.id)
}

/// The SIN may use the ability in this fight: a melee fight before its roll, the SIN's
/// start-of-fight card decided, not yet used this round (or Gourd & Vex (Redemption) in the
/// fight: no mark needed), a dead acolyte in stock.
pub fn owed(s: &State, f: &Fight) -> bool {
    f.stage == FightStage::PreRoll
        && !f.ranged
        && !f.cleanse
        && !f.acolyte_window_closed
        && (!s.round.acolyte_used || super::members::acolyte_ability_unmarked(s, f))
        && dead_acolyte(s).is_some()
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN may use its acolyte ability before the roll",
        ));
    }
    match command {
        Command::UseAcolyteAbility(_) | Command::DeclineAcolyteAbility(_) => Ok(()),
        _ => Err(RuleError::wrong_phase(
            "The SIN may use its acolyte ability before the roll",
        )),
    }
}

pub fn apply(tx: &mut Tx, f: &Fight, command: &Command) {
    match command {
        Command::UseAcolyteAbility(_) => {
            let Some(monster) = dead_acolyte(&tx.s) else {
                return;
            };
            let acolytes = tx.s.acolytes.clone();
            tx.emit(Event::AcolyteAbilityUsed(AcolyteAbilityUsed {
                acolytes: acolytes.clone(),
                monster,
                hero: f.hero.clone(),
                space: f.space.clone(),
                unmarked: super::members::acolyte_ability_unmarked(&tx.s, f),
            }));
            if let Some(effect) = effect_of(&acolytes) {
                effect(tx, &f.hero, &f.space);
            }
        }
        Command::DeclineAcolyteAbility(_) => {
            tx.emit(Event::AcolyteAbilityDeclined(AcolyteAbilityDeclined {
                hero: f.hero.clone(),
            }))
        }
        _ => {}
    }
}

fn effect_of(acolytes: &str) -> Option<fn(&mut Tx, &str, &str)> {
    Some(match acolytes {
        "corrupted_nun" => corrupted_nun,
        "corrupted_doctor" => corrupted_doctor,
        "corrupted_hobo" => corrupted_hobo,
        "corrupted_police" => corrupted_police,
        "corrupted_fire_man" => corrupted_fire_man,
        _ => return None,
    })
}

fn place_token(tx: &mut Tx, space: &str, token: TokenKind) {
    tx.emit(Event::TokenPlaced(TokenPlaced {
        space: space.to_owned(),
        token: Some(token),
        face_up: true,
    }));
    super::apocalypse_play::a_game_of_souls(tx, space);
}

/// CORRUPTED NUN: "Then replace one of that district's city actions with 1 corruption
/// token." The token goes in the district and covers one of its actions (`nun.rs`); in a
/// street there is no district, so nothing (G-31).
pub fn corrupted_nun(tx: &mut Tx, hero: &str, space: &str) {
    if tx.s.board_data().is_district(space) {
        place_token(tx, space, TokenKind::Corruption);
        super::nun::cover(tx, hero, space);
    }
}

/// CORRUPTED DOCTOR: "Mark the current hero. A marked hero cannot heal damage until the
/// next round." (until the reset, G-31)
pub fn corrupted_doctor(tx: &mut Tx, hero: &str, _: &str) {
    tx.emit(Event::HealForbidden(HealForbidden {
        hero: hero.to_owned(),
    }));
}

/// CORRUPTED HOBO: "The current hero chooses 1 of their upgrade cards and turns it face
/// down until the end of the round." Nothing without a face-up upgrade.
pub fn corrupted_hobo(tx: &mut Tx, hero: &str, _: &str) {
    if tx
        .s
        .hero(hero)
        .is_some_and(|h| h.active_upgrades().next().is_some())
    {
        tx.emit(Event::CardDecisionOwed(CardDecisionOwed {
            effect: "corrupted_hobo".into(),
            hero: hero.to_owned(),
        }));
    }
}

/// CORRUPTED POLICE: "If the current hero is isolated, they take 1 damage."
pub fn corrupted_police(tx: &mut Tx, hero: &str, _: &str) {
    if tx.s.is_isolated(hero) {
        damage(tx, hero, 1, "corrupted_police");
    }
}

/// CORRUPTED FIRE MAN: "Then place 1 fire token there." (a dead Fire Man, G-05c)
pub fn corrupted_fire_man(tx: &mut Tx, _: &str, space: &str) {
    place_token(tx, space, TokenKind::Fire);
}

pub fn candidates(out: &mut Vec<Command>) {
    out.push(Command::UseAcolyteAbility(Confirm::Yes));
    out.push(Command::DeclineAcolyteAbility(Confirm::Yes));
}
