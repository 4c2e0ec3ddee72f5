//! Use-case tests on the in-memory adapters.

use std::sync::Arc;

use futures::executor::block_on;
use uuid::Uuid;

use super::in_memory::{FixedClock, InMemory, SequentialIds};
use super::*;
use crate::catalog::{AnyCommand, GameKind};
use crate::engine::Seat;

struct World {
    tabletop: Tabletop,
    store: Arc<InMemory>,
}

fn world() -> World {
    let store = Arc::new(InMemory::default());
    let tabletop = Tabletop::new(Ports {
        store: store.clone(),
        directory: store.clone(),
        players: store.clone(),
        clock: Arc::new(FixedClock),
        ids: Arc::new(SequentialIds::default()),
    });
    World { tabletop, store }
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

    let (seat, player, command, version) = a_legal_move(&w, game_id, &players);
    let receipt = block_on(w.tabletop.submit_command(
        &player,
        game_id,
        version,
        Uuid::new_v4(),
        Some(seat),
        command,
    ))
    .unwrap();
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
        let (seat, player, command, version) = a_legal_move(&w, game_id, &players);
        block_on(w.tabletop.submit_command(
            &player,
            game_id,
            version,
            Uuid::new_v4(),
            Some(seat),
            command,
        ))
        .unwrap();
    }
    let live = block_on(w.tabletop.load(game_id)).unwrap();
    assert!(block_on(w.store.load_snapshot(game_id)).unwrap().is_some() || live.is_over());

    // A fold from scratch of everything stored equals the (snapshot-assisted) load.
    let events = stored(&w, game_id);
    let mut folded: Option<GameSession> = None;
    for e in &events {
        let event = StreamEvent::from_stored(&e.event_type, e.payload.clone()).unwrap();
        match folded.as_mut() {
            Some(s) => s.apply(&event, e.version, &e.recorded_at),
            None => folded = GameSession::start_from(game_id, &event, &e.recorded_at),
        }
    }
    assert_eq!(folded.unwrap(), live);

    let at_10 = block_on(w.tabletop.load_at(game_id, 10)).unwrap();
    assert_eq!(at_10.version, 10);
    assert!(block_on(w.tabletop.load_at(game_id, live.version + 1)).is_err());
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
            players: store,
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
