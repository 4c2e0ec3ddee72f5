//! Bot policies for Brave Architect: `RANDOM` (any legal command) and `GREEDY` (simple
//! heuristics: attack when possible, the more targets and hits the better and the cheaper
//! the better; otherwise move toward the enemy, around lava; heal or revive a character in
//! danger; equip what waits; agree on the lowest seat for items; fire every set card that
//! may go off; keep a saved character rather than draft again; ties broken at random).

use super::command::*;
use super::content::Op;
use super::grid::{LavaCost, Square, distance};
use super::rules::{legal_commands, turn};
use super::state::*;
use crate::engine::{BotPolicy, GameRng, Seat};

pub fn bot_command(
    state: &State,
    seat: Seat,
    policy: BotPolicy,
    rng: &mut GameRng,
) -> Option<Command> {
    let legal = legal_commands(state, seat);
    if policy == BotPolicy::Random {
        return rng.pick(&legal).cloned();
    }
    let scored: Vec<(i64, &Command)> = legal.iter().map(|c| (score(state, seat, c), c)).collect();
    let best = scored.iter().map(|(s, _)| *s).max()?;
    let top: Vec<Command> = scored
        .into_iter()
        .filter(|(s, _)| *s == best)
        .map(|(_, c)| c.clone())
        .collect();
    rng.pick(&top).cloned()
}

/// The fewest orthogonal steps from `from` to a square of the enemy.
fn enemy_distance(state: &State, from: Square) -> i64 {
    state
        .enemy_squares()
        .into_iter()
        .map(|e| i64::from(distance(from, e)))
        .min()
        .unwrap_or(0)
}

/// Whether a character has lost half its HP or more.
fn in_danger(state: &State, seat: Seat) -> bool {
    let p = state.player(seat);
    !p.down && p.hp * 2 <= state.max_hp(seat)
}

fn heals(ops: &[Op]) -> bool {
    ops.iter().any(|op| matches!(op, Op::Heal { .. }))
}

fn score(state: &State, seat: Seat, command: &Command) -> i64 {
    let p = state.player(seat);
    match command {
        Command::Attack(a) => {
            let hits = super::rules::attack::source_card(state, seat, &a.source)
                .and_then(|c| c.attack)
                .map_or(1, |x| i64::from(x.hits));
            100 + 10 * a.targets.len() as i64 * hits
                - 3 * a.discard.len() as i64
                - 4 * i64::from(a.tension)
                - 2 * a.extras.len() as i64
        }
        Command::ChooseBonusHit(b) => -i64::from(b.hit),
        Command::PlayCard(c) => {
            let ops = state.content.card(&c.card).map(|k| k.ops.clone());
            let ops = ops.unwrap_or_default();
            let target_down = c.target.is_some_and(|t| state.player(t).down);
            if ops.iter().any(|op| matches!(op, Op::Revive { .. })) || target_down {
                90
            } else if heals(&ops) {
                if in_danger(state, c.target.unwrap_or(seat)) {
                    60
                } else {
                    -5
                }
            } else {
                20 - 3 * c.discard.len() as i64 - 4 * i64::from(c.tension)
            }
        }
        Command::Move(m) => {
            let Some(from) = p.pawn else {
                return 0;
            };
            let lava = turn::routes(state, seat)
                .get(&m.square)
                .map_or(0, |r| i64::from(r.damage));
            let closer = enemy_distance(state, from) - enemy_distance(state, m.square);
            10 + 5 * closer - 10 * lava
        }
        Command::EndTurn(_) => 12,
        Command::StartPlayerTurn(_) => 50,
        Command::PassWindow(_) => 0,
        // In a window, the heal is what the pause is for: a rise not lost, a down avoided.
        Command::TensionHeal(_) if state.window.is_some() => 70,
        Command::TensionHeal(_) => {
            if in_danger(state, seat) {
                45
            } else {
                -5
            }
        }
        Command::UseItem(u) => {
            let item = state.content.item(&u.item);
            let healing = item.is_some_and(|i| heals(&i.ops));
            if u.target != seat && state.player(u.target).down {
                95
            } else if healing && in_danger(state, u.target) {
                45
            } else {
                -5
            }
        }
        Command::EquipItem(_) => 80,
        Command::ActivateSetCard(_) => 75,
        Command::UseDurationCard(u) => 15 - 3 * u.discard.len() as i64 - 4 * i64::from(u.tension),
        Command::TakeItem(_) => 20,
        // Every greedy bot proposes the same seat, so the team agrees at once.
        Command::ProposeItemTaker(t) | Command::DecideItemTaker(t) => -i64::from(t.taker.0),
        Command::ChooseSlamSide(c) => {
            let map = state.content.map(state.options.map);
            -i64::from(map.stop(c.square))
        }
        Command::PlacePawn(c) => -enemy_distance(state, c.square),
        Command::PickCardSet(_) | Command::ChooseCombatStyle(_) => 0,
        // A saved character is kept rather than drafted again: the one saved in this seat's
        // place when it is free, else the nearest.
        Command::KeepSavedBuild(b) => 10 - (i64::from(b.build) - i64::from(seat.0)).abs(),
        Command::DraftAgain(_) => 0,
    }
}
