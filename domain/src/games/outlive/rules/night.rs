//! The night's seven steps, then the next round's morning (`morning.rs`) or the end of
//! the game.

use super::super::cards;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::morning::start_round;
use super::{bonus, score};
use crate::engine::{Confirm, RuleError, Seat};

pub fn start_night(tx: &mut Tx) {
    let round = tx.s.round;
    tx.emit(Event::NightStepStarted(NightStepStarted {
        round,
        phase: Phase::NightEvents,
    }));
    for seat in Seat::all(tx.s.seats()) {
        cards::rooms::fixed_water_1(tx, seat);
    }
}

/// Night step 3 for one clan: the airlock survivors (and an accepted ventilation room)
/// block radiation points; the rest moves the gauge, survivors are owed past -11.
pub fn apply_radiation(tx: &mut Tx, seat: Seat, vent: u32) {
    let level = tx.content().radiation_level(tx.s.round);
    let blocked = (tx.clan(seat).airlock + vent).min(level);
    let from = tx.clan(seat).radiation;
    let (to, overflow) = tx.content().radiation_hit(from, level - blocked);
    tx.emit(Event::RadiationApplied(RadiationApplied {
        seat,
        level,
        blocked,
        from,
        to,
    }));
    if overflow > 0 {
        tx.owe(seat, seat, None, LossKind::Survivor, overflow, "radiation");
    }
}

fn step(tx: &mut Tx, phase: Phase) {
    let round = tx.s.round;
    tx.emit(Event::NightStepStarted(NightStepStarted { round, phase }));
}

/// The event cost after the room reduction (None when the reduction changes nothing).
pub fn reduced_cost(cost: &Stock, reduction: Option<Reduction>) -> Option<Stock> {
    let mut c = *cost;
    let Some(r) = reduction else { return Some(c) };
    let (kinds, n): (&[Resource], u32) = match r {
        Reduction::Materials => (&Resource::MATERIALS, 2),
        Reduction::Ammo => (&[Resource::Ammo], 2),
        Reduction::Food => (&Resource::FOOD, 1),
    };
    let mut left = n;
    for k in kinds {
        let take = c.get(*k).min(left);
        c.remove(*k, take);
        left -= take;
    }
    (left < n).then_some(c)
}

/// Whether a clan can pay this cost (virtual water counts as water).
pub fn can_pay(clan: &Clan, cost: &Stock) -> bool {
    let mut have = clan.stock;
    have.water += clan.fixed_water;
    have.covers(cost)
}

/// A repair cost minus `k` tokens: the tokens the clan lacks go first, then microchip,
/// metal, wood.
pub fn discounted(cost: &Stock, stock: &Stock, k: u32) -> Stock {
    let mut c = *cost;
    for _ in 0..k {
        let pick = [Resource::Microchip, Resource::Metal, Resource::Wood]
            .into_iter()
            .filter(|r| c.get(*r) > 0)
            .max_by_key(|r| {
                (
                    c.get(*r) > stock.get(*r),
                    *r == Resource::Microchip,
                    *r == Resource::Metal,
                )
            });
        if let Some(r) = pick {
            c.remove(r, 1);
        }
    }
    c
}

/// The cost of repairing a tile with a room (None: that room cannot be used for it).
pub fn repair_cost(state: &State, seat: Seat, tile: u16, room: Option<u8>) -> Option<Stock> {
    let clan = state.clan(seat)?;
    let owned = clan
        .equipment
        .iter()
        .find(|e| e.tile == tile && !e.repaired)?;
    let cost = state.content.equipment(&owned.id)?.repair_cost;
    let Some(slot) = room else { return Some(cost) };
    let r = clan.rooms.get(slot as usize)?;
    if !clan.is_full(&state.content, slot as usize) {
        return None;
    }
    match r.id.as_str() {
        cards::rooms::REPAIR_DISCOUNT_2 if !r.used => Some(discounted(&cost, &clan.stock, 2)),
        cards::rooms::AUTO_REPAIR_1 if !r.used => Some(Stock::default()),
        cards::rooms::DRAW_EQUIPMENT_AND_REPAIR if r.used && !r.bonus_used => {
            Some(discounted(&cost, &clan.stock, 1))
        }
        _ => None,
    }
}

fn build_cost(state: &State, seat: Seat) -> u32 {
    if state
        .ready_room(seat, cards::rooms::ROOM_BUILD_DISCOUNT)
        .is_some()
    {
        1
    } else {
        3
    }
}

/// Whether a food token can be paid now in night step 2, and whether it pays the airlock.
pub fn feeding_use(clan: &Clan, r: Resource) -> Option<bool> {
    match r {
        Resource::Water if clan.water_available() > 0 => {
            if clan.water_due > 0 {
                Some(true)
            } else if clan.food_due > 0 {
                Some(false)
            } else {
                None
            }
        }
        Resource::Meat | Resource::CannedFood if clan.stock.get(r) > 0 && clan.food_due > 0 => {
            Some(false)
        }
        _ => None,
    }
}

pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let clan = &state.clans[seat.index()];
    let content = &state.content;
    if state.phase == Phase::NightEvents {
        if seat != state.turn {
            return Err(RuleError::not_your_decision(
                "Another clan is resolving or passing",
            ));
        }
        return match command {
            Command::PassEvent(_) => Ok(()),
            Command::ResolveEvent(r) => {
                if !state.event_active(&r.event) {
                    return Err(RuleError::new(
                        "NO_SUCH_EVENT",
                        "Choose a face-up event not resolved yet",
                    ));
                }
                if r.reduction.is_some()
                    && (clan.reduction_used
                        || state
                            .ready_room(seat, cards::rooms::EVENT_COST_REDUCTION)
                            .is_none())
                {
                    return Err(RuleError::new(
                        "ROOM_NOT_READY",
                        "The event reduction needs a full room, once per round",
                    ));
                }
                let cost = content.event(&r.event).map(|e| e.cost).unwrap_or_default();
                let cost = reduced_cost(&cost, r.reduction).ok_or_else(|| {
                    RuleError::new(
                        "USELESS_REDUCTION",
                        "This reduction removes nothing from this event's cost",
                    )
                })?;
                if !can_pay(clan, &cost) {
                    return Err(RuleError::new(
                        "NOT_ENOUGH_RESOURCES",
                        "You cannot pay this event's cost alone",
                    ));
                }
                Ok(())
            }
            _ => Err(RuleError::wrong_phase(
                "Night step 1: resolve an event or pass",
            )),
        };
    }
    if let Command::UseBonus(b) | Command::DeclineBonus(b) = command {
        return bonus::check_offered(&clan.offers, b);
    }
    if clan.step_done {
        return Err(RuleError::not_your_decision(
            "You finished this step; wait for the other clans",
        ));
    }
    let phase = state.phase;
    match (phase, command) {
        (Phase::Feeding, Command::PayFood(p)) => feeding_use(clan, p.resource)
            .map(|_| ())
            .ok_or_else(|| RuleError::new("CANNOT_PAY_THAT", "Pay a food token you have toward what is still due (water pays airlock columns first)")),
        (Phase::Recruiting, Command::Recruit(p)) => {
            let have = if p.resource == Resource::Water { clan.water_available() } else { clan.stock.get(p.resource) };
            if !p.resource.is_food() || have == 0 {
                return Err(RuleError::new("NOT_ENOUGH_RESOURCES", "Recruit with a food token you have"));
            }
            if clan.airlock >= content.airlock_capacity() {
                return Err(RuleError::new("AIRLOCK_FULL", "Your airlock has no free space"));
            }
            Ok(())
        }
        (Phase::Recruiting | Phase::Building | Phase::Repairing, Command::FinishStep(_)) => Ok(()),
        (Phase::Building, Command::BuildRoom(b)) => {
            let room = clan.rooms.get(b.room as usize).ok_or_else(|| RuleError::new("NO_SUCH_ROOM", "Choose a room slot 0-6"))?;
            if room.built {
                return Err(RuleError::new("ALREADY_BUILT", "This room is already built"));
            }
            let paid = Stock { wood: b.wood as u32, metal: b.metal as u32, microchip: b.microchip as u32, ..Stock::default() };
            if paid.materials() != build_cost(state, seat) {
                return Err(RuleError::new("WRONG_PAYMENT", format!("Building costs {} material tokens", build_cost(state, seat))));
            }
            if !clan.stock.covers(&paid) {
                return Err(RuleError::new("NOT_ENOUGH_RESOURCES", "You do not have these materials"));
            }
            Ok(())
        }
        (Phase::Building, Command::MoveSurvivor(m)) => {
            let room = clan.rooms.get(m.room as usize).ok_or_else(|| RuleError::new("NO_SUCH_ROOM", "Choose a room slot 0-6"))?;
            if clan.airlock == 0 {
                return Err(RuleError::new("AIRLOCK_EMPTY", "Your airlock has no survivor to move"));
            }
            if !room.has_free_space(content) {
                return Err(RuleError::new("ROOM_NOT_AVAILABLE", "Move survivors only into built rooms with a free space"));
            }
            Ok(())
        }
        (Phase::Building | Phase::Repairing, Command::ActivateRoom(a)) => {
            let room = clan.rooms.get(a.room as usize).ok_or_else(|| RuleError::new("NO_SUCH_ROOM", "Choose a room slot 0-6"))?;
            if !clan.is_full(content, a.room as usize) || room.used {
                return Err(RuleError::new("ROOM_NOT_READY", "A room works only when built and full, once per round"));
            }
            cards::rooms::check_activation(state, seat, &room.id, a.tile, phase)
        }
        (Phase::Building | Phase::Repairing, Command::RepairEquipment(r)) => {
            let cost = repair_cost(state, seat, r.tile, r.room)
                .ok_or_else(|| RuleError::new("CANNOT_REPAIR", "Choose one of your broken tiles, and a full repair room not used yet (or none)"))?;
            if !clan.stock.covers(&cost) {
                return Err(RuleError::new("NOT_ENOUGH_RESOURCES", "You do not have the materials for this repair"));
            }
            Ok(())
        }
        _ => Err(RuleError::wrong_phase(format!("This is not possible during {phase:?}"))),
    }
}

pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::UseBonus(b) => {
            tx.emit(Event::BonusAccepted(BonusAccepted {
                seat,
                source: b.source.clone(),
            }));
            let vent = cards::rooms::airlock_ventilation_1(tx, seat);
            apply_radiation(tx, seat, vent);
        }
        Command::DeclineBonus(b) => {
            bonus::decline(tx, seat, &b.source);
            apply_radiation(tx, seat, 0);
        }
        Command::PassEvent(_) => tx.emit(Event::EventPassed(EventPassed { seat })),
        Command::ResolveEvent(r) => {
            if r.reduction.is_some()
                && let Some(slot) = tx.s.ready_room(seat, cards::rooms::EVENT_COST_REDUCTION)
            {
                cards::rooms::event_cost_reduction(tx, seat, slot);
            }
            let cost = tx
                .content()
                .event(&r.event)
                .map(|e| e.cost)
                .unwrap_or_default();
            let cost = reduced_cost(&cost, r.reduction).unwrap_or(cost);
            let (paid, fixed) = tx.clan(seat).water_first(&cost);
            tx.emit(Event::EventResolved(EventResolved {
                seat,
                event: r.event.clone(),
                paid,
                fixed_water: fixed,
                reduced: r.reduction.is_some(),
            }));
        }
        Command::PayFood(p) => {
            let clan = tx.clan(seat);
            let Some(airlock) = feeding_use(clan, p.resource) else {
                return;
            };
            let fixed = clan.pays_virtual_water(p.resource);
            tx.emit(Event::FoodPaid(FoodPaid {
                seat,
                resource: p.resource,
                fixed_water: fixed,
                airlock,
            }));
        }
        Command::Recruit(p) => {
            let fixed = tx.clan(seat).pays_virtual_water(p.resource);
            tx.emit(Event::SurvivorRecruited(SurvivorRecruited {
                seat,
                resource: p.resource,
                fixed_water: fixed,
            }));
        }
        Command::FinishStep(_) => {
            let phase = tx.s.phase;
            tx.emit(Event::StepFinished(StepFinished { seat, phase }));
        }
        Command::BuildRoom(b) => {
            let discounted = build_cost(&tx.s, seat) == 1;
            if discounted
                && let Some(slot) = tx.s.ready_room(seat, cards::rooms::ROOM_BUILD_DISCOUNT)
            {
                cards::rooms::room_build_discount(tx, seat, slot);
            }
            let paid = Stock {
                wood: b.wood as u32,
                metal: b.metal as u32,
                microchip: b.microchip as u32,
                ..Stock::default()
            };
            tx.emit(Event::RoomBuilt(RoomBuilt {
                seat,
                room: b.room,
                paid,
                discounted,
            }));
        }
        Command::MoveSurvivor(m) => {
            tx.emit(Event::SurvivorMoved(SurvivorMoved { seat, room: m.room }))
        }
        Command::ActivateRoom(a) => cards::rooms::activate(tx, seat, a.room as usize, a.tile),
        Command::RepairEquipment(r) => {
            let Some(cost) = repair_cost(&tx.s, seat, r.tile, r.room) else {
                return;
            };
            if let Some(slot) = r.room {
                tx.use_room(seat, slot as usize, None);
            }
            tx.emit(Event::EquipmentRepaired(EquipmentRepaired {
                seat,
                tile: r.tile,
                paid: cost,
                room: r.room,
            }));
        }
        _ => {}
    }
}

/// Whether the clan has anything left to do in this step but finish it; `accepted` is the
/// whole procedure's check (a pending loss or placement also leaves nothing to do here).
fn has_choice(state: &State, seat: Seat, accepted: Accepted) -> bool {
    let mut c = Vec::new();
    candidates(state, seat, &mut c);
    c.iter()
        .filter(|c| !matches!(c, Command::FinishStep(_)))
        .any(|c| accepted(state, seat, c))
}

/// Whether the rules accept a command now (`procedure::check`, which sits above the night).
pub type Accepted = fn(&State, Seat, &Command) -> bool;

pub fn advance(tx: &mut Tx, accepted: Accepted) -> bool {
    let seats = Seat::all(tx.s.seats());
    match tx.s.phase {
        Phase::NightEvents => {
            if tx.s.active_events().is_empty() || tx.s.passes as usize >= seats.len() {
                step(tx, Phase::Feeding);
                for seat in seats {
                    let c = tx.clan(seat);
                    let content = tx.content();
                    let food = c
                        .rooms
                        .iter()
                        .filter(|r| r.survivors > 0)
                        .map(|r| content.room(&r.id).map_or(0, |d| d.food_cost))
                        .sum();
                    let water = content.occupied_columns(c.airlock);
                    tx.emit(Event::FeedingDue(FeedingDue { seat, food, water }));
                }
                return true;
            }
            false
        }
        Phase::Feeding => {
            for seat in &seats {
                let c = tx.clan(*seat);
                if c.step_done || tx.s.owed.iter().any(|o| o.from == *seat) {
                    continue;
                }
                if Resource::FOOD.iter().all(|r| feeding_use(c, *r).is_none()) {
                    let short = c.food_due + c.water_due;
                    tx.owe(*seat, *seat, None, LossKind::Survivor, short, "feeding");
                    tx.emit(Event::StepFinished(StepFinished {
                        seat: *seat,
                        phase: Phase::Feeding,
                    }));
                    return true;
                }
            }
            if tx.s.owed.is_empty() && tx.s.clans.iter().all(|c| c.step_done) {
                step(tx, Phase::Radiation);
                let level = tx.content().radiation_level(tx.s.round);
                for seat in seats {
                    // A clan with a ventilation room that would help decides first.
                    if cards::rooms::ventilation_offer(&tx.s, seat, level) {
                        tx.offer(seat, vec![cards::rooms::AIRLOCK_VENTILATION_1.into()]);
                    } else {
                        apply_radiation(tx, seat, 0);
                    }
                }
                return true;
            }
            false
        }
        Phase::Radiation => {
            if tx.s.owed.is_empty() && tx.s.clans.iter().all(|c| c.offers.is_empty()) {
                step(tx, Phase::Recruiting);
                return true;
            }
            false
        }
        Phase::Recruiting | Phase::Building | Phase::Repairing => {
            for seat in &seats {
                if !tx.clan(*seat).step_done && !has_choice(&tx.s, *seat, accepted) {
                    let phase = tx.s.phase;
                    tx.emit(Event::StepFinished(StepFinished { seat: *seat, phase }));
                    return true;
                }
            }
            if !tx.s.clans.iter().all(|c| c.step_done) {
                return false;
            }
            match tx.s.phase {
                Phase::Recruiting => step(tx, Phase::Building),
                Phase::Building => step(tx, Phase::Repairing),
                _ => end_round(tx),
            }
            true
        }
        _ => false,
    }
}

/// Night step 7, then the next round or the end of the game.
fn end_round(tx: &mut Tx) {
    for seat in Seat::all(tx.s.seats()) {
        let c = tx.clan(seat);
        let meat = c.stock.meat;
        let water = c.stock.water.saturating_sub(2);
        tx.emit(Event::PerishablesDiscarded(PerishablesDiscarded {
            seat,
            meat,
            water,
        }));
    }
    let round = tx.s.round;
    tx.emit(Event::RoundEnded(RoundEnded { round }));
    if round >= 6 {
        let (scores, winners) = score::final_scores(&tx.s);
        tx.emit(Event::GameEnded(GameEnded {
            scores,
            winners,
            reason: "HIGHEST_SCORE".into(),
        }));
    } else {
        start_round(tx, round + 1);
    }
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let clan = &state.clans[seat.index()];
    match state.phase {
        Phase::NightEvents => {
            if seat != state.turn {
                return;
            }
            out.push(Command::PassEvent(Confirm::Yes));
            for id in state.active_events() {
                for reduction in [
                    None,
                    Some(Reduction::Materials),
                    Some(Reduction::Ammo),
                    Some(Reduction::Food),
                ] {
                    out.push(Command::ResolveEvent(ResolveEvent {
                        event: id.to_owned(),
                        reduction,
                    }));
                }
            }
        }
        Phase::Feeding => {
            out.extend(Resource::FOOD.map(|resource| Command::PayFood(PayWith { resource })))
        }
        Phase::Radiation => bonus::candidates(&clan.offers, out),
        Phase::Recruiting => {
            out.extend(Resource::FOOD.map(|resource| Command::Recruit(PayWith { resource })));
            out.push(Command::FinishStep(Confirm::Yes));
        }
        Phase::Building | Phase::Repairing => {
            out.push(Command::FinishStep(Confirm::Yes));
            for room in 0..clan.rooms.len() as u8 {
                if state.phase == Phase::Building {
                    out.push(Command::MoveSurvivor(RoomSlot { room }));
                    for wood in 0..=3u8 {
                        for metal in 0..=3 - wood {
                            for microchip in 0..=3 - wood - metal {
                                if wood + metal + microchip == 3 || wood + metal + microchip == 1 {
                                    out.push(Command::BuildRoom(BuildRoom {
                                        room,
                                        wood,
                                        metal,
                                        microchip,
                                    }));
                                }
                            }
                        }
                    }
                }
                out.push(Command::ActivateRoom(ActivateRoom { room, tile: None }));
                for e in &clan.equipment {
                    out.push(Command::ActivateRoom(ActivateRoom {
                        room,
                        tile: Some(e.tile),
                    }));
                }
            }
            for e in &clan.equipment {
                out.push(Command::RepairEquipment(RepairEquipment {
                    tile: e.tile,
                    room: None,
                }));
                for room in 0..clan.rooms.len() as u8 {
                    out.push(Command::RepairEquipment(RepairEquipment {
                        tile: e.tile,
                        room: Some(room),
                    }));
                }
            }
        }
        _ => {}
    }
}
