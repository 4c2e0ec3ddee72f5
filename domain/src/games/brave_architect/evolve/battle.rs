//! The round: turns, movement, attacks, damage, destruction, hate, the end of the game.

use super::super::command::AttackSource;
use super::super::event::*;
use super::super::state::*;
use crate::engine::{Cooperative, FreeOrder, Outcome, PassRule};

pub fn round_started(state: &mut State, e: &RoundStarted) {
    state.round = e.round;
    state.phase = Phase::Battle;
    state.turns = FreeOrder::new(state.seats(), PassRule::Final);
    state.turn = None;
    state.last_turn = None;
    state.hate_taken_this_round = false;
    state.attacked_this_round = false;
}

pub fn player_turn_started(state: &mut State, e: &PlayerTurnStarted) {
    state.turn = Some(Turn::new(e.seat));
}

pub fn character_moved(state: &mut State, e: &CharacterMoved) {
    if let Some(last) = e.path.last() {
        state.players[e.seat.index()].pawn = Some(*last);
    }
    if let Some(t) = &mut state.turn {
        t.moved = true;
    }
}

pub fn character_downed(state: &mut State, e: &CharacterDowned) {
    let p = &mut state.players[e.seat.index()];
    p.down = true;
    p.hp = 0;
    p.tension = 0;
    let sheet = std::mem::take(&mut p.play_sheet);
    p.discard.extend(sheet);
    // The cards under its [持続] cards go too (§5.22's recommendation).
    for d in std::mem::take(&mut p.durations) {
        p.discard.extend(d.under);
    }
}

/// A card paid as a cost goes to the discard pile, or onto the play sheet when it acts as
/// a cost (§5.3: it shows that its effect is active, and goes at the round's end).
fn pay_with(p: &mut Player, content: &super::super::content::Content, card: &str) {
    if content.acts_as_cost(card) {
        p.play_sheet.push(card.into());
    } else {
        p.discard.push(card.into());
    }
}

fn take_one(cards: &mut Vec<String>, card: &str) {
    if let Some(i) = cards.iter().position(|c| c == card) {
        cards.remove(i);
    }
}

pub fn attack_declared(state: &mut State, e: &AttackDeclared) {
    let keys: Vec<TargetKey> = e.targets.iter().map(|p| state.target_key(*p)).collect();
    let icon = state
        .content
        .card(&e.card)
        .and_then(|c| c.attack.as_ref())
        .is_some_and(|a| a.icons.follow_up);
    let content = std::sync::Arc::clone(&state.content);
    let p = &mut state.players[e.seat.index()];
    for d in &e.discarded {
        take_one(&mut p.hand, d);
        pay_with(p, &content, d);
    }
    p.tension = p.tension.saturating_sub(e.tension_spent);
    if let AttackSource::Card(card) = &e.source {
        take_one(&mut p.hand, card);
        p.play_sheet.push(card.clone());
    }
    state.attacked_this_round = true;
    if let Some(t) = &mut state.turn {
        t.attacks += 1;
        if e.follow_up && !(icon && matches!(e.source, AttackSource::Card(_))) {
            t.follow_ups_granted = t.follow_ups_granted.saturating_sub(1);
        }
        if let AttackSource::Sheet(part) = e.source {
            t.sheet_used.push(part);
        }
        t.last_targets = keys;
        t.last_missed = false;
    }
}

pub fn bonus_hit_offered(state: &mut State, e: &BonusHitOffered) {
    if let Some(t) = &mut state.turn {
        t.bonus_choice = Some(BonusChoice {
            card: e.card.clone(),
            targets: e.targets.clone(),
            row: e.row,
            linked: e.linked,
            hits: e.hits,
        });
    }
}

pub fn card_played(state: &mut State, e: &super::super::event::CardPlayed) {
    let duration = state
        .content
        .card(&e.card)
        .is_some_and(|c| c.effect_type == super::super::vocabulary::EffectType::Duration);
    let content = std::sync::Arc::clone(&state.content);
    let p = &mut state.players[e.seat.index()];
    for d in &e.discarded {
        take_one(&mut p.hand, d);
        if !duration {
            pay_with(p, &content, d);
        }
    }
    // A duration card's cost cards lie under it instead of going to the discard.
    if duration {
        p.durations.push(DurationCard {
            card: e.card.clone(),
            under: e.discarded.clone(),
        });
    }
    p.tension = p.tension.saturating_sub(e.tension_spent);
    take_one(&mut p.hand, &e.card);
    p.play_sheet.push(e.card.clone());
}

pub fn duration_card_ticked(state: &mut State, e: &DurationCardTicked) {
    let p = &mut state.players[e.seat.index()];
    if let Some(d) = p.durations.iter_mut().find(|d| d.card == e.card) {
        take_one(&mut d.under, &e.discarded);
        p.discard.push(e.discarded.clone());
    }
}

pub fn duration_card_expired(state: &mut State, e: &DurationCardExpired) {
    let p = &mut state.players[e.seat.index()];
    if let Some(i) = p.durations.iter().position(|d| d.card == e.card) {
        p.durations.remove(i);
        take_one(&mut p.play_sheet, &e.card);
        p.discard.push(e.card.clone());
    }
}

pub fn damage_dealt(state: &mut State, e: &DamageDealt) {
    match &e.target {
        TargetKey::Party(card) => {
            if let Some(p) = state.enemy.parties.iter_mut().find(|p| &p.card == card) {
                p.hp = e.hp_after;
            }
        }
        TargetKey::Core(_) => state.enemy.core_hp = e.hp_after,
    }
    if let Some(t) = &mut state.turn {
        t.damage += e.normal + e.fixed;
    }
}

pub fn party_destroyed(state: &mut State, e: &PartyDestroyed) {
    if let Some(p) = state.enemy.parties.iter_mut().find(|p| p.card == e.party) {
        p.destroyed = true;
    }
    state.enemy.destroyed = e.ordinal;
}

pub fn character_leveled_up(state: &mut State, e: &CharacterLeveledUp) {
    let p = &mut state.players[e.seat.index()];
    p.level = e.level;
    p.hp = e.hp_after;
    if let Some(card) = &e.card {
        take_one(&mut p.reserve, card);
        p.discard.push(card.clone());
    }
}

pub fn enemy_modifier_changed(state: &mut State, e: &EnemyModifierChanged) {
    match e.modifier {
        Modifier::EnemyAttack => state.enemy.attack_modifier = e.value,
        Modifier::EnemyDefence => state.enemy.defence_modifier = e.value,
    }
}

pub fn hate_card_taken(state: &mut State, e: &HateCardTaken) {
    state.hate = Some(Hate {
        seat: e.seat,
        band: e.band,
    });
    state.hate_taken_this_round = true;
}

pub fn player_turn_ended(state: &mut State, e: &PlayerTurnEnded) {
    let targets = state
        .turn
        .take()
        .map(|t| t.last_targets)
        .unwrap_or_default();
    state.last_turn = Some(LastTurn {
        seat: e.seat,
        targets,
    });
    let _ = state.turns.pass(e.seat);
}

pub fn game_ended(state: &mut State, won: bool) {
    let seats = state.seats();
    let (result, reason) = if won {
        (Cooperative::won(), "ENEMY_CORE_DESTROYED")
    } else {
        (Cooperative::lost(), "TWO_CHARACTERS_DOWN")
    };
    state.outcome = Some(Outcome::cooperative(&seats, result, reason));
    state.phase = Phase::GameOver;
    state.turn = None;
}

pub fn reaction_window_opened(state: &mut State, e: &ReactionWindowOpened) {
    state.window = Some(ReactionWindow {
        reason: e.reason,
        waiting: e.seats.clone(),
        card: e.card.clone(),
        damage: e.damage,
        hit: e.hit.clone(),
    });
}

/// The last pass closes the window: the step it paused resumes in the same command.
pub fn reaction_window_passed(state: &mut State, e: &ReactionWindowPassed) {
    if let Some(w) = &mut state.window {
        w.waiting.retain(|s| *s != e.seat);
        if w.waiting.is_empty() {
            state.window = None;
        }
    }
}

pub fn set_card_discarded(state: &mut State, e: &SetCardDiscarded) {
    let p = &mut state.players[e.seat.index()];
    take_one(&mut p.play_sheet, &e.card);
    p.discard.push(e.card.clone());
}

pub fn duration_effect_used(state: &mut State, e: &DurationEffectUsed) {
    let content = std::sync::Arc::clone(&state.content);
    let p = &mut state.players[e.seat.index()];
    for d in &e.discarded {
        take_one(&mut p.hand, d);
        pay_with(p, &content, d);
    }
    p.tension = p.tension.saturating_sub(e.tension_spent);
    if let Some(t) = &mut state.turn {
        t.durations_used.push(e.card.clone());
    }
}
