//! Resolve dice (spec 4.5) in the fixed order Numbers → Hearts → Energy → Smash (G-04),
//! the damage batches and elimination (4.6).

use super::super::cards;
use super::super::event::*;
use super::super::state::{BAY_MIN_ALIVE, Face, Location, State};
use super::{Tx, dice, end_of_turn, tokyo};
use crate::engine::Seat;

/// Total Smashes of the active monster's final dice, card-added Smashes included.
pub fn smash_count(state: &State) -> u32 {
    let rolled = dice::count(&state.dice, Face::Smash);
    let added: u32 = cards::keep_effects(state, state.active)
        .iter()
        .map(|c| c.added_smashes(state, state.active, &state.dice))
        .sum();
    rolled + added
}

pub fn resolve(tx: &mut Tx) {
    let seat = tx.state.active;
    let faces = tx.state.dice.clone();
    tx.emit(Event::DiceResolved(DiceResolved {
        seat,
        faces: faces.clone(),
    }));

    tx.gain_vp(seat, dice::number_vp(&faces), "NUMBERS");

    // No healing with Heart dice in Tokyo (4.5.2).
    if !tx.state.location_of(seat).in_tokyo() {
        tx.heal(seat, dice::count(&faces, Face::Heart), "HEART_DICE");
    }

    tx.gain_energy(seat, dice::count(&faces, Face::Energy), "ENERGY_DICE");

    let smashes = smash_count(&tx.state);
    let mut eligible = Vec::new();
    if smashes > 0 {
        let attacker_in_tokyo = tx.state.location_of(seat).in_tokyo();
        let hits: Vec<(Seat, u32)> = tx
            .state
            .monsters
            .iter()
            .filter(|m| m.alive && m.seat != seat && m.location.in_tokyo() != attacker_in_tokyo)
            .map(|m| (m.seat, smashes))
            .collect();
        let lost = tx.damage(&hits, seat, "SMASH");
        let needs_loss = tx.state.options.yield_requires_actual_loss;
        // City first, then Bay, so the yield answers are listed in a stable order.
        for area in [Location::City, Location::Bay] {
            let occupant = match area {
                Location::City => tx.state.city,
                _ => tx.state.bay,
            };
            if let Some(target) = occupant
                && let Some(&(_, amount)) = lost.iter().find(|(s, _)| *s == target)
                && (amount > 0 || !needs_loss)
            {
                eligible.push(target);
            }
        }
    }
    if !tx.state.monsters[seat.index()].alive {
        end_of_turn::end_turn(tx);
        return;
    }
    if !eligible.is_empty() {
        tx.emit(Event::YieldRequested(YieldRequested {
            attacker: seat,
            seats: eligible,
        }));
        return;
    }
    tokyo::enter_tokyo_then_buy(tx);
}

/// Eliminate every monster at 0 hearts at once (4.6.3), then close Tokyo Bay if fewer than 5
/// monsters remain (4.13): its monster moves to an empty City, or else outside.
pub fn eliminate_the_fallen(tx: &mut Tx) {
    // The Bay monster, then the City monster, are listed first, so Tokyo Bay is empty before the monster count
    // drops below 5 (the batch is simultaneous; only the event order is chosen).
    let mut fallen: Vec<Seat> = tx
        .state
        .monsters
        .iter()
        .filter(|m| m.alive && m.health == 0)
        .map(|m| m.seat)
        .collect();
    fallen.sort_by_key(|s| match tx.state.location_of(*s) {
        Location::Bay => 0,
        Location::City => 1,
        Location::Outside => 2,
    });
    if fallen.is_empty() {
        return;
    }
    let batch = tx.state.elimination_batches + 1;
    let remaining = tx.state.alive_count() - fallen.len();
    let bay_closure = match tx.state.bay {
        Some(bay) if remaining < BAY_MIN_ALIVE && !fallen.contains(&bay) => {
            let city_free = tx.state.city.is_none_or(|c| fallen.contains(&c));
            Some(BayClosure {
                seat: bay,
                moved_to: if city_free {
                    Location::City
                } else {
                    Location::Outside
                },
            })
        }
        _ => None,
    };
    let last = fallen.len() - 1;
    for (i, seat) in fallen.into_iter().enumerate() {
        let m = &tx.state.monsters[seat.index()];
        tx.emit(Event::MonsterEliminated(MonsterEliminated {
            seat,
            batch,
            discarded_cards: m.keep_cards.clone(),
            energy_lost: m.energy,
            bay_closure: if i == last { bay_closure.clone() } else { None },
        }));
    }
}
