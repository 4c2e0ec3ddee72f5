//! Events of an Outlive game. Every variant's payload is a struct named after it.

use serde::{Deserialize, Serialize};

use super::options::Options;
use super::state::{Area, LossKind, Phase, Resource, ScoreSheet, Stock};
use crate::engine::Seat;

macro_rules! payload {
    ($(#[$doc:meta])* $name:ident = $gql:literal { $($(#[$fdoc:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject), graphql(name = $gql))]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$fdoc])* pub $field: $ty,)*
        }
    };
}

/// One fact of an Outlive game, in the order it happened.
///
/// Events are stored whole; `redact` hides shuffled orders, dealt cards, secret setup
/// choices and peeks from the viewers who may not see them (those fields become `null`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Union),
    graphql(name = "OutliveEvent")
)]
pub enum Event {
    /// The table was set up; the content used is recorded whole.
    GameStarted(GameStarted),
    /// The equipment draw pile was shuffled (at setup, or from the discard pile).
    EquipmentPileShuffled(EquipmentPileShuffled),
    /// A prey stack was formed at setup.
    PreyStackFormed(PreyStackFormed),
    /// A city's exploration stack was formed (setup, and every morning).
    ExplorationStackFormed(ExplorationStackFormed),
    /// Six events were dealt face down on the convoy board.
    EventsDealt(EventsDealt),
    /// A clan was dealt its 2 leaders and 6 advanced rooms (secret).
    ClanDealt(ClanDealt),
    /// A clan made one secret setup choice.
    SetupChoiceMade(SetupChoiceMade),
    /// Every clan finished its setup; all choices are revealed together.
    SetupRevealed(SetupRevealed),
    /// The first-player token was given.
    FirstPlayerAssigned(FirstPlayerAssigned),
    /// A round began (morning).
    RoundStarted(RoundStarted),
    /// An area was refilled up to its number.
    AreaRefilled(AreaRefilled),
    /// The Military Base iodine is available again.
    IodineReset(IodineReset),
    /// A survivor was put on every empty Cargo Ship column.
    CargoSurvivorsPlaced(CargoSurvivorsPlaced),
    /// A city's equipment display was replaced.
    CityEquipmentDrawn(CityEquipmentDrawn),
    /// The round's event was turned face up.
    EventRevealed(EventRevealed),
    /// A face-up, unresolved event was applied.
    EventApplied(EventApplied),
    /// Tokens were removed from an area (scarcity events).
    AreaTokensRemoved(AreaTokensRemoved),
    /// Exploration tiles were removed from a city's stack (Wanderers).
    ExplorationTilesRemoved(ExplorationTilesRemoved),
    /// A clan's radiation marker moved.
    RadiationChanged(RadiationChanged),
    /// A clan owes a loss it must choose (tokens or survivors).
    LossOwed(LossOwed),
    /// A loss that could no longer be paid was waived.
    LossWaived(LossWaived),
    /// A token changed hands (pressure) or went to the bank (event loss).
    TokenPicked(TokenPicked),
    /// A survivor went back to the bank.
    SurvivorLost(SurvivorLost),
    /// A clan gained tokens from the bank.
    ResourcesGained(ResourcesGained),
    /// A clan paid tokens to the bank.
    ResourcesPaid(ResourcesPaid),
    /// A clan gained a survivor from outside the airlock step (Cargo Ship, Flashlight, rooms).
    SurvivorGained(SurvivorGained),
    /// A clan gained a survivor it may put in its airlock or a built room: it chooses.
    SurvivorPlacementOffered(SurvivorPlacementOffered),
    /// The day's activations begin.
    DayStarted(DayStarted),
    /// A clan's turn to activate a hero.
    TurnStarted(TurnStarted),
    /// A hero stood up and moved.
    HeroMoved(HeroMoved),
    /// A hero that could not move stood up where it was.
    HeroStayed(HeroStayed),
    /// A clan took the first-player token on the Cargo Ship.
    FirstPlayerTokenTaken(FirstPlayerTokenTaken),
    /// An equipment tile was used (tapped).
    EquipmentUsed(EquipmentUsed),
    /// A room's once-per-round effect was used.
    RoomUsed(RoomUsed),
    /// A hero pressures a weaker active hero; the defender answers.
    PressureApplied(PressureApplied),
    /// The defender answered a pressure.
    PressureDefended(PressureDefended),
    /// The arrival is over: the hero may act.
    ActionsStarted(ActionsStarted),
    /// The Dam's purifier was activated for this hero.
    PurifierActivated(PurifierActivated),
    /// Tokens were collected from an area.
    TokensCollected(TokensCollected),
    /// The Military Base iodine was taken.
    IodineCollected(IodineCollected),
    /// A prey tile was hunted.
    PreyHunted(PreyHunted),
    /// An equipment tile was taken from a city display.
    EquipmentTaken(EquipmentTaken),
    /// An exploration tile was drawn and applied.
    ExplorationTileDrawn(ExplorationTileDrawn),
    /// A clan secretly looked at a city's exploration stack.
    ExplorationStackPeeked(ExplorationStackPeeked),
    /// Optional effects were offered to the acting clan (use or decline each).
    BonusesOffered(BonusesOffered),
    /// The acting clan used an offered optional effect (its effect's events follow).
    BonusAccepted(BonusAccepted),
    /// The acting clan declined an offered optional effect (nothing is used).
    BonusDeclined(BonusDeclined),
    /// A hero's activation ended.
    ActivationEnded(ActivationEnded),
    /// Every hero acted: heroes lie down, the night begins.
    DayEnded(DayEnded),
    /// A night step began.
    NightStepStarted(NightStepStarted),
    /// An event was resolved.
    EventResolved(EventResolved),
    /// A clan passed in night step 1.
    EventPassed(EventPassed),
    /// What a clan must pay in night step 2.
    FeedingDue(FeedingDue),
    /// A food token was paid in night step 2.
    FoodPaid(FoodPaid),
    /// A survivor was recruited into the airlock.
    SurvivorRecruited(SurvivorRecruited),
    /// A full "Water 1 (Fixed)" room produced its virtual water for this night.
    FixedWaterProduced(FixedWaterProduced),
    /// A room was built.
    RoomBuilt(RoomBuilt),
    /// A survivor moved from the airlock into a room.
    SurvivorMoved(SurvivorMoved),
    /// An equipment tile was drawn from the pile.
    EquipmentDrawn(EquipmentDrawn),
    /// An equipment tile was destroyed for its materials.
    EquipmentDestroyed(EquipmentDestroyed),
    /// An equipment tile was repaired.
    EquipmentRepaired(EquipmentRepaired),
    /// The radiation of the night hit a shelter.
    RadiationApplied(RadiationApplied),
    /// A clan is done with the current night step.
    StepFinished(StepFinished),
    /// Meat was discarded and water kept up to 2; equipment untapped.
    PerishablesDiscarded(PerishablesDiscarded),
    /// The round ended.
    RoundEnded(RoundEnded),
    /// The Convoy arrived: final scores and winners.
    GameEnded(GameEnded),
}

impl Event {
    /// Whether this event made public a random result or hidden information, so a fair undo
    /// must not go back across it (`Game::is_irreversible`). Shuffles and deals, tiles and
    /// events turned up, looks at a stack, the secret setup revealed and a random first
    /// player are; plain decisions (moves, collecting visible tokens, building, paying) are
    /// not. The match lists every event so that a new one must be classified.
    pub fn is_irreversible(&self) -> bool {
        match self {
            Event::EquipmentPileShuffled(_)
            | Event::PreyStackFormed(_)
            | Event::ExplorationStackFormed(_)
            | Event::EventsDealt(_)
            | Event::ClanDealt(_)
            | Event::SetupRevealed(_)
            // Drawn at random unless the table uses the leaders' ages.
            | Event::FirstPlayerAssigned(_)
            | Event::CityEquipmentDrawn(_)
            | Event::EventRevealed(_)
            | Event::ExplorationTilesRemoved(_)
            // The tile under the hunted one turns face up (`newTop`).
            | Event::PreyHunted(_)
            | Event::ExplorationTileDrawn(_)
            | Event::ExplorationStackPeeked(_)
            | Event::EquipmentDrawn(_) => true,
            // Marie Coolpepper's starting tiles come off a face-down stack.
            Event::SetupChoiceMade(e) => e.step == SetupStep::DrawTile,
            Event::GameStarted(_)
            | Event::RoundStarted(_)
            | Event::AreaRefilled(_)
            | Event::IodineReset(_)
            | Event::CargoSurvivorsPlaced(_)
            | Event::EventApplied(_)
            | Event::AreaTokensRemoved(_)
            | Event::RadiationChanged(_)
            | Event::LossOwed(_)
            | Event::LossWaived(_)
            | Event::TokenPicked(_)
            | Event::SurvivorLost(_)
            | Event::ResourcesGained(_)
            | Event::ResourcesPaid(_)
            | Event::SurvivorGained(_)
            | Event::SurvivorPlacementOffered(_)
            | Event::DayStarted(_)
            | Event::TurnStarted(_)
            | Event::HeroMoved(_)
            | Event::HeroStayed(_)
            | Event::FirstPlayerTokenTaken(_)
            | Event::EquipmentUsed(_)
            | Event::RoomUsed(_)
            | Event::PressureApplied(_)
            | Event::PressureDefended(_)
            | Event::ActionsStarted(_)
            | Event::PurifierActivated(_)
            | Event::TokensCollected(_)
            | Event::IodineCollected(_)
            | Event::EquipmentTaken(_)
            | Event::BonusesOffered(_)
            | Event::BonusAccepted(_)
            | Event::BonusDeclined(_)
            | Event::ActivationEnded(_)
            | Event::DayEnded(_)
            | Event::NightStepStarted(_)
            | Event::EventResolved(_)
            | Event::EventPassed(_)
            | Event::FeedingDue(_)
            | Event::FoodPaid(_)
            | Event::SurvivorRecruited(_)
            | Event::FixedWaterProduced(_)
            | Event::RoomBuilt(_)
            | Event::SurvivorMoved(_)
            | Event::EquipmentDestroyed(_)
            | Event::EquipmentRepaired(_)
            | Event::RadiationApplied(_)
            | Event::StepFinished(_)
            | Event::PerishablesDiscarded(_)
            | Event::RoundEnded(_)
            | Event::GameEnded(_) => false,
        }
    }
}

payload! {
    /// The table was set up, with the content pack named here.
    GameStarted = "OutliveGameStarted" {
        /// Number of clans (2 to 4).
        seat_count: u8,
        /// The table options.
        options: Options,
        /// Name of the content (`embedded` for the built-in data).
        content_name: String,
        /// SHA-256 of the pack (of `contentJson` in games set up before content packs).
        content_hash: String,
        /// Empty since content packs: the pack is stored once, by hash. Games set up before
        /// hold their whole content here and fold with it.
        content_json: String,
    }
}

payload! {
    /// The equipment draw pile was shuffled. The order is secret (`null` for every viewer).
    EquipmentPileShuffled = "OutliveEquipmentPileShuffled" {
        /// Tiles in the new pile.
        count: u32,
        /// Tile numbers, top first (stored only).
        order: Option<Vec<u16>>,
        /// The discard pile was shuffled into the new pile.
        from_discard: bool,
    }
}

payload! {
    /// A prey stack was formed. Only the top tile is public.
    PreyStackFormed = "OutlivePreyStackFormed" {
        /// Forest, Mine or Amusement Park.
        area: Area,
        /// Tiles in the stack.
        count: u32,
        /// Endurance of the top tile.
        top: Option<u8>,
        /// Endurances, top first (stored only; `null` for every viewer).
        tiles: Option<Vec<u8>>,
    }
}

payload! {
    /// A city's exploration stack was formed; the excluded tiles are face up.
    ExplorationStackFormed = "OutliveExplorationStackFormed" {
        /// The city.
        city: Area,
        /// Tiles in the face-down stack.
        count: u32,
        /// Tile ids, top first (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
        /// Tiles set aside face up this round.
        excluded: Vec<String>,
    }
}

payload! {
    /// Six events were dealt face down on the convoy board, one per round.
    EventsDealt = "OutliveEventsDealt" {
        /// Number of events dealt.
        count: u32,
        /// Event ids by round (stored only; `null` for every viewer).
        order: Option<Vec<String>>,
    }
}

payload! {
    /// A clan was dealt its leaders and advanced rooms (visible to that seat only).
    ClanDealt = "OutliveClanDealt" {
        /// The clan.
        seat: Seat,
        /// The 2 leader ids (`null` for other viewers).
        leaders: Option<Vec<String>>,
        /// The 6 advanced room ids (`null` for other viewers).
        rooms: Option<Vec<String>>,
    }
}

/// Which secret setup step a clan took.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "OutliveSetupStep")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SetupStep {
    /// Discarded a dealt advanced room.
    DiscardRoom,
    /// Chose a leader.
    ChooseLeader,
    /// Chose the room built for free.
    BuildRoom,
    /// Split the starting survivors.
    PlaceSurvivors,
    /// Placed a hero.
    PlaceHero,
    /// Drew an exploration tile (Marie Coolpepper).
    DrawTile,
    /// Discarded a drawn exploration tile (Marie Coolpepper).
    DiscardTile,
}

payload! {
    /// The content of one secret setup choice.
    SetupChoice = "OutliveSetupChoice" {
        /// Index chosen (dealt room, drawn tile) or number (survivors in the room), or hero.
        index: Option<u8>,
        /// Leader id, or the drawn tile id.
        id: Option<String>,
        /// Room slot built.
        room: Option<u8>,
        /// Area (hero placement) or city (tile draw).
        area: Option<Area>,
    }
}

payload! {
    /// A clan made one secret setup choice. `choice` is `null` for other viewers.
    SetupChoiceMade = "OutliveSetupChoiceMade" {
        /// The clan.
        seat: Seat,
        /// Which step.
        step: SetupStep,
        /// What was chosen (only that seat sees it).
        choice: Option<SetupChoice>,
    }
}

payload! {
    /// One hero's starting area.
    HeroPlacement = "OutliveHeroPlacement" {
        /// Hero 0-3.
        hero: u8,
        /// Its power.
        power: u8,
        /// Its area.
        area: Area,
    }
}

payload! {
    /// A clan's public setup.
    ClanSetup = "OutliveClanSetup" {
        /// The clan.
        seat: Seat,
        /// Chosen leader id.
        leader: String,
        /// Room ids by slot (3 basic then the 4 kept advanced).
        rooms: Vec<String>,
        /// Slot of the room built for free.
        built_room: u8,
        /// Survivors in that room.
        survivors_in_room: u8,
        /// Survivors in the airlock.
        survivors_in_airlock: u8,
        /// Hero areas.
        heroes: Vec<HeroPlacement>,
        /// Starting resources.
        resources: Stock,
        /// Starting (broken) equipment tile numbers, taken out of the pile.
        equipment: Vec<u16>,
        /// Exploration tiles kept (Marie Coolpepper), empty otherwise.
        kept_tiles: Vec<String>,
        /// Radiation after setup (an iodine tile may lower it).
        radiation: i32,
    }
}

payload! {
    /// Every clan finished its setup; the choices are public from now on.
    SetupRevealed = "OutliveSetupRevealed" {
        /// Every clan, by seat.
        clans: Vec<ClanSetup>,
    }
}

payload! {
    /// The first-player token was given.
    FirstPlayerAssigned = "OutliveFirstPlayerAssigned" {
        /// The first player.
        seat: Seat,
        /// Age of that clan's leader.
        leader_age: u32,
    }
}

payload! {
    /// A round began.
    RoundStarted = "OutliveRoundStarted" {
        /// Round 1 to 6.
        round: u32,
        /// Radiation level of this round.
        radiation_level: u32,
    }
}

payload! {
    /// An area was refilled up to its number.
    AreaRefilled = "OutliveAreaRefilled" {
        /// The area.
        area: Area,
        /// Its resource.
        resource: Resource,
        /// Tokens added.
        added: u32,
        /// Tokens there now.
        total: u32,
    }
}

payload! {
    /// The iodine is available again.
    IodineReset = "OutliveIodineReset" {
        /// The round.
        round: u32,
    }
}

payload! {
    /// A survivor was placed on every empty Cargo Ship column.
    CargoSurvivorsPlaced = "OutliveCargoSurvivorsPlaced" {
        /// Columns (powers) that received one.
        columns: Vec<u8>,
    }
}

payload! {
    /// A city's old display was discarded and new tiles drawn face up.
    CityEquipmentDrawn = "OutliveCityEquipmentDrawn" {
        /// The city.
        city: Area,
        /// Tiles discarded from the old display.
        discarded: Vec<u16>,
        /// Tiles now displayed.
        tiles: Vec<u16>,
    }
}

payload! {
    /// The round's event was turned face up.
    EventRevealed = "OutliveEventRevealed" {
        /// The round.
        round: u32,
        /// Event id.
        event: String,
    }
}

payload! {
    /// A face-up, unresolved event was applied.
    EventApplied = "OutliveEventApplied" {
        /// Event id.
        event: String,
        /// Clans not affected (full Event Immunity room).
        immune: Vec<Seat>,
    }
}

payload! {
    /// Tokens were removed from an area.
    AreaTokensRemoved = "OutliveAreaTokensRemoved" {
        /// The area.
        area: Area,
        /// Tokens removed.
        count: u32,
        /// Cause (event id).
        cause: String,
    }
}

payload! {
    /// Tiles were removed from the top of a city's exploration stack and laid face up.
    ExplorationTilesRemoved = "OutliveExplorationTilesRemoved" {
        /// The city.
        city: Area,
        /// The tiles.
        tiles: Vec<String>,
        /// Cause (event id).
        cause: String,
    }
}

payload! {
    /// A radiation marker moved (+3 best, -11 worst).
    RadiationChanged = "OutliveRadiationChanged" {
        /// The clan.
        seat: Seat,
        /// Old value.
        from: i32,
        /// New value.
        to: i32,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// A loss is owed; `chooser` picks it one token or survivor at a time.
    LossOwed = "OutliveLossOwed" {
        /// Who chooses.
        chooser: Seat,
        /// Whose tokens or survivors.
        from: Seat,
        /// Who receives the tokens (`null`: the bank).
        to: Option<Seat>,
        /// What is taken.
        kind: LossKind,
        /// How many.
        count: u32,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// An owed loss could no longer be paid and was waived.
    LossWaived = "OutliveLossWaived" {
        /// Who owed it.
        from: Seat,
        /// What was waived.
        kind: LossKind,
        /// What was waived.
        count: u32,
    }
}

payload! {
    /// A token was handed over (or lost to the bank).
    TokenPicked = "OutliveTokenPicked" {
        /// Who chose.
        chooser: Seat,
        /// Whose token.
        from: Seat,
        /// Who received it (`null`: the bank).
        to: Option<Seat>,
        /// The token.
        resource: Resource,
    }
}

payload! {
    /// A survivor went back to the bank.
    SurvivorLost = "OutliveSurvivorLost" {
        /// The clan.
        seat: Seat,
        /// Room slot, or `null` for the airlock.
        room: Option<u8>,
    }
}

payload! {
    /// Tokens from the bank.
    ResourcesGained = "OutliveResourcesGained" {
        /// The clan.
        seat: Seat,
        /// What was gained.
        gained: Stock,
        /// Cause (an equipment, room, leader, event or action id).
        cause: String,
    }
}

payload! {
    /// Tokens paid to the bank.
    ResourcesPaid = "OutliveResourcesPaid" {
        /// The clan.
        seat: Seat,
        /// What was paid (real tokens).
        paid: Stock,
        /// Virtual water used.
        fixed_water: u32,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// A survivor joined a shelter directly.
    SurvivorGained = "OutliveSurvivorGained" {
        /// The clan.
        seat: Seat,
        /// Room slot, or `null` for the airlock.
        room: Option<u8>,
        /// Cause.
        cause: String,
    }
}

payload! {
    /// A survivor waits for its clan to place it.
    SurvivorPlacementOffered = "OutliveSurvivorPlacementOffered" {
        /// The clan.
        seat: Seat,
        /// Cause (`cargo_ship`, `flashlight`).
        cause: String,
    }
}

payload! {
    /// Optional effects offered to the acting clan: it answers each with `useBonus` or
    /// `declineBonus` before acting further.
    BonusesOffered = "OutliveBonusesOffered" {
        /// The clan.
        seat: Seat,
        /// Equipment or room ids (`bow`, `bat`, `axe`, `cargo_canned_plus_1`, ...).
        sources: Vec<String>,
    }
}

payload! {
    /// An offered optional effect was used; its effect's events follow.
    BonusAccepted = "OutliveBonusAccepted" {
        /// The clan.
        seat: Seat,
        /// Equipment or room id.
        source: String,
    }
}

payload! {
    /// An offered optional effect was declined: the tile or room stays unused.
    BonusDeclined = "OutliveBonusDeclined" {
        /// The clan.
        seat: Seat,
        /// Equipment or room id.
        source: String,
    }
}

payload! {
    /// The day's activations begin.
    DayStarted = "OutliveDayStarted" {
        /// The round.
        round: u32,
        /// Who acts first.
        first_player: Seat,
    }
}

payload! {
    /// A clan's turn to activate a hero.
    TurnStarted = "OutliveTurnStarted" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// A hero stood up and moved.
    HeroMoved = "OutliveHeroMoved" {
        /// The clan.
        seat: Seat,
        /// Hero 0-3.
        hero: u8,
        /// Where it came from.
        from: Area,
        /// Where it ended.
        to: Area,
        /// Cargo Ship column, when it ended there.
        column: Option<u8>,
        /// The column's survivor was taken off the ship.
        took_survivor: bool,
        /// Action points for this activation.
        action_points: u32,
    }
}

payload! {
    /// A hero that could not move stood up in place.
    HeroStayed = "OutliveHeroStayed" {
        /// The clan.
        seat: Seat,
        /// Hero 0-3.
        hero: u8,
    }
}

payload! {
    /// A clan took the first-player token (it becomes first player at night).
    FirstPlayerTokenTaken = "OutliveFirstPlayerTokenTaken" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// An equipment tile was used (tapped until night step 7).
    EquipmentUsed = "OutliveEquipmentUsed" {
        /// The clan.
        seat: Seat,
        /// Equipment id.
        equipment: String,
    }
}

payload! {
    /// A room's once-per-round effect was used.
    RoomUsed = "OutliveRoomUsed" {
        /// The clan.
        seat: Seat,
        /// Room slot.
        room: u8,
        /// Room id.
        id: String,
        /// The city, for the once-per-city rooms (Exploration +2, Empty Box).
        city: Option<Area>,
    }
}

payload! {
    /// A hero pressures a weaker active hero.
    PressureApplied = "OutlivePressureApplied" {
        /// The moving clan.
        attacker: Seat,
        /// The pressured clan.
        defender: Seat,
        /// The pressured hero.
        defender_hero: u8,
        /// Pressure points (power difference, +1 with the Bat).
        points: u32,
        /// The defender has no food and no materials: nothing happens.
        nothing_to_steal: bool,
    }
}

payload! {
    /// The defender answered.
    PressureDefended = "OutlivePressureDefended" {
        /// The pressured clan.
        defender: Seat,
        /// Ammo spent.
        ammo: u32,
        /// Combat Suit used.
        combat_suit: bool,
        /// Immunity room used.
        immunity_room: bool,
        /// Points left: tokens to hand over.
        remaining: u32,
    }
}

payload! {
    /// The hero may now act.
    ActionsStarted = "OutliveActionsStarted" {
        /// The clan.
        seat: Seat,
        /// Action points.
        action_points: u32,
    }
}

payload! {
    /// The purifier was activated.
    PurifierActivated = "OutlivePurifierActivated" {
        /// The clan.
        seat: Seat,
        /// Paid with a microchip (`false`: Access Card).
        paid_microchip: bool,
    }
}

payload! {
    /// Tokens collected from an area.
    TokensCollected = "OutliveTokensCollected" {
        /// The clan.
        seat: Seat,
        /// The area.
        area: Area,
        /// The resource.
        resource: Resource,
        /// Tokens taken.
        count: u32,
        /// Action points spent.
        action_points: u32,
    }
}

payload! {
    /// The iodine was taken (radiation follows as `RadiationChanged`).
    IodineCollected = "OutliveIodineCollected" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// A prey tile was hunted.
    PreyHunted = "OutlivePreyHunted" {
        /// The clan.
        seat: Seat,
        /// The area.
        area: Area,
        /// Position of the tile in the stack (0 = top).
        position: u8,
        /// Printed endurance.
        endurance: u8,
        /// Ammo paid.
        ammo: u32,
        /// Action points spent.
        action_points: u32,
        /// Meat gained (bonuses included).
        meat: u32,
        /// The new top tile's endurance.
        new_top: Option<u8>,
    }
}

payload! {
    /// An equipment tile was taken (broken) from a city display.
    EquipmentTaken = "OutliveEquipmentTaken" {
        /// The clan.
        seat: Seat,
        /// The city.
        city: Area,
        /// Tile number.
        tile: u16,
        /// Equipment id.
        equipment: String,
    }
}

payload! {
    /// An exploration tile was drawn, applied and laid face up beside the city.
    ExplorationTileDrawn = "OutliveExplorationTileDrawn" {
        /// The clan.
        seat: Seat,
        /// The city.
        city: Area,
        /// Tile id.
        tile: String,
        /// Action points spent (0 for "City: Exploration +2").
        action_points: u32,
    }
}

payload! {
    /// A clan looked at a stack (the order is visible to that seat only).
    ExplorationStackPeeked = "OutliveExplorationStackPeeked" {
        /// The clan.
        seat: Seat,
        /// The city.
        city: Area,
        /// Tile ids, top first (`null` for other viewers).
        tiles: Option<Vec<String>>,
    }
}

payload! {
    /// An activation ended.
    ActivationEnded = "OutliveActivationEnded" {
        /// The clan.
        seat: Seat,
        /// Hero 0-3.
        hero: u8,
    }
}

payload! {
    /// Every hero acted; they lie down, the night begins.
    DayEnded = "OutliveDayEnded" {
        /// The round.
        round: u32,
        /// First player for the night and the next round.
        first_player: Seat,
    }
}

payload! {
    /// A night step began.
    NightStepStarted = "OutliveNightStepStarted" {
        /// The round.
        round: u32,
        /// The step.
        phase: Phase,
    }
}

payload! {
    /// An event was resolved.
    EventResolved = "OutliveEventResolved" {
        /// The clan.
        seat: Seat,
        /// Event id.
        event: String,
        /// Tokens paid (real).
        paid: Stock,
        /// Virtual water used.
        fixed_water: u32,
        /// Room reduction used.
        reduced: bool,
    }
}

payload! {
    /// A clan passed.
    EventPassed = "OutliveEventPassed" {
        /// The clan.
        seat: Seat,
    }
}

payload! {
    /// What a clan owes in night step 2.
    FeedingDue = "OutliveFeedingDue" {
        /// The clan.
        seat: Seat,
        /// Food for rooms with survivors.
        food: u32,
        /// Water for occupied airlock columns.
        water: u32,
    }
}

payload! {
    /// A food token paid.
    FoodPaid = "OutliveFoodPaid" {
        /// The clan.
        seat: Seat,
        /// The token.
        resource: Resource,
        /// It was virtual water.
        fixed_water: bool,
        /// It paid an airlock column.
        airlock: bool,
    }
}

payload! {
    /// A survivor recruited into the airlock.
    SurvivorRecruited = "OutliveSurvivorRecruited" {
        /// The clan.
        seat: Seat,
        /// Food paid.
        resource: Resource,
        /// It was virtual water.
        fixed_water: bool,
    }
}

payload! {
    /// A full "Water 1 (Fixed)" room produced 1 virtual water (gone at the end of the round).
    FixedWaterProduced = "OutliveFixedWaterProduced" {
        /// The clan.
        seat: Seat,
        /// Room slot.
        room: u8,
    }
}

payload! {
    /// A room was built.
    RoomBuilt = "OutliveRoomBuilt" {
        /// The clan.
        seat: Seat,
        /// Slot.
        room: u8,
        /// Materials paid.
        paid: Stock,
        /// The construction room's discount was used.
        discounted: bool,
    }
}

payload! {
    /// A survivor moved from the airlock into a room.
    SurvivorMoved = "OutliveSurvivorMoved" {
        /// The clan.
        seat: Seat,
        /// Room slot.
        room: u8,
    }
}

payload! {
    /// An equipment tile drawn (broken) from the pile; owned duplicates were discarded.
    EquipmentDrawn = "OutliveEquipmentDrawn" {
        /// The clan.
        seat: Seat,
        /// The tile kept (`null` when the piles ran out).
        tile: Option<u16>,
        /// Duplicates discarded on the way.
        discarded: Vec<u16>,
        /// Cause (room id).
        cause: String,
    }
}

payload! {
    /// An equipment tile destroyed for its materials.
    EquipmentDestroyed = "OutliveEquipmentDestroyed" {
        /// The clan.
        seat: Seat,
        /// Tile number.
        tile: u16,
        /// Materials gained.
        materials: Stock,
    }
}

payload! {
    /// An equipment tile repaired.
    EquipmentRepaired = "OutliveEquipmentRepaired" {
        /// The clan.
        seat: Seat,
        /// Tile number.
        tile: u16,
        /// Materials paid.
        paid: Stock,
        /// Room used (slot), if any.
        room: Option<u8>,
    }
}

payload! {
    /// The night's radiation hit a shelter.
    RadiationApplied = "OutliveRadiationApplied" {
        /// The clan.
        seat: Seat,
        /// Round level.
        level: u32,
        /// Points cancelled (airlock survivors, ventilation room).
        blocked: u32,
        /// Gauge before.
        from: i32,
        /// Gauge after.
        to: i32,
    }
}

payload! {
    /// A clan is done with a night step.
    StepFinished = "OutliveStepFinished" {
        /// The clan.
        seat: Seat,
        /// The step.
        phase: Phase,
    }
}

payload! {
    /// Spoilage and untapping.
    PerishablesDiscarded = "OutlivePerishablesDiscarded" {
        /// The clan.
        seat: Seat,
        /// Meat discarded.
        meat: u32,
        /// Water discarded.
        water: u32,
    }
}

payload! {
    /// The round ended.
    RoundEnded = "OutliveRoundEnded" {
        /// The round.
        round: u32,
    }
}

payload! {
    /// The Convoy arrived.
    GameEnded = "OutliveGameEnded" {
        /// Itemised score of every clan, by seat.
        scores: Vec<ScoreSheet>,
        /// The winners (ties share).
        winners: Vec<Seat>,
        /// `HIGHEST_SCORE`.
        reason: String,
    }
}
