//! The content pack: the embedded provisional pack parses and holds the game's components;
//! a broken pack is refused with the file, the item and the problem.

use super::super::content::{Content, EncounterKind};
use super::super::effect::Op;
use super::super::pack::EMBEDDED;
use super::super::vocabulary::{CardKind, Pc};
use crate::engine::{Pack, json_kind};

fn with(file: &str, edit: impl Fn(&mut serde_json::Value)) -> Vec<(&'static str, String)> {
    EMBEDDED
        .iter()
        .map(|(name, text)| {
            let mut doc: serde_json::Value = serde_json::from_str(text).unwrap();
            if *name == file {
                edit(&mut doc);
            }
            (*name, doc.to_string())
        })
        .collect()
}

fn parse(files: &[(&'static str, String)]) -> Result<Content, crate::engine::ContentError> {
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    Content::from_json_files(&refs)
}

#[test]
fn the_embedded_pack_holds_every_component_of_the_box() {
    let c = Content::embedded();
    for (kind, n) in [
        (CardKind::Weapon, 40),
        (CardKind::Item, 40),
        (CardKind::Follower, 40),
        (CardKind::Artifact, 18),
    ] {
        assert_eq!(c.deck_ids(kind).len(), n, "{kind:?}");
    }
    assert_eq!(c.encounter_ids(EncounterKind::Trouble).len(), 40);
    assert_eq!(c.encounter_ids(EncounterKind::Site).len(), 40);
    for pc in Pc::ALL {
        assert_eq!(c.starter_ids(pc).len(), 8);
        assert!(c.bot(pc).is_some());
    }
    let numbers: Vec<&str> = c.scenarios.iter().map(|s| s.number.as_str()).collect();
    assert_eq!(numbers, ["00", "04", "07"]);
    let pack = Pack::<Content>::embedded().unwrap();
    assert!(pack.provisional_values > 0 && pack.provisional_values < pack.total_values);
}

#[test]
fn every_card_the_spec_and_the_public_data_name_is_in_the_pack() {
    let c = Content::embedded();
    let names: Vec<&str> = c
        .player_cards
        .iter()
        .map(|p| p.name_ja.as_str())
        .chain(c.encounters.iter().map(|e| e.name_ja.as_str()))
        .collect();
    for name in [
        "何もない素晴らしい1日",
        "銃撃戦",
        "装甲車",
        "兵士",
        "攻性防壁",
        "邪眼",
        "カシマレイコ",
        "ヘルメット",
        "スナイパー",
        "簡易超人血清",
        "身代わり人形",
        "ドゥーム・ゼロ",
        "ハイスターマスク",
        "立てこもり",
        "バイカー",
        "論客",
        "ブラスナックル",
        "バイク",
        "異状なし",
        "焦熱陽炎",
        "背後から延びる手",
        "次元扉",
        "ループトンネル",
        "視肉",
        "適応者ニモ",
        "メイド",
        "鉄砲玉",
    ] {
        assert!(names.contains(&name), "{name} is missing");
    }
    // The published ids.
    assert_eq!(c.encounter("T-06").unwrap().name_ja, "バイカー");
    assert_eq!(c.encounter("X-12").unwrap().name_ja, "次元扉");
    assert_eq!(
        c.player_card("SC03-14").unwrap().name_ja,
        "ハイスターマスク"
    );
    assert_eq!(c.encounter("T-02").unwrap().ap, Some(0));
}

#[test]
fn every_primitive_can_be_written_in_a_pack() {
    // The effect vocabulary round-trips through JSON, executed or not.
    let ops: Vec<Op> = serde_json::from_str(
        r#"[{"op": "gain_ap", "n": 1}, {"op": "reduce_damage", "damage_type": "physical", "value": 1, "environment_bonus": 1},
            {"op": "lock_equipment", "trait": "vehicle"}, {"op": "move_scenario_card", "to": "akiba"}, {"op": "draw_trouble"},
            {"op": "if", "cond": {"round_at_least": 3}, "then": [{"op": "scenario_defeat", "reason": "X"}]},
            {"op": "damage_pcs", "target": "pcs_in_area", "amount": {"per_pc": 2}, "damage_type": "cognitive"}]"#,
    )
    .unwrap();
    assert_eq!(ops.len(), 7);
    assert!(ops[0].is_executed() && ops[3].is_executed() && ops[4].is_executed());
    // A field with a default may be left out; `purchase_for` for another PC runs too.
    let buys: Vec<Op> = serde_json::from_str(
        r#"[{"op": "purchase_for"}, {"op": "purchase_for", "for_other": true}, {"op": "teleport_random", "who": "participants"}]"#,
    )
    .unwrap();
    assert_eq!(buys[0], Op::PurchaseFor { for_other: false });
    assert!(buys.iter().all(Op::is_executed));
    let again: Vec<Op> = serde_json::from_value(serde_json::to_value(&ops).unwrap()).unwrap();
    assert_eq!(again, ops);
}

#[test]
fn a_wrong_field_is_refused_naming_the_file_the_item_and_the_field() {
    let files = with("player_cards.json", |d| {
        d["cards"][40]["ap"] = serde_json::json!("three")
    });
    let err = parse(&files).unwrap_err();
    assert_eq!(err.file, "player_cards.json");
    assert!(err.path.starts_with("cards[40] ("), "{err}");
    assert!(
        err.problem.contains("invalid type"),
        "{err} ({})",
        json_kind(&serde_json::json!("three"))
    );
}

#[test]
fn a_deck_of_the_wrong_size_is_refused() {
    let files = with("encounters.json", |d| {
        let cards = d["cards"].as_array_mut().unwrap();
        cards.retain(|c| c["title"] != "guardian");
    });
    let err = parse(&files).unwrap_err();
    assert!(err.problem.contains("39"), "{err}");
}

#[test]
fn a_script_that_names_a_card_of_no_scenario_is_refused() {
    let files = with("scenarios.json", |d| {
        d["scenarios"][0]["cards"][0]["effects"][0]["ops"][0]["id"] = serde_json::json!("SC00-99");
    });
    let err = parse(&files).unwrap_err();
    assert_eq!(err.file, "scenarios.json");
    assert!(err.problem.contains("SC00-99"), "{err}");
}

#[test]
fn a_scenario_npc_is_brought_in_by_its_script_and_only_one_of_its_own() {
    let director = serde_json::json!([{"id": "director", "name_ja": "監督", "hp": 4,
        "defeat_when_down": true, "provisional": true, "reason": "HP not published"}]);
    let files = with("scenarios.json", |d| {
        d["scenarios"][0]["npcs"] = director.clone();
        d["scenarios"][0]["setup"] = serde_json::json!([{"op": "npc_joins", "id": "director"}]);
    });
    let content = parse(&files).unwrap();
    let npc = &content.scenario("00").unwrap().npcs[0];
    assert_eq!((npc.hp, npc.defeat_when_down), (4, true));
    let files = with("scenarios.json", |d| {
        d["scenarios"][0]["setup"] = serde_json::json!([{"op": "npc_joins", "id": "director"}]);
    });
    let err = parse(&files).unwrap_err();
    assert!(err.problem.contains("not an NPC of this scenario"), "{err}");
}

#[test]
fn a_provisional_value_without_a_reason_is_refused() {
    let files = with("board.json", |d| {
        d["areas"][0].as_object_mut().unwrap().remove("reason");
    });
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let err = Pack::<Content>::from_files("test", &refs).unwrap_err();
    assert_eq!(err.path, "areas[0].provisional");
}
