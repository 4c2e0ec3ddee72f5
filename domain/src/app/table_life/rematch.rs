//! Rematches: a finished game's players open the same table again, each accepting or
//! declining their seat.

use uuid::Uuid;

use crate::engine::Seat;

use super::super::append::Actor;
use super::super::error::AppError;
use super::super::lobby::{LobbyEvent, SeatClaimed, SeatGivenToBot, StreamEvent};
use super::super::new_table::NewTable;
use super::super::ports::StreamWrite;
use super::super::records::Player;
use super::super::service::Tabletop;
use super::super::session::GameSession;
use super::events::{Invitee, RematchDeclined, RematchOf, RematchOffered};

/// Tries before giving up when the finished game keeps moving (it only moves by a
/// rematch, so the second try finds the one that won).
const REMATCH_TRIES: usize = 3;

impl Tabletop {
    /// Open the rematch of finished game `game_id`: a new table with the same kind,
    /// options, seat count, title, table rules and invitation; bots keep their seats, the
    /// asker takes theirs, and every other player is invited to the seat they had. The
    /// finished game records the rematch, so asking again answers the same table.
    pub async fn rematch(&self, player: &Player, game_id: Uuid) -> Result<GameSession, AppError> {
        for _ in 0..REMATCH_TRIES {
            let old = self.load(game_id).await?;
            if let Some(existing) = old.table.rematch {
                return self.load(existing).await;
            }
            let invited = invitees(&old, player)?;
            let (id, command_id) = (self.ports.ids.new_id(), self.ports.ids.new_id());
            let offered = StreamEvent::Lobby(LobbyEvent::RematchOffered(RematchOffered {
                game_id: id,
                offered_by: player.id,
            }));
            // Event ids come from their command's id; the finished game's event needs its own.
            let by = Actor {
                command_id: Uuid::new_v5(&command_id, b"rematch-offered"),
                player: Some(player.id),
                seat: None,
            };
            let (after, events) = self.prepare(&old, &by, &[offered], &self.ports.clock.now())?;
            let table = NewTable {
                rules: old.table.rules,
                invitation: old.invitation.clone(),
                seated: seated(&old, &invited, player),
                rematch_of: Some(RematchOf { game_id, invited }),
                beside: Some(StreamWrite::game(old.version, events, after.summary())),
                ..NewTable::new(
                    id,
                    command_id,
                    old.options.clone(),
                    old.seats.len() as u8,
                    Some(old.title.clone()),
                )
            };
            match self.open_table(player, table).await {
                Err(AppError::Conflict { .. }) => continue,
                other => return other,
            }
        }
        Err(AppError::Unavailable(format!(
            "game {game_id} moved {REMATCH_TRIES} times while its rematch was opened"
        )))
    }

    /// Accept or decline the seats a rematch invites the caller to.
    pub async fn answer_rematch(
        &self,
        player: &Player,
        game_id: Uuid,
        accept: bool,
    ) -> Result<GameSession, AppError> {
        let session = self.load(game_id).await?;
        if session.table.rematch_of.is_none() {
            return Err(AppError::rule(
                "NOT_A_REMATCH",
                "This table is not a rematch; join it instead",
            ));
        }
        let seats: Vec<Seat> = session
            .seat_list()
            .into_iter()
            .filter(|seat| session.reserved_for(*seat) == Some(player.id))
            .collect();
        if seats.is_empty() || session.started || session.cancelled {
            return Err(AppError::rule(
                "NOT_INVITED",
                "You have no open invitation at this table",
            ));
        }
        let events = seats
            .into_iter()
            .map(|seat| {
                StreamEvent::Lobby(if accept {
                    LobbyEvent::SeatClaimed(SeatClaimed {
                        seat,
                        player_id: player.id,
                        player_name: player.name.clone(),
                    })
                } else {
                    LobbyEvent::RematchDeclined(RematchDeclined {
                        seat,
                        player_id: player.id,
                    })
                })
            })
            .collect();
        self.record(&session, player, None, events).await
    }
}

impl GameSession {
    /// The invited player a free seat of a rematch waits for.
    pub fn invitee_for(&self, seat: Seat) -> Option<&Invitee> {
        if !matches!(self.seats.get(seat.index()), Some(None)) {
            return None;
        }
        let invited = self.table.rematch_of.as_ref()?.invited.get(seat.index())?;
        invited.as_ref()
    }

    /// The id of the invited player a free seat of a rematch waits for.
    pub fn reserved_for(&self, seat: Seat) -> Option<Uuid> {
        self.invitee_for(seat).map(|i| i.player_id)
    }

    /// Whether a free seat still waits for an invited player's answer.
    pub fn awaits_invitees(&self) -> bool {
        self.seat_list()
            .into_iter()
            .any(|seat| self.reserved_for(seat).is_some())
    }
}

/// Who the rematch of `old` invites, seat by seat; only a player of `old` may ask.
fn invitees(old: &GameSession, asker: &Player) -> Result<Vec<Option<Invitee>>, AppError> {
    if !old.is_over() {
        return Err(AppError::rule(
            "GAME_NOT_OVER",
            "A rematch is opened after the game's end",
        ));
    }
    if old.campaign.is_some() {
        return Err(AppError::rule(
            "CAMPAIGN_PLAY",
            "This game is a campaign play: start the campaign's next play instead",
        ));
    }
    let invited: Vec<Option<Invitee>> = old
        .seats
        .iter()
        .map(|holder| {
            let holder = holder.as_ref()?;
            match (&holder.away, holder.bot) {
                (Some(away), _) => Some(Invitee {
                    player_id: away.player_id,
                    player_name: away.player_name.clone(),
                }),
                (None, Some(_)) => None,
                (None, None) => Some(Invitee {
                    player_id: holder.player_id,
                    player_name: holder.player_name.clone(),
                }),
            }
        })
        .collect();
    if !invited.iter().flatten().any(|i| i.player_id == asker.id) {
        return Err(AppError::Forbidden(
            "only a player of this game may ask for its rematch".into(),
        ));
    }
    Ok(invited)
}

/// The seats a rematch opens with: the bots', and the asker's.
fn seated(old: &GameSession, invited: &[Option<Invitee>], asker: &Player) -> Vec<LobbyEvent> {
    old.seats
        .iter()
        .zip(invited)
        .enumerate()
        .filter_map(|(i, (holder, invitee))| {
            let seat = Seat(i as u8);
            match (invitee, holder.as_ref().and_then(|h| h.bot)) {
                (Some(invitee), _) if invitee.player_id == asker.id => {
                    Some(LobbyEvent::SeatClaimed(SeatClaimed {
                        seat,
                        player_id: asker.id,
                        player_name: asker.name.clone(),
                    }))
                }
                (None, Some(policy)) => {
                    Some(LobbyEvent::SeatGivenToBot(SeatGivenToBot { seat, policy }))
                }
                _ => None,
            }
        })
        .collect()
}
