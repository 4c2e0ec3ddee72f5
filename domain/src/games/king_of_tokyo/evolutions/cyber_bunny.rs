//! Cyber Bunny's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `stroke_of_genius` (temporary; any time (typically end of turn))
//! - `emergency_battery` (temporary; any time)
//! - `rabbits_foot` (temporary; any time (reference: offered when you are about to lose hearts))
//! - `heart_of_the_rabbit` (temporary; after another monster's final roll)
//! - `secret_laboratory` (permanent; buy step)
//! - `king_of_the_gizmo` (permanent; buy step)
//! - `energy_sword` (permanent; before your first roll)
//! - `electric_carrot` (permanent; resolve dice)

use super::super::cards::power_card::PowerCard;
use super::super::command::EvolutionParams;
use super::super::event::{Event, EvolutionReturnedToHand, PsychicProbeUsed};
use super::super::faces::{count, roll_dice};
use super::super::state::{Face, State, tally_of};
use super::super::tx::Tx;
use super::evolution::{Evolution, Window};
use super::shared::{PaidEachTurn, used_this_turn};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &StrokeOfGenius,
    &EmergencyBattery,
    &RabbitsFoot,
    &SecretLaboratory,
    &KingOfTheGizmo,
    &HeartOfTheRabbit,
    &ENERGY_SWORD,
    &ElectricCarrot,
];

/// Stroke of Genius (temporary, any time): gain as much energy as its owner already gained
/// this turn (any turn: the tally is per turn, not per own turn).
pub struct StrokeOfGenius;

impl Evolution for StrokeOfGenius {
    fn id(&self) -> &'static str {
        "stroke_of_genius"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let gained = tally_of(&tx.state.turn_scratch.energy_gained_this_turn, owner);
        tx.gain_energy(owner, gained, self.id());
    }
}

/// Emergency Battery (temporary, any time): +3 energy.
pub struct EmergencyBattery;

impl Evolution for EmergencyBattery {
    fn id(&self) -> &'static str {
        "emergency_battery"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.gain_energy(owner, 3, self.id());
    }
}

/// Rabbit's Foot (temporary, offered when its owner is about to lose hearts, like Detachable
/// Tail): no heart loss for the rest of the turn.
pub struct RabbitsFoot;

impl Evolution for RabbitsFoot {
    fn id(&self) -> &'static str {
        "rabbits_foot"
    }

    fn window(&self) -> Window {
        Window::BeforeHeartLoss
    }

    fn prevents_heart_loss(&self) -> bool {
        true
    }
}

/// Secret Laboratory (permanent, buy step): Power cards cost its owner 1 energy less.
pub struct SecretLaboratory;

impl Evolution for SecretLaboratory {
    fn id(&self) -> &'static str {
        "secret_laboratory"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&SecretLaboratory)
    }
}

impl PowerCard for SecretLaboratory {
    fn id(&self) -> &'static str {
        "secret_laboratory"
    }

    fn discount(&self) -> u32 {
        1
    }
}

/// King of the Gizmo (permanent, buy step): +1 VP for each Power card its owner buys.
pub struct KingOfTheGizmo;

impl Evolution for KingOfTheGizmo {
    fn id(&self) -> &'static str {
        "king_of_the_gizmo"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&KingOfTheGizmo)
    }
}

impl PowerCard for KingOfTheGizmo {
    fn id(&self) -> &'static str {
        "king_of_the_gizmo"
    }

    fn on_card_bought(&self, tx: &mut Tx, owner: Seat, _card_id: &str) {
        tx.gain_vp(owner, 1, "king_of_the_gizmo");
    }
}

/// Heart of the Rabbit (temporary, after another monster's final roll): offered with the
/// Psychic Probes once the active monster's dice are final (`AFTER_FINAL_ROLL`, clockwise from
/// its left); parameter `dice`: the one die to reroll (`[index]`). The new face is rolled with
/// the game's RNG and recorded like a Psychic Probe's (`PsychicProbeUsed` with this card's
/// instance), so the active monster may then change dice with its cards. Each time its owner
/// takes control of Tokyo, the card goes back from its (face-up) discards into its hand.
pub struct HeartOfTheRabbit;

impl Evolution for HeartOfTheRabbit {
    fn id(&self) -> &'static str {
        "heart_of_the_rabbit"
    }

    fn window(&self) -> Window {
        Window::AfterFinalRoll
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        owner != state.active
    }

    fn param_choices(&self, state: &State, _owner: Seat) -> Vec<Option<EvolutionParams>> {
        // A die frozen by Encased in Ice is not rerolled.
        super::space_penguin::free_dice(state)
            .map(|die| {
                Some(EvolutionParams {
                    dice: Some(vec![die as u8]),
                    ..EvolutionParams::default()
                })
            })
            .collect()
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, instance: u16, params: &EvolutionParams) {
        let Some(die) = params.dice.as_ref().and_then(|d| d.first().copied()) else {
            return;
        };
        let face = roll_dice(tx.rng, 1)[0];
        tx.emit(Event::PsychicProbeUsed(PsychicProbeUsed {
            seat: owner,
            card: instance,
            die,
            face,
        }));
    }

    fn on_took_tokyo_from_discard(&self, tx: &mut Tx, owner: Seat, instance: u16) {
        let card = tx.state.monsters[owner.index()]
            .evolutions
            .discard
            .iter()
            .find(|c| c.instance == instance)
            .cloned();
        if card.is_some() {
            tx.emit(Event::EvolutionReturnedToHand(EvolutionReturnedToHand {
                seat: owner,
                card,
                reason: self.id().to_owned(),
            }));
        }
    }
}

/// Energy Sword (permanent, before your first roll): in the start-of-turn window its owner may
/// pay 2 energy (`UseEvolution`, once a turn). If it did: with at least one Smash face rolled,
/// 1 Smash is added (so it counts for Spiked Tail's and the like's "at least one Smash"), and
/// at the dice resolution it gains 1 energy per Smash face rolled (added Smashes and Cat
/// Nip's doubling are not rolled).
pub struct EnergySword;

/// The card itself: paid for at the start of the turn; its effect is [`EnergySword`]'s hooks.
pub const ENERGY_SWORD: PaidEachTurn = PaidEachTurn {
    id: "energy_sword",
    cost: 2,
    hooks: &EnergySword,
};

impl PowerCard for EnergySword {
    fn id(&self) -> &'static str {
        "energy_sword"
    }

    fn added_smashes(&self, state: &State, owner: Seat, faces: &[Face], _smashes: u32) -> u32 {
        u32::from(used_this_turn(state, owner, "energy_sword") && faces.contains(&Face::Smash))
    }

    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _smashes: u32) {
        if used_this_turn(&tx.state, owner, "energy_sword") {
            tx.gain_energy(owner, count(faces, Face::Smash), "energy_sword");
        }
    }
}

/// Electric Carrot (permanent, resolve dice): while its owner is in Tokyo, each monster its
/// Smashes hit loses 1 extra heart (added to the hit), unless it gives the owner 1 energy: a
/// decision of each such monster that has energy, asked in the heart-loss window before the
/// loss (`ELECTRIC_CARROT`: `giveEnergy`, or `pass` to lose the heart), after Wings and the
/// heart-loss Evolutions (a monster that will lose nothing is not asked). A monster without
/// energy loses the heart.
pub struct ElectricCarrot;

impl Evolution for ElectricCarrot {
    fn id(&self) -> &'static str {
        "electric_carrot"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&ElectricCarrot)
    }
}

impl PowerCard for ElectricCarrot {
    fn id(&self) -> &'static str {
        "electric_carrot"
    }

    fn smash_hit_bonus(&self, state: &State, owner: Seat) -> u32 {
        u32::from(state.location_of(owner).in_tokyo())
    }
}

/// The active monster `attacker` has Electric Carrot in play and is in Tokyo: the monsters its
/// Smashes hit are asked whether to pay it off.
pub fn electric_carrot_applies(state: &State, attacker: Seat) -> bool {
    attacker == state.active
        && state.location_of(attacker).in_tokyo()
        && state.monster(attacker).is_some_and(|m| {
            m.alive
                && m.evolutions
                    .in_play
                    .iter()
                    .any(|c| c.card == "electric_carrot")
        })
}
