//! The write path every use case ends in: events become the next versions of a stream,
//! with the read model, in one append; the game after them is kept, and now and then
//! snapshotted.

use uuid::Uuid;

use crate::engine::Seat;

use super::error::AppError;
use super::lobby::StreamEvent;
use super::ports::{StoreError, StreamWrite};
use super::records::{EventMetadata, NewEvent, Snapshot, StoredEvent};
use super::service::Tabletop;
use super::session::GameSession;
use super::snapshots::{SNAPSHOT_EVERY, snapshot_version};

/// What an append did.
pub(super) enum Appended {
    /// Stored now: the events as stored and the game after them.
    Stored {
        events: Vec<StoredEvent>,
        // Boxed: a folded game is far larger than the other variant.
        session: Box<GameSession>,
    },
    /// Events of this command id were stored before (a retry, or a racing copy of the
    /// same command); nothing was written.
    AlreadyApplied,
}

impl Appended {
    /// For commands with a fresh id, which cannot have been stored before.
    pub(super) fn fresh(self) -> Result<(Vec<StoredEvent>, GameSession), AppError> {
        match self {
            Appended::Stored { events, session } => Ok((events, *session)),
            Appended::AlreadyApplied => Err(AppError::Internal(
                "a freshly generated command id was already stored".into(),
            )),
        }
    }
}

impl Tabletop {
    /// Store `events` as the versions after `session`, with the read model, and keep the
    /// resulting game. Refused with `Conflict` when the stream has moved past `session`.
    pub(super) async fn append(
        &self,
        session: &GameSession,
        command_id: Uuid,
        actor_player: Option<Uuid>,
        actor_seat: Option<Seat>,
        events: Vec<StreamEvent>,
    ) -> Result<Appended, AppError> {
        let now = self.ports.clock.now();
        let mut next = session.clone();
        let mut new_events = Vec::with_capacity(events.len());
        for (i, event) in events.iter().enumerate() {
            let version = session.version + 1 + i as u64;
            if version == 1 {
                next = GameSession::start_from(session.id, event, &now).ok_or_else(|| {
                    AppError::Internal("stream must start with GameCreated".into())
                })?;
                next.attach_content(&self.shelf)?;
            } else {
                next.apply(event, version, &now);
            }
            let (event_type, schema_version, payload) = event.to_stored();
            new_events.push(NewEvent {
                event_id: Uuid::new_v5(&command_id, &(i as u64).to_le_bytes()),
                event_type,
                schema_version,
                payload,
                metadata: EventMetadata {
                    command_id,
                    correlation_id: command_id,
                    actor_player,
                    actor_seat,
                    rules_revision: Some(next.kind.rules_revision()),
                },
            });
        }
        let write = StreamWrite::game(session.version, new_events, next.summary());
        let stored = match self.ports.store.append(vec![write]).await {
            Ok(mut stored) if stored.len() == 1 => stored.remove(0),
            Ok(stored) => {
                return Err(AppError::Internal(format!(
                    "the store answered one write with {} lists of events",
                    stored.len()
                )));
            }
            Err(StoreError::DuplicateCommand) => return Ok(Appended::AlreadyApplied),
            Err(StoreError::Conflict {
                stream_id,
                current_version,
            }) => {
                // `currentVersion` tells the client where its game is; no other stream's
                // version may pass for it.
                return Err(if stream_id == session.id {
                    AppError::Conflict { current_version }
                } else {
                    AppError::Internal(format!("a conflict on stream {stream_id}, not written"))
                });
            }
            Err(e) => return Err(e.into()),
        };
        let version = next.version;
        if version / SNAPSHOT_EVERY > session.version / SNAPSHOT_EVERY
            && let Ok(state) = serde_json::to_value(&next)
        {
            // A snapshot is only a cache; failing to write one loses nothing.
            let _ = self
                .ports
                .store
                .save_snapshot(Snapshot {
                    stream_id: session.id,
                    version,
                    schema_version: snapshot_version(next.kind),
                    state,
                })
                .await;
        }
        self.cache.put(&next);
        Ok(Appended::Stored {
            events: stored,
            session: Box::new(next),
        })
    }
}
