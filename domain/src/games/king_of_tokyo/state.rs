use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::options::Options;
use crate::engine::{Outcome, Seat};

/// Number of black dice every monster rolls.
pub const DICE: usize = 6;
/// Rolls per turn: the first roll and up to two rerolls.
pub const ROLLS_PER_TURN: u8 = 3;
/// Number of face-up slots of the Power card market.
pub const MARKET_SLOTS: usize = 3;
/// Energy paid to sweep the market.
pub const SWEEP_COST: u32 = 2;
/// Victory points that win the game at the end of a turn.
pub const WINNING_VP: u32 = 20;
/// Monsters that must remain for Tokyo Bay to be in use.
pub const BAY_MIN_ALIVE: usize = 5;

/// A face of a die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoFace")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Face {
    /// The number 1: three of them score 1 VP.
    One,
    /// The number 2: three of them score 2 VP.
    Two,
    /// The number 3: three of them score 3 VP.
    Three,
    /// Lightning: 1 energy cube.
    Energy,
    /// Heal 1 heart (not in Tokyo).
    Heart,
    /// Claw: attack.
    Smash,
}

impl Face {
    /// The six faces, in the order a die index maps to them.
    pub const ALL: [Face; 6] = [
        Face::One,
        Face::Two,
        Face::Three,
        Face::Energy,
        Face::Heart,
        Face::Smash,
    ];
}

/// Where a monster stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoLocation")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Location {
    /// In front of its owner, outside Tokyo.
    #[default]
    Outside,
    /// In Tokyo City.
    City,
    /// In Tokyo Bay (used only while at least 5 monsters remain).
    Bay,
}

impl Location {
    pub fn in_tokyo(self) -> bool {
        self != Location::Outside
    }
}

/// Whether a Power card stays in front of its buyer or resolves at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoCardKind")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CardKind {
    /// Stays face up in front of its owner.
    #[serde(alias = "keep")]
    Keep,
    /// Resolves when bought, then goes to the discard pile.
    #[serde(alias = "discard")]
    Discard,
}

/// Which step of the game is under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoPhase")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Phase {
    /// The game has not been set up yet.
    #[default]
    Setup,
    /// The active monster rolls its dice (reroll or stop).
    Rolling,
    /// The final dice are being resolved and Tokyo entered (automatic).
    Resolving,
    /// Monsters hit in Tokyo decide, all at once, whether to yield.
    YieldDecision,
    /// The active monster may buy Power cards, sweep the market or end its turn.
    Buying,
    /// Between two turns (automatic).
    TurnOver,
    /// The game has ended.
    GameOver,
}

/// One physical Power card.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCardInstance")
)]
#[serde(rename_all = "camelCase")]
pub struct CardInstance {
    /// Number of this physical card, unique in the game (copies have different numbers).
    pub instance: u16,
    /// The card's id in `power_cards.json`, e.g. `flame_thrower`.
    pub card: String,
}

/// One monster and its board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Monster {
    pub seat: Seat,
    /// Monster id from `monsters.json`.
    pub monster: String,
    pub health: u8,
    pub max_health: u8,
    pub victory_points: u32,
    pub energy: u32,
    pub location: Location,
    pub alive: bool,
    /// The elimination batch in which it was eliminated (monsters eliminated together share it).
    pub eliminated_in: Option<u32>,
    pub keep_cards: Vec<CardInstance>,
}

/// A yield decision owed by a monster in Tokyo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingYield {
    pub seat: Seat,
    /// `None` until the seat answers; the answer stays hidden until everyone has answered.
    pub yields: Option<bool>,
}

/// The full authoritative state of a King of Tokyo game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub options: Options,
    pub phase: Phase,
    /// Indexed by seat.
    pub monsters: Vec<Monster>,
    pub city: Option<Seat>,
    pub bay: Option<Seat>,
    /// Face-down deck, top card first.
    pub deck: Vec<CardInstance>,
    /// The face-up market slots (always `MARKET_SLOTS` long once set up).
    pub market: Vec<Option<CardInstance>>,
    /// Discard pile, oldest first.
    pub discard: Vec<CardInstance>,
    pub active: Seat,
    /// Turn number, 1 for the first turn.
    pub turn: u32,
    /// Current dice faces of the active monster.
    pub dice: Vec<Face>,
    pub rolls_used: u8,
    pub rolls_allowed: u8,
    /// Areas of Tokyo vacated by a yield to the active monster this turn (City first).
    pub yielded_areas: Vec<Location>,
    pub pending_yields: Vec<PendingYield>,
    /// Extra turns the active monster will take after this one.
    pub extra_turns: u8,
    /// How many elimination batches have happened.
    pub elimination_batches: u32,
    /// Number of physical Power cards in this game (deck, market, discard and Keep cards).
    pub card_count: u32,
    pub outcome: Option<Outcome>,
}

impl Default for State {
    /// The empty state before setup.
    fn default() -> Self {
        Self {
            options: Options::default(),
            phase: Phase::Setup,
            monsters: Vec::new(),
            city: None,
            bay: None,
            deck: Vec::new(),
            market: Vec::new(),
            discard: Vec::new(),
            active: Seat(0),
            turn: 0,
            dice: Vec::new(),
            rolls_used: 0,
            rolls_allowed: 0,
            yielded_areas: Vec::new(),
            pending_yields: Vec::new(),
            extra_turns: 0,
            elimination_batches: 0,
            card_count: 0,
            outcome: None,
        }
    }
}

impl State {
    pub fn monster(&self, seat: Seat) -> Option<&Monster> {
        self.monsters.get(seat.index())
    }

    pub fn alive_count(&self) -> usize {
        self.monsters.iter().filter(|m| m.alive).count()
    }

    /// Tokyo Bay is in use while at least 5 monsters remain.
    pub fn bay_open(&self) -> bool {
        self.alive_count() >= BAY_MIN_ALIVE
    }

    pub fn location_of(&self, seat: Seat) -> Location {
        if self.city == Some(seat) {
            Location::City
        } else if self.bay == Some(seat) {
            Location::Bay
        } else {
            Location::Outside
        }
    }

    /// Alive seats in clockwise order, starting with the left neighbour of `from`
    /// and ending with `from` itself (if alive).
    pub fn clockwise_from_left_of(&self, from: Seat) -> Vec<Seat> {
        let n = self.monsters.len();
        (1..=n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .filter(|s| self.monsters[s.index()].alive)
            .collect()
    }

    /// The invariants of the rules specification (13.5) that hold whenever the game waits for
    /// a decision (or has ended): those of [`State::check_event_invariants`], and a full
    /// market (3 face-up cards unless the deck and the discard pile are both empty).
    pub fn check_invariants(&self) -> Result<(), String> {
        self.check_event_invariants()?;
        if self.turn > 0
            && self.market.iter().any(Option::is_none)
            && !(self.deck.is_empty() && self.discard.is_empty())
        {
            return Err("a market slot is empty while cards remain".into());
        }
        Ok(())
    }

    /// The invariants that hold after every single event: health within 0..=max, Tokyo
    /// occupants distinct and alive, Tokyo Bay empty with fewer than 5 monsters, locations
    /// agreeing with Tokyo, every card instance in exactly one zone, eliminated monsters
    /// holding nothing. (A purchase or a sweep empties market slots one event before they
    /// are refilled, so the full-market rule is only in [`State::check_invariants`].)
    pub fn check_event_invariants(&self) -> Result<(), String> {
        if self.phase == Phase::Setup {
            return Ok(());
        }
        for (i, m) in self.monsters.iter().enumerate() {
            if m.seat.index() != i {
                return Err(format!("monster {i} has seat {}", m.seat));
            }
            if m.health > m.max_health {
                return Err(format!(
                    "{} has {} > {} hearts",
                    m.seat, m.health, m.max_health
                ));
            }
            if !m.alive && m.health != 0 {
                return Err(format!("{} is eliminated with {} hearts", m.seat, m.health));
            }
            if !m.alive && (m.energy != 0 || !m.keep_cards.is_empty()) {
                return Err(format!("{} is eliminated but kept energy or cards", m.seat));
            }
            if m.location != self.location_of(m.seat) {
                return Err(format!("{} location disagrees with Tokyo", m.seat));
            }
        }
        for seat in [self.city, self.bay].into_iter().flatten() {
            match self.monster(seat) {
                Some(m) if m.alive => {}
                _ => return Err(format!("Tokyo holds {seat}, who is not an alive monster")),
            }
        }
        if self.city.is_some() && self.city == self.bay {
            return Err("the same monster is in Tokyo City and Tokyo Bay".into());
        }
        if self.bay.is_some() && !self.bay_open() {
            return Err("Tokyo Bay is occupied with fewer than 5 monsters".into());
        }
        if self.market.len() != MARKET_SLOTS {
            return Err(format!("market has {} slots", self.market.len()));
        }
        let mut seen = BTreeSet::new();
        let zones = self
            .deck
            .iter()
            .chain(self.market.iter().flatten())
            .chain(self.discard.iter())
            .chain(self.monsters.iter().flat_map(|m| m.keep_cards.iter()));
        for card in zones {
            if !seen.insert(card.instance) {
                return Err(format!("card #{} is in two zones", card.instance));
            }
        }
        if seen.len() != self.card_count as usize {
            return Err(format!(
                "{} cards in play, expected {}",
                seen.len(),
                self.card_count
            ));
        }
        if self.rolls_used > self.rolls_allowed {
            return Err("more rolls used than allowed".into());
        }
        if self.phase == Phase::YieldDecision {
            if self.pending_yields.is_empty() {
                return Err("yield decision with nobody deciding".into());
            }
            for p in &self.pending_yields {
                if !self.location_of(p.seat).in_tokyo() {
                    return Err(format!("{} decides a yield but is not in Tokyo", p.seat));
                }
            }
        }
        if (self.phase == Phase::GameOver) != self.outcome.is_some() {
            return Err("outcome and phase disagree".into());
        }
        Ok(())
    }
}
