//! Rules beyond the worked examples: immobile heroes, the first-player token, event
//! passes, spoilage, tie-breaks and hidden setup information.

use super::*;
use crate::engine::Viewer;
use crate::games::outlive::event::*;
use crate::games::outlive::rules::score;
use Area::*;
use Resource::*;

#[test]
fn a_hero_that_cannot_move_stands_up_in_place_only_when_none_can_move() {
    let mut state = given(2)
        .hero(0, 3, Mine, false)
        .hero(0, 0, SilentPeakCity, true)
        .hero(0, 1, MilitaryBase, true)
        .hero(0, 2, AmusementPark, true)
        .hero(1, 3, CargoShip, true)
        .build();
    assert!(
        Outlive::legal_commands(&state, seat(0))
            .iter()
            .all(|c| matches!(c, Command::StayInPlace(h) if h.hero == 3))
    );
    let events = when(&mut state, 0, Command::StayInPlace(HeroChoice { hero: 3 }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HeroStayed(h) if h.hero == 3))
    );
    assert!(state.clans[0].heroes[3].active);
    assert_eq!(state.clans[0].heroes[3].area, Some(Mine));

    let movable = given(2)
        .hero(0, 3, Mine, false)
        .hero(0, 0, Forest, false)
        .build();
    assert_eq!(
        refused(&movable, 0, Command::StayInPlace(HeroChoice { hero: 3 })).code,
        "MUST_MOVE"
    );
}

#[test]
fn the_token_holder_becomes_first_player_at_night() {
    let mut state = given(2).acting(0, 3, Forest).build();
    for c in &mut state.clans {
        for h in &mut c.heroes {
            h.active = true;
        }
    }
    state.token_taken_by = Some(seat(1));
    let events = when(&mut state, 0, Command::EndActivation(YES));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DayEnded(d) if d.first_player == seat(1)))
    );
    // Nobody has anything to decide this night: the next round starts with seat 1.
    assert!(
        events.iter().any(
            |e| matches!(e, Event::DayStarted(d) if d.round == 2 && d.first_player == seat(1))
        )
    );
    assert!(
        state
            .clans
            .iter()
            .all(|c| c.heroes.iter().all(|h| !h.active)),
        "heroes lie down"
    );
}

#[test]
fn night_step_1_ends_when_every_clan_passes_in_a_row() {
    let mut state = given(2)
        .event("sandstorm")
        .phase(Phase::NightEvents)
        .build();
    assert_eq!(
        refused(&state, 1, Command::PassEvent(YES)).code,
        "NOT_YOUR_DECISION"
    );
    when(&mut state, 0, Command::PassEvent(YES));
    assert_eq!(state.phase, Phase::NightEvents);
    when(&mut state, 1, Command::PassEvent(YES));
    assert_ne!(state.phase, Phase::NightEvents);
    assert!(
        state.event_active("sandstorm"),
        "an unresolved event stays face up"
    );
}

#[test]
fn spoilage_discards_all_meat_and_keeps_two_water() {
    let mut state = given(2)
        .stock(0, Meat, 3)
        .stock(0, Water, 5)
        .stock(0, CannedFood, 2)
        .round(1)
        .phase(Phase::Repairing)
        .build();
    state.clans[1].step_done = true;
    let events = when(&mut state, 0, Command::FinishStep(YES));
    assert!(events.iter().any(|e| matches!(e, Event::PerishablesDiscarded(p) if p.seat == seat(0) && p.meat == 3 && p.water == 3)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::RoundStarted(r) if r.round == 2))
    );
    assert_eq!(
        (
            state.clans[0].stock.meat,
            state.clans[0].stock.water,
            state.clans[0].stock.canned_food
        ),
        (0, 2, 2)
    );
}

#[test]
fn the_game_ends_after_round_6_with_an_itemised_score_sheet() {
    let mut state = given(2)
        .airlock(0, 3)
        .round(6)
        .phase(Phase::Repairing)
        .build();
    state.clans[1].step_done = true;
    let events = when(&mut state, 0, Command::FinishStep(YES));
    let Some(Event::GameEnded(end)) = events.last() else {
        panic!("{:?}", names(&events))
    };
    assert_eq!(end.reason, "HIGHEST_SCORE");
    assert_eq!(end.winners, vec![seat(0)]);
    assert_eq!(end.scores[0].survivors, 3);
    assert_eq!(Outlive::outcome(&state).unwrap().ranking[0].seat, seat(0));
    assert!(Outlive::prompts(&state).is_empty());
    assert_eq!(
        refused(&state, 0, Command::FinishStep(YES)).code,
        "GAME_OVER"
    );
}

#[test]
fn ties_go_to_most_food_then_most_resources_then_are_shared() {
    let state = given(4)
        .airlock(0, 2)
        .airlock(1, 2)
        .airlock(2, 2)
        .airlock(3, 2)
        .stock(0, CannedFood, 2)
        .stock(1, CannedFood, 1)
        .stock(1, Wood, 5)
        .stock(2, CannedFood, 1)
        .stock(2, Wood, 5)
        .stock(3, Wood, 9)
        .build();
    let (sheets, winners) = score::final_scores(&state);
    assert_eq!(winners, vec![seat(0)]);
    let ranks: Vec<u8> = sheets.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![1, 2, 2, 4]);
}

#[test]
fn setup_choices_and_dealt_cards_are_secret_until_revealed() {
    let events = Outlive::setup(
        &Options::default(),
        &Seat::all(2),
        &mut GameRng::from_u64(9),
    )
    .unwrap();
    let mut state = Outlive::fold(&events);
    let leader = state.clans[0].dealt_leaders[0].clone();
    let made = when(
        &mut state,
        0,
        Command::DiscardDealtRoom(DealtIndex { index: 0 }),
    );
    let other = Outlive::view(&state, Viewer::Seat(seat(1)));
    assert!(other.clans[0].dealt_leaders.is_none() && other.clans[0].setup.is_none());
    let spectator = serde_json::to_string(&Outlive::view(&state, Viewer::Spectator)).unwrap();
    assert!(!spectator.contains(&leader));
    let mine = Outlive::view(&state, Viewer::Seat(seat(0)));
    assert_eq!(
        mine.clans[0].setup.as_ref().unwrap().discarded_rooms,
        vec![0]
    );
    let Event::SetupChoiceMade(hidden) = Outlive::redact(&made[0], Viewer::Seat(seat(1))) else {
        panic!()
    };
    assert!(hidden.choice.is_none());
    for e in &events {
        let json = serde_json::to_string(&Outlive::redact(e, Viewer::Seat(seat(1)))).unwrap();
        if !matches!(e, Event::GameStarted(_)) {
            assert!(!json.contains(&leader), "{json}");
        }
    }
}

#[test]
fn several_clans_owe_losses_at_once_and_answer_in_any_order() {
    let mut state = given(3).airlock(0, 1).airlock(1, 1).airlock(2, 1).build();
    run(&mut state, |tx| {
        crate::games::outlive::cards::events::apply(tx, "nuclear_winter")
    });
    let prompted: Vec<Seat> = Outlive::prompts(&state).iter().map(|p| p.seat).collect();
    assert_eq!(prompted, vec![seat(0), seat(1), seat(2)]);
    when(
        &mut state,
        2,
        Command::LoseSurvivor(LoseSurvivor { room: None }),
    );
    when(
        &mut state,
        0,
        Command::LoseSurvivor(LoseSurvivor { room: None }),
    );
    when(
        &mut state,
        1,
        Command::LoseSurvivor(LoseSurvivor { room: None }),
    );
    assert!(state.clans.iter().all(|c| c.airlock == 0));
}

#[test]
fn the_cargo_ship_survivor_goes_where_its_clan_chooses() {
    let mut state = given(2)
        .room(0, "ammo_4", true, 1)
        .hero(0, 3, Mine, false)
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
            .any(|e| matches!(e, Event::SurvivorPlacementOffered(o) if o.seat == seat(0)))
    );
    let slot = slot_of(&state, 0, "ammo_4");
    let mut expected = vec![Command::PlaceSurvivor(SurvivorPlace { room: None })];
    expected.push(Command::PlaceSurvivor(SurvivorPlace { room: Some(slot) }));
    assert_eq!(Outlive::legal_commands(&state, seat(0)), expected);
    assert_eq!(
        refused(&state, 0, Command::EndActivation(YES)).code,
        "PLACE_SURVIVOR_FIRST"
    );
    when(
        &mut state,
        0,
        Command::PlaceSurvivor(SurvivorPlace { room: Some(slot) }),
    );
    assert_eq!(state.clans[0].rooms[slot as usize].survivors, 2);
    assert_eq!(state.clans[0].airlock, 0);
    assert!(state.activation.as_ref().is_some_and(|a| a.acting));
}
