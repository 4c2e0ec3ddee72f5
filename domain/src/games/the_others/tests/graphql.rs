//! The GraphQL faces: every type registers under its `TheOthers` name without a clash, a
//! view and the events of a game resolve, and a command and the options parse from their
//! GraphQL input into the same value as from JSON.

use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};

use super::*;
use crate::games::the_others::View;

struct Query {
    view: View,
    events: Vec<Event>,
}

#[Object]
impl Query {
    async fn view(&self) -> &View {
        &self.view
    }

    async fn events(&self) -> &[Event] {
        &self.events
    }

    /// The command parsed from its GraphQL input, as the JSON the game stores.
    async fn command(&self, input: Command) -> String {
        serde_json::to_string(&input).unwrap_or_default()
    }

    async fn options(&self, input: Options) -> Options {
        input
    }
}

fn schema() -> Schema<Query, EmptyMutation, EmptySubscription> {
    let options = super::options(2);
    let events = TheOthers::setup(&options, &Seat::all(3), &mut GameRng::from_u64(1)).unwrap();
    let mut state = TheOthers::fold(&events);
    play_until(&mut state, |s| s.phase == Phase::FirstHero);
    let view = TheOthers::view(&state, Viewer::Seat(Seat(1)));
    Schema::new(Query { view, events }, EmptyMutation, EmptySubscription)
}

fn run(query: &str) -> serde_json::Value {
    let response = futures::executor::block_on(schema().execute(query));
    assert!(response.errors.is_empty(), "{:?}", response.errors);
    response.data.into_json().unwrap()
}

#[test]
fn every_type_is_named_with_the_game_prefix() {
    let sdl = schema().sdl();
    for name in [
        "TheOthersView",
        "TheOthersEvent",
        "TheOthersCommand",
        "TheOthersOptions",
        "TheOthersOptionsInput",
        "TheOthersGameStarted",
        "TheOthersAgreement",
        "TheOthersHeroFace",
    ] {
        assert!(sdl.contains(&format!(" {name} ")), "{name} is missing");
    }
}

#[test]
fn a_view_and_the_setup_events_resolve() {
    let data = run("{ view { phase sinHand sinHandCount heroes { id status } \
         round { firstHero { members decision } } } \
         events { __typename ... on TheOthersGameStarted { sin options { story } } } }");
    assert_eq!(data["view"]["phase"], "FIRST_HERO");
    // A hero seat's view: the SIN's hand stays hidden, its count does not.
    assert_eq!(data["view"]["sinHand"], serde_json::Value::Null);
    assert!(data["view"]["sinHandCount"].as_u64().unwrap() > 0);
    assert_eq!(data["view"]["round"]["firstHero"]["members"][0], 1);
    assert_eq!(data["events"][0]["__typename"], "TheOthersGameStarted");
    assert_eq!(data["events"][0]["sin"], "sloth");
    assert_eq!(data["events"][0]["options"]["story"], "havens_last_stand");
}

#[test]
fn a_command_parses_from_its_graphql_input() {
    let data = run("{ a: command(input: { moveStep: { to: \"main_2\" } }) \
         b: command(input: { endTurn: YES }) \
         c: command(input: { performCityAction: { action: HEAL, slot: 3 } }) }");
    let json = |c: Command| serde_json::to_string(&c).unwrap();
    assert_eq!(
        data["a"],
        json(Command::MoveStep(MoveStep {
            to: "main_2".into()
        }))
    );
    assert_eq!(data["b"], json(Command::EndTurn(YES)));
    assert_eq!(
        data["c"],
        json(Command::PerformCityAction(PerformCityAction {
            action: CityAction::Heal,
            slot: Some(3),
            upgrade: None,
        }))
    );
}

#[test]
fn empty_options_take_the_defaults() {
    let data = run("{ options(input: {}) { sinSeat story sinStartingHand } }");
    assert_eq!(data["options"]["sinSeat"], 0);
    assert_eq!(data["options"]["story"], "");
    assert_eq!(data["options"]["sinStartingHand"], "FIVE");
}
