//! Random playouts through the shared harness: invariants, `legalCommands` exactness both
//! ways, replay through JSON, no secret in any view or redacted event; and the fair-undo
//! classification of events.

use crate::engine::harness::{Checks, check_irreversibility, run_batch};
use crate::games::brave_architect::BraveArchitect;

#[test]
fn random_games_play_to_their_end_with_every_check() {
    let report = run_batch::<BraveArchitect>(0, 24, Checks::Sampled(3));
    assert_eq!(report.games, 24);
}

#[test]
fn randomness_and_reveals_are_marked_irreversible() {
    check_irreversibility::<BraveArchitect>(12);
}
