//! A given/when/then builder for King of Tokyo states, for tests inside and outside this
//! crate (the `testing` feature): set up a table with [`given`], send commands with
//! [`when`] (through `Game::decide`), then read the events and the state.
//!
//! ```
//! use domain::engine::{Confirm, Seat};
//! use domain::games::king_of_tokyo::testing::{given, when, H, N1, N2, S};
//! use domain::games::king_of_tokyo::{Command, Event};
//!
//! // Seat 0 rolled one Smash and holds Spiked Tail (+1 Smash); seat 1 is in Tokyo City.
//! let mut state = given()
//!     .monsters(2)
//!     .in_city(1)
//!     .keep(0, "spiked_tail")
//!     .dice([S, H, H, N1, N2, N2])
//!     .build();
//! let events = when(&mut state, 0, Command::StopRolling(Confirm::Yes));
//! assert!(events.iter().any(
//!     |e| matches!(e, Event::HealthLost(l) if l.seat == Seat(1) && l.amount == 2)
//! ));
//! assert_eq!(state.monsters[1].health, 8);
//! ```

use super::cards::registry::power_deck;
use super::data;
use super::event::Event;
use super::rules::invariants::check_invariants;
use super::state::{
    CardInstance, Face, Location, MARKET_SLOTS, Monster, Phase, ROLLS_PER_TURN, State,
};
use super::{Command, KingOfTokyo, Options};
use crate::engine::{GameRng, RuleError, Seat, testing};

pub use Face::{Energy as E, Heart as H, One as N1, Smash as S, Three as N3, Two as N2};

/// A small state builder: `given().monsters(4).in_city(1).health(1, 7).dice([S, S, ...])`.
pub struct Given {
    state: State,
}

pub fn given() -> Given {
    Given {
        state: State::default(),
    }
}

/// Shorthand for `Seat(n)`.
pub fn seat(n: u8) -> Seat {
    Seat(n)
}

/// A physical card of the data file by id (the first copy not used yet in `state`).
fn instance_of(state: &State, card: &str) -> CardInstance {
    let used: Vec<u16> = state
        .market
        .iter()
        .flatten()
        .chain(state.monsters.iter().flat_map(|m| m.keep_cards.iter()))
        .map(|c| c.instance)
        .collect();
    data::all_card_instances()
        .into_iter()
        .find(|c| c.card == card && !used.contains(&c.instance))
        .unwrap_or_else(|| panic!("no card {card}"))
}

impl Given {
    /// `n` monsters at full health outside Tokyo; seat 0 is rolling (first roll made);
    /// the market holds the first three cards of the unshuffled deck.
    pub fn monsters(mut self, n: usize) -> Self {
        let monsters = data::base_monsters();
        let deck = power_deck(crate::games::king_of_tokyo::data::Content::embedded());
        self.state = State {
            options: Options::default(),
            phase: Phase::Rolling,
            monsters: (0..n)
                .map(|i| Monster::entering(Seat(i as u8), monsters[i].id.clone(), 10))
                .collect(),
            market: deck[..MARKET_SLOTS].iter().cloned().map(Some).collect(),
            deck: deck[MARKET_SLOTS..].to_vec(),
            active: Seat(0),
            turn: 1,
            dice: vec![N1, N2, N3, N1, N2, N3],
            rolls_used: 1,
            rolls_allowed: ROLLS_PER_TURN,
            ..State::default()
        };
        self
    }

    pub fn options(mut self, options: Options) -> Self {
        self.state.options = options;
        self
    }

    /// The monster of seat `s`, to set up what the other methods do not.
    pub fn monster(&mut self, s: u8) -> &mut Monster {
        &mut self.state.monsters[s as usize]
    }

    pub fn in_city(mut self, s: u8) -> Self {
        self.state.city = Some(Seat(s));
        self.monster(s).location = Location::City;
        self
    }

    pub fn in_bay(mut self, s: u8) -> Self {
        self.state.bay = Some(Seat(s));
        self.monster(s).location = Location::Bay;
        self
    }

    pub fn health(mut self, s: u8, health: u8) -> Self {
        self.monster(s).health = health;
        self
    }

    pub fn vp(mut self, s: u8, vp: u32) -> Self {
        self.monster(s).victory_points = vp;
        self
    }

    pub fn energy(mut self, s: u8, energy: u32) -> Self {
        self.monster(s).energy = energy;
        self
    }

    pub fn eliminated(mut self, s: u8) -> Self {
        let m = self.monster(s);
        m.alive = false;
        m.health = 0;
        m.eliminated_in = Some(1);
        self.state.elimination_batches = 1;
        self
    }

    /// A Keep card in front of a monster (its effect need not be implemented).
    pub fn keep(mut self, s: u8, card: &str) -> Self {
        let card = instance_of(&self.state, card);
        self.state.deck.retain(|c| c.instance != card.instance);
        self.monster(s).keep_cards.push(card);
        self
    }

    /// Poison and Shrink tokens on a monster.
    pub fn tokens(mut self, s: u8, poison: u8, shrink: u8) -> Self {
        let m = self.monster(s);
        m.poison = poison;
        m.shrink = shrink;
        self
    }

    /// Tokens on the Keep card `card` of monster `s`.
    pub fn card_tokens(mut self, s: u8, card: &str, tokens: u32) -> Self {
        let instance = self.state.monsters[s as usize]
            .keep_cards
            .iter()
            .find(|c| c.card == card)
            .expect("keep card")
            .instance;
        self.state.card_tokens.insert(instance, tokens);
        self
    }

    /// The Mimic token on the Keep card `card` (of any monster).
    pub fn mimic_on(mut self, card: &str) -> Self {
        let instance = self
            .state
            .monsters
            .iter()
            .flat_map(|m| m.keep_cards.iter())
            .find(|c| c.card == card)
            .expect("keep card")
            .instance;
        self.state.mimic_target = Some(instance);
        self
    }

    /// Maximum hearts of a monster.
    pub fn max_health(mut self, s: u8, max: u8) -> Self {
        self.monster(s).max_health = max;
        self
    }

    /// Replace the market with these cards (taken out of the deck).
    pub fn market(mut self, cards: [&str; 3]) -> Self {
        self.state.market = vec![None; MARKET_SLOTS];
        for (slot, card) in cards.into_iter().enumerate() {
            let card = instance_of(&self.state, card);
            self.state.deck.retain(|c| c.instance != card.instance);
            self.state.market[slot] = Some(card);
        }
        // Cards that left the market go back to the deck, so every card stays in one zone.
        for c in power_deck(crate::games::king_of_tokyo::data::Content::embedded()) {
            let placed = self.state.deck.iter().any(|d| d.instance == c.instance)
                || self
                    .state
                    .market
                    .iter()
                    .flatten()
                    .any(|m| m.instance == c.instance)
                || self
                    .state
                    .monsters
                    .iter()
                    .any(|m| m.keep_cards.iter().any(|k| k.instance == c.instance));
            if !placed {
                self.state.deck.push(c);
            }
        }
        self
    }

    /// The active seat, rolling with these faces after its first roll.
    pub fn active(mut self, s: u8) -> Self {
        self.state.active = Seat(s);
        self
    }

    /// The active monster's dice after its first roll (two rerolls left).
    pub fn dice(mut self, faces: impl Into<Vec<Face>>) -> Self {
        self.state.phase = Phase::Rolling;
        self.state.dice = faces.into();
        self.state.rolls_used = 1;
        self
    }

    pub fn rolls_used(mut self, n: u8) -> Self {
        self.state.rolls_used = n;
        self
    }

    /// The active monster is in its Buy step.
    pub fn buying(mut self) -> Self {
        self.state.phase = Phase::Buying;
        self
    }

    pub fn build(mut self) -> State {
        let keep: usize = self.state.monsters.iter().map(|m| m.keep_cards.len()).sum();
        self.state.card_count = (self.state.deck.len()
            + self.state.market.iter().flatten().count()
            + self.state.discard.len()
            + keep) as u32;
        check_invariants(&self.state).expect("given state is valid");
        self.state
    }
}

/// Send a command and apply the events; panics if refused.
pub fn when(state: &mut State, s: u8, command: Command) -> Vec<Event> {
    try_when(state, s, command).unwrap_or_else(|e| panic!("refused: {e}"))
}

pub fn try_when(state: &mut State, s: u8, command: Command) -> Result<Vec<Event>, RuleError> {
    let result = testing::when::<KingOfTokyo>(state, Seat(s), &command, &mut GameRng::from_u64(7));
    if result.is_ok() {
        check_invariants(state).expect("invariants hold");
    }
    result
}
