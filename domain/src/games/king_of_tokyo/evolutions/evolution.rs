//! The [`Evolution`] trait: the hooks a Power Up! Evolution card answers, and the [`Window`]s
//! in which one may be played.

use crate::engine::Seat;
use crate::games::king_of_tokyo::cards::power_card::PowerCard;
use crate::games::king_of_tokyo::command::EvolutionParams;
use crate::games::king_of_tokyo::state::{CardInstance, EvolutionChoice, State};
use crate::games::king_of_tokyo::tx::Tx;

/// When an Evolution in hand may be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// Whenever the game waits for a decision from anyone (any turn, any step). Playing it
    /// does not answer that decision.
    AnyTime,
    /// Like `AnyTime`, but only during its owner's own turn.
    OwnTurn,
    /// At the start of its owner's turn, before the first roll (`START_OF_TURN`).
    StartOfTurn,
    /// When its owner is about to lose hearts (the `EVOLUTION` reaction before a loss).
    BeforeHeartLoss,
    /// During its owner's Roll step, after any roll, and in its Resolve Dice moment, before the
    /// dice resolve: the one convention of every die-changing card (Saurian Adaptability, Yin
    /// & Yang; Herd Culler, Plot Twist, Stretchy, Gamma Breath and Tail Sweep are Keep-card die
    /// changes with the same timing).
    RollStep,
    /// The owner's Resolve Dice moment (`RESOLVE_DICE`): after its final roll and the Psychic
    /// Probes, before the dice resolve (Mecha Blast, High Tide, Destructive Analysis, Encased
    /// in Ice). It opens on every Power Up! turn, so holding such a card never shows.
    ResolveDice,
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
