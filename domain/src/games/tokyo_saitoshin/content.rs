//! The content as the rules read it: the mat, the PCs and BOTs, the player cards, the trouble
//! and Site cards and the scenarios, with the queries the rules ask of them. Parsing and
//! checking a pack's files is `pack/`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::effect::{Effect, Op};
use super::vocabulary::{Area, CardKind, Category, DamageType, Pc, Range, Rarity, SkillSlot, Stat};
pub use crate::engine::ContentError;

/// The pack's files, by name.
pub const FILES: [&str; 5] = [
    "board.json",
    "pcs.json",
    "player_cards.json",
    "encounters.json",
    "scenarios.json",
];

/// A check's ability score and target value (`装備・戦3` is combat 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CheckSpec {
    pub stat: Stat,
    pub target: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Abilities {
    pub tech: u32,
    pub economy: u32,
    pub empathy: u32,
    pub combat: u32,
}

impl Abilities {
    pub fn get(&self, stat: Stat) -> u32 {
        match stat {
            Stat::Tech => self.tech,
            Stat::Economy => self.economy,
            Stat::Empathy => self.empathy,
            Stat::Combat => self.combat,
        }
    }
}

/// One area of the mat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AreaData {
    pub id: Area,
    pub name_ja: String,
    /// The card type each of the 3 market slots takes, left to right.
    pub slot_types: [CardKind; 3],
    /// The facility's effects, applied to the PCs in the area in step 5-4.
    #[serde(default)]
    pub facility: Vec<Effect>,
}

/// The rule numbers (`rules_constants.json`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleNumbers {
    pub hand_size: u32,
    pub hand_size_two_pc: u32,
    pub max_hand_cards_per_check_two_pc: u32,
    pub max_equipped: u32,
    pub pc_hp_max: u32,
    pub ap_tokens: u32,
    pub max_ap_from_others_per_check: u32,
    pub move_base: u32,
    pub site_entry_base: u32,
    pub site_entry_per_trouble: u32,
    pub reward_shuffle_depth: u32,
    pub bot_exhaustion_per_use: u32,
    pub withdrawal_damage_per_card: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SkillData {
    pub slot: SkillSlot,
    pub name_ja: String,
    pub effects: Vec<Effect>,
}

/// A PC board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PcData {
    pub id: Pc,
    pub name_ja: String,
    pub role_name: String,
    pub abilities: Abilities,
    pub skills: Vec<SkillData>,
    /// The Procurer's solo side (ソロ用) support skill.
    #[serde(default)]
    pub solo_support: Option<SkillData>,
    /// Titles of the PC's starter cards (their ids carry the PC's prefix).
    pub starters: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BotSkillData {
    pub name_ja: String,
    pub effects: Vec<Effect>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BotData {
    pub pc: Pc,
    pub skills: Vec<BotSkillData>,
}

/// A vehicle's bonuses (spec 5.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vehicle {
    pub capacity: u32,
    pub move_check_bonus: u32,
    pub extra_areas: u32,
}

/// A player card title: starter, weapon, item, follower, artifact or scenario reward.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerCard {
    pub title: String,
    pub name_ja: String,
    #[serde(default)]
    pub name_en: String,
    pub kind: CardKind,
    /// One id per physical copy.
    pub ids: Vec<String>,
    pub rarity: Rarity,
    pub ap: u32,
    #[serde(default)]
    pub purchase_cost: Option<u32>,
    pub category: Category,
    #[serde(default)]
    pub equip_check: Option<CheckSpec>,
    #[serde(default)]
    pub range: Option<Range>,
    #[serde(default)]
    pub traits: Vec<String>,
    #[serde(default)]
    pub vehicle: Option<Vehicle>,
    pub effects: Vec<Effect>,
    /// For a scenario reward card: the scenario whose clear gives it.
    #[serde(default)]
    pub reward_of: Option<String>,
}

impl PlayerCard {
    /// The printed name (`printed`).
    pub fn name(&self) -> &str {
        printed(&self.name_en, &self.name_ja)
    }
}

/// A printed name: the English one, the Japanese one where the pack gives none.
fn printed<'a>(en: &'a str, ja: &'a str) -> &'a str {
    if en.is_empty() { ja } else { en }
}

/// How a trouble, Site or scenario card is resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "method", rename_all = "snake_case")]
pub enum Resolution {
    /// An action check with the printed score and target.
    Check { check: CheckSpec },
    /// 撃破: a battle; the enemy fields say how.
    Defeat,
    /// Nothing to resolve (「何もない素晴らしい1日」, 「異状なし」).
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reduction {
    pub value: u32,
    pub damage_type: DamageType,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub damage: u32,
    pub damage_type: DamageType,
}

/// The enemy fields of a battle card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enemy {
    pub hp: u32,
    #[serde(default)]
    pub reduction: Option<Reduction>,
    pub counter: Counter,
    pub range: Range,
    /// Damage of this type does nothing to it: a nullification, which ignoring its
    /// reduction does not lift (怪異看破, FAQ Q22).
    #[serde(default)]
    pub nullifies: Option<DamageType>,
}

/// What happens when a trouble card is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnDraw {
    #[default]
    Place,
    /// Discarded without being placed (「何もない素晴らしい1日」, FAQ Q8).
    Discard,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EncounterKind {
    Trouble,
    Site,
}

/// A trouble or Site card title.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Encounter {
    pub title: String,
    pub name_ja: String,
    #[serde(default)]
    pub name_en: String,
    pub kind: EncounterKind,
    pub ids: Vec<String>,
    pub rarity: Rarity,
    /// AP when drawn for a check (trouble cards; unknown for Site cards, G-21).
    #[serde(default)]
    pub ap: Option<u32>,
    #[serde(default)]
    pub on_draw: OnDraw,
    pub resolution: Resolution,
    #[serde(default)]
    pub enemy: Option<Enemy>,
    pub reward_ap: u32,
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// Traits such as 《環境》 (`environment`): ヘルメット reduces more against it.
    #[serde(default)]
    pub traits: Vec<String>,
}

impl Encounter {
    /// The printed name (`printed`).
    pub fn name(&self) -> &str {
        printed(&self.name_en, &self.name_ja)
    }
}

/// A scenario card (`SCnn-xx`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScenarioCard {
    pub id: String,
    #[serde(default)]
    pub name_ja: String,
    #[serde(default)]
    pub effects: Vec<Effect>,
    #[serde(default)]
    pub resolution: Option<Resolution>,
    #[serde(default)]
    pub enemy: Option<Enemy>,
    #[serde(default)]
    pub rarity: Option<Rarity>,
    #[serde(default)]
    pub reward_ap: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankStep {
    pub rank: String,
    /// The best (lowest) evaluated clear-round count this rank allows up to.
    pub max_evaluation: u32,
}

/// A scenario book entry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Scenario {
    pub number: String,
    pub name_ja: String,
    #[serde(default)]
    pub name_en: String,
    #[serde(default)]
    pub introductory: bool,
    #[serde(default)]
    pub uses_mods: bool,
    /// Scenario setup (G3).
    #[serde(default)]
    pub setup: Vec<Op>,
    /// The sequentially numbered cards, SCnn-01 first (the top of the scenario deck).
    pub cards: Vec<ScenarioCard>,
    /// Cards with non-sequential ids, set aside (SC07-RT).
    #[serde(default)]
    pub set_aside: Vec<ScenarioCard>,
    /// The reward cards a clear offers (ids of player cards with `reward_of`).
    #[serde(default)]
    pub reward_cards: Vec<String>,
    pub rank_table: Vec<RankStep>,
    /// The scenario's NPCs (the Director, spec 9.5), brought in by `npc_joins`.
    #[serde(default)]
    pub npcs: Vec<NpcData>,
}

/// A scenario NPC with HP that goes with the PCs (the Director of 「ワンス・アポン・ア・タイム・
/// イン・トーキョー」, spec 9.5): it has no pawn; during an exploration it is in the Site with
/// its participants, otherwise it accompanies any PC.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NpcData {
    pub id: String,
    pub name_ja: String,
    pub hp: u32,
    /// Whether the players lose when its damage reaches its HP.
    #[serde(default)]
    pub defeat_when_down: bool,
}

impl Scenario {
    /// The printed title (`printed`).
    pub fn name(&self) -> &str {
        printed(&self.name_en, &self.name_ja)
    }

    /// The clear rank of an evaluated clear-round count (spec 8.3).
    pub fn rank(&self, evaluation: u32) -> Option<String> {
        self.rank_table
            .iter()
            .find(|s| evaluation <= s.max_evaluation)
            .map(|s| s.rank.clone())
    }
}

/// Everything the rules read from data.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Content {
    pub areas: Vec<AreaData>,
    pub lines: Vec<(Area, Area)>,
    pub site_adjacent: Vec<Area>,
    pub start_areas: BTreeMap<Pc, Area>,
    pub rules: Option<RuleNumbers>,
    pub pcs: Vec<PcData>,
    pub bots: Vec<BotData>,
    pub player_cards: Vec<PlayerCard>,
    pub encounters: Vec<Encounter>,
    pub scenarios: Vec<Scenario>,
    /// The scenario MOD cards (SM-xx, spec 1.5.6), kept beside the scenario cards until a
    /// scenario puts one in play (`put_mod_in_play`); a pack may hold none.
    pub mod_cards: Vec<ScenarioCard>,
    /// Card id to (player card index) / (encounter index).
    pub player_index: BTreeMap<String, usize>,
    pub encounter_index: BTreeMap<String, usize>,
}

impl Content {
    pub fn rules(&self) -> &RuleNumbers {
        self.rules
            .as_ref()
            .expect("a parsed pack has its rule numbers")
    }

    pub fn area(&self, area: Area) -> &AreaData {
        &self.areas[area.index()]
    }

    /// The normal areas joined to `area` by a line.
    pub fn adjacent(&self, area: Area) -> Vec<Area> {
        let mut out: Vec<Area> = self
            .lines
            .iter()
            .filter_map(|&(a, b)| {
                if a == area {
                    Some(b)
                } else if b == area {
                    Some(a)
                } else {
                    None
                }
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }

    pub fn pc(&self, pc: Pc) -> &PcData {
        self.pcs
            .iter()
            .find(|p| p.id == pc)
            .expect("every PC is in the pack")
    }

    pub fn bot(&self, pc: Pc) -> Option<&BotData> {
        self.bots.iter().find(|b| b.pc == pc)
    }

    pub fn player_card(&self, id: &str) -> Option<&PlayerCard> {
        self.player_index.get(id).map(|&i| &self.player_cards[i])
    }

    pub fn encounter(&self, id: &str) -> Option<&Encounter> {
        self.encounter_index.get(id).map(|&i| &self.encounters[i])
    }

    /// The printed name of a player, trouble or Site card, by the id of any of its copies.
    pub fn card_name(&self, id: &str) -> Option<&str> {
        self.player_card(id)
            .map(PlayerCard::name)
            .or_else(|| self.encounter(id).map(Encounter::name))
    }

    /// Every player, trouble and Site card title's printed name.
    pub fn card_names(&self) -> impl Iterator<Item = &str> {
        let players = self.player_cards.iter().map(PlayerCard::name);
        players.chain(self.encounters.iter().map(Encounter::name))
    }

    pub fn scenario(&self, number: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.number == number)
    }

    /// A scenario card of any scenario, deck or set aside.
    pub fn scenario_card(&self, id: &str) -> Option<&ScenarioCard> {
        self.scenarios
            .iter()
            .flat_map(|s| s.cards.iter().chain(&s.set_aside))
            .find(|c| c.id == id)
    }

    /// A scenario MOD card.
    pub fn mod_card(&self, id: &str) -> Option<&ScenarioCard> {
        self.mod_cards.iter().find(|c| c.id == id)
    }

    /// Whether `id` is a scenario card (of any scenario).
    pub fn is_scenario_card(&self, id: &str) -> bool {
        self.scenario_card(id).is_some()
    }

    /// The enemy fields of a battle card (trouble, Site or scenario card).
    pub fn enemy(&self, id: &str) -> Option<Enemy> {
        self.encounter(id)
            .and_then(|e| e.enemy)
            .or_else(|| self.scenario_card(id).and_then(|c| c.enemy))
    }

    /// Whether `id` is a trouble card.
    pub fn is_trouble(&self, id: &str) -> bool {
        self.encounter(id)
            .is_some_and(|e| e.kind == EncounterKind::Trouble)
    }

    /// Every copy id of a deck's cards, in pack order (reward cards excluded).
    pub fn deck_ids(&self, kind: CardKind) -> Vec<String> {
        self.player_cards
            .iter()
            .filter(|c| c.kind == kind && c.reward_of.is_none())
            .flat_map(|c| c.ids.iter().cloned())
            .collect()
    }

    pub fn encounter_ids(&self, kind: EncounterKind) -> Vec<String> {
        self.encounters
            .iter()
            .filter(|c| c.kind == kind)
            .flat_map(|c| c.ids.iter().cloned())
            .collect()
    }

    /// A PC's starter card ids.
    pub fn starter_ids(&self, pc: Pc) -> Vec<String> {
        let titles = &self.pc(pc).starters;
        self.player_cards
            .iter()
            .filter(|c| c.kind == CardKind::Starter && titles.contains(&c.title))
            .flat_map(|c| c.ids.iter().cloned())
            .collect()
    }

    /// A card's printed AP, as paid into a check (player and trouble cards).
    pub fn ap_of(&self, id: &str) -> u32 {
        if let Some(c) = self.player_card(id) {
            c.ap
        } else {
            self.encounter(id).and_then(|e| e.ap).unwrap_or(0)
        }
    }

    /// The rarity of a resolvable card (trouble, Site or scenario), if it has one.
    pub fn resolvable_rarity(&self, id: &str) -> Option<Rarity> {
        self.encounter(id)
            .map(|e| e.rarity)
            .or_else(|| self.scenario_card(id).and_then(|c| c.rarity))
    }
}
