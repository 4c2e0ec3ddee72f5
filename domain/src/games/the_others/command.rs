//! Commands: one small decision by one seat. A decision with many parts is a chain of
//! commands (each step of a move, each Hit put on a monster), so a legal list stays short.

use serde::{Deserialize, Serialize};

use super::vocabulary::{CityAction, HeroFace, TokenKind};
use crate::engine::Confirm;

/// One decision by one seat of a game of The Others: 7 Sins.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::OneofObject),
    graphql(name = "TheOthersCommand")
)]
pub enum Command {
    /// SIN, Corruption stories at setup: give a hero its secret Dark Past card.
    AssignDarkPast(AssignDarkPast),
    /// SIN, The Beast We Become at setup: make a reserve hero the traitor.
    ChooseTraitor(HeroChoice),
    /// SIN, round start: put the story's next token in a space.
    PlaceStoryToken(SpaceChoice),
    /// SIN, The Beast We Become round start: mark a hero not yet marked.
    MarkHero(HeroChoice),
    /// A hero player proposes the round's first hero; the heroes must agree.
    ProposeFirstHero(HeroChoice),
    /// SIN: choose the first hero when the heroes did not agree.
    DecideFirstHero(HeroChoice),
    /// The hero at the turn pointer takes a turn, paying a turn or an extra turn token.
    TakeTurn(TakeTurn),
    /// A hero with only extra turn tokens lets the turn pass.
    DeclineExtraTurn(Confirm),
    /// The current hero moves one space (adjacent, or by metro).
    MoveStep(MoveStep),
    /// The current hero starts a fight against every monster in their space.
    StartFight(Confirm),
    /// The current hero, with a ranged attack, shoots the monsters of a street in line of
    /// sight from their own street.
    StartRangedFight(SpaceChoice),
    /// The current hero cleanses calamities in their space: a skill roll (the turn's action).
    Cleanse(Confirm),
    /// The cleansing hero removes a face-up calamity token for a Skill result (an altar in
    /// Haven in Flames takes 3).
    RemoveToken(TokenChoice),
    /// The current hero puts their city action token in their district's empty slot: all
    /// the district's city actions activate.
    UseCityAction(Confirm),
    /// The current hero performs one of the activated city actions.
    PerformCityAction(PerformCityAction),
    /// The current hero lets the remaining activated city actions go.
    EndCityActions(Confirm),
    /// The current hero performs an activated Orbital Strike: a strike token moved, and
    /// perhaps an acolyte or abomination killed there.
    OrbitalStrike(OrbitalStrike),
    /// The current hero turns face up every face-down token of their space (no monster
    /// there).
    RevealTokens(Confirm),
    /// The current hero picks up a face-up extra turn, innocent or NPC token in their space.
    PickUpToken(TokenChoice),
    /// The current hero puts a carried NPC token down in their space.
    DropNpc(TokenChoice),
    /// The current hero ends their turn.
    EndTurn(Confirm),
    /// Before the roll: take (or stop taking) 1 voluntary corruption for its bonuses.
    SetVoluntaryCorruption(VoluntaryCorruption),
    /// The fighting hero rolls; both sides' dice are rolled at once.
    RollFight(Confirm),
    /// The fighting hero turns one FAITH into a face.
    ChooseFaithFace(FaceChoice),
    /// The fighting hero picks the result of their choice (level 7's bonus, ANGEL'S TEAR).
    ChooseBonusResult(FaceChoice),
    /// Will, cleansing with 2 or more Skills rolled: take the extra turn token
    /// PROBLEM-SOLVER offers, or not.
    ProblemSolver(AbilityChoice),
    /// SIN, at the start of a fight: play a SIN card of that timing (one per turn window).
    PlaySinCard(CardChoice),
    /// SIN, at the start of a fight or of a hero's turn: play no SIN card there.
    PassSinCard(Confirm),
    /// SIN, moving monsters for EVIL REGROUPS or SLOUCH IN THE DARK: move no more.
    StopRegrouping(Confirm),
    /// SIN, GRIM VORACITY: give the current hero this upgrade card of the inventory.
    GiveUpgrade(CardChoice),
    /// The fighting hero puts one Hit on a monster of the fight.
    AssignHit(MonsterChoice),
    /// A damaged hero's player covers a corruption slot with a damage marker.
    PlaceDamageMarker(DamageMarker),
    /// SIN, after a completed hero turn: spend a reaction token.
    React(Confirm),
    /// SIN: let the hero turn pass without reacting.
    PassReaction(Confirm),
    /// SIN, reacting: move a monster one space (up to 2 for the one monster).
    MoveMonster(MoveMonster),
    /// SIN, reacting: fight the hero who just ended their turn.
    ReactionFight(Confirm),
    /// SIN, reacting: end the reaction without a fight.
    EndReaction(Confirm),
    /// A hero player picks a reserve hero to replace their dead hero.
    ChooseReplacement(HeroChoice),
    /// A replacement hero's player picks an upgrade card from the inventory, one for each
    /// card the dead hero gave up.
    TakeInheritedUpgrade(CardChoice),
    /// SIN: keep one of the two apocalypse cards drawn.
    ChooseApocalypseCard(CardChoice),
    /// SIN, round end: summon a dead monster onto an unblocked nest; or put a figure a
    /// story event summons onto a nest.
    SummonMonster(Summon),
    /// SIN, round end: summon no more monsters.
    EndSummoning(Confirm),
    /// A hero seat proposes the branch (A/B) of the next mission; the heroes must agree.
    ProposeBranch(MissionChoice),
    /// SIN: choose the branch when the heroes did not agree.
    DecideBranch(MissionChoice),
    /// SIN, DESTROY THEM ALL!: mark a monster on the board.
    MarkMonster(MonsterChoice),
    /// A hero's player takes an upgrade card from the inventory for a story event.
    TakeStoryUpgrade(CardChoice),
    /// SIN: the space a played card asks for (where HAPHEPHOBIA or PRIDE OR FEAR? teleports
    /// the hero, where HATE! lies with its altar, where PRIMAL CONCEIT teleports the avatar).
    ChooseCardSpace(SpaceChoice),
    /// The current hero's player gives up this upgrade card for a SIN card or the
    /// Corrupted Hobo: face down until the round ends, or destroyed (PRICE OF HUBRIS).
    ForfeitUpgrade(CardChoice),
    /// The current hero's player takes the card's damage instead of giving up an upgrade
    /// (DAMNED IF YOU DO…: 2, PRICE OF HUBRIS: 1).
    TakeCardHarm(Confirm),
    /// A hero seat votes to pay a card's toll this way: one entry per point, on heroes in
    /// play (CURSE OF EGO: 4 corruption, CURSE OF THE CRAWL: 3 damage, PRIMAL CONCEIT: 2
    /// corruption on each isolated hero); the SIN decides this way if the votes differ.
    PayToll(Toll),
    /// A hero seat votes to refuse the toll (the card's effect happens), or the SIN so
    /// decides if the votes differ.
    RefuseToll(Confirm),
    /// SIN, DARKEST CRAVING: offer this hero an extra turn token.
    OfferExtraTurn(HeroChoice),
    /// SIN, DARKEST CRAVING: offer no more.
    StopOffering(Confirm),
    /// The offered hero's player takes the extra turn token, or refuses it (1 corruption).
    AnswerOffer(AbilityChoice),
    /// SIN, before the roll of a melee fight: use the acolyte ability (once per round).
    UseAcolyteAbility(Confirm),
    /// SIN: let the acolyte ability go in this fight.
    DeclineAcolyteAbility(Confirm),
    /// Leah, PERILOUS RESEARCH at the start of her first turn of the round: give this hero
    /// an extra turn token.
    GiveExtraTurn(HeroChoice),
    /// Calavera, GAZE INTO THE ABYSS at the start of his turn: raise or lower this hero's
    /// corruption by 1.
    GazeIntoTheAbyss(Gaze),
    /// Karl, SHAPESHIFT or UMBRAL SPEED at the start of his turn: change form.
    Transform(Confirm),
    /// Morgana, VAMPIRIC REGENERATION at the end of her turn: heal the damage marker on
    /// this corruption slot.
    Regenerate(SlotChoice),
    /// Brad, DEMOLITIONS at the end of his turn: kill this acolyte or abomination in his
    /// space (then 1 corruption and a fire token there).
    Demolish(MonsterChoice),
    /// Rose, MIND CONTROL at the end of her turn: teleport this acolyte or abomination
    /// to an adjacent space.
    MindControl(MoveMonster),
    /// Adrian, PAINT THE TOWN RED at the end of his turn: mark this street (up to 3).
    PaintStreet(SpaceChoice),
    /// Nicole, TAKE NO SHIT after taking damage: destroy this acolyte in her space.
    DestroyAcolyte(MonsterChoice),
    /// Baldur, THE INSIDE TRACK after a fight he started: equip this upgrade card of the
    /// inventory.
    EquipUpgrade(CardChoice),
    /// Polly, TUCK AND ROLL after a ranged fight that killed: take 1 damage for an extra
    /// turn token.
    TuckAndRoll(Confirm),
    /// Thorley, PROTECTOR: cancel 1 of the damage a fellow hero of his space is about to
    /// take in their fight.
    Protect(Confirm),
    /// Elle, CHARMED LIFE once per fight, right after a roll: both sides roll again.
    CharmedLife(Confirm),
    /// The current hero, HAVEN'S METOPASS at the start of their turn: discard it to
    /// teleport these heroes of their space to this metro space.
    Metopass(Metopass),
    /// The hero's player lets the ability owed now go (Adrian: marks no more streets).
    PassAbility(Confirm),
    /// SIN, round start: put the next PERPETUAL INFERNO fire token or WE'VE COME FOR YOU
    /// nest token in a district.
    PlaceApocalypseToken(SpaceChoice),
    /// SIN, AGONY OF THE UNCLEAN: roll the held step's next corruption check as a fire
    /// check (`asFire: true`) or as a corruption check.
    ChooseAgony(AgonyChoice),
    /// SIN: put the member of the Hell Club card just revealed on this nest.
    SummonHellClub(SpaceChoice),
    /// The current hero, marked by Sloth: take 1 damage to get back the space the mark
    /// took off this turn's move.
    IgnoreSlothMark(Confirm),
    /// The hero's player, FORMER HELL CLUB just revealed at the end of the hero's turn:
    /// take 3 corruption (`corruption: true`) or 3 damage.
    FormerHellClub(DarkPastHarm),
    /// SIN, the Corrupted Nun's token just placed: the district's city action it covers
    /// (when more than one kind is left).
    CoverCityAction(CityActionChoice),
    /// SIN, wherever it moves a monster (`moveMonster`): move the Mayor this step and take
    /// 1 fire token of his space along (THE MAYOR SEALS THE DEAL).
    MoveWithFire(MoveMonster),
    /// The hero's player, Dr. Gan (Redemption) having damaged the hero who carries an
    /// innocent: let one innocent die, or take 1 more damage.
    DrGan(InnocentChoice),
}

/// Dr. Gan (Redemption): who pays, the innocent or the hero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersInnocentChoice")
)]
pub struct InnocentChoice {
    /// `true`: one carried innocent dies; `false`: the hero takes 1 more damage.
    pub innocent_dies: bool,
}

/// The Corrupted Nun: the city action its token covers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersCityActionChoice")
)]
pub struct CityActionChoice {
    pub action: CityAction,
}

/// FORMER HELL CLUB: which harm the hero takes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersDarkPastHarm")
)]
pub struct DarkPastHarm {
    /// `true`: 3 corruption (past the maximum, each point is 1 damage); `false`: 3 damage.
    pub corruption: bool,
}

/// AGONY OF THE UNCLEAN: how the SIN rolls the next corruption check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersAgonyChoice")
)]
pub struct AgonyChoice {
    pub as_fire: bool,
}

/// HAVEN'S METOPASS: the heroes of the holder's space it teleports (one or more, in the
/// order of the table) and the metro space they go to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersMetopass")
)]
pub struct Metopass {
    pub heroes: Vec<String>,
    pub space: String,
}

/// GAZE INTO THE ABYSS: whose corruption moves, and which way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersGaze")
)]
pub struct Gaze {
    pub hero: String,
    /// Up 1 (`true`) or down 1 (`false`).
    pub raise: bool,
}

/// A corruption slot, 1 to 7.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersSlotChoice")
)]
pub struct SlotChoice {
    pub slot: u8,
}

/// A card's toll: the heroes who take each point (a hero named twice takes 2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersToll")
)]
pub struct Toll {
    pub heroes: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersAssignDarkPast")
)]
pub struct AssignDarkPast {
    pub hero: String,
    /// The card's number, 1 to 7.
    pub card: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersHeroChoice")
)]
pub struct HeroChoice {
    pub hero: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersSpaceChoice")
)]
pub struct SpaceChoice {
    pub space: String,
}

/// How a turn is paid for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TheOthersTurnPayment")
)]
pub enum TurnPayment {
    /// Flip an active turn token.
    TurnToken,
    /// Spend an extra turn token.
    ExtraTurnToken,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersTakeTurn")
)]
pub struct TakeTurn {
    pub pay: TurnPayment,
}

/// One city action, with what it needs: the damage marker Heal removes, the upgrade card
/// Inventory takes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersPerformCityAction")
)]
pub struct PerformCityAction {
    pub action: CityAction,
    pub slot: Option<u8>,
    pub upgrade: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersTokenChoice")
)]
pub struct TokenChoice {
    pub token: TokenKind,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersMoveStep")
)]
pub struct MoveStep {
    pub to: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersVoluntaryCorruption")
)]
pub struct VoluntaryCorruption {
    pub take: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersFaceChoice")
)]
pub struct FaceChoice {
    pub face: HeroFace,
}

/// A "may" ability's decision: use it or let it go.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersAbilityChoice")
)]
pub struct AbilityChoice {
    pub take: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersMonsterChoice")
)]
pub struct MonsterChoice {
    pub monster: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersDamageMarker")
)]
pub struct DamageMarker {
    pub hero: String,
    /// The corruption slot covered, 1 to 7.
    pub slot: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersMoveMonster")
)]
pub struct MoveMonster {
    pub monster: u16,
    pub to: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersCardChoice")
)]
pub struct CardChoice {
    pub card: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersSummon")
)]
pub struct Summon {
    pub monster: u16,
    pub space: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersMissionChoice")
)]
pub struct MissionChoice {
    pub mission: String,
}

/// The Orbital Strike city action: the token in `token` moves to `to` (up to 2 spaces,
/// `to` may be `token`), and `kill` dies there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "TheOthersOrbitalStrike")
)]
pub struct OrbitalStrike {
    pub token: String,
    pub to: String,
    pub kill: Option<u16>,
}
