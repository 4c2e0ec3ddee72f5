//! Statistics: counters and content from given events, and totals that agree with the end
//! of random plays.

use super::super::TokyoSaitoshin;
use super::super::event::*;
use super::super::state::{ActionKind, PurchaseAction};
use super::super::stats::SeatStats;
use super::super::vocabulary::{Area, DamageType, Pc, Place};
use super::*;
use crate::engine::harness::PlayoutSubject;
use crate::engine::testing::{NoObserver, random_playout};
use crate::engine::{ContentItem, Game, Seat};

fn purchase(pc: Pc) -> Event {
    Event::ActionStarted(ActionStarted {
        pc,
        action: ActionKind::Purchase(PurchaseAction::of(1)),
        check: None,
    })
}

#[test]
fn a_seat_whose_pc_bought_moved_and_went_down_counts_exactly_that() {
    let end = given(2).build();
    let events = vec![
        Event::GameStarted(GameStarted {
            scenario: "00".into(),
            seats: 2,
            pcs: vec![
                SeatedPc {
                    pc: Pc::Procurer,
                    seat: Seat(0),
                },
                SeatedPc {
                    pc: Pc::Engineer,
                    seat: Seat(1),
                },
            ],
            bots: vec![Pc::Negotiator, Pc::Gangster],
            open_hands: false,
            pairs: vec![],
            solo_side: false,
        }),
        Event::RoundStarted(RoundStarted { round: 1 }),
        purchase(Pc::Procurer),
        Event::CheckEnded(CheckEnded {
            pc: Pc::Procurer,
            success: true,
            total: 6,
            target: 4,
        }),
        Event::CardPurchased(CardPurchased {
            pc: Pc::Procurer,
            card: "W-06".into(),
            slot: 1,
        }),
        Event::PcMoved(PcMoved {
            pc: Pc::Procurer,
            from: Place::Area(Area::Shinagawa),
            to: Place::Area(Area::Shibuya),
        }),
        Event::DamageTaken(DamageTaken {
            pc: Pc::Procurer,
            amount: 5,
            damage_type: DamageType::Physical,
        }),
        Event::PcWentDown(PcWentDown { pc: Pc::Procurer }),
        Event::DamageTaken(DamageTaken {
            pc: Pc::Negotiator,
            amount: 2,
            damage_type: DamageType::Cognitive,
        }),
        Event::ProgressGained(ProgressGained {
            pc: Pc::Engineer,
            n: 2,
        }),
        Event::ScenarioProgressAdded(ScenarioProgressAdded { n: 3 }),
        Event::ScenarioCleared(ScenarioCleared {
            card: "SC00-05".into(),
            evaluation: 4,
            rank: Some("A".into()),
            rewards: vec!["R-01".into()],
        }),
        Event::RewardChosen(RewardChosen {
            card: Some("R-01".into()),
        }),
    ];

    let stats = TokyoSaitoshin::statistics(&events, &end);

    assert_eq!(stats.len(), 2);
    let first: SeatStats = serde_json::from_value(stats[0].stats.clone()).unwrap();
    assert_eq!(
        first,
        SeatStats {
            cleared: 1,
            evaluation: 4,
            rounds: 1,
            scenario_progress: 3,
            actions: 1,
            checks_passed: 1,
            moves: 1,
            cards_purchased: 1,
            damage_taken: 5,
            times_down: 1,
            ..SeatStats::default()
        }
    );
    assert_eq!(
        stats[0].items,
        vec![
            ContentItem::new("pc", "procurer"),
            ContentItem::new("player_card", "baseball_bat"),
            ContentItem::new("reward", "R-01"),
            ContentItem::new("scenario", "00"),
        ]
    );
    let second: SeatStats = serde_json::from_value(stats[1].stats.clone()).unwrap();
    assert_eq!(
        (second.progress_gained, second.damage_taken, second.cleared),
        (2, 0, 1),
        "a BOT card's damage counts for no seat"
    );
}

#[test]
fn in_random_plays_the_counts_agree_with_the_end() {
    for seed in 1..13u64 {
        let (options, seats) = TokyoSaitoshin::table(seed);
        let playout =
            random_playout::<TokyoSaitoshin>(&options, seats, seed, 100_000, &mut NoObserver);
        let end = &playout.state;
        let stats = TokyoSaitoshin::statistics(&playout.events, end);
        assert_eq!(stats.len(), seats, "play {seed}");
        let cleared = end.result.as_ref().is_some_and(|r| r.cleared);
        for (i, entry) in stats.iter().enumerate() {
            let s: SeatStats = serde_json::from_value(entry.stats.clone()).unwrap();
            assert_eq!(s.cleared, u32::from(cleared), "play {seed}");
            assert_eq!(s.rounds, end.round, "play {seed}");
            assert_eq!(s.scenario_progress, end.scenario_progress, "play {seed}");
            for pc in end.pcs.iter().filter(|p| p.seat == Seat(i as u8)) {
                let id = serde_json::to_value(pc.pc).unwrap();
                let id = id.as_str().unwrap();
                assert!(
                    entry.items.contains(&ContentItem::new("pc", id)),
                    "play {seed}"
                );
            }
            assert!(
                entry
                    .items
                    .contains(&ContentItem::new("scenario", end.scenario.clone()))
            );
        }
    }
}
