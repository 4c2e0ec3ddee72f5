//! `legal_commands` is exact, both ways, on states reached by seeded random play.

use super::*;
use crate::engine::Game;
use crate::engine::testing::{Observer, assert_legal_commands_exact, random_playout};
use crate::games::king_of_tokyo::{CardRef, ChangeDie, HeartUse, ProbeDie, Reroll, SpendHearts};

pub(super) use crate::games::king_of_tokyo::playout::{all_candidates, card_candidates};

/// One command of each kind, for seats that owe nothing.
fn one_of_each() -> Vec<Command> {
    vec![
        Command::MoveMimic(CardRef { card: 1 }),
        Command::BuyExtraRoll(CardRef { card: 1 }),
        Command::ChangeDie(ChangeDie {
            card: 1,
            die: 0,
            face: Face::One,
        }),
        Command::ProbeDie(ProbeDie { die: 0 }),
        Command::SpendHearts(SpendHearts {
            on: HeartUse::Heal,
            target: None,
        }),
        Command::UseWings(Confirm::Yes),
        Command::UseRapidHealing(Confirm::Yes),
        Command::Pass(Confirm::Yes),
        Command::PeekDeck(Confirm::Yes),
        Command::BuyDeckTop(Confirm::Yes),
        Command::BuyFromMonster(CardRef { card: 1 }),
        Command::SellCard(CardRef { card: 1 }),
        Command::TakeExtraTurn(Confirm::Yes),
        Command::Reroll(Reroll { dice: vec![0] }),
        stop(),
        yield_tokyo(),
        stay(),
        buy(0),
        Command::SweepMarket(Confirm::Yes),
        end_turn(),
    ]
}

struct Exactness {
    all: Vec<Command>,
    few: Vec<Command>,
    checked: usize,
    kinds: std::collections::BTreeSet<String>,
}

impl Observer<KingOfTokyo> for Exactness {
    fn at_decision(&mut self, state: &State) {
        let prompted: Vec<Seat> = KingOfTokyo::prompts(state).iter().map(|p| p.seat).collect();
        assert!(!prompted.is_empty(), "a game in progress waits for someone");
        for s in Seat::all(state.monsters.len() + 1) {
            let legal = KingOfTokyo::legal_commands(state, s);
            assert_eq!(
                !legal.is_empty(),
                prompted.contains(&s),
                "{s}: prompts and legal commands disagree"
            );
            if prompted.contains(&s) {
                let mut all = self.all.clone();
                all.extend(card_candidates(state));
                assert_legal_commands_exact::<KingOfTokyo>(state, s, &all);
            } else {
                assert_legal_commands_exact::<KingOfTokyo>(state, s, &self.few);
                for c in &self.few {
                    let err =
                        KingOfTokyo::decide(state, s, c, &mut GameRng::from_u64(0)).unwrap_err();
                    assert_eq!(err.code, "NOT_YOUR_DECISION", "{s} {c:?}");
                }
            }
        }
        self.checked += 1;
        for p in KingOfTokyo::prompts(state) {
            self.kinds.insert(p.kind);
        }
    }
}

#[test]
fn legal_commands_are_exact_on_random_games() {
    let mut observer = Exactness {
        all: all_candidates(),
        few: one_of_each(),
        checked: 0,
        kinds: Default::default(),
    };
    for game in 0..200u64 {
        let seats = 2 + (game % 5) as usize;
        let playout =
            random_playout::<KingOfTokyo>(&Options::default(), seats, game, 3_000, &mut observer);
        assert!(playout.state.outcome.is_some(), "game {game} did not end");
    }
    assert!(observer.checked > 1_000);
    // The Keep cards are in the deck, so random play meets their prompts.
    for kind in [
        "ROLL_OR_STOP",
        "BUY_OR_END_TURN",
        "YIELD_TOKYO",
        "WINGS",
        "OPPORTUNIST",
    ] {
        assert!(
            observer.kinds.contains(kind),
            "{kind} never prompted: {:?}",
            observer.kinds
        );
    }
    eprintln!("prompt kinds seen: {:?}", observer.kinds);
}

#[test]
fn a_finished_game_accepts_nothing() {
    let playout = random_playout::<KingOfTokyo>(
        &Options::default(),
        2,
        11,
        3_000,
        &mut crate::engine::testing::NoObserver,
    );
    let state = playout.state;
    assert!(KingOfTokyo::prompts(&state).is_empty());
    for s in Seat::all(2) {
        assert!(KingOfTokyo::legal_commands(&state, s).is_empty());
        for c in all_candidates() {
            let err = KingOfTokyo::decide(&state, s, &c, &mut GameRng::from_u64(0)).unwrap_err();
            assert_eq!(err.code, "GAME_OVER");
        }
    }
}

#[test]
fn commands_and_options_have_the_documented_json_shape() {
    let json = |c: &Command| serde_json::to_string(c).unwrap();
    assert_eq!(json(&stop()), r#"{"stopRolling":"YES"}"#);
    assert_eq!(
        json(&Command::Reroll(Reroll { dice: vec![0, 3] })),
        r#"{"reroll":{"dice":[0,3]}}"#
    );
    assert_eq!(json(&buy(1)), r#"{"buyCard":{"slot":1}}"#);
    assert_eq!(json(&yield_tokyo()), r#"{"yieldTokyo":"YES"}"#);
    let options: Options = serde_json::from_str("{}").unwrap();
    assert_eq!(options, Options::default());
    assert!(options.yield_requires_actual_loss);
    let options: Options =
        serde_json::from_str(r#"{"twentyVpTiePolicy":"MOST_VP_THEN_SHARED"}"#).unwrap();
    assert_eq!(
        options.twenty_vp_tie_policy,
        crate::games::king_of_tokyo::TwentyVpTiePolicy::MostVpThenShared
    );
    let event = super::ev::hurt(1, 2, 0, "SMASH");
    assert_eq!(
        serde_json::to_string(&event).unwrap(),
        r#"{"HealthLost":{"seat":1,"amount":2,"by":0,"reason":"SMASH"}}"#
    );
}

#[cfg(feature = "graphql")]
#[test]
fn the_graphql_types_form_a_valid_schema() {
    use crate::games::king_of_tokyo::{Event, View};
    use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};

    struct Query;
    #[Object]
    impl Query {
        async fn view(&self) -> Option<View> {
            None
        }
        async fn events(&self) -> Vec<Event> {
            Vec::new()
        }
        async fn options(&self, options: Options) -> Options {
            options
        }
        async fn command(&self, command: Command) -> bool {
            matches!(command, Command::StopRolling(_))
        }
    }
    let schema = Schema::build(Query, EmptyMutation, EmptySubscription).finish();
    let sdl = schema.sdl();
    for name in [
        "KingOfTokyoView",
        "union KingOfTokyoEvent",
        "input KingOfTokyoCommand @oneOf",
        "input KingOfTokyoOptionsInput",
        "yieldRequiresActualLoss: Boolean! = true",
        "KingOfTokyoDiceRolled",
        "KingOfTokyoReactionWindowOpened",
        "input KingOfTokyoSpendHearts",
        "enum KingOfTokyoHeartUse",
        "moveMimic: KingOfTokyoCardRef",
    ] {
        assert!(sdl.contains(name), "{name} missing from\n{sdl}");
    }
    let response = futures::executor::block_on(schema.execute(
        r#"{ options(options: {}) { yieldRequiresActualLoss twentyVpTiePolicy } command(command: { stopRolling: YES }) }"#,
    ));
    assert!(response.errors.is_empty(), "{:?}", response.errors);
}
