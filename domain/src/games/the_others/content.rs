//! The content of a game as the rules read it: heroes, SINs, cards, stories, dice, the
//! board and its maps, with the queries the rules ask of them. Parsing and checking a
//! pack's files is `pack.rs`.

use serde::{Deserialize, Serialize};

use super::vocabulary::{
    CityAction, HeroClass, HeroFace, MonsterKind, SinFace, SpaceKind, StoryType, TokenKind,
};

/// The content files, by file name.
pub const FILES: [&str; 11] = [
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
];

/// A value that may carry `provisional` and `reason` beside it in the data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Valued<T> {
    pub value: T,
}

/// A hero's printed numbers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HeroStats {
    pub class: HeroClass,
    /// Hero dice rolled in a fight.
    pub combat: u8,
    /// Hero dice rolled when cleansing.
    pub skill: u8,
    /// SIN Hits cancelled in every fight.
    pub base_defense: u8,
    /// A natural ranged attack.
    pub ranged: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ability {
    pub id: String,
    pub name: String,
    pub text: String,
    /// The ability's bonus in fights, as data (Rocco's KILLSHOT: 2 Hits in ranged fights).
    #[serde(default)]
    pub fight: Option<FightBonus>,
}

/// One hero dashboard.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HeroData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    /// Set on a secondary dashboard (Karl as a wolf): not a team member of its own.
    pub secondary_dashboard_of: Option<String>,
    pub in_core_box: bool,
    pub stats: HeroStats,
    pub ability: Ability,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MonsterStats {
    pub count: u8,
    pub combat: u8,
    pub defense: u8,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SinMonsters {
    pub abomination: MonsterStats,
    pub controller: MonsterStats,
    pub avatar: MonsterStats,
}

/// One of the seven deadly sins.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SinData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub in_base_box: bool,
    pub power: Ability,
    pub monsters: SinMonsters,
}

/// One SIN card title of one SIN's deck.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SinCardData {
    pub id: String,
    pub sin: String,
    pub name: String,
    /// When it may be played (`start_of_fight`, `start_of_hero_turn`, ...).
    pub timing: String,
    /// The named effect it has (the same effect in every SIN's deck).
    pub effect: String,
    pub text: String,
    pub copies: Valued<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AcolyteStats {
    pub combat: u8,
    pub defense: u8,
}

/// One acolyte type.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AcolyteData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    pub in_base_box: bool,
    pub figures: u8,
    pub stats: AcolyteStats,
    pub ability: AcolyteAbility,
}

/// An ability known by its text only.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AcolyteAbility {
    pub id: String,
    pub text: String,
}

/// One upgrade card title.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UpgradeData {
    pub id: String,
    pub name: String,
    pub text: String,
    pub copies: Valued<u8>,
    /// The card's bonus in fights, as data; `None` for cards with other effects.
    #[serde(default)]
    pub fight: Option<FightBonus>,
}

/// An upgrade's fight bonus: the effect primitive "+dice, +Hits, +Defense in fights",
/// with the conditions the printed cards put on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct FightBonus {
    pub dice: u8,
    pub hits: u8,
    pub defense: u8,
    /// Only when fighting in the hero's own space (not in a ranged fight).
    pub own_space: bool,
    /// Only when this many monsters or more take part.
    pub min_monsters: u8,
    /// Only while the hero is isolated.
    pub isolated: bool,
    /// Only in a ranged fight.
    #[serde(default)]
    pub ranged_only: bool,
    /// Only in a fight the SIN started (ALWAYS ALERT).
    #[serde(default)]
    pub by_sin_only: bool,
    /// Not for the hero whose ability it is, but for the other heroes in their space who
    /// fight (INSPIRATION).
    #[serde(default)]
    pub others_in_space: bool,
}

/// One apocalypse card title of one story type's deck.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ApocalypseCardData {
    pub id: String,
    pub deck: StoryType,
    pub name: String,
    /// The Hell Club member it summons when revealed.
    pub summons: Option<String>,
    /// The member's combat and defense (printed on the card).
    #[serde(default)]
    pub member: Option<MemberStats>,
    pub text: String,
    pub copies: Valued<u8>,
}

/// A Hell Club member's numbers, printed on its apocalypse card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MemberStats {
    pub combat: u8,
    pub defense: u8,
}

/// The Dark Past cards by their printed numbers (§9.9): 1 is the mildest fate, 7 the worst.
pub mod dark_past {
    pub const CLEAR_CONSCIENCE: u8 = 1;
    pub const SLIGHTLY_TROUBLED: u8 = 2;
    pub const THE_GUILTY_ONE: u8 = 3;
    pub const FORMER_HELL_CLUB: u8 = 4;
    pub const PSYCHOPATHY_TRIGGER: u8 = 5;
    pub const SUICIDE_PACT: u8 = 6;
    pub const THE_TAINTED_ONE: u8 = 7;
}

/// One Dark Past card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DarkPastData {
    pub number: u8,
    pub id: String,
    pub name: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DarkPastStarting {
    #[serde(rename = "3")]
    pub three: Vec<u8>,
    #[serde(rename = "4")]
    pub four: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Dice {
    pub sin: Vec<SinFace>,
    pub hero: Vec<HeroFace>,
}

/// The heroes in play and the hero number for a count of hero players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerCount {
    pub hero_players: u8,
    pub heroes_per_player: u8,
    pub heroes_in_play: u8,
    pub hero_number: u8,
    pub reserve: u8,
}

/// The bonus printed at one level of the corruption track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorruptionLevel {
    pub level: u8,
    pub dice: u8,
    pub hits: u8,
    pub defense: u8,
    /// Level 7: one result of the hero's choice.
    pub choice_result: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApocalypseLevel {
    pub level: u8,
    pub reveal_card: bool,
}

/// The numbers of the rules.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Tables {
    pub player_counts: Vec<PlayerCount>,
    pub team_size: u8,
    pub damage_to_kill: u8,
    pub corruption_max: u8,
    pub base_move: u8,
    pub monster_move: u8,
    pub turn_tokens: u8,
    pub sin_starting_hand: u8,
    pub corruption_track: Vec<CorruptionLevel>,
    pub apocalypse_track: Vec<ApocalypseLevel>,
}

/// A story task done at the start of every round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundStartTask {
    /// `place_tokens` or `mark_hero`.
    pub task: String,
    pub tokens: Vec<TokenKind>,
    /// Each token in a different `spaces` or `districts`.
    pub spread: String,
    pub face_down: bool,
    pub text: String,
}

/// A story task done at the end of every round: advance the apocalypse track when a
/// condition holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundEndTask {
    pub advance: u8,
    /// The named condition (`always`, `per_hero_killed_this_round`, ...).
    pub when: String,
    #[serde(default)]
    pub at_least: u8,
    pub text: String,
}

/// How many times a mission's task must be done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Count {
    Fixed(u8),
    /// `hero_number` (3 or 4) or `all`.
    Named(String),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MissionData {
    pub id: String,
    pub order: u8,
    pub branch: Option<String>,
    pub name: String,
    /// The named goal the mission counts.
    pub goal: String,
    pub count: Valued<Count>,
    pub is_last: bool,
    pub text: String,
}

/// A story event printed between two missions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoryEventData {
    pub after_order: u8,
    pub event: String,
    pub text: String,
}

/// One story board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoryData {
    pub id: String,
    pub name: String,
    pub name_ja: String,
    #[serde(rename = "type")]
    pub story_type: StoryType,
    pub recommended_first_game: bool,
    /// Heroes hold Dark Past cards (Corruption stories).
    pub dark_past: bool,
    /// The SIN chooses a reserve hero as the traitor (The Beast We Become).
    pub traitor: bool,
    pub round_start: Vec<RoundStartTask>,
    pub round_end: Vec<RoundEndTask>,
    pub missions: Vec<MissionData>,
    pub events: Vec<StoryEventData>,
    /// The two maps on the back of the board.
    pub maps: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PrintedToken {
    pub token: TokenKind,
    pub count: u8,
}

/// One space of the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SpaceData {
    pub id: String,
    pub kind: SpaceKind,
    pub city_actions: Vec<CityAction>,
    /// Permanent tokens printed on the tile: never removed.
    pub printed: Vec<PrintedToken>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Metro {
    pub color: String,
    pub spaces: Vec<String>,
}

/// The city: its spaces, which touch which, the metro and the straight street lines.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Board {
    pub id: String,
    pub spaces: Vec<SpaceData>,
    pub edges: Vec<(String, String)>,
    pub metro: Vec<Metro>,
    /// Straight lines of street spaces, along which a ranged attack sees.
    pub lines: Vec<Vec<String>>,
    pub starting_space: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MapToken {
    pub space: String,
    pub token: TokenKind,
    pub face_up: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MapMonsters {
    pub space: String,
    pub kind: MonsterKind,
    pub count: u8,
}

/// One map set-up: a board and what is placed on it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MapData {
    pub id: String,
    pub story: String,
    pub board: String,
    pub tokens: Vec<MapToken>,
    pub monsters: Vec<MapMonsters>,
}

/// Everything the rules read from data.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Content {
    pub heroes: Vec<HeroData>,
    pub core_team: Vec<String>,
    pub sins: Vec<SinData>,
    pub sin_cards: Vec<SinCardData>,
    pub acolytes: Vec<AcolyteData>,
    pub upgrades: Vec<UpgradeData>,
    pub upgrade_inventory_size: u8,
    pub apocalypse_cards: Vec<ApocalypseCardData>,
    pub dark_past: Vec<DarkPastData>,
    pub dark_past_starting: Option<DarkPastStarting>,
    pub dice: Dice,
    pub tables: Tables,
    pub stories: Vec<StoryData>,
    pub boards: Vec<Board>,
    pub maps: Vec<MapData>,
}

impl Content {
    pub fn upgrade(&self, id: &str) -> Option<&UpgradeData> {
        self.upgrades.iter().find(|u| u.id == id)
    }

    pub fn hero(&self, id: &str) -> Option<&HeroData> {
        self.heroes.iter().find(|h| h.id == id)
    }

    pub fn sin(&self, id: &str) -> Option<&SinData> {
        self.sins.iter().find(|s| s.id == id)
    }

    pub fn acolyte(&self, id: &str) -> Option<&AcolyteData> {
        self.acolytes.iter().find(|a| a.id == id)
    }

    pub fn story(&self, id: &str) -> Option<&StoryData> {
        self.stories.iter().find(|s| s.id == id)
    }

    pub fn map(&self, id: &str) -> Option<&MapData> {
        self.maps.iter().find(|m| m.id == id)
    }

    pub fn board(&self, id: &str) -> Option<&Board> {
        self.boards.iter().find(|b| b.id == id)
    }

    pub fn player_count(&self, hero_players: usize) -> Option<PlayerCount> {
        self.tables
            .player_counts
            .iter()
            .copied()
            .find(|p| usize::from(p.hero_players) == hero_players)
    }

    /// The bonus of voluntary corruption reaching `level`: every uncovered slot up to it.
    pub fn corruption_levels(&self) -> &[CorruptionLevel] {
        &self.tables.corruption_track
    }

    /// Whether reaching apocalypse `level` reveals an apocalypse card.
    pub fn apocalypse_reveals(&self, level: u8) -> bool {
        self.tables
            .apocalypse_track
            .iter()
            .any(|l| l.level == level && l.reveal_card)
    }

    /// Every card of a deck, one entry per copy, in data order.
    pub fn sin_deck(&self, sin: &str) -> Vec<String> {
        self.sin_cards
            .iter()
            .filter(|c| c.sin == sin)
            .flat_map(|c| std::iter::repeat_n(c.id.clone(), usize::from(c.copies.value)))
            .collect()
    }

    pub fn upgrade_deck(&self) -> Vec<String> {
        self.upgrades
            .iter()
            .flat_map(|c| std::iter::repeat_n(c.id.clone(), usize::from(c.copies.value)))
            .collect()
    }

    /// A Hell Club card's member numbers (combat, defense).
    pub fn member_stats(&self, card: &str) -> (u8, u8) {
        self.apocalypse_cards
            .iter()
            .find(|c| c.id == card)
            .and_then(|c| c.member.as_ref())
            .map_or((0, 0), |m| (m.combat, m.defense))
    }

    pub fn apocalypse_deck(&self, deck: StoryType) -> Vec<String> {
        self.apocalypse_cards
            .iter()
            .filter(|c| c.deck == deck)
            .flat_map(|c| std::iter::repeat_n(c.id.clone(), usize::from(c.copies.value)))
            .collect()
    }

    /// The Dark Past cards for the starting heroes, by number.
    pub fn dark_past_for_start(&self, heroes_in_play: usize) -> Vec<u8> {
        match &self.dark_past_starting {
            Some(s) if heroes_in_play >= 4 => s.four.clone(),
            Some(s) => s.three.clone(),
            None => Vec::new(),
        }
    }

    /// Combat and defense of a monster of this SIN and acolyte type.
    pub fn monster_stats(&self, sin: &str, acolyte: &str, kind: MonsterKind) -> (u8, u8) {
        let sin = self.sin(sin);
        let pick = |m: &MonsterStats| (m.combat, m.defense);
        match kind {
            MonsterKind::Acolyte => self
                .acolyte(acolyte)
                .map_or((0, 0), |a| (a.stats.combat, a.stats.defense)),
            MonsterKind::Abomination => sin.map_or((0, 0), |s| pick(&s.monsters.abomination)),
            MonsterKind::Controller => sin.map_or((0, 0), |s| pick(&s.monsters.controller)),
            MonsterKind::Avatar | MonsterKind::Traitor => {
                sin.map_or((0, 0), |s| pick(&s.monsters.avatar))
            }
            // A member's numbers are its card's (`State::figure_stats`).
            MonsterKind::HellClub => (0, 0),
            // Printed on the Dark Past card: "5 Hits and 5 Defense", read as 5 dice (G-22).
            MonsterKind::Tainted => (5, 5),
        }
    }
}

impl Board {
    pub fn space(&self, id: &str) -> Option<&SpaceData> {
        self.spaces.iter().find(|s| s.id == id)
    }

    pub fn is_district(&self, id: &str) -> bool {
        self.space(id)
            .is_some_and(|s| s.kind == SpaceKind::District)
    }

    /// Spaces sharing an edge with `id` (what monsters and teleports count).
    pub fn adjacent(&self, id: &str) -> Vec<&str> {
        let mut out: Vec<&str> = self
            .edges
            .iter()
            .filter_map(|(a, b)| {
                if a == id {
                    Some(b.as_str())
                } else if b == id {
                    Some(a.as_str())
                } else {
                    None
                }
            })
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Where a hero may step from `id`: adjacent spaces and same-coloured metro spaces.
    pub fn hero_steps(&self, id: &str) -> Vec<(&str, bool)> {
        let mut out: Vec<(&str, bool)> =
            self.adjacent(id).into_iter().map(|s| (s, false)).collect();
        for m in &self.metro {
            if m.spaces.iter().any(|s| s == id) {
                for s in &m.spaces {
                    if s != id && !out.iter().any(|(o, _)| o == s) {
                        out.push((s.as_str(), true));
                    }
                }
            }
        }
        out
    }

    /// Whether a ranged attack from street `from` sees street `to`: both on one straight
    /// line of streets. Figures never block it.
    pub fn line_of_sight(&self, from: &str, to: &str) -> bool {
        from != to
            && self
                .lines
                .iter()
                .any(|l| l.iter().any(|s| s == from) && l.iter().any(|s| s == to))
    }

    /// The fewest steps between two spaces by adjacency (no metro), if connected.
    pub fn distance(&self, from: &str, to: &str) -> Option<u8> {
        let mut frontier = vec![from];
        let mut seen = vec![from];
        for d in 0..=self.spaces.len() {
            if frontier.contains(&to) {
                return u8::try_from(d).ok();
            }
            let mut next = Vec::new();
            for s in frontier {
                for n in self.adjacent(s) {
                    if !seen.contains(&n) {
                        seen.push(n);
                        next.push(n);
                    }
                }
            }
            if next.is_empty() {
                return None;
            }
            frontier = next;
        }
        None
    }
}
