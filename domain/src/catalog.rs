//! The closed list of game kinds, and type-erased dispatch over them.
//!
//! The application and the API handle every game the same way through the `Any*` enums
//! that `catalog!` generates, and the API's per-game GraphQL types come from its `graphql`
//! module (behind the `graphql` feature). The list itself is the `catalog!` invocation (the
//! macro is in `dispatch.rs`) in `games/mod.rs`: adding a game is its folder under `games/` and one line there.

use std::collections::HashMap;

pub use crate::games::AnyPack;

#[cfg(feature = "graphql")]
pub use crate::games::graphql;
pub use crate::games::{AnyCommand, AnyEvent, AnyOptions, AnyState, AnyView, GameKind, Submitted};

/// The content packs chosen in configuration at start-up, by game kind; a kind without
/// one sets up new games with its embedded pack.
#[derive(Clone, Default)]
pub struct ContentPacks {
    by_kind: HashMap<GameKind, AnyPack>,
}

impl ContentPacks {
    /// Use `pack` for new games of its kind (replacing any pack chosen before).
    pub fn insert(&mut self, pack: AnyPack) {
        self.by_kind.insert(pack.kind(), pack);
    }

    pub fn get(&self, kind: GameKind) -> Option<&AnyPack> {
        self.by_kind.get(&kind)
    }

    pub fn iter(&self) -> impl Iterator<Item = &AnyPack> {
        self.by_kind.values()
    }
}
