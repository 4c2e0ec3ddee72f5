//! A fight, whoever started it (§5.1.3): the hero's voluntary corruption, both rolls at
//! once with their chains, FAITH faces, the level-7 result, the Hits put on monsters,
//! then cancellation and the results on both sides at the same time (gap G-17).

use super::super::command::{Command, FaceChoice, MonsterChoice, MoveMonster, VoluntaryCorruption};
use super::super::dice::{bonus, hero_totals, roll_hero, roll_sin, sin_totals, upgrade_bonus};
use super::super::event::*;
use super::super::state::{Fight, FightStage, Monster, MonsterStatus, State};
use super::super::tx::Tx;
use super::super::vocabulary::{HeroFace, MonsterKind, TokenKind};
use super::acolytes;
use super::apocalypse;
use super::charmed_life;
use super::cleanse;
use super::fight_end;
use super::harm::{corrupt, damage};
use super::hell_club;
use super::mission;
use super::problem_solver;
use super::protector;
use super::sin_cards;
use super::sin_windows;
use super::{member_effects, members};
use crate::engine::{Confirm, RuleError, Seat};

fn fight_of(s: &State, seat: Seat) -> Result<&Fight, RuleError> {
    let f = s
        .fight
        .as_ref()
        .ok_or_else(|| RuleError::wrong_phase("No fight is under way"))?;
    if s.hero(&f.hero).and_then(|h| h.seat) != Some(seat) {
        return Err(RuleError::not_your_decision(format!(
            "{} is fighting; their player decides",
            f.hero
        )));
    }
    Ok(f)
}

/// Hits the hero has not yet put on a monster.
pub fn hits_left(s: &State, f: &Fight) -> u8 {
    let (hits, _, _) = hero_totals(s, f);
    let assigned: u8 = f.assigned.iter().map(|(_, n)| n).sum();
    hits.saturating_sub(assigned)
}

/// A monster's defense in this fight (RAVENOUS FRENZY may raise the avatar's, two
/// apocalypse cards every acolyte's and abomination's or every monster's).
fn monster_defense(s: &State, f: &Fight, m: &Monster) -> u8 {
    let card = if m.kind == MonsterKind::Avatar {
        sin_cards::fight_effect(s, f).avatar_defense
    } else {
        0
    };
    let defense = s.figure_stats(m).1
        + card
        + apocalypse::throne_of_damnation(s, m.kind)
        + apocalypse::hellfire_curse(s, f);
    // PAINT THE TOWN RED: 1 lower in a marked street, never below 1 (a monster with no
    // defense could never be given it).
    let painted = m
        .space
        .as_ref()
        .is_some_and(|sp| s.round.painted.contains(sp));
    if painted && defense > 1 {
        defense - 1
    } else {
        defense
    }
}

/// Monsters of the fight still able to take a Hit (not yet given their defense).
pub fn targets(s: &State, f: &Fight) -> Vec<u16> {
    f.monsters
        .iter()
        .copied()
        .filter(|id| {
            let given = f
                .assigned
                .iter()
                .find(|(m, _)| m == id)
                .map_or(0, |(_, n)| *n);
            s.monster(*id).is_some_and(|m| {
                given < monster_defense(s, f, m) && !members::gourd_and_vex_untouchable(s, f, m)
            })
        })
        .collect()
}

const RESULT_FACES: [HeroFace; 4] = [
    HeroFace::Hit,
    HeroFace::CounterCorruption,
    HeroFace::Defense,
    HeroFace::Skill,
];

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if let Some(f) = s
        .fight
        .as_ref()
        .filter(|f| f.stage == FightStage::Counterattack)
    {
        return check_counterattack(s, seat, f, command);
    }
    if let Some(f) = s.fight.as_ref().filter(|f| sin_cards::window_owed(s, f)) {
        return sin_cards::check(s, seat, f, command);
    }
    if s.fight.as_ref().is_some_and(|f| acolytes::owed(s, f)) {
        return acolytes::check(s, seat, command);
    }
    if s.fight
        .as_ref()
        .is_some_and(|f| sin_windows::roll_window_owed(s, f))
    {
        return sin_windows::check_roll(s, seat, command);
    }
    let f = fight_of(s, seat)?;
    let wrong = || RuleError::wrong_phase("The fight is waiting for another decision");
    match (f.stage, command) {
        (FightStage::PreRoll, Command::SetVoluntaryCorruption(VoluntaryCorruption { take })) => {
            let at_max = s
                .hero(&f.hero)
                .is_some_and(|h| h.corruption >= s.content.tables.corruption_max);
            if *take == f.voluntary {
                Err(RuleError::new("ALREADY_SET", "That is already your choice"))
            } else if *take && at_max {
                Err(RuleError::new(
                    "AT_MAXIMUM_CORRUPTION",
                    "No voluntary corruption at level 7: lower it first",
                ))
            } else {
                Ok(())
            }
        }
        (FightStage::PreRoll, Command::RollFight(_)) => Ok(()),
        (FightStage::RemoveTokens, _) => cleanse::check(s, f, command),
        (FightStage::Faith, Command::ChooseFaithFace(FaceChoice { face }))
        | (FightStage::BonusChoice, Command::ChooseBonusResult(FaceChoice { face })) => {
            if RESULT_FACES.contains(face) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "NOT_A_RESULT",
                    "Choose Hit, Counter-corruption, Defense or Skill",
                ))
            }
        }
        (FightStage::AssignHits, Command::AssignHit(MonsterChoice { monster })) => {
            if hits_left(s, f) > 0 && targets(s, f).contains(monster) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "NOT_A_TARGET",
                    "Put each Hit on a monster of this fight that is not yet given its defense",
                ))
            }
        }
        _ => Err(wrong()),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(f) = tx.s.fight.clone() else {
        return;
    };
    match command {
        Command::SetVoluntaryCorruption(c) => {
            tx.emit(Event::VoluntaryCorruptionSet(VoluntaryCorruptionSet {
                hero: f.hero.clone(),
                take: c.take,
            }))
        }
        Command::RollFight(_) => roll(tx, &f),
        Command::ChooseFaithFace(c) => {
            tx.emit(Event::FaithFaceChosen(FaithFaceChosen { face: c.face }))
        }
        Command::ChooseBonusResult(c) => {
            tx.emit(Event::BonusResultChosen(BonusResultChosen { face: c.face }))
        }
        Command::AssignHit(c) => tx.emit(Event::HitAssigned(HitAssigned { monster: c.monster })),
        Command::RemoveToken(c) => cleanse::remove(tx, &f, c),
        Command::ProblemSolver(c) => problem_solver::decide(tx, &f, c),
        Command::PlaySinCard(_) | Command::PassSinCard(_)
            if sin_windows::roll_window_owed(&tx.s, &f) =>
        {
            sin_windows::apply_roll(tx, &f, command)
        }
        Command::PlaySinCard(_) | Command::PassSinCard(_) => sin_cards::apply(tx, &f, command),
        Command::UseAcolyteAbility(_) | Command::DeclineAcolyteAbility(_) => {
            acolytes::apply(tx, &f, command)
        }
        Command::MoveMonster(c) => tx.move_monster(c.monster, &c.to),
        _ => {}
    }
    resolve_when_settled(tx);
}

/// The dice pools: the hero's combat, teamwork and the voluntary bonus; the SIN's sum of
/// the monsters' combat, pentagrams in the space, and apocalypse level 6.
pub fn pools(s: &State, f: &Fight) -> (u8, u8) {
    let Some(hero) = s.hero(&f.hero) else {
        return (0, 0);
    };
    let stats = s.dashboard(&hero.id).map(|h| &h.stats);
    let card = sin_cards::fight_effect(s, f);
    // A cleanse rolls the hero's skill; a fight, their combat.
    let combat = stats.map_or(0, |h| if f.cleanse { h.skill } else { h.combat });
    // Teamwork counts the heroes in the hero's own space, also in a ranged fight.
    let teamwork = s.heroes_in(&f.origin).len().saturating_sub(1) as u8;
    let voluntary = if f.voluntary {
        // The level the voluntary corruption reaches: rolled after it is taken.
        let level = (hero.corruption + 1).min(s.content.tables.corruption_max);
        bonus(s.content.corruption_levels(), level, &hero.covered).dice
    } else {
        0
    };
    let monsters: u8 = f
        .monsters
        .iter()
        .filter_map(|id| s.monster(*id))
        .map(|m| s.figure_stats(m).0)
        .sum();
    let pentagrams = s
        .space(&f.space)
        .map_or(0, |sp| sp.count(TokenKind::Pentagram));
    let apocalypse = u8::from(s.apocalypse.level >= 6);
    // The Commissioner NPC: +1 die in every fight.
    let commissioner = u8::from(!f.cleanse && hero.carried.contains(&TokenKind::NpcCommissioner));
    let upgrades = commissioner
        + if f.cleanse {
            cleanse::adreno_wear_die(s, &f.hero)
        } else {
            upgrade_bonus(s, f).dice
        }
        + if f.ranged {
            super::ranged::rail_gun_die(s, &f.hero)
        } else {
            0
        };
    // In a ranged fight the hero rolls first; the SIN rolls only in the counterattack.
    let sin = if f.ranged || f.cleanse {
        0
    } else {
        monsters + pentagrams + apocalypse + card.sin_dice
    };
    (
        (combat + teamwork + voluntary + upgrades).saturating_sub(card.both_lose_dice),
        sin.saturating_sub(card.both_lose_dice),
    )
}

/// The counterattack's SIN pool: every monster in the hero's space, its pentagrams (G-16)
/// and apocalypse level 6.
fn counter_pool(s: &State, f: &Fight) -> u8 {
    let monsters: u8 = s
        .monsters_in(&f.origin)
        .iter()
        .map(|m| s.figure_stats(m).0)
        .sum();
    let pentagrams = s
        .space(&f.origin)
        .map_or(0, |sp| sp.count(TokenKind::Pentagram));
    let card = sin_cards::fight_effect(s, f);
    (monsters + pentagrams + u8::from(s.apocalypse.level >= 6) + card.sin_dice)
        .saturating_sub(card.both_lose_dice)
}

/// Surviving targets still to move toward the hero: not there yet, not held by a hero
/// in their space, and near enough to reach the hero's space (2 spaces at most).
pub fn movers(s: &State, f: &Fight) -> Vec<u16> {
    let board = s.board_data();
    let reach = apocalypse::scurrying_in_the_dark(s);
    f.monsters
        .iter()
        .filter_map(|id| s.monster(*id))
        .filter(|m| m.status == MonsterStatus::OnBoard)
        .filter_map(|m| m.space.as_deref().map(|sp| (m.id, sp)))
        .filter(|(_, sp)| *sp != f.origin && s.heroes_in(sp).is_empty())
        .filter(|(_, sp)| board.distance(sp, &f.origin).is_some_and(|d| d <= reach))
        .map(|(id, _)| id)
        .collect()
}

fn check_counterattack(
    s: &State,
    seat: Seat,
    f: &Fight,
    command: &Command,
) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN moves the surviving monsters toward the hero",
        ));
    }
    let Command::MoveMonster(MoveMonster { monster, to }) = command else {
        return Err(RuleError::wrong_phase(
            "The surviving monsters counterattack",
        ));
    };
    if !movers(s, f).contains(monster) {
        return Err(RuleError::new(
            "NOT_A_COUNTERATTACKER",
            "Move a surviving target that can reach the hero",
        ));
    }
    let board = s.board_data();
    let from = s
        .monster(*monster)
        .and_then(|m| m.space.as_deref())
        .unwrap_or_default();
    let closer = board.adjacent(from).contains(&to.as_str())
        && board.distance(to, &f.origin).map(|d| d + 1) == board.distance(from, &f.origin);
    if closer {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_TOWARD_HERO",
            "Each step brings the monster closer to the hero",
        ))
    }
}

fn roll(tx: &mut Tx, f: &Fight) {
    let (hero_pool, sin_pool) = pools(&tx.s, f);
    if f.voluntary
        && let Some(h) = tx.s.hero(&f.hero)
    {
        tx.emit(Event::CorruptionChanged(CorruptionChanged {
            hero: f.hero.clone(),
            from: h.corruption,
            to: h.corruption + 1,
            voluntary: true,
        }));
    }
    let dice = tx.content().dice.clone();
    let hero_faces = roll_hero(tx.rng, &dice.hero, hero_pool);
    let sin_faces = roll_sin(tx.rng, &dice.sin, sin_pool);
    tx.emit(Event::FightDiceRolled(FightDiceRolled {
        hero_pool,
        sin_pool,
        hero_faces,
        sin_faces,
    }));
    charmed_life::offer(tx);
}

/// Once every Hit is placed (or no monster can take one), both sides' results apply; in
/// a ranged fight the kills come first, then the survivors' counterattack.
pub fn resolve_when_settled(tx: &mut Tx) {
    let Some(f) = tx.s.fight.clone() else {
        return;
    };
    // The SIN may still answer the roll with CURSED FATE, Elle with CHARMED LIFE.
    if sin_windows::roll_window_owed(&tx.s, &f)
        || charmed_life::owed(&tx.s)
        || protector::owed(&tx.s)
    {
        return;
    }
    if f.stage == FightStage::Counterattack {
        return counterattack_when_settled(tx, &f);
    }
    if f.stage == FightStage::RemoveTokens {
        return cleanse::end_when_settled(tx);
    }
    if f.stage != FightStage::AssignHits
        || (hits_left(&tx.s, &f) > 0 && !targets(&tx.s, &f).is_empty())
    {
        return;
    }
    let killed = killed(&tx.s, &f);
    if !f.ranged {
        if waits_for_protector(tx, &f) {
            return;
        }
        return finish(tx, &f, killed);
    }
    for monster in &killed {
        kill(tx, *monster);
    }
    mission::free_chief(tx, &f.hero);
    let survivors = f
        .monsters
        .iter()
        .copied()
        .filter(|m| !killed.contains(m))
        .collect();
    tx.emit(Event::CounterattackBegan(CounterattackBegan { survivors }));
    if let Some(f) = tx.s.fight.clone() {
        counterattack_when_settled(tx, &f);
    }
}

fn killed(s: &State, f: &Fight) -> Vec<u16> {
    f.assigned
        .iter()
        .filter(|(id, n)| {
            s.monster(*id)
                .is_some_and(|m| *n >= monster_defense(s, f, m))
        })
        .map(|(id, _)| *id)
        .collect()
}

/// Once no survivor is left to move: if any reached the hero, the SIN rolls for every
/// monster in the hero's space, against the hero's original roll; if none did, there is
/// no roll (G-16). Monsters killed by the hero's roll are already gone.
fn counterattack_when_settled(tx: &mut Tx, f: &Fight) {
    if !movers(&tx.s, f).is_empty() {
        return;
    }
    let arrived = f.monsters.iter().any(|id| {
        tx.s.monster(*id).is_some_and(|m| {
            m.status == MonsterStatus::OnBoard && m.space.as_deref() == Some(f.origin.as_str())
        })
    });
    if arrived && !f.counter_rolled {
        let sin_pool = counter_pool(&tx.s, f);
        let faces = tx.content().dice.sin.clone();
        let sin_faces = roll_sin(tx.rng, &faces, sin_pool);
        tx.emit(Event::CounterattackRolled(CounterattackRolled {
            sin_pool,
            sin_faces,
        }));
    }
    if let Some(f) = tx.s.fight.clone() {
        if waits_for_protector(tx, &f) {
            return;
        }
        finish(tx, &f, Vec::new());
    }
}

/// A monster killed by the fight's Hits: to the dead pool, or out of the game for the
/// traitor and a Hell Club member (G-12).
fn kill(tx: &mut Tx, monster: u16) {
    hell_club::kill(tx, monster, true);
}

/// Cancellation, then the results on both sides at once.
/// The fight's results once cancelled (before PROTECTOR): SIN Hits, SIN Corruption,
/// Defense, Counter-corruption, damage dealt, corruption dealt.
fn results(s: &State, f: &Fight) -> (u8, u8, u8, u8, u8, u8) {
    let (_, mut defense, counter) = hero_totals(s, f);
    // Pride: "when fighting an isolated hero, cancel 1 Defense".
    if s.sin == "pride" && s.is_isolated(&f.hero) {
        defense = defense.saturating_sub(1);
    }
    let card = sin_cards::fight_effect(s, f);
    if card.ignore_base_defense {
        let base = s.dashboard(&f.hero).map_or(0, |h| h.stats.base_defense);
        defense = defense.saturating_sub(base);
    }
    let (sin_hits, sin_corruption) = sin_totals(&f.sin_faces);
    let mantle = apocalypse::mantle_of_skulls(s, f);
    let sin_hits = sin_hits
        + card.sin_hits
        + apocalypse::stab_in_the_dark(s, f)
        + mantle
        + members::flay(s, f);
    let sin_corruption = sin_corruption
        + apocalypse::hellfire_mutation(s, f)
        + mantle
        + members::scorched_corruption(s, f);
    let dealt = sin_hits.saturating_sub(defense);
    let corruption = sin_corruption.saturating_sub(counter);
    (
        sin_hits,
        sin_corruption,
        defense,
        counter,
        dealt,
        corruption,
    )
}

/// Thorley may still be asked about PROTECTOR before the results apply.
fn waits_for_protector(tx: &mut Tx, f: &Fight) -> bool {
    let dealt = results(&tx.s, f).4;
    protector::ask(tx, f, dealt)
}

fn finish(tx: &mut Tx, f: &Fight, killed: Vec<u16>) {
    let (sin_hits, sin_corruption, defense, counter, dealt, corruption) = results(&tx.s, f);
    let dealt = protector::shield(f, dealt);
    tx.emit(Event::FightResolved(FightResolved {
        hero: f.hero.clone(),
        sin_hits,
        sin_corruption,
        defense,
        counter_corruption: counter,
        damage: dealt,
        corruption,
        killed: killed.clone(),
    }));
    for monster in killed {
        kill(tx, monster);
    }
    mission::free_chief(tx, &f.hero);
    sin_cards::after_fight(tx, f, dealt, corruption);
    let before = tx.out.len();
    corrupt(tx, &f.hero, corruption);
    damage(tx, &f.hero, dealt, "fight");
    let hurt = tx.out[before..]
        .iter()
        .any(|e| matches!(e, Event::DamageTaken(d) if d.hero == f.hero));
    member_effects::marguerite(tx, f, hurt);
    member_effects::dr_gan(tx, f, hurt);
    sin_windows::after_fight(tx, f, dealt, corruption);
    fight_end::offer(tx, f);
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    out.push(Command::SetVoluntaryCorruption(VoluntaryCorruption {
        take: true,
    }));
    out.push(Command::SetVoluntaryCorruption(VoluntaryCorruption {
        take: false,
    }));
    out.push(Command::RollFight(Confirm::Yes));
    cleanse::candidates(out);
    sin_cards::candidates(s, out);
    acolytes::candidates(out);
    for face in HeroFace::ALL {
        out.push(Command::ChooseFaithFace(FaceChoice { face: *face }));
        out.push(Command::ChooseBonusResult(FaceChoice { face: *face }));
    }
    if let Some(f) = &s.fight {
        for monster in &f.monsters {
            out.push(Command::AssignHit(MonsterChoice { monster: *monster }));
            if let Some(from) = s.monster(*monster).and_then(|m| m.space.as_deref()) {
                for to in s.board_data().adjacent(from) {
                    out.push(Command::MoveMonster(MoveMonster {
                        monster: *monster,
                        to: to.to_owned(),
                    }));
                }
            }
        }
    }
}
