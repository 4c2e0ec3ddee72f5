//! King of Tokyo's statistics (`Game::statistics`): what each monster did in a finished game,
//! counted from the events alone, and the content it used (its monster, the Power cards it
//! bought, the Evolutions it played).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::data::Content;
use super::event::*;
use super::state::{Location, State};
use crate::engine::{ContentItem, Seat, SeatStatistics};

/// One monster's counters in one game. Every field is a count, so totals over many games
/// add up field by field (`engine::add_up`); a field missing from an older total reads as 0.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoSeatStats")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SeatStats {
    /// Turns the monster began, extra turns included.
    pub turns: u32,
    /// Turns it began in Tokyo City or Tokyo Bay.
    pub turns_started_in_tokyo: u32,
    /// Times it entered Tokyo from outside (a move from the Bay to the City is not counted).
    pub times_entered_tokyo: u32,
    /// Hearts it gained (Heart dice and cards; only what it really gained under its maximum).
    pub hearts_healed: u32,
    /// Hearts it lost, to any source.
    pub hearts_lost: u32,
    /// Hearts other monsters lost because of its Smashes or cards.
    pub hearts_dealt: u32,
    /// Energy it received: from the bank (dice, cards, Tokyo in the two-player variant) and
    /// from other monsters.
    pub energy_gained: u32,
    /// Power cards it bought: from the market, the top of the deck (Made in a Lab), another
    /// monster (Parasitic Tentacles) or the discard pile (Miraculous Catch).
    pub cards_bought: u32,
    /// Evolutions it played from its hand (Power Up!).
    pub evolutions_played: u32,
    /// The victory points it gained, by where they came from.
    pub vp_by_source: VpBySource,
    /// The victory points it lost (cards, Evolutions, Mega Purr). Its final score is the sum
    /// of `vpBySource` less this.
    pub vp_lost: u32,
    /// 1 if it was eliminated, else 0 (a count, so totals give the number of eliminations).
    pub eliminated: u32,
}

/// Victory points gained, by source.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoVpBySource")
)]
#[serde(rename_all = "camelCase", default)]
pub struct VpBySource {
    /// Number dice (`NUMBERS`).
    pub dice: u32,
    /// Entering Tokyo and starting a turn there.
    pub tokyo: u32,
    /// Power cards.
    pub cards: u32,
    /// Evolutions, Mega Purr's gifts included.
    pub evolutions: u32,
    /// Anything else (a reason the content pack does not name).
    pub other: u32,
}

/// Each seat's statistics, in seat order, from the game's events; `end` gives the seat
/// count and the content pack that tells a Power card from an Evolution.
pub fn statistics(events: &[Event], end: &State) -> Vec<SeatStatistics> {
    let mut tally = Tally::new(end.monsters.len(), &end.content);
    for event in events {
        tally.count(event);
    }
    tally.finish()
}

/// The counters being folded, and where each monster stands (for turns begun in Tokyo).
struct Tally<'a> {
    content: &'a Content,
    stats: Vec<SeatStats>,
    items: Vec<BTreeSet<ContentItem>>,
    locations: Vec<Location>,
}

impl<'a> Tally<'a> {
    fn new(seats: usize, content: &'a Content) -> Self {
        Tally {
            content,
            stats: vec![SeatStats::default(); seats],
            items: vec![BTreeSet::new(); seats],
            locations: vec![Location::Outside; seats],
        }
    }

    fn count(&mut self, event: &Event) {
        self.count_turns(event);
        self.count_tokyo(event);
        self.count_hearts(event);
        self.count_energy(event);
        self.count_victory_points(event);
        self.count_content(event);
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
            self.locations.resize(i + 1, Location::Outside);
        }
        &mut self.stats[i]
    }

    fn add_item(&mut self, seat: Seat, category: &str, id: &str) {
        self.of(seat);
        self.items[seat.index()].insert(ContentItem::new(category, id));
    }

    fn count_turns(&mut self, event: &Event) {
        match event {
            Event::TurnStarted(e) => {
                let in_tokyo = self.location(e.seat).in_tokyo();
                let stats = self.of(e.seat);
                stats.turns += 1;
                stats.turns_started_in_tokyo += u32::from(in_tokyo);
            }
            Event::MonsterEliminated(e) => self.of(e.seat).eliminated = 1,
            _ => {}
        }
    }

    fn location(&mut self, seat: Seat) -> Location {
        self.of(seat);
        self.locations[seat.index()]
    }

    /// Follows the state's own moves (`rules::evolve::board::set_location`).
    fn count_tokyo(&mut self, event: &Event) {
        match event {
            Event::EnteredTokyo(e) => {
                if e.from == Location::Outside {
                    self.of(e.seat).times_entered_tokyo += 1;
                }
                self.move_to(e.seat, e.location);
            }
            Event::TokyoYielded(TokyoYielded { seat, .. })
            | Event::LeftTokyo(LeftTokyo { seat, .. }) => self.move_to(*seat, Location::Outside),
            Event::MonsterEliminated(e) => {
                self.move_to(e.seat, Location::Outside);
                if let Some(closure) = &e.bay_closure {
                    self.move_to(closure.seat, closure.moved_to);
                }
            }
            _ => {}
        }
    }

    fn move_to(&mut self, seat: Seat, to: Location) {
        self.of(seat);
        self.locations[seat.index()] = to;
    }

    fn count_hearts(&mut self, event: &Event) {
        match event {
            Event::HealthGained(e) => self.of(e.seat).hearts_healed += e.amount,
            Event::HealthLost(e) => {
                self.of(e.seat).hearts_lost += e.amount;
                if e.by != e.seat {
                    self.of(e.by).hearts_dealt += e.amount;
                }
            }
            _ => {}
        }
    }

    fn count_energy(&mut self, event: &Event) {
        let (to, amount) = match event {
            Event::EnergyGained(e) => (e.seat, e.amount),
            Event::EnergyTransferred(e) => (e.to, e.amount),
            Event::CardBoughtFromMonster(e) => (e.from, e.price),
            Event::ElectricCarrotPaid(e) => (e.to, 1),
            Event::MegaPurrGiven(e) => (e.to, e.energy),
            _ => return,
        };
        self.of(to).energy_gained += amount;
    }

    fn count_victory_points(&mut self, event: &Event) {
        match event {
            Event::VictoryPointsGained(e) => {
                let source = source_of(self.content, &e.reason);
                *source(&mut self.of(e.seat).vp_by_source) += e.amount;
            }
            Event::VictoryPointsLost(e) => self.of(e.seat).vp_lost += e.amount,
            Event::MegaPurrGiven(e) => {
                self.of(e.to).vp_by_source.evolutions += e.victory_points;
                self.of(e.seat).vp_lost += e.victory_points;
            }
            _ => {}
        }
    }

    /// The monster played, the Power cards acquired, the Evolutions played.
    fn count_content(&mut self, event: &Event) {
        match event {
            Event::MonsterChosen(e) => self.add_item(e.seat, "monster", &e.monster),
            Event::CardBought(CardBought { seat, card, .. })
            | Event::CardBoughtFromDeck(CardBoughtFromDeck { seat, card, .. })
            | Event::CardBoughtFromMonster(CardBoughtFromMonster { seat, card, .. }) => {
                self.of(*seat).cards_bought += 1;
                self.add_item(*seat, "power_card", &card.card);
            }
            Event::PowerCardPutIntoPlay(e) => {
                // Miraculous Catch buys its card; the other Evolutions give theirs.
                if e.reason == "miraculous_catch" {
                    self.of(e.seat).cards_bought += 1;
                }
                self.add_item(e.seat, "power_card", &e.card.card);
            }
            Event::EvolutionPlayed(e) => {
                self.of(e.seat).evolutions_played += 1;
                self.add_item(e.seat, "evolution", &e.card.card);
            }
            _ => {}
        }
    }
}

/// The field of [`VpBySource`] a gain for `reason` goes to: the rules' own reasons, else the
/// pack's Power cards and Evolutions by id.
fn source_of(content: &Content, reason: &str) -> fn(&mut VpBySource) -> &mut u32 {
    match reason {
        "NUMBERS" => |v| &mut v.dice,
        "ENTERED_TOKYO" | "STARTED_TURN_IN_TOKYO" => |v| &mut v.tokyo,
        _ if content.power_cards.iter().any(|c| c.id == reason) => |v| &mut v.cards,
        _ if content.evolutions.iter().any(|e| e.id == reason) => |v| &mut v.evolutions,
        _ => |v| &mut v.other,
    }
}
