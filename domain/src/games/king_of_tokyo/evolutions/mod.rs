//! Power Up! Evolution cards: the [`Evolution`] trait, the registry [`evolution_of`], and the
//! shared procedure (drawing, keeping, playing, the timing windows).
//!
//! # Guide for card implementers
//!
//! **Adding a card.** Each monster has its own file (`alienoid.rs`, `cyber_kitty.rs`, ...):
//! write one unit type per card, named after it, implement [`Evolution`] for it, and add it
//! to that file's `CARDS` list. Nothing else needs to change: the registry reads every
//! monster's `CARDS`, a monster's deck holds only registered cards ([`evolution_deck`]), and
//! Temporary/Permanent comes from `evolutions.json`.
//!
//! **The hooks.**
//! - When it may be played: [`Evolution::window`] (see [`Window`]; the default is
//!   [`Window::AnyTime`]) and [`Evolution::playable`] for extra conditions (e.g. "play while
//!   in Tokyo"). [`Evolution::param_choices`] lists every parameter combination the owner may
//!   choose from (targets, faces...; `vec![None]` when the card takes none): the legal list
//!   and the validation both come from it, so a card never re-validates its parameters.
//! - What playing it does: [`Evolution::on_play`] (the whole effect of a Temporary card; for a
//!   Permanent card what happens as it comes into play). Use the `Tx` helpers (`gain_vp`,
//!   `heal`, `gain_energy`, `damage`...); a heart loss must be its last step.
//! - Effects that last "this turn" (Temporary cards): [`Evolution::prevents_heart_loss`],
//!   [`Evolution::result_multiplier`], [`Evolution::single_roll`]; the turn procedure reads
//!   them from `State::evolutions_this_turn` through [`this_turn`].
//! - A Permanent card in play takes part in **every Keep-card hook** of
//!   [`PowerCard`](super::cards::PowerCard): implement `PowerCard` for the same type (only
//!   the hooks it needs: `added_smashes`, `on_numbers`, `reduce_damage`, `discount`,
//!   `on_turn_start`, `on_turn_end`, `energy_bonus`, `heal_bonus`...) and return
//!   `Some(&Self)` from [`Evolution::keep_hooks`]. `cards::keep_sources` lists it after the
//!   Keep cards, with its Evolution instance (for tokens and once-per-turn uses).
//! - A Permanent card in play that its owner *uses* in a window (Energy Sword, Exotic Arms at
//!   the start of the turn; Play with Your Food before its Smashes wound): [`Evolution::use_window`],
//!   [`Evolution::use_choices`], [`Evolution::on_use`] (command `UseEvolution`, event
//!   `EvolutionUsed`, which marks the instance used this turn: [`used_this_turn`]). A window
//!   pauses for it only when [`holds_usable`] says so.
//!
//! **Using a Permanent card in play** (an activated ability: Mothership Support, Adapting
//! Technology, Bamboo Supply, Yin & Yang, Feline Motor...): give it a [`Evolution::use_window`]
//! and [`Evolution::use_choices`] (empty when it cannot be used now; once-per-turn cards check
//! `State::cards_used`, which `EvolutionUsed` fills), and the effect in [`Evolution::on_use`].
//! It is used with `UseEvolution`, naming the instance *in play* ([`use_commands`],
//! [`use_card`]; through Icy Reflection's copy via [`acting_as`]); a pausing window also
//! pauses for it ([`holds_usable`]).
//!
//! **Effects until the owner's next turn** (Cold Wave, Blizzard): return `true` from
//! [`Evolution::lasts_until_next_turn`]; `State::lasting_evolutions` keeps the card until its
//! owner's next turn starts, and [`dice_reduction`], [`single_roll`] and [`yield_forbidden`]
//! read the other monsters' lasting cards.
//!
//! **Adding a prompt window** (a timing like "when you enter Tokyo"): add a [`Window`]
//! variant; make [`window_open`] say when it is open for a seat; if the game must *stop* to
//! offer it (nobody would otherwise be asked anything at that moment), make the procedure
//! pause there the way the two existing windows do: `StartOfTurn` emits
//! `StartOfTurnWindowOpened` (phase `START_OF_TURN`, answered by `pass`), and
//! `BeforeHeartLoss` is an [`Offer::Evolution`](super::state::Offer) reaction in the damage
//! reaction window (`rules/damage.rs`, `next_before`; answered by `pass`). A window must
//! pause only when its owner holds a card it could play ([`holds_playable`]), so games
//! without such cards never stop there.
//!
//! More pausing windows follow the same rule: `AtZero` (an `EVOLUTION` reaction of the
//! zero-health stage, `next_at_zero`), `YieldBeforeDamage` (the `EVOLUTION` reaction before a
//! Smash hit in Tokyo, like Jets), `AfterFinalRoll` (with the Psychic Probes,
//! [`next_after_roll`]), `CardBought` (an announced purchase, `market::next_bamboozler`), and
//! the step windows of [`window`] (`ForceYield` before the yield decision; the Enter Tokyo
//! step's `BeforeEnteringTokyo`, `EnteredTokyo`, `EndOfEnterTokyo`), which ask the seats one
//! at a time and resume the step once nobody is left ([`window::resume`]).
//!
//! **Permanent cards used in a window** (a choice each time, not a passive hook: Feline
//! Motor, Sunken Temple, Chest Thumping): [`Evolution::use_window`], `use_choices` and
//! `on_use`; the owner sends `UseEvolution` ([`use_commands`]), and [`may_act`] counts them
//! when deciding whether a window pauses.
//!
//! **Testing.** One given/when/then test per card in `tests/evolutions/<monster>.rs`, with
//! the helpers of `tests/evolutions/mod.rs` (`power_up_game`, `give_evolution`, `play`). See
//! `alien_scourge_gives_2_vp` (any time, on another player's turn), `cat_nip_...` (start of
//! turn window), `detachable_tail_...` (heart-loss window) and `mouse_hunter_...` (permanent,
//! a Keep hook).
//!
//! **Unimplemented cards** are simply left out of the decks (as the Power deck does), so a
//! game never deals a card that does nothing; `every_evolution_of_the_data_file_has_an_
//! implementation` lists those still missing.

pub mod alienoid;
pub mod cyber_bunny;
pub mod cyber_kitty;
pub mod draft;
pub mod gigazaur;
pub mod kraken;
pub mod meka_dragon;
pub mod pandakai;
pub mod space_penguin;
pub mod the_king;
pub mod window;

use super::cards::PowerCard;
use super::command::{Command, EvolutionParams, PlayEvolution};
use super::data::{self, EvolutionType};
use super::event::*;
use super::rules::{Decision, Tx, deciding_seats, decision_of};
use super::state::{CardInstance, EvolutionChoice, Hit, Offer, Phase, ReactionStage, State};
use crate::engine::{RuleError, Seat};

/// When an Evolution in hand may be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// Whenever the game waits for a decision from anyone (any turn, any step). Playing it
    /// does not answer that decision.
    AnyTime,
    /// Like `AnyTime`, but only during its owner's own turn.
    #[allow(
        dead_code,
        reason = "for the card helpers: no card of phase A plays on its own turn only"
    )]
    OwnTurn,
    /// At the start of its owner's turn, before the first roll (`START_OF_TURN`).
    StartOfTurn,
    /// When its owner is about to lose hearts (the `EVOLUTION` reaction before a loss).
    BeforeHeartLoss,
    /// During its owner's Roll step, while it may still reroll or stop (before the dice
    /// resolve). Holding such a card keeps the Roll step open after the last roll.
    RollStep,
    /// When its owner reaches 0 hearts, before it is eliminated (the `EVOLUTION` reaction of
    /// the zero-health window, after Rapid Healing; Nine Lives).
    AtZero,
    /// When its owner in Tokyo is about to lose hearts to the active monster's Smashes and has
    /// not decided to stay or yield yet (the `EVOLUTION` reaction before the loss, like Jets;
    /// Simian Scamper).
    YieldBeforeDamage,
    /// After another monster's final roll, before its dice resolve (with the Psychic Probes;
    /// Heart of the Rabbit).
    AfterFinalRoll,
    /// Before the yield decision, for the attacker (Chest Thumping).
    ForceYield,
    /// Another monster's Enter Tokyo step, before it enters (Monkey Rush, Feline Motor).
    BeforeEnteringTokyo,
    /// The Enter Tokyo step, once its owner entered Tokyo this turn (Destructive Wave; Eats,
    /// Shoots and Leaves).
    EnteredTokyo,
    /// The end of its owner's Enter Tokyo step (Jungle Frenzy).
    EndOfEnterTokyo,
    /// When another monster (the active one, in its Buy step) buys a market card, before it
    /// pays (Bamboozle).
    CardBought,
    /// When its owner's Smashes are about to wound a monster in Tokyo (the attacker's
    /// `PLAY_WITH_YOUR_FOOD` reaction before the loss; Play with Your Food).
    BeforeWounding,
    /// During its owner's Buy step, when it is asked to buy, sweep or end its turn.
    BuyStep,
    /// Freeze Ray's compulsory choices: which wounded monster in Tokyo receives it, and the
    /// face frozen at the start of the holder's turn (the `FreezeRayTarget` and
    /// `FreezeRayFace` stages).
    FreezeRay,
}

/// The behaviour of one Evolution card. Every hook does nothing unless the card overrides it.
pub trait Evolution: Sync {
    /// The card id in `evolutions.json`.
    fn id(&self) -> &'static str;

    /// When it may be played from the hand.
    fn window(&self) -> Window {
        Window::AnyTime
    }

    /// Extra conditions to play it now (besides its window).
    fn playable(&self, _state: &State, _owner: Seat) -> bool {
        true
    }

    /// Every parameter combination the owner may play it with (`vec![None]`: none needed; an
    /// empty list: not playable now).
    fn param_choices(&self, _state: &State, _owner: Seat) -> Vec<Option<EvolutionParams>> {
        vec![None]
    }

    /// Its effect when played (after `EvolutionPlayed`). `params` is one of `param_choices`.
    fn on_play(&self, _tx: &mut Tx, _owner: Seat, _instance: u16, _params: &EvolutionParams) {}

    /// A Permanent card's Keep-card hooks while it is in play.
    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        None
    }

    /// Played this turn: its owner loses no hearts for the rest of the turn.
    fn prevents_heart_loss(&self) -> bool {
        false
    }

    /// Played this turn by the active monster: its dice results count this many times.
    fn result_multiplier(&self) -> u32 {
        1
    }

    /// Played this turn by the active monster: it gets only one roll.
    fn single_roll(&self) -> bool {
        false
    }

    /// Played this turn by the active monster: extra hearts each monster its Smashes hit
    /// loses (Mecha Blast).
    fn smash_hit_bonus(&self) -> u32 {
        0
    }

    /// Played this turn by the active monster: Hearts added to its final dice, given the
    /// Hearts rolled (High Tide). They heal but are not Heart faces (no Evolution draw).
    fn added_hearts(&self, _rolled: u32) -> u32 {
        0
    }

    /// A Permanent card in play that its owner uses (`UseEvolution`) in this window (Energy
    /// Sword and Exotic Arms at the start of the turn).
    fn use_window(&self) -> Option<Window> {
        None
    }

    /// Every parameter combination of a use now (`vec![None]`: none needed; empty: not usable
    /// now). Asked only for a card in play with a `use_window`.
    fn use_choices(
        &self,
        _state: &State,
        _owner: Seat,
        _instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        vec![None]
    }

    /// The effect of a use (after `EvolutionUsed`). `params` is one of `use_choices`.
    fn on_use(&self, _tx: &mut Tx, _owner: Seat, _instance: u16, _params: &EvolutionParams) {}

    /// Used this turn, it takes the active monster's place in the Enter Tokyo step (Feline
    /// Motor): the active monster does not enter.
    fn enters_instead(&self) -> bool {
        false
    }

    /// In play: at the end of every monster's turn (Twas Beauty Killed the Beast).
    fn on_any_turn_end(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// In play: its owner just left Tokyo while alive (Twas Beauty Killed the Beast).
    fn on_left_tokyo(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// In its owner's (face-up) discards: its owner just took control of Tokyo (Heart of the
    /// Rabbit).
    fn on_took_tokyo_from_discard(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// A Temporary card whose effect lasts until the start of its owner's next turn (it is
    /// then kept in `State::lasting_evolutions`).
    fn lasts_until_next_turn(&self) -> bool {
        false
    }

    /// While it lasts: dice fewer for every other monster (Cold Wave).
    fn others_dice_reduction(&self) -> u8 {
        0
    }

    /// While it lasts: every other monster gets a single roll (Blizzard).
    fn others_single_roll(&self) -> bool {
        false
    }

    /// While it lasts: no other monster may yield Tokyo (Blizzard).
    fn others_cannot_yield(&self) -> bool {
        false
    }

    /// A choice it opened (`State::evolution_choice`, after a `PowerCardsLooked` or
    /// `DiscardCardRevealed`): the parameters (`card`: a Power card instance) its owner may
    /// answer with.
    fn choice_options(&self, _state: &State, _choice: &EvolutionChoice) -> Vec<EvolutionParams> {
        Vec::new()
    }

    /// Whether its choice may be declined with `pass`.
    fn choice_declinable(&self) -> bool {
        false
    }

    /// The answer to its choice: `picked` is one of the choice's cards, or `None` (declined).
    /// It must emit `EvolutionChoiceMade` (which closes the choice).
    fn on_choice(
        &self,
        _tx: &mut Tx,
        _owner: Seat,
        _choice: &EvolutionChoice,
        _picked: Option<&CardInstance>,
    ) {
    }
}

/// Every monster's implemented cards (each monster file owns its list).
const MONSTER_CARDS: &[&[&dyn Evolution]] = &[
    alienoid::CARDS,
    cyber_kitty::CARDS,
    gigazaur::CARDS,
    meka_dragon::CARDS,
    space_penguin::CARDS,
    the_king::CARDS,
    pandakai::CARDS,
    cyber_bunny::CARDS,
    kraken::CARDS,
];

fn registry() -> impl Iterator<Item = &'static dyn Evolution> {
    MONSTER_CARDS.iter().flat_map(|cards| cards.iter().copied())
}

/// The effect of an Evolution, or `None` if it is not implemented yet.
pub fn evolution_of(id: &str) -> Option<&'static dyn Evolution> {
    registry().find(|e| e.id() == id)
}

/// The effect a Permanent Evolution in play has: its own, or for Icy Reflection the card its
/// Snowflake token is on (`State::snowflake_on`; nothing before it is placed).
pub fn acting_as(state: &State, card: &CardInstance) -> Option<&'static dyn Evolution> {
    if card.card != space_penguin::ICY_REFLECTION {
        return evolution_of(&card.card);
    }
    let target = state.snowflake_on?;
    state
        .monsters
        .iter()
        .flat_map(|m| m.evolutions.in_play.iter())
        .find(|c| c.instance == target)
        .and_then(|c| evolution_of(&c.card))
}

/// Whether the Evolution is implemented (and so whether it is in its monster's deck).
pub fn is_implemented(id: &str) -> bool {
    evolution_of(id).is_some()
}

/// Whether the card stays in play once played.
pub fn is_permanent(id: &str) -> bool {
    data::evolution(id).is_some_and(|e| e.evolution_type == EvolutionType::Permanent)
}

/// The unshuffled Evolution deck of a monster: the implemented cards of its deck in
/// `monsters.json`, as instances.
pub fn evolution_deck(monster: &str) -> Vec<CardInstance> {
    let Some(board) = data::monster(monster) else {
        return Vec::new();
    };
    data::all_evolution_instances()
        .into_iter()
        .filter(|c| board.evolution_deck.contains(&c.card) && is_implemented(&c.card))
        .collect()
}

/// The Temporary Evolutions `seat` played this turn.
pub fn this_turn(state: &State, seat: Seat) -> impl Iterator<Item = &'static dyn Evolution> + '_ {
    state
        .evolutions_this_turn
        .iter()
        .filter(move |(s, _)| *s == seat)
        .filter_map(|(_, id)| evolution_of(id))
}

/// `seat` played a card this turn that stops it losing hearts (Detachable Tail).
pub fn heart_loss_prevented(state: &State, seat: Seat) -> bool {
    this_turn(state, seat).any(|e| e.prevents_heart_loss())
}

/// How many times the active monster's dice results count this turn (Cat Nip: 2).
pub fn result_multiplier(state: &State) -> u32 {
    this_turn(state, state.active)
        .map(|e| e.result_multiplier())
        .product::<u32>()
        .max(1)
}

/// The card that gives the active monster a single roll this turn, if any (Cat Nip, another
/// monster's Blizzard).
pub fn single_roll_reason(state: &State) -> Option<&'static str> {
    this_turn(state, state.active)
        .find(|e| e.single_roll())
        .or_else(|| lasting_of_others(state, state.active).find(|e| e.others_single_roll()))
        .map(|e| e.id())
}

/// The cards played by monsters other than `seat` whose effect lasts until their owner's
/// next turn (Cold Wave, Blizzard).
pub fn lasting_of_others(
    state: &State,
    seat: Seat,
) -> impl Iterator<Item = &'static dyn Evolution> + '_ {
    state
        .lasting_evolutions
        .iter()
        .filter(move |(s, _)| *s != seat)
        .filter_map(|(_, id)| evolution_of(id))
}

/// Dice fewer for `seat` from the other monsters' lasting cards (Cold Wave).
pub fn dice_reduction(state: &State, seat: Seat) -> u8 {
    lasting_of_others(state, seat)
        .map(|e| e.others_dice_reduction())
        .fold(0, u8::saturating_add)
}

/// `seat` may not yield Tokyo now (another monster's Blizzard).
pub fn yield_forbidden(state: &State, seat: Seat) -> bool {
    lasting_of_others(state, seat).any(|e| e.others_cannot_yield())
}

/// Extra hearts each monster hit by `seat`'s Smashes loses from its cards played this turn
/// (Mecha Blast).
pub fn smash_hit_bonus(state: &State, seat: Seat) -> u32 {
    this_turn(state, seat).map(|e| e.smash_hit_bonus()).sum()
}

/// Hearts added to the active monster's final dice by its cards played this turn (High Tide),
/// given the Heart faces rolled.
pub fn added_hearts(state: &State, rolled: u32) -> u32 {
    this_turn(state, state.active)
        .map(|e| e.added_hearts(rolled))
        .sum()
}

/// Whether `window` is open for `seat` now. `AnyTime`/`OwnTurn` need somebody to owe a
/// decision: the game never waits for nothing.
pub fn window_open(state: &State, seat: Seat, window: Window) -> bool {
    if state.outcome.is_some() || !state.monster(seat).is_some_and(|m| m.alive) {
        return false;
    }
    match window {
        Window::AnyTime => !deciding_seats(state).is_empty(),
        Window::OwnTurn => {
            seat == state.active
                && state.phase != Phase::TurnOver
                && !deciding_seats(state).is_empty()
        }
        Window::StartOfTurn => {
            seat == state.active
                && state.phase == Phase::StartOfTurn
                && decision_of(state, seat) == Some(Decision::MoveMimic)
        }
        Window::BeforeHeartLoss => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::Evolution))
                && reaction_stage(state) == Some(ReactionStage::BeforeDamage)
        }
        Window::RollStep => {
            seat == state.active && decision_of(state, seat) == Some(Decision::Rolling)
        }
        Window::AtZero => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::Evolution))
                && reaction_stage(state) == Some(ReactionStage::AtZero)
        }
        Window::YieldBeforeDamage => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::Evolution))
                && state.reaction.as_ref().is_some_and(|w| {
                    w.stage == ReactionStage::BeforeDamage
                        && w.hits.iter().any(|h| smash_in_tokyo(state, w.by, h))
                        && w.hits.iter().any(|h| h.seat == seat && h.reason == "SMASH")
                })
        }
        Window::AfterFinalRoll => decision_of(state, seat) == Some(Decision::AfterFinalRoll),
        Window::CardBought => decision_of(state, seat) == Some(Decision::CardBeingBought),
        Window::ForceYield
        | Window::BeforeEnteringTokyo
        | Window::EnteredTokyo
        | Window::EndOfEnterTokyo
        | Window::FreezeRay => {
            window::stage_window(state) == Some(window)
                && decision_of(state, seat) == Some(Decision::EvolutionWindow)
        }
        Window::BeforeWounding => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::PlayWithYourFood))
        }
        Window::BuyStep => {
            seat == state.active && decision_of(state, seat) == Some(Decision::Buying)
        }
    }
}

fn reaction_stage(state: &State) -> Option<ReactionStage> {
    state.reaction.as_ref().map(|w| w.stage)
}

/// The hit is the active monster's Smash on a monster in Tokyo that has not decided to stay
/// or yield yet (Jets, Simian Scamper).
pub fn smash_in_tokyo(state: &State, by: Seat, hit: &Hit) -> bool {
    hit.reason == "SMASH"
        && by == state.active
        && state.location_of(hit.seat).in_tokyo()
        && !state.early_deciders.contains(&hit.seat)
}

/// Whether `seat` holds a card of `window` it could play, or has one in play it could use,
/// if the window were open (used by the procedure to decide whether to pause for that
/// window; never asks `decision_of`).
pub fn holds_playable(state: &State, seat: Seat, window: Window) -> bool {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return false;
    };
    m.evolutions.hand.iter().any(|c| {
        evolution_of(&c.card).is_some_and(|e| {
            e.window() == window
                && e.playable(state, seat)
                && !e.param_choices(state, seat).is_empty()
        })
    }) || holds_usable(state, seat, window)
}

/// `owner` used its card `id` in play this turn (`EvolutionUsed`: Energy Sword, Exotic Arms).
pub fn used_this_turn(state: &State, owner: Seat, id: &str) -> bool {
    state.monster(owner).is_some_and(|m| {
        m.evolutions
            .in_play
            .iter()
            .any(|c| c.card == id && state.cards_used.contains(&c.instance))
    })
}

/// The single use of a card in play that works once a turn (no parameters): offered while it
/// is unused this turn and `usable` holds.
pub fn once_per_turn(state: &State, instance: u16, usable: bool) -> Vec<Option<EvolutionParams>> {
    if usable && !state.cards_used.contains(&instance) {
        vec![None]
    } else {
        Vec::new()
    }
}

/// [`once_per_turn`] for a card whose use costs `energy` (Energy Sword, Exotic Arms).
pub fn paid_once_per_turn(
    state: &State,
    owner: Seat,
    instance: u16,
    energy: u32,
) -> Vec<Option<EvolutionParams>> {
    let affordable = state.monster(owner).is_some_and(|m| m.energy >= energy);
    once_per_turn(state, instance, affordable)
}

/// Whether `seat` has a Permanent card in play it could use in `window` now (used by the
/// procedure to decide whether to pause; never asks `decision_of`).
pub fn holds_usable(state: &State, seat: Seat, window: Window) -> bool {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return false;
    };
    m.evolutions.in_play.iter().any(|c| {
        acting_as(state, c).is_some_and(|e| {
            e.use_window() == Some(window) && !e.use_choices(state, seat, c.instance).is_empty()
        })
    })
}

/// `seat` may act in `window`: play a card from its hand or use one in play.
pub fn may_act(state: &State, seat: Seat, window: Window) -> bool {
    state.options.power_up
        && (holds_playable(state, seat, window) || holds_usable(state, seat, window))
}

/// Every `UseEvolution` command `seat` may send now.
pub fn use_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return Vec::new();
    };
    // Nothing is used while an Evolution waits for its owner's choice.
    if !state.options.power_up || !m.evolutions.drawn.is_empty() || state.evolution_choice.is_some()
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for card in &m.evolutions.in_play {
        let Some(e) = acting_as(state, card) else {
            continue;
        };
        let Some(window) = e.use_window() else {
            continue;
        };
        if !window_open(state, seat, window) {
            continue;
        }
        for params in e.use_choices(state, seat, card.instance) {
            out.push(Command::UseEvolution(PlayEvolution {
                card: card.instance,
                params,
            }));
        }
    }
    out
}

/// Use a Permanent Evolution in play (the command must be one of [`use_commands`]).
pub fn use_card(tx: &mut Tx, seat: Seat, command: &PlayEvolution) -> Result<(), RuleError> {
    let wanted = Command::UseEvolution(command.clone());
    if !use_commands(&tx.state, seat).contains(&wanted) {
        return Err(RuleError::new(
            "NOT_OFFERED",
            "That Evolution is not in play in front of you or cannot be used now with these parameters; choose one of the listed commands",
        ));
    }
    let Some((card, effect)) = tx.state.monsters[seat.index()]
        .evolutions
        .in_play
        .iter()
        .find(|c| c.instance == command.card)
        .and_then(|c| Some((c.clone(), acting_as(&tx.state, c)?)))
    else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "That Evolution is not in play",
        ));
    };
    tx.emit(Event::EvolutionUsed(EvolutionUsed {
        seat,
        card: card.clone(),
        params: command.params.clone(),
    }));
    let params = command.params.clone().unwrap_or_default();
    effect.on_use(tx, seat, card.instance, &params);
    tx.refresh_max_health();
    Ok(())
}

/// A Feline Motor took the active monster's place in this turn's Enter Tokyo step.
pub fn entry_taken(state: &State) -> bool {
    state.monsters.iter().filter(|m| m.alive).any(|m| {
        m.evolutions.in_play.iter().any(|c| {
            state.cards_used.contains(&c.instance)
                && evolution_of(&c.card).is_some_and(|e| e.enters_instead())
        })
    })
}

/// The end of a turn: the "end of each monster's turn" effects of Evolutions in play
/// (clockwise from the active monster's left, the active monster last).
pub fn at_turn_end(tx: &mut Tx) {
    for owner in tx.state.clockwise_from_left_of(tx.state.active) {
        let cards = tx.state.monsters[owner.index()].evolutions.in_play.clone();
        for card in cards {
            if let Some(e) = evolution_of(&card.card) {
                e.on_any_turn_end(tx, owner, card.instance);
            }
        }
    }
}

/// `seat` just left Tokyo (alive): its Evolutions in play react (called by `Tx::emit`).
pub fn left_tokyo(tx: &mut Tx, seat: Seat) {
    if !tx.alive(seat) {
        return;
    }
    let cards = tx.state.monsters[seat.index()].evolutions.in_play.clone();
    for card in cards {
        if let Some(e) = evolution_of(&card.card) {
            e.on_left_tokyo(tx, seat, card.instance);
        }
    }
}

/// `seat` took control of Tokyo: its discarded Evolutions that come back react.
pub fn took_tokyo(tx: &mut Tx, seat: Seat) {
    if !tx.alive(seat) {
        return;
    }
    let cards = tx.state.monsters[seat.index()].evolutions.discard.clone();
    for card in cards {
        if let Some(e) = evolution_of(&card.card) {
            e.on_took_tokyo_from_discard(tx, seat, card.instance);
        }
    }
}

/// `seat` is in Tokyo and was not when this turn started: it entered Tokyo this turn ("when
/// you enter Tokyo").
pub fn entered_tokyo_this_turn(state: &State, seat: Seat) -> bool {
    state.location_of(seat).in_tokyo() && !state.tokyo_at_turn_start.contains(&seat)
}

/// The next seat offered to play an after-final-roll Evolution (Heart of the Rabbit), once
/// the Psychic Probes are answered: clockwise from the active monster's left.
pub fn next_after_roll(state: &State) -> Option<Seat> {
    if !state.options.power_up || state.dice.is_empty() {
        return None;
    }
    state
        .clockwise_from_left_of(state.active)
        .into_iter()
        .filter(|s| *s != state.active && !state.after_roll_passed.contains(s))
        .find(|s| may_act(state, *s, Window::AfterFinalRoll))
}

/// Every `PlayEvolution` command `seat` may send now.
pub fn play_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return Vec::new();
    };
    // Nothing is played while an Evolution waits for its owner's choice.
    if !state.options.power_up || !m.evolutions.drawn.is_empty() || state.evolution_choice.is_some()
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for card in &m.evolutions.hand {
        let Some(e) = evolution_of(&card.card) else {
            continue;
        };
        if !window_open(state, seat, e.window()) || !e.playable(state, seat) {
            continue;
        }
        for params in e.param_choices(state, seat) {
            out.push(Command::PlayEvolution(PlayEvolution {
                card: card.instance,
                params,
            }));
        }
    }
    out
}

/// Play an Evolution (the command must be one of [`play_commands`]).
pub fn play(tx: &mut Tx, seat: Seat, command: &PlayEvolution) -> Result<(), RuleError> {
    if let Some(choice) = tx.state.evolution_choice.clone()
        && choice.seat == seat
        && choice.evolution.instance == command.card
    {
        return answer_choice(tx, seat, command, &choice);
    }
    let in_hand = tx
        .state
        .monster(seat)
        .and_then(|m| {
            m.evolutions
                .hand
                .iter()
                .find(|c| c.instance == command.card)
        })
        .cloned();
    let Some(card) = in_hand else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "That Evolution is not in your hand; play one of the instances your view lists",
        ));
    };
    let wanted = Command::PlayEvolution(command.clone());
    if !play_commands(&tx.state, seat).contains(&wanted) {
        return Err(RuleError::new(
            "NOT_OFFERED",
            "That Evolution cannot be played now or with these parameters; choose one of the listed commands",
        ));
    }
    let Some(effect) = evolution_of(&card.card) else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "That Evolution is not implemented",
        ));
    };
    tx.emit(Event::EvolutionPlayed(EvolutionPlayed {
        seat,
        card: card.clone(),
        permanent: is_permanent(&card.card),
        params: command.params.clone(),
    }));
    let params = command.params.clone().unwrap_or_default();
    effect.on_play(tx, seat, card.instance, &params);
    tx.refresh_max_health();
    Ok(())
}

/// The answers to the choice `seat` owes (`EVOLUTION_CHOICE`): `PlayEvolution` naming the
/// Evolution that asks, with a card to take; `pass` where declining is allowed.
pub fn choice_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(choice) = state.evolution_choice.as_ref().filter(|c| c.seat == seat) else {
        return Vec::new();
    };
    // Through Icy Reflection's copy: the card that opened the choice may be a copy.
    let Some(effect) = acting_as(state, &choice.evolution) else {
        return Vec::new();
    };
    let mut out: Vec<Command> = effect
        .choice_options(state, choice)
        .into_iter()
        .map(|params| {
            Command::PlayEvolution(PlayEvolution {
                card: choice.evolution.instance,
                params: Some(params),
            })
        })
        .collect();
    if effect.choice_declinable() || out.is_empty() {
        out.push(Command::Pass(crate::engine::Confirm::Yes));
    }
    out
}

fn answer_choice(
    tx: &mut Tx,
    seat: Seat,
    command: &PlayEvolution,
    choice: &EvolutionChoice,
) -> Result<(), RuleError> {
    let wanted = Command::PlayEvolution(command.clone());
    let picked = command
        .params
        .as_ref()
        .and_then(|p| p.card)
        .and_then(|i| choice.cards.iter().find(|c| c.instance == i));
    let effect = acting_as(&tx.state, &choice.evolution);
    match (effect, picked) {
        (Some(effect), Some(picked)) if choice_commands(&tx.state, seat).contains(&wanted) => {
            effect.on_choice(tx, seat, choice, Some(picked));
            tx.refresh_max_health();
            Ok(())
        }
        _ => Err(RuleError::new(
            "NOT_OFFERED",
            "Choose one of the cards your Evolution revealed, as listed",
        )),
    }
}

/// `pass` on an Evolution's choice (declining, where allowed; with nothing to take, the choice
/// just closes).
pub fn decline_choice(tx: &mut Tx, seat: Seat) -> Result<(), RuleError> {
    if !choice_commands(&tx.state, seat).contains(&Command::Pass(crate::engine::Confirm::Yes)) {
        return Err(RuleError::new(
            "NOT_OFFERED",
            "This choice cannot be declined; choose one of the listed cards",
        ));
    }
    let choice = tx.state.evolution_choice.clone();
    if let Some((choice, effect)) = choice
        .as_ref()
        .and_then(|c| Some((c, acting_as(&tx.state, &c.evolution)?)))
    {
        effect.on_choice(tx, seat, choice, None);
    }
    // Whatever the card did, a declined choice is over.
    if tx.state.evolution_choice.is_some() {
        tx.emit(Event::EvolutionChoiceMade(EvolutionChoiceMade {
            seat,
            card: None,
            bottom: None,
        }));
    }
    Ok(())
}

/// Discard a Permanent Evolution from play to its owner's face-up discards (Adapting
/// Technology with no token left).
pub fn discard_from_play(tx: &mut Tx, seat: Seat, instance: u16, reason: &str) {
    let card = tx
        .state
        .monster(seat)
        .and_then(|m| m.evolutions.in_play.iter().find(|c| c.instance == instance))
        .cloned();
    if let Some(card) = card {
        tx.emit(Event::EvolutionDiscarded(EvolutionDiscarded {
            seat,
            card,
            reason: reason.to_owned(),
        }));
    }
}

/// Draw `n` Evolutions for `seat` (reshuffling its discards into a new deck when the deck runs
/// out); the owner then keeps one (`CHOOSE_EVOLUTION`). Nothing happens if nothing is left.
pub fn draw(tx: &mut Tx, seat: Seat, n: usize, at_setup: bool) {
    if !tx.alive(seat) {
        return;
    }
    let mut cards = Vec::new();
    while cards.len() < n {
        let piles = &tx.state.monsters[seat.index()].evolutions;
        let available: Vec<CardInstance> = piles
            .deck
            .iter()
            .filter(|c| !cards.contains(*c))
            .cloned()
            .collect();
        if let Some(top) = available.first() {
            cards.push(top.clone());
            continue;
        }
        if piles.discard.is_empty() && piles.hidden_discard.is_empty() {
            break;
        }
        // The cards already taken stay aside: the new deck is the discards alone.
        let mut order: Vec<CardInstance> = piles
            .discard
            .iter()
            .chain(&piles.hidden_discard)
            .cloned()
            .collect();
        tx.rng.shuffle(&mut order);
        let mut full = cards.clone();
        full.extend(order);
        tx.emit(Event::EvolutionDeckShuffled(EvolutionDeckShuffled {
            seat,
            count: full.len() as u32,
            order: Some(full),
            from_discard: true,
        }));
    }
    if cards.is_empty() {
        return;
    }
    tx.emit(Event::EvolutionsDrawn(EvolutionsDrawn {
        seat,
        count: cards.len() as u32,
        cards: Some(cards),
        at_setup,
    }));
}

/// The Evolution draw of a Power Up! turn (4.7): at least 3 Hearts among the final dice.
pub fn draw_for_hearts(tx: &mut Tx) {
    let seat = tx.state.active;
    let hearts = tx
        .state
        .dice
        .iter()
        .filter(|f| **f == super::state::Face::Heart)
        .count();
    if tx.state.options.power_up && hearts >= 3 {
        draw(tx, seat, 2, false);
    }
}

/// `KeepEvolution`: keep one drawn card; the other goes back into the deck (reshuffled) at
/// setup, or face down to the discards.
pub fn keep(tx: &mut Tx, seat: Seat, instance: u16) -> Result<(), RuleError> {
    let piles = tx.state.monsters[seat.index()].evolutions.clone();
    let Some(kept) = piles.drawn.iter().find(|c| c.instance == instance).cloned() else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "Keep one of the Evolution cards you just drew",
        ));
    };
    let other = piles.drawn.iter().find(|c| c.instance != instance).cloned();
    tx.emit(Event::EvolutionKept(EvolutionKept {
        seat,
        kept: Some(kept),
        other: other.clone(),
        returned_to_deck: piles.drawn_at_setup,
    }));
    if piles.drawn_at_setup && other.is_some() {
        let mut order = tx.state.monsters[seat.index()].evolutions.deck.clone();
        tx.rng.shuffle(&mut order);
        tx.emit(Event::EvolutionDeckShuffled(EvolutionDeckShuffled {
            seat,
            count: order.len() as u32,
            order: Some(order),
            from_discard: false,
        }));
    }
    Ok(())
}

/// `KeepEvolution` commands for the drawn cards.
pub fn keep_commands(state: &State, seat: Seat) -> Vec<Command> {
    state.monster(seat).map_or(Vec::new(), |m| {
        m.evolutions
            .drawn
            .iter()
            .map(|c| Command::KeepEvolution(super::command::CardRef { card: c.instance }))
            .collect()
    })
}

/// Whether some seat still has to choose among drawn Evolutions.
pub fn choice_pending(state: &State, seat: Seat) -> bool {
    state
        .monster(seat)
        .is_some_and(|m| m.alive && !m.evolutions.drawn.is_empty())
}

/// The seats that still have drawn Evolutions to choose from.
pub fn seats_choosing(state: &State) -> Vec<Seat> {
    Seat::all(state.monsters.len())
        .into_iter()
        .filter(|s| choice_pending(state, *s))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_evolution_exists_in_the_data_once() {
        for e in registry() {
            assert!(data::evolution(e.id()).is_some(), "{}", e.id());
            assert_eq!(registry().filter(|c| c.id() == e.id()).count(), 1);
        }
    }

    #[test]
    fn every_registered_evolution_is_in_its_monsters_file() {
        let files = [
            ("alienoid", alienoid::CARDS),
            ("cyber_kitty", cyber_kitty::CARDS),
            ("gigazaur", gigazaur::CARDS),
            ("meka_dragon", meka_dragon::CARDS),
            ("space_penguin", space_penguin::CARDS),
            ("the_king", the_king::CARDS),
            ("pandakai", pandakai::CARDS),
            ("cyber_bunny", cyber_bunny::CARDS),
            ("kraken", kraken::CARDS),
        ];
        for (monster, cards) in files {
            for e in cards {
                assert_eq!(
                    data::evolution(e.id()).map(|d| d.monster.as_str()),
                    Some(monster),
                    "{}",
                    e.id()
                );
            }
        }
    }

    #[test]
    fn each_monsters_deck_lists_the_evolutions_of_that_monster() {
        for board in data::all_monsters() {
            assert_eq!(board.evolution_deck.len(), 8, "{}", board.id);
            for id in &board.evolution_deck {
                assert_eq!(
                    data::evolution(id).map(|e| e.monster.as_str()),
                    Some(board.id.as_str())
                );
            }
        }
        assert_eq!(data::evolutions().len(), 72);
    }

    #[test]
    fn permanent_cards_and_only_they_have_keep_hooks() {
        for e in registry() {
            if e.keep_hooks().is_some() {
                assert!(is_permanent(e.id()), "{} is temporary", e.id());
            }
        }
    }

    #[test]
    fn every_evolution_of_the_data_file_has_an_implementation() {
        let missing: Vec<&str> = data::evolutions()
            .iter()
            .map(|e| e.id.as_str())
            .filter(|id| !is_implemented(id))
            .collect();
        assert!(missing.is_empty(), "not implemented: {missing:?}");
    }
}
