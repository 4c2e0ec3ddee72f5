//! Setup (spec section 3): monsters, the Power deck and market, the first-player roll-off.

use std::sync::Arc;

use super::super::cards::registry::power_deck;
use super::super::data;
use super::super::event::*;
use super::super::evolutions::registry::evolution_deck;
use super::super::faces::roll_dice;
use super::super::options::Options;
use super::super::state::{DICE, Face, MARKET_SLOTS, State};
use super::super::tx::Tx;
use super::power_up::{draw, seats_choosing};
use super::{dice, draft, market};
use crate::engine::{GameRng, RuleError, Seat};

/// Roll-offs give up after this many rounds and take the lowest tied seat (a tie this long
/// has a vanishing probability; the cap only keeps setup total).
const MAX_ROLL_OFF_ROUNDS: u32 = 1000;

/// The events that open a game, up to the first roll of the start player.
///
/// Monsters are assigned automatically: seat `i` plays the `i`-th base-game monster of
/// `monsters.json` (all base monsters are identical in play).
pub fn setup(
    options: &Options,
    seats: &[Seat],
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    setup_with(data::Content::embedded(), options, seats, rng)
}

/// `setup` with a content pack: its monsters' health and its cards.
pub fn setup_with(
    content: &Arc<data::Content>,
    options: &Options,
    seats: &[Seat],
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    if !(2..=6).contains(&seats.len()) {
        return Err(RuleError::new(
            "INVALID_SEATS",
            "King of Tokyo needs 2 to 6 players",
        ));
    }
    if seats.iter().enumerate().any(|(i, s)| s.index() != i) {
        return Err(RuleError::new(
            "INVALID_SEATS",
            "Seats must be numbered 0, 1, 2... in seating order",
        ));
    }
    if options.two_player_energy_variant && seats.len() != 2 {
        return Err(RuleError::new(
            "INVALID_OPTIONS",
            "The two-player energy variant needs exactly 2 players; turn it off or seat 2 players",
        ));
    }
    if options.mutant_evolution && !options.power_up {
        return Err(RuleError::new(
            "INVALID_OPTIONS",
            "Mutant Evolution drafts Power Up! Evolution cards; turn powerUp on too",
        ));
    }
    let monsters = chosen_monsters(content, options, seats.len())?;
    let initial = State {
        content: content.clone(),
        ..State::default()
    };
    let mut tx = Tx::new(&initial, rng);
    tx.emit(Event::GameStarted(GameStarted {
        seat_count: seats.len() as u8,
        options: options.clone(),
    }));
    for (&seat, monster) in seats.iter().zip(&monsters) {
        tx.emit(Event::MonsterChosen(MonsterChosen {
            seat,
            monster: monster.id.clone(),
            health: monster.max_health,
        }));
    }
    if options.power_up && options.mutant_evolution {
        // The decks are drafted instead (spec 9.5, `evolutions::draft`).
        let ids: Vec<&str> = monsters.iter().map(|m| m.id.as_str()).collect();
        draft::deal(&mut tx, seats, &ids);
    } else if options.power_up {
        for (&seat, monster) in seats.iter().zip(&monsters) {
            let mut deck = evolution_deck(&monster.id);
            tx.rng.shuffle(&mut deck);
            tx.emit(Event::EvolutionDeckShuffled(EvolutionDeckShuffled {
                seat,
                count: deck.len() as u32,
                order: Some(deck),
                from_discard: false,
            }));
        }
    }

    let mut deck = power_deck(content);
    tx.rng.shuffle(&mut deck);
    tx.emit(Event::PowerDeckShuffled(PowerDeckShuffled {
        count: deck.len() as u32,
        order: Some(deck),
        from_discard: false,
    }));
    for slot in 0..MARKET_SLOTS {
        market::refill(&mut tx, slot);
    }

    let (rolls, first) = roll_off(seats, |_, _| roll_dice(tx.rng, DICE));
    for e in rolls {
        tx.emit(e);
    }
    tx.emit(Event::FirstPlayerChosen(FirstPlayerChosen { seat: first }));
    if tx.state.power_up.draft.is_some() {
        // Mutant Evolution: the draft comes first; its last pick draws the starting
        // Evolutions (`evolutions::draft`).
        return Ok(tx.into_events());
    }
    if options.power_up {
        // The starting Evolution (G-06): every seat draws 2 and keeps 1, in any order; the
        // first turn starts once all have chosen (`rules::decide`).
        for &seat in seats {
            draw(&mut tx, seat, 2, true);
        }
        if !seats_choosing(&tx.state).is_empty() {
            return Ok(tx.into_events());
        }
    }
    dice::start_turn(&mut tx, first, false);
    Ok(tx.into_events())
}

/// The monster of each seat: the `monsters` option, or seat `i` plays the `i`-th base-game
/// monster. Power Up! allows every monster of `monsters.json`; the base game the six of the
/// 2016 edition.
fn chosen_monsters<'c>(
    content: &'c data::Content,
    options: &Options,
    seat_count: usize,
) -> Result<Vec<&'c data::MonsterData>, RuleError> {
    let Some(ids) = &options.monsters else {
        let base = content.base_monsters();
        return Ok((0..seat_count).map(|i| base[i % base.len()]).collect());
    };
    if ids.len() != seat_count {
        return Err(RuleError::new(
            "INVALID_OPTIONS",
            format!(
                "monsters names {} monsters for {seat_count} seats; name one per seat, in seat order",
                ids.len()
            ),
        ));
    }
    let allowed: Vec<&data::MonsterData> = if options.power_up {
        content.monsters.iter().collect()
    } else {
        content.base_monsters()
    };
    let mut out = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        if ids[..i].contains(id) {
            return Err(RuleError::new(
                "INVALID_OPTIONS",
                format!("monsters names {id} twice; each monster can be played by one seat"),
            ));
        }
        let Some(monster) = allowed.iter().find(|m| m.id == *id) else {
            let names: Vec<&str> = allowed.iter().map(|m| m.id.as_str()).collect();
            return Err(RuleError::new(
                "INVALID_OPTIONS",
                format!("unknown monster {id}; choose among {}", names.join(", ")),
            ));
        };
        out.push(*monster);
    }
    Ok(out)
}

/// The first-player roll-off (3.9, G-10): everybody rolls the six dice; only the seats tied
/// for the most Smashes roll again, until one seat has strictly the most. `roll(seat, round)`
/// gives the faces of one roll; every roll is recorded in a `FirstPlayerRolled` event.
pub fn roll_off(
    seats: &[Seat],
    mut roll: impl FnMut(Seat, u32) -> Vec<Face>,
) -> (Vec<Event>, Seat) {
    let mut events = Vec::new();
    let mut contenders = seats.to_vec();
    for round in 1..=MAX_ROLL_OFF_ROUNDS {
        let mut best = 0;
        let mut smashes = Vec::new();
        for &seat in &contenders {
            let faces = roll(seat, round);
            let n = faces.iter().filter(|f| **f == Face::Smash).count();
            best = best.max(n);
            smashes.push((seat, n));
            events.push(Event::FirstPlayerRolled(FirstPlayerRolled {
                seat,
                round,
                faces,
            }));
        }
        contenders = smashes
            .into_iter()
            .filter(|(_, n)| *n == best)
            .map(|(s, _)| s)
            .collect();
        if contenders.len() == 1 {
            break;
        }
    }
    let first = contenders.first().copied().unwrap_or(Seat(0));
    (events, first)
}
