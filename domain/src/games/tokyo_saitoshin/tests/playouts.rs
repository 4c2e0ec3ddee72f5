//! Random playouts through the shared harness: every step checked (invariants, exact legal
//! commands, replay equality, no leak), every game played to its end.

use super::super::TokyoSaitoshin;
use crate::engine::harness::{Checks, check_irreversibility, run_batch};

#[test]
fn random_playouts_end_and_keep_every_promise() {
    let report = run_batch::<TokyoSaitoshin>(1, 30, Checks::Sampled(5));
    assert_eq!(report.games, 30);
}

#[test]
fn every_random_result_is_marked_irreversible_and_undo_never_rerolls() {
    check_irreversibility::<TokyoSaitoshin>(12);
}
