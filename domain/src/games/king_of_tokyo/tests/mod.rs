//! Given / when / then tests of King of Tokyo.

mod cards;
mod evolutions;
mod examples;
mod keep_cards;
mod keep_examples;
mod legal;
mod playouts;
mod power_up_examples;

use super::cards::power_deck;
use super::data;
use super::event::Event;
use super::state::{
    CardInstance, Face, Location, MARKET_SLOTS, Monster, Phase, ROLLS_PER_TURN, State,
};
use super::{Command, KingOfTokyo, Options};
use crate::engine::{Confirm, GameRng, RuleError, Seat, testing};

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
                .map(|i| Monster {
                    seat: Seat(i as u8),
                    monster: monsters[i].id.clone(),
                    health: 10,
                    max_health: 10,
                    victory_points: 0,
                    energy: 0,
                    location: Location::Outside,
                    alive: true,
                    eliminated_in: None,
                    keep_cards: Vec::new(),
                    poison: 0,
                    shrink: 0,
                    evolutions: Default::default(),
                })
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

    fn monster(&mut self, s: u8) -> &mut Monster {
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
        self.state.check_invariants().expect("given state is valid");
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
        state.check_invariants().expect("invariants hold");
    }
    result
}

pub fn stop() -> Command {
    Command::StopRolling(Confirm::Yes)
}

pub fn end_turn() -> Command {
    Command::EndTurn(Confirm::Yes)
}

pub fn buy(slot: u8) -> Command {
    Command::BuyCard(super::BuyCard { slot })
}

/// The instance of the Keep card `card` in front of monster `s`.
pub fn keep_instance(state: &State, s: u8, card: &str) -> u16 {
    state.monsters[s as usize]
        .keep_cards
        .iter()
        .find(|c| c.card == card)
        .unwrap_or_else(|| panic!("{card} not in front of seat {s}"))
        .instance
}

/// The prompt kinds open now, by seat.
pub fn prompt_kinds(state: &State) -> Vec<(u8, String)> {
    use crate::engine::Game;
    KingOfTokyo::prompts(state)
        .into_iter()
        .map(|p| (p.seat.0, p.kind))
        .collect()
}

/// Total VP gained for `reason` by seat `s`.
pub fn vp_for(events: &[Event], s: u8, reason: &str) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::VictoryPointsGained(v) if v.seat == Seat(s) && v.reason == reason => {
                Some(v.amount)
            }
            _ => None,
        })
        .sum()
}

/// Hearts lost by seat `s` in these events.
pub fn hearts_lost(events: &[Event], s: u8) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::HealthLost(h) if h.seat == Seat(s) => Some(h.amount),
            _ => None,
        })
        .sum()
}

pub fn pass() -> Command {
    Command::Pass(Confirm::Yes)
}

pub fn yield_tokyo() -> Command {
    Command::YieldTokyo(Confirm::Yes)
}

pub fn stay() -> Command {
    Command::StayInTokyo(Confirm::Yes)
}

/// Asserts `expected` appear in `events` in this order (other events may come between).
#[track_caller]
pub fn assert_in_order(events: &[Event], expected: &[Event]) {
    let mut rest = events.iter();
    for e in expected {
        assert!(
            rest.any(|x| x == e),
            "missing (or out of order) {e:?}\nin {events:#?}"
        );
    }
}

/// Asserts no event matches.
#[track_caller]
pub fn assert_none(events: &[Event], pred: impl Fn(&Event) -> bool, what: &str) {
    if let Some(e) = events.iter().find(|e| pred(e)) {
        panic!("unexpected {what}: {e:?}\nin {events:#?}");
    }
}

// Event shorthands for the "then" parts.
pub mod ev {
    use super::super::event::*;
    use super::super::state::{CardInstance, Location};
    use crate::engine::Seat;

    pub fn vp(s: u8, amount: u32, reason: &str) -> Event {
        Event::VictoryPointsGained(VictoryPointsGained {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn vp_lost(s: u8, amount: u32, reason: &str) -> Event {
        Event::VictoryPointsLost(VictoryPointsLost {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn energy(s: u8, amount: u32, reason: &str) -> Event {
        Event::EnergyGained(EnergyGained {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn energy_lost(s: u8, amount: u32, reason: &str) -> Event {
        Event::EnergyLost(EnergyLost {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn healed(s: u8, amount: u32, reason: &str) -> Event {
        Event::HealthGained(HealthGained {
            seat: Seat(s),
            amount,
            reason: reason.into(),
        })
    }
    pub fn hurt(s: u8, amount: u32, by: u8, reason: &str) -> Event {
        Event::HealthLost(HealthLost {
            seat: Seat(s),
            amount,
            by: Seat(by),
            reason: reason.into(),
        })
    }
    pub fn entered(s: u8, location: Location, from: Location) -> Event {
        Event::EnteredTokyo(EnteredTokyo {
            seat: Seat(s),
            location,
            from,
        })
    }
    pub fn yielded(s: u8, from: Location) -> Event {
        Event::TokyoYielded(TokyoYielded {
            seat: Seat(s),
            from,
        })
    }
    pub fn yield_requested(attacker: u8, seats: &[u8]) -> Event {
        Event::YieldRequested(YieldRequested {
            attacker: Seat(attacker),
            seats: seats.iter().map(|s| Seat(*s)).collect(),
        })
    }
    pub fn choice(s: u8, yields: bool) -> Event {
        Event::YieldChoiceMade(YieldChoiceMade {
            seat: Seat(s),
            yields: Some(yields),
        })
    }
    pub fn revealed(choices: &[(u8, bool)]) -> Event {
        Event::YieldChoicesRevealed(YieldChoicesRevealed {
            choices: choices
                .iter()
                .map(|(s, y)| YieldChoice {
                    seat: Seat(*s),
                    yields: *y,
                })
                .collect(),
        })
    }
    pub fn eliminated(
        s: u8,
        batch: u32,
        cards: Vec<CardInstance>,
        energy: u32,
        closure: Option<(u8, Location)>,
    ) -> Event {
        Event::MonsterEliminated(MonsterEliminated {
            seat: Seat(s),
            batch,
            discarded_cards: cards,
            energy_lost: energy,
            bay_closure: closure.map(|(seat, moved_to)| BayClosure {
                seat: Seat(seat),
                moved_to,
            }),
        })
    }
    pub fn buy_step(s: u8) -> Event {
        Event::BuyStepStarted(BuyStepStarted { seat: Seat(s) })
    }
    pub fn turn_ended(s: u8, turn: u32) -> Event {
        Event::TurnEnded(TurnEnded {
            seat: Seat(s),
            turn,
        })
    }
}
