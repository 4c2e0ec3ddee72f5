//! Pandakai's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `panda_monium` (temporary; any time)
//! - `eats_shoots_and_leaves` (temporary; when you enter Tokyo)
//! - `bamboozle` (temporary; when another monster buys a Power card)
//! - `bear_necessities` (temporary; any time)
//! - `panda_express` (permanent; resolve dice)
//! - `bamboo_supply` (permanent; start of your turn)
//! - `pandarwinism` (permanent; resolve dice)
//! - `yin_and_yang` (permanent; before resolving)

use super::super::cards::power_card::{PowerCard, others};
use super::super::command::EvolutionParams;
use super::super::event::{
    CardPurchaseBlocked, CardTokensSet, DieChanged, Event, ExtraTurnGained, LeftTokyo,
};
use super::super::state::{AfterDamage, Face, State};
use super::super::tx::{RULES, Tx};
use super::evolution::{Evolution, Window};
use super::shared::{entered_tokyo_this_turn, once_per_turn};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &PandaMonium,
    &BearNecessities,
    &PandaExpress,
    &Pandarwinism,
    &EatsShootsAndLeaves,
    &Bamboozle,
    &BambooSupply,
    &YinAndYang,
];

/// Panda-Monium (temporary, any time): +6 energy for its owner, +3 for every other monster.
pub struct PandaMonium;

impl Evolution for PandaMonium {
    fn id(&self) -> &'static str {
        "panda_monium"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.gain_energy(owner, 6, self.id());
        for other in others(&tx.state, owner) {
            tx.gain_energy(other, 3, self.id());
        }
    }
}

/// Bear Necessities (temporary, any time): -1 VP, +2 energy, +2 hearts.
pub struct BearNecessities;

impl Evolution for BearNecessities {
    fn id(&self) -> &'static str {
        "bear_necessities"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.lose_vp(owner, 1, self.id());
        tx.gain_energy(owner, 2, self.id());
        tx.heal(owner, 2, self.id());
    }
}

/// Panda Express (permanent, resolve dice): final dice showing 1, 2, 3, Heart, Smash and
/// Energy score 2 VP and another turn after this one (queued like Frenzy's). A Smash added by
/// a card counts (spec 4.5: added symbols count for "if your roll includes"); numbers only come
/// from dice, and no card adds a Heart or an Energy without one rolled.
pub struct PandaExpress;

impl Evolution for PandaExpress {
    fn id(&self) -> &'static str {
        "panda_express"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&PandaExpress)
    }
}

impl PowerCard for PandaExpress {
    fn id(&self) -> &'static str {
        "panda_express"
    }

    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], smashes: u32) {
        let rolled = [Face::One, Face::Two, Face::Three, Face::Heart, Face::Energy];
        if smashes > 0 && rolled.iter().all(|f| faces.contains(f)) {
            tx.gain_vp(owner, 2, "panda_express");
            tx.emit(Event::ExtraTurnGained(ExtraTurnGained {
                seat: owner,
                reason: "panda_express".to_owned(),
            }));
        }
    }
}

/// Pandarwinism (permanent, resolve dice): 3 Hearts rolled score 1 VP, each Heart beyond the
/// third 1 more (the dice as rolled: Cat Nip's doubling is not a Heart rolled).
pub struct Pandarwinism;

impl Evolution for Pandarwinism {
    fn id(&self) -> &'static str {
        "pandarwinism"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&Pandarwinism)
    }
}

impl PowerCard for Pandarwinism {
    fn id(&self) -> &'static str {
        "pandarwinism"
    }

    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _smashes: u32) {
        let hearts = faces.iter().filter(|f| **f == Face::Heart).count() as u32;
        if hearts >= 3 {
            tx.gain_vp(owner, hearts - 2, "pandarwinism");
        }
    }
}

/// Eats, Shoots and Leaves (temporary, when you enter Tokyo): played in the Enter Tokyo step
/// by a monster that entered Tokyo this turn. Its owner gains 1 energy and leaves Tokyo (no
/// monster takes its place: the step's entry is over), then every other monster outside Tokyo
/// loses 2 hearts (the monsters outside when it is played; the heart loss comes last, as it
/// may pause for reactions).
pub struct EatsShootsAndLeaves;

impl Evolution for EatsShootsAndLeaves {
    fn id(&self) -> &'static str {
        "eats_shoots_and_leaves"
    }

    fn window(&self) -> Window {
        Window::EnteredTokyo
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        entered_tokyo_this_turn(state, owner)
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let hits: Vec<(Seat, u32)> = others(&tx.state, owner)
            .into_iter()
            .filter(|s| !tx.state.location_of(*s).in_tokyo())
            .map(|s| (s, 2))
            .collect();
        tx.gain_energy(owner, 1, self.id());
        let from = tx.state.location_of(owner);
        if from.in_tokyo() {
            tx.emit(Event::LeftTokyo(LeftTokyo {
                seat: owner,
                from,
                reason: self.id().to_owned(),
            }));
        }
        tx.damage(&hits, owner, self.id(), AfterDamage::EvolutionWindow);
    }
}

/// Bamboozle (temporary, when another monster buys a Power card): when the active monster
/// buys a market card in its Buy step, the purchase is announced first
/// (`CardPurchaseAnnounced`) and the other monsters holding this card are asked in turn
/// (`BAMBOOZLE`). Played, the buyer does not pay, may not buy that card this turn, and buys at
/// once the other market card its owner names (`card`: an instance it can afford); with no
/// such card the purchase is only stopped (`params` `null`), as in the reference. Ruling: only
/// market purchases of the active monster can be answered (not Opportunist buys, Made in a
/// Lab or Parasitic Tentacles), and the forced purchase cannot be answered again.
pub struct Bamboozle;

impl Evolution for Bamboozle {
    fn id(&self) -> &'static str {
        "bamboozle"
    }

    fn window(&self) -> Window {
        Window::CardBought
    }

    fn playable(&self, state: &State, owner: Seat) -> bool {
        owner != state.active
    }

    fn param_choices(&self, state: &State, _owner: Seat) -> Vec<Option<EvolutionParams>> {
        let Some(p) = state.pending.pending_purchase.as_ref() else {
            return vec![None];
        };
        let energy = state.monster(p.buyer).map_or(0, |m| m.energy);
        let others: Vec<Option<EvolutionParams>> = state
            .market
            .iter()
            .flatten()
            .filter(|c| {
                c.instance != p.card.instance
                    && !state.turn_scratch.forbidden_cards.contains(&c.instance)
                    && RULES.price(state, p.buyer, &c.card) <= energy
            })
            .map(|c| {
                Some(EvolutionParams {
                    card: Some(c.instance),
                    ..EvolutionParams::default()
                })
            })
            .collect();
        if others.is_empty() {
            vec![None]
        } else {
            others
        }
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, params: &EvolutionParams) {
        let Some(p) = tx.state.pending.pending_purchase.clone() else {
            return;
        };
        tx.emit(Event::CardPurchaseBlocked(CardPurchaseBlocked {
            seat: p.buyer,
            card: p.card,
            by: Some(owner),
        }));
        let slot = params.card.and_then(|card| {
            tx.state
                .market
                .iter()
                .position(|c| c.as_ref().is_some_and(|c| c.instance == card))
        });
        if let Some(slot) = slot {
            tx.forced_buy(p.buyer, slot as u8);
        }
    }
}

/// Bamboo Supply (permanent, start of its owner's turn): either put 1 energy from the bank on
/// the card (`choice` 0) or take all the energy on it (`choice` 1, only when it holds some).
/// A decision owed at the start of the turn: the `START_OF_TURN` window opens for its owner
/// every turn (`UseEvolution` naming the card in play; `pass` declines both), once per turn.
/// The energy on the card is kept as card tokens.
pub struct BambooSupply;

impl Evolution for BambooSupply {
    fn id(&self) -> &'static str {
        "bamboo_supply"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::StartOfTurn)
    }

    fn use_choices(
        &self,
        state: &State,
        _owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        if state.turn_scratch.cards_used.contains(&instance) {
            return Vec::new();
        }
        let choice = |c: u8| {
            Some(EvolutionParams {
                choice: Some(c),
                ..EvolutionParams::default()
            })
        };
        let mut out = vec![choice(0)];
        if state.card_tokens.get(&instance).is_some_and(|t| *t > 0) {
            out.push(choice(1));
        }
        out
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, instance: u16, params: &EvolutionParams) {
        let on_card = tx.state.card_tokens.get(&instance).copied().unwrap_or(0);
        let (tokens, taken) = if params.choice == Some(1) {
            (0, on_card)
        } else {
            (on_card + 1, 0)
        };
        tx.emit(Event::CardTokensSet(CardTokensSet {
            seat: owner,
            card: instance,
            tokens,
            reason: self.id().to_owned(),
        }));
        tx.gain_energy(owner, taken, self.id());
    }
}

/// The opposite face for Yin & Yang: 1<->3, 2<->Heart, Smash<->Energy.
fn opposite(face: Face) -> Face {
    match face {
        Face::One => Face::Three,
        Face::Three => Face::One,
        Face::Two => Face::Heart,
        Face::Heart => Face::Two,
        Face::Smash => Face::Energy,
        Face::Energy => Face::Smash,
    }
}

/// Yin & Yang (permanent, before resolving): its owner may flip all its dice to their
/// opposite faces (1<->3, 2<->Heart, Smash<->Energy), one `DieChanged` per die. Used in the
/// Roll step after any roll and in the Resolve Dice moment (`UseEvolution` naming the card in
/// play, no parameters), like every die change. Ruling (ours): once per turn, since a second
/// flip would only undo the first.
pub struct YinAndYang;

impl Evolution for YinAndYang {
    fn id(&self) -> &'static str {
        "yin_and_yang"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::RollStep)
    }

    fn use_choices(
        &self,
        state: &State,
        _owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        // A die frozen by Encased in Ice does not flip.
        let free = super::space_penguin::free_dice(state).next().is_some();
        once_per_turn(state, instance, free)
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, instance: u16, _params: &EvolutionParams) {
        let dice: Vec<(usize, Face)> = super::space_penguin::free_dice(&tx.state)
            .map(|d| (d, tx.state.dice[d]))
            .collect();
        for (die, face) in dice {
            tx.emit(Event::DieChanged(DieChanged {
                seat: owner,
                card: instance,
                die: die as u8,
                face: opposite(face),
                reason: self.id().to_owned(),
            }));
        }
    }
}
