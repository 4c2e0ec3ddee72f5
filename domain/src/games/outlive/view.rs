//! What each viewer sees: the whole table is public except the equipment pile order, the
//! face-down exploration and prey stacks (only their size and the top prey), future events,
//! each clan's dealt leaders and rooms and its setup choices before they are revealed, and
//! a clan's peek at an exploration stack.

use serde::Serialize;

use super::event::*;
use super::state::*;
use crate::engine::{Seat, Viewer};

/// An Outlive table as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveView")
)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The step under way.
    pub phase: Phase,
    /// Round 1 to 6 (0 during setup).
    pub round: u32,
    /// Radiation level of this round.
    pub radiation_level: u32,
    /// The first player.
    pub first_player: Seat,
    /// Who took the first-player token on the Cargo Ship this round.
    pub token_taken_by: Option<Seat>,
    /// Whose turn it is (day activations, night step 1).
    pub turn: Option<Seat>,
    /// Every clan, by seat.
    pub clans: Vec<ClanView>,
    /// Every area of the board.
    pub areas: Vec<AreaView>,
    /// Whether the Military Base iodine is still available this round.
    pub iodine_available: bool,
    /// Cargo Ship columns (powers 3-6) where a survivor waits.
    pub cargo_survivors: Vec<u8>,
    /// The two cities.
    pub cities: Vec<CityView>,
    /// Tiles in the face-down equipment pile.
    pub equipment_pile: u32,
    /// The equipment discard pile.
    pub equipment_discard: Vec<EquipmentView>,
    /// The convoy board: one event per round (face down until its round).
    pub convoy: Vec<ConvoyEventView>,
    /// The hero being activated.
    pub activation: Option<ActivationView>,
    /// A pressure waiting for the defender.
    pub pressure: Option<PressureView>,
    /// Losses being chosen.
    pub losses: Vec<LossView>,
    /// The clan that must place a survivor it gained (Cargo Ship, Flashlight).
    pub survivor_to_place: Option<Seat>,
    /// Final score sheets, once the game has ended.
    pub scores: Vec<ScoreSheet>,
    /// The winners, once the game has ended.
    pub winners: Vec<Seat>,
    /// Name of the content in use.
    pub content_name: String,
    /// SHA-256 of the content in use.
    pub content_hash: String,
}

/// One clan's shelter.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveClan")
)]
#[serde(rename_all = "camelCase")]
pub struct ClanView {
    /// The seat.
    pub seat: Seat,
    /// Chosen leader (public once revealed).
    pub leader: Option<String>,
    /// The 4 heroes.
    pub heroes: Vec<HeroView>,
    /// Resource tokens.
    pub stock: Stock,
    /// Virtual water of "Water 1 (Fixed)" available now.
    pub fixed_water: u32,
    /// Radiation gauge (+3 best, -11 worst).
    pub radiation: i32,
    /// Survivors in the airlock.
    pub airlock: u32,
    /// Airlock spaces.
    pub airlock_capacity: u32,
    /// Survivors in the shelter (airlock and rooms).
    pub survivors: u32,
    /// Rooms by slot.
    pub rooms: Vec<RoomView>,
    /// Equipment tiles (broken or repaired).
    pub equipment: Vec<EquipmentView>,
    /// Endurance of the prey tiles gained.
    pub prey: Vec<u8>,
    /// Events resolved.
    pub resolved_events: Vec<String>,
    /// Done with the current night step.
    pub step_done: bool,
    /// Food still due in night step 2.
    pub food_due: u32,
    /// Water still due in night step 2.
    pub water_due: u32,
    /// Setup finished (its choices are secret until every clan is done).
    pub setup_done: bool,
    /// Dealt leaders (this seat only).
    pub dealt_leaders: Option<Vec<String>>,
    /// Dealt advanced rooms (this seat only).
    pub dealt_rooms: Option<Vec<String>>,
    /// Secret setup choices so far (this seat only).
    pub setup: Option<SetupView>,
}

/// A clan's own secret setup choices.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveSetupProgress")
)]
#[serde(rename_all = "camelCase")]
pub struct SetupView {
    /// Indexes of the discarded dealt rooms.
    pub discarded_rooms: Vec<u8>,
    /// Chosen leader.
    pub leader: Option<String>,
    /// Slot of the room to build for free.
    pub built_room: Option<u8>,
    /// Survivors to put in that room.
    pub survivors_in_room: Option<u8>,
    /// Area of each hero (null: not placed yet).
    pub hero_areas: Vec<Option<Area>>,
    /// Exploration tiles drawn (Marie Coolpepper).
    pub drawn_tiles: Vec<String>,
}

/// A hero pawn.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveHero")
)]
#[serde(rename_all = "camelCase")]
pub struct HeroView {
    /// Hero 0-3.
    pub hero: u8,
    /// Power 3, 3, 4 or 5.
    pub power: u8,
    /// Its area (null before the setup is revealed).
    pub area: Option<Area>,
    /// Standing: already moved this round.
    pub active: bool,
    /// Cargo Ship column.
    pub column: Option<u8>,
}

/// A room tile.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveRoom")
)]
#[serde(rename_all = "camelCase")]
pub struct RoomView {
    /// Slot 0-6.
    pub slot: u8,
    /// Room id from `rooms.json`.
    pub id: String,
    /// English name.
    pub name: String,
    /// Built side up.
    pub built: bool,
    /// Survivors in it.
    pub survivors: u32,
    /// Survivor spaces.
    pub spaces: u32,
    /// Food due each night while it holds a survivor.
    pub food_cost: u32,
    /// Built and full: its effect works.
    pub full: bool,
    /// Its once-per-round effect was used this round.
    pub used: bool,
}

/// An equipment tile.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveEquipment")
)]
#[serde(rename_all = "camelCase")]
pub struct EquipmentView {
    /// Tile number.
    pub tile: u16,
    /// Equipment id from `equipment.json`.
    pub id: String,
    /// English name.
    pub name: String,
    /// Repair cost.
    pub repair_cost: Stock,
    /// Repaired (right side of the shelter board).
    pub repaired: bool,
    /// Tapped this round.
    pub used: bool,
}

/// An area of the board.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveAreaView")
)]
#[serde(rename_all = "camelCase")]
pub struct AreaView {
    /// The area.
    pub area: Area,
    /// The resource collected here.
    pub resource: Option<Resource>,
    /// Tokens here.
    pub tokens: u32,
    /// Prey tiles left.
    pub prey_count: u32,
    /// Endurance of the top prey tile.
    pub prey_top: Option<u8>,
    /// The whole prey stack, top first: only for a clan acting here with a ready Heat Sensor.
    pub prey_stack: Option<Vec<u8>>,
}

/// A city.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveCity")
)]
#[serde(rename_all = "camelCase")]
pub struct CityView {
    /// The city.
    pub city: Area,
    /// Equipment displayed face up.
    pub display: Vec<EquipmentView>,
    /// Tiles in the face-down exploration stack.
    pub stack_count: u32,
    /// Face-up tiles beside it (excluded this round, explored, removed).
    pub aside: Vec<String>,
}

/// An event space of the convoy board.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveConvoyEvent")
)]
#[serde(rename_all = "camelCase")]
pub struct ConvoyEventView {
    /// Round 1-6.
    pub round: u32,
    /// Event id, once revealed.
    pub event: Option<String>,
    /// English name, once revealed.
    pub name: Option<String>,
    /// Cost to resolve, once revealed.
    pub cost: Option<Stock>,
    /// SP when resolved, once revealed.
    pub survival_points: Option<u32>,
    /// Who resolved it.
    pub resolved_by: Option<Seat>,
}

/// The current activation.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveActivation")
)]
#[serde(rename_all = "camelCase")]
pub struct ActivationView {
    /// The clan.
    pub seat: Seat,
    /// Hero 0-3.
    pub hero: u8,
    /// Its area.
    pub area: Option<Area>,
    /// Action points left.
    pub action_points: u32,
    /// Pressure and arrival are over.
    pub acting: bool,
    /// Purifier active (Dam).
    pub purifier: bool,
    /// Already hunted.
    pub hunted: bool,
    /// Optional effects offered now (equipment or room ids): `useBonus` or `declineBonus`.
    pub offers: Vec<String>,
}

/// A pressure awaiting the defender.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutlivePressure")
)]
#[serde(rename_all = "camelCase")]
pub struct PressureView {
    /// The moving clan.
    pub attacker: Seat,
    /// The pressured clan.
    pub defender: Seat,
    /// The pressured hero.
    pub defender_hero: u8,
    /// Pressure points.
    pub points: u32,
}

/// A loss being chosen.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveLoss")
)]
#[serde(rename_all = "camelCase")]
pub struct LossView {
    /// Who chooses.
    pub chooser: Seat,
    /// Whose tokens or survivors.
    pub from: Seat,
    /// Who receives the tokens.
    pub to: Option<Seat>,
    /// What is taken.
    pub kind: LossKind,
    /// How many are left to choose.
    pub count: u32,
    /// Cause.
    pub cause: String,
}

fn equipment_view(state: &State, tile: u16, repaired: bool, used: bool) -> EquipmentView {
    let id = state.content.equipment_of_tile(tile).unwrap_or_default();
    let data = state.content.equipment(&id);
    EquipmentView {
        tile,
        name: data.map(|d| d.name.clone()).unwrap_or_default(),
        repair_cost: data.map(|d| d.repair_cost).unwrap_or_default(),
        id,
        repaired,
        used,
    }
}

/// One clan as `viewer` sees it: its dealt cards and unfinished setup only to its own seat.
fn clan_view(state: &State, c: &Clan, viewer: Viewer) -> ClanView {
    let content = &state.content;
    let mine = viewer.is_seat(c.seat);
    ClanView {
        seat: c.seat,
        leader: c.leader.clone(),
        heroes: c
            .heroes
            .iter()
            .enumerate()
            .map(|(i, h)| HeroView {
                hero: i as u8,
                power: h.power,
                area: h.area,
                active: h.active,
                column: h.column,
            })
            .collect(),
        stock: c.stock,
        fixed_water: c.fixed_water,
        radiation: c.radiation,
        airlock: c.airlock,
        airlock_capacity: content.airlock_capacity(),
        survivors: c.survivors(),
        rooms: c
            .rooms
            .iter()
            .enumerate()
            .map(|(i, r)| RoomView {
                slot: i as u8,
                id: r.id.clone(),
                name: content
                    .room(&r.id)
                    .map(|d| d.name.clone())
                    .unwrap_or_default(),
                built: r.built,
                survivors: r.survivors,
                spaces: content.room_spaces(&r.id),
                food_cost: content.room(&r.id).map_or(0, |d| d.food_cost),
                full: c.is_full(content, i),
                used: r.used,
            })
            .collect(),
        equipment: c
            .equipment
            .iter()
            .map(|e| equipment_view(state, e.tile, e.repaired, e.used))
            .collect(),
        prey: c.prey.clone(),
        resolved_events: c.resolved_events.clone(),
        step_done: c.step_done,
        food_due: c.food_due,
        water_due: c.water_due,
        setup_done: c.setup.done || super::rules::setup::next_step(content, c).is_none(),
        dealt_leaders: mine.then(|| c.dealt_leaders.clone()),
        dealt_rooms: mine.then(|| c.dealt_rooms.clone()),
        setup: (mine && !c.setup.done).then(|| SetupView {
            discarded_rooms: c.setup.discarded_rooms.clone(),
            leader: c.setup.leader.clone(),
            built_room: c.setup.built_room,
            survivors_in_room: c.setup.survivors_in_room,
            hero_areas: c.setup.hero_areas.clone(),
            drawn_tiles: c.setup.drawn_tiles.clone(),
        }),
    }
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let content = &state.content;
    let acting_here = |area: Area| {
        state.activation.as_ref().is_some_and(|a| {
            a.area == Some(area)
                && viewer.is_seat(a.seat)
                && state.clans[a.seat.index()]
                    .ready_equipment(super::cards::equipment::HEAT_SENSOR)
                    .is_some()
        })
    };
    View {
        phase: state.phase,
        round: state.round,
        radiation_level: content.radiation_level(state.round),
        first_player: state.first_player,
        token_taken_by: state.token_taken_by,
        turn: matches!(state.phase, Phase::Day | Phase::NightEvents).then_some(state.turn),
        clans: state
            .clans
            .iter()
            .map(|c| clan_view(state, c, viewer))
            .collect(),
        areas: Area::ALL
            .iter()
            .map(|a| {
                let stack = a.prey_index().and_then(|i| state.prey.get(i));
                AreaView {
                    area: *a,
                    resource: a.resource(),
                    tokens: state.tokens(*a),
                    prey_count: stack.map_or(0, |s| s.len() as u32),
                    prey_top: stack.and_then(|s| s.first().copied()),
                    prey_stack: stack.filter(|_| acting_here(*a)).cloned(),
                }
            })
            .collect(),
        iodine_available: state.iodine_available,
        cargo_survivors: (3..=6u8)
            .filter(|p| {
                state
                    .cargo_survivors
                    .get((*p - 3) as usize)
                    .copied()
                    .unwrap_or(false)
            })
            .collect(),
        cities: state
            .cities
            .iter()
            .map(|c| CityView {
                city: c.area.unwrap_or(Area::BlackwoodCity),
                display: c
                    .display
                    .iter()
                    .map(|t| equipment_view(state, *t, false, false))
                    .collect(),
                stack_count: c.stack.len() as u32,
                aside: c.aside.clone(),
            })
            .collect(),
        equipment_pile: state.equipment_pile.len() as u32,
        equipment_discard: state
            .equipment_discard
            .iter()
            .map(|t| equipment_view(state, *t, false, false))
            .collect(),
        convoy: state
            .convoy
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let data = e.revealed.then(|| content.event(&e.id)).flatten();
                ConvoyEventView {
                    round: i as u32 + 1,
                    event: e.revealed.then(|| e.id.clone()),
                    name: data.map(|d| d.name.clone()),
                    cost: data.map(|d| d.cost),
                    survival_points: data.map(|d| d.survival_points),
                    resolved_by: e.resolved_by,
                }
            })
            .collect(),
        activation: state.activation.as_ref().map(|a| ActivationView {
            seat: a.seat,
            hero: a.hero,
            area: a.area,
            action_points: a.ap,
            acting: a.acting,
            purifier: a.purifier,
            hunted: a.hunted,
            offers: a.offers.clone(),
        }),
        pressure: state.pressure.as_ref().map(|p| PressureView {
            attacker: p.attacker,
            defender: p.defender,
            defender_hero: p.defender_hero,
            points: p.points,
        }),
        losses: state
            .owed
            .iter()
            .map(|o| LossView {
                chooser: o.chooser,
                from: o.from,
                to: o.to,
                kind: o.kind,
                count: o.count,
                cause: o.cause.clone(),
            })
            .collect(),
        survivor_to_place: state.survivor_offer.as_ref().map(|o| o.seat),
        scores: state.scores.clone(),
        winners: state
            .outcome
            .as_ref()
            .map(|o| o.winners.clone())
            .unwrap_or_default(),
        content_name: state.content_name.clone(),
        content_hash: state.content_hash.clone(),
    }
}

/// Hide shuffled orders from everyone, and dealt cards, setup choices and peeks from
/// everyone but their seat. Stateless: depends only on the event and the viewer.
pub fn redact(event: &Event, viewer: Viewer) -> Event {
    match event {
        Event::EquipmentPileShuffled(e) => Event::EquipmentPileShuffled(EquipmentPileShuffled {
            order: None,
            ..e.clone()
        }),
        Event::PreyStackFormed(e) => Event::PreyStackFormed(PreyStackFormed {
            tiles: None,
            ..e.clone()
        }),
        Event::ExplorationStackFormed(e) => Event::ExplorationStackFormed(ExplorationStackFormed {
            order: None,
            ..e.clone()
        }),
        Event::EventsDealt(e) => Event::EventsDealt(EventsDealt {
            order: None,
            ..e.clone()
        }),
        Event::ClanDealt(e) if !viewer.is_seat(e.seat) => Event::ClanDealt(ClanDealt {
            seat: e.seat,
            leaders: None,
            rooms: None,
        }),
        Event::SetupChoiceMade(e) if !viewer.is_seat(e.seat) => {
            Event::SetupChoiceMade(SetupChoiceMade {
                seat: e.seat,
                step: e.step,
                choice: None,
            })
        }
        Event::ExplorationStackPeeked(e) if !viewer.is_seat(e.seat) => {
            Event::ExplorationStackPeeked(ExplorationStackPeeked {
                seat: e.seat,
                city: e.city,
                tiles: None,
            })
        }
        other => other.clone(),
    }
}
