//! Optional effects are decisions: each is offered to the right clan at the right moment
//! (a prompt and its commands), and can be accepted, declined, or is refused when illegal.
//! The accepted cases of the cards live in `cards.rs` (one test per card); here are the
//! declines, the refusals and the timing.

use super::*;
use crate::engine::Prompt;
use crate::games::outlive::event::*;
use Area::*;
use Resource::*;

fn full_room(g: Given, s: u8, id: &str) -> Given {
    let spaces = g.state.content.room_spaces(id);
    g.room(s, id, true, spaces)
}

fn bonus(id: &str) -> BonusChoice {
    BonusChoice { source: id.into() }
}

fn move_hero(s: &mut State, seat: u8, hero: u8, area: Area) -> Vec<Event> {
    when(
        s,
        seat,
        Command::MoveHero(MoveHero {
            hero,
            area,
            climbing_hook: false,
            exoskeleton: false,
        }),
    )
}

fn prompt_of(s: &State, seat: u8) -> Option<Prompt> {
    Outlive::prompts(s)
        .into_iter()
        .find(|p| p.seat == Seat(seat))
}

fn offers(s: &State) -> Vec<String> {
    s.activation
        .as_ref()
        .map(|a| a.offers.clone())
        .unwrap_or_default()
}

/// Given a ready tile or full room `id` that is offered now to clan 0: the prompt and the
/// legal commands are exactly the answers; other commands and other sources are refused;
/// declining leaves it unused. Returns the events of the decline.
fn offered_then_declined(s: &mut State, id: &str) -> Vec<Event> {
    assert_eq!(offers(s), vec![id.to_string()], "{id} is offered");
    let prompt = prompt_of(s, 0).expect("a prompt for the acting clan");
    assert_eq!(prompt.kind, "USE_OR_DECLINE_BONUS");
    assert!(prompt.message.contains(id), "{}", prompt.message);
    assert_eq!(
        Outlive::legal_commands(s, Seat(0)),
        vec![
            Command::UseBonus(bonus(id)),
            Command::DeclineBonus(bonus(id))
        ]
    );
    assert_eq!(
        refused(s, 0, Command::EndActivation(YES)).code,
        "ANSWER_BONUS_FIRST"
    );
    assert_eq!(
        refused(s, 0, Command::UseBonus(bonus("not_offered"))).code,
        "BONUS_NOT_OFFERED"
    );
    assert_eq!(
        refused(s, 1, Command::DeclineBonus(bonus(id))).code,
        "NOT_YOUR_DECISION"
    );
    let ev = when(s, 0, Command::DeclineBonus(bonus(id)));
    assert!(matches!(&ev[0], Event::BonusDeclined(d) if d.source == id));
    assert!(offers(s).is_empty());
    ev
}

fn tile_ready(s: &State, id: &str) -> bool {
    s.clans[0].ready_equipment(id).is_some()
}

// ----- arrival gains (spec 5.5: optional, offered after pressure) -----

fn decline_arrival(id: &str, from: Area, to: Area) -> State {
    let mut s = given(2)
        .equipment(0, id, true)
        .hero(0, 3, from, false)
        .build();
    let before = s.clans[0].clone();
    move_hero(&mut s, 0, 3, to);
    let ev = offered_then_declined(&mut s, id);
    assert!(
        ev.iter().any(|e| matches!(e, Event::ActionsStarted(_))),
        "the hero acts after the answer"
    );
    assert!(tile_ready(&s, id), "{id} stays ready for a later hero");
    if id == "flashlight" {
        assert_eq!(s.clans[0].airlock, before.airlock);
    }
    s
}

#[test]
fn bow_is_offered_in_the_forest_and_can_be_declined() {
    let s = decline_arrival("bow", Dam, Forest);
    assert_eq!(s.clans[0].stock.meat, 0);
}

#[test]
fn crowbar_is_offered_at_the_base_and_can_be_declined() {
    let s = decline_arrival("crowbar", Dam, MilitaryBase);
    assert_eq!(s.clans[0].stock.microchip, 0);
}

#[test]
fn chainsaw_is_offered_in_a_city_and_can_be_declined() {
    let s = decline_arrival("chainsaw", Forest, BlackwoodCity);
    assert_eq!(s.clans[0].stock.wood, 0);
}

#[test]
fn flashlight_is_offered_in_a_city_and_can_be_declined() {
    let s = decline_arrival("flashlight", Mine, SilentPeakCity);
    assert_eq!(s.clans[0].survivors(), 0);
}

#[test]
fn flashlight_is_not_offered_without_a_place_for_the_survivor() {
    let mut s = given(2)
        .equipment(0, "flashlight", true)
        .hero(0, 3, Mine, false)
        .build();
    let cap = s.content.airlock_capacity();
    s.clans[0].airlock = cap;
    move_hero(&mut s, 0, 3, SilentPeakCity);
    assert!(offers(&s).is_empty());
    assert!(s.activation.as_ref().unwrap().acting);
}

#[test]
fn water_purifier_is_offered_at_the_mine_and_can_be_declined() {
    let s = decline_arrival("water_purifier", CargoShip, Mine);
    assert_eq!(s.clans[0].stock.water, 0);
}

#[test]
fn saw_is_offered_on_the_cargo_ship_and_can_be_declined() {
    let s = decline_arrival("saw", Mine, CargoShip);
    assert_eq!(s.clans[0].stock.metal, 0);
}

#[test]
fn metal_detector_is_offered_at_the_park_and_can_be_declined() {
    let s = decline_arrival("metal_detector", CargoShip, AmusementPark);
    assert_eq!(s.clans[0].stock.canned_food, 0);
}

fn decline_cargo_room(id: &str) {
    let mut s = full_room(given(2), 0, id).hero(0, 3, Mine, false).build();
    move_hero(&mut s, 0, 3, CargoShip);
    let canned = s.clans[0].stock.canned_food;
    offered_then_declined(&mut s, id);
    assert_eq!(
        s.clans[0].stock.canned_food, canned,
        "the column's cans only"
    );
    let slot = slot_of(&s, 0, id) as usize;
    assert!(!s.clans[0].rooms[slot].used, "{id} stays unused");
}

#[test]
fn cargo_canned_plus_1_is_offered_on_the_cargo_ship_and_can_be_declined() {
    decline_cargo_room("cargo_canned_plus_1");
}

#[test]
fn cargo_canned_plus_2_always_place_is_offered_and_can_be_declined() {
    decline_cargo_room("cargo_canned_plus_2_always_place");
}

#[test]
fn several_arrival_gains_are_answered_one_by_one_in_any_order() {
    let mut s = full_room(given(2), 0, "cargo_canned_plus_1")
        .equipment(0, "saw", true)
        .hero(0, 3, Mine, false)
        .build();
    move_hero(&mut s, 0, 3, CargoShip);
    assert_eq!(offers(&s), vec!["saw", "cargo_canned_plus_1"]);
    let canned = s.clans[0].stock.canned_food;
    when(&mut s, 0, Command::UseBonus(bonus("cargo_canned_plus_1")));
    assert_eq!(s.clans[0].stock.canned_food, canned + 1);
    assert!(
        !s.activation.as_ref().unwrap().acting,
        "saw still to answer"
    );
    when(&mut s, 0, Command::DeclineBonus(bonus("saw")));
    assert!(s.activation.as_ref().unwrap().acting);
    assert_eq!(s.clans[0].stock.metal, 0);
}

#[test]
fn arrival_gains_are_offered_after_the_pressure() {
    let mut s = given(2)
        .equipment(0, "bow", true)
        .hero(1, 0, Forest, true)
        .stock(1, Wood, 2)
        .hero(0, 3, Dam, false)
        .build();
    move_hero(&mut s, 0, 3, Forest);
    assert!(s.pressure.is_some());
    assert!(offers(&s).is_empty(), "nothing offered before the pressure");
    when(
        &mut s,
        1,
        Command::RespondToPressure(RespondToPressure {
            ammo: 0,
            combat_suit: false,
            immunity_room: false,
        }),
    );
    for _ in 0..2 {
        when(&mut s, 1, Command::PickToken(PickToken { resource: Wood }));
    }
    assert_eq!(offers(&s), vec!["bow"]);
}

// ----- "+" equipment (offered after a collect action) -----

fn decline_plus(id: &str, area: Area) {
    let mut s = given(2)
        .equipment(0, id, true)
        .tokens(area, 10)
        .acting(0, 3, area)
        .build();
    if area == Dam {
        s.activation.as_mut().unwrap().purifier = true;
    }
    let resource = area.resource().unwrap();
    when(&mut s, 0, Command::Collect(YES));
    offered_then_declined(&mut s, id);
    assert_eq!(s.clans[0].stock.get(resource), 1);
    assert_eq!(s.tokens(area), 9);
    assert!(tile_ready(&s, id));
    // Offered again after the next collect; accepted, it takes its extra tokens.
    when(&mut s, 0, Command::Collect(YES));
    assert_eq!(offers(&s), vec![id.to_string()]);
    when(&mut s, 0, Command::UseBonus(bonus(id)));
    let extra = if id == "jerrycan" { 1 } else { 2 };
    assert_eq!(s.clans[0].stock.get(resource), 2 + extra);
    assert!(!tile_ready(&s, id));
}

#[test]
fn axe_is_offered_after_collecting_wood_and_can_be_declined() {
    decline_plus("axe", Forest);
}

#[test]
fn jerrycan_is_offered_after_collecting_water_and_can_be_declined() {
    decline_plus("jerrycan", Dam);
}

#[test]
fn ammo_kit_is_offered_after_collecting_ammo_and_can_be_declined() {
    decline_plus("ammo_kit", MilitaryBase);
}

#[test]
fn pickaxe_is_offered_after_collecting_metal_and_can_be_declined() {
    decline_plus("pickaxe", Mine);
}

#[test]
fn backpack_is_offered_after_collecting_microchips_and_can_be_declined() {
    decline_plus("backpack", AmusementPark);
}

#[test]
fn axe_is_not_offered_when_the_forest_is_empty() {
    let mut s = given(2)
        .equipment(0, "axe", true)
        .tokens(Forest, 1)
        .acting(0, 3, Forest)
        .build();
    when(&mut s, 0, Command::Collect(YES));
    assert!(offers(&s).is_empty());
    assert!(tile_ready(&s, "axe"));
}

#[test]
fn an_offer_made_with_the_last_action_point_is_answered_before_the_activation_ends() {
    let mut s = given(2)
        .equipment(0, "axe", true)
        .tokens(Forest, 5)
        .acting(0, 0, Forest)
        .build();
    s.activation.as_mut().unwrap().ap = 1;
    when(&mut s, 0, Command::Collect(YES));
    assert!(
        s.activation.is_some(),
        "the activation waits for the answer"
    );
    when(&mut s, 0, Command::UseBonus(bonus("axe")));
    assert!(s.activation.is_none());
    assert_eq!(s.clans[0].stock.wood, 3);
}

// ----- Bat (offered before the arrival's first pressure) -----

fn bat_arrival(defender_wood: u32) -> State {
    let mut s = given(2)
        .equipment(0, "bat", true)
        .hero(1, 2, Forest, true)
        .stock(1, Wood, defender_wood)
        .hero(0, 3, Dam, false)
        .build();
    move_hero(&mut s, 0, 3, Forest);
    s
}

#[test]
fn bat_can_be_declined_and_the_pressure_is_the_power_difference() {
    let mut s = bat_arrival(3);
    let ev = offered_then_declined(&mut s, "bat");
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::PressureApplied(p) if p.points == 1))
    );
    assert!(tile_ready(&s, "bat"));
}

#[test]
fn bat_is_not_offered_when_nobody_has_anything_to_steal() {
    let s = bat_arrival(0);
    assert!(offers(&s).is_empty());
    assert!(tile_ready(&s, "bat"));
}

// ----- Shotgun and Bear Trap (flags of the hunt) -----

fn hunt(s: &mut State, ammo: u8, shotgun: bool, bear_trap: bool) -> Result<Vec<Event>, String> {
    let c = Command::Hunt(Hunt {
        ammo,
        tile: None,
        shotgun,
        bear_trap,
    });
    match Outlive::decide(s, Seat(0), &c, &mut GameRng::from_u64(7)) {
        Ok(_) => Ok(when(s, 0, c)),
        Err(e) => Err(e.code.to_string()),
    }
}

fn hunting_state(tools: &[&str], prey: u8) -> State {
    let mut g = given(2).prey(Forest, vec![prey]);
    for t in tools {
        g = g.equipment(0, t, true);
    }
    g.acting(0, 3, Forest).build()
}

fn hunted_ap(ev: &[Event]) -> u32 {
    find(ev, |e| match e {
        Event::PreyHunted(p) => Some(p.action_points),
        _ => None,
    })
    .unwrap()
}

#[test]
fn shotgun_can_be_left_unused_on_a_hunt() {
    let mut s = hunting_state(&["shotgun"], 5);
    let ev = hunt(&mut s, 0, false, false).unwrap();
    assert_eq!(hunted_ap(&ev), 5);
    assert!(tile_ready(&s, "shotgun"));
}

#[test]
fn bear_trap_can_be_left_unused_on_a_hunt() {
    let mut s = hunting_state(&["bear_trap"], 5);
    let ev = hunt(&mut s, 0, false, false).unwrap();
    assert_eq!(hunted_ap(&ev), 5);
    assert!(tile_ready(&s, "bear_trap"));
}

#[test]
fn shotgun_and_bear_trap_together_lower_a_hunt_by_two() {
    let mut s = hunting_state(&["shotgun", "bear_trap"], 5);
    let ev = hunt(&mut s, 0, true, true).unwrap();
    assert_eq!(hunted_ap(&ev), 3);
    assert!(!tile_ready(&s, "shotgun") && !tile_ready(&s, "bear_trap"));
}

#[test]
fn shotgun_or_bear_trap_without_the_tile_is_refused() {
    let mut s = hunting_state(&[], 5);
    assert_eq!(
        hunt(&mut s, 0, true, false).unwrap_err(),
        "EQUIPMENT_NOT_READY"
    );
    assert_eq!(
        hunt(&mut s, 0, false, true).unwrap_err(),
        "EQUIPMENT_NOT_READY"
    );
}

#[test]
fn shotgun_that_would_lower_a_hunt_below_one_action_point_is_refused() {
    let mut s = hunting_state(&["shotgun", "bear_trap"], 2);
    assert_eq!(hunt(&mut s, 0, true, true).unwrap_err(), "ILLEGAL_HUNT");
    assert_eq!(hunt(&mut s, 1, true, false).unwrap_err(), "ILLEGAL_HUNT");
    let ev = hunt(&mut s, 0, false, true).unwrap();
    assert_eq!(hunted_ap(&ev), 1);
}

// ----- Work Exoskeleton (flag of the move) -----

#[test]
fn work_exoskeleton_is_kept_on_a_short_move() {
    let mut s = given(2)
        .equipment(0, "work_exoskeleton", true)
        .hero(0, 0, Forest, false)
        .build();
    move_hero(&mut s, 0, 0, Dam);
    assert!(tile_ready(&s, "work_exoskeleton"));
}

#[test]
fn work_exoskeleton_refusals_are_coded() {
    let far = |exoskeleton, area| {
        Command::MoveHero(MoveHero {
            hero: 0,
            area,
            climbing_hook: false,
            exoskeleton,
        })
    };
    let s = given(2)
        .equipment(0, "work_exoskeleton", true)
        .hero(0, 0, Forest, false)
        .build();
    assert_eq!(refused(&s, 0, far(false, Mine)).code, "ILLEGAL_MOVE");
    assert_eq!(refused(&s, 0, far(true, Dam)).code, "EQUIPMENT_NOT_NEEDED");
    let legal = Outlive::legal_commands(&s, Seat(0));
    assert!(legal.contains(&far(true, Mine)) && !legal.contains(&far(false, Mine)));
    let s = given(2).hero(0, 0, Forest, false).build();
    assert_eq!(refused(&s, 0, far(true, Mine)).code, "EQUIPMENT_NOT_READY");
}

// ----- Access Card (a choice of payment at the Dam) -----

#[test]
fn access_card_can_be_kept_by_paying_a_microchip() {
    let mut s = given(2)
        .equipment(0, "access_card", true)
        .stock(0, Microchip, 1)
        .acting(0, 0, Dam)
        .build();
    let ev = when(
        &mut s,
        0,
        Command::ActivatePurifier(Purifier { access_card: false }),
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::PurifierActivated(p) if p.paid_microchip))
    );
    assert_eq!(s.clans[0].stock.microchip, 0);
    assert!(tile_ready(&s, "access_card"));
}

#[test]
fn access_card_refusals_are_coded() {
    let s = given(2).acting(0, 0, Dam).build();
    let card = |access_card| Command::ActivatePurifier(Purifier { access_card });
    assert_eq!(refused(&s, 0, card(true)).code, "EQUIPMENT_NOT_READY");
    assert_eq!(refused(&s, 0, card(false)).code, "NOT_ENOUGH_RESOURCES");
    let s = given(2)
        .equipment(0, "access_card", true)
        .acting(0, 0, Dam)
        .build();
    let legal = Outlive::legal_commands(&s, Seat(0));
    assert!(legal.contains(&card(true)) && !legal.contains(&card(false)));
}

// ----- exploration rooms -----

fn explored_tiles(ev: &[Event]) -> usize {
    ev.iter()
        .filter(|e| matches!(e, Event::ExplorationTileDrawn(_)))
        .count()
}

#[test]
fn city_exploration_plus_2_can_be_declined_and_is_offered_again_after_the_next_exploration() {
    let mut s = full_room(given(2), 0, "city_exploration_plus_2")
        .acting(0, 3, SilentPeakCity)
        .build();
    s.cities[1].stack.retain(|t| !t.contains("empty"));
    when(&mut s, 0, Command::Explore(YES));
    let ev = offered_then_declined(&mut s, "city_exploration_plus_2");
    assert_eq!(explored_tiles(&ev), 0);
    assert!(s.clans[0].explore_bonus_cities.is_empty());
    when(&mut s, 0, Command::Explore(YES));
    assert_eq!(offers(&s), vec!["city_exploration_plus_2"]);
    let ev = when(
        &mut s,
        0,
        Command::UseBonus(bonus("city_exploration_plus_2")),
    );
    assert_eq!(explored_tiles(&ev), 2);
    assert_eq!(s.activation.as_ref().unwrap().ap, 3);
}

#[test]
fn city_exploration_plus_2_is_refused_before_any_exploration() {
    let s = full_room(given(2), 0, "city_exploration_plus_2")
        .acting(0, 3, SilentPeakCity)
        .build();
    assert_eq!(
        refused(&s, 0, Command::UseBonus(bonus("city_exploration_plus_2"))).code,
        "BONUS_NOT_OFFERED"
    );
}

#[test]
fn empty_box_wood_metal_can_be_declined() {
    let mut s = full_room(given(2), 0, "empty_box_wood_metal")
        .acting(0, 3, BlackwoodCity)
        .build();
    s.cities[0]
        .stack
        .insert(0, "blackwood_city_empty_box".into());
    when(&mut s, 0, Command::Explore(YES));
    offered_then_declined(&mut s, "empty_box_wood_metal");
    assert_eq!(s.clans[0].stock, Stock::default());
    assert!(s.clans[0].empty_box_cities.is_empty());
}

// ----- peek room: any time during the day (G45) -----

#[test]
fn peek_exploration_stack_is_open_to_its_owner_outside_its_turn() {
    let mut s = full_room(given(2), 1, "peek_exploration_stack")
        .hero(0, 0, Forest, false)
        .build();
    assert_eq!(s.turn, Seat(0));
    let legal = Outlive::legal_commands(&s, Seat(1));
    let peeks: Vec<Command> = Area::CITIES
        .iter()
        .map(|city| Command::PeekExplorationStack(CityChoice { city: *city }))
        .collect();
    assert_eq!(legal, peeks);
    assert_eq!(prompt_of(&s, 1).unwrap().kind, "PEEK_EXPLORATION_STACK");
    assert_eq!(prompt_of(&s, 0).unwrap().kind, "MOVE_HERO");
    let ev = when(
        &mut s,
        1,
        Command::PeekExplorationStack(CityChoice {
            city: SilentPeakCity,
        }),
    );
    assert!(ev.iter().any(
        |e| matches!(e, Event::ExplorationStackPeeked(p) if p.seat == Seat(1) && p.tiles.as_ref() == Some(&s.cities[1].stack))
    ));
    assert!(prompt_of(&s, 1).is_none(), "once per round");
    assert_eq!(
        refused(
            &s,
            1,
            Command::PeekExplorationStack(CityChoice {
                city: BlackwoodCity
            })
        )
        .code,
        "ROOM_NOT_READY"
    );
}

#[test]
fn peek_exploration_stack_is_optional_the_day_goes_on_without_it() {
    let mut s = full_room(given(2), 1, "peek_exploration_stack")
        .hero(0, 0, Forest, false)
        .build();
    move_hero(&mut s, 0, 0, Dam);
    when(&mut s, 0, Command::EndActivation(YES));
    assert_eq!(s.turn, Seat(1));
    let slot = slot_of(&s, 1, "peek_exploration_stack") as usize;
    assert!(!s.clans[1].rooms[slot].used);
}

#[test]
fn peek_exploration_stack_works_during_another_clans_pressure() {
    let mut s = full_room(given(2), 1, "peek_exploration_stack")
        .hero(1, 0, Forest, true)
        .stock(1, Wood, 1)
        .hero(0, 3, Dam, false)
        .build();
    move_hero(&mut s, 0, 3, Forest);
    assert!(s.pressure.is_some());
    when(
        &mut s,
        1,
        Command::PeekExplorationStack(CityChoice {
            city: BlackwoodCity,
        }),
    );
    assert!(s.pressure.is_some(), "the pressure still waits");
}

#[test]
fn peek_exploration_stack_is_refused_at_night() {
    let s = full_room(given(2), 1, "peek_exploration_stack")
        .phase(Phase::Building)
        .build();
    assert_eq!(
        refused(
            &s,
            1,
            Command::PeekExplorationStack(CityChoice {
                city: BlackwoodCity
            })
        )
        .code,
        "WRONG_PHASE"
    );
}

// ----- bots -----

#[test]
fn the_greedy_bot_accepts_an_offered_gain() {
    let mut s = given(2)
        .equipment(0, "bow", true)
        .hero(0, 3, Dam, false)
        .build();
    move_hero(&mut s, 0, 3, Forest);
    let c = Outlive::bot_command(
        &s,
        Seat(0),
        crate::engine::BotPolicy::Greedy,
        &mut GameRng::from_u64(1),
    );
    assert_eq!(c, Some(Command::UseBonus(bonus("bow"))));
}

// ----- ventilation room (night step 3) -----

fn radiation_step(airlock: u32) -> State {
    let mut s = full_room(given(2), 0, "airlock_ventilation_1")
        .airlock(0, airlock)
        .round(1)
        .phase(Phase::Feeding)
        .build();
    for c in &mut s.clans {
        c.step_done = true;
    }
    run(&mut s, |_| {});
    s
}

#[test]
fn airlock_ventilation_1_is_offered_in_night_step_3_and_can_be_declined() {
    let mut s = radiation_step(0);
    assert_eq!(s.phase, Phase::Radiation);
    assert_eq!(s.clans[0].offers, vec!["airlock_ventilation_1"]);
    assert_eq!(
        prompt_of(&s, 0).map(|p| p.kind),
        Some("USE_OR_DECLINE_BONUS".to_string())
    );
    assert_eq!(
        Outlive::legal_commands(&s, Seat(0)),
        vec![
            Command::UseBonus(bonus("airlock_ventilation_1")),
            Command::DeclineBonus(bonus("airlock_ventilation_1"))
        ]
    );
    assert_eq!(
        refused(&s, 1, Command::UseBonus(bonus("airlock_ventilation_1"))).code,
        "BONUS_NOT_OFFERED"
    );
    let ev = when(
        &mut s,
        0,
        Command::DeclineBonus(bonus("airlock_ventilation_1")),
    );
    assert!(ev.iter().any(
        |e| matches!(e, Event::RadiationApplied(r) if r.seat == Seat(0) && r.blocked == 0 && r.to == -1)
    ));
    let slot = slot_of(&s, 0, "airlock_ventilation_1") as usize;
    assert!(!s.clans[0].rooms[slot].used);
    assert_ne!(s.phase, Phase::Radiation, "night step 3 is over");
}

#[test]
fn airlock_ventilation_1_is_not_offered_when_the_airlock_blocks_everything() {
    let s = radiation_step(5);
    assert!(s.clans[0].offers.is_empty());
    assert_ne!(s.phase, Phase::Radiation, "night step 3 is over");
}
