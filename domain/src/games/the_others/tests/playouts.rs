//! Random playouts: every story, SIN and player count played to the end, checking
//! invariants, replay equality, `legal_commands` exactness and leaks; and seeded games
//! with greedy hero bots, of which the heroes win some and the SIN others.

use crate::engine::harness::{Checks, check_irreversibility, run_batch};
use crate::games::the_others::TheOthers;

#[test]
fn random_playouts_end_with_every_check_holding() {
    let report = run_batch::<TheOthers>(0, 40, Checks::Sampled(5));
    assert_eq!(report.games, 40);
}

#[test]
fn every_random_result_is_marked_irreversible() {
    check_irreversibility::<TheOthers>(5);
}

#[test]
fn nothing_happens_after_the_game_ends() {
    use crate::engine::harness::PlayoutSubject;
    use crate::engine::testing::{NoObserver, random_playout};
    use crate::games::the_others::Event;
    for seed in 100..110 {
        let (options, seats) = TheOthers::table(seed);
        let playout = random_playout::<TheOthers>(&options, seats, seed, 100_000, &mut NoObserver);
        let ended = playout
            .events
            .iter()
            .position(|e| matches!(e, Event::GameEnded(_)))
            .unwrap_or_else(|| panic!("game {seed} did not end"));
        assert_eq!(ended, playout.events.len() - 1, "game {seed}");
    }
}

/// One seeded game with greedy hero seats and a random SIN, through `bot_command`:
/// the invariants hold at every decision and the fold of the events is the live state.
fn bot_playout(seed: u64) -> crate::games::the_others::State {
    use crate::engine::harness::PlayoutSubject;
    use crate::engine::{BotPolicy, Game, GameRng, Seat};
    let (options, seats) = TheOthers::table(seed);
    let secret = seed.to_le_bytes();
    let mut events = TheOthers::setup(&options, &Seat::all(seats), &mut GameRng::new(&secret, 0))
        .unwrap_or_else(|e| panic!("setup refused: {e}"));
    let mut state = TheOthers::fold(&events);
    let mut chooser = GameRng::from_u64(seed);
    for _ in 0..50_000 {
        if state.outcome.is_some() {
            break;
        }
        if let Err(e) = state.check_invariants() {
            panic!("game {seed}: {e}");
        }
        let prompts = TheOthers::prompts(&state);
        let seat = chooser
            .pick(&prompts)
            .unwrap_or_else(|| panic!("game {seed} waits for nobody"))
            .seat;
        let command = TheOthers::bot_command(&state, seat, BotPolicy::Greedy, &mut chooser)
            .unwrap_or_else(|| panic!("game {seed}: {seat} is prompted with nothing to send"));
        let rng = &mut GameRng::new(&secret, events.len() as u64);
        let new = TheOthers::decide(&state, seat, &command, rng)
            .unwrap_or_else(|e| panic!("game {seed}: bot's {command:?} refused: {e}"));
        for e in &new {
            TheOthers::evolve(&mut state, e);
        }
        events.extend(new);
    }
    assert!(state.outcome.is_some(), "game {seed} did not end");
    assert!(
        TheOthers::fold(&events) == state,
        "game {seed}: replay differs"
    );
    state
}

#[test]
fn greedy_heroes_win_some_seeded_games_and_the_sin_others() {
    let mut wins = (0, 0);
    for seed in 0..60 {
        let state = bot_playout(seed);
        let heroes_won = state.outcome.as_ref().is_some_and(|o| {
            o.reason == "LAST_MISSION_COMPLETED" && !o.winners.contains(&state.sin_seat)
        });
        if heroes_won {
            wins.0 += 1;
        } else {
            wins.1 += 1;
        }
    }
    assert!(
        wins.0 >= 1 && wins.1 >= 1,
        "heroes {} / SIN {}",
        wins.0,
        wins.1
    );
}
