//! A content pack: the JSON files of `domain/data/brave_architect/` (or an owner's
//! replacement) parsed into [`Content`] and checked, each problem named by file, item and
//! field (`weapons.json: weapons[2].styles[0].attack: the right side must be an attack`).

use std::collections::BTreeSet;
use std::sync::LazyLock;

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::content::*;
use super::vocabulary::{AttackClass, EffectType};
use crate::engine::{ContentError, GameContent};

macro_rules! embedded {
    ($($file:literal),+ $(,)?) => {
        [$(($file, include_str!(concat!("../../../data/brave_architect/", $file)))),+]
    };
}

const EMBEDDED: [(&str, &str); 9] = embedded!(
    "parameters.json",
    "map.json",
    "races.json",
    "weapons.json",
    "sub_weapons.json",
    "skills.json",
    "items.json",
    "enemy_parties.json",
    "enemy_attacks.json",
);

static DEFAULT: LazyLock<Content> = LazyLock::new(|| {
    parse(&EMBEDDED).unwrap_or_else(|e| panic!("embedded Brave Architect content: {e}"))
});

impl Content {
    /// The content built into the binary.
    pub fn embedded() -> &'static Content {
        &DEFAULT
    }
}

impl GameContent for Content {
    const FILES: &'static [&'static str] = &FILES;
    const EMBEDDED: &'static [(&'static str, &'static str)] = &EMBEDDED;
    // No game was stored before this game had packs: the legacy pack is today's.
    const LEGACY: &'static [(&'static str, &'static str)] = &EMBEDDED;

    fn parse(files: &[(&str, &str)]) -> Result<Self, ContentError> {
        parse(files)
    }
}

#[derive(Deserialize)]
struct MapFile {
    body: Body,
    core: CoreNumbers,
    maps: Vec<MapData>,
}

#[derive(Deserialize)]
struct RacesFile {
    races: Vec<Race>,
}

#[derive(Deserialize)]
struct WeaponsFile {
    weapons: Vec<Weapon>,
}

#[derive(Deserialize)]
struct SubWeaponsFile {
    sub_weapons: Vec<SubWeapon>,
}

#[derive(Deserialize)]
struct SkillsFile {
    skills: Vec<Skill>,
}

#[derive(Deserialize)]
struct ItemsFile {
    items: Vec<Item>,
}

#[derive(Deserialize)]
struct PartiesFile {
    parties: Vec<Party>,
}

#[derive(Deserialize)]
struct AttacksFile {
    attacks: Vec<EnemyAttack>,
}

fn read<T: DeserializeOwned>(files: &[(&str, &str)], file: &str) -> Result<T, ContentError> {
    let text = files
        .iter()
        .find(|(f, _)| *f == file)
        .map(|(_, t)| *t)
        .ok_or_else(|| ContentError::new(file, "", "file missing"))?;
    serde_json::from_str(text).map_err(|e| ContentError::new(file, "", e.to_string()))
}

/// Parse and check a whole pack.
pub fn parse(files: &[(&str, &str)]) -> Result<Content, ContentError> {
    let map: MapFile = read(files, "map.json")?;
    let content = Content {
        parameters: Some(read(files, "parameters.json")?),
        body: Some(map.body),
        core: Some(map.core),
        maps: map.maps,
        races: read::<RacesFile>(files, "races.json")?.races,
        weapons: read::<WeaponsFile>(files, "weapons.json")?.weapons,
        sub_weapons: read::<SubWeaponsFile>(files, "sub_weapons.json")?.sub_weapons,
        skills: read::<SkillsFile>(files, "skills.json")?.skills,
        items: read::<ItemsFile>(files, "items.json")?.items,
        parties: read::<PartiesFile>(files, "enemy_parties.json")?.parties,
        attacks: read::<AttacksFile>(files, "enemy_attacks.json")?.attacks,
    };
    check(&content)?;
    Ok(content)
}

fn err(file: &str, path: impl Into<String>, problem: impl Into<String>) -> ContentError {
    ContentError::new(file, path, problem)
}

fn check(c: &Content) -> Result<(), ContentError> {
    check_parameters(c.params())?;
    check_body(c)?;
    check_maps(c)?;
    check_sets(c)?;
    check_cards(c)?;
    check_items(c)?;
    check_enemy(c)
}

fn check_parameters(p: &Parameters) -> Result<(), ContentError> {
    const F: &str = "parameters.json";
    for n in ["2", "3", "4"] {
        if !p.players.contains_key(n) {
            return Err(err(
                F,
                format!("players.{n}"),
                "missing the numbers of this table size",
            ));
        }
    }
    if p.hand_refill_by_level.len() != 3 {
        return Err(err(
            F,
            "hand_refill_by_level",
            "expected one size per level (3)",
        ));
    }
    if p.hate_band_minimums.first() != Some(&0) {
        return Err(err(
            F,
            "hate_band_minimums",
            "the first band must start at 0",
        ));
    }
    Ok(())
}

fn check_body(c: &Content) -> Result<(), ContentError> {
    const F: &str = "map.json";
    let body = c.body();
    let positions: BTreeSet<u8> = body.footprint.iter().map(|f| f.position).collect();
    if positions != BTreeSet::from([1, 2, 3, 4]) || body.footprint.len() != 4 {
        return Err(err(
            F,
            "body.footprint",
            "expected four squares, positions 1 to 4",
        ));
    }
    let covered: Vec<u8> = body.back_side.iter().flatten().copied().collect();
    let distinct: BTreeSet<u8> = covered.iter().copied().collect();
    if body.back_side.len() != 2 || covered.len() != 4 || distinct != positions {
        return Err(err(
            F,
            "body.back_side",
            "expected two party cards covering positions 1 to 4",
        ));
    }
    Ok(())
}

fn check_maps(c: &Content) -> Result<(), ContentError> {
    const F: &str = "map.json";
    for side in ["grassland", "volcano"] {
        if !c.maps.iter().any(|m| m.side == side) {
            return Err(err(F, "maps", format!("the {side} side is missing")));
        }
    }
    for (i, m) in c.maps.iter().enumerate() {
        let grid = m.grid();
        let body: Vec<_> = c
            .body()
            .footprint
            .iter()
            .map(|f| {
                m.enemy_start
                    .offset(super::grid::Offset { dr: f.dr, dc: f.dc })
            })
            .collect();
        if !body.iter().all(|s| grid.contains(*s)) {
            return Err(err(
                F,
                format!("maps[{i}].enemy_start"),
                "the enemy body leaves the map",
            ));
        }
        if m.player_start.len() < 4 {
            return Err(err(
                F,
                format!("maps[{i}].player_start"),
                "needs a square for each of 4 players",
            ));
        }
        if let Some(j) = m
            .player_start
            .iter()
            .position(|s| !grid.contains(*s) || body.contains(s))
        {
            return Err(err(
                F,
                format!("maps[{i}].player_start[{j}]"),
                "off the map or under the enemy",
            ));
        }
        if let Some(j) = m
            .lava
            .iter()
            .position(|l| !m.lava_kinds.iter().any(|k| k.kind == l.kind))
        {
            return Err(err(
                F,
                format!("maps[{i}].lava[{j}].kind"),
                "no such lava kind",
            ));
        }
    }
    Ok(())
}

fn unique<'a>(
    file: &str,
    list: &str,
    ids: impl Iterator<Item = &'a str>,
) -> Result<(), ContentError> {
    let mut seen = BTreeSet::new();
    for (i, id) in ids.enumerate() {
        if !seen.insert(id) {
            return Err(err(
                file,
                format!("{list}[{i}].id"),
                format!("`{id}` is listed twice"),
            ));
        }
    }
    Ok(())
}

fn check_sets(c: &Content) -> Result<(), ContentError> {
    let d = c.params().draft;
    let enough = |file: &str, list: &str, have: usize, per: u32| {
        if have < 4 * per as usize {
            Err(err(
                file,
                list,
                format!("a 4-player draft needs {} sets", 4 * per),
            ))
        } else {
            Ok(())
        }
    };
    unique("races.json", "races", c.races.iter().map(|r| r.id.as_str()))?;
    unique(
        "weapons.json",
        "weapons",
        c.weapons.iter().map(|w| w.id.as_str()),
    )?;
    unique(
        "sub_weapons.json",
        "sub_weapons",
        c.sub_weapons.iter().map(|s| s.id.as_str()),
    )?;
    unique(
        "skills.json",
        "skills",
        c.skills.iter().map(|s| s.id.as_str()),
    )?;
    enough("races.json", "races", c.races.len(), d.races)?;
    enough("weapons.json", "weapons", c.weapons.len(), d.weapons)?;
    enough(
        "sub_weapons.json",
        "sub_weapons",
        c.sub_weapons.len(),
        d.sub_weapons,
    )?;
    enough("skills.json", "skills", c.skills.len(), d.skills)?;
    for (i, r) in c.races.iter().enumerate() {
        if r.levels.len() != 3 || r.deck.len() != 2 {
            return Err(err(
                "races.json",
                format!("races[{i}]"),
                "expected 3 level columns and 2 deck cards",
            ));
        }
        if r.levels.iter().any(|l| l.hp <= 0) {
            return Err(err(
                "races.json",
                format!("races[{i}].levels"),
                "every level needs a positive HP",
            ));
        }
    }
    for (i, w) in c.weapons.iter().enumerate() {
        if w.lv1.len() != 2 || w.styles.len() != 2 {
            return Err(err(
                "weapons.json",
                format!("weapons[{i}]"),
                "expected 2 Lv1 cards and 2 styles",
            ));
        }
        for (j, s) in w.styles.iter().enumerate() {
            if s.levels.len() != 3 {
                return Err(err(
                    "weapons.json",
                    format!("weapons[{i}].styles[{j}].levels"),
                    "expected 3 level columns",
                ));
            }
            if s.attack.attack.is_none() {
                return Err(err(
                    "weapons.json",
                    format!("weapons[{i}].styles[{j}].attack"),
                    "the right side must be an attack",
                ));
            }
        }
    }
    Ok(())
}

/// Every card: a unique id, an attack part exactly on [攻撃] cards, and a chart that gives a
/// row to every check total from 2 up (G-31).
fn check_cards(c: &Content) -> Result<(), ContentError> {
    let mut seen = BTreeSet::new();
    for card in c.cards() {
        let path = format!("card `{}`", card.id);
        if !seen.insert(card.id.as_str()) {
            return Err(err("(cards)", path, "two cards share this id"));
        }
        match (&card.attack, card.effect_type) {
            (Some(a), EffectType::Attack) => {
                if let Some(t) = (2..=40).find(|t| a.row(*t).is_none()) {
                    return Err(err(
                        "(cards)",
                        format!("{path}.attack.chart"),
                        format!("no row for a total of {t}"),
                    ));
                }
                if let Some(i) = a.chart.iter().position(|r| {
                    !r.effects
                        .iter()
                        .all(super::rules::effects::allowed_in_chart)
                }) {
                    return Err(err(
                        "(cards)",
                        format!("{path}.attack.chart[{i}].effects"),
                        "a chart row may only change the enemy modifiers",
                    ));
                }
                if a.targets == 0 || a.hits == 0 {
                    return Err(err(
                        "(cards)",
                        format!("{path}.attack"),
                        "targets and hits must be at least 1",
                    ));
                }
            }
            (None, EffectType::Attack) => {
                return Err(err("(cards)", path, "an attack card needs its attack part"));
            }
            (Some(_), _) => {
                return Err(err(
                    "(cards)",
                    path,
                    "only an attack card has an attack part",
                ));
            }
            (None, _) => {}
        }
        if !card.ops.iter().all(super::rules::play::playable) {
            return Err(err(
                "(cards)",
                format!("{path}.ops"),
                "a player's card cannot carry an enemy trait's effect",
            ));
        }
        check_text(card, &path)?;
    }
    Ok(())
}

/// The rest of a card's text fits its type: a trigger exactly on a [設置] card, whose
/// effects aim at its owner; a paid effect only on a [持続] card; no cost effect on a card
/// that stays on the sheet (it would lie there as if in effect); no extra on a set card
/// (bought at play, it would act before its condition).
fn check_text(card: &Card, path: &str) -> Result<(), ContentError> {
    let t = &card.text;
    let set = card.effect_type == EffectType::Set;
    let problem = if set != t.trigger.is_some() {
        Some("a set card, and only a set card, has a trigger")
    } else if set && card.ally_target().is_some() {
        Some("a set card's effects aim at its owner: no ally to name")
    } else if set && !t.extras.is_empty() {
        Some("a set card has no tension extra")
    } else if t.in_effect.is_some() && card.effect_type != EffectType::Duration {
        Some("only a duration card has an effect bought while in effect")
    } else if !t.as_cost.is_empty()
        && matches!(card.effect_type, EffectType::Set | EffectType::Duration)
    {
        Some("a set or duration card cannot act as a cost")
    } else {
        None
    };
    if let Some(problem) = problem {
        return Err(err("(cards)", path, problem));
    }
    let ops = t
        .as_cost
        .iter()
        .chain(t.extras.iter().flat_map(|x| &x.ops))
        .chain(t.in_effect.iter().flat_map(|x| &x.ops));
    for op in ops {
        if !super::rules::play::playable(op) {
            return Err(err(
                "(cards)",
                path,
                "a player's card cannot carry an enemy trait's effect",
            ));
        }
    }
    Ok(())
}

fn check_items(c: &Content) -> Result<(), ContentError> {
    unique("items.json", "items", c.items.iter().map(|i| i.id.as_str()))?;
    for (i, item) in c.items.iter().enumerate() {
        let ok = match item.kind {
            ItemKind::Consumable => !item.ops.is_empty(),
            ItemKind::Equipment => item.sides.len() == 2,
        };
        if !ok {
            return Err(err(
                "items.json",
                format!("items[{i}]"),
                "a consumable needs effects, equipment two sides",
            ));
        }
    }
    Ok(())
}

fn check_enemy(c: &Content) -> Result<(), ContentError> {
    unique(
        "enemy_parties.json",
        "parties",
        c.parties.iter().map(|p| p.id.as_str()),
    )?;
    unique(
        "enemy_attacks.json",
        "attacks",
        c.attacks.iter().map(|a| a.id.as_str()),
    )?;
    if c.parties.len() < 4 {
        return Err(err(
            "enemy_parties.json",
            "parties",
            "a 3-4 player game needs 4 parties",
        ));
    }
    for (i, p) in c.parties.iter().enumerate() {
        if p.defence.is_empty() || p.defence.last().is_some_and(|b| b.min_hp > 1) {
            return Err(err(
                "enemy_parties.json",
                format!("parties[{i}].defence"),
                "the bands must reach down to HP 1",
            ));
        }
    }
    for (i, a) in c.attacks.iter().enumerate() {
        if a.damage.len() != 6 {
            return Err(err(
                "enemy_attacks.json",
                format!("attacks[{i}].damage"),
                "expected one damage per die face (6)",
            ));
        }
        if a.next.traits.len() != 4 {
            return Err(err(
                "enemy_attacks.json",
                format!("attacks[{i}].next.traits"),
                "expected one mark per position (4)",
            ));
        }
    }
    let normal = c.attacks_of(AttackClass::Normal).len();
    let strong = c.attacks_of(AttackClass::Strong).len();
    if normal < 2 || strong < 2 {
        return Err(err(
            "enemy_attacks.json",
            "attacks",
            "needs normal and strong attacks",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Pack;
    use crate::games::brave_architect::vocabulary::TriggerPoint;

    #[test]
    fn the_embedded_pack_parses_and_counts_its_provisional_values() {
        let pack = Pack::<Content>::embedded().unwrap();
        assert!(pack.provisional_values > 0);
        assert!(pack.provisional_values < pack.total_values);
        let c = &pack.content;
        assert_eq!(c.races.len(), 7);
        assert_eq!(c.weapons.len(), 8);
        assert_eq!(c.sub_weapons.len(), 10);
        assert_eq!(c.skills.len(), 18);
        assert_eq!(c.item_cards().len(), 12);
        assert_eq!(c.parties.len(), 7);
        assert_eq!(c.attacks_of(AttackClass::Normal).len(), 6);
        assert_eq!(c.attacks_of(AttackClass::Strong).len(), 6);
    }

    #[test]
    fn the_errata_are_applied_to_the_card_data() {
        let c = Content::embedded();
        // E-1: Shift Mage's bonus is fixed damage, not additional damage.
        let shift = c.card("shift_mage").unwrap().attack.as_ref().unwrap();
        assert!(shift.icons.fixed_damage > 0 && shift.icons.additional_damage == 0);
        // E-2: Homing Ray: when that attack hits, fixed damage 1.
        let homing = c.card("homing_ray").unwrap().attack.as_ref().unwrap();
        assert_eq!(
            (homing.icons.fixed_damage, homing.icons.additional_damage),
            (1, 0)
        );
        // E-3: Stomp checks defence with [防].
        let stomp = c.enemy_attack("stomp").unwrap();
        assert_eq!(
            stomp.defence_stat,
            crate::games::brave_architect::vocabulary::DefenceStat::Defence
        );
        assert_eq!(stomp.class, AttackClass::Normal);
    }

    #[test]
    fn the_manual_s_known_values_are_in_the_pack() {
        let c = Content::embedded();
        let p = c.params();
        assert_eq!(
            c.table_size(2, false),
            TableSize {
                parties: 2,
                party_hp: 20,
                core_hp: 40
            }
        );
        assert_eq!(
            c.table_size(3, false),
            TableSize {
                parties: 4,
                party_hp: 30,
                core_hp: 40
            }
        );
        assert_eq!(
            c.table_size(4, false),
            TableSize {
                parties: 4,
                party_hp: 40,
                core_hp: 60
            }
        );
        assert_eq!(c.table_size(4, true).parties, 2);
        assert_eq!(p.hand_refill_by_level, vec![3, 3, 4]);
        assert_eq!(c.enemy_attack("bite").unwrap().hit, 7);
        assert_eq!((c.core().intact_defence, c.core().exposed_defence), (4, 1));
        let sns = c.weapon("sword_and_shield").unwrap();
        assert_eq!(sns.styles[0].lv2.id, "counter_attack");
        assert_eq!(sns.styles[1].lv2.id, "guard_recovery");
        assert_eq!(
            [
                c.hate_band(0),
                c.hate_band(3),
                c.hate_band(4),
                c.hate_band(9),
                c.hate_band(10),
                c.hate_band(25)
            ],
            [0, 0, 1, 2, 3, 3]
        );
    }

    #[test]
    fn a_chart_with_a_gap_is_refused_by_card_and_field() {
        let mut files: Vec<(&str, String)> =
            EMBEDDED.iter().map(|(f, t)| (*f, t.to_string())).collect();
        let skills = files.iter_mut().find(|(f, _)| *f == "skills.json").unwrap();
        skills.1 = skills.1.replacen("\"min\": 8,", "\"min\": 9,", 1);
        let texts: Vec<(&str, &str)> = files.iter().map(|(f, t)| (*f, t.as_str())).collect();
        let e = parse(&texts).unwrap_err();
        assert!(e.path.ends_with("attack.chart"), "{e}");
        assert!(e.problem.contains("no row for a total of 8"), "{e}");
    }

    /// The pack with `file` edited as JSON.
    fn edited(file: &str, edit: impl Fn(&mut serde_json::Value)) -> Result<Content, ContentError> {
        let mut files: Vec<(&str, String)> =
            EMBEDDED.iter().map(|(f, t)| (*f, t.to_string())).collect();
        let entry = files.iter_mut().find(|(f, _)| *f == file).unwrap();
        let mut json: serde_json::Value = serde_json::from_str(&entry.1).unwrap();
        edit(&mut json);
        entry.1 = json.to_string();
        let texts: Vec<(&str, &str)> = files.iter().map(|(f, t)| (*f, t.as_str())).collect();
        parse(&texts)
    }

    /// The first skill turned into a set card with `trigger` and `ops`.
    fn set_skill(
        trigger: serde_json::Value,
        ops: serde_json::Value,
    ) -> Result<Content, ContentError> {
        edited("skills.json", |json| {
            let card = &mut json["skills"][0]["card"];
            let card = card.as_object_mut().unwrap();
            card.remove("attack");
            card.insert("type".into(), "set".into());
            card.insert("trigger".into(), trigger.clone());
            card.insert("ops".into(), ops.clone());
        })
    }

    #[test]
    fn every_trigger_point_and_mode_is_read_and_an_unknown_one_is_refused() {
        for when in TriggerPoint::ALL {
            let name = serde_json::to_value(when).unwrap();
            for mode in ["forced", "optional"] {
                let trigger = serde_json::json!({"when": name, "mode": mode});
                let c = set_skill(trigger, serde_json::json!([{"op": "draw", "count": 1}]))
                    .unwrap_or_else(|e| panic!("{name} {mode}: {e}"));
                let card = &c.skills[0].card;
                assert_eq!(card.text.trigger.map(|t| t.when), Some(when));
            }
        }
        let moonrise = serde_json::json!({"when": "moonrise", "mode": "forced"});
        let e = set_skill(moonrise, serde_json::json!([])).unwrap_err();
        assert!(e.problem.contains("moonrise"), "{e}");
        let maybe = serde_json::json!({"when": "turn_start", "mode": "perhaps"});
        assert!(set_skill(maybe, serde_json::json!([])).is_err());
    }

    #[test]
    fn a_card_or_enemy_attack_naming_a_primitive_with_no_implementation_is_refused() {
        let turn = serde_json::json!({"when": "turn_start", "mode": "forced"});
        let e = set_skill(turn, serde_json::json!([{"op": "teleport"}])).unwrap_err();
        assert!(e.problem.contains("teleport"), "{e}");
        let e = edited("enemy_attacks.json", |json| {
            json["attacks"][0]["effects"] = serde_json::json!([{"op": "summon_meteor"}]);
        })
        .unwrap_err();
        assert!(e.problem.contains("summon_meteor"), "{e}");
        let known = serde_json::json!([
            {"op": "damage", "amount": 1, "to": "area"},
            {"op": "lose_tension", "amount": 1, "to": "failed"},
            {"op": "discard_hand", "count": 1, "to": "failed"},
            {"op": "clear_chips"}
        ]);
        let c = edited("enemy_attacks.json", |json| {
            json["attacks"][0]["effects"] = known.clone();
        })
        .unwrap();
        assert_eq!(c.attacks[0].effects.len(), 4);
    }

    #[test]
    fn the_rest_of_a_card_s_text_must_fit_its_type() {
        // A set card needs its trigger, and only a set card has one.
        let e = edited("skills.json", |json| {
            let card = json["skills"][0]["card"].as_object_mut().unwrap();
            card.remove("attack");
            card.insert("type".into(), "set".into());
        })
        .unwrap_err();
        assert!(e.problem.contains("trigger"), "{e}");
        let e = edited("skills.json", |json| {
            json["skills"][0]["card"]["trigger"] =
                serde_json::json!({"when": "turn_start", "mode": "forced"});
        })
        .unwrap_err();
        assert!(e.problem.contains("trigger"), "{e}");
        // A set card's effects aim at its owner.
        let turn = serde_json::json!({"when": "turn_start", "mode": "forced"});
        let e = set_skill(turn, serde_json::json!([{"op": "revive", "range": 2}])).unwrap_err();
        assert!(e.problem.contains("owner"), "{e}");
        // Only a duration card has a paid effect.
        let e = edited("skills.json", |json| {
            json["skills"][0]["card"]["in_effect"] =
                serde_json::json!({"cost": 1, "ops": [{"op": "draw", "count": 1}]});
        })
        .unwrap_err();
        assert!(e.problem.contains("duration"), "{e}");
    }

    #[test]
    fn a_missing_field_names_the_file() {
        let mut files: Vec<(&str, String)> =
            EMBEDDED.iter().map(|(f, t)| (*f, t.to_string())).collect();
        let races = files.iter_mut().find(|(f, _)| *f == "races.json").unwrap();
        races.1 = races.1.replacen("\"levels\"", "\"levelz\"", 1);
        let texts: Vec<(&str, &str)> = files.iter().map(|(f, t)| (*f, t.as_str())).collect();
        let e = parse(&texts).unwrap_err();
        assert_eq!(e.file, "races.json");
        assert!(e.problem.contains("levels"), "{e}");
    }
}
