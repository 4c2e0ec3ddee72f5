//! Reaction windows (§4.8): the tension heal may interrupt "just before you take damage
//! from the enemy, or just before your tension rises from a hit" (§5.5), and consumables
//! are usable at any time. The engine pauses at those two points (W1 before the enemy
//! attack's damage, W2 before a hit's tension rise), the waiting players heal or use items
//! as they like, and each passes (`PassWindow`); the last pass resumes the paused step.
//! W1 also comes before the other damage of the enemy action: the traits' damage before
//! evasion, and the wall slams and lava of its movement.
//!
//! Rulings: a window opens only when acting in it can change the outcome, so the table is
//! not asked at every hit and every enemy attack. W2 opens for the attacker when its
//! tension is at its maximum (the rise would be lost) and it has HP to heal; below the
//! maximum, healing before or after the rise ends the same. W1 opens for each character
//! that failed its evasion when the damage would down it and it can heal with tension or
//! holds a consumable; otherwise a heal after the damage is worth the same as before.

use super::super::command::Command;
use super::super::content::ItemKind;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;

use crate::engine::{Confirm, RuleError, Seat};

/// Whether `seat` can do something in a window: heal with tension, or use a consumable.
pub fn can_react(state: &State, seat: Seat) -> bool {
    let p = state.player(seat);
    if p.down {
        return false;
    }
    let heal = state.content.params().tension_heal;
    let heals = p.tension >= heal.cost && p.hp < state.max_hp(seat);
    let consumable = p.items.iter().any(|h| {
        state
            .content
            .item(&h.item)
            .is_some_and(|i| i.kind == ItemKind::Consumable)
    });
    heals || consumable
}

/// W2, before the tension rise of `seat`'s hit with `card`: opens the window when the rise
/// would be lost and a heal is possible. Returns whether the attack now waits.
pub fn open_before_rise(tx: &mut Tx, seat: Seat, card: &str) -> bool {
    let p = tx.player(seat);
    let params = tx.s.content.params();
    let lost = p.tension >= params.tension_max;
    let heals = p.tension >= params.tension_heal.cost && p.hp < tx.s.max_hp(seat);
    if p.down || !lost || !heals {
        return false;
    }
    tx.emit(Event::ReactionWindowOpened(ReactionWindowOpened {
        reason: WindowReason::TensionRise,
        seats: vec![seat],
        card: card.into(),
        damage: 0,
        hit: Vec::new(),
    }));
    true
}

/// Whether `amount` of damage would down `seat` while it can still react.
fn would_down(state: &State, seat: Seat, amount: i32) -> bool {
    amount > 0 && amount >= state.player(seat).hp && can_react(state, seat)
}

/// Open a window of `reason` for `seats`; nothing opens for nobody. Returns whether the
/// game now waits.
pub fn open(
    tx: &mut Tx,
    reason: WindowReason,
    seats: Vec<Seat>,
    card: &str,
    damage: i32,
    hit: &[Seat],
) -> bool {
    if seats.is_empty() {
        return false;
    }
    tx.emit(Event::ReactionWindowOpened(ReactionWindowOpened {
        reason,
        seats,
        card: card.into(),
        damage,
        hit: hit.to_vec(),
    }));
    true
}

/// W1 before E5: the traits' `damage` to each character in the area (`seats`).
pub fn open_before_trait_damage(tx: &mut Tx, card: &str, damage: i32, seats: &[Seat]) -> bool {
    let downs: Vec<Seat> = seats
        .iter()
        .copied()
        .filter(|s| would_down(&tx.s, *s, damage))
        .collect();
    open(tx, WindowReason::TraitDamage, downs, card, damage, seats)
}

/// W1 before E2: the characters the movement's slams and lava (`moved`, the events of a
/// scratch run) would down, while they can react.
pub fn open_before_forced_damage(tx: &mut Tx, previous: &str, moved: &[Event]) -> bool {
    let downs: Vec<Seat> = moved
        .iter()
        .filter_map(|e| match e {
            Event::CharacterDowned(d) if can_react(&tx.s, d.seat) => Some(d.seat),
            _ => None,
        })
        .collect();
    let hit = downs.clone();
    open(tx, WindowReason::ForcedMovement, downs, previous, 0, &hit)
}

/// W1, before the enemy attack `card` deals `damage` (before [防]/[魔]) to `hit`: opens
/// the window for each of them it would down and who can react. Returns whether the
/// enemy action now waits.
pub fn open_before_enemy_damage(tx: &mut Tx, card: &str, damage: i32, hit: &[Seat]) -> bool {
    let Some(attack) = tx.s.content.enemy_attack(card).cloned() else {
        return false;
    };
    let stat = attack.defence_stat.stat();
    let seats: Vec<Seat> = hit
        .iter()
        .copied()
        .filter(|s| would_down(&tx.s, *s, damage - tx.s.stats(*s).get(stat)))
        .collect();
    open(tx, WindowReason::EnemyDamage, seats, card, damage, hit)
}

pub fn check_pass(state: &State, seat: Seat) -> Result<(), RuleError> {
    match &state.window {
        Some(w) if w.waiting.contains(&seat) => Ok(()),
        Some(_) => Err(RuleError::not_your_decision(
            "The window waits for other players",
        )),
        None => Err(RuleError::new(
            "NO_WINDOW",
            "Nothing is waiting for a reaction",
        )),
    }
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    if state
        .window
        .as_ref()
        .is_some_and(|w| w.waiting.contains(&seat))
    {
        out.push(Command::PassWindow(Confirm::Yes));
    }
}
