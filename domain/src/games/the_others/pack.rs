//! A content pack: the JSON files of `domain/data/the_others/` parsed into [`Content`] and
//! checked, each error naming the file, the item and the field. The embedded default is
//! [`Content::embedded`]; a pack with an owner's printed values replaces it whole.

use std::sync::LazyLock;

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::content::{
    AcolyteData, ApocalypseCardData, Board, Content, DarkPastData, DarkPastStarting, Dice, FILES,
    HeroData, MapData, SinCardData, SinData, StoryData, Tables, UpgradeData,
};
use super::vocabulary::{HeroFace, SinFace};
use crate::engine::ContentError;

impl crate::engine::GameContent for Content {
    const FILES: &'static [&'static str] = &FILES;
    const EMBEDDED: &'static [(&'static str, &'static str)] = &EMBEDDED;
    // No game was stored before this game had packs.
    const LEGACY: &'static [(&'static str, &'static str)] = &EMBEDDED;

    fn parse(files: &[(&str, &str)]) -> Result<Self, ContentError> {
        Content::from_json_files(files)
    }
}

macro_rules! embedded {
    ($($file:literal),* $(,)?) => {
        [$(($file, include_str!(concat!("../../../data/the_others/", $file)))),*]
    };
}

const EMBEDDED: [(&str, &str); 11] = embedded!(
    "heroes.json",
    "sins.json",
    "sin_cards.json",
    "acolytes.json",
    "upgrade_cards.json",
    "apocalypse_cards.json",
    "dark_past_cards.json",
    "dice.json",
    "tables.json",
    "stories.json",
    "maps.json",
);

static DEFAULT: LazyLock<Content> = LazyLock::new(|| {
    Content::from_json_files(&EMBEDDED)
        .unwrap_or_else(|e| panic!("embedded The Others content: {e}"))
});

/// One file's document, read item by item so that an error names the item.
struct Doc<'a> {
    file: &'a str,
    root: Value,
}

impl<'a> Doc<'a> {
    fn open(files: &[(&str, &'a str)], file: &'a str) -> Result<Self, ContentError> {
        let text = files
            .iter()
            .find(|(f, _)| *f == file)
            .map(|(_, t)| *t)
            .ok_or_else(|| ContentError::new(file, "", "file missing"))?;
        let root = serde_json::from_str(text)
            .map_err(|e| ContentError::new(file, "", format!("invalid JSON: {e}")))?;
        Ok(Doc { file, root })
    }

    fn err(&self, path: impl Into<String>, problem: impl Into<String>) -> ContentError {
        ContentError::new(self.file, path, problem)
    }

    fn value<T: DeserializeOwned>(&self, key: &str) -> Result<T, ContentError> {
        let v = self
            .root
            .get(key)
            .ok_or_else(|| self.err(key, "missing field"))?;
        serde_json::from_value(v.clone()).map_err(|e| self.err(key, e.to_string()))
    }

    /// The array under `key`, each item parsed alone: `key[3] (id): problem`.
    fn items<T: DeserializeOwned>(&self, key: &str) -> Result<Vec<T>, ContentError> {
        let items = self
            .root
            .get(key)
            .and_then(Value::as_array)
            .ok_or_else(|| self.err(key, "expected an array"))?;
        items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                serde_json::from_value(item.clone()).map_err(|e| {
                    let id = item.get("id").and_then(Value::as_str).unwrap_or("");
                    self.err(format!("{key}[{i}] ({id})"), e.to_string())
                })
            })
            .collect()
    }
}

impl Content {
    /// The content built into the binary.
    pub fn embedded() -> &'static Content {
        &DEFAULT
    }

    /// Parse and check a pack's files.
    pub fn from_json_files(files: &[(&str, &str)]) -> Result<Content, ContentError> {
        let heroes = Doc::open(files, "heroes.json")?;
        let upgrades = Doc::open(files, "upgrade_cards.json")?;
        let dark_past = Doc::open(files, "dark_past_cards.json")?;
        let dice = Doc::open(files, "dice.json")?;
        let maps = Doc::open(files, "maps.json")?;
        let content = Content {
            heroes: heroes.items::<HeroData>("heroes")?,
            core_team: heroes.value("core_team")?,
            sins: Doc::open(files, "sins.json")?.items::<SinData>("sins")?,
            sin_cards: Doc::open(files, "sin_cards.json")?.items::<SinCardData>("cards")?,
            acolytes: Doc::open(files, "acolytes.json")?.items::<AcolyteData>("acolytes")?,
            upgrades: upgrades.items::<UpgradeData>("cards")?,
            upgrade_inventory_size: upgrades.value("inventory_size")?,
            apocalypse_cards: Doc::open(files, "apocalypse_cards.json")?
                .items::<ApocalypseCardData>("cards")?,
            dark_past: dark_past.items::<DarkPastData>("cards")?,
            dark_past_starting: Some(dark_past.value::<DarkPastStarting>("starting_heroes")?),
            dice: Dice {
                sin: dice_faces::<SinFace>(&dice, "sin_die")?,
                hero: dice_faces::<HeroFace>(&dice, "hero_die")?,
            },
            tables: Doc::open(files, "tables.json")?.value_root::<Tables>()?,
            stories: Doc::open(files, "stories.json")?.items::<StoryData>("stories")?,
            boards: maps.items::<Board>("boards")?,
            maps: maps.items::<MapData>("maps")?,
        };
        content.check()?;
        Ok(content)
    }

    /// Cross-references between files, and the numbers the rules cannot do without.
    fn check(&self) -> Result<(), ContentError> {
        let bad = |file: &str, path: String, problem: &str| {
            Err(ContentError::new(file, path, problem.to_owned()))
        };
        for (i, id) in self.core_team.iter().enumerate() {
            match self.hero(id) {
                Some(h) if h.secondary_dashboard_of.is_none() => {}
                _ => {
                    return bad(
                        "heroes.json",
                        format!("core_team[{i}]"),
                        "no such primary hero",
                    );
                }
            }
        }
        if self.core_team.len() != usize::from(self.tables.team_size) {
            return bad(
                "heroes.json",
                "core_team".into(),
                "a team has team_size heroes",
            );
        }
        for (i, c) in self.sin_cards.iter().enumerate() {
            if self.sin(&c.sin).is_none() {
                return bad("sin_cards.json", format!("cards[{i}].sin"), "no such SIN");
            }
        }
        for (i, c) in self.apocalypse_cards.iter().enumerate() {
            if c.summons.is_some() && c.member.is_none() {
                return bad(
                    "apocalypse_cards.json",
                    format!("cards[{i}].member"),
                    "a Hell Club card gives its member's combat and defense",
                );
            }
        }
        for n in 1..=4 {
            if self.player_count(n).is_none() {
                return bad(
                    "tables.json",
                    "player_counts".into(),
                    "one row per 1 to 4 hero players",
                );
            }
        }
        if self.tables.corruption_track.len() != usize::from(self.tables.corruption_max) {
            return bad(
                "tables.json",
                "corruption_track".into(),
                "one row per corruption level",
            );
        }
        for (i, s) in self.stories.iter().enumerate() {
            for (j, m) in s.maps.iter().enumerate() {
                match self.map(m) {
                    Some(map) if map.story == s.id => {}
                    _ => {
                        return bad(
                            "stories.json",
                            format!("stories[{i}].maps[{j}]"),
                            "no such map of this story",
                        );
                    }
                }
            }
            for (j, m) in s.missions.iter().enumerate() {
                if super::goal::Goal::parse(&m.goal).is_none() {
                    return bad(
                        "stories.json",
                        format!("stories[{i}].missions[{j}].goal"),
                        "no such goal",
                    );
                }
            }
            if !s.missions.iter().any(|m| m.is_last) {
                return bad(
                    "stories.json",
                    format!("stories[{i}].missions"),
                    "no last mission",
                );
            }
        }
        for (i, b) in self.boards.iter().enumerate() {
            check_board(b, i)?;
        }
        for (i, m) in self.maps.iter().enumerate() {
            let Some(board) = self.board(&m.board) else {
                return bad("maps.json", format!("maps[{i}].board"), "no such board");
            };
            let spaces = m
                .tokens
                .iter()
                .map(|t| &t.space)
                .chain(m.monsters.iter().map(|x| &x.space));
            for s in spaces {
                if board.space(s).is_none() {
                    return bad(
                        "maps.json",
                        format!("maps[{i}] ({})", m.id),
                        "a placement names no space of its board",
                    );
                }
            }
        }
        Ok(())
    }
}

impl Doc<'_> {
    fn value_root<T: DeserializeOwned>(&self) -> Result<T, ContentError> {
        serde_json::from_value(self.root.clone()).map_err(|e| self.err("", e.to_string()))
    }
}

fn dice_faces<T: DeserializeOwned>(doc: &Doc, key: &str) -> Result<Vec<T>, ContentError> {
    let faces: Vec<T> = doc
        .root
        .get(key)
        .and_then(|d| d.get("faces"))
        .map(|f| serde_json::from_value(f.clone()))
        .ok_or_else(|| doc.err(format!("{key}.faces"), "missing field"))?
        .map_err(|e| doc.err(format!("{key}.faces"), e.to_string()))?;
    if faces.is_empty() {
        return Err(doc.err(format!("{key}.faces"), "a die needs at least one face"));
    }
    Ok(faces)
}

fn check_board(b: &Board, i: usize) -> Result<(), ContentError> {
    let known = |s: &str| b.space(s).is_some();
    let err = |what: &str| {
        Err(ContentError::new(
            "maps.json",
            format!("boards[{i}] ({}).{what}", b.id),
            "names no space of the board",
        ))
    };
    if !known(&b.starting_space) {
        return err("starting_space");
    }
    if b.edges.iter().any(|(x, y)| !known(x) || !known(y)) {
        return err("edges");
    }
    if b.metro.iter().flat_map(|m| &m.spaces).any(|s| !known(s)) {
        return err("metro");
    }
    if b.lines.iter().flatten().any(|s| !known(s)) {
        return err("lines");
    }
    Ok(())
}

static EMBEDDED_HASH: LazyLock<String> = LazyLock::new(|| {
    crate::engine::Pack::<Content>::embedded()
        .map(|p| p.hash)
        .unwrap_or_default()
});

/// The hash of the embedded pack, as a game set up with it records.
pub fn embedded_hash() -> &'static str {
    &EMBEDDED_HASH
}
