//! The fold of the round: its start, the turn order, reactions and its end.

use super::super::event::*;
use super::super::rules::{apocalypse, members};
use super::super::state::*;
use super::super::vocabulary::TokenKind;
use super::setup::token_placed;
use crate::engine::Agreement;

pub fn round_started(s: &mut State, e: &RoundStarted) {
    s.phase = Phase::StoryTasks;
    s.round = Round {
        number: e.round,
        ..Round::default()
    };
    if let Some(story) = s.content.clone().story(&s.story) {
        for task in &story.round_start {
            match task.task.as_str() {
                "place_tokens" => s.round.tokens_to_place.extend(task.tokens.iter().copied()),
                "mark_hero" => {
                    s.round.mark_owed = s.heroes.iter().any(|h| h.in_play() && !h.story_marked)
                }
                _ => {}
            }
        }
    }
    s.round.apocalypse_tokens = apocalypse::round_start_tokens(s);
    after_story_task(s);
}

pub fn story_token_placed(s: &mut State, e: &StoryTokenPlaced) {
    token_placed(s, &e.space, e.token, e.face_up, true);
    if !s.round.tokens_to_place.is_empty() {
        s.round.tokens_to_place.remove(0);
    }
    s.round.story_spaces.push(e.space.clone());
    after_story_task(s);
}

pub fn hero_marked(s: &mut State, e: &HeroMarked) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.story_marked = true;
    }
    s.round.mark_owed = false;
    after_story_task(s);
}

/// Once the story's round-start tasks and the apocalypse cards' round-start tokens are
/// done, the heroes choose the first hero.
pub fn after_story_task(s: &mut State) {
    if s.phase == Phase::StoryTasks
        && s.round.tokens_to_place.is_empty()
        && !s.round.mark_owed
        && s.round.apocalypse_tokens.is_empty()
    {
        s.phase = Phase::FirstHero;
        s.round.first_hero = Some(Agreement::unanimous(s.hero_seats(), s.sin_seat));
    }
}

pub fn first_hero_proposed(s: &mut State, e: &FirstHeroProposed) {
    if let Some(a) = &mut s.round.first_hero {
        // A refused proposal changes nothing; `decide` only emits accepted ones.
        let _ = a.propose(e.seat, e.hero.clone());
    }
}

pub fn first_hero_chosen(s: &mut State, e: &FirstHeroChosen) {
    s.phase = Phase::HeroTurns;
    s.round.first_hero = None;
    s.round.pointer = s.order.iter().position(|h| *h == e.hero).unwrap_or(0);
    s.round.passes = 0;
}

pub fn turn_started(s: &mut State, e: &TurnStarted) {
    if let Some(h) = s.hero_mut(&e.hero) {
        match e.paid_with {
            super::super::command::TurnPayment::TurnToken => {
                h.active_turn_tokens = h.active_turn_tokens.saturating_sub(1)
            }
            super::super::command::TurnPayment::ExtraTurnToken => {
                h.extra_turn_tokens = h.extra_turn_tokens.saturating_sub(1)
            }
        }
    }
    s.round.passes = 0;
    s.round.turns_started += 1;
    // HATE! is not discarded with the turn window: it lies on the board until the round
    // ends (G-29), but the next window is free.
    if s.sin_side.in_play.is_some() && s.sin_side.in_play == s.round.hate_card {
        s.sin_side.in_play = None;
    }
    s.turn = Some(Turn {
        hero: e.hero.clone(),
        movement: Movement::NotStarted,
        steps_left: e.move_allowance,
        acted: false,
        city_actions: Vec::new(),
        sin_window_closed: false,
        regroup_left: 0,
        regrouped: Vec::new(),
        gift_owed: false,
        agony_step: None,
        agony_checks: 0,
        agony_choices: Vec::new(),
        sloth_slowed: e.sloth_slowed,
    });
}

/// Play passes to the hero after `hero` in turn order.
pub fn pass_pointer(s: &mut State, hero: &str) {
    if let Some(i) = s.order.iter().position(|h| h == hero) {
        s.round.pointer = (i + 1) % s.order.len().max(1);
    }
}

pub fn extra_turn_declined(s: &mut State, e: &ExtraTurnDeclined) {
    s.round.passes += 1;
    pass_pointer(s, &e.hero);
}

pub fn turn_ended(s: &mut State, e: &TurnEnded) {
    s.turn = None;
    s.reaction = Some(Reaction {
        hero: e.hero.clone(),
        spent: false,
        moving: None,
        moved: false,
        fought: false,
        marguerite_stepped: false,
    });
}

pub fn reaction_token_spent(s: &mut State) {
    s.sin_side.reactions_active = s.sin_side.reactions_active.saturating_sub(1);
    s.sin_side.reactions_spent += 1;
    if let Some(r) = &mut s.reaction {
        r.spent = true;
    }
}

pub fn reaction_over(s: &mut State, hero: &str) {
    s.reaction = None;
    pass_pointer(s, hero);
}

pub fn monster_moved(s: &mut State, e: &MonsterMoved) {
    let extra = s
        .reaction
        .as_ref()
        .is_some_and(|r| members::marguerite_extra_step(s, r, e.monster));
    if let Some(m) = s.monster_mut(e.monster) {
        m.space = Some(e.to.clone());
    }
    // A regroup ordered by a SIN card (no fight and no reaction during it).
    if s.fight.is_none()
        && let Some(t) = &mut s.turn
        && t.regroup_left > 0
    {
        t.regroup_left -= 1;
        t.regrouped.push(e.monster);
    }
    let steps = apocalypse::scurrying_in_the_dark(s);
    if extra {
        // MARGUERITE (Corruption): her own step, not the reaction's move.
        if let Some(r) = &mut s.reaction {
            r.marguerite_stepped = true;
        }
        return;
    }
    if let Some(r) = &mut s.reaction {
        let left = match r.moving {
            Some((id, left)) if id == e.monster => left.saturating_sub(1),
            _ => steps.saturating_sub(1),
        };
        r.moving = Some((e.monster, left));
        if left == 0 {
            r.moved = true;
        }
    }
}

pub fn hero_turns_ended(s: &mut State, e: &HeroTurnsEnded) {
    s.phase = Phase::RoundEnd;
    s.turn = None;
    s.reaction = None;
    s.round.advances_left = e.apocalypse_steps;
    s.round.end_step = Some(EndStep::Apocalypse);
}

pub fn apocalypse_advanced(s: &mut State, e: &ApocalypseAdvanced) {
    s.apocalypse.level = e.to;
    s.round.advances_left = s.round.advances_left.saturating_sub(1);
}

pub fn apocalypse_cards_drawn(s: &mut State) {
    let n = s.apocalypse.deck.len().min(2);
    s.apocalypse.drawn = s.apocalypse.deck.drain(..n).collect();
}

pub fn apocalypse_card_revealed(s: &mut State, e: &ApocalypseCardRevealed) {
    let drawn = std::mem::take(&mut s.apocalypse.drawn);
    for card in drawn {
        if card == e.card {
            s.apocalypse.revealed.push(card.clone());
            hell_club_owed(s, &card);
        } else {
            s.apocalypse.deck.push(card);
        }
    }
}

/// After a card is revealed: a Hell Club card owes its member's summon while the board has
/// a nest (none: the member never comes).
fn hell_club_owed(s: &mut State, card: &str) {
    let summons = s
        .content
        .apocalypse_cards
        .iter()
        .any(|c| c.id == card && c.summons.is_some());
    let nest = s.spaces.iter().any(|sp| sp.count(TokenKind::Nest) > 0);
    if summons && nest {
        s.apocalypse.summon_owed = Some(card.to_owned());
    }
}

pub fn monster_summoned(s: &mut State, e: &MonsterSummoned) {
    if let Some(m) = s.monster_mut(e.monster) {
        m.status = MonsterStatus::OnBoard;
        m.space = Some(e.space.clone());
    }
    s.round.summons_left = s.round.summons_left.saturating_sub(1);
}

pub fn tokens_reset(s: &mut State, e: &TokensReset) {
    let tokens = s.content.tables.turn_tokens;
    for h in s.heroes.iter_mut().filter(|h| h.in_play()) {
        h.active_turn_tokens = tokens;
        h.city_action_token = None;
    }
    // Face-down upgrades and the Corrupted Doctor's mark last until the reset (G-31).
    for h in &mut s.heroes {
        h.face_down.clear();
        h.no_heal = false;
        h.sloth_marked = false;
    }
    for sp in &mut s.spaces {
        sp.slot = None;
    }
    s.sin_side.reactions_active = e.reactions;
    s.sin_side.reactions_spent = 0;
    s.round.end_step = None;
}
