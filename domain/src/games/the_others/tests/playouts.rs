//! Random playouts: every story, SIN and player count played to the SIN's victory (the
//! heroes' missions are not built yet, so the apocalypse track's level 7 ends every game),
//! checking invariants, replay equality, `legal_commands` exactness and leaks.

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
