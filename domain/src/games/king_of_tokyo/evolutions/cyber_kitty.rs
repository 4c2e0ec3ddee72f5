//! Cyber Kitty's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `nine_lives` (temporary; when you reach 0 hearts)
//! - `mega_purr` (temporary; any time)
//! - `electro_scratch` (temporary; any time)
//! - `cat_nip` (temporary; start of your turn)
//! - `play_with_your_food` (permanent; when you wound a monster in Tokyo)
//! - `feline_motor` (permanent; another monster's Enter Tokyo step)
//! - `mouse_hunter` (permanent; resolve dice)
//! - `meow_missile` (permanent; resolve dice)

use super::super::cards::power_card::{PowerCard, others};
use super::super::command::EvolutionParams;
use super::super::event::{
    EnergyTransferred, Event, EvolutionsDiscarded, HitReduced, LeftTokyo, MegaPurrGiven,
    MegaPurrRequested,
};
use super::super::state::{AfterDamage, Face, Hit, Location, Offer, Phase, ReactionStage, State};
use super::super::tx::{RULES, Tx};
use super::evolution::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &CatNip,
    &MouseHunter,
    &MeowMissile,
    &FelineMotor,
    &NineLives,
    &MegaPurr,
    &ElectroScratch,
    &PlayWithYourFood,
];

/// Cat Nip (temporary, start of your turn): only one roll this turn, and its results count
/// double (VP from numbers, hearts, energy and Smashes).
pub struct CatNip;

impl Evolution for CatNip {
    fn id(&self) -> &'static str {
        "cat_nip"
    }

    fn window(&self) -> Window {
        Window::StartOfTurn
    }

    fn single_roll(&self) -> bool {
        true
    }

    fn result_multiplier(&self) -> u32 {
        2
    }
}

/// Mouse Hunter (permanent, resolve dice): if you roll at least one 1, gain 1 VP.
pub struct MouseHunter;

impl Evolution for MouseHunter {
    fn id(&self) -> &'static str {
        "mouse_hunter"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&MouseHunter)
    }
}

impl PowerCard for MouseHunter {
    fn id(&self) -> &'static str {
        "mouse_hunter"
    }

    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _smashes: u32) {
        if faces.contains(&Face::One) {
            tx.gain_vp(owner, 1, "mouse_hunter");
        }
    }
}

/// Meow Missile (permanent, resolve dice): if you roll at least one 1, add 1 Smash.
pub struct MeowMissile;

impl Evolution for MeowMissile {
    fn id(&self) -> &'static str {
        "meow_missile"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&MeowMissile)
    }
}

impl PowerCard for MeowMissile {
    fn id(&self) -> &'static str {
        "meow_missile"
    }

    fn added_smashes(&self, _state: &State, _owner: Seat, faces: &[Face], _smashes: u32) -> u32 {
        u32::from(faces.contains(&Face::One))
    }
}

/// Feline Motor (permanent, another monster's Enter Tokyo step): when the active monster is
/// about to enter Tokyo, its owner (outside Tokyo, and not in Tokyo when that turn started)
/// may use it to enter that area instead; the active monster then does not enter this turn.
/// Ruling: "if Tokyo is empty" is read as the reference does, "a Tokyo area the active monster
/// must enter is free" (with Tokyo Bay in use, the Bay may be the one). Played from the hand
/// any time like the other Permanent cards; then used through `UseEvolution`.
pub struct FelineMotor;

impl Evolution for FelineMotor {
    fn id(&self) -> &'static str {
        "feline_motor"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::BeforeEnteringTokyo)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        let usable = owner != state.active
            && !state.location_of(owner).in_tokyo()
            && !state.turn_scratch.tokyo_at_turn_start.contains(&owner)
            && !RULES.entry_taken(state)
            && RULES.area_to_enter(state).is_some();
        if usable { vec![None] } else { Vec::new() }
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        if let Some(area) = RULES.area_to_enter(&tx.state) {
            tx.enter_tokyo(owner, area, Location::Outside);
        }
    }

    fn enters_instead(&self) -> bool {
        true
    }
}

/// Nine Lives (temporary, when you reach 0 hearts): instead of being eliminated, discard all
/// your cards (Keep cards; Evolutions in play face up, the rest of the hand face down), lose
/// all your energy and VP, leave Tokyo, then gain 9 hearts and 9 VP. Offered in the
/// zero-health window of the heart loss (after Rapid Healing). Its hearts did reach 0, so the
/// "reaches 0 hearts" cards (Eater of the Dead, Programmed to Destroy) still score, as the
/// spec recommends and as for It Has a Child! (after its own cards are discarded).
pub struct NineLives;

impl Evolution for NineLives {
    fn id(&self) -> &'static str {
        "nine_lives"
    }

    fn window(&self) -> Window {
        Window::AtZero
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        state.monster(owner).is_some_and(|m| m.health == 0)
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let reason = self.id();
        let m = tx.state.monsters[owner.index()].clone();
        let keep: Vec<u16> = m.keep_cards.iter().map(|c| c.instance).collect();
        tx.discard_keep(owner, &keep, reason);
        let hand = m.evolutions.hand.clone();
        if !m.evolutions.in_play.is_empty() || !hand.is_empty() {
            tx.emit(Event::EvolutionsDiscarded(EvolutionsDiscarded {
                seat: owner,
                cards: m.evolutions.in_play.clone(),
                hidden_count: hand.len() as u32,
                hidden: Some(hand),
                reason: reason.to_owned(),
            }));
        }
        tx.refresh_max_health();
        let energy = tx.state.monsters[owner.index()].energy;
        tx.lose_energy(owner, energy, reason);
        let vp = tx.state.monsters[owner.index()].victory_points;
        tx.lose_vp(owner, vp, reason);
        let from = tx.state.location_of(owner);
        if from.in_tokyo() {
            tx.emit(Event::LeftTokyo(LeftTokyo {
                seat: owner,
                from,
                reason: reason.to_owned(),
            }));
        }
        tx.heal(owner, 9, reason);
        tx.gain_vp(owner, 9, reason);
        tx.stayed_at_zero(owner);
    }
}

/// Mega Purr (temporary, any time): each other monster, clockwise from its owner's left, gives
/// it 1 energy or 1 VP. A monster with both chooses (`MEGA_PURR`: `giveEnergy` or
/// `giveVictoryPoint`, a decision that comes before any other); one with only one of them gives
/// it without being asked; one with neither gives nothing. Not while a heart loss is being
/// resolved or another Mega Purr is under way, nor before the first turn.
pub struct MegaPurr;

impl Evolution for MegaPurr {
    fn id(&self) -> &'static str {
        "mega_purr"
    }

    fn playable(&self, state: &State, _owner: Seat) -> bool {
        state.turn > 0 && state.pending.reaction.is_none() && state.pending.mega_purr.is_none()
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let from = others(&tx.state, owner);
        if from.is_empty() {
            return;
        }
        tx.emit(Event::MegaPurrRequested(MegaPurrRequested {
            seat: owner,
            from,
        }));
        settle_gifts(tx);
    }
}

/// The giver asked now: the first one left (givers that owe no choice never wait).
pub fn next_giver(state: &State) -> Option<Seat> {
    state.pending.mega_purr.as_ref()?.from.first().copied()
}

/// One gift of the monster asked now (`energy`/`victory_points`: 0 or 1), then the next.
pub fn give(tx: &mut Tx, seat: Seat, energy: u32, victory_points: u32) {
    give_now(tx, seat, energy, victory_points);
    settle_gifts(tx);
}

/// Give for every monster in turn that has no choice, until one must choose or all gave.
fn settle_gifts(tx: &mut Tx) {
    while let Some(giver) = next_giver(&tx.state) {
        let (energy, vp) = tx
            .state
            .monster(giver)
            .filter(|m| m.alive)
            .map_or((0, 0), |m| (m.energy, m.victory_points));
        if energy > 0 && vp > 0 {
            return;
        }
        give_now(tx, giver, u32::from(energy > 0), u32::from(vp > 0));
    }
}

fn give_now(tx: &mut Tx, seat: Seat, energy: u32, victory_points: u32) {
    let Some(to) = tx.state.pending.mega_purr.as_ref().map(|p| p.to) else {
        return;
    };
    tx.emit(Event::MegaPurrGiven(MegaPurrGiven {
        seat,
        to,
        energy,
        victory_points,
    }));
}

/// Electro-Scratch (temporary, any time): each other monster loses 1 heart (card damage, a
/// batch caused by its owner). Not while a heart loss is already being resolved (a reaction
/// window is open) nor during the yield decision or a Mega Purr, and not before the first turn: the batch
/// may pause for reactions and eliminate, and the decision under way then goes on (the turn
/// ends if the active monster was eliminated).
pub struct ElectroScratch;

impl Evolution for ElectroScratch {
    fn id(&self) -> &'static str {
        "electro_scratch"
    }

    fn playable(&self, state: &State, _owner: Seat) -> bool {
        state.turn > 0
            && state.pending.reaction.is_none()
            && state.pending.mega_purr.is_none()
            && state.phase != Phase::YieldDecision
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let hits: Vec<(Seat, u32)> = others(&tx.state, owner)
            .into_iter()
            .map(|s| (s, 1))
            .collect();
        if !tx.damage(&hits, owner, self.id(), AfterDamage::Interrupt) {
            tx.continue_after_damage(AfterDamage::Interrupt);
        }
    }
}

/// Play with Your Food (permanent, when you wound a monster in Tokyo): when its owner's Smashes
/// are about to make a monster in Tokyo lose at least 2 hearts, the owner is asked first in the
/// heart-loss window, before that monster's own reactions (`PLAY_WITH_YOUR_FOOD`): it may use
/// the card on that monster (`useEvolution` with `target`) to make it lose 2 hearts fewer and
/// steal 1 VP and 1 energy from it (what it has), or `pass`, which declines for the rest of
/// that batch. The amount is the hit's (bonuses included, before the target's reductions).
pub struct PlayWithYourFood;

/// The hit is an owner's Smash on a monster in Tokyo for at least 2 hearts, and `by` holds
/// Play with Your Food in play.
fn food_hit(state: &State, by: Seat, hit: &Hit) -> bool {
    by == state.active
        && hit.seat != by
        && hit.reason == "SMASH"
        && hit.amount >= 2
        && state.location_of(hit.seat).in_tokyo()
        && state.monster(hit.seat).is_some_and(|m| m.alive)
        && state.monster(by).is_some_and(|m| {
            m.alive
                && m.evolutions
                    .in_play
                    .iter()
                    .any(|c| c.card == "play_with_your_food")
        })
}

/// Whether the attacker `by` is asked about this hit (the damage window's check).
pub fn play_with_your_food_offered(state: &State, by: Seat, hit: &Hit) -> bool {
    food_hit(state, by, hit)
}

impl Evolution for PlayWithYourFood {
    fn id(&self) -> &'static str {
        "play_with_your_food"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::BeforeWounding)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        let Some(w) = state
            .pending
            .reaction
            .as_ref()
            .filter(|w| w.stage == ReactionStage::BeforeDamage && w.by == owner)
        else {
            return Vec::new();
        };
        w.hits
            .iter()
            .filter(|h| {
                food_hit(state, owner, h)
                    && !w.answered.contains(&(h.seat, Offer::PlayWithYourFood))
            })
            .map(|h| {
                Some(EvolutionParams {
                    target: Some(h.seat),
                    ..EvolutionParams::default()
                })
            })
            .collect()
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, params: &EvolutionParams) {
        let Some(target) = params.target else {
            return;
        };
        tx.emit(Event::HitReduced(HitReduced {
            seat: target,
            amount: 2,
            offer: Offer::PlayWithYourFood,
        }));
        let reason = "play_with_your_food";
        if tx
            .state
            .monster(target)
            .is_some_and(|m| m.victory_points > 0)
        {
            tx.lose_vp(target, 1, reason);
            tx.gain_vp(owner, 1, reason);
        }
        if tx.state.monster(target).is_some_and(|m| m.energy > 0) {
            tx.emit(Event::EnergyTransferred(EnergyTransferred {
                seat: target,
                to: owner,
                amount: 1,
                reason: reason.into(),
            }));
        }
    }
}
