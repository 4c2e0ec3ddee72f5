//! Random playouts through the shared harness: invariants, `legalCommands` exactness both
//! ways, replay through JSON, no secret in any view or redacted event; and the fair-undo
//! classification of events.

use super::*;
use crate::engine::harness::{Checks, PlayoutSubject, check_irreversibility, run_batch};
use crate::games::brave_architect::BraveArchitect;
use crate::games::brave_architect::event::{Event, RoundEnded, RoundStarted};
use crate::games::brave_architect::playout::ROUND_BOUND;

#[test]
fn random_games_play_to_their_end_with_every_check() {
    let report = run_batch::<BraveArchitect>(0, 24, Checks::Sampled(3));
    assert_eq!(report.games, 24);
}

#[test]
fn randomness_and_reveals_are_marked_irreversible() {
    check_irreversibility::<BraveArchitect>(12);
}

/// The playouts' own invariants (beyond the state's): no game passes the round bound, a down
/// character has no turn command, and every standing hand is refilled when a round starts.
#[test]
fn the_playout_invariants_catch_a_stall() {
    let check = <BraveArchitect as PlayoutSubject>::check_invariants;
    let state = given(2).build();
    assert_eq!(check(&state), Ok(()));

    let mut stalled = state.clone();
    stalled.round = ROUND_BOUND + 1;
    assert!(check(&stalled).unwrap_err().contains("passes the bound"));

    let round = Event::RoundStarted(RoundStarted { round: 2 });
    let check_event = <BraveArchitect as PlayoutSubject>::check_event;
    assert_eq!(
        check_event(&state, &round),
        Ok(()),
        "the setup's hands are full"
    );
    let mut short = state.clone();
    let card = short.players[0].hand.pop().expect("a starting hand");
    assert!(
        check_event(&short, &round)
            .unwrap_err()
            .contains("under its refill size")
    );
    assert_eq!(
        check_event(&short, &Event::RoundEnded(RoundEnded { round: 1 })),
        Ok(())
    );
    short.players[0].down = true;
    assert_eq!(
        check_event(&short, &round),
        Ok(()),
        "the down do not refill"
    );
    short.players[0].down = false;
    short.players[0].deck.clear();
    short.players[0].discard.clear();
    assert_eq!(
        check_event(&short, &round),
        Ok(()),
        "{card} was the last card to draw"
    );

    let mut down = state.clone();
    down.players[1].down = true;
    down.players[1].hp = 0;
    assert_eq!(
        check(&down),
        Ok(()),
        "the rules give a down character no turn"
    );
}
