//! One given / when / then test per implemented Power card, named after the card.

use super::*;
use crate::engine::Game;
use crate::games::king_of_tokyo::CardKind;
use crate::games::king_of_tokyo::event::*;
use crate::games::king_of_tokyo::state::Location::{Bay, City, Outside};

/// Seat 0 in its Buy step with `energy`, the card in slot 0.
fn buying(card: &str, energy: u32) -> Given {
    let others = ["corner_store", "commuter_train", "skyscraper"];
    let [a, b] = others
        .into_iter()
        .filter(|c| *c != card)
        .take(2)
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    given()
        .monsters(4)
        .energy(0, energy)
        .market([card, a, b])
        .buying()
}

fn bought(state: &mut State) -> Vec<Event> {
    let events = when(state, 0, buy(0));
    assert!(
        matches!(&events[0], Event::CardBought(b) if b.seat == seat(0) && b.kind == CardKind::Discard),
        "{events:?}"
    );
    events
}

#[test]
fn apartment_building_gives_3_vp() {
    let mut state = buying("apartment_building", 5).build();
    let events = bought(&mut state);
    assert_in_order(&events, &[ev::vp(0, 3, "apartment_building")]);
    assert_eq!(state.monsters[0].energy, 0);
    assert_eq!(state.discard.last().unwrap().card, "apartment_building");
}

#[test]
fn commuter_train_gives_2_vp() {
    let mut state = buying("commuter_train", 4).build();
    assert_in_order(&bought(&mut state), &[ev::vp(0, 2, "commuter_train")]);
}

#[test]
fn corner_store_gives_1_vp() {
    let mut state = buying("corner_store", 3).build();
    assert_in_order(&bought(&mut state), &[ev::vp(0, 1, "corner_store")]);
}

#[test]
fn skyscraper_gives_4_vp() {
    let mut state = buying("skyscraper", 6).build();
    assert_in_order(&bought(&mut state), &[ev::vp(0, 4, "skyscraper")]);
    assert_eq!(state.monsters[0].victory_points, 4);
}

#[test]
fn flame_thrower_makes_every_other_monster_lose_2_hearts() {
    let mut state = buying("flame_thrower", 3).in_city(2).health(3, 1).build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 2, 0, "flame_thrower"),
            ev::hurt(2, 2, 0, "flame_thrower"),
            ev::hurt(3, 1, 0, "flame_thrower"),
            ev::eliminated(3, 1, vec![], 0, None),
        ],
    );
    assert_eq!(state.monsters[0].health, 10);
    assert!(!events.iter().any(|e| matches!(e, Event::YieldRequested(_))));
}

#[test]
fn gas_refinery_gives_2_vp_and_makes_every_other_monster_lose_3_hearts() {
    let mut state = buying("gas_refinery", 6).build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "gas_refinery"),
            ev::hurt(1, 3, 0, "gas_refinery"),
            ev::hurt(2, 3, 0, "gas_refinery"),
            ev::hurt(3, 3, 0, "gas_refinery"),
        ],
    );
    assert_eq!(state.monsters[0].health, 10);
}

#[test]
fn high_altitude_bombing_makes_every_monster_including_the_buyer_lose_3_hearts() {
    let mut state = buying("high_altitude_bombing", 4).health(0, 5).build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::hurt(1, 3, 0, "high_altitude_bombing"),
            ev::hurt(2, 3, 0, "high_altitude_bombing"),
            ev::hurt(3, 3, 0, "high_altitude_bombing"),
            ev::hurt(0, 3, 0, "high_altitude_bombing"),
        ],
    );
    assert_eq!(state.monsters[0].health, 2);
}

#[test]
fn jet_fighters_gives_5_vp_and_the_buyer_loses_4_hearts() {
    let mut state = buying("jet_fighters", 5).build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::vp(0, 5, "jet_fighters"),
            ev::hurt(0, 4, 0, "jet_fighters"),
        ],
    );
    assert_eq!(state.monsters[0].health, 6);
}

#[test]
fn national_guard_gives_2_vp_and_the_buyer_loses_2_hearts() {
    let mut state = buying("national_guard", 3).build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "national_guard"),
            ev::hurt(0, 2, 0, "national_guard"),
        ],
    );
}

#[test]
fn tank_gives_4_vp_and_the_buyer_loses_3_hearts() {
    let mut state = buying("tank", 4).build();
    let events = bought(&mut state);
    assert_in_order(&events, &[ev::vp(0, 4, "tank"), ev::hurt(0, 3, 0, "tank")]);
    assert_eq!(state.monsters[0].health, 7);
}

#[test]
fn energize_gives_9_energy() {
    let mut state = buying("energize", 10).build();
    assert_in_order(&bought(&mut state), &[ev::energy(0, 9, "energize")]);
    assert_eq!(state.monsters[0].energy, 11);
}

#[test]
fn evacuation_orders_makes_every_other_monster_lose_5_vp_but_never_below_0() {
    let mut state = buying("evacuation_orders", 7)
        .vp(0, 4)
        .vp(1, 8)
        .vp(2, 3)
        .build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::vp_lost(1, 5, "evacuation_orders"),
            ev::vp_lost(2, 3, "evacuation_orders"),
        ],
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::VictoryPointsLost(v) if v.seat == seat(3)))
    );
    let vps: Vec<u32> = state.monsters.iter().map(|m| m.victory_points).collect();
    assert_eq!(vps, [4, 3, 0, 0]);
}

#[test]
fn heal_gives_2_hearts_up_to_the_maximum_even_in_tokyo() {
    let mut state = buying("heal", 3).in_city(0).health(0, 9).build();
    assert_in_order(&bought(&mut state), &[ev::healed(0, 1, "heal")]);
    assert_eq!(state.monsters[0].health, 10);
}

#[test]
fn nuclear_power_plant_gives_2_vp_and_3_hearts() {
    let mut state = buying("nuclear_power_plant", 6).health(0, 4).build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "nuclear_power_plant"),
            ev::healed(0, 3, "nuclear_power_plant"),
        ],
    );
    assert_eq!(state.monsters[0].health, 7);
}

#[test]
fn vast_storm_gives_2_vp_and_others_lose_1_energy_per_2_they_have() {
    let mut state = buying("vast_storm", 6)
        .energy(1, 5)
        .energy(2, 1)
        .energy(3, 8)
        .build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "vast_storm"),
            ev::energy_lost(1, 2, "vast_storm"),
            ev::energy_lost(3, 4, "vast_storm"),
        ],
    );
    let energy: Vec<u32> = state.monsters.iter().map(|m| m.energy).collect();
    assert_eq!(energy, [0, 3, 1, 4]);
}

#[test]
fn death_from_above_takes_the_city_and_sends_the_tokyo_monsters_out() {
    let mut state = given()
        .monsters(5)
        .in_city(1)
        .in_bay(2)
        .energy(0, 5)
        .market(["death_from_above", "tank", "heal"])
        .buying()
        .build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[
            ev::vp(0, 2, "death_from_above"),
            Event::LeftTokyo(LeftTokyo {
                seat: seat(1),
                from: City,
                reason: "death_from_above".into(),
            }),
            Event::LeftTokyo(LeftTokyo {
                seat: seat(2),
                from: Bay,
                reason: "death_from_above".into(),
            }),
            ev::entered(0, City, Outside),
            ev::vp(0, 1, "ENTERED_TOKYO"),
        ],
    );
    assert_eq!((state.city, state.bay), (Some(seat(0)), None));
    assert!(!events.iter().any(|e| matches!(e, Event::YieldRequested(_))));

    // From the Bay: no entry VP.
    let mut state = given()
        .monsters(5)
        .in_city(1)
        .in_bay(0)
        .energy(0, 5)
        .market(["death_from_above", "tank", "heal"])
        .buying()
        .build();
    let events = bought(&mut state);
    assert_in_order(&events, &[ev::entered(0, City, Bay)]);
    assert_eq!(state.monsters[0].victory_points, 2);
    assert_eq!((state.city, state.bay), (Some(seat(0)), None));
}

#[test]
fn frenzy_gives_another_turn_after_this_one() {
    let mut state = buying("frenzy", 7).build();
    let events = bought(&mut state);
    assert_in_order(
        &events,
        &[Event::ExtraTurnGained(ExtraTurnGained {
            seat: seat(0),
            reason: "frenzy".into(),
        })],
    );
    let events = when(&mut state, 0, end_turn());
    assert_in_order(&events, &[ev::turn_ended(0, 1)]);
    assert!(events.iter().any(
        |e| matches!(e, Event::TurnStarted(t) if t.seat == seat(0) && t.extra_turn && t.turn == 2)
    ));
    assert_eq!(state.extra_turns, 0);
    // Finish the extra turn: the next monster plays.
    while state.phase == Phase::Rolling {
        when(&mut state, 0, stop());
    }
    while state.phase == Phase::YieldDecision {
        let s = KingOfTokyo::prompts(&state)[0].seat.0;
        when(&mut state, s, stay());
    }
    let events = when(&mut state, 0, end_turn());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted(t) if t.seat == seat(1) && !t.extra_turn))
    );
}
