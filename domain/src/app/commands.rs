//! A player's command: judged on the game as the store has it, stored all or nothing, and
//! answered once per command id however often it is sent.

use uuid::Uuid;

use crate::catalog::Submitted;
use crate::engine::{GameRng, RuleError, Seat, TableCommand};

use super::append::Appended;
use super::error::AppError;
use super::lobby::StreamEvent;
use super::records::{Player, StoredEvent};
use super::service::Tabletop;
use super::session::GameSession;

/// What a command did: the version it produced and the events it stored.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandReceipt {
    pub version: u64,
    pub events: Vec<StoredEvent>,
    /// True when this command id had already been applied and its first result is returned.
    pub replayed: bool,
    /// The game right after this command, when nothing moved it on since (no bot seat
    /// played after it and it is not a replay): the answer needs no read of the store.
    /// `None`: load the game for the answer.
    pub session: Option<Box<GameSession>>,
}

/// One player's command, as sent.
struct CommandAttempt<'a> {
    player: &'a Player,
    expected_version: u64,
    command_id: Uuid,
    seat: Option<Seat>,
    command: &'a Submitted,
}

impl Tabletop {
    /// Decide one command for one seat and store its events, all or nothing.
    ///
    /// A repeated `command_id` returns the first result and applies nothing again.
    pub async fn submit_command(
        &self,
        player: &Player,
        game_id: Uuid,
        expected_version: u64,
        command_id: Uuid,
        seat: Option<Seat>,
        command: impl Into<Submitted>,
    ) -> Result<CommandReceipt, AppError> {
        let command = command.into();
        let attempt = CommandAttempt {
            player,
            expected_version,
            command_id,
            seat,
            command: &command,
        };
        // The kept game may be behind the store. A success proves it was not (the append
        // is checked against the stream's head); any refusal is judged again on the
        // store's current state, so the answer is always the one a cold fold would give.
        let outcome = match self.cache.get(game_id) {
            Some(kept) => match self.try_command(&kept, &attempt).await {
                Err(err) if !matches!(err, AppError::Unavailable(_)) => {
                    let current = self.load(game_id).await?;
                    if current.version == kept.version {
                        Err(err)
                    } else {
                        self.try_command(&current, &attempt).await
                    }
                }
                other => other,
            },
            None => {
                let current = self.load(game_id).await?;
                self.try_command(&current, &attempt).await
            }
        };
        match outcome {
            Ok(Appended::Stored { events, session }) => {
                let version = session.version;
                let session = if session.has_bots() {
                    // The command is stored whatever the bots do; a bot failure is retried
                    // by the next wake-up (see `drive_bots`).
                    let _ = self.drive_bots_from(*session).await;
                    None
                } else {
                    Some(session)
                };
                Ok(CommandReceipt {
                    version,
                    events,
                    replayed: false,
                    session,
                })
            }
            // A retry of a stored command is refused (its version has passed) or collides
            // with its own events; either way its first result is the answer.
            Ok(Appended::AlreadyApplied) => {
                self.replay(game_id, command_id, player)
                    .await?
                    .ok_or_else(|| {
                        // Event ids are unique across games; this one's were stored elsewhere.
                        AppError::BadInput(
                            "this command id was already used in another game; send a fresh one"
                                .into(),
                        )
                    })
            }
            // Only a play's start is answered so, never a command.
            Ok(Appended::CampaignMoved) => Err(AppError::Internal(
                "a command's append reported its campaign moved".into(),
            )),
            Err(err @ AppError::Unavailable(_)) => Err(err),
            Err(err) => match self.replay(game_id, command_id, player).await? {
                Some(receipt) => Ok(receipt),
                None => Err(err),
            },
        }
    }

    /// Judge and store one command on `session`, as the store has it at `session.version`.
    async fn try_command(
        &self,
        session: &GameSession,
        attempt: &CommandAttempt<'_>,
    ) -> Result<Appended, AppError> {
        let seat = session.acting_seat(attempt.player, attempt.seat)?;
        if let Submitted::Game(command) = attempt.command
            && command.kind() != session.kind
        {
            return Err(AppError::BadInput(format!(
                "this is a {} game; send a {} command",
                session.kind.as_str(),
                session.kind.as_str()
            )));
        }
        if !session.started {
            return Err(AppError::rule(
                "GAME_NOT_STARTED",
                "The game has not started yet",
            ));
        }
        if session.is_over() {
            return Err(AppError::Rule(RuleError::game_over()));
        }
        if attempt.expected_version != session.version {
            return Err(AppError::Conflict {
                current_version: session.version,
            });
        }
        let events = match attempt.command {
            Submitted::Game(command) => {
                let mut rng = GameRng::new(&session.seed, session.version);
                let events = session.state.decide(seat, command, &mut rng)?;
                events.into_iter().map(StreamEvent::Game).collect()
            }
            Submitted::Table(TableCommand::Undo) => session.decide_undo(seat)?,
        };
        if events.is_empty() {
            // Nothing to store, so nothing would catch a repeated id; look it up instead.
            return Err(AppError::Internal("a command decided no events".into()));
        }
        self.append(
            session,
            attempt.command_id,
            Some(attempt.player.id),
            Some(seat),
            events,
        )
        .await
    }

    /// The first result of `command_id`, if it was stored; only its sender may see it.
    async fn replay(
        &self,
        game_id: Uuid,
        command_id: Uuid,
        player: &Player,
    ) -> Result<Option<CommandReceipt>, AppError> {
        let Some(receipt) = self.earlier_result(game_id, command_id).await? else {
            return Ok(None);
        };
        if receipt
            .events
            .iter()
            .any(|e| e.metadata.actor_player != Some(player.id))
        {
            return Err(AppError::Forbidden(
                "this command id belongs to another player's command; send a fresh one".into(),
            ));
        }
        Ok(Some(receipt))
    }

    async fn earlier_result(
        &self,
        game_id: Uuid,
        command_id: Uuid,
    ) -> Result<Option<CommandReceipt>, AppError> {
        let earlier = self
            .ports
            .store
            .events_of_command(game_id, command_id)
            .await?;
        Ok(earlier.last().map(|last| CommandReceipt {
            version: last.version,
            events: earlier.clone(),
            replayed: true,
            session: None,
        }))
    }
}
