//! End of turn (4.10): Metamorph and Freeze Time offers, end-of-turn Keep effects, Poison,
//! the game-end check (8.3), the ranking (8.4) and the next turn (4.11).

use super::super::command::{CardRef, Command};
use super::super::decision::Decision;
use super::super::event::*;
use super::super::evolutions::space_penguin;
use super::super::faces::count;
use super::super::options::TwentyVpTiePolicy;
use super::super::state::{AfterDamage, Face, Monster, Phase, State, WINNING_VP};
use super::super::tx::Tx;
use super::keeps::{keep_effects, keep_sources};
use super::power_up::at_turn_end;
use crate::engine::{Confirm, RuleError, Seat};

/// The end-of-turn offer the active monster still has: Metamorph, then Freeze Time.
pub fn offer(state: &State) -> Option<Decision> {
    let seat = state.active;
    let m = state.monster(seat).filter(|m| m.alive)?;
    let effects = keep_effects(state, seat);
    if !state.turn_scratch.metamorph_done
        && !m.keep_cards.is_empty()
        && effects.iter().any(|e| e.sells_cards())
    {
        return Some(Decision::Metamorph);
    }
    if !state.turn_scratch.freeze_time_done
        && count(&state.dice, Face::One) >= 3
        && effects.iter().any(|e| e.grants_freeze_time())
    {
        return Some(Decision::FreezeTime);
    }
    None
}

/// End the active monster's turn: its end-of-turn offers, its end-of-turn card effects and
/// Poison (if it is still alive, G-15), the game-end check, then the next turn.
pub fn end_turn(tx: &mut Tx) {
    let seat = tx.state.active;
    if tx.alive(seat) && offer(&tx.state).is_some() {
        if tx.state.phase != Phase::EndOfTurn {
            tx.emit(Event::EndOfTurnStarted(EndOfTurnStarted { seat }));
        }
        return;
    }
    if tx.alive(seat) {
        for (instance, card) in keep_sources(&tx.state, seat) {
            card.on_turn_end(tx, seat, instance);
        }
        let poison = tx.state.monsters[seat.index()].poison;
        if poison > 0
            && tx.damage(
                &[(seat, u32::from(poison))],
                seat,
                "POISON",
                AfterDamage::Poison,
            )
        {
            return;
        }
    }
    after_poison(tx);
}

/// The turn is over: the game-end check, then an extra turn or the next monster.
pub fn after_poison(tx: &mut Tx) {
    // Power Up!: "at the end of each monster's turn" (Twas Beauty Killed the Beast).
    at_turn_end(tx);
    space_penguin::return_freeze_rays(tx);
    let seat = tx.state.active;
    let turn = tx.state.turn;
    tx.emit(Event::TurnEnded(TurnEnded { seat, turn }));
    if let Some(ended) = game_end(&tx.state) {
        tx.emit(Event::GameEnded(ended));
        return;
    }
    if tx.state.extra_turns > 0 && tx.state.monsters[seat.index()].alive {
        tx.start_turn(seat, true);
        return;
    }
    if let Some(&next) = tx.state.clockwise_from_left_of(seat).first() {
        tx.start_turn(next, false);
    }
}

/// Metamorph: discard one of your Keep cards for its printed cost.
pub fn sell(tx: &mut Tx, card: u16) -> Result<(), RuleError> {
    let seat = tx.state.active;
    let Some(sold) = tx.state.monsters[seat.index()]
        .keep_cards
        .iter()
        .find(|c| c.instance == card)
        .cloned()
    else {
        return Err(RuleError::new(
            "CARD_NOT_AVAILABLE",
            "Metamorph sells one of your own Keep cards",
        ));
    };
    tx.discard_keep(seat, &[card], "metamorph");
    let refund = tx.state.content.cost_of(&sold.card);
    tx.gain_energy(seat, refund, "metamorph");
    end_turn(tx);
    Ok(())
}

pub fn metamorph_legal(state: &State) -> Vec<Command> {
    let mut out: Vec<Command> = state.monsters[state.active.index()]
        .keep_cards
        .iter()
        .map(|c| Command::SellCard(CardRef { card: c.instance }))
        .collect();
    out.push(Command::Pass(Confirm::Yes));
    out
}

/// The end-of-turn check (8.3): everyone eliminated, last monster standing, or 20 VP. A
/// monster whose player conceded is out already, though its elimination may wait.
pub fn game_end(state: &State) -> Option<GameEnded> {
    let alive: Vec<&Monster> = state.monsters.iter().filter(|m| in_play(m)).collect();
    let (winners, reason): (Vec<Seat>, &str) = match alive.as_slice() {
        [] => (Vec::new(), "ALL_ELIMINATED"),
        [only] => (vec![only.seat], "LAST_MONSTER_STANDING"),
        _ => {
            let reached: Vec<&&Monster> = alive
                .iter()
                .filter(|m| m.victory_points >= WINNING_VP)
                .collect();
            if reached.is_empty() {
                return None;
            }
            let best = reached.iter().map(|m| m.victory_points).max().unwrap_or(0);
            let winners = reached
                .iter()
                .filter(|m| match state.options.twenty_vp_tie_policy {
                    TwentyVpTiePolicy::Shared => true,
                    TwentyVpTiePolicy::MostVpThenShared => m.victory_points == best,
                })
                .map(|m| m.seat)
                .collect();
            (winners, "TWENTY_VICTORY_POINTS")
        }
    };
    Some(GameEnded {
        ranking: ranking(state, &winners),
        winners,
        reason: reason.to_owned(),
    })
}

/// Winners first; then surviving monsters by VP; then eliminated monsters, later
/// eliminations first. Equal places share a rank.
pub fn ranking(state: &State, winners: &[Seat]) -> Vec<RankedSeat> {
    let key = |m: &Monster| -> (u8, u8, i64) {
        if winners.contains(&m.seat) {
            (0, 0, 0)
        } else if in_play(m) {
            (1, 0, -i64::from(m.victory_points))
        } else {
            (1, 1, -i64::from(m.eliminated_in.unwrap_or(0)))
        }
    };
    let mut monsters: Vec<&Monster> = state.monsters.iter().collect();
    monsters.sort_by_key(|m| (key(m), m.seat));
    monsters
        .iter()
        .map(|m| RankedSeat {
            seat: m.seat,
            rank: 1 + monsters.iter().filter(|o| key(o) < key(m)).count() as u8,
            victory_points: m.victory_points,
        })
        .collect()
}

/// Alive, and still played for (not conceded).
fn in_play(m: &Monster) -> bool {
    m.alive && !m.conceded
}
