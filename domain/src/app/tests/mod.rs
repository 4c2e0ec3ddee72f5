//! Use-case tests on the in-memory adapters.

mod campaigns;
mod history;
mod lobby;
mod table_life;
mod transfer;

use std::sync::Arc;

use futures::executor::block_on;
use uuid::Uuid;

use super::in_memory::{FixedClock, InMemory, SequentialIds};
use super::*;
use crate::catalog::{AnyCommand, GameKind};
use crate::engine::{Seat, Viewer};

struct World {
    tabletop: Tabletop,
    store: Arc<InMemory>,
}

fn world() -> World {
    let store = Arc::new(InMemory::default());
    let tabletop = service_over(&store);
    World { tabletop, store }
}

/// A service with nothing kept in memory over `store`, as a fresh process would start.
fn service_over(store: &Arc<InMemory>) -> Tabletop {
    Tabletop::new(Ports {
        store: store.clone(),
        directory: store.clone(),
        players: store.clone(),
        content: store.clone(),
        history: store.clone(),
        clock: Arc::new(FixedClock),
        ids: Arc::new(SequentialIds::default()),
    })
}

/// Two registered players at a started two-seat King of Tokyo table.
fn started_table(w: &World) -> (Uuid, Vec<Player>) {
    block_on(async {
        let alice = w.tabletop.register_player("alice").await.unwrap().0;
        let bob = w.tabletop.register_player("bob").await.unwrap().0;
        let game = w
            .tabletop
            .create_game(&alice, GameKind::KingOfTokyo.default_options(), 2, None)
            .await
            .unwrap();
        w.tabletop.join_game(&alice, game.id, None).await.unwrap();
        w.tabletop.join_game(&bob, game.id, None).await.unwrap();
        w.tabletop.start_game(&alice, game.id).await.unwrap();
        (game.id, vec![alice, bob])
    })
}

/// The first prompted seat, its player and its first legal command.
fn a_legal_move(w: &World, game_id: Uuid, players: &[Player]) -> (Seat, Player, AnyCommand, u64) {
    let session = block_on(w.tabletop.load(game_id)).unwrap();
    let seat = session.state.prompts()[0].seat;
    let command = session.state.legal_commands(seat).remove(0);
    (
        seat,
        players[seat.index()].clone(),
        command,
        session.version,
    )
}

/// Submit a legal move of the prompted seat; the receipt and the version it was made on.
fn play_a_legal_move(w: &World, game_id: Uuid, players: &[Player]) -> (CommandReceipt, u64) {
    let (seat, player, command, version) = a_legal_move(w, game_id, players);
    let receipt = block_on(w.tabletop.submit_command(
        &player,
        game_id,
        version,
        Uuid::new_v4(),
        Some(seat),
        command,
    ))
    .unwrap();
    (receipt, version)
}

fn stored(w: &World, game_id: Uuid) -> Vec<StoredEvent> {
    block_on(w.store.read_stream(game_id, 0, None)).unwrap()
}

#[test]
fn a_full_table_starts_and_the_prompted_seat_moves() {
    let w = world();
    let (game_id, players) = started_table(&w);
    let session = block_on(w.tabletop.load(game_id)).unwrap();
    assert_eq!(session.status(), GameStatus::InProgress);
    assert!(!session.state.prompts().is_empty());

    let (receipt, version) = play_a_legal_move(&w, game_id, &players);
    assert!(!receipt.replayed);
    assert!(receipt.version > version);
    assert_eq!(receipt.events.first().unwrap().version, version + 1);
    let summary = block_on(w.store.game_summary(game_id)).unwrap().unwrap();
    assert_eq!(
        summary.version, receipt.version,
        "the read model moves with the append"
    );
}

#[test]
fn a_receipt_carries_the_game_as_a_cold_load_finds_it_after_the_command() {
    let w = world();
    let (game_id, players) = started_table(&w);
    let (receipt, _) = play_a_legal_move(&w, game_id, &players);
    let carried = receipt
        .session
        .expect("no bots: the receipt carries the game");
    assert_eq!(carried.version, receipt.version);
    // Another process with no kept games folds the stream from the store.
    let cold = Tabletop::new(Ports {
        store: w.store.clone(),
        directory: w.store.clone(),
        players: w.store.clone(),
        content: w.store.clone(),
        history: w.store.clone(),
        clock: Arc::new(FixedClock),
        ids: Arc::new(SequentialIds::default()),
    })
    .with_state_cache(0);
    let loaded = block_on(cold.load(game_id)).unwrap();
    assert_eq!(*carried, loaded);
}

#[test]
fn a_stale_expected_version_is_a_conflict_and_stores_nothing() {
    let w = world();
    let (game_id, players) = started_table(&w);
    let (seat, player, command, version) = a_legal_move(&w, game_id, &players);
    let before = stored(&w, game_id).len();
    let err = block_on(w.tabletop.submit_command(
        &player,
        game_id,
        version - 1,
        Uuid::new_v4(),
        Some(seat),
        command,
    ))
    .unwrap_err();
    assert_eq!(
        err,
        AppError::Conflict {
            current_version: version
        }
    );
    assert_eq!(stored(&w, game_id).len(), before);
}

#[test]
fn a_repeated_command_id_returns_the_first_result_and_applies_nothing() {
    let w = world();
    let (game_id, players) = started_table(&w);
    let (seat, player, command, version) = a_legal_move(&w, game_id, &players);
    let id = Uuid::new_v4();
    let first = block_on(w.tabletop.submit_command(
        &player,
        game_id,
        version,
        id,
        Some(seat),
        command.clone(),
    ))
    .unwrap();
    let after_first = stored(&w, game_id).len();
    let again =
        block_on(
            w.tabletop
                .submit_command(&player, game_id, version, id, Some(seat), command),
        )
        .unwrap();
    assert!(again.replayed);
    assert_eq!(again.events, first.events);
    assert_eq!(stored(&w, game_id).len(), after_first);
}

#[test]
fn a_token_acts_only_for_the_seats_its_player_holds() {
    let w = world();
    let (game_id, players) = started_table(&w);
    let (seat, _, command, version) = a_legal_move(&w, game_id, &players);
    let other = &players[1 - seat.index()];
    let err = block_on(w.tabletop.submit_command(
        other,
        game_id,
        version,
        Uuid::new_v4(),
        Some(seat),
        command,
    ))
    .unwrap_err();
    assert_eq!(err.code(), "FORBIDDEN");
}

#[test]
fn a_caller_sees_as_the_seat_it_names_or_holds_alone_and_never_as_another_s() {
    let w = world();
    let (game_id, players) = started_table(&w);
    let session = block_on(w.tabletop.load(game_id)).unwrap();
    let (alice, bob) = (&players[0], &players[1]);
    assert_eq!(
        session.viewer_for(Some(alice), None),
        Ok(Viewer::Seat(Seat(0)))
    );
    assert_eq!(
        session.viewer_for(Some(bob), Some(Seat(1))),
        Ok(Viewer::Seat(Seat(1)))
    );
    assert_eq!(session.viewer_for(None, None), Ok(Viewer::Spectator));
    let err = session.viewer_for(Some(bob), Some(Seat(0))).unwrap_err();
    assert_eq!(err.code(), "FORBIDDEN");
}

#[test]
fn a_player_holding_several_seats_sees_as_a_spectator_but_must_name_the_seat_that_acts() {
    let w = world();
    let alice = block_on(w.tabletop.register_player("alice")).unwrap().0;
    let game =
        block_on(
            w.tabletop
                .create_game(&alice, GameKind::KingOfTokyo.default_options(), 2, None),
        )
        .unwrap();
    block_on(w.tabletop.join_game(&alice, game.id, None)).unwrap();
    block_on(w.tabletop.join_game(&alice, game.id, None)).unwrap();
    block_on(w.tabletop.start_game(&alice, game.id)).unwrap();
    let session = block_on(w.tabletop.load(game.id)).unwrap();
    assert_eq!(
        session.viewer_for(Some(&alice), None),
        Ok(Viewer::Spectator)
    );
    let seat = session.state.prompts()[0].seat;
    let command = session.state.legal_commands(seat).remove(0);
    let err = block_on(w.tabletop.submit_command(
        &alice,
        game.id,
        session.version,
        Uuid::new_v4(),
        None,
        command,
    ))
    .unwrap_err();
    assert_eq!(err.code(), "BAD_INPUT");
}

#[test]
fn games_are_listed_newest_first_and_a_cursor_no_page_handed_out_is_bad_input() {
    let w = world();
    let (first_game, players) = started_table(&w);
    let second_game = block_on(w.tabletop.create_game(
        &players[0],
        GameKind::KingOfTokyo.default_options(),
        2,
        None,
    ))
    .unwrap()
    .id;
    let all = GameFilter::default();
    let page = block_on(w.tabletop.list_games(&all, 1, None)).unwrap();
    assert_eq!(page.items[0].1.id, second_game);
    assert!(page.has_next_page);
    let next = block_on(w.tabletop.list_games(&all, 1, Some(&page.items[0].0))).unwrap();
    assert_eq!(next.items[0].1.id, first_game);
    for made_up in ["", "abc", "-1"] {
        let err = block_on(w.tabletop.list_games(&all, 1, Some(made_up))).unwrap_err();
        assert_eq!(err.code(), "BAD_INPUT", "cursor {made_up:?}");
    }
}

#[test]
fn only_the_creator_starts_and_only_a_full_table() {
    let w = world();
    block_on(async {
        let alice = w.tabletop.register_player("alice").await.unwrap().0;
        let bob = w.tabletop.register_player("bob").await.unwrap().0;
        let game = w
            .tabletop
            .create_game(&alice, GameKind::KingOfTokyo.default_options(), 2, None)
            .await
            .unwrap();
        w.tabletop.join_game(&alice, game.id, None).await.unwrap();
        let err = w.tabletop.start_game(&alice, game.id).await.unwrap_err();
        assert!(
            matches!(&err, AppError::Rule(rule) if rule.code == "SEATS_EMPTY"),
            "{err:?}"
        );
        w.tabletop.join_game(&bob, game.id, None).await.unwrap();
        assert_eq!(
            w.tabletop
                .start_game(&bob, game.id)
                .await
                .unwrap_err()
                .code(),
            "FORBIDDEN"
        );
        assert_eq!(
            w.tabletop
                .start_game(&alice, game.id)
                .await
                .unwrap()
                .status(),
            GameStatus::InProgress
        );
    });
}

#[test]
fn a_table_size_outside_the_game_s_range_is_bad_input() {
    let w = world();
    let alice = block_on(w.tabletop.register_player("alice")).unwrap().0;
    let err =
        block_on(
            w.tabletop
                .create_game(&alice, GameKind::KingOfTokyo.default_options(), 7, None),
        )
        .unwrap_err();
    assert_eq!(err.code(), "BAD_INPUT");
}

#[test]
fn the_state_at_a_version_folds_exactly_that_far_and_snapshots_change_nothing() {
    let w = world();
    let (game_id, players) = started_table(&w);
    // Play past a snapshot boundary.
    while block_on(w.tabletop.load(game_id)).unwrap().version < 130 {
        let session = block_on(w.tabletop.load(game_id)).unwrap();
        if session.is_over() {
            break;
        }
        play_a_legal_move(&w, game_id, &players);
    }
    let live = block_on(w.tabletop.load(game_id)).unwrap();
    assert!(block_on(w.store.load_snapshot(game_id)).unwrap().is_some() || live.is_over());

    // A fold from scratch of everything stored equals the (snapshot-assisted) load.
    let events = stored(&w, game_id);
    let folded = GameSession::fold(game_id, None, &events).unwrap();
    assert_eq!(folded, live);

    let at_10 = block_on(w.tabletop.load_at(game_id, 10)).unwrap();
    assert_eq!(at_10.version, 10);
    assert!(block_on(w.tabletop.load_at(game_id, live.version + 1)).is_err());
}

/// A snapshot claims the state at version 100 but holds the state at version 10: a fresh
/// service honours it only when it was written under today's shapes.
#[test]
fn a_snapshot_of_an_older_state_shape_is_ignored_and_the_game_is_folded_again() {
    let w = world();
    let (game_id, players) = started_table(&w);
    while block_on(w.tabletop.load(game_id)).unwrap().version < 110 {
        assert!(!block_on(w.tabletop.load(game_id)).unwrap().is_over());
        play_a_legal_move(&w, game_id, &players);
    }
    let truth = GameSession::fold(game_id, None, &stored(&w, game_id)).unwrap();
    let mut wrong = block_on(w.tabletop.load_at(game_id, 10)).unwrap();
    wrong.version = 100;
    let fresh_load = |schema_version: i32| {
        block_on(w.store.save_snapshot(Snapshot {
            stream_id: game_id,
            version: 100,
            schema_version,
            state: serde_json::to_value(&wrong).unwrap(),
        }))
        .unwrap();
        let fresh = service_over(&w.store);
        block_on(fresh.load(game_id)).unwrap()
    };
    // Written before the game's state had a version of its own: ignored.
    assert_eq!(fresh_load(1), truth);
    // Written under today's version: read as it is, so the check above can fail.
    let current = super::snapshots::snapshot_version(truth.kind);
    assert_ne!(fresh_load(current), truth);
}

mod token_expiry {
    use std::time::Duration;

    use super::*;
    use crate::app::in_memory::ManualClock;

    fn world_with_clock(ttl: Duration) -> (Tabletop, Arc<ManualClock>) {
        let store = Arc::new(InMemory::default());
        let clock = Arc::new(ManualClock::new());
        let tabletop = Tabletop::new(Ports {
            store: store.clone(),
            directory: store.clone(),
            players: store.clone(),
            content: store.clone(),
            history: store,
            clock: clock.clone(),
            ids: Arc::new(SequentialIds::default()),
        })
        .with_token_ttl(ttl);
        (tabletop, clock)
    }

    #[test]
    fn a_token_is_accepted_until_its_ttl_has_passed_then_refused_as_expired() {
        let (tabletop, clock) = world_with_clock(Duration::from_secs(60));
        let (alice, token) = block_on(tabletop.register_player("alice")).unwrap();
        assert_eq!(alice.token_expires_at, "2026-01-01T00:01:00.000000Z");

        clock.advance(Duration::from_secs(59));
        assert_eq!(
            block_on(tabletop.authenticate(&token)).unwrap().id,
            alice.id
        );

        clock.advance(Duration::from_secs(1));
        let err = block_on(tabletop.authenticate(&token)).unwrap_err();
        assert_eq!(err.code(), "UNAUTHENTICATED");
        assert_eq!(err.reason(), Some("TOKEN_EXPIRED"));
        assert!(matches!(
            block_on(tabletop.renew_token(&token)),
            Err(AppError::TokenExpired { .. })
        ));
    }

    #[test]
    fn renewing_keeps_the_player_revokes_the_old_token_and_restarts_the_ttl() {
        let (tabletop, clock) = world_with_clock(Duration::from_secs(60));
        let (alice, old) = block_on(tabletop.register_player("alice")).unwrap();
        clock.advance(Duration::from_secs(50));

        let (renewed, fresh) = block_on(tabletop.renew_token(&old)).unwrap();
        assert_eq!((renewed.id, &renewed.name), (alice.id, &alice.name));
        assert_ne!(fresh, old);
        assert_eq!(renewed.token_expires_at, "2026-01-01T00:01:50.000000Z");

        let err = block_on(tabletop.authenticate(&old)).unwrap_err();
        assert_eq!((err.code(), err.reason()), ("UNAUTHENTICATED", None));
        assert!(
            block_on(tabletop.renew_token(&old)).is_err(),
            "an old token cannot be renewed twice"
        );

        // Past the first token's expiry, the fresh one still works.
        clock.advance(Duration::from_secs(59));
        assert_eq!(
            block_on(tabletop.authenticate(&fresh)).unwrap().id,
            alice.id
        );
        clock.advance(Duration::from_secs(1));
        assert_eq!(
            block_on(tabletop.authenticate(&fresh))
                .unwrap_err()
                .reason(),
            Some("TOKEN_EXPIRED")
        );
    }
}

/// Reads the store's stream tails and snapshots through a counter.
struct CountingStore {
    inner: Arc<InMemory>,
    reads: std::sync::atomic::AtomicUsize,
}

impl CountingStore {
    fn reads(&self) -> usize {
        self.reads.load(std::sync::atomic::Ordering::SeqCst)
    }

    fn count(&self) {
        self.reads.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }
}

#[async_trait::async_trait]
impl EventStore for CountingStore {
    async fn read_stream(
        &self,
        stream_id: Uuid,
        after_version: u64,
        limit: Option<u64>,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        self.count();
        self.inner
            .read_stream(stream_id, after_version, limit)
            .await
    }

    async fn events_of_command(
        &self,
        stream_id: Uuid,
        command_id: Uuid,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        self.count();
        self.inner.events_of_command(stream_id, command_id).await
    }

    /// Like the database adapters, which learn the stored rows from the insert: no read.
    async fn append(&self, writes: Vec<StreamWrite>) -> Result<Vec<Vec<StoredEvent>>, StoreError> {
        self.inner.append(writes).await
    }

    async fn load_snapshot(&self, stream_id: Uuid) -> Result<Option<Snapshot>, StoreError> {
        self.count();
        self.inner.load_snapshot(stream_id).await
    }

    async fn save_snapshot(&self, snapshot: Snapshot) -> Result<(), StoreError> {
        self.inner.save_snapshot(snapshot).await
    }
}

/// Two server processes on one store: each `Tabletop` keeps its own folded games.
struct TwoProcesses {
    a: Tabletop,
    b: Tabletop,
    store: Arc<InMemory>,
    counting: Arc<CountingStore>,
}

fn two_processes(cache_games: usize) -> TwoProcesses {
    let store = Arc::new(InMemory::default());
    let counting = Arc::new(CountingStore {
        inner: store.clone(),
        reads: Default::default(),
    });
    let ids = Arc::new(SequentialIds::default());
    let ports = |event_store: Arc<dyn EventStore>| Ports {
        store: event_store,
        directory: store.clone(),
        players: store.clone(),
        content: store.clone(),
        history: store.clone(),
        clock: Arc::new(FixedClock),
        ids: ids.clone(),
    };
    TwoProcesses {
        a: Tabletop::new(ports(counting.clone())).with_state_cache(cache_games),
        b: Tabletop::new(ports(store.clone())).with_state_cache(cache_games),
        store,
        counting,
    }
}

/// The game as a fold of everything stored, with no snapshot and no cache.
fn cold_fold(store: &InMemory, game_id: Uuid) -> GameSession {
    let events = block_on(store.read_stream(game_id, 0, None)).unwrap();
    GameSession::fold(game_id, None, &events).unwrap()
}

fn started_on(tabletop: &Tabletop) -> (Uuid, Vec<Player>) {
    block_on(async {
        let alice = tabletop.register_player("alice").await.unwrap().0;
        let bob = tabletop.register_player("bob").await.unwrap().0;
        let game = tabletop
            .create_game(&alice, GameKind::KingOfTokyo.default_options(), 2, None)
            .await
            .unwrap();
        tabletop.join_game(&alice, game.id, None).await.unwrap();
        tabletop.join_game(&bob, game.id, None).await.unwrap();
        tabletop.start_game(&alice, game.id).await.unwrap();
        (game.id, vec![alice, bob])
    })
}

#[test]
fn two_processes_interleaving_commands_always_answer_as_a_cold_fold() {
    let w = two_processes(16);
    let (game_id, players) = started_on(&w.a);
    let mut step = 0u64;
    loop {
        let truth = cold_fold(&w.store, game_id);
        if truth.is_over() || step == 400 {
            break;
        }
        // Irregular interleaving, so each side is sometimes several versions behind.
        let (acting, other) = if (step * 7 + step / 5).is_multiple_of(3) {
            (&w.a, &w.b)
        } else {
            (&w.b, &w.a)
        };
        let seat = truth.state.prompts()[0].seat;
        let command = truth.state.legal_commands(seat).remove(0);
        let player = &players[seat.index()];

        if step % 4 == 1 && truth.version > 1 {
            // A stale decision is a conflict naming the store's head, whatever was kept.
            let err = block_on(acting.submit_command(
                player,
                game_id,
                truth.version - 1,
                Uuid::new_v4(),
                Some(seat),
                command.clone(),
            ))
            .unwrap_err();
            assert_eq!(
                err,
                AppError::Conflict {
                    current_version: truth.version
                }
            );
        }
        let command_id = Uuid::new_v4();
        let receipt = block_on(acting.submit_command(
            player,
            game_id,
            truth.version,
            command_id,
            Some(seat),
            command.clone(),
        ))
        .unwrap();
        assert!(!receipt.replayed);
        assert_eq!(receipt.events.first().unwrap().version, truth.version + 1);
        let after = cold_fold(&w.store, game_id);
        assert_eq!(receipt.version, after.version);
        assert_eq!(
            receipt.events,
            block_on(w.store.read_stream(game_id, truth.version, None)).unwrap()
        );
        if step % 5 == 2 {
            // The other process retries the same command: the first result, nothing new.
            let again = block_on(other.submit_command(
                player,
                game_id,
                truth.version,
                command_id,
                Some(seat),
                command,
            ))
            .unwrap();
            assert!(again.replayed);
            assert_eq!(again.events, receipt.events);
        }
        if step.is_multiple_of(2) {
            assert_eq!(block_on(other.load(game_id)).unwrap(), after);
        }
        assert_eq!(block_on(acting.load(game_id)).unwrap(), after);
        step += 1;
    }
    assert!(
        block_on(w.store.load_snapshot(game_id)).unwrap().is_some(),
        "the game ran long enough to cross a snapshot ({step} commands)"
    );
    let truth = cold_fold(&w.store, game_id);
    assert_eq!(block_on(w.a.load(game_id)).unwrap(), truth);
    assert_eq!(block_on(w.b.load(game_id)).unwrap(), truth);
}

#[test]
fn a_command_on_a_kept_game_reads_nothing_before_its_append() {
    let w = two_processes(16);
    let (game_id, players) = started_on(&w.a);
    let session = block_on(w.a.load(game_id)).unwrap();
    let seat = session.state.prompts()[0].seat;
    let command = session.state.legal_commands(seat).remove(0);
    let before = w.counting.reads();
    block_on(w.a.submit_command(
        &players[seat.index()],
        game_id,
        session.version,
        Uuid::new_v4(),
        Some(seat),
        command,
    ))
    .unwrap();
    assert_eq!(
        w.counting.reads(),
        before,
        "no snapshot, tail or command lookup"
    );
    // A load checks the store once: the (empty) tail after the kept version.
    block_on(w.a.load(game_id)).unwrap();
    assert_eq!(w.counting.reads(), before + 1);
}

#[test]
fn without_a_cache_every_command_folds_from_the_store_and_answers_the_same() {
    let w = two_processes(0);
    let (game_id, players) = started_on(&w.a);
    for _ in 0..30 {
        let truth = cold_fold(&w.store, game_id);
        let seat = truth.state.prompts()[0].seat;
        let command = truth.state.legal_commands(seat).remove(0);
        let before = w.counting.reads();
        block_on(w.a.submit_command(
            &players[seat.index()],
            game_id,
            truth.version,
            Uuid::new_v4(),
            Some(seat),
            command,
        ))
        .unwrap();
        assert!(
            w.counting.reads() > before,
            "an uncached command reads its stream"
        );
        assert_eq!(
            block_on(w.a.load(game_id)).unwrap(),
            cold_fold(&w.store, game_id)
        );
    }
}

#[test]
fn the_cache_keeps_at_most_its_capacity_and_evicted_games_still_load() {
    let w = two_processes(2);
    let alice = block_on(w.a.register_player("alice")).unwrap().0;
    let games: Vec<Uuid> = (0..3)
        .map(|_| {
            block_on(w.a.create_game(&alice, GameKind::KingOfTokyo.default_options(), 2, None))
                .unwrap()
                .id
        })
        .collect();
    assert_eq!(w.a.cache_len(), 2);
    for id in games {
        assert_eq!(block_on(w.a.load(id)).unwrap(), cold_fold(&w.store, id));
    }
    assert_eq!(w.a.cache_len(), 2);
}

#[test]
fn a_bot_wake_up_for_a_version_already_held_reads_nothing() {
    let w = two_processes(16);
    let (game_id, version) = block_on(async {
        let alice = w.a.register_player("alice").await.unwrap().0;
        let game =
            w.a.create_game(&alice, GameKind::KingOfTokyo.default_options(), 2, None)
                .await
                .unwrap();
        w.a.join_game(&alice, game.id, None).await.unwrap();
        w.a.add_bot(&alice, game.id, None, crate::engine::BotPolicy::Random)
            .await
            .unwrap();
        let started = w.a.start_game(&alice, game.id).await.unwrap();
        (game.id, started.version)
    });
    let before = w.counting.reads();
    block_on(w.a.drive_bots_after(Wakeup {
        stream_id: game_id,
        version,
    }))
    .unwrap();
    assert_eq!(w.counting.reads(), before);
    assert_eq!(
        block_on(w.a.load(game_id)).unwrap(),
        cold_fold(&w.store, game_id)
    );
    // The other process, which never saw this game, drives from the store and agrees.
    block_on(w.b.drive_bots_after(Wakeup {
        stream_id: game_id,
        version,
    }))
    .unwrap();
    assert_eq!(
        block_on(w.b.load(game_id)).unwrap(),
        cold_fold(&w.store, game_id)
    );
}
