//! The mission track (§4.11): completing the current mission (the heroes win with the
//! last), the story events between missions, the branch the heroes choose (the SIN on
//! disagreement), the next mission's start, and the decisions they owe: event summons
//! onto nests, DESTROY THEM ALL!'s marks, the story's upgrade cards. Also the rescue of
//! innocents at the starting space and RESCUE THE CHIEF!'s Commissioner. Progress itself
//! is counted by the fold (`evolve/mission.rs`).

use super::super::command::{CardChoice, Command, MissionChoice, MonsterChoice, Summon};
use super::super::event::*;
use super::super::goal::{self, Goal};
use super::super::state::{MonsterStatus, State};
use super::super::tx::Tx;
use super::super::vocabulary::{MonsterKind, TokenKind};
use super::round_end::{nests, summon_spaces};
use crate::engine::{RuleError, Seat};

/// A decision the mission track waits for, in the order they are owed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owed {
    Summon,
    Upgrade,
    Mark,
    Branch,
}

pub fn owed(s: &State) -> Option<Owed> {
    let m = &s.mission;
    if !m.summons.is_empty() {
        Some(Owed::Summon)
    } else if !m.upgrades_owed.is_empty() && !s.upgrades.inventory.is_empty() {
        Some(Owed::Upgrade)
    } else if m.marks_owed > 0 {
        Some(Owed::Mark)
    } else if m.branch.as_ref().is_some_and(|a| !a.is_settled()) {
        Some(Owed::Branch)
    } else {
        None
    }
}

fn on_board(s: &State, kind: MonsterKind) -> bool {
    s.monsters
        .iter()
        .any(|m| m.kind == kind && m.status == MonsterStatus::OnBoard)
}

/// G-13: an event summons an unused figure if there is one, else a dead one.
fn figures(s: &State, kind: MonsterKind) -> Vec<u16> {
    let of = |status| {
        s.monsters
            .iter()
            .filter(|m| m.kind == kind && m.status == status)
            .map(|m| m.id)
            .collect::<Vec<_>>()
    };
    let unused = of(MonsterStatus::Unused);
    if unused.is_empty() {
        of(MonsterStatus::Dead)
    } else {
        unused
    }
}

/// Whether an event can bring a figure of `kind` onto the board (nothing happens for a
/// figure already there, G-13, or when the board has no nest).
fn summonable(s: &State, kind: MonsterKind) -> bool {
    !on_board(s, kind) && !figures(s, kind).is_empty() && !nests(s).is_empty()
}

/// The missions that may follow the current one (two at a branch), not removed.
fn next_missions(s: &State) -> Vec<String> {
    let Some(order) = goal::mission(s, &s.mission.current).map(|m| m.order) else {
        return Vec::new();
    };
    s.content
        .story(&s.story)
        .map(|st| {
            st.missions
                .iter()
                .filter(|m| m.order == order + 1 && !s.mission.removed.contains(&m.id))
                .map(|m| m.id.clone())
                .collect()
        })
        .unwrap_or_default()
}

/// One automatic step of the mission track, if any is due.
pub fn advance(tx: &mut Tx) -> bool {
    if tx.s.outcome.is_some() || tx.s.order.is_empty() {
        return false;
    }
    if rescue(tx) {
        return true;
    }
    if goal::complete(&tx.s) {
        complete(tx);
        return true;
    }
    let m = &tx.s.mission;
    if !m.done {
        // Darkness Within 3B: until it is complete, a destroyed avatar comes back at once.
        let resummon = goal::current(&tx.s) == Some(Goal::DestroyAvatarAndCleanseSameRound)
            && m.summons.is_empty()
            && tx
                .s
                .monsters
                .iter()
                .any(|x| x.kind == MonsterKind::Avatar && x.status == MonsterStatus::Dead)
            && summonable(&tx.s, MonsterKind::Avatar);
        if resummon {
            tx.emit(Event::StoryEventReached(StoryEventReached {
                event: "avatar_resummoned".into(),
                summons: vec![MonsterKind::Avatar],
                upgrades: Vec::new(),
            }));
        }
        return resummon;
    }
    if let Some(hero) = m.upgrades_owed.first().cloned()
        && tx.s.upgrades.inventory.is_empty()
    {
        // G-33: an empty inventory gives nothing.
        tx.emit(Event::StoryUpgradeGained(StoryUpgradeGained {
            hero,
            card: None,
        }));
        return true;
    }
    if owed(&tx.s).is_some_and(|o| o != Owed::Branch) {
        return false;
    }
    if let Some(a) = &m.branch {
        let Some(chosen) = a.decision().cloned() else {
            return false;
        };
        let other = next_missions(&tx.s).into_iter().find(|x| *x != chosen);
        begin(tx, &chosen, other);
        return true;
    }
    match next_missions(&tx.s).as_slice() {
        [one] => {
            let one = one.clone();
            begin(tx, &one, None);
            true
        }
        [] => false,
        many => {
            let missions = many.to_vec();
            tx.emit(Event::BranchOffered(BranchOffered { missions }));
            true
        }
    }
}

/// The current mission is complete: the heroes win with the last; otherwise the story
/// events printed after it.
fn complete(tx: &mut Tx) {
    let mission = tx.s.mission.current.clone();
    let Some(data) = goal::mission(&tx.s, &mission).cloned() else {
        return;
    };
    tx.emit(Event::MissionCompleted(MissionCompleted { mission }));
    if Goal::parse(&data.goal) == Some(Goal::UnleashHell) {
        check_own_dark_pasts(tx);
    }
    if data.is_last {
        tx.emit(Event::GameEnded(GameEnded {
            winner: Winner::Heroes,
            reason: "LAST_MISSION_COMPLETED".into(),
        }));
        return;
    }
    let events: Vec<String> =
        tx.s.content
            .story(&tx.s.story)
            .map(|st| {
                st.events
                    .iter()
                    .filter(|e| e.after_order == data.order)
                    .map(|e| e.event.clone())
                    .collect()
            })
            .unwrap_or_default();
    for event in events {
        let kinds: &[MonsterKind] = match event.as_str() {
            "summon_avatar" => &[MonsterKind::Avatar],
            "summon_avatar_and_traitor" => &[MonsterKind::Avatar, MonsterKind::Traitor],
            _ => &[],
        };
        let summons = kinds
            .iter()
            .copied()
            .filter(|k| summonable(&tx.s, *k))
            .collect();
        let upgrades = if event == "each_hero_gains_upgrade" {
            tx.s.order.clone()
        } else {
            Vec::new()
        };
        tx.emit(Event::StoryEventReached(StoryEventReached {
            event,
            summons,
            upgrades,
        }));
    }
}

/// UNLEASH HELL: "Then the other heroes check their own Dark Past cards": each hero in
/// play whose card is still face down is looked at by its player alone (§7).
fn check_own_dark_pasts(tx: &mut Tx) {
    let checks: Vec<DarkPastChecked> =
        tx.s.heroes
            .iter()
            .filter(|h| h.in_play() && !h.dark_past_revealed)
            .filter_map(|h| {
                Some(DarkPastChecked {
                    seat: h.seat?,
                    hero: h.id.clone(),
                    card: Some(h.dark_past?),
                })
            })
            .collect();
    for c in checks {
        tx.emit(Event::DarkPastChecked(c));
    }
}

fn begin(tx: &mut Tx, mission: &str, removed: Option<String>) {
    let Some(data) = goal::mission(&tx.s, mission).cloned() else {
        return;
    };
    let mut required = goal::required(&data, tx.s.hero_number);
    let goal = Goal::parse(&data.goal);
    let mut marks = 0;
    if goal == Some(Goal::DestroyMarkedMonsters) {
        // G-19: with fewer monsters on the board, the SIN marks them all.
        let on_board =
            tx.s.monsters
                .iter()
                .filter(|m| m.status == MonsterStatus::OnBoard)
                .count();
        marks = required.min(u8::try_from(on_board).unwrap_or(u8::MAX));
        required = marks;
    }
    tx.emit(Event::MissionBegan(MissionBegan {
        mission: mission.to_owned(),
        required,
        removed,
        marks,
    }));
    let summons: Vec<MonsterKind> = goal
        .map_or(&[][..], |g| g.summons_at_start())
        .iter()
        .copied()
        .filter(|k| summonable(&tx.s, *k))
        .collect();
    if !summons.is_empty() {
        tx.emit(Event::StoryEventReached(StoryEventReached {
            event: "mission_start".into(),
            summons,
            upgrades: Vec::new(),
        }));
    }
}

/// Innocents carried into the starting space with no monster there are rescued at once
/// (G-24).
pub fn rescue(tx: &mut Tx) -> bool {
    let start = tx.s.board_data().starting_space.clone();
    if !tx.s.monsters_in(&start).is_empty() {
        return false;
    }
    let carrier = tx.s.heroes_in(&start).into_iter().find_map(|h| {
        let n = h
            .carried
            .iter()
            .filter(|t| **t == TokenKind::Innocent)
            .count();
        (n > 0).then(|| (h.id.clone(), n as u8))
    });
    let Some((hero, count)) = carrier else {
        return false;
    };
    tx.emit(Event::InnocentsRescued(InnocentsRescued { hero, count }));
    true
}

/// RESCUE THE CHIEF!: the avatar carrying the Commissioner was killed in `hero`'s fight.
pub fn free_chief(tx: &mut Tx, hero: &str) {
    let avatar_gone = !on_board(&tx.s, MonsterKind::Avatar);
    let alive = tx.s.hero(hero).is_some_and(|h| h.in_play());
    if tx.s.mission.chief_on_avatar && avatar_gone && alive {
        tx.emit(Event::ChiefFreed(ChiefFreed {
            hero: hero.to_owned(),
        }));
    }
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let m = &s.mission;
    let sin_only = || {
        if seat == s.sin_seat {
            Ok(())
        } else {
            Err(RuleError::not_your_decision("The SIN player decides this"))
        }
    };
    match (owed(s), command) {
        (Some(Owed::Summon), Command::SummonMonster(Summon { monster, space })) => {
            sin_only()?;
            let kind = m.summons[0];
            if !figures(s, kind).contains(monster) {
                Err(RuleError::new(
                    "NOT_SUMMONED_NOW",
                    "Summon the figure the story event names (an unused one first)",
                ))
            } else if !summon_spaces(s).contains(space) {
                Err(RuleError::new(
                    "NO_FREE_NEST",
                    "Put it on an unblocked nest (any nest when all are blocked)",
                ))
            } else {
                Ok(())
            }
        }
        (Some(Owed::Upgrade), Command::TakeStoryUpgrade(CardChoice { card })) => {
            let hero = m.upgrades_owed.first().and_then(|h| s.hero(h));
            if hero.and_then(|h| h.seat) != Some(seat) {
                Err(RuleError::not_your_decision(
                    "The hero's player takes the upgrade card",
                ))
            } else if !s.upgrades.inventory.contains(card) {
                Err(RuleError::new(
                    "NOT_IN_INVENTORY",
                    "Pick a card of the upgrade inventory",
                ))
            } else {
                Ok(())
            }
        }
        (Some(Owed::Mark), Command::MarkMonster(MonsterChoice { monster })) => {
            sin_only()?;
            let on_board = s
                .monster(*monster)
                .is_some_and(|x| x.status == MonsterStatus::OnBoard);
            if on_board && !m.marked.contains(monster) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "NOT_MARKABLE",
                    "Mark a monster on the board not marked yet",
                ))
            }
        }
        (
            Some(Owed::Branch),
            Command::ProposeBranch(MissionChoice { mission })
            | Command::DecideBranch(MissionChoice { mission }),
        ) => {
            let Some(a) = &m.branch else {
                return Err(RuleError::wrong_phase("No branch is offered"));
            };
            if !next_missions(s).contains(mission) {
                return Err(RuleError::new(
                    "NOT_A_BRANCH",
                    "Choose one of the two missions of the branch",
                ));
            }
            match command {
                Command::ProposeBranch(_) => a.check_propose(seat),
                _ => a.check_fallback(seat),
            }
        }
        _ => Err(RuleError::new(
            "MISSION_DECISION_FIRST",
            "The mission track waits for its decision first",
        )),
    }
}

pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::SummonMonster(c) => tx.emit(Event::StoryMonsterSummoned(StoryMonsterSummoned {
            monster: c.monster,
            space: c.space.clone(),
        })),
        Command::TakeStoryUpgrade(c) => {
            let hero =
                tx.s.mission
                    .upgrades_owed
                    .first()
                    .cloned()
                    .unwrap_or_default();
            tx.emit(Event::StoryUpgradeGained(StoryUpgradeGained {
                hero,
                card: Some(c.card.clone()),
            }));
            // Refilled at once, as the Inventory city action (G-33 when the deck is empty).
            if let Some(card) = tx.s.upgrades.deck.first().cloned() {
                tx.emit(Event::UpgradeDrawn(UpgradeDrawn { card }));
            }
            super::gluttony::upgrade_gained(tx);
        }
        Command::MarkMonster(c) => {
            tx.emit(Event::MonsterMarked(MonsterMarked { monster: c.monster }))
        }
        Command::ProposeBranch(c) => tx.emit(Event::BranchProposed(BranchProposed {
            seat,
            mission: c.mission.clone(),
        })),
        Command::DecideBranch(c) => tx.emit(Event::BranchDecided(BranchDecided {
            mission: c.mission.clone(),
        })),
        _ => {}
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    let Some(o) = owed(s) else {
        return;
    };
    match o {
        Owed::Summon => {
            for monster in figures(s, s.mission.summons[0]) {
                for space in nests(s) {
                    out.push(Command::SummonMonster(Summon { monster, space }));
                }
            }
        }
        Owed::Upgrade => {
            for card in &s.upgrades.inventory {
                out.push(Command::TakeStoryUpgrade(CardChoice { card: card.clone() }));
            }
        }
        Owed::Mark => {
            for m in s
                .monsters
                .iter()
                .filter(|m| m.status == MonsterStatus::OnBoard)
            {
                out.push(Command::MarkMonster(MonsterChoice { monster: m.id }));
            }
        }
        Owed::Branch => {
            for mission in next_missions(s) {
                out.push(Command::ProposeBranch(MissionChoice {
                    mission: mission.clone(),
                }));
                out.push(Command::DecideBranch(MissionChoice { mission }));
            }
        }
    }
}
