//! The SIN cards' events: a card played or passed in its window, and what the effects
//! leave behind for the rest of the turn.

use super::super::event::*;
use super::super::state::{CardOwed, MonsterStatus, State, Token, Trigger, toll_choice};
use super::super::vocabulary::TokenKind;
use crate::engine::Agreement;

pub(super) fn card_played(s: &mut State, e: &SinCardPlayed) {
    if let Some(i) = s.sin_side.hand.iter().position(|c| *c == e.card) {
        s.sin_side.hand.remove(i);
    }
    s.sin_side.in_play = Some(e.card.clone());
    s.trigger = None;
    if let Some(f) = &mut s.fight {
        f.sin_card = Some(e.card.clone());
        f.sin_window_closed = true;
        f.after_roll = false;
    }
    // Whatever the window, the turn's start is behind.
    if let Some(t) = &mut s.turn {
        t.sin_window_closed = true;
    }
}

pub(super) fn card_passed(s: &mut State) {
    s.trigger = None;
    if let Some(f) = &mut s.fight {
        f.sin_window_closed = true;
        f.after_roll = false;
    }
    if let Some(t) = &mut s.turn {
        t.sin_window_closed = true;
    }
}

pub(super) fn monsters_regroup(s: &mut State, e: &MonstersRegroup) {
    if let Some(t) = &mut s.turn {
        t.regroup_left = e.moves;
        t.regrouped.clear();
    }
}

pub(super) fn upgrade_gift_owed(s: &mut State) {
    if let Some(t) = &mut s.turn {
        t.gift_owed = true;
    }
}

pub(super) fn regroup_ended(s: &mut State) {
    if let Some(t) = &mut s.turn {
        t.regroup_left = 0;
    }
}

pub(super) fn card_discarded(s: &mut State, e: &SinCardDiscarded) {
    s.sin_side.in_play = None;
    s.sin_side.discard.push(e.card.clone());
}

pub(super) fn window_opened(s: &mut State, e: &SinWindowOpened) {
    s.trigger = Some(Trigger {
        hero: e.hero.clone(),
        timings: e.timings.clone(),
    });
}

pub(super) fn decision_owed(s: &mut State, e: &CardDecisionOwed) {
    // A toll is the team's: every hero seat votes, the SIN decides on disagreement.
    let toll = TOLLS
        .contains(&e.effect.as_str())
        .then(|| Agreement::unanimous(s.hero_seats(), s.sin_seat));
    s.card_owed = Some(CardOwed {
        effect: e.effect.clone(),
        hero: e.hero.clone(),
        refused: false,
        offered: Vec::new(),
        answering: None,
        toll,
    });
}

const TOLLS: [&str; 3] = ["curse_of_ego", "curse_of_the_crawl", "primal_conceit"];

pub(super) fn toll_proposed(s: &mut State, e: &TollProposed) {
    let choice = toll_choice(&s.order, e.paid.then_some(&e.heroes[..]));
    if let Some(a) = s.card_owed.as_mut().and_then(|o| o.toll.as_mut()) {
        // A refused vote changes nothing; `decide` only emits accepted ones.
        let _ = a.propose(e.seat, choice);
    }
}

pub(super) fn hero_teleported(s: &mut State, e: &HeroTeleported) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.space = Some(e.to.clone());
    }
    s.card_owed = None;
}

pub(super) fn monster_teleported(s: &mut State, e: &MonsterTeleported) {
    if let Some(m) = s.monster_mut(e.monster) {
        m.space = Some(e.to.clone());
    }
    s.card_owed = None;
}

pub(super) fn hate_laid(s: &mut State, e: &HateLaid) {
    if let Some(sp) = s.space_mut(&e.space) {
        sp.tokens.push(Token {
            kind: TokenKind::Altar,
            face_up: true,
            permanent: false,
            by_sin: true,
        });
    }
    s.round.hate_card = Some(e.card.clone());
    s.round.hate_space = Some(e.space.clone());
    s.card_owed = None;
}

pub(super) fn hate_checked(s: &mut State) {
    s.round.hate_card = None;
    s.round.hate_space = None;
}

pub(super) fn upgrade_turned_down(s: &mut State, e: &UpgradeTurnedDown) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.face_down.push(e.card.clone());
    }
    s.card_owed = None;
}

pub(super) fn upgrade_destroyed(s: &mut State, e: &UpgradeDestroyed) {
    if let Some(h) = s.hero_mut(&e.hero) {
        if let Some(i) = h.upgrades.iter().position(|u| *u == e.card) {
            h.upgrades.remove(i);
        }
        if let Some(i) = h.face_down.iter().position(|u| *u == e.card) {
            h.face_down.remove(i);
        }
    }
    // A lost upgrade goes to the bottom of the deck (§5.3.12); the deck is top first.
    s.upgrades.deck.push(e.card.clone());
    s.card_owed = None;
}

pub(super) fn toll_answered(s: &mut State, e: &TollAnswered) {
    match &mut s.card_owed {
        // PRIMAL CONCEIT refused: the SIN still teleports the avatar.
        Some(owed) if !e.paid && owed.effect == "primal_conceit" => owed.refused = true,
        _ => s.card_owed = None,
    }
}

pub(super) fn extra_turn_offered(s: &mut State, e: &ExtraTurnOffered) {
    if let Some(owed) = &mut s.card_owed {
        owed.offered.push(e.hero.clone());
        owed.answering = Some(e.hero.clone());
    }
}

pub(super) fn offer_answered(s: &mut State) {
    if let Some(owed) = &mut s.card_owed {
        owed.answering = None;
    }
}

pub(super) fn acolyte_ability_used(s: &mut State, e: &AcolyteAbilityUsed) {
    if let Some(m) = s.monster_mut(e.monster) {
        m.status = MonsterStatus::OnBoard;
        m.space = Some(e.space.clone());
    }
    if let Some(f) = &mut s.fight {
        f.monsters.push(e.monster);
        f.acolyte_window_closed = true;
    }
    if !e.unmarked {
        s.round.acolyte_used = true;
    }
}

/// CURSE OF THE CRAWL refused: the hero moves no further this turn.
pub fn hero_held_in_place(s: &mut State) {
    if let Some(t) = &mut s.turn {
        t.steps_left = 0;
        t.sloth_slowed = false;
    }
}

/// The Corrupted Doctor's mark: no Heal for the hero until the reset.
pub fn heal_forbidden(s: &mut State, e: &HealForbidden) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.no_heal = true;
    }
}

pub(super) fn city_action_covered(s: &mut State, e: &CityActionCovered) {
    if let Some(sp) = s.space_mut(&e.space) {
        sp.covered.push(e.action);
    }
    if s.card_owed
        .as_ref()
        .is_some_and(|o| o.effect == "corrupted_nun")
    {
        s.card_owed = None;
    }
}

pub(super) fn city_action_uncovered(s: &mut State, e: &CityActionUncovered) {
    if let Some(sp) = s.space_mut(&e.space)
        && let Some(i) = sp.covered.iter().position(|a| *a == e.action)
    {
        sp.covered.remove(i);
    }
}
