//! The words of the game: stats, card kinds, map sides. Shared by the content, the state and
//! the rules.

use serde::{Deserialize, Serialize};

/// One draftable card set: a race, a weapon, a sub-weapon or a skill. A saved build, a
/// player's sheet and the content's draft pool all list their sets as these.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectCardSet")
)]
pub struct CardSet {
    pub kind: SetKind,
    pub id: String,
}

impl CardSet {
    pub fn new(kind: SetKind, id: &str) -> Self {
        CardSet {
            kind,
            id: id.to_owned(),
        }
    }
}

/// A character stat, as the cards abbreviate it: [命] [力] [速] [防] [魔].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectStat")
)]
pub enum Stat {
    /// [命]: attack checks.
    Accuracy,
    /// [力]: attack checks and damage.
    Power,
    /// [速]: movement (speed + 1), evasion, turn-order suggestion.
    Speed,
    /// [防]: subtracted from the enemy's normal attacks.
    Defence,
    /// [魔]: subtracted from the enemy's magic attacks.
    Magic,
}

/// A block of stats: a level column of a race or style, a sub-weapon's or an equipment's
/// modifiers, or the temporary modifiers of cards. `hp` is maximum HP (or its modifier).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectStats")
)]
pub struct Stats {
    pub accuracy: i32,
    pub power: i32,
    pub speed: i32,
    pub defence: i32,
    pub magic: i32,
    pub hp: i32,
}

impl Stats {
    pub fn get(&self, stat: Stat) -> i32 {
        match stat {
            Stat::Accuracy => self.accuracy,
            Stat::Power => self.power,
            Stat::Speed => self.speed,
            Stat::Defence => self.defence,
            Stat::Magic => self.magic,
        }
    }

    pub fn add(&mut self, stat: Stat, amount: i32) {
        match stat {
            Stat::Accuracy => self.accuracy += amount,
            Stat::Power => self.power += amount,
            Stat::Speed => self.speed += amount,
            Stat::Defence => self.defence += amount,
            Stat::Magic => self.magic += amount,
        }
    }

    pub fn plus(mut self, other: &Stats) -> Stats {
        self.accuracy += other.accuracy;
        self.power += other.power;
        self.speed += other.speed;
        self.defence += other.defence;
        self.magic += other.magic;
        self.hp += other.hp;
        self
    }

    /// The sum of the named stats (a check modifier such as 命+力, or a chart cell's "+[力]").
    pub fn sum(&self, stats: &[Stat]) -> i32 {
        stats.iter().map(|s| self.get(*s)).sum()
    }
}

/// The four kinds of card set drafted in Character-Make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectSetKind")
)]
pub enum SetKind {
    /// A character type (race): 3 cards.
    Race,
    /// A weapon type: 7 cards, two combat styles.
    Weapon,
    /// A sub-weapon type: 2 cards.
    SubWeapon,
    /// A skill: 1 card (each player drafts two different ones).
    Skill,
}

/// What a card does when played (カードの効果種別).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EffectType {
    /// [攻撃]: makes an attack, has a chart.
    Attack,
    /// [補助]: takes effect at once.
    Support,
    /// [設置]: stays on the play sheet until it fires.
    Set,
    /// [持続]: lasts (cost + 1) rounds, its cost cards under it.
    Duration,
}

/// When a [設置] card's condition is met: the trigger points the engine knows. No printed
/// set card is known, so these are the points the rules' text names (§4.8 W3, §5.24).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerPoint {
    /// At the start of its owner's player turn, after the duration cards tick (T0).
    TurnStart,
    /// When the enemy attack's area includes its owner, before the traits' damage and
    /// evasion (E4).
    InEnemyArea,
    /// When its owner failed evasion and the enemy attack's damage is rolled, before the
    /// damage (E7): a defence raised now counts.
    EnemyDamage,
}

impl TriggerPoint {
    pub const ALL: [TriggerPoint; 3] = [
        TriggerPoint::TurnStart,
        TriggerPoint::InEnemyArea,
        TriggerPoint::EnemyDamage,
    ];
}

/// Strike, shooting or magic attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    Strike,
    Shoot,
    Magic,
}

/// The stat an enemy attack's defence check uses: [防] for normal attacks, [魔] for magic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefenceStat {
    Defence,
    Magic,
}

impl DefenceStat {
    pub fn stat(self) -> Stat {
        match self {
            DefenceStat::Defence => Stat::Defence,
            DefenceStat::Magic => Stat::Magic,
        }
    }
}

/// An enemy attack card's class: in the starting deck, or added as parties fall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackClass {
    Normal,
    Strong,
}

/// The side of the map sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectMapSide")
)]
pub enum MapSide {
    /// 草原マップ: the basic side.
    #[default]
    Grassland,
    /// 火山マップ: lava squares hurt whoever passes or stops on them.
    Volcano,
}

impl MapSide {
    pub fn id(self) -> &'static str {
        match self {
            MapSide::Grassland => "grassland",
            MapSide::Volcano => "volcano",
        }
    }
}
