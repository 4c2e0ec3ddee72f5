//! The Dark Past (§9.9, HT-4, G-22, FAQ 59), Corruption stories only: at the end of a
//! hero's own turn (after the end-of-turn abilities and the story's end-of-turn effect,
//! before the SIN's reaction), a hero at maximum corruption whose card is still face down
//! reveals it; its effect applies at once and the card is spent. One named function per
//! card. A hero killed unrevealed takes the card away face down: nothing here reveals it.

use super::super::command::{Command, DarkPastHarm};
use super::super::content::dark_past::*;
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::harm::{corrupt, damage, kill_hero};
use crate::engine::{RuleError, Seat};

fn is_corruption_story(s: &State) -> bool {
    s.content.story(&s.story).is_some_and(|st| st.dark_past)
}

/// The card the hero reveals now, if the moment has come.
fn due(s: &State, hero: &str) -> Option<u8> {
    let h = s.hero(hero).filter(|h| h.in_play())?;
    (is_corruption_story(s)
        && !h.dark_past_revealed
        && h.corruption >= s.content.tables.corruption_max)
        .then_some(h.dark_past)
        .flatten()
}

/// The reveal at the end of the hero's turn, if due. Returns whether the hero's player
/// now owes FORMER HELL CLUB's choice (the turn ends once it is made).
pub fn reveal(tx: &mut Tx, hero: &str) -> bool {
    let Some(card) = due(&tx.s, hero) else {
        return false;
    };
    tx.emit(Event::DarkPastRevealed(DarkPastRevealed {
        hero: hero.to_owned(),
        card,
    }));
    apply(tx, hero, card);
    tx.s.dark_past_owed.is_some()
}

/// The revealed card's effect.
pub fn apply(tx: &mut Tx, hero: &str, card: u8) {
    match card {
        CLEAR_CONSCIENCE => clear_conscience(tx, hero),
        SLIGHTLY_TROUBLED => slightly_troubled(tx, hero),
        THE_GUILTY_ONE => the_guilty_one(tx, hero),
        FORMER_HELL_CLUB => former_hell_club(tx, hero),
        PSYCHOPATHY_TRIGGER => psychopathy_trigger(tx, hero),
        SUICIDE_PACT => suicide_pact(tx, hero),
        THE_TAINTED_ONE => the_tainted_one(tx, hero),
        _ => {}
    }
}

/// CLEAR CONSCIENCE: "No effect."
pub fn clear_conscience(_: &mut Tx, _: &str) {}

/// SLIGHTLY TROUBLED: "The hero takes 1 damage."
pub fn slightly_troubled(tx: &mut Tx, hero: &str) {
    damage(tx, hero, 1, "slightly_troubled");
}

/// THE GUILTY ONE: "The apocalypse track advances by 1", as a round end's step (cards
/// drawn at levels 1, 3 and 5; nothing past 7).
pub fn the_guilty_one(tx: &mut Tx, _: &str) {
    super::track::step(tx, "the_guilty_one");
}

/// FORMER HELL CLUB: "The hero chooses: take 3 damage, or take 3 corruption." The choice
/// is owed by the reveal itself (`State::dark_past_owed`); `choose` makes it.
pub fn former_hell_club(_: &mut Tx, _: &str) {}

/// PSYCHOPATHY TRIGGER: "The hero deals 2 damage to themself and to the other heroes in
/// the same or adjacent spaces": adjacency without the metro (G-22). The hero first, then
/// the others in turn order; the list is taken before anyone dies.
pub fn psychopathy_trigger(tx: &mut Tx, hero: &str) {
    let Some(space) = tx.s.hero(hero).and_then(|h| h.space.clone()) else {
        return;
    };
    let board = tx.s.board_data();
    let near = |sp: &str| sp == space || board.adjacent(&space).contains(&sp);
    let others: Vec<String> =
        tx.s.order
            .iter()
            .filter(|h| *h != hero)
            .filter(|h| {
                tx.s.hero(h)
                    .and_then(|h| h.space.as_deref())
                    .is_some_and(near)
            })
            .cloned()
            .collect();
    for victim in std::iter::once(hero.to_owned()).chain(others) {
        if tx.s.outcome.is_some() {
            return;
        }
        damage(tx, &victim, 2, "psychopathy_trigger");
    }
}

/// SUICIDE PACT: "This hero is killed at the end of the round." The revealed card is the
/// mark; `suicide_pacts` kills at the round's end (RE-1, G-22).
pub fn suicide_pact(_: &mut Tx, _: &str) {}

/// The round end: every hero in play whose revealed card is SUICIDE PACT dies (the
/// standard death procedure), in turn order.
pub fn suicide_pacts(tx: &mut Tx) {
    let doomed: Vec<String> =
        tx.s.order
            .iter()
            .filter(|h| {
                tx.s.hero(h).is_some_and(|h| {
                    h.in_play() && h.dark_past_revealed && h.dark_past == Some(SUICIDE_PACT)
                })
            })
            .cloned()
            .collect();
    for hero in doomed {
        if tx.s.outcome.is_some() {
            return;
        }
        kill_hero(tx, &hero);
    }
}

/// THE TAINTED ONE!: "This player becomes a SIN player, as a monster with 5 Hits and 5
/// Defense." G-22's ruling: the hero's figure becomes a SIN monster in its space (combat 5,
/// defense 5), and the hero dies by the standard death procedure (upgrades to the
/// inventory, carried tokens dropped, a replacement from the reserve, the SIN's victory
/// when none is left); the player keeps playing the replacement.
pub fn the_tainted_one(tx: &mut Tx, hero: &str) {
    let Some(space) = tx.s.hero(hero).and_then(|h| h.space.clone()) else {
        return;
    };
    let monster = tx.s.monsters.iter().map(|m| m.id).max().unwrap_or(0) + 1;
    tx.emit(Event::TaintedOneRose(TaintedOneRose {
        hero: hero.to_owned(),
        monster,
        space,
    }));
    kill_hero(tx, hero);
}

// FORMER HELL CLUB's choice.

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(hero) = &s.dark_past_owed else {
        return Err(RuleError::wrong_phase("No Dark Past choice is owed"));
    };
    if s.hero(hero).and_then(|h| h.seat) != Some(seat) {
        return Err(RuleError::not_your_decision(format!(
            "{hero}'s player chooses FORMER HELL CLUB's harm"
        )));
    }
    match command {
        Command::FormerHellClub(_) => Ok(()),
        _ => Err(RuleError::new(
            "DARK_PAST_OWED",
            "FORMER HELL CLUB: choose 3 damage or 3 corruption first",
        )),
    }
}

/// The choice made: 3 damage, or 3 corruption (past the maximum, each point is 1 damage:
/// the forced-corruption rule). Returns the hero, whose turn then ends.
pub fn choose(tx: &mut Tx, c: &DarkPastHarm) -> Option<String> {
    let hero = tx.s.dark_past_owed.clone()?;
    tx.emit(Event::FormerHellClubChosen(FormerHellClubChosen {
        hero: hero.clone(),
        corruption: c.corruption,
    }));
    if c.corruption {
        corrupt(tx, &hero, 3);
    } else {
        damage(tx, &hero, 3, "former_hell_club");
    }
    Some(hero)
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    if s.dark_past_owed.is_some() {
        for corruption in [false, true] {
            out.push(Command::FormerHellClub(DarkPastHarm { corruption }));
        }
    }
}
