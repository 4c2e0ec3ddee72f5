//! The day: events applied (day step 1), then one hero activation per turn, clockwise
//! from the first player: movement, Cargo Ship placement, pressure, arrival effects and
//! actions.

use super::super::cards;
use super::super::command::*;
use super::super::event::*;
use super::super::state::*;
use super::super::tx::Tx;
use super::explore::explore;
use super::{bonus, night};
use crate::engine::{Confirm, RuleError, Seat};

/// Power used for collecting, hunting, exploring and Cargo Ship columns (Sandstorm: 3).
pub fn working_power(state: &State, seat: Seat, power: u8) -> u8 {
    if cards::events::sandstorm_for(state, seat) {
        3
    } else {
        power
    }
}

/// A Cargo Ship column already holds another active hero.
fn column_taken(state: &State, column: u8) -> bool {
    state
        .clans
        .iter()
        .flat_map(|c| c.heroes.iter())
        .any(|h| h.active && h.area == Some(Area::CargoShip) && h.column == Some(column))
}

/// Where a hero may end its move: (area, with the Climbing Hook, with the Work
/// Exoskeleton). The Exoskeleton is part of the move exactly when the area is more than 2
/// areas away, so keeping it for a later hero means choosing a nearer area.
pub fn destinations(state: &State, seat: Seat, hero: usize) -> Vec<(Area, bool, bool)> {
    let clan = &state.clans[seat.index()];
    let Some(h) = clan.heroes.get(hero) else {
        return Vec::new();
    };
    let Some(from) = h.area else {
        return Vec::new();
    };
    if h.active {
        return Vec::new();
    }
    let exo = clan
        .ready_equipment(cards::equipment::WORK_EXOSKELETON)
        .is_some();
    let hook = clan
        .ready_equipment(cards::equipment::CLIMBING_HOOK)
        .is_some();
    let always = cards::rooms::always_place_on_cargo(state, seat);
    let mut out = Vec::new();
    for to in Area::ALL {
        if to == from || clan.hero_in(to).is_some() {
            continue;
        }
        let far = state.content.distance(from, to) > 2;
        if far && !exo {
            continue;
        }
        if to == Area::CargoShip {
            let base = working_power(state, seat, h.power);
            for with_hook in [false, true] {
                if with_hook && !hook {
                    continue;
                }
                let column = base + u8::from(with_hook);
                if column > 6 || (column == 6 && !with_hook) {
                    continue;
                }
                if always || !column_taken(state, column) {
                    out.push((to, with_hook, far));
                }
            }
        } else {
            out.push((to, false, far));
        }
    }
    out
}

fn any_movable(state: &State, seat: Seat) -> bool {
    (0..4).any(|h| !destinations(state, seat, h).is_empty())
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
        if state.ready_room(seat, cards::rooms::HERO3_PRESSURE_IMMUNITY).is_none() || power != 3 {
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

pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let not_turn = || RuleError::not_your_decision("It is another clan's turn to move a hero");
    match &state.activation {
        None => {
            if seat != state.turn {
                return Err(not_turn());
            }
            match command {
                Command::MoveHero(m) => {
                    let dests = destinations(state, seat, m.hero as usize);
                    if !dests.contains(&(m.area, m.climbing_hook, m.exoskeleton)) {
                        if m.exoskeleton
                            && state.clans[seat.index()]
                                .ready_equipment(cards::equipment::WORK_EXOSKELETON)
                                .is_none()
                        {
                            return Err(RuleError::new(
                                "EQUIPMENT_NOT_READY",
                                "You have no repaired, unused Work Exoskeleton",
                            ));
                        }
                        if m.exoskeleton && dests.contains(&(m.area, m.climbing_hook, false)) {
                            return Err(RuleError::new(
                                "EQUIPMENT_NOT_NEEDED",
                                "This area is at most 2 areas away: move there without the Work Exoskeleton",
                            ));
                        }
                        return Err(RuleError::new(
                            "ILLEGAL_MOVE",
                            "Move a lying hero 1 or 2 areas to an area without another of your heroes (Cargo Ship: its column must be free)",
                        ));
                    }
                    Ok(())
                }
                Command::StayInPlace(h) => {
                    let lying = state.clans[seat.index()]
                        .heroes
                        .get(h.hero as usize)
                        .is_some_and(|x| !x.active);
                    if !lying || any_movable(state, seat) {
                        return Err(RuleError::new(
                            "MUST_MOVE",
                            "A hero that can move must move; stay in place only when none of your lying heroes can",
                        ));
                    }
                    Ok(())
                }
                _ => Err(RuleError::wrong_phase("Choose a hero to move first")),
            }
        }
        Some(a) => {
            if a.seat != seat {
                return Err(not_turn());
            }
            if !a.offers.is_empty() {
                return bonus::check_pending(a, command);
            }
            if !a.acting {
                return Err(RuleError::wrong_phase("The arrival is being resolved"));
            }
            check_action(state, seat, a, command)
        }
    }
}

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

fn check_action(
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

pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::MoveHero(m) => move_hero(tx, seat, m),
        Command::StayInPlace(h) => {
            tx.emit(Event::HeroStayed(HeroStayed { seat, hero: h.hero }));
            end_turn(tx, seat);
        }
        Command::EndActivation(_) => end_activation(tx),
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

fn move_hero(tx: &mut Tx, seat: Seat, m: &MoveHero) {
    let clan = tx.clan(seat).clone();
    let h = &clan.heroes[m.hero as usize];
    let from = h.area.unwrap_or(Area::Forest);
    if m.exoskeleton {
        cards::equipment::work_exoskeleton(tx, seat);
    }
    let power = working_power(&tx.s, seat, h.power);
    let mut column = None;
    let mut took = false;
    if m.area == Area::CargoShip {
        if m.climbing_hook {
            cards::equipment::climbing_hook(tx, seat);
        }
        let col = power + u8::from(m.climbing_hook);
        column = Some(col);
        took =
            tx.s.cargo_survivors
                .get(col as usize - 3)
                .copied()
                .unwrap_or(false)
                && tx.survivor_place(seat).is_some();
    }
    tx.emit(Event::HeroMoved(HeroMoved {
        seat,
        hero: m.hero,
        from,
        to: m.area,
        column,
        took_survivor: took,
        action_points: power as u32,
    }));
    if let Some(col) = column {
        let canned = tx
            .content()
            .cargo_canned
            .get(col as usize - 3)
            .copied()
            .unwrap_or(0);
        tx.gain(seat, Stock::one(Resource::CannedFood, canned), "cargo_ship");
        if took {
            tx.gain_survivor(seat, "cargo_ship");
        }
        if tx.s.token_taken_by.is_none() {
            tx.emit(Event::FirstPlayerTokenTaken(FirstPlayerTokenTaken { seat }));
        }
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

fn end_activation(tx: &mut Tx) {
    let Some(a) = tx.s.activation.clone() else {
        return;
    };
    tx.emit(Event::ActivationEnded(ActivationEnded {
        seat: a.seat,
        hero: a.hero,
    }));
    end_turn(tx, a.seat);
}

/// Pass the turn to the next clan with a lying hero (or end the day).
fn end_turn(tx: &mut Tx, seat: Seat) {
    for next in tx.s.clockwise_after(seat) {
        if tx.clan(next).heroes.iter().any(|h| !h.active) {
            tx.emit(Event::TurnStarted(TurnStarted { seat: next }));
            return;
        }
    }
    let round = tx.s.round;
    let first = tx.s.token_taken_by.unwrap_or(tx.s.first_player);
    tx.emit(Event::DayEnded(DayEnded {
        round,
        first_player: first,
    }));
    night::start_night(tx);
}

/// Resolve the arrival: pressure one target at a time, then arrival effects.
fn arrival(tx: &mut Tx) -> bool {
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

pub fn advance(tx: &mut Tx) -> bool {
    if !tx.s.owed.is_empty()
        || tx.s.pressure.is_some()
        || tx.s.survivor_offer.is_some()
        || tx
            .s
            .activation
            .as_ref()
            .is_some_and(|a| !a.offers.is_empty())
    {
        return false;
    }
    if tx.s.phase == Phase::DayEvents {
        let round = tx.s.round;
        let first = tx.s.first_player;
        tx.emit(Event::DayStarted(DayStarted {
            round,
            first_player: first,
        }));
        return true;
    }
    match tx.s.activation.clone() {
        Some(a) if !a.acting => arrival(tx),
        Some(a) if a.ap == 0 => {
            end_activation(tx);
            true
        }
        _ => false,
    }
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    match &state.activation {
        None => {
            if seat != state.turn {
                return;
            }
            for hero in 0..4u8 {
                for (area, climbing_hook, exoskeleton) in destinations(state, seat, hero as usize) {
                    out.push(Command::MoveHero(MoveHero {
                        hero,
                        area,
                        climbing_hook,
                        exoskeleton,
                    }));
                }
                out.push(Command::StayInPlace(HeroChoice { hero }));
            }
        }
        Some(a) if a.seat == seat && !a.offers.is_empty() => bonus::candidates(&a.offers, out),
        Some(a) if a.seat == seat => {
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
        _ => {}
    }
}

/// The peek room works any time during the day phase, also outside the owner's turn (G45).
pub fn check_peek(state: &State, seat: Seat, c: &CityChoice) -> Result<(), RuleError> {
    if !matches!(state.phase, Phase::Day | Phase::DayEvents) {
        return Err(RuleError::wrong_phase(
            "The exploration stacks can be looked at during the day only",
        ));
    }
    if !c.city.is_city() {
        return Err(RuleError::new(
            "NOT_A_CITY",
            "Choose Blackwood City or Silent Peak City",
        ));
    }
    if state.ready_room(seat, cards::rooms::PEEK_EXPLORATION_STACK).is_none() {
        return Err(RuleError::new(
            "ROOM_NOT_READY",
            "You need a full, unused 'Secretly look at 1 exploration stack' room",
        ));
    }
    Ok(())
}

/// Peek candidates for any clan during the day.
pub fn peek_candidates(state: &State, out: &mut Vec<Command>) {
    if matches!(state.phase, Phase::Day | Phase::DayEvents) {
        for city in Area::CITIES {
            out.push(Command::PeekExplorationStack(CityChoice { city }));
        }
    }
}
