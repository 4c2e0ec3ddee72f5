//! The authoritative state of an Outlive game and its invariants.

use serde::{Deserialize, Serialize};

use super::content::Content;
use super::options::Options;
// The vocabulary is part of what the state is made of; `state::Area` keeps working.
pub use super::vocabulary::{Area, Resource, Stock};
use crate::engine::{Outcome, Seat};

/// Number of heroes per clan, and their powers.
pub const HERO_POWERS: [u8; 4] = [3, 3, 4, 5];

/// Which part of a round is under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "OutlivePhase")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Phase {
    /// Before the game is set up, and while the clans make their secret setup choices.
    #[default]
    Setup,
    /// Day step 1: the events were applied; affected clans choose their losses.
    DayEvents,
    /// Day step 2: heroes are moved one at a time, clockwise from the first player.
    Day,
    /// Night step 1: event resolution, round-robin from the first player.
    NightEvents,
    /// Night step 2: every clan feeds its survivors.
    Feeding,
    /// Night step 3: radiation (automatic; clans choose survivors lost past -11).
    Radiation,
    /// Night step 4: every clan may recruit survivors into its airlock.
    Recruiting,
    /// Night step 5: every clan builds rooms, moves survivors and activates rooms.
    Building,
    /// Night step 6: every clan repairs equipment.
    Repairing,
    /// The Convoy has arrived: final scoring is done.
    GameOver,
}

impl Phase {
    /// The night steps every clan plays at once, each ending with `finishStep`.
    pub fn is_parallel(self) -> bool {
        matches!(
            self,
            Phase::Feeding
                | Phase::Radiation
                | Phase::Recruiting
                | Phase::Building
                | Phase::Repairing
        )
    }
}

/// What a pending loss takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "OutliveLossKind")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum LossKind {
    /// Food or material tokens handed to a pressuring clan.
    Loot,
    /// Food tokens (Rat Invasion).
    Food,
    /// Material or ammo tokens (Hostile Clan).
    MaterialOrAmmo,
    /// Survivors returned to the bank.
    Survivor,
}

impl LossKind {
    pub fn accepts(self, r: Resource) -> bool {
        match self {
            LossKind::Loot => r.is_food() || r.is_material(),
            LossKind::Food => r.is_food(),
            LossKind::MaterialOrAmmo => r.is_material() || r == Resource::Ammo,
            LossKind::Survivor => false,
        }
    }
}

/// A loss some clan owes: tokens or survivors, chosen one at a time by `chooser`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Owed {
    pub chooser: Seat,
    pub from: Seat,
    pub to: Option<Seat>,
    pub kind: LossKind,
    pub count: u32,
    pub cause: String,
}

/// One hero pawn.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Hero {
    pub power: u8,
    pub area: Option<Area>,
    /// Standing: has already moved this round.
    pub active: bool,
    /// Cargo Ship column, while on the Cargo Ship.
    pub column: Option<u8>,
}

/// One room tile on a shelter board.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Room {
    pub id: String,
    pub built: bool,
    pub survivors: u32,
    /// The once-per-round effect was used this round.
    pub used: bool,
    /// A second once-per-round part was used (the repair of "Draw 1 / Repair -1").
    pub bonus_used: bool,
}

impl Room {
    /// Built, with every survivor space taken: only a full room works.
    pub fn is_full(&self, content: &Content) -> bool {
        self.built && self.survivors >= content.room_spaces(&self.id)
    }

    /// Built, with a space for one more survivor.
    pub fn has_free_space(&self, content: &Content) -> bool {
        self.built && self.survivors < content.room_spaces(&self.id)
    }
}

/// One equipment tile owned by a clan.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OwnedEquipment {
    pub tile: u16,
    pub id: String,
    pub repaired: bool,
    /// Tapped (used this round).
    pub used: bool,
}

impl OwnedEquipment {
    /// A tile as it is gained: broken, untapped.
    pub fn broken(tile: u16, id: String) -> Self {
        Self {
            tile,
            id,
            repaired: false,
            used: false,
        }
    }
}

/// A clan's secret setup choices so far.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupProgress {
    /// Indexes (into the dealt rooms) of the discarded advanced rooms.
    pub discarded_rooms: Vec<u8>,
    pub leader: Option<String>,
    /// Slot (0-6) of the room built for free.
    pub built_room: Option<u8>,
    pub survivors_in_room: Option<u8>,
    /// Area of each hero.
    pub hero_areas: Vec<Option<Area>>,
    /// Marie Coolpepper's drawn exploration tiles.
    pub drawn_tiles: Vec<String>,
    pub discarded_tile: Option<u8>,
    pub done: bool,
}

/// One clan (one seat).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Clan {
    pub seat: Seat,
    pub leader: Option<String>,
    pub heroes: Vec<Hero>,
    pub stock: Stock,
    /// Virtual water of a full "Water 1 (Fixed)" room, spent before real water.
    pub fixed_water: u32,
    /// Radiation gauge value: +3 best, -11 worst.
    pub radiation: i32,
    pub airlock: u32,
    /// 3 basic rooms (slots 0-2), then 4 advanced rooms (slots 3-6).
    pub rooms: Vec<Room>,
    pub equipment: Vec<OwnedEquipment>,
    /// Endurance of every prey tile gained.
    pub prey: Vec<u8>,
    /// Ids of the events this clan resolved.
    pub resolved_events: Vec<String>,
    /// Leader cards dealt (secret).
    pub dealt_leaders: Vec<String>,
    /// Advanced rooms dealt (secret).
    pub dealt_rooms: Vec<String>,
    pub setup: SetupProgress,
    /// Cities where "City: Exploration +2" / "Empty Box" were used this round.
    pub explore_bonus_cities: Vec<Area>,
    pub empty_box_cities: Vec<Area>,
    /// The event-cost reduction was used this round (on one resolution).
    pub reduction_used: bool,
    /// Done with the current parallel night step.
    pub step_done: bool,
    /// Optional effects offered to this clan outside an activation (the ventilation room in
    /// night step 3), answered with `useBonus` or `declineBonus`.
    #[serde(default)]
    pub offers: Vec<String>,
    /// Still due in night step 2: food for rooms, water for airlock columns.
    pub food_due: u32,
    pub water_due: u32,
}

impl Clan {
    pub fn survivors(&self) -> u32 {
        self.airlock + self.rooms.iter().map(|r| r.survivors).sum::<u32>()
    }

    pub fn owns_equipment(&self, id: &str) -> bool {
        self.equipment.iter().any(|e| e.id == id)
    }

    /// A repaired, untapped equipment tile with this id.
    pub fn ready_equipment(&self, id: &str) -> Option<&OwnedEquipment> {
        self.equipment
            .iter()
            .find(|e| e.id == id && e.repaired && !e.used)
    }

    /// Slot of a built, full room with this id.
    pub fn full_room(&self, content: &Content, id: &str) -> Option<usize> {
        self.rooms
            .iter()
            .position(|r| r.id == id && r.is_full(content))
    }

    /// Slot of a full room with this id whose once-per-round use is still available.
    pub fn ready_room(&self, content: &Content, id: &str) -> Option<usize> {
        self.rooms
            .iter()
            .position(|r| r.id == id && !r.used && r.is_full(content))
    }

    pub fn is_full(&self, content: &Content, slot: usize) -> bool {
        self.rooms.get(slot).is_some_and(|r| r.is_full(content))
    }

    /// A cost as this clan pays it, virtual water first: (the tokens paid, the virtual water
    /// used).
    pub fn water_first(&self, cost: &Stock) -> (Stock, u32) {
        let fixed = self.fixed_water.min(cost.water);
        let mut paid = *cost;
        paid.water -= fixed;
        (paid, fixed)
    }

    pub fn full_rooms(&self, content: &Content) -> usize {
        (0..self.rooms.len())
            .filter(|s| self.is_full(content, *s))
            .count()
    }

    /// Give up tokens and virtual water paid to the bank.
    pub fn spend(&mut self, paid: &Stock, fixed_water: u32) {
        self.stock.remove_all(paid);
        self.fixed_water = self.fixed_water.saturating_sub(fixed_water);
    }

    /// Give up one token of `r`, or one virtual water.
    pub fn spend_one(&mut self, r: Resource, fixed_water: bool) {
        if fixed_water {
            self.fixed_water = self.fixed_water.saturating_sub(1);
        } else {
            self.stock.remove(r, 1);
        }
    }

    /// Whether one token of `r` is paid with the virtual water (it goes before real water).
    pub fn pays_virtual_water(&self, r: Resource) -> bool {
        r == Resource::Water && self.fixed_water > 0
    }

    /// Water available for a water payment (virtual water included).
    pub fn water_available(&self) -> u32 {
        self.stock.water + self.fixed_water
    }

    pub fn hero_in(&self, area: Area) -> Option<usize> {
        self.heroes.iter().position(|h| h.area == Some(area))
    }
}

/// A city's equipment display and exploration tiles.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct City {
    pub area: Option<Area>,
    pub display: Vec<u16>,
    /// Face-down stack, top first (order secret).
    pub stack: Vec<String>,
    /// Face-up tiles beside the city: excluded this morning, explored or removed.
    pub aside: Vec<String>,
}

/// An event card on the convoy board.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConvoyEvent {
    pub id: String,
    pub revealed: bool,
    pub resolved_by: Option<Seat>,
}

/// The hero being activated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Activation {
    pub seat: Seat,
    pub hero: u8,
    pub area: Option<Area>,
    pub ap: u32,
    /// Pressure and arrival effects are over: actions may be taken.
    pub acting: bool,
    /// Clans already pressured by this arrival.
    pub pressured: Vec<Seat>,
    pub bat: bool,
    pub purifier: bool,
    pub hunted: bool,
    /// Resources collected with a collect action in this visit (for "+" equipment).
    pub collected: bool,
    pub explored: bool,
    /// Optional effects offered to the acting clan now (equipment or room ids), each
    /// answered with `useBonus` or `declineBonus` before anything else.
    #[serde(default)]
    pub offers: Vec<String>,
    /// The Bat was offered for this arrival (used or declined).
    #[serde(default)]
    pub bat_offered: bool,
    /// The arrival gains were offered (after pressure).
    #[serde(default)]
    pub arrival_offered: bool,
}

/// A pressure waiting for the defender's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingPressure {
    pub attacker: Seat,
    pub defender: Seat,
    pub defender_hero: u8,
    pub points: u32,
}

/// The whole game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub options: Options,
    pub content: Content,
    pub content_name: String,
    pub content_hash: String,
    pub phase: Phase,
    pub round: u32,
    pub clans: Vec<Clan>,
    pub first_player: Seat,
    /// Who took the first-player token on the Cargo Ship this round.
    pub token_taken_by: Option<Seat>,
    /// Whose turn it is (day activations, night event resolution).
    pub turn: Seat,
    pub activation: Option<Activation>,
    pub pressure: Option<PendingPressure>,
    pub owed: Vec<Owed>,
    /// Consecutive passes in night step 1.
    pub passes: u32,
    /// Tokens in each area (indexed like `Area::ALL`).
    pub area_tokens: Vec<u32>,
    /// Prey stacks of the Forest, Mine and Amusement Park: endurances, top first.
    pub prey: Vec<Vec<u8>>,
    pub iodine_available: bool,
    /// Cargo Ship columns 3, 4, 5, 6: whether a survivor waits there.
    pub cargo_survivors: Vec<bool>,
    pub cities: Vec<City>,
    pub equipment_pile: Vec<u16>,
    pub equipment_discard: Vec<u16>,
    pub convoy: Vec<ConvoyEvent>,
    pub outcome: Option<Outcome>,
    pub scores: Vec<ScoreSheet>,
    /// A survivor gained on the Cargo Ship or with the Flashlight waits for its place.
    pub survivor_offer: Option<SurvivorOffer>,
}

/// A survivor its clan must place (airlock or a built room with a free space).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SurvivorOffer {
    pub seat: Seat,
    pub cause: String,
}

/// One clan's final score, category by category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "OutliveScoreSheet")
)]
#[serde(rename_all = "camelCase")]
pub struct ScoreSheet {
    /// The clan.
    pub seat: Seat,
    /// SP printed on the events it resolved.
    pub resolved_events: i32,
    /// Number of full rooms.
    pub full_rooms: u32,
    /// SP from the full-room table.
    pub full_rooms_sp: i32,
    /// Radiation gauge value (may be negative).
    pub radiation: i32,
    /// 1 SP per survivor in the shelter.
    pub survivors: i32,
    /// 1 SP per repaired equipment tile.
    pub repaired_equipment: i32,
    /// 1 SP per completed symbol pair among repaired equipment.
    pub symbol_pairs: i32,
    /// Sum of the categories.
    pub total: i32,
    /// First tie-break: food tokens left.
    pub food_left: u32,
    /// Second tie-break: all resource tokens left.
    pub resources_left: u32,
    /// Final place, 1 for the best (ties share).
    pub rank: u8,
}

impl State {
    pub fn clan(&self, seat: Seat) -> Option<&Clan> {
        self.clans.get(seat.index())
    }

    pub fn clan_mut(&mut self, seat: Seat) -> Option<&mut Clan> {
        self.clans.get_mut(seat.index())
    }

    pub fn seats(&self) -> usize {
        self.clans.len()
    }

    pub fn next_seat(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + 1) % self.seats().max(1)) as u8)
    }

    /// Every seat clockwise after `seat`, ending with `seat` itself.
    pub fn clockwise_after(&self, seat: Seat) -> Vec<Seat> {
        let n = self.seats();
        (1..=n)
            .map(|k| Seat(((seat.index() + k) % n) as u8))
            .collect()
    }

    /// Ids of the revealed, unresolved events, in convoy order.
    pub fn active_events(&self) -> Vec<&str> {
        self.convoy
            .iter()
            .filter(|e| e.revealed && e.resolved_by.is_none())
            .map(|e| e.id.as_str())
            .collect()
    }

    /// Slot of `seat`'s full room with this id whose once-per-round use is still available.
    pub fn ready_room(&self, seat: Seat, id: &str) -> Option<usize> {
        self.clan(seat)?.ready_room(&self.content, id)
    }

    /// Every place a survivor gained outside the airlock step may go: the airlock (`None`)
    /// while it has room, then the built rooms with a free space.
    pub fn survivor_places(&self, seat: Seat) -> Vec<Option<u8>> {
        let Some(c) = self.clan(seat) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if c.airlock < self.content.airlock_capacity() {
            out.push(None);
        }
        for (i, r) in c.rooms.iter().enumerate() {
            if r.has_free_space(&self.content) {
                out.push(Some(i as u8));
            }
        }
        out
    }

    pub fn event_active(&self, id: &str) -> bool {
        self.active_events().contains(&id)
    }

    pub fn tokens(&self, area: Area) -> u32 {
        self.area_tokens.get(area.index()).copied().unwrap_or(0)
    }

    /// Check the invariants that hold after every event.
    pub fn check_invariants(&self) -> Result<(), String> {
        if self.round > 6 {
            return Err(format!("round {} > 6", self.round));
        }
        for clan in &self.clans {
            let placed: Vec<Area> = clan.heroes.iter().filter_map(|h| h.area).collect();
            if clan.heroes.len() > 4 {
                return Err(format!("{} has {} heroes", clan.seat, clan.heroes.len()));
            }
            let mut sorted = placed.clone();
            sorted.sort();
            sorted.dedup();
            if sorted.len() != placed.len() {
                return Err(format!(
                    "{} has two heroes in one area: {placed:?}",
                    clan.seat
                ));
            }
            if !(-11..=3).contains(&clan.radiation) {
                return Err(format!("{} radiation {}", clan.seat, clan.radiation));
            }
            if clan.airlock > self.content.airlock_capacity() {
                return Err(format!(
                    "{} airlock {} over capacity",
                    clan.seat, clan.airlock
                ));
            }
            for room in &clan.rooms {
                let cap = self.content.room_capacity(&room.id);
                if room.survivors > cap {
                    return Err(format!(
                        "{} room {} has {} survivors",
                        clan.seat, room.id, room.survivors
                    ));
                }
                if !room.built && room.survivors > 0 {
                    return Err(format!(
                        "{} unbuilt room {} has survivors",
                        clan.seat, room.id
                    ));
                }
            }
            let mut ids: Vec<&str> = clan.equipment.iter().map(|e| e.id.as_str()).collect();
            ids.sort();
            let n = ids.len();
            ids.dedup();
            if ids.len() != n {
                return Err(format!("{} owns a duplicate equipment", clan.seat));
            }
        }
        if let Some(o) = &self.outcome
            && o.ranking.len() != self.clans.len()
        {
            return Err("ranking does not list every clan".into());
        }
        Ok(())
    }
}

impl Default for Clan {
    fn default() -> Self {
        Self {
            seat: Seat(0),
            leader: None,
            heroes: Vec::new(),
            stock: Stock::default(),
            fixed_water: 0,
            radiation: 0,
            airlock: 0,
            rooms: Vec::new(),
            equipment: Vec::new(),
            prey: Vec::new(),
            resolved_events: Vec::new(),
            dealt_leaders: Vec::new(),
            dealt_rooms: Vec::new(),
            setup: SetupProgress::default(),
            explore_bonus_cities: Vec::new(),
            empty_box_cities: Vec::new(),
            reduction_used: false,
            step_done: false,
            offers: Vec::new(),
            food_due: 0,
            water_due: 0,
        }
    }
}

impl Default for Activation {
    fn default() -> Self {
        Self {
            seat: Seat(0),
            hero: 0,
            area: None,
            ap: 0,
            acting: false,
            pressured: Vec::new(),
            bat: false,
            purifier: false,
            hunted: false,
            collected: false,
            explored: false,
            offers: Vec::new(),
            bat_offered: false,
            arrival_offered: false,
        }
    }
}

impl Default for State {
    fn default() -> Self {
        Self {
            options: Options::default(),
            content: Content::default(),
            content_name: String::new(),
            content_hash: String::new(),
            phase: Phase::Setup,
            round: 0,
            clans: Vec::new(),
            first_player: Seat(0),
            token_taken_by: None,
            turn: Seat(0),
            activation: None,
            pressure: None,
            owed: Vec::new(),
            passes: 0,
            area_tokens: Vec::new(),
            prey: Vec::new(),
            iodine_available: false,
            cargo_survivors: Vec::new(),
            cities: Vec::new(),
            equipment_pile: Vec::new(),
            equipment_discard: Vec::new(),
            convoy: Vec::new(),
            outcome: None,
            scores: Vec::new(),
            survivor_offer: None,
        }
    }
}
