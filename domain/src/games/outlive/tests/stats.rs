//! Statistics: counters and content from given events, and totals that agree with the end
//! of random games.

use super::super::event::*;
use super::super::stats::{SeatStats, SpByRow};
use super::super::vocabulary::{Area, Resource, Stock};
use super::*;
use crate::engine::ContentItem;
use crate::engine::harness::PlayoutSubject;
use crate::engine::testing::{NoObserver, random_playout};

fn clan(s: u8, leader: &str, built_room: u8, equipment: Vec<u16>) -> ClanSetup {
    ClanSetup {
        seat: seat(s),
        leader: leader.into(),
        rooms: content()
            .rooms
            .iter()
            .take(7)
            .map(|r| r.id.clone())
            .collect(),
        built_room,
        survivors_in_room: 1,
        survivors_in_airlock: 1,
        heroes: Vec::new(),
        resources: Stock::default(),
        equipment,
        kept_tiles: Vec::new(),
        radiation: 0,
    }
}

fn sheet(s: u8, total: i32, rank: u8) -> ScoreSheet {
    ScoreSheet {
        seat: seat(s),
        resolved_events: 4,
        full_rooms: 2,
        full_rooms_sp: 5,
        radiation: -3,
        survivors: 2,
        repaired_equipment: 1,
        symbol_pairs: 0,
        total,
        food_left: 0,
        resources_left: 0,
        rank,
    }
}

#[test]
fn a_clan_that_built_equipped_recruited_and_resolved_counts_exactly_that() {
    let leaders: Vec<String> = content().leaders.iter().map(|l| l.id.clone()).collect();
    let rooms: Vec<String> = content().rooms.iter().map(|r| r.id.clone()).collect();
    let tiles = content().equipment_tiles();
    let (first_tile, first_id) = tiles[0].clone();
    let (other_tile, other_id) = tiles
        .iter()
        .find(|(_, id)| *id != first_id)
        .cloned()
        .unwrap();
    let event_id = content().events[0].id.clone();
    let end = given(2).airlock(0, 2).build();
    let events = vec![
        Event::SetupRevealed(SetupRevealed {
            clans: vec![
                clan(0, &leaders[0], 3, vec![first_tile]),
                clan(1, &leaders[1], 0, Vec::new()),
            ],
        }),
        Event::TurnStarted(TurnStarted { seat: seat(0) }),
        Event::PreyHunted(PreyHunted {
            seat: seat(0),
            area: Area::Forest,
            position: 0,
            endurance: 2,
            ammo: 0,
            action_points: 2,
            meat: 3,
            new_top: None,
        }),
        Event::TurnStarted(TurnStarted { seat: seat(1) }),
        Event::PressureApplied(PressureApplied {
            attacker: seat(1),
            defender: seat(0),
            defender_hero: 0,
            points: 1,
            nothing_to_steal: false,
        }),
        Event::TokenPicked(TokenPicked {
            chooser: seat(0),
            from: seat(0),
            to: Some(seat(1)),
            resource: Resource::Meat,
        }),
        Event::TurnStarted(TurnStarted { seat: seat(0) }),
        Event::EquipmentTaken(EquipmentTaken {
            seat: seat(0),
            city: Area::SilentPeakCity,
            tile: other_tile,
            equipment: other_id.clone(),
        }),
        Event::EquipmentRepaired(EquipmentRepaired {
            seat: seat(0),
            tile: first_tile,
            paid: Stock::default(),
            room: None,
        }),
        Event::EventResolved(EventResolved {
            seat: seat(0),
            event: event_id.clone(),
            paid: Stock::default(),
            fixed_water: 0,
            reduced: false,
        }),
        Event::SurvivorRecruited(SurvivorRecruited {
            seat: seat(0),
            resource: Resource::Water,
            fixed_water: false,
        }),
        Event::SurvivorLost(SurvivorLost {
            seat: seat(0),
            room: None,
        }),
        Event::RoomBuilt(RoomBuilt {
            seat: seat(0),
            room: 4,
            paid: Stock::default(),
            discounted: false,
        }),
        Event::GameEnded(GameEnded {
            scores: vec![sheet(0, 9, 1), sheet(1, 7, 2)],
            winners: vec![seat(0)],
            reason: "HIGHEST_SCORE".into(),
        }),
    ];

    let stats = Outlive::statistics(&events, &end);

    assert_eq!(stats.len(), 2);
    let first: SeatStats = serde_json::from_value(stats[0].stats.clone()).unwrap();
    assert_eq!(
        first,
        SeatStats {
            sp: 9,
            sp_by_row: SpByRow {
                events: 4,
                full_rooms: 5,
                radiation: -3,
                survivors: 2,
                repaired_equipment: 1,
                symbol_pairs: 0,
            },
            survivors: 2,
            survivors_gained: 1,
            survivors_lost: 1,
            rooms_built: 2,
            full_rooms: 2,
            equipment_gained: 2,
            equipment_repaired: 1,
            equipment_destroyed: 0,
            events_resolved: 1,
            activations: 2,
            prey_hunted: 1,
            meat_hunted: 3,
            explorations: 0,
            pressures: 0,
            tokens_taken: 0,
        }
    );
    let mut expected = vec![
        ContentItem::new("equipment", first_id),
        ContentItem::new("equipment", other_id),
        ContentItem::new("event", event_id),
        ContentItem::new("leader", leaders[0].clone()),
        ContentItem::new("room", rooms[3].clone()),
        ContentItem::new("room", rooms[4].clone()),
    ];
    expected.sort();
    assert_eq!(stats[0].items, expected);
    let second: SeatStats = serde_json::from_value(stats[1].stats.clone()).unwrap();
    assert_eq!(
        (second.activations, second.pressures, second.tokens_taken),
        (1, 1, 1)
    );
    assert_eq!((second.sp, second.rooms_built, second.survivors), (7, 1, 0));
    assert_eq!(
        stats[1].items,
        vec![
            ContentItem::new("leader", leaders[1].clone()),
            ContentItem::new("room", rooms[0].clone()),
        ]
    );
}

#[test]
fn in_random_games_the_counts_agree_with_the_final_shelters_and_scores() {
    for game in 0..30u64 {
        let (options, seats) = <Outlive as PlayoutSubject>::table(game);
        let playout = random_playout::<Outlive>(&options, seats, game, 20_000, &mut NoObserver);
        let end = &playout.state;
        let outcome = end.outcome.clone().expect("the game ended");
        let stats = Outlive::statistics(&playout.events, end);
        assert_eq!(stats.len(), seats, "game {game}");
        for (entry, clan) in stats.iter().zip(&end.clans) {
            let s: SeatStats = serde_json::from_value(entry.stats.clone()).unwrap();
            let rows = &s.sp_by_row;
            let sum = rows.events
                + rows.full_rooms
                + rows.radiation
                + rows.survivors
                + rows.repaired_equipment
                + rows.symbol_pairs;
            assert_eq!(sum, s.sp, "game {game}: {s:?}");
            assert_eq!(rows.survivors, clan.survivors() as i32, "game {game}");
            let built = clan.rooms.iter().filter(|r| r.built).count() as u32;
            assert_eq!(s.rooms_built, built, "game {game}");
            assert_eq!(
                s.equipment_gained - s.equipment_destroyed,
                clan.equipment.len() as u32,
                "game {game}"
            );
            let repaired = clan.equipment.iter().filter(|e| e.repaired).count() as u32;
            assert_eq!(s.equipment_repaired, repaired, "game {game}");
            assert_eq!(s.events_resolved as usize, clan.resolved_events.len());
            let leader = clan.leader.clone().unwrap();
            assert!(entry.items.contains(&ContentItem::new("leader", leader)));
        }
        let best = stats
            .iter()
            .map(|e| e.stats["sp"].as_i64().unwrap())
            .max()
            .unwrap();
        for winner in &outcome.winners {
            assert_eq!(stats[winner.index()].stats["sp"].as_i64(), Some(best));
        }
    }
}
