use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use crate::catalog::{AnyEvent, GameKind};
use crate::dispatch::{Tagged, split_tag};
use crate::engine::{BotPolicy, ContentRef, GameRng, Seat, Upcaster, Upcasters, Viewer};

use super::hex::decode_hex;
use super::table_life::{
    MovesUndone, RematchDeclined, RematchOf, RematchOffered, SeatConceded, SeatReclaimed,
    SeatTakenOver, TableRules, TimeExpired,
};

/// What a play of a campaign records of it in the game's `GameCreated`: which campaign,
/// at which version, and who may sit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CampaignLink {
    pub campaign_id: Uuid,
    /// The campaign's version the play was set up from.
    pub campaign_version: u64,
    /// The members named at the start: only they take the table's seats (or bots).
    pub members: Vec<Uuid>,
}

/// Everything a game stream holds: the table's own history, then the game's events.
#[derive(Debug, Clone, PartialEq)]
pub enum StreamEvent {
    Lobby(LobbyEvent),
    Game(AnyEvent),
}

/// Events about the table rather than the game: created, seats taken and left, started or
/// cancelled; and its life during play (`table_life`): clocks running out, seats conceded,
/// taken over and reclaimed, decisions taken back, rematches.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
// One `GameCreated` per stream, decoded and dropped: boxing it would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum LobbyEvent {
    GameCreated(GameCreated),
    SeatClaimed(SeatClaimed),
    SeatGivenToBot(SeatGivenToBot),
    GameStarted(GameStarted),
    SeatLeft(SeatLeft),
    GameCancelled(GameCancelled),
    TimeExpired(TimeExpired),
    SeatConceded(SeatConceded),
    SeatTakenOver(SeatTakenOver),
    SeatReclaimed(SeatReclaimed),
    MovesUndone(MovesUndone),
    RematchOffered(RematchOffered),
    RematchDeclined(RematchDeclined),
}

/// The first event of every stream: what was created, with which options.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameCreated {
    pub kind: GameKind,
    pub title: String,
    /// The game's own options JSON (`AnyOptions` without its tag).
    pub options: Value,
    pub seat_count: u8,
    pub created_by: Uuid,
    /// Hex of the secret RNG seed. Redacted for everyone until the game is over.
    pub seed: Option<String>,
    /// Hex SHA-256 of the seed's bytes, public from the first version: once the seed is
    /// revealed, anyone can check it is the one the game was committed to
    /// (docs/fair-randomness.md).
    pub seed_commitment: String,
    /// The content pack the game is set up with, stored once by hash
    /// (docs/content-packs.md). Absent in games created before content packs: they fold
    /// with the pack embedded then, kept in the binary.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<ContentRef>,
    /// The campaign this game is a play of, and the version its setup came from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<CampaignLink>,
    /// A private table's invitation code, hashed (hex SHA-256); the code itself is stored
    /// nowhere. Never shown to anyone, even after the end: `redact` takes it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invitation: Option<String>,
    /// The table's clock, takeover bot and undo (absent: none of them, as before table life).
    #[serde(default, skip_serializing_if = "TableRules::is_default")]
    pub table: TableRules,
    /// The finished game this table is the rematch of, and whom it invites.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<RematchOf>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatClaimed {
    pub seat: Seat,
    pub player_id: Uuid,
    pub player_name: String,
}

/// The creator gave a seat to a bot: the server plays it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatGivenToBot {
    pub seat: Seat,
    pub policy: BotPolicy,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameStarted {
    pub started_by: Uuid,
}

/// A player gave up a seat before the start; the seat is free again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatLeft {
    pub seat: Seat,
    pub player_id: Uuid,
}

/// The creator closed the table before the start: it takes no more commands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameCancelled {
    pub cancelled_by: Uuid,
}

const LOBBY_PREFIX: &str = "lobby.";

/// The lobby's events stored under older shapes.
pub const LOBBY_UPCASTERS: Upcasters = Upcasters(&[Upcaster {
    event: "GameCreated",
    from: 1,
    upcast: commit_to_the_stored_seed,
}]);

/// Version 1 of `GameCreated` had no commitment: derive it from the seed, which every stored
/// version-1 event holds (redaction happens at read time, after upcasting).
fn commit_to_the_stored_seed(mut payload: Value) -> Value {
    let commitment = payload
        .get("seed")
        .and_then(Value::as_str)
        .map(|hex| GameRng::commitment(&decode_hex(hex)));
    if let (Some(object), Some(commitment)) = (payload.as_object_mut(), commitment) {
        object.insert("seedCommitment".into(), Value::String(commitment));
    }
    payload
}

impl StreamEvent {
    /// The stored `event_type`, schema version and payload. Lobby events are
    /// `lobby.<Name>`, game events `<game kind>.<Name>`, so the two can never be confused.
    pub fn to_stored(&self) -> (String, i32, Value) {
        let (prefix, upcasters, (name, payload)) = match self {
            StreamEvent::Lobby(e) => (
                LOBBY_PREFIX.to_owned(),
                LOBBY_UPCASTERS,
                split_tag(serde_json::to_value(e).unwrap_or(Value::Null)),
            ),
            StreamEvent::Game(e) => (
                format!("{}.", e.kind().as_str()),
                e.kind().upcasters(),
                e.to_stored(),
            ),
        };
        let version = upcasters.current_version(&name);
        (format!("{prefix}{name}"), version, payload)
    }

    /// Read a stored event written at `schema_version`, upcast to today's shape.
    pub fn from_stored(
        event_type: &str,
        schema_version: i32,
        payload: &Value,
    ) -> Result<StreamEvent, String> {
        let (prefix, name) = event_type
            .split_once('.')
            .ok_or_else(|| format!("event type without a namespace: {event_type}"))?;
        let kind = match prefix {
            "lobby" => None,
            _ => {
                Some(GameKind::parse(prefix).ok_or_else(|| format!("unknown game kind {prefix}"))?)
            }
        };
        let upcasters = kind.map_or(LOBBY_UPCASTERS, GameKind::upcasters);
        let payload = upcasters
            .current(name, schema_version, payload)
            .map_err(|e| format!("{prefix}.{e}"))?;
        match kind {
            None => serde::Deserialize::deserialize(Tagged {
                tag: name,
                payload: &payload,
            })
            .map(StreamEvent::Lobby),
            Some(kind) => kind
                .event_from_stored(name, &payload)
                .map(StreamEvent::Game),
        }
        .map_err(|e| format!("{event_type}: {e}"))
    }

    /// What `viewer` may see of this event. `game_over` lifts the seed's secrecy; the
    /// invitation's hash is never shown, so nobody can try codes against it.
    pub fn redact(&self, viewer: Viewer, game_over: bool) -> StreamEvent {
        match self {
            StreamEvent::Lobby(LobbyEvent::GameCreated(created)) => {
                StreamEvent::Lobby(LobbyEvent::GameCreated(GameCreated {
                    seed: created.seed.clone().filter(|_| game_over),
                    invitation: None,
                    ..created.clone()
                }))
            }
            StreamEvent::Lobby(e) => StreamEvent::Lobby(e.clone()),
            StreamEvent::Game(e) => StreamEvent::Game(e.redact(viewer)),
        }
    }
}
