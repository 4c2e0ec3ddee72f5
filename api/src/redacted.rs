//! An event as one viewer may see it: what history, command results and live delivery hand
//! out, whichever protocol then carries it.

use std::sync::Arc;

use domain::app::{StoredEvent, StreamEvent};
use domain::engine::{Seat, Viewer};

/// A stored event with the hidden parts `viewer` may not see taken out, made once per
/// viewer and shared (`Arc`) by everyone who receives it.
pub struct RedactedEvent {
    pub version: u64,
    pub event_type: String,
    pub schema_version: i32,
    pub recorded_at: String,
    pub actor_seat: Option<Seat>,
    pub rules_revision: u32,
    pub payload: serde_json::Value,
    pub event: StreamEvent,
}

impl RedactedEvent {
    /// The stored event as `viewer` may see it. The seed is shown only once the game is over.
    pub fn new(
        stored: &StoredEvent,
        event: &StreamEvent,
        viewer: Viewer,
        game_over: bool,
    ) -> Arc<RedactedEvent> {
        let event = event.redact(viewer, game_over);
        let (_, _, payload) = event.to_stored();
        Arc::new(RedactedEvent {
            version: stored.version,
            event_type: stored.event_type.clone(),
            schema_version: stored.schema_version,
            recorded_at: stored.recorded_at.clone(),
            actor_seat: stored.metadata.actor_seat,
            rules_revision: stored.metadata.rules_revision(),
            payload,
            event,
        })
    }
}
