//! Leaving a game in play: a concession, which is final, and taking back a seat that a
//! bot took over when its player's time ran out.

use uuid::Uuid;

use crate::engine::{RuleError, Seat};

use super::super::error::AppError;
use super::super::lobby::{LobbyEvent, StreamEvent};
use super::super::records::Player;
use super::super::service::Tabletop;
use super::super::session::GameSession;
use super::events::{SeatConceded, SeatReclaimed, SeatTakenOver, TakeoverCause};

impl Tabletop {
    /// Give up a seat of a game in play, for good: the table's takeover bot plays it to
    /// the end.
    pub async fn concede(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> Result<GameSession, AppError> {
        for _ in 0..TABLE_RETRIES {
            let session = self.load(game_id).await?;
            in_play(&session)?;
            let seat = session.acting_seat(player, seat)?;
            match self
                .record(
                    &session,
                    player,
                    Some(seat),
                    conceding(&session, seat, player),
                )
                .await
            {
                // A bot or a clock moved the game first; the caller named no version.
                Err(AppError::Conflict { .. }) => continue,
                Err(e) => return Err(e),
                Ok(session) => {
                    self.drive_bots_from(session).await?;
                    return self.load(game_id).await;
                }
            }
        }
        Err(moving(game_id))
    }

    /// Take back a seat a bot took over when the caller's time ran out (`seat`, or the
    /// only such seat). Its clock is full again.
    pub async fn reclaim_seat(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> Result<GameSession, AppError> {
        for _ in 0..TABLE_RETRIES {
            let session = self.load(game_id).await?;
            in_play(&session)?;
            let seat = reclaimable_seat(&session, player.id, seat)?;
            let event = StreamEvent::Lobby(LobbyEvent::SeatReclaimed(SeatReclaimed {
                seat,
                player_id: player.id,
                player_name: player.name.clone(),
            }));
            match self.record(&session, player, Some(seat), vec![event]).await {
                Err(AppError::Conflict { .. }) => continue,
                other => return other,
            }
        }
        Err(moving(game_id))
    }
}

/// Tries of a concession or a reclaim while bots and clocks move the game under it.
const TABLE_RETRIES: usize = 8;

fn moving(game_id: Uuid) -> AppError {
    AppError::Unavailable(format!(
        "game {game_id} moved {TABLE_RETRIES} times while the seat changed hands"
    ))
}

/// A concession: final, and the takeover bot in the same append.
fn conceding(session: &GameSession, seat: Seat, player: &Player) -> Vec<StreamEvent> {
    [
        LobbyEvent::SeatConceded(SeatConceded {
            seat,
            player_id: player.id,
        }),
        LobbyEvent::SeatTakenOver(SeatTakenOver {
            seat,
            policy: session.table.rules.takeover,
            cause: TakeoverCause::Conceded,
        }),
    ]
    .into_iter()
    .map(StreamEvent::Lobby)
    .collect()
}

/// Refuse a table that is not in play.
fn in_play(session: &GameSession) -> Result<(), AppError> {
    if !session.started || session.cancelled {
        return Err(AppError::rule(
            "GAME_NOT_STARTED",
            "The game is not in play: leave the table instead (leaveGame)",
        ));
    }
    if session.is_over() {
        return Err(AppError::Rule(RuleError::game_over()));
    }
    Ok(())
}

/// The seat `player_id` may take back: `asked`, or their only one.
fn reclaimable_seat(
    session: &GameSession,
    player_id: Uuid,
    asked: Option<Seat>,
) -> Result<Seat, AppError> {
    let away: Vec<(Seat, bool)> = session
        .seats
        .iter()
        .enumerate()
        .filter_map(|(i, holder)| {
            let away = holder.as_ref()?.away.as_ref()?;
            (away.player_id == player_id).then_some((Seat(i as u8), away.may_reclaim))
        })
        .filter(|(seat, _)| asked.is_none_or(|asked| asked == *seat))
        .collect();
    match away.as_slice() {
        [] => Err(AppError::rule(
            "NOT_TAKEN_OVER",
            "No seat of yours here is played by a bot; you may reclaim only a seat a bot took over",
        )),
        [(_, false)] => Err(AppError::rule(
            "CONCEDED",
            "You conceded this seat: a concession is final",
        )),
        [(seat, true)] => Ok(*seat),
        _ => Err(AppError::BadInput(
            "bots took over several of your seats here; say which one with `seat`".into(),
        )),
    }
}
