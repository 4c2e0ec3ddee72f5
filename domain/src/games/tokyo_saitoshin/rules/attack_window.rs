//! An attack's window (spec 5.8, G-28): between an attack's declaration and its first
//! strike, its attacker may use modifiers (早撃ち's `add_damage`, 簡易超人血清's
//! `multiply_damage`, 怪異看破's `ignore_enemy_reduction`, a BOT card's `covering_fire`),
//! each source once, and every other PC may join it once with its own physical attack
//! (連携's `join_attack`, FAQ Q20-Q21). The window opens only when a PC may answer; a PC
//! asked answers until it passes, one that can no longer answer passes by itself, and the
//! attack strikes when nobody is left (`battle::attack`).

use super::super::command::{Command, Source};
use super::super::effect::{Effect, Op, Timing, Trigger};
use super::super::event::Event;
use super::super::interrupt::{any_consumable, ready, ready_sources};
use super::super::state::{AttackWindow, Boost, State};
use super::super::tx::Tx;
use super::super::vocabulary::{DamageType, Pc, Range};
use super::refusal::{answering, refuse, runs};
use super::{battle, cost, post_use};
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

/// Opens the window of an attack when a PC may answer it; false when it strikes at once.
pub fn open(tx: &mut Tx, pc: Pc, source: &Source, range: Range, target: usize) -> bool {
    let mut w = AttackWindow {
        pc,
        source: source.clone(),
        target,
        range,
        boost: Boost::default(),
        used: vec![source.clone()],
        waiting: Vec::new(),
    };
    w.waiting =
        tx.s.pcs
            .iter()
            .map(|p| p.pc)
            .filter(|&p| may_answer(&tx.s, &w, p))
            .collect();
    if w.waiting.is_empty() {
        return false;
    }
    tx.emit(Event::AttackDeclared(ev::AttackDeclared {
        pc,
        source: source.clone(),
        target,
        range,
        waiting: w.waiting,
    }));
    true
}

/// The type of the attack in the window, from its source's printed attack.
fn attack_type(s: &State, w: &AttackWindow) -> Option<DamageType> {
    battle::attack_of(s, w.pc, &w.source).map(|a| a.damage_type)
}

/// Whether one op of a modifier would change the attack.
fn changes(op: &Op, w: &AttackWindow, damage_type: Option<DamageType>) -> bool {
    match op {
        Op::AddDamage { damage_type: t, .. } => t.is_none() || *t == damage_type,
        Op::MultiplyDamage { k } => *k > 1,
        Op::IgnoreEnemyReduction => !w.boost.ignore_reduction,
        Op::CoveringFire { damage } => *damage > 0,
        _ => false,
    }
}

/// The modifier the attacker may use with `source`: a consumable's 【プレイ】 or another
/// source's 【使用】 that only changes an attack, set off by no other moment, with an op
/// that would change this one; each source once.
pub fn modifier(s: &State, w: &AttackWindow, source: &Source) -> Option<Effect> {
    if w.used.contains(source) {
        return None;
    }
    let damage_type = attack_type(s, w);
    let timing = match source {
        Source::Hand(_) => Timing::Play,
        _ => Timing::Use,
    };
    ready(s, w.pc, source, |e| {
        e.timing == timing
            && matches!(e.trigger, None | Some(Trigger::OwnAttack))
            && e.modifies_attack()
            && e.ops.iter().any(|op| changes(op, w, damage_type))
    })
}

/// Every source with which the attacker may modify the attack, BOT cards included.
fn modifier_sources(s: &State, w: &AttackWindow) -> Vec<Source> {
    let bots = s.bots.iter().flat_map(|b| {
        let skills = s.content.bot(b.pc).map_or(0, |d| d.skills.len());
        (0..skills).map(move |skill| Source::Bot(st::BotSkill { pc: b.pc, skill }))
    });
    ready_sources(s, w.pc, |_| true)
        .into_iter()
        .chain(bots)
        .filter(|source| modifier(s, w, source).is_some())
        .collect()
}

/// The interrupt with which `pc` may join another PC's attack: set off by that attack,
/// it joins; each PC once.
pub fn join_effect(s: &State, w: &AttackWindow, pc: Pc, source: &Source) -> Option<Effect> {
    if pc == w.pc || w.used.contains(source) || w.boost.joined.iter().any(|j| j.pc == pc) {
        return None;
    }
    ready(s, pc, source, |e| {
        e.interrupt
            && e.trigger == Some(Trigger::OtherPcAttacks)
            && e.ops.iter().any(|op| matches!(op, Op::JoinAttack))
    })
}

/// The effect whose physical attack `pc` may join with, `means`: a ready card or skill of
/// its own other than the join source, whose attack reaches the target from where the PC
/// stands (in the enemy's area, or next to it with a means that may, FAQ Q21).
pub fn means_effect(
    s: &State,
    w: &AttackWindow,
    pc: Pc,
    source: &Source,
    means: &Source,
) -> Option<Effect> {
    if means == source || matches!(means, Source::Bot(_)) {
        return None;
    }
    let place = s.pc(pc)?.place;
    ready(s, pc, means, |e| {
        !e.interrupt
            && e.attack.is_some_and(|a| {
                a.damage_type == DamageType::Physical && cost::reaches(s, place, &a, w.target)
            })
    })
}

fn join_sources(s: &State, w: &AttackWindow, pc: Pc) -> Vec<Source> {
    ready_sources(s, pc, |source| join_effect(s, w, pc, source).is_some())
}

fn means_sources(s: &State, w: &AttackWindow, pc: Pc, source: &Source) -> Vec<Source> {
    ready_sources(s, pc, |means| {
        means_effect(s, w, pc, source, means).is_some()
    })
}

/// Whether `pc` waits in the window: it may answer. Without open hands nobody else may
/// learn whether a hand card could: the attacker holding any card (but the one it attacks
/// with) is asked whenever the content has a consumable modifier, a PC who could join
/// holding any card whenever it has a consumable physical attack.
pub fn may_answer(s: &State, w: &AttackWindow, pc: Pc) -> bool {
    let holds = !s.open_hands && s.hand(pc).iter().any(|c| cost::hand(c) != w.source);
    if pc == w.pc {
        return !modifier_sources(s, w).is_empty()
            || (holds && any_consumable(&s.content, Effect::modifies_attack));
    }
    let physical = |e: &Effect| {
        e.attack
            .is_some_and(|a| a.damage_type == DamageType::Physical)
    };
    join_sources(s, w, pc).iter().any(|source| {
        !means_sources(s, w, pc, source).is_empty()
            || (holds && any_consumable(&s.content, physical))
    })
}

pub fn check(s: &State, seat: Seat, w: &AttackWindow, command: &Command) -> Result<(), RuleError> {
    let pc = match command {
        Command::PassAttack(cmd::PassAttack { pc })
        | Command::JoinAttack(cmd::JoinAttack { pc, .. })
        | Command::Use(cmd::Use { pc, .. }) => *pc,
        _ => {
            return Err(RuleError::wrong_phase(format!(
                "{:?} attacks: the PCs asked add to the attack, join it or pass first",
                w.pc
            )));
        }
    };
    answering(s, seat, pc, &w.waiting, || {
        format!("{pc:?} is not asked about this attack")
    })?;
    match command {
        Command::Use(cmd::Use {
            source,
            target,
            discard,
            ..
        }) if pc == w.pc => check_modifier(s, w, source, *target, discard),
        Command::Use(_) => Err(refuse(
            "CANNOT_ANSWER",
            "Only the attacker modifies its attack; another PC joins it with joinAttack",
        )),
        Command::JoinAttack(cmd::JoinAttack {
            source,
            means,
            discard,
            ..
        }) => check_join(s, w, pc, (source, means), discard),
        _ => Ok(()),
    }
}

fn check_modifier(
    s: &State,
    w: &AttackWindow,
    source: &Source,
    target: Option<usize>,
    discard: &[String],
) -> Result<(), RuleError> {
    if target.is_some() {
        return Err(refuse(
            "NO_TARGET",
            "A modifier takes no target: it changes the attack",
        ));
    }
    let effect = modifier(s, w, source).ok_or_else(|| {
        refuse(
            "CANNOT_ANSWER",
            "Only the attacker modifies its attack, with a ready source whose modifier \
             changes it (each source once); another PC joins with joinAttack",
        )
    })?;
    cost::check_discard(s, w.pc, source, &effect, discard)
}

fn check_join(
    s: &State,
    w: &AttackWindow,
    pc: Pc,
    (source, means): (&Source, &Source),
    discard: &[String],
) -> Result<(), RuleError> {
    let join = join_effect(s, w, pc, source).ok_or_else(|| {
        refuse(
            "CANNOT_JOIN",
            "This source has no ready interrupt that joins another PC's attack (each PC joins once)",
        )
    })?;
    let attack = means_effect(s, w, pc, source, means).ok_or_else(|| {
        refuse(
            "NO_MEANS",
            "Join with a ready card of this PC whose physical attack reaches the enemy from \
             where it stands",
        )
    })?;
    let needed = cost::cost_of(&join) + cost::cost_of(&attack);
    cost::check_cost(s, pc, &[source, means], needed, discard)
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let Some(w) = tx.s.attack.clone() else {
        return;
    };
    match command {
        Command::PassAttack(cmd::PassAttack { pc }) => {
            tx.emit(Event::AttackPassed(ev::AttackPassed { pc: *pc }))
        }
        Command::Use(cmd::Use {
            pc,
            source,
            discard,
            ..
        }) => {
            let Some(effect) = modifier(&tx.s, &w, source) else {
                return;
            };
            used(tx, *pc, source, discard);
            let damage_type = attack_type(&tx.s, &w);
            for op in effect.ops.iter().filter(|op| changes(op, &w, damage_type)) {
                modify(tx, *pc, op);
            }
            post_use::post_use(tx, *pc, source, &effect);
        }
        Command::JoinAttack(cmd::JoinAttack {
            pc,
            source,
            means,
            discard,
        }) => {
            let join = join_effect(&tx.s, &w, *pc, source);
            let attack = means_effect(&tx.s, &w, *pc, source, means);
            let (Some(join), Some(attack)) = (join, attack) else {
                return;
            };
            used(tx, *pc, source, discard);
            join_attack(tx, *pc, source, means);
            post_use::post_use(tx, *pc, source, &join);
            post_use::post_use(tx, *pc, means, &attack);
        }
        _ => {}
    }
}

fn used(tx: &mut Tx, pc: Pc, source: &Source, discard: &[String]) {
    tx.emit(Event::EffectUsed(ev::EffectUsed {
        pc,
        source: source.clone(),
        target: None,
    }));
    for card in discard {
        tx.emit(Event::HandCardDiscarded(ev::HandCardDiscarded {
            pc,
            card: card.clone(),
        }));
    }
}

/// One op of a modifier, on the attack in its window.
fn modify(tx: &mut Tx, pc: Pc, op: &Op) {
    match op {
        Op::AddDamage { n, .. } => add_damage(tx, *n),
        Op::MultiplyDamage { k } => multiply_damage(tx, *k),
        Op::IgnoreEnemyReduction => ignore_enemy_reduction(tx, pc),
        Op::CoveringFire { damage } => covering_fire(tx, *damage),
        _ => {}
    }
}

/// `add_damage` (早撃ち): n more on every strike of the attack, before reduction.
pub fn add_damage(tx: &mut Tx, n: u32) {
    tx.emit(Event::AttackDamageAdded(ev::AttackDamageAdded { n }));
}

/// `multiply_damage` (簡易超人血清): the attack's damage, Covering Fire included, times k.
pub fn multiply_damage(tx: &mut Tx, k: u32) {
    tx.emit(Event::AttackDamageMultiplied(ev::AttackDamageMultiplied {
        k,
    }));
}

/// `ignore_enemy_reduction` (怪異看破): the enemy's reduction does not apply to the attack;
/// a nullification still does (FAQ Q22).
pub fn ignore_enemy_reduction(tx: &mut Tx, pc: Pc) {
    tx.emit(Event::EnemyReductionIgnored(ev::EnemyReductionIgnored {
        pc,
    }));
}

/// `covering_fire` (援護射撃): physical damage added to the attack (FAQ Q23).
pub fn covering_fire(tx: &mut Tx, damage: u32) {
    tx.emit(Event::CoveringFireAdded(ev::CoveringFireAdded {
        n: damage,
    }));
}

/// `join_attack` (連携): `pc` strikes the target with `means` too, at the attack's range.
pub fn join_attack(tx: &mut Tx, pc: Pc, source: &Source, means: &Source) {
    tx.emit(Event::AttackJoined(ev::AttackJoined {
        pc,
        source: source.clone(),
        means: means.clone(),
    }));
}

/// Passes every PC asked that can no longer answer, and strikes when nobody is left;
/// false while a PC is asked.
pub fn settle(tx: &mut Tx) -> bool {
    let Some(w) = tx.s.attack.clone() else {
        return true;
    };
    if tx.over() {
        return true;
    }
    for &pc in &w.waiting {
        if !may_answer(&tx.s, &w, pc) {
            tx.emit(Event::AttackPassed(ev::AttackPassed { pc }));
        }
    }
    if tx.s.attack.as_ref().is_some_and(|a| !a.waiting.is_empty()) {
        return false;
    }
    let boost =
        tx.s.attack
            .as_ref()
            .map(|a| a.boost.clone())
            .unwrap_or_default();
    tx.emit(Event::AttackWindowClosed(ev::AttackWindowClosed {
        pc: w.pc,
        boost: boost.clone(),
    }));
    if let Some(attack) = battle::attack_of(&tx.s, w.pc, &w.source) {
        battle::attack(tx, w.pc, &w.source, attack, w.range, w.target, boost);
    }
    true
}

/// One prompt per seat with a PC asked.
pub fn prompts(s: &State, w: &AttackWindow) -> Vec<Prompt> {
    let mut seats: Vec<(Seat, bool)> = w
        .waiting
        .iter()
        .filter_map(|&pc| s.pc(pc).map(|p| (p.seat, pc == w.pc)))
        .collect();
    seats.sort();
    seats.dedup_by_key(|(seat, _)| *seat);
    seats
        .into_iter()
        .map(|(seat, attacker)| {
            let what = if attacker {
                "use a modifier on it"
            } else {
                "join it with your own physical attack"
            };
            Prompt::new(
                seat,
                "ANSWER_ATTACK",
                format!("{:?} attacks slot {}: {what}, or pass", w.pc, w.target),
            )
        })
        .collect()
}

/// Passing, and every modifier or join with every cost choice, for the seat's PCs asked.
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let Some(w) = &s.attack else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &pc in &w.waiting {
        if !runs(s, seat, pc) {
            continue;
        }
        out.push(Command::PassAttack(cmd::PassAttack { pc }));
        if pc == w.pc {
            out.extend(modifier_uses(s, w));
        } else {
            out.extend(joins(s, w, pc));
        }
    }
    out
}

fn modifier_uses(s: &State, w: &AttackWindow) -> Vec<Command> {
    let mut out = Vec::new();
    for source in modifier_sources(s, w) {
        let Some(effect) = modifier(s, w, &source) else {
            continue;
        };
        out.extend(cost::untargeted_uses(s, w.pc, &source, &effect));
    }
    out
}

fn joins(s: &State, w: &AttackWindow, pc: Pc) -> Vec<Command> {
    let mut out = Vec::new();
    for source in join_sources(s, w, pc) {
        let Some(join) = join_effect(s, w, pc, &source) else {
            continue;
        };
        for means in means_sources(s, w, pc, &source) {
            let Some(attack) = means_effect(s, w, pc, &source, &means) else {
                continue;
            };
            let needed = cost::cost_of(&join) + cost::cost_of(&attack);
            for discard in cost::cost_choices(s, pc, &[&source, &means], needed) {
                out.push(Command::JoinAttack(cmd::JoinAttack {
                    pc,
                    source: source.clone(),
                    means: means.clone(),
                    discard,
                }));
            }
        }
    }
    out
}
