//! The content pack: the embedded data parses, is marked where provisional, and a broken
//! pack is refused with the file, the item and the field.

use crate::engine::{GameContent, Pack};
use crate::games::the_others::Content;

fn embedded_files() -> Vec<(&'static str, String)> {
    Content::EMBEDDED
        .iter()
        .map(|(f, t)| (*f, (*t).to_owned()))
        .collect()
}

fn parse(files: &[(&'static str, String)]) -> Result<Pack<Content>, crate::engine::ContentError> {
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (*f, t.as_str())).collect();
    Pack::<Content>::from_files("test", &refs)
}

#[test]
fn the_embedded_pack_parses_with_its_provisional_values_counted() {
    let pack = Pack::<Content>::embedded().unwrap();
    let c = &pack.content;
    assert_eq!(c.heroes.len(), 19);
    assert_eq!(c.sins.len(), 3);
    assert_eq!(c.sin_cards.len(), 36);
    assert_eq!(c.stories.len(), 5);
    assert_eq!(c.maps.len(), 10);
    assert_eq!(c.core_team.len(), 7);
    assert!(pack.provisional_values > 0 && pack.provisional_values < pack.total_values);
}

#[test]
fn the_corruption_track_bonuses_are_the_rulebooks() {
    let c = Content::embedded();
    let rows: Vec<(u8, u8, u8, u8, bool)> = c
        .tables
        .corruption_track
        .iter()
        .map(|l| (l.level, l.dice, l.hits, l.defense, l.choice_result))
        .collect();
    assert_eq!(
        rows,
        vec![
            (1, 0, 0, 0, false),
            (2, 1, 0, 0, false),
            (3, 0, 0, 1, false),
            (4, 0, 1, 0, false),
            (5, 1, 0, 0, false),
            (6, 0, 2, 0, false),
            (7, 0, 0, 0, true),
        ]
    );
}

#[test]
fn a_hero_without_combat_is_refused_naming_the_file_and_the_hero() {
    let mut files = embedded_files();
    let heroes = files.iter_mut().find(|(f, _)| *f == "heroes.json").unwrap();
    heroes.1 = heroes.1.replacen("\"combat\": 3", "\"combat\": null", 1);
    let err = parse(&files).unwrap_err();
    assert_eq!(err.file, "heroes.json");
    assert_eq!(err.path, "heroes[0] (leah)");
    assert!(err.problem.contains("invalid type"), "{}", err.problem);
}

#[test]
fn a_map_naming_no_board_space_is_refused() {
    let mut files = embedded_files();
    let maps = files.iter_mut().find(|(f, _)| *f == "maps.json").unwrap();
    maps.1 = maps
        .1
        .replacen("\"space\": \"docks\"", "\"space\": \"atlantis\"", 1);
    let err = parse(&files).unwrap_err();
    assert_eq!(err.file, "maps.json");
    assert!(err.path.starts_with("maps[0]"), "{}", err.path);
}

#[test]
fn a_provisional_value_needs_its_reason() {
    let mut files = embedded_files();
    let dice = files.iter_mut().find(|(f, _)| *f == "dice.json").unwrap();
    let mut doc: serde_json::Value = serde_json::from_str(&dice.1).unwrap();
    doc["sin_die"].as_object_mut().unwrap().remove("reason");
    dice.1 = doc.to_string();
    let err = parse(&files).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.path.as_str()),
        ("dice.json", "sin_die.provisional")
    );
}

#[test]
fn the_board_knows_adjacency_metro_and_straight_lines() {
    let b = Content::embedded().board("haven_provisional").unwrap();
    assert_eq!(
        b.adjacent("main_2"),
        vec!["main_1", "main_3", "north_street", "south_street"]
    );
    assert!(b.hero_steps("police_station").contains(&("park", true)));
    assert!(!b.adjacent("police_station").contains(&"park"));
    assert!(b.line_of_sight("main_1", "main_4"));
    assert!(!b.line_of_sight("main_1", "north_street"));
    assert_eq!(b.distance("main_1", "main_4"), Some(3));
}
