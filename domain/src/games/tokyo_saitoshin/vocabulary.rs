//! The words of the game: PCs, places, ability scores, damage types, ranges, rarities, card
//! kinds and skill slots. Ids are the snake_case keys of the spec's `keywords.json`.

use serde::{Deserialize, Serialize};

/// One of the four PCs (player characters). A PC no player runs is a BOT card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinPc")
)]
#[serde(rename_all = "snake_case")]
pub enum Pc {
    Procurer,
    Engineer,
    Negotiator,
    Gangster,
}

impl Pc {
    /// In the order seats take them by default.
    pub const ALL: [Pc; 4] = [Pc::Procurer, Pc::Engineer, Pc::Negotiator, Pc::Gangster];
}

/// A normal area of the mat, in processing order (spec 4.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinArea")
)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    Shinagawa,
    Shibuya,
    Shinjuku,
    Akiba,
}

impl Area {
    /// Processing order: Shinagawa 1, Shibuya 2, Shinjuku 3, Akiba 4.
    pub const ALL: [Area; 4] = [Area::Shinagawa, Area::Shibuya, Area::Shinjuku, Area::Akiba];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Where a pawn stands: a normal area or the Site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Area(Area),
    Site,
}

/// An ability score: the base value of action checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinStat")
)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Tech,
    Economy,
    Empathy,
    Combat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinDamageType")
)]
#[serde(rename_all = "snake_case")]
pub enum DamageType {
    Physical,
    Cognitive,
}

/// An attack's range; the earlier in `ORDER`, the sooner it strikes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinRange")
)]
#[serde(rename_all = "snake_case")]
pub enum Range {
    LongPlus,
    Long,
    ShortPlus,
    Short,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rarity {
    Starter,
    Common,
    Rare,
    Epic,
    Unique,
}

impl Rarity {
    /// Copies of one title in the game (spec 1.5.4); starters come in sets of their own.
    pub fn copies(self) -> Option<usize> {
        match self {
            Rarity::Common => Some(4),
            Rarity::Rare => Some(3),
            Rarity::Epic => Some(2),
            Rarity::Unique => Some(1),
            Rarity::Starter => None,
        }
    }

    /// The skill seals a resolved card of this rarity removes (spec 5.11.3).
    pub fn unseals(self) -> Vec<SkillSlot> {
        let mut out = Vec::new();
        if self >= Rarity::Common {
            out.push(SkillSlot::Support);
        }
        if self >= Rarity::Rare {
            out.push(SkillSlot::Enhanced);
        }
        if self >= Rarity::Epic {
            out.push(SkillSlot::Site);
        }
        out
    }
}

/// A PC board's three skill boxes, left to right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinSkillSlot")
)]
#[serde(rename_all = "snake_case")]
pub enum SkillSlot {
    Support,
    Enhanced,
    Site,
}

impl SkillSlot {
    pub const ALL: [SkillSlot; 3] = [SkillSlot::Support, SkillSlot::Enhanced, SkillSlot::Site];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// The type of a player card, and of the deck and market slot it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Weapon,
    Item,
    Follower,
    Artifact,
    Starter,
}

/// Consumables are played from the hand; equipment must be equipped before use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Consumable,
    Equipment,
}

/// A draw pile of the table (PC decks are kept on each PC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinDeck")
)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Weapon,
    Item,
    Follower,
    Artifact,
    Trouble,
    Site,
}

impl Deck {
    /// The deck a player card kind is dealt from (starters have none).
    pub fn of_kind(kind: CardKind) -> Option<Deck> {
        match kind {
            CardKind::Weapon => Some(Deck::Weapon),
            CardKind::Item => Some(Deck::Item),
            CardKind::Follower => Some(Deck::Follower),
            CardKind::Artifact => Some(Deck::Artifact),
            CardKind::Starter => None,
        }
    }
}

/// In GraphQL a place is a string: an area's id (`shinagawa`, `shibuya`, `shinjuku`,
/// `akiba`) or `site`.
#[cfg(feature = "graphql")]
#[async_graphql::Scalar(name = "TokyoSaitoshinPlace")]
impl async_graphql::ScalarType for Place {
    fn parse(value: async_graphql::Value) -> async_graphql::InputValueResult<Self> {
        let async_graphql::Value::String(id) = &value else {
            return Err(async_graphql::InputValueError::expected_type(value));
        };
        match id.as_str() {
            "site" => Ok(Place::Site),
            area => serde_json::from_value(serde_json::Value::String(area.to_owned()))
                .map(Place::Area)
                .map_err(|_| async_graphql::InputValueError::custom(format!("no place {area}"))),
        }
    }

    fn to_value(&self) -> async_graphql::Value {
        let id = match self {
            Place::Site => "site".to_owned(),
            Place::Area(a) => serde_json::to_value(a)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default(),
        };
        async_graphql::Value::String(id)
    }
}
