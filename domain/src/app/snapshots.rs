//! Which snapshots are written and which are trusted. A snapshot is a cache of a folded
//! game, never the truth: one of another shape is ignored and the stream folded instead.

use crate::catalog::GameKind;

use super::records::Snapshot;

/// Version of the serialized `GameSession` around a game's state in snapshots.
const SNAPSHOT_SCHEMA_VERSION: i32 = 1;

/// A snapshot is written whenever a stream crosses a multiple of this many events.
pub(super) const SNAPSHOT_EVERY: u64 = 100;

/// The version a snapshot of this kind is stored under: the session's shape and the game's
/// own `STATE_VERSION`, so a change to either makes older snapshots be ignored.
pub(super) fn snapshot_version(kind: GameKind) -> i32 {
    SNAPSHOT_SCHEMA_VERSION * 1000 + kind.state_version()
}

/// Whether a stored snapshot was written under today's shapes; its kind is read first, so
/// a snapshot of an older shape is never deserialised into today's types.
pub(super) fn snapshot_is_current(s: &Snapshot) -> bool {
    s.state
        .get("kind")
        .and_then(|k| serde_json::from_value::<GameKind>(k.clone()).ok())
        .is_some_and(|kind| s.schema_version == snapshot_version(kind))
}
