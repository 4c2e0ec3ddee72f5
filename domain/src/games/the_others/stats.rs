//! The Others' statistics (`Game::statistics`): what each seat did in a finished game,
//! counted from the events, and the content it played (the story for every seat; the
//! heroes of a hero seat; the SIN, its acolytes and the SIN cards it played for the SIN).
//!
//! Events name heroes, not seats: a hero counts for the seat that brought it into play
//! (`HeroEnteredPlay`, `HeroReplaced`).

use std::collections::{BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::event::*;
use super::state::State;
use crate::engine::{ContentItem, Seat, SeatStatistics};

/// One seat's counters in one game: the story's progress every seat shares, then what it
/// did as a hero player and as the SIN (the other side's counters stay 0). Every field is a
/// count, so totals over many games add up field by field (`engine::add_up`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersSeatStats")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SeatStats {
    /// Rounds begun.
    pub rounds: u32,
    /// Missions the heroes completed.
    pub missions_completed: u32,
    /// What the seat's heroes did (a hero seat).
    pub as_hero: HeroSideStats,
    /// What the seat did as the SIN.
    pub as_sin: SinSideStats,
}

/// A hero seat's counters, summed over the heroes it controlled.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersHeroSideStats")
)]
#[serde(rename_all = "camelCase", default)]
pub struct HeroSideStats {
    /// Turns its heroes took.
    pub turns: u32,
    /// Fights its heroes fought (melee, ranged, and those the SIN's reaction started).
    pub fights: u32,
    /// Monsters killed by its heroes' Hits in fights.
    pub monsters_killed: u32,
    /// Damage its heroes took.
    pub damage_taken: u32,
    /// Corruption its heroes gained (voluntary included).
    pub corruption_gained: u32,
    /// Its heroes killed.
    pub heroes_lost: u32,
    /// Cleanses made.
    pub cleanses: u32,
    /// Calamity tokens removed by cleansing.
    pub tokens_removed: u32,
    /// City action tokens placed.
    pub city_actions: u32,
    /// Upgrade cards its heroes took (inventory, inheritance, story, gifts).
    pub upgrades_gained: u32,
    /// Innocents rescued.
    pub innocents_rescued: u32,
}

/// The SIN seat's counters.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersSinSideStats")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SinSideStats {
    /// SIN cards played.
    pub sin_cards_played: u32,
    /// Reaction tokens spent after a hero's turn.
    pub reactions: u32,
    /// Monsters brought onto nests (round-end summons and story summons).
    pub monsters_summoned: u32,
    /// Monsters of the SIN killed, by any means.
    pub monsters_lost: u32,
    /// Heroes killed.
    pub heroes_killed: u32,
    /// Levels the apocalypse track rose.
    pub apocalypse_levels: u32,
}

/// Each seat's statistics, in seat order, from the game's events; `end` gives the seat
/// count and the SIN's seat.
pub fn statistics(events: &[Event], end: &State) -> Vec<SeatStatistics> {
    let mut tally = Tally::new(usize::from(end.seat_count), end.sin_seat);
    for event in events {
        tally.count(event);
    }
    tally.finish()
}

/// The counters being folded, and which seat controls each hero.
struct Tally {
    sin_seat: Seat,
    stats: Vec<SeatStats>,
    items: Vec<BTreeSet<ContentItem>>,
    hero_seats: HashMap<String, Seat>,
}

impl Tally {
    fn new(seats: usize, sin_seat: Seat) -> Self {
        Tally {
            sin_seat,
            stats: vec![SeatStats::default(); seats],
            items: vec![BTreeSet::new(); seats],
            hero_seats: HashMap::new(),
        }
    }

    fn count(&mut self, event: &Event) {
        self.count_table(event);
        self.count_hero_turns(event);
        self.count_hero_harm(event);
        self.count_hero_gains(event);
        self.count_sin(event);
    }

    fn finish(self) -> Vec<SeatStatistics> {
        self.stats
            .into_iter()
            .zip(self.items)
            .enumerate()
            .map(|(i, (stats, items))| SeatStatistics {
                seat: Seat(i as u8),
                stats: serde_json::to_value(stats).unwrap_or_default(),
                items: items.into_iter().collect(),
            })
            .collect()
    }

    /// The counters of `seat`; a seat the table does not have (a malformed stream) counts
    /// into a scratch entry rather than panicking.
    fn of(&mut self, seat: Seat) -> &mut SeatStats {
        let i = seat.index();
        if i >= self.stats.len() {
            self.stats.resize_with(i + 1, SeatStats::default);
            self.items.resize_with(i + 1, BTreeSet::new);
        }
        &mut self.stats[i]
    }

    fn add_item(&mut self, seat: Seat, category: &str, id: &str) {
        self.of(seat);
        self.items[seat.index()].insert(ContentItem::new(category, id));
    }

    fn sin(&mut self) -> &mut SinSideStats {
        let seat = self.sin_seat;
        &mut self.of(seat).as_sin
    }

    /// The counters of the seat controlling `hero`, if any seat brought it into play.
    fn hero(&mut self, hero: &str) -> Option<&mut HeroSideStats> {
        let seat = *self.hero_seats.get(hero)?;
        Some(&mut self.of(seat).as_hero)
    }

    /// The story, the SIN and its acolytes, the rounds and the missions.
    fn count_table(&mut self, event: &Event) {
        match event {
            Event::GameStarted(e) => {
                self.sin_seat = e.sin_seat;
                for seat in Seat::all(usize::from(e.seat_count)) {
                    self.add_item(seat, "story", &e.story);
                }
                self.add_item(e.sin_seat, "sin", &e.sin);
                self.add_item(e.sin_seat, "acolytes", &e.acolytes);
            }
            Event::RoundStarted(_) => self.stats.iter_mut().for_each(|s| s.rounds += 1),
            Event::MissionCompleted(_) => self
                .stats
                .iter_mut()
                .for_each(|s| s.missions_completed += 1),
            _ => {}
        }
    }

    fn enter(&mut self, hero: &str, seat: Seat) {
        self.hero_seats.insert(hero.to_owned(), seat);
        self.add_item(seat, "hero", hero);
    }

    fn count_hero_turns(&mut self, event: &Event) {
        match event {
            Event::HeroEnteredPlay(e) => self.enter(&e.hero, e.seat),
            Event::HeroReplaced(e) => self.enter(&e.hero, e.seat),
            Event::TurnStarted(e) => bump(self.hero(&e.hero), |h| &mut h.turns, 1),
            Event::FightStarted(e) => bump(self.hero(&e.hero), |h| &mut h.fights, 1),
            Event::FightResolved(e) => {
                let killed = e.killed.len() as u32;
                bump(self.hero(&e.hero), |h| &mut h.monsters_killed, killed)
            }
            Event::CleanseStarted(e) => bump(self.hero(&e.hero), |h| &mut h.cleanses, 1),
            Event::TokenRemoved(e) => bump(self.hero(&e.hero), |h| &mut h.tokens_removed, 1),
            Event::CityActionTokenPlaced(e) => bump(self.hero(&e.hero), |h| &mut h.city_actions, 1),
            Event::InnocentsRescued(e) => bump(
                self.hero(&e.hero),
                |h| &mut h.innocents_rescued,
                u32::from(e.count),
            ),
            _ => {}
        }
    }

    fn count_hero_harm(&mut self, event: &Event) {
        match event {
            Event::DamageTaken(e) => bump(
                self.hero(&e.hero),
                |h| &mut h.damage_taken,
                u32::from(e.amount),
            ),
            Event::CorruptionChanged(e) if e.to > e.from => bump(
                self.hero(&e.hero),
                |h| &mut h.corruption_gained,
                u32::from(e.to - e.from),
            ),
            Event::HeroKilled(e) => {
                bump(self.hero(&e.hero), |h| &mut h.heroes_lost, 1);
                self.sin().heroes_killed += 1;
            }
            _ => {}
        }
    }

    fn count_hero_gains(&mut self, event: &Event) {
        let hero = match event {
            Event::UpgradeGained(UpgradeGained { hero, .. })
            | Event::UpgradeInherited(UpgradeInherited { hero, .. })
            | Event::StoryUpgradeGained(StoryUpgradeGained {
                hero,
                card: Some(_),
                ..
            }) => hero,
            _ => return,
        };
        bump(self.hero(hero), |h| &mut h.upgrades_gained, 1);
    }

    fn count_sin(&mut self, event: &Event) {
        match event {
            Event::SinCardPlayed(e) => {
                self.sin().sin_cards_played += 1;
                let seat = self.sin_seat;
                self.add_item(seat, "sin_card", &e.card);
            }
            Event::ReactionTokenSpent(_) => self.sin().reactions += 1,
            Event::MonsterSummoned(_) | Event::StoryMonsterSummoned(_) => {
                self.sin().monsters_summoned += 1
            }
            Event::MonsterKilled(_) => self.sin().monsters_lost += 1,
            Event::ApocalypseAdvanced(e) if e.to > e.from => {
                self.sin().apocalypse_levels += u32::from(e.to - e.from)
            }
            _ => {}
        }
    }
}

/// Add `amount` to the counter `field` picks, when the hero has a seat.
fn bump(stats: Option<&mut HeroSideStats>, field: fn(&mut HeroSideStats) -> &mut u32, amount: u32) {
    if let Some(stats) = stats {
        *field(stats) += amount;
    }
}
