use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::catalog::{AnyOptions, AnyState, GameKind};
use crate::engine::{BotPolicy, ContentRef, Seat};

use super::content::PackShelf;
use super::error::AppError;
use super::hex::decode_hex;
use super::lobby::{CampaignLink, LobbyEvent, StreamEvent};
use super::records::{GameStatus, GameSummary, SeatSummary, StoredEvent};
use super::table_life::{AwayPlayer, TableLife};

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatHolder {
    /// Nil for a bot: no player's token can act for it.
    pub player_id: Uuid,
    pub player_name: String,
    /// Set when the server plays this seat.
    #[serde(default)]
    pub bot: Option<BotPolicy>,
    /// The player a bot took this seat over from.
    #[serde(default)]
    pub away: Option<AwayPlayer>,
}

impl SeatHolder {
    pub fn player(player_id: Uuid, player_name: String) -> SeatHolder {
        SeatHolder {
            player_id,
            player_name,
            bot: None,
            away: None,
        }
    }

    pub fn bot(policy: BotPolicy, away: Option<AwayPlayer>) -> SeatHolder {
        SeatHolder {
            player_id: Uuid::nil(),
            player_name: bot_name(policy),
            bot: Some(policy),
            away,
        }
    }
}

/// Where an event sits in its stream, as folding needs it: the version and time it was
/// stored at, and whose command it belongs to.
#[derive(Debug, Clone, Copy)]
pub struct Applied<'a> {
    pub version: u64,
    pub recorded_at: &'a str,
    pub command_id: Uuid,
    pub actor_player: Option<Uuid>,
    pub actor_seat: Option<Seat>,
}

impl<'a> Applied<'a> {
    pub fn of(stored: &'a StoredEvent) -> Applied<'a> {
        Applied {
            version: stored.version,
            recorded_at: &stored.recorded_at,
            command_id: stored.metadata.command_id,
            actor_player: stored.metadata.actor_player,
            actor_seat: stored.metadata.actor_seat,
        }
    }
}

/// A game stream folded: the table, its players and the game state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSession {
    pub id: Uuid,
    pub kind: GameKind,
    pub title: String,
    pub options: AnyOptions,
    pub seats: Vec<Option<SeatHolder>>,
    pub created_by: Uuid,
    pub created_at: String,
    pub updated_at: String,
    /// Secret: never shown before the game is over.
    pub seed: Vec<u8>,
    pub started: bool,
    pub state: AnyState,
    pub version: u64,
    /// The content pack named by `GameCreated` (`None`: a game from before content packs).
    #[serde(default)]
    pub content: Option<ContentRef>,
    /// The campaign this game is a play of (`None`: a game on its own).
    #[serde(default)]
    pub campaign: Option<CampaignLink>,
    /// A private table's invitation hash (`GameCreated::invitation`). Secret.
    #[serde(default)]
    pub invitation: Option<String>,
    /// The creator cancelled the table before the start.
    #[serde(default)]
    pub cancelled: bool,
    /// Clocks, undo points, takeovers and rematches (`table_life`).
    #[serde(default)]
    pub table: TableLife,
}

impl GameSession {
    /// The session after its first event. `None` if that event is not `GameCreated`.
    pub fn start_from(id: Uuid, first: &StreamEvent, recorded_at: &str) -> Option<GameSession> {
        let StreamEvent::Lobby(LobbyEvent::GameCreated(created)) = first else {
            return None;
        };
        let options = created
            .kind
            .options_from_json(created.options.clone())
            .ok()?;
        Some(GameSession {
            id,
            kind: created.kind,
            title: created.title.clone(),
            options,
            seats: vec![None; created.seat_count as usize],
            created_by: created.created_by,
            created_at: recorded_at.to_owned(),
            updated_at: recorded_at.to_owned(),
            seed: created.seed.as_deref().map(decode_hex).unwrap_or_default(),
            started: false,
            state: created.kind.initial_state(),
            version: 1,
            content: created.content.clone(),
            campaign: created.campaign.clone(),
            invitation: created.invitation.clone(),
            cancelled: false,
            table: TableLife::new(created.table, created.rematch_of.clone()),
        })
    }

    /// Fold stored events, oldest first, onto `base` (a snapshot or a cached session of the
    /// same game; `None` to start from the stream's first event). The one place where a
    /// stream becomes a session: loads, caches and tests all fold through here.
    ///
    /// Fails with `NotFound` when there is neither a base nor an event, and with `Internal`
    /// when an event cannot be decoded or the stream does not start with `GameCreated`.
    pub fn fold<'a>(
        id: Uuid,
        base: Option<GameSession>,
        events: impl IntoIterator<Item = &'a StoredEvent>,
    ) -> Result<GameSession, AppError> {
        Self::fold_with(id, base, events, PackShelf::built_in())
    }

    /// `fold`, with the content packs of `shelf`: the game's pack is attached to its state
    /// before any game event, and again to a state read back from a snapshot (which holds
    /// no content).
    pub fn fold_with<'a>(
        id: Uuid,
        base: Option<GameSession>,
        events: impl IntoIterator<Item = &'a StoredEvent>,
        shelf: &PackShelf,
    ) -> Result<GameSession, AppError> {
        let mut session = base;
        if let Some(s) = session.as_mut() {
            s.attach_content(shelf)?;
        }
        for stored in events {
            match session.as_mut() {
                Some(s) => s.apply_stored(stored)?,
                // Campaigns have streams too, under ids of their own: such an id names
                // no game, and reading it as one is the caller's mistake, not a fault.
                None if !stored.event_type.starts_with("lobby.") => {
                    return Err(AppError::NotFound(format!("no game has the id {id}")));
                }
                None => {
                    let first = decode(stored)?;
                    let mut started = GameSession::start_from(id, &first, &stored.recorded_at)
                        .ok_or_else(|| {
                            AppError::Internal(format!(
                                "stream {id} does not start with GameCreated"
                            ))
                        })?;
                    started.attach_content(shelf)?;
                    session = Some(started);
                }
            }
        }
        session.ok_or_else(|| AppError::NotFound(format!("no game has the id {id}")))
    }

    /// Give the state the content of this game's pack.
    pub fn attach_content(&mut self, shelf: &PackShelf) -> Result<(), AppError> {
        let pack = shelf.resolve(self.kind, self.content.as_ref())?;
        self.state.attach_content(&pack);
        for kept in self.table.undo.states_mut() {
            kept.attach_content(&pack);
        }
        Ok(())
    }

    /// Apply one stored event, which must be the next version.
    pub fn apply_stored(&mut self, stored: &StoredEvent) -> Result<(), AppError> {
        if stored.version != self.version + 1 {
            return Err(AppError::Internal(format!(
                "stream {} jumps from version {} to {}",
                self.id, self.version, stored.version
            )));
        }
        let event = decode(stored)?;
        self.apply(&event, &Applied::of(stored));
        Ok(())
    }

    /// Apply the event stored at `at.version`.
    pub fn apply(&mut self, event: &StreamEvent, at: &Applied<'_>) {
        match event {
            StreamEvent::Lobby(LobbyEvent::GameCreated(_)) => {}
            StreamEvent::Lobby(LobbyEvent::SeatClaimed(claim)) => {
                if let Some(slot) = self.seats.get_mut(claim.seat.index()) {
                    *slot = Some(SeatHolder::player(
                        claim.player_id,
                        claim.player_name.clone(),
                    ));
                }
            }
            StreamEvent::Lobby(LobbyEvent::SeatGivenToBot(given)) => {
                if let Some(slot) = self.seats.get_mut(given.seat.index()) {
                    *slot = Some(SeatHolder::bot(given.policy, None));
                }
            }
            StreamEvent::Lobby(LobbyEvent::SeatLeft(left)) => {
                if let Some(slot) = self.seats.get_mut(left.seat.index()) {
                    *slot = None;
                }
            }
            StreamEvent::Lobby(LobbyEvent::GameCancelled(_)) => self.cancelled = true,
            // The start, the game's own events and the table's life while it plays.
            _ => self.fold_table_life(event, at),
        }
        self.version = at.version;
        self.updated_at = at.recorded_at.to_owned();
    }

    pub fn status(&self) -> GameStatus {
        if self.cancelled {
            GameStatus::Cancelled
        } else if !self.started {
            GameStatus::Lobby
        } else if self.state.outcome().is_some() {
            GameStatus::Finished
        } else {
            GameStatus::InProgress
        }
    }

    pub fn is_over(&self) -> bool {
        self.status() == GameStatus::Finished
    }

    /// The policy of a seat the server plays, if it is one.
    pub fn bot_policy(&self, seat: Seat) -> Option<BotPolicy> {
        self.seats.get(seat.index())?.as_ref()?.bot
    }

    pub fn has_bots(&self) -> bool {
        self.seats.iter().flatten().any(|h| h.bot.is_some())
    }

    pub fn seat_list(&self) -> Vec<Seat> {
        Seat::all(self.seats.len())
    }

    /// The seats this player holds at this table.
    pub fn seats_of(&self, player_id: Uuid) -> Vec<Seat> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, h)| h.as_ref().is_some_and(|h| h.player_id == player_id))
            .map(|(i, _)| Seat(i as u8))
            .collect()
    }

    pub fn summary(&self) -> GameSummary {
        GameSummary {
            id: self.id,
            kind: self.kind,
            title: self.title.clone(),
            status: self.status(),
            version: self.version,
            seat_count: self.seats.len() as u8,
            seats: self
                .seats
                .iter()
                .enumerate()
                .filter_map(|(i, h)| {
                    h.as_ref().map(|h| SeatSummary {
                        seat: Seat(i as u8),
                        player_id: h.player_id,
                        player_name: h.player_name.clone(),
                    })
                })
                .collect(),
            created_by: self.created_by,
            created_at: self.created_at.clone(),
            updated_at: self.updated_at.clone(),
            winners: self.state.outcome().map(|o| o.winners).unwrap_or_default(),
            // A rematch joins the lobby once every invitation is answered.
            private: self.invitation.is_some() || self.awaits_invitees(),
        }
    }
}

/// A stored event as the domain reads it, upcast to today's shape; an event written by a
/// newer build is refused. Every read path decodes through here.
pub fn decode(stored: &StoredEvent) -> Result<StreamEvent, AppError> {
    StreamEvent::from_stored(&stored.event_type, stored.schema_version, &stored.payload)
        .map_err(|e| AppError::Internal(format!("event {}: {e}", stored.event_id)))
}

fn bot_name(policy: BotPolicy) -> String {
    match policy {
        BotPolicy::Random => "Random bot".to_owned(),
        BotPolicy::Greedy => "Greedy bot".to_owned(),
    }
}
