//! E8 (§4.6): the enemy attack card's own effect, applied "when the enemy makes that
//! attack", after its damage (E7) as the spec recommends, to the characters it names:
//! those in the area or those that failed evasion, never a down one. No printed card is
//! known, so the vocabulary (`EnemyOp`) is the few effects the rules' text suggests.
//!
//! Rulings: an effect's damage is not lowered by [防]/[魔] and opens no window W1 (the
//! card is face up since E3, so a heal before the enemy's damage is the reply); a hand's
//! discarded cards are drawn at random.

use super::super::content::{EnemyAttack, EnemyOp, Struck};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use crate::engine::Seat;

/// Every effect of `attack`, in printed order; `failed`: the characters that failed evasion.
pub fn apply(tx: &mut Tx, attack: &EnemyAttack, failed: &[Seat]) {
    if attack.effects.is_empty() {
        return;
    }
    tx.emit(Event::EnemyAttackEffectApplied(EnemyAttackEffectApplied {
        card: attack.id.clone(),
    }));
    for op in &attack.effects {
        if tx.s.outcome.is_some() {
            return;
        }
        match *op {
            EnemyOp::Damage { amount, to } => damage(tx, &struck(&tx.s, to, failed), amount),
            EnemyOp::LoseTension { amount, to } => {
                lose_tension(tx, &struck(&tx.s, to, failed), amount)
            }
            EnemyOp::DiscardHand { count, to } => {
                discard_hand(tx, &struck(&tx.s, to, failed), count)
            }
            EnemyOp::ClearChips => clear_chips(tx),
        }
    }
}

/// The characters an effect reaches now, not down.
pub fn struck(state: &State, to: Struck, failed: &[Seat]) -> Vec<Seat> {
    let seats = match to {
        Struck::Area => &state.in_area[..],
        Struck::Failed => failed,
    };
    seats
        .iter()
        .copied()
        .filter(|s| !state.player(*s).down)
        .collect()
}

/// `amount` damage to each of `seats`, no defence subtracted.
pub fn damage(tx: &mut Tx, seats: &[Seat], amount: u32) {
    for &seat in seats {
        tx.hurt(seat, amount as i32, DamageCause::EnemyAttack);
    }
}

/// Each of `seats` loses `amount` tension, down to 0.
pub fn lose_tension(tx: &mut Tx, seats: &[Seat], amount: u32) {
    for &seat in seats {
        let now = tx.player(seat).tension;
        let lost = u8::try_from(amount).unwrap_or(u8::MAX);
        tx.set_tension(seat, now.saturating_sub(lost));
    }
}

/// Each of `seats` discards `count` cards of its hand drawn at random (all, with fewer).
pub fn discard_hand(tx: &mut Tx, seats: &[Seat], count: u32) {
    for &seat in seats {
        let hand = tx.player(seat).hand.clone();
        if hand.is_empty() || count == 0 {
            continue;
        }
        let mut discarded = tx.shuffled(&hand);
        discarded.truncate(count as usize);
        tx.emit(Event::HandCardsDiscarded(HandCardsDiscarded {
            seat,
            discarded,
        }));
    }
}

/// The [敵攻] and [敵防] chips come off: the enemy is back to its printed numbers.
pub fn clear_chips(tx: &mut Tx) {
    let chips = [
        (Modifier::EnemyAttack, tx.s.enemy.attack_modifier),
        (Modifier::EnemyDefence, tx.s.enemy.defence_modifier),
    ];
    for (modifier, value) in chips {
        if value != 0 {
            tx.emit(Event::EnemyModifierChanged(EnemyModifierChanged {
                modifier,
                value: 0,
            }));
        }
    }
}
