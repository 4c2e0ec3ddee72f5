use std::collections::{BTreeMap, BTreeSet};

use std::sync::Arc;

use serde::{Deserialize, Serialize};

pub use super::card::{CardInstance, CardKind};
use super::data::Content;

use super::options::Options;
use crate::engine::{Outcome, Seat};

/// Number of black dice every monster rolls.
pub const DICE: usize = 6;
/// Rolls per turn: the first roll and up to two rerolls.
pub const ROLLS_PER_TURN: u8 = 3;
/// Number of face-up slots of the Power card market.
pub const MARKET_SLOTS: usize = 3;
/// Energy paid to sweep the market.
pub const SWEEP_COST: u32 = 2;
/// Victory points that win the game at the end of a turn.
pub const WINNING_VP: u32 = 20;
/// Monsters that must remain for Tokyo Bay to be in use.
pub const BAY_MIN_ALIVE: usize = 5;

/// A face of a die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoFace")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Face {
    /// The number 1: three of them score 1 VP.
    One,
    /// The number 2: three of them score 2 VP.
    Two,
    /// The number 3: three of them score 3 VP.
    Three,
    /// Lightning: 1 energy cube.
    Energy,
    /// Heal 1 heart (not in Tokyo).
    Heart,
    /// Claw: attack.
    Smash,
}

impl Face {
    /// The six faces, in the order a die index maps to them.
    pub const ALL: [Face; 6] = [
        Face::One,
        Face::Two,
        Face::Three,
        Face::Energy,
        Face::Heart,
        Face::Smash,
    ];
}

/// Where a monster stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoLocation")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Location {
    /// In front of its owner, outside Tokyo.
    #[default]
    Outside,
    /// In Tokyo City.
    City,
    /// In Tokyo Bay (used only while at least 5 monsters remain).
    Bay,
}

impl Location {
    pub fn in_tokyo(self) -> bool {
        self != Location::Outside
    }
}

/// Which step of the game is under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoPhase")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Phase {
    /// The game has not been set up yet.
    #[default]
    Setup,
    /// The active monster rolls its dice (reroll or stop).
    Rolling,
    /// The final dice are being resolved and Tokyo entered (automatic).
    Resolving,
    /// Monsters hit in Tokyo decide, all at once, whether to yield.
    YieldDecision,
    /// The active monster may buy Power cards, sweep the market or end its turn.
    Buying,
    /// Between two turns (automatic).
    TurnOver,
    /// The game has ended.
    GameOver,
    /// Start of turn: the active monster may move its Mimic token (1 energy) or play
    /// start-of-turn Evolutions (Power Up!) before rolling.
    StartOfTurn,
    /// The active monster's dice are final; Psychic Probe owners may each reroll one die,
    /// one after the other, clockwise from the active monster's left; then the active
    /// monster's Resolve Dice moment (`RESOLVE_DICE`), on every Power Up! turn.
    PsychicProbe,
    /// The active monster spends its Heart results (heal, remove Poison/Shrink tokens, Healing
    /// Ray), one heart at a time (only when it has a real choice).
    Hearts,
    /// End of turn: the active monster may sell Keep cards with Metamorph and take a Freeze
    /// Time turn.
    EndOfTurn,
}

/// One monster and its board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Monster {
    pub seat: Seat,
    /// Monster id from `monsters.json`.
    pub monster: String,
    pub health: u8,
    pub max_health: u8,
    pub victory_points: u32,
    pub energy: u32,
    pub location: Location,
    pub alive: bool,
    /// The elimination batch in which it was eliminated (monsters eliminated together share it).
    pub eliminated_in: Option<u32>,
    pub keep_cards: Vec<CardInstance>,
    /// Poison tokens (Poison Spit): 1 heart lost per token at the end of its own turn.
    #[serde(default)]
    pub poison: u8,
    /// Shrink tokens (Shrink Ray): 1 die fewer per token.
    #[serde(default)]
    pub shrink: u8,
    /// Power Up! Evolution cards (all empty without Power Up!).
    #[serde(default)]
    pub evolutions: EvolutionPiles,
    /// Its player left the game for good; it is eliminated as soon as the rules allow.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub conceded: bool,
}

impl Monster {
    /// A monster as it joins the game: full hearts, nothing else, outside Tokyo.
    pub fn entering(seat: Seat, monster: String, health: u8) -> Monster {
        Monster {
            seat,
            monster,
            health,
            max_health: health,
            victory_points: 0,
            energy: 0,
            location: Location::Outside,
            alive: true,
            eliminated_in: None,
            keep_cards: Vec::new(),
            poison: 0,
            shrink: 0,
            evolutions: Default::default(),
            conceded: false,
        }
    }
}

/// Where each Evolution card of one monster is. Every card of the monster's deck is in
/// exactly one pile until the monster is eliminated (its Evolutions then leave the game).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionPiles {
    /// Face down, top card first; its order is secret from everybody, the owner included.
    pub deck: Vec<CardInstance>,
    /// In the owner's hand (only the owner sees them).
    pub hand: Vec<CardInstance>,
    /// Drawn and not yet chosen: the owner keeps one of them (`CHOOSE_EVOLUTION`).
    pub drawn: Vec<CardInstance>,
    /// `true` when the drawn cards not kept go back into the deck (the starting Evolution,
    /// G-06) rather than to the face-down discard.
    pub drawn_at_setup: bool,
    /// Played Temporary Evolutions, face up (public), oldest first.
    pub discard: Vec<CardInstance>,
    /// Drawn but not kept, face down (only the owner sees them, G-07).
    pub hidden_discard: Vec<CardInstance>,
    /// Permanent Evolutions in play (public): they act like Keep cards.
    pub in_play: Vec<CardInstance>,
}

impl EvolutionPiles {
    /// Every card of the monster's Evolution deck, wherever it is.
    pub fn all(&self) -> impl Iterator<Item = &CardInstance> {
        self.deck
            .iter()
            .chain(&self.hand)
            .chain(&self.drawn)
            .chain(&self.discard)
            .chain(&self.hidden_discard)
            .chain(&self.in_play)
    }
}

/// A token a monster can carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoToken")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Token {
    /// Poison Spit: lose 1 heart per token at the end of your own turn.
    Poison,
    /// Shrink Ray: roll 1 die fewer per token.
    Shrink,
}

/// What happens once a paused damage batch is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoAfterDamage")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AfterDamage {
    /// The active monster's Smashes: tokens, the yield decision, Enter Tokyo.
    Smash,
    /// A card bought in the Buy step: refill the market, continue buying.
    Buying,
    /// Poison at the end of the turn: finish the turn.
    Poison,
    /// Burrowing when entering Tokyo: the Buy step.
    Entry,
    /// Power Up!: an Evolution played in a paused step (Destructive Wave in the Enter Tokyo
    /// step): the rest of that step.
    EvolutionWindow,
    /// Power Up!: card damage after the active monster's Smash batch (Breath of Doom): the
    /// yield decision, then Enter Tokyo.
    SmashFollowUp,
    /// Power Up!: an Evolution played while the game waited for a decision (Electro-Scratch):
    /// that decision is still owed (the turn ends if the active monster was eliminated).
    Interrupt,
}

/// Which part of a damage batch a reaction window belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoReactionStage")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ReactionStage {
    /// Before the hearts are lost: Jets (yield first) and Wings.
    BeforeDamage,
    /// Monsters at 0 hearts, before elimination: Rapid Healing.
    AtZero,
}

/// An optional power a seat was offered (and may decline with `pass`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoOffer")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Offer {
    /// Jets: yield Tokyo before the Smash damage (and lose no hearts).
    Jets,
    /// Wings: pay 2 energy to lose no hearts for the rest of the turn.
    Wings,
    /// Rapid Healing at 0 hearts: pay 2 energy per heart to survive.
    RapidHealing,
    /// Psychic Probe: reroll one of the active monster's dice.
    PsychicProbe,
    /// Opportunist: buy the card just revealed.
    Opportunist,
    /// Mimic: move the Mimic token for 1 energy at the start of the turn.
    MimicMove,
    /// Metamorph: sell Keep cards at the end of the turn.
    Metamorph,
    /// Freeze Time: take another turn with one die fewer.
    FreezeTime,
    /// Power Up!: play an Evolution card from your hand in this window (e.g. Detachable Tail
    /// when you are about to lose hearts).
    Evolution,
    /// Power Up!: Electric Carrot (the attacker's): give it 1 energy rather than lose 1 extra
    /// heart to its Smashes.
    ElectricCarrot,
    /// Power Up!: Play with Your Food (the attacker's): make a monster in Tokyo its Smashes
    /// are about to wound lose 2 hearts fewer, stealing 1 VP and 1 energy from it.
    PlayWithYourFood,
}

/// How one Heart result is spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoHeartUse")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum HeartUse {
    /// Every remaining Heart heals yourself (outside Tokyo; wasted in Tokyo).
    Heal,
    /// One Heart discards one of your Poison tokens (outside Tokyo).
    RemovePoison,
    /// One Heart discards one of your Shrink tokens (outside Tokyo).
    RemoveShrink,
    /// Healing Ray: one Heart heals another monster 1 heart; it pays you up to 2 energy.
    HealOther,
}

/// One heart loss of a damage batch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoHit")
)]
#[serde(rename_all = "camelCase")]
pub struct Hit {
    /// The monster about to lose hearts.
    pub seat: Seat,
    /// Hearts it is about to lose (before its reductions).
    pub amount: u32,
    /// `SMASH`, `POISON`, or a Power card id.
    pub reason: String,
}

/// A damage batch paused for reactions (Jets, Wings before the loss; Rapid Healing at 0).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReactionWindow {
    /// Who causes the loss.
    pub by: Seat,
    pub hits: Vec<Hit>,
    pub then: AfterDamage,
    pub stage: ReactionStage,
    /// Offers already answered in this window.
    pub answered: Vec<(Seat, Offer)>,
}

/// A yield decision owed by a monster in Tokyo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingYield {
    pub seat: Seat,
    /// `None` until the seat answers; the answer stays hidden until everyone has answered.
    pub yields: Option<bool>,
}

/// Power Up!: a step of the turn paused for Evolutions (who may act there, in order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoEvolutionStage")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EvolutionStage {
    /// Before the yield decision: the attacker may force monsters it wounded to yield
    /// (Chest Thumping).
    ForceYield,
    /// The Enter Tokyo step, before the active monster enters: other monsters may take
    /// Tokyo (Monkey Rush, Feline Motor), clockwise from the active monster's left.
    BeforeEntering,
    /// The Enter Tokyo step, after the entry: monsters that entered Tokyo this turn may play
    /// "when you enter Tokyo" cards (Destructive Wave; Eats, Shoots and Leaves).
    Entered,
    /// The end of the active monster's Enter Tokyo step (Jungle Frenzy).
    EndOfEntry,
    /// After the Smash batch: the attacker's Smashes wounded several monsters in Tokyo and
    /// it chooses which one receives its Freeze Ray (no pass: the card must be given).
    FreezeRayTarget,
    /// The start of a turn: the owner of the Freeze Ray the active monster holds chooses the
    /// die face that has no effect for it this turn (no pass: a face must be chosen).
    FreezeRayFace,
}

impl EvolutionStage {
    /// A stage that asks for a choice the rules make compulsory: `pass` is not an answer.
    pub fn is_mandatory(self) -> bool {
        matches!(self, Self::FreezeRayTarget | Self::FreezeRayFace)
    }
}

/// Power Up!: the open [`EvolutionStage`] and the seats that passed in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionWindow {
    pub stage: EvolutionStage,
    pub answered: Vec<Seat>,
}

/// Power Up!: a purchase announced by the active monster, waiting for the other monsters'
/// "when another monster buys a Power card" Evolutions (Bamboozle).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingPurchase {
    /// The buyer (the active monster).
    pub buyer: Seat,
    /// The market slot of the card.
    pub slot: u8,
    /// The card.
    pub card: CardInstance,
    /// The seats that passed.
    pub answered: Vec<Seat>,
}

/// The full authoritative state of a King of Tokyo game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    /// The pack the game was set up with. Not serialized: the game's first event names
    /// the pack and the platform attaches it (`Game::attach_content`).
    #[serde(skip, default = "embedded_content")]
    pub content: Arc<Content>,
    pub options: Options,
    pub phase: Phase,
    /// Indexed by seat.
    pub monsters: Vec<Monster>,
    pub city: Option<Seat>,
    pub bay: Option<Seat>,
    /// Face-down deck, top card first.
    pub deck: Vec<CardInstance>,
    /// The face-up market slots (always `MARKET_SLOTS` long once set up).
    pub market: Vec<Option<CardInstance>>,
    /// Discard pile, oldest first.
    pub discard: Vec<CardInstance>,
    pub active: Seat,
    /// Turn number, 1 for the first turn.
    pub turn: u32,
    /// Current dice faces of the active monster.
    pub dice: Vec<Face>,
    pub rolls_used: u8,
    pub rolls_allowed: u8,
    /// Extra turns the active monster will take after this one.
    pub extra_turns: u8,
    /// How many elimination batches have happened.
    pub elimination_batches: u32,
    /// Number of physical Power cards in this game (deck, market, discard and Keep cards).
    pub card_count: u32,
    pub outcome: Option<Outcome>,
    /// The Keep card the Mimic token is on (a card instance), if placed.
    #[serde(default)]
    pub mimic_target: Option<u16>,
    /// Tokens on Keep cards (Battery Monster energy, Smoke Cloud smoke), by card instance.
    #[serde(default)]
    pub card_tokens: BTreeMap<u16, u32>,
    /// Pending extra turns: who takes it and why (`frenzy`, `freeze_time`), first taken first.
    /// A monster takes its extra turns right after one of its own turns.
    #[serde(default)]
    pub extra_turn_queue: Vec<(Seat, String)>,
    /// What the turn under way has done so far: the records its powers read ("this turn",
    /// "once per turn"), reset when a turn starts.
    #[serde(default)]
    pub turn_scratch: TurnScratch,
    /// The decisions the game waits for beyond the phase's own: yield answers, reactions to a
    /// heart loss, Mimic, Opportunist, Heart results, and Power Up!'s windows and choices.
    #[serde(default)]
    pub pending: Pending,
    /// Power Up!'s state beyond the monsters' Evolution piles: the draft, effects lasting past
    /// a turn, and the tokens and cards some Evolutions leave on the table.
    #[serde(default)]
    pub power_up: PowerUpState,
}

/// What the turn under way has done so far: the records its powers read ("this turn",
/// "once per turn"), reset when a turn starts.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TurnScratch {
    /// Areas of Tokyo vacated by a yield to the active monster this turn (City first).
    pub yielded_areas: Vec<Location>,
    /// The active monster has looked at the top card of the deck (Made in a Lab).
    pub peeked: bool,
    /// Card instances used this turn (once-per-turn powers, Psychic Probe).
    pub cards_used: Vec<u16>,
    /// Monsters protected by Wings for the rest of this turn.
    pub wings_active: Vec<Seat>,
    /// Temporary Evolutions played this turn, with their owner (cleared when a turn starts):
    /// the cards whose effect lasts "this turn" (Cat Nip, Detachable Tail) read it.
    pub evolutions_this_turn: Vec<(Seat, String)>,
    /// Hearts each monster lost this turn (Anger Batteries; cleared when a turn starts).
    pub hearts_lost_this_turn: Vec<(Seat, u32)>,
    /// Monsters targeted by the active monster's Smashes this turn.
    pub smash_targets: Vec<Seat>,
    /// Monsters that lost at least one heart to the active monster's Smashes this turn.
    pub smash_wounded: Vec<Seat>,
    /// Monsters that already decided to stay or yield before the damage (Jets).
    pub early_deciders: Vec<Seat>,
    /// Monsters that yielded Tokyo this turn (parallel to `yielded_areas`).
    pub yielders: Vec<Seat>,
    /// The active monster made another monster lose hearts this turn (Herbivore).
    pub wounded_others: bool,
    /// Dice fewer this turn (Freeze Time extra turns, chained).
    pub dice_penalty: u8,
    /// Metamorph was declined or is done this turn.
    pub metamorph_done: bool,
    /// Freeze Time was answered this turn.
    pub freeze_time_done: bool,
    /// A Psychic Probe rerolled one of the active monster's dice this turn.
    pub probed: bool,
    /// Energy each monster gained this turn, by seat (Stroke of Genius).
    pub energy_gained_this_turn: Vec<(Seat, u32)>,
    /// Hearts each monster gained this turn, by seat (Cult Worshippers).
    pub hearts_gained_this_turn: Vec<(Seat, u32)>,
    /// The monsters in Tokyo when this turn started (Feline Motor, Jungle Frenzy, "when you
    /// enter Tokyo").
    pub tokyo_at_turn_start: Vec<Seat>,
    /// Seats that passed the after-final-roll Evolution offer this turn (Heart of the Rabbit).
    pub after_roll_passed: Vec<Seat>,
    /// Power Up!: cards the active monster may not buy this turn (Bamboozle).
    pub forbidden_cards: Vec<u16>,
}

/// The decisions the game waits for beyond the phase's own: yield answers, reactions to a
/// heart loss, Mimic, Opportunist, Heart results, and Power Up!'s windows and choices.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pending {
    /// The yield decisions owed by the monsters in Tokyo hit by the Smashes.
    pub pending_yields: Vec<PendingYield>,
    /// A monster that just acquired Mimic and must place its token.
    pub mimic_offer: Option<Seat>,
    /// A damage batch waiting for reactions.
    pub reaction: Option<ReactionWindow>,
    /// Heart results still to spend in the `Hearts` phase.
    pub hearts_left: u8,
    /// Market slot just revealed, open to Opportunist owners.
    pub opportunist_slot: Option<u8>,
    /// Opportunist owners that passed on the card in `opportunist_slot`.
    pub opportunist_passed: Vec<Seat>,
    /// Power Up!: a step paused for Evolutions (Enter Tokyo, Chest Thumping).
    pub evolution_window: Option<EvolutionWindow>,
    /// Power Up!: a purchase waiting for Bamboozle owners.
    pub pending_purchase: Option<PendingPurchase>,
    /// Power Up!: a Mega Purr under way: the monsters that still give its owner 1 energy or
    /// 1 VP, in order.
    pub mega_purr: Option<MegaPurr>,
    /// An Evolution waiting for its owner to choose among the Power cards it revealed (Deep
    /// Dive, Miraculous Catch): nothing else happens until it is answered.
    pub evolution_choice: Option<EvolutionChoice>,
}

/// Power Up!'s state beyond the monsters' Evolution piles: the draft, effects lasting past
/// a turn, and the tokens and cards some Evolutions leave on the table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PowerUpState {
    /// Mutant Evolution: the Evolution draft under way at setup (`None` otherwise).
    pub draft: Option<DraftState>,
    /// Temporary Evolutions whose effect lasts until the start of their owner's next turn
    /// (Cold Wave, Blizzard), with their owner; removed when that turn starts or the owner is
    /// eliminated.
    pub lasting_evolutions: Vec<(Seat, String)>,
    /// Keep cards bought at half price with a UFO token (Superior Alien Technology), by
    /// instance; a token leaves with its card.
    pub ufo_cards: Vec<u16>,
    /// The Permanent Evolution in play that Icy Reflection copies (its Snowflake token).
    pub snowflake_on: Option<u16>,
    /// The die frozen by Encased in Ice, until its owner's next turn starts (or its owner is
    /// eliminated).
    pub frozen_die: Option<FrozenDie>,
    /// Freeze Rays given to a monster in Tokyo that the owner's Smashes wounded; each comes
    /// back at the end of its holder's next turn (or when either monster is eliminated).
    pub freeze_rays: Vec<FreezeRayHold>,
}

/// Power Up!: a die frozen by Encased in Ice. On its owner's turn it is die `die`; every
/// other monster rolls one die fewer and gets it as its last die, with `face`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFrozenDie")
)]
#[serde(rename_all = "camelCase")]
pub struct FrozenDie {
    /// The card's owner.
    pub seat: Seat,
    /// The card used (Encased in Ice, or an Icy Reflection copying it).
    pub card: u16,
    /// The die's index in its owner's dice when it was frozen.
    pub die: u8,
    /// The face it keeps.
    pub face: Face,
}

/// Power Up!: a Freeze Ray given away. It stays in its owner's play area (it is still the
/// owner's card); `holder` has it until the end of its next turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoFreezeRayHold")
)]
#[serde(rename_all = "camelCase")]
pub struct FreezeRayHold {
    /// The card's owner.
    pub owner: Seat,
    /// The card given (Freeze Ray, or an Icy Reflection copying it).
    pub card: u16,
    /// The monster that holds it.
    pub holder: Seat,
    /// The face that has no effect for the holder this turn, once its owner chose it at the
    /// start of the holder's turn.
    pub face: Option<Face>,
}

/// Power Up!: the gifts owed to a Mega Purr owner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MegaPurr {
    /// The Mega Purr owner.
    pub to: Seat,
    /// The monsters still to give, first to answer first.
    pub from: Vec<Seat>,
}

/// Power Up!: an Evolution waiting for its owner's choice among Power cards it revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionChoice {
    /// The owner, who chooses.
    pub seat: Seat,
    /// The Evolution that asks (the answer is `playEvolution` naming it).
    pub evolution: CardInstance,
    /// The Power cards to choose from (Deep Dive's are secret from the other seats).
    pub cards: Vec<CardInstance>,
}

fn embedded_content() -> Arc<Content> {
    Content::embedded().clone()
}

impl Default for State {
    /// The empty state before setup.
    fn default() -> Self {
        Self {
            content: embedded_content(),
            options: Options::default(),
            phase: Phase::Setup,
            monsters: Vec::new(),
            city: None,
            bay: None,
            deck: Vec::new(),
            market: Vec::new(),
            discard: Vec::new(),
            active: Seat(0),
            turn: 0,
            dice: Vec::new(),
            rolls_used: 0,
            rolls_allowed: 0,
            extra_turns: 0,
            elimination_batches: 0,
            card_count: 0,
            outcome: None,
            mimic_target: None,
            card_tokens: BTreeMap::new(),
            extra_turn_queue: Vec::new(),
            turn_scratch: TurnScratch::default(),
            pending: Pending::default(),
            power_up: PowerUpState::default(),
        }
    }
}

/// The Mutant Evolution draft (spec 9.5): the packets being passed around and the cards each
/// seat picked so far. Every card of the dealt pool is in exactly one packet or one pick
/// list until the draft ends and the picks become the decks.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DraftState {
    /// The pick round, from 1: a seat owes a pick while it has picked fewer cards.
    pub round: u32,
    /// The packet each seat holds now, by seat (only its holder sees it).
    pub packets: Vec<Vec<CardInstance>>,
    /// The cards each seat picked, face down, by seat (only the picker sees them).
    pub picks: Vec<Vec<CardInstance>>,
}

/// The amount counted for `seat` in a per-turn tally.
pub fn tally_of(tally: &[(Seat, u32)], seat: Seat) -> u32 {
    tally
        .iter()
        .filter(|(s, _)| *s == seat)
        .map(|(_, n)| n)
        .sum()
}

/// Add `amount` to `seat`'s entry of a per-turn tally.
pub fn tally_add(tally: &mut Vec<(Seat, u32)>, seat: Seat, amount: u32) {
    match tally.iter_mut().find(|(s, _)| *s == seat) {
        Some((_, n)) => *n = n.saturating_add(amount),
        None => tally.push((seat, amount)),
    }
}

impl State {
    pub fn monster(&self, seat: Seat) -> Option<&Monster> {
        self.monsters.get(seat.index())
    }

    pub fn alive_count(&self) -> usize {
        self.monsters.iter().filter(|m| m.alive).count()
    }

    /// Tokyo Bay is in use while at least 5 monsters remain.
    pub fn bay_open(&self) -> bool {
        self.alive_count() >= BAY_MIN_ALIVE
    }

    pub fn location_of(&self, seat: Seat) -> Location {
        if self.city == Some(seat) {
            Location::City
        } else if self.bay == Some(seat) {
            Location::Bay
        } else {
            Location::Outside
        }
    }

    /// The Tokyo area a monster taking control of Tokyo now would get: the City if it is
    /// empty, else the Bay if it is in use and empty (Monkey Rush).
    pub fn free_area(&self) -> Option<Location> {
        if self.city.is_none() {
            Some(Location::City)
        } else if self.bay.is_none() && self.bay_open() {
            Some(Location::Bay)
        } else {
            None
        }
    }

    /// The two-player variant applies (G-30).
    pub fn energy_variant(&self) -> bool {
        self.options.two_player_energy_variant && self.monsters.len() == 2
    }

    /// Alive seats in clockwise order, starting with the left neighbour of `from`
    /// and ending with `from` itself (if alive).
    pub fn clockwise_from_left_of(&self, from: Seat) -> Vec<Seat> {
        let n = self.monsters.len();
        (1..=n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .filter(|s| self.monsters[s.index()].alive)
            .collect()
    }

    /// The invariants that hold after every single event: health within 0..=max, Tokyo
    /// occupants distinct and alive, Tokyo Bay empty with fewer than 5 monsters, locations
    /// agreeing with Tokyo, every card instance in exactly one zone, eliminated monsters
    /// holding nothing. (A purchase or a sweep empties market slots one event before they
    /// are refilled, so the full-market rule is only in `rules::invariants::check_invariants`.)
    pub fn check_event_invariants(&self) -> Result<(), String> {
        if self.phase == Phase::Setup {
            return Ok(());
        }
        for (i, m) in self.monsters.iter().enumerate() {
            if m.seat.index() != i {
                return Err(format!("monster {i} has seat {}", m.seat));
            }
            if m.health > m.max_health {
                return Err(format!(
                    "{} has {} > {} hearts",
                    m.seat, m.health, m.max_health
                ));
            }
            if !m.alive && m.health != 0 {
                return Err(format!("{} is eliminated with {} hearts", m.seat, m.health));
            }
            if !m.alive && (m.energy != 0 || !m.keep_cards.is_empty()) {
                return Err(format!("{} is eliminated but kept energy or cards", m.seat));
            }
            if m.location != self.location_of(m.seat) {
                return Err(format!("{} location disagrees with Tokyo", m.seat));
            }
            let evolutions: BTreeSet<u16> = m.evolutions.all().map(|c| c.instance).collect();
            if evolutions.len() != m.evolutions.all().count() {
                return Err(format!("{} has an Evolution in two places", m.seat));
            }
            if !m.alive && !evolutions.is_empty() {
                return Err(format!("{} is eliminated but kept Evolutions", m.seat));
            }
        }
        for seat in [self.city, self.bay].into_iter().flatten() {
            match self.monster(seat) {
                Some(m) if m.alive => {}
                _ => return Err(format!("Tokyo holds {seat}, who is not an alive monster")),
            }
        }
        if self.city.is_some() && self.city == self.bay {
            return Err("the same monster is in Tokyo City and Tokyo Bay".into());
        }
        if self.bay.is_some() && !self.bay_open() {
            return Err("Tokyo Bay is occupied with fewer than 5 monsters".into());
        }
        if self.market.len() != MARKET_SLOTS {
            return Err(format!("market has {} slots", self.market.len()));
        }
        let mut seen = BTreeSet::new();
        let zones = self
            .deck
            .iter()
            .chain(self.market.iter().flatten())
            .chain(self.discard.iter())
            .chain(self.monsters.iter().flat_map(|m| m.keep_cards.iter()));
        for card in zones {
            if !seen.insert(card.instance) {
                return Err(format!("card #{} is in two zones", card.instance));
            }
        }
        if seen.len() != self.card_count as usize {
            return Err(format!(
                "{} cards in play, expected {}",
                seen.len(),
                self.card_count
            ));
        }
        if self.rolls_used > self.rolls_allowed {
            return Err("more rolls used than allowed".into());
        }
        if self.phase == Phase::YieldDecision {
            if self.pending.pending_yields.is_empty() {
                return Err("yield decision with nobody deciding".into());
            }
            for p in &self.pending.pending_yields {
                if !self.location_of(p.seat).in_tokyo() {
                    return Err(format!("{} decides a yield but is not in Tokyo", p.seat));
                }
            }
        }
        if let Some(target) = self.mimic_target {
            let in_play = self
                .monsters
                .iter()
                .flat_map(|m| m.keep_cards.iter())
                .any(|c| c.instance == target && c.card != "mimic");
            let mimic_in_play = self
                .monsters
                .iter()
                .flat_map(|m| m.keep_cards.iter())
                .any(|c| c.card == "mimic");
            if !in_play || !mimic_in_play {
                return Err(format!("the Mimic token is on card #{target}, not in play"));
            }
        }
        for card in self.card_tokens.keys() {
            if !self
                .monsters
                .iter()
                .flat_map(|m| m.keep_cards.iter().chain(&m.evolutions.in_play))
                .any(|c| c.instance == *card)
            {
                return Err(format!("tokens on card #{card}, which is not in play"));
            }
        }
        if !self
            .monsters
            .iter()
            .all(|m| m.alive || (m.poison == 0 && m.shrink == 0))
        {
            return Err("an eliminated monster kept tokens".into());
        }
        if (self.phase == Phase::GameOver) != self.outcome.is_some() {
            return Err("outcome and phase disagree".into());
        }
        Ok(())
    }
}
