//! A transaction: the scratch state a command works on, the events it has emitted and the
//! RNG, with the low-level moves every rule and card makes (gain, pay, owe, draw, use).
//! Each event is applied as it is emitted, so what follows sees it.

use super::content::Content;
use super::event::*;
use super::evolve::evolve;
use super::state::*;
use crate::engine::{GameRng, Seat};

/// A transaction: the scratch state, the events emitted so far, and the RNG.
pub struct Tx<'a> {
    pub s: State,
    pub out: Vec<Event>,
    pub rng: &'a mut GameRng,
}

impl Tx<'_> {
    /// Apply an event to the scratch state at once, so the rest of the command sees it.
    pub fn emit(&mut self, event: Event) {
        evolve(&mut self.s, &event);
        self.out.push(event);
    }

    pub fn clan(&self, seat: Seat) -> &Clan {
        &self.s.clans[seat.index()]
    }

    pub fn content(&self) -> &Content {
        &self.s.content
    }

    pub fn gain(&mut self, seat: Seat, gained: Stock, cause: &str) {
        if !gained.is_empty() {
            self.emit(Event::ResourcesGained(ResourcesGained {
                seat,
                gained,
                cause: cause.into(),
            }));
        }
    }

    /// Move the radiation marker toward -11; survivors are owed for the spaces past -11.
    pub fn raise_radiation(&mut self, seat: Seat, points: u32, cause: &str) {
        let from = self.clan(seat).radiation;
        let (to, overflow) = self.content().radiation_hit(from, points);
        if to != from {
            self.emit(Event::RadiationChanged(RadiationChanged {
                seat,
                from,
                to,
                cause: cause.into(),
            }));
        }
        if overflow > 0 {
            self.owe(seat, seat, None, LossKind::Survivor, overflow, cause);
        }
    }

    /// Move the radiation marker toward +3 (nothing past it).
    pub fn lower_radiation(&mut self, seat: Seat, steps: u32, cause: &str) {
        let from = self.clan(seat).radiation;
        let to = (from + steps as i32).min(self.content().radiation_best);
        if to != from {
            self.emit(Event::RadiationChanged(RadiationChanged {
                seat,
                from,
                to,
                cause: cause.into(),
            }));
        }
    }

    /// Owe a loss, capped at what `from` can still give.
    pub fn owe(
        &mut self,
        chooser: Seat,
        from: Seat,
        to: Option<Seat>,
        kind: LossKind,
        count: u32,
        cause: &str,
    ) {
        let outstanding: u32 = self
            .s
            .owed
            .iter()
            .filter(|o| o.from == from && o.kind == kind)
            .map(|o| o.count)
            .sum();
        let count = count.min(pool(&self.s, from, kind).saturating_sub(outstanding));
        if count > 0 {
            self.emit(Event::LossOwed(LossOwed {
                chooser,
                from,
                to,
                kind,
                count,
                cause: cause.into(),
            }));
        }
    }

    /// Where a survivor gained outside the airlock step goes: the airlock if it has room,
    /// else the first built room with a free space (ruling).
    pub fn survivor_place(&self, seat: Seat) -> Option<Option<u8>> {
        self.s.survivor_places(seat).first().copied()
    }

    /// Gain a survivor: placed at once when there is one place, offered to the clan when
    /// there are several, lost when there is none.
    pub fn gain_survivor(&mut self, seat: Seat, cause: &str) -> bool {
        let places = self.s.survivor_places(seat);
        if places.len() > 1 {
            self.emit(Event::SurvivorPlacementOffered(SurvivorPlacementOffered {
                seat,
                cause: cause.into(),
            }));
            return true;
        }
        match places.first().copied() {
            Some(room) => {
                self.emit(Event::SurvivorGained(SurvivorGained {
                    seat,
                    room,
                    cause: cause.into(),
                }));
                true
            }
            None => false,
        }
    }

    /// Shuffle the equipment discard pile into a new draw pile.
    pub fn reshuffle_equipment(&mut self) {
        let mut order = self.s.equipment_discard.clone();
        self.rng.shuffle(&mut order);
        self.emit(Event::EquipmentPileShuffled(EquipmentPileShuffled {
            count: order.len() as u32,
            order: Some(order),
            from_discard: true,
        }));
    }

    /// Draw one equipment tile for a clan; owned duplicates are discarded and redrawn.
    pub fn draw_equipment(&mut self, seat: Seat, cause: &str) {
        let mut discarded = Vec::new();
        let mut owned: Vec<String> = self
            .clan(seat)
            .equipment
            .iter()
            .map(|e| e.id.clone())
            .collect();
        let mut tile = None;
        let mut pile: Vec<u16> = self.s.equipment_pile.clone();
        loop {
            if pile.is_empty() {
                if self.s.equipment_discard.is_empty() && discarded.is_empty() {
                    break;
                }
                if !discarded.is_empty() {
                    // Record the draws so far, then reshuffle the discard pile with them.
                    self.emit(Event::EquipmentDrawn(EquipmentDrawn {
                        seat,
                        tile: None,
                        discarded: std::mem::take(&mut discarded),
                        cause: cause.into(),
                    }));
                }
                if self.s.equipment_discard.is_empty() {
                    break;
                }
                self.reshuffle_equipment();
                pile = self.s.equipment_pile.clone();
                owned = self
                    .clan(seat)
                    .equipment
                    .iter()
                    .map(|e| e.id.clone())
                    .collect();
                if pile.iter().all(|t| {
                    self.content()
                        .equipment_of_tile(*t)
                        .is_some_and(|id| owned.contains(&id))
                }) {
                    break;
                }
                continue;
            }
            let t = pile.remove(0);
            let id = self.content().equipment_of_tile(t).unwrap_or_default();
            if owned.contains(&id) {
                discarded.push(t);
            } else {
                tile = Some(t);
                owned.push(id);
                break;
            }
        }
        if tile.is_some() || !discarded.is_empty() {
            self.emit(Event::EquipmentDrawn(EquipmentDrawn {
                seat,
                tile,
                discarded,
                cause: cause.into(),
            }));
        }
    }

    pub fn use_equipment(&mut self, seat: Seat, id: &str) {
        self.emit(Event::EquipmentUsed(EquipmentUsed {
            seat,
            equipment: id.into(),
        }));
    }

    pub fn use_room(&mut self, seat: Seat, slot: usize, city: Option<Area>) {
        let id = self.clan(seat).rooms[slot].id.clone();
        self.emit(Event::RoomUsed(RoomUsed {
            seat,
            room: slot as u8,
            id,
            city,
        }));
    }
    /// Use `seat`'s room with this id if it is full and its once-per-round use is still
    /// available; its slot when it was used.
    pub fn use_ready_room(&mut self, seat: Seat, id: &str) -> Option<usize> {
        let slot = self.s.ready_room(seat, id)?;
        self.use_room(seat, slot, None);
        Some(slot)
    }

    /// Offer optional effects (equipment or room ids) to a clan: it answers each with
    /// `useBonus` or `declineBonus` before anything else.
    pub fn offer(&mut self, seat: Seat, sources: Vec<String>) {
        if !sources.is_empty() {
            self.emit(Event::BonusesOffered(BonusesOffered { seat, sources }));
        }
    }
}

/// What `from` still has of what a loss takes.
pub fn pool(state: &State, from: Seat, kind: LossKind) -> u32 {
    let Some(c) = state.clan(from) else { return 0 };
    match kind {
        LossKind::Survivor => c.survivors(),
        _ => Resource::ALL
            .iter()
            .filter(|r| kind.accepts(**r))
            .map(|r| c.stock.get(*r))
            .sum(),
    }
}
