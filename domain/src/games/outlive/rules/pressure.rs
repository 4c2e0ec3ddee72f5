//! The arrival: the Bat offered, pressure on weaker active heroes one at a time and the
//! defender's answer (ammo, Combat Suit, the Hero[3] immunity room), then the arrival gains
//! offered before the hero acts.

use super::super::cards;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use crate::engine::{RuleError, Seat};

/// Resolve the arrival: pressure one target at a time, then arrival effects.
pub fn arrival(tx: &mut Tx) -> bool {
    let Some(a) = tx.s.activation.clone() else {
        return false;
    };
    let area = a.area.unwrap_or(Area::Forest);
    let power = tx.clan(a.seat).heroes[a.hero as usize].power;
    if !a.bat_offered
        && !a.bat
        && tx
            .clan(a.seat)
            .ready_equipment(cards::equipment::BAT)
            .is_some()
        && bat_worth_offering(&tx.s, &a, power)
    {
        tx.offer(a.seat, vec![cards::equipment::BAT.into()]);
        return true;
    }
    for other in tx.s.clockwise_after(a.seat) {
        if other == a.seat || a.pressured.contains(&other) {
            continue;
        }
        let Some(hi) = tx.clan(other).hero_in(area) else {
            continue;
        };
        let target = &tx.clan(other).heroes[hi];
        if !target.active || target.power >= power {
            continue;
        }
        let diff = (power - target.power) as u32;
        let nothing = tx.clan(other).stock.food() + tx.clan(other).stock.materials() == 0;
        let bat = u32::from(a.bat);
        tx.emit(Event::PressureApplied(PressureApplied {
            attacker: a.seat,
            defender: other,
            defender_hero: hi as u8,
            points: diff + bat,
            nothing_to_steal: nothing,
        }));
        return true;
    }
    if !a.arrival_offered {
        let mut offers = cards::equipment::arrival_offers(tx, a.seat, area);
        offers.extend(cards::rooms::arrival_offers(&tx.s, a.seat, area));
        if !offers.is_empty() {
            tx.offer(a.seat, offers);
            return true;
        }
    }
    let ap = a.ap;
    tx.emit(Event::ActionsStarted(ActionsStarted {
        seat: a.seat,
        action_points: ap,
    }));
    true
}

/// The Bat is offered when this arrival will pressure a clan that has something to steal.
fn bat_worth_offering(state: &State, a: &Activation, power: u8) -> bool {
    let area = a.area.unwrap_or(Area::Forest);
    state.clans.iter().any(|c| {
        c.seat != a.seat
            && c.stock.food() + c.stock.materials() > 0
            && c.hero_in(area)
                .is_some_and(|i| c.heroes[i].active && c.heroes[i].power < power)
    })
}

pub fn check_respond(state: &State, seat: Seat, r: &RespondToPressure) -> Result<(), RuleError> {
    let p = state
        .pressure
        .as_ref()
        .filter(|p| p.defender == seat)
        .ok_or_else(|| RuleError::not_your_decision("None of your heroes is being pressured"))?;
    let clan = &state.clans[seat.index()];
    if r.combat_suit
        && clan
            .ready_equipment(cards::equipment::COMBAT_SUIT)
            .is_none()
    {
        return Err(RuleError::new(
            "EQUIPMENT_NOT_READY",
            "You have no repaired, unused Combat Suit",
        ));
    }
    if r.immunity_room {
        let power = clan
            .heroes
            .get(p.defender_hero as usize)
            .map_or(0, |h| h.power);
        if state
            .ready_room(seat, cards::rooms::HERO3_PRESSURE_IMMUNITY)
            .is_none()
            || power != 3
        {
            return Err(RuleError::new(
                "ROOM_NOT_READY",
                "The immunity room needs to be full, unused, and protects only a Hero[3]",
            ));
        }
        if r.combat_suit || r.ammo > 0 {
            return Err(RuleError::new(
                "NOTHING_LEFT_TO_CANCEL",
                "The immunity room cancels the whole pressure; spend no ammo and no suit with it",
            ));
        }
    }
    let left = points_left(p, r);
    if r.combat_suit && p.points == 0 {
        return Err(RuleError::new(
            "NOTHING_LEFT_TO_CANCEL",
            "There is no pressure to cancel",
        ));
    }
    if r.ammo as u32 > left {
        return Err(RuleError::new(
            "TOO_MUCH_AMMO",
            format!("Spend at most {left} ammo: one per pressure point left"),
        ));
    }
    if r.ammo as u32 > clan.stock.ammo {
        return Err(RuleError::new(
            "NOT_ENOUGH_AMMO",
            "You do not have that much ammo",
        ));
    }
    Ok(())
}

/// The pressure points the ammo must still cancel: none after the immunity room, 2 fewer
/// with the Combat Suit.
fn points_left(p: &PendingPressure, r: &RespondToPressure) -> u32 {
    if r.immunity_room {
        0
    } else {
        p.points.saturating_sub(if r.combat_suit { 2 } else { 0 })
    }
}

/// Every answer worth checking for the pressured clan.
pub fn respond_candidates(p: &PendingPressure, out: &mut Vec<Command>) {
    for ammo in 0..=p.points.min(8) as u8 {
        for combat_suit in [false, true] {
            for immunity_room in [false, true] {
                out.push(Command::RespondToPressure(RespondToPressure {
                    ammo,
                    combat_suit,
                    immunity_room,
                }));
            }
        }
    }
}

pub fn respond(tx: &mut Tx, seat: Seat, r: &RespondToPressure) {
    let Some(p) = tx.s.pressure.clone() else {
        return;
    };
    if r.combat_suit {
        tx.use_equipment(seat, cards::equipment::COMBAT_SUIT);
    }
    if r.immunity_room {
        tx.use_ready_room(seat, cards::rooms::HERO3_PRESSURE_IMMUNITY);
    }
    let remaining = points_left(&p, r) - r.ammo as u32;
    tx.emit(Event::PressureDefended(PressureDefended {
        defender: seat,
        ammo: r.ammo as u32,
        combat_suit: r.combat_suit,
        immunity_room: r.immunity_room,
        remaining,
    }));
    let chooser = if cards::rooms::pressure_choose_loot(&tx.s, p.attacker) {
        p.attacker
    } else {
        seat
    };
    tx.owe(
        chooser,
        seat,
        Some(p.attacker),
        LossKind::Loot,
        remaining,
        "pressure",
    );
}
