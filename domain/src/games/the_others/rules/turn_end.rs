//! The end of a hero's turn: their end-of-turn ability first (G-10), then the story's
//! end-of-turn corruption, then the Dark Past reveal (`dark_past.rs`), then the turn
//! ends. The abilities: Morgana's VAMPIRIC REGENERATION, Brad's DEMOLITIONS, Rose's MIND
//! CONTROL, Adrian's PAINT THE TOWN RED.

use super::super::command::{Command, MonsterChoice, MoveMonster, SlotChoice, SpaceChoice};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::{MonsterKind, SpaceKind, TokenKind};
use super::ability::{self, DEMOLITIONS, MIND_CONTROL, PAINT_THE_TOWN_RED, VAMPIRIC_REGENERATION};
use super::harm::corrupt;
use super::{dark_past, sin_windows};
use crate::engine::RuleError;

/// PAINT THE TOWN RED: "up to 3 street spaces", marked at once on the board (G-30).
pub const STREETS_TO_PAINT: usize = 3;

/// The end-of-turn abilities (their decision ends the turn).
pub fn is_end_of_turn(ability: &str) -> bool {
    [
        VAMPIRIC_REGENERATION,
        DEMOLITIONS,
        MIND_CONTROL,
        PAINT_THE_TOWN_RED,
    ]
    .contains(&ability)
}

fn space_of(s: &State, hero: &str) -> String {
    s.hero(hero)
        .and_then(|h| h.space.clone())
        .unwrap_or_default()
}

/// Acolytes and abominations: what DEMOLITIONS and MIND CONTROL may pick.
fn small_monster(kind: MonsterKind) -> bool {
    matches!(kind, MonsterKind::Acolyte | MonsterKind::Abomination)
}

fn demolition_targets(s: &State, hero: &str) -> Vec<u16> {
    s.monsters_in(&space_of(s, hero))
        .iter()
        .filter(|m| small_monster(m.kind))
        .map(|m| m.id)
        .collect()
}

/// The hero's end-of-turn ability that applies now, if any.
fn owed_now(s: &State, hero: &str) -> Option<&'static str> {
    let h = s.hero(hero)?;
    if s.has_ability(hero, VAMPIRIC_REGENERATION) {
        // The Corrupted Doctor's mark forbids any healing until the reset (G-31).
        (h.damage > 0 && !h.no_heal).then_some(VAMPIRIC_REGENERATION)
    } else if s.has_ability(hero, DEMOLITIONS) {
        (!demolition_targets(s, hero).is_empty()).then_some(DEMOLITIONS)
    } else if s.has_ability(hero, MIND_CONTROL) {
        s.monsters
            .iter()
            .any(|m| m.space.is_some() && small_monster(m.kind))
            .then_some(MIND_CONTROL)
    } else if s.has_ability(hero, PAINT_THE_TOWN_RED) {
        (!unpainted(s).is_empty() && s.round.painted.len() < STREETS_TO_PAINT)
            .then_some(PAINT_THE_TOWN_RED)
    } else {
        None
    }
}

/// `endTurn`: the ability is owed first if one applies; else the turn ends now.
pub fn end_turn(tx: &mut Tx, hero: &str) {
    match owed_now(&tx.s, hero) {
        Some(ability) => ability::offer(tx, hero, ability),
        None => finish(tx, hero),
    }
}

fn alive(tx: &Tx, hero: &str) -> bool {
    tx.s.hero(hero).is_some_and(|h| h.in_play()) && tx.s.outcome.is_none()
}

/// The rest of the end of the turn. The Beast We Become: a marked hero takes 1 corruption
/// (killed by it, at level 7 it is damage, the turn is aborted). Then, in Corruption
/// stories, the Dark Past reveal at maximum corruption (G-22: before the SIN's reaction);
/// FORMER HELL CLUB's choice holds the turn until made (`close` ends it then).
pub fn finish(tx: &mut Tx, hero: &str) {
    if !alive(tx, hero) || tx.s.turn.as_ref().is_none_or(|t| t.hero != hero) {
        return;
    }
    if tx.s.hero(hero).is_some_and(|h| h.story_marked) {
        corrupt(tx, hero, 1);
    }
    if alive(tx, hero) && dark_past::reveal(tx, hero) {
        return;
    }
    close(tx, hero);
}

/// The turn ends, unless the hero died on the way (an aborted turn has no reaction).
pub fn close(tx: &mut Tx, hero: &str) {
    if alive(tx, hero) && tx.s.turn.as_ref().is_some_and(|t| t.hero == hero) {
        tx.emit(Event::TurnEnded(TurnEnded {
            hero: hero.to_owned(),
        }));
    }
}

/// VAMPIRIC REGENERATION: "At the end of your turn, heal 1 of your damage." Not a
/// "may"; the player picks the marker, as for the Heal city action.
pub fn check_regenerate(s: &State, hero: &str, c: &SlotChoice) -> Result<(), RuleError> {
    if s.hero(hero).is_some_and(|h| h.covered.contains(&c.slot)) {
        Ok(())
    } else {
        Err(RuleError::new(
            "NO_MARKER_THERE",
            "Heal one of your damage markers: name its slot",
        ))
    }
}

/// Also REGENERATION's heal (the upgrade card, `ability` its id).
pub fn vampiric_regeneration(tx: &mut Tx, hero: &str, ability: &str, c: &SlotChoice) {
    ability::used(tx, hero, ability);
    tx.emit(Event::DamageHealed(DamageHealed {
        hero: hero.to_owned(),
        slot: c.slot,
    }));
}

/// DEMOLITIONS: "you may kill 1 acolyte or abomination in your space. Then take 1
/// corruption and place 1 fire token in that space." A kill outside a fight.
pub fn check_demolish(s: &State, hero: &str, c: &MonsterChoice) -> Result<(), RuleError> {
    if demolition_targets(s, hero).contains(&c.monster) {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_A_DEMOLITION_TARGET",
            "Kill an acolyte or abomination in your space",
        ))
    }
}

pub fn demolitions(tx: &mut Tx, hero: &str, c: &MonsterChoice) {
    let space = space_of(&tx.s, hero);
    let abomination =
        tx.s.monster(c.monster)
            .is_some_and(|m| m.kind == MonsterKind::Abomination);
    ability::used(tx, hero, DEMOLITIONS);
    tx.emit(Event::MonsterKilled(MonsterKilled {
        monster: c.monster,
        removed: false,
        in_fight: false,
    }));
    corrupt(tx, hero, 1);
    tx.emit(Event::TokenPlaced(TokenPlaced {
        space,
        token: Some(TokenKind::Fire),
        face_up: true,
    }));
    if abomination {
        sin_windows::open(tx, hero, vec![sin_windows::ABOMINATION_DESTROYED]);
    }
}

/// MIND CONTROL: "you may choose 1 acolyte or abomination on the board and teleport it
/// 1 space": to an adjacent space, whoever is there (a teleport ignores heroes).
pub fn check_mind_control(s: &State, c: &MoveMonster) -> Result<(), RuleError> {
    let ok = s.monster(c.monster).is_some_and(|m| {
        small_monster(m.kind)
            && m.space
                .as_deref()
                .is_some_and(|from| s.board_data().adjacent(from).contains(&c.to.as_str()))
    });
    if ok {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_A_MIND_CONTROL_TARGET",
            "Teleport an acolyte or abomination on the board to an adjacent space",
        ))
    }
}

pub fn mind_control(tx: &mut Tx, hero: &str, c: &MoveMonster) {
    let from =
        tx.s.monster(c.monster)
            .and_then(|m| m.space.clone())
            .unwrap_or_default();
    ability::used(tx, hero, MIND_CONTROL);
    tx.emit(Event::MonsterTeleported(MonsterTeleported {
        monster: c.monster,
        from,
        to: c.to.clone(),
    }));
}

/// Streets not marked yet.
fn unpainted(s: &State) -> Vec<String> {
    s.board_data()
        .spaces
        .iter()
        .filter(|sp| sp.kind == SpaceKind::Street && !s.round.painted.contains(&sp.id))
        .map(|sp| sp.id.clone())
        .collect()
}

/// PAINT THE TOWN RED: "you may mark street spaces (up to 3 street spaces). Monsters in
/// marked streets have Defense -1." One street at a time, 3 marked at most on the
/// board; the marks last until the round ends (G-30).
pub fn check_paint(s: &State, c: &SpaceChoice) -> Result<(), RuleError> {
    if unpainted(s).contains(&c.space) && s.round.painted.len() < STREETS_TO_PAINT {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_A_STREET_TO_PAINT",
            "Mark a street not yet marked, 3 at most",
        ))
    }
}

pub fn paint_street(tx: &mut Tx, hero: &str, c: &SpaceChoice) {
    tx.emit(Event::StreetPainted(StreetPainted {
        hero: hero.to_owned(),
        space: c.space.clone(),
    }));
    if tx.s.round.painted.len() >= STREETS_TO_PAINT || unpainted(&tx.s).is_empty() {
        ability::used(tx, hero, PAINT_THE_TOWN_RED);
    }
}

/// Adrian stops marking: the streets he marked now are his use of the ability.
pub fn stop_painting(tx: &mut Tx, hero: &str) {
    let marked = ability::owed(&tx.s).map_or(0, |o| o.marked);
    if marked == 0 {
        ability::passed(tx, hero, PAINT_THE_TOWN_RED);
    } else {
        ability::used(tx, hero, PAINT_THE_TOWN_RED);
    }
}

pub fn candidates(s: &State, hero: &str, ability: &str, out: &mut Vec<Command>) {
    match ability {
        VAMPIRIC_REGENERATION | super::gear::REGENERATION | super::gear::STAFF_OF_RUIN => {
            for slot in 1..=s.content.tables.corruption_max {
                out.push(Command::Regenerate(SlotChoice { slot }));
            }
        }
        DEMOLITIONS => {
            for monster in demolition_targets(s, hero) {
                out.push(Command::Demolish(MonsterChoice { monster }));
            }
        }
        MIND_CONTROL => {
            for m in s.monsters.iter().filter(|m| small_monster(m.kind)) {
                for to in m.space.iter().flat_map(|sp| s.board_data().adjacent(sp)) {
                    out.push(Command::MindControl(MoveMonster {
                        monster: m.id,
                        to: to.to_owned(),
                    }));
                }
            }
        }
        PAINT_THE_TOWN_RED => {
            for space in unpainted(s) {
                out.push(Command::PaintStreet(SpaceChoice { space }));
            }
        }
        _ => {}
    }
}
