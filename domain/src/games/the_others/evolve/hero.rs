//! The fold of a hero's movement, damage, death and replacement, and of the game's end.

use super::super::content::dark_past;
use super::super::event::*;
use super::super::state::*;
use super::super::vocabulary::{MonsterKind, TokenKind};
use super::round::pass_pointer;
use crate::engine::{Outcome, Side};

pub fn hero_moved(s: &mut State, e: &HeroMoved) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.space = Some(e.to.clone());
    }
    if let Some(t) = &mut s.turn {
        t.steps_left = t.steps_left.saturating_sub(1);
        t.movement = if t.steps_left == 0 {
            Movement::Done
        } else {
            Movement::Moving
        };
    }
}

pub fn damage_taken(s: &mut State, e: &DamageTaken) {
    let kill = s.content.tables.damage_to_kill;
    if let Some(h) = s.hero_mut(&e.hero) {
        let before = h.damage;
        h.damage = (h.damage + e.amount).min(kill);
        // The killing marker is never placed: the hero leaves the game with it.
        if h.damage < kill {
            h.unplaced_markers += h.damage - before;
        }
    }
}

pub fn damage_marker_placed(s: &mut State, e: &DamageMarkerPlaced) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.covered.push(e.slot);
        h.unplaced_markers = h.unplaced_markers.saturating_sub(1);
    }
}

pub fn hero_killed(s: &mut State, e: &HeroKilled) {
    let Some(index) = s.order.iter().position(|h| *h == e.hero) else {
        return;
    };
    let mut seat = None;
    let mut upgrades = Vec::new();
    let mut carried = Vec::new();
    if let Some(h) = s.hero_mut(&e.hero) {
        h.status = HeroStatus::Dead;
        h.space = None;
        h.unplaced_markers = 0;
        h.extra_turn_tokens = 0;
        seat = h.seat;
        upgrades = std::mem::take(&mut h.upgrades);
        carried = std::mem::take(&mut h.carried);
        h.face_down.clear();
        h.no_heal = false;
    }
    if s.dark_past_owed.as_deref() == Some(e.hero.as_str()) {
        s.dark_past_owed = None;
    }
    // A card's decision about the dead hero's body or upgrades has nothing left to ask.
    if s.card_owed.as_ref().is_some_and(|o| {
        o.hero == e.hero
            && matches!(
                o.effect.as_str(),
                "haphephobia"
                    | "pride_or_fear"
                    | "damned_if_you_do"
                    | "price_of_hubris"
                    | "corrupted_hobo"
            )
    }) {
        s.card_owed = None;
    }
    // Carried innocents and NPCs stay where the hero died.
    for token in carried {
        super::setup::token_placed(s, &e.space, Some(token), true, false);
    }
    let given_up = upgrades.len() as u8;
    s.upgrades.inventory.extend(upgrades);
    s.round.heroes_killed += 1;
    let current = s.turn.as_ref().is_some_and(|t| t.hero == e.hero)
        || s.reaction.as_ref().is_some_and(|r| r.hero == e.hero);
    if s.fight.as_ref().is_some_and(|f| f.hero == e.hero) {
        s.fight = None;
    }
    if current {
        // The turn is aborted (no reaction), or the reaction is over.
        s.turn = None;
        s.reaction = None;
        pass_pointer(s, &e.hero);
    }
    if let Some(seat) = seat {
        s.replacements.push(Replacement {
            seat,
            dead: e.hero.clone(),
            index,
            upgrades: given_up,
        });
    }
}

pub fn hero_replaced(s: &mut State, e: &HeroReplaced) {
    let (tokens, city) = s
        .hero(&e.dead)
        .map(|d| (d.active_turn_tokens, d.city_action_token.clone()))
        .unwrap_or_default();
    let owed = s
        .replacements
        .iter()
        .find(|r| r.dead == e.dead)
        .map_or(0, |r| r.upgrades);
    if let Some(h) = s.hero_mut(&e.hero) {
        h.status = HeroStatus::InPlay;
        h.seat = Some(e.seat);
        h.space = Some(e.space.clone());
        h.corruption = 1;
        h.damage = 0;
        h.covered.clear();
        h.active_turn_tokens = tokens;
        h.city_action_token = city;
        h.upgrades_owed = owed;
    }
    if let Some(slot) = s.order.iter_mut().find(|h| **h == e.dead) {
        *slot = e.hero.clone();
    }
    s.replacements.retain(|r| r.dead != e.dead);
}

pub fn game_ended(s: &mut State, e: &GameEnded) {
    s.phase = Phase::GameOver;
    s.turn = None;
    s.fight = None;
    s.reaction = None;
    s.replacements.clear();
    let sin = Side::new("SIN", vec![s.sin_seat]);
    let heroes = Side::new("HEROES", s.hero_seats());
    s.outcome = Some(match e.winner {
        Winner::Sin => Outcome::team(sin, vec![heroes], e.reason.clone()),
        Winner::Heroes => Outcome::team(heroes, vec![sin], e.reason.clone()),
    });
}

pub fn city_action_token_placed(s: &mut State, e: &CityActionTokenPlaced) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.city_action_token = Some(e.district.clone());
    }
    if let Some(sp) = s.space_mut(&e.district) {
        sp.slot = Some(e.hero.clone());
    }
    if let Some(t) = &mut s.turn {
        t.city_actions = e.actions.clone();
    }
}

pub fn upgrade_gained(s: &mut State, e: &UpgradeGained) {
    if let Some(i) = s.upgrades.inventory.iter().position(|c| *c == e.card) {
        s.upgrades.inventory.remove(i);
    }
    if let Some(h) = s.hero_mut(&e.hero) {
        h.upgrades.push(e.card.clone());
    }
}

/// One activated city action done, or (`None`) every remaining one let go.
pub fn city_actions_done(s: &mut State, e: &CityActionsDone) {
    if let Some(t) = &mut s.turn {
        match e.action {
            Some(a) => {
                if let Some(i) = t.city_actions.iter().position(|x| *x == a) {
                    t.city_actions.remove(i);
                }
            }
            None => t.city_actions.clear(),
        }
    }
}

pub fn token_picked_up(s: &mut State, e: &TokenPickedUp) {
    if let Some(sp) = s.space_mut(&e.space)
        && let Some(i) = sp
            .tokens
            .iter()
            .position(|t| t.kind == e.token && t.face_up && !t.permanent)
    {
        sp.tokens.remove(i);
    }
    if let Some(h) = s.hero_mut(&e.hero) {
        if e.token == TokenKind::ExtraTurn {
            h.extra_turn_tokens += 1;
        } else {
            h.carried.push(e.token);
        }
    }
}

pub fn upgrade_inherited(s: &mut State, e: &UpgradeInherited) {
    upgrade_gained(
        s,
        &UpgradeGained {
            hero: e.hero.clone(),
            card: e.card.clone(),
        },
    );
    if let Some(h) = s.hero_mut(&e.hero) {
        h.upgrades_owed = h.upgrades_owed.saturating_sub(1);
    }
}

pub fn strike_moved(s: &mut State, e: &OrbitalStrikeMoved) {
    let mut token = None;
    if let Some(sp) = s.space_mut(&e.from)
        && let Some(i) = sp
            .tokens
            .iter()
            .position(|t| t.kind == TokenKind::OrbitalStrike)
    {
        token = Some(sp.tokens.remove(i));
    }
    if let (Some(token), Some(sp)) = (token, s.space_mut(&e.to)) {
        sp.tokens.push(token);
    }
}

pub fn corruption_changed(s: &mut State, e: &CorruptionChanged) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.corruption = e.to;
    }
}

pub fn damage_healed(s: &mut State, e: &DamageHealed) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.covered.retain(|c| *c != e.slot);
        h.damage = h.damage.saturating_sub(1);
    }
}

pub fn extra_turn_token_gained(s: &mut State, e: &ExtraTurnTokenGained) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.extra_turn_tokens += 1;
    }
}

pub fn tokens_revealed(s: &mut State, e: &TokensRevealed) {
    if let Some(sp) = s.space_mut(&e.space) {
        for t in &mut sp.tokens {
            t.face_up = true;
        }
    }
}

pub fn npc_dropped(s: &mut State, e: &NpcDropped) {
    super::setup::token_placed(s, &e.space, Some(e.token), true, false);
    if let Some(h) = s.hero_mut(&e.hero)
        && let Some(i) = h.carried.iter().position(|t| *t == e.token)
    {
        h.carried.remove(i);
    }
}

pub fn innocents_killed(s: &mut State, e: &InnocentsKilled) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.carried.retain(|t| *t != TokenKind::Innocent);
    }
}

pub fn dark_past_revealed(s: &mut State, e: &DarkPastRevealed) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.dark_past = Some(e.card);
        h.dark_past_revealed = true;
    }
    if e.card == dark_past::FORMER_HELL_CLUB {
        s.dark_past_owed = Some(e.hero.clone());
    }
}

/// The hero's figure stays on the board as a new SIN monster; the hero's death follows.
pub fn tainted_one_rose(s: &mut State, e: &TaintedOneRose) {
    s.monsters.push(Monster {
        id: e.monster,
        kind: MonsterKind::Tainted,
        status: MonsterStatus::OnBoard,
        space: Some(e.space.clone()),
        card: None,
        npc: None,
    });
}
