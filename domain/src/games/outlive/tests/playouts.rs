//! Random playouts: invariants after every event, replay equality, termination, no leaks,
//! legal_commands exactness.

use super::*;
use crate::engine::Viewer;
use crate::engine::testing::{Observer, assert_legal_commands_exact, random_playout};

#[derive(Default)]
struct Invariants {
    recent: Vec<Event>,
    rounds: u32,
    check_exact: bool,
    decisions: usize,
}

impl Observer<Outlive> for Invariants {
    fn after_event(&mut self, state: &State, event: &Event) {
        self.recent.push(event.clone());
        if let Event::RoundStarted(r) = event {
            self.rounds = self.rounds.max(r.round);
        }
        if let Err(e) = state.check_invariants() {
            let from = self.recent.len().saturating_sub(25);
            panic!("{e}\nafter:\n{}", names(&self.recent[from..]).join("\n"));
        }
        for c in &state.clans {
            assert!(c.heroes.iter().filter(|h| h.area.is_some()).count() <= 4);
        }
    }

    fn at_decision(&mut self, state: &State) {
        self.decisions += 1;
        if self.check_exact && self.decisions.is_multiple_of(7) {
            for s in 0..state.clans.len() {
                let seat = Seat(s as u8);
                let candidates = super::super::rules::candidates(state, seat);
                assert_legal_commands_exact::<Outlive>(state, seat, &candidates);
            }
        }
    }
}

fn play(games: u64, check_exact: bool) {
    for game in 0..games {
        let seats = 2 + (game % 3) as usize;
        let mut obs = Invariants {
            check_exact,
            ..Invariants::default()
        };
        let p = random_playout::<Outlive>(&Options::default(), seats, game, 20_000, &mut obs);
        let outcome = p
            .state
            .outcome
            .clone()
            .unwrap_or_else(|| panic!("game {game} did not end after {} commands", p.commands));
        assert_eq!(obs.rounds, 6, "game {game}: exactly 6 rounds");
        assert_eq!(outcome.ranking.len(), seats);
        assert_eq!(outcome.reason, "HIGHEST_SCORE");
        let Some(Event::GameEnded(end)) = p.events.last() else {
            panic!("no GameEnded")
        };
        for sheet in &end.scores {
            let clan = &p.state.clans[sheet.seat.index()];
            assert_eq!(
                sheet.survivors as u32,
                clan.survivors(),
                "survivors counted consistently"
            );
            assert_eq!(
                sheet.total,
                sheet.resolved_events
                    + sheet.full_rooms_sp
                    + sheet.radiation
                    + sheet.survivors
                    + sheet.repaired_equipment
                    + sheet.symbol_pairs
            );
        }
        let json = serde_json::to_string(&p.events).unwrap();
        let stored: Vec<Event> = serde_json::from_str(&json).unwrap();
        assert_eq!(Outlive::fold(&stored), p.state, "game {game}: replay");
        for viewer in
            std::iter::once(Viewer::Spectator).chain(Seat::all(seats).into_iter().map(Viewer::Seat))
        {
            for e in &p.events {
                match Outlive::redact(e, viewer) {
                    Event::EquipmentPileShuffled(x) => assert!(x.order.is_none()),
                    Event::PreyStackFormed(x) => assert!(x.tiles.is_none()),
                    Event::ExplorationStackFormed(x) => assert!(x.order.is_none()),
                    Event::EventsDealt(x) => assert!(x.order.is_none()),
                    Event::ClanDealt(x) if !viewer.is_seat(x.seat) => {
                        assert!(x.leaders.is_none() && x.rooms.is_none())
                    }
                    Event::SetupChoiceMade(x) if !viewer.is_seat(x.seat) => {
                        assert!(x.choice.is_none())
                    }
                    Event::ExplorationStackPeeked(x) if !viewer.is_seat(x.seat) => {
                        assert!(x.tiles.is_none())
                    }
                    _ => {}
                }
            }
        }
    }
}

#[test]
fn random_games_with_2_3_and_4_clans_reach_final_scoring_keeping_the_invariants() {
    play(200, false);
}

#[test]
fn legal_commands_are_exact_in_random_games() {
    play(6, true);
}

#[test]
fn the_playout_harness_finds_no_broken_promise() {
    let report = crate::engine::harness::run_batch::<Outlive>(
        1_000,
        9,
        crate::engine::harness::Checks::Full,
    );
    assert_eq!(report.games, 9);
}

#[test]
#[ignore]
fn ten_thousand_random_games() {
    play(10_000, false);
}
