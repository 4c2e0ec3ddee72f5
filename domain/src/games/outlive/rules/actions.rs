//! The acting hero's actions: collect, the iodine, the Dam's purifier, hunt, take
//! equipment, explore; and the answers to the offers made during them.

use super::super::cards;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::bonus;
use super::explore::explore;
use crate::engine::{Confirm, RuleError, Seat};

fn city_of(a: &Activation) -> Option<usize> {
    a.area.and_then(Area::city_index)
}

/// A hunt's numbers: (position, printed endurance, effective endurance, AP, shotgun/trap uses).
pub struct HuntPlan {
    pub position: usize,
    pub endurance: u8,
    pub ap: u32,
    pub tools: Vec<&'static str>,
}

pub fn hunt_plan(state: &State, seat: Seat, h: &Hunt) -> Option<HuntPlan> {
    let a = state.activation.as_ref()?;
    let i = a.area?.prey_index()?;
    let stack = &state.prey[i];
    let clan = &state.clans[seat.index()];
    let position = match h.tile {
        None => 0,
        Some(t) => {
            clan.ready_equipment(cards::equipment::HEAT_SENSOR)?;
            t as usize
        }
    };
    let endurance = *stack.get(position)?;
    let e = endurance as u32 + u32::from(cards::events::mutant_animals_for(state, seat));
    let mut tools = Vec::new();
    for (used, tool) in [
        (h.shotgun, cards::equipment::SHOTGUN),
        (h.bear_trap, cards::equipment::BEAR_TRAP),
    ] {
        if used {
            clan.ready_equipment(tool)?;
            tools.push(tool);
        }
    }
    // Ammo and tools each lower the action points needed by 1; at least 1 remains.
    let ammo = h.ammo as u32;
    let lowered = ammo + tools.len() as u32;
    if lowered + 1 > e.max(1) || ammo > clan.stock.ammo {
        return None;
    }
    Some(HuntPlan {
        position,
        endurance,
        ap: e - lowered,
        tools,
    })
}

pub fn check_action(
    state: &State,
    seat: Seat,
    a: &Activation,
    command: &Command,
) -> Result<(), RuleError> {
    let clan = &state.clans[seat.index()];
    let area = a.area.unwrap_or(Area::Forest);
    let no_ap = || {
        RuleError::new(
            "NO_ACTION_POINTS",
            "Your hero has no action point left; end the activation",
        )
    };
    match command {
        Command::EndActivation(_) => Ok(()),
        Command::Collect(_) => {
            let r = area.resource().ok_or_else(|| wrong_area("Collecting"))?;
            if r == Resource::Water && !a.purifier {
                return Err(RuleError::new(
                    "PURIFIER_OFF",
                    "Activate the purifier (1 microchip) before collecting water",
                ));
            }
            if state.tokens(area) == 0 {
                return Err(RuleError::new("AREA_EMPTY", "No token is left here"));
            }
            if a.ap == 0 {
                return Err(no_ap());
            }
            Ok(())
        }
        Command::CollectIodine(_) => {
            if area != Area::MilitaryBase {
                return Err(wrong_area("Taking the iodine"));
            }
            if !state.iodine_available {
                return Err(RuleError::new(
                    "IODINE_TAKEN",
                    "The iodine was already taken this round",
                ));
            }
            if a.ap == 0 {
                return Err(no_ap());
            }
            Ok(())
        }
        Command::ActivatePurifier(p) => {
            if area != Area::Dam {
                return Err(wrong_area("The purifier"));
            }
            if a.purifier {
                return Err(RuleError::new(
                    "ALREADY_ACTIVE",
                    "The purifier is already active for this hero",
                ));
            }
            if p.access_card {
                if clan
                    .ready_equipment(cards::equipment::ACCESS_CARD)
                    .is_none()
                {
                    return Err(RuleError::new(
                        "EQUIPMENT_NOT_READY",
                        "You have no repaired, unused Access Card",
                    ));
                }
            } else if clan.stock.microchip == 0 {
                return Err(RuleError::new(
                    "NOT_ENOUGH_RESOURCES",
                    "Activating the purifier costs 1 microchip (or use a ready Access Card)",
                ));
            }
            Ok(())
        }
        Command::Hunt(h) => check_hunt(state, seat, a, h),
        Command::TakeEquipment(t) => {
            let ci = city_of(a).ok_or_else(|| wrong_area("Taking equipment"))?;
            let tile = state.cities[ci]
                .display
                .get(t.slot as usize)
                .ok_or_else(|| {
                    RuleError::new("NO_SUCH_TILE", "There is no equipment in that slot")
                })?;
            let id = state.content.equipment_of_tile(*tile).unwrap_or_default();
            if clan.owns_equipment(&id) {
                return Err(RuleError::new(
                    "DUPLICATE_EQUIPMENT",
                    "You already own this equipment; take another one",
                ));
            }
            if a.ap == 0 {
                return Err(no_ap());
            }
            Ok(())
        }
        Command::Explore(_) => {
            let ci = city_of(a).ok_or_else(|| wrong_area("Exploring"))?;
            if state.cities[ci].stack.is_empty() {
                return Err(RuleError::new(
                    "STACK_EMPTY",
                    "This city's exploration stack is empty",
                ));
            }
            if a.ap == 0 {
                return Err(no_ap());
            }
            Ok(())
        }
        Command::UseBonus(_) | Command::DeclineBonus(_) => Err(bonus::not_offered()),
        _ => Err(RuleError::wrong_phase(
            "Your hero is acting: use an action or end the activation",
        )),
    }
}

fn wrong_area(what: &str) -> RuleError {
    RuleError::new("WRONG_AREA", format!("{what} is not possible in this area"))
}

/// A hunt: in a hunting area, once per activation, with ready tools, ammo the clan owns and
/// enough action points.
fn check_hunt(state: &State, seat: Seat, a: &Activation, h: &Hunt) -> Result<(), RuleError> {
    let clan = &state.clans[seat.index()];
    let area = a.area.unwrap_or(Area::Forest);
    if area.prey_index().is_none() {
        return Err(wrong_area("Hunting"));
    }
    for (used, tool) in [
        (h.shotgun, cards::equipment::SHOTGUN),
        (h.bear_trap, cards::equipment::BEAR_TRAP),
    ] {
        if used && clan.ready_equipment(tool).is_none() {
            return Err(RuleError::new(
                "EQUIPMENT_NOT_READY",
                format!("You have no repaired, unused {tool}"),
            ));
        }
    }
    if a.hunted {
        return Err(RuleError::new(
            "ALREADY_HUNTED",
            "A hero hunts at most one prey per activation",
        ));
    }
    let plan = hunt_plan(state, seat, h).ok_or_else(|| {
        RuleError::new("ILLEGAL_HUNT", "Hunt the top tile (any tile with a ready Heat Sensor), with ammo you own; ammo, Shotgun and Bear Trap together lower the endurance at most to 1")
    })?;
    if plan.ap > a.ap {
        return Err(RuleError::new(
            "NO_ACTION_POINTS",
            format!(
                "This hunt needs {} action points; pay more ammo or collect instead",
                plan.ap
            ),
        ));
    }
    Ok(())
}

/// Apply an action of the acting hero, or an answer to an offer.
pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::Collect(_) => collect(tx, seat),
        Command::CollectIodine(_) => {
            tx.emit(Event::IodineCollected(IodineCollected { seat }));
            tx.lower_radiation(seat, 1, "iodine");
        }
        Command::ActivatePurifier(p) => {
            let card = p.access_card;
            if card {
                cards::equipment::access_card(tx, seat);
            }
            tx.emit(Event::PurifierActivated(PurifierActivated {
                seat,
                paid_microchip: !card,
            }));
        }
        Command::Hunt(h) => hunt(tx, seat, h),
        Command::TakeEquipment(t) => {
            let Some(a) = tx.s.activation.clone() else {
                return;
            };
            let city = a.area.unwrap_or(Area::BlackwoodCity);
            let ci = city.city_index().unwrap_or(0);
            let tile = tx.s.cities[ci].display[t.slot as usize];
            let equipment = tx.content().equipment_of_tile(tile).unwrap_or_default();
            tx.emit(Event::EquipmentTaken(EquipmentTaken {
                seat,
                city,
                tile,
                equipment,
            }));
        }
        Command::Explore(_) => {
            let Some(a) = tx.s.activation.clone() else {
                return;
            };
            let city = a.area.unwrap_or(Area::BlackwoodCity);
            explore(tx, seat, city, 1);
            if cards::rooms::exploration_plus_2_offer(&tx.s, seat, city) {
                tx.offer(seat, vec![cards::rooms::CITY_EXPLORATION_PLUS_2.into()]);
            }
        }
        Command::UseBonus(b) => bonus::accept(tx, seat, &b.source),
        Command::DeclineBonus(b) => bonus::decline(tx, seat, &b.source),
        _ => {}
    }
}

fn collect(tx: &mut Tx, seat: Seat) {
    let Some(a) = tx.s.activation.clone() else {
        return;
    };
    let area = a.area.unwrap_or(Area::Forest);
    let Some(resource) = area.resource() else {
        return;
    };
    tx.emit(Event::TokensCollected(TokensCollected {
        seat,
        area,
        resource,
        count: 1,
        action_points: 1,
    }));
    if let Some(id) = cards::equipment::collect_plus_offer(&tx.s, seat, area) {
        tx.offer(seat, vec![id.into()]);
    }
}

fn hunt(tx: &mut Tx, seat: Seat, h: &Hunt) {
    let Some(plan) = hunt_plan(&tx.s, seat, h) else {
        return;
    };
    let area =
        tx.s.activation
            .as_ref()
            .and_then(|a| a.area)
            .unwrap_or(Area::Forest);
    if h.tile.is_some() {
        cards::equipment::heat_sensor(tx, seat);
    }
    for tool in &plan.tools {
        tx.use_equipment(seat, tool);
    }
    let ordinal = tx
        .clan(seat)
        .prey
        .iter()
        .filter(|e| **e == plan.endurance)
        .count()
        + 1;
    let mut meat = tx.content().prey_meat(plan.endurance, ordinal);
    if cards::events::epizootic_for(&tx.s, seat) {
        meat = meat.saturating_sub(1);
    }
    meat += cards::rooms::hunting_meat_bonus(tx, seat);
    let i = area.prey_index().unwrap_or(0);
    let mut rest = tx.s.prey[i].clone();
    rest.remove(plan.position);
    tx.emit(Event::PreyHunted(PreyHunted {
        seat,
        area,
        position: plan.position as u8,
        endurance: plan.endurance,
        ammo: h.ammo as u32,
        action_points: plan.ap,
        meat,
        new_top: rest.first().copied(),
    }));
}

/// Every action worth checking for the acting clan.
pub fn candidates(state: &State, seat: Seat, a: &Activation, out: &mut Vec<Command>) {
    out.push(Command::EndActivation(Confirm::Yes));
    out.push(Command::Collect(Confirm::Yes));
    out.push(Command::CollectIodine(Confirm::Yes));
    for access_card in [false, true] {
        out.push(Command::ActivatePurifier(Purifier { access_card }));
    }
    out.push(Command::Explore(Confirm::Yes));
    for slot in 0..3 {
        out.push(Command::TakeEquipment(DisplaySlot { slot }));
    }
    if let Some(i) = a.area.and_then(Area::prey_index) {
        let clan = &state.clans[seat.index()];
        let len = state.prey[i].len().min(12) as u8;
        let mut tiles = vec![None];
        if clan
            .ready_equipment(cards::equipment::HEAT_SENSOR)
            .is_some()
        {
            tiles.extend((0..len).map(Some));
        }
        // A tool is a candidate only while it is ready (others are refused anyway).
        let uses = |id| {
            if clan.ready_equipment(id).is_some() {
                vec![false, true]
            } else {
                vec![false]
            }
        };
        let shotguns = uses(cards::equipment::SHOTGUN);
        let traps = uses(cards::equipment::BEAR_TRAP);
        for ammo in 0..8u8 {
            for tile in &tiles {
                for shotgun in &shotguns {
                    for bear_trap in &traps {
                        out.push(Command::Hunt(Hunt {
                            ammo,
                            tile: *tile,
                            shotgun: *shotgun,
                            bear_trap: *bear_trap,
                        }));
                    }
                }
            }
        }
    }
}
