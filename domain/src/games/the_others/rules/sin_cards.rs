//! SIN cards (§5.2.2, §4.7): the SIN plays at most one card per turn window (a hero's turn
//! and the reaction after it), only at the card's printed timing; the card stays in play,
//! face up, until the next hero's turn starts (HT-0) or the hero turns end.
//!
//! Here: the window at the start of a hero's turn (`start_of_hero_turn`, HT-2, before
//! the hero does anything; `start_of_first_hero_turn` at the round's first), for the
//! effects in [`turn_effect_of`], and the window at the start of a fight
//! (`start_of_fight`, and `before_avatar_fight` when the avatar takes part), for the
//! cards whose effect is in [`fight_effect`] or acts when played. The windows an event
//! opens are in `sin_windows.rs`; effects that ask for decisions in `card_effects.rs`.

use super::super::command::{CardChoice, Command};
use super::super::dice::upgrade_cards_bonus;
use super::super::event::*;
use super::super::state::{Fight, FightStage, State, Turn};
use super::super::tx::Tx;
use super::super::vocabulary::MonsterKind;
use super::card_effects;
use super::draw::draw_sin_cards;
use super::gluttony;
use super::harm::corrupt;
use super::regroup;
use super::sin_windows;
use crate::engine::{Confirm, RuleError, Seat};

/// Effects not built yet: their cards stay in the SIN's hand, never offered.
pub const NOT_BUILT: &[&str] = &[];

/// What a SIN card in play does to a fight, as data the fight's arithmetic reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FightEffect {
    /// Dice added to the SIN's roll.
    pub sin_dice: u8,
    /// Dice taken from each side's roll.
    pub both_lose_dice: u8,
    /// SIN Hits added to its results.
    pub sin_hits: u8,
    /// The hero's base defense does not count.
    pub ignore_base_defense: bool,
    /// SIN cards drawn if the hero takes damage or corruption in the fight.
    pub draw_on_harm: u8,
    /// Defense added to the avatar's.
    pub avatar_defense: u8,
}

/// ABOMINABLE FURY: "Each abomination taking part in this fight gains 1 Hit."
pub fn abominable_fury(s: &State, f: &Fight) -> FightEffect {
    let abominations = f
        .monsters
        .iter()
        .filter_map(|id| s.monster(*id))
        .filter(|m| m.kind == MonsterKind::Abomination)
        .count() as u8;
    FightEffect {
        sin_hits: abominations,
        ..FightEffect::default()
    }
}

/// FOR OUR MASTER!: "If you deal corruption or damage to the hero during this fight, draw
/// 2 SIN cards."
pub fn for_our_master(_: &State, _: &Fight) -> FightEffect {
    FightEffect {
        draw_on_harm: 2,
        ..FightEffect::default()
    }
}

/// PRIMAL LETHARGY: "The hero and the SIN player each lose 2 dice in this fight."
pub fn primal_lethargy(_: &State, _: &Fight) -> FightEffect {
    FightEffect {
        both_lose_dice: 2,
        ..FightEffect::default()
    }
}

/// DEVOUR THE SELF: "If the hero holds at least 1 extra turn token, ignore their base
/// defense."
pub fn devour_the_self(s: &State, f: &Fight) -> FightEffect {
    FightEffect {
        ignore_base_defense: s.hero(&f.hero).is_some_and(|h| h.extra_turn_tokens > 0),
        ..FightEffect::default()
    }
}

/// POISON INDULGENCE: "+1 die for you for each extra turn token and each upgrade the
/// current hero holds."
pub fn poison_indulgence(s: &State, f: &Fight) -> FightEffect {
    let held = s
        .hero(&f.hero)
        .map_or(0, |h| h.extra_turn_tokens + h.upgrades.len() as u8);
    FightEffect {
        sin_dice: held,
        ..FightEffect::default()
    }
}

/// RAVENOUS FRENZY: "The avatar gains the same combat bonuses as the current hero's
/// upgrades." Their dice and Hits go to the SIN, their Defense to the avatar (G-29); the
/// card is played only when the avatar takes part.
pub fn ravenous_frenzy(s: &State, f: &Fight) -> FightEffect {
    let b = upgrade_cards_bonus(s, f);
    FightEffect {
        sin_dice: b.dice,
        sin_hits: b.hits,
        avatar_defense: b.defense,
        ..FightEffect::default()
    }
}

/// The named effect of a fight card; `None` for an effect with no fight effect built.
fn fight_effect_of(effect: &str) -> Option<fn(&State, &Fight) -> FightEffect> {
    Some(match effect {
        "abominable_fury" => abominable_fury,
        "for_our_master" => for_our_master,
        "primal_lethargy" => primal_lethargy,
        "devour_the_self" => devour_the_self,
        "poison_indulgence" => poison_indulgence,
        "ravenous_frenzy" => ravenous_frenzy,
        _ => return None,
    })
}

/// PUNISH THE IDLE's damage for leaving a space with an abomination.
pub const IDLE_PUNISHED_DAMAGE: u8 = 2;

/// ALONE IN THE DARK: "If the hero is isolated, give them 1 corruption and gain 1 reaction
/// token."
pub fn alone_in_the_dark(tx: &mut Tx, hero: &str) {
    if tx.s.is_isolated(hero) {
        corrupt(tx, hero, 1);
        tx.emit(Event::ReactionTokenGained(ReactionTokenGained {
            cause: "alone_in_the_dark".into(),
        }));
    }
}

/// PUNISH THE IDLE: "Until the end of the round, heroes leaving a space with an
/// abomination take 2 damage instead of 1."
pub fn punish_the_idle(tx: &mut Tx, _: &str) {
    let round = tx.s.round.number;
    tx.emit(Event::IdlePunished(IdlePunished { round }));
}

fn regroup(tx: &mut Tx, hero: &str, moves: u8) {
    tx.emit(Event::MonstersRegroup(MonstersRegroup {
        hero: hero.to_owned(),
        moves,
    }));
    regroup::end_when_settled(tx);
}

/// EVIL REGROUPS: "Move up to 2 monsters 1 space each."
pub fn evil_regroups(tx: &mut Tx, hero: &str) {
    regroup(tx, hero, 2);
}

/// SLOUCH IN THE DARK: "Move up to 3 monsters 1 space each."
pub fn slouch_in_the_dark(tx: &mut Tx, hero: &str) {
    regroup(tx, hero, 3);
}

/// GRIM VORACITY: "Give the current hero an upgrade card (of your choice) and 1 extra turn
/// token." Gluttony's card: both gifts feed its power. An empty inventory gives no card.
pub fn grim_voracity(tx: &mut Tx, hero: &str) {
    if !tx.s.upgrades.inventory.is_empty() {
        tx.emit(Event::UpgradeGiftOwed(UpgradeGiftOwed {
            hero: hero.to_owned(),
        }));
    }
    tx.emit(Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
        hero: hero.to_owned(),
    }));
    gluttony::extra_turn_gained(tx);
}

pub fn check_gift(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN gives the hero an upgrade card",
        ));
    }
    match command {
        Command::GiveUpgrade(CardChoice { card }) if s.upgrades.inventory.contains(card) => Ok(()),
        Command::GiveUpgrade(_) => Err(RuleError::new(
            "NOT_IN_INVENTORY",
            "Give an upgrade card of the inventory",
        )),
        _ => Err(RuleError::wrong_phase(
            "The SIN gives the hero an upgrade card first",
        )),
    }
}

/// The gift: the card from the inventory, refilled at once as for the Inventory city
/// action (G-33).
pub fn give_upgrade(tx: &mut Tx, hero: &str, c: &CardChoice) {
    tx.emit(Event::UpgradeGained(UpgradeGained {
        hero: hero.to_owned(),
        card: c.card.clone(),
    }));
    if let Some(card) = tx.s.upgrades.deck.first().cloned() {
        tx.emit(Event::UpgradeDrawn(UpgradeDrawn { card }));
    }
    gluttony::upgrade_gained(tx);
}

pub fn gift_candidates(s: &State, out: &mut Vec<Command>) {
    if s.turn.as_ref().is_some_and(|t| t.gift_owed) {
        for card in &s.upgrades.inventory {
            out.push(Command::GiveUpgrade(CardChoice { card: card.clone() }));
        }
    }
}

/// The named effect of a start-of-turn card, applied to the hero whose turn starts.
fn turn_effect_of(effect: &str) -> Option<fn(&mut Tx, &str)> {
    Some(match effect {
        "alone_in_the_dark" => alone_in_the_dark,
        "punish_the_idle" => punish_the_idle,
        "evil_regroups" => evil_regroups,
        "slouch_in_the_dark" => slouch_in_the_dark,
        "grim_voracity" => grim_voracity,
        "haphephobia" => card_effects::haphephobia,
        "hate" => card_effects::hate,
        "curse_of_ego" => card_effects::curse_of_ego,
        "damned_if_you_do" => card_effects::damned_if_you_do,
        "curse_of_the_crawl" => card_effects::curse_of_the_crawl,
        "darkest_craving" => card_effects::darkest_craving,
        _ => return None,
    })
}

/// The named effect of a fight card that acts when played, on the fighting hero.
fn fight_play_effect_of(effect: &str) -> Option<fn(&mut Tx, &str)> {
    Some(match effect {
        "price_of_hubris" => card_effects::price_of_hubris,
        "primal_conceit" => card_effects::primal_conceit,
        _ => return None,
    })
}

/// Whether a card effect is built (for the data check).
pub fn is_built(effect: &str) -> bool {
    fight_effect_of(effect).is_some()
        || turn_effect_of(effect).is_some()
        || fight_play_effect_of(effect).is_some()
        || sin_windows::is_built(effect)
}

/// A card of the SIN's hand, with its data.
fn in_hand<'a>(s: &'a State, card: &str) -> Option<&'a super::super::content::SinCardData> {
    if !s.sin_side.hand.iter().any(|c| c == card) {
        return None;
    }
    s.content.sin_cards.iter().find(|c| c.id == card)
}

fn playable_at_turn_start(s: &State, card: &str) -> bool {
    in_hand(s, card).is_some_and(|c| {
        let timing = c.timing == "start_of_hero_turn"
            || (c.timing == "start_of_first_hero_turn" && s.round.turns_started == 1);
        timing && turn_effect_of(&c.effect).is_some()
    })
}

/// HT-2: the hero's turn has just started, the SIN has not played nor passed, no card was
/// played in this turn window, and a card of the hand fits.
pub fn turn_window_owed(s: &State, t: &Turn) -> bool {
    !t.sin_window_closed
        && s.sin_side.in_play.is_none()
        && s.sin_side
            .hand
            .iter()
            .any(|card| playable_at_turn_start(s, card))
}

pub fn check_turn(s: &State, seat: Seat, _: &Turn, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN may play a SIN card at the start of the hero's turn",
        ));
    }
    match command {
        Command::PlaySinCard(CardChoice { card }) if playable_at_turn_start(s, card) => Ok(()),
        Command::PlaySinCard(_) => Err(RuleError::new(
            "CANNOT_PLAY_SIN_CARD",
            "Play a card of your hand whose timing is the start of a hero's turn",
        )),
        Command::PassSinCard(_) => Ok(()),
        _ => Err(RuleError::wrong_phase(
            "The SIN may play a SIN card at the start of the hero's turn",
        )),
    }
}

/// The start-of-turn card played (its effect at once), or the window passed.
pub fn apply_turn(tx: &mut Tx, hero: &str, command: &Command) {
    match command {
        Command::PlaySinCard(c) => {
            tx.emit(Event::SinCardPlayed(SinCardPlayed {
                card: c.card.clone(),
                hero: hero.to_owned(),
            }));
            if let Some(effect) = effect_id(&tx.s, &c.card).and_then(turn_effect_of) {
                effect(tx, hero);
            }
        }
        Command::PassSinCard(_) => tx.emit(Event::SinCardPassed(SinCardPassed {
            hero: hero.to_owned(),
        })),
        _ => {}
    }
}

fn effect_id<'a>(s: &'a State, card: &str) -> Option<&'a str> {
    s.content
        .sin_cards
        .iter()
        .find(|c| c.id == card)
        .map(|c| c.effect.as_str())
}

/// The effect on this fight of the SIN card played in it.
pub fn fight_effect(s: &State, f: &Fight) -> FightEffect {
    f.sin_card
        .as_deref()
        .and_then(|card| effect_id(s, card))
        .and_then(fight_effect_of)
        .map_or_else(FightEffect::default, |effect| effect(s, f))
}

/// A card of the hand the SIN may play at the start of this fight.
fn playable_in_fight(s: &State, f: &Fight, card: &str) -> bool {
    let Some(data) = in_hand(s, card) else {
        return false;
    };
    let avatar = f
        .monsters
        .iter()
        .filter_map(|id| s.monster(*id))
        .any(|m| m.kind == MonsterKind::Avatar);
    let timing =
        data.timing == "start_of_fight" || (data.timing == "before_avatar_fight" && avatar);
    let fits = match data.effect.as_str() {
        // Nothing to give the avatar, or to teleport, without it.
        "ravenous_frenzy" => avatar,
        "primal_conceit" => card_effects::avatar_on_board(s).is_some(),
        _ => true,
    };
    timing
        && fits
        && (fight_effect_of(&data.effect).is_some() || fight_play_effect_of(&data.effect).is_some())
}

/// The start-of-fight window is open: before the roll, the SIN has not played nor passed
/// in this fight, no card was played in this turn window, and a card of the hand fits.
pub fn window_owed(s: &State, f: &Fight) -> bool {
    !f.cleanse
        && f.stage == FightStage::PreRoll
        && !f.sin_window_closed
        && s.sin_side.in_play.is_none()
        && s.sin_side
            .hand
            .iter()
            .any(|card| playable_in_fight(s, f, card))
}

pub fn check(s: &State, seat: Seat, f: &Fight, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN may play a SIN card at the start of the fight",
        ));
    }
    match command {
        Command::PlaySinCard(CardChoice { card }) if playable_in_fight(s, f, card) => Ok(()),
        Command::PlaySinCard(_) => Err(RuleError::new(
            "CANNOT_PLAY_SIN_CARD",
            "Play a card of your hand whose timing is the start of this fight",
        )),
        Command::PassSinCard(_) => Ok(()),
        _ => Err(RuleError::wrong_phase(
            "The SIN may play a SIN card before the fight's roll",
        )),
    }
}

pub fn apply(tx: &mut Tx, f: &Fight, command: &Command) {
    match command {
        Command::PlaySinCard(c) => {
            tx.emit(Event::SinCardPlayed(SinCardPlayed {
                card: c.card.clone(),
                hero: f.hero.clone(),
            }));
            if let Some(effect) = effect_id(&tx.s, &c.card).and_then(fight_play_effect_of) {
                effect(tx, &f.hero);
            }
        }
        Command::PassSinCard(_) => tx.emit(Event::SinCardPassed(SinCardPassed {
            hero: f.hero.clone(),
        })),
        _ => {}
    }
}

/// FOR OUR MASTER!'s draw, once the fight's results are known.
pub fn after_fight(tx: &mut Tx, f: &Fight, damage: u8, corruption: u8) {
    let effect = fight_effect(&tx.s, f);
    if effect.draw_on_harm > 0 && damage + corruption > 0 {
        draw_sin_cards(tx, effect.draw_on_harm);
    }
}

/// HT-0: the card in play is discarded when the next hero's turn starts (and when the
/// hero turns end).
pub fn discard_in_play(tx: &mut Tx) {
    // HATE! lies on the board until the round ends (G-29).
    if let Some(card) =
        tx.s.sin_side
            .in_play
            .clone()
            .filter(|c| tx.s.round.hate_card.as_ref() != Some(c))
    {
        tx.emit(Event::SinCardDiscarded(SinCardDiscarded { card }));
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    for card in &s.sin_side.hand {
        out.push(Command::PlaySinCard(CardChoice { card: card.clone() }));
    }
    out.push(Command::PassSinCard(Confirm::Yes));
}
