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
use super::session::{Applied, GameSession};
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
    /// The campaign written beside the game moved first; nothing was written. Only a
    /// play's start sees this (its setup came from the campaign it read): a play's end
    /// decides its campaign write again by itself.
    CampaignMoved,
}

impl Appended {
    /// For commands with a fresh id, which cannot have been stored before.
    pub(super) fn fresh(self) -> Result<(Vec<StoredEvent>, GameSession), AppError> {
        match self {
            Appended::Stored { events, session } => Ok((events, *session)),
            Appended::AlreadyApplied => Err(AppError::Internal(
                "a freshly generated command id was already stored".into(),
            )),
            Appended::CampaignMoved => Err(AppError::Internal(
                "a campaign moved under a write that does not decide again".into(),
            )),
        }
    }
}

impl Tabletop {
    /// Store `events` as the versions after `session`, with the read model, and keep the
    /// resulting game. Refused with `Conflict` when the stream has moved past `session`.
    ///
    /// When these events end a campaign play, the campaign's `PlayRecorded` goes in the
    /// same append, so a play is in its campaign exactly when its end is stored.
    pub(super) async fn append(
        &self,
        session: &GameSession,
        command_id: Uuid,
        actor_player: Option<Uuid>,
        actor_seat: Option<Seat>,
        events: Vec<StreamEvent>,
    ) -> Result<Appended, AppError> {
        self.append_with(session, command_id, actor_player, actor_seat, events, None)
            .await
    }

    /// `append`, with a campaign's write decided by the caller (a play's start) in the
    /// same append. A conflict on that campaign answers `CampaignMoved`.
    pub(super) async fn append_with(
        &self,
        session: &GameSession,
        command_id: Uuid,
        actor_player: Option<Uuid>,
        actor_seat: Option<Seat>,
        events: Vec<StreamEvent>,
        campaign: Option<StreamWrite>,
    ) -> Result<Appended, AppError> {
        let now = self.ports.clock.now();
        let by = Actor {
            command_id,
            player: actor_player,
            seat: actor_seat,
        };
        let (next, new_events) = self.prepare(session, &by, &events, &now)?;
        let write = StreamWrite::game(session.version, new_events, next.summary());
        let stored = match self
            .store_with_campaign(session, &next, command_id, write, campaign)
            .await?
        {
            Ok(stored) => stored,
            Err(appended) => return Ok(appended),
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

/// Who a write's events are for: the command and who sent it.
pub(super) struct Actor {
    pub command_id: Uuid,
    pub player: Option<Uuid>,
    pub seat: Option<Seat>,
}

impl Tabletop {
    /// The game after `events`, and those events as the store takes them, at `now`.
    pub(super) fn prepare(
        &self,
        session: &GameSession,
        by: &Actor,
        events: &[StreamEvent],
        now: &str,
    ) -> Result<(GameSession, Vec<NewEvent>), AppError> {
        let mut next = session.clone();
        let mut new_events = Vec::with_capacity(events.len());
        for (i, event) in events.iter().enumerate() {
            let version = session.version + 1 + i as u64;
            if version == 1 {
                next = GameSession::start_from(session.id, event, now).ok_or_else(|| {
                    AppError::Internal("stream must start with GameCreated".into())
                })?;
                next.attach_content(&self.shelf)?;
            } else {
                next.apply(
                    event,
                    &Applied {
                        version,
                        recorded_at: now,
                        command_id: by.command_id,
                        actor_player: by.player,
                        actor_seat: by.seat,
                    },
                );
            }
            let (event_type, schema_version, payload) = event.to_stored();
            new_events.push(NewEvent {
                event_id: Uuid::new_v5(&by.command_id, &(i as u64).to_le_bytes()),
                event_type,
                schema_version,
                payload,
                metadata: EventMetadata {
                    command_id: by.command_id,
                    correlation_id: by.command_id,
                    actor_player: by.player,
                    actor_seat: by.seat,
                    rules_revision: Some(next.kind.rules_revision()),
                },
            });
        }
        Ok((next, new_events))
    }

    /// Append the game's write, with its campaign's part: the one given (a play's start),
    /// or the record of the play when `next` ends it. A play's record is decided again on
    /// the campaign after any write that beat it there: recording never depends on other
    /// writes, so it always goes in. `Err(Appended)` is an answer that stored nothing.
    async fn store_with_campaign(
        &self,
        session: &GameSession,
        next: &GameSession,
        command_id: Uuid,
        write: StreamWrite,
        given: Option<StreamWrite>,
    ) -> Result<Result<Vec<StoredEvent>, Appended>, AppError> {
        for _ in 0..super::campaigns::CAMPAIGN_RETRIES {
            let campaign = match &given {
                Some(w) => Some(w.clone()),
                None => self.play_record(session, next, command_id).await?,
            };
            let mut writes = vec![write.clone()];
            writes.extend(campaign);
            match self.ports.store.append(writes).await {
                Ok(mut stored) if !stored.is_empty() => return Ok(Ok(stored.remove(0))),
                Ok(_) => {
                    return Err(AppError::Internal(
                        "the store answered a write with no events".into(),
                    ));
                }
                Err(StoreError::DuplicateCommand) => return Ok(Err(Appended::AlreadyApplied)),
                // `currentVersion` tells the client where its game is; no other stream's
                // version may pass for it.
                Err(StoreError::Conflict {
                    stream_id,
                    current_version,
                }) if stream_id == session.id => {
                    return Err(AppError::Conflict { current_version });
                }
                Err(StoreError::Conflict { .. }) if given.is_some() => {
                    return Ok(Err(Appended::CampaignMoved));
                }
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(AppError::Unavailable(format!(
            "the campaign of game {} moved too often while its end was recorded",
            session.id
        )))
    }
}
