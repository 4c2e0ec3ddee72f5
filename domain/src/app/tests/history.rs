//! History on the in-memory adapters: finished games counted into records, head-to-head
//! results, ratings and content counts that equal what the games' outcomes say, and a
//! rebuild that gives the same rows.

use std::sync::Arc;
use std::time::Duration;

use futures::executor::block_on;
use uuid::Uuid;

use super::super::history::{GameResult, ResultKind, participant_key};
use super::super::in_memory::{InMemory, ManualClock, SequentialIds};
use super::super::*;
use crate::catalog::GameKind;
use crate::engine::{BotPolicy, Seat};

struct Room {
    tabletop: Tabletop,
    store: Arc<InMemory>,
    clock: Arc<ManualClock>,
    alice: Player,
}

fn room() -> Room {
    let store = Arc::new(InMemory::default());
    let clock = Arc::new(ManualClock::new());
    let tabletop = Tabletop::new(Ports {
        store: store.clone(),
        directory: store.clone(),
        players: store.clone(),
        content: store.clone(),
        history: store.clone(),
        clock: clock.clone(),
        ids: Arc::new(SequentialIds::default()),
    });
    let alice = block_on(tabletop.register_player("alice")).unwrap().0;
    Room {
        tabletop,
        store,
        clock,
        alice,
    }
}

impl Room {
    /// A King of Tokyo game of alice against the two bots, which alice leaves at once:
    /// the bots play it to its end.
    fn bot_game(&self) -> Uuid {
        block_on(async {
            let t = &self.tabletop;
            let game = t
                .create_game(
                    &self.alice,
                    GameKind::KingOfTokyo.default_options(),
                    3,
                    None,
                )
                .await
                .unwrap();
            t.join_game(&self.alice, game.id, Some(Seat(0)))
                .await
                .unwrap();
            for policy in [BotPolicy::Greedy, BotPolicy::Random] {
                t.add_bot(&self.alice, game.id, None, policy).await.unwrap();
            }
            t.start_game(&self.alice, game.id).await.unwrap();
            let over = t.concede(&self.alice, game.id, None).await.unwrap();
            assert!(over.is_over(), "the bots played the game to its end");
            game.id
        })
    }

    fn count(&self) -> usize {
        self.clock.advance(Duration::from_secs(5));
        block_on(self.tabletop.count_finished_games())
            .unwrap()
            .counted
    }
}

#[test]
fn a_finished_game_is_counted_once_after_it_settles_and_matches_its_outcome() {
    let r = room();
    let id = r.bot_game();
    assert_eq!(
        block_on(r.tabletop.count_finished_games()).unwrap().counted,
        0,
        "not settled yet"
    );
    assert_eq!(r.count(), 1);
    assert_eq!(r.count(), 0, "counted once");

    let session = block_on(r.tabletop.load(id)).unwrap();
    let outcome = session.state.outcome().unwrap();
    let results = block_on(r.store.results()).unwrap();
    assert_eq!(results.len(), 1);
    let result: &GameResult = &results[0];
    let alice = participant_key(Some(r.alice.id), None);
    let left = result
        .participants
        .iter()
        .find(|p| p.participant == alice)
        .unwrap();
    assert_eq!((left.held_at_end, left.result), (false, ResultKind::Left));
    // The seat alice left counts for the bot that played its end.
    for seat in session.seat_list() {
        let end = result
            .participants
            .iter()
            .find(|p| p.seat == seat && p.held_at_end)
            .unwrap();
        let won = outcome.winners.contains(&seat);
        assert_eq!(
            end.result,
            if won {
                ResultKind::Won
            } else {
                ResultKind::Lost
            }
        );
        assert!(end.participant.starts_with("bot:"));
    }
    let record = block_on(r.store.records(&alice)).unwrap();
    assert_eq!(record.len(), 1);
    assert_eq!((record[0].finished, record[0].abandoned), (0, 1));
    let greedy = block_on(r.store.records("bot:GREEDY")).unwrap();
    let greedy_won = u32::from(outcome.winners.contains(&Seat(1)));
    assert_eq!(
        greedy[0].finished, 2,
        "the seat it was given and the one it took over"
    );
    assert!(greedy[0].wins >= greedy_won);
    let ratings = block_on(r.store.ratings("bot:RANDOM")).unwrap();
    assert_eq!(ratings.len(), 1);
    assert_eq!(ratings[0].games, 1);
}

#[test]
fn a_rebuild_gives_the_same_rows_as_counting_game_by_game() {
    let r = room();
    for _ in 0..3 {
        r.bot_game();
        r.count();
    }
    let snapshot = |r: &Room| {
        let mut rows = Vec::new();
        for key in [
            "bot:GREEDY",
            "bot:RANDOM",
            &participant_key(Some(r.alice.id), None),
        ] {
            rows.push(format!("{:?}", block_on(r.store.records(key)).unwrap()));
            rows.push(format!("{:?}", block_on(r.store.ratings(key)).unwrap()));
            let mut h2h = block_on(r.store.head_to_head(key)).unwrap();
            h2h.sort_by(|a, b| a.opponent.cmp(&b.opponent));
            rows.push(format!("{h2h:?}"));
            rows.push(format!(
                "{:?}",
                block_on(r.store.rating_history(key, GameKind::KingOfTokyo)).unwrap()
            ));
        }
        let mut content = block_on(r.store.content_counts(GameKind::KingOfTokyo)).unwrap();
        content.sort_by(|a, b| (&a.category, &a.item).cmp(&(&b.category, &b.item)));
        rows.push(format!("{content:?}"));
        rows
    };
    let incremental = snapshot(&r);
    let run = block_on(r.tabletop.rebuild_history()).unwrap();
    assert_eq!(run.counted, 3);
    assert_eq!(snapshot(&r), incremental);
}

#[test]
fn history_search_finds_counted_games_by_player_result_option_and_time_newest_first() {
    let r = room();
    let games: Vec<Uuid> = (0..3).map(|_| r.bot_game()).collect();
    r.count();
    let search = |filter: GameFilter, after: Option<&str>| {
        block_on(r.tabletop.list_games(&filter, 2, after)).unwrap()
    };
    let ids = |page: &Page<GameSummary>| page.items.iter().map(|(_, g)| g.id).collect::<Vec<_>>();
    let alices = GameFilter {
        player_id: Some(r.alice.id),
        order: GameOrder::Finished,
        ..GameFilter::default()
    };
    let first = search(alices.clone(), None);
    assert_eq!(ids(&first), vec![games[2], games[1]]);
    assert!(first.has_next_page);
    let rest = search(alices.clone(), Some(&first.items[1].0));
    assert_eq!(ids(&rest), vec![games[0]]);
    assert!(!rest.has_next_page);

    let left = GameFilter {
        result: Some(ResultKind::Left),
        ..alices.clone()
    };
    assert_eq!(search(left, None).items.len(), 2);
    let won = GameFilter {
        result: Some(ResultKind::Won),
        ..alices.clone()
    };
    assert!(search(won, None).items.is_empty());

    let option = |value: &str| GameFilter {
        kind: Some(GameKind::KingOfTokyo),
        options: Some(vec![OptionFilter {
            name: "powerUp".into(),
            value: value.into(),
        }]),
        ..alices.clone()
    };
    assert_eq!(search(option("false"), None).items.len(), 2);
    assert!(search(option("true"), None).items.is_empty());

    let long_ago = GameFilter {
        finished_before: Some("2000-01-01T00:00:00Z".into()),
        ..alices.clone()
    };
    assert!(search(long_ago, None).items.is_empty());
    let refused = block_on(r.tabletop.list_games(&alices, 2, Some("7")));
    assert!(matches!(refused, Err(AppError::BadInput(_))), "{refused:?}");
}
