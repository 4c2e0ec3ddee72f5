//! Bot policies for Outlive: `RANDOM` (any legal command) and `GREEDY` (simple heuristics:
//! go where the most can be gathered, spend action points, resolve events, feed, recruit,
//! build and fill rooms, repair; ties broken at random).

use super::cards;
use super::command::*;
use super::state::*;
use crate::engine::{BotPolicy, GameRng, Seat};

pub fn bot_command(
    state: &State,
    seat: Seat,
    policy: BotPolicy,
    rng: &mut GameRng,
) -> Option<Command> {
    let legal = super::rules::legal_commands(state, seat);
    if policy == BotPolicy::Random {
        return rng.pick(&legal).cloned();
    }
    let scored: Vec<(i64, &Command)> = legal.iter().map(|c| (score(state, seat, c), c)).collect();
    let best = scored.iter().map(|(s, _)| *s).max()?;
    let top: Vec<Command> = scored
        .into_iter()
        .filter(|(s, _)| *s == best)
        .map(|(_, c)| c.clone())
        .collect();
    rng.pick(&top).cloned()
}

fn area_value(state: &State, seat: Seat, area: Area, power: u8) -> i64 {
    let clan = &state.clans[seat.index()];
    let p = power as i64;
    match area {
        Area::CargoShip => 6,
        Area::Dam if clan.stock.microchip == 0 => 0,
        a if a.is_city() => {
            let c = &state.cities[a.city_index().unwrap_or(0)];
            (c.display.len() as i64 + c.stack.len() as i64).min(p)
        }
        a => {
            (state.tokens(a) as i64).min(p)
                + i64::from(a == Area::MilitaryBase && state.iodine_available)
        }
    }
}

fn score(state: &State, seat: Seat, command: &Command) -> i64 {
    let clan = &state.clans[seat.index()];
    match command {
        Command::PickToken(p) => {
            let from = state
                .owed
                .iter()
                .find(|o| o.chooser == seat)
                .map_or(seat, |o| o.from);
            let stock = state.clans[from.index()].stock.get(p.resource) as i64;
            if from == seat { stock } else { -stock }
        }
        Command::LoseSurvivor(l) => match l.room {
            None => 2,
            Some(r) if clan.is_full(&state.content, r as usize) => 0,
            Some(_) => 1,
        },
        Command::RespondToPressure(r) => {
            let points = state.pressure.as_ref().map_or(0, |p| p.points) as i64;
            let cancelled = if r.immunity_room {
                points
            } else {
                (r.ammo as i64 + if r.combat_suit { 2 } else { 0 }).min(points)
            };
            10 * cancelled - r.ammo as i64
        }
        Command::MoveHero(m) => {
            let power = clan.heroes.get(m.hero as usize).map_or(3, |h| h.power);
            area_value(state, seat, m.area, power) * 2 + power as i64 - i64::from(m.exoskeleton)
        }
        // Every offered effect is a gain: the greedy bot takes it.
        Command::UseBonus(_) => 8,
        Command::DeclineBonus(_) => -1,
        Command::ActivatePurifier(p) => 9 + i64::from(p.access_card),
        Command::CollectIodine(_) => {
            if clan.radiation < 3 {
                8
            } else {
                -1
            }
        }
        // Tools save ammo and action points: use them before ammo.
        Command::Hunt(h) => 6 - h.ammo as i64 + i64::from(h.shotgun) + i64::from(h.bear_trap),
        Command::Collect(_) => 5,
        Command::TakeEquipment(_) => 4,
        Command::Explore(_) => 3,
        Command::ResolveEvent(r) => {
            10 + state
                .content
                .event(&r.event)
                .map_or(0, |e| e.survival_points as i64)
                + i64::from(r.reduction.is_some())
        }
        Command::PayFood(p) => match p.resource {
            Resource::Meat => 3,
            Resource::Water => 2,
            _ => 1,
        },
        Command::Recruit(p) => match p.resource {
            Resource::Meat => 5,
            Resource::Water if clan.water_available() > 2 => 4,
            Resource::CannedFood if clan.stock.canned_food > 2 => 2,
            _ => -1,
        },
        Command::BuildRoom(_) => 6,
        Command::MoveSurvivor(m) => {
            // Keep enough survivors in the airlock to block the next night's radiation.
            let r = &clan.rooms[m.room as usize];
            let next = state
                .content
                .radiation_level(state.round + 1)
                .max(state.content.radiation_level(state.round));
            if clan.airlock > next {
                5 + r.survivors as i64
            } else {
                -1
            }
        }
        Command::ActivateRoom(a) => {
            let id = clan
                .rooms
                .get(a.room as usize)
                .map_or("", |r| r.id.as_str());
            if id == cards::rooms::DISMANTLE_EQUIPMENT {
                -1
            } else {
                7
            }
        }
        Command::RepairEquipment(r) => 6 + i64::from(r.room.is_some()),
        Command::PlaceStartingSurvivors(s) => s.in_room as i64,
        Command::PeekExplorationStack(_) => -1,
        _ => 0,
    }
}
