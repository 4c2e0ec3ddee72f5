//! Given / when / then tests of Outlive; the builder and helpers are `testing.rs`.

mod cards;
mod examples;
mod log;
mod optional;
mod playouts;
mod rules;
mod stats;

pub use super::testing::*;

use super::command::*;
use super::content::Content;
use super::event::Event;
use super::state::*;
use super::{Options, Outlive};
use crate::engine::{Game, GameRng, Seat, testing};

#[cfg(feature = "graphql")]
mod graphql {
    use super::super::{Command, Event, Options, View};
    use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};

    struct Query;

    #[Object]
    impl Query {
        async fn view(&self) -> Option<View> {
            None
        }
        async fn event(&self) -> Option<Event> {
            None
        }
        async fn options(&self) -> Option<Options> {
            None
        }
        async fn send(&self, _command: Command, _options: Options) -> bool {
            true
        }
    }

    #[test]
    fn the_graphql_types_register_without_clashes() {
        let sdl = Schema::build(Query, EmptyMutation, EmptySubscription)
            .finish()
            .sdl();
        for name in [
            "OutliveView",
            "OutliveEvent",
            "OutliveCommand",
            "OutliveOptionsInput",
            "OutliveGameEnded",
            "OutliveScoreSheet",
        ] {
            assert!(sdl.contains(name), "{name}");
        }
    }
}
