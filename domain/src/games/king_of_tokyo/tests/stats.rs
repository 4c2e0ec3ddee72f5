//! Statistics: counters and content from given events, and totals that agree with the end
//! of random games.

use super::super::event::*;
use super::super::stats::{SeatStats, VpBySource};
use super::*;
use crate::engine::harness::PlayoutSubject;
use crate::engine::testing::{NoObserver, random_playout};
use crate::engine::{ContentItem, Game};

fn chosen(s: u8, monster: &str) -> Event {
    Event::MonsterChosen(MonsterChosen {
        seat: seat(s),
        monster: monster.into(),
        health: 10,
    })
}

fn turn(s: u8, turn: u32) -> Event {
    Event::TurnStarted(TurnStarted {
        seat: seat(s),
        turn,
        extra_turn: false,
        dice_count: 6,
        rolls_allowed: 3,
    })
}

fn bought(s: u8, instance: u16, card: &str) -> Event {
    Event::CardBought(CardBought {
        seat: seat(s),
        slot: 0,
        card: CardInstance {
            instance,
            card: card.into(),
        },
        price: 3,
        kind: super::super::state::CardKind::Discard,
    })
}

fn played(s: u8, evolution: &str) -> Event {
    Event::EvolutionPlayed(EvolutionPlayed {
        seat: seat(s),
        card: CardInstance {
            instance: 200,
            card: evolution.into(),
        },
        permanent: false,
        params: None,
    })
}

fn mega_purr(from: u8, to: u8) -> Event {
    Event::MegaPurrGiven(MegaPurrGiven {
        seat: seat(from),
        to: seat(to),
        energy: 0,
        victory_points: 1,
    })
}

#[test]
fn a_monster_that_healed_bought_entered_tokyo_and_started_a_turn_there_counts_exactly_that() {
    let end = given().monsters(2).build();
    let events = vec![
        chosen(0, "cyber_kitty"),
        chosen(1, "gigazaur"),
        turn(0, 1),
        ev::healed(0, 2, "HEART_DICE"),
        ev::energy(0, 3, "ENERGY_DICE"),
        ev::hurt(1, 2, 0, "SMASH"),
        ev::entered(0, Location::City, Location::Outside),
        ev::vp(0, 1, "ENTERED_TOKYO"),
        bought(0, 5, "corner_store"),
        ev::vp(0, 1, "corner_store"),
        turn(1, 2),
        ev::hurt(0, 3, 1, "SMASH"),
        turn(0, 3),
        ev::vp(0, 2, "STARTED_TURN_IN_TOKYO"),
        played(0, "mega_purr"),
        mega_purr(1, 0),
        ev::vp_lost(0, 1, "energy_hoarder"),
    ];

    let stats = KingOfTokyo::statistics(&events, &end);

    assert_eq!(stats.len(), 2);
    assert_eq!(stats[0].seat, seat(0));
    let first: SeatStats = serde_json::from_value(stats[0].stats.clone()).unwrap();
    assert_eq!(
        first,
        SeatStats {
            turns: 2,
            turns_started_in_tokyo: 1,
            times_entered_tokyo: 1,
            hearts_healed: 2,
            hearts_lost: 3,
            hearts_dealt: 2,
            energy_gained: 3,
            cards_bought: 1,
            evolutions_played: 1,
            vp_by_source: VpBySource {
                dice: 0,
                tokyo: 3,
                cards: 1,
                evolutions: 1,
                other: 0,
            },
            vp_lost: 1,
            eliminated: 0,
        }
    );
    assert_eq!(
        stats[0].items,
        vec![
            ContentItem::new("evolution", "mega_purr"),
            ContentItem::new("monster", "cyber_kitty"),
            ContentItem::new("power_card", "corner_store"),
        ]
    );
    let second: SeatStats = serde_json::from_value(stats[1].stats.clone()).unwrap();
    assert_eq!(
        (second.turns, second.hearts_lost, second.hearts_dealt),
        (1, 2, 3)
    );
    assert_eq!((second.vp_lost, second.turns_started_in_tokyo), (1, 0));
    assert_eq!(
        stats[1].items,
        vec![ContentItem::new("monster", "gigazaur")]
    );
}

#[test]
fn the_counters_are_camel_case_numbers_and_eliminated_counts_once() {
    let end = given().monsters(2).build();
    let events = vec![
        chosen(0, "alienoid"),
        chosen(1, "the_king"),
        ev::eliminated(1, 1, Vec::new(), 0, None),
    ];

    let stats = KingOfTokyo::statistics(&events, &end);

    assert_eq!(stats[1].stats["eliminated"], 1);
    assert_eq!(stats[0].stats["eliminated"], 0);
    assert_eq!(stats[0].stats["vpBySource"]["dice"], 0);
    assert_eq!(stats[0].stats["turnsStartedInTokyo"], 0);
}

#[test]
fn in_random_games_the_vp_by_source_less_the_vp_lost_is_the_final_score() {
    for game in 0..60u64 {
        let (options, seats) = <KingOfTokyo as PlayoutSubject>::table(game);
        let playout = random_playout::<KingOfTokyo>(&options, seats, game, 20_000, &mut NoObserver);
        let end = &playout.state;
        let stats = KingOfTokyo::statistics(&playout.events, end);
        assert_eq!(stats.len(), seats, "game {game}");
        for (entry, monster) in stats.iter().zip(&end.monsters) {
            let s: SeatStats = serde_json::from_value(entry.stats.clone()).unwrap();
            let v = &s.vp_by_source;
            let gained = v.dice + v.tokyo + v.cards + v.evolutions + v.other;
            assert_eq!(
                gained - s.vp_lost,
                monster.victory_points,
                "game {game}: {s:?}"
            );
            assert_eq!(v.other, 0, "game {game}: every reason is named");
            assert_eq!(s.eliminated, u32::from(!monster.alive), "game {game}");
            assert!(s.turns > 0 || !monster.alive, "game {game}");
            assert!(
                entry
                    .items
                    .contains(&ContentItem::new("monster", monster.monster.clone())),
                "game {game}"
            );
        }
        let turns: u32 = stats
            .iter()
            .map(|e| e.stats["turns"].as_u64().unwrap() as u32)
            .sum();
        let last_turn = playout.events.iter().rev().find_map(|e| match e {
            Event::TurnStarted(t) => Some(t.turn),
            _ => None,
        });
        assert_eq!(Some(turns), last_turn, "game {game}: one count per turn");
    }
}

/// Every game's statistics read back through the API's union (`GameSeatStats`), a total
/// missing fields included, each as its game's own GraphQL type.
#[cfg(feature = "graphql")]
#[test]
fn stored_totals_read_back_as_each_games_typed_graphql_statistics() {
    use crate::catalog::GameKind;
    use crate::catalog::graphql::SeatStatsOutput;
    use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};
    use serde_json::json;

    struct Query;

    #[Object]
    impl Query {
        async fn stats(&self) -> Vec<SeatStatsOutput> {
            let total = json!({ "turns": 7, "vpBySource": { "dice": 3, "cards": 5 } });
            let mut out = vec![SeatStatsOutput::from_json(GameKind::KingOfTokyo, &total).unwrap()];
            for kind in GameKind::ALL
                .iter()
                .filter(|k| **k != GameKind::KingOfTokyo)
            {
                out.push(SeatStatsOutput::from_json(*kind, &json!({})).unwrap());
            }
            out
        }
    }

    let schema = Schema::build(Query, EmptyMutation, EmptySubscription).finish();
    let response = futures::executor::block_on(schema.execute(
        "{ stats { __typename ... on KingOfTokyoSeatStats { turns vpBySource { dice cards other } } } }",
    ));
    assert!(response.errors.is_empty(), "{:?}", response.errors);
    let data = response.data.into_json().unwrap();
    assert_eq!(
        data["stats"][0],
        json!({ "__typename": "KingOfTokyoSeatStats", "turns": 7, "vpBySource": { "dice": 3, "cards": 5, "other": 0 } })
    );
    let names: std::collections::BTreeSet<&str> = data["stats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["__typename"].as_str().unwrap())
        .collect();
    assert_eq!(
        names.len(),
        GameKind::ALL.len(),
        "one type per game: {names:?}"
    );
    assert!(names.iter().all(|n| n.ends_with("SeatStats")), "{names:?}");
    let named = SeatStatsOutput::from_json(GameKind::KingOfTokyo, &json!({ "turns": "many" }));
    assert!(named.is_err(), "a counter must be a number");
}
