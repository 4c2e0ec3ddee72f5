//! Statistics: counters and content from given events, and totals that agree with the end
//! of random games.

use super::*;
use crate::engine::ContentItem;
use crate::engine::harness::PlayoutSubject;
use crate::engine::testing::{NoObserver, random_playout};
use crate::games::the_others::stats::{HeroSideStats, SeatStats, SinSideStats};

fn started() -> Event {
    Event::GameStarted(Box::new(GameStarted {
        seat_count: 3,
        options: Options::default(),
        content_name: "embedded".into(),
        content_hash: String::new(),
        sin_seat: Seat(0),
        sin: "pride".into(),
        acolytes: "corrupted_nun".into(),
        story: "havens_last_stand".into(),
        map: "0".into(),
        board: "board".into(),
        hero_number: 3,
    }))
}

fn entered(hero: &str, seat: u8) -> Event {
    Event::HeroEnteredPlay(HeroEnteredPlay {
        hero: hero.into(),
        seat: Seat(seat),
        space: "start".into(),
    })
}

fn turn(hero: &str) -> Event {
    Event::TurnStarted(TurnStarted {
        hero: hero.into(),
        paid_with: TurnPayment::TurnToken,
        move_allowance: 2,
        sloth_slowed: false,
    })
}

#[test]
fn a_hero_seat_that_fought_killed_and_lost_a_hero_counts_exactly_that() {
    let end = State {
        seat_count: 3,
        ..State::default()
    };
    let events = vec![
        started(),
        entered("karl", 1),
        entered("gabriel", 2),
        Event::RoundStarted(RoundStarted { round: 1 }),
        turn("karl"),
        Event::SinCardPlayed(SinCardPlayed {
            card: "alone_in_the_dark".into(),
            hero: "karl".into(),
        }),
        Event::FightStarted(FightStarted {
            hero: "karl".into(),
            space: "street".into(),
            by_sin: false,
            ranged: false,
            monsters: vec![3, 4],
        }),
        Event::CorruptionChanged(CorruptionChanged {
            hero: "karl".into(),
            from: 1,
            to: 2,
            voluntary: true,
        }),
        Event::FightResolved(FightResolved {
            hero: "karl".into(),
            sin_hits: 3,
            sin_corruption: 0,
            defense: 0,
            counter_corruption: 0,
            damage: 3,
            corruption: 0,
            killed: vec![3, 4],
        }),
        Event::MonsterKilled(MonsterKilled {
            monster: 3,
            removed: false,
            in_fight: true,
        }),
        Event::MonsterKilled(MonsterKilled {
            monster: 4,
            removed: false,
            in_fight: true,
        }),
        Event::DamageTaken(DamageTaken {
            hero: "karl".into(),
            amount: 3,
            cause: "fight".into(),
        }),
        Event::ReactionTokenSpent(ReactionTokenSpent {
            hero: "karl".into(),
        }),
        Event::HeroKilled(HeroKilled {
            hero: "karl".into(),
            space: "street".into(),
        }),
        Event::HeroReplaced(HeroReplaced {
            dead: "karl".into(),
            hero: "rocco".into(),
            seat: Seat(1),
            space: "start".into(),
        }),
        Event::UpgradeInherited(UpgradeInherited {
            hero: "rocco".into(),
            card: "rail_gun".into(),
        }),
        Event::MissionCompleted(MissionCompleted {
            mission: "1".into(),
        }),
    ];

    let stats = TheOthers::statistics(&events, &end);

    assert_eq!(stats.len(), 3);
    let hero_seat: SeatStats = serde_json::from_value(stats[1].stats.clone()).unwrap();
    assert_eq!(
        hero_seat,
        SeatStats {
            rounds: 1,
            missions_completed: 1,
            as_hero: HeroSideStats {
                turns: 1,
                fights: 1,
                monsters_killed: 2,
                damage_taken: 3,
                corruption_gained: 1,
                heroes_lost: 1,
                upgrades_gained: 1,
                ..HeroSideStats::default()
            },
            as_sin: SinSideStats::default(),
        }
    );
    assert_eq!(
        stats[1].items,
        vec![
            ContentItem::new("hero", "karl"),
            ContentItem::new("hero", "rocco"),
            ContentItem::new("story", "havens_last_stand"),
        ]
    );
    let sin: SeatStats = serde_json::from_value(stats[0].stats.clone()).unwrap();
    assert_eq!(
        sin.as_sin,
        SinSideStats {
            sin_cards_played: 1,
            reactions: 1,
            monsters_lost: 2,
            heroes_killed: 1,
            ..SinSideStats::default()
        }
    );
    assert_eq!(sin.as_hero, HeroSideStats::default());
    assert_eq!(
        stats[0].items,
        vec![
            ContentItem::new("acolytes", "corrupted_nun"),
            ContentItem::new("sin", "pride"),
            ContentItem::new("sin_card", "alone_in_the_dark"),
            ContentItem::new("story", "havens_last_stand"),
        ]
    );
    let idle: SeatStats = serde_json::from_value(stats[2].stats.clone()).unwrap();
    assert_eq!((idle.rounds, idle.as_hero.turns), (1, 0));
}

#[test]
fn in_random_games_the_counts_agree_with_the_end() {
    for seed in 0..12u64 {
        let (options, seats) = TheOthers::table(seed);
        let playout = random_playout::<TheOthers>(&options, seats, seed, 100_000, &mut NoObserver);
        let end = &playout.state;
        let stats = TheOthers::statistics(&playout.events, end);
        assert_eq!(stats.len(), seats, "game {seed}");
        let read =
            |i: usize| -> SeatStats { serde_json::from_value(stats[i].stats.clone()).unwrap() };
        let sin = read(end.sin_seat.index());
        let lost: u32 = end
            .hero_seats()
            .iter()
            .map(|s| read(s.index()).as_hero.heroes_lost)
            .sum();
        assert_eq!(lost, sin.as_sin.heroes_killed, "game {seed}");
        let dead = end
            .heroes
            .iter()
            .filter(|h| h.status == HeroStatus::Dead)
            .count() as u32;
        assert_eq!(sin.as_sin.heroes_killed, dead, "game {seed}");
        assert_eq!(sin.rounds, end.round.number, "game {seed}");
        for seat in end.hero_seats() {
            let heroes = &stats[seat.index()].items;
            for hero in end.heroes.iter().filter(|h| h.seat == Some(seat)) {
                assert!(heroes.contains(&ContentItem::new("hero", hero.id.clone())));
            }
        }
        assert!(
            stats[end.sin_seat.index()]
                .items
                .contains(&ContentItem::new("sin", end.sin.clone()))
        );
    }
}
