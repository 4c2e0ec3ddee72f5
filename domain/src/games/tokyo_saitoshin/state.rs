//! The full state of a play, hidden parts included. Every pile lists its cards bottom first:
//! the top card is the last one.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::content::Content;
use super::effect::Effect;
use super::vocabulary::{Area, DamageType, Deck, Pc, Place, Range, SkillSlot, Stat};
use crate::engine::{FreeOrder, Seat};

/// Market slots per normal area.
pub const SLOTS_PER_AREA: usize = 3;
/// All market slots; slot `i` is slot `i % 3` (left to right) of area `i / 3`.
pub const SLOTS: usize = 12;

/// The number `resolve` and an attack's `target` give the Site's encounter slot (its revealed
/// card), after the 12 market slots, so a command names a Site card as it names a slot.
pub const ENCOUNTER_SLOT: usize = SLOTS;

/// The area of a market slot.
pub fn slot_area(slot: usize) -> Area {
    Area::ALL[slot / SLOTS_PER_AREA]
}

/// The market slots of an area, left to right.
pub fn area_slots(area: Area) -> std::ops::Range<usize> {
    area.index() * SLOTS_PER_AREA..(area.index() + 1) * SLOTS_PER_AREA
}

/// The step of the round (spec 4.2), or the ends of the play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "TokyoSaitoshinStep")
)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Before setup's events.
    #[default]
    Setup,
    /// 1: trouble reveal, encounter draw, defeat check.
    Encounter,
    /// 2: PC action phase start processing.
    PhaseStart,
    /// 3: hand adjustment and deck rebuild.
    HandAdjustment,
    /// 4: the PCs' actions, in free order.
    Actions,
    /// 5: PC action phase end processing.
    PhaseEnd,
    /// 6: market slot refill.
    Refill,
    /// The scenario is cleared; the players choose its reward.
    Reward,
    /// The play is over.
    Over,
}

/// One market slot: its stack of cards (a trouble or scenario card may cover a market
/// card) and the progress tokens on it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinSlot")
)]
pub struct Slot {
    pub stack: Vec<String>,
    pub progress: u32,
}

impl Slot {
    pub fn top(&self) -> Option<&String> {
        self.stack.last()
    }
}

/// An equipped card and the exhaustion tokens on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinEquipped")
)]
pub struct Equipped {
    pub card: String,
    pub exhaustion: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillState {
    pub slot: SkillSlot,
    pub sealed: bool,
    pub exhaustion: u32,
}

/// One PC in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PcState {
    pub pc: Pc,
    /// The seat that runs it.
    pub seat: Seat,
    pub place: Place,
    pub damage: u32,
    pub max_hp: u32,
    pub down: bool,
    pub ap: u32,
    pub progress: u32,
    pub hand: Vec<String>,
    pub deck: Vec<String>,
    pub discard: Vec<String>,
    pub equipped: Vec<Equipped>,
    pub skills: Vec<SkillState>,
    /// It has ended its action phase this round.
    pub ended: bool,
    /// It has finished its hand adjustment this round.
    pub hand_ready: bool,
    /// It still may redraw its first hand (spec 5.15.3 item 5).
    pub may_redraw: bool,
    /// Its first hand of the scenario has not been drawn yet.
    pub first_draw: bool,
    /// The other PC of its pair in the 2-PC variant (spec 5.14.3): the two share one hand,
    /// deck and discard pile, held by the pair's first PC (`State::holder`); the second
    /// PC's own piles stay empty.
    #[serde(default)]
    pub partner: Option<Pc>,
}

impl PcState {
    pub fn skill(&self, slot: SkillSlot) -> &SkillState {
        &self.skills[slot.index()]
    }
}

/// A scenario NPC with the PCs (the Director): its HP and the damage on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinNpc")
)]
pub struct NpcState {
    pub id: String,
    pub hp: u32,
    pub damage: u32,
}

/// A BOT card and its exhaustion slot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotState {
    pub pc: Pc,
    pub exhaustion: u32,
}

/// A trouble card drawn and waiting to be placed (spec 5.15.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinPendingTrouble")
)]
pub struct PendingTrouble {
    pub card: String,
    /// The PC that drew it: it chooses the slot.
    pub pc: Pc,
    /// Drawn at round start: placed in its drawer's area in a first pass, before any card
    /// goes to an adjacent area (official clarification, spec 5.15.1 item 7).
    pub round_start: bool,
    /// A trouble card following the PC that left its area (the Biker): it goes only to a
    /// slot of that PC's new area.
    #[serde(default)]
    pub follows: bool,
}

/// An artifact drawn and revealed (spec 5.18.3): a PC of the area must take it and equip
/// it at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinPendingArtifact")
)]
pub struct PendingArtifact {
    pub card: String,
    /// The PCs that may take it: those in the area where it was drawn.
    pub candidates: Vec<Pc>,
    /// The PC that took it, once chosen; it still may owe the choice of the card to
    /// discard for it.
    pub taker: Option<Pc>,
}

/// The Site exploration (spec 5.12). The participants are the PCs in the Site: no PC may
/// enter while an exploration is under way (FAQ Q10), so nobody else can be there.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinSite")
)]
#[serde(rename_all = "camelCase")]
pub struct SiteState {
    /// The Site card revealed and not yet resolved or failed (public).
    pub revealed: Option<String>,
    /// An exploration is under way: its first card was revealed, and its participants
    /// have neither ended it nor withdrawn (G-22).
    pub exploring: bool,
    /// A Site card was revealed during this action phase (the Site obligation, spec 4.6).
    pub revealed_this_phase: bool,
    /// PCs that withdrew and still choose the area they move to, the first one next.
    pub withdrawing: Vec<Pc>,
    /// A withdrawal's damage while the withdrawing seat splits it (public: said aloud).
    #[serde(default)]
    pub split: Option<WithdrawalSplit>,
}

/// The damage of a withdrawal being split among the participants by the seat that
/// withdrew, one point at a time (spec 5.12 step 4, G-24).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinWithdrawalSplit")
)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalSplit {
    pub seat: Seat,
    /// Damage still to assign.
    pub owed: u32,
    pub shares: Vec<Share>,
}

/// A participant's part of a withdrawal's damage: assigned so far, and the most it may take
/// (its remaining HP; for a PC of another seat, no more than its even share).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinShare")
)]
pub struct Share {
    pub pc: Pc,
    pub n: u32,
    pub cap: u32,
}

/// The choice before an artifact is drawn (spec 5.18.3 item 3): the artifact, or one
/// disposal-area card instead.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinArtifactOffer")
)]
pub struct ArtifactOffer {
    /// The PCs where the artifact would be drawn: one of their players chooses.
    pub candidates: Vec<Pc>,
}

/// Cards from the disposal area being obtained (spec 5.18.2): the PCs of the area choose
/// them one by one, each for one of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinDisposalReward")
)]
pub struct DisposalReward {
    /// Cards still to obtain.
    pub remaining: u32,
    /// The PCs that may receive them.
    pub candidates: Vec<Pc>,
    /// With too few cards in the disposal slot: the weapon, item and follower drawn and
    /// revealed to choose the rest from (the unchosen go to the disposal slot).
    pub revealed: Vec<String>,
}

/// A hand exchange offered and not yet answered (spec 5.13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinExchange")
)]
pub struct Exchange {
    pub pc: Pc,
    pub other: Pc,
    /// The offered cards (in the view, hidden from every seat but the offerer's).
    pub cards: Vec<String>,
}

/// An action a PC is taking (spec 4.3: one at a time).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union),
    graphql(name = "TokyoSaitoshinActionKind")
)]
#[serde(rename_all = "camelCase")]
pub enum ActionKind {
    /// Move to an adjacent area or into the Site (a Tech check).
    Move(MoveAction),
    /// Resolve the trouble or scenario card on top of a market slot by check.
    Resolve(ResolveAction),
    /// Buy the market card of a slot with an Economy check.
    Purchase(PurchaseAction),
    /// Equip a card from the hand with its equip check.
    Equip(EquipAction),
}

/// Move to an adjacent area or into the Site (a Tech check).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinMoveAction")
)]
#[serde(rename_all = "camelCase")]
pub struct MoveAction {
    pub to: Place,
    /// The areas passed through with a vehicle, in order.
    #[serde(default)]
    pub via: Vec<Area>,
    /// The PCs riding along with the mover.
    #[serde(default)]
    pub riders: Vec<Pc>,
    /// Riders who board or get off on the way (the others ride from the start to the end).
    #[serde(default)]
    pub stops: Vec<Stop>,
}

/// Where a passenger gets on and off a vehicle's route (spec 5.9's sidebar), as positions on
/// the route: 0 is the start, `i` the `i`-th area passed through, the last the destination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinStop", input_name = "TokyoSaitoshinStopInput")
)]
#[serde(rename_all = "camelCase")]
pub struct Stop {
    pub pc: Pc,
    /// Where it gets on (it stands there then); 0, the start, by default.
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub board: u32,
    /// Where it gets off, after `board`; the destination by default.
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub alight: Option<u32>,
}

/// Damage about to be taken, waiting for its PC's interrupts (spec 5.8, G-28): the window
/// opens only when the PC has an interrupt that could answer it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinIncomingDamage")
)]
#[serde(rename_all = "camelCase")]
pub struct Incoming {
    pub pc: Pc,
    /// The damage before any reduction: Offensive Barrier's counter uses it (FAQ Q16).
    pub before: u32,
    /// What is left to take after the reductions so far (never below 0, spec 5.8).
    pub amount: u32,
    pub damage_type: DamageType,
    /// The card that deals it (an enemy's counterattack, a trouble card's text), if any.
    pub source: Option<String>,
    /// The source is an enemy (a battle card): Kashima Reiko's trigger (FAQ Q18).
    pub from_enemy: bool,
    /// The interrupts already used against this damage: each answers it once.
    pub used: Vec<Source>,
}

/// An attack waiting on a reaction window to its counterattack; it goes on when the
/// damage is settled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BattleRest {
    pub pc: Pc,
    /// The source whose attack it is (its attack is read again from the content).
    pub source: Source,
    /// The enemy slots still to fight, in order.
    pub slots: Vec<usize>,
    /// The order of every strike, fixed by the reference target (`battle::pc_first`).
    pub pc_first: Option<bool>,
    /// The enemy struck first: the PC's strike on the first slot's card is still owed,
    /// cancelled if the counter downed the PC (G-13).
    pub strike_owed: Option<String>,
    /// What the attack's window added.
    #[serde(default)]
    pub boost: Boost,
}

/// What the answers in an attack's window add to it (spec 5.8, G-28): the attacker's
/// modifiers and the PCs who join with their own attack.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinAttackBoost")
)]
#[serde(rename_all = "camelCase")]
pub struct Boost {
    /// Added to every strike of the attack, before reduction (早撃ち, FAQ Q14).
    pub plus: u32,
    /// The damage is multiplied by this, Covering Fire included (簡易超人血清, FAQ Q24);
    /// 0 stands for 1 (no multiplier used).
    pub factor: u32,
    /// The enemy's reduction does not apply; its nullification still does (怪異看破,
    /// FAQ Q22).
    pub ignore_reduction: bool,
    /// Covering Fire's physical damage (援護射撃, FAQ Q23).
    pub covering: u32,
    /// The PCs who joined with their own physical attack (連携, FAQ Q20-Q21).
    pub joined: Vec<Joined>,
}

impl Boost {
    pub fn multiplier(&self) -> u32 {
        self.factor.max(1)
    }
}

/// A PC joining another's attack with its own means, at the attack's range.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinJoinedAttack")
)]
#[serde(rename_all = "camelCase")]
pub struct Joined {
    pub pc: Pc,
    /// The card whose attack it strikes with.
    pub means: Source,
    /// The slot it strikes: the attack's target.
    pub slot: usize,
}

/// An attack declared and not struck yet: the window in which its attacker adds modifiers
/// and other PCs join it (spec 5.8, G-28). It opens only when a PC may answer it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinAttackWindow")
)]
#[serde(rename_all = "camelCase")]
pub struct AttackWindow {
    pub pc: Pc,
    pub source: Source,
    /// The slot attacked (the reference target of an attack on every enemy of an area).
    pub target: usize,
    /// The attack's range, which joined attacks strike at too (FAQ Q20).
    pub range: Range,
    pub boost: Boost,
    /// The sources used in this window: each answers it once.
    pub used: Vec<Source>,
    /// The PCs who may still answer, each until it passes (or joins).
    pub waiting: Vec<Pc>,
}

/// A card whose post-use would dispose of it (or remove it, in the Site), held while its
/// PC may turn that into a discard (再利用, FAQ Q12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinHeldCard")
)]
#[serde(rename_all = "camelCase")]
pub struct Disposing {
    pub pc: Pc,
    pub card: String,
}

/// Hand cards a PC is to give to another PC in its place (`give_hand_cards`): its player
/// chooses which, and to whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinGiving")
)]
#[serde(rename_all = "camelCase")]
pub struct Giving {
    pub pc: Pc,
    /// How many cards it gives (fewer when its hand holds fewer it may give).
    pub n: u32,
}

/// A vehicle move waiting for the passengers run by other seats to say whether they ride.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinRide")
)]
#[serde(rename_all = "camelCase")]
pub struct Ride {
    pub pc: Pc,
    pub to: Place,
    pub via: Vec<Area>,
    /// Every passenger named, in the order named.
    pub passengers: Vec<Pc>,
    /// The passengers still to answer.
    pub waiting: Vec<Pc>,
    /// The passengers who chose to stay.
    pub declined: Vec<Pc>,
    /// Passengers who board or get off on the way.
    #[serde(default)]
    pub stops: Vec<Stop>,
}

/// Resolve the trouble or scenario card on top of a market slot by check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinResolveAction")
)]
#[serde(rename_all = "camelCase")]
pub struct ResolveAction {
    pub slot: usize,
}

/// Buy the market card of a slot with an Economy check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinPurchaseAction")
)]
#[serde(rename_all = "camelCase")]
pub struct PurchaseAction {
    pub slot: usize,
    /// The PC the card is bought for, when the performer makes another PC's purchase check
    /// in its place (the Procurer's solo side, spec 5.14.4): the slot is in that PC's
    /// area and the card goes on top of its deck. `None`: the performer buys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub for_pc: Option<Pc>,
    /// The source whose effect opened this check (`purchase_for {for_other: true}`): the
    /// rest of that effect runs once the card is bought.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Source>,
}

impl PurchaseAction {
    /// The purchase action of `purchase {pc, slot}`.
    pub fn of(slot: usize) -> Self {
        Self {
            slot,
            for_pc: None,
            by: None,
        }
    }
}

/// Equip a card from the hand with its equip check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinEquipAction")
)]
#[serde(rename_all = "camelCase")]
pub struct EquipAction {
    pub card: String,
}

/// An action check in progress (spec 5.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinCheck")
)]
pub struct Check {
    pub stat: Stat,
    pub target: u32,
    /// The performer's ability score.
    pub base: u32,
    /// AP added so far.
    pub paid: u32,
    /// A trouble card was drawn for AP (at most one per check).
    pub trouble_drawn: bool,
    /// AP tokens other PCs returned (at most 3 per check).
    pub from_others: u32,
    /// Hand cards paid (at most 4 per check for a pair of the 2-PC variant, spec 5.14.3).
    #[serde(default)]
    pub hand_cards: u32,
}

impl Check {
    pub fn total(&self) -> u32 {
        self.base + self.paid
    }

    pub fn reached(&self) -> bool {
        self.total() >= self.target
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    pub pc: Pc,
    pub kind: ActionKind,
    pub check: Option<Check>,
    /// Trouble cards drawn for AP, placed once the action is over (spec 5.1 item 5).
    pub troubles_drawn: Vec<String>,
}

/// How the play ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinPlayResult")
)]
pub struct PlayResult {
    pub cleared: bool,
    /// Stable SCREAMING_SNAKE reason.
    pub reason: String,
    /// The evaluated clear-round count and the clear rank (spec 8.3), on a clear.
    pub evaluation: Option<u32>,
    pub rank: Option<String>,
    /// The reward card chosen at the clear.
    pub reward: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct State {
    /// The content the play was set up with (not stored: attached by the platform).
    #[serde(skip)]
    pub content: Arc<Content>,
    pub scenario: String,
    pub open_hands: bool,
    /// The Procurer plays its solo side (spec 5.14.4, G-10): its support skill is the
    /// pack's `solo_support`.
    #[serde(default)]
    pub solo_side: bool,
    pub seats: usize,
    pub pcs: Vec<PcState>,
    pub bots: Vec<BotState>,
    /// Scenario MOD cards in play, in the order they came (steps 2-2 and 5-3 read them).
    #[serde(default)]
    pub mods_in_play: Vec<String>,
    /// The scenario's NPCs that have joined the PCs.
    #[serde(default)]
    pub npcs: Vec<NpcState>,
    pub round: u32,
    pub step: Step,
    pub decks: BTreeMap<Deck, Vec<String>>,
    /// Discard piles of the table's decks (market cards discarded by effects, troubles,
    /// Site cards).
    pub discards: BTreeMap<Deck, Vec<String>>,
    pub slots: Vec<Slot>,
    /// The Site's disposal slot (face up, public).
    pub disposal: Vec<String>,
    /// The Site's encounter slot (face down).
    pub encounter: Vec<String>,
    pub removed: Vec<String>,
    pub ap_pool: u32,
    /// Unrevealed scenario cards; the top (last) is the next to reveal.
    pub scenario_deck: Vec<String>,
    pub scenario_set_aside: Vec<String>,
    /// Revealed scenario cards off the mat, in reveal order.
    pub scenario_revealed: Vec<String>,
    pub scenario_discard: Vec<String>,
    /// Reward cards not obtained (face down).
    pub reward_reserve: Vec<String>,
    pub scenario_progress: u32,
    /// Damage tokens on enemy cards.
    pub card_damage: BTreeMap<String, u32>,
    pub pending: Vec<PendingTrouble>,
    /// Artifacts drawn and not yet equipped, the first one next.
    #[serde(default)]
    pub artifacts: Vec<PendingArtifact>,
    /// The Site exploration.
    #[serde(default)]
    pub site: SiteState,
    /// Artifact draws waiting for the choice of a disposal-area card instead.
    #[serde(default)]
    pub artifact_offers: Vec<ArtifactOffer>,
    /// Disposal-area cards being obtained, the first one next.
    #[serde(default)]
    pub disposal_rewards: Vec<DisposalReward>,
    /// Traits whose equipped cards can no longer be unequipped (SC04-03's vehicle).
    #[serde(default)]
    pub locked_traits: Vec<String>,
    /// A hand exchange waiting for its answer.
    #[serde(default)]
    pub exchange: Option<Exchange>,
    /// A vehicle move waiting for its passengers' answers.
    #[serde(default)]
    pub ride: Option<Ride>,
    /// Damage waiting for its PC's interrupts, the first one next.
    #[serde(default)]
    pub incoming: Vec<Incoming>,
    /// An attack paused on a reaction window.
    #[serde(default)]
    pub battle: Option<BattleRest>,
    /// An attack declared, in its window.
    #[serde(default)]
    pub attack: Option<AttackWindow>,
    /// A card held before its disposal, while its PC may discard it instead.
    #[serde(default)]
    pub disposing: Option<Disposing>,
    /// Hand cards a PC is to give, while its player chooses them.
    #[serde(default)]
    pub giving: Option<Giving>,
    /// Step 4's free order: a seat passes when all its PCs have ended their phase.
    pub action_phase: FreeOrder,
    pub action: Option<Action>,
    /// Step 5: the next position to process (see `rules::round::end_position`).
    pub end_cursor: u32,
    /// Scenario cards that moved during this step 5: they are not processed again where
    /// they land (a moved card is not a newly placed one, spec 5.15.4).
    #[serde(default)]
    pub moved_at_end: Vec<String>,
    /// The reward cards a clear offers, while the players choose.
    pub offered_rewards: Vec<String>,
    pub result: Option<PlayResult>,
}

impl State {
    pub fn content(&self) -> &Content {
        &self.content
    }

    /// Whether an equipped card is locked in place by a `lock_equipment` effect.
    pub fn is_locked(&self, card: &str) -> bool {
        self.content
            .player_card(card)
            .is_some_and(|c| c.traits.iter().any(|t| self.locked_traits.contains(t)))
    }

    pub fn pc(&self, pc: Pc) -> Option<&PcState> {
        self.pcs.iter().find(|p| p.pc == pc)
    }

    /// The printed effects of a source, whatever its state now (in the hand or not,
    /// exhausted or not): a player card's, a PC's skill's or a BOT card skill's.
    pub fn effects_of(&self, pc: Pc, source: &Source) -> Option<&[Effect]> {
        let content = &self.content;
        let effects = match source {
            Source::Hand(HandCard { card }) | Source::Equipped(EquippedCard { card }) => {
                &content.player_card(card)?.effects
            }
            Source::Skill(SkillSource { slot }) => self.skill_effects(pc, *slot)?,
            Source::Bot(BotSkill { pc: bot, skill }) => {
                &content.bot(*bot)?.skills.get(*skill)?.effects
            }
        };
        Some(effects)
    }

    /// The 【常時】 effects of a PC's equipped cards and unsealed skills (they apply even
    /// exhausted, spec 5.4).
    pub fn constant_effects(&self, pc: Pc) -> Vec<&Effect> {
        let Some(p) = self.pc(pc) else {
            return Vec::new();
        };
        let content = &self.content;
        let cards = p
            .equipped
            .iter()
            .filter_map(|e| content.player_card(&e.card))
            .flat_map(|c| c.effects.iter());
        let skills = SkillSlot::ALL
            .into_iter()
            .filter(|&slot| !p.skill(slot).sealed)
            .filter_map(|slot| self.skill_effects(pc, slot))
            .flatten();
        cards
            .chain(skills)
            .filter(|e| e.timing == super::effect::Timing::Constant)
            .collect()
    }

    pub fn pc_mut(&mut self, pc: Pc) -> Option<&mut PcState> {
        self.pcs.iter_mut().find(|p| p.pc == pc)
    }

    /// The other PC of `pc`'s pair in the 2-PC variant (spec 5.14.3).
    pub fn partner(&self, pc: Pc) -> Option<Pc> {
        self.pc(pc).and_then(|p| p.partner)
    }

    /// The PC whose piles hold `pc`'s hand, deck and discard pile: the first PC of its pair
    /// in the 2-PC variant (they are shared, spec 5.14.3), else `pc` itself. Every read or
    /// change of a PC's piles goes through it.
    pub fn holder(&self, pc: Pc) -> Pc {
        self.partner(pc).map_or(pc, |other| other.min(pc))
    }

    /// The PC state that holds `pc`'s piles (see [`State::holder`]).
    pub fn piles_of(&self, pc: Pc) -> Option<&PcState> {
        self.pc(self.holder(pc))
    }

    pub fn piles_of_mut(&mut self, pc: Pc) -> Option<&mut PcState> {
        let holder = self.holder(pc);
        self.pc_mut(holder)
    }

    /// `pc`'s hand: the pair's shared hand in the 2-PC variant.
    pub fn hand(&self, pc: Pc) -> &[String] {
        self.piles_of(pc).map_or(&[], |p| p.hand.as_slice())
    }

    /// `pc`'s deck (top last): the pair's shared deck in the 2-PC variant.
    pub fn deck(&self, pc: Pc) -> &[String] {
        self.piles_of(pc).map_or(&[], |p| p.deck.as_slice())
    }

    /// `pc`'s discard pile: the pair's shared one in the 2-PC variant.
    pub fn discard(&self, pc: Pc) -> &[String] {
        self.piles_of(pc).map_or(&[], |p| p.discard.as_slice())
    }

    /// The hand size of step 3: 4, or 7 for a pair's shared hand (spec 5.14.3).
    pub fn hand_size(&self, pc: Pc) -> usize {
        let rules = self.content.rules();
        if self.partner(pc).is_some() {
            rules.hand_size_two_pc as usize
        } else {
            rules.hand_size as usize
        }
    }

    /// How many hand cards `pc` may pay into one check: 4 for a pair (spec 5.14.3), else
    /// no limit.
    pub fn hand_cards_per_check(&self, pc: Pc) -> Option<u32> {
        self.partner(pc)
            .map(|_| self.content.rules().max_hand_cards_per_check_two_pc)
    }

    /// The printed effects of one of a PC's skills: the Procurer's support skill is its
    /// solo side's when the play uses it (spec 5.14.4, G-10).
    pub fn skill_effects(&self, pc: Pc, slot: SkillSlot) -> Option<&[Effect]> {
        let data = self.content.pc(pc);
        let solo = (self.solo_side && slot == SkillSlot::Support)
            .then_some(data.solo_support.as_ref())
            .flatten();
        solo.or_else(|| data.skills.iter().find(|k| k.slot == slot))
            .map(|k| k.effects.as_slice())
    }

    /// The PCs a seat runs.
    pub fn pcs_of(&self, seat: Seat) -> impl Iterator<Item = &PcState> {
        self.pcs.iter().filter(move |p| p.seat == seat)
    }

    /// PC数: all PCs in the game, BOTs excluded (FAQ Q27).
    pub fn pc_count(&self) -> u32 {
        self.pcs.len() as u32
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    /// Whether a card is a trouble card (scenario cards drawn from the trouble deck are not).
    pub fn is_trouble(&self, card: &str) -> bool {
        self.content.is_trouble(card)
    }

    pub fn is_scenario_card(&self, card: &str) -> bool {
        self.content.is_scenario_card(card)
    }

    /// Trouble cards revealed in an area (movement targets, spec 5.9 and G-34).
    pub fn troubles_in(&self, area: Area) -> u32 {
        area_slots(area)
            .flat_map(|i| self.slots[i].stack.iter())
            .filter(|c| self.is_trouble(c))
            .count() as u32
    }

    /// A slot a trouble card may be placed in: no trouble card and no scenario card.
    pub fn slot_takes_trouble(&self, slot: usize) -> bool {
        self.slots[slot]
            .stack
            .iter()
            .all(|c| !self.is_trouble(c) && !self.is_scenario_card(c))
    }

    /// The slot a scenario card goes to in `area` (FAQ Q40): the leftmost one without a
    /// trouble or scenario card, else the leftmost with a trouble card on top; none when
    /// every slot holds a scenario card.
    pub fn scenario_card_slot(&self, area: Area) -> Option<usize> {
        let mut slots = area_slots(area);
        slots
            .clone()
            .find(|&i| self.slot_takes_trouble(i))
            .or_else(|| {
                slots.find(|&i| {
                    self.slots[i]
                        .stack
                        .iter()
                        .all(|c| !self.is_scenario_card(c))
                })
            })
    }

    /// The market slot a card lies in, covered or not.
    pub fn slot_of(&self, card: &str) -> Option<usize> {
        self.slots
            .iter()
            .position(|sl| sl.stack.iter().any(|c| c == card))
    }

    /// The PCs standing in a place.
    pub fn pcs_in(&self, place: Place) -> Vec<Pc> {
        self.pcs
            .iter()
            .filter(|p| p.place == place)
            .map(|p| p.pc)
            .collect()
    }
}

/// Where an exhaustion token was taken from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union, async_graphql::OneofObject),
    graphql(
        name = "TokyoSaitoshinExhaustionSite",
        input_name = "TokyoSaitoshinExhaustionSiteInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub enum ExhaustionSite {
    Skill(OnSkill),
    Equipped(OnEquipped),
    Bot(OnBot),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinOnSkill",
        input_name = "TokyoSaitoshinOnSkillInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub struct OnSkill {
    pub slot: SkillSlot,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinOnEquipped",
        input_name = "TokyoSaitoshinOnEquippedInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub struct OnEquipped {
    pub card: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(name = "TokyoSaitoshinOnBot", input_name = "TokyoSaitoshinOnBotInput")
)]
#[serde(rename_all = "camelCase")]
pub struct OnBot {
    pub pc: Pc,
}

/// What a PC uses: `{"hand": {"card": "GS-07"}}`, `{"equipped": {"card": "W-01"}}`,
/// `{"skill": {"slot": "support"}}`, `{"bot": {"pc": "gangster", "skill": 0}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union, async_graphql::OneofObject),
    graphql(
        name = "TokyoSaitoshinSource",
        input_name = "TokyoSaitoshinSourceInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub enum Source {
    /// A consumable played from the hand (【プレイ】).
    Hand(HandCard),
    /// An equipped card (【使用】).
    Equipped(EquippedCard),
    /// One of the PC's skills.
    Skill(SkillSource),
    /// A skill of a BOT card (any PC may use it; 2 exhaustion tokens).
    Bot(BotSkill),
}

/// A consumable played from the hand (【プレイ】).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinHandCard",
        input_name = "TokyoSaitoshinHandCardInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub struct HandCard {
    pub card: String,
}

/// An equipped card (【使用】).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinEquippedCard",
        input_name = "TokyoSaitoshinEquippedCardInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub struct EquippedCard {
    pub card: String,
}

/// One of the PC's skills.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinSkillSource",
        input_name = "TokyoSaitoshinSkillSourceInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub struct SkillSource {
    pub slot: SkillSlot,
}

/// A skill of a BOT card (any PC may use it; 2 exhaustion tokens).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinBotSkill",
        input_name = "TokyoSaitoshinBotSkillInput"
    )
)]
#[serde(rename_all = "camelCase")]
pub struct BotSkill {
    pub pc: Pc,
    pub skill: usize,
}
