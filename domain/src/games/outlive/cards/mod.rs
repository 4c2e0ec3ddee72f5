//! Effects of the rooms, equipment tiles, leaders and events: the data lives in
//! `domain/data/outlive/`, each effect is a small named function here.
//!
//! Each family has an `is_implemented(id)` registry; content loading refuses a data entry
//! without an implementation, and a test checks that every embedded entry has one.

pub mod equipment;
pub mod events;
pub mod leaders;
pub mod rooms;
