//! Reaction windows to incoming damage (spec 5.8, G-28). Damage that one of its PC's
//! interrupts could answer waits in `State.incoming` (`Tx::damage`); the PC's player uses
//! interrupts on it one at a time (`use`, each source once), then takes what is left
//! (`takeDamage`). Reductions add up and never take it below 0. A window nobody can
//! answer any more closes by itself; an attack paused on it goes on (`battle::resume`).

use super::super::command::{Command, Source};
use super::super::effect::{Amount, Op};
use super::super::event::Event;
use super::super::interrupt;
use super::super::primitives::{Ctx, run};
use super::super::state::{Incoming, State};
use super::super::tx::Tx;
use super::super::vocabulary::{DamageType, Pc};
use super::refusal::{answering, asks, refuse, runs};
use super::{battle, effects};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

pub fn check(s: &State, seat: Seat, w: &Incoming, command: &Command) -> Result<(), RuleError> {
    let pc = match command {
        Command::TakeDamage(cmd::TakeDamage { pc }) | Command::Use(cmd::Use { pc, .. }) => *pc,
        _ => {
            return Err(RuleError::wrong_phase(format!(
                "Damage is about to reach {:?}: its player uses an interrupt or takes it",
                w.pc
            )));
        }
    };
    answering(s, seat, pc, &[w.pc], || {
        format!("The damage waiting is {:?}'s", w.pc)
    })?;
    let Command::Use(cmd::Use {
        source,
        target,
        discard,
        ..
    }) = command
    else {
        return Ok(());
    };
    if target.is_some() {
        return Err(refuse(
            "NO_TARGET",
            "An interrupt against damage takes no target",
        ));
    }
    let effect = interrupt::effect(s, w, source).ok_or_else(|| {
        refuse(
            "CANNOT_ANSWER",
            "This source has no ready interrupt that answers this damage (each answers it once)",
        )
    })?;
    effects::check_discard(s, pc, source, &effect, discard)
}

pub fn apply(tx: &mut Tx, command: &Command) {
    match command {
        Command::TakeDamage(_) => close(tx),
        Command::Use(cmd::Use {
            pc,
            source,
            discard,
            ..
        }) => {
            let Some(w) = tx.s.incoming.first().cloned() else {
                return;
            };
            let Some(effect) = interrupt::effect(&tx.s, &w, source) else {
                return;
            };
            tx.emit(Event::EffectUsed(ev::EffectUsed {
                pc: *pc,
                source: source.clone(),
                target: None,
            }));
            for card in discard {
                tx.emit(Event::HandCardDiscarded(ev::HandCardDiscarded {
                    pc: *pc,
                    card: card.clone(),
                }));
            }
            for op in &effect.ops {
                if tx.over() {
                    return;
                }
                answer(tx, *pc, source, op);
            }
            effects::post_use(tx, *pc, source, &effect);
        }
        _ => {}
    }
}

/// One op of an interrupt used on the waiting damage.
fn answer(tx: &mut Tx, pc: Pc, source: &Source, op: &Op) {
    match op {
        Op::ReduceDamage {
            damage_type,
            value,
            environment_bonus,
        } => reduce_damage(tx, *damage_type, *value, *environment_bonus),
        Op::NullifyDamage => nullify_damage(tx),
        Op::DealDamage {
            amount,
            damage_type,
        } => deal_damage(tx, pc, *amount, *damage_type),
        Op::CounterPreReduction => counter_pre_reduction(tx, pc),
        other => run(
            tx,
            &Ctx::of(&effects::source_name(source)).by(pc),
            std::slice::from_ref(other),
        ),
    }
}

/// `reduce_damage`: by `value` when the damage's type matches, `environment_bonus` more
/// against a card with the trait `environment` (only on a match, FAQ Q19).
pub fn reduce_damage(tx: &mut Tx, damage_type: DamageType, value: u32, environment_bonus: u32) {
    let Some(w) = tx.s.incoming.first() else {
        return;
    };
    if w.damage_type != damage_type {
        return;
    }
    let environment = w
        .source
        .as_deref()
        .and_then(|c| tx.s.content.encounter(c))
        .is_some_and(|e| e.traits.iter().any(|t| t == "environment"));
    let by = (value + if environment { environment_bonus } else { 0 }).min(w.amount);
    reduced(tx, w.pc, by);
}

/// `nullify_damage`: nothing of the damage is left.
pub fn nullify_damage(tx: &mut Tx) {
    if let Some(w) = tx.s.incoming.first() {
        reduced(tx, w.pc, w.amount);
    }
}

fn reduced(tx: &mut Tx, pc: Pc, by: u32) {
    if by > 0 {
        tx.emit(Event::DamageReduced(ev::DamageReduced { pc, by }));
    }
}

/// `deal_damage`: damage to the enemy that deals the waiting damage (カシマレイコ).
pub fn deal_damage(tx: &mut Tx, pc: Pc, amount: Amount, damage_type: DamageType) {
    let Some(enemy) = enemy_source(&tx.s) else {
        return;
    };
    let n = amount.value(tx.s.pc_count());
    battle::hit_enemy(tx, pc, &enemy, n, damage_type);
}

/// `counter_pre_reduction`: the enemy takes the damage as it was before every reduction,
/// of its type (攻性防壁, FAQ Q16). Optional by the card (FAQ Q17): the engine makes it
/// only against an enemy, where declining never helps; against any other source (one's
/// own 邪眼) it is declined.
pub fn counter_pre_reduction(tx: &mut Tx, pc: Pc) {
    let (Some(enemy), Some(w)) = (enemy_source(&tx.s), tx.s.incoming.first()) else {
        return;
    };
    let (before, damage_type) = (w.before, w.damage_type);
    battle::hit_enemy(tx, pc, &enemy, before, damage_type);
}

fn enemy_source(s: &State) -> Option<String> {
    s.incoming
        .first()
        .filter(|w| w.from_enemy)
        .and_then(|w| w.source.clone())
}

/// The first window closes: what is left is taken. When no window is left, an attack
/// paused on it goes on.
fn close(tx: &mut Tx) {
    let Some(w) = tx.s.incoming.first().cloned() else {
        return;
    };
    tx.emit(Event::DamageSettled(ev::DamageSettled {
        pc: w.pc,
        amount: w.amount,
    }));
    tx.take_damage(w.pc, w.amount, w.damage_type);
    if tx.s.incoming.is_empty() && !tx.over() {
        let downed = w.amount > 0 && tx.pc(w.pc).down;
        battle::resume(tx, downed);
    }
}

/// Close every first window its PC can no longer answer; false while one waits for its
/// player.
pub fn settle(tx: &mut Tx) -> bool {
    while let Some(w) = tx.s.incoming.first() {
        if tx.over() || interrupt::may_answer(&tx.s, w) {
            return false;
        }
        close(tx);
    }
    true
}

pub fn prompts(s: &State, w: &Incoming) -> Vec<Prompt> {
    asks(
        s,
        w.pc,
        "ANSWER_DAMAGE",
        format!(
            "{} {:?} damage is about to reach {:?}: use an interrupt, or take it",
            w.amount, w.damage_type, w.pc
        ),
    )
}

/// Taking the damage, and every use of every source with every cost choice.
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let Some(w) = s.incoming.first() else {
        return Vec::new();
    };
    if !runs(s, seat, w.pc) {
        return Vec::new();
    }
    let mut out = vec![Command::TakeDamage(cmd::TakeDamage { pc: w.pc })];
    for source in interrupt::sources(s, w) {
        let Some(effect) = interrupt::effect(s, w, &source) else {
            continue;
        };
        out.extend(effects::untargeted_uses(s, w.pc, &source, &effect));
    }
    out
}
