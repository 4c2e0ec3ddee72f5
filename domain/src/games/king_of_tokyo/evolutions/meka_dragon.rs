//! Meka Dragon's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `mecha_blast` (temporary; during your Resolve Dice step)
//! - `destructive_analysis` (temporary; during your Resolve Dice step)
//! - `programmed_to_destroy` (permanent; passive)
//! - `tune_up` (temporary; start of your turn, before rolling)
//! - `breath_of_doom` (permanent; resolve dice)
//! - `lightning_armor` (permanent; when you lose hearts)
//! - `claws_of_steel` (permanent; your turn)
//! - `target_acquired` (permanent; when wounded)

use super::super::cards::power_card::PowerCard;
use super::super::command::EvolutionParams;
use super::super::event::{CardTokensSet, Event, EvolutionDiceRolled};
use super::super::faces::{count, roll_dice};
use super::super::state::{Face, Hit, State};
use super::super::tx::Tx;
use super::evolution::{Evolution, Window};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &MechaBlast,
    &DestructiveAnalysis,
    &ProgrammedToDestroy,
    &TuneUp,
    &BreathOfDoom,
    &LightningArmor,
    &ClawsOfSteel,
    &TargetAcquired,
];

/// Mecha Blast (temporary, your Resolve Dice step): each monster your Smashes hit this turn
/// loses 2 extra hearts. Played in the owner's Resolve Dice moment, after its final roll and
/// before the dice resolve (never between rolls).
pub struct MechaBlast;

impl Evolution for MechaBlast {
    fn id(&self) -> &'static str {
        "mecha_blast"
    }

    fn window(&self) -> Window {
        Window::ResolveDice
    }

    fn smash_hit_bonus(&self) -> u32 {
        2
    }
}

/// Destructive Analysis (temporary, your Resolve Dice step): 1 energy per Smash rolled this
/// turn (rolled faces only, 4.5 note). Played in the owner's Resolve Dice moment like Mecha
/// Blast, whose timing it shares (the final dice are known then; after the resolution it is
/// too late); only with at least one Smash.
pub struct DestructiveAnalysis;

impl Evolution for DestructiveAnalysis {
    fn id(&self) -> &'static str {
        "destructive_analysis"
    }

    fn window(&self) -> Window {
        Window::ResolveDice
    }

    fn playable(&self, state: &State, _owner: Seat) -> bool {
        count(&state.dice, Face::Smash) > 0
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let smashes = count(&tx.state.dice, Face::Smash);
        tx.gain_energy(owner, smashes, self.id());
    }
}

/// Programmed to Destroy (permanent): 3 VP and 2 energy each time another monster reaches 0
/// hearts (like Eater of the Dead, after the eliminations).
pub struct ProgrammedToDestroy;

impl Evolution for ProgrammedToDestroy {
    fn id(&self) -> &'static str {
        "programmed_to_destroy"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&ProgrammedToDestroy)
    }
}

impl PowerCard for ProgrammedToDestroy {
    fn id(&self) -> &'static str {
        "programmed_to_destroy"
    }

    fn on_monster_at_zero(&self, tx: &mut Tx, owner: Seat, zeroed: Seat) {
        if zeroed != owner && tx.alive(owner) {
            tx.gain_vp(owner, 3, "programmed_to_destroy");
            tx.gain_energy(owner, 2, "programmed_to_destroy");
        }
    }
}

/// Tune-Up (temporary, start of your turn): outside Tokyo, skip the rest of the turn and gain
/// 4 hearts and 2 energy. The turn then ends as usual (end-of-turn effects, Poison).
pub struct TuneUp;

impl Evolution for TuneUp {
    fn id(&self) -> &'static str {
        "tune_up"
    }

    fn window(&self) -> Window {
        Window::StartOfTurn
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        !state.location_of(owner).in_tokyo()
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.heal(owner, 4, self.id());
        tx.gain_energy(owner, 2, self.id());
        tx.end_turn();
    }
}

/// Breath of Doom (permanent, resolve dice): once its owner's Smash batch made at least one
/// monster in Tokyo lose hearts, each other monster outside Tokyo loses 1 heart, in a batch of
/// its own before the yield decision (card damage: no yield). A monster the Smashes eliminated
/// counts as in Tokyo when its owner attacked from outside (it was hit there).
pub struct BreathOfDoom;

impl Evolution for BreathOfDoom {
    fn id(&self) -> &'static str {
        "breath_of_doom"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&BreathOfDoom)
    }
}

impl PowerCard for BreathOfDoom {
    fn id(&self) -> &'static str {
        "breath_of_doom"
    }

    fn follow_up_hits(&self, state: &State, owner: Seat) -> Vec<Hit> {
        let owner_outside = !state.location_of(owner).in_tokyo();
        let wounded_in_tokyo = state.turn_scratch.smash_wounded.iter().any(|&s| {
            s != owner
                && (state.location_of(s).in_tokyo()
                    || (owner_outside && !state.monster(s).is_some_and(|m| m.alive)))
        });
        if !wounded_in_tokyo {
            return Vec::new();
        }
        state
            .monsters
            .iter()
            .filter(|m| m.alive && m.seat != owner && !m.location.in_tokyo())
            .map(|m| Hit {
                seat: m.seat,
                amount: 1,
                reason: "breath_of_doom".into(),
            })
            .collect()
    }
}

/// Lightning Armor (permanent, when you lose hearts): each time its owner loses hearts on
/// another monster's turn, it rolls one die per heart lost; the active monster loses 1 heart
/// per Smash, in a batch of its own right after the loss (card damage). The roll can only
/// hurt the active monster, so it is made without asking; on its owner's own turn the
/// active monster is the owner, so it never rolls then.
pub struct LightningArmor;

impl Evolution for LightningArmor {
    fn id(&self) -> &'static str {
        "lightning_armor"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&LightningArmor)
    }
}

impl PowerCard for LightningArmor {
    fn id(&self) -> &'static str {
        "lightning_armor"
    }

    fn retaliation(&self, tx: &mut Tx, owner: Seat, amount: u32) -> Option<Hit> {
        let active = tx.state.active;
        if owner == active || amount == 0 || !tx.alive(active) {
            return None;
        }
        let faces = roll_dice(tx.rng, amount as usize);
        let smashes = count(&faces, Face::Smash);
        tx.emit(Event::EvolutionDiceRolled(EvolutionDiceRolled {
            seat: owner,
            card: "lightning_armor".into(),
            faces,
        }));
        (smashes > 0).then(|| Hit {
            seat: active,
            amount: smashes,
            reason: "lightning_armor".into(),
        })
    }
}

/// Claws of Steel (permanent, your turn): on its owner's turn, a monster its owner makes lose
/// at least 3 hearts in one heart loss, by Smashes or by a card, loses 1 more. Our ruling: the
/// threshold is read on each loss (one hit, its other bonuses included, before the target's
/// reductions), not on the turn's total, so the extra heart is lost with the loss that earned
/// it; "make lose" is any cause, as the card does not say "wound" or "Smash".
pub struct ClawsOfSteel;

impl Evolution for ClawsOfSteel {
    fn id(&self) -> &'static str {
        "claws_of_steel"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&ClawsOfSteel)
    }
}

impl PowerCard for ClawsOfSteel {
    fn id(&self) -> &'static str {
        "claws_of_steel"
    }

    fn caused_loss_bonus(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
        target: Seat,
        amount: u32,
    ) -> u32 {
        u32::from(state.active == owner && target != owner && amount >= 3)
    }
}

/// Target Acquired (permanent, when wounded): the monster whose Smashes last wounded you holds
/// the Target token (stored on the card as its seat + 1) and loses 1 extra heart each time
/// you make it lose hearts, by Smashes or by a card (the card's "each time you make it lose
/// hearts"; its data's engine notes say the same). The token always moves to the latest
/// attacker.
pub struct TargetAcquired;

impl Evolution for TargetAcquired {
    fn id(&self) -> &'static str {
        "target_acquired"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&TargetAcquired)
    }
}

/// The Target token value of `seat` on a Target Acquired card.
fn target_token(seat: Seat) -> u32 {
    u32::from(seat.0) + 1
}

impl PowerCard for TargetAcquired {
    fn id(&self) -> &'static str {
        "target_acquired"
    }

    fn on_wounded_by_smashes(&self, tx: &mut Tx, owner: Seat, instance: u16, by: Seat) {
        let token = target_token(by);
        if by != owner && tx.state.card_tokens.get(&instance) != Some(&token) {
            tx.emit(Event::CardTokensSet(CardTokensSet {
                seat: owner,
                card: instance,
                tokens: token,
                reason: "target_acquired".into(),
            }));
        }
    }

    fn caused_loss_bonus(
        &self,
        state: &State,
        _owner: Seat,
        instance: u16,
        target: Seat,
        _amount: u32,
    ) -> u32 {
        u32::from(state.card_tokens.get(&instance) == Some(&target_token(target)))
    }
}
