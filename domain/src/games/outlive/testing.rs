//! Given / when / then for Outlive, public so that other crates (with the `testing`
//! feature) can set up a game in a chosen position and play commands on it through
//! [`Game::decide`]: a small state builder ([`given`]), [`when`] to decide and apply a
//! command, [`refused`] for the error of a refused one, and [`run`] to run a piece of the
//! automatic procedure directly.
//!
//! ```
//! use domain::engine::Game;
//! use domain::games::outlive::command::{BuildRoom, Command};
//! use domain::games::outlive::event::Event;
//! use domain::games::outlive::testing::{given, slots, when};
//! use domain::games::outlive::{Outlive, Phase, Resource};
//!
//! // Clan 0 builds its room in slot 3 in night step 5, paying 3 wood.
//! let mut state = given(2).phase(Phase::Building).stock(0, Resource::Wood, 3).build();
//! assert!(!slots(&state, 0)[3].is_empty());
//! let build = Command::BuildRoom(BuildRoom { room: 3, wood: 3, metal: 0, microchip: 0 });
//! assert!(Outlive::legal_commands(&state, domain::engine::Seat(0)).contains(&build));
//! let events = when(&mut state, 0, build);
//! assert!(matches!(&events[0], Event::RoomBuilt(b) if b.room == 3 && b.paid.wood == 3));
//! assert!(state.clans[0].rooms[3].built);
//! ```

use super::command::*;
use super::content::Content;
use super::event::Event;
use super::rules::advance;
use super::rules::setup::room_slots;
use super::state::*;
use super::tx::Tx;
use super::{Options, Outlive};
use crate::engine::{Confirm, Game, GameRng, RuleError, Seat, testing};

/// `Confirm::Yes`, the payload of every parameterless command.
pub const YES: Confirm = Confirm::Yes;

/// Seat `n` (0 is the first clan).
pub fn seat(n: u8) -> Seat {
    Seat(n)
}

/// Decide and apply; panic on refusal.
pub fn when(state: &mut State, s: u8, command: Command) -> Vec<Event> {
    testing::when::<Outlive>(state, Seat(s), &command, &mut GameRng::from_u64(7))
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"))
}

/// Decide and apply; return the refusal.
pub fn refused(state: &State, s: u8, command: Command) -> RuleError {
    match Outlive::decide(state, Seat(s), &command, &mut GameRng::from_u64(7)) {
        Ok(e) => panic!("{command:?} accepted: {e:?}"),
        Err(e) => e,
    }
}

/// A small state builder, starting from a real setup with every clan's choices made
/// automatically (first legal choices), then adjusted.
pub struct Given {
    pub state: State,
}

/// A game of `n` clans right after setup (round 1, day, first player's turn), with all
/// area supplies refilled. Clans have no resources, no equipment, every room unbuilt and
/// empty, 0 survivors, radiation 0, all unresolved events removed.
pub fn given(n: usize) -> Given {
    let events = Outlive::setup(
        &Options::default(),
        &Seat::all(n),
        &mut GameRng::from_u64(1),
    )
    .unwrap();
    let mut state = Outlive::fold(&events);
    while state.phase == Phase::Setup {
        let mut progressed = false;
        for s in 0..n {
            if let Some(c) = Outlive::legal_commands(&state, Seat(s as u8))
                .into_iter()
                .next()
            {
                testing::when::<Outlive>(&mut state, Seat(s as u8), &c, &mut GameRng::from_u64(2))
                    .unwrap();
                progressed = true;
            }
        }
        if !progressed {
            // losses from events during setup's first day
            break;
        }
    }
    let mut g = Given { state };
    g.state.owed.clear();
    g.state.pressure = None;
    g.state.activation = None;
    g.state.phase = Phase::Day;
    g.state.turn = Seat(0);
    g.state.first_player = Seat(0);
    g.state.token_taken_by = None;
    for e in &mut g.state.convoy {
        e.revealed = false;
        e.resolved_by = None;
    }
    for c in &mut g.state.clans {
        c.stock = Stock::default();
        c.equipment.clear();
        c.airlock = 0;
        c.radiation = 0;
        for r in &mut c.rooms {
            r.built = false;
            r.survivors = 0;
            r.used = false;
        }
        for h in &mut c.heroes {
            h.active = false;
        }
    }
    g.clear_heroes();
    g
}

impl Given {
    pub fn build(self) -> State {
        self.state.check_invariants().unwrap();
        self.state
    }

    /// Put every hero off the board's interesting areas: none placed.
    fn clear_heroes(&mut self) {
        for c in &mut self.state.clans {
            for h in &mut c.heroes {
                h.area = None;
                h.column = None;
            }
        }
    }

    /// Place a hero (0-3: powers 3, 3, 4, 5).
    pub fn hero(mut self, s: u8, hero: usize, area: Area, active: bool) -> Self {
        let h = &mut self.state.clans[s as usize].heroes[hero];
        h.area = Some(area);
        h.active = active;
        h.column = (area == Area::CargoShip).then_some(h.power);
        self
    }

    pub fn stock(mut self, s: u8, r: Resource, n: u32) -> Self {
        self.state.clans[s as usize].stock.add(r, n);
        self
    }

    pub fn airlock(mut self, s: u8, n: u32) -> Self {
        self.state.clans[s as usize].airlock = n;
        self
    }

    pub fn radiation(mut self, s: u8, v: i32) -> Self {
        self.state.clans[s as usize].radiation = v;
        self
    }

    /// Put room `id` in slot 3 (or the basic room's slot) of clan `s`, built, with survivors.
    pub fn room(mut self, s: u8, id: &str, built: bool, survivors: u32) -> Self {
        let c = &mut self.state.clans[s as usize];
        let slot = c.rooms.iter().position(|r| r.id == id).unwrap_or_else(|| {
            let free = (3..7).find(|i| !c.rooms[*i].built).unwrap_or(3);
            c.rooms[free].id = id.into();
            free
        });
        c.rooms[slot].built = built;
        c.rooms[slot].survivors = survivors;
        self
    }

    /// Give clan `s` an equipment tile.
    pub fn equipment(mut self, s: u8, id: &str, repaired: bool) -> Self {
        let tile = self
            .state
            .content
            .equipment_tiles()
            .into_iter()
            .find(|(_, e)| e == id)
            .map(|(t, _)| t)
            .unwrap();
        self.state.equipment_pile.retain(|t| *t != tile);
        for c in &mut self.state.cities {
            c.display.retain(|t| *t != tile);
        }
        self.state.clans[s as usize].equipment.push(OwnedEquipment {
            tile,
            id: id.into(),
            repaired,
            used: false,
        });
        self
    }

    pub fn tokens(mut self, area: Area, n: u32) -> Self {
        self.state.area_tokens[area.index()] = n;
        self
    }

    /// Reveal an event (face up, unresolved) in the first convoy space, whatever was there.
    pub fn event(mut self, id: &str) -> Self {
        let slot = self.state.convoy.iter().position(|e| !e.revealed).unwrap();
        self.state.convoy[slot].id = id.into();
        self.state.convoy[slot].revealed = true;
        self
    }

    pub fn phase(mut self, phase: Phase) -> Self {
        self.state.phase = phase;
        self
    }

    pub fn round(mut self, round: u32) -> Self {
        self.state.round = round;
        self
    }

    pub fn prey(mut self, area: Area, stack: Vec<u8>) -> Self {
        self.state.prey[area.prey_index().unwrap()] = stack;
        self
    }

    /// The hero of `s` is moving: its activation has begun in `area` with `ap` (arrival done).
    pub fn acting(mut self, s: u8, hero: usize, area: Area) -> Self {
        self = self.hero(s, hero, area, true);
        let power = self.state.clans[s as usize].heroes[hero].power;
        self.state.turn = Seat(s);
        self.state.activation = Some(Activation {
            seat: Seat(s),
            hero: hero as u8,
            area: Some(area),
            ap: power as u32,
            acting: true,
            ..Activation::default()
        });
        self
    }
}

/// All the events of a list, as debug strings (for readable failures).
pub fn names(events: &[Event]) -> Vec<String> {
    events.iter().map(|e| format!("{e:?}")).collect()
}

/// Index of the first event matching.
pub fn find<'a, T>(events: &'a [Event], f: impl Fn(&'a Event) -> Option<T>) -> Option<T> {
    events.iter().find_map(f)
}

/// The room ids of clan `s`'s slots (3 basic, then the advanced ones kept).
pub fn slots(state: &State, s: u8) -> Vec<String> {
    room_slots(&state.content, &state.clans[s as usize])
}

/// The embedded content.
pub fn content() -> &'static Content {
    Content::embedded()
}

/// Run the automatic procedure on `state` (as a command would), returning its events.
pub fn run(state: &mut State, f: impl FnOnce(&mut Tx)) -> Vec<Event> {
    let mut rng = GameRng::from_u64(3);
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    f(&mut tx);
    advance(&mut tx);
    *state = tx.s;
    tx.out
}

/// The slot of a room id in clan `s`.
pub fn slot_of(state: &State, s: u8, id: &str) -> u8 {
    state.clans[s as usize]
        .rooms
        .iter()
        .position(|r| r.id == id)
        .unwrap() as u8
}
