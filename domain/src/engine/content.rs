//! Content packs: a game's cards, tiles, characters and numbers as data (docs/content-packs.md).
//!
//! The domain only ever sees a pack as text: `(file name, JSON text)` pairs. Reading a
//! directory is the API's job, so the rules stay free of I/O and a pack from the store, from
//! the binary or from a test reads the same way.

use std::fmt::Debug;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

/// A pack file that does not match the schema: `file: path: problem`, where the path names
/// the item and the field (`power_cards.json: [3].cost: expected a number, found a string`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {path}: {problem}")]
pub struct ContentError {
    pub file: String,
    pub path: String,
    pub problem: String,
}

impl ContentError {
    pub fn new(file: &str, path: impl Into<String>, problem: impl Into<String>) -> Self {
        ContentError {
            file: file.to_owned(),
            path: path.into(),
            problem: problem.into(),
        }
    }
}

/// A game's content as a value, parsed from its pack files.
pub trait GameContent: Debug + Send + Sync + Sized + 'static {
    /// The pack's file names; a pack must have every one.
    const FILES: &'static [&'static str];
    /// The files embedded in this binary (`domain/data/<game>/`), the default pack.
    const EMBEDDED: &'static [(&'static str, &'static str)];
    /// The files embedded when games began to record their pack. Games stored before then
    /// recorded none and fold with these, so they stay here, unchanged, even after
    /// `EMBEDDED` moves on (copy the old files beside the new ones when that happens).
    const LEGACY: &'static [(&'static str, &'static str)];

    /// Parse and validate. Every error names the file, the item and the field.
    fn parse(files: &[(&str, &str)]) -> Result<Self, ContentError>;
}

/// Which pack a game was set up with: recorded in its first event, resolved by hash.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ContentRef {
    pub name: String,
    pub hash: String,
}

/// A parsed pack with its identity: the canonical text it is stored as and its hash.
#[derive(Debug)]
pub struct Pack<C> {
    pub name: String,
    /// Hex SHA-256 of `body`.
    pub hash: String,
    /// Canonical JSON: an object of file name to that file's document, keys sorted.
    pub body: String,
    pub content: Arc<C>,
    /// Leaf values marked `"provisional": true`, and all leaf values.
    pub provisional_values: u32,
    pub total_values: u32,
}

/// Name of the pack built into the binary.
pub const EMBEDDED_NAME: &str = "embedded";

impl<C: GameContent> Pack<C> {
    /// Parse a pack from its files, under `name`.
    pub fn from_files(name: &str, files: &[(&str, &str)]) -> Result<Self, ContentError> {
        let mut docs = Map::new();
        for file in C::FILES {
            let text = files
                .iter()
                .find(|(f, _)| f == file)
                .map(|(_, t)| *t)
                .ok_or_else(|| ContentError::new(file, "", "file missing"))?;
            let doc: Value = serde_json::from_str(text)
                .map_err(|e| ContentError::new(file, "", format!("invalid JSON: {e}")))?;
            check_provisional(file, "", &doc)?;
            docs.insert((*file).to_owned(), doc);
        }
        let content = C::parse(files)?;
        let (provisional_values, total_values) = docs
            .values()
            .map(|d| count_values(d, false))
            .fold((0, 0), |(p, t), (dp, dt)| (p + dp, t + dt));
        let body = Value::Object(docs).to_string();
        Ok(Pack {
            name: name.to_owned(),
            hash: hex_sha256(&body),
            body,
            content: Arc::new(content),
            provisional_values,
            total_values,
        })
    }

    /// Parse a pack from the canonical text it is stored as.
    pub fn from_body(name: &str, body: &str) -> Result<Self, ContentError> {
        let docs: Map<String, Value> = serde_json::from_str(body)
            .map_err(|e| ContentError::new("(stored pack)", "", format!("invalid JSON: {e}")))?;
        let texts: Vec<(String, String)> = docs
            .iter()
            .map(|(f, d)| (f.clone(), d.to_string()))
            .collect();
        let files: Vec<(&str, &str)> = texts
            .iter()
            .map(|(f, t)| (f.as_str(), t.as_str()))
            .collect();
        Self::from_files(name, &files)
    }

    /// The pack built into the binary.
    pub fn embedded() -> Result<Self, ContentError> {
        Self::from_files(EMBEDDED_NAME, C::EMBEDDED)
    }

    /// The pack that games stored without a pack reference fold with.
    pub fn legacy() -> Result<Self, ContentError> {
        Self::from_files(EMBEDDED_NAME, C::LEGACY)
    }

    pub fn reference(&self) -> ContentRef {
        ContentRef {
            name: self.name.clone(),
            hash: self.hash.clone(),
        }
    }
}

/// What a JSON value is, in the words a pack's error messages use ("expected a number,
/// found a string").
pub fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

pub fn hex_sha256(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Keys that describe a value rather than being one: not counted, never game data.
fn is_metadata(key: &str) -> bool {
    matches!(
        key,
        "provisional"
            | "reason"
            | "source"
            | "sources"
            | "notes"
            | "note"
            | "confidence"
            | "verified_against"
            | "published_fields"
    ) || key.ends_with("_reason")
        || key.ends_with("_note")
        || key.ends_with("_notes")
        || key.ends_with("_source")
}

fn count_values(v: &Value, provisional: bool) -> (u32, u32) {
    match v {
        Value::Object(map) => {
            let provisional = provisional || map.get("provisional") == Some(&Value::Bool(true));
            map.iter()
                .filter(|(k, _)| !is_metadata(k))
                .map(|(_, v)| count_values(v, provisional))
                .fold((0, 0), |(p, t), (dp, dt)| (p + dp, t + dt))
        }
        Value::Array(items) => items
            .iter()
            .map(|v| count_values(v, provisional))
            .fold((0, 0), |(p, t), (dp, dt)| (p + dp, t + dt)),
        _ => (u32::from(provisional), 1),
    }
}

/// A value marked provisional must say why in one line, so a reader can judge it.
fn check_provisional(file: &str, path: &str, v: &Value) -> Result<(), ContentError> {
    match v {
        Value::Object(map) => {
            match map.get("provisional") {
                None | Some(Value::Bool(false)) => {}
                Some(Value::Bool(true)) => {
                    let reason = map
                        .iter()
                        .find(|(k, _)| *k == "reason" || k.ends_with("_reason"))
                        .and_then(|(_, r)| r.as_str());
                    if !reason.is_some_and(|r| !r.trim().is_empty() && !r.contains('\n')) {
                        return Err(ContentError::new(
                            file,
                            join(path, "provisional"),
                            "a provisional value needs a one-line \"reason\"",
                        ));
                    }
                }
                Some(_) => {
                    return Err(ContentError::new(
                        file,
                        join(path, "provisional"),
                        "expected true or false",
                    ));
                }
            }
            for (k, child) in map {
                check_provisional(file, &join(path, k), child)?;
            }
            Ok(())
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                check_provisional(file, &format!("{path}[{i}]"), child)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn provisional_objects_count_their_values_and_metadata_is_not_counted() {
        let doc: Value = serde_json::from_str(
            r#"[{"cost": 3, "name": "a"}, {"cost": 4, "provisional": true, "reason": "guess"}]"#,
        )
        .unwrap();
        assert_eq!(count_values(&doc, false), (1, 3));
    }

    #[test]
    fn a_provisional_value_without_a_reason_is_refused_by_path() {
        let doc: Value = serde_json::from_str(r#"{"items": [{"provisional": true}]}"#).unwrap();
        let err = check_provisional("x.json", "", &doc).unwrap_err();
        assert_eq!(err.path, "items[0].provisional");
    }
}
