//! Reading the pack's files. Each record is read with serde (its error names the field);
//! the path of the record (`cards[12] (W-05)`) is added here.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::super::content::*;
use super::super::vocabulary::{Area, Pc};
use super::check::validate;
use crate::engine::{ContentError, json_kind};

impl crate::engine::GameContent for Content {
    const FILES: &'static [&'static str] = &FILES;
    const EMBEDDED: &'static [(&'static str, &'static str)] = &EMBEDDED;
    const LEGACY: &'static [(&'static str, &'static str)] = &EMBEDDED;

    fn parse(files: &[(&str, &str)]) -> Result<Self, ContentError> {
        Content::from_json_files(files)
    }
}

/// The provisional pack built into the binary.
pub const EMBEDDED: [(&str, &str); 5] = [
    (
        "board.json",
        include_str!("../../../../data/tokyo_saitoshin/board.json"),
    ),
    (
        "pcs.json",
        include_str!("../../../../data/tokyo_saitoshin/pcs.json"),
    ),
    (
        "player_cards.json",
        include_str!("../../../../data/tokyo_saitoshin/player_cards.json"),
    ),
    (
        "encounters.json",
        include_str!("../../../../data/tokyo_saitoshin/encounters.json"),
    ),
    (
        "scenarios.json",
        include_str!("../../../../data/tokyo_saitoshin/scenarios.json"),
    ),
];

static DEFAULT: LazyLock<Content> = LazyLock::new(|| {
    Content::from_json_files(&EMBEDDED)
        .unwrap_or_else(|e| panic!("embedded Tokyo Saitoshin content: {e}"))
});

impl Content {
    /// The embedded provisional pack.
    pub fn embedded() -> &'static Content {
        &DEFAULT
    }

    /// Parse and check a pack from its files' text.
    pub fn from_json_files(files: &[(&str, &str)]) -> Result<Content, ContentError> {
        let doc = |name: &str| -> Result<Value, ContentError> {
            let text = files
                .iter()
                .find(|(f, _)| *f == name)
                .map(|(_, t)| *t)
                .ok_or_else(|| ContentError::new(name, "", "file missing"))?;
            serde_json::from_str(text)
                .map_err(|e| ContentError::new(name, "", format!("invalid JSON: {e}")))
        };
        let board = doc("board.json")?;
        let pcs = doc("pcs.json")?;
        let player = doc("player_cards.json")?;
        let encounters = doc("encounters.json")?;
        let scenarios = doc("scenarios.json")?;

        let mut content = Content {
            areas: items("board.json", &board, "areas")?,
            lines: pairs("board.json", &board)?,
            site_adjacent: field("board.json", &board, "site_adjacent", "areas")?,
            start_areas: start_areas(&board)?,
            rules: Some(field("board.json", &board, "rules", "")?),
            pcs: items("pcs.json", &pcs, "pcs")?,
            bots: items("pcs.json", &pcs, "bots")?,
            player_cards: items("player_cards.json", &player, "cards")?,
            encounters: items("encounters.json", &encounters, "cards")?,
            scenarios: items("scenarios.json", &scenarios, "scenarios")?,
            mod_cards: match scenarios.get("mod_cards") {
                Some(_) => items("scenarios.json", &scenarios, "mod_cards")?,
                None => Vec::new(),
            },
            ..Content::default()
        };
        content.player_index = index(content.player_cards.iter().map(|c| &c.ids));
        content.encounter_index = index(content.encounters.iter().map(|c| &c.ids));
        validate(&content)?;
        Ok(content)
    }
}

fn index<'a>(ids: impl Iterator<Item = &'a Vec<String>>) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for (i, list) in ids.enumerate() {
        for id in list {
            out.insert(id.clone(), i);
        }
    }
    out
}

/// The array `key` of a document, each element read as `T`; an error names the element
/// by index and by its id or title when it has one.
fn items<T: DeserializeOwned>(file: &str, doc: &Value, key: &str) -> Result<Vec<T>, ContentError> {
    let array = doc
        .get(key)
        .ok_or_else(|| ContentError::new(file, key, "missing field"))?
        .as_array()
        .ok_or_else(|| {
            ContentError::new(
                file,
                key,
                format!("expected an array, found {}", json_kind(&doc[key])),
            )
        })?;
    array
        .iter()
        .enumerate()
        .map(|(i, v)| {
            serde_json::from_value(v.clone()).map_err(|e| {
                let name = ["id", "title", "number", "pc"]
                    .iter()
                    .find_map(|k| v.get(*k).map(|x| x.to_string()))
                    .map(|n| format!(" ({})", n.trim_matches('"')))
                    .unwrap_or_default();
                ContentError::new(file, format!("{key}[{i}]{name}"), e.to_string())
            })
        })
        .collect()
}

/// The object `key` (or its member `inner`) read as `T`.
fn field<T: DeserializeOwned>(
    file: &str,
    doc: &Value,
    key: &str,
    inner: &str,
) -> Result<T, ContentError> {
    let mut v = doc
        .get(key)
        .ok_or_else(|| ContentError::new(file, key, "missing field"))?;
    let mut path = key.to_owned();
    if !inner.is_empty() {
        path = format!("{key}.{inner}");
        v = v
            .get(inner)
            .ok_or_else(|| ContentError::new(file, &path, "missing field"))?;
    }
    serde_json::from_value(v.clone()).map_err(|e| ContentError::new(file, path, e.to_string()))
}

fn pairs(file: &str, doc: &Value) -> Result<Vec<(Area, Area)>, ContentError> {
    let pairs: Vec<[Area; 2]> = field(file, doc, "lines", "pairs")?;
    Ok(pairs.into_iter().map(|[a, b]| (a, b)).collect())
}

fn start_areas(doc: &Value) -> Result<BTreeMap<Pc, Area>, ContentError> {
    let mut out = BTreeMap::new();
    for pc in Pc::ALL {
        let key = serde_json::to_value(pc)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        let area: Area = field("board.json", &doc["start_areas"], &key, "").map_err(|e| {
            ContentError::new("board.json", format!("start_areas.{key}"), e.problem)
        })?;
        out.insert(pc, area);
    }
    Ok(out)
}
