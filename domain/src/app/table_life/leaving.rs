//! Leaving a game in play: a concession, which is final, and taking back a seat that a
//! bot took over when its player's time ran out.

use uuid::Uuid;

use crate::engine::{GameRng, RuleError, Seat};

use super::super::error::AppError;
use super::super::lobby::{LobbyEvent, StreamEvent};
use super::super::records::Player;
use super::super::service::Tabletop;
use super::super::session::GameSession;
use super::events::{SeatConceded, SeatReclaimed, SeatTakenOver, TakeoverCause};

impl Tabletop {
    /// Give up a seat of a game in play, for good: the table's takeover bot plays it to
    /// the end, or, at a table whose rules forfeit, the game eliminates it.
    pub async fn concede(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> Result<GameSession, AppError> {
        let session = self
            .change_seat(player, game_id, |session| {
                let seat = session.acting_seat(player, seat)?;
                Ok((seat, conceding(session, seat, player)?))
            })
            .await?;
        self.drive_bots_from(session).await?;
        self.load(game_id).await
    }

    /// Take back a seat a bot took over when the caller's time ran out (`seat`, or the
    /// only such seat). Its clock is full again.
    pub async fn reclaim_seat(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> Result<GameSession, AppError> {
        self.change_seat(player, game_id, |session| {
            let seat = reclaimable_seat(session, player.id, seat)?;
            let event = StreamEvent::Lobby(LobbyEvent::SeatReclaimed(SeatReclaimed {
                seat,
                player_id: player.id,
                player_name: player.name.clone(),
            }));
            Ok((seat, vec![event]))
        })
        .await
    }

    /// Record the change of hands `change` decides on the game as it is now, deciding
    /// again when a bot or a clock moved the game first: the caller named no version.
    async fn change_seat(
        &self,
        player: &Player,
        game_id: Uuid,
        change: impl Fn(&GameSession) -> Result<(Seat, Vec<StreamEvent>), AppError>,
    ) -> Result<GameSession, AppError> {
        for _ in 0..TABLE_RETRIES {
            let session = self.load(game_id).await?;
            in_play(&session)?;
            let (seat, events) = change(&session)?;
            match self.record(&session, player, Some(seat), events).await {
                Err(AppError::Conflict { .. }) => continue,
                other => return other,
            }
        }
        Err(AppError::Unavailable(format!(
            "game {game_id} moved {TABLE_RETRIES} times while the seat changed hands"
        )))
    }
}

/// Tries of a concession or a reclaim while bots and clocks move the game under it.
const TABLE_RETRIES: usize = 8;

/// A concession: final, and the takeover in the same append.
fn conceding(
    session: &GameSession,
    seat: Seat,
    player: &Player,
) -> Result<Vec<StreamEvent>, AppError> {
    let mut events = vec![StreamEvent::Lobby(LobbyEvent::SeatConceded(SeatConceded {
        seat,
        player_id: player.id,
    }))];
    events.extend(taking_over(session, seat, TakeoverCause::Conceded)?);
    Ok(events)
}

/// The table's takeover bot taking `seat`, and, at a table whose rules forfeit, the game's
/// events that eliminate it, decided with the game's randomness at this version (so a
/// check of the game's randomness finds them again).
pub(super) fn taking_over(
    session: &GameSession,
    seat: Seat,
    cause: TakeoverCause,
) -> Result<Vec<StreamEvent>, AppError> {
    let forfeited = session.table.rules.forfeit;
    let mut events = vec![StreamEvent::Lobby(LobbyEvent::SeatTakenOver(
        SeatTakenOver {
            seat,
            policy: session.table.rules.takeover,
            cause,
            forfeited,
        },
    ))];
    if forfeited {
        let mut rng = GameRng::new(&session.seed, session.version);
        let eliminated = session.state.forfeit(seat, &mut rng)?;
        events.extend(eliminated.into_iter().map(StreamEvent::Game));
    }
    Ok(events)
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
            "This seat cannot be taken back: you conceded it, or the table eliminated it when you left",
        )),
        [(seat, true)] => Ok(*seat),
        _ => Err(AppError::BadInput(
            "bots took over several of your seats here; say which one with `seat`".into(),
        )),
    }
}
