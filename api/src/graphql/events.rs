//! Stored events as GraphQL objects, redacted for the viewer.

use std::sync::Arc;

use async_graphql::{Json, Object, SimpleObject, Union};
use domain::app::{LobbyEvent, StoredEvent, StreamEvent};
use domain::catalog::GameKind;
use domain::engine::{BotPolicy, Seat, Viewer};
use uuid::Uuid;

use crate::redacted::RedactedEvent;

/// One event of a game's history, as the viewer may see it. Cheap to clone: live
/// subscribers with the same viewer share one (`live::SharedEvent`).
#[derive(Clone)]
pub struct GameEvent(Arc<RedactedEvent>, Option<String>);

/// One event of a game's history, as the viewer may see it.
#[Object]
impl GameEvent {
    /// Position of the event in its game's stream: 1, 2, 3... with no gaps.
    async fn version(&self) -> u64 {
        self.0.version
    }

    /// `lobby.<Name>` or `<game kind>.<Name>`.
    async fn event_type(&self) -> &str {
        &self.0.event_type
    }

    async fn schema_version(&self) -> i32 {
        self.0.schema_version
    }

    /// When the event was stored (RFC 3339, UTC).
    async fn recorded_at(&self) -> &str {
        &self.0.recorded_at
    }

    /// The seat whose command caused the event, if any.
    async fn actor_seat(&self) -> Option<Seat> {
        self.0.actor_seat
    }

    /// The revision of the game's rules the event was decided under (1 for events stored
    /// before revisions were recorded). A game goes on under today's rules after a ruling
    /// changes, so one game may show several.
    async fn rules_revision(&self) -> u32 {
        self.0.rules_revision
    }

    /// The event in the subscriber's words: its line of the game's log (`Game.log`), for
    /// clients that do not know the game. Given by `Game.events` and the event
    /// subscriptions; null for an event that needs no line, and in command results.
    async fn text(&self) -> Option<&str> {
        self.1.as_deref()
    }

    /// The event's payload as JSON, for generic tools.
    async fn payload_json(&self) -> Json<&serde_json::Value> {
        Json(&self.0.payload)
    }

    /// The event as a typed object.
    async fn data(&self) -> EventData {
        match self.0.event.clone() {
            StreamEvent::Lobby(LobbyEvent::GameCreated(e)) => EventData::GameCreated(GameCreated {
                kind: e.kind,
                title: e.title,
                seat_count: e.seat_count,
                created_by: e.created_by,
                options_json: Json(e.options),
                seed: e.seed,
                seed_commitment: e.seed_commitment,
                content: e.content.map(|c| ContentPackRef {
                    name: c.name,
                    hash: c.hash,
                }),
                campaign: e.campaign.map(|c| CampaignPlayLink {
                    campaign_id: c.campaign_id,
                    campaign_version: c.campaign_version,
                    members: c.members,
                }),
                table: e.table.into(),
                rematch_of: e.rematch_of,
            }),
            StreamEvent::Lobby(LobbyEvent::SeatClaimed(e)) => EventData::SeatClaimed(SeatClaimed {
                seat: e.seat,
                player_id: e.player_id,
                player_name: e.player_name,
            }),
            StreamEvent::Lobby(LobbyEvent::SeatGivenToBot(e)) => {
                EventData::SeatGivenToBot(SeatGivenToBot {
                    seat: e.seat,
                    policy: e.policy,
                })
            }
            StreamEvent::Lobby(LobbyEvent::GameStarted(e)) => EventData::GameStarted(GameStarted {
                started_by: e.started_by,
            }),
            StreamEvent::Lobby(LobbyEvent::SeatLeft(e)) => EventData::SeatLeft(SeatLeft {
                seat: e.seat,
                player_id: e.player_id,
            }),
            StreamEvent::Lobby(LobbyEvent::GameCancelled(e)) => {
                EventData::GameCancelled(GameCancelled {
                    cancelled_by: e.cancelled_by,
                })
            }
            StreamEvent::Lobby(LobbyEvent::TimeExpired(e)) => EventData::TimeExpired(e),
            StreamEvent::Lobby(LobbyEvent::SeatConceded(e)) => EventData::SeatConceded(e),
            StreamEvent::Lobby(LobbyEvent::SeatTakenOver(e)) => EventData::SeatTakenOver(e),
            StreamEvent::Lobby(LobbyEvent::SeatReclaimed(e)) => EventData::SeatReclaimed(e),
            StreamEvent::Lobby(LobbyEvent::MovesUndone(e)) => EventData::MovesUndone(e),
            StreamEvent::Lobby(LobbyEvent::RematchOffered(e)) => EventData::RematchOffered(e),
            StreamEvent::Lobby(LobbyEvent::RematchDeclined(e)) => EventData::RematchDeclined(e),
            StreamEvent::Game(e) => EventData::Game(e.into()),
        }
    }
}

impl GameEvent {
    /// The stored event as `viewer` may see it. The seed is shown only once the game is over.
    pub fn redacted(
        stored: &StoredEvent,
        event: &StreamEvent,
        viewer: Viewer,
        game_over: bool,
    ) -> GameEvent {
        GameEvent(RedactedEvent::new(stored, event, viewer, game_over), None)
    }

    /// The event with its line of the game's log.
    pub fn with_text(self, text: Option<String>) -> GameEvent {
        GameEvent(self.0, text)
    }
}

impl From<Arc<RedactedEvent>> for GameEvent {
    fn from(event: Arc<RedactedEvent>) -> GameEvent {
        GameEvent(event, None)
    }
}

/// Every kind of event, typed.
#[derive(Union)]
#[graphql(name = "GameEventData")]
pub enum EventData {
    GameCreated(GameCreated),
    SeatClaimed(SeatClaimed),
    SeatGivenToBot(SeatGivenToBot),
    GameStarted(GameStarted),
    SeatLeft(SeatLeft),
    GameCancelled(GameCancelled),
    TimeExpired(domain::app::TimeExpired),
    SeatConceded(domain::app::SeatConceded),
    SeatTakenOver(domain::app::SeatTakenOver),
    SeatReclaimed(domain::app::SeatReclaimed),
    MovesUndone(domain::app::MovesUndone),
    RematchOffered(domain::app::RematchOffered),
    RematchDeclined(domain::app::RematchDeclined),
    #[graphql(flatten)]
    Game(domain::catalog::graphql::EventOutput),
}

/// The table was created.
#[derive(SimpleObject)]
#[graphql(name = "LobbyGameCreated")]
pub struct GameCreated {
    pub kind: GameKind,
    pub title: String,
    pub seat_count: u8,
    pub created_by: Uuid,
    pub options_json: Json<serde_json::Value>,
    /// The RNG seed, hex. Null until the game is over.
    pub seed: Option<String>,
    /// Hex SHA-256 of the seed's bytes, public from the start: once the seed is revealed,
    /// anyone can check it against this (docs/fair-randomness.md).
    pub seed_commitment: String,
    /// The content pack the game is set up with (docs/content-packs.md). Null for games
    /// created before packs were recorded: they use the pack embedded at that time.
    pub content: Option<ContentPackRef>,
    /// The campaign this game is a play of; null for a game on its own.
    pub campaign: Option<CampaignPlayLink>,
    /// The table's clock, takeover bot and undo.
    pub table: crate::graphql::table_rules::TableRulesOutput,
    /// The finished game this table is the rematch of; null otherwise.
    pub rematch_of: Option<domain::app::RematchOf>,
}

/// Which campaign a game is a play of, and the campaign's version its setup came from.
#[derive(SimpleObject)]
pub struct CampaignPlayLink {
    pub campaign_id: Uuid,
    pub campaign_version: u64,
    /// The members who may sit at its table (bots aside).
    pub members: Vec<Uuid>,
}

/// Which content pack a game uses: its name and the SHA-256 of its stored form.
#[derive(SimpleObject)]
pub struct ContentPackRef {
    pub name: String,
    pub hash: String,
}

/// A player took a seat.
#[derive(SimpleObject)]
#[graphql(name = "LobbySeatClaimed")]
pub struct SeatClaimed {
    pub seat: Seat,
    pub player_id: Uuid,
    pub player_name: String,
}

/// The creator gave a seat to a bot, which the server plays.
#[derive(SimpleObject)]
#[graphql(name = "LobbySeatGivenToBot")]
pub struct SeatGivenToBot {
    pub seat: Seat,
    pub policy: BotPolicy,
}

/// The game started; the game's own setup events follow.
#[derive(SimpleObject)]
#[graphql(name = "LobbyGameStarted")]
pub struct GameStarted {
    pub started_by: Uuid,
}

/// A player gave up a seat before the start; it is free again.
#[derive(SimpleObject)]
#[graphql(name = "LobbySeatLeft")]
pub struct SeatLeft {
    pub seat: Seat,
    pub player_id: Uuid,
}

/// The creator closed the table before the start.
#[derive(SimpleObject)]
#[graphql(name = "LobbyGameCancelled")]
pub struct GameCancelled {
    pub cancelled_by: Uuid,
}
