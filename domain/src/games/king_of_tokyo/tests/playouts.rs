//! Random playouts: invariants after every event, replay equality, termination, no leaks.

use super::*;
use crate::engine::testing::{NoObserver, Observer, random_playout};
use crate::engine::{Game, Viewer};
use crate::games::king_of_tokyo::rules::invariants::check_invariants;

#[derive(Default)]
struct Invariants {
    events: usize,
    recent: Vec<Event>,
}

impl Observer<KingOfTokyo> for Invariants {
    fn after_event(&mut self, state: &State, event: &Event) {
        self.recent.push(event.clone());
        if let Err(e) = state.check_event_invariants() {
            let from = self.recent.len().saturating_sub(25);
            let recent: Vec<String> = self.recent[from..]
                .iter()
                .map(|e| format!("{e:?}"))
                .collect();
            panic!("{e}\nafter:\n{}\n{state:?}", recent.join("\n"));
        }
        self.events += 1;
    }

    fn at_decision(&mut self, state: &State) {
        if let Err(e) = check_invariants(state) {
            panic!("while waiting: {e}\n{state:?}");
        }
    }
}

fn options_for(game: u64) -> Options {
    Options {
        enter_empty_tokyo_requires_smash: game % 3 == 1,
        yield_requires_actual_loss: game % 4 != 2,
        twenty_vp_tie_policy: if game.is_multiple_of(2) {
            TwentyVpTiePolicy::Shared
        } else {
            TwentyVpTiePolicy::MostVpThenShared
        },
        two_player_energy_variant: game.is_multiple_of(10),
        power_up: false,
        monsters: None,
        mutant_evolution: false,
    }
}

use crate::games::king_of_tokyo::TwentyVpTiePolicy;

#[test]
fn random_games_keep_the_invariants_replay_identically_and_end() {
    let mut reasons = std::collections::BTreeSet::new();
    for game in 0..300u64 {
        let seats = if game.is_multiple_of(10) {
            2
        } else {
            2 + (game % 5) as usize
        };
        let mut observer = Invariants::default();
        let playout =
            random_playout::<KingOfTokyo>(&options_for(game), seats, game, 5_000, &mut observer);
        let outcome = playout.state.outcome.clone().unwrap_or_else(|| {
            panic!(
                "game {game} did not end after {} commands",
                playout.commands
            )
        });
        reasons.insert(outcome.reason.clone());
        check_invariants(&playout.state).unwrap();
        assert!(matches!(playout.events.last(), Some(Event::GameEnded(_))));
        assert_eq!(outcome.ranking.len(), seats);
        assert!(
            outcome
                .winners
                .iter()
                .all(|w| outcome.ranking.iter().any(|p| p.seat == *w && p.rank == 1))
        );

        // Replay: the stored (JSON) events fold to the live state.
        let json = serde_json::to_string(&playout.events).unwrap();
        let stored: Vec<Event> = serde_json::from_str(&json).unwrap();
        assert_eq!(KingOfTokyo::fold(&stored), playout.state, "game {game}");

        // No viewer learns the deck order or another seat's pending yield answer.
        for viewer in
            std::iter::once(Viewer::Spectator).chain(Seat::all(seats).into_iter().map(Viewer::Seat))
        {
            for e in &playout.events {
                match KingOfTokyo::redact(e, viewer) {
                    Event::PowerDeckShuffled(s) => assert!(s.order.is_none()),
                    Event::YieldChoiceMade(c) if !viewer.is_seat(c.seat) => {
                        assert!(c.yields.is_none())
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(reasons.contains("TWENTY_VICTORY_POINTS"), "{reasons:?}");
    assert!(reasons.contains("LAST_MONSTER_STANDING"), "{reasons:?}");
}

#[test]
fn the_view_hides_the_deck_order_and_other_seats_pending_answers() {
    let mut state = given()
        .monsters(5)
        .in_city(2)
        .in_bay(3)
        .dice([S, N1, N2, N3, E, E])
        .build();
    when(&mut state, 0, stop());
    when(&mut state, 2, yield_tokyo());
    let spectator = KingOfTokyo::view(&state, Viewer::Spectator);
    assert_eq!(spectator.deck_size as usize, state.deck.len());
    assert!(spectator.pending_yields.iter().all(|p| p.yields.is_none()));
    assert!(spectator.pending_yields[0].answered);
    let seat3 = KingOfTokyo::view(&state, Viewer::Seat(seat(3)));
    assert!(seat3.pending_yields.iter().all(|p| p.yields.is_none()));
    let seat2 = KingOfTokyo::view(&state, Viewer::Seat(seat(2)));
    assert_eq!(seat2.pending_yields[0].yields, Some(true));
    let json = serde_json::to_string(&spectator).unwrap();
    assert!(!json.contains("\"deck\""), "the view has no deck list");
}

/// A bot that spends: it buys whatever it can (market, deck top, other monsters' cards),
/// uses every card power it is offered half of the time, and otherwise plays at random.
fn shopper(state: &State, s: Seat, rng: &mut GameRng) -> Command {
    let legal = KingOfTokyo::legal_commands(state, s);
    let spend: Vec<&Command> = legal
        .iter()
        .filter(|c| {
            matches!(
                c,
                Command::BuyCard(_)
                    | Command::PeekDeck(_)
                    | Command::BuyDeckTop(_)
                    | Command::BuyFromMonster(_)
                    | Command::MoveMimic(_)
                    | Command::ChangeDie(_)
                    | Command::BuyExtraRoll(_)
                    | Command::ProbeDie(_)
                    | Command::UseWings(_)
                    | Command::SellCard(_)
                    | Command::TakeExtraTurn(_)
                    | Command::SpendHearts(_)
                    | Command::UseRapidHealing(_)
            )
        })
        .collect();
    if !spend.is_empty() && rng.below(2) == 0 {
        return spend[rng.below(spend.len())].clone();
    }
    if let Some(c) = crate::games::king_of_tokyo::bots::greedy_policy(state, s, rng)
        && rng.below(3) > 0
    {
        return c;
    }
    legal[rng.below(legal.len())].clone()
}

#[test]
fn spending_bots_meet_every_prompt_and_keep_every_guarantee() {
    use std::collections::BTreeSet;
    let mut kinds = BTreeSet::new();
    let mut exactness_checks = 0;
    for game in 0..400u64 {
        let seats = 2 + (game % 5) as usize;
        let secret = game.to_le_bytes();
        let options = options_for(game);
        let mut state = State::default();
        let mut events = Vec::new();
        for e in
            KingOfTokyo::setup(&options, &Seat::all(seats), &mut GameRng::new(&secret, 0)).unwrap()
        {
            KingOfTokyo::evolve(&mut state, &e);
            events.push(e);
        }
        let mut rng = GameRng::from_u64(game);
        let mut commands = 0;
        while state.outcome.is_none() {
            commands += 1;
            assert!(commands < 20_000, "game {game} does not end");
            check_invariants(&state).unwrap_or_else(|e| panic!("game {game}: {e}"));
            let prompts = KingOfTokyo::prompts(&state);
            assert!(!prompts.is_empty(), "game {game} waits for nobody");
            for p in &prompts {
                kinds.insert(p.kind.clone());
            }
            if game < 60 {
                for p in &prompts {
                    let mut all = super::legal::all_candidates();
                    all.extend(super::legal::card_candidates(&state));
                    crate::engine::testing::assert_legal_commands_exact::<KingOfTokyo>(
                        &state, p.seat, &all,
                    );
                    exactness_checks += 1;
                }
            }
            let seat = prompts[rng.below(prompts.len())].seat;
            let command = shopper(&state, seat, &mut rng);
            let new = KingOfTokyo::decide(
                &state,
                seat,
                &command,
                &mut GameRng::new(&secret, events.len() as u64),
            )
            .unwrap_or_else(|e| panic!("game {game}: {command:?} refused: {e}"));
            for e in new {
                KingOfTokyo::evolve(&mut state, &e);
                if let Err(err) = state.check_event_invariants() {
                    panic!("game {game}: {err} after {e:?}\n{state:?}");
                }
                events.push(e);
            }
        }
        let json = serde_json::to_string(&events).unwrap();
        let stored: Vec<Event> = serde_json::from_str(&json).unwrap();
        assert_eq!(KingOfTokyo::fold(&stored), state, "game {game} replays");
        for viewer in Seat::all(seats)
            .into_iter()
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
        {
            for e in &events {
                match KingOfTokyo::redact(e, viewer) {
                    Event::PowerDeckShuffled(s) => assert!(s.order.is_none()),
                    Event::DeckTopPeeked(p) if !viewer.is_seat(p.seat) => {
                        assert!(p.card.is_none())
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(exactness_checks > 1_000);
    for kind in [
        "ROLL_OR_STOP",
        "BUY_OR_END_TURN",
        "YIELD_TOKYO",
        "JETS",
        "WINGS",
        "RAPID_HEALING",
        "PLACE_MIMIC",
        "MOVE_MIMIC",
        "OPPORTUNIST",
        "PSYCHIC_PROBE",
        "SPEND_HEARTS",
        "METAMORPH",
        "FREEZE_TIME",
    ] {
        assert!(kinds.contains(kind), "{kind} never prompted: {kinds:?}");
    }
}

#[test]
fn every_event_that_shows_randomness_is_irreversible() {
    crate::engine::harness::check_irreversibility::<KingOfTokyo>(300);
}

#[test]
fn rolls_draws_and_reveals_are_irreversible_and_plain_decisions_are_not() {
    let mut marked = std::collections::BTreeMap::new();
    for game in 0..40u64 {
        let seats = 2 + (game % 5) as usize;
        let playout =
            random_playout::<KingOfTokyo>(&options_for(game), seats, game, 5_000, &mut NoObserver);
        for e in &playout.events {
            let (name, _) = crate::catalog::AnyEvent::KingOfTokyo(e.clone()).to_stored();
            let irreversible = KingOfTokyo::is_irreversible(e);
            assert_eq!(
                crate::catalog::AnyEvent::KingOfTokyo(e.clone()).is_irreversible(),
                irreversible
            );
            marked.insert(name, irreversible);
        }
    }
    for name in [
        "PowerDeckShuffled",
        "MarketCardRevealed",
        "FirstPlayerRolled",
        "DiceRolled",
        "YieldChoicesRevealed",
    ] {
        assert_eq!(marked.get(name), Some(&true), "{name}");
    }
    for name in [
        "DiceResolved",
        "CardBought",
        "YieldChoiceMade",
        "TokyoYielded",
        "TurnEnded",
    ] {
        assert_eq!(marked.get(name), Some(&false), "{name}");
    }
}
