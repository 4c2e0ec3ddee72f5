//! The fold of the mission track: progress counted as things happen (only while the
//! mission is current, §4.11), goals that hold continuously recounted after each event,
//! and the mission events themselves.

use super::super::event::*;
use super::super::goal::{self, Goal};
use super::super::state::*;
use super::super::vocabulary::{MonsterKind, TokenKind};
use crate::engine::Agreement;

/// Count what `event` does for the current mission, on the state before it applies.
pub fn count(s: &mut State, event: &Event) {
    if let Event::TokensRevealed(e) = event {
        s.round.innocents_revealed += innocents(&e.tokens);
    }
    if s.mission.done || s.outcome.is_some() {
        return;
    }
    let Some(goal) = goal::current(s) else {
        return;
    };
    let add = match event {
        Event::MonsterKilled(e) => killed(s, goal, e.monster, e.in_fight),
        Event::TokenRemoved(e) => removed(s, goal, &e.space, e.token),
        Event::TurnEnded(e) => turn_ended(s, goal, &e.hero),
        // UNLEASH HELL: "bring one hero's corruption to maximum and reveal that hero's
        // Dark Past" (the reveal comes only at maximum, at the end of the hero's turn).
        Event::DarkPastRevealed(_) if goal == Goal::UnleashHell => 1,
        Event::TokensRevealed(e) if goal == Goal::RevealInnocents => innocents(&e.tokens),
        Event::InnocentsRescued(e) if goal == Goal::RescueInnocents => e.count,
        Event::TokensReset(_) if goal.same_round() => {
            // G-19: "in the same round" progress starts again each round.
            s.mission.progress = 0;
            s.mission.killed.clear();
            s.mission.corruption_removed = false;
            0
        }
        _ => 0,
    };
    s.mission.progress = s.mission.progress.saturating_add(add);
}

fn innocents(tokens: &[TokenKind]) -> u8 {
    tokens.iter().filter(|t| **t == TokenKind::Innocent).count() as u8
}

fn killed(s: &mut State, goal: Goal, id: u16, in_fight: bool) -> u8 {
    let Some(kind) = s.monster(id).map(|m| m.kind) else {
        return 0;
    };
    let m = &mut s.mission;
    match goal {
        Goal::DestroyAbominationsInFightsSameRound => {
            u8::from(in_fight && kind == MonsterKind::Abomination)
        }
        Goal::DestroyMarkedMonsters if m.marked.contains(&id) => {
            // The mark does not stay on a monster that comes back.
            m.marked.retain(|x| *x != id);
            1
        }
        Goal::DestroyMonstersSameRound => 1,
        Goal::DestroyControllerTwice => u8::from(kind == MonsterKind::Controller),
        Goal::DestroyTraitor => u8::from(kind == MonsterKind::Traitor),
        Goal::DestroyControllerAndAvatar
        | Goal::DestroyAvatarAndCleanseSameRound
        | Goal::RescueTheChief => {
            if matches!(kind, MonsterKind::Controller | MonsterKind::Avatar)
                && !m.killed.contains(&kind)
            {
                m.killed.push(kind);
            }
            0
        }
        _ => 0,
    }
}

fn removed(s: &mut State, goal: Goal, space: &str, token: TokenKind) -> u8 {
    let no_monsters = s.monsters_in(space).is_empty();
    let fire_or_corruption = matches!(token, TokenKind::Fire | TokenKind::Corruption);
    match goal {
        Goal::RemovePentagramsWithoutMonsters => {
            u8::from(token == TokenKind::Pentagram && no_monsters)
        }
        Goal::RemoveCorruptionWithoutMonsters => {
            u8::from(token == TokenKind::Corruption && no_monsters)
        }
        Goal::RemoveFireOrCorruptionWithoutMonsters => u8::from(fire_or_corruption && no_monsters),
        Goal::RemoveFireTokens => u8::from(token == TokenKind::Fire),
        Goal::DestroyAltar => u8::from(token == TokenKind::Altar),
        Goal::DestroyAvatarAndCleanseSameRound => {
            s.mission.corruption_removed |= token == TokenKind::Corruption;
            0
        }
        _ => 0,
    }
}

fn turn_ended(s: &mut State, goal: Goal, hero: &str) -> u8 {
    let Some(h) = s.hero(hero) else {
        return 0;
    };
    let space = h.space.clone().unwrap_or_default();
    match goal {
        Goal::EndTurnsInCleanDistricts | Goal::EndTurnsInDistrictsWithoutMonsters
            if goal::district_counts(s, goal, &space) =>
        {
            s.mission.marked_districts.push(space);
            1
        }
        _ => 0,
    }
}

/// Goals that hold or not at any moment, recounted after each event.
pub fn refresh(s: &mut State) {
    if s.mission.done || s.outcome.is_some() {
        return;
    }
    let Some(goal) = goal::current(s) else {
        return;
    };
    let in_play = || s.heroes.iter().filter(|h| h.in_play());
    let m = &s.mission;
    let value = match goal {
        Goal::EquipUpgrades => in_play().map(|h| h.upgrades.len()).sum::<usize>(),
        Goal::HeroesAtCorruption3 => in_play().filter(|h| h.corruption >= 3).count(),
        Goal::RemoveAllCorruption => usize::from(goal::physical_corruption(s) == 0),
        Goal::DestroyAvatarAndCleanseSameRound => {
            usize::from(m.killed.contains(&MonsterKind::Avatar) && m.corruption_removed)
        }
        Goal::DestroyControllerAndAvatar => m.killed.len(),
        Goal::RescueTheChief => {
            let start = &s.board_data().starting_space;
            usize::from(
                !m.chief_on_avatar
                    && m.killed.contains(&MonsterKind::Avatar)
                    && in_play().any(|h| {
                        h.space.as_ref() == Some(start)
                            && h.carried.contains(&TokenKind::NpcCommissioner)
                    }),
            )
        }
        _ => return,
    };
    s.mission.progress = u8::try_from(value).unwrap_or(u8::MAX);
}

pub fn mission_completed(s: &mut State, e: &MissionCompleted) {
    s.mission.done = true;
    s.mission.completed.push(e.mission.clone());
    if goal::mission(s, &e.mission).and_then(|m| Goal::parse(&m.goal))
        == Some(Goal::DestroyControllerTwice)
    {
        // BANISH THE PUPPETEER: after that, the controller is not summoned again.
        for m in s
            .monsters
            .iter_mut()
            .filter(|m| m.kind == MonsterKind::Controller && m.status == MonsterStatus::Dead)
        {
            m.status = MonsterStatus::Removed;
        }
    }
}

pub fn story_event_reached(s: &mut State, e: &StoryEventReached) {
    s.mission.summons.extend(e.summons.iter().copied());
    s.mission.upgrades_owed.extend(e.upgrades.iter().cloned());
}

pub fn branch_offered(s: &mut State) {
    s.mission.branch = Some(Agreement::unanimous(s.hero_seats(), s.sin_seat));
}

pub fn branch_proposed(s: &mut State, e: &BranchProposed) {
    if let Some(a) = &mut s.mission.branch {
        // `decide` only emits accepted proposals.
        let _ = a.propose(e.seat, e.mission.clone());
    }
}

pub fn branch_decided(s: &mut State, e: &BranchDecided) {
    let sin = s.sin_seat;
    if let Some(a) = &mut s.mission.branch {
        let _ = a.decide_as_fallback(sin, e.mission.clone());
    }
}

pub fn mission_began(s: &mut State, e: &MissionBegan) {
    let m = &mut s.mission;
    m.current = e.mission.clone();
    m.progress = 0;
    m.required = e.required;
    m.removed.extend(e.removed.iter().cloned());
    m.done = false;
    m.branch = None;
    m.marks_owed = e.marks;
    m.marked.clear();
    m.killed.clear();
    m.corruption_removed = false;
    if goal::current(s) == Some(Goal::RescueTheChief) {
        // The Commissioner token goes onto the avatar, from wherever it was.
        s.mission.chief_on_avatar = true;
        for sp in &mut s.spaces {
            sp.tokens.retain(|t| t.kind != TokenKind::NpcCommissioner);
        }
        for h in &mut s.heroes {
            h.carried.retain(|t| *t != TokenKind::NpcCommissioner);
        }
    }
}

pub fn story_monster_summoned(s: &mut State, e: &StoryMonsterSummoned) {
    if let Some(m) = s.monster_mut(e.monster) {
        m.status = MonsterStatus::OnBoard;
        m.space = Some(e.space.clone());
    }
    if !s.mission.summons.is_empty() {
        s.mission.summons.remove(0);
    }
}

pub fn monster_marked(s: &mut State, e: &MonsterMarked) {
    s.mission.marked.push(e.monster);
    s.mission.marks_owed = s.mission.marks_owed.saturating_sub(1);
}

pub fn story_upgrade_gained(s: &mut State, e: &StoryUpgradeGained) {
    if let Some(card) = &e.card {
        if let Some(i) = s.upgrades.inventory.iter().position(|c| c == card) {
            s.upgrades.inventory.remove(i);
        }
        if let Some(h) = s.hero_mut(&e.hero) {
            h.upgrades.push(card.clone());
        }
    }
    if let Some(i) = s.mission.upgrades_owed.iter().position(|h| *h == e.hero) {
        s.mission.upgrades_owed.remove(i);
    }
}

pub fn innocents_rescued(s: &mut State, e: &InnocentsRescued) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.carried.retain(|t| *t != TokenKind::Innocent);
    }
}

pub fn chief_freed(s: &mut State, e: &ChiefFreed) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.carried.push(TokenKind::NpcCommissioner);
    }
    s.mission.chief_on_avatar = false;
}
