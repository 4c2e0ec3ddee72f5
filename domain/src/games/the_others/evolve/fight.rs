//! The fold of a fight.

use super::super::dice::stage_after_roll;
use super::super::event::*;
use super::super::state::*;
use super::super::vocabulary::HeroFace;

/// Change the fight under way; an event without one changes nothing.
pub fn with(s: &mut State, change: impl FnOnce(&mut Fight)) {
    if let Some(f) = &mut s.fight {
        change(f);
    }
}

pub fn fight_started(s: &mut State, e: &FightStarted) {
    let origin = s
        .hero(&e.hero)
        .and_then(|h| h.space.clone())
        .unwrap_or_default();
    s.fight = Some(Fight {
        hero: e.hero.clone(),
        space: e.space.clone(),
        by_sin: e.by_sin,
        ranged: e.ranged,
        cleanse: false,
        skills_used: 0,
        problem_solver_decided: false,
        sin_card: None,
        sin_window_closed: false,
        origin,
        monsters: e.monsters.clone(),
        stage: FightStage::PreRoll,
        voluntary: false,
        hero_faces: Vec::new(),
        sin_faces: Vec::new(),
        bonus_face: None,
        assigned: Vec::new(),
        hero_pool: 0,
        sin_pool: 0,
        after_roll: false,
        acolyte_window_closed: false,
        charmed_life_used: false,
        protector: None,
        counter_rolled: false,
    });
    if e.by_sin {
        if let Some(r) = &mut s.reaction {
            r.moved = true;
            r.fought = true;
        }
    } else if let Some(t) = &mut s.turn {
        t.acted = true;
        if t.movement == Movement::Moving {
            t.movement = Movement::Done;
        }
    }
}

fn restage(s: &mut State) {
    if let Some(f) = s.fight.clone() {
        let stage = stage_after_roll(s, &f);
        if let Some(f) = &mut s.fight {
            f.stage = stage;
        }
    }
}

pub fn dice_rolled(s: &mut State, e: &FightDiceRolled) {
    if let Some(f) = &mut s.fight {
        f.hero_faces = e.hero_faces.clone();
        f.sin_faces = e.sin_faces.clone();
        f.hero_pool = e.hero_pool;
        f.sin_pool = e.sin_pool;
        f.after_roll = true;
    }
    restage(s);
}

pub fn faith_face_chosen(s: &mut State, e: &FaithFaceChosen) {
    if let Some(f) = &mut s.fight
        && let Some(slot) = f.hero_faces.iter_mut().find(|x| **x == HeroFace::Faith)
    {
        *slot = e.face;
        f.after_roll = false;
    }
    restage(s);
}

pub fn bonus_result_chosen(s: &mut State, e: &BonusResultChosen) {
    if let Some(f) = &mut s.fight {
        f.bonus_face = Some(e.face);
        f.after_roll = false;
    }
    restage(s);
}

pub fn hit_assigned(s: &mut State, e: &HitAssigned) {
    if let Some(f) = &mut s.fight {
        f.after_roll = false;
        match f.assigned.iter_mut().find(|(m, _)| *m == e.monster) {
            Some((_, n)) => *n += 1,
            None => f.assigned.push((e.monster, 1)),
        }
    }
}

pub fn monster_killed(s: &mut State, e: &MonsterKilled) {
    if let Some(m) = s.monster_mut(e.monster) {
        // An NPC risen with Nicolas goes to the dead NPC pile, never to the dead pool.
        m.status = if e.removed || m.npc.is_some() {
            MonsterStatus::Removed
        } else {
            MonsterStatus::Dead
        };
        m.space = None;
    }
}

pub fn cleanse_started(s: &mut State, e: &CleanseStarted) {
    fight_started(
        s,
        &FightStarted {
            hero: e.hero.clone(),
            space: e.space.clone(),
            by_sin: false,
            ranged: false,
            monsters: Vec::new(),
        },
    );
    if let Some(f) = &mut s.fight {
        f.cleanse = true;
    }
}

pub fn token_removed(s: &mut State, e: &TokenRemoved) {
    if let Some(sp) = s.space_mut(&e.space)
        && let Some(i) = sp
            .tokens
            .iter()
            .position(|t| t.kind == e.token && t.face_up && !t.permanent)
    {
        sp.tokens.remove(i);
    }
    if let Some(f) = &mut s.fight {
        f.skills_used += e.skills;
    }
}
