//! Random playouts: invariants after every event, replay equality, termination, no leaks,
//! legal_commands exactness.

use super::*;
use crate::engine::Viewer;
use crate::engine::testing::{Observer, assert_legal_commands_exact, random_playout};

/// What an event takes from a clan (seat, tokens, virtual water), or survivors it removes.
fn taken(state: &State, event: &Event) -> Option<(Seat, Stock, u32)> {
    let one = |r| Stock::one(r, 1);
    Some(match event {
        Event::ResourcesPaid(e) => (e.seat, e.paid, e.fixed_water),
        Event::EventResolved(e) => (e.seat, e.paid, e.fixed_water),
        Event::RoomBuilt(e) => (e.seat, e.paid, 0),
        Event::EquipmentRepaired(e) => (e.seat, e.paid, 0),
        Event::TokenPicked(e) => (e.from, one(e.resource), 0),
        Event::FoodPaid(e) if e.fixed_water => (e.seat, Stock::default(), 1),
        Event::FoodPaid(e) => (e.seat, one(e.resource), 0),
        Event::SurvivorRecruited(e) if e.fixed_water => (e.seat, Stock::default(), 1),
        Event::SurvivorRecruited(e) => (e.seat, one(e.resource), 0),
        Event::PurifierActivated(e) if e.paid_microchip => (e.seat, one(Resource::Microchip), 0),
        Event::PressureDefended(e) => (e.defender, Stock::one(Resource::Ammo, e.ammo), 0),
        Event::PreyHunted(e) => (e.seat, Stock::one(Resource::Ammo, e.ammo), 0),
        Event::SurvivorLost(e) => {
            let c = &state.clans[e.seat.index()];
            let there = match e.room {
                None => c.airlock,
                Some(r) => c.rooms[r as usize].survivors,
            };
            assert!(there > 0, "{event:?}: no survivor there");
            return None;
        }
        Event::SurvivorMoved(e) => {
            assert!(
                state.clans[e.seat.index()].airlock > 0,
                "{event:?}: empty airlock"
            );
            return None;
        }
        _ => return None,
    })
}

#[derive(Default)]
struct Invariants {
    /// The clans before the current event: resources never go negative.
    before: Vec<Clan>,
    recent: Vec<Event>,
    rounds: u32,
    check_exact: bool,
    decisions: usize,
}

impl Observer<Outlive> for Invariants {
    fn after_event(&mut self, state: &State, event: &Event) {
        if !self.before.is_empty() {
            let before = State {
                clans: std::mem::take(&mut self.before),
                ..State::default()
            };
            if let Some((seat, paid, fixed)) = taken(&before, event) {
                let c = &before.clans[seat.index()];
                assert!(
                    c.stock.covers(&paid) && c.fixed_water >= fixed,
                    "{event:?} takes more than {:?} + {}",
                    c.stock,
                    c.fixed_water
                );
            }
        }
        self.before = state.clans.clone();
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

/// Play a game where every seat uses `policy`; returns the final scores.
fn bot_game(seats: usize, seed: u64, policy: crate::engine::BotPolicy) -> Vec<i32> {
    let mut state = Outlive::fold(
        &Outlive::setup(
            &Options::default(),
            &Seat::all(seats),
            &mut GameRng::from_u64(seed),
        )
        .unwrap(),
    );
    let mut rng = GameRng::from_u64(seed + 1);
    for _ in 0..20_000 {
        if state.outcome.is_some() {
            break;
        }
        let prompts = Outlive::prompts(&state);
        let seat = prompts[0].seat;
        let c = Outlive::bot_command(&state, seat, policy, &mut rng)
            .expect("a prompted seat has a command");
        testing::when::<Outlive>(&mut state, seat, &c, &mut rng).unwrap();
    }
    if std::env::var("OUTLIVE_DEBUG").is_ok() {
        eprintln!("{:#?}", state.scores);
    }
    state.scores.iter().map(|s| s.total).collect()
}

#[test]
fn greedy_bots_finish_and_outscore_random_bots() {
    let (mut greedy, mut random) = (0, 0);
    for seed in 0..6 {
        greedy += bot_game(3, seed, crate::engine::BotPolicy::Greedy)
            .iter()
            .sum::<i32>();
        random += bot_game(3, seed, crate::engine::BotPolicy::Random)
            .iter()
            .sum::<i32>();
    }
    assert!(greedy > random, "greedy {greedy} random {random}");
}

#[test]
fn every_event_that_shows_randomness_is_irreversible() {
    crate::engine::harness::check_irreversibility::<Outlive>(200);
}

#[test]
fn shuffles_draws_and_reveals_are_irreversible_and_plain_decisions_are_not() {
    let mut marked = std::collections::BTreeMap::new();
    for seed in 0..20u64 {
        let (options, seats) = <Outlive as crate::engine::harness::PlayoutSubject>::table(seed);
        let playout = random_playout::<Outlive>(
            &options,
            seats,
            seed,
            100_000,
            &mut crate::engine::testing::NoObserver,
        );
        for e in &playout.events {
            let (name, _) = crate::catalog::AnyEvent::Outlive(e.clone()).to_stored();
            let irreversible = Outlive::is_irreversible(e);
            assert_eq!(
                crate::catalog::AnyEvent::Outlive(e.clone()).is_irreversible(),
                irreversible
            );
            if !matches!(e, Event::SetupChoiceMade(_)) {
                marked.insert(name, irreversible);
            }
        }
    }
    for name in [
        "EquipmentPileShuffled",
        "ClanDealt",
        "SetupRevealed",
        "EventRevealed",
        "ExplorationTileDrawn",
    ] {
        assert_eq!(marked.get(name), Some(&true), "{name}");
    }
    for name in [
        "HeroMoved",
        "TokensCollected",
        "RoomBuilt",
        "FoodPaid",
        "StepFinished",
    ] {
        assert_eq!(marked.get(name), Some(&false), "{name}");
    }
    let setup_choice = |step| {
        Event::SetupChoiceMade(crate::games::outlive::event::SetupChoiceMade {
            seat: Seat(0),
            step,
            choice: None,
        })
    };
    use crate::games::outlive::event::SetupStep;
    assert!(Outlive::is_irreversible(&setup_choice(SetupStep::DrawTile)));
    assert!(!Outlive::is_irreversible(&setup_choice(
        SetupStep::ChooseLeader
    )));
}
