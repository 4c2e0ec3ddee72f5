//! Brave Architect's statistics (`Game::statistics`): what each character did in a finished
//! battle, counted from the events, the party's result every seat shares, and the content it
//! used (the card sets it drafted, its combat style, the items it took).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::event::*;
use super::options::SavedBuild;
use super::state::State;
use super::vocabulary::SetKind;
use crate::engine::{ContentItem, Seat, SeatStatistics};

/// One character's counters in one battle. Every field is a count, so totals over many
/// games add up field by field (`engine::add_up`); a field missing from an older total
/// reads as 0.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectSeatStats")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SeatStats {
    /// 1 if the party won (the enemy core fell), else 0.
    pub won: u32,
    /// Rounds begun.
    pub rounds: u32,
    /// Enemy parties the whole party destroyed.
    pub parties_destroyed: u32,
    /// Turns the character took.
    pub turns: u32,
    /// Attacks it made (follow-ups included).
    pub attacks: u32,
    /// Of those, follow-ups (追撃).
    pub follow_ups: u32,
    /// Of those, linked to the previous turn's attack (連携).
    pub linked_attacks: u32,
    /// Attacks that hit.
    pub hits: u32,
    /// Attacks that missed (空振り).
    pub misses: u32,
    /// Damage it dealt to the enemy parties and core, normal and fixed.
    pub damage_dealt: u32,
    /// Support and duration cards it played.
    pub cards_played: u32,
    /// HP it lost, to any cause.
    pub damage_taken: u32,
    /// HP it healed (cards, tension, items).
    pub hp_healed: u32,
    /// Enemy attacks it evaded.
    pub evasions: u32,
    /// Enemy attacks it failed to evade.
    pub evasions_failed: u32,
    /// Times it went down.
    pub times_down: u32,
    /// Times it was revived.
    pub times_revived: u32,
    /// Levels it gained (from Lv1).
    pub levels_gained: u32,
    /// Items it took after a destruction.
    pub items_taken: u32,
    /// Consumable items it used.
    pub items_used: u32,
}

/// Each seat's statistics, in seat order, from the game's events; `end` gives the seat count.
pub fn statistics(events: &[Event], end: &State) -> Vec<SeatStatistics> {
    let mut tally = Tally::new(end.players.len());
    for event in events {
        tally.count(event);
    }
    tally.finish()
}

/// The counters being folded.
struct Tally {
    stats: Vec<SeatStats>,
    items: Vec<BTreeSet<ContentItem>>,
    /// The saved characters offered before the draft, which a kept build names.
    party: Vec<SavedBuild>,
}

impl Tally {
    fn new(seats: usize) -> Self {
        Tally {
            stats: vec![SeatStats::default(); seats],
            items: vec![BTreeSet::new(); seats],
            party: Vec::new(),
        }
    }

    fn count(&mut self, event: &Event) {
        self.count_party(event);
        self.count_content(event);
        self.count_attacks(event);
        self.count_harm(event);
        self.count_growth(event);
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

    /// What the whole party shares: the rounds, the destructions, the win.
    fn count_party(&mut self, event: &Event) {
        let count: fn(&mut SeatStats) = match event {
            Event::RoundStarted(_) => |s| s.rounds += 1,
            Event::PartyDestroyed(_) => |s| s.parties_destroyed += 1,
            Event::GameWon(_) => |s| s.won = 1,
            _ => return,
        };
        self.stats.iter_mut().for_each(count);
    }

    /// The card sets drafted, the combat style, the items taken.
    fn count_content(&mut self, event: &Event) {
        match event {
            Event::CardSetPicked(e) => self.add_item(e.seat, set_category(e.kind), &e.id),
            Event::SavedPartyOffered(e) => self.party = e.builds.clone(),
            Event::SavedBuildKept(e) => {
                let Some(build) = self.party.get(e.build as usize).cloned() else {
                    return;
                };
                for set in build.sets() {
                    self.add_item(e.seat, set_category(set.kind), &set.id);
                }
                self.add_item(e.seat, "combat_style", &build.style);
            }
            Event::CombatStyleChosen(e) => self.add_item(e.seat, "combat_style", &e.style),
            Event::ItemTaken(e) => {
                self.of(e.seat).items_taken += 1;
                self.add_item(e.seat, "item", &e.item);
            }
            _ => {}
        }
    }

    fn count_attacks(&mut self, event: &Event) {
        match event {
            Event::AttackDeclared(e) => {
                let stats = self.of(e.seat);
                stats.attacks += 1;
                stats.follow_ups += u32::from(e.follow_up);
                stats.linked_attacks += u32::from(e.linked);
            }
            Event::AttackHit(e) => self.of(e.seat).hits += 1,
            Event::AttackMissed(e) => self.of(e.seat).misses += 1,
            Event::DamageDealt(e) => self.of(e.seat).damage_dealt += points(e.normal + e.fixed),
            Event::CardPlayed(e) => self.of(e.seat).cards_played += 1,
            _ => {}
        }
    }

    fn count_harm(&mut self, event: &Event) {
        match event {
            Event::CharacterDamaged(e) => self.of(e.seat).damage_taken += points(e.amount),
            Event::HpHealed(e) => self.of(e.seat).hp_healed += points(e.amount),
            Event::EvasionRolled(e) if e.success => self.of(e.seat).evasions += 1,
            Event::EvasionRolled(e) => self.of(e.seat).evasions_failed += 1,
            Event::CharacterDowned(e) => self.of(e.seat).times_down += 1,
            Event::CharacterRevived(e) => self.of(e.seat).times_revived += 1,
            _ => {}
        }
    }

    fn count_growth(&mut self, event: &Event) {
        match event {
            Event::PlayerTurnStarted(e) => self.of(e.seat).turns += 1,
            Event::CharacterLeveledUp(e) => self.of(e.seat).levels_gained += 1,
            Event::ItemUsed(e) => self.of(e.seat).items_used += 1,
            _ => {}
        }
    }
}

/// The item category of a drafted card set.
fn set_category(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Race => "race",
        SetKind::Weapon => "weapon",
        SetKind::SubWeapon => "sub_weapon",
        SetKind::Skill => "skill",
    }
}

/// HP and damage as a count (the events never carry a negative amount; one would count 0).
fn points(amount: i32) -> u32 {
    u32::try_from(amount).unwrap_or(0)
}
