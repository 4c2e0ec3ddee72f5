//! Tokyo Saitoshin's statistics (`Game::statistics`): what each seat's PCs did in a finished
//! play, counted from the events, the scenario's result every seat shares, and the content
//! used (the scenario, the seat's PCs, the cards its PCs bought, the reward chosen).
//!
//! Events name PCs, not seats: a PC counts for the seat that runs it (`GameStarted`); BOT
//! cards count for nobody.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::content::Content;
use super::event::*;
use super::state::State;
use super::vocabulary::Pc;
use crate::engine::{ContentItem, Seat, SeatStatistics};

/// One seat's counters in one play: the scenario's result, shared by the whole table, then
/// what the seat's PCs did, summed. Every field is a count, so totals over many plays add
/// up field by field (`engine::add_up`); a field missing from an older total reads as 0.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinSeatStats")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SeatStats {
    /// 1 if the table cleared the scenario, else 0.
    pub cleared: u32,
    /// The clear's evaluation (its clear-round count), 0 without a clear.
    pub evaluation: u32,
    /// Rounds begun.
    pub rounds: u32,
    /// Scenario progress the table gained.
    pub scenario_progress: u32,
    /// Actions its PCs started (moves, resolutions, purchases, equips, ...).
    pub actions: u32,
    /// Checks its PCs passed.
    pub checks_passed: u32,
    /// Checks its PCs failed.
    pub checks_failed: u32,
    /// Moves its PCs made.
    pub moves: u32,
    /// Trouble and scenario cards its PCs resolved.
    pub cards_resolved: u32,
    /// Site cards its PCs resolved.
    pub site_cards_resolved: u32,
    /// Market cards its PCs bought.
    pub cards_purchased: u32,
    /// Damage its PCs took.
    pub damage_taken: u32,
    /// Times its PCs went down.
    pub times_down: u32,
    /// Progress tokens its PCs gained.
    pub progress_gained: u32,
}

/// Each seat's statistics, in seat order, from the play's events; `end` gives the seat count
/// and the content (the cards' titles).
pub fn statistics(events: &[Event], end: &State) -> Vec<SeatStatistics> {
    let mut tally = Tally::new(end.seats, end.content());
    for event in events {
        tally.count(event);
    }
    tally.finish()
}

/// The counters being folded, and which seat runs each PC.
struct Tally<'a> {
    content: &'a Content,
    stats: Vec<SeatStats>,
    items: Vec<BTreeSet<ContentItem>>,
    seats_of: Vec<(Pc, Seat)>,
}

impl<'a> Tally<'a> {
    fn new(seats: usize, content: &'a Content) -> Self {
        Tally {
            content,
            stats: vec![SeatStats::default(); seats],
            items: vec![BTreeSet::new(); seats],
            seats_of: Vec::new(),
        }
    }

    fn count(&mut self, event: &Event) {
        self.count_table(event);
        self.count_result(event);
        self.count_actions(event);
        self.count_harm(event);
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

    /// The counters of the seat running `pc`; `None` for a BOT card.
    fn pc(&mut self, pc: Pc) -> Option<&mut SeatStats> {
        let seat = self.seats_of.iter().find(|(p, _)| *p == pc)?.1;
        Some(self.of(seat))
    }

    fn each_seat(&mut self, f: impl Fn(&mut SeatStats)) {
        self.stats.iter_mut().for_each(f);
    }

    /// The scenario, who runs which PC, the rounds and the scenario's progress.
    fn count_table(&mut self, event: &Event) {
        match event {
            Event::GameStarted(e) => {
                for seat in Seat::all(e.seats) {
                    self.add_item(seat, "scenario", &e.scenario);
                }
                for seated in &e.pcs {
                    self.seats_of.push((seated.pc, seated.seat));
                    self.add_item(seated.seat, "pc", pc_id(seated.pc));
                }
            }
            Event::RoundStarted(_) => self.each_seat(|s| s.rounds += 1),
            Event::ScenarioProgressAdded(e) => self.each_seat(|s| s.scenario_progress += e.n),
            _ => {}
        }
    }

    /// The clear and its evaluation, and the reward the table chose (an item of every seat).
    fn count_result(&mut self, event: &Event) {
        match event {
            Event::ScenarioCleared(e) => self.each_seat(|s| {
                s.cleared = 1;
                s.evaluation = e.evaluation;
            }),
            Event::RewardChosen(RewardChosen { card: Some(card) }) => {
                for seat in Seat::all(self.stats.len()) {
                    self.add_item(seat, "reward", card);
                }
            }
            _ => {}
        }
    }

    fn count_actions(&mut self, event: &Event) {
        let (pc, count): (Pc, fn(&mut SeatStats)) = match event {
            Event::ActionStarted(e) => (e.pc, |s| s.actions += 1),
            Event::CheckEnded(e) if e.success => (e.pc, |s| s.checks_passed += 1),
            Event::CheckEnded(e) => (e.pc, |s| s.checks_failed += 1),
            Event::PcMoved(e) => (e.pc, |s| s.moves += 1),
            Event::CardResolved(e) => (e.pc, |s| s.cards_resolved += 1),
            Event::SiteCardResolved(e) => (e.pc, |s| s.site_cards_resolved += 1),
            Event::CardPurchased(e) => {
                self.purchased(e);
                return;
            }
            _ => return,
        };
        if let Some(stats) = self.pc(pc) {
            count(stats);
        }
    }

    /// A bought card counts by its title, the same for every copy (the copy's id when the
    /// pack does not know it).
    fn purchased(&mut self, e: &CardPurchased) {
        let Some(seat) = self.seats_of.iter().find(|(p, _)| *p == e.pc).map(|x| x.1) else {
            return;
        };
        self.of(seat).cards_purchased += 1;
        let title = self
            .content
            .player_card(&e.card)
            .map_or_else(|| e.card.clone(), |c| c.title.clone());
        self.add_item(seat, "player_card", &title);
    }

    fn count_harm(&mut self, event: &Event) {
        match event {
            Event::DamageTaken(e) => {
                if let Some(s) = self.pc(e.pc) {
                    s.damage_taken += e.amount
                }
            }
            Event::PcWentDown(e) => {
                if let Some(s) = self.pc(e.pc) {
                    s.times_down += 1
                }
            }
            Event::ProgressGained(e) => {
                if let Some(s) = self.pc(e.pc) {
                    s.progress_gained += e.n
                }
            }
            _ => {}
        }
    }
}

/// A PC's id as the options and the content name it (`procurer`).
fn pc_id(pc: Pc) -> &'static str {
    match pc {
        Pc::Procurer => "procurer",
        Pc::Engineer => "engineer",
        Pc::Negotiator => "negotiator",
        Pc::Gangster => "gangster",
    }
}
