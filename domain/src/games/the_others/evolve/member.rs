//! The fold of the Hell Club members' abilities and of UNLEASH HELL's check of the Dark
//! Past cards.

use super::super::event::*;
use super::super::state::*;
use super::super::vocabulary::{MonsterKind, TokenKind};

/// Takes one face-up token of `kind` off the space; a printed one only when `printed`.
fn take_token(s: &mut State, space: &str, kind: TokenKind, printed: bool) -> Option<Token> {
    let sp = s.space_mut(space)?;
    let i = sp
        .tokens
        .iter()
        .position(|t| t.kind == kind && t.face_up && (printed || !t.permanent))?;
    Some(sp.tokens.remove(i))
}

pub fn npcs_rose(s: &mut State, e: &NpcsRose) {
    for f in &e.figures {
        take_token(s, &f.space, f.npc, true);
        s.monsters.push(Monster {
            id: f.monster,
            kind: MonsterKind::Abomination,
            status: MonsterStatus::OnBoard,
            space: Some(f.space.clone()),
            card: None,
            npc: Some(f.npc),
        });
    }
}

pub fn npcs_returned(s: &mut State, e: &NpcsReturned) {
    for f in &e.figures {
        if let Some(m) = s.monster_mut(f.monster) {
            m.status = MonsterStatus::Removed;
            m.space = None;
        }
        super::setup::token_placed(s, &f.space, Some(f.npc), true, false);
    }
}

pub fn fire_carried(s: &mut State, e: &FireCarried) {
    if let Some(token) = take_token(s, &e.from, TokenKind::Fire, false)
        && let Some(sp) = s.space_mut(&e.to)
    {
        sp.tokens.push(token);
    }
}

pub fn dark_past_checked(s: &mut State, e: &DarkPastChecked) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.dark_past_known_by = Some(e.seat);
    }
}

pub fn dr_gan_chosen(s: &mut State, e: &DrGanChosen) {
    s.innocent_owed = None;
    if e.innocent_dies
        && let Some(h) = s.hero_mut(&e.hero)
        && let Some(i) = h.carried.iter().position(|t| *t == TokenKind::Innocent)
    {
        h.carried.remove(i);
    }
}
