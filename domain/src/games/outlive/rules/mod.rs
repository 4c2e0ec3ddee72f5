//! The procedure: validation (`check`), the commands' effects (`apply`), and the automatic
//! procedure (`advance`) that runs until the next human decision.
//!
//! `decide` = `check` then, on a scratch copy of the state, `apply` and `advance`, each event
//! applied with `evolve` as it is emitted. `legal_commands` lists the candidate commands
//! that `check` accepts, so it is exact by construction.

pub mod bonus;
pub mod day;
pub mod evolve;
pub mod night;
pub mod score;
pub mod setup;

use super::cards;
use super::command::*;
use super::content::Content;
use super::event::*;
use super::state::*;
use crate::engine::{GameRng, Prompt, RuleError, Seat};

/// A transaction: the scratch state, the events emitted so far, and the RNG.
pub struct Tx<'a> {
    pub s: State,
    pub out: Vec<Event>,
    pub rng: &'a mut GameRng,
}

impl Tx<'_> {
    pub fn emit(&mut self, event: Event) {
        evolve::evolve(&mut self.s, &event);
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

    /// Pay tokens to the bank; water is paid with virtual water first.
    pub fn pay(&mut self, seat: Seat, cost: Stock, cause: &str) {
        let fixed = self.clan(seat).fixed_water.min(cost.water);
        let mut paid = cost;
        paid.water -= fixed;
        if !cost.is_empty() {
            self.emit(Event::ResourcesPaid(ResourcesPaid {
                seat,
                paid,
                fixed_water: fixed,
                cause: cause.into(),
            }));
        }
    }

    /// Move the radiation marker toward -11; survivors are owed for the spaces past -11.
    pub fn raise_radiation(&mut self, seat: Seat, points: u32, cause: &str) {
        let from = self.clan(seat).radiation;
        let worst = self.content().radiation_worst;
        let to = (from - points as i32).max(worst);
        let overflow = points - (from - to) as u32;
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
        let c = self.clan(seat);
        if c.airlock < self.content().airlock_capacity() {
            return Some(None);
        }
        c.rooms
            .iter()
            .position(|r| r.built && r.survivors < self.content().room_spaces(&r.id))
            .map(|i| Some(i as u8))
    }

    /// Every place a gained survivor may go: the airlock (`None`) and built rooms with a
    /// free space.
    pub fn survivor_places(state: &State, seat: Seat) -> Vec<Option<u8>> {
        let Some(c) = state.clan(seat) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if c.airlock < state.content.airlock_capacity() {
            out.push(None);
        }
        for (i, r) in c.rooms.iter().enumerate() {
            if r.built && r.survivors < state.content.room_spaces(&r.id) {
                out.push(Some(i as u8));
            }
        }
        out
    }

    /// Gain a survivor: placed at once when there is one place, offered to the clan when
    /// there are several, lost when there is none.
    pub fn gain_survivor(&mut self, seat: Seat, cause: &str) -> bool {
        let places = Self::survivor_places(&self.s, seat);
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

fn err(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

/// Validate a command without producing events.
pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if state.phase == Phase::GameOver || state.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    if seat.index() >= state.clans.len() {
        return Err(RuleError::not_your_decision(
            "This seat is not at the table",
        ));
    }
    // The peek room works at any moment of the day, whoever is deciding (G45).
    if let Command::PeekExplorationStack(c) = command {
        return day::check_peek(state, seat, c);
    }
    if let Some(offer) = &state.survivor_offer {
        return match command {
            Command::PlaceSurvivor(p) if offer.seat == seat => {
                if Tx::survivor_places(state, seat).contains(&p.room) {
                    Ok(())
                } else {
                    Err(err(
                        "NO_FREE_SPACE",
                        "Place the survivor in your airlock or a built room with a free space",
                    ))
                }
            }
            _ if offer.seat == seat => Err(err(
                "PLACE_SURVIVOR_FIRST",
                "Place the survivor you gained first",
            )),
            _ => Err(RuleError::not_your_decision(
                "Waiting for a clan to place a survivor",
            )),
        };
    }
    if matches!(command, Command::PlaceSurvivor(_)) {
        return Err(RuleError::not_your_decision(
            "You have no survivor to place",
        ));
    }
    let owes = state.owed.iter().find(|o| o.chooser == seat);
    match command {
        Command::PickToken(p) => {
            let o = owes.ok_or_else(|| RuleError::not_your_decision("You owe no token now"))?;
            if o.kind == LossKind::Survivor {
                return Err(err("WRONG_LOSS", "You owe a survivor: use loseSurvivor"));
            }
            if !o.kind.accepts(p.resource) {
                return Err(err(
                    "WRONG_TOKEN",
                    format!("This loss takes {:?} tokens; pick one of those", o.kind),
                ));
            }
            if state.clans[o.from.index()].stock.get(p.resource) == 0 {
                return Err(err(
                    "NO_SUCH_TOKEN",
                    "There is no such token to give; pick a token the clan has",
                ));
            }
            return Ok(());
        }
        Command::LoseSurvivor(l) => {
            let o = owes.ok_or_else(|| RuleError::not_your_decision("You owe no survivor now"))?;
            if o.kind != LossKind::Survivor {
                return Err(err("WRONG_LOSS", "You owe tokens: use pickToken"));
            }
            let c = &state.clans[seat.index()];
            let ok = match l.room {
                None => c.airlock > 0,
                Some(r) => c.rooms.get(r as usize).is_some_and(|r| r.survivors > 0),
            };
            if !ok {
                return Err(err(
                    "NO_SURVIVOR_THERE",
                    "There is no survivor there; choose the airlock or a room with survivors",
                ));
            }
            return Ok(());
        }
        _ => {}
    }
    if owes.is_some() {
        return Err(err(
            "LOSS_PENDING",
            "Choose the tokens or survivors you owe first",
        ));
    }
    let parallel = state.phase.is_parallel();
    if !parallel && !state.owed.is_empty() {
        return Err(RuleError::not_your_decision(
            "Waiting for other clans to choose their losses",
        ));
    }
    match command {
        Command::RespondToPressure(r) => return day::check_respond(state, seat, r),
        _ if state.pressure.is_some() => {
            return Err(RuleError::not_your_decision(
                "Waiting for the pressured clan to defend",
            ));
        }
        _ => {}
    }
    match state.phase {
        Phase::Setup => setup::check(state, seat, command),
        Phase::Day => day::check(state, seat, command),
        Phase::DayEvents => Err(RuleError::wrong_phase("The day's events are being applied")),
        _ => night::check(state, seat, command),
    }
}

pub fn decide(
    state: &State,
    seat: Seat,
    command: &Command,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    check(state, seat, command)?;
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng,
    };
    apply(&mut tx, seat, command);
    advance(&mut tx);
    Ok(tx.out)
}

fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::PickToken(p) => {
            let Some(o) = tx.s.owed.iter().find(|o| o.chooser == seat).cloned() else {
                return;
            };
            tx.emit(Event::TokenPicked(TokenPicked {
                chooser: seat,
                from: o.from,
                to: o.to,
                resource: p.resource,
            }));
        }
        Command::LoseSurvivor(l) => {
            tx.emit(Event::SurvivorLost(SurvivorLost { seat, room: l.room }))
        }
        Command::PlaceSurvivor(p) => {
            let cause =
                tx.s.survivor_offer
                    .as_ref()
                    .map(|o| o.cause.clone())
                    .unwrap_or_default();
            tx.emit(Event::SurvivorGained(SurvivorGained {
                seat,
                room: p.room,
                cause,
            }));
        }
        Command::RespondToPressure(r) => day::respond(tx, seat, r),
        Command::PeekExplorationStack(c) => cards::rooms::peek_exploration_stack(tx, seat, c.city),
        _ => match tx.s.phase {
            Phase::Setup => setup::apply(tx, seat, command),
            Phase::Day => day::apply(tx, seat, command),
            _ => night::apply(tx, seat, command),
        },
    }
}

/// Run the automatic procedure until a human decision is needed.
pub fn advance(tx: &mut Tx) {
    for _ in 0..10_000 {
        // Waive losses that can no longer be paid.
        if let Some(o) =
            tx.s.owed
                .iter()
                .find(|o| pool(&tx.s, o.from, o.kind) == 0)
                .cloned()
        {
            tx.emit(Event::LossWaived(LossWaived {
                from: o.from,
                kind: o.kind,
                count: o.count,
            }));
            continue;
        }
        let progressed = match tx.s.phase {
            Phase::GameOver => return,
            Phase::Setup => setup::advance(tx),
            Phase::DayEvents | Phase::Day => day::advance(tx),
            _ => night::advance(tx),
        };
        if !progressed {
            return;
        }
    }
}

/// Every command worth checking for `seat` now (a superset of the legal ones).
pub fn candidates(state: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    day::peek_candidates(state, &mut out);
    if state
        .survivor_offer
        .as_ref()
        .is_some_and(|o| o.seat == seat)
    {
        out.push(Command::PlaceSurvivor(SurvivorPlace { room: None }));
        for r in 0..7 {
            out.push(Command::PlaceSurvivor(SurvivorPlace { room: Some(r) }));
        }
        return out;
    }
    if state.owed.iter().any(|o| o.chooser == seat) {
        for r in Resource::ALL {
            out.push(Command::PickToken(PickToken { resource: r }));
        }
        out.push(Command::LoseSurvivor(LoseSurvivor { room: None }));
        for r in 0..7 {
            out.push(Command::LoseSurvivor(LoseSurvivor { room: Some(r) }));
        }
        return out;
    }
    if let Some(p) = &state.pressure {
        if p.defender == seat {
            for ammo in 0..=p.points.min(8) as u8 {
                for suit in [false, true] {
                    for imm in [false, true] {
                        out.push(Command::RespondToPressure(RespondToPressure {
                            ammo,
                            combat_suit: suit,
                            immunity_room: imm,
                        }));
                    }
                }
            }
        }
        return out;
    }
    match state.phase {
        Phase::Setup => setup::candidates(state, seat, &mut out),
        Phase::Day => day::candidates(state, seat, &mut out),
        _ => night::candidates(state, seat, &mut out),
    }
    out
}

pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    candidates(state, seat)
        .into_iter()
        .filter(|c| check(state, seat, c).is_ok())
        .collect()
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    if state.outcome.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for c in &state.clans {
        let seat = c.seat;
        let legal = legal_commands(state, seat);
        if legal.is_empty() {
            continue;
        }
        let offers = state
            .activation
            .as_ref()
            .filter(|a| a.seat == seat && !a.offers.is_empty())
            .map(|a| a.offers.join(", "))
            .or_else(|| (!c.offers.is_empty()).then(|| c.offers.join(", ")));
        let offer_message;
        let (kind, message) = if legal
            .iter()
            .all(|c| matches!(c, Command::PeekExplorationStack(_)))
        {
            (
                "PEEK_EXPLORATION_STACK",
                "You may secretly look at one city's exploration stack (once this round)",
            )
        } else if let Some(offers) = offers {
            offer_message = format!("Use or decline each offered effect: {offers}");
            ("USE_OR_DECLINE_BONUS", offer_message.as_str())
        } else if state
            .survivor_offer
            .as_ref()
            .is_some_and(|o| o.seat == seat)
        {
            (
                "PLACE_SURVIVOR",
                "Place the survivor you gained: your airlock or a built room with a free space",
            )
        } else if state.owed.iter().any(|o| o.chooser == seat) {
            (
                "CHOOSE_LOSS",
                "Choose the tokens or survivors you owe, one at a time",
            )
        } else if state.pressure.as_ref().is_some_and(|p| p.defender == seat) {
            (
                "DEFEND_PRESSURE",
                "A stronger hero pressures yours: spend ammo (or equipment) to cancel points",
            )
        } else {
            match state.phase {
                Phase::Setup => (
                    "SETUP_CHOICE",
                    "Make your secret setup choices: rooms, leader, free room, survivors, heroes",
                ),
                Phase::Day if state.activation.is_some() => (
                    "TAKE_ACTIONS",
                    "Spend your hero's action points, or end the activation",
                ),
                Phase::Day => ("MOVE_HERO", "Choose a lying hero and move it 1 or 2 areas"),
                Phase::NightEvents => (
                    "RESOLVE_OR_PASS",
                    "Resolve one face-up event by paying its cost, or pass",
                ),
                Phase::Feeding => (
                    "PAY_FOOD",
                    "Feed your survivors: pay food for occupied rooms and water for airlock columns",
                ),
                Phase::Recruiting => (
                    "RECRUIT",
                    "Spend food to bring survivors into your airlock, then finish the step",
                ),
                Phase::Building => (
                    "BUILD",
                    "Build rooms, move survivors from the airlock, use full rooms, then finish the step",
                ),
                Phase::Repairing => ("REPAIR", "Repair broken equipment, then finish the step"),
                _ => ("WAIT", "Waiting"),
            }
        };
        out.push(Prompt::new(seat, kind, message));
    }
    out
}

/// Whether the room with this id is full and its once-per-round use available.
pub fn ready_room(state: &State, seat: Seat, id: &str) -> Option<usize> {
    state.clan(seat)?.ready_room(&state.content, id)
}

/// Whether a clan ignores events that directly affect it (full Event Immunity room).
pub fn immune(state: &State, seat: Seat) -> bool {
    cards::rooms::event_immunity(state, seat)
}
