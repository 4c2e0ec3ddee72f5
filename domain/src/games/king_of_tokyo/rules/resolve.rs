//! Resolve dice (spec 4.5) in the fixed order Numbers → Hearts → Energy → Smash (G-04).

use super::super::command::{Command, SpendHearts};
use super::super::event::*;
use super::super::evolutions::space_penguin;
use super::super::evolutions::this_turn::{self, added_hearts, result_multiplier, yield_forbidden};
use super::super::faces::{count, number_vp};
use super::super::state::{AfterDamage, EvolutionStage, Face, HeartUse, Hit, Location, State};
use super::super::tx::Tx;
use super::end_of_turn::end_turn;
use super::final_dice::smash_count;
use super::keeps::{keep_effects, keep_sources};
use super::{damage, tokyo, window};
use crate::engine::{RuleError, Seat};

pub fn resolve(tx: &mut Tx) {
    let seat = tx.state.active;
    // Power Up!: a Freeze Ray's face has no effect: those dice are set aside first.
    space_penguin::ignore_frozen_face(tx);
    let faces = tx.state.dice.clone();
    tx.emit(Event::DiceResolved(DiceResolved {
        seat,
        faces: faces.clone(),
    }));

    // Cat Nip doubles every result of the turn.
    let times = result_multiplier(&tx.state);
    tx.gain_vp(seat, number_vp(&faces) * times, "NUMBERS");
    let smashes = smash_count(&tx.state);
    for card in keep_effects(&tx.state, seat) {
        card.on_numbers(tx, seat, &faces, smashes);
    }

    // High Tide adds Hearts (they heal, but the Evolution draw counts Heart faces only).
    let rolled_hearts = count(&faces, Face::Heart);
    let added_hearts = added_hearts(&tx.state, rolled_hearts);
    let hearts = ((rolled_hearts + added_hearts) * times) as u8;
    if hearts > 0 {
        if hearts_options(&tx.state, hearts).len() > 1 {
            tx.emit(Event::HeartChoiceOffered(HeartChoiceOffered {
                seat,
                hearts,
            }));
            return;
        }
        // No healing with Heart dice in Tokyo (4.5.2).
        if !tx.state.location_of(seat).in_tokyo() {
            tx.heal(seat, u32::from(hearts), "HEART_DICE");
        }
    }
    after_hearts(tx);
}

/// Whether spending the remaining Hearts is a real choice (tokens to remove outside Tokyo, or
/// a Healing Ray target).
pub fn hearts_choice(state: &State) -> bool {
    hearts_legal(state).len() > 1
}

fn healing_ray_targets(state: &State) -> Vec<Seat> {
    let seat = state.active;
    if !keep_effects(state, seat).iter().any(|e| e.heals_others()) {
        return Vec::new();
    }
    state
        .monsters
        .iter()
        .filter(|m| m.alive && m.seat != seat && m.health < m.max_health)
        .map(|m| m.seat)
        .collect()
}

pub fn hearts_legal(state: &State) -> Vec<Command> {
    hearts_options(state, state.pending.hearts_left)
}

/// The ways to spend `hearts` Heart results: `HEAL` always (it spends them all), then the
/// single-heart uses that exist.
fn hearts_options(state: &State, hearts: u8) -> Vec<Command> {
    let seat = state.active;
    let m = &state.monsters[seat.index()];
    let mut out = vec![Command::SpendHearts(SpendHearts {
        on: HeartUse::Heal,
        target: None,
    })];
    if hearts == 0 {
        return out;
    }
    if !m.location.in_tokyo() {
        if m.poison > 0 {
            out.push(Command::SpendHearts(SpendHearts {
                on: HeartUse::RemovePoison,
                target: None,
            }));
        }
        if m.shrink > 0 {
            out.push(Command::SpendHearts(SpendHearts {
                on: HeartUse::RemoveShrink,
                target: None,
            }));
        }
    }
    for target in healing_ray_targets(state) {
        out.push(Command::SpendHearts(SpendHearts {
            on: HeartUse::HealOther,
            target: Some(target),
        }));
    }
    out
}

pub fn spend_hearts(tx: &mut Tx, s: &SpendHearts) -> Result<(), RuleError> {
    if !hearts_legal(&tx.state).contains(&Command::SpendHearts(s.clone())) {
        return Err(RuleError::new(
            "INVALID_HEART_USE",
            "Heal yourself, remove a token you have (outside Tokyo), or heal a wounded monster with Healing Ray",
        ));
    }
    let seat = tx.state.active;
    if s.on == HeartUse::Heal {
        heal_with_the_rest(tx);
        after_hearts(tx);
        return Ok(());
    }
    tx.emit(Event::HeartsUsed(HeartsUsed {
        seat,
        on: s.on,
        count: 1,
        target: s.target,
    }));
    if let (HeartUse::HealOther, Some(target)) = (s.on, s.target) {
        tx.heal(target, 1, "healing_ray");
        let paid = tx.state.monsters[target.index()].energy.min(2);
        if paid > 0 {
            tx.emit(Event::EnergyTransferred(EnergyTransferred {
                seat: target,
                to: seat,
                amount: paid,
                reason: "healing_ray".into(),
            }));
        }
    }
    if tx.state.pending.hearts_left == 0 {
        after_hearts(tx);
    } else if !hearts_choice(&tx.state) {
        heal_with_the_rest(tx);
        after_hearts(tx);
    }
    Ok(())
}

/// Every remaining Heart heals the active monster (outside Tokyo).
fn heal_with_the_rest(tx: &mut Tx) {
    let seat = tx.state.active;
    let rest = tx.state.pending.hearts_left;
    tx.emit(Event::HeartsUsed(HeartsUsed {
        seat,
        on: HeartUse::Heal,
        count: rest,
        target: None,
    }));
    if !tx.state.location_of(seat).in_tokyo() {
        tx.heal(seat, u32::from(rest), "HEART_DICE");
    }
}

/// Energy, then Smashes.
fn after_hearts(tx: &mut Tx) {
    let seat = tx.state.active;
    let faces = tx.state.dice.clone();
    let times = result_multiplier(&tx.state);
    tx.gain_energy(seat, count(&faces, Face::Energy) * times, "ENERGY_DICE");

    let smashes = smash_count(&tx.state);
    // Power Up!: card heart losses of the Smash step, in the same batch (Funny Looking but
    // Dangerous, Exotic Arms), even without a Smash.
    let card_hits: Vec<Hit> = keep_effects(&tx.state, seat)
        .iter()
        .flat_map(|e| e.extra_hits(&tx.state, seat, &faces))
        .collect();
    if smashes == 0 {
        if card_hits.is_empty() || !damage::start(tx, card_hits, seat, AfterDamage::Smash) {
            after_smash(tx);
        }
        return;
    }
    for card in keep_effects(&tx.state, seat) {
        card.on_smashes(tx, seat, smashes);
    }
    let effects = keep_effects(&tx.state, seat);
    let everyone = effects.iter().any(|e| e.hits_everyone());
    let attacker_in_tokyo = tx.state.location_of(seat).in_tokyo();
    let targets: Vec<Seat> = tx
        .state
        .monsters
        .iter()
        .filter(|m| {
            m.alive && m.seat != seat && (everyone || m.location.in_tokyo() != attacker_in_tokyo)
        })
        .map(|m| m.seat)
        .collect();
    // Extra hearts each target loses (Mecha Blast, Exotic Arms, Electric Carrot). The
    // bonuses that read the target or the size of the loss (Target Acquired, Claws of Steel)
    // are added when the damage batch starts, on every cause of loss.
    let bonus = this_turn::smash_hit_bonus(&tx.state, seat)
        + effects
            .iter()
            .map(|e| e.smash_hit_bonus(&tx.state, seat))
            .sum::<u32>();
    let mut hits: Vec<Hit> = targets
        .iter()
        .map(|&t| Hit {
            seat: t,
            amount: smashes + bonus,
            reason: "SMASH".into(),
        })
        .collect();
    let extra: u32 = effects.iter().map(|e| e.neighbour_damage()).sum();
    if extra > 0 {
        for n in neighbours(&tx.state, seat) {
            match hits.iter_mut().find(|h| h.seat == n) {
                Some(hit) => hit.amount += extra,
                None => hits.push(Hit {
                    seat: n,
                    amount: extra,
                    reason: "fire_breathing".into(),
                }),
            }
        }
    }
    tx.emit(Event::MonstersAttacked(MonstersAttacked {
        seat,
        smashes,
        targets,
    }));
    hits.extend(card_hits);
    if !damage::start(tx, hits, seat, AfterDamage::Smash) {
        after_smash(tx);
    }
}

/// The nearest surviving monsters on each side of `seat` (one monster when they coincide).
pub fn neighbours(state: &State, seat: Seat) -> Vec<Seat> {
    let others: Vec<Seat> = state
        .clockwise_from_left_of(seat)
        .into_iter()
        .filter(|s| *s != seat)
        .collect();
    let mut out = Vec::new();
    if let Some(left) = others.first() {
        out.push(*left);
    }
    if let Some(right) = others.last()
        && !out.contains(right)
    {
        out.push(*right);
    }
    out
}

/// After the Smash batch: tokens, the yield decision, then Enter Tokyo.
pub fn after_smash(tx: &mut Tx) {
    let seat = tx.state.active;
    let tokens: Vec<_> = keep_effects(&tx.state, seat)
        .iter()
        .filter_map(|e| Some((e.token_on_hit()?, e.id())))
        .collect();
    for (token, reason) in tokens {
        for target in tx.state.turn_scratch.smash_wounded.clone() {
            if tx.alive(target) && tx.alive(seat) {
                tx.emit(Event::TokenGiven(TokenGiven {
                    seat: target,
                    token,
                    by: seat,
                    reason: reason.into(),
                }));
            }
        }
    }
    for target in tx.state.turn_scratch.smash_wounded.clone() {
        if tx.alive(target) {
            for (instance, card) in keep_sources(&tx.state, target) {
                card.on_wounded_by_smashes(tx, target, instance, seat);
            }
        }
    }
    let wounded: Vec<Seat> = tx
        .state
        .turn_scratch
        .smash_wounded
        .iter()
        .copied()
        .filter(|s| tx.alive(*s))
        .collect();
    if !wounded.is_empty() && tx.alive(seat) {
        for effect in keep_effects(&tx.state, seat) {
            effect.on_smash_wounded(tx, seat, &wounded);
        }
    }
    if !tx.state.monsters[seat.index()].alive {
        end_turn(tx);
        return;
    }
    // Power Up!: several monsters in Tokyo wounded: the Freeze Ray's owner picks one.
    if window::open(tx, EvolutionStage::FreezeRayTarget) {
        return;
    }
    after_wounds(tx);
}

/// After the Smash batch's wounds were answered: card damage that follows the batch, then
/// the yield decision.
pub fn after_wounds(tx: &mut Tx) {
    let seat = tx.state.active;
    // Power Up!: card damage that follows the Smash batch (Breath of Doom), then the yield.
    let follow_up: Vec<Hit> = keep_effects(&tx.state, seat)
        .iter()
        .flat_map(|e| e.follow_up_hits(&tx.state, seat))
        .collect();
    if damage::start(tx, follow_up, seat, AfterDamage::SmashFollowUp) {
        return;
    }
    after_follow_up(tx);
}

/// After the Smash batch and its follow-up card damage: the yield decision, then Enter Tokyo.
pub fn after_follow_up(tx: &mut Tx) {
    let seat = tx.state.active;
    if !tx.state.monsters[seat.index()].alive {
        end_turn(tx);
        return;
    }
    // Power Up!: Chest Thumping may force some of them to yield first.
    if window::open(tx, EvolutionStage::ForceYield) {
        return;
    }
    request_yields(tx);
}

/// The monsters in Tokyo that may yield to the active monster's Smashes now (4.6.4), City
/// first.
pub fn yield_eligible(state: &State) -> Vec<Seat> {
    let seat = state.active;
    let needs_loss = state.options.yield_requires_actual_loss;
    let mut eligible = Vec::new();
    // City first, then Bay, so the yield answers are listed in a stable order.
    for area in [Location::City, Location::Bay] {
        let occupant = match area {
            Location::City => state.city,
            _ => state.bay,
        };
        if let Some(target) = occupant
            && target != seat
            && state.turn_scratch.smash_targets.contains(&target)
            && !state.turn_scratch.early_deciders.contains(&target)
            && (state.turn_scratch.smash_wounded.contains(&target) || !needs_loss)
            && !yield_forbidden(state, target)
        {
            eligible.push(target);
        }
    }
    eligible
}

/// The yield decision of the eligible monsters, then Enter Tokyo.
pub fn request_yields(tx: &mut Tx) {
    let seat = tx.state.active;
    let eligible = yield_eligible(&tx.state);
    if !eligible.is_empty() {
        tx.emit(Event::YieldRequested(YieldRequested {
            attacker: seat,
            seats: eligible,
        }));
        return;
    }
    tokyo::enter_tokyo_then_buy(tx);
}
