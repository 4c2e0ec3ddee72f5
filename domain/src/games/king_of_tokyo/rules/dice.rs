//! Start of turn and the Roll step (spec 4.3, 4.4).

use super::super::cards;
use super::super::command::{Command, Reroll};
use super::super::event::*;
use super::super::state::{DICE, Face, ROLLS_PER_TURN, State};
use super::{Tx, resolve, setup::roll_dice};
use crate::engine::{Confirm, RuleError, Seat};

/// Start `seat`'s turn: the Tokyo bonus, start-of-turn card effects, then the first roll
/// of every die.
pub fn start_turn(tx: &mut Tx, seat: Seat, extra_turn: bool) {
    let keep = cards::keep_effects(&tx.state, seat);
    let dice_count = (DICE as u8).saturating_add(keep.iter().map(|c| c.extra_dice()).sum::<u8>());
    let rolls_allowed =
        ROLLS_PER_TURN.saturating_add(keep.iter().map(|c| c.extra_rolls()).sum::<u8>());
    let turn = tx.state.turn + 1;
    tx.emit(Event::TurnStarted(TurnStarted {
        seat,
        turn,
        extra_turn,
        dice_count,
        rolls_allowed,
    }));
    if tx.state.location_of(seat).in_tokyo() {
        if energy_variant(&tx.state) {
            tx.gain_energy(seat, 1, "STARTED_TURN_IN_TOKYO");
        } else {
            tx.gain_vp(seat, 2, "STARTED_TURN_IN_TOKYO");
        }
    }
    for card in keep {
        card.on_turn_start(tx, seat);
    }
    let faces = roll_dice(tx.rng, dice_count as usize);
    tx.emit(Event::DiceRolled(DiceRolled {
        seat,
        roll: 1,
        rolled: (0..dice_count).collect(),
        faces,
    }));
    after_roll(tx);
}

/// The two-player variant applies (G-30).
pub fn energy_variant(state: &State) -> bool {
    state.options.two_player_energy_variant && state.monsters.len() == 2
}

/// Reroll exactly the listed dice.
pub fn reroll(tx: &mut Tx, dice: &[u8]) -> Result<(), RuleError> {
    let state = &tx.state;
    if state.rolls_used >= state.rolls_allowed {
        return Err(RuleError::new(
            "NO_ROLLS_LEFT",
            "You have no rolls left; stop rolling to resolve your dice",
        ));
    }
    let valid = !dice.is_empty()
        && dice.windows(2).all(|w| w[0] < w[1])
        && dice.iter().all(|&d| (d as usize) < state.dice.len());
    if !valid {
        return Err(RuleError::new(
            "INVALID_DICE",
            format!(
                "Name at least one die to reroll, each once, in increasing order, from 0 to {}",
                state.dice.len().saturating_sub(1)
            ),
        ));
    }
    let mut faces = state.dice.clone();
    let new = roll_dice(tx.rng, dice.len());
    for (&d, face) in dice.iter().zip(new) {
        faces[d as usize] = face;
    }
    let seat = state.active;
    let roll = state.rolls_used + 1;
    tx.emit(Event::DiceRolled(DiceRolled {
        seat,
        roll,
        rolled: dice.to_vec(),
        faces,
    }));
    after_roll(tx);
    Ok(())
}

/// With no roll left the dice are final and resolve at once.
fn after_roll(tx: &mut Tx) {
    if tx.state.rolls_used >= tx.state.rolls_allowed || tx.state.dice.is_empty() {
        resolve::resolve(tx);
    }
}

pub fn stop_rolling(tx: &mut Tx) {
    resolve::resolve(tx);
}

/// Every reroll subset (in increasing order) while rolls remain, then `StopRolling`.
pub fn legal(state: &State) -> Vec<Command> {
    let mut out = Vec::new();
    let n = state.dice.len().min(16);
    if state.rolls_used < state.rolls_allowed {
        for mask in 1u32..(1 << n) {
            let dice = (0..n as u8).filter(|d| mask & (1 << d) != 0).collect();
            out.push(Command::Reroll(Reroll { dice }));
        }
    }
    out.push(Command::StopRolling(Confirm::Yes));
    out
}

/// VP scored by the number faces (4.5.1): n + (count - 3) for three or more of n.
pub fn number_vp(faces: &[Face]) -> u32 {
    [(Face::One, 1), (Face::Two, 2), (Face::Three, 3)]
        .into_iter()
        .map(|(face, value)| {
            let c = faces.iter().filter(|f| **f == face).count() as u32;
            if c >= 3 { value + c - 3 } else { 0 }
        })
        .sum()
}

pub fn count(faces: &[Face], face: Face) -> u32 {
    faces.iter().filter(|f| **f == face).count() as u32
}
