//! The words of the game: die faces, tokens, spaces, monsters, city actions, story types.
//! Every id is the snake_case id the data files use.

use serde::{Deserialize, Serialize};

macro_rules! words {
    ($(#[$doc:meta])* $name:ident = $gql:literal { $($(#[$vdoc:meta])* $variant:ident = $id:literal),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        #[cfg_attr(feature = "graphql", derive(async_graphql::Enum), graphql(name = $gql))]
        pub enum $name {
            $($(#[$vdoc])* $variant,)*
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The id the data files use.
            pub fn id(self) -> &'static str {
                match self {
                    $($name::$variant => $id,)*
                }
            }

            pub fn from_id(id: &str) -> Option<Self> {
                match id {
                    $($id => Some($name::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

words! {
    /// A face of the SIN die.
    SinFace = "TheOthersSinFace" {
        /// The target hero takes 1 corruption.
        Corruption = "corruption",
        /// The target hero takes 1 damage.
        Hit = "hit",
        /// Counts as a Hit, and rolls 1 more SIN die at once.
        ExplosiveHit = "explosive_hit",
        /// No effect.
        Blank = "blank",
    }
}

words! {
    /// A face of the hero die.
    HeroFace = "TheOthersHeroFace" {
        /// 1 hit on a monster of the fight.
        Hit = "hit",
        /// Cancels 1 SIN Corruption.
        CounterCorruption = "counter_corruption",
        /// Cancels 1 SIN Hit.
        Defense = "defense",
        /// Removes 1 exploration token when cleansing; nothing in fights.
        Skill = "skill",
        /// Rolls 1 more hero die at once; afterwards the hero turns it into any face.
        Faith = "faith",
    }
}

words! {
    /// A token on the board or carried by a hero.
    TokenKind = "TheOthersTokenKind" {
        Fire = "fire",
        Corruption = "corruption",
        Pentagram = "pentagram",
        Nest = "nest",
        ExtraTurn = "extra_turn",
        Innocent = "innocent",
        Altar = "altar",
        OrbitalStrike = "orbital_strike",
        NpcCommissioner = "npc_commissioner",
        NpcProxy = "npc_proxy",
        NpcRavencorp = "npc_ravencorp",
    }
}

impl TokenKind {
    /// The six exploration tokens (gap G-14): they may lie face down.
    pub fn is_exploration(self) -> bool {
        matches!(
            self,
            TokenKind::Fire
                | TokenKind::Corruption
                | TokenKind::Pentagram
                | TokenKind::Nest
                | TokenKind::ExtraTurn
                | TokenKind::Innocent
        )
    }
}

words! {
    /// A space of the board: a city block or a street.
    SpaceKind = "TheOthersSpaceKind" {
        District = "district",
        Street = "street",
    }
}

words! {
    /// A city action printed on a district.
    CityAction = "TheOthersCityAction" {
        Heal = "heal",
        Penance = "penance",
        ExtraTurn = "extra_turn",
        Inventory = "inventory",
        OrbitalStrike = "orbital_strike",
    }
}

words! {
    /// What kind of monster a figure is.
    MonsterKind = "TheOthersMonsterKind" {
        Acolyte = "acolyte",
        Abomination = "abomination",
        Controller = "controller",
        Avatar = "avatar",
        /// The Beast We Become: the traitor hero's figure, with the avatar's numbers (G-23).
        Traitor = "traitor",
        /// A Hell Club member an apocalypse card summoned (its numbers on the card).
        HellClub = "hell_club",
        /// THE TAINTED ONE!: a hero whose Dark Past turned them into a SIN monster (G-22).
        Tainted = "tainted",
    }
}

words! {
    /// A hero's class (the colour of the base).
    HeroClass = "TheOthersHeroClass" {
        Leader = "leader",
        Sniper = "sniper",
        Bruiser = "bruiser",
        Fixer = "fixer",
    }
}

words! {
    /// The type of a story, which also names its apocalypse deck.
    StoryType = "TheOthersStoryType" {
        Terror = "terror",
        Corruption = "corruption",
        Redemption = "redemption",
    }
}
