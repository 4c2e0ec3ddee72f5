//! One test per room, equipment tile, leader and event, named after it; and the registry
//! checks (a data entry without an implementation fails).

use super::*;
use crate::engine::Viewer;
use crate::games::outlive::cards;
use crate::games::outlive::event::*;
use crate::games::outlive::rules::night;
use Area::*;
use Resource::*;

fn full_room(g: Given, s: u8, id: &str) -> Given {
    let spaces = g.state.content.room_spaces(id);
    g.room(s, id, true, spaces)
}

fn has(events: &[Event], f: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(f)
}

/// Accept the offered optional effect `id`.
fn use_bonus(s: &mut State, seat: u8, id: &str) -> Vec<Event> {
    when(
        s,
        seat,
        Command::UseBonus(BonusChoice { source: id.into() }),
    )
}

// ----- registries and content -----

#[test]
fn every_data_entry_has_an_implementation_and_every_implementation_has_data() {
    let c = Content::embedded();
    for r in &c.rooms {
        assert!(cards::rooms::is_implemented(&r.id), "room {}", r.id);
    }
    for e in &c.equipment {
        assert!(
            cards::equipment::is_implemented(&e.id),
            "equipment {}",
            e.id
        );
    }
    for l in &c.leaders {
        assert!(cards::leaders::is_implemented(&l.id), "leader {}", l.id);
    }
    for e in &c.events {
        assert!(cards::events::is_implemented(&e.id), "event {}", e.id);
    }
    assert_eq!(
        (
            c.rooms.len(),
            c.equipment.len(),
            c.leaders.len(),
            c.events.len()
        ),
        (22, 20, 10, 12)
    );
    for (id, _) in cards::rooms::REGISTRY {
        assert!(c.room(id).is_some(), "{id}");
    }
    for (id, _) in cards::equipment::REGISTRY {
        assert!(c.equipment(id).is_some(), "{id}");
    }
}

fn data(file: &str) -> String {
    <Content as crate::engine::GameContent>::EMBEDDED
        .iter()
        .find(|(f, _)| *f == file)
        .map(|(_, text)| (*text).to_owned())
        .unwrap_or_else(|| panic!("no embedded file {file}"))
}

fn files_with(file: &str, text: String) -> Vec<(&'static str, String)> {
    crate::games::outlive::content::FILES
        .iter()
        .map(|f| (*f, if *f == file { text.clone() } else { data(f) }))
        .collect()
}

#[test]
fn the_embedded_pack_parses_to_the_embedded_content() {
    let pack = crate::engine::Pack::<Content>::embedded().unwrap();
    assert_eq!(pack.content.as_ref(), Content::embedded());
    assert!(pack.provisional_values > 0 && pack.provisional_values < pack.total_values);
}

#[test]
fn a_bad_content_value_is_named_by_file_and_field() {
    let mut rooms: serde_json::Value = serde_json::from_str(&data("rooms.json")).unwrap();
    rooms["items"][3]["food_cost"] = serde_json::Value::Null;
    let files = files_with("rooms.json", rooms.to_string());
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (*f, t.as_str())).collect();
    let e = Content::from_json_files(&refs).unwrap_err();
    assert_eq!(
        e.to_string(),
        "rooms.json: items[3].food_cost: expected a number, found null"
    );
}

#[test]
fn a_data_entry_without_implementation_is_refused() {
    let mut ev: serde_json::Value = serde_json::from_str(&data("events.json")).unwrap();
    ev["items"][0]["id"] = "meteor_shower".into();
    let files = files_with("events.json", ev.to_string());
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (*f, t.as_str())).collect();
    let e = Content::from_json_files(&refs).unwrap_err();
    assert_eq!(
        e.to_string(),
        "events.json: items[0].id: no implementation for event 'meteor_shower'"
    );
}

#[test]
fn the_content_is_recorded_in_game_started() {
    let events = Outlive::setup(
        &Options::default(),
        &Seat::all(2),
        &mut GameRng::from_u64(1),
    )
    .unwrap();
    let Event::GameStarted(g) = &events[0] else {
        panic!()
    };
    assert_eq!(g.content_hash, Content::embedded().hash());
    let c: Content = serde_json::from_str(&g.content_json).unwrap();
    assert_eq!(&c, Content::embedded());
}

// ----- rooms -----

#[test]
fn room_build_discount_makes_a_build_cost_one_material() {
    let mut s = full_room(given(2), 0, "room_build_discount")
        .room(0, "ammo_4", false, 0)
        .stock(0, Wood, 1)
        .phase(Phase::Building)
        .build();
    let x = slot_of(&s, 0, "ammo_4");
    let ev = when(
        &mut s,
        0,
        Command::BuildRoom(BuildRoom {
            room: x,
            wood: 1,
            metal: 0,
            microchip: 0,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::RoomBuilt(b) if b.discounted)
    ));
}

#[test]
fn draw_equipment_and_repair_draws_one_then_repairs_for_one_token_less() {
    let mut s = full_room(given(2), 0, "draw_equipment_and_repair")
        .equipment(0, "pickaxe", false)
        .stock(0, Wood, 2)
        .phase(Phase::Building)
        .build();
    let slot = slot_of(&s, 0, "draw_equipment_and_repair");
    let ev = when(
        &mut s,
        0,
        Command::ActivateRoom(ActivateRoom {
            room: slot,
            tile: None,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::EquipmentDrawn(d) if d.tile.is_some())
    ));
    assert_eq!(s.clans[0].equipment.len(), 2);
    let tile = s.clans[0].equipment[0].tile;
    when(
        &mut s,
        0,
        Command::RepairEquipment(RepairEquipment {
            tile,
            room: Some(slot),
        }),
    );
    assert!(s.clans[0].equipment[0].repaired);
    assert_eq!(s.clans[0].stock.wood, 0, "2 wood + 1 metal minus the metal");
}

#[test]
fn event_cost_reduction_lowers_one_resolution() {
    let mut s = full_room(given(2), 0, "event_cost_reduction")
        .event("radioactive_cloud")
        .stock(0, Water, 2)
        .phase(Phase::NightEvents)
        .build();
    assert_eq!(
        refused(
            &s,
            0,
            Command::ResolveEvent(ResolveEvent {
                event: "radioactive_cloud".into(),
                reduction: Some(Reduction::Ammo)
            })
        )
        .code,
        "USELESS_REDUCTION"
    );
    when(
        &mut s,
        0,
        Command::ResolveEvent(ResolveEvent {
            event: "radioactive_cloud".into(),
            reduction: Some(Reduction::Food),
        }),
    );
    assert_eq!(s.clans[0].stock.water, 0);
    assert_eq!(s.clans[0].resolved_events.len(), 1);
}

fn hunt_meat(room: &str) -> u32 {
    let mut s = full_room(given(2), 0, room)
        .prey(Forest, vec![3])
        .acting(0, 2, Forest)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::Hunt(Hunt {
            ammo: 0,
            tile: None,
            shotgun: false,
            bear_trap: false,
        }),
    );
    find(&ev, |e| match e {
        Event::PreyHunted(p) => Some(p.meat),
        _ => None,
    })
    .unwrap()
}

#[test]
fn hunting_meat_plus_2_adds_two_meat() {
    assert_eq!(hunt_meat("hunting_meat_plus_2"), 1 + 2);
}

#[test]
fn hunting_meat_plus_1_adds_one_meat() {
    assert_eq!(hunt_meat("hunting_meat_plus_1"), 1 + 1);
}

#[test]
fn cargo_canned_plus_1_adds_a_can_on_the_cargo_ship() {
    let mut s = full_room(given(2), 0, "cargo_canned_plus_1")
        .hero(0, 3, Mine, false)
        .build();
    when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: CargoShip,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    use_bonus(&mut s, 0, "cargo_canned_plus_1");
    assert_eq!(s.clans[0].stock.canned_food, 3 + 1);
}

#[test]
fn cargo_canned_plus_2_always_place_ignores_a_taken_column() {
    let mut s = full_room(given(2), 0, "cargo_canned_plus_2_always_place")
        .hero(1, 3, CargoShip, true)
        .hero(0, 3, Mine, false)
        .build();
    s.cargo_survivors[2] = false;
    let ev = when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: CargoShip,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::HeroMoved(m) if m.column == Some(5) && !m.took_survivor)
    ));
    use_bonus(&mut s, 0, "cargo_canned_plus_2_always_place");
    assert_eq!(s.clans[0].stock.canned_food, 3 + 2);
}

#[test]
fn ammo_4_gives_four_ammo_once_per_round() {
    let mut s = full_room(given(2), 0, "ammo_4")
        .stock(0, Wood, 3)
        .phase(Phase::Building)
        .build();
    let slot = slot_of(&s, 0, "ammo_4");
    when(
        &mut s,
        0,
        Command::ActivateRoom(ActivateRoom {
            room: slot,
            tile: None,
        }),
    );
    assert_eq!(s.clans[0].stock.ammo, 4);
    assert_eq!(
        refused(
            &s,
            0,
            Command::ActivateRoom(ActivateRoom {
                room: slot,
                tile: None
            })
        )
        .code,
        "ROOM_NOT_READY"
    );
}

#[test]
fn fixed_water_1_gives_a_virtual_water_for_the_night() {
    let mut s = full_room(given(2), 0, "fixed_water_1")
        .event("radioactive_cloud")
        .stock(0, Water, 2)
        .build();
    run(&mut s, night::start_night);
    assert_eq!(s.clans[0].fixed_water, 1);
    when(
        &mut s,
        0,
        Command::ResolveEvent(ResolveEvent {
            event: "radioactive_cloud".into(),
            reduction: None,
        }),
    );
    assert_eq!((s.clans[0].stock.water, s.clans[0].fixed_water), (0, 0));
}

#[test]
fn event_immunity_protects_from_non_scarcity_events() {
    let mut s = full_room(given(2), 0, "event_immunity")
        .stock(0, Meat, 1)
        .stock(1, Meat, 1)
        .build();
    let ev = run(&mut s, |tx| cards::events::apply(tx, "rat_invasion"));
    assert!(has(
        &ev,
        |e| matches!(e, Event::EventApplied(a) if a.immune == vec![seat(0)])
    ));
    assert!(s.owed.iter().all(|o| o.from == seat(1)));
}

#[test]
fn dismantle_equipment_returns_its_materials() {
    let mut s = full_room(given(2), 0, "dismantle_equipment")
        .equipment(0, "pickaxe", true)
        .phase(Phase::Building)
        .build();
    let slot = slot_of(&s, 0, "dismantle_equipment");
    let tile = s.clans[0].equipment[0].tile;
    when(
        &mut s,
        0,
        Command::ActivateRoom(ActivateRoom {
            room: slot,
            tile: Some(tile),
        }),
    );
    assert!(s.clans[0].equipment.is_empty());
    assert_eq!(
        s.clans[0].stock,
        Stock {
            wood: 2,
            metal: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn radiation_minus_1_lowers_the_gauge() {
    let mut s = full_room(given(2), 0, "radiation_minus_1")
        .radiation(0, -3)
        .phase(Phase::Building)
        .build();
    let slot = slot_of(&s, 0, "radiation_minus_1");
    when(
        &mut s,
        0,
        Command::ActivateRoom(ActivateRoom {
            room: slot,
            tile: None,
        }),
    );
    assert_eq!(s.clans[0].radiation, -2);
}

#[test]
fn airlock_ventilation_1_cancels_one_more_point() {
    let mut s = full_room(given(2), 0, "airlock_ventilation_1")
        .round(1)
        .phase(Phase::Feeding)
        .build();
    for c in &mut s.clans {
        c.step_done = true;
    }
    let ev = run(&mut s, |_| {});
    assert!(has(
        &ev,
        |e| matches!(e, Event::RadiationApplied(r) if r.seat == seat(1) && r.to == -1)
    ));
    assert!(!has(
        &ev,
        |e| matches!(e, Event::RadiationApplied(r) if r.seat == seat(0))
    ));
    let ev = use_bonus(&mut s, 0, "airlock_ventilation_1");
    assert!(has(
        &ev,
        |e| matches!(e, Event::RadiationApplied(r) if r.seat == seat(0) && r.blocked == 1 && r.to == 0)
    ));
    assert_ne!(s.phase, Phase::Radiation, "night step 3 is over");
}

#[test]
fn survivor_each_round_max_8_grows_past_its_spaces() {
    let mut s = full_room(given(2), 0, "survivor_each_round_max_8")
        .phase(Phase::Building)
        .build();
    let slot = slot_of(&s, 0, "survivor_each_round_max_8");
    when(
        &mut s,
        0,
        Command::ActivateRoom(ActivateRoom {
            room: slot,
            tile: None,
        }),
    );
    assert_eq!(s.clans[0].rooms[slot as usize].survivors, 4);
}

#[test]
fn city_exploration_plus_2_draws_two_more_tiles_free() {
    let mut s = full_room(given(2), 0, "city_exploration_plus_2")
        .acting(0, 3, SilentPeakCity)
        .build();
    when(&mut s, 0, Command::Explore(YES));
    let ev = use_bonus(&mut s, 0, "city_exploration_plus_2");
    let n = 1 + ev
        .iter()
        .filter(|e| matches!(e, Event::ExplorationTileDrawn(_)))
        .count();
    assert_eq!(n, 3);
    assert_eq!(s.activation.as_ref().unwrap().ap, 4);
    let ev = when(&mut s, 0, Command::Explore(YES));
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::ExplorationTileDrawn(_)))
            .count(),
        1,
        "once per city"
    );
}

#[test]
fn draw_equipment_2_draws_two_tiles() {
    let mut s = full_room(given(2), 0, "draw_equipment_2")
        .phase(Phase::Building)
        .build();
    let slot = slot_of(&s, 0, "draw_equipment_2");
    when(
        &mut s,
        0,
        Command::ActivateRoom(ActivateRoom {
            room: slot,
            tile: None,
        }),
    );
    assert_eq!(s.clans[0].equipment.len(), 2);
    assert!(s.clans[0].equipment.iter().all(|e| !e.repaired));
}

#[test]
fn peek_exploration_stack_shows_the_order_to_its_owner_only() {
    let mut s = full_room(given(2), 0, "peek_exploration_stack")
        .acting(0, 0, Forest)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::PeekExplorationStack(CityChoice {
            city: BlackwoodCity,
        }),
    );
    let peek = ev
        .iter()
        .find(|e| matches!(e, Event::ExplorationStackPeeked(_)))
        .unwrap();
    let Event::ExplorationStackPeeked(mine) = Outlive::redact(peek, Viewer::Seat(seat(0))) else {
        panic!()
    };
    assert_eq!(mine.tiles.as_ref(), Some(&s.cities[0].stack));
    let Event::ExplorationStackPeeked(theirs) = Outlive::redact(peek, Viewer::Seat(seat(1))) else {
        panic!()
    };
    assert!(theirs.tiles.is_none());
}

#[test]
fn hero3_pressure_immunity_cancels_a_pressure_on_a_hero_3() {
    let mut s = full_room(given(2), 1, "hero3_pressure_immunity")
        .hero(1, 0, Forest, true)
        .stock(1, Wood, 3)
        .hero(0, 3, Dam, false)
        .build();
    when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Forest,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    let ev = when(
        &mut s,
        1,
        Command::RespondToPressure(RespondToPressure {
            ammo: 0,
            combat_suit: false,
            immunity_room: true,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::PressureDefended(p) if p.remaining == 0)
    ));
    assert_eq!(s.clans[1].stock.wood, 3);
}

#[test]
fn auto_repair_1_repairs_for_free() {
    let mut s = full_room(given(2), 0, "auto_repair_1")
        .equipment(0, "bat", false)
        .phase(Phase::Repairing)
        .build();
    let slot = slot_of(&s, 0, "auto_repair_1");
    let tile = s.clans[0].equipment[0].tile;
    when(
        &mut s,
        0,
        Command::RepairEquipment(RepairEquipment {
            tile,
            room: Some(slot),
        }),
    );
    assert!(s.clans[0].equipment[0].repaired);
}

#[test]
fn pressure_choose_loot_lets_the_attacker_pick() {
    let mut s = full_room(given(2), 0, "pressure_choose_loot")
        .hero(1, 0, Forest, true)
        .stock(1, Wood, 3)
        .stock(1, CannedFood, 1)
        .hero(0, 3, Dam, false)
        .build();
    when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Forest,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    when(
        &mut s,
        1,
        Command::RespondToPressure(RespondToPressure {
            ammo: 0,
            combat_suit: false,
            immunity_room: false,
        }),
    );
    assert!(s.owed.iter().all(|o| o.chooser == seat(0)));
    when(
        &mut s,
        0,
        Command::PickToken(PickToken {
            resource: CannedFood,
        }),
    );
    when(&mut s, 0, Command::PickToken(PickToken { resource: Wood }));
    assert_eq!(
        s.clans[0].stock,
        Stock {
            canned_food: 1,
            wood: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn empty_box_wood_metal_turns_an_empty_box_into_wood_and_metal() {
    let mut s = full_room(given(2), 0, "empty_box_wood_metal")
        .acting(0, 3, BlackwoodCity)
        .build();
    s.cities[0]
        .stack
        .insert(0, "blackwood_city_empty_box".into());
    when(&mut s, 0, Command::Explore(YES));
    use_bonus(&mut s, 0, "empty_box_wood_metal");
    assert_eq!(
        s.clans[0].stock,
        Stock {
            wood: 1,
            metal: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn repair_discount_2_repairs_for_two_tokens_less() {
    let mut s = full_room(given(2), 0, "repair_discount_2")
        .equipment(0, "pickaxe", false)
        .stock(0, Wood, 1)
        .phase(Phase::Repairing)
        .build();
    let slot = slot_of(&s, 0, "repair_discount_2");
    let tile = s.clans[0].equipment[0].tile;
    when(
        &mut s,
        0,
        Command::RepairEquipment(RepairEquipment {
            tile,
            room: Some(slot),
        }),
    );
    assert!(s.clans[0].equipment[0].repaired);
    assert_eq!(s.clans[0].stock.wood, 0);
}

// ----- equipment -----

fn arrive(id: &str, from: Area, to: Area) -> State {
    let mut s = given(2)
        .equipment(0, id, true)
        .hero(0, 3, from, false)
        .build();
    when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: to,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(
        !s.clans[0].equipment[0].used,
        "{id} waits for the clan's answer"
    );
    use_bonus(&mut s, 0, id);
    assert!(s.clans[0].equipment[0].used, "{id} is tapped");
    s
}

fn collect_with(id: &str, area: Area) -> u32 {
    let mut s = given(2)
        .equipment(0, id, true)
        .tokens(area, 10)
        .acting(0, 3, area)
        .build();
    if area == Dam {
        s.activation.as_mut().unwrap().purifier = true;
    }
    let mut ev = when(&mut s, 0, Command::Collect(YES));
    ev.extend(use_bonus(&mut s, 0, id));
    ev.iter()
        .filter_map(|e| match e {
            Event::TokensCollected(t) => Some(t.count),
            _ => None,
        })
        .sum()
}

#[test]
fn axe_adds_two_wood_from_the_forest() {
    assert_eq!(collect_with("axe", Forest), 3);
}

#[test]
fn jerrycan_adds_one_water_from_the_dam() {
    assert_eq!(collect_with("jerrycan", Dam), 2);
}

#[test]
fn ammo_kit_adds_two_ammo_from_the_base() {
    assert_eq!(collect_with("ammo_kit", MilitaryBase), 3);
}

#[test]
fn pickaxe_adds_two_metal_from_the_mine() {
    assert_eq!(collect_with("pickaxe", Mine), 3);
}

#[test]
fn backpack_adds_two_microchips_from_the_park() {
    assert_eq!(collect_with("backpack", AmusementPark), 3);
}

#[test]
fn bow_gives_a_meat_in_the_forest() {
    assert_eq!(arrive("bow", Dam, Forest).clans[0].stock.meat, 1);
}

#[test]
fn crowbar_gives_two_microchips_at_the_base() {
    assert_eq!(
        arrive("crowbar", Dam, MilitaryBase).clans[0]
            .stock
            .microchip,
        2
    );
}

#[test]
fn chainsaw_gives_two_wood_in_a_city() {
    assert_eq!(
        arrive("chainsaw", Forest, BlackwoodCity).clans[0]
            .stock
            .wood,
        2
    );
}

#[test]
fn flashlight_gives_a_survivor_in_a_city() {
    assert_eq!(
        arrive("flashlight", Mine, SilentPeakCity).clans[0].airlock,
        1
    );
}

#[test]
fn water_purifier_gives_a_water_at_the_mine() {
    assert_eq!(
        arrive("water_purifier", CargoShip, Mine).clans[0]
            .stock
            .water,
        1
    );
}

#[test]
fn saw_gives_two_metal_on_the_cargo_ship() {
    assert_eq!(arrive("saw", Mine, CargoShip).clans[0].stock.metal, 2);
}

#[test]
fn metal_detector_gives_a_can_at_the_park() {
    assert_eq!(
        arrive("metal_detector", CargoShip, AmusementPark).clans[0]
            .stock
            .canned_food,
        1
    );
}

#[test]
fn access_card_activates_the_purifier_for_free() {
    let mut s = given(2)
        .equipment(0, "access_card", true)
        .acting(0, 0, Dam)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::ActivatePurifier(Purifier { access_card: true }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::PurifierActivated(p) if !p.paid_microchip)
    ));
}

#[test]
fn climbing_hook_reaches_the_column_above() {
    let mut s = given(2)
        .equipment(0, "climbing_hook", true)
        .hero(0, 3, Mine, false)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: CargoShip,
            climbing_hook: true,
            exoskeleton: false,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::HeroMoved(m) if m.column == Some(6))
    ));
    assert_eq!(s.clans[0].stock.canned_food, s.content.cargo_canned[3]);
}

#[test]
fn work_exoskeleton_moves_further_than_two_areas() {
    let s = given(2).hero(0, 0, Forest, false).build();
    assert!(
        !super::super::rules::movement::destinations(&s, seat(0), 0)
            .iter()
            .any(|(a, _, _)| *a == Mine)
    );
    let mut s = given(2)
        .equipment(0, "work_exoskeleton", true)
        .hero(0, 0, Forest, false)
        .build();
    when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 0,
            area: Mine,
            climbing_hook: false,
            exoskeleton: true,
        }),
    );
    assert!(s.clans[0].equipment[0].used);
}

fn hunt_ap(id: &str) -> u32 {
    let mut s = given(2)
        .equipment(0, id, true)
        .prey(Forest, vec![5])
        .acting(0, 3, Forest)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::Hunt(Hunt {
            ammo: 0,
            tile: None,
            shotgun: id == "shotgun",
            bear_trap: id == "bear_trap",
        }),
    );
    find(&ev, |e| match e {
        Event::PreyHunted(p) => Some(p.action_points),
        _ => None,
    })
    .unwrap()
}

#[test]
fn shotgun_adds_one_power_when_hunting() {
    assert_eq!(hunt_ap("shotgun"), 4);
}

#[test]
fn bear_trap_adds_one_power_when_hunting() {
    assert_eq!(hunt_ap("bear_trap"), 4);
}

#[test]
fn heat_sensor_picks_any_prey_of_the_stack() {
    let mut s = given(2)
        .equipment(0, "heat_sensor", true)
        .prey(Forest, vec![7, 3, 6])
        .acting(0, 2, Forest)
        .build();
    let v = Outlive::view(&s, Viewer::Seat(seat(0)));
    assert_eq!(v.areas[Forest.index()].prey_stack, Some(vec![7, 3, 6]));
    assert!(
        Outlive::view(&s, Viewer::Seat(seat(1))).areas[Forest.index()]
            .prey_stack
            .is_none()
    );
    when(
        &mut s,
        0,
        Command::Hunt(Hunt {
            ammo: 0,
            tile: Some(1),
            shotgun: false,
            bear_trap: false,
        }),
    );
    assert_eq!(s.prey[Forest.prey_index().unwrap()], vec![7, 6]);
}

#[test]
fn bat_adds_one_pressure() {
    let mut s = given(2)
        .equipment(0, "bat", true)
        .hero(1, 2, Forest, true)
        .stock(1, Wood, 3)
        .hero(0, 3, Dam, false)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Forest,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(!has(&ev, |e| matches!(e, Event::PressureApplied(_))));
    let ev = use_bonus(&mut s, 0, "bat");
    assert!(has(
        &ev,
        |e| matches!(e, Event::PressureApplied(p) if p.points == 2)
    ));
}

#[test]
fn combat_suit_cancels_two_pressure() {
    let mut s = given(2)
        .equipment(1, "combat_suit", true)
        .hero(1, 0, Forest, true)
        .stock(1, Wood, 3)
        .hero(0, 3, Dam, false)
        .build();
    when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Forest,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    let ev = when(
        &mut s,
        1,
        Command::RespondToPressure(RespondToPressure {
            ammo: 0,
            combat_suit: true,
            immunity_room: false,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::PressureDefended(p) if p.remaining == 0)
    ));
}

// ----- leaders -----

fn setup_with_leader(leader: &str) -> (State, ClanSetupResult) {
    let events = Outlive::setup(
        &Options::default(),
        &Seat::all(2),
        &mut GameRng::from_u64(5),
    )
    .unwrap();
    let mut s = Outlive::fold(&events);
    let other = if leader == "jacob_rowlett" {
        "soren_livrich"
    } else {
        "jacob_rowlett"
    };
    s.clans[0].dealt_leaders = vec![leader.into(), other.into()];
    s.clans[1].dealt_leaders = vec![other.into()];
    let mut all = Vec::new();
    while s.phase == Phase::Setup {
        for p in 0..2u8 {
            let legal = Outlive::legal_commands(&s, seat(p));
            let c = legal
                .iter()
                .find(|c| matches!(c, Command::ChooseLeader(l) if l.leader == leader))
                .or(legal.first())
                .cloned();
            if let Some(c) = c {
                all.extend(when(&mut s, p, c));
            }
        }
    }
    let r = find(&all, |e| match e {
        Event::SetupRevealed(r) => Some(r.clans[0].clone()),
        _ => None,
    })
    .unwrap();
    (s, r)
}

type ClanSetupResult = ClanSetup;

fn check_leader(id: &str) {
    let (s, r) = setup_with_leader(id);
    let data = s.content.leader(id).unwrap().clone();
    assert_eq!(r.leader, id);
    let mut areas: Vec<Area> = r.heroes.iter().map(|h| h.area).collect();
    let mut expected = data.start_areas.clone();
    areas.sort();
    expected.sort();
    assert_eq!(areas, expected);
    let equipment: Vec<String> = r
        .equipment
        .iter()
        .map(|t| s.content.equipment_of_tile(*t).unwrap())
        .collect();
    assert_eq!(equipment, data.start_equipment);
    if data.draws_starting_tiles {
        assert_eq!(r.kept_tiles.len(), 3);
        let (stock, _) = cards::leaders::marie_coolpepper(&s.content, &r.kept_tiles);
        assert_eq!(r.resources, stock);
    } else {
        assert_eq!(r.resources, data.start_resources);
    }
}

#[test]
fn soren_livrich_starts_with_his_areas_resources_and_equipment() {
    check_leader("soren_livrich");
}
#[test]
fn marie_coolpepper_draws_four_exploration_tiles_and_keeps_three() {
    check_leader("marie_coolpepper");
}
#[test]
fn lilyrose_welly_starts_with_her_areas_resources_and_equipment() {
    check_leader("lilyrose_welly");
}
#[test]
fn wilson_frye_starts_with_his_areas_resources_and_equipment() {
    check_leader("wilson_frye");
}
#[test]
fn erin_mccarthy_starts_with_her_areas_resources_and_equipment() {
    check_leader("erin_mccarthy");
}
#[test]
fn grayson_pigott_starts_with_his_areas_resources_and_equipment() {
    check_leader("grayson_pigott");
}
#[test]
fn jacob_rowlett_starts_with_his_areas_resources_and_equipment() {
    check_leader("jacob_rowlett");
}
#[test]
fn kooper_froste_starts_with_his_areas_resources_and_equipment() {
    check_leader("kooper_froste");
}
#[test]
fn liza_valentine_starts_with_her_areas_resources_and_equipment() {
    check_leader("liza_valentine");
}
#[test]
fn swifty_bingham_starts_with_his_areas_resources_and_equipment() {
    check_leader("swifty_bingham");
}

// ----- events -----

fn removed(id: &str, area: Area) -> u32 {
    let mut s = given(2).tokens(area, 6).build();
    run(&mut s, |tx| cards::events::apply(tx, id));
    6 - s.tokens(area)
}

#[test]
fn forest_fire_removes_wood_from_the_forest() {
    assert_eq!(removed("forest_fire", Forest), 3);
}

#[test]
fn cave_in_removes_metal_from_the_mine() {
    assert_eq!(removed("cave_in", Mine), 3);
}

#[test]
fn bandits_remove_microchips_from_the_park() {
    assert_eq!(removed("bandits", AmusementPark), 3);
}

#[test]
fn shortage_removes_every_material() {
    let mut s = given(2)
        .tokens(Forest, 6)
        .tokens(Mine, 6)
        .tokens(AmusementPark, 6)
        .tokens(MilitaryBase, 6)
        .build();
    run(&mut s, |tx| cards::events::apply(tx, "shortage"));
    assert_eq!(
        [
            s.tokens(Forest),
            s.tokens(Mine),
            s.tokens(AmusementPark),
            s.tokens(MilitaryBase)
        ],
        [4, 4, 4, 6]
    );
}

#[test]
fn wanderers_remove_exploration_tiles_from_both_cities() {
    let mut s = given(2).build();
    let before: Vec<usize> = s.cities.iter().map(|c| c.stack.len()).collect();
    run(&mut s, |tx| cards::events::apply(tx, "wanderers"));
    let after: Vec<usize> = s.cities.iter().map(|c| c.stack.len()).collect();
    assert_eq!(after, before.iter().map(|b| b - 2).collect::<Vec<_>>());
}

#[test]
fn sandstorm_sets_collecting_power_to_3() {
    let mut s = given(2).event("sandstorm").hero(0, 3, Dam, false).build();
    let ev = when(
        &mut s,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Forest,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::HeroMoved(m) if m.action_points == 3)
    ));
}

#[test]
fn radioactive_cloud_raises_every_gauge_by_2() {
    let mut s = given(2).build();
    run(&mut s, |tx| cards::events::apply(tx, "radioactive_cloud"));
    assert!(s.clans.iter().all(|c| c.radiation == -2));
}

#[test]
fn rat_invasion_takes_a_food_token() {
    let mut s = given(2).stock(0, Meat, 1).stock(0, Wood, 1).build();
    run(&mut s, |tx| cards::events::apply(tx, "rat_invasion"));
    assert_eq!(
        refused(&s, 0, Command::PickToken(PickToken { resource: Wood })).code,
        "WRONG_TOKEN"
    );
    when(&mut s, 0, Command::PickToken(PickToken { resource: Meat }));
    assert_eq!(
        s.clans[0].stock,
        Stock {
            wood: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn hostile_clan_takes_two_material_or_ammo_tokens() {
    let mut s = given(2).stock(0, Ammo, 1).stock(0, Metal, 2).build();
    run(&mut s, |tx| cards::events::apply(tx, "hostile_clan"));
    when(&mut s, 0, Command::PickToken(PickToken { resource: Ammo }));
    when(&mut s, 0, Command::PickToken(PickToken { resource: Metal }));
    assert_eq!(
        s.clans[0].stock,
        Stock {
            metal: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn nuclear_winter_takes_a_survivor() {
    let mut s = given(2).airlock(0, 2).build();
    run(&mut s, |tx| cards::events::apply(tx, "nuclear_winter"));
    when(
        &mut s,
        0,
        Command::LoseSurvivor(LoseSurvivor { room: None }),
    );
    assert_eq!(s.clans[0].airlock, 1);
}

#[test]
fn epizootic_lowers_hunted_meat_by_one() {
    let mut s = given(2)
        .event("epizootic")
        .prey(Forest, vec![6])
        .stock(0, Ammo, 3)
        .acting(0, 3, Forest)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::Hunt(Hunt {
            ammo: 1,
            tile: None,
            shotgun: false,
            bear_trap: false,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::PreyHunted(p) if p.meat == 3)
    ));
}

#[test]
fn mutant_animals_raise_prey_endurance_by_one() {
    let mut s = given(2)
        .event("mutant_animals")
        .prey(Forest, vec![5])
        .stock(0, Ammo, 1)
        .acting(0, 3, Forest)
        .build();
    assert_eq!(
        refused(
            &s,
            0,
            Command::Hunt(Hunt {
                ammo: 0,
                tile: None,
                shotgun: false,
                bear_trap: false,
            })
        )
        .code,
        "NO_ACTION_POINTS"
    );
    let ev = when(
        &mut s,
        0,
        Command::Hunt(Hunt {
            ammo: 1,
            tile: None,
            shotgun: false,
            bear_trap: false,
        }),
    );
    assert!(has(
        &ev,
        |e| matches!(e, Event::PreyHunted(p) if p.action_points == 5)
    ));
}
