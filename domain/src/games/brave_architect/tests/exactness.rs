//! `legal_commands` is exact at every decision of Character-Make, setup and a turn, and the
//! fold of the events is the live state.

use super::*;
use crate::engine::testing::assert_legal_commands_exact;
use crate::engine::{Game, GameRng, Seat};
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::rules;
use crate::games::brave_architect::state::{Phase, SheetPart};
use crate::games::brave_architect::{BraveArchitect, Options};

/// Candidates plus commands that must be refused.
fn wrong(state: &crate::games::brave_architect::State, s: Seat) -> Vec<Command> {
    let mut out = rules::candidates(state, s);
    out.push(Command::StartPlayerTurn(YES));
    out.push(Command::EndTurn(YES));
    out.push(Command::Move(SquareChoice { square: sq(-1, 0) }));
    out.push(Command::PlacePawn(SquareChoice { square: sq(0, 0) }));
    out.push(Command::Attack(AttackChoice {
        source: AttackSource::Sheet(SheetPart::Weapon),
        targets: vec![5],
        discard: vec![],
        tension: 0,
        extras: Vec::new(),
    }));
    out
}

#[test]
fn legal_commands_are_exact_through_setup_and_the_first_turns() {
    for (n, seed) in [(2, 1u64), (3, 2), (4, 3)] {
        let options = Options::default();
        let mut events =
            BraveArchitect::setup(&options, &Seat::all(n), &mut GameRng::from_u64(seed)).unwrap();
        let mut state = BraveArchitect::fold(&events);
        let mut chooser = GameRng::from_u64(seed);
        for step in 0..200 {
            if state.round >= 3 || state.outcome.is_some() {
                break;
            }
            state.check_invariants().unwrap();
            for s in state.seats() {
                if step % 3 == 0 || state.phase != Phase::Draft {
                    assert_legal_commands_exact::<BraveArchitect>(&state, s, &wrong(&state, s));
                }
            }
            let choices: Vec<(Seat, Command)> = BraveArchitect::prompts(&state)
                .iter()
                .flat_map(|p| {
                    BraveArchitect::legal_commands(&state, p.seat)
                        .into_iter()
                        .map(move |c| (p.seat, c))
                })
                .collect();
            let (s, command) = chooser.pick(&choices).cloned().expect("someone may act");
            let new =
                BraveArchitect::decide(&state, s, &command, &mut GameRng::from_u64(step)).unwrap();
            for e in &new {
                BraveArchitect::evolve(&mut state, e);
            }
            events.extend(new);
        }
        assert!(
            state.round >= 3 || state.outcome.is_some(),
            "{n} players reach round 3"
        );
        let stored: Vec<_> = events
            .iter()
            .map(|e| serde_json::from_value(serde_json::to_value(e).unwrap()).unwrap())
            .collect();
        assert_eq!(BraveArchitect::fold(&stored), state);
    }
}
