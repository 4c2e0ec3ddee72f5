//! Start of turn and the Roll step (spec 4.3, 4.4), with the Roll-step powers (extra rolls,
//! die changes, Background Dweller) and the Psychic Probe window.

use super::super::cards::power_card::{DieChangeRule, ExtraRollCost};
use super::super::command::{CardRef, ChangeDie, Command, ProbeDie, Reroll};
use super::super::event::*;
use super::super::evolutions::evolution::Window;
use super::super::evolutions::space_penguin;
use super::super::evolutions::this_turn::{dice_reduction, single_roll_reason};
use super::super::faces::roll_dice;
use super::super::state::{DICE, EvolutionStage, Face, ROLLS_PER_TURN, State};
use super::super::tx::Tx;
use super::errors::not_offered;
use super::keeps::{keep_effects, keep_sources};
use super::market::mimic_commands;
use super::power_up::{holds_playable, holds_usable, next_after_roll};
use super::{resolve, window};
use crate::engine::{Confirm, RuleError, Seat};

/// How many dice `seat` rolls this turn: 6, +1 per Extra Head, −1 per Shrink token and per
/// Freeze Time turn (minimum 0, G-18).
pub fn dice_count(state: &State, seat: Seat, penalty: u8) -> u8 {
    let extra: u8 = keep_effects(state, seat)
        .iter()
        .map(|c| c.extra_dice())
        .sum();
    let shrink = state.monster(seat).map_or(0, |m| m.shrink);
    (DICE as u8)
        .saturating_add(extra)
        .saturating_sub(shrink)
        .saturating_sub(penalty)
        .saturating_sub(dice_reduction(state, seat))
}

/// Rolls allowed: 3, +1 per Giant Brain.
pub fn base_rolls(state: &State, seat: Seat) -> u8 {
    ROLLS_PER_TURN.saturating_add(
        keep_effects(state, seat)
            .iter()
            .map(|c| c.extra_rolls())
            .sum::<u8>(),
    )
}

/// Start `seat`'s turn: the Tokyo bonus, start-of-turn card effects, the Mimic move offer,
/// then the first roll of every die.
pub fn start_turn(tx: &mut Tx, seat: Seat, extra_turn: bool) {
    let penalty = match tx.state.extra_turn_queue.iter().find(|(s, _)| *s == seat) {
        Some((_, reason)) if extra_turn && reason == "freeze_time" => {
            tx.state.turn_scratch.dice_penalty.saturating_add(1)
        }
        _ => 0,
    };
    let turn = tx.state.turn + 1;
    tx.emit(Event::TurnStarted(TurnStarted {
        seat,
        turn,
        extra_turn,
        dice_count: dice_count(&tx.state, seat, penalty),
        rolls_allowed: base_rolls(&tx.state, seat),
    }));
    if tx.state.location_of(seat).in_tokyo() {
        if tx.state.energy_variant() {
            tx.gain_energy(seat, 1, "STARTED_TURN_IN_TOKYO");
        } else {
            tx.gain_vp(seat, 2, "STARTED_TURN_IN_TOKYO");
        }
    }
    let mut sources = keep_sources(&tx.state, seat);
    sources.sort_by_key(|(_, card)| card.turn_start_step());
    for (instance, card) in sources {
        card.on_turn_start(tx, seat, instance);
    }
    // Power Up!: the owner of a Freeze Ray this monster holds chooses the face it freezes.
    if window::open(tx, EvolutionStage::FreezeRayFace) {
        return;
    }
    after_start_effects(tx);
}

/// After the automatic start-of-turn effects: the Mimic move and the start-of-turn
/// Evolutions, if any may be used, else the first roll.
pub fn after_start_effects(tx: &mut Tx) {
    let seat = tx.state.active;
    if !mimic_commands(&tx.state, 1).is_empty() {
        tx.emit(Event::MimicMoveOffered(MimicMoveOffered { seat }));
        return;
    }
    if holds_playable(&tx.state, seat, Window::StartOfTurn)
        || holds_usable(&tx.state, seat, Window::StartOfTurn)
    {
        tx.emit(Event::StartOfTurnWindowOpened(StartOfTurnWindowOpened {
            seat,
        }));
        return;
    }
    first_roll(tx);
}

/// The first roll of the turn, with the dice count and rolls as they are now.
pub fn first_roll(tx: &mut Tx) {
    let seat = tx.state.active;
    let (rolls, reason) = match single_roll_reason(&tx.state) {
        Some(card) => (1, card),
        None => (base_rolls(&tx.state, seat), "mimic"),
    };
    if rolls != tx.state.rolls_allowed {
        tx.emit(Event::RollsAllowedSet(RollsAllowedSet {
            seat,
            rolls_allowed: rolls,
            reason: reason.into(),
        }));
    }
    let n = dice_count(&tx.state, seat, tx.state.turn_scratch.dice_penalty);
    // Another monster's die frozen by Encased in Ice is one of these dice, the last one: it
    // is not rolled.
    let frozen = space_penguin::frozen_face_for(&tx.state, seat).filter(|_| n > 0);
    let rolled = n - u8::from(frozen.is_some());
    let mut faces = roll_dice(tx.rng, rolled as usize);
    faces.extend(frozen);
    tx.emit(Event::DiceRolled(DiceRolled {
        seat,
        roll: 1,
        rolled: (0..rolled).collect(),
        faces,
    }));
    after_roll(tx);
}

fn rerolls_threes(state: &State) -> bool {
    keep_effects(state, state.active)
        .iter()
        .any(|c| c.rerolls_threes())
}

/// Reroll exactly the listed dice. Only dice showing 3 with Background Dweller: no roll used.
pub fn reroll(tx: &mut Tx, dice: &[u8]) -> Result<(), RuleError> {
    let state = &tx.state;
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
    if let Some(frozen) = space_penguin::frozen_index(state)
        && dice.contains(&(frozen as u8))
    {
        return Err(frozen_error());
    }
    let free = rerolls_threes(state) && dice.iter().all(|&d| state.dice[d as usize] == Face::Three);
    if !free && state.rolls_used >= state.rolls_allowed {
        return Err(RuleError::new(
            "NO_ROLLS_LEFT",
            "You have no rolls left; stop rolling to resolve your dice",
        ));
    }
    let mut faces = state.dice.clone();
    let new = roll_dice(tx.rng, dice.len());
    for (&d, face) in dice.iter().zip(new) {
        faces[d as usize] = face;
    }
    let seat = state.active;
    let roll = if free {
        state.rolls_used
    } else {
        state.rolls_used + 1
    };
    tx.emit(Event::DiceRolled(DiceRolled {
        seat,
        roll,
        rolled: dice.to_vec(),
        faces,
    }));
    after_roll(tx);
    Ok(())
}

/// The die is frozen by Encased in Ice.
fn frozen_error() -> RuleError {
    RuleError::new(
        "DIE_FROZEN",
        "That die is frozen by Encased in Ice: it cannot be rerolled or changed",
    )
}

/// Whether the die (an index of the active monster's dice) can be rerolled or changed (not
/// frozen by Encased in Ice).
fn free_die(state: &State, die: usize) -> bool {
    space_penguin::frozen_index(state) != Some(die)
}

/// Whether the active monster can still do something with its dice after its last roll. In
/// a Power Up! game the dice-final moment (`RESOLVE_DICE`) opens on every turn, so die changes
/// wait for it there; only what rolls again keeps the Roll step open.
fn has_roll_options(state: &State) -> bool {
    !extra_roll_commands(state).is_empty()
        || (!state.options.power_up && !change_die_commands(state).is_empty())
        || (rerolls_threes(state)
            && (0..state.dice.len()).any(|d| state.dice[d] == Face::Three && free_die(state, d)))
}

/// With no roll and no dice power left, the dice are final at once.
fn after_roll(tx: &mut Tx) {
    if tx.state.rolls_used >= tx.state.rolls_allowed && !has_roll_options(&tx.state) {
        dice_final(tx);
    }
}

pub fn stop_rolling(tx: &mut Tx) {
    dice_final(tx);
}

/// The dice are final: the Psychic Probe window, the active monster's Resolve Dice moment
/// (every turn of a Power Up! game), then the resolution.
fn dice_final(tx: &mut Tx) {
    let seat = tx.state.active;
    if final_dice_owed(&tx.state) {
        tx.emit(Event::PsychicProbeWindowOpened(PsychicProbeWindowOpened {
            seat,
        }));
        return;
    }
    resolve::resolve(tx);
}

/// The next Psychic Probe owed (clockwise from the active monster's left, each copy once per
/// turn; G-32).
pub fn next_probe(state: &State) -> Option<(Seat, u16)> {
    if state.dice.is_empty() {
        return None;
    }
    state
        .clockwise_from_left_of(state.active)
        .into_iter()
        .filter(|s| *s != state.active)
        .find_map(|s| {
            keep_sources(state, s)
                .into_iter()
                .find(|(inst, e)| e.probes() && !state.turn_scratch.cards_used.contains(inst))
                .map(|(inst, _)| (s, inst))
        })
}

pub fn probe(tx: &mut Tx, seat: Seat, card: u16, die: u8) -> Result<(), RuleError> {
    if die as usize >= tx.state.dice.len() {
        return Err(RuleError::new(
            "INVALID_DICE",
            format!(
                "Choose a die from 0 to {}",
                tx.state.dice.len().saturating_sub(1)
            ),
        ));
    }
    if !free_die(&tx.state, die as usize) {
        return Err(frozen_error());
    }
    let face = roll_dice(tx.rng, 1)[0];
    tx.emit(Event::PsychicProbeUsed(PsychicProbeUsed {
        seat,
        card,
        die,
        face,
    }));
    if face == Face::Heart {
        tx.discard_keep(seat, &[card], "psychic_probe");
    }
    after_probe(tx);
    Ok(())
}

/// After a probe answer: the next probe; then the active monster's Resolve Dice moment, if it
/// owes one; then the resolution.
pub fn after_probe(tx: &mut Tx) {
    if !final_dice_owed(&tx.state) {
        resolve::resolve(tx);
    }
}

/// Whether somebody still owes a decision on the final dice before they resolve: a Psychic
/// Probe, an after-final-roll Evolution, or the active monster's Resolve Dice moment.
fn final_dice_owed(state: &State) -> bool {
    next_probe(state).is_some() || next_after_roll(state).is_some() || owes_resolve_dice(state)
}

/// Whether the active monster owes `RESOLVE_DICE`, the moment between its final dice and their
/// resolution, once the probes are done. A Power Up! game opens it on every turn, whatever
/// the monster holds: opening it only for a holder of a Resolve Dice Evolution (Mecha Blast,
/// High Tide, Encased in Ice...) would tell the table about its hidden hand. Without Power Up!
/// every card is face up, so it opens only when it offers something: after a Psychic Probe
/// rerolled a die, while a die-changing card can still be used.
pub fn owes_resolve_dice(state: &State) -> bool {
    next_probe(state).is_none()
        && next_after_roll(state).is_none()
        && (state.options.power_up
            || (state.turn_scratch.probed && !change_die_commands(state).is_empty()))
}

/// `RESOLVE_DICE`: the die changes still possible, and `stopRolling` to resolve.
pub fn resolve_dice_legal(state: &State) -> Vec<Command> {
    let mut out = change_die_commands(state);
    out.push(Command::StopRolling(Confirm::Yes));
    out
}

/// A die change in the Resolve Dice moment; the moment stays open while it is owed.
pub fn change_before_resolving(tx: &mut Tx, c: &ChangeDie) -> Result<(), RuleError> {
    apply_change(tx, c)?;
    after_probe(tx);
    Ok(())
}

pub fn probe_legal(state: &State) -> Vec<Command> {
    let mut out: Vec<Command> = (0..state.dice.len() as u8)
        .filter(|die| free_die(state, *die as usize))
        .map(|die| Command::ProbeDie(ProbeDie { die }))
        .collect();
    out.push(Command::Pass(Confirm::Yes));
    out
}

fn extra_roll_commands(state: &State) -> Vec<Command> {
    let seat = state.active;
    let energy = state.monsters[seat.index()].energy;
    keep_sources(state, seat)
        .into_iter()
        .filter(|(inst, e)| match e.extra_roll_cost() {
            Some(ExtraRollCost::Energy(c)) => energy >= c,
            Some(ExtraRollCost::CardToken) => state.card_tokens.get(inst).is_some_and(|t| *t > 0),
            None => false,
        })
        .map(|(card, _)| Command::BuyExtraRoll(CardRef { card }))
        .collect()
}

pub fn buy_extra_roll(tx: &mut Tx, card: u16) -> Result<(), RuleError> {
    let seat = tx.state.active;
    let Some((_, effect)) = keep_sources(&tx.state, seat)
        .into_iter()
        .find(|(i, e)| *i == card && e.extra_roll_cost().is_some())
    else {
        return Err(not_offered());
    };
    let energy = tx.state.monsters[seat.index()].energy;
    match effect.extra_roll_cost() {
        Some(ExtraRollCost::Energy(c)) => {
            if energy < c {
                return Err(RuleError::new(
                    "NOT_ENOUGH_ENERGY",
                    format!("An extra roll costs {c} energy and you have {energy}"),
                ));
            }
            tx.emit(Event::EnergyLost(EnergyLost {
                seat,
                amount: c,
                reason: effect.id().into(),
            }));
        }
        _ => {
            let tokens = tx.state.card_tokens.get(&card).copied().unwrap_or(0);
            if tokens == 0 {
                return Err(RuleError::new(
                    "NO_TOKENS_LEFT",
                    "This card has no token left to spend",
                ));
            }
            tx.emit(Event::CardTokensSet(CardTokensSet {
                seat,
                card,
                tokens: tokens - 1,
                reason: effect.id().into(),
            }));
        }
    }
    let rolls_allowed = tx.state.rolls_allowed.saturating_add(1);
    tx.emit(Event::RollsAllowedSet(RollsAllowedSet {
        seat,
        rolls_allowed,
        reason: effect.id().into(),
    }));
    if effect.extra_roll_cost() == Some(ExtraRollCost::CardToken)
        && tx.state.card_tokens.get(&card).copied().unwrap_or(0) == 0
    {
        tx.discard_keep(seat, &[card], effect.id());
    }
    Ok(())
}

fn change_allowed(state: &State, card: u16, rule: DieChangeRule, face: Face) -> bool {
    let energy = state.monsters[state.active.index()].energy;
    match rule {
        DieChangeRule::OncePerTurnTo(f) => {
            f == face && !state.turn_scratch.cards_used.contains(&card)
        }
        DieChangeRule::OncePerTurnToOneOf(faces) => {
            faces.contains(&face) && !state.turn_scratch.cards_used.contains(&card)
        }
        DieChangeRule::PayEnergy(c) => energy >= c,
        DieChangeRule::DiscardAfter => true,
    }
}

fn change_die_commands(state: &State) -> Vec<Command> {
    let mut out = Vec::new();
    for (card, effect) in keep_sources(state, state.active) {
        let Some(rule) = effect.die_change() else {
            continue;
        };
        for (die, current) in state.dice.iter().enumerate() {
            if !free_die(state, die) {
                continue;
            }
            for face in Face::ALL {
                if face != *current && change_allowed(state, card, rule, face) {
                    out.push(Command::ChangeDie(ChangeDie {
                        card,
                        die: die as u8,
                        face,
                    }));
                }
            }
        }
    }
    out
}

pub fn change_die(tx: &mut Tx, c: &ChangeDie) -> Result<(), RuleError> {
    apply_change(tx, c)?;
    after_roll(tx);
    Ok(())
}

fn apply_change(tx: &mut Tx, c: &ChangeDie) -> Result<(), RuleError> {
    let seat = tx.state.active;
    let Some((_, effect, rule)) = keep_sources(&tx.state, seat)
        .into_iter()
        .find_map(|(i, e)| (i == c.card).then_some((i, e, e.die_change()?)))
    else {
        return Err(not_offered());
    };
    let Some(current) = tx.state.dice.get(c.die as usize).copied() else {
        return Err(RuleError::new("INVALID_DICE", "There is no such die"));
    };
    if !free_die(&tx.state, c.die as usize) {
        return Err(frozen_error());
    }
    if current == c.face || !change_allowed(&tx.state, c.card, rule, c.face) {
        return Err(RuleError::new(
            "INVALID_DIE_CHANGE",
            "That change is not possible: pick another face than the die shows, a 1 for Herd Culler (once per turn), and enough energy for Stretchy",
        ));
    }
    if let DieChangeRule::PayEnergy(cost) = rule {
        tx.emit(Event::EnergyLost(EnergyLost {
            seat,
            amount: cost,
            reason: effect.id().into(),
        }));
    }
    tx.emit(Event::DieChanged(DieChanged {
        seat,
        card: c.card,
        die: c.die,
        face: c.face,
        reason: effect.id().into(),
    }));
    if rule == DieChangeRule::DiscardAfter {
        tx.discard_keep(seat, &[c.card], effect.id());
    }
    Ok(())
}

/// Rerolls (every subset while rolls remain; only dice showing 3 with Background Dweller
/// otherwise), extra rolls, die changes, then `StopRolling`.
pub fn legal(state: &State) -> Vec<Command> {
    let mut out = Vec::new();
    let n = state.dice.len().min(16);
    let rolls_left = state.rolls_used < state.rolls_allowed;
    let threes = rerolls_threes(state);
    for mask in 1u32..(1 << n) {
        let dice: Vec<u8> = (0..n as u8).filter(|d| mask & (1 << d) != 0).collect();
        if !dice.iter().all(|&d| free_die(state, d as usize)) {
            continue;
        }
        if rolls_left || (threes && dice.iter().all(|&d| state.dice[d as usize] == Face::Three)) {
            out.push(Command::Reroll(Reroll { dice }));
        }
    }
    out.extend(extra_roll_commands(state));
    out.extend(change_die_commands(state));
    out.push(Command::StopRolling(Confirm::Yes));
    out
}
