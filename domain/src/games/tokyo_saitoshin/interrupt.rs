//! Interrupts (spec 5.8): which of a PC's sources are ready, which may answer the damage
//! waiting in its reaction window, whether a window opens at all, and which may cancel a
//! trouble card the PC drew. The transaction opens windows with it; the rules check and
//! list the uses (an attack's window reads readiness here too, `rules/attack_window.rs`).

use super::content::Content;
use super::effect::{Effect, Op, Trigger};
use super::state::{Incoming, Source, State};
use super::vocabulary::{Category, Pc};
use crate::games::tokyo_saitoshin::state as st;

/// Whether the effect is an interrupt whose trigger this damage meets and one of whose
/// ops would change something: a reduction of the damage's type (a bonus never applies
/// to a 0-point reduction, FAQ Q19), a nullification, or a strike back at an enemy.
fn answers(effect: &Effect, w: &Incoming) -> bool {
    let triggered = match effect.trigger {
        None | Some(Trigger::IncomingDamage) => true,
        // Judged before any reduction (FAQ Q18): the window's damage is always an enemy's.
        Some(Trigger::DamageFromEnemy) => w.from_enemy,
        Some(_) => false,
    };
    effect.interrupt
        && triggered
        && effect.ops.iter().any(|op| match op {
            Op::ReduceDamage { damage_type, .. } => *damage_type == w.damage_type && w.amount > 0,
            Op::NullifyDamage => w.amount > 0,
            Op::DealDamage { .. } | Op::CounterPreReduction => w.from_enemy,
            _ => false,
        })
}

/// The interrupt effect with which `source` may answer `w` now: a consumable in the hand,
/// an equipped card or an unsealed skill without exhaustion tokens, not used on this
/// damage yet. BOT cards have no interrupt against damage.
pub fn effect(s: &State, w: &Incoming, source: &Source) -> Option<Effect> {
    if w.used.contains(source) || matches!(source, Source::Bot(_)) {
        return None;
    }
    ready(s, w.pc, source, |e| answers(e, w))
}

/// Every source of the PC that may answer `w` now.
pub fn sources(s: &State, w: &Incoming) -> Vec<Source> {
    ready_sources(s, w.pc, |source| effect(s, w, source).is_some())
}

/// The interrupt with which `source` may cancel a trouble card its PC drew (ハイスターマスク).
pub fn cancel_effect(s: &State, pc: Pc, source: &Source) -> Option<Effect> {
    if matches!(source, Source::Bot(_)) {
        return None;
    }
    ready(s, pc, source, |e| {
        e.interrupt
            && e.trigger == Some(Trigger::TroubleDrawnBySelf)
            && e.ops.iter().any(|op| matches!(op, Op::CancelDrawnTrouble))
    })
}

/// Every source of the PC that may cancel a trouble card it drew.
pub fn cancel_sources(s: &State, pc: Pc) -> Vec<Source> {
    ready_sources(s, pc, |source| cancel_effect(s, pc, source).is_some())
}

/// The interrupt with which `source` makes its PC's disposal a discard (再利用, FAQ Q12).
pub fn reuse_effect(s: &State, pc: Pc, source: &Source) -> Option<Effect> {
    ready(s, pc, source, |e| {
        e.interrupt
            && e.ops
                .iter()
                .any(|op| matches!(op, Op::DisposeBecomesDiscard))
    })
}

/// Every source of the PC that may make its disposal a discard.
pub fn reuse_sources(s: &State, pc: Pc) -> Vec<Source> {
    ready_sources(s, pc, |source| reuse_effect(s, pc, source).is_some())
}

/// Whether a card the PC used is held before its disposal.
pub fn may_hold(s: &State, pc: Pc) -> bool {
    !reuse_sources(s, pc).is_empty()
}

/// The first effect of a ready source that `fits`: a consumable in the hand, an equipped
/// card, an unsealed skill or a BOT card without exhaustion tokens.
pub fn ready(s: &State, pc: Pc, source: &Source, fits: impl Fn(&Effect) -> bool) -> Option<Effect> {
    let p = s.pc(pc)?;
    let ready = match source {
        Source::Hand(st::HandCard { card }) => {
            s.hand(pc).contains(card)
                && s.content
                    .player_card(card)
                    .is_some_and(|c| c.category == Category::Consumable)
        }
        Source::Equipped(st::EquippedCard { card }) => p
            .equipped
            .iter()
            .any(|e| e.card == *card && e.exhaustion == 0),
        Source::Skill(st::SkillSource { slot }) => {
            let k = p.skill(*slot);
            !k.sealed && k.exhaustion == 0
        }
        Source::Bot(st::BotSkill { pc: bot, .. }) => {
            s.bots.iter().any(|b| b.pc == *bot && b.exhaustion == 0)
        }
    };
    if !ready {
        return None;
    }
    let effects = s.effects_of(pc, source)?;
    effects.iter().find(|e| fits(e)).cloned()
}

/// The PC's hand cards, equipped cards and skills that `keep` accepts.
pub fn ready_sources(s: &State, pc: Pc, keep: impl Fn(&Source) -> bool) -> Vec<Source> {
    let Some(p) = s.pc(pc) else {
        return Vec::new();
    };
    let hand = s
        .hand(pc)
        .iter()
        .map(|c| Source::Hand(st::HandCard { card: c.clone() }));
    let equipped = p.equipped.iter().map(|e| {
        Source::Equipped(st::EquippedCard {
            card: e.card.clone(),
        })
    });
    let skills = p
        .skills
        .iter()
        .map(|k| Source::Skill(st::SkillSource { slot: k.slot }));
    hand.chain(equipped)
        .chain(skills)
        .filter(|s| keep(s))
        .collect()
}

/// Whether `w` waits for its PC's player: the PC has a source that may answer it. Without
/// open hands nobody else may learn whether a hand card could: when the content has a
/// consumable interrupt against damage, a PC holding any card is asked all the same.
pub fn may_answer(s: &State, w: &Incoming) -> bool {
    if w.amount == 0 && !w.from_enemy {
        return false;
    }
    !sources(s, w).is_empty()
        || (!s.open_hands && !s.hand(w.pc).is_empty() && hand_interrupts(&s.content))
}

fn hand_interrupts(content: &Content) -> bool {
    any_consumable(content, |e| {
        e.interrupt
            && e.ops.iter().any(|op| {
                matches!(
                    op,
                    Op::ReduceDamage { .. }
                        | Op::NullifyDamage
                        | Op::DealDamage { .. }
                        | Op::CounterPreReduction
                )
            })
    })
}

/// Whether any consumable of the content has an effect that `fits`: a hand could hold it.
pub fn any_consumable(content: &Content, fits: impl Fn(&Effect) -> bool) -> bool {
    content
        .player_cards
        .iter()
        .filter(|c| c.category == Category::Consumable)
        .flat_map(|c| &c.effects)
        .any(fits)
}
