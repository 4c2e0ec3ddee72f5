//! Playing a consumable, using an equipped card, a skill or a BOT card (spec 5.2, 5.4, 5.6,
//! 5.7), with the use cost, the attack (a battle, `battle.rs`), the primitives and the
//! post-use processing (spec 5.17); and returning an exhaustion token (spec 5.5).
//! Interrupts are used in a reaction window instead (`reaction.rs`): they cannot be used
//! directly.

use super::super::command::{Command, Source};
use super::super::effect::{Effect, Timing};
use super::super::event::{Event, ExhaustionSite};
use super::super::primitives::{Ctx, run};
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::{Category, Pc, Place, Range};
use super::attack_window;
use super::battle::{self, enemy_at};
use super::cost::reaches;
pub use super::cost::{check_discard, discard_choices, untargeted_uses};
pub use super::post_use::post_use;
use super::refusal::refuse;
use crate::engine::RuleError;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

/// The effect a source offers for direct use now, and the card's own range.
pub fn effect_of(s: &State, pc: Pc, source: &Source) -> Result<(Effect, Option<Range>), RuleError> {
    let p = s.pc(pc).expect("checked");
    let content = &s.content;
    let direct = |effects: &[Effect], timing: Timing| {
        effects
            .iter()
            .find(|e| e.timing == timing && !e.interrupt && !e.modifies_attack())
            .cloned()
            .ok_or_else(|| {
                refuse(
                    "NO_EFFECT_TO_USE",
                    "It has no effect to use now (an interrupt is used when its moment comes, \
                     a modifier in an attack's window)",
                )
            })
    };
    match source {
        Source::Hand(st::HandCard { card }) => {
            if !s.hand(pc).contains(card) {
                return Err(refuse(
                    "NOT_IN_HAND",
                    format!("{card} is not in this PC's hand"),
                ));
            }
            let data = content
                .player_card(card)
                .ok_or_else(|| refuse("NOT_IN_HAND", "Unknown card"))?;
            if data.category != Category::Consumable {
                return Err(refuse("NOT_CONSUMABLE", "Equipment is equipped, then used"));
            }
            Ok((direct(&data.effects, Timing::Play)?, data.range))
        }
        Source::Equipped(st::EquippedCard { card }) => {
            let e = p.equipped.iter().find(|e| e.card == *card).ok_or_else(|| {
                refuse("NOT_EQUIPPED", format!("{card} is not equipped by this PC"))
            })?;
            if e.exhaustion > 0 {
                return Err(refuse("EXHAUSTED", "Remove its exhaustion tokens first"));
            }
            let data = content
                .player_card(card)
                .ok_or_else(|| refuse("NOT_EQUIPPED", "Unknown card"))?;
            Ok((direct(&data.effects, Timing::Use)?, data.range))
        }
        Source::Skill(st::SkillSource { slot }) => {
            let state = p.skill(*slot);
            if state.sealed {
                return Err(refuse("SKILL_SEALED", "A sealed skill cannot be used"));
            }
            if state.exhaustion > 0 {
                return Err(refuse("EXHAUSTED", "Remove its exhaustion tokens first"));
            }
            let effects = s
                .skill_effects(pc, *slot)
                .ok_or_else(|| refuse("NO_EFFECT_TO_USE", "No such skill"))?;
            Ok((direct(effects, Timing::Use)?, None))
        }
        Source::Bot(st::BotSkill { pc: bot, skill }) => {
            let b = s.bots.iter().find(|b| b.pc == *bot).ok_or_else(|| {
                refuse(
                    "NOT_A_BOT",
                    format!("{bot:?} is not a BOT card in this play"),
                )
            })?;
            if b.exhaustion > 0 {
                return Err(refuse("EXHAUSTED", "The BOT card has exhaustion tokens"));
            }
            let data = content
                .bot(*bot)
                .and_then(|d| d.skills.get(*skill))
                .ok_or_else(|| refuse("NO_EFFECT_TO_USE", "No such BOT skill"))?;
            Ok((direct(&data.effects, Timing::Use)?, None))
        }
    }
}

pub fn check_use(
    s: &State,
    pc: Pc,
    source: &Source,
    target: Option<usize>,
    discard: &[String],
) -> Result<(), RuleError> {
    let (effect, _) = effect_of(s, pc, source)?;
    check_discard(s, pc, source, &effect, discard)?;
    let p = s.pc(pc).expect("checked");
    match (effect.attack, target) {
        (None, None) if effect.buys_for_other() => Err(refuse(
            "TARGET_NEEDED",
            "Choose the market card to buy (a slot of the buying PC's area)",
        )),
        (None, Some(slot)) if effect.buys_for_other() => {
            super::purchase::other_buyer(s, pc, slot).map(|_| ())
        }
        (None, None) if effect.buys() => Err(refuse(
            "TARGET_NEEDED",
            "Choose the market card to buy (a slot of your area)",
        )),
        (None, None) => Ok(()),
        (None, Some(slot)) if effect.buys() => {
            super::purchase::market_card(s, pc, slot).map(|_| ())
        }
        (None, Some(_)) => Err(refuse("NO_TARGET", "This effect takes no target")),
        (Some(_), None) => Err(refuse(
            "TARGET_NEEDED",
            "Choose the enemy to attack (a slot)",
        )),
        (Some(attack), Some(slot)) => {
            if !reaches(s, p.place, &attack, slot) {
                return Err(refuse(
                    "OUT_OF_REACH",
                    "The enemy must be in your area (in the Site: the revealed card, 12)",
                ));
            }
            if enemy_at(s, slot).is_none() {
                return Err(refuse(
                    "NO_ENEMY",
                    "No enemy (battle card) on top of that slot",
                ));
            }
            Ok(())
        }
    }
}

pub fn check(s: &State, pc: Pc, command: &Command) -> Result<(), RuleError> {
    match command {
        Command::Use(cmd::Use {
            source,
            target,
            discard,
            ..
        }) => check_use(s, pc, source, *target, discard),
        Command::ReturnExhaustion(cmd::ReturnExhaustion { card, from, .. }) => {
            let p = s.pc(pc).expect("checked");
            if !s.hand(pc).contains(card) {
                return Err(refuse(
                    "NOT_IN_HAND",
                    format!("{card} is not in this PC's hand"),
                ));
            }
            let tokens = match from {
                ExhaustionSite::Skill(st::OnSkill { slot }) => p.skill(*slot).exhaustion,
                ExhaustionSite::Equipped(st::OnEquipped { card }) => p
                    .equipped
                    .iter()
                    .find(|e| e.card == *card)
                    .map_or(0, |e| e.exhaustion),
                ExhaustionSite::Bot(st::OnBot { pc }) => s
                    .bots
                    .iter()
                    .find(|b| b.pc == *pc)
                    .map_or(0, |b| b.exhaustion),
            };
            if tokens == 0 {
                return Err(refuse(
                    "NO_EXHAUSTION_TOKEN",
                    "There is no exhaustion token there",
                ));
            }
            Ok(())
        }
        _ => Err(refuse("WRONG_PHASE", "Not a card command")),
    }
}

pub fn apply(tx: &mut Tx, pc: Pc, command: &Command) {
    match command {
        Command::ReturnExhaustion(cmd::ReturnExhaustion { card, from, .. }) => {
            tx.emit(Event::HandCardDiscarded(ev::HandCardDiscarded {
                pc,
                card: card.clone(),
            }));
            tx.emit(Event::ExhaustionRemoved(ev::ExhaustionRemoved {
                pc,
                from: from.clone(),
            }));
        }
        Command::Use(cmd::Use {
            source,
            target,
            discard,
            ..
        }) => {
            let Ok((effect, range)) = effect_of(&tx.s, pc, source) else {
                return;
            };
            tx.emit(Event::EffectUsed(ev::EffectUsed {
                pc,
                source: source.clone(),
                target: *target,
            }));
            for card in discard {
                tx.emit(Event::HandCardDiscarded(ev::HandCardDiscarded {
                    pc,
                    card: card.clone(),
                }));
            }
            if let (Some(attack), Some(slot)) = (effect.attack, target) {
                let range = attack.range.or(range).unwrap_or(Range::Short);
                if !attack_window::open(tx, pc, source, range, *slot) {
                    battle::attack(tx, pc, source, attack, range, *slot, Default::default());
                }
            }
            let area = match tx.pc(pc).place {
                Place::Area(a) => Some(a),
                Place::Site => None,
            };
            let ctx = Ctx {
                actor: Some(pc),
                area,
                source: source_name(source),
                slot: *target,
                used: Some(source.clone()),
            };
            run(tx, &ctx, &effect.ops);
            if !tx.over() {
                post_use(tx, pc, source, &effect);
            }
        }
        _ => {}
    }
}

pub fn source_name(source: &Source) -> String {
    match source {
        Source::Hand(st::HandCard { card }) | Source::Equipped(st::EquippedCard { card }) => {
            card.clone()
        }
        Source::Skill(st::SkillSource { slot }) => format!("{slot:?} skill"),
        Source::Bot(st::BotSkill { pc, skill }) => format!("{pc:?} BOT skill {skill}"),
    }
}
