//! The authoritative state of a game of The Others: 7 Sins, and its invariants.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::content::Content;
use super::options::Options;
use super::vocabulary::{CityAction, HeroFace, MonsterKind, SinFace, TokenKind};
use crate::engine::{Agreement, Outcome, Seat};

/// Which part of the game is under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersPhase")
)]
pub enum Phase {
    /// Before the table is set up.
    #[default]
    Setup,
    /// Corruption stories: the SIN secretly assigns the Dark Past cards.
    DarkPast,
    /// The Beast We Become: the SIN chooses a reserve hero as the traitor.
    Traitor,
    /// Round start: the story's round-start tasks.
    StoryTasks,
    /// Round start: the heroes agree on the first hero (else the SIN decides).
    FirstHero,
    /// Hero turns, each followed by the SIN's chance to react.
    HeroTurns,
    /// Round end: story tasks and the apocalypse track, level 7, summoning, altars, reset.
    RoundEnd,
    /// One side has won.
    GameOver,
}

/// Where a hero of the team is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersHeroStatus")
)]
pub enum HeroStatus {
    Reserve,
    InPlay,
    Dead,
    /// The Beast We Become: taken from the reserve, fought at the end.
    Traitor,
}

/// One hero of team F.A.I.T.H.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersHero")
)]
pub struct Hero {
    pub id: String,
    pub status: HeroStatus,
    /// The hero player who controls this hero while in play.
    pub seat: Option<Seat>,
    pub space: Option<String>,
    /// 1 to 7.
    pub corruption: u8,
    /// Damage markers taken; the fifth kills.
    pub damage: u8,
    /// Corruption slots covered by a damage marker (1 to 7).
    pub covered: Vec<u8>,
    /// Damage markers taken but not yet put on a slot: the hero's player places them.
    pub unplaced_markers: u8,
    pub active_turn_tokens: u8,
    pub extra_turn_tokens: u8,
    /// The district holding this hero's city action token this round.
    pub city_action_token: Option<String>,
    pub upgrades: Vec<String>,
    /// A replacement hero: upgrade cards still to pick from the inventory (as many as the
    /// dead hero gave up).
    #[serde(default)]
    pub upgrades_owed: u8,
    /// Innocent and NPC tokens the hero carries.
    #[serde(default)]
    pub carried: Vec<TokenKind>,
    /// Corruption stories: the Dark Past card number (secret, from its owner too, until
    /// revealed; a hero killed unrevealed takes it away still secret).
    pub dark_past: Option<u8>,
    /// The card was turned face up and applied (spent). SUICIDE PACT's kill at the round's
    /// end reads it.
    pub dark_past_revealed: bool,
    /// UNLEASH HELL: the seat that checked this hero's Dark Past card (it sees the card
    /// from then on; nobody else does until it is revealed).
    #[serde(default)]
    pub dark_past_known_by: Option<Seat>,
    /// The Beast We Become: marked by the round-start task.
    pub story_marked: bool,
    /// Upgrade cards turned face down until the round ends (DAMNED IF YOU DO…, the
    /// Corrupted Hobo): held, but they do not work.
    #[serde(default)]
    pub face_down: Vec<String>,
    /// The Corrupted Doctor's mark: no damage healed until the round's reset (G-31).
    #[serde(default)]
    pub no_heal: bool,
    /// The secondary dashboard laid over this hero's (Karl as a wolf), if any.
    #[serde(default)]
    pub dashboard: Option<String>,
    /// Sloth's power: the hero started a fight this round; their turns move 1 space fewer
    /// (at least 1) unless they take 1 damage.
    #[serde(default)]
    pub sloth_marked: bool,
}

impl Hero {
    pub fn reserve(id: &str) -> Self {
        Hero {
            id: id.to_owned(),
            status: HeroStatus::Reserve,
            seat: None,
            space: None,
            corruption: 1,
            damage: 0,
            covered: Vec::new(),
            unplaced_markers: 0,
            active_turn_tokens: 0,
            extra_turn_tokens: 0,
            city_action_token: None,
            upgrades: Vec::new(),
            upgrades_owed: 0,
            carried: Vec::new(),
            dark_past: None,
            dark_past_revealed: false,
            dark_past_known_by: None,
            story_marked: false,
            face_down: Vec::new(),
            no_heal: false,
            dashboard: None,
            sloth_marked: false,
        }
    }

    pub fn in_play(&self) -> bool {
        self.status == HeroStatus::InPlay
    }

    /// Whether the hero holds this upgrade card face up (a face-down card does not work).
    pub fn has_active_upgrade(&self, card: &str) -> bool {
        self.upgrades.iter().any(|u| u == card) && !self.face_down.iter().any(|u| u == card)
    }

    /// The upgrade cards that work: held and face up.
    pub fn active_upgrades(&self) -> impl Iterator<Item = &String> {
        self.upgrades.iter().filter(|u| !self.face_down.contains(u))
    }
}

/// Where a monster figure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersMonsterStatus")
)]
pub enum MonsterStatus {
    /// Never on the board yet: not summonable at round end.
    Unused,
    OnBoard,
    /// Killed: summonable again at round end.
    Dead,
    /// Out of the game.
    Removed,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersMonster")
)]
pub struct Monster {
    pub id: u16,
    pub kind: MonsterKind,
    pub status: MonsterStatus,
    pub space: Option<String>,
    /// A Hell Club member: the apocalypse card that summoned it (removed with it).
    #[serde(default)]
    pub card: Option<String>,
    /// An NPC token treated as an abomination while Nicolas lives (G-32): killed, it goes
    /// to the dead NPC pile (`Removed`), never to the dead pool.
    #[serde(default)]
    pub npc: Option<TokenKind>,
}

/// A token lying in a space.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Token {
    pub kind: TokenKind,
    pub face_up: bool,
    /// Printed on the tile: same effect, never removed.
    pub permanent: bool,
    /// Placed by the SIN (who then knows it even face down).
    pub by_sin: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Space {
    pub id: String,
    pub tokens: Vec<Token>,
    /// The hero whose city action token fills this district's slot this round.
    pub slot: Option<String>,
    /// Printed city actions of this district covered by a Corrupted Nun's corruption
    /// token, one per token, oldest first (G-31): not activated while covered.
    #[serde(default)]
    pub covered: Vec<CityAction>,
}

impl Space {
    pub fn count(&self, kind: TokenKind) -> u8 {
        self.tokens
            .iter()
            .filter(|t| t.kind == kind && t.face_up)
            .count() as u8
    }
}

/// The SIN player's cards and reaction tokens.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SinSide {
    /// Secret from the heroes.
    pub hand: Vec<String>,
    /// Top first; secret from everyone.
    pub deck: Vec<String>,
    pub discard: Vec<String>,
    pub reactions_active: u8,
    pub reactions_spent: u8,
    /// The SIN card played in this turn window, face up until the next hero's turn starts.
    #[serde(default)]
    pub in_play: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Apocalypse {
    /// 0 to 7.
    pub level: u8,
    /// Top first; secret from everyone.
    pub deck: Vec<String>,
    pub revealed: Vec<String>,
    /// The two cards drawn at a level, of which the SIN keeps one (secret from the heroes).
    pub drawn: Vec<String>,
    /// A Hell Club card just revealed whose member the SIN still puts on a nest.
    #[serde(default)]
    pub summon_owed: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Upgrades {
    /// Top first; secret from everyone.
    pub deck: Vec<String>,
    pub inventory: Vec<String>,
}

/// The mission track: the current mission, its progress, and what its start, completion
/// and story events still owe.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersMission", complex)
)]
pub struct Mission {
    pub current: String,
    pub progress: u8,
    /// The unchosen branches.
    pub removed: Vec<String>,
    /// How many times the current mission's task must be done.
    #[serde(default)]
    pub required: u8,
    /// Missions completed, in order.
    #[serde(default)]
    pub completed: Vec<String>,
    /// The current mission is complete and the next has not begun (story events and the
    /// branch choice come between).
    #[serde(default)]
    pub done: bool,
    /// A branch (A/B): the hero seats agree on the next mission, else the SIN decides.
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub branch: Option<Agreement<String>>,
    /// Figures a story event summons, in order; the SIN puts each on a nest.
    #[serde(default)]
    pub summons: Vec<MonsterKind>,
    /// Heroes who still take an upgrade card from the inventory (a story event).
    #[serde(default)]
    pub upgrades_owed: Vec<String>,
    /// DESTROY THEM ALL!: monsters the SIN still marks.
    #[serde(default)]
    pub marks_owed: u8,
    /// DESTROY THEM ALL!: marked monsters not yet killed.
    #[serde(default)]
    pub marked: Vec<u16>,
    /// Districts marked by a mission (for the rest of the game, G-19).
    #[serde(default)]
    pub marked_districts: Vec<String>,
    /// Kinds of monster killed while the mission is current (avatar, controller goals).
    #[serde(default)]
    pub killed: Vec<MonsterKind>,
    /// Darkness Within 3B: a corruption token was removed this round.
    #[serde(default)]
    pub corruption_removed: bool,
    /// RESCUE THE CHIEF!: the Commissioner rides the avatar until it is killed.
    #[serde(default)]
    pub chief_on_avatar: bool,
}

/// What the current round has done so far.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersRound", complex)
)]
pub struct Round {
    pub number: u32,
    /// Round-start tokens the SIN still places, in order.
    pub tokens_to_place: Vec<TokenKind>,
    /// Where this round's story tokens went (each in a different space).
    pub story_spaces: Vec<String>,
    /// The Beast We Become: the SIN still marks a hero this round.
    pub mark_owed: bool,
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub first_hero: Option<Agreement<String>>,
    /// The hero the turn order is at (an index into `State::order`).
    pub pointer: usize,
    /// Heroes with only extra turn tokens who declined in a row.
    pub passes: u8,
    pub heroes_killed: u8,
    /// Innocent tokens revealed this round (Battleground of Souls' round end, G-24).
    #[serde(default)]
    pub innocents_revealed: u8,
    /// The step of the round end under way.
    pub end_step: Option<EndStep>,
    /// Apocalypse levels the round-end story tasks still advance.
    pub advances_left: u8,
    /// Dead monsters the SIN may still summon this round end.
    pub summons_left: u8,
    /// PUNISH THE IDLE: leaving a space with an abomination costs 2 damage this round.
    #[serde(default)]
    pub idle_punished: bool,
    /// Hero turns started this round (HATE! is played at the start of the first).
    #[serde(default)]
    pub turns_started: u8,
    /// HATE!: the card and the space it lies in with its altar, until the round ends.
    #[serde(default)]
    pub hate_card: Option<String>,
    #[serde(default)]
    pub hate_space: Option<String>,
    /// The mark on the acolyte board: the acolyte ability was used this round.
    #[serde(default)]
    pub acolyte_used: bool,
    /// Heroes whose once-a-round ability (PERILOUS RESEARCH) was used this round.
    #[serde(default)]
    pub abilities_used: Vec<String>,
    /// PAINT THE TOWN RED: the streets marked this round (their monsters' defense is 1
    /// lower), 3 at most.
    #[serde(default)]
    pub painted: Vec<String>,
    /// PERPETUAL INFERNO, WE'VE COME FOR YOU: the card of each round-start token the SIN
    /// still places, in order.
    #[serde(default)]
    pub apocalypse_tokens: Vec<String>,
    /// Where this round's WE'VE COME FOR YOU nests went (each in a different district).
    #[serde(default)]
    pub apocalypse_spaces: Vec<String>,
}

/// The steps of the round end, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersEndStep")
)]
pub enum EndStep {
    /// RE-1: the story's tasks advance the apocalypse track (cards revealed on the way).
    Apocalypse,
    /// Apocalypse level 7: each hero takes 2 damage and 2 corruption.
    Doom,
    /// RE-2: the SIN summons dead monsters onto unblocked nests.
    Summon,
    /// RE-3 and RE-4: altar cards, then every token reset.
    Draw,
}

/// Where the current hero is in the move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersMovement")
)]
pub enum Movement {
    NotStarted,
    Moving,
    Done,
}

/// The current hero's turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersTurn")
)]
pub struct Turn {
    pub hero: String,
    pub movement: Movement,
    pub steps_left: u8,
    /// The turn's one action (a fight or a cleanse) is taken.
    pub acted: bool,
    /// City actions activated and not yet performed or let go.
    #[serde(default)]
    pub city_actions: Vec<CityAction>,
    /// The SIN played or passed its start-of-turn SIN card.
    #[serde(default)]
    pub sin_window_closed: bool,
    /// EVIL REGROUPS, SLOUCH IN THE DARK: monsters the SIN may still move 1 space.
    #[serde(default)]
    pub regroup_left: u8,
    /// The monsters moved by the regroup (each moves once).
    #[serde(default)]
    pub regrouped: Vec<u16>,
    /// GRIM VORACITY: the SIN still gives the hero an upgrade card of its choice.
    #[serde(default)]
    pub gift_owed: bool,
    /// AGONY OF THE UNCLEAN: the step held until the SIN chose how each of its corruption
    /// checks rolls.
    #[serde(default)]
    pub agony_step: Option<String>,
    /// How many corruption checks the held step rolls.
    #[serde(default)]
    pub agony_checks: u8,
    /// The SIN's choices so far, in rolling order (`true`: rolled as a fire check).
    #[serde(default)]
    pub agony_choices: Vec<bool>,
    /// Sloth's mark took 1 space off this turn's move; the hero may still take 1 damage
    /// to get it back.
    #[serde(default)]
    pub sloth_slowed: bool,
}

/// Where a fight is in its procedure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersFightStage")
)]
pub enum FightStage {
    /// The hero may take voluntary corruption, then rolls.
    PreRoll,
    /// The hero turns each FAITH into a face.
    Faith,
    /// Voluntary corruption reached level 7: the hero picks one result.
    BonusChoice,
    /// The hero puts each Hit on a monster.
    AssignHits,
    /// Ranged fight: the SIN moves each surviving target that can reach the hero.
    Counterattack,
    /// Cleanse: the hero removes a calamity token for each Skill.
    RemoveTokens,
}

/// A fight under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersFight", complex)
)]
pub struct Fight {
    pub hero: String,
    pub space: String,
    /// Started by the SIN's reaction rather than by the hero.
    pub by_sin: bool,
    /// A ranged fight: `space` is the target street, `origin` the hero's.
    pub ranged: bool,
    /// Not a fight but a cleanse (a skill roll against the space's calamity tokens).
    pub cleanse: bool,
    /// Cleanse: Skill results spent on tokens so far.
    pub skills_used: u8,
    /// Cleanse: Will's PROBLEM-SOLVER was taken or let go.
    #[serde(default)]
    pub problem_solver_decided: bool,
    /// The SIN card the SIN played at the start of this fight.
    #[serde(default)]
    pub sin_card: Option<String>,
    /// The SIN played or passed its start-of-fight SIN card.
    #[serde(default)]
    pub sin_window_closed: bool,
    pub origin: String,
    pub monsters: Vec<u16>,
    pub stage: FightStage,
    pub voluntary: bool,
    /// The hero's faces, FAITH included until turned.
    pub hero_faces: Vec<HeroFace>,
    pub sin_faces: Vec<SinFace>,
    /// The result of the hero's choice (level 7's bonus, ANGEL'S TEAR), once chosen.
    pub bonus_face: Option<HeroFace>,
    /// Hits put on each monster so far.
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub assigned: Vec<(u16, u8)>,
    /// The dice in each pool before chaining (a reroll rolls them again, G-30).
    #[serde(default)]
    pub hero_pool: u8,
    #[serde(default)]
    pub sin_pool: u8,
    /// The dice were just rolled and nothing was chosen yet: the after-roll SIN card
    /// window (CURSED FATE) may open.
    #[serde(default)]
    pub after_roll: bool,
    /// The SIN used or declined its acolyte ability in this fight.
    #[serde(default)]
    pub acolyte_window_closed: bool,
    /// Elle's CHARMED LIFE was used in this fight (once per fight).
    #[serde(default)]
    pub charmed_life_used: bool,
    /// Thorley's PROTECTOR: used (`true`) or let go (`false`) in this fight.
    #[serde(default)]
    pub protector: Option<bool>,
    /// A ranged fight's counterattack was rolled (it is rolled once).
    #[serde(default)]
    pub counter_rolled: bool,
}

/// The SIN's reaction after a completed hero turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersReaction", complex)
)]
pub struct Reaction {
    pub hero: String,
    /// A reaction token was spent: the SIN may move one monster, then fight.
    pub spent: bool,
    /// The monster being moved and the steps it has left.
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub moving: Option<(u16, u8)>,
    /// Monster movement is over (a monster moved and stopped, or the fight began).
    pub moved: bool,
    /// The SIN started its fight against the hero.
    pub fought: bool,
    /// MARGUERITE (Corruption) took her own extra step in this reaction.
    #[serde(default)]
    pub marguerite_stepped: bool,
}

/// A SIN card window opened by something that happened (a controller harmed the hero, an
/// abomination was destroyed): the SIN plays a card of one of these timings, or passes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Trigger {
    pub hero: String,
    pub timings: Vec<String>,
}

/// What a played SIN card (or the Corrupted Hobo) still asks of someone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersCardOwed", complex)
)]
pub struct CardOwed {
    /// The card's effect id (`haphephobia`, `curse_of_ego`, …, or `corrupted_hobo`).
    pub effect: String,
    /// The current hero the card was played against.
    pub hero: String,
    /// PRIMAL CONCEIT: the heroes refused to pay; the SIN teleports the avatar.
    #[serde(default)]
    pub refused: bool,
    /// DARKEST CRAVING: the heroes offered an extra turn token so far.
    #[serde(default)]
    pub offered: Vec<String>,
    /// DARKEST CRAVING: the hero whose player answers the offer now.
    #[serde(default)]
    pub answering: Option<String>,
    /// A toll (CURSE OF EGO, CURSE OF THE CRAWL, PRIMAL CONCEIT): every hero seat's vote,
    /// the SIN deciding on disagreement (G-29, G-34). A choice is `refuse`, or the heroes
    /// paying, one per point, in turn order, joined by commas (`toll_choice`).
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub toll: Option<Agreement<String>>,
}

/// The toll refused, as an agreement's choice.
pub const TOLL_REFUSED: &str = "refuse";

/// A toll answer as an agreement's choice: `refuse`, or the paying heroes in turn order
/// (so two spreads naming the same points are one choice).
pub fn toll_choice(order: &[String], heroes: Option<&[String]>) -> String {
    let Some(heroes) = heroes else {
        return TOLL_REFUSED.to_owned();
    };
    let mut sorted = heroes.to_vec();
    sorted.sort_by_key(|h| order.iter().position(|o| o == h));
    sorted.join(",")
}

/// The heroes paying in a toll choice; `None` for a refusal.
pub fn toll_payers(choice: &str) -> Option<Vec<String>> {
    (choice != TOLL_REFUSED).then(|| choice.split(',').map(str::to_owned).collect())
}

/// A hero's natural ability waiting for its player's decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersAbilityOwed")
)]
pub struct AbilityOwed {
    /// The ability's id in the heroes' data (`perilous_research`, `demolitions`, …).
    pub ability: String,
    pub hero: String,
    /// PAINT THE TOWN RED: streets marked in this decision so far.
    #[serde(default)]
    pub marked: u8,
}

/// A hero player replacing a dead hero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersReplacement")
)]
pub struct Replacement {
    pub seat: Seat,
    pub dead: String,
    /// Where the dead hero stood in the turn order.
    pub index: usize,
    /// Upgrade cards the dead hero gave up to the inventory.
    #[serde(default)]
    pub upgrades: u8,
}

/// The whole game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    /// The pack the game was set up with. Not serialized: the first event names the pack
    /// and the platform attaches it (`Game::attach_content`).
    #[serde(skip, default = "embedded_content")]
    pub content: Arc<Content>,
    pub options: Options,
    pub content_name: String,
    pub content_hash: String,
    pub seat_count: u8,
    pub sin_seat: Seat,
    pub sin: String,
    pub acolytes: String,
    pub story: String,
    pub map: String,
    pub board: String,
    /// 3 or 4: the heroes in play and the "hero number" icon.
    pub hero_number: u8,
    pub phase: Phase,
    pub spaces: Vec<Space>,
    /// The team, in the order it was formed.
    pub heroes: Vec<Hero>,
    /// The heroes in play in turn order (a replacement takes the dead hero's place).
    pub order: Vec<String>,
    pub monsters: Vec<Monster>,
    pub sin_side: SinSide,
    pub apocalypse: Apocalypse,
    pub upgrades: Upgrades,
    pub mission: Mission,
    pub round: Round,
    pub turn: Option<Turn>,
    pub fight: Option<Fight>,
    pub reaction: Option<Reaction>,
    /// Dead heroes waiting for their players to pick replacements, first owed first.
    pub replacements: Vec<Replacement>,
    /// A SIN card window opened by an event, until the SIN plays or passes.
    #[serde(default)]
    pub trigger: Option<Trigger>,
    /// A decision a played SIN card asks for.
    #[serde(default)]
    pub card_owed: Option<CardOwed>,
    /// Heroes' natural abilities waiting for a decision, first owed first.
    #[serde(default)]
    pub abilities_owed: Vec<AbilityOwed>,
    /// FORMER HELL CLUB: the hero whose player still chooses 3 damage or 3 corruption (the
    /// hero's turn ends after it).
    #[serde(default)]
    pub dark_past_owed: Option<String>,
    /// DR. GAN (Redemption): the hero whose player chooses 1 more damage or an innocent's
    /// death now.
    #[serde(default)]
    pub innocent_owed: Option<String>,
    pub outcome: Option<Outcome>,
}

fn embedded_content() -> Arc<Content> {
    Arc::new(Content::embedded().clone())
}

impl Default for State {
    fn default() -> Self {
        State {
            content: embedded_content(),
            options: Options::default(),
            content_name: String::new(),
            content_hash: String::new(),
            seat_count: 0,
            sin_seat: Seat(0),
            sin: String::new(),
            acolytes: String::new(),
            story: String::new(),
            map: String::new(),
            board: String::new(),
            hero_number: 0,
            phase: Phase::Setup,
            spaces: Vec::new(),
            heroes: Vec::new(),
            order: Vec::new(),
            monsters: Vec::new(),
            sin_side: SinSide::default(),
            apocalypse: Apocalypse::default(),
            upgrades: Upgrades::default(),
            mission: Mission::default(),
            round: Round::default(),
            turn: None,
            fight: None,
            reaction: None,
            replacements: Vec::new(),
            trigger: None,
            card_owed: None,
            abilities_owed: Vec::new(),
            dark_past_owed: None,
            innocent_owed: None,
            outcome: None,
        }
    }
}

impl State {
    pub fn hero(&self, id: &str) -> Option<&Hero> {
        self.heroes.iter().find(|h| h.id == id)
    }

    pub fn hero_mut(&mut self, id: &str) -> Option<&mut Hero> {
        self.heroes.iter_mut().find(|h| h.id == id)
    }

    /// The dashboard a hero plays with now: the secondary one laid over it (Karl as a
    /// wolf), else its own. Stats and the natural ability come from it.
    pub fn dashboard(&self, hero: &str) -> Option<&super::content::HeroData> {
        let id = self
            .hero(hero)
            .and_then(|h| h.dashboard.as_deref())
            .unwrap_or(hero);
        self.content.hero(id)
    }

    /// Whether a hero in play plays with this natural ability now.
    pub fn has_ability(&self, hero: &str, ability: &str) -> bool {
        self.hero(hero).is_some_and(|h| h.in_play())
            && self
                .dashboard(hero)
                .is_some_and(|d| d.ability.id == ability)
    }

    pub fn space(&self, id: &str) -> Option<&Space> {
        self.spaces.iter().find(|s| s.id == id)
    }

    pub fn space_mut(&mut self, id: &str) -> Option<&mut Space> {
        self.spaces.iter_mut().find(|s| s.id == id)
    }

    pub fn monster(&self, id: u16) -> Option<&Monster> {
        self.monsters.iter().find(|m| m.id == id)
    }

    pub fn monster_mut(&mut self, id: u16) -> Option<&mut Monster> {
        self.monsters.iter_mut().find(|m| m.id == id)
    }

    /// The hero seats, in seating order.
    pub fn hero_seats(&self) -> Vec<Seat> {
        Seat::all(usize::from(self.seat_count))
            .into_iter()
            .filter(|s| *s != self.sin_seat)
            .collect()
    }

    pub fn is_hero_seat(&self, seat: Seat) -> bool {
        seat != self.sin_seat && seat.index() < usize::from(self.seat_count)
    }

    /// The board this game is played on.
    pub fn board_data(&self) -> &super::content::Board {
        static EMPTY: std::sync::LazyLock<super::content::Board> =
            std::sync::LazyLock::new(Default::default);
        self.content.board(&self.board).unwrap_or(&EMPTY)
    }

    /// The monsters standing in a space.
    pub fn monsters_in(&self, space: &str) -> Vec<&Monster> {
        self.monsters
            .iter()
            .filter(|m| m.status == MonsterStatus::OnBoard && m.space.as_deref() == Some(space))
            .collect()
    }

    /// The heroes in play standing in a space.
    pub fn heroes_in(&self, space: &str) -> Vec<&Hero> {
        self.heroes
            .iter()
            .filter(|h| h.in_play() && h.space.as_deref() == Some(space))
            .collect()
    }

    /// Combat and defense of a monster of this game.
    pub fn monster_stats(&self, kind: MonsterKind) -> (u8, u8) {
        self.content.monster_stats(&self.sin, &self.acolytes, kind)
    }

    /// A figure's combat and defense: its kind's, or a Hell Club member's card's.
    pub fn figure_stats(&self, m: &Monster) -> (u8, u8) {
        match (&m.card, m.kind) {
            (Some(card), MonsterKind::HellClub) => self.content.member_stats(card),
            _ => self.monster_stats(m.kind),
        }
    }

    /// Gap G-06: a hero with no other hero in their space.
    pub fn is_isolated(&self, hero: &str) -> bool {
        self.hero(hero)
            .and_then(|h| h.space.as_deref())
            .is_some_and(|s| self.heroes_in(s).len() == 1)
    }

    /// A hero of the team with damage markers still to place, and its seat.
    pub fn markers_owed(&self) -> Option<&Hero> {
        self.heroes
            .iter()
            .find(|h| h.in_play() && h.unplaced_markers > 0)
    }

    /// The invariants while the game waits for a decision.
    pub fn check_invariants(&self) -> Result<(), String> {
        let damage_to_kill = self.content.tables.damage_to_kill;
        for h in &self.heroes {
            if !(1..=self.content.tables.corruption_max).contains(&h.corruption) {
                return Err(format!("{} has corruption {}", h.id, h.corruption));
            }
            if h.in_play() && h.damage >= damage_to_kill {
                return Err(format!("{} is in play with {} damage", h.id, h.damage));
            }
            if h.in_play()
                && usize::from(h.damage) != h.covered.len() + usize::from(h.unplaced_markers)
            {
                return Err(format!("{}: damage and markers disagree", h.id));
            }
        }
        if self.apocalypse.level > 7 {
            return Err("apocalypse level past 7".into());
        }
        let in_play = self.heroes.iter().filter(|h| h.in_play()).count();
        if self.phase != Phase::GameOver
            && self.replacements.is_empty()
            && in_play != usize::from(self.hero_number)
        {
            return Err(format!(
                "{in_play} heroes in play, hero number {}",
                self.hero_number
            ));
        }
        for m in &self.monsters {
            if (m.status == MonsterStatus::OnBoard) != m.space.is_some() {
                return Err(format!(
                    "monster {} is {:?} at {:?}",
                    m.id, m.status, m.space
                ));
            }
        }
        Ok(())
    }
}
