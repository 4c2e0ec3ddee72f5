//! The apocalypse cards' effects that emit events: the SIN's round-start tokens of
//! PERPETUAL INFERNO and WE'VE COME FOR YOU, A GAME OF SOULS after each token the SIN
//! places, and the SIN's choice AGONY OF THE UNCLEAN asks before a step's corruption
//! checks (the step itself is `turn.rs`'s). What the cards change is read in
//! `apocalypse.rs`.

use super::super::command::{AgonyChoice, Command, SpaceChoice};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::apocalypse::{self, revealed, token_of, token_spaces};
use super::harm::corrupt;
use crate::engine::{RuleError, Seat};

/// The round-start tokens come after the story's own tasks.
pub fn token_owed(s: &State) -> bool {
    s.round.tokens_to_place.is_empty()
        && !s.round.mark_owed
        && !s.round.apocalypse_tokens.is_empty()
}

pub fn check_token(s: &State, c: &SpaceChoice) -> Result<(), RuleError> {
    if !token_owed(s) {
        return Err(RuleError::wrong_phase(
            "The apocalypse cards' round-start tokens come after the story's tasks",
        ));
    }
    if token_spaces(s).contains(&c.space) {
        Ok(())
    } else {
        Err(RuleError::new(
            "SPACE_NOT_ALLOWED",
            "The token goes in a district (WE'VE COME FOR YOU: 2 different districts)",
        ))
    }
}

/// The SIN places the next round-start token; A GAME OF SOULS follows.
pub fn place_token(tx: &mut Tx, c: &SpaceChoice) {
    let Some(card) = tx.s.round.apocalypse_tokens.first().cloned() else {
        return;
    };
    tx.emit(Event::ApocalypseTokenPlaced(ApocalypseTokenPlaced {
        token: token_of(&card),
        card,
        space: c.space.clone(),
    }));
    a_game_of_souls(tx, &c.space);
}

pub fn token_candidates(s: &State, out: &mut Vec<Command>) {
    for space in token_spaces(s) {
        out.push(Command::PlaceApocalypseToken(SpaceChoice { space }));
    }
}

/// A GAME OF SOULS: after the SIN placed a token in `space`, each hero in play there takes
/// 1 corruption (every placement by the SIN, the round-start tokens too, G-32).
pub fn a_game_of_souls(tx: &mut Tx, space: &str) {
    if !revealed(&tx.s, apocalypse::A_GAME_OF_SOULS) {
        return;
    }
    let heroes: Vec<String> = tx.s.heroes_in(space).iter().map(|h| h.id.clone()).collect();
    for hero in heroes {
        if tx.s.outcome.is_some() {
            return;
        }
        tx.emit(Event::GameOfSoulsCorrupted(GameOfSoulsCorrupted {
            hero: hero.clone(),
            space: space.to_owned(),
        }));
        corrupt(tx, &hero, 1);
    }
}

/// AGONY OF THE UNCLEAN: before a step that rolls corruption checks, hold it and ask the
/// SIN how each rolls. Returns whether the step is held.
pub fn ask_agony(tx: &mut Tx, hero: &str, to: &str) -> bool {
    let from =
        tx.s.hero(hero)
            .and_then(|h| h.space.clone())
            .unwrap_or_default();
    let checks = apocalypse::agony_of_the_unclean(&tx.s, &from, to);
    if checks == 0 {
        return false;
    }
    tx.emit(Event::AgonyAsked(AgonyAsked {
        hero: hero.to_owned(),
        to: to.to_owned(),
        checks,
    }));
    true
}

/// Whether a held step waits for the SIN's AGONY OF THE UNCLEAN choice.
pub fn agony_owed(s: &State) -> bool {
    s.turn.as_ref().is_some_and(|t| t.agony_step.is_some())
}

pub fn check_agony(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN chooses how the corruption check rolls (AGONY OF THE UNCLEAN)",
        ));
    }
    match command {
        Command::ChooseAgony(_) => Ok(()),
        _ => Err(RuleError::new(
            "AGONY_OWED",
            "The SIN first chooses whether the corruption tokens roll as fire tokens",
        )),
    }
}

pub fn agony_candidates(out: &mut Vec<Command>) {
    for as_fire in [true, false] {
        out.push(Command::ChooseAgony(AgonyChoice { as_fire }));
    }
}
