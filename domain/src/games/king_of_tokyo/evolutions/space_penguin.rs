//! Space Penguin's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `freeze_ray` (permanent; triggers when you wound a monster in Tokyo)
//! - `miraculous_catch` (permanent; own Buy step, once per turn)
//! - `deep_dive` (temporary; any time)
//! - `cold_wave` (temporary; play on your turn (recommended))
//! - `encased_in_ice` (permanent; end of your Roll step)
//! - `blizzard` (temporary; your turn)
//! - `black_diamond` (permanent; passive)
//! - `icy_reflection` (permanent; on play)

use super::super::cards::power_card::PowerCard;
use super::super::command::EvolutionParams;
use super::super::event::{
    DieFrozen, DiscardCardRevealed, Event, EvolutionChoiceMade, FreezeRayFaceChosen,
    FreezeRayGiven, FreezeRayReturned, FrozenFaceIgnored, PowerCardsLooked, SnowflakePlaced,
};
use super::super::state::{CardInstance, EvolutionChoice, Face, State};
use super::super::tx::{RULES, Tx};
use super::evolution::{Evolution, Window};
use super::shared::{ICY_REFLECTION, acting_card_id, once_per_turn};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &FreezeRay,
    &BlackDiamond,
    &ColdWave,
    &Blizzard,
    &DeepDive,
    &MiraculousCatch,
    &IcyReflection,
    &EncasedInIce,
];

/// After a Power card came into play out of the usual Buy-step flow: unless it paused the
/// game (a reaction to a heart loss, a Mimic to place), refill the market and end the turn if
/// the active monster did not survive it (what the Buy step does after a purchase).
fn after_card_effect(tx: &mut Tx) {
    if tx.state.pending.reaction.is_none() && tx.state.pending.mimic_offer.is_none() {
        tx.continue_buying();
    }
}

/// Black Diamond (permanent): 1 extra VP each time you take control of Tokyo, and each time
/// you stay in Tokyo when you were asked whether to yield.
pub struct BlackDiamond;

impl Evolution for BlackDiamond {
    fn id(&self) -> &'static str {
        "black_diamond"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&BlackDiamond)
    }
}

impl PowerCard for BlackDiamond {
    fn id(&self) -> &'static str {
        "black_diamond"
    }

    fn on_took_tokyo(&self, tx: &mut Tx, owner: Seat) {
        tx.gain_vp(owner, 1, "black_diamond");
    }

    fn on_stayed_in_tokyo(&self, tx: &mut Tx, owner: Seat) {
        tx.gain_vp(owner, 1, "black_diamond");
    }
}

/// Cold Wave (temporary, any time): until the start of its owner's next turn, the other
/// monsters roll 1 die fewer (reference adaptation: the card stays in front of its owner
/// until then, its owner is not affected, and it may be played on any turn). Kept in
/// `State::lasting_evolutions`; a turn already rolling keeps its dice.
pub struct ColdWave;

impl Evolution for ColdWave {
    fn id(&self) -> &'static str {
        "cold_wave"
    }

    fn lasts_until_next_turn(&self) -> bool {
        true
    }

    fn others_dice_reduction(&self) -> u8 {
        1
    }
}

/// Blizzard (temporary, its owner's turn): until the start of its owner's next turn, the
/// other monsters get a single roll and cannot yield Tokyo (neither asked to yield nor
/// offered Jets). Medium confidence: the printed card says "monsters"; the owner exemption
/// is the reference adaptation's reading (spec 9.4 note). A turn already rolling keeps its
/// rolls.
pub struct Blizzard;

impl Evolution for Blizzard {
    fn id(&self) -> &'static str {
        "blizzard"
    }

    fn window(&self) -> Window {
        Window::OwnTurn
    }

    fn lasts_until_next_turn(&self) -> bool {
        true
    }

    fn others_single_roll(&self) -> bool {
        true
    }

    fn others_cannot_yield(&self) -> bool {
        true
    }
}

/// Deep Dive (temporary, any time): its owner looks at the top 3 cards of the Power deck
/// (fewer if the deck is shorter; `PowerCardsLooked`, the cards only for that seat), then
/// must choose one (`EVOLUTION_CHOICE`: `PlayEvolution` naming Deep Dive with `card`, no
/// `pass`): it comes into play in front of its owner for free (a Keep card as if bought, a
/// Discard card resolves; not a purchase), and the others go under the deck in the order
/// they were (`EvolutionChoiceMade`, `bottom` only for that seat): the other seats learn only
/// the card taken. Ruling (ours): not playable while a heart loss waits for reactions or a
/// Mimic token for its placement (a Discard card's own heart loss cannot nest in another),
/// nor with an empty deck.
pub struct DeepDive;

impl Evolution for DeepDive {
    fn id(&self) -> &'static str {
        "deep_dive"
    }

    fn playable(&self, state: &State, _owner: Seat) -> bool {
        state.pending.reaction.is_none()
            && state.pending.mimic_offer.is_none()
            && !state.deck.is_empty()
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, instance: u16, _params: &EvolutionParams) {
        let cards: Vec<CardInstance> = tx.state.deck.iter().take(3).cloned().collect();
        let Some(evolution) = tx.state.monsters[owner.index()]
            .evolutions
            .discard
            .iter()
            .find(|c| c.instance == instance)
            .cloned()
        else {
            return;
        };
        tx.emit(Event::PowerCardsLooked(PowerCardsLooked {
            seat: owner,
            evolution,
            count: cards.len() as u32,
            cards: Some(cards),
        }));
    }

    fn choice_options(&self, _state: &State, choice: &EvolutionChoice) -> Vec<EvolutionParams> {
        choice
            .cards
            .iter()
            .map(|c| EvolutionParams {
                card: Some(c.instance),
                ..EvolutionParams::default()
            })
            .collect()
    }

    fn on_choice(
        &self,
        tx: &mut Tx,
        owner: Seat,
        choice: &EvolutionChoice,
        picked: Option<&CardInstance>,
    ) {
        let bottom: Vec<CardInstance> = choice
            .cards
            .iter()
            .filter(|c| Some(c.instance) != picked.map(|p| p.instance))
            .cloned()
            .collect();
        tx.emit(Event::EvolutionChoiceMade(EvolutionChoiceMade {
            seat: owner,
            card: picked.cloned(),
            bottom: (!bottom.is_empty()).then_some(bottom),
        }));
        if let Some(card) = picked {
            tx.put_into_play(owner, card.clone(), self.id(), 0, false);
            after_card_effect(tx);
        }
    }
}

/// Miraculous Catch (permanent, its owner's Buy step, once per turn): `PlayEvolution` naming
/// the card in play (no parameters) reveals one card at random from the Power discard pile
/// (seeded RNG; `DiscardCardRevealed`, public). Its owner then buys it for 1 energy less than
/// its price (`PlayEvolution` naming Miraculous Catch with `card`, offered only if it can pay)
/// or passes (the card stays on the discard pile). The pile is public and unordered, so
/// "shuffle it and put the rest back" changes nothing else. Buying it is a purchase
/// (Media-Friendly counts it).
pub struct MiraculousCatch;

impl MiraculousCatch {
    fn price(state: &State, owner: Seat, card: &CardInstance) -> u32 {
        RULES.price(state, owner, &card.card).saturating_sub(1)
    }
}

impl Evolution for MiraculousCatch {
    fn id(&self) -> &'static str {
        "miraculous_catch"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::BuyStep)
    }

    fn use_choices(
        &self,
        state: &State,
        _owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        once_per_turn(state, instance, !state.discard.is_empty())
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, instance: u16, _params: &EvolutionParams) {
        let Some(evolution) = tx.state.monsters[owner.index()]
            .evolutions
            .in_play
            .iter()
            .find(|c| c.instance == instance)
            .cloned()
        else {
            return;
        };
        let discard = tx.state.discard.clone();
        let Some(card) = tx.rng.pick(&discard).cloned() else {
            return;
        };
        tx.emit(Event::DiscardCardRevealed(DiscardCardRevealed {
            seat: owner,
            evolution,
            card,
        }));
    }

    fn choice_options(&self, state: &State, choice: &EvolutionChoice) -> Vec<EvolutionParams> {
        let energy = state.monster(choice.seat).map_or(0, |m| m.energy);
        choice
            .cards
            .iter()
            .filter(|c| Self::price(state, choice.seat, c) <= energy)
            .map(|c| EvolutionParams {
                card: Some(c.instance),
                ..EvolutionParams::default()
            })
            .collect()
    }

    fn choice_declinable(&self) -> bool {
        true
    }

    fn on_choice(
        &self,
        tx: &mut Tx,
        owner: Seat,
        _choice: &EvolutionChoice,
        picked: Option<&CardInstance>,
    ) {
        tx.emit(Event::EvolutionChoiceMade(EvolutionChoiceMade {
            seat: owner,
            card: picked.cloned(),
            bottom: None,
        }));
        if let Some(card) = picked {
            let price = Self::price(&tx.state, owner, card);
            tx.put_into_play(owner, card.clone(), self.id(), price, true);
            after_card_effect(tx);
        }
    }
}

/// Icy Reflection (permanent, on play): `card` names a Permanent Evolution in play in front of
/// any monster (its owner's included), never another Icy Reflection; not playable when there
/// is none. The Snowflake token goes on it (`SnowflakePlaced`) and Icy Reflection becomes a
/// copy of it "as if played": the copied card's `on_play` runs with Icy Reflection's instance
/// (Adapting Technology's 3 tokens go on Icy Reflection), and from then on its Keep-card hooks
/// and its use (`PlayEvolution` naming Icy Reflection) are the copied card's, with Icy
/// Reflection's own tokens and once-per-turn uses. If the copied card leaves play, Icy
/// Reflection goes to its owner's face-up discards.
pub struct IcyReflection;

impl Evolution for IcyReflection {
    fn id(&self) -> &'static str {
        ICY_REFLECTION
    }

    fn param_choices(&self, state: &State, _owner: Seat) -> Vec<Option<EvolutionParams>> {
        state
            .monsters
            .iter()
            .filter(|m| m.alive)
            .flat_map(|m| m.evolutions.in_play.iter())
            .filter(|c| c.card != ICY_REFLECTION && RULES.evolution_implemented(&c.card))
            .map(|c| {
                Some(EvolutionParams {
                    card: Some(c.instance),
                    ..EvolutionParams::default()
                })
            })
            .collect()
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, instance: u16, params: &EvolutionParams) {
        let target = tx.state.monsters.iter().find_map(|m| {
            m.evolutions
                .in_play
                .iter()
                .find(|c| Some(c.instance) == params.card)
                .map(|c| (m.seat, c.clone()))
        });
        let Some((target_owner, card)) = target else {
            return;
        };
        tx.emit(Event::SnowflakePlaced(SnowflakePlaced {
            seat: owner,
            card: card.clone(),
            owner: target_owner,
        }));
        tx.play_as(&card.card, owner, instance);
    }
}

/// The index of the active monster's die frozen by Encased in Ice, if one of its dice is: the
/// die chosen on the owner's own turn, the last die on any other monster's turn (it was not
/// rolled: see [`frozen_face_for`]).
pub fn frozen_index(state: &State) -> Option<usize> {
    let frozen = state.power_up.frozen_die.as_ref()?;
    if frozen.seat == state.active {
        Some(frozen.die as usize).filter(|d| *d < state.dice.len())
    } else {
        state.dice.len().checked_sub(1)
    }
}

/// The face of another monster's frozen die that `seat` gets as its last die when it rolls
/// (one die fewer rolled).
pub fn frozen_face_for(state: &State, seat: Seat) -> Option<Face> {
    state
        .power_up
        .frozen_die
        .as_ref()
        .filter(|f| f.seat != seat)
        .map(|f| f.face)
}

/// The active monster's dice that may be rerolled or changed: every die but the frozen one.
pub fn free_dice(state: &State) -> impl Iterator<Item = usize> + '_ {
    let frozen = frozen_index(state);
    (0..state.dice.len()).filter(move |d| Some(*d) != frozen)
}

/// Encased in Ice (permanent, after its owner's final roll): its owner pays 1 energy to freeze one of
/// its dice (`UseEvolution` naming the card in play, `dice: [index]`; `DieFrozen`). The die
/// keeps its face until the owner's next turn starts (or the owner is eliminated): it cannot
/// be rerolled or changed (rerolls, die changes, Saurian Adaptability, Yin & Yang, Psychic
/// Probes and Heart of the Rabbit skip it), and every other monster rolls one die fewer and
/// gets it, with that face, as its last die, which it resolves like its own (spec 9.4 note:
/// reference adaptation). Once per turn, in its owner's Resolve Dice moment (after the final
/// roll and the Psychic Probes, as its data says). Rulings (ours, *to confirm*): only one die
/// is frozen at a time (not usable while another die is frozen, e.g. through Icy Reflection);
/// a monster whose dice count is 0 gets no frozen die.
pub struct EncasedInIce;

impl Evolution for EncasedInIce {
    fn id(&self) -> &'static str {
        "encased_in_ice"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::ResolveDice)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        let energy = state.monster(owner).map_or(0, |m| m.energy);
        if energy < 1
            || state.turn_scratch.cards_used.contains(&instance)
            || state.power_up.frozen_die.is_some()
        {
            return Vec::new();
        }
        (0..state.dice.len() as u8)
            .map(|die| {
                Some(EvolutionParams {
                    dice: Some(vec![die]),
                    ..EvolutionParams::default()
                })
            })
            .collect()
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, instance: u16, params: &EvolutionParams) {
        let Some(die) = params.dice.as_ref().and_then(|d| d.first().copied()) else {
            return;
        };
        let Some(face) = tx.state.dice.get(die as usize).copied() else {
            return;
        };
        tx.lose_energy(owner, 1, self.id());
        tx.emit(Event::DieFrozen(DieFrozen {
            seat: owner,
            card: instance,
            die,
            face,
        }));
    }
}

/// Freeze Ray (permanent): when its owner's Smashes wound a monster in Tokyo (on the owner's
/// turn: spec 9.4's reading of "wound"), it gives that monster this card (`FreezeRayGiven`;
/// with several wounded in Tokyo the owner chooses, `FREEZE_RAY_TARGET`). At the start of
/// that monster's next turn the owner chooses a die face (`FREEZE_RAY_FACE`, after the
/// automatic start-of-turn effects): the holder's dice showing it are set aside before they
/// resolve (`FrozenFaceIgnored`), so they score, heal, power and smash nothing and do not
/// count for the Evolution draw. The card comes back at the end of that turn
/// (`FreezeRayReturned`), or as soon as either monster is eliminated. It never leaves its
/// owner's play area (it is still the owner's card; `State::freeze_rays` records the holder),
/// and while it is away it cannot be given again. Both choices are compulsory (no `pass`).
pub struct FreezeRay;

/// The faces Freeze Ray may freeze, in the order they are offered.
const FREEZABLE: [Face; 6] = [
    Face::Smash,
    Face::Heart,
    Face::Energy,
    Face::One,
    Face::Two,
    Face::Three,
];

impl Evolution for FreezeRay {
    fn id(&self) -> &'static str {
        "freeze_ray"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&FreezeRay)
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::FreezeRay)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        if let Some(hold) = state
            .power_up
            .freeze_rays
            .iter()
            .find(|h| h.card == instance)
        {
            let choosing =
                hold.owner == owner && hold.holder == state.active && hold.face.is_none();
            if !choosing {
                return Vec::new();
            }
            return FREEZABLE
                .iter()
                .map(|&face| {
                    Some(EvolutionParams {
                        face: Some(face),
                        ..EvolutionParams::default()
                    })
                })
                .collect();
        }
        let targets = wounded_in_tokyo(state, owner);
        if targets.len() < 2 {
            return Vec::new();
        }
        targets
            .into_iter()
            .map(|target| {
                Some(EvolutionParams {
                    target: Some(target),
                    ..EvolutionParams::default()
                })
            })
            .collect()
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, instance: u16, params: &EvolutionParams) {
        if let Some(to) = params.target {
            tx.emit(Event::FreezeRayGiven(FreezeRayGiven {
                seat: owner,
                card: instance,
                to,
            }));
        } else if let Some(face) = params.face {
            let holder = tx.state.active;
            tx.emit(Event::FreezeRayFaceChosen(FreezeRayFaceChosen {
                seat: owner,
                card: instance,
                holder,
                face,
            }));
        }
    }
}

impl PowerCard for FreezeRay {
    fn id(&self) -> &'static str {
        "freeze_ray"
    }

    /// One wounded monster in Tokyo receives it at once; several wait for the owner's choice
    /// (the `FreezeRayTarget` stage that follows the Smash batch).
    fn on_smash_wounded(&self, tx: &mut Tx, owner: Seat, _wounded: &[Seat]) {
        let [to] = wounded_in_tokyo(&tx.state, owner)[..] else {
            return;
        };
        if let Some(card) = freeze_rays_at_home(&tx.state, owner).first().copied() {
            tx.emit(Event::FreezeRayGiven(FreezeRayGiven {
                seat: owner,
                card,
                to,
            }));
        }
    }
}

/// The monsters in Tokyo that `owner`'s Smashes wounded this turn (on its own turn only).
fn wounded_in_tokyo(state: &State, owner: Seat) -> Vec<Seat> {
    if owner != state.active {
        return Vec::new();
    }
    state
        .turn_scratch
        .smash_wounded
        .iter()
        .copied()
        .filter(|s| {
            state
                .monster(*s)
                .is_some_and(|m| m.alive && m.location.in_tokyo())
        })
        .collect()
}

/// `owner`'s cards in play acting as Freeze Ray (Icy Reflection may copy it) that are not
/// given away now, by instance.
fn freeze_rays_at_home(state: &State, owner: Seat) -> Vec<u16> {
    state.monster(owner).map_or(Vec::new(), |m| {
        m.evolutions
            .in_play
            .iter()
            .filter(|c| acting_card_id(state, c) == Some("freeze_ray"))
            .map(|c| c.instance)
            .filter(|i| !state.power_up.freeze_rays.iter().any(|h| h.card == *i))
            .collect()
    })
}

/// Before the active monster's dice resolve: the dice showing a face frozen by a Freeze Ray
/// it holds are set aside (they have no effect this turn).
pub fn ignore_frozen_face(tx: &mut Tx) {
    let seat = tx.state.active;
    let faces: Vec<Face> = tx
        .state
        .power_up
        .freeze_rays
        .iter()
        .filter(|h| h.holder == seat)
        .filter_map(|h| h.face)
        .collect();
    // Two Freeze Rays on one face set its dice aside once: the second finds none left.
    for face in faces {
        let dice = tx.state.dice.iter().filter(|f| **f == face).count() as u32;
        if dice > 0 {
            tx.emit(Event::FrozenFaceIgnored(FrozenFaceIgnored {
                seat,
                face,
                dice,
            }));
        }
    }
}

/// The end of a turn: the Freeze Rays the active monster holds go back to their owners.
pub fn return_freeze_rays(tx: &mut Tx) {
    let from = tx.state.active;
    let held: Vec<(Seat, u16)> = tx
        .state
        .power_up
        .freeze_rays
        .iter()
        .filter(|h| h.holder == from)
        .map(|h| (h.owner, h.card))
        .collect();
    for (seat, card) in held {
        tx.emit(Event::FreezeRayReturned(FreezeRayReturned {
            seat,
            card,
            from,
        }));
    }
}
