//! The Corrupted Nun's token (§9.4, G-31): "then replace one of that district's city
//! actions with 1 corruption token". The token lies on one printed action of the fight's
//! district (`Space::covered`), which is not activated while it lies there; cleansing it
//! brings the action back. The ability is the SIN's, so the SIN chooses the action when
//! the district has more than one kind left; with one kind left it is covered at once,
//! with none the token is a plain corruption token. A street has no city action: no token
//! there at all (G-31).

use super::super::command::{CityActionChoice, Command};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::{CityAction, TokenKind};

/// The owed choice's name in `State::card_owed`, as the Corrupted Hobo's.
pub const CORRUPTED_NUN: &str = "corrupted_nun";

/// The district's printed actions less those a Nun's token covers: a token covers one
/// printed action, so a district printing an action twice keeps the other.
pub fn available(s: &State, district: &str) -> Vec<CityAction> {
    let mut actions = s
        .board_data()
        .space(district)
        .map(|sp| sp.city_actions.clone())
        .unwrap_or_default();
    for c in s.space(district).map_or(&[][..], |sp| &sp.covered[..]) {
        if let Some(i) = actions.iter().position(|a| a == c) {
            actions.remove(i);
        }
    }
    actions
}

/// The kinds of action a new token may cover, in printed order.
pub fn coverable(s: &State, district: &str) -> Vec<CityAction> {
    let mut kinds = Vec::new();
    for a in available(s, district) {
        if !kinds.contains(&a) {
            kinds.push(a);
        }
    }
    kinds
}

/// The Nun's token was just placed in `district`. The SIN's choice is owed while the fight
/// lasts; a hero killed by the token itself (A GAME OF SOULS at maximum corruption) ends
/// the fight, and the first kind left in printed order is covered.
pub fn cover(tx: &mut Tx, hero: &str, district: &str) {
    let kinds = coverable(&tx.s, district);
    let choice = kinds.len() > 1 && tx.s.fight.is_some();
    match kinds.first() {
        None => {}
        Some(&action) if !choice => covered(tx, district, action),
        Some(_) => tx.emit(Event::CardDecisionOwed(CardDecisionOwed {
            effect: CORRUPTED_NUN.into(),
            hero: hero.to_owned(),
        })),
    }
}

fn covered(tx: &mut Tx, district: &str, action: CityAction) {
    tx.emit(Event::CityActionCovered(CityActionCovered {
        space: district.to_owned(),
        action,
    }));
}

/// The district of the owed choice: the Nun's fight's space.
fn district(s: &State) -> Option<String> {
    s.fight.as_ref().map(|f| f.space.clone())
}

pub fn check(s: &State, c: &CityActionChoice) -> bool {
    district(s).is_some_and(|d| coverable(s, &d).contains(&c.action))
}

pub fn choose(tx: &mut Tx, c: &CityActionChoice) {
    if let Some(d) = district(&tx.s) {
        covered(tx, &d, c.action);
    }
}

pub fn candidates(out: &mut Vec<Command>) {
    for action in CityAction::ALL {
        out.push(Command::CoverCityAction(CityActionChoice {
            action: *action,
        }));
    }
}

/// A corruption token cleansed from a district where a Nun's token covers an action: the
/// heroes take that one (the choice that frees an action, G-31), the first covered first.
pub fn uncover(tx: &mut Tx, space: &str, token: TokenKind) {
    if token != TokenKind::Corruption {
        return;
    }
    if let Some(action) = tx.s.space(space).and_then(|sp| sp.covered.first().copied()) {
        tx.emit(Event::CityActionUncovered(CityActionUncovered {
            space: space.to_owned(),
            action,
        }));
    }
}
