//! Statistics: counters and content from given events, and totals that agree with the end
//! of random games.

use super::super::command::AttackSource;
use super::super::event::*;
use super::super::state::TargetKey;
use super::super::stats::SeatStats;
use super::super::vocabulary::SetKind;
use super::super::{BraveArchitect, Options};
use super::*;
use crate::engine::harness::PlayoutSubject;
use crate::engine::testing::{NoObserver, random_playout};
use crate::engine::{ContentItem, Game};

fn picked(s: u8, kind: SetKind, id: &str) -> Event {
    Event::CardSetPicked(CardSetPicked {
        seat: seat(s),
        kind,
        id: id.into(),
    })
}

fn attack(s: u8, follow_up: bool) -> Event {
    Event::AttackDeclared(AttackDeclared {
        seat: seat(s),
        source: AttackSource::Card("slash".into()),
        card: "slash".into(),
        targets: vec![1],
        discarded: Vec::new(),
        tension_spent: 0,
        linked: !follow_up,
        follow_up,
    })
}

fn dealt(s: u8, normal: i32, fixed: i32) -> Event {
    Event::DamageDealt(DamageDealt {
        seat: seat(s),
        position: 1,
        target: TargetKey::Party("fire".into()),
        normal,
        fixed,
        defence: 2,
        hp_after: 5,
    })
}

#[test]
fn a_character_that_attacked_twice_was_hurt_and_levelled_counts_exactly_that() {
    let end = started(2, Options::default());
    let events = vec![
        picked(0, SetKind::Race, "human"),
        picked(0, SetKind::Weapon, "sword"),
        picked(1, SetKind::Skill, "heal"),
        Event::CombatStyleChosen(CombatStyleChosen {
            seat: seat(0),
            style: "blade".into(),
        }),
        Event::RoundStarted(RoundStarted { round: 1 }),
        Event::PlayerTurnStarted(PlayerTurnStarted { seat: seat(0) }),
        attack(0, false),
        Event::AttackHit(AttackHit {
            seat: seat(0),
            row: 2,
        }),
        dealt(0, 3, 1),
        attack(0, true),
        Event::AttackMissed(AttackMissed {
            seat: seat(0),
            double_one: false,
        }),
        Event::CharacterLeveledUp(CharacterLeveledUp {
            seat: seat(0),
            level: 2,
            card: None,
            hp_after: 12,
        }),
        Event::EvasionRolled(EvasionRolled {
            seat: seat(0),
            die: 2,
            target: 5,
            success: false,
        }),
        Event::CharacterDamaged(CharacterDamaged {
            seat: seat(0),
            amount: 4,
            hp_after: 8,
            cause: DamageCause::EnemyAttack,
        }),
        Event::EvasionRolled(EvasionRolled {
            seat: seat(1),
            die: 6,
            target: 5,
            success: true,
        }),
        Event::PartyDestroyed(PartyDestroyed {
            party: "fire".into(),
            positions: vec![1],
            ordinal: 1,
        }),
        Event::ItemTaken(ItemTaken {
            seat: seat(1),
            item: "potion".into(),
            side: None,
        }),
    ];

    let stats = BraveArchitect::statistics(&events, &end);

    assert_eq!(stats.len(), 2);
    let first: SeatStats = serde_json::from_value(stats[0].stats.clone()).unwrap();
    assert_eq!(
        first,
        SeatStats {
            rounds: 1,
            parties_destroyed: 1,
            turns: 1,
            attacks: 2,
            follow_ups: 1,
            linked_attacks: 1,
            hits: 1,
            misses: 1,
            damage_dealt: 4,
            damage_taken: 4,
            evasions_failed: 1,
            levels_gained: 1,
            ..SeatStats::default()
        }
    );
    assert_eq!(
        stats[0].items,
        vec![
            ContentItem::new("combat_style", "blade"),
            ContentItem::new("race", "human"),
            ContentItem::new("weapon", "sword"),
        ]
    );
    let second: SeatStats = serde_json::from_value(stats[1].stats.clone()).unwrap();
    assert_eq!(
        (
            second.evasions,
            second.items_taken,
            second.parties_destroyed
        ),
        (1, 1, 1)
    );
    assert_eq!(
        stats[1].items,
        vec![
            ContentItem::new("item", "potion"),
            ContentItem::new("skill", "heal"),
        ]
    );
}

#[test]
fn in_random_games_the_counts_agree_with_the_end() {
    for seed in 0..12u64 {
        let (options, seats) = BraveArchitect::table(seed);
        let playout =
            random_playout::<BraveArchitect>(&options, seats, seed, 100_000, &mut NoObserver);
        let end = &playout.state;
        let won = end.outcome.as_ref().is_some_and(|o| !o.winners.is_empty());
        let stats = BraveArchitect::statistics(&playout.events, end);
        assert_eq!(stats.len(), seats, "game {seed}");
        for (entry, player) in stats.iter().zip(&end.players) {
            let s: SeatStats = serde_json::from_value(entry.stats.clone()).unwrap();
            assert_eq!(s.won, u32::from(won), "game {seed}");
            assert_eq!(s.rounds, end.round, "game {seed}");
            assert_eq!(1 + s.levels_gained, u32::from(player.level), "game {seed}");
            assert_eq!(s.hits + s.misses, s.attacks, "game {seed}: {s:?}");
            assert_eq!(
                s.times_down - s.times_revived,
                u32::from(player.down),
                "game {seed}"
            );
            let race = player.race.clone().unwrap();
            assert!(entry.items.contains(&ContentItem::new("race", race)));
        }
    }
}
