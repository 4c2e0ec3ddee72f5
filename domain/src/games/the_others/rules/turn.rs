//! The current hero's turn: one move (step by step) entirely before or after one action,
//! and the end of the turn (§4.5, §5.1.2).

use super::super::command::{Command, MoveStep, SpaceChoice};
use super::super::dice::{roll_sin, sin_totals};
use super::super::event::*;
use super::super::state::{Movement, State, Turn};
use super::super::tx::Tx;
use super::super::vocabulary::{MonsterKind, SinFace, TokenKind};
use super::apocalypse_play;
use super::city;
use super::cleanse::removable;
use super::harm::{corrupt, damage};
use super::regroup;
use super::sin_cards;
use super::tokens;
use crate::engine::{Confirm, RuleError, Seat};

/// The SIN whose power marks a hero who starts a fight.
const SLOTH: &str = "sloth";

fn turn_of(s: &State, seat: Seat) -> Result<&Turn, RuleError> {
    let t = s
        .turn
        .as_ref()
        .ok_or_else(|| RuleError::wrong_phase("No hero is taking a turn"))?;
    if s.hero(&t.hero).and_then(|h| h.seat) != Some(seat) {
        return Err(RuleError::not_your_decision(format!(
            "It is {}'s turn; their player decides",
            t.hero
        )));
    }
    Ok(t)
}

/// Where the current hero may step now.
pub fn steps(s: &State, t: &Turn) -> Vec<(String, bool)> {
    let can_move = t.steps_left > 0
        && match t.movement {
            Movement::NotStarted => true,
            Movement::Moving => !t.acted,
            Movement::Done => false,
        };
    let from = s.hero(&t.hero).and_then(|h| h.space.clone());
    match from {
        Some(from) if can_move => s
            .board_data()
            .hero_steps(&from)
            .into_iter()
            .map(|(to, metro)| (to.to_owned(), metro))
            .collect(),
        _ => Vec::new(),
    }
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if let Some(t) = s
        .turn
        .as_ref()
        .filter(|t| sin_cards::turn_window_owed(s, t))
    {
        return sin_cards::check_turn(s, seat, t, command);
    }
    if let Some(t) = s.turn.as_ref().filter(|t| regroup::owed(s, t)) {
        return regroup::check(s, seat, t, command);
    }
    if s.turn.as_ref().is_some_and(|t| t.gift_owed) {
        return sin_cards::check_gift(s, seat, command);
    }
    if apocalypse_play::agony_owed(s) {
        return apocalypse_play::check_agony(s, seat, command);
    }
    let t = turn_of(s, seat)?;
    match command {
        Command::PerformCityAction(c) => return city::check_perform(s, t, c),
        Command::OrbitalStrike(c) => return super::orbital::check(t, s, c),
        Command::EndCityActions(_) if !t.city_actions.is_empty() => return Ok(()),
        _ if !t.city_actions.is_empty() => {
            return Err(RuleError::new(
                "CITY_ACTIONS_FIRST",
                "Perform or let go the activated city actions first",
            ));
        }
        Command::UseCityAction(_) => return city::check_use(s, t),
        Command::RevealTokens(_) | Command::PickUpToken(_) | Command::DropNpc(_) => {
            return tokens::check(s, t, command);
        }
        _ => {}
    }
    let space = s
        .hero(&t.hero)
        .and_then(|h| h.space.clone())
        .unwrap_or_default();
    match command {
        Command::MoveStep(MoveStep { to }) => {
            if steps(s, t).iter().any(|(s, _)| s == to) {
                Ok(())
            } else if t.movement == Movement::Done
                || t.steps_left == 0
                || (t.acted && t.movement == Movement::Moving)
            {
                Err(RuleError::new(
                    "NO_MOVE_LEFT",
                    "The move is over: it is made whole before or after the action",
                ))
            } else {
                Err(RuleError::new(
                    "NOT_ADJACENT",
                    "Step to an adjacent space, or to a metro space of the same colour",
                ))
            }
        }
        Command::StartFight(_) if t.acted => Err(RuleError::new(
            "ACTION_TAKEN",
            "A hero takes only one action per turn",
        )),
        Command::StartFight(_) if s.monsters_in(&space).is_empty() => Err(RuleError::new(
            "NO_MONSTERS",
            "A fight needs at least one monster in your space",
        )),
        Command::StartRangedFight(_) if t.acted => Err(RuleError::new(
            "ACTION_TAKEN",
            "A hero takes only one action per turn",
        )),
        Command::StartRangedFight(SpaceChoice { space: target }) => {
            super::ranged::check(s, &t.hero, &space, target)
        }
        Command::Cleanse(_) if t.acted => Err(RuleError::new(
            "ACTION_TAKEN",
            "A hero takes only one action per turn",
        )),
        Command::Cleanse(_) if removable(s, &space).is_empty() => Err(RuleError::new(
            "NOTHING_TO_CLEANSE",
            "Cleansing needs a face-up calamity token (not a printed one) in your space",
        )),
        Command::StartFight(_) | Command::Cleanse(_) | Command::EndTurn(_) => Ok(()),
        Command::IgnoreSlothMark(_) => check_ignore_sloth(t),
        _ => Err(RuleError::wrong_phase("A hero is taking a turn")),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(hero) = tx.s.turn.as_ref().map(|t| t.hero.clone()) else {
        return;
    };
    let turn = tx.s.turn.clone();
    match (command, turn) {
        (Command::UseCityAction(_), Some(t)) => return city::use_token(tx, &t),
        (Command::PerformCityAction(c), Some(t)) => return city::perform(tx, &t, c),
        (Command::OrbitalStrike(c), Some(t)) => return super::orbital::apply(tx, &t, c),
        (Command::EndCityActions(_), Some(t)) => return city::end(tx, &t),
        (Command::PlaySinCard(_) | Command::PassSinCard(_), Some(_)) => {
            return sin_cards::apply_turn(tx, &hero, command);
        }
        (Command::MoveMonster(_) | Command::StopRegrouping(_), Some(_)) => {
            return regroup::apply(tx, command);
        }
        (Command::GiveUpgrade(c), Some(_)) => return sin_cards::give_upgrade(tx, &hero, c),
        (Command::RevealTokens(_) | Command::PickUpToken(_) | Command::DropNpc(_), Some(t)) => {
            return tokens::apply(tx, &t, command);
        }
        _ => {}
    }
    match command {
        Command::MoveStep(c) => move_step(tx, &hero, &c.to),
        Command::ChooseAgony(c) => {
            let to = tx.s.turn.as_ref().and_then(|t| t.agony_step.clone());
            tx.emit(Event::AgonyChosen(AgonyChosen { as_fire: c.as_fire }));
            let held = tx.s.turn.as_ref().filter(|t| t.agony_step.is_none());
            if let (Some(to), Some(t)) = (to, held) {
                let choices = t.agony_choices.clone();
                step(tx, &hero, &to, &choices);
            }
        }
        Command::IgnoreSlothMark(_) => {
            tx.emit(Event::SlothMarkIgnored(SlothMarkIgnored {
                hero: hero.clone(),
            }));
            damage(tx, &hero, 1, "sloth_mark_ignored");
        }
        Command::StartFight(_) => {
            let space =
                tx.s.hero(&hero)
                    .and_then(|h| h.space.clone())
                    .unwrap_or_default();
            let monsters = tx.s.monsters_in(&space).iter().map(|m| m.id).collect();
            tx.emit(Event::FightStarted(FightStarted {
                hero: hero.clone(),
                space,
                by_sin: false,
                ranged: false,
                monsters,
            }));
            super::member_effects::grin(tx);
            sloth_marks(tx, &hero);
        }
        Command::StartRangedFight(c) => {
            let monsters = tx.s.monsters_in(&c.space).iter().map(|m| m.id).collect();
            tx.emit(Event::FightStarted(FightStarted {
                hero: hero.clone(),
                space: c.space.clone(),
                by_sin: false,
                ranged: true,
                monsters,
            }));
            super::member_effects::grin(tx);
            sloth_marks(tx, &hero);
        }
        Command::EndTurn(_) => super::turn_end::end_turn(tx, &hero),
        Command::Cleanse(_) => {
            let space =
                tx.s.hero(&hero)
                    .and_then(|h| h.space.clone())
                    .unwrap_or_default();
            tx.emit(Event::CleanseStarted(CleanseStarted { hero, space }));
        }
        _ => {}
    }
}

fn alive(tx: &Tx, hero: &str) -> bool {
    tx.s.hero(hero).is_some_and(|h| h.in_play()) && tx.s.outcome.is_none()
}

/// A step, held first when AGONY OF THE UNCLEAN asks the SIN about its corruption checks.
fn move_step(tx: &mut Tx, hero: &str, to: &str) {
    if !apocalypse_play::ask_agony(tx, hero, to) {
        step(tx, hero, to, &[]);
    }
}

/// Sloth's power: a hero who starts a fight is marked until the round ends.
fn sloth_marks(tx: &mut Tx, hero: &str) {
    let marked = tx.s.hero(hero).is_some_and(|h| h.sloth_marked);
    if tx.s.sin == SLOTH && !marked {
        tx.emit(Event::SlothMarked(SlothMarked {
            hero: hero.to_owned(),
        }));
    }
}

/// The Sloth-marked hero may take 1 damage for the space the mark took off this turn,
/// while the move is not over.
fn check_ignore_sloth(t: &Turn) -> Result<(), RuleError> {
    if !t.sloth_slowed {
        Err(RuleError::new(
            "NOT_SLOWED",
            "Sloth's mark took no space off this turn's move",
        ))
    } else if t.movement == Movement::Done || (t.acted && t.movement == Movement::Moving) {
        Err(RuleError::new(
            "NO_MOVE_LEFT",
            "The move is over: it is made whole before or after the action",
        ))
    } else {
        Ok(())
    }
}

/// One step: leaving (monsters, fire, corruption), the move, then entering (corruption,
/// then fire, as the rulebook's example rolls them). A death stops the rest. `agony`: the
/// SIN's AGONY OF THE UNCLEAN choices for the step's corruption checks, in order.
fn step(tx: &mut Tx, hero: &str, to: &str, agony: &[bool]) {
    let mut agony = agony.iter().copied();
    let from =
        tx.s.hero(hero)
            .and_then(|h| h.space.clone())
            .unwrap_or_default();
    let via_metro = !tx.s.board_data().adjacent(&from).contains(&to);
    let monsters = tx.s.monsters_in(&from);
    if !monsters.is_empty() && !super::movement::stealth_suit(&tx.s, hero) {
        // One damage whatever the monsters: not a roll, not cancelled by defense.
        let abomination = monsters.iter().any(|m| m.kind == MonsterKind::Abomination);
        let amount = if abomination && tx.s.round.idle_punished {
            sin_cards::IDLE_PUNISHED_DAMAGE
        } else {
            1
        };
        damage(tx, hero, amount, "leaving_monsters");
    }
    for check in [Check::Fire, Check::Corruption] {
        if alive(tx, hero) {
            let as_fire = agony_choice(tx, &from, check, &mut agony);
            roll_check(tx, hero, &from, check, as_fire);
        }
    }
    if !alive(tx, hero) {
        return;
    }
    tx.emit(Event::HeroMoved(HeroMoved {
        hero: hero.to_owned(),
        from,
        to: to.to_owned(),
        via_metro,
    }));
    // Innocents carried into a clear starting space are rescued before anything else.
    super::mission::rescue(tx);
    for check in [Check::Corruption, Check::Fire] {
        if alive(tx, hero) {
            let as_fire = agony_choice(tx, to, check, &mut agony);
            roll_check(tx, hero, to, check, as_fire);
        }
    }
    if alive(tx, hero) {
        super::holy_water::offer(tx, hero);
    }
}

/// The SIN's choice for this corruption check, if the step has one (a space with
/// corruption tokens); fire checks take none.
fn agony_choice(
    tx: &Tx,
    space: &str,
    check: Check,
    agony: &mut impl Iterator<Item = bool>,
) -> bool {
    let corrupted =
        tx.s.space(space)
            .is_some_and(|sp| sp.count(TokenKind::Corruption) > 0);
    check == Check::Corruption && corrupted && agony.next().unwrap_or(false)
}

/// A fire or corruption check: one SIN die per such token in the space (printed ones
/// too). Fire: each Hit is 1 damage, never cancelled by defense. Corruption: each
/// Corruption face is 1 corruption; rolled `as_fire` (AGONY OF THE UNCLEAN) its Hits are
/// damage instead, as a fire check's. Explosive hits roll one more die either way.
pub fn roll_check(tx: &mut Tx, hero: &str, space: &str, check: Check, as_fire: bool) {
    let kind = match check {
        Check::Fire => TokenKind::Fire,
        Check::Corruption => TokenKind::Corruption,
    };
    let n = tx.s.space(space).map_or(0, |sp| sp.count(kind));
    if n == 0 {
        return;
    }
    let faces_on_die = tx.content().dice.sin.clone();
    let faces: Vec<SinFace> = roll_sin(tx.rng, &faces_on_die, n);
    let (mut hits, mut corruption) = sin_totals(&faces);
    // The Proxy NPC: 1 damage and 1 corruption less from each check while moving.
    if tx
        .s
        .hero(hero)
        .is_some_and(|h| h.carried.contains(&TokenKind::NpcProxy))
    {
        hits = hits.saturating_sub(1);
        corruption = corruption.saturating_sub(1);
    }
    hits = super::movement::child_of_darkness(&tx.s, hero, hits);
    corruption = super::movement::child_of_darkness(&tx.s, hero, corruption);
    hits = super::movement::hazmat_suit(&tx.s, hero, hits);
    corruption = super::movement::hazmat_suit(&tx.s, hero, corruption);
    tx.emit(Event::CheckRolled(CheckRolled {
        hero: hero.to_owned(),
        check,
        space: space.to_owned(),
        faces,
        as_fire,
    }));
    match check {
        Check::Fire => damage(tx, hero, hits, "fire_check"),
        Check::Corruption if as_fire => damage(tx, hero, hits, "agony_of_the_unclean"),
        Check::Corruption => corrupt(tx, hero, corruption),
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    sin_cards::candidates(s, out);
    regroup::candidates(s, out);
    sin_cards::gift_candidates(s, out);
    if let Some(t) = &s.turn {
        let mut all: Vec<String> = s
            .board_data()
            .spaces
            .iter()
            .map(|sp| sp.id.clone())
            .collect();
        all.retain(|id| s.hero(&t.hero).and_then(|h| h.space.as_deref()) != Some(id.as_str()));
        for to in all {
            out.push(Command::StartRangedFight(SpaceChoice { space: to.clone() }));
            out.push(Command::MoveStep(MoveStep { to }));
        }
    }
    out.push(Command::StartFight(Confirm::Yes));
    out.push(Command::Cleanse(Confirm::Yes));
    out.push(Command::IgnoreSlothMark(Confirm::Yes));
    apocalypse_play::agony_candidates(out);
    city::candidates(s, out);
    super::orbital::candidates(s, out);
    tokens::candidates(out);
    out.push(Command::EndTurn(Confirm::Yes));
}
