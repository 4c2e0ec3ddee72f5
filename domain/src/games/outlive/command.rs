use serde::{Deserialize, Serialize};

use super::state::{Area, Resource};
use crate::engine::Confirm;

/// One decision of one seat in Outlive. Every decision is a small step; `legalCommands`
/// lists the exact choices.
///
/// JSON examples: `{"moveHero":{"hero":3,"area":"DAM","climbingHook":false}}`,
/// `{"collect":"YES"}`, `{"pickToken":{"resource":"WOOD"}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::OneofObject),
    graphql(name = "OutliveCommand")
)]
#[serde(rename_all = "camelCase")]
pub enum Command {
    /// Setup (secret): discard one of your 6 dealt advanced rooms (twice; you keep 4).
    DiscardDealtRoom(DealtIndex),
    /// Setup (secret): choose one of your 2 dealt leaders.
    ChooseLeader(LeaderChoice),
    /// Setup (secret): build one of your 7 rooms for free (slots 0-2 basic, 3-6 advanced).
    BuildStartingRoom(RoomSlot),
    /// Setup (secret): how many of your 4 starting survivors go into the built room; the
    /// others go to the airlock.
    PlaceStartingSurvivors(SurvivorCount),
    /// Setup (secret): put one hero on one of your leader's 4 areas.
    PlaceHero(PlaceHero),
    /// Setup, Marie Coolpepper only: draw the top exploration tile of a city (4 times).
    DrawStartingTile(CityChoice),
    /// Setup, Marie Coolpepper only: discard one of the 4 drawn tiles; you gain the other 3.
    DiscardStartingTile(DealtIndex),
    /// Day: stand up one of your lying heroes and move it 1 or 2 areas around the ring.
    MoveHero(MoveHero),
    /// Day, only when none of your lying heroes can move: stand one up where it is; it does
    /// nothing this round.
    StayInPlace(HeroChoice),
    /// Pressured: how many ammo tokens you spend to cancel pressure points, and whether you
    /// use your Combat Suit (-2) or your Hero[3] immunity room (cancels it all).
    RespondToPressure(RespondToPressure),
    /// Hand over (or discard) one token you owe: pressure loot, Rat Invasion, Hostile Clan.
    PickToken(PickToken),
    /// Return one survivor you owe to the bank, from the airlock (`room: null`) or a room.
    LoseSurvivor(LoseSurvivor),
    /// Place the survivor you just gained (Cargo Ship, Flashlight): in the airlock
    /// (`room: null`) or a built room with a free space.
    PlaceSurvivor(SurvivorPlace),
    /// Action (1 AP): take one token of this area's resource (wood, metal, microchip, ammo, water).
    Collect(Confirm),
    /// Action (1 AP, Military Base): take the iodine (once per round for everyone).
    CollectIodine(Confirm),
    /// Dam (0 AP): activate the water purifier, paying 1 microchip or using your ready
    /// Access Card (`accessCard: true`).
    ActivatePurifier(Purifier),
    /// Action: hunt the top prey tile (or any tile with the Heat Sensor), lowering its
    /// endurance with ammo.
    Hunt(Hunt),
    /// Action (1 AP, city): take an equipment tile from this city's display.
    TakeEquipment(DisplaySlot),
    /// Action (1 AP, city): draw the top tile of this city's exploration stack.
    Explore(Confirm),
    /// Room "Secretly look at 1 exploration stack": any time during the day, also outside
    /// your turn (once per round).
    PeekExplorationStack(CityChoice),
    /// Day: use an optional effect offered to you now (an arrival gain, the Bat, a "+"
    /// equipment after collecting, City: Exploration Tiles +2, Empty Box).
    UseBonus(BonusChoice),
    /// Day: decline an optional effect offered to you now (the tile or room stays unused).
    DeclineBonus(BonusChoice),
    /// End the activation (unused action points are lost).
    EndActivation(Confirm),
    /// Night step 1: resolve one face-up event, paying its cost alone.
    ResolveEvent(ResolveEvent),
    /// Night step 1: do not resolve an event now.
    PassEvent(Confirm),
    /// Night step 2: pay one food token (water pays airlock columns first).
    PayFood(PayWith),
    /// Night step 4: spend one food token to put a new survivor in your airlock.
    Recruit(PayWith),
    /// Night step 5: build a room, paying materials (3, or 1 with the construction room).
    BuildRoom(BuildRoom),
    /// Night step 5: move one survivor from the airlock into a built room.
    MoveSurvivor(RoomSlot),
    /// Night step 5 (repair rooms also in step 6): use a full room's effect. `tile` names the
    /// equipment for "Destroy 1 equipment".
    ActivateRoom(ActivateRoom),
    /// Night steps 5-6: repair a broken equipment tile, with a discount room or not.
    RepairEquipment(RepairEquipment),
    /// Night steps 2-6: you are done with this step.
    FinishStep(Confirm),
}

/// An index into a list only you can see (dealt rooms, drawn tiles).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveDealtIndex")
)]
#[serde(rename_all = "camelCase")]
pub struct DealtIndex {
    /// Position in the list, from 0.
    pub index: u8,
}

/// A leader by id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveLeaderChoice")
)]
#[serde(rename_all = "camelCase")]
pub struct LeaderChoice {
    /// Leader id from `leaders.json`.
    pub leader: String,
}

/// A room of your shelter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveRoomSlot")
)]
#[serde(rename_all = "camelCase")]
pub struct RoomSlot {
    /// Slot 0-6 (0-2 basic rooms, 3-6 advanced rooms).
    pub room: u8,
}

/// A number of survivors.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveSurvivorCount")
)]
#[serde(rename_all = "camelCase")]
pub struct SurvivorCount {
    /// Survivors placed in the built room (at most its spaces); the rest go to the airlock.
    pub in_room: u8,
}

/// Put a hero on a starting area.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutlivePlaceHero")
)]
#[serde(rename_all = "camelCase")]
pub struct PlaceHero {
    /// Hero 0-3 (powers 3, 3, 4, 5).
    pub hero: u8,
    /// One of your leader's areas not yet used.
    pub area: Area,
}

/// A city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveCityChoice")
)]
#[serde(rename_all = "camelCase")]
pub struct CityChoice {
    /// `BLACKWOOD_CITY` or `SILENT_PEAK_CITY`.
    pub city: Area,
}

/// Move a hero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveMoveHero")
)]
#[serde(rename_all = "camelCase")]
pub struct MoveHero {
    /// Hero 0-3 (powers 3, 3, 4, 5).
    pub hero: u8,
    /// Destination: 1 or 2 areas away (any distance with a Work Exoskeleton), without another
    /// of your heroes.
    pub area: Area,
    /// Cargo Ship only: use the Climbing Hook to take the column one higher than the power.
    pub climbing_hook: bool,
    /// Use the Work Exoskeleton: required to end more than 2 areas away, refused otherwise.
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub exoskeleton: bool,
}

/// A hero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveHeroChoice")
)]
#[serde(rename_all = "camelCase")]
pub struct HeroChoice {
    /// Hero 0-3.
    pub hero: u8,
}

/// The defence against a pressure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveRespondToPressure")
)]
#[serde(rename_all = "camelCase")]
pub struct RespondToPressure {
    /// Ammo tokens spent, each cancelling 1 point (at most the points left).
    pub ammo: u8,
    /// Use your repaired Combat Suit (-2 points, once per round).
    pub combat_suit: bool,
    /// Use your full "One of your Hero[3] does not receive pressure" room (Hero[3] only).
    pub immunity_room: bool,
}

/// A token to hand over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutlivePickToken")
)]
#[serde(rename_all = "camelCase")]
pub struct PickToken {
    /// The token's resource.
    pub resource: Resource,
}

/// A survivor to return to the bank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveLoseSurvivor")
)]
#[serde(rename_all = "camelCase")]
pub struct LoseSurvivor {
    /// Room slot, or `null` for the airlock.
    pub room: Option<u8>,
}

/// Where a gained survivor goes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveSurvivorPlace")
)]
#[serde(rename_all = "camelCase")]
pub struct SurvivorPlace {
    /// Room slot, or `null` for the airlock.
    pub room: Option<u8>,
}

/// A hunt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveHunt")
)]
#[serde(rename_all = "camelCase")]
pub struct Hunt {
    /// Ammo paid, each lowering the endurance by 1 (only while the hunt costs more than 1 AP).
    pub ammo: u8,
    /// With a ready Heat Sensor: the position of the chosen tile in the stack (0 = top).
    /// `null` for the top tile.
    pub tile: Option<u8>,
    /// Use your ready Shotgun: the hunt needs 1 action point less (at least 1 remains).
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub shotgun: bool,
    /// Use your ready Bear Trap: the hunt needs 1 action point less (at least 1 remains).
    #[serde(default)]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub bear_trap: bool,
}

/// How the Dam's purifier is paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutlivePurifier")
)]
#[serde(rename_all = "camelCase")]
pub struct Purifier {
    /// `true`: use your ready Access Card (no microchip); `false`: pay 1 microchip.
    pub access_card: bool,
}

/// An optional effect offered to you now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveBonusChoice")
)]
#[serde(rename_all = "camelCase")]
pub struct BonusChoice {
    /// The offered equipment or room id, as listed in `activation.offers` (e.g. `bow`,
    /// `bat`, `axe`, `cargo_canned_plus_1`, `city_exploration_plus_2`).
    pub source: String,
}

/// A slot of a city's equipment display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveDisplaySlot")
)]
#[serde(rename_all = "camelCase")]
pub struct DisplaySlot {
    /// Position in the display, from 0.
    pub slot: u8,
}

/// How a cost is reduced by the event-reduction room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "OutliveReduction")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Reduction {
    /// 2 fewer material tokens.
    Materials,
    /// 2 fewer ammo tokens.
    Ammo,
    /// 1 fewer food token.
    Food,
}

/// Resolve an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveResolveEvent")
)]
#[serde(rename_all = "camelCase")]
pub struct ResolveEvent {
    /// Event id.
    pub event: String,
    /// Use your full event-reduction room (once per round, one resolution).
    pub reduction: Option<Reduction>,
}

/// A food token to pay with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutlivePayWith")
)]
#[serde(rename_all = "camelCase")]
pub struct PayWith {
    /// `MEAT`, `WATER` or `CANNED_FOOD` (water includes your virtual water).
    pub resource: Resource,
}

/// Build a room.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveBuildRoom")
)]
#[serde(rename_all = "camelCase")]
pub struct BuildRoom {
    /// Room slot 0-6 (unbuilt).
    pub room: u8,
    /// Wood paid.
    pub wood: u8,
    /// Metal paid.
    pub metal: u8,
    /// Microchips paid. The three add up to 3 (or 1 with a ready construction room).
    pub microchip: u8,
}

/// Use a room's effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveActivateRoom")
)]
#[serde(rename_all = "camelCase")]
pub struct ActivateRoom {
    /// Room slot 0-6 (built and full, not used this round).
    pub room: u8,
    /// Equipment tile destroyed ("Destroy 1 equipment"); `null` otherwise.
    pub tile: Option<u16>,
}

/// Repair an equipment tile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::InputObject),
    graphql(name = "OutliveRepairEquipment")
)]
#[serde(rename_all = "camelCase")]
pub struct RepairEquipment {
    /// The broken tile.
    pub tile: u16,
    /// A full repair room used: "Equipment repair: materials -2", "Automatically repair 1
    /// equipment" (free), or "Draw 1 / repair -1" after its draw. `null`: full price.
    pub room: Option<u8>,
}
