//! The content of a game as the rules read it: races, weapons and their styles,
//! sub-weapons, skills, items, enemy parties, enemy attacks, the map and the rule numbers,
//! with the queries the rules ask of them. Parsing and checking a pack is `pack.rs`.
//!
//! Almost no card of the box is printed in the manual, so most of the embedded pack is
//! provisional (docs/games/brave-architect.md). A card is data built from the effect
//! primitives of [`Op`] and the attack fields of [`Attack`], so a transcribed card needs
//! no code.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::grid::{Grid, LavaCost, Offset, Square};
use super::vocabulary::{
    AttackClass, AttackKind, CardSet, DefenceStat, EffectType, MapSide, SetKind, Stat, Stats,
    TriggerPoint,
};

/// The content files, by file name.
pub const FILES: [&str; 9] = [
    "parameters.json",
    "map.json",
    "races.json",
    "weapons.json",
    "sub_weapons.json",
    "skills.json",
    "items.json",
    "enemy_parties.json",
    "enemy_attacks.json",
];

/// One effect primitive: the vocabulary cards are written in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Op {
    /// [敵防] −n for the rest of the round, on a chip (floor −2).
    EnemyDefenceModifier { amount: i32 },
    /// [敵攻] −n for the rest of the round, on a chip (floor −2).
    EnemyAttackModifier { amount: i32 },
    /// Lower the enemy's defence for your own attacks this turn only; no chip (機人's
    /// Enemy Scan).
    LimitedEnemyDefence { amount: i32 },
    /// Heal HP: yourself, or an ally within `range` (detouring around the enemy).
    Heal {
        amount: u32,
        #[serde(default)]
        range: Option<u32>,
    },
    /// Bring a down ally within `range` (1: adjacent) back at HP 1.
    Revive {
        #[serde(default)]
        range: Option<u32>,
    },
    /// Raise your tension (max 3).
    RaiseTension { amount: u32 },
    /// You obtain [追撃]: one more attack after your first.
    GrantFollowUp,
    /// Damage to your own character.
    DamageSelf { amount: u32 },
    /// Draw cards.
    Draw { count: u32 },
    /// +n to a stat until the round ends.
    StatBonus { stat: Stat, amount: i32 },
    /// Enemy trait: each character in the attack area takes n before evasion (fire party).
    AreaDamage { amount: u32 },
}

/// Whether a [設置] card's condition makes it go off (【強制】) or lets its owner choose
/// (【任意】, §5.24).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerMode {
    Forced,
    Optional,
}

/// A [設置] card's 発動条件: the point its `ops` wait for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trigger {
    pub when: TriggerPoint,
    pub mode: TriggerMode,
}

/// 「テンションN消費」: an extra bought by spending `tension` when the card is played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensionExtra {
    pub tension: u8,
    pub ops: Vec<Op>,
}

/// An effect a [持続] card in effect gives for a cost paid again (§5.4), once per turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaidEffect {
    pub cost: u32,
    pub ops: Vec<Op>,
}

/// The rest of a card's text, each part optional: the JSON fields sit on the card itself.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct CardText {
    /// A [設置] card's condition; its `ops` apply when it is met, then it is discarded.
    pub trigger: Option<Trigger>,
    /// Effects when the card pays the cost of another card (it then lies on the play
    /// sheet until the round ends).
    pub as_cost: Vec<Op>,
    /// Its tension extras, in printed order.
    pub extras: Vec<TensionExtra>,
    /// A [持続] card's effect bought again while it lasts.
    pub in_effect: Option<PaidEffect>,
}

/// Who an enemy attack card's effect reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Struck {
    /// Every character in the attack area that is not down.
    Area,
    /// Every character that failed its evasion.
    Failed,
}

/// One effect of an enemy attack card's right side (E8), applied after its damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum EnemyOp {
    /// n damage that no [防]/[魔] lowers.
    Damage { amount: u32, to: Struck },
    /// Tension lowered by n (never below 0).
    LoseTension { amount: u32, to: Struck },
    /// n cards of the hand, drawn at random, to the discard pile.
    DiscardHand { count: u32, to: Struck },
    /// The [敵攻] and [敵防] chips come off the enemy body.
    ClearChips,
}

/// One row of an attack chart: totals `min..=max` (open ends when `None`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChartRow {
    #[serde(default)]
    pub min: Option<i32>,
    #[serde(default)]
    pub max: Option<i32>,
    /// The miss row (空振り).
    #[serde(default)]
    pub miss: bool,
    #[serde(default)]
    pub damage: i32,
    /// Stats added to the damage ("7+[力]").
    #[serde(default)]
    pub plus: Vec<Stat>,
    /// Effects of the row, applied after the attack's damage ("[敵防]−1").
    #[serde(default)]
    pub effects: Vec<Op>,
}

impl ChartRow {
    pub fn covers(&self, total: i32) -> bool {
        self.min.is_none_or(|m| total >= m) && self.max.is_none_or(|m| total <= m)
    }
}

/// The icons of an attack card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Icons {
    /// [連携判定]: +1 to the check when linked.
    pub link_check: bool,
    /// [連携攻撃]: 1 fixed damage on a linked hit.
    pub link_attack: bool,
    /// [追撃]: may be played as a follow-up after another attack.
    pub follow_up: bool,
    /// 追加ダメージ n: added before defence, to one hit or target.
    pub additional_damage: u32,
    /// 確定ダメージ n: ignores defence, after the normal damage, to one hit or target.
    pub fixed_damage: u32,
}

fn one() -> u32 {
    1
}

/// The attack part of an [攻撃] card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub kind: AttackKind,
    /// The check modifier (判定補正): stats added to 2D6.
    pub check: Vec<Stat>,
    /// 射程, in orthogonal squares.
    pub range: u32,
    /// How many different targets the attack chooses.
    #[serde(default = "one")]
    pub targets: u32,
    /// How many times it hits each target.
    #[serde(default = "one")]
    pub hits: u32,
    pub chart: Vec<ChartRow>,
    #[serde(default)]
    pub icons: Icons,
    /// Damage to the attacker's own character when the attack is made.
    #[serde(default)]
    pub self_damage: u32,
}

impl Attack {
    /// The chart row of a check total; the first row that covers it.
    pub fn row(&self, total: i32) -> Option<&ChartRow> {
        self.chart.iter().find(|r| r.covers(total))
    }
}

/// A card: a deck card, or a playable part of a sheet card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    /// Cards discarded (or tension spent) to play it.
    pub cost: u32,
    #[serde(rename = "type")]
    pub effect_type: EffectType,
    #[serde(default)]
    pub attack: Option<Attack>,
    #[serde(default)]
    pub ops: Vec<Op>,
    #[serde(flatten)]
    pub text: CardText,
}

impl Card {
    /// The reach of the ally this card's effects aim at, if it aims at one: a heal with a
    /// range (yourself or an ally), or a revival (a down ally).
    pub fn ally_target(&self) -> Option<(u32, bool)> {
        self.ops.iter().find_map(|op| match op {
            Op::Heal { range: Some(r), .. } => Some((*r, false)),
            Op::Revive { range } => Some((range.unwrap_or(1), true)),
            _ => None,
        })
    }
}

/// A character type (race): stats per level and two deck cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Race {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    /// Lv1, Lv2, Lv3 columns (HP is the maximum HP).
    pub levels: Vec<Stats>,
    pub deck: Vec<Card>,
}

/// One face of a weapon's player card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Style {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    /// Stat modifiers of the Lv1, Lv2, Lv3 columns.
    pub levels: Vec<Stats>,
    /// The right side: an attack usable once per turn from the sheet.
    pub attack: Card,
    /// Gained at Lv2, onto the discard pile.
    pub lv2: Card,
    /// Gained at Lv3, onto the discard pile.
    pub lv3: Card,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weapon {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    /// The two Lv1 deck cards of the starting deck.
    pub lv1: Vec<Card>,
    /// The two combat styles, one per face.
    pub styles: Vec<Style>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubWeapon {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    #[serde(default)]
    pub stats: Stats,
    pub deck: Card,
    /// The player card's playable part, if it has one.
    #[serde(default)]
    pub sheet: Option<Card>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skill {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub card: Card,
    /// The erratum applied to the card data, if any.
    #[serde(default)]
    pub erratum: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ItemKind {
    Consumable,
    Equipment,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub copies: u32,
    pub kind: ItemKind,
    #[serde(default)]
    pub ops: Vec<Op>,
    /// Equipment: the two alternative data sets.
    #[serde(default)]
    pub sides: Vec<Stats>,
}

/// A party's defence while its HP is at least `min_hp`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenceBand {
    pub min_hp: i32,
    pub defence: i32,
}

/// A party's trait: its special ability and its attack modifiers.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Trait {
    pub hit: i32,
    pub damage: i32,
    pub movement: i32,
    pub ops: Vec<Op>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Party {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    #[serde(default)]
    pub attribute: Option<String>,
    /// Highest band first.
    pub defence: Vec<DefenceBand>,
    #[serde(rename = "trait")]
    pub traits: Trait,
}

impl Party {
    /// The defence printed for the party's current HP.
    pub fn defence_at(&self, hp: i32) -> i32 {
        self.defence
            .iter()
            .find(|b| hp >= b.min_hp)
            .map_or(0, |b| b.defence)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AreaCentre {
    /// The enemy body (its top-left footprint square) after moving.
    Body,
    /// The hate top's square.
    HateTop,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Area {
    pub centre: AreaCentre,
    pub cells: Vec<Offset>,
}

/// The left side of an enemy attack card, used in the next round's enemy action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextRound {
    /// [!] marks, by enemy-sheet position 1 to 4.
    pub traits: Vec<bool>,
    pub movement: u32,
    pub area: Area,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyAttack {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub class: AttackClass,
    pub hit: i32,
    /// Damage by the die's face 1 to 6.
    pub damage: Vec<i32>,
    pub defence_stat: DefenceStat,
    #[serde(default)]
    pub effects: Vec<EnemyOp>,
    #[serde(default)]
    pub erratum: Option<String>,
    pub next: NextRound,
}

/// Numbers that depend on the number of players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSize {
    pub parties: u32,
    pub party_hp: i32,
    pub core_hp: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftCounts {
    pub races: u32,
    pub weapons: u32,
    pub sub_weapons: u32,
    pub skills: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensionHeal {
    pub cost: u8,
    pub hp: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rebuild {
    pub remove_normal: u32,
    pub add_strong: u32,
    /// The last destruction that rebuilds the enemy attack deck.
    pub last_rebuild: u32,
}

/// The rule numbers of the manual.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parameters {
    /// By number of players, "2" to "4".
    pub players: BTreeMap<String, TableSize>,
    pub easy_mode: TableSize,
    pub draft: DraftCounts,
    pub starting_hand: u32,
    /// Hand refill size at Lv1, Lv2, Lv3.
    pub hand_refill_by_level: Vec<u32>,
    pub level_ups: u32,
    pub tension_max: u8,
    pub tension_heal: TensionHeal,
    pub link_check_bonus: i32,
    pub link_attack_damage: i32,
    /// Lowest damage of each hate band, band 0 first.
    pub hate_band_minimums: Vec<i32>,
    /// The most the [敵攻]/[敵防] chips lower (−2).
    pub modifier_floor: i32,
    pub wall_slam_damage: i32,
    pub revive_hp: i32,
    pub rebuild: Rebuild,
}

/// One square of the enemy body and the enemy-sheet position it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FootprintSquare {
    pub dr: i32,
    pub dc: i32,
    pub position: u8,
}

/// The edge numbers ①–④ of the enemy body (the zigzag priority).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edges {
    pub up: u8,
    pub right: u8,
    pub down: u8,
    pub left: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Body {
    pub footprint: Vec<FootprintSquare>,
    pub edges: Edges,
    /// 2-player sheet side: the positions each of the two party cards covers.
    pub back_side: Vec<Vec<u8>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoreNumbers {
    /// [防4] of each position whose party stands.
    pub intact_defence: i32,
    /// [防1] of each exposed core position.
    pub exposed_defence: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LavaSquare {
    pub square: Square,
    pub kind: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LavaKind {
    pub kind: String,
    pub pass: u32,
    pub stop: u32,
}

/// One side of the map sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MapData {
    pub side: String,
    pub width: i32,
    pub height: i32,
    /// The top-left square of the enemy body at the start (the red area).
    pub enemy_start: Square,
    /// The blue area.
    pub player_start: Vec<Square>,
    pub lava: Vec<LavaSquare>,
    pub lava_kinds: Vec<LavaKind>,
}

impl MapData {
    pub fn grid(&self) -> Grid {
        Grid {
            width: self.width,
            height: self.height,
        }
    }

    fn lava_kind(&self, sq: Square) -> Option<&LavaKind> {
        let kind = &self.lava.iter().find(|l| l.square == sq)?.kind;
        self.lava_kinds.iter().find(|k| &k.kind == kind)
    }
}

impl LavaCost for MapData {
    fn pass(&self, sq: Square) -> u32 {
        self.lava_kind(sq).map_or(0, |k| k.pass)
    }
    fn stop(&self, sq: Square) -> u32 {
        self.lava_kind(sq).map_or(0, |k| k.stop)
    }
}

/// Everything the rules read from data.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Content {
    pub parameters: Option<Parameters>,
    pub body: Option<Body>,
    pub core: Option<CoreNumbers>,
    pub maps: Vec<MapData>,
    pub races: Vec<Race>,
    pub weapons: Vec<Weapon>,
    pub sub_weapons: Vec<SubWeapon>,
    pub skills: Vec<Skill>,
    pub items: Vec<Item>,
    pub parties: Vec<Party>,
    pub attacks: Vec<EnemyAttack>,
}

impl Content {
    pub fn is_empty(&self) -> bool {
        self.parameters.is_none()
    }

    /// The rule numbers; the parser refuses a pack without them.
    pub fn params(&self) -> &Parameters {
        self.parameters
            .as_ref()
            .expect("content is parsed with its parameters")
    }

    pub fn body(&self) -> &Body {
        self.body.as_ref().expect("content is parsed with its body")
    }

    pub fn core(&self) -> CoreNumbers {
        self.core.expect("content is parsed with its core numbers")
    }

    pub fn map(&self, side: MapSide) -> &MapData {
        self.maps
            .iter()
            .find(|m| m.side == side.id())
            .expect("content is parsed with both map sides")
    }

    /// Every card set the draft offers: the races, weapons, sub-weapons and skills.
    pub fn card_sets(&self) -> Vec<CardSet> {
        self.races
            .iter()
            .map(|r| CardSet::new(SetKind::Race, &r.id))
            .chain(
                self.weapons
                    .iter()
                    .map(|w| CardSet::new(SetKind::Weapon, &w.id)),
            )
            .chain(
                self.sub_weapons
                    .iter()
                    .map(|s| CardSet::new(SetKind::SubWeapon, &s.id)),
            )
            .chain(
                self.skills
                    .iter()
                    .map(|s| CardSet::new(SetKind::Skill, &s.id)),
            )
            .collect()
    }

    pub fn race(&self, id: &str) -> Option<&Race> {
        self.races.iter().find(|r| r.id == id)
    }

    pub fn weapon(&self, id: &str) -> Option<&Weapon> {
        self.weapons.iter().find(|w| w.id == id)
    }

    pub fn sub_weapon(&self, id: &str) -> Option<&SubWeapon> {
        self.sub_weapons.iter().find(|s| s.id == id)
    }

    pub fn skill(&self, id: &str) -> Option<&Skill> {
        self.skills.iter().find(|s| s.id == id)
    }

    pub fn party(&self, id: &str) -> Option<&Party> {
        self.parties.iter().find(|p| p.id == id)
    }

    pub fn enemy_attack(&self, id: &str) -> Option<&EnemyAttack> {
        self.attacks.iter().find(|a| a.id == id)
    }

    pub fn item(&self, id: &str) -> Option<&Item> {
        self.items.iter().find(|i| i.id == id)
    }

    /// The style `style` of weapon `weapon`.
    pub fn style(&self, weapon: &str, style: &str) -> Option<&Style> {
        self.weapon(weapon)?.styles.iter().find(|s| s.id == style)
    }

    /// Every card that can be in a deck, on a sheet or in a reserve, by id.
    pub fn cards(&self) -> impl Iterator<Item = &Card> {
        let races = self.races.iter().flat_map(|r| r.deck.iter());
        let weapons = self.weapons.iter().flat_map(|w| {
            w.lv1
                .iter()
                .chain(w.styles.iter().flat_map(|s| [&s.attack, &s.lv2, &s.lv3]))
        });
        let subs = self
            .sub_weapons
            .iter()
            .flat_map(|s| std::iter::once(&s.deck).chain(s.sheet.as_ref()));
        let skills = self.skills.iter().map(|s| &s.card);
        races.chain(weapons).chain(subs).chain(skills)
    }

    pub fn card(&self, id: &str) -> Option<&Card> {
        self.cards().find(|c| c.id == id)
    }

    /// Whether card `id` acts when it pays a cost, and so lies on the play sheet after.
    pub fn acts_as_cost(&self, id: &str) -> bool {
        self.card(id).is_some_and(|c| !c.text.as_cost.is_empty())
    }

    /// Every item card of the item deck (copies repeated).
    pub fn item_cards(&self) -> Vec<String> {
        self.items
            .iter()
            .flat_map(|i| std::iter::repeat_n(i.id.clone(), i.copies as usize))
            .collect()
    }

    /// Enemy attack cards of a class, in data order.
    pub fn attacks_of(&self, class: AttackClass) -> Vec<String> {
        self.attacks
            .iter()
            .filter(|a| a.class == class)
            .map(|a| a.id.clone())
            .collect()
    }

    /// The numbers of a table of `players` (easy mode plays with the 2-player numbers).
    pub fn table_size(&self, players: usize, easy: bool) -> TableSize {
        let p = self.params();
        if easy {
            return p.easy_mode;
        }
        p.players
            .get(&players.to_string())
            .copied()
            .unwrap_or(p.easy_mode)
    }

    /// The hate band (0 to 3) of an amount of damage.
    pub fn hate_band(&self, damage: i32) -> u8 {
        self.params()
            .hate_band_minimums
            .iter()
            .rposition(|m| damage >= *m)
            .unwrap_or(0) as u8
    }
}
