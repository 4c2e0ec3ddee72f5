//! The line-delimited JSON form of stored events, shared by every export and import: game
//! export, campaign export and the stored-stream fixtures (docs/event-export.md).
//!
//! One line is one stored event, exactly as stored: the payload is never upcast or redacted
//! on the way out, so an import into any database reproduces the stream bit for bit. The
//! global position is left out because it belongs to the database that assigned it.
//!
//! An export may also carry players, one line each (`{"player": {...}}`), before the
//! events: their ids and names (public), and their token hashes only when asked for
//! (`tabletop export --with-tokens`, for moving a server).

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use super::records::{EventMetadata, StoredEvent};

/// One line of an export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EventLine {
    pub stream_id: Uuid,
    pub version: u64,
    pub event_id: Uuid,
    pub event_type: String,
    pub schema_version: i32,
    pub payload: Value,
    pub metadata: EventMetadata,
    /// RFC 3339, UTC, as stored.
    pub recorded_at: String,
}

impl From<&StoredEvent> for EventLine {
    fn from(e: &StoredEvent) -> Self {
        EventLine {
            stream_id: e.stream_id,
            version: e.version,
            event_id: e.event_id,
            event_type: e.event_type.clone(),
            schema_version: e.schema_version,
            payload: e.payload.clone(),
            metadata: e.metadata.clone(),
            recorded_at: e.recorded_at.clone(),
        }
    }
}

impl EventLine {
    /// The event as a store would hand it back; `position` is the line's order in its file,
    /// since only relative order matters once it has left its database.
    pub fn into_stored(self, position: i64) -> StoredEvent {
        StoredEvent {
            position,
            event_id: self.event_id,
            stream_id: self.stream_id,
            version: self.version,
            event_type: self.event_type,
            schema_version: self.schema_version,
            payload: self.payload,
            metadata: self.metadata,
            recorded_at: self.recorded_at,
        }
    }
}

/// A player as an export carries them: what anyone may see, and the token only for a
/// server's move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayerRecord {
    pub id: Uuid,
    pub name: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// The hash of the player's bearer token (never the token) and when it expires:
    /// present only in an export taken `--with-tokens`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<TokenRecord>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TokenRecord {
    pub hash: String,
    pub expires_at: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerLine {
    player: PlayerRecord,
}

/// What an export file holds: players, then events.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Export {
    pub players: Vec<PlayerRecord>,
    pub events: Vec<StoredEvent>,
}

impl Export {
    /// The file: a line per player, then a line per event.
    pub fn to_ndjson(&self) -> String {
        let mut out = String::new();
        for player in &self.players {
            let line = PlayerLine {
                player: player.clone(),
            };
            // Strings only: it always serialises.
            out.push_str(&serde_json::to_string(&line).unwrap_or_default());
            out.push('\n');
        }
        out.push_str(&to_ndjson(&self.events));
        out
    }
}

/// Why an export could not be read: the line (1-based) and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct ExportError {
    pub line: usize,
    pub problem: String,
}

/// Write events as NDJSON, one per line, each line ending in `\n`.
pub fn to_ndjson<'a>(events: impl IntoIterator<Item = &'a StoredEvent>) -> String {
    let mut out = String::new();
    for e in events {
        // An EventLine holds only strings, numbers and JSON values: it always serialises.
        out.push_str(&serde_json::to_string(&EventLine::from(e)).unwrap_or_default());
        out.push('\n');
    }
    out
}

/// Read NDJSON back into stored events. Blank lines are allowed; within each stream the
/// versions must run 1, 2, 3... in file order, so a truncated or shuffled file is refused
/// here rather than folded into a wrong game.
pub fn parse_ndjson(text: &str) -> Result<Vec<StoredEvent>, ExportError> {
    parse_export(text).map(|export| export.events)
}

/// Read a whole export: its player lines and its events (as `parse_ndjson`).
pub fn parse_export(text: &str) -> Result<Export, ExportError> {
    let mut out = Vec::new();
    let mut players = Vec::new();
    let mut last_version: std::collections::HashMap<Uuid, u64> = Default::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            continue;
        }
        if raw.trim_start().starts_with("{\"player\"") {
            let parsed: PlayerLine = serde_json::from_str(raw).map_err(|e| ExportError {
                line,
                problem: e.to_string(),
            })?;
            players.push(parsed.player);
            continue;
        }
        let parsed: EventLine = serde_json::from_str(raw).map_err(|e| ExportError {
            line,
            problem: e.to_string(),
        })?;
        let previous = last_version.entry(parsed.stream_id).or_insert(0);
        if parsed.version != *previous + 1 {
            return Err(ExportError {
                line,
                problem: format!(
                    "stream {} jumps from version {} to {}",
                    parsed.stream_id, previous, parsed.version
                ),
            });
        }
        *previous = parsed.version;
        out.push(parsed.into_stored(out.len() as i64 + 1));
    }
    Ok(Export {
        players,
        events: out,
    })
}

/// What a stream folds to, in JSON: its version, status, outcome, and the view of the
/// spectator and of each seat. Two folds of one stream must give equal values, whatever
/// code version, snapshot or upcaster they went through.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FoldedStream {
    pub version: u64,
    pub status: String,
    pub outcome: Option<crate::engine::Outcome>,
    /// `spectator`, then `seat 0`, `seat 1`, ...
    pub views: std::collections::BTreeMap<String, Value>,
}

impl FoldedStream {
    pub fn of(session: &super::session::GameSession) -> FoldedStream {
        use crate::engine::Viewer;
        let mut views = std::collections::BTreeMap::new();
        views.insert(
            "spectator".to_owned(),
            session.state.view(Viewer::Spectator).to_json(),
        );
        for seat in session.seat_list() {
            views.insert(
                seat.to_string(),
                session.state.view(Viewer::Seat(seat)).to_json(),
            );
        }
        FoldedStream {
            version: session.version,
            status: session.status().as_str().to_owned(),
            outcome: session.state.outcome(),
            views,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(stream: Uuid, version: u64) -> StoredEvent {
        StoredEvent {
            position: 40 + version as i64,
            event_id: Uuid::from_u128(version as u128),
            stream_id: stream,
            version,
            event_type: "lobby.GameStarted".into(),
            schema_version: 1,
            payload: serde_json::json!({"startedBy": Uuid::nil()}),
            metadata: EventMetadata {
                command_id: Uuid::from_u128(7),
                correlation_id: Uuid::from_u128(7),
                actor_player: None,
                actor_seat: None,
                rules_revision: None,
            },
            recorded_at: "2026-11-26T10:00:00.000000Z".into(),
        }
    }

    #[test]
    fn an_export_reads_back_to_the_same_events_but_their_positions() {
        let s = Uuid::from_u128(1);
        let events = vec![event(s, 1), event(s, 2)];
        let back = parse_ndjson(&to_ndjson(&events)).unwrap();
        assert_eq!(back.len(), 2);
        for (a, b) in events.iter().zip(&back) {
            assert_eq!(EventLine::from(a), EventLine::from(b));
        }
        assert_eq!(back[0].position, 1);
    }

    #[test]
    fn a_gap_in_a_stream_names_its_line() {
        let s = Uuid::from_u128(1);
        let text = to_ndjson(&[event(s, 1), event(s, 3)]);
        let err = parse_ndjson(&text).unwrap_err();
        assert_eq!(err.line, 2);
        assert!(err.problem.contains("from version 1 to 3"), "{err}");
    }

    #[test]
    fn players_read_back_before_the_events_and_a_token_only_when_exported() {
        let s = Uuid::from_u128(1);
        let export = Export {
            players: vec![PlayerRecord {
                id: Uuid::from_u128(9),
                name: "alice".into(),
                created_at: "2026-11-26T09:00:00.000000Z".into(),
                token: None,
            }],
            events: vec![event(s, 1)],
        };
        let text = export.to_ndjson();
        assert!(!text.contains("token"), "{text}");
        let back = parse_export(&text).unwrap();
        assert_eq!(back.players, export.players);
        assert_eq!(back.events.len(), 1);
        assert_eq!(parse_ndjson(&text).unwrap().len(), 1);
    }

    #[test]
    fn an_unknown_field_is_refused() {
        let err = parse_ndjson("{\"streamId\": 1, \"surprise\": true}\n").unwrap_err();
        assert_eq!(err.line, 1);
    }
}
