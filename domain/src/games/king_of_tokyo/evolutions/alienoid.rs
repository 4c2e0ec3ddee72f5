//! Alienoid's Evolution cards (one type per card, listed in [`CARDS`]).
//!
//! Its deck (`evolutions.json`):
//! - `alien_scourge` (temporary; any time)
//! - `precision_field_support` (temporary; any time)
//! - `anger_batteries` (temporary; any time (typically end of a turn))
//! - `adapting_technology` (permanent; your turn)
//! - `funny_looking_but_dangerous` (permanent; resolve dice)
//! - `exotic_arms` (permanent; before your first roll)
//! - `mothership_support` (permanent; your turn, once)
//! - `superior_alien_technology` (permanent; buy step and start of turn)

use super::super::cards::power_card::PowerCard;
use super::super::command::EvolutionParams;
use super::super::event::{
    CardTokensSet, DeckCardDiscarded, EnergyGained, Event, MarketSwept, UfoRolled, UfoTokenPlaced,
};
use super::super::faces::{count, roll_dice};
use super::super::state::{CardInstance, CardKind, Face, Hit, State, tally_of};
use super::super::tx::{RULES, Tx};
use super::evolution::{Evolution, Window};
use super::shared::{PaidEachTurn, discard_from_play, used_this_turn};
use crate::engine::Seat;

/// The implemented cards of this monster.
pub const CARDS: &[&dyn Evolution] = &[
    &AlienScourge,
    &AngerBatteries,
    &FunnyLookingButDangerous,
    &EXOTIC_ARMS,
    &PrecisionFieldSupport,
    &AdaptingTechnology,
    &MothershipSupport,
    &SuperiorAlienTechnology,
];

/// Alien Scourge (temporary, any time): +2 VP.
pub struct AlienScourge;

impl Evolution for AlienScourge {
    fn id(&self) -> &'static str {
        "alien_scourge"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.gain_vp(owner, 2, self.id());
    }
}

/// Anger Batteries (temporary, any time): 1 energy per heart its owner lost this turn (the
/// turn under way, whoever's it is).
pub struct AngerBatteries;

impl Evolution for AngerBatteries {
    fn id(&self) -> &'static str {
        "anger_batteries"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        let lost = tally_of(&tx.state.turn_scratch.hearts_lost_this_turn, owner);
        tx.gain_energy(owner, lost, self.id());
    }
}

/// Funny Looking but Dangerous (permanent, resolve dice): final dice with at least three 2s
/// make each other monster lose 1 heart. Card damage, in the same batch as the owner's
/// Smashes (its Smash step; even without a Smash), so it never lets a monster yield.
pub struct FunnyLookingButDangerous;

impl Evolution for FunnyLookingButDangerous {
    fn id(&self) -> &'static str {
        "funny_looking_but_dangerous"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&FunnyLookingButDangerous)
    }
}

impl PowerCard for FunnyLookingButDangerous {
    fn id(&self) -> &'static str {
        "funny_looking_but_dangerous"
    }

    fn extra_hits(&self, state: &State, owner: Seat, faces: &[Face]) -> Vec<Hit> {
        if count(faces, Face::Two) < 3 {
            return Vec::new();
        }
        state
            .monsters
            .iter()
            .filter(|m| m.alive && m.seat != owner)
            .map(|m| Hit {
                seat: m.seat,
                amount: 1,
                reason: "funny_looking_but_dangerous".into(),
            })
            .collect()
    }
}

/// Exotic Arms (permanent, before your first roll): in the start-of-turn window its owner may
/// put 2 energy on it (`UseEvolution`, once a turn). Then, at the dice resolution, with at
/// least 3 Smash faces rolled (Smashes added by cards do not count) the 2 energy come back
/// (not a gain from the bank: no Friend of Children bonus) and each monster its Smashes hit
/// loses 2 extra hearts; otherwise the energy is lost and the owner loses 2 hearts (card
/// damage, in the batch of its Smash step).
pub struct ExoticArms;

/// The card itself: paid for at the start of the turn; its effect is [`ExoticArms`]'s hooks.
pub const EXOTIC_ARMS: PaidEachTurn = PaidEachTurn {
    id: "exotic_arms",
    cost: 2,
    hooks: &ExoticArms,
};

impl PowerCard for ExoticArms {
    fn id(&self) -> &'static str {
        "exotic_arms"
    }

    fn on_numbers(&self, tx: &mut Tx, owner: Seat, faces: &[Face], _smashes: u32) {
        if used_this_turn(&tx.state, owner, "exotic_arms") && count(faces, Face::Smash) >= 3 {
            tx.emit(Event::EnergyGained(EnergyGained {
                seat: owner,
                amount: 2,
                reason: "exotic_arms".into(),
            }));
        }
    }

    fn smash_hit_bonus(&self, state: &State, owner: Seat) -> u32 {
        let hit =
            used_this_turn(state, owner, "exotic_arms") && count(&state.dice, Face::Smash) >= 3;
        if hit { 2 } else { 0 }
    }

    fn extra_hits(&self, state: &State, owner: Seat, faces: &[Face]) -> Vec<Hit> {
        if used_this_turn(state, owner, "exotic_arms") && count(faces, Face::Smash) < 3 {
            vec![Hit {
                seat: owner,
                amount: 2,
                reason: "exotic_arms".into(),
            }]
        } else {
            Vec::new()
        }
    }
}

/// Precision Field Support (temporary, any time): reveal Power cards from the top of the deck
/// until a Keep card costing 4 energy or less (printed cost); it comes into play in front of
/// its owner for free, and the other revealed cards are discarded (each as it is revealed,
/// in public). Ruling (ours): the discard pile is not reshuffled during the reveal; if the
/// deck runs out first, nothing comes into play.
pub struct PrecisionFieldSupport;

impl Evolution for PrecisionFieldSupport {
    fn id(&self) -> &'static str {
        "precision_field_support"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        while let Some(top) = tx.state.deck.first().cloned() {
            let content = &tx.state.content;
            if content.kind_of(&top.card) == CardKind::Keep && content.cost_of(&top.card) <= 4 {
                tx.put_into_play(owner, top, self.id(), 0, false);
                return;
            }
            tx.emit(Event::DeckCardDiscarded(DeckCardDiscarded {
                seat: owner,
                card: top,
                reason: self.id().to_owned(),
            }));
        }
    }
}

/// Tokens on a card in play.
fn tokens(state: &State, instance: u16) -> u32 {
    state.card_tokens.get(&instance).copied().unwrap_or(0)
}

/// Adapting Technology (permanent): comes into play with 3 tokens; in its owner's Buy step,
/// remove 1 token to sweep the market for free (`UseEvolution` naming the card in play, no
/// parameters); the card is discarded when its last token is spent. Ruling (ours): usable
/// only when the owner is asked to buy (the Buy step, where sweeping belongs), any number of
/// times while tokens remain.
pub struct AdaptingTechnology;

impl Evolution for AdaptingTechnology {
    fn id(&self) -> &'static str {
        "adapting_technology"
    }

    fn on_play(&self, tx: &mut Tx, owner: Seat, instance: u16, _params: &EvolutionParams) {
        tx.emit(Event::CardTokensSet(CardTokensSet {
            seat: owner,
            card: instance,
            tokens: 3,
            reason: self.id().to_owned(),
        }));
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
        if tokens(state, instance) > 0 && state.market.iter().any(Option::is_some) {
            vec![None]
        } else {
            Vec::new()
        }
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, instance: u16, _params: &EvolutionParams) {
        let left = tokens(&tx.state, instance).saturating_sub(1);
        tx.emit(Event::CardTokensSet(CardTokensSet {
            seat: owner,
            card: instance,
            tokens: left,
            reason: self.id().to_owned(),
        }));
        let cards = tx.state.market.iter().flatten().cloned().collect();
        tx.emit(Event::MarketSwept(MarketSwept {
            seat: owner,
            price: 0,
            cards,
        }));
        if left == 0 {
            discard_from_play(tx, owner, instance, self.id());
        }
        tx.continue_buying();
    }
}

/// Mothership Support (permanent, during its owner's turn, once): spend 1 energy to gain 1
/// heart (card healing: allowed in Tokyo). Offered only with a missing heart and 1 energy
/// (`UseEvolution` naming the card in play, no parameters).
pub struct MothershipSupport;

impl Evolution for MothershipSupport {
    fn id(&self) -> &'static str {
        "mothership_support"
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::OwnTurn)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        let usable = state.monster(owner).is_some_and(|m| {
            m.energy >= 1
                && m.health < m.max_health
                && !state.turn_scratch.cards_used.contains(&instance)
        });
        if usable { vec![None] } else { Vec::new() }
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.lose_energy(owner, 1, self.id());
        tx.heal(owner, 1, self.id());
    }
}

/// Superior Alien Technology (permanent): in its owner's Buy step, `PlayEvolution` naming the
/// card in play with `card` (a Keep card of the market) buys that card for half its price,
/// rounded up, with a UFO token on it (`UfoTokenPlaced`, then the usual `CardBought`), while
/// the owner has fewer than 3 Keep cards with a UFO token; buying at the full price stays the
/// usual `buyCard`. At the start of its owner's turn one die is rolled for each of its Keep
/// cards with a UFO token (`UfoRolled`, seeded RNG) and each card rolling a Smash is
/// discarded. Ruling (ours): the half applies to the price after discounts (Alien Origin),
/// rounded up.
pub struct SuperiorAlienTechnology;

const UFO_LIMIT: usize = 3;

impl SuperiorAlienTechnology {
    fn ufo_cards(state: &State, owner: Seat) -> Vec<u16> {
        state.monster(owner).map_or(Vec::new(), |m| {
            m.keep_cards
                .iter()
                .map(|c| c.instance)
                .filter(|i| state.power_up.ufo_cards.contains(i))
                .collect()
        })
    }

    fn half_price(state: &State, owner: Seat, card: &CardInstance) -> u32 {
        RULES.price(state, owner, &card.card).div_ceil(2)
    }
}

impl Evolution for SuperiorAlienTechnology {
    fn id(&self) -> &'static str {
        "superior_alien_technology"
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(&SuperiorAlienTechnology)
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::BuyStep)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        _instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        if Self::ufo_cards(state, owner).len() >= UFO_LIMIT {
            return Vec::new();
        }
        let energy = state.monster(owner).map_or(0, |m| m.energy);
        state
            .market
            .iter()
            .flatten()
            .filter(|c| {
                state.content.kind_of(&c.card) == CardKind::Keep
                    && Self::half_price(state, owner, c) <= energy
            })
            .map(|c| {
                Some(EvolutionParams {
                    card: Some(c.instance),
                    ..EvolutionParams::default()
                })
            })
            .collect()
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, params: &EvolutionParams) {
        let found = tx.state.market.iter().enumerate().find_map(|(slot, c)| {
            c.clone()
                .filter(|c| Some(c.instance) == params.card)
                .map(|c| (slot, c))
        });
        let Some((slot, card)) = found else {
            return;
        };
        let price = Self::half_price(&tx.state, owner, &card);
        tx.emit(Event::UfoTokenPlaced(UfoTokenPlaced { seat: owner, card }));
        tx.buy_for(owner, slot as u8, price);
    }
}

impl PowerCard for SuperiorAlienTechnology {
    fn id(&self) -> &'static str {
        "superior_alien_technology"
    }

    fn on_turn_start(&self, tx: &mut Tx, owner: Seat, _instance: u16) {
        for card in Self::ufo_cards(&tx.state, owner) {
            let face = roll_dice(tx.rng, 1)[0];
            tx.emit(Event::UfoRolled(UfoRolled {
                seat: owner,
                card,
                face,
            }));
            if face == Face::Smash {
                tx.discard_keep(owner, &[card], "superior_alien_technology");
            }
        }
    }
}
