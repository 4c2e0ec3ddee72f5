//! Seeded random histories: members, plays, results, strikes and reward decisions in any
//! order, each command checked for the invariants and replay equality (by `try_when`).

use super::*;
use crate::engine::GameRng;

const PLAYERS: [Uuid; 4] = [ALICE, BOB, CAROL, MALLORY];
const REWARDS: [&str; 3] = ["red", "green", "blue"];

/// A command some player, or the server, might send now: plausible, often refused.
/// Reward decisions name a play with a waiting offer, and results a play without one, when
/// there is one, half the time.
fn any_command(state: &CampaignState, rng: &mut GameRng) -> (Actor, Command) {
    let player = PLAYERS[rng.below(PLAYERS.len())];
    let pick = |ids: Vec<Uuid>, rng: &mut GameRng| match rng.pick(&ids) {
        Some(id) if rng.below(2) == 0 => *id,
        _ => play(rng.below(16) as u128),
    };
    let offered = pick(state.progress.offers.keys().copied().collect(), rng);
    let open = pick(
        state
            .plays
            .iter()
            .filter(|p| p.recorded.is_none())
            .map(|p| p.id())
            .collect(),
        rng,
    );
    let p = play(rng.below(16) as u128);
    let scenario = ["00", "03", "06"][rng.below(3)];
    let members = |rng: &mut GameRng| -> Vec<Option<Uuid>> {
        (0..1 + rng.below(3))
            .map(|_| [Some(ALICE), Some(BOB), Some(CAROL), None][rng.below(4)])
            .collect()
    };
    match rng.below(8) {
        0 => (by([BOB, CAROL][rng.below(2)]), join("Someone")),
        1 => (by(player), start(p, &[player])),
        2 | 3 => {
            let result = if rng.below(3) == 0 {
                lost(scenario)
            } else {
                cleared(scenario, REWARDS[rng.below(REWARDS.len())])
            };
            let mut seats = members(rng);
            seats.dedup();
            (SERVER, record(open, &seats, result))
        }
        4 => (by(player), strike(p, "a correction")),
        5 => (by(player), keep(offered)),
        6 => (by(player), swap(offered)),
        _ => {
            let chosen: Vec<&str> = REWARDS.into_iter().filter(|_| rng.below(2) == 0).collect();
            (by(player), choose(&chosen))
        }
    }
}

#[test]
fn random_histories_keep_every_invariant_and_replay_equal() {
    let mut accepted = 0;
    let mut struck = 0;
    let mut swapped = 0;
    for seed in 0..300 {
        let mut rng = GameRng::from_u64(seed);
        let mut campaign = given();
        for _ in 0..80 {
            let (actor, command) = any_command(&campaign.state, &mut rng);
            if let Ok(events) = campaign.try_when(actor, &command) {
                accepted += 1;
                struck += events
                    .iter()
                    .filter(|e| matches!(e, Event::PlayStruck(_)))
                    .count();
                swapped += events
                    .iter()
                    .filter(|e| matches!(e, Event::RewardSwapped(_)))
                    .count();
            }
        }
    }
    // The histories went through strikes and swaps, not just refusals.
    assert!(accepted > 3_000, "{accepted} accepted");
    assert!(
        struck > 150 && swapped > 50,
        "{struck} struck, {swapped} swapped"
    );
}

#[test]
fn in_random_histories_every_play_ends_the_same_whichever_ends_first() {
    // Whenever two started plays have no result yet, recording them in either order is
    // accepted and records the same facts.
    let mut pairs = 0;
    for seed in 0..400 {
        let mut rng = GameRng::from_u64(1_000 + seed);
        let mut campaign = given()
            .and(by(BOB), join("Bob"))
            .and(by(CAROL), join("Carol"));
        for _ in 0..25 {
            let (actor, command) = any_command(&campaign.state, &mut rng);
            let _ = campaign.try_when(actor, &command);
        }
        let open: Vec<Uuid> = campaign
            .state
            .plays
            .iter()
            .filter(|p| p.recorded.is_none())
            .map(|p| p.id())
            .collect();
        let [a, b, ..] = open[..] else { continue };
        let end = |p: Uuid| record(p, &[Some(ALICE), None], cleared("04", "red"));
        let mut forward = campaign.clone();
        let fa = forward.when(SERVER, end(a));
        let fb = forward.when(SERVER, end(b));
        let mut backward = campaign;
        let bb = backward.when(SERVER, end(b));
        let ba = backward.when(SERVER, end(a));
        assert_eq!((fa, fb), (ba, bb), "seed {seed}");
        assert_eq!(forward.state.progress.table, backward.state.progress.table);
        pairs += 1;
    }
    assert!(pairs > 50, "{pairs} pairs of open plays");
}
