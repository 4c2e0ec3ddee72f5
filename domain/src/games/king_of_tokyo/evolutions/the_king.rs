//! The King's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `monkey_rush` (temporary; when Tokyo is vacated (reference: during another monster's Enter Tokyo step while a Tokyo area is free))
//! - `simian_scamper` (temporary; when you yield Tokyo)
//! - `jungle_frenzy` (temporary; end of your Enter Tokyo step)
//! - `giant_banana` (temporary; any time)
//! - `chest_thumping` (permanent; yield decision of monsters you wound)
//! - `alpha_male` (permanent; your turn)
//! - `i_am_the_king` (permanent; passive)
//! - `twas_beauty_killed_the_beast` (permanent; play while in Tokyo)

use super::super::cards::power_card::{PowerCard, TurnStartStep};
use super::super::command::EvolutionParams;
use super::super::event::{Event, EvolutionsDiscarded, ExtraTurnGained, TokyoYielded};
use super::super::state::{Location, State};
use super::super::tx::{RULES, Tx};
use super::evolution::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &GiantBanana,
    &AlphaMale,
    &IAmTheKing,
    &MonkeyRush,
    &SimianScamper,
    &JungleFrenzy,
    &ChestThumping,
    &TwasBeautyKilledTheBeast,
];

/// Giant Banana (temporary, any time): +2 hearts (card healing: also in Tokyo).
pub struct GiantBanana;

impl Evolution for GiantBanana {
    fn id(&self) -> &'static str {
        "giant_banana"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.heal(owner, 2, self.id());
    }
}

/// Alpha Male (permanent, your turn): 1 VP at the end of each of your turns in which your
/// Smashes made at least one monster lose hearts (the reference's reading of "wound").
pub struct AlphaMale;

impl Evolution for AlphaMale {
    fn id(&self) -> &'static str {
        "alpha_male"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&AlphaMale)
    }
}

impl PowerCard for AlphaMale {
    fn id(&self) -> &'static str {
        "alpha_male"
    }

    fn on_turn_end(&self, tx: &mut Tx, owner: Seat, _instance: u16) {
        if !tx.state.turn_scratch.smash_wounded.is_empty() {
            tx.gain_vp(owner, 1, "alpha_male");
        }
    }
}

/// I Am the King! (permanent): 1 extra VP when you take control of Tokyo and when you start
/// your turn in Tokyo.
pub struct IAmTheKing;

impl Evolution for IAmTheKing {
    fn id(&self) -> &'static str {
        "i_am_the_king"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&IAmTheKing)
    }
}

impl PowerCard for IAmTheKing {
    fn id(&self) -> &'static str {
        "i_am_the_king"
    }

    fn on_turn_start(&self, tx: &mut Tx, owner: Seat, _instance: u16) {
        if tx.state.location_of(owner).in_tokyo() {
            tx.gain_vp(owner, 1, "i_am_the_king");
        }
    }

    fn turn_start_step(&self) -> TurnStartStep {
        TurnStartStep::TokyoVp
    }

    fn on_took_tokyo(&self, tx: &mut Tx, owner: Seat) {
        tx.gain_vp(owner, 1, "i_am_the_king");
    }
}

/// Monkey Rush (temporary, another monster's Enter Tokyo step): while a Tokyo area is free
/// (the City, else the Bay in use), a monster outside Tokyo other than the active one takes
/// control of it, before the active monster enters (+1 VP for entering, as usual). The
/// reference's reading of "when a monster that controls Tokyo leaves it or is eliminated".
/// The active monster then enters only if an area it must enter is still free.
pub struct MonkeyRush;

impl Evolution for MonkeyRush {
    fn id(&self) -> &'static str {
        "monkey_rush"
    }

    fn window(&self) -> Window {
        Window::BeforeEnteringTokyo
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        owner != state.active && !state.location_of(owner).in_tokyo() && state.free_area().is_some()
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        if let Some(area) = tx.state.free_area() {
            tx.enter_tokyo(owner, area, Location::Outside);
        }
    }
}

/// Simian Scamper (temporary, when you yield Tokyo): works like Jets. Offered to its owner in
/// Tokyo when the active monster's Smashes are about to make it lose hearts (before it decides
/// to stay or yield); playing it yields Tokyo at once, and its owner loses no hearts for the
/// rest of the turn.
pub struct SimianScamper;

impl Evolution for SimianScamper {
    fn id(&self) -> &'static str {
        "simian_scamper"
    }

    fn window(&self) -> Window {
        Window::YieldBeforeDamage
    }

    fn prevents_heart_loss(&self) -> bool {
        true
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let from = tx.state.location_of(owner);
        if from.in_tokyo() {
            tx.emit(Event::TokyoYielded(TokyoYielded { seat: owner, from }));
        }
    }
}

/// Jungle Frenzy (temporary, end of your Enter Tokyo step): if your Smashes wounded a monster
/// that was in Tokyo when the turn started and you are not in Tokyo, take another turn after
/// this one (queued like Frenzy's).
pub struct JungleFrenzy;

impl Evolution for JungleFrenzy {
    fn id(&self) -> &'static str {
        "jungle_frenzy"
    }

    fn window(&self) -> Window {
        Window::EndOfEnterTokyo
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        owner == state.active
            && !state.location_of(owner).in_tokyo()
            && state
                .turn_scratch
                .smash_wounded
                .iter()
                .any(|s| state.turn_scratch.tokyo_at_turn_start.contains(s))
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.emit(Event::ExtraTurnGained(ExtraTurnGained {
            seat: owner,
            reason: self.id().to_owned(),
        }));
    }
}

/// Chest Thumping (permanent, yield decision of monsters you wound): before the yield
/// decision of its owner's Smashes, the owner (the attacker) is asked first (`FORCE_YIELD`)
/// and may use it once per monster it wounded that could yield (`target`): that monster
/// yields at once (it still lost its hearts). The others then decide as usual.
pub struct ChestThumping;

impl Evolution for ChestThumping {
    fn id(&self) -> &'static str {
        "chest_thumping"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::ForceYield)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        if owner != state.active {
            return Vec::new();
        }
        RULES
            .yield_eligible(state)
            .into_iter()
            .filter(|s| state.turn_scratch.smash_wounded.contains(s))
            .map(|target| {
                Some(EvolutionParams {
                    target: Some(target),
                    ..EvolutionParams::default()
                })
            })
            .collect()
    }

    fn on_use(&self, tx: &mut Tx, _owner: Seat, _instance: u16, params: &EvolutionParams) {
        let Some(target) = params.target else {
            return;
        };
        let from = tx.state.location_of(target);
        if from.in_tokyo() {
            tx.emit(Event::TokyoYielded(TokyoYielded { seat: target, from }));
        }
    }
}

/// Twas Beauty Killed the Beast (permanent, play only while in Tokyo): +1 VP at the end of
/// every monster's turn (its owner's included). When its owner leaves Tokyo alive (yield,
/// card, Tokyo Bay closing), the card is discarded and the owner loses all its VP.
pub struct TwasBeautyKilledTheBeast;

impl Evolution for TwasBeautyKilledTheBeast {
    fn id(&self) -> &'static str {
        "twas_beauty_killed_the_beast"
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        state.location_of(owner).in_tokyo()
    }

    fn on_any_turn_end(&self, tx: &mut Tx, owner: Seat, _instance: u16) {
        if tx.state.location_of(owner).in_tokyo() {
            tx.gain_vp(owner, 1, self.id());
        }
    }

    fn on_left_tokyo(&self, tx: &mut Tx, owner: Seat, instance: u16) {
        let Some(card) = tx.state.monsters[owner.index()]
            .evolutions
            .in_play
            .iter()
            .find(|c| c.instance == instance)
            .cloned()
        else {
            return;
        };
        tx.emit(Event::EvolutionsDiscarded(EvolutionsDiscarded {
            seat: owner,
            cards: vec![card],
            hidden: None,
            hidden_count: 0,
            reason: self.id().to_owned(),
        }));
        let vp = tx.state.monsters[owner.index()].victory_points;
        tx.lose_vp(owner, vp, self.id());
    }
}
