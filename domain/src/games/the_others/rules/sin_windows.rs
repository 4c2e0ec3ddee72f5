//! The SIN card windows opened by something that happened rather than by the start of a
//! turn or a fight (§5.2.2): after a fight's dice roll (CURSED FATE), after a controller
//! damaged the hero, when it corrupted them, and after an abomination was destroyed. Each
//! opens only while the turn window's one card is unplayed and the SIN holds a card of
//! that timing; the SIN plays it or passes.

use super::super::command::{CardChoice, Command};
use super::super::content::SinCardData as SinCard;
use super::super::event::*;
use super::super::state::{Fight, MonsterStatus, State, Trigger};
use super::super::tx::Tx;
use super::super::vocabulary::MonsterKind;
use super::card_effects;
use crate::engine::{RuleError, Seat};

pub const AFTER_DICE_ROLL: &str = "after_dice_roll";
pub const CONTROLLER_DAMAGES: &str = "after_controller_damages_hero";
pub const CONTROLLER_CORRUPTS: &str = "when_controller_corrupts_hero";
pub const ABOMINATION_DESTROYED: &str = "after_abomination_destroyed";

/// The effect of a card played in a window opened by an event, on the current hero.
fn trigger_effect_of(effect: &str) -> Option<fn(&mut Tx, &str)> {
    Some(match effect {
        "pride_or_fear" => card_effects::pride_or_fear,
        "sleep_dust" => card_effects::sleep_dust,
        "grisly_appetite" => card_effects::grisly_appetite,
        "slouching_towards_bethlehem" => card_effects::slouching_towards_bethlehem,
        _ => return None,
    })
}

/// Whether an effect of these windows is built (for the data check).
pub fn is_built(effect: &str) -> bool {
    trigger_effect_of(effect).is_some() || effect == "cursed_fate"
}

/// A card of the SIN's hand, with its data.
fn data<'a>(s: &'a State, card: &str) -> Option<&'a SinCard> {
    if !s.sin_side.hand.iter().any(|c| c == card) {
        return None;
    }
    s.content.sin_cards.iter().find(|c| c.id == card)
}

fn playable_on_trigger(s: &State, t: &Trigger, card: &str) -> bool {
    data(s, card).is_some_and(|c| {
        t.timings.contains(&c.timing)
            && trigger_effect_of(&c.effect).is_some()
            // A teleport or corruption needs the hero alive.
            && s.hero(&t.hero).is_some_and(|h| h.in_play())
    })
}

/// Open a window for these timings, if the turn window's card is unplayed and the SIN
/// holds a card that fits.
pub fn open(tx: &mut Tx, hero: &str, timings: Vec<&str>) {
    if timings.is_empty() || tx.s.sin_side.in_play.is_some() {
        return;
    }
    let trigger = Trigger {
        hero: hero.to_owned(),
        timings: timings.iter().map(|t| (*t).to_owned()).collect(),
    };
    if tx
        .s
        .sin_side
        .hand
        .iter()
        .any(|c| playable_on_trigger(&tx.s, &trigger, c))
    {
        tx.emit(Event::SinWindowOpened(SinWindowOpened {
            hero: trigger.hero,
            timings: trigger.timings,
        }));
    }
}

/// Whether a controller rolled against the hero in this fight: it took part in a melee
/// fight, or stood in the hero's space for a ranged fight's counterattack roll. Its dice
/// are the SIN's, so the fight's damage and corruption count as the controller's.
fn controller_rolled(s: &State, f: &Fight) -> bool {
    let is_controller = |id: &u16| {
        s.monster(*id)
            .is_some_and(|m| m.kind == MonsterKind::Controller)
    };
    if f.ranged {
        !f.sin_faces.is_empty()
            && s.monsters_in(&f.origin)
                .iter()
                .any(|m| m.kind == MonsterKind::Controller)
    } else {
        f.monsters.iter().any(is_controller)
    }
}

/// After a fight's results: the windows its harm and its kills open.
pub fn after_fight(tx: &mut Tx, f: &Fight, damage: u8, corruption: u8) {
    let controller = controller_rolled(&tx.s, f);
    let mut timings = Vec::new();
    if controller && damage > 0 {
        timings.push(CONTROLLER_DAMAGES);
    }
    if controller && corruption > 0 {
        timings.push(CONTROLLER_CORRUPTS);
    }
    let destroyed = f.monsters.iter().any(|id| {
        tx.s.monster(*id).is_some_and(|m| {
            m.kind == MonsterKind::Abomination && m.status != MonsterStatus::OnBoard
        })
    });
    if destroyed {
        timings.push(ABOMINATION_DESTROYED);
    }
    open(tx, &f.hero, timings);
}

pub fn check_trigger(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(t) = &s.trigger else {
        return Err(RuleError::wrong_phase("No SIN card window is open"));
    };
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN may play a SIN card now",
        ));
    }
    match command {
        Command::PlaySinCard(CardChoice { card }) if playable_on_trigger(s, t, card) => Ok(()),
        Command::PlaySinCard(_) => Err(RuleError::new(
            "CANNOT_PLAY_SIN_CARD",
            "Play a card of your hand whose timing is what just happened",
        )),
        Command::PassSinCard(_) => Ok(()),
        _ => Err(RuleError::wrong_phase("The SIN may play a SIN card first")),
    }
}

pub fn apply_trigger(tx: &mut Tx, command: &Command) {
    let Some(t) = tx.s.trigger.clone() else {
        return;
    };
    match command {
        Command::PlaySinCard(c) => {
            tx.emit(Event::SinCardPlayed(SinCardPlayed {
                card: c.card.clone(),
                hero: t.hero.clone(),
            }));
            let effect =
                tx.s.content
                    .sin_cards
                    .iter()
                    .find(|d| d.id == c.card)
                    .and_then(|d| trigger_effect_of(&d.effect));
            if let Some(effect) = effect {
                effect(tx, &t.hero);
            }
        }
        Command::PassSinCard(_) => tx.emit(Event::SinCardPassed(SinCardPassed { hero: t.hero })),
        _ => {}
    }
}

fn playable_after_roll(s: &State, card: &str) -> bool {
    data(s, card).is_some_and(|c| c.timing == AFTER_DICE_ROLL && c.effect == "cursed_fate")
}

/// The after-roll window: a melee fight's dice were just rolled (both sides rolled), no
/// result chosen yet, the turn window's card unplayed, and the SIN holds CURSED FATE.
pub fn roll_window_owed(s: &State, f: &Fight) -> bool {
    f.after_roll
        && !f.cleanse
        && !f.ranged
        && s.sin_side.in_play.is_none()
        && s.sin_side.hand.iter().any(|c| playable_after_roll(s, c))
}

pub fn check_roll(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN may play a SIN card after the roll",
        ));
    }
    match command {
        Command::PlaySinCard(CardChoice { card }) if playable_after_roll(s, card) => Ok(()),
        Command::PlaySinCard(_) => Err(RuleError::new(
            "CANNOT_PLAY_SIN_CARD",
            "Play a card of your hand whose timing is after a dice roll",
        )),
        Command::PassSinCard(_) => Ok(()),
        _ => Err(RuleError::wrong_phase(
            "The SIN may play a SIN card after the roll",
        )),
    }
}

pub fn apply_roll(tx: &mut Tx, f: &Fight, command: &Command) {
    match command {
        Command::PlaySinCard(c) => {
            tx.emit(Event::SinCardPlayed(SinCardPlayed {
                card: c.card.clone(),
                hero: f.hero.clone(),
            }));
            card_effects::cursed_fate(tx, f);
            // A new roll: Elle may answer it with CHARMED LIFE if still unused.
            super::charmed_life::offer(tx);
        }
        Command::PassSinCard(_) => tx.emit(Event::SinCardPassed(SinCardPassed {
            hero: f.hero.clone(),
        })),
        _ => {}
    }
}
