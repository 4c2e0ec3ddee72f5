//! `legal_commands` is exact, both ways, on states reached by seeded random play.

use super::*;
use crate::engine::Game;
use crate::engine::testing::{Observer, assert_legal_commands_exact, random_playout};
use crate::games::king_of_tokyo::{BuyCard, Reroll};

/// Every command shape, with valid and invalid parameters.
fn all_candidates() -> Vec<Command> {
    let mut out = Vec::new();
    for mask in 0u32..(1 << 7) {
        let dice = (0..7u8).filter(|d| mask & (1 << d) != 0).collect();
        out.push(Command::Reroll(Reroll { dice }));
    }
    out.push(Command::Reroll(Reroll { dice: vec![1, 0] }));
    out.push(Command::Reroll(Reroll { dice: vec![2, 2] }));
    out.push(Command::Reroll(Reroll { dice: vec![255] }));
    for slot in 0..5 {
        out.push(Command::BuyCard(BuyCard { slot }));
    }
    out.extend([
        stop(),
        yield_tokyo(),
        stay(),
        Command::SweepMarket(Confirm::Yes),
        end_turn(),
    ]);
    out
}

/// One command of each kind, for seats that owe nothing.
fn one_of_each() -> Vec<Command> {
    vec![
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
                assert_legal_commands_exact::<KingOfTokyo>(state, s, &self.all);
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
    }
}

#[test]
fn legal_commands_are_exact_on_random_games() {
    let mut observer = Exactness {
        all: all_candidates(),
        few: one_of_each(),
        checked: 0,
    };
    for game in 0..200u64 {
        let seats = 2 + (game % 5) as usize;
        let playout =
            random_playout::<KingOfTokyo>(&Options::default(), seats, game, 3_000, &mut observer);
        assert!(playout.state.outcome.is_some(), "game {game} did not end");
    }
    assert!(observer.checked > 1_000);
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
    ] {
        assert!(sdl.contains(name), "{name} missing from\n{sdl}");
    }
    let response = futures::executor::block_on(schema.execute(
        r#"{ options(options: {}) { yieldRequiresActualLoss twentyVpTiePolicy } command(command: { stopRolling: YES }) }"#,
    ));
    assert!(response.errors.is_empty(), "{:?}", response.errors);
}
