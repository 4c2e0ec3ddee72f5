//! Character-Make: the snake draft of card sets, the combat style, the pawn.

use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::super::vocabulary::SetKind;
use crate::engine::{RuleError, Seat};

/// How many sets of `kind` a player drafts.
fn quota(state: &State, kind: SetKind) -> usize {
    let d = state.content.params().draft;
    (match kind {
        SetKind::Race => d.races,
        SetKind::Weapon => d.weapons,
        SetKind::SubWeapon => d.sub_weapons,
        SetKind::Skill => d.skills,
    }) as usize
}

fn held(p: &Player, kind: SetKind) -> usize {
    match kind {
        SetKind::Race => usize::from(p.race.is_some()),
        SetKind::Weapon => usize::from(p.weapon.is_some()),
        SetKind::SubWeapon => usize::from(p.sub_weapon.is_some()),
        SetKind::Skill => p.skills.len(),
    }
}

pub fn check_pick(state: &State, seat: Seat, c: &PickCardSet) -> Result<(), RuleError> {
    if state.phase != Phase::Draft {
        return Err(RuleError::wrong_phase("Character-Make's draft is over"));
    }
    state.draft.check_pick(seat, &CardSet::new(c.kind, &c.id))?;
    if held(state.player(seat), c.kind) >= quota(state, c.kind) {
        return Err(RuleError::new(
            "SET_NOT_NEEDED",
            "You already hold every set of that kind you need; pick a kind you still need",
        ));
    }
    Ok(())
}

pub fn pick(tx: &mut Tx, seat: Seat, c: &PickCardSet) {
    tx.emit(Event::CardSetPicked(CardSetPicked {
        seat,
        kind: c.kind,
        id: c.id.clone(),
    }));
}

pub fn check_style(state: &State, seat: Seat, c: &ChooseCombatStyle) -> Result<(), RuleError> {
    if state.phase != Phase::StyleChoice {
        return Err(RuleError::wrong_phase(
            "Combat styles are chosen after the draft",
        ));
    }
    let p = state.player(seat);
    if p.style.is_some() {
        return Err(RuleError::new(
            "STYLE_CHOSEN",
            "Your combat style is chosen for the whole game",
        ));
    }
    let weapon = p.weapon.as_deref().unwrap_or_default();
    if state.content.style(weapon, &c.style).is_none() {
        return Err(RuleError::new(
            "NOT_YOUR_STYLE",
            "That is not a combat style of your weapon",
        ));
    }
    Ok(())
}

pub fn choose_style(tx: &mut Tx, seat: Seat, c: &ChooseCombatStyle) {
    tx.emit(Event::CombatStyleChosen(CombatStyleChosen {
        seat,
        style: c.style.clone(),
    }));
}

pub fn check_pawn(state: &State, seat: Seat, c: &SquareChoice) -> Result<(), RuleError> {
    if state.phase != Phase::PawnPlacement {
        return Err(RuleError::wrong_phase("Pawns are placed before the battle"));
    }
    if state.player(seat).pawn.is_some() {
        return Err(RuleError::new(
            "PAWN_PLACED",
            "Your pawn is already on the map",
        ));
    }
    if !state
        .content
        .map(state.options.map)
        .player_start
        .contains(&c.square)
    {
        return Err(RuleError::new(
            "NOT_IN_START_AREA",
            "Put your pawn on a square of the blue area",
        ));
    }
    if state.pawns().contains(&c.square) {
        return Err(RuleError::new(
            "SQUARE_TAKEN",
            "Another character stands there; only one character fits on a square",
        ));
    }
    Ok(())
}

pub fn place_pawn(tx: &mut Tx, seat: Seat, c: &SquareChoice) {
    tx.emit(Event::PawnPlaced(PawnPlaced {
        seat,
        square: c.square,
    }));
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    match state.phase {
        Phase::Draft => out.extend(state.draft.legal_picks(seat).iter().map(|s| {
            Command::PickCardSet(PickCardSet {
                kind: s.kind,
                id: s.id.clone(),
            })
        })),
        Phase::StyleChoice => {
            let weapon = state.player(seat).weapon.as_deref().unwrap_or_default();
            if let Some(w) = state.content.weapon(weapon) {
                out.extend(w.styles.iter().map(|s| {
                    Command::ChooseCombatStyle(ChooseCombatStyle {
                        style: s.id.clone(),
                    })
                }));
            }
        }
        Phase::PawnPlacement => out.extend(
            state
                .content
                .map(state.options.map)
                .player_start
                .iter()
                .map(|sq| Command::PlacePawn(SquareChoice { square: *sq })),
        ),
        _ => {}
    }
}
