//! The rulebook's worked examples (spec section 11), one test each.

use super::*;
use crate::games::outlive::event::*;
use crate::games::outlive::rules::{morning, movement, score};
use Area::*;
use Resource::*;

#[test]
fn ex01_setup_builds_a_free_room_places_survivors_and_gives_the_leaders_goods() {
    let events = Outlive::setup(
        &Options::default(),
        &Seat::all(2),
        &mut GameRng::from_u64(11),
    )
    .unwrap();
    let mut state = Outlive::fold(&events);
    state.clans[0].dealt_leaders = vec!["soren_livrich".into(), "marie_coolpepper".into()];
    state.clans[1].dealt_leaders = vec!["jacob_rowlett".into(), "wilson_frye".into()];
    when(
        &mut state,
        0,
        Command::DiscardDealtRoom(DealtIndex { index: 0 }),
    );
    when(
        &mut state,
        0,
        Command::DiscardDealtRoom(DealtIndex { index: 1 }),
    );
    when(
        &mut state,
        0,
        Command::ChooseLeader(LeaderChoice {
            leader: "soren_livrich".into(),
        }),
    );
    let slot = slots(&state, 0)
        .iter()
        .position(|r| r == "event_cost_reduction")
        .unwrap() as u8;
    when(
        &mut state,
        0,
        Command::BuildStartingRoom(RoomSlot { room: slot }),
    );
    when(
        &mut state,
        0,
        Command::PlaceStartingSurvivors(SurvivorCount { in_room: 4 }),
    );
    for (hero, area) in [(0, Forest), (1, CargoShip), (2, Mine), (3, BlackwoodCity)] {
        when(&mut state, 0, Command::PlaceHero(PlaceHero { hero, area }));
    }
    // Nothing is revealed while the other clan is still choosing.
    assert!(state.clans[0].rooms.is_empty());
    let mut all = Vec::new();
    while state.phase == Phase::Setup {
        let c = Outlive::legal_commands(&state, seat(1))[0].clone();
        all.extend(when(&mut state, 1, c));
    }
    let revealed = find(&all, |e| match e {
        Event::SetupRevealed(r) => Some(r.clans[0].clone()),
        _ => None,
    })
    .unwrap();
    assert_eq!(revealed.leader, "soren_livrich");
    assert_eq!(
        revealed.rooms[revealed.built_room as usize],
        "event_cost_reduction"
    );
    assert_eq!(
        (revealed.survivors_in_room, revealed.survivors_in_airlock),
        (4, 0)
    );
    assert_eq!(
        revealed.resources,
        Stock {
            canned_food: 2,
            ..Stock::default()
        }
    );
    assert_eq!(revealed.equipment.len(), 1);
    assert_eq!(
        state
            .content
            .equipment_of_tile(revealed.equipment[0])
            .unwrap(),
        "climbing_hook"
    );
    let areas: Vec<Area> = revealed.heroes.iter().map(|h| h.area).collect();
    assert_eq!(areas, vec![Forest, CargoShip, Mine, BlackwoodCity]);
    let clan = &state.clans[0];
    assert!(clan.is_full(&state.content, revealed.built_room as usize));
    assert!(!clan.equipment[0].repaired, "starting equipment is broken");
    // Jacob Rowlett (66) is older than Soren Livrich (32): seat 1 is first player.
    assert!(all.iter().any(
        |e| matches!(e, Event::FirstPlayerAssigned(f) if f.seat == seat(1) && f.leader_age == 66)
    ));
}

#[test]
fn ex02_morning_refill_is_up_to_the_number() {
    let mut state = given(3).tokens(Dam, 4).build();
    let events = run(&mut state, |tx| morning::start_round(tx, 2));
    let dam = find(&events, |e| match e {
        Event::AreaRefilled(r) if r.area == Dam => Some((r.added, r.total)),
        _ => None,
    });
    assert_eq!(dam, Some((5, 9)));
}

#[test]
fn ex03_a_hero_cannot_stay_nor_end_beside_its_own_heroes() {
    let state = given(2)
        .hero(0, 0, MilitaryBase, false)
        .hero(0, 1, Forest, true)
        .hero(0, 2, Dam, false)
        .hero(0, 3, Mine, false)
        .build();
    assert_eq!(
        movement::destinations(&state, seat(0), 0),
        vec![(SilentPeakCity, false, false)]
    );
    assert!(
        !movement::destinations(&state, seat(0), 2)
            .iter()
            .any(|(a, _, _)| *a == MilitaryBase)
    );
    let e = refused(
        &state,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: MilitaryBase,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert_eq!(e.code, "ILLEGAL_MOVE");
    let mut later = state.clone();
    later.clans[0].heroes[0].area = Some(SilentPeakCity);
    later.clans[0].heroes[0].active = true;
    assert!(movement::destinations(&later, seat(0), 3).contains(&(MilitaryBase, false, false)));
}

#[test]
fn ex04_pressure_is_the_power_difference_and_the_defender_chooses_the_ammo() {
    let mut state = given(2)
        .hero(1, 0, Forest, true)
        .stock(1, Wood, 3)
        .stock(1, Ammo, 2)
        .hero(0, 3, Dam, false)
        .build();
    let events = when(
        &mut state,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Forest,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(
        events.iter().any(
            |e| matches!(e, Event::PressureApplied(p) if p.points == 2 && p.defender == seat(1))
        )
    );
    let legal = Outlive::legal_commands(&state, seat(1));
    let expected: Vec<Command> = (0..=2)
        .map(|ammo| {
            Command::RespondToPressure(RespondToPressure {
                ammo,
                combat_suit: false,
                immunity_room: false,
            })
        })
        .collect();
    assert_eq!(legal, expected);
    assert!(
        Outlive::legal_commands(&state, seat(0)).is_empty(),
        "the attacker cannot add ammo"
    );
    when(
        &mut state,
        1,
        Command::RespondToPressure(RespondToPressure {
            ammo: 1,
            combat_suit: false,
            immunity_room: false,
        }),
    );
    when(
        &mut state,
        1,
        Command::PickToken(PickToken { resource: Wood }),
    );
    assert_eq!(state.clans[0].stock.wood, 1);
    assert_eq!(
        state.clans[1].stock,
        Stock {
            wood: 2,
            ammo: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn ex05_pressure_targets_only_weaker_active_heroes() {
    let mut state = given(4)
        .hero(1, 0, Dam, true)
        .stock(1, Ammo, 2)
        .stock(1, Meat, 1)
        .hero(2, 2, Dam, true)
        .stock(2, Wood, 1)
        .hero(3, 1, Dam, false)
        .stock(3, Wood, 1)
        .hero(0, 3, Forest, false)
        .build();
    when(
        &mut state,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Dam,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert_eq!(
        state.pressure.as_ref().map(|p| (p.defender, p.points)),
        Some((seat(1), 2))
    );
    when(
        &mut state,
        1,
        Command::RespondToPressure(RespondToPressure {
            ammo: 2,
            combat_suit: false,
            immunity_room: false,
        }),
    );
    assert_eq!(
        state.pressure.as_ref().map(|p| (p.defender, p.points)),
        Some((seat(2), 1))
    );
    when(
        &mut state,
        2,
        Command::RespondToPressure(RespondToPressure {
            ammo: 0,
            combat_suit: false,
            immunity_room: false,
        }),
    );
    let events = when(
        &mut state,
        2,
        Command::PickToken(PickToken { resource: Wood }),
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::ActionsStarted(_))),
        "blue's lying hero is not pressured"
    );
    assert_eq!(state.clans[0].stock.wood, 1);
    assert_eq!(state.clans[1].stock.meat, 1, "beige lost nothing");
    assert_eq!(state.clans[3].stock.wood, 1);
}

#[test]
fn ex06_military_base_ammo_or_iodine_once_per_round() {
    let mut state = given(2)
        .tokens(MilitaryBase, 6)
        .radiation(0, -2)
        .acting(0, 3, MilitaryBase)
        .build();
    when(&mut state, 0, Command::CollectIodine(YES));
    assert_eq!(state.clans[0].radiation, -1);
    assert!(!state.iodine_available);
    assert_eq!(
        refused(&state, 0, Command::CollectIodine(YES)).code,
        "IODINE_TAKEN"
    );
    for _ in 0..4 {
        when(&mut state, 0, Command::Collect(YES));
    }
    assert_eq!(state.clans[0].stock.ammo, 4);
    assert!(
        state.activation.is_none(),
        "5 AP spent: the activation ends"
    );
}

#[test]
fn ex07_hunting_with_ammo_then_collecting() {
    let mut state = given(2)
        .prey(AmusementPark, vec![6, 3])
        .tokens(AmusementPark, 5)
        .stock(0, Ammo, 3)
        .acting(0, 2, AmusementPark)
        .build();
    let events = when(
        &mut state,
        0,
        Command::Hunt(Hunt {
            ammo: 3,
            tile: None,
            shotgun: false,
            bear_trap: false,
        }),
    );
    let hunted = find(&events, |e| match e {
        Event::PreyHunted(p) => Some((p.action_points, p.meat, p.endurance)),
        _ => None,
    });
    assert_eq!(hunted, Some((3, 4, 6)));
    assert_eq!(state.prey[AmusementPark.prey_index().unwrap()], vec![3]);
    assert_eq!(
        refused(
            &state,
            0,
            Command::Hunt(Hunt {
                ammo: 0,
                tile: None,
                shotgun: false,
                bear_trap: false,
            })
        )
        .code,
        "ALREADY_HUNTED"
    );
    when(&mut state, 0, Command::Collect(YES));
    assert_eq!(
        state.clans[0].stock,
        Stock {
            meat: 4,
            microchip: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn ex08_meat_grows_with_each_tile_of_the_same_kind() {
    let mut state = given(2)
        .prey(Forest, vec![6])
        .stock(0, Ammo, 5)
        .acting(0, 3, Forest)
        .build();
    state.clans[0].prey = vec![6, 6];
    let events = when(
        &mut state,
        0,
        Command::Hunt(Hunt {
            ammo: 1,
            tile: None,
            shotgun: false,
            bear_trap: false,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PreyHunted(p) if p.meat == 6))
    );
}

#[test]
fn ex09_first_arrival_on_the_cargo_ship_takes_the_token() {
    let mut state = given(2)
        .hero(0, 3, Mine, false)
        .hero(1, 3, AmusementPark, false)
        .build();
    let events = when(
        &mut state,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: CargoShip,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HeroMoved(m) if m.column == Some(5) && m.took_survivor))
    );
    assert_eq!(state.clans[0].stock.canned_food, 3);
    assert_eq!(state.clans[0].airlock, 1);
    assert_eq!(state.token_taken_by, Some(seat(0)));
    when(&mut state, 0, Command::EndActivation(YES));
    // Seat 1's Hero[5] cannot end on the Cargo Ship now, unless it uses a Climbing Hook.
    assert!(
        !movement::destinations(&state, seat(1), 3)
            .iter()
            .any(|(a, _, _)| *a == CargoShip)
    );
    let mut hooked = state.clone();
    hooked.clans[1].equipment.push(OwnedEquipment {
        tile: 21,
        id: "climbing_hook".into(),
        repaired: true,
        used: false,
    });
    assert!(movement::destinations(&hooked, seat(1), 3).contains(&(CargoShip, true, false)));
}

#[test]
fn ex10_the_dam_needs_its_purifier() {
    let mut state = given(2)
        .tokens(Dam, 5)
        .stock(0, Microchip, 1)
        .acting(0, 0, Dam)
        .build();
    assert_eq!(
        refused(&state, 0, Command::Collect(YES)).code,
        "PURIFIER_OFF"
    );
    when(
        &mut state,
        0,
        Command::ActivatePurifier(Purifier { access_card: false }),
    );
    for _ in 0..3 {
        when(&mut state, 0, Command::Collect(YES));
    }
    assert_eq!(
        state.clans[0].stock,
        Stock {
            water: 3,
            ..Stock::default()
        }
    );
    assert_eq!(state.tokens(Dam), 2);
}

#[test]
fn ex11_city_actions_mix_in_any_order() {
    let mut state = given(2).acting(0, 3, BlackwoodCity).build();
    let aside = state.cities[0].aside.len();
    when(
        &mut state,
        0,
        Command::TakeEquipment(DisplaySlot { slot: 0 }),
    );
    when(&mut state, 0, Command::Explore(YES));
    when(&mut state, 0, Command::Explore(YES));
    when(
        &mut state,
        0,
        Command::TakeEquipment(DisplaySlot { slot: 0 }),
    );
    when(&mut state, 0, Command::Explore(YES));
    assert_eq!(state.clans[0].equipment.len(), 2);
    assert!(state.clans[0].equipment.iter().all(|e| !e.repaired));
    assert_eq!(state.cities[0].aside.len(), aside + 3);
    assert_eq!(state.cities[0].display.len(), 1);
    assert!(state.activation.is_none());
}

#[test]
fn ex12_an_event_is_resolved_by_one_clan_paying_alone() {
    let mut state = given(2)
        .event("radioactive_cloud")
        .phase(Phase::NightEvents)
        .stock(1, Water, 3)
        .build();
    when(&mut state, 0, Command::PassEvent(YES));
    let events = when(
        &mut state,
        1,
        Command::ResolveEvent(ResolveEvent {
            event: "radioactive_cloud".into(),
            reduction: None,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::NightStepStarted(n) if n.phase == Phase::Feeding))
    );
    assert_eq!(state.clans[1].stock.water, 0);
    assert_eq!(
        state.clans[1].resolved_events,
        vec!["radioactive_cloud".to_string()]
    );
    assert!(!state.event_active("radioactive_cloud"));
    assert_eq!(score::sheet(&state, &state.clans[1]).resolved_events, 3);
}

#[test]
fn ex13_feeding_with_a_water_shortfall_costs_a_survivor() {
    let mut state = given(2)
        .room(0, "room_build_discount", true, 1)
        .room(0, "event_cost_reduction", true, 1)
        .airlock(0, 3)
        .stock(0, Meat, 2)
        .stock(0, CannedFood, 3)
        .stock(0, Water, 1)
        .phase(Phase::NightEvents)
        .build();
    let events = run(&mut state, |_| {});
    assert!(events.iter().any(
        |e| matches!(e, Event::FeedingDue(f) if f.seat == seat(0) && f.food == 3 && f.water == 2)
    ));
    when(&mut state, 0, Command::PayFood(PayWith { resource: Water }));
    when(&mut state, 0, Command::PayFood(PayWith { resource: Meat }));
    when(&mut state, 0, Command::PayFood(PayWith { resource: Meat }));
    let events = when(
        &mut state,
        0,
        Command::PayFood(PayWith {
            resource: CannedFood,
        }),
    );
    assert!(
        events.iter().any(
            |e| matches!(e, Event::LossOwed(l) if l.kind == LossKind::Survivor && l.count == 1)
        )
    );
    let slot = slot_of(&state, 0, "event_cost_reduction");
    when(
        &mut state,
        0,
        Command::LoseSurvivor(LoseSurvivor { room: Some(slot) }),
    );
    assert_eq!(
        state.clans[0].stock,
        Stock {
            canned_food: 2,
            ..Stock::default()
        }
    );
    assert_eq!(state.clans[0].survivors(), 4);
}

#[test]
fn ex14_radiation_minus_airlock_survivors_moves_the_marker() {
    let mut state = given(2)
        .round(5)
        .airlock(0, 1)
        .phase(Phase::Feeding)
        .build();
    for c in &mut state.clans {
        c.step_done = true;
    }
    let events = run(&mut state, |_| {});
    assert!(events.iter().any(|e| matches!(e, Event::RadiationApplied(r) if r.seat == seat(0) && r.level == 3 && r.blocked == 1 && r.to == -2)));
}

#[test]
fn ex15_recruiting_puts_survivors_in_the_airlock() {
    let mut state = given(2)
        .phase(Phase::Recruiting)
        .stock(0, Water, 2)
        .stock(0, CannedFood, 1)
        .build();
    when(&mut state, 0, Command::Recruit(PayWith { resource: Water }));
    when(
        &mut state,
        0,
        Command::Recruit(PayWith {
            resource: CannedFood,
        }),
    );
    assert_eq!(state.clans[0].airlock, 2);
    assert_eq!(
        state.clans[0].stock,
        Stock {
            water: 1,
            ..Stock::default()
        }
    );
}

#[test]
fn ex16_the_construction_room_makes_the_next_room_cost_one_material() {
    let mut state = given(2)
        .room(0, "ammo_4", false, 0)
        .airlock(0, 6)
        .stock(0, Wood, 2)
        .stock(0, Metal, 2)
        .phase(Phase::Building)
        .build();
    let disc = slot_of(&state, 0, "room_build_discount");
    let x = slot_of(&state, 0, "ammo_4");
    when(
        &mut state,
        0,
        Command::BuildRoom(BuildRoom {
            room: disc,
            wood: 2,
            metal: 1,
            microchip: 0,
        }),
    );
    for _ in 0..3 {
        when(
            &mut state,
            0,
            Command::MoveSurvivor(RoomSlot { room: disc }),
        );
    }
    assert_eq!(
        refused(
            &state,
            0,
            Command::BuildRoom(BuildRoom {
                room: x,
                wood: 0,
                metal: 1,
                microchip: 2
            })
        )
        .code,
        "WRONG_PAYMENT"
    );
    let events = when(
        &mut state,
        0,
        Command::BuildRoom(BuildRoom {
            room: x,
            wood: 0,
            metal: 1,
            microchip: 0,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::RoomBuilt(b) if b.discounted))
    );
    for _ in 0..3 {
        when(&mut state, 0, Command::MoveSurvivor(RoomSlot { room: x }));
    }
    let clan = &state.clans[0];
    assert!(
        clan.is_full(&state.content, disc as usize) && clan.is_full(&state.content, x as usize)
    );
    assert_eq!(clan.stock.materials(), 0);
    assert_eq!(clan.airlock, 0);
    assert!(clan.rooms[disc as usize].used);
}

#[test]
fn ex17_repairing_the_pickaxe() {
    let mut state = given(2)
        .equipment(0, "pickaxe", false)
        .stock(0, Wood, 2)
        .stock(0, Metal, 1)
        .phase(Phase::Repairing)
        .build();
    let tile = state.clans[0].equipment[0].tile;
    when(
        &mut state,
        0,
        Command::RepairEquipment(RepairEquipment { tile, room: None }),
    );
    assert!(state.clans[0].equipment[0].repaired);
    assert_eq!(state.clans[0].stock, Stock::default());
    assert_eq!(score::sheet(&state, &state.clans[0]).repaired_equipment, 1);
}

#[test]
fn ex18_final_scoring_of_lilyrose_welly() {
    let mut state = given(2).radiation(0, -2).airlock(0, 7).build();
    let ids = [
        "room_build_discount",
        "draw_equipment_and_repair",
        "event_cost_reduction",
    ];
    for id in ids {
        let cap = state.content.room_spaces(id);
        state = Given { state }.room(0, id, true, cap).build();
    }
    state = Given { state }.room(0, "ammo_4", true, 3).build();
    state.clans[0].airlock = 2;
    assert_eq!(state.clans[0].survivors(), 15);
    for id in [
        "axe",
        "bow",
        "jerrycan",
        "access_card",
        "ammo_kit",
        "chainsaw",
    ] {
        state = Given { state }.equipment(0, id, true).build();
    }
    state
        .content
        .events
        .iter_mut()
        .find(|e| e.id == "sandstorm")
        .unwrap()
        .survival_points = 5;
    state.clans[0].resolved_events = vec!["sandstorm".into()];
    let sheet = score::sheet(&state, &state.clans[0]);
    assert_eq!(
        (
            sheet.survivors,
            sheet.resolved_events,
            sheet.repaired_equipment,
            sheet.symbol_pairs,
            sheet.full_rooms_sp,
            sheet.radiation
        ),
        (15, 5, 6, 2, 4, -2)
    );
    assert_eq!(sheet.total, 30);
}

#[test]
fn ex19_sandstorm_makes_collecting_power_3_but_not_pressure() {
    let mut state = given(2)
        .event("sandstorm")
        .hero(1, 0, Forest, true)
        .stock(1, Wood, 5)
        .hero(0, 3, Dam, false)
        .build();
    let events = when(
        &mut state,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: Forest,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HeroMoved(m) if m.action_points == 3))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PressureApplied(p) if p.points == 2))
    );
    let mut cargo = given(2).event("sandstorm").hero(0, 3, Mine, false).build();
    let events = when(
        &mut cargo,
        0,
        Command::MoveHero(MoveHero {
            hero: 3,
            area: CargoShip,
            climbing_hook: false,
            exoskeleton: false,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HeroMoved(m) if m.column == Some(3)))
    );
}

#[test]
fn ex20_mutant_animals_add_one_endurance_not_meat() {
    let mut state = given(2)
        .event("mutant_animals")
        .prey(Forest, vec![3])
        .acting(0, 2, Forest)
        .build();
    let events = when(
        &mut state,
        0,
        Command::Hunt(Hunt {
            ammo: 0,
            tile: None,
            shotgun: false,
            bear_trap: false,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PreyHunted(p) if p.action_points == 4 && p.meat == 1))
    );
}

#[test]
fn ex21_epizootic_leaves_a_one_meat_tile_worth_nothing() {
    let mut state = given(2)
        .event("epizootic")
        .prey(Forest, vec![3])
        .acting(0, 2, Forest)
        .build();
    let events = when(
        &mut state,
        0,
        Command::Hunt(Hunt {
            ammo: 0,
            tile: None,
            shotgun: false,
            bear_trap: false,
        }),
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PreyHunted(p) if p.meat == 0))
    );
    assert_eq!(state.clans[0].prey, vec![3], "the tile is kept");
}

#[test]
fn ex22_radioactive_cloud_past_minus_11_costs_survivors() {
    let mut state = given(2).radiation(0, -10).airlock(0, 2).build();
    let events = run(&mut state, |tx| {
        crate::games::outlive::cards::events::apply(tx, "radioactive_cloud")
    });
    assert_eq!(state.clans[0].radiation, -11);
    assert!(events.iter().any(|e| matches!(e, Event::LossOwed(l) if l.from == seat(0) && l.kind == LossKind::Survivor && l.count == 1)));
}

#[test]
fn ex23_hostile_clan_with_a_single_token_takes_a_survivor() {
    let mut state = given(2).stock(0, Wood, 1).airlock(0, 1).build();
    let events = run(&mut state, |tx| {
        crate::games::outlive::cards::events::apply(tx, "hostile_clan")
    });
    assert!(events.iter().any(
        |e| matches!(e, Event::LossOwed(l) if l.from == seat(0) && l.kind == LossKind::Survivor)
    ));
    when(
        &mut state,
        0,
        Command::LoseSurvivor(LoseSurvivor { room: None }),
    );
    assert_eq!(state.clans[0].stock.wood, 1);
    assert_eq!(state.clans[0].airlock, 0);
}
