//! City actions (§5.1.6): once per round, at any moment of their turn (even mid-move, even
//! with monsters there), the current hero puts their city action token in their district's
//! empty slot; every action printed there activates, each optional, in any order.

use super::super::command::{Command, PerformCityAction};
use super::super::event::*;
use super::super::state::{State, Turn};
use super::super::tx::Tx;
use super::super::vocabulary::{CityAction, TokenKind};
use crate::engine::{Confirm, RuleError};

fn hero_space(s: &State, t: &Turn) -> String {
    s.hero(&t.hero)
        .and_then(|h| h.space.clone())
        .unwrap_or_default()
}

pub fn check_use(s: &State, t: &Turn) -> Result<(), RuleError> {
    let space = hero_space(s, t);
    if !s.board_data().is_district(&space) {
        Err(RuleError::new(
            "NOT_IN_A_DISTRICT",
            "City actions are used in a district",
        ))
    } else if s
        .hero(&t.hero)
        .is_some_and(|h| h.city_action_token.is_some())
    {
        Err(RuleError::new(
            "CITY_ACTION_USED",
            "Each hero uses one city action per round",
        ))
    } else if s.space(&space).is_some_and(|sp| sp.slot.is_some()) {
        Err(RuleError::new(
            "SLOT_TAKEN",
            "This district's city action slot is taken until the next round",
        ))
    } else if super::nun::available(s, &space).is_empty() {
        Err(RuleError::new(
            "CITY_ACTIONS_COVERED",
            "The Corrupted Nun's corruption tokens cover every city action of this district",
        ))
    } else if fog_of_hate(s, &space) {
        Err(RuleError::new(
            "FOG_OF_HATE",
            "THE FOG OF HATE: no city action in a district with a physical corruption token",
        ))
    } else {
        Ok(())
    }
}

/// THE FOG OF HATE (apocalypse card): "City actions cannot be performed in districts that
/// contain (physical) corruption tokens" (G-32: printed tokens do not count).
pub const FOG_OF_HATE: &str = "corruption_the_fog_of_hate";

fn fog_of_hate(s: &State, district: &str) -> bool {
    s.apocalypse.revealed.iter().any(|c| c == FOG_OF_HATE)
        && s.space(district).is_some_and(|sp| {
            sp.tokens
                .iter()
                .any(|t| t.kind == TokenKind::Corruption && !t.permanent)
        })
}

pub fn check_perform(s: &State, t: &Turn, c: &PerformCityAction) -> Result<(), RuleError> {
    let Some(h) = s.hero(&t.hero) else {
        return Err(RuleError::wrong_phase("No hero is taking a turn"));
    };
    if !t.city_actions.contains(&c.action) {
        return Err(RuleError::new(
            "NOT_ACTIVATED",
            "Perform one of the city actions your token activated",
        ));
    }
    if c.action == CityAction::Heal && h.no_heal {
        return Err(RuleError::new(
            "MARKED_NO_HEAL",
            "The Corrupted Doctor marked this hero: no healing until the round's reset",
        ));
    }
    let ok = match c.action {
        // G-28: Heal with no damage and Penance at level 1 do nothing: let them go instead.
        CityAction::Heal => c.upgrade.is_none() && c.slot.is_some_and(|x| h.covered.contains(&x)),
        CityAction::Penance => c.slot.is_none() && c.upgrade.is_none() && h.corruption > 1,
        CityAction::ExtraTurn => c.slot.is_none() && c.upgrade.is_none(),
        CityAction::Inventory => {
            c.slot.is_none()
                && c.upgrade
                    .as_ref()
                    .is_some_and(|u| s.upgrades.inventory.contains(u))
        }
        // Performed with its own command (`orbitalStrike`: the token's move and the kill).
        CityAction::OrbitalStrike => false,
    };
    if ok {
        Ok(())
    } else {
        Err(RuleError::new(
            "CANNOT_PERFORM",
            "Heal removes one of your damage markers, Penance needs corruption above 1, Inventory takes a card of the inventory",
        ))
    }
}

pub fn use_token(tx: &mut Tx, t: &Turn) {
    let district = hero_space(&tx.s, t);
    // The actions a Corrupted Nun's token covers are not activated (G-31).
    let actions = super::nun::available(&tx.s, &district);
    tx.emit(Event::CityActionTokenPlaced(CityActionTokenPlaced {
        hero: t.hero.clone(),
        district,
        actions,
    }));
}

pub fn perform(tx: &mut Tx, t: &Turn, c: &PerformCityAction) {
    let hero = t.hero.clone();
    match c.action {
        CityAction::Heal => tx.emit(Event::DamageHealed(DamageHealed {
            hero: hero.clone(),
            slot: c.slot.unwrap_or_default(),
        })),
        CityAction::Penance => {
            let from = tx.s.hero(&hero).map_or(1, |h| h.corruption);
            tx.emit(Event::CorruptionChanged(CorruptionChanged {
                hero: hero.clone(),
                from,
                to: from - 1,
                voluntary: false,
            }));
        }
        CityAction::ExtraTurn => {
            tx.emit(Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
                hero: hero.clone(),
            }));
            super::gluttony::extra_turn_gained(tx);
        }
        CityAction::Inventory => {
            tx.emit(Event::UpgradeGained(UpgradeGained {
                hero: hero.clone(),
                card: c.upgrade.clone().unwrap_or_default(),
            }));
            // Refilled at once; an empty deck leaves the inventory short (G-33).
            if let Some(card) = tx.s.upgrades.deck.first().cloned() {
                tx.emit(Event::UpgradeDrawn(UpgradeDrawn { card }));
            }
            super::gluttony::upgrade_gained(tx);
        }
        CityAction::OrbitalStrike => {}
    }
    tx.emit(Event::CityActionsDone(CityActionsDone {
        hero,
        action: Some(c.action),
    }));
}

pub fn end(tx: &mut Tx, t: &Turn) {
    tx.emit(Event::CityActionsDone(CityActionsDone {
        hero: t.hero.clone(),
        action: None,
    }));
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    out.push(Command::UseCityAction(Confirm::Yes));
    out.push(Command::EndCityActions(Confirm::Yes));
    let Some(t) = &s.turn else {
        return;
    };
    for action in &t.city_actions {
        let c = |slot, upgrade| {
            Command::PerformCityAction(PerformCityAction {
                action: *action,
                slot,
                upgrade,
            })
        };
        out.push(c(None, None));
        for slot in 1..=s.content.tables.corruption_max {
            out.push(c(Some(slot), None));
        }
        for card in &s.upgrades.inventory {
            out.push(c(None, Some(card.clone())));
        }
    }
}
